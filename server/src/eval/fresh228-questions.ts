/**
 * The two-hundred-and-twenty-eighth fresh question set (blind): thirty questions, fifteen about notebook `a` and fifteen about notebook `b`, written without reading the analyst, the extractor or the other question sets.
 * Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A public librarian helping a patron look things up: careful and precise, "strictly as recorded",
 *    "could you tell me", asks about definitions, date windows, years and lists.
 * 2. A tow-truck operator who chases crash and hijacking scenes: short, slangy, a few misspellings
 *    ("hijackins", "wat"), roads and highways, hijackings, night-time, "how many okes", "nabbed",
 *    numbers fast.
 * 3. A community pharmacist: polite, exact like a dosage ("per incident", "on average", "the ratio of",
 *    "to one decimal place"), women, children and elderly victims, shares.
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is outside every year, date window and "latest" or
 *   "earliest", and `published_date` is never read. A window "between D1 and D2, both included" holds
 *   the rows with D1 <= `event_date` <= D2. "Incidents with no date given" are the rows whose
 *   `event_date` is null. A year series counts the dated rows of each year.
 * - "Hijackings" (jackings, car or truck) are `carjacking` or `truck hijacking`; a "car hijacking" is
 *   `carjacking` alone; a "truck hijacking" is `truck hijacking` alone. "CIT" / a cash van hit is
 *   `cash-in-transit robbery`. "Murder" is `murder` (attempted murder is not one); "attempted murder
 *   without murder" is a row holding `attempted murder` and not `murder`. "Rape cases" hold `rape`.
 * - An R or N road is a row whose `location` holds a route number (an R or N followed by digits, as
 *   "R551"); a road named without a number is not counted.
 * - People are sums of the stated figures: `num_suspects_arrested` (okes nabbed, arrested),
 *   `victims_killed` (killed, dead), `victims_injured` (hurt), `victims_children` (children, under
 *   eighteen), `victims_female` (women and girls), `victims_male` (men and boys), `num_victims`
 *   (victims). A null (unstated) figure adds nothing. "Hurt or killed" is `victims_killed` plus
 *   `victims_injured`.
 * - "Killed per murder incident on average" is the mean of `victims_killed` over the murder rows whose
 *   figure is stated (a null row is left out of both the sum and the count), to one decimal. "Suspects
 *   arrested per incident on average" is the mean of `num_suspects_arrested` over the rows that state
 *   it, to two decimals.
 * - "Men per woman" (the ratio of male to female victims) is the sum of `victims_male` over the sum of
 *   `victims_female`, to one decimal; the female share of victims is the sum of `victims_female` over the
 *   sum of `victims_female` and `victims_male`, to the nearest whole percent (nulls add nothing).
 * - "Incidents with a child among the victims" are rows whose `victims_children` is at least 1; their
 *   share is over all the notebook's rows, to the nearest whole percent. "Incidents with a female
 *   victim" are rows whose `victims_female` is at least 1.
 * - The share of rape victims who were children is the sum of `victims_children` over the sum of
 *   `num_victims`, over the rape rows that state both figures, to the nearest whole percent.
 * - The median suspect age is the middle of all stated `suspect_ages` (one per suspect), sorted; with an
 *   even count, the mean of the two middle ages.
 * - A value lying halfway at its rounding is an error in the question, as is an empty selection.
 * - "Municipality" is `municipality` (rows without one are left out), answered as written or without
 *   "City of". A province with the most hijackings, the two provinces with the most murders, the
 *   municipality that appears most and the incident with the most arrests (named by the parts of its
 *   location no other incident shares) each carry their tally; a tie at the top, or between the second
 *   and third of a top two, is an error in the question.
 * - "How many more murders in P than in Q" is the difference of the two counts; P must have more.
 * - Refusals: the rows hold no court sentences, no time of day (night or after dark), no victims' ages
 *   (only whether a victim was a child), no names of victims, no makes or models of vehicles, and no
 *   motives.
 */
import {
  anyCrime,
  type BlindQuestion,
  largestIncident,
  leaderOf,
  peopleTotal,
  percentage,
  rankedTally,
  rowsWhere,
  suspectAges,
  suspectsArrested,
  tallyOf,
  yesNo,
} from './blind-sets';
import type { DevRow } from './dev-set';
import {
  casesOf,
  count,
  dateAt,
  excessOf,
  has,
  inProvince,
  inYear,
  meanOf,
  municipalityNames,
  number,
  percentOf,
  refusal,
  rounded,
  sum,
  within,
} from './ground-truth-questions';

