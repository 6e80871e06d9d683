/**
 * The hundred-and-sixty-fifth fresh question set (blind): thirty questions, fifteen about notebook `a`
 * and fifteen about notebook `b`, written without reading the analyst, the extractor or the other
 * question sets. Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. The leader of a rural women's cooperative: stock theft, farms and women victims; friendly, plain,
 *    a few typos ("stok theft", "avarage", "womens"), "women or girls" for female victims, "husband or
 *    boyfriend" for a partner.
 * 2. An insurance underwriter for a trucking firm: truck hijackings, cash-in-transit robberies, where
 *    and when they happen; terse, with trade abbreviations ("CIT", "TH", "hijacks", "Sat/Sun", "y/n",
 *    "pls").
 * 3. A first-year statistics student: names the statistic exactly (mean, median, mode, percentage,
 *    difference) and the rounding, with the odd typo ("wat", "medain").
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold
 * the category):
 * - Dates are `event_date` alone: a row without one is outside every window ("from 1 Jan 2022
 *   onwards" includes 2022-01-01; "July", "December" are the month in any year) and every weekday, and
 *   is never the earliest or most recent; `published_date` is never read. A weekend ("Sat or Sun") is a
 *   Saturday or Sunday of `event_date`.
 * - "Stock theft" / "stok theft" / "livestock theft" is `stock theft` (plain `theft` and `vehicle
 *   theft` are not). "CIT" is `cash-in-transit robbery`. "TH" / "truck hijacking" is `truck hijacking`.
 *   "Hijacks, car + truck combined" are `carjacking` or `truck hijacking`. "Murder" is `murder` alone.
 * - A farm incident ("on farms", "on the farms") is a row whose `location` holds the word "farm" in
 *   any case, whatever its crimes.
 * - People are sums of the stated figures, a null adding nothing: "women or girls" is
 *   `victims_female`, "male victims" is `victims_male`, "suspects arrested" is
 *   `num_suspects_arrested`. "A stock theft suspect who was a woman" is a stock theft row with
 *   `suspects_female` above zero.
 * - "Attacked by her husband or boyfriend" is a row whose `relationship` is `partner` (family and
 *   acquaintances are not partners).
 * - "Which provinces had a truck hijacking" is the list of distinct `province` values of the truck
 *   hijacking rows, each to be named.
 * - The student's statistics: a mean or median is over the rows that state the figure (a null is left
 *   out, not counted as zero), rounded as the question asks; the median of an even number of values
 *   is the mean of the two middle ones; the median suspect age pools every stated `suspect_ages` entry
 *   (one per suspect). "Percentage of incidents" is over all the notebook's rows, to the nearest whole
 *   percent; "had an arrest made" is `arrest_made === true` (a null is not an arrest). "The mode of the
 *   province variable" is the province with the most rows; "the modal crime category" is the crime of
 *   the vocabulary held by the most rows, `other` left out.
 * - Comparisons ("how many more", "minus") are the difference of the two counts or sums; the first
 *   side must be larger, else the question is in error.
 * - Rankings (province with most stock theft, with most hijacks, modal province, modal crime) carry
 *   their tally; a tie at the top is an error in the question. KwaZulu-Natal may be answered as "KZN".
 * - Refusals: the ground truth holds no number of animals stolen, no rand value taken in a heist and
 *   no victims' ages (only whether a victim was a child).
 */
import type { Expectation } from './answer-matching';
import {
  anyCrime,
  atPlace,
  type BlindQuestion,
  femaleVictims,
  inMonths,
  kznProvinceNames,
  maleVictims,
  ranking,
  suspectsArrested,
  tallyOf,
  yesNo,
} from './blind-sets';
import type { DevRow } from './dev-set';
import {
  arrested,
  casesOf,
  count,
  crimeNames,
  dateAt,
  excessOf,
  has,
  inProvince,
  meanOf,
  number,
  percentOf,
  refusal,
  rounded,
  sinceYear,
  weekend,
} from './ground-truth-questions';

const stockTheft = has('stock theft');
const cit = has('cash-in-transit robbery');
const truckHijacking = has('truck hijacking');
/** Car and truck hijackings together. */
const hijack = anyCrime('carjacking', 'truck hijacking');
/** An incident the release places on a farm. */
const onAFarm = atPlace('farm');

