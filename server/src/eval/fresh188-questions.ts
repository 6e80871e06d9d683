/**
 * The hundred-and-eighty-eighth fresh question set (blind): thirty questions, fifteen about notebook `a`
 * and fifteen about notebook `b`, written without reading the analyst, the extractor or the other
 * question sets. Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A KwaZulu-Natal taxi-industry reporter: taxi violence, ranks and routes, Durban and Pietermaritzburg,
 *    "KZN", "body count", "the rank"; newsroom shorthand and the odd typo ("Pietermaritzberg").
 * 2. A high-school maths teacher setting a worksheet: exact wording, "express as a percentage", "to one
 *    decimal place", mean, median, range.
 * 3. A TikTok creator asking quick-fire questions in slang and shorthand ("fr", "ngl", "how many tho",
 *    "which prov", "zama zamas", "joburg"), typos left in ("kidnapings").
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is outside every year, month and weekday, and is
 *   never the earliest or the latest; `published_date` is never read. "December, all years" is the
 *   month of `event_date` in any year; a weekday is the weekday of `event_date`.
 * - People are sums of the stated figures: `victims_killed` (killed, body count), `victims_injured`
 *   (injured, hurt), `victims_children` (children, under eighteen), `victims_police` (cops, police
 *   officers, on or off duty), `victims_female` (women and girls among the victims), `suspects_female`
 *   (women suspects, arrested or sought), `num_suspects_arrested` (suspects arrested, a bust's size).
 *   A null (unstated) figure adds nothing.
 * - "KZN" is the province `KwaZulu-Natal`. A municipality is `municipality` as written (Durban is
 *   `eThekwini`, Pietermaritzburg `Msunduzi`; rows without one are left out of a municipality ranking),
 *   answered as written or without "City of". A police station is `police_station` as written
 *   ("joburg central" is `Johannesburg Central`). A town or township (Umlazi) is a row whose `location`
 *   names it, in any case.
 * - "Hijackings" are `carjacking` and `truck hijacking`. "Murders" are `murder` alone (not attempted
 *   murder, not culpable homicide). "Rapes" are `rape` alone (not sexual assault). "Kidnappings" are
 *   `kidnapping`. "Zama zamas" are `illegal mining`.
 * - "No arrest" / "nobody arrested" is `arrest_made === false` (an unstated arrest is not "no arrest").
 *   A share of incidents is over all the notebook's rows, to the nearest whole percent.
 * - A mean of a per-incident figure is over the incidents that state it (to one decimal place); a mean,
 *   median or range of suspects' ages is over the stated ages, one per suspect (`suspect_ages`), the
 *   median of an even number of ages being the mean of the middle two; a range is the largest stated
 *   value minus the smallest.
 * - "How many more in 2024 than in 2022" is the difference of the two years' counts; 2024 must have more.
 * - Rankings (municipality of KZN with most incidents, province with most injured or killed,
 *   municipality with most incidents, biggest bust) each carry their tally; a tie at the top is an error
 *   in the question. The biggest bust is named by the parts of its location no other incident shares.
 * - Refusals: the releases' ground truth holds no occupations of suspects or victims (taxi owners, rank
 *   marshals, drivers, commuters), no victims' ages (only whether a victim was a child) and no bail
 *   amounts.
 */
import {
  anyCrime,
  atPlace,
  type BlindQuestion,
  femaleVictims,
  kznProvinceNames,
  largestIncident,
  peopleByProvince,
  peopleTotal,
  ranking,
  rowsWhere,
  suspectAges,
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
  month,
  municipalityNames,
  notArrested,
  number,
  percentOf,
  refusal,
  rounded,
  weekday,
} from './ground-truth-questions';

const KZN = inProvince('KwaZulu-Natal');
const murder = has('murder');
const rape = has('rape');
/** A hijacking: of a car or of a truck. */
const hijacking = anyCrime('carjacking', 'truck hijacking');

/** The median of the values; an even number of them gives the mean of the middle two. */
export function medianOf(values: readonly number[]): number {
  if (values.length === 0) throw new Error('no value to take a median of');
  const sorted = [...values].sort((x, y) => x - y);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** The largest stated value minus the smallest; nothing stated is an error in the question. */
export function rangeOf(values: readonly (number | null | undefined)[]): number {
  const stated = values.filter((v): v is number => v !== null && v !== undefined);
  if (stated.length === 0) throw new Error('no stated value to take a range of');
  return Math.max(...stated) - Math.min(...stated);
}

const kznMunicipalityTally = (rows: readonly DevRow[]) => tallyOf(rows.filter(KZN), (r) => r.municipality);
const municipalityTally = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.municipality);

