/**
 * The two-hundred-and-sixty-third fresh question set (blind): thirty questions, fifteen about notebook `a`
 * and fifteen about notebook `b`, written without reading the analyst, the extractor or the other
 * question sets. Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A motor mechanic: talks in jobs, job cards, parts and services ("on the hoist", "on the card",
 *    "a full service", "under warranty"); short practical sentences with a few spelling slips
 *    ("arested", "togther", "thru").
 * 2. A football referee: fouls, cards and halves ("a red card", "the first half" of a year, "stoppage
 *    time", "offside", "the final whistle"); firm and rule-minded, asks for a straight answer.
 * 3. A haiku poet: short lyrical lines, breaks shown as " / ", images of weather, seasons and the land;
 *    each poem still asks one thing that is computed or refused.
 *
 * The readings chosen (one row is one incident, a "job" in the mechanic's words; a crime question counts
 * the rows whose `crimes` hold the category):
 * - Dates are `event_date` alone; `published_date` is never read. A row without an event date is in no
 *   half, month range, weekend or "before" window and is never the earliest or latest. "The first
 *   half of any year" is January to June of `event_date` in any year; "the second half of 2023" is
 *   2023-07-01 to 2023-12-31; "before 2018 kicked off" is strictly before 2018-01-01; "winter" (June,
 *   July, August) is those months of any year; a weekend is a Saturday or Sunday.
 * - "Hijackings, cars and trucks both" is `carjacking` or `truck hijacking`, each incident once.
 *   "Attempted murder without a murder" holds `attempted murder` and not `murder`; "murder with no
 *   firearm charge" holds `murder` and not `illegal firearm possession`. "Cash-in-transit" is
 *   `cash-in-transit robbery`; "stock theft or poaching" is either category.
 * - People are sums of stated figures, a null adding nothing: suspects arrested are
 *   `num_suspects_arrested`, "lives lost" and "killed" are `victims_killed`, children are
 *   `victims_children`, female victims are `victims_female`.
 * - "Someone got arrested" / "arrest made" is `arrest_made === true`; "no one arrested" is
 *   `arrest_made === false` (an unstated arrest is neither). A share is over the rows of the selection,
 *   to the nearest whole percent.
 * - The median suspect age is over every stated age in `suspect_ages` (one per suspect). The median
 *   arrests per incident is over the rows with `arrest_made === true` and a stated
 *   `num_suspects_arrested`.
 * - Places: a province by its name ("Kimberley's province" is the Northern Cape); a municipality by
 *   `municipality`, answered as written or without "City of" (rows without one are left out).
 * - Rankings each carry their tally and must have one leader: the province with the most suspects
 *   arrested (`num_suspects_arrested` summed per province), the province with the most murder incidents
 *   ("red cards"; KwaZulu-Natal may be answered as "KZN"), the municipality with the most incidents, and
 *   the province where "the most victims fell" (`num_victims` summed per province, not only the killed).
 * - Refusals: the ground truth holds no vehicle makes or models, no time of day, no suspects' previous
 *   convictions, and no weather.
 */
import {
  anyCrime,
  type BlindQuestion,
  before,
  femaleVictims,
  inMonths,
  inMunicipality,
  kznProvinceNames,
  medianOf,
  not,
  peopleTotal,
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
  municipalityNames,
  notArrested,
  number,
  percentOf,
  refusal,
  weekend,
  within,
} from './ground-truth-questions';

const murder = has('murder');
const cit = has('cash-in-transit robbery');
const hijacking = anyCrime('carjacking', 'truck hijacking');

/** The killed of the rows that pass every test. */
const killedWhere =
  (...tests: ((r: DevRow) => boolean)[]) =>
  (rows: readonly DevRow[]) =>
    peopleTotal('victims_killed', rowsWhere(rows, ...tests));

/** Suspects arrested summed per province. */
export const arrestsByProvince = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_suspects_arrested ?? 0,
  );
/** Murder incidents per province. */
export const murderProvinceTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(murder), (r) => r.province);
/** Stated victims summed per province. */
export const victimsByProvince = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_victims ?? 0,
  );
/** Incidents per municipality, rows without one left out. */
export const municipalityTally = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.municipality);

/** The median of the stated arrests of incidents where an arrest was made. */
const medianArrests = (rows: readonly DevRow[]) =>
  number(
    medianOf(
      rows
        .filter(arrested)
        .flatMap((r) => (r.num_suspects_arrested === null ? [] : [r.num_suspects_arrested])),
    ),
  );

