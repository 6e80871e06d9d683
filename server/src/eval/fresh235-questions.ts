/**
 * The two-hundred-and-thirty-fifth fresh question set (blind): thirty questions, fifteen about notebook `a` and fifteen about notebook `b`, written without reading the analyst, the extractor or the other question sets.
 * Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A community health worker doing home visits in Limpopo villages: simple English, opens with a
 *    Xitsonga or Sepedi greeting ("Avuxeni", "Thobela", "Dumelang"), asks about children, women and
 *    families, now and then misspells a word ("childern", "kidnaping").
 * 2. A TV quiz-show researcher checking facts: "true or false", "which of these", "name the", exact
 *    dates, wants one checkable answer.
 * 3. A traffic officer on the N1 and N4: roads, vehicles, hijackings, weekends and nights; plain and
 *    brief, police shorthand ("cops", "jackings", "Sat/Sun"), some things the releases never record.
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is outside every year, weekday and weekend, is never
 *   the earliest or the latest, and is left out of a share "of the incidents with a known date";
 *   `published_date` is never read. A weekend is a Saturday or Sunday of `event_date`; a weekday is a
 *   dated incident on Monday to Friday.
 * - People are sums of the stated figures: `victims_children` (children, under eighteen),
 *   `victims_female` (women and girls), `victims_male`, `victims_police` (police officers, cops, on or
 *   off duty), `num_suspects_arrested` (suspects arrested). A null (unstated) figure adds nothing.
 * - "A case with a child victim" is a row whose `victims_children` is stated and above zero.
 * - "Someone the victim knew / from the family" is `relationship` `partner`, `family` or `acquaintance`;
 *   `stranger` and an unstated relationship are not.
 * - The share of victims who were women is the sum of `victims_female` over the sum of `victims_female`
 *   and `victims_male` (nulls add nothing), to the nearest whole percent. Every other share is a count
 *   of rows over a count of rows, to the nearest whole percent; a value on the halfway mark is an error
 *   in the question.
 * - "Hijackings" are `carjacking` and `truck hijacking` (cars and trucks); a robbery is not a hijacking.
 *   "Rape" is `rape`, "murder" is `murder`, "kidnapping" is `kidnapping`, "cash-in-transit" is
 *   `cash-in-transit robbery`.
 * - A village incident is a row whose `location` holds the word "village" (any case).
 * - The average arrests per hijacking is the mean of the stated `num_suspects_arrested` of the
 *   hijacking rows (a null is left out of both sides), to one decimal.
 * - The median suspect age is taken over every stated age in `suspect_ages` (one per suspect; rows
 *   without ages add none); with an even number of ages it is the mean of the two middle ones, to one
 *   decimal.
 * - "True or false: P had more X than Q" is true only when P's count (or sum) is strictly greater; it may
 *   be answered "True" or "Yes" ("False" or "No").
 * - "How many more murders on weekends than on weekdays" is the weekend count less the weekday count
 *   (undated murders on neither side); the weekend side must have more.
 * - The top three municipalities are by number of incidents (rows without a municipality left out),
 *   answered without "City of"; a tie among the first four, or at the top, is an error in the question.
 *   The province with the most rapes is by number of rape incidents; a tie at the top is an error.
 * - The incidents per year are the counts of rows whose `event_date` falls in each calendar year.
 * - Refusals: the ground truth records no social-worker or counselling follow-up for families, no
 *   names of suspects or attackers, no time of day (so nothing about nights), no vehicle makes or
 *   models, and the product does not predict future crime.
 */
import type { Expectation } from './answer-matching';
import {
  anyCrime,
  atPlace,
  type BlindQuestion,
  knewTheAttacker,
  leaderOf,
  peopleTotal,
  percentage,
  ranking,
  rowsWhere,
  suspectAges,
  suspectsArrested,
  tallyOf,
  trueOrFalse,
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
  number,
  percentOf,
  refusal,
  rounded,
  topKeys,
  weekend,
} from './ground-truth-questions';

