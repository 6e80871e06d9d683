/**
 * The hundred-and-fifty-sixth fresh question set (blind): thirty questions, fifteen about notebook `a`
 * and fifteen about notebook `b`, written without reading the analyst, the extractor or the other
 * question sets. Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A crime-statistics researcher at a think tank: precise date windows, "incidents per year",
 *    medians, shares with their denominators stated, rankings; compact, slightly formal, the odd typo.
 * 2. A rural radio station presenter: English mixed with a little Afrikaans and isiZulu ("hoeveel",
 *    "mense", "abantu abangaki", "abantwana", "ja of nee", "stokdiefstal"), places as locals say them
 *    ("Kaapstad", "PE", "die Vrystaat", "Noordwes", "die Noord-Kaap", "KZN").
 * 3. A human-rights monitor tracking deaths at the hands of police and attacks on police: police
 *    officers among the victims, where and when, and what the releases cannot say (suspects shot by
 *    police, referrals to IPID).
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is outside every year, window and "latest"/"earliest";
 *   `published_date` is never read. A window "from D1 to D2 inclusive" holds both end days.
 * - "Murder incidents per year over years Y1–Y2 inclusive" is the count of `murder` rows dated in those
 *   years divided by the number of years, to one decimal. "Murder or attempted murder" is a row with
 *   either crime.
 * - People are sums of the stated figures (a null adds nothing): `victims_killed` (killed, mense/abantu
 *   who died), `victims_children` (children, abantwana), `victims_police` (police officers among the
 *   victims, on or off duty, whether killed, injured or otherwise attacked: the ground truth does not
 *   split police victims into killed and injured, so no question asks for that split),
 *   `num_suspects_arrested` (suspects arrested), `victims_female`/`victims_male`,
 *   `suspects_female`/`suspects_male` (the case's suspects, arrested or sought).
 * - An incident "in which a police officer was among the victims" is a row with `victims_police` > 0; a
 *   null is not such an incident, so "was any police officer a victim" is No when every figure is 0 or
 *   unstated.
 * - The median suspect age is over `suspect_ages`, one value per suspect with a stated age; with an
 *   even number of ages it is the mean of the middle two.
 * - The female share of victims is `victims_female` over `victims_female` + `victims_male` (victims of
 *   stated sex), nearest whole percent; the female share of suspects is `suspects_female` over
 *   `suspects_female` + `suspects_male`, to one decimal.
 * - Places: "Khayelitsha" is a row whose `location` holds the word; "Kaapstad" (Cape Town) is the
 *   `City of Cape Town` municipality; "PE" is the `Nelson Mandela Bay` municipality; "KZN" is
 *   KwaZulu-Natal; "die Vrystaat" is the Free State, "Noordwes" North West, "die Noord-Kaap" the
 *   Northern Cape. A farm incident is a row whose `location` holds the word "farm" (any case).
 * - "Stokdiefstal" is `stock theft`. An incident "that led to an arrest" is `arrest_made === true`.
 * - Rankings (province with most murder incidents, with most police victims, with most rape incidents)
 *   carry their tally; a tie at the top is an error in the question.
 * - Refusals: the ground truth holds no amounts of money stolen, nothing on suspects shot or wounded by
 *   police (the victims are the crime's victims), no court sentences and no referrals to IPID.
 */
import type { Expectation } from './answer-matching';
import {
  anyCrime,
  atPlace,
  type BlindQuestion,
  femaleVictims,
  inMunicipality,
  kznProvinceNames,
  maleVictims,
  peopleByProvince,
  peopleTotal,
  percentage,
  ranking,
  rowsWhere,
  suspectAges,
  suspectsArrested,
  tallyOf,
  yesNo,
} from './blind-sets';
import type { DevRow } from './dev-set';
import {
  arrested,
  casesOf,
  count,
  dateAt,
  has,
  inProvince,
  number,
  refusal,
  rounded,
  within,
} from './ground-truth-questions';

/** A police officer was among the incident's victims (a stated figure above zero). */
const policeVictim = (r: DevRow) => (r.victims_police ?? 0) > 0;
const murder = has('murder');
const stockTheft = has('stock theft');
const onAFarm = atPlace('farm');

