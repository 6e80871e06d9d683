/**
 * The two-hundred-and-forty-sixth fresh question set (blind): thirty questions, fifteen about notebook `a`
 * and fifteen about notebook `b`, written without reading the analyst, the extractor or the other question
 * sets.
 * Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A worried mother of teenagers: kidnappings, missing children, abductions, safety near schools;
 *    emotional and hurried, lower case, doubled question marks, a few misspellings ("kidnapings",
 *    "childern").
 * 2. An immigration officer at Home Affairs: a bureaucratic register ("in respect of", "the said
 *    incidents", "foreign nationals", "undocumented persons", "per the records", "kindly furnish").
 * 3. A TikTok true-crime creator looking for hooks: hype words ("POV:", "storytime", "no cap", "the most
 *    insane case", "rank them"), short punchy asks, "cops", "y/n", "avg".
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is outside every "since" or "from ... to" window,
 *   every weekday and month, and is never the earliest or latest; `published_date` is never read.
 *   "Since 2020" starts on 2020-01-01 inclusive; "1 January 2019 to 31 December 2021" includes both ends.
 *   A weekend is a Saturday or Sunday of `event_date`. A month "all years together" is the calendar month
 *   of `event_date` in any year.
 * - Crime categories: "kidnappings" are `kidnapping` (abduction is the same category); "murder cases" are
 *   `murder` (attempted murder is not); "rape cases" are `rape`; "CIT heist" is `cash-in-transit robbery`;
 *   "illegal miners" / "illegal mining" is `illegal mining`; "drug-related offences" are `drug dealing` or
 *   `drug possession`; "robberies and hijackings" are `armed robbery`, `robbery`, `house robbery`,
 *   `business robbery`, `cash-in-transit robbery`, `carjacking` and `truck hijacking`. A kidnapping case
 *   "that also had a murder" holds both `kidnapping` and `murder`.
 * - People are sums of the stated figures, a null (unstated) figure adding nothing: `victims_children`
 *   (children, kids, under eighteen), `victims_police` (cops as victims, on or off duty; "any" is a stated
 *   figure above zero), `num_suspects_arrested` (suspects arrested), `num_victims` (victims of one
 *   incident). The average of suspects arrested per case is over every row of the notebook, to one
 *   decimal. The median suspect age is over every stated age in `suspect_ages` (one per suspect).
 * - "Resulted in an arrest" is `arrest_made === true`; its share is over all the notebook's rows, to the
 *   nearest whole percent. The share of kidnappings that also had a murder is over the kidnapping rows,
 *   to the nearest whole percent.
 * - Places: a province is `province` (KwaZulu-Natal may be answered as "KZN"); "at a school" is a row whose
 *   `location` holds the word "school" (any case). The incident with the most victims or the most
 *   suspects arrested is named by the parts of its location no other incident shares.
 * - Rankings (province with most kidnappings, province with most murder cases, weekday of most robberies
 *   and hijackings, province with most suspects arrested, month of most robberies and hijackings, the
 *   largest incidents) each carry their tally; a tie at the top is an error in the question.
 * - Refusals: the ground truth holds no judgement of whether a place is safe and no prediction, no
 *   suspects' nationality or immigration status, no missing-person reports or yearly trend of them, and
 *   no court sentences.
 */
import {
  anyCrime,
  atPlace,
  type BlindQuestion,
  kznProvinceNames,
  largestIncident,
  medianOf,
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
  meanOf,
  month,
  number,
  percentOf,
  refusal,
  sinceYear,
  weekday,
  weekend,
  within,
} from './ground-truth-questions';

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const kidnapping = has('kidnapping');
const murder = has('murder');
const illegalMining = has('illegal mining');
/** Robberies of every type and hijackings of cars and trucks. */
const robberyOrHijacking = anyCrime(
  'armed robbery',
  'robbery',
  'house robbery',
  'business robbery',
  'cash-in-transit robbery',
  'carjacking',
  'truck hijacking',
);

const kidnappingProvinceTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(kidnapping), (r) => r.province);
const murderProvinceTally = (rows: readonly DevRow[]) => tallyOf(rows.filter(murder), (r) => r.province);
const robberyWeekdayTally = (rows: readonly DevRow[]) => tallyOf(rows.filter(robberyOrHijacking), weekday);
const robberyMonthTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(robberyOrHijacking), (r) => {
    const m = month(r);
    return m === undefined ? undefined : MONTH_NAMES[m - 1];
  });
const arrestsByProvince = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_suspects_arrested ?? 0,
  );

export const FRESH246_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the worried mother, on notebook a.
  {
    notebook: 'a',
    question: 'how many kidnapings are in these reports?? my daughter is 15 and i cant sleep',
    covers: ['restricted count', 'misspelling'],
    expect: (rows) => number(count(rows, kidnapping)),
  },
  {
    notebook: 'a',
    question: 'pls how many of the victims were childern, under 18 i mean. all the cases together',
    covers: ['people', 'misspelling'],
    expect: (rows) => number(peopleTotal('victims_children', rows)),
  },
  {
    notebook: 'a',
    question: 'which province has the most kidnappings?? we are thinking of moving and i need to know NOW',
    covers: ['ranking'],
    ...ranking(kidnappingProvinceTally, kznProvinceNames),
  },
  {
    notebook: 'a',
    question: 'when was the last kidnapping, the actual day it happened not when the police posted it',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(kidnapping), 'latest'),
  },
  {
    notebook: 'a',
    question:
      'is it safe for my kids to walk to school in Lenasia after that kidnapping?? will it happen again',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the immigration officer, on notebook a.
  {
    notebook: 'a',
    question:
      'In respect of Gauteng Province, kindly indicate the total number of suspects arrested in the said incidents involving illegal firearm possession, per the records.',
    covers: ['conjunction', 'people'],
    expect: (rows) =>
      number(suspectsArrested(rowsWhere(rows, has('illegal firearm possession'), inProvince('Gauteng')))),
  },
  {
    notebook: 'a',
    question:
      'Kindly advise what percentage of the incidents per the records resulted in an arrest being effected.',
    covers: ['share'],
    expect: (rows) => percentOf(rows, arrested),
  },
  {
    notebook: 'a',
    question:
      'Per the records, how many incidents occurred in the Western Cape in the period 1 January 2019 to 31 December 2021 inclusive?',
    covers: ['calendar', 'conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, inProvince('Western Cape'), within('2019-01-01', '2021-12-31'))),
  },
  {
    notebook: 'a',
    question: 'Kindly furnish the median age of the suspects in respect of whom an age is recorded.',
    covers: ['people'],
    expect: (rows) => number(medianOf(suspectAges(rows))),
  },
  {
    notebook: 'a',
    question:
      'Of the suspects arrested in respect of the said incidents, how many were foreign nationals or undocumented persons, per the records?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the TikTok true-crime creator, on notebook a.
  {
    notebook: 'a',
    question:
      'POV: the most insane case in here. which one had the most victims in one go?? where did it go down',
    covers: ['ranking', 'slang'],
    ...largestIncident(
      () => true,
      (r) => r.num_victims,
    ),
  },
  {
    notebook: 'a',
    question: "rank the provinces by murder cases no cap, who's #1",
    covers: ['ranking', 'slang'],
    ...ranking(murderProvinceTally, kznProvinceNames),
  },
  {
    notebook: 'a',
    question: 'storytime: what day of the week do the most robberies and hijackings go down? rank them',
    covers: ['ranking', 'calendar', 'slang'],
    ...ranking(robberyWeekdayTally),
  },
  {
    notebook: 'a',
    question: 'CIT heist in the Western Cape? y/n no cap',
    covers: ['yes/no', 'conjunction', 'slang'],
    expect: (rows) => yesNo(count(rows, has('cash-in-transit robbery'), inProvince('Western Cape')) > 0),
  },
  {
    notebook: 'a',
    question: 'avg suspects arrested per case? 1 decimal pls',
    covers: ['people', 'slang'],
    expect: (rows) =>
      meanOf(
        rows.map((r) => r.num_suspects_arrested),
        1,
      ),
  },

  // Voice 1, the worried mother, on notebook b.
  {
    notebook: 'b',
    question: 'how many kids were victims in the rape cases?? under 18. i feel sick',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(has('rape')))),
  },
  {
    notebook: 'b',
    question: 'did anything happen at a school?? yes or no please i need to know',
    covers: ['yes/no'],
    expect: (rows) => yesNo(count(rows, atPlace('school')) > 0),
  },
  {
    notebook: 'b',
    question: 'how many kidnapings since 2020?? it feels like its every week now',
    covers: ['calendar', 'restricted count', 'misspelling'],
    expect: (rows) => number(count(rows, kidnapping, sinceYear(2020))),
  },
  {
    notebook: 'b',
    question: 'out of all the kidnapping cases how many % also had a murder in them, be honest with me',
    covers: ['share', 'conjunction'],
    expect: (rows) => percentOf(rows.filter(kidnapping), murder),
  },
  {
    notebook: 'b',
    question:
      'how many childern go missing in Limpopo every year and is it getting worse?? my son goes to school there',
    covers: ['refusal', 'misspelling'],
    expect: refusal,
  },

  // Voice 2, the immigration officer, on notebook b.
  {
    notebook: 'b',
    question:
      'Per the records, kindly indicate the number of incidents in respect of illegal mining in the North West and Northern Cape provinces combined.',
    covers: ['conjunction', 'restricted count'],
    expect: (rows) =>
      number(
        count(rows, illegalMining, (r) => inProvince('North West')(r) || inProvince('Northern Cape')(r)),
      ),
  },
  {
    notebook: 'b',
    question:
      'Kindly indicate the total number of suspects arrested in respect of all illegal mining incidents, per the records.',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(suspectsArrested(rows.filter(illegalMining))),
  },
  {
    notebook: 'b',
    question: 'In respect of which province was the highest number of suspects arrested, per the records?',
    covers: ['ranking', 'people'],
    ...ranking(arrestsByProvince),
  },
  {
    notebook: 'b',
    question:
      'Kindly furnish the date of the earliest incident per the records in respect of drug-related offences, namely drug dealing or drug possession.',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(anyCrime('drug dealing', 'drug possession')), 'earliest'),
  },
  {
    notebook: 'b',
    question:
      'Kindly indicate how many of the said illegal miners were undocumented persons, together with their countries of origin.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the TikTok true-crime creator, on notebook b.
  {
    notebook: 'b',
    question: 'POV: cops bust a whole crew at once. which case had the most suspects arrested?? where was it',
    covers: ['ranking', 'slang'],
    ...largestIncident(
      () => true,
      (r) => r.num_suspects_arrested,
    ),
  },
  {
    notebook: 'b',
    question: 'rank the months for robberies + hijackings, all years together. which month is the worst',
    covers: ['ranking', 'calendar'],
    ...ranking(robberyMonthTally),
  },
  {
    notebook: 'b',
    question: 'how many cases went down on a weekend (sat or sun)? for a storytime series',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, weekend)),
  },
  {
    notebook: 'b',
    question: 'any cops as victims in the Northern Cape cases? y/n',
    covers: ['yes/no', 'slang'],
    expect: (rows) => yesNo(peopleTotal('victims_police', rows.filter(inProvince('Northern Cape'))) > 0),
  },
  {
    notebook: 'b',
    question: 'which suspect got the longest jail sentence?? need it for part 2 no cap',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },
];

export const fresh246QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH246_QUESTIONS, rows);