/** A car or a truck hijacking. */
const hijacking = anyCrime('carjacking', 'truck hijacking');
const rape = has('rape');
const murder = has('murder');
/** A stated child victim. */
const childVictim = (r: DevRow) => (r.victims_children ?? 0) > 0;
/** An incident the release places in a village. */
const inAVillage = atPlace('village');
const dated = (r: DevRow) => r.event_date !== null;
const weekday = (r: DevRow) => dated(r) && !weekend(r);

/** The median of the stated values, to the given decimals; no value is an error in the question. */
function medianOf(values: readonly number[], decimals: number): Expectation {
  const sorted = [...values].sort((x, y) => x - y);
  if (sorted.length === 0) throw new Error('no stated value for a median');
  const middle = Math.floor(sorted.length / 2);
  const value =
    sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return number(rounded(value, decimals));
}

/** The share of victims of stated sex who were women and girls. */
function femaleShare(rows: readonly DevRow[]): Expectation {
  const female = peopleTotal('victims_female', rows);
  return percentage(female, female + peopleTotal('victims_male', rows));
}

const municipalityTally = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.municipality);
const rapeProvinceTally = (rows: readonly DevRow[]) => tallyOf(rows.filter(rape), (r) => r.province);

export const FRESH235_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the community health worker, on notebook a.
  {
    notebook: 'a',
    question: 'Avuxeni! In all these cases together, how many of the victims were children?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_children', rows)),
  },
  {
    notebook: 'a',
    question:
      'Thobela. When the attacker was someone from the family or someone the victim knew, how many of the victims were women or girls?',
    covers: ['people', 'conjunction'],
    expect: (rows) => number(peopleTotal('victims_female', rows.filter(knewTheAttacker))),
  },
  {
    notebook: 'a',
    question:
      'Avuxeni. Of the victims where the report says if it was a man or a woman, what percent were women?',
    covers: ['share', 'people'],
    expect: femaleShare,
  },
  {
    notebook: 'a',
    question: 'Dumelang, how many rape cases had childern as the victims?',
    covers: ['restricted count', 'conjunction', 'misspelling'],
    expect: (rows) => number(count(rows, rape, childVictim)),
  },
  {
    notebook: 'a',
    question:
      'Thobela. After these attacks, did the families get help from a social worker or counselling? How many families got it?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the quiz-show researcher, on notebook a.
  {
    notebook: 'a',
    question: 'True or false: the Western Cape had more murder cases than KwaZulu-Natal in these reports.',
    covers: ['yes/no', 'conjunction'],
    expect: (rows) =>
      trueOrFalse(
        count(rows, murder, inProvince('Western Cape')) > count(rows, murder, inProvince('KwaZulu-Natal')),
      ),
  },
  {
    notebook: 'a',
    question: 'Name the exact date of the earliest cash-in-transit robbery in these reports.',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(has('cash-in-transit robbery')), 'earliest'),
  },
  {
    notebook: 'a',
    question: 'What is the median age of the suspects whose ages are given?',
    covers: ['people'],
    expect: (rows) => medianOf(suspectAges(rows), 1),
  },
  {
    notebook: 'a',
    question: 'Name the top three municipalities by number of incidents, in order from the most.',
    covers: ['ranking'],
    tally: municipalityTally,
    expect: (rows) => {
      leaderOf(municipalityTally(rows));
      return {
        kind: 'list',
        value: topKeys(rows, (r) => r.municipality, 3).map((name) => name.replace(/^City of /, '')),
      };
    },
  },
  {
    notebook: 'a',
    question: 'Name the gunman behind the Glebelands Hostel shooting in Umlazi.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the traffic officer, on notebook a.
  {
    notebook: 'a',
    question: 'Hijackings, cars and trucks together - how many?',
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, hijacking)),
  },
  {
    notebook: 'a',
    question: 'Any jackings on a Sat/Sun? y/n',
    covers: ['yes/no', 'calendar', 'slang'],
    expect: (rows) => yesNo(count(rows, hijacking, weekend) > 0),
  },
  {
    notebook: 'a',
    question: 'Hijackings - average number of suspects arrested per case?',
    covers: ['people'],
    expect: (rows) =>
      meanOf(
        rows.filter(hijacking).map((r) => r.num_suspects_arrested),
        1,
      ),
  },
  {
    notebook: 'a',
    question: 'Of the incidents with a known date, what % fell on a weekend?',
    covers: ['share', 'calendar'],
    expect: (rows) => percentOf(rows.filter(dated), weekend),
  },
  {
    notebook: 'a',
    question: 'How many of these happened at night, after dark?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 1, the community health worker, on notebook b.
  {
    notebook: 'b',
    question: 'Avuxeni! In how many cases was a child one of the victims?',
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, childVictim)),
  },
  {
    notebook: 'b',
    question: 'Thobela, how many incidents happened in a village in Limpopo?',
    covers: ['restricted count', 'conjunction'],
    expect: (rows) => number(count(rows, inAVillage, inProvince('Limpopo'))),
  },
  {
    notebook: 'b',
    question: 'Avuxeni. Of the rape cases, what percent had a child as a victim?',
    covers: ['share', 'conjunction'],
    expect: (rows) => percentOf(rows.filter(rape), childVictim),
  },
  {
    notebook: 'b',
    question: 'Thobela! When was the last murder in Limpopo? Please give me the date.',
    covers: ['date', 'conjunction'],
    expect: (rows) => dateAt(rowsWhere(rows, murder, inProvince('Limpopo')), 'latest'),
  },
  {
    notebook: 'b',
    question: 'Dumelang, will there be more rapes in our villages next year?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the quiz-show researcher, on notebook b.
  {
    notebook: 'b',
    question: 'True or false: more suspects were arrested in Mpumalanga than in North West.',
    covers: ['yes/no', 'people'],
    expect: (rows) =>
      trueOrFalse(
        suspectsArrested(rows.filter(inProvince('Mpumalanga'))) >
          suspectsArrested(rows.filter(inProvince('North West'))),
      ),
  },
  {
    notebook: 'b',
    question: 'On what exact date did the earliest kidnapping in these reports take place?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(has('kidnapping')), 'earliest'),
  },
  {
    notebook: 'b',
    question:
      'Which of these provinces had the most rape cases: Free State, Limpopo, Mpumalanga, North West or Northern Cape?',
    covers: ['ranking'],
    ...ranking(rapeProvinceTally),
  },
  {
    notebook: 'b',
    question: 'List the number of incidents in each year: 2020, 2021 and 2022.',
    covers: ['calendar'],
    expect: (rows) => ({ kind: 'list', value: [2020, 2021, 2022].map((year) => count(rows, inYear(year))) }),
  },
  {
    notebook: 'b',
    question: 'Name the suspects arrested for the Lismor farm killings near Kestell.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the traffic officer, on notebook b.
  {
    notebook: 'b',
    question: 'Mpumalanga hijackings, cars and trucks - how many?',
    covers: ['restricted count', 'conjunction'],
    expect: (rows) => number(count(rows, hijacking, inProvince('Mpumalanga'))),
  },
  {
    notebook: 'b',
    question: 'Weekend incidents in Mpumalanga, how many?',
    covers: ['calendar', 'conjunction'],
    expect: (rows) => number(count(rows, weekend, inProvince('Mpumalanga'))),
  },
  {
    notebook: 'b',
    question: 'Murders: how many more on weekends than on weekdays?',
    covers: ['calendar', 'conjunction'],
    expect: (rows) =>
      excessOf(
        rows,
        (r) => murder(r) && weekend(r),
        (r) => murder(r) && weekday(r),
      ),
  },
  {
    notebook: 'b',
    question: 'Cops as victims, all incidents - total?',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_police', rows)),
  },
  {
    notebook: 'b',
    question: 'Hijacked vehicles - what makes and models were taken?',
    covers: ['refusal'],
    expect: refusal,
  },
];

export const fresh235QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH235_QUESTIONS, rows);