export const FRESH188_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the KZN taxi-industry reporter, on notebook a.
  {
    notebook: 'a',
    question:
      'Working on a KZN piece: how many women and girls were among the victims in KwaZulu-Natal incidents, all told?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(femaleVictims(rows.filter(KZN))),
  },
  {
    notebook: 'a',
    question:
      'Durban, Pietermaritzberg or somewhere else in KZN - which municipality in the province logged the most incidents?',
    covers: ['ranking', 'misspelling'],
    ...ranking(kznMunicipalityTally, municipalityNames),
  },
  {
    notebook: 'a',
    question: 'What is the date of the earliest murder in KZN in these releases?',
    covers: ['date', 'conjunction'],
    expect: (rows) => dateAt(rowsWhere(rows, murder, KZN), 'earliest'),
  },
  {
    notebook: 'a',
    question:
      'Umlazi, not the whole of eThekwini - whats the body count there? How many people were killed in Umlazi incidents?',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(atPlace('Umlazi')))),
  },
  {
    notebook: 'a',
    question:
      'Of the suspects arrested in KZN, how many were taxi owners, drivers or rank marshals from a taxi association?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the maths teacher, on notebook a.
  {
    notebook: 'a',
    question:
      'Express the number of incidents in which no arrest had been made as a percentage of all the incidents, correct to the nearest whole number.',
    covers: ['share'],
    expect: (rows) => percentOf(rows, notArrested),
  },
  {
    notebook: 'a',
    question:
      'Calculate the mean number of suspects arrested per incident, using every incident where the number is given. Give your answer correct to one decimal place.',
    covers: ['people'],
    expect: (rows) =>
      meanOf(
        rows.map((r) => r.num_suspects_arrested),
        1,
      ),
  },
  {
    notebook: 'a',
    question: 'Using every suspect whose age is stated, find the median age of the suspects in years.',
    covers: ['people'],
    expect: (rows) => number(rounded(medianOf(suspectAges(rows)), 1)),
  },
  {
    notebook: 'a',
    question:
      'Determine the range of the number of people killed per incident, that is, the largest number killed in one incident minus the smallest, over the incidents where it is stated.',
    covers: ['people'],
    expect: (rows) => number(rangeOf(rows.map((r) => r.victims_killed))),
  },
  {
    notebook: 'a',
    question: 'Calculate the mean age of the victims, correct to one decimal place.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the TikTok creator, on notebook a.
  {
    notebook: 'a',
    question: 'ngl how many kidnapings in gauteng tho',
    covers: ['conjunction', 'restricted count', 'slang', 'misspelling'],
    expect: (rows) => number(count(rows, has('kidnapping'), inProvince('Gauteng'))),
  },
  {
    notebook: 'a',
    question: 'which prov had the most ppl injured fr',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(peopleByProvince('victims_injured'), kznProvinceNames),
  },
  {
    notebook: 'a',
    question: 'latest rape case in here - what date did it actually happen',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows.filter(rape), 'latest'),
  },
  {
    notebook: 'a',
    question: 'any murders on a friday fr? y/n',
    covers: ['yes/no', 'calendar', 'slang'],
    expect: (rows) => yesNo(count(rows, murder, (r) => weekday(r) === 'Friday') > 0),
  },
  {
    notebook: 'a',
    question: 'how many cases came thru joburg central police station tho',
    covers: ['restricted count', 'slang'],
    expect: (rows) => number(count(rows, (r) => r.police_station === 'Johannesburg Central')),
  },

  // Voice 1, the KZN taxi-industry reporter, on notebook b.
  {
    notebook: 'b',
    question: 'Anything from KZN in this batch at all - Durban, PMB, the ranks? Yes or no.',
    covers: ['yes/no', 'slang'],
    expect: (rows) => yesNo(count(rows, KZN) > 0),
  },
  {
    notebook: 'b',
    question: 'When was the most recent hijacking, car or truck, in these releases?',
    covers: ['date', 'restricted count'],
    expect: (rows) => dateAt(rows.filter(hijacking), 'latest'),
  },
  {
    notebook: 'b',
    question: 'Which province had the highest body count - the most people killed across all incidents?',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_killed')),
  },
  {
    notebook: 'b',
    question: 'How many cops were among the victims, on or off duty, in total?',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_police', rows)),
  },
  {
    notebook: 'b',
    question: 'How many of the victims were taxi drivers or commuters waiting at the rank?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the maths teacher, on notebook b.
  {
    notebook: 'b',
    question:
      'Express the number of incidents that involved rape as a percentage of the total number of incidents, correct to the nearest whole number.',
    covers: ['share', 'restricted count'],
    expect: (rows) => percentOf(rows, rape),
  },
  {
    notebook: 'b',
    question: 'Find the total number of victims who were children, that is, under 18 years of age.',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_children', rows)),
  },
  {
    notebook: 'b',
    question:
      'Using every suspect whose age is stated, calculate the mean age of the suspects, correct to one decimal place.',
    covers: ['people'],
    expect: (rows) => meanOf(suspectAges(rows), 1),
  },
  {
    notebook: 'b',
    question: 'How many more incidents took place in the year 2024 than in the year 2022?',
    covers: ['calendar', 'conjunction'],
    expect: (rows) => excessOf(rows, inYear(2024), inYear(2022)),
  },
  {
    notebook: 'b',
    question: 'How many incidents took place in the month of December, taking all the years together?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, (r) => month(r) === 12)),
  },

  // Voice 3, the TikTok creator, on notebook b.
  {
    notebook: 'b',
    question: 'zama zamas - how many illegal mining cases tho',
    covers: ['restricted count', 'slang'],
    expect: (rows) => number(count(rows, has('illegal mining'))),
  },
  {
    notebook: 'b',
    question: 'which municipality had the most incidents fr',
    covers: ['ranking', 'slang'],
    ...ranking(municipalityTally, municipalityNames),
  },
  {
    notebook: 'b',
    question: 'biggest bust in here - where did the most suspects get arrested in one go',
    covers: ['ranking', 'slang'],
    ...largestIncident(
      () => true,
      (r) => r.num_suspects_arrested,
    ),
  },
  {
    notebook: 'b',
    question: 'ngl how many women suspects were there, like female suspects total',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('suspects_female', rows)),
  },
  {
    notebook: 'b',
    question: 'how much was bail for the suspects tho, like the avg amount',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },
];

export const fresh188QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH188_QUESTIONS, rows);
