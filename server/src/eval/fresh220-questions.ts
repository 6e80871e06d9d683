/**
 * The two-hundred-and-twentieth fresh question set (blind): thirty questions, fifteen about notebook `a` and fifteen about notebook `b`, written without reading the analyst, the extractor or the other question sets.
 * Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A Durban port logistics manager: truck hijackings, cargo theft, the N2/N3 corridor, depots and
 *    routes; business-brisk, with freight jargon ("CIT heists", "nabbed", "lanes").
 * 2. An economist who writes in shorthand: "YoY", "delta", "n=", "p.p.", "share (%)", "vs", arrows
 *    ("2021 -> 2024").
 * 3. A North West community journalist who mixes Setswana into friendly on-the-ground English
 *    ("dumela" = hello, "bokae" = how many, "kae" = where, "leng" = when, "ee"/"nnyaa" = yes/no,
 *    "bana" = children), typing fast enough to misspell now and then ("kidnaping").
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category, each row once however many of the categories it holds):
 * - Dates are `event_date` alone: a row without one is outside every year, weekday and "earliest"/"most
 *   recent" question; `published_date` is never read. A year is the calendar year of `event_date`; a
 *   weekend is a Saturday or Sunday of `event_date`.
 * - People are sums of the stated figures: `victims_killed` (killed, body count), `victims_injured`
 *   (injured), `victims_children` (children, "bana", under eighteen), `victims_female` /
 *   `victims_male` (victims by sex), `suspects_female` (women among the suspects, arrested or sought),
 *   `num_suspects_arrested` (suspects arrested, nabbed). A null (unstated) figure adds nothing.
 * - Crime kinds: "truck hijackings" are `truck hijacking`; "CIT heists" are `cash-in-transit robbery`;
 *   "hijackings of trucks or cars" are `truck hijacking` or `carjacking`; "business robberies" are
 *   `business robbery`; "murder" is `murder` alone (not attempted murder or culpable homicide);
 *   "kidnapping" is `kidnapping`. The top crime categories leave out the vocabulary's `other`, and name
 *   `illegal firearm possession` by the word "firearm".
 * - Places: "the Joburg metro" is the `City of Johannesburg` municipality and "eThekwini" the `eThekwini`
 *   municipality; a municipality is answered as written or without "City of", and rows without one are
 *   left out of a municipality ranking. "North West" and "Mpumalanga" are the `province`; KwaZulu-Natal
 *   may be answered as "KZN".
 * - Shares: the female share of victims is the sum of `victims_female` over the sum of `victims_female`
 *   and `victims_male` (nulls add nothing); the arrest share of murders is the murder rows with
 *   `arrest_made === true` over all murder rows (an unstated arrest counts as not made). Both to the
 *   nearest whole percent.
 * - Averages: the median of victims per incident is over the rows that state `num_victims`; the mean
 *   suspect age is over every stated age in `suspect_ages` (one per suspect); both to one decimal. A
 *   value on the halfway mark is an error in the question.
 * - Differences: "how many more in P than in Q" is the count of P minus the count of Q, and the
 *   "YoY delta 2022 -> 2023" is the count of 2023 minus the count of 2022; a difference that is not
 *   positive is an error in the question. "Killed vs injured, delta" is the killed sum minus the injured
 *   sum; fewer killed than injured is an error in the question.
 * - A per-year series ("killed by yr, 2021 -> 2024") is the list of the killed sums of each calendar
 *   year in turn.
 * - Yes/no: "any women among the suspects" is Yes when the stated `suspects_female` figures sum above
 *   zero; "more male than female victims" is Yes when the `victims_male` sum exceeds the `victims_female`
 *   sum over the province's rows.
 * - Rankings (province with the most suspects arrested, province with the most killed, municipality with
 *   the most incidents, North West municipality with the most incidents) carry their tally; a tie at the
 *   top is an error in the question. The top three crime categories must have no tie among the first
 *   four places.
 * - Refusals: the ground truth holds no cargo carried or its value, no time of day, no sentences or
 *   court outcomes, no bail amounts and no names of victims or suspects.
 */
import type { Expectation } from './answer-matching';
import {
  anyCrime,
  type BlindQuestion,
  inMunicipality,
  kznProvinceNames,
  peopleByProvince,
  peopleTotal,
  percentage,
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
  crimeNames,
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
  topKeys,
  weekend,
} from './ground-truth-questions';

