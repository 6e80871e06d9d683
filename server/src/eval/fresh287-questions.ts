/**
 * The two-hundred-and-eighty-seventh fresh question set (blind): thirty questions, fifteen about
 * notebook `a` and fifteen about notebook `b`, written without reading the analyst, the extractor or the
 * other question sets. Every expectation is computed from the ground-truth rows of the question's
 * notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A Metrorail train driver: calm and procedural, speaks to "control", reads the data as a line with
 *    stations and signals. "The whole line, first station to last" is the whole notebook; "the busiest
 *    station" is the key with the most incidents; "the timetable" / "the board" is the event dates;
 *    "passengers hurt" are the injured; "crew in uniform" / "SAPS members" are police victims; "how far
 *    down the line" is a distance the releases never state.
 * 2. A school caretaker with a clipboard: blunt, practical, a typo or two ("incidnets", "numbr",
 *    "arrestd"). A "work order" or "job card" is one incident (one row); "rooms" are places; "the key
 *    register" is a yes/no check; "the middle job on the clipboard" is a median.
 * 3. A bookkeeper reconciling ledgers: careful and formal. "The ledger" is the notebook, an "entry" an
 *    incident, a "column" a summed figure, "the balance" between two columns their difference (the first
 *    must be larger), "the heaviest account" the key with the largest sum, "the average entry" a mean.
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one falls in no year, month, weekday, weekend or
 *   "before"/"between" window and is never the earliest or latest; `published_date` is never read.
 *   A weekend is a Saturday or Sunday of `event_date`; a month "of any year" is the month of `event_date`
 *   in any year.
 * - People are sums of stated figures: `victims_injured` (passengers hurt, injured), `victims_killed`
 *   (killed), `victims_children` (children), `victims_police` (SAPS members, crew in uniform),
 *   `victims_female` / `victims_male` (women / men victims), `num_suspects_arrested` (suspects
 *   arrested); a null figure adds nothing.
 * - The median number of suspects arrested is over the incidents whose figure is stated (a stated 0
 *   counts); the average entry of victims is the mean of `num_victims` over the incidents that state
 *   it, to one decimal.
 * - Shares: "share of incidents with no arrest" is the rows with `arrest_made === false` over all the
 *   notebook's rows; "share of kidnapping incidents" is over all the notebook's rows; the share of women
 *   among victims is the sum of `victims_female` over the sum of `victims_female` and `victims_male`.
 *   All shares are to the nearest whole percent.
 * - "The balance of murders over attempted murders" is the count of `murder` rows less the count of
 *   `attempted murder` rows (a row with both counts on each side).
 * - Rankings carry their tallies (province by incidents, province by killed, crime category by the
 *   incidents that hold it, municipality by incidents, province by suspects arrested); rows without a municipality are left
 *   out of the municipality ranking; a tie at the top is an error in the question. A municipality may
 *   be answered without "City of"; KwaZulu-Natal may be answered as "KZN".
 * - Refusals: the releases' ground truth holds no times of day, no values in rand, no distances in
 *   kilometres and no names of investigating officers.
 */
import {
  type BlindQuestion,
  before,
  femaleVictims,
  kznProvinceNames,
  maleVictims,
  medianOf,
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
  casesOf,
  count,
  dateAt,
  excessOf,
  has,
  inProvince,
  meanOf,
  month,
  municipalityNames,
  notArrested,
  number,
  percentOf,
  refusal,
  weekend,
  within,
} from './ground-truth-questions';

const provinceTally = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.province);
const municipalityTally = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.municipality);
/** Each crime category counted once per incident that holds it. */
const crimeTally = (rows: readonly DevRow[]) =>
  tallyOf(
    rows.flatMap((r) => r.crimes),
    (crime) => crime,
  );
const suspectsByProvince = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_suspects_arrested ?? 0,
  );

