/**
 * The two-hundred-and-twenty-fourth fresh question set (blind): thirty questions, fifteen about notebook `a`
 * and fifteen about notebook `b`, written without reading the analyst, the extractor or the other question
 * sets.
 * Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A church pastor preparing a community notice: gentle and formal, speaking of "our brothers and
 *    sisters", "souls lost" and "the little ones", asking for the figures to pray over and to announce.
 * 2. A shop owner for whom English is a second language: dropped articles, tense and plural slips ("how
 *    many robbery happen", "which place have most"), a few misspellings ("wekend", "incidant"), and
 *    shop-counter words ("shop robbery", "cash van").
 * 3. A pub-quiz writer who phrases each question as a quiz clue ("Name the province that ...", "True or
 *    false: ...", "For one point: ...").
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is outside every year, month, weekend and "earliest"
 *   or "most recent"; `published_date` is never read. A weekend is a Saturday or Sunday of `event_date`;
 *   "July, all years together" is the month of `event_date` in any year.
 * - People are sums of the stated figures, a null adding nothing: "souls lost" is `victims_killed`,
 *   "injured" is `victims_injured`, "the little ones" / children is `victims_children`, "our sisters,
 *   women and girls" is `victims_female`, the sex of victims is `victims_female` / `victims_male`,
 *   suspects arrested ("police catch", "taken into custody" as a head count) is `num_suspects_arrested`.
 * - "A child was harmed" is a row whose stated `victims_children` is above zero.
 * - Suspects' ages are `suspect_ages`, one per suspect, over the rows that state them. The median is the
 *   middle age (the mean of the two middle ages when their number is even); the mean is to one decimal.
 * - "Robbery, all kinds" (house, shop, cash van) is `armed robbery`, `robbery`, `house robbery`,
 *   `business robbery` or `cash-in-transit robbery`; carjacking and truck hijacking are not robberies.
 *   "Shop robbery" is `business robbery` alone. "Murder" is `murder` alone (not attempted murder nor
 *   culpable homicide); "rape" is `rape`; "carjacking" is `carjacking`.
 * - "Ended with someone taken into custody" is `arrest_made === true`, as a share of all the notebook's
 *   rows to the nearest whole percent; the share of incidents involving rape is over all the rows too.
 * - "Police catch somebody in every carjacking" is yes only when every carjacking row has
 *   `arrest_made === true`: an unstated arrest is not a catch.
 * - "Municipality in the Free State" is `municipality` of the Free State rows (rows without one left out).
 * - A comparison ("more rape cases in the Northern Cape than in any other province", "more male victims
 *   than female") is strict: equal counts make it false. "True or false" is answered Yes/True or No/False.
 * - Series by year are lists of counts in the order asked; two equal figures in one list would not show
 *   which is which, and are an error in the question.
 * - Rankings (province with most murders, most injured, most souls lost, most suspects arrested;
 *   Free State municipality with most incidents) each carry their tally; a tie at the top is an error in
 *   the question, and none ties under these readings.
 * - Refusals: the releases' ground truth holds no court sentences, no money amounts taken, no names of
 *   officers, no motives, and no time of day.
 */

import type { Expectation } from './answer-matching';
import {
  anyCrime,
  type BlindQuestion,
  femaleVictims,
  kznProvinceNames,
  maleVictims,
  peopleByProvince,
  peopleTotal,
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
  arrested,
  casesOf,
  count,
  dateAt,
  has,
  inProvince,
  inYear,
  meanOf,
  month,
  municipalityNames,
  number,
  percentOf,
  refusal,
  rounded,
  weekend,
} from './ground-truth-questions';

/** A robbery of any kind; carjacking and truck hijacking are not among them. */
const robbery = anyCrime(
  'armed robbery',
  'robbery',
  'house robbery',
  'business robbery',
  'cash-in-transit robbery',
);
const murder = has('murder');
/** An incident whose release states at least one child among the victims. */
const childHarmed = (r: DevRow) => (r.victims_children ?? 0) > 0;