/** A hijacking: a car or a truck. */
const hijacking = anyCrime('carjacking', 'truck hijacking');
const murder = has('murder');
/** An incident on a numbered route: an R or N followed by digits in the location. */
const onNumberedRoad = (r: DevRow) => /\b[RN]\d+\b/.test(r.location);
const withChildVictim = (r: DevRow) => (r.victims_children ?? 0) >= 1;
const withFemaleVictim = (r: DevRow) => (r.victims_female ?? 0) >= 1;

const hijackingProvinceTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(hijacking), (r) => r.province);
const murderProvinceTally = (rows: readonly DevRow[]) => tallyOf(rows.filter(murder), (r) => r.province);
const municipalityTally = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.municipality);

/** The two top keys of a tally, the larger first: a tie at the top or between second and third is an error. */
function topTwo(tally: Map<string, number>): string[] {
  const leader = leaderOf(tally);
  const [, second, third] = rankedTally(tally);
  if (!second || (third && third[1] === second[1]))
    throw new Error(`no single second place: ${JSON.stringify(rankedTally(tally).slice(0, 4))}`);
  return [leader, second[0]];
}

/** The middle of the stated values; no stated value is an error in the question. */
function medianOf(values: readonly number[]): number {
  const sorted = [...values].sort((x, y) => x - y);
  if (sorted.length === 0) throw new Error('no stated value to take the median of');
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? 0;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? 0) + upper) / 2;
}

/** A ratio of two sums, rounded; an empty divisor is an error in the question. */
function ratioOf(numerator: number, denominator: number, decimals: number) {
  if (denominator === 0) throw new Error('no divisor for the ratio');
  return number(rounded(numerator / denominator, decimals));
}

