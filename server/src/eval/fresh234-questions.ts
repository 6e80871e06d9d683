/**
 * The two-hundred-and-thirty-fourth fresh question set (blind): thirty questions, fifteen about notebook `a` and fifteen about notebook `b`, written without reading the analyst, the extractor or the other question sets.
 * Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A wildlife ranger near Kruger and the Waterberg: poaching, rhinos, game reserves, farms; short
 *    radio-style questions ("Over.", "Y/N", "copy").
 * 2. A Sesotho-speaking taxi owner in the Free State: English mixed with Sesotho words ("ke kopa" please,
 *    "bangata" many, "kae" where, "dumela", "ntate", "batho ba bangata ba shwele" many people died), a few
 *    misspellings ("kidnapings", "hijaking"), worried about hijackings, kidnappings and his routes.
 * 3. A policy analyst at a think-tank: comparative ("relative to", "proportion", year-on-year differences),
 *    careful about what the data cannot say (projections, court outcomes).
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is outside every year, month, "since"/"from ... to"
 *   window, and is never the earliest or the latest; `published_date` is never read. "December, all the
 *   years together" is the month of `event_date` in any year. A window "from January 2023 to the end of
 *   2024" holds both ends (2023-01-01 to 2024-12-31); "since the start of 2020" is from 2020-01-01 on.
 * - People are sums of the stated figures: `victims_killed` (killed), `victims_police` (police officers
 *   among the victims), `num_suspects_arrested` (suspects arrested, taken in). A null (unstated) figure
 *   adds nothing.
 * - Poaching is `poaching`; "illegal firearms" is `illegal firearm possession`; "murder incidents" are
 *   rows holding `murder` (attempted murder is not one); "rape" is `rape`; kidnappings are `kidnapping`. A
 *   "hijacking, cars or trucks" is `carjacking` or `truck hijacking`.
 * - A farm incident is a row whose `location` holds the word "farm" (any case), whatever its crimes. The
 *   Thabazimbi game reserve poaching is the poaching row whose `location` holds "Thabazimbi".
 * - "Anyone arrested" is `arrest_made === true` (an unstated arrest is not one); "no arrest at the time of
 *   the release" is `arrest_made === false` (an unstated arrest is not counted either way). Shares of
 *   incidents are over all the notebook's rows (or all of the named province's rows), to the nearest whole
 *   percent; a share lying halfway is an error in the question.
 * - "How many more in P than in Q" / "how many fewer in 2023 than in 2022" is the difference of the two
 *   counts (or sums); the first side must have more, else the question is in error.
 * - "The number of incidents per year" is the list of the counts of rows dated in each named year.
 * - The median suspect age is over every stated age in `suspect_ages` (one per suspect; rows without ages
 *   add nothing): the middle value, or the mean of the two middle values when their number is even; no
 *   stated age is an error in the question.
 * - Rankings (province with most poaching, province with most kidnappings, Free State municipality with
 *   the most incidents, the three most frequent crime categories) each carry their tally; a row without the
 *   key (a null municipality) is left out; a tie at the top is an error in the question, and so is a tie
 *   anywhere within the top three or at its cut-off. A municipality may be answered with or without
 *   "City of"; KwaZulu-Natal may be answered as "KZN".
 * - Refusals: the ground truth holds no count of rhino horns or carcasses (no animals at all), no taxi
 *   associations or motives, no names of suspects, no court outcomes (convictions), and nothing from which
 *   to project future numbers.
 */

import type { Expectation } from './answer-matching';
import {
  atPlace,
  type BlindQuestion,
  kznProvinceNames,
  leaderOf,
  peopleTotal,
  ranking,
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
  excessOf,
  has,
  inProvince,
  inYear,
  month,
  municipalityNames,
  notArrested,
  number,
  percentOf,
  refusal,
  rounded,
  sinceYear,
  topKeys,
  within,
} from './ground-truth-questions';

const poaching = has('poaching');
const kidnapping = has('kidnapping');
const hijacking = (r: DevRow) => r.crimes.includes('carjacking') || r.crimes.includes('truck hijacking');
/** An incident the release places on a farm. */
const onAFarm = atPlace('farm');
const freeState = inProvince('Free State');