/** The median of the stated suspect ages; no stated age is an error in the question. */
function medianAge(rows: readonly DevRow[]): Expectation {
  const ages = [...suspectAges(rows)].sort((x, y) => x - y);
  if (ages.length === 0) throw new Error('no stated age');
  const mid = Math.floor(ages.length / 2);
  const value = ages.length % 2 === 1 ? ages[mid] : ((ages[mid - 1] ?? 0) + (ages[mid] ?? 0)) / 2;
  return number(value ?? 0);
}

/** Murder incidents per year over the calendar years from..to inclusive, to one decimal. */
function murdersPerYear(rows: readonly DevRow[], from: number, to: number): Expectation {
  const years = to - from + 1;
  return number(rounded(count(rows, murder, within(`${from}-01-01`, `${to}-12-31`)) / years, 1));
}

/** The female share of the suspects of stated sex, to one decimal. */
function femaleSuspectShare(rows: readonly DevRow[]): Expectation {
  const female = peopleTotal('suspects_female', rows);
  return percentage(female, female + peopleTotal('suspects_male', rows), 1);
}

const murderProvinceTally = (rows: readonly DevRow[]) => tallyOf(rows.filter(murder), (r) => r.province);
const rapeProvinceTally = (rows: readonly DevRow[]) => tallyOf(rows.filter(has('rape')), (r) => r.province);