export const FRESH263_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the motor mechanic, on notebook a.
  {
    notebook: 'a',
    question: 'How many job cards for hijackings, cars and trucks togther? Count each job once.',
    covers: ['restricted count', 'slang', 'misspelling'],
    expect: (rows) => number(count(rows, hijacking)),
  },
  {
    notebook: 'a',
    question: 'Murder jobs in Gauteng only. Total suspects arested on them?',
    covers: ['people', 'conjunction', 'misspelling'],
    expect: (rows) => number(suspectsArrested(rowsWhere(rows, murder, inProvince('Gauteng')))),
  },
  {
    notebook: 'a',
    question:
      'Which province put the most suspects on the hoist? I mean arrested, all jobs added up. Give me the number too.',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(arrestsByProvince),
  },
  {
    notebook: 'a',
    question: 'Median age of the suspects, every job where the age is on the card?',
    covers: ['people', 'slang'],
    expect: (rows) => number(medianOf(suspectAges(rows))),
  },
  {
    notebook: 'a',
    question: 'The carjacking jobs - what make and model were the cars that got taken? Toyota, VW, whatever.',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },

  // Voice 2, the football referee, on notebook a.
  {
    notebook: 'a',
    question:
      'First half of the year, January to June, all years taken together: how many incidents involved a murder? State the number.',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, murder, inMonths(1, 6))),
  },
  {
    notebook: 'a',
    question:
      'A yellow card, not a red: how many incidents carried attempted murder but no murder charge at all?',
    covers: ['conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, has('attempted murder'), not(murder))),
  },
  {
    notebook: 'a',
    question: 'Straight answer, yes or no: were there more kidnapping incidents than extortion incidents?',
    covers: ['yes/no'],
    expect: (rows) => yesNo(count(rows, has('kidnapping')) > count(rows, has('extortion'))),
  },
  {
    notebook: 'a',
    question:
      'Which province drew the most red cards, meaning the most incidents involving a murder? Name it and give the tally.',
    covers: ['ranking', 'restricted count'],
    ...ranking(murderProvinceTally, kznProvinceNames),
  },
  {
    notebook: 'a',
    question: 'Before the whistle blew on 2018: how many incidents took place before 1 January 2018?',
    covers: ['calendar'],
    expect: (rows) => number(count(rows, before('2018-01-01'))),
  },

  // Voice 3, the haiku poet, on notebook a.
  {
    notebook: 'a',
    question:
      'winter settles on the Cape / June, July and August cold / how many incidents in the Western Cape?',
    covers: ['calendar', 'conjunction'],
    expect: (rows) => number(count(rows, inProvince('Western Cape'), inMonths(6, 8))),
  },
  {
    notebook: 'a',
    question:
      'first blood on the grass / across all the gathered years / on what day was the earliest murder?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(murder), 'earliest'),
  },
  {
    notebook: 'a',
    question: 'sea mist over eThekwini / of its incidents / what percentage ended with no one arrested?',
    covers: ['share'],
    expect: (rows) => percentOf(rows.filter(inMunicipality('eThekwini')), notArrested),
  },
  {
    notebook: 'a',
    question: 'rivers carry the dead / through KwaZulu-Natal hills / how many lives were lost in all?',
    covers: ['people'],
    expect: (rows) => number(killedWhere(inProvince('KwaZulu-Natal'))(rows)),
  },
  {
    notebook: 'a',
    question: 'the moon high, the dogs silent / at what hour of the night / did the house robberies strike?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 1, the motor mechanic, on notebook b.
  {
    notebook: 'b',
    question: 'Mpumalanga jobs where somebody got arrested - arrest made, yes. How many?',
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, inProvince('Mpumalanga'), arrested)),
  },
  {
    notebook: 'b',
    question: 'Rape jobs. How many of the victims was female, all of them togther?',
    covers: ['people', 'misspelling'],
    expect: (rows) => number(femaleVictims(rows.filter(has('rape')))),
  },
  {
    notebook: 'b',
    question: 'Last cash-in-transit job on the books - what date did it happen?',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows.filter(cit), 'latest'),
  },
  {
    notebook: 'b',
    question: 'What percent of all the jobs had stock theft or poaching on the card?',
    covers: ['share', 'slang'],
    expect: (rows) => percentOf(rows, anyCrime('stock theft', 'poaching')),
  },
  {
    notebook: 'b',
    question: 'Which municipality sends the most jobs thru the workshop? Number too.',
    covers: ['ranking', 'slang', 'misspelling'],
    ...ranking(municipalityTally, municipalityNames),
  },

  // Voice 2, the football referee, on notebook b.
  {
    notebook: 'b',
    question:
      'Second half of 2023, July through December: how many incidents were recorded? No stoppage time.',
    covers: ['calendar'],
    expect: (rows) => number(count(rows, within('2023-07-01', '2023-12-31'))),
  },
  {
    notebook: 'b',
    question:
      'Murder without a firearm offence on the sheet: how many incidents had murder but no illegal firearm possession?',
    covers: ['conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, murder, not(has('illegal firearm possession')))),
  },
  {
    notebook: 'b',
    question: 'Yes or no, no discussion: were more people killed in the Free State than in North West?',
    covers: ['yes/no', 'people'],
    expect: (rows) =>
      yesNo(killedWhere(inProvince('Free State'))(rows) > killedWhere(inProvince('North West'))(rows)),
  },
  {
    notebook: 'b',
    question:
      'Where an arrest was made and the number is stated, what is the median number of suspects arrested per incident?',
    covers: ['people'],
    expect: medianArrests,
  },
  {
    notebook: 'b',
    question:
      'Repeat offenders get a red card: how many of the arrested suspects had previous convictions on their record?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the haiku poet, on notebook b.
  {
    notebook: 'b',
    question: 'Saturday dusk, Sunday dew / how many incidents / fell on a weekend?',
    covers: ['calendar'],
    expect: (rows) => number(count(rows, weekend)),
  },
  {
    notebook: 'b',
    question: 'five provinces, one sky / where did the most victims fall / counted all together?',
    covers: ['ranking', 'people'],
    ...ranking(victimsByProvince),
  },
  {
    notebook: 'b',
    question:
      "dry wind over Kimberley's province / the first footprint in the dust / on what date was its earliest incident?",
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(inProvince('Northern Cape')), 'earliest'),
  },
  {
    notebook: 'b',
    question: 'small hands in thorn fields / across all these incidents / how many victims were children?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_children', rows)),
  },
  {
    notebook: 'b',
    question: 'rain on the tin roofs / in how many of the incidents / was it raining?',
    covers: ['refusal'],
    expect: refusal,
  },
];

export const fresh263QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH263_QUESTIONS, rows);