export const FRESH228_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the librarian, on notebook a.
  {
    notebook: 'a',
    question:
      'Could you tell me how many incidents took place between 1 June 2019 and 31 May 2021, both dates included, strictly as recorded?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, within('2019-06-01', '2021-05-31'))),
  },
  {
    notebook: 'a',
    question:
      'A patron wants to know about the definitions used here: how many incidents are recorded as attempted murder without also being recorded as a murder?',
    covers: ['conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, has('attempted murder'), (r) => !murder(r))),
  },
  {
    notebook: 'a',
    question:
      'Could you list the two provinces with the most murder cases, strictly as recorded, the one with more first?',
    covers: ['ranking'],
    tally: murderProvinceTally,
    expect: (rows) => ({ kind: 'list', value: topTwo(murderProvinceTally(rows)) }),
  },
  {
    notebook: 'a',
    question: 'Could you tell me the date of the earliest incident recorded in the Western Cape?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(inProvince('Western Cape')), 'earliest'),
  },
  {
    notebook: 'a',
    question: 'Could you tell me what sentence the court handed down in the Hout Bay poaching case?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the tow-truck operator, on notebook a.
  {
    notebook: 'a',
    question: 'Jackings in Gauteng, cars n trucks - how many okes got nabbed all up?',
    covers: ['people', 'conjunction', 'slang'],
    expect: (rows) => number(suspectsArrested(rowsWhere(rows, hijacking, inProvince('Gauteng')))),
  },
  {
    notebook: 'a',
    question: 'Which province gets the most hijackins, car or truck?',
    covers: ['ranking', 'misspelling', 'slang'],
    tally: hijackingProvinceTally,
    expect: (rows) => ({ kind: 'text', value: leaderOf(hijackingProvinceTally(rows)) }),
  },
  {
    notebook: 'a',
    question: 'Any CIT van hit on an R or N road? y/n',
    covers: ['yes/no', 'conjunction', 'slang'],
    expect: (rows) => yesNo(count(rows, has('cash-in-transit robbery'), onNumberedRoad) > 0),
  },
  {
    notebook: 'a',
    question: 'How many of the hijackings went down at night, after dark?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question: 'Last truck hijacking on the books - wat date?',
    covers: ['date', 'misspelling'],
    expect: (rows) => dateAt(rows.filter(has('truck hijacking')), 'latest'),
  },

  // Voice 3, the pharmacist, on notebook a.
  {
    notebook: 'a',
    question:
      'On average, how many people were killed per murder incident, counting only the incidents where the number killed is stated? One decimal place, please.',
    covers: ['people', 'restricted count'],
    expect: (rows) =>
      meanOf(
        rows.filter(murder).map((r) => r.victims_killed ?? null),
        1,
      ),
  },
  {
    notebook: 'a',
    question:
      'What is the ratio of male to female victims - that is, how many men for every woman, among victims whose sex is recorded, to one decimal place?',
    covers: ['people', 'share'],
    expect: (rows) =>
      ratioOf(sum(rows.map((r) => r.victims_male)), sum(rows.map((r) => r.victims_female)), 1),
  },
  {
    notebook: 'a',
    question:
      'What was the average age of the victims, please? I am particularly concerned about the elderly ones.',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question: 'In what percentage of the incidents was at least one child among the victims?',
    covers: ['share', 'people'],
    expect: (rows) => percentOf(rows, withChildVictim),
  },
  {
    notebook: 'a',
    question: 'Across the incidents with at least one female victim, how many people in total were killed?',
    covers: ['people', 'conjunction'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(withFemaleVictim))),
  },

  // Voice 1, the librarian, on notebook b.
  {
    notebook: 'b',
    question:
      'Could you tell me how many incidents were recorded in each of the years 2020, 2021 and 2022, strictly by the date of the incident?',
    covers: ['calendar'],
    expect: (rows) => ({ kind: 'list', value: [2020, 2021, 2022].map((year) => count(rows, inYear(year))) }),
  },
  {
    notebook: 'b',
    question: 'Strictly as recorded, how many incidents have no date given for when they happened?',
    covers: ['restricted count', 'calendar'],
    expect: (rows) => number(count(rows, (r) => r.event_date === null)),
  },
  {
    notebook: 'b',
    question: 'Could you tell me which municipality appears most often in these records?',
    covers: ['ranking'],
    tally: municipalityTally,
    expect: (rows) => ({
      kind: 'text',
      value: [...new Set(municipalityNames(leaderOf(municipalityTally(rows))))],
    }),
  },
  {
    notebook: 'b',
    question: 'Is there any recorded incident of illegal mining in the Free State? A yes or no would do.',
    covers: ['yes/no', 'conjunction'],
    expect: (rows) => yesNo(count(rows, has('illegal mining'), inProvince('Free State')) > 0),
  },
  {
    notebook: 'b',
    question: 'Could you tell me the name of the young woman who was attacked at the guest house in De Aar?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the tow-truck operator, on notebook b.
  {
    notebook: 'b',
    question: 'Latest car hijacking on record - when?',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows.filter(has('carjacking')), 'latest'),
  },
  {
    notebook: 'b',
    question: 'Hijackings, cars and trucks - how many okes got hurt or killed all up?',
    covers: ['people', 'slang'],
    expect: (rows) => {
      const jobs = rows.filter(hijacking);
      return number(peopleTotal('victims_killed', jobs) + peopleTotal('victims_injured', jobs));
    },
  },
  {
    notebook: 'b',
    question: 'Biggest bust, most okes arrested in one go - where was that?',
    covers: ['ranking', 'slang'],
    ...largestIncident(
      () => true,
      (r) => r.num_suspects_arrested,
    ),
  },
  {
    notebook: 'b',
    question: 'What make of bakkie or car did they grab in them hijackings?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question: 'Murders - Limpopo vs North West, how many more up in Limpopo?',
    covers: ['conjunction', 'slang'],
    expect: (rows) =>
      excessOf(
        rows,
        (r) => murder(r) && inProvince('Limpopo')(r),
        (r) => murder(r) && inProvince('North West')(r),
      ),
  },

  // Voice 3, the pharmacist, on notebook b.
  {
    notebook: 'b',
    question:
      'Among the victims whose sex is recorded, what percentage were women or girls, to the nearest whole percent?',
    covers: ['share', 'people'],
    expect: (rows) => {
      const female = sum(rows.map((r) => r.victims_female));
      return percentage(female, female + sum(rows.map((r) => r.victims_male)));
    },
  },
  {
    notebook: 'b',
    question: 'On average, how many suspects were arrested per incident, to two decimal places?',
    covers: ['people'],
    expect: (rows) =>
      meanOf(
        rows.map((r) => r.num_suspects_arrested),
        2,
      ),
  },
  {
    notebook: 'b',
    question: 'What is the median age of the suspects whose ages are given?',
    covers: ['people'],
    expect: (rows) => number(medianOf(suspectAges(rows))),
  },
  {
    notebook: 'b',
    question: 'What was the motive behind the murders of the women in these cases?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question: 'In the rape cases, what share of the victims were children under eighteen, as a percentage?',
    covers: ['share', 'people', 'restricted count'],
    expect: (rows) => {
      const stated = rows.filter(
        (r) => has('rape')(r) && r.num_victims !== null && (r.victims_children ?? null) !== null,
      );
      return percentage(
        sum(stated.map((r) => r.victims_children ?? null)),
        sum(stated.map((r) => r.num_victims)),
      );
    },
  },
];

export const fresh228QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH228_QUESTIONS, rows);