/** The share of women among the victims whose sex is stated, nearest whole percent. */
const femaleShare = (rows: readonly DevRow[]) => {
  const female = femaleVictims(rows);
  return percentage(female, female + maleVictims(rows));
};

/** The median of the stated numbers of suspects arrested (a stated 0 counts). */
const medianArrested = (rows: readonly DevRow[]) =>
  number(medianOf(rows.flatMap((r) => (r.num_suspects_arrested === null ? [] : [r.num_suspects_arrested]))));

export const FRESH287_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the Metrorail train driver, on notebook a.
  {
    notebook: 'a',
    question:
      'Driver to control, all calm this side. Running the whole line from first station to last, how many murders are logged in Gauteng?',
    covers: ['restricted count', 'conjunction'],
    expect: (rows) => number(count(rows, has('murder'), inProvince('Gauteng'))),
  },
  {
    notebook: 'a',
    question:
      'Signal check, please. Which province is the busiest station on this line - the one with the most incidents logged against it - and how many are there?',
    covers: ['ranking'],
    ...ranking(provinceTally, kznProvinceNames),
  },
  {
    notebook: 'a',
    question:
      'Going by the timetable, what is the earliest date on the board for a kidnapping? The day it happened, mind, not the day it was announced over the intercom.',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(has('kidnapping')), 'earliest'),
  },
  {
    notebook: 'a',
    question:
      'Procedure requires a casualty report. Across every incident on the line, how many passengers hurt - injured, not killed - in total?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_injured', rows)),
  },
  {
    notebook: 'a',
    question:
      'For the shift roster: at what time of day did the cash-in-transit robberies happen, morning peak or evening peak?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the school caretaker, on notebook a.
  {
    notebook: 'a',
    question: 'Clipboard question. Weekend jobs only - Saturday or Sunday. How many incidnets?',
    covers: ['calendar', 'misspelling'],
    expect: (rows) => number(count(rows, weekend)),
  },
  {
    notebook: 'a',
    question: 'Key register check: any cars jacked in the Western Cape? Yes or no.',
    covers: ['yes/no', 'conjunction', 'slang'],
    expect: (rows) => yesNo(count(rows, has('carjacking'), inProvince('Western Cape')) > 0),
  },
  {
    notebook: 'a',
    question:
      "Work orders where nobody got arrestd. What percent of all the incidents is that? Straight percentage, I don't need the essay.",
    covers: ['share', 'misspelling'],
    expect: (rows) => percentOf(rows, notArrested),
  },
  {
    notebook: 'a',
    question:
      'Line them all up on the clipboard by how many suspects were arrested, only where the number is given. What is the middle one - the median?',
    covers: ['people'],
    expect: medianArrested,
  },
  {
    notebook: 'a',
    question:
      'The arson jobs - how much did the damage cost in rand? I need a figure for the insurance work order.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the bookkeeper, on notebook a.
  {
    notebook: 'a',
    question:
      'I am reconciling two columns of the ledger. What is the balance of murder entries over attempted murder entries, that is, how many more murders are recorded?',
    covers: ['restricted count'],
    expect: (rows) => excessOf(rows, has('murder'), has('attempted murder')),
  },
  {
    notebook: 'a',
    question:
      'Posting the deaths to provincial accounts: which province carries the heaviest account of people killed, and what is its total?',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_killed'), kznProvinceNames),
  },
  {
    notebook: 'a',
    question:
      'Of the victims whose sex is entered in the books, what percentage were women? Kindly round to the nearest whole percent.',
    covers: ['share', 'people'],
    expect: femaleShare,
  },
  {
    notebook: 'a',
    question:
      'For the period from 1 January 2019 to 31 December 2021 inclusive, by the date of the incident itself, how many entries does the ledger hold?',
    covers: ['calendar'],
    expect: (rows) => number(count(rows, within('2019-01-01', '2021-12-31'))),
  },
  {
    notebook: 'a',
    question:
      'A comparison of columns, if you would: does the Western Cape column of suspects arrested exceed the KwaZulu-Natal column? Yes or no.',
    covers: ['yes/no', 'people'],
    expect: (rows) =>
      yesNo(
        suspectsArrested(rows.filter(inProvince('Western Cape'))) >
          suspectsArrested(rows.filter(inProvince('KwaZulu-Natal'))),
      ),
  },

  // Voice 1, the Metrorail train driver, on notebook b.
  {
    notebook: 'b',
    question:
      'Control, for the winter timetable: how many incidents fall in the month of July, taking every year together?',
    covers: ['calendar'],
    expect: (rows) => number(count(rows, (r) => month(r) === 7)),
  },
  {
    notebook: 'b',
    question:
      'Which municipality is the busiest station on this line, with the most incidents logged, and what is its count?',
    covers: ['ranking'],
    ...ranking(municipalityTally, municipalityNames),
  },
  {
    notebook: 'b',
    question:
      'Last stop on the board: when did the most recent murder in Mpumalanga take place? The date of the incident, please.',
    covers: ['date', 'conjunction'],
    expect: (rows) => dateAt(rowsWhere(rows, has('murder'), inProvince('Mpumalanga')), 'latest'),
  },
  {
    notebook: 'b',
    question:
      'Crew in uniform first, as per procedure. How many SAPS members were among the victims, all incidents added up?',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_police', rows)),
  },
  {
    notebook: 'b',
    question: 'How far down the line, in kilometres, was each murder scene from the nearest police station?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the school caretaker, on notebook b.
  {
    notebook: 'b',
    question: 'Rape cases in the Northern Cape. Total. Just the numbr.',
    covers: ['restricted count', 'conjunction', 'misspelling'],
    expect: (rows) => number(count(rows, has('rape'), inProvince('Northern Cape'))),
  },
  {
    notebook: 'b',
    question:
      'I look after kids all day, so this one matters. How many children were victims, all the job cards added together?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_children', rows)),
  },
  {
    notebook: 'b',
    question: 'Out of every incident in the lot, what percent involve a kidnapping?',
    covers: ['share'],
    expect: (rows) => percentOf(rows, has('kidnapping')),
  },
  {
    notebook: 'b',
    question: 'Rota planning. Which kind of crime comes up on the most job cards, and on how many?',
    covers: ['ranking'],
    ...ranking(crimeTally),
  },
  {
    notebook: 'b',
    question: 'Names of the investigating officers on the stock theft cases - who do I phone?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the bookkeeper, on notebook b.
  {
    notebook: 'b',
    question:
      'Please total the column of suspects arrested for the Limpopo entries only. What does it come to?',
    covers: ['people', 'conjunction'],
    expect: (rows) => number(suspectsArrested(rows.filter(inProvince('Limpopo')))),
  },
  {
    notebook: 'b',
    question:
      'Where the number of victims is entered, what is the average entry - the mean number of victims per incident, to one decimal place?',
    covers: ['people'],
    expect: (rows) =>
      meanOf(
        rows.map((r) => r.num_victims),
        1,
      ),
  },
  {
    notebook: 'b',
    question:
      'Splitting the victims into two columns by sex, where it is recorded: what share of the total do the women make up, as a whole percentage?',
    covers: ['share', 'people'],
    expect: femaleShare,
  },
  {
    notebook: 'b',
    question:
      'Before the books opened on 1 January 2020, how many incidents had already been entered, by the date each occurred?',
    covers: ['calendar'],
    expect: (rows) => number(count(rows, before('2020-01-01'))),
  },
  {
    notebook: 'b',
    question:
      'Which province holds the largest credit of suspects arrested, summed across its entries, and what is the balance?',
    covers: ['ranking', 'people'],
    ...ranking(suspectsByProvince),
  },
];

export const fresh287QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH287_QUESTIONS, rows);