/** The median of the stated values, rounded; no stated value is an error in the question. */
function medianOf(values: (number | null)[], decimals: number): Expectation {
  const sorted = values.filter((v): v is number => v !== null).sort((x, y) => x - y);
  if (sorted.length === 0) throw new Error('no stated value to take a median of');
  const middle = Math.floor(sorted.length / 2);
  const median =
    sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return number(rounded(median, decimals));
}

/** The distinct provinces of the rows, in alphabetical order; none is an error in the question. */
function provincesOf(rows: readonly DevRow[]): Expectation {
  const provinces = [...new Set(rows.map((r) => r.province))].sort();
  if (provinces.length === 0) throw new Error('no province to list');
  return { kind: 'list', value: provinces };
}

/** How much the first figure exceeds the second; not more is an error in the question. */
function difference(first: number, second: number): Expectation {
  if (first <= second) throw new Error(`the first side does not have more: ${first - second}`);
  return number(first - second);
}

const stockTheftProvinceTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(stockTheft), (r) => r.province);
const hijackProvinceTally = (rows: readonly DevRow[]) => tallyOf(rows.filter(hijack), (r) => r.province);
const provinceTally = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.province);
const crimeTally = (rows: readonly DevRow[]) =>
  tallyOf(
    rows.flatMap((r) => r.crimes),
    (crime) => (crime === 'other' ? null : crime),
  );

