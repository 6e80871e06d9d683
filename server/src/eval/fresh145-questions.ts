/**
 * The hundred-and-forty-fifth fresh question set (blind): thirty questions, fifteen about notebook `a`
 * and fifteen about notebook `b`, written without reading the analyst, the extractor or any other fresh
 * question set. Each expectation is worked out from the ground-truth rows of the question's own
 * notebook by the shared helpers; no figure is typed in by hand.
 *
 * The voices (five questions each to each notebook):
 * 1. A political reporter fact-checking a minister's claims about crime: full sentences that quote or
 *    paraphrase "the minister" and then ask for the figure that settles the claim.
 * 2. A public health researcher studying injuries and deaths: fatalities, the injured, children, police
 *    officers as casualties, case-fatality style shares, in measured academic wording.
 * 3. A neighbourhood watch coordinator: short, lower-case, chatty messages with local slang ("cops",
 *    "hijackings", "perps", "nabbed", "y/n") and a few typos ("robberys", "kidnaping", "murderes").
 *
 * How each kind of question is read (one row is one incident; a crime question counts the rows whose
 * `crimes` hold the category):
 * - Dates are `event_date` only; a row without one is in no year, window or weekday and is never the
 *   earliest or latest. `published_date` is never read. A weekend is a Saturday or Sunday.
 * - People are sums of the stated figures, a null adding nothing: `victims_killed` (killed, deaths,
 *   fatalities), `victims_injured` (injured, hurt), `victims_children` (children under 18),
 *   `victims_police` (police officers, cops), `num_suspects_arrested` (suspects arrested, perps nabbed).
 * - "Hijackings" are `carjacking` and `truck hijacking` together. "Murders" are `murder` alone. An
 *   "illegal firearm" is `illegal firearm possession`. "Knew the attacker" is a `relationship` of
 *   partner, family or acquaintance.
 * - "Led to an arrest" is `arrest_made === true`; "nobody arrested" is `arrest_made === false` (an
 *   unstated arrest is neither). A share of incidents is over the selected rows, nearest whole percent.
 * - The share killed "of everyone killed or injured" is the killed over the killed plus the injured,
 *   summed over all rows (nulls add nothing), nearest whole percent.
 * - "Incidents in which someone was killed" are rows with `victims_killed` above 0; "incidents with a
 *   child victim" are rows with `victims_children` above 0.
 * - "How many more in P than in Q" is the difference of the two counts or sums; P must have more.
 * - Rankings (province with most murders, municipality with most killed, province with most suspects
 *   arrested, province with most police officers among victims, municipality with most incidents) each
 *   carry their tally, rows without the key left out; a tie at the top is an error in the question.
 *   A municipality may be answered with or without "City of"; KwaZulu-Natal also as "KZN".
 * - Refusals: the ground truth holds no convictions, no time of day, no amounts of money stolen and no
 *   makes or models of vehicles.
 */
import {
  anyCrime,
  type BlindQuestion,
  inMunicipality,
  knewTheAttacker,
  kznProvinceNames,
  peopleByProvince,
  peopleTotal,
  percentage,
  ranking,
  rowsWhere,
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
  excessOf,
  has,
  inProvince,
  inYear,
  municipalityNames,
  notArrested,
  number,
  percentOf,
  refusal,
  sinceYear,
  weekend,
} from './ground-truth-questions';

/** Hijackings: cars and trucks alike. */
const hijacking = anyCrime('carjacking', 'truck hijacking');
const murder = has('murder');
/** Someone died in the incident, as the release states. */
const someoneKilled = (r: DevRow) => (r.victims_killed ?? 0) > 0;
/** A child (under 18) was among the victims, as the release states. */
const childVictim = (r: DevRow) => (r.victims_children ?? 0) > 0;

const murderProvinceTally = (rows: readonly DevRow[]) => tallyOf(rows.filter(murder), (r) => r.province);
const killedMunicipalityTally = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.municipality,
    (r) => r.victims_killed ?? 0,
  );
const arrestedProvinceTally = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_suspects_arrested ?? 0,
  );
const municipalityTally = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.municipality);