const truckHijacking = has('truck hijacking');
const kidnapping = has('kidnapping');
const murder = has('murder');
const northWest = inProvince('North West');

/** The median of the stated values, rounded; no stated value is an error in the question. */
function medianOf(values: (number | null)[], decimals: number): Expectation {
  const stated = values.filter((v): v is number => v !== null).sort((x, y) => x - y);
  if (stated.length === 0) throw new Error('no stated value to take a median of');
  const middle = Math.floor(stated.length / 2);
  const median =
    stated.length % 2 === 1 ? (stated[middle] ?? 0) : ((stated[middle - 1] ?? 0) + (stated[middle] ?? 0)) / 2;
  return number(rounded(median, decimals));
}

/** The killed of each calendar year in turn, as a list. */
const killedByYear =
  (...years: number[]) =>
  (rows: readonly DevRow[]): Expectation => ({
    kind: 'list',
    value: years.map((year) => peopleTotal('victims_killed', rows.filter(inYear(year)))),
  });

/** The crime categories of the vocabulary held by the most incidents, `other` left out, most first. */
const topCrimes =
  (size: number) =>
  (rows: readonly DevRow[]): Expectation => ({
    kind: 'list',
    value: topKeys(
      rows.flatMap((r) => [...new Set(r.crimes)].filter((crime) => crime !== 'other')),
      (crime) => crime,
      size,
    ).map((crime) => crimeNames(crime)[0] ?? crime),
  });

const arrestsByProvince = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_suspects_arrested ?? 0,
  );
const municipalityTally = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.municipality);
const northWestMunicipalityTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(northWest), (r) => r.municipality);