export const FRESH165_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the women's cooperative leader, on notebook a.
  {
    notebook: 'a',
    question:
      'Hi, I run a womens co-op, we keep goats and a few cattle. How many stok theft cases are there in these police reports altogether?',
    covers: ['restricted count', 'misspelling'],
    expect: (rows) => number(count(rows, stockTheft)),
  },
  {
    notebook: 'a',
    question: 'Counting all the cases together, how many of the victims were women or girls?',
    covers: ['people'],
    expect: (rows) => number(femaleVictims(rows)),
  },
  {
    notebook: 'a',
    question:
      'When did the most recent livestock theft happen? The day of the theft itself please, not the day the police put out the statement.',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(stockTheft), 'latest'),
  },
  {
    notebook: 'a',
    question: 'Was any woman in these cases attacked by her own husband or boyfriend? Just yes or no.',
    covers: ['yes/no'],
    expect: (rows) => yesNo(count(rows, (r) => r.relationship === 'partner') > 0),
  },
  {
    notebook: 'a',
    question:
      'We lost 14 goats last winter. How many goats, sheep and cattle were taken in total in the stock theft cases here?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the trucking underwriter, on notebook a.
  {
    notebook: 'a',
    question: 'Truck hijackings plus CIT robberies, all provinces - total count?',
    covers: ['restricted count', 'slang'],
    expect: (rows) => number(count(rows, anyCrime('truck hijacking', 'cash-in-transit robbery'))),
  },
  {
    notebook: 'a',
    question: 'Date of the most recent CIT heist on record?',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows.filter(cit), 'latest'),
  },
  {
    notebook: 'a',
    question: 'Which provinces had a TH (truck hijacking)? List them pls.',
    covers: ['slang'],
    expect: (rows) => provincesOf(rows.filter(truckHijacking)),
  },
  {
    notebook: 'a',
    question: 'Any truck hijacking or CIT hit on a Sat or Sun? y/n',
    covers: ['yes/no', 'calendar', 'conjunction', 'slang'],
    expect: (rows) => yesNo(count(rows, anyCrime('truck hijacking', 'cash-in-transit robbery'), weekend) > 0),
  },
  {
    notebook: 'a',
    question: 'Avg rand value taken per CIT hit?',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },

  // Voice 3, the statistics student, on notebook a.
  {
    notebook: 'a',
    question: 'What is the mean number of suspects arrested per incident? Round to 1 decimal place.',
    covers: ['people', 'share'],
    expect: (rows) =>
      meanOf(
        rows.map((r) => r.num_suspects_arrested),
        1,
      ),
  },
  {
    notebook: 'a',
    question: 'wat is the medain age of the suspects, pooling every suspect whose age is given?',
    covers: ['people', 'misspelling'],
    expect: (rows) =>
      medianOf(
        rows.flatMap((r) => r.suspect_ages ?? []),
        1,
      ),
  },
  {
    notebook: 'a',
    question: 'What is the mode of the province variable, i.e. which province occurs most often?',
    covers: ['ranking'],
    ...ranking(provinceTally, kznProvinceNames),
  },
  {
    notebook: 'a',
    question: 'What percentage of incidents involve murder? Give it to the nearest whole percent.',
    covers: ['share', 'restricted count'],
    expect: (rows) => percentOf(rows, has('murder')),
  },
  {
    notebook: 'a',
    question: 'Total male victims minus total female victims - what is the difference?',
    covers: ['people'],
    expect: (rows) => difference(maleVictims(rows), femaleVictims(rows)),
  },

  // Voice 1, the women's cooperative leader, on notebook b.
  {
    notebook: 'b',
    question: 'We are farm people, so this matters to us: how many of the incidents happened on farms?',
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, onAFarm)),
  },
  {
    notebook: 'b',
    question: 'On the farms, how many of the victims were women or girls, all together?',
    covers: ['people', 'conjunction'],
    expect: (rows) => number(femaleVictims(rows.filter(onAFarm))),
  },
  {
    notebook: 'b',
    question: 'Which province has the most stock theft cases?',
    covers: ['ranking'],
    ...ranking(stockTheftProvinceTally, kznProvinceNames),
  },
  {
    notebook: 'b',
    question: 'Was any of the stock theft suspects a woman? yes or no',
    covers: ['yes/no', 'conjunction', 'people'],
    expect: (rows) => yesNo(count(rows, stockTheft, (r) => (r.suspects_female ?? 0) > 0) > 0),
  },
  {
    notebook: 'b',
    question: 'What was the avarage age of the women who were attacked on farms?',
    covers: ['refusal', 'misspelling'],
    expect: refusal,
  },

  // Voice 2, the trucking underwriter, on notebook b.
  {
    notebook: 'b',
    question: 'Total suspects arrested across the CIT robberies?',
    covers: ['people', 'slang'],
    expect: (rows) => number(suspectsArrested(rows.filter(cit))),
  },
  {
    notebook: 'b',
    question: 'Which province tops for hijacks, car + truck combined?',
    covers: ['ranking', 'slang'],
    ...ranking(hijackProvinceTally, kznProvinceNames),
  },
  {
    notebook: 'b',
    question: 'No. of CIT + truck hijacking incidents from 1 Jan 2022 onwards?',
    covers: ['calendar', 'restricted count', 'slang'],
    expect: (rows) =>
      number(count(rows, anyCrime('cash-in-transit robbery', 'truck hijacking'), sinceYear(2022))),
  },
  {
    notebook: 'b',
    question: 'Earliest CIT heist in the file - what date?',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows.filter(cit), 'earliest'),
  },
  {
    notebook: 'b',
    question: 'CIT arrests: how many more suspects were arrested in North West than in Limpopo?',
    covers: ['conjunction', 'people'],
    expect: (rows) =>
      excessOf(
        rows,
        (r) => cit(r) && inProvince('North West')(r),
        (r) => cit(r) && inProvince('Limpopo')(r),
        suspectsArrested,
      ),
  },

  // Voice 3, the statistics student, on notebook b.
  {
    notebook: 'b',
    question:
      'Calculate the mean number of victims per incident, using only incidents where the number of victims is given. 2 decimal places.',
    covers: ['people', 'share'],
    expect: (rows) =>
      meanOf(
        rows.map((r) => r.num_victims),
        2,
      ),
  },
  {
    notebook: 'b',
    question: 'What is the modal crime category, i.e. the crime type that appears in the most incidents?',
    covers: ['ranking'],
    ...ranking(crimeTally, crimeNames),
  },
  {
    notebook: 'b',
    question: 'What is the median number of suspects arrested per incident?',
    covers: ['people'],
    expect: (rows) =>
      medianOf(
        rows.map((r) => r.num_suspects_arrested),
        1,
      ),
  },
  {
    notebook: 'b',
    question: 'What percentage of the incidents had an arrest made? Nearest whole percent.',
    covers: ['share'],
    expect: (rows) => percentOf(rows, arrested),
  },
  {
    notebook: 'b',
    question: 'How many more incidents occurred in July than in December, all years combined?',
    covers: ['calendar', 'conjunction'],
    expect: (rows) => excessOf(rows, inMonths(7, 7), inMonths(12, 12)),
  },
];

export const fresh165QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH165_QUESTIONS, rows);