export const FRESH145_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the political reporter, on notebook a.
  {
    notebook: 'a',
    question:
      "The minister told Parliament that KwaZulu-Natal is the country's murder capital. Going by these releases, which province had the most incidents involving murder?",
    covers: ['ranking', 'restricted count'],
    ...ranking(murderProvinceTally, kznProvinceNames),
  },
  {
    notebook: 'a',
    question:
      'The minister claims police made an arrest in more than nine out of ten incidents. In what percentage of all the incidents here was an arrest actually made?',
    covers: ['share'],
    expect: (rows) => percentOf(rows, arrested),
  },
  {
    notebook: 'a',
    question:
      'In his budget speech the minister boasted about arrests in 2023. How many suspects in total were arrested for incidents that took place in 2023?',
    covers: ['people', 'calendar'],
    expect: (rows) => number(suspectsArrested(rows.filter(inYear(2023)))),
  },
  {
    notebook: 'a',
    question:
      'The minister said murder in KwaZulu-Natal is far worse than in Gauteng. How many more murder incidents were there in KwaZulu-Natal than in Gauteng?',
    covers: ['conjunction', 'restricted count'],
    expect: (rows) =>
      excessOf(
        rows,
        (r) => murder(r) && inProvince('KwaZulu-Natal')(r),
        (r) => murder(r) && inProvince('Gauteng')(r),
      ),
  },
  {
    notebook: 'a',
    question:
      'The minister says conviction rates have doubled. Of the suspects arrested in these incidents, how many were later convicted in court?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the public health researcher, on notebook a.
  {
    notebook: 'a',
    question: 'What is the total number of fatalities (people killed) recorded across all of the incidents?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_killed', rows)),
  },
  {
    notebook: 'a',
    question: 'How many people were injured, but not killed, in incidents that included an attempted murder?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_injured', rows.filter(has('attempted murder')))),
  },
  {
    notebook: 'a',
    question:
      'Taking everyone who was either killed or injured across all incidents, what percentage were killed? Please round to the nearest whole percent.',
    covers: ['share', 'people'],
    expect: (rows) => {
      const killed = peopleTotal('victims_killed', rows);
      return percentage(killed, killed + peopleTotal('victims_injured', rows));
    },
  },
  {
    notebook: 'a',
    question: 'Which municipality accounts for the highest number of people killed?',
    covers: ['ranking', 'people'],
    ...ranking(killedMunicipalityTally, municipalityNames),
  },
  {
    notebook: 'a',
    question: 'On what date did the earliest incident with a child victim (under 18) take place?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(childVictim), 'earliest'),
  },

  // Voice 3, the neighbourhood watch coordinator, on notebook a.
  {
    notebook: 'a',
    question: 'how many hijackings in gauteng? cars and trucks both',
    covers: ['conjunction', 'restricted count', 'slang'],
    expect: (rows) => number(count(rows, hijacking, inProvince('Gauteng'))),
  },
  {
    notebook: 'a',
    question: 'any house robberys in ekurhuleni where nobody got arrested? y/n',
    covers: ['yes/no', 'misspelling', 'conjunction'],
    expect: (rows) => yesNo(count(rows, has('house robbery'), inMunicipality('Ekurhuleni'), notArrested) > 0),
  },
  {
    notebook: 'a',
    question: 'how many cops were among the victims, all incidents?',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_police', rows)),
  },
  {
    notebook: 'a',
    question: 'when was the last kidnaping in KZN?',
    covers: ['date', 'misspelling'],
    expect: (rows) => dateAt(rowsWhere(rows, has('kidnapping'), inProvince('KwaZulu-Natal')), 'latest'),
  },
  {
    notebook: 'a',
    question: 'what time of night do most of the break-ins happen?',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },

  // Voice 1, the political reporter, on notebook b.
  {
    notebook: 'b',
    question:
      'The minister credited the North West with the most arrests. According to these releases, which province had the highest total number of suspects arrested?',
    covers: ['ranking', 'people'],
    ...ranking(arrestedProvinceTally),
  },
  {
    notebook: 'b',
    question:
      'The minister said most rape victims are children. Across the incidents involving rape, how many of the victims were children under 18?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(has('rape')))),
  },
  {
    notebook: 'b',
    question:
      'The minister stated there has not been a single cash-in-transit robbery in the North West since the start of 2020. Was there one in the North West in 2020 or later? Yes or no.',
    covers: ['yes/no', 'calendar', 'conjunction'],
    expect: (rows) =>
      yesNo(count(rows, has('cash-in-transit robbery'), inProvince('North West'), sinceYear(2020)) > 0),
  },
  {
    notebook: 'b',
    question:
      'The minister compared Mpumalanga and Limpopo on arrests. How many more suspects were arrested in Mpumalanga than in Limpopo?',
    covers: ['people', 'conjunction'],
    expect: (rows) => excessOf(rows, inProvince('Mpumalanga'), inProvince('Limpopo'), suspectsArrested),
  },
  {
    notebook: 'b',
    question:
      'The minister said R50 million was lost to cash-in-transit heists. How much money was stolen in the cash-in-transit robberies in these releases altogether?',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },

  // Voice 2, the public health researcher, on notebook b.
  {
    notebook: 'b',
    question: 'How many people were killed in total in incidents that occurred in the Free State?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(inProvince('Free State')))),
  },
  {
    notebook: 'b',
    question:
      'Of the incidents in which at least one person was killed, what percentage involved illegal firearm possession?',
    covers: ['share', 'conjunction'],
    expect: (rows) => percentOf(rows.filter(someoneKilled), has('illegal firearm possession')),
  },
  {
    notebook: 'b',
    question: 'What is the date of the most recent incident in which someone was killed?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(someoneKilled), 'latest'),
  },
  {
    notebook: 'b',
    question:
      'In which province were the most police officers among the victims (killed, injured or otherwise)?',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_police')),
  },
  {
    notebook: 'b',
    question: 'How many people were killed in incidents that took place on a weekend (Saturday or Sunday)?',
    covers: ['people', 'calendar'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(weekend))),
  },

  // Voice 3, the neighbourhood watch coordinator, on notebook b.
  {
    notebook: 'b',
    question: 'how many murderes in limpopo?',
    covers: ['restricted count', 'misspelling'],
    expect: (rows) => number(count(rows, murder, inProvince('Limpopo'))),
  },
  {
    notebook: 'b',
    question: 'any rapes in mpumalanga where the guy knew the victim? y/n',
    covers: ['yes/no', 'conjunction'],
    expect: (rows) => yesNo(count(rows, has('rape'), inProvince('Mpumalanga'), knewTheAttacker) > 0),
  },
  {
    notebook: 'b',
    question: 'house robberies - how many perps nabbed in total?',
    covers: ['people', 'slang', 'restricted count'],
    expect: (rows) => number(suspectsArrested(rows.filter(has('house robbery')))),
  },
  {
    notebook: 'b',
    question: 'which municipality has the most incidents?',
    covers: ['ranking'],
    ...ranking(municipalityTally, municipalityNames),
  },
  {
    notebook: 'b',
    question: 'what kind of cars do the hijackers go for mostly?',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },
];

export const fresh145QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH145_QUESTIONS, rows);