export const FRESH220_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the Durban port logistics manager, on notebook a.
  {
    notebook: 'a',
    question:
      'Freight risk check: truck hijackings and CIT heists together - how many incidents in total on record?',
    covers: ['restricted count', 'slang'],
    expect: (rows) => number(count(rows, anyCrime('truck hijacking', 'cash-in-transit robbery'))),
  },
  {
    notebook: 'a',
    question:
      'Our rigs run Durban to Joburg up the N3 every day. How many more incidents are logged in the Joburg metro than in eThekwini?',
    covers: ['conjunction', 'restricted count'],
    expect: (rows) => excessOf(rows, inMunicipality('City of Johannesburg'), inMunicipality('eThekwini')),
  },
  {
    notebook: 'a',
    question: 'Date of the latest truck hijacking in these releases? Need it for the route risk memo.',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(truckHijacking), 'latest'),
  },
  {
    notebook: 'a',
    question:
      'Depot security budgeting: which province had the highest total of suspects nabbed across all its incidents?',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(arrestsByProvince, kznProvinceNames),
  },
  {
    notebook: 'a',
    question:
      'On the truck hijackings: what cargo was on board and what was the load worth in rand? Insurers are asking.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the economist, on notebook a.
  {
    notebook: 'a',
    question: 'killed (n) by yr, 2021 -> 2022 -> 2023 -> 2024?',
    covers: ['people', 'calendar'],
    expect: killedByYear(2021, 2022, 2023, 2024),
  },
  {
    notebook: 'a',
    question: 'victims by sex: female share (%) of sex-stated victims, nearest whole %?',
    covers: ['share', 'people'],
    expect: (rows) => {
      const female = sum(rows.map((r) => r.victims_female));
      return percentage(female, female + sum(rows.map((r) => r.victims_male)));
    },
  },
  {
    notebook: 'a',
    question: 'median victims per incident (only incidents w/ a stated victim count), 1 d.p.?',
    covers: ['people'],
    expect: (rows) =>
      medianOf(
        rows.map((r) => r.num_victims),
        1,
      ),
  },
  {
    notebook: 'a',
    question: "top 3 crime categories by incident count (excl. 'other'), desc?",
    covers: ['restricted count'],
    expect: topCrimes(3),
  },
  {
    notebook: 'a',
    question: 'mean custodial sentence (yrs) handed down in the murder cases, n=?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the North West community journalist, on notebook a.
  {
    notebook: 'a',
    question: 'Dumela! Bokae kidnaping cases were there in Gauteng in this batch?',
    covers: ['conjunction', 'restricted count', 'misspelling', 'slang'],
    expect: (rows) => number(count(rows, kidnapping, inProvince('Gauteng'))),
  },
  {
    notebook: 'a',
    question:
      'Kae do most of these incidents happen? Which municipality tops the list for number of incidents?',
    covers: ['ranking', 'slang'],
    ...ranking(municipalityTally, municipalityNames),
  },
  {
    notebook: 'a',
    question: 'Leng was the very first kidnapping in these reports? The date it happened, please.',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows.filter(kidnapping), 'earliest'),
  },
  {
    notebook: 'a',
    question: 'Ee or nnyaa: were there any women among the suspects in these cases?',
    covers: ['yes/no', 'people', 'slang'],
    expect: (rows) => yesNo(peopleTotal('suspects_female', rows) > 0),
  },
  {
    notebook: 'a',
    question:
      'What were the names of the people killed in the Cape Town shootings? I want to write about the families.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 1, the Durban port logistics manager, on notebook b.
  {
    notebook: 'b',
    question: 'N4 lane through Mpumalanga: hijackings of trucks or cars there, how many incidents?',
    covers: ['conjunction', 'restricted count', 'slang'],
    expect: (rows) =>
      number(count(rows, anyCrime('truck hijacking', 'carjacking'), inProvince('Mpumalanga'))),
  },
  {
    notebook: 'b',
    question: 'Business robberies - shops, depots, the lot: total suspects nabbed?',
    covers: ['people', 'restricted count', 'slang'],
    expect: (rows) => number(suspectsArrested(rows.filter(has('business robbery')))),
  },
  {
    notebook: 'b',
    question: 'Weekend exposure for our drivers: how many incidents happened on a Saturday or Sunday?',
    covers: ['calendar'],
    expect: (rows) => number(count(rows, weekend)),
  },
  {
    notebook: 'b',
    question:
      'Which province has the highest body count - most people killed in total? Deciding where to reroute.',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_killed')),
  },
  {
    notebook: 'b',
    question: 'Time of day on the hijackings - mostly at night or during daylight hours?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the economist, on notebook b.
  {
    notebook: 'b',
    question: 'incidents YoY, 2022 -> 2023: delta (n)?',
    covers: ['calendar'],
    expect: (rows) => excessOf(rows, inYear(2023), inYear(2022)),
  },
  {
    notebook: 'b',
    question: 'murder cases: share (%) w/ an arrest, n = all murder incidents?',
    covers: ['share', 'restricted count'],
    expect: (rows) => percentOf(rows.filter(murder), arrested),
  },
  {
    notebook: 'b',
    question: 'killed vs injured, all incidents: delta (n)?',
    covers: ['people'],
    expect: (rows) => {
      const delta = peopleTotal('victims_killed', rows) - peopleTotal('victims_injured', rows);
      if (delta < 0) throw new Error(`fewer killed than injured: ${delta}`);
      return number(delta);
    },
  },
  {
    notebook: 'b',
    question: 'suspect age, mean over stated ages, 1 d.p.?',
    covers: ['people'],
    expect: (rows) => meanOf(suspectAges(rows), 1),
  },
  {
    notebook: 'b',
    question: 'avg bail (R) set for arrested suspects vs n released on bail?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the North West community journalist, on notebook b.
  {
    notebook: 'b',
    question: 'Dumela! Here in North West, bokae bana - children under 18 - were victims in these incidents?',
    covers: ['people', 'conjunction', 'slang'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(northWest))),
  },
  {
    notebook: 'b',
    question:
      'Kae in North West are things worst? Which municipality in our province has the most incidents?',
    covers: ['ranking', 'slang'],
    ...ranking(northWestMunicipalityTally, municipalityNames),
  },
  {
    notebook: 'b',
    question: 'Leng was the most recent kidnapping in North West? Just the date it happened.',
    covers: ['date', 'conjunction', 'slang'],
    expect: (rows) => dateAt(rowsWhere(rows, kidnapping, northWest), 'latest'),
  },
  {
    notebook: 'b',
    question: 'Ee or nnyaa - in the North West incidents, were more of the victims male than female?',
    covers: ['yes/no', 'people', 'slang'],
    expect: (rows) => {
      const nw = rows.filter(northWest);
      return yesNo(peopleTotal('victims_male', nw) > peopleTotal('victims_female', nw));
    },
  },
  {
    notebook: 'b',
    question: 'What sentence did the court give the man accused in the Taung rape and murder case?',
    covers: ['refusal'],
    expect: refusal,
  },
];

export const fresh220QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH220_QUESTIONS, rows);