/** The middle value (the mean of the two middle ones for an even number), to one decimal. */
function medianOf(values: readonly number[]): Expectation {
  const sorted = [...values].sort((x, y) => x - y);
  if (sorted.length === 0) throw new Error('no value to take a median of');
  const middle = Math.floor(sorted.length / 2);
  const value =
    sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return number(rounded(value, 1));
}

/** Counts per year, in the order asked; equal figures would not say which year is which. */
function countsByYear(
  rows: readonly DevRow[],
  years: readonly number[],
  ...tests: ((r: DevRow) => boolean)[]
) {
  const counts = years.map((year) => count(rows, inYear(year), ...tests));
  if (new Set(counts).size !== counts.length) throw new Error(`equal figures: ${counts.join(', ')}`);
  return { kind: 'list', value: counts } as Expectation;
}

const murderProvinceTally = (rows: readonly DevRow[]) => tallyOf(rows.filter(murder), (r) => r.province);
const freeStateMunicipalityTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(inProvince('Free State')), (r) => r.municipality);
const arrestsByProvince = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_suspects_arrested ?? 0,
  );

export const FRESH224_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the pastor, on notebook a.
  {
    notebook: 'a',
    question:
      'With a heavy heart I must ask, for our Sunday notice: how many souls were lost altogether in the incidents recorded in KwaZulu-Natal?',
    covers: ['people', 'restricted count', 'slang'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(inProvince('KwaZulu-Natal')))),
  },
  {
    notebook: 'a',
    question:
      'Our congregation wishes to pray for the little ones. How many children, those under eighteen, were among the victims in the Western Cape?',
    covers: ['people', 'conjunction'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(inProvince('Western Cape')))),
  },
  {
    notebook: 'a',
    question:
      'Brothers and sisters often ask whether justice is being done. Of all the incidents in these releases, what percentage ended with someone being taken into custody?',
    covers: ['share'],
    expect: (rows) => percentOf(rows, arrested),
  },
  {
    notebook: 'a',
    question:
      'That we may remember them on the anniversary, could you tell me on what date the most recent murder in the Eastern Cape took place?',
    covers: ['date', 'conjunction'],
    expect: (rows) => dateAt(rowsWhere(rows, murder, inProvince('Eastern Cape')), 'latest'),
  },
  {
    notebook: 'a',
    question:
      'So that the families may find some peace, what sentences did the courts hand down to those convicted for these killings?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the shop owner, on notebook a.
  {
    notebook: 'a',
    question: 'how many robbery happen in Gauteng? all kind, house, shop, cash van, everything',
    covers: ['restricted count', 'conjunction', 'slang'],
    expect: (rows) => number(count(rows, robbery, inProvince('Gauteng'))),
  },
  {
    notebook: 'a',
    question: 'which province have most murder case?',
    covers: ['ranking'],
    ...ranking(murderProvinceTally, kznProvinceNames),
  },
  {
    notebook: 'a',
    question: 'is there shop robbery in Western Cape also? yes or no please',
    covers: ['yes/no', 'slang', 'conjunction'],
    expect: (rows) => yesNo(count(rows, has('business robbery'), inProvince('Western Cape')) > 0),
  },
  {
    notebook: 'a',
    question: 'how many incidant was happen on wekend, Saterday or Sunday?',
    covers: ['calendar', 'misspelling'],
    expect: (rows) => number(count(rows, weekend)),
  },
  {
    notebook: 'a',
    question: 'robbers they take how much money from the shops, total rand amount?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the pub-quiz writer, on notebook a.
  {
    notebook: 'a',
    question: 'Name the province that recorded the most people injured across all its incidents.',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_injured'), kznProvinceNames),
  },
  {
    notebook: 'a',
    question: 'True or false: these releases record more male victims than female victims.',
    covers: ['yes/no', 'people'],
    expect: (rows) => trueOrFalse(maleVictims(rows) > femaleVictims(rows)),
  },
  {
    notebook: 'a',
    question: 'For one point: what is the median age of the suspects whose ages are given?',
    covers: ['people'],
    expect: (rows) => medianOf(suspectAges(rows)),
  },
  {
    notebook: 'a',
    question: 'For two points: how many murders were recorded in 2019, and how many in 2022?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => countsByYear(rows, [2019, 2022], murder),
  },
  {
    notebook: 'a',
    question: 'Bonus round: name the investigating officer who cracked the Glebelands Hostel case.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 1, the pastor, on notebook b.
  {
    notebook: 'b',
    question:
      'For our women’s fellowship I would like to know how many of our sisters, women and girls, were among the victims in the Northern Cape.',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_female', rows.filter(inProvince('Northern Cape')))),
  },
  {
    notebook: 'b',
    question:
      'It grieves me to ask it, but what share of these incidents, as a percentage, involved the terrible crime of rape?',
    covers: ['share'],
    expect: (rows) => percentOf(rows, has('rape')),
  },
  {
    notebook: 'b',
    question:
      'In which province were the most souls lost, so that we may keep its people especially in prayer?',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(peopleByProvince('victims_killed')),
  },
  {
    notebook: 'b',
    question:
      'Could you kindly tell me the date of the earliest incident in these releases in which one of the little ones was harmed?',
    covers: ['date', 'people'],
    expect: (rows) => dateAt(rows.filter(childHarmed), 'earliest'),
  },
  {
    notebook: 'b',
    question:
      'We pray also for those who do wrong. What drove the men who took lives in Limpopo; what were their motives?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the shop owner, on notebook b.
  {
    notebook: 'b',
    question: 'for robbery in Mpumalanga, all kind, how many suspect police is arrest in total?',
    covers: ['people', 'conjunction'],
    expect: (rows) => number(suspectsArrested(rowsWhere(rows, robbery, inProvince('Mpumalanga')))),
  },
  {
    notebook: 'b',
    question: 'inside Free State, which municipality have most incidents?',
    covers: ['ranking'],
    ...ranking(freeStateMunicipalityTally, municipalityNames),
  },
  {
    notebook: 'b',
    question: 'police catch somebody in every carjacking or no?',
    covers: ['yes/no'],
    expect: (rows) => yesNo(rows.filter(has('carjacking')).every(arrested)),
  },
  {
    notebook: 'b',
    question: 'how many incidant happen in month of July, all the years together?',
    covers: ['calendar', 'misspelling'],
    expect: (rows) => number(count(rows, (r) => month(r) === 7)),
  },
  {
    notebook: 'b',
    question: 'what time of day the robbers is coming most, morning or night time?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the pub-quiz writer, on notebook b.
  {
    notebook: 'b',
    question: 'Name the province where the police arrested the most suspects in total.',
    covers: ['ranking', 'people'],
    ...ranking(arrestsByProvince),
  },
  {
    notebook: 'b',
    question:
      'True or false: the Northern Cape recorded more rape cases than any other province in these releases.',
    covers: ['yes/no', 'conjunction'],
    expect: (rows) => {
      const rapes = tallyOf(rows.filter(has('rape')), (r) => r.province);
      const northernCape = rapes.get('Northern Cape') ?? 0;
      return trueOrFalse(
        [...rapes].every(([province, n]) => province === 'Northern Cape' || n < northernCape),
      );
    },
  },
  {
    notebook: 'b',
    question:
      'For one point: to one decimal place, what is the average age of the suspects whose ages are stated?',
    covers: ['people'],
    expect: (rows) => meanOf(suspectAges(rows), 1),
  },
  {
    notebook: 'b',
    question: 'For one point: on what date did the most recent incident in the Northern Cape take place?',
    covers: ['date', 'calendar'],
    expect: (rows) => dateAt(rows.filter(inProvince('Northern Cape')), 'latest'),
  },
  {
    notebook: 'b',
    question: 'For three points: how many incidents took place in 2020, in 2022 and in 2023 respectively?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => countsByYear(rows, [2020, 2022, 2023]),
  },
];

export const fresh224QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH224_QUESTIONS, rows);
