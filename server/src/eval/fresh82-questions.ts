/**
 * The eighty-second fresh question set (blind): thirty questions, fifteen about notebook `a` and fifteen
 * about notebook `b`, written without reading the analyst, the extractor or the other question sets.
 * Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A foreign correspondent for a British paper: British spelling and idiom ("whilst", "per cent",
 *    "neighbourhood", "programme", "fortnight"), who explains South African terms ("metros", "zama
 *    zamas", provinces by their cities) for readers abroad.
 * 2. A community-patrol WhatsApp group whose messages are dictated by voice-to-text: no punctuation,
 *    lower case, homophone slips ("four" for "for", "there" for "their", "to" for "two", "weak" for
 *    "week", "witch" for "which", "where" for "were", "then" for "than") and local slang ("kzn",
 *    "hijackings", "kids").
 * 3. An auditor from the Auditor-General's office: formal, "reconcile", "variance", "material", "as
 *    reported", "the population of incidents", exact counts, differences and shares to one decimal.
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category; "the population of incidents" is every row of the notebook):
 * - Dates are `event_date` alone: a row without one is outside every year, quarter, financial year,
 *   date range and weekday, and is never the earliest or most recent; `published_date` is never read.
 *   Every date range is inclusive at both ends.
 * - The "Covid-19 lockdown period" is exactly the range the question gives: 27 March 2020 to
 *   31 December 2021 inclusive.
 * - The "2019/20 financial year" is the South African government's: 1 April 2019 to 31 March 2020
 *   inclusive. The "third quarter of calendar year 2022" is 1 July to 30 September 2022.
 * - "Over the weak end" is a Saturday or Sunday of `event_date`; "during the weak" is Monday to Friday.
 * - People are sums of the stated figures: `victims_killed` (killed, lost their lives),
 *   `victims_children` (children, kids, under-18s), `victims_police` (police officers, on or off duty),
 *   `victims_female` / `victims_male` (victims by sex), `suspects_female` / `suspects_male` (suspects by
 *   sex), `num_suspects_arrested` (suspects arrested). A null (unstated) figure adds nothing.
 * - "Hijackings" are `carjacking` or `truck hijacking`. "Zama zamas" are `illegal mining`. "Murders"
 *   are `murder` (not attempted murder). "Stock theft" is `stock theft`. "A charge of illegal firearm
 *   possession" is `illegal firearm possession`. "Rape" is `rape` (not sexual assault).
 * - "Cases with more then to suspects arrested" are rows whose `num_suspects_arrested` is above two
 *   (three or more); an unstated figure is not above two.
 * - "Was any kids among the victims" is Yes when some incident of the selection states
 *   `victims_children` above zero; unstated counts as none. "More children in the Northern Cape than in
 *   all the other provinces put together" compares the Northern Cape's sum with the sum over every other
 *   row of the notebook: Yes only when strictly more.
 * - Places: provinces are `province` (KwaZulu-Natal also "KZN"); Ekurhuleni is the `Ekurhuleni`
 *   municipality; a "municipality" is `municipality` (rows without one are left out), answered as
 *   written or without "City of".
 * - A variance ("killed less injured", "male less female") is the first sum minus the second over the
 *   named selection; a second sum as large as the first is an error in the question.
 * - "Of the incidents in which an arrest was made" are the rows with `arrest_made === true`; the share
 *   with a firearm charge is over them, to one decimal place. The female share of suspects is
 *   `suspects_female` over `suspects_female` + `suspects_male` (nulls add nothing), to one decimal place.
 *   The Northern Cape's rape share is over its rows, to the nearest whole per cent.
 * - Rankings (municipality with most killed, province with most killed, province with most police
 *   victims, municipality with most incidents, single incident with most suspects arrested) each carry
 *   their tally, keyed by place; a tie at the top is an error in the question. The single incident is
 *   named by the parts of its location no other incident shares.
 * - Refusals: the ground truth holds no time of day, no rand value of what was stolen and no bail
 *   amounts.
 */
import {
  anyCrime,
  type BlindQuestion,
  femaleVictims,
  inMunicipality,
  kznProvinceNames,
  largestIncident,
  maleVictims,
  peopleByProvince,
  peopleTotal,
  percentage,
  ranking,
  rowsWhere,
  stated,
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
  inYear,
  municipalityNames,
  number,
  percentOf,
  refusal,
  weekday,
  weekend,
  within,
} from './ground-truth-questions';