/** The median of the values: the middle one, or the mean of the two middle ones; none is an error. */
export function medianOf(values: readonly number[]): Expectation {
  const sorted = [...values].sort((x, y) => x - y);
  if (sorted.length === 0) throw new Error('no stated value to take a median of');
  const middle = Math.floor(sorted.length / 2);
  const value =
    sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return number(rounded(value, 1));
}

const poachingProvinceTally = (rows: readonly DevRow[]) => tallyOf(rows.filter(poaching), (r) => r.province);
const kidnappingProvinceTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(kidnapping), (r) => r.province);
const freeStateMunicipalityTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(freeState), (r) => r.municipality);
const crimeTally = (rows: readonly DevRow[]) =>
  tallyOf(
    rows.flatMap((r) => r.crimes),
    (crime) => crime,
  );

export const FRESH234_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the wildlife ranger, on notebook a.
  {
    notebook: 'a',
    question: 'Ranger here. Poaching cases in this notebook, how many? Over.',
    covers: ['restricted count', 'slang'],
    expect: (rows) => number(count(rows, poaching)),
  },
  {
    notebook: 'a',
    question: 'Poaching busts - total suspects taken in across all of them? Over.',
    covers: ['people', 'slang'],
    expect: (rows) => number(suspectsArrested(rows.filter(poaching))),
  },
  {
    notebook: 'a',
    question: 'Which province is the poaching hotspot in this lot? Over.',
    covers: ['ranking', 'slang'],
    ...ranking(poachingProvinceTally, kznProvinceNames),
  },
  {
    notebook: 'a',
    question: 'Any poaching case where the suspects also had illegal firearms on them? Y/N, over.',
    covers: ['yes/no', 'conjunction', 'slang'],
    expect: (rows) => yesNo(count(rows, poaching, has('illegal firearm possession')) > 0),
  },
  {
    notebook: 'a',
    question: 'How many rhino horns were recovered in total? Over.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the Sesotho-speaking taxi owner, on notebook a.
  {
    notebook: 'a',
    question:
      'Dumela. Ke kopa, December is our busy season - how many incidents happened in December, all the years together?',
    covers: ['calendar', 'restricted count', 'slang'],
    expect: (rows) => number(count(rows, (r) => month(r) === 12)),
  },
  {
    notebook: 'a',
    question:
      'Ke kopa ntate, my drivers go to Durban every week. How many people were killed in KwaZulu-Natal altogether? Bangata?',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(inProvince('KwaZulu-Natal')))),
  },
  {
    notebook: 'a',
    question: 'Kae? Which province has the most kidnapings, ke kopa?',
    covers: ['ranking', 'misspelling', 'slang'],
    ...ranking(kidnappingProvinceTally, kznProvinceNames),
  },
  {
    notebook: 'a',
    question: 'Ke kopa, when was the last hijaking in these reports, cars or trucks?',
    covers: ['date', 'misspelling', 'slang'],
    expect: (rows) => dateAt(rows.filter(hijacking), 'latest'),
  },
  {
    notebook: 'a',
    question: 'Ke kopa, which taxi association was behind the kidnappings in Gauteng?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the policy analyst, on notebook a.
  {
    notebook: 'a',
    question:
      'What proportion of incidents had no arrest at the time of the release, as a percentage of all incidents?',
    covers: ['share'],
    expect: (rows) => percentOf(rows, notArrested),
  },
  {
    notebook: 'a',
    question: 'Relative to Gauteng, how many more murder incidents did KwaZulu-Natal record?',
    covers: ['conjunction', 'restricted count'],
    expect: (rows) =>
      excessOf(
        rows,
        (r) => has('murder')(r) && inProvince('KwaZulu-Natal')(r),
        (r) => has('murder')(r) && inProvince('Gauteng')(r),
      ),
  },
  {
    notebook: 'a',
    question: 'Year-on-year, how many fewer incidents were recorded in 2023 than in 2022?',
    covers: ['calendar'],
    expect: (rows) => excessOf(rows, inYear(2022), inYear(2023)),
  },
  {
    notebook: 'a',
    question: 'Which three crime categories occur most often across the incidents?',
    covers: ['ranking'],
    tally: crimeTally,
    expect: (rows) => {
      leaderOf(crimeTally(rows));
      return {
        kind: 'list',
        value: topKeys(
          rows.flatMap((r) => r.crimes),
          (crime) => crime,
          3,
        ),
      };
    },
  },
  {
    notebook: 'a',
    question:
      'Based on the trend in these releases, how many murders should we expect in KwaZulu-Natal in 2026?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 1, the wildlife ranger, on notebook b.
  {
    notebook: 'b',
    question: 'Incidents on farms since the start of 2020 - how many? Over.',
    covers: ['restricted count', 'calendar', 'conjunction', 'slang'],
    expect: (rows) => number(count(rows, onAFarm, sinceYear(2020))),
  },
  {
    notebook: 'b',
    question: 'Earliest farm incident on record - what date? Over.',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows.filter(onAFarm), 'earliest'),
  },
  {
    notebook: 'b',
    question: 'Thabazimbi game reserve poaching - anyone arrested? Y/N. Over.',
    covers: ['yes/no', 'slang'],
    expect: (rows) => yesNo(count(rows, poaching, atPlace('Thabazimbi'), arrested) > 0),
  },
  {
    notebook: 'b',
    question: 'Copy. Rhino carcasses found in the Kruger poaching case, how many? Over.',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question: 'Police officers among the victims, Limpopo and Mpumalanga together? Over.',
    covers: ['people', 'conjunction', 'slang'],
    expect: (rows) =>
      number(
        peopleTotal(
          'victims_police',
          rows.filter((r) => r.province === 'Limpopo' || r.province === 'Mpumalanga'),
        ),
      ),
  },

  // Voice 2, the Sesotho-speaking taxi owner, on notebook b.
  {
    notebook: 'b',
    question: 'Ke kopa, from January 2023 to the end of 2024, how many incidents in the Free State?',
    covers: ['calendar', 'conjunction', 'restricted count', 'slang'],
    expect: (rows) => number(count(rows, freeState, within('2023-01-01', '2024-12-31'))),
  },
  {
    notebook: 'b',
    question:
      'Batho ba bangata ba shwele - how many people were killed in the Free State altogether, ke kopa?',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(freeState))),
  },
  {
    notebook: 'b',
    question: 'Kae in the Free State are the most incidents? Which municipality, ke kopa?',
    covers: ['ranking', 'slang'],
    ...ranking(freeStateMunicipalityTally, municipalityNames),
  },
  {
    notebook: 'b',
    question: 'Ke kopa, was there any car or truck hijaking in the Free State? Yes or no.',
    covers: ['yes/no', 'misspelling', 'slang'],
    expect: (rows) => yesNo(count(rows, hijacking, freeState) > 0),
  },
  {
    notebook: 'b',
    question: 'Ke kopa, what are the names of the guys arrested for the Phuthaditjhaba robbery?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the policy analyst, on notebook b.
  {
    notebook: 'b',
    question:
      'What proportion of Northern Cape incidents involved rape, relative to all incidents recorded in that province?',
    covers: ['share', 'conjunction'],
    expect: (rows) => percentOf(rows.filter(inProvince('Northern Cape')), has('rape')),
  },
  {
    notebook: 'b',
    question: 'Please give the number of incidents per year for 2021, 2022 and 2023.',
    covers: ['calendar'],
    expect: (rows) => ({ kind: 'list', value: [2021, 2022, 2023].map((year) => count(rows, inYear(year))) }),
  },
  {
    notebook: 'b',
    question: 'What is the median age of the suspects, among those whose age is stated?',
    covers: ['people'],
    expect: (rows) => medianOf(suspectAges(rows)),
  },
  {
    notebook: 'b',
    question: 'Relative to Limpopo, how many more suspects were arrested in Mpumalanga?',
    covers: ['people', 'conjunction'],
    expect: (rows) =>
      excessOf(rows, inProvince('Mpumalanga'), inProvince('Limpopo'), (selected) =>
        suspectsArrested(selected),
      ),
  },
  {
    notebook: 'b',
    question: 'What proportion of the suspects arrested in these incidents were eventually convicted?',
    covers: ['refusal'],
    expect: refusal,
  },
];

export const fresh234QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH234_QUESTIONS, rows);