export const FRESH156_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the think-tank researcher, on notebook a.
  {
    notebook: 'a',
    question:
      'What is the median age of the suspects, counting every suspect whose age is stated in the releases?',
    covers: ['people'],
    expect: (rows) => medianAge(rows),
  },
  {
    notebook: 'a',
    question:
      'Murder incidents per year: averaged over the five calendar years 2019 to 2023 inclusive (by incident date), how many murder incidents per year? One decimal place please.',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => murdersPerYear(rows, 2019, 2023),
  },
  {
    notebook: 'a',
    question:
      'Female victims as a share of all victims whose sex is recorded (denominator = female plus male victims with sex stated), to the nearest percent?',
    covers: ['share', 'people'],
    expect: (rows) => {
      const female = femaleVictims(rows);
      return percentage(female, female + maleVictims(rows));
    },
  },
  {
    notebook: 'a',
    question:
      'Western Cape, 1 January 2019 to 31 December 2022 inclusive: number of incidents involving murder or attemped murder?',
    covers: ['conjunction', 'calendar', 'restricted count', 'misspelling'],
    expect: (rows) =>
      number(
        count(
          rows,
          anyCrime('murder', 'attempted murder'),
          inProvince('Western Cape'),
          within('2019-01-01', '2022-12-31'),
        ),
      ),
  },
  {
    notebook: 'a',
    question: 'Ranking the provinces by number of murder incidents, which province comes first?',
    covers: ['ranking', 'restricted count'],
    ...ranking(murderProvinceTally, kznProvinceNames),
  },

  // Voice 2, the rural radio presenter, on notebook a.
  {
    notebook: 'a',
    question:
      'Sawubona listeners want to know, abantu abangaki were killed in Khayelitsa in all these reports?',
    covers: ['people', 'slang', 'misspelling'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(atPlace('Khayelitsha')))),
  },
  {
    notebook: 'a',
    question:
      'Hoeveel abantwana, children I mean, were victims in the Kaapstad incidents? Cape Town metro only',
    covers: ['people', 'slang'],
    expect: (rows) =>
      number(peopleTotal('victims_children', rows.filter(inMunicipality('City of Cape Town')))),
  },
  {
    notebook: 'a',
    question: 'Ek wonder, was there any stock theft case in KZN in these releases? Ja of nee',
    covers: ['yes/no', 'conjunction', 'slang'],
    expect: (rows) => yesNo(count(rows, stockTheft, inProvince('KwaZulu-Natal')) > 0),
  },
  {
    notebook: 'a',
    question: 'When was the last murder in PE, the day it happened? The mense there are worried',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rowsWhere(rows, murder, inMunicipality('Nelson Mandela Bay')), 'latest'),
  },
  {
    notebook: 'a',
    question:
      'Baie geld neh, hoeveel money in rand did the robbers get away with in the cash-in-transit heists?',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },

  // Voice 3, the human-rights monitor, on notebook a.
  {
    notebook: 'a',
    question:
      'How many police officers, on or off duty, were among the victims across all incidents, whether killed, injured or otherwise attacked?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_police', rows)),
  },
  {
    notebook: 'a',
    question: 'Which province had the largest number of police officers among the victims of attacks?',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_police'), kznProvinceNames),
  },
  {
    notebook: 'a',
    question: 'What is the date of the most recent incident in which a police officer was among the victims?',
    covers: ['date', 'people'],
    expect: (rows) => dateAt(rows.filter(policeVictim), 'latest'),
  },
  {
    notebook: 'a',
    question: 'How many suspects were shot dead or wounded by police officers during these arrests?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question: 'Was any police officer recorded as a victim in an Eastern Cape incident? Yes or no.',
    covers: ['yes/no', 'conjunction', 'people'],
    expect: (rows) => yesNo(count(rows, policeVictim, inProvince('Eastern Cape')) > 0),
  },

  // Voice 1, the think-tank researcher, on notebook b.
  {
    notebook: 'b',
    question: 'Median suspect age, taking one value per suspect with a stated age?',
    covers: ['people'],
    expect: (rows) => medianAge(rows),
  },
  {
    notebook: 'b',
    question:
      'Incidents per year for murder over 2020-2024 inclusive (five calendar years, incident date), to one decimal?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => murdersPerYear(rows, 2020, 2024),
  },
  {
    notebook: 'b',
    question:
      'Of the suspects whose sex is recorded, what percentage were women? Denominator: female plus male suspects. One decimal.',
    covers: ['share', 'people'],
    expect: (rows) => femaleSuspectShare(rows),
  },
  {
    notebook: 'b',
    question:
      'Between 1 January 2020 and 31 December 2022 inclusive, how many incidents led to at least one arrest?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, arrested, within('2020-01-01', '2022-12-31'))),
  },
  {
    notebook: 'b',
    question: 'Which province has the highest count of rape incidents in this dataset?',
    covers: ['ranking', 'restricted count'],
    ...ranking(rapeProvinceTally),
  },

  // Voice 2, the rural radio presenter, on notebook b.
  {
    notebook: 'b',
    question: 'Hoeveel mense were killed in die Vrystaat altogether?',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(inProvince('Free State')))),
  },
  {
    notebook: 'b',
    question: 'Noordwes now - abantu abangaki were arrested there, all the suspects together?',
    covers: ['people', 'slang'],
    expect: (rows) => number(suspectsArrested(rows.filter(inProvince('North West')))),
  },
  {
    notebook: 'b',
    question: 'Was there a farm murder in die Noord-Kaap? Ja of nee',
    covers: ['yes/no', 'conjunction', 'slang'],
    expect: (rows) => yesNo(count(rows, murder, onAFarm, inProvince('Northern Cape')) > 0),
  },
  {
    notebook: 'b',
    question: 'The farmers are asking: the latest stokdiefstal case, on which date did it happen?',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows.filter(stockTheft), 'latest'),
  },
  {
    notebook: 'b',
    question: 'Eish, what sentences did the courts give the accused in the Mpumalanga cases?',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },

  // Voice 3, the human-rights monitor, on notebook b.
  {
    notebook: 'b',
    question: 'In how many incidents was at least one police oficer among the victims?',
    covers: ['restricted count', 'people', 'misspelling'],
    expect: (rows) => number(count(rows, policeVictim)),
  },
  {
    notebook: 'b',
    question:
      'In the incidents where a police officer was among the victims, how many people in total were killed?',
    covers: ['people', 'conjunction'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(policeVictim))),
  },
  {
    notebook: 'b',
    question: 'Which province saw the most police officers attacked, counting officers among the victims?',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_police')),
  },
  {
    notebook: 'b',
    question: 'How many of these cases were referred to IPID to investigate the conduct of the police?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question: 'When did the earliest incident with a police officer among the victims take place?',
    covers: ['date', 'people'],
    expect: (rows) => dateAt(rows.filter(policeVictim), 'earliest'),
  },
];

export const fresh156QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH156_QUESTIONS, rows);