/** A hijacking: a carjacking or a truck hijacking. */
const hijacking = anyCrime('carjacking', 'truck hijacking');
/** A working day of the incident's date: Monday to Friday. */
const workingDay = (r: DevRow) => {
  const day = weekday(r);
  return day !== undefined && day !== 'Saturday' && day !== 'Sunday';
};
/** More than two suspects arrested, as stated. */
const moreThanTwoArrested = (r: DevRow) => (r.num_suspects_arrested ?? 0) > 2;
/** Some child among the stated victims. */
const childVictim = (r: DevRow) => (stated('victims_children')(r) ?? 0) > 0;

/** The first figure less the second; a second as large as the first is an error in the question. */
function variance(first: number, second: number) {
  if (first <= second) throw new Error(`no positive variance: ${first} -> ${second}`);
  return number(first - second);
}

const killedByMunicipality = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.municipality,
    (r) => stated('victims_killed')(r) ?? 0,
  );
const incidentsByMunicipality = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.municipality);

export const FRESH82_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the British foreign correspondent, on notebook a.
  {
    notebook: 'a',
    question:
      'For readers in Britain: how many people in total lost their lives in the Western Cape incidents, that being the province around Cape Town?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(inProvince('Western Cape')))),
  },
  {
    notebook: 'a',
    question:
      "South Africa's big cities are run as single 'metros', so Cape Town and Durban each count as one municipality. Which municipality recorded the largest number of people killed?",
    covers: ['ranking', 'people'],
    ...ranking(killedByMunicipality, municipalityNames),
  },
  {
    notebook: 'a',
    question:
      'Whilst the country was living under its Covid-19 lockdown rules, from 27 March 2020 when the hard lockdown began until the end of 2021, how many incidents were recorded?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, within('2020-03-27', '2021-12-31'))),
  },
  {
    notebook: 'a',
    question:
      'I am writing about neighbourhood watch programmes and the fear of the night. How many of these attacks happened after dark rather than in daylight?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question:
      "On what date did the earliest incident in the Eastern Cape take place? That is Nelson Mandela's home province, which takes in Gqeberha, formerly Port Elizabeth.",
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(inProvince('Eastern Cape')), 'earliest'),
  },

  // Voice 2, the community-patrol WhatsApp group, on notebook a.
  {
    notebook: 'a',
    question: 'how many people killed in kzn in 2023 can some1 check there numbers',
    covers: ['people', 'calendar', 'conjunction', 'slang', 'misspelling'],
    expect: (rows) =>
      number(peopleTotal('victims_killed', rowsWhere(rows, inProvince('KwaZulu-Natal'), inYear(2023)))),
  },
  {
    notebook: 'a',
    question:
      'was there any hijackings in ekurhuleni in 2025 yes or no asking four my brother he drives trucks',
    covers: ['yes/no', 'conjunction', 'calendar', 'slang', 'misspelling'],
    expect: (rows) => yesNo(count(rows, hijacking, inMunicipality('Ekurhuleni'), inYear(2025)) > 0),
  },
  {
    notebook: 'a',
    question: 'how many suspects got arrested four all the kidnapping cases put together',
    covers: ['people', 'restricted count', 'misspelling'],
    expect: (rows) => number(suspectsArrested(rows.filter(has('kidnapping')))),
  },
  {
    notebook: 'a',
    question: 'guys how many murders happened over the weak end saturday or sunday',
    covers: ['calendar', 'restricted count', 'misspelling'],
    expect: (rows) => number(count(rows, has('murder'), weekend)),
  },
  {
    notebook: 'a',
    question: 'witch province had the most people killed all together',
    covers: ['ranking', 'people', 'misspelling'],
    ...ranking(peopleByProvince('victims_killed'), kznProvinceNames),
  },

  // Voice 3, the auditor, on notebook a.
  {
    notebook: 'a',
    question:
      'Please state the total number of suspects arrested, as reported, across the population of incidents in the Western Cape.',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(suspectsArrested(rows.filter(inProvince('Western Cape')))),
  },
  {
    notebook: 'a',
    question:
      'For the KwaZulu-Natal population of incidents, reconcile persons killed against persons injured as reported and state the variance (killed less injured).',
    covers: ['people', 'conjunction'],
    expect: (rows) => {
      const kzn = rows.filter(inProvince('KwaZulu-Natal'));
      return variance(peopleTotal('victims_killed', kzn), peopleTotal('victims_injured', kzn));
    },
  },
  {
    notebook: 'a',
    question:
      'How many incidents in the population fall within the 2019/20 financial year, being 1 April 2019 to 31 March 2020 inclusive?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, within('2019-04-01', '2020-03-31'))),
  },
  {
    notebook: 'a',
    question:
      'Of the incidents in which an arrest was made, what percentage, to one decimal place, included a charge of illegal firearm possession?',
    covers: ['share', 'conjunction'],
    expect: (rows) => {
      const withArrest = rows.filter(arrested);
      return percentage(count(withArrest, has('illegal firearm possession')), withArrest.length, 1);
    },
  },
  {
    notebook: 'a',
    question:
      'State the aggregate value, in rand, of the cash and property reported stolen across the population of incidents.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 1, the British foreign correspondent, on notebook b.
  {
    notebook: 'b',
    question:
      "How many suspects were arrested in illegal mining cases, the 'zama zamas' as South Africans call the informal miners who work abandoned shafts?",
    covers: ['people', 'slang', 'restricted count'],
    expect: (rows) => number(suspectsArrested(rows.filter(has('illegal mining')))),
  },
  {
    notebook: 'b',
    question:
      'Whilst researching a piece on attacks on the police, I should like to know which province had the most police officers among the victims, on or off duty.',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_police')),
  },
  {
    notebook: 'b',
    question:
      'What per cent of the incidents in the Northern Cape, the vast and thinly populated province around Kimberley and Upington, involved rape? Nearest whole per cent, please.',
    covers: ['share', 'conjunction'],
    expect: (rows) => percentOf(rows.filter(inProvince('Northern Cape')), has('rape')),
  },
  {
    notebook: 'b',
    question:
      'Is it right that more children, meaning under-18s, were among the victims in the Northern Cape than in all the other provinces put together?',
    covers: ['yes/no', 'people'],
    expect: (rows) => {
      const northernCape = inProvince('Northern Cape');
      return yesNo(
        peopleTotal('victims_children', rows.filter(northernCape)) >
          peopleTotal(
            'victims_children',
            rows.filter((r) => !northernCape(r)),
          ),
      );
    },
  },
  {
    notebook: 'b',
    question:
      'I file in a fortnight and need one date: when was the most recent incident in Mpumalanga, the province of Mbombela (formerly Nelspruit) on the edge of the Kruger?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(inProvince('Mpumalanga')), 'latest'),
  },

  // Voice 2, the community-patrol WhatsApp group, on notebook b.
  {
    notebook: 'b',
    question: 'how many stock theft cases where there in the free state',
    covers: ['restricted count', 'conjunction', 'misspelling'],
    expect: (rows) => number(count(rows, has('stock theft'), inProvince('Free State'))),
  },
  {
    notebook: 'b',
    question: 'witch municipality had the most incidents',
    covers: ['ranking', 'misspelling'],
    ...ranking(incidentsByMunicipality, municipalityNames),
  },
  {
    notebook: 'b',
    question: 'how many cases had more then to suspects arrested',
    covers: ['restricted count', 'misspelling'],
    expect: (rows) => number(count(rows, moreThanTwoArrested)),
  },
  {
    notebook: 'b',
    question: 'was any kids among the victims in mpumalanga yes or no',
    covers: ['yes/no', 'people', 'slang', 'conjunction'],
    expect: (rows) => yesNo(count(rows, childVictim, inProvince('Mpumalanga')) > 0),
  },
  {
    notebook: 'b',
    question: 'how many incidents during the weak monday to friday in 2023',
    covers: ['calendar', 'conjunction', 'misspelling'],
    expect: (rows) => number(count(rows, workingDay, inYear(2023))),
  },

  // Voice 3, the auditor, on notebook b.
  {
    notebook: 'b',
    question:
      'Identify the single incident in the population with the highest number of suspects arrested as reported; this is material to our sample selection.',
    covers: ['ranking'],
    ...largestIncident(
      () => true,
      (r) => r.num_suspects_arrested,
    ),
  },
  {
    notebook: 'b',
    question:
      'Reconcile victims by sex: state the variance between male and female victims as reported (male less female), excluding victims whose sex is not stated.',
    covers: ['people'],
    expect: (rows) => variance(maleVictims(rows), femaleVictims(rows)),
  },
  {
    notebook: 'b',
    question:
      'How many incidents in the population occurred in the third quarter of calendar year 2022 (1 July to 30 September)?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, within('2022-07-01', '2022-09-30'))),
  },
  {
    notebook: 'b',
    question:
      'Of the suspects whose sex is reported, what percentage were female? State it to one decimal place.',
    covers: ['share', 'people'],
    expect: (rows) => {
      const female = peopleTotal('suspects_female', rows);
      return percentage(female, female + peopleTotal('suspects_male', rows), 1);
    },
  },
  {
    notebook: 'b',
    question:
      'Please provide the total bail, in rand, set by the courts for the suspects across the population of incidents.',
    covers: ['refusal'],
    expect: refusal,
  },
];

export const fresh82QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH82_QUESTIONS, rows);
