/**
 * The hundred-and-eighty-fifth fresh question set (blind): thirty questions, fifteen about notebook `a`
 * and fifteen about notebook `b`, written without reading the analyst, the extractor or the other question
 * sets. Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A Free State farm-safety association officer: farm attacks, livestock, rural stations and
 *    municipalities; short, practical, with abbreviations and slips ("FS", "ppl", "pls", "y/n", "avg",
 *    "nabbed", "stok theft", "Free Sate", "munisipality").
 * 2. A parliamentary budget analyst: ratios, per-incident averages and year-on-year changes, in dry
 *    official English ("persons killed", "by year of occurrence", "to one decimal place").
 * 3. A podcast producer fact-checking a script: quotes the script's claim, then asks whether it holds up
 *    (a Yes or No), or asks for the exact figure or date the script should carry.
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is outside every year, month and weekday, and is
 *   never the earliest or the latest; `published_date` is never read ("the date of the attack, not the
 *   press release").
 * - "FS" is the Free State province; "KZN" is KwaZulu-Natal. "Stock theft" / "livestock theft" is
 *   `stock theft`; "murder" is `murder` (not attempted murder or culpable homicide); "rape" is `rape`.
 * - A farm incident is a row whose `location` holds the word "farm" (any case). A "farm attack" is a farm
 *   incident in which people were attacked: its crimes hold at least one of murder, attempted murder,
 *   culpable homicide, rape, sexual assault, assault gbh, common assault, armed robbery, robbery, house
 *   robbery, business robbery, carjacking or kidnapping. Stock theft, theft or illegal mining on a farm,
 *   with no such crime, is not an attack.
 * - People are sums of the stated figures: `victims_killed` (killed, persons killed, lost their lives),
 *   `victims_injured` (injured), `victims_police` (police officers, cops, on or off duty),
 *   `victims_children` (children), `victims_female` / `victims_male` (female and male victims),
 *   `num_suspects_arrested` (suspects arrested, nabbed, a bust's arrests). A null (unstated) figure adds
 *   nothing.
 * - A per-incident average is taken over the incidents whose figure is stated (a stated 0 counts, an
 *   unstated figure leaves the incident out of both the sum and the count), rounded as asked. The
 *   province with the highest average victims per incident is ranked by that average.
 * - A ratio "X to Y" is the sum of X over the sum of Y (nulls adding nothing), to two decimals.
 * - A year-on-year change "from year 1 to year 2" is 100 × (Y2 − Y1) / Y1, by `event_date` year, to the
 *   nearest whole percent, given as the size of the asked decline or increase (a change the other way is
 *   an error in the question).
 * - The share of incidents with a child victim is the rows whose `victims_children` is above 0 over all
 *   the notebook's rows (an unstated figure counts as no child victim), to the nearest whole percent.
 * - A place named by a town ("in Khayelitsha", "at Barberton") is a row whose `location` holds the name.
 *   A police station is `police_station` (rows without one are left out); a municipality is
 *   `municipality` (rows without one are left out).
 * - "Every rape case ended with somebody arrested" holds only when every rape row has
 *   `arrest_made === true` (an unstated arrest breaks the claim).
 * - "Wednesday comes up more than any other day" holds when Wednesday is the single top weekday of the
 *   dated incidents; "the single biggest bust was 19 arrests at Barberton" holds when the incident with
 *   the most arrests (by location) lies at Barberton and had 19 arrests.
 * - Rankings (station with most incidents, province with the highest average victims per incident,
 *   province with most killed on farms, Free State municipality with most incidents, calendar month with
 *   most persons killed) each carry their tally; a tie at the top is an error in the question. The month
 *   ranking counts only dated incidents with a stated killed figure.
 * - Refusals: the releases' ground truth holds no police response times, no population figures (so no
 *   rate per head), no suspects' employment, no farm watch or private security on the farms, no cost of
 *   an arrest to the state, and nothing about load-shedding.
 */
import {
  anyCrime,
  atPlace,
  type BlindQuestion,
  largestIncident,
  leaderOf,
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
  has,
  inProvince,
  inYear,
  meanOf,
  month,
  number,
  percentOf,
  refusal,
  rounded,
  sum,
  weekday,
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

const freeState = inProvince('Free State');
const stockTheft = has('stock theft');
/** An incident the release places on a farm. */
const onAFarm = atPlace('farm');
/** A crime in which people were attacked. */
const attackOnPeople = anyCrime(
  'murder',
  'attempted murder',
  'culpable homicide',
  'rape',
  'sexual assault',
  'assault gbh',
  'common assault',
  'armed robbery',
  'robbery',
  'house robbery',
  'business robbery',
  'carjacking',
  'kidnapping',
);
/** A farm attack: a farm incident in which people were attacked (stock theft alone is not one). */
const farmAttack = (r: DevRow) => onAFarm(r) && attackOnPeople(r);

/** The year-on-year change from the first figure to the second, as a whole percentage of the first. */
function percentChange(first: number, second: number, direction: 'increase' | 'decline') {
  const change = second - first;
  if (direction === 'increase' ? change <= 0 : change >= 0)
    throw new Error(`no ${direction}: ${first} -> ${second}`);
  return percentage(Math.abs(change), first);
}

/** The sum of one figure over the sum of another, to two decimals; an empty second sum is an error. */
function ratioOf(top: number, bottom: number) {
  if (bottom === 0) throw new Error('no figure to divide by');
  return number(rounded(top / bottom, 2));
}

const stationTally = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.police_station);

/** Each province's average victims per incident, over the incidents whose victim count is stated. */
const victimsPerIncidentByProvince = (rows: readonly DevRow[]) => {
  const stated = rows.filter((r) => r.num_victims !== null);
  const totals = tallyOf(
    stated,
    (r) => r.province,
    (r) => r.num_victims ?? 0,
  );
  const incidents = tallyOf(stated, (r) => r.province);
  return new Map([...totals].map(([province, total]) => [province, total / (incidents.get(province) ?? 1)]));
};

const farmKilledByProvince = (rows: readonly DevRow[]) =>
  tallyOf(
    rows.filter(onAFarm),
    (r) => r.province,
    (r) => r.victims_killed ?? 0,
  );

const freeStateMunicipalityTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(freeState), (r) => r.municipality);

/** Persons killed per calendar month (all years), over dated incidents with a stated killed figure. */
const killedByMonth = (rows: readonly DevRow[]) =>
  tallyOf(
    rows.filter((r) => r.victims_killed !== null && r.victims_killed !== undefined),
    (r) => {
      const m = month(r);
      return m === undefined ? undefined : MONTH_NAMES[m - 1];
    },
    (r) => r.victims_killed ?? 0,
  );

/** The incidents per year of occurrence, or the killed, for a year-on-year change. */
const incidentsIn = (year: number, rows: readonly DevRow[]) => count(rows, inYear(year));
const killedIn = (year: number, rows: readonly DevRow[]) =>
  peopleTotal('victims_killed', rows.filter(inYear(year)));

/** The incident with the most suspects arrested, by location, and its arrests. */
const biggestBust = largestIncident(
  () => true,
  (r) => r.num_suspects_arrested,
);

export const FRESH185_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the Free State farm-safety officer, on notebook a.
  {
    notebook: 'a',
    question:
      'Farm safety desk here. Any FS incidents in this batch at all, or is it all other provinces? y/n',
    covers: ['yes/no', 'slang'],
    expect: (rows) => yesNo(count(rows, freeState) > 0),
  },
  {
    notebook: 'a',
    question: 'How many stok theft cases are in these releases, all provinces together?',
    covers: ['restricted count', 'misspelling'],
    expect: (rows) => number(count(rows, stockTheft)),
  },
  {
    notebook: 'a',
    question: 'Livestock theft - how many suspects were nabbed in total across those cases?',
    covers: ['people', 'slang', 'restricted count'],
    expect: (rows) => number(suspectsArrested(rows.filter(stockTheft))),
  },
  {
    notebook: 'a',
    question:
      'Which police station comes up the most in this lot? We track the stations, not just the towns.',
    covers: ['ranking'],
    ...ranking(stationTally),
  },
  {
    notebook: 'a',
    question: 'Whats the avg police response time to the stock theft complaints in here?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the parliamentary budget analyst, on notebook a.
  {
    notebook: 'a',
    question:
      'What was the average number of suspects arrested per incident in the Western Cape, rounded to one decimal place?',
    covers: ['people', 'restricted count'],
    expect: (rows) =>
      meanOf(
        rows.filter(inProvince('Western Cape')).map((r) => r.num_suspects_arrested),
        1,
      ),
  },
  {
    notebook: 'a',
    question:
      'Please provide the ratio of persons killed to persons injured across all incidents, to two decimal places.',
    covers: ['people', 'share'],
    expect: (rows) => ratioOf(peopleTotal('victims_killed', rows), peopleTotal('victims_injured', rows)),
  },
  {
    notebook: 'a',
    question:
      'By what percentage did the number of persons killed decline from 2022 to 2023, by year of occurrence?',
    covers: ['people', 'calendar', 'share'],
    expect: (rows) => percentChange(killedIn(2022, rows), killedIn(2023, rows), 'decline'),
  },
  {
    notebook: 'a',
    question:
      'Which province recorded the highest average number of victims per incident, taking only incidents for which a victim count is reported?',
    covers: ['ranking', 'people'],
    ...ranking(victimsPerIncidentByProvince),
  },
  {
    notebook: 'a',
    question: 'What was the incident rate per 100 000 residents in Gauteng over the period covered?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the podcast producer, on notebook a.
  {
    notebook: 'a',
    question:
      'Fact-check for our episode: we say the Eastern Cape had more people killed than KZN in these releases - does that hold up?',
    covers: ['yes/no', 'people', 'slang'],
    expect: (rows) =>
      yesNo(
        peopleTotal('victims_killed', rows.filter(inProvince('Eastern Cape'))) >
          peopleTotal('victims_killed', rows.filter(inProvince('KwaZulu-Natal'))),
      ),
  },
  {
    notebook: 'a',
    question:
      "Our script says KZN's earliest murder in this batch dates back to late 2017. What's the exact date of that incident?",
    covers: ['date', 'conjunction', 'slang'],
    expect: (rows) => dateAt(rowsWhere(rows, has('murder'), inProvince('KwaZulu-Natal')), 'earliest'),
  },
  {
    notebook: 'a',
    question:
      'We say Wednesday comes up more often than any other day of the week in these incidents - does that hold up?',
    covers: ['calendar', 'yes/no'],
    expect: (rows) => yesNo(leaderOf(tallyOf(rows, weekday)) === 'Wednesday'),
  },
  {
    notebook: 'a',
    question:
      "Line in the script: 'more than a dozen people were killed in Khayelitsha alone.' Does that hold up against the releases?",
    covers: ['people', 'yes/no', 'restricted count'],
    expect: (rows) => yesNo(peopleTotal('victims_killed', rows.filter(atPlace('Khayelitsha'))) > 12),
  },
  {
    notebook: 'a',
    question: 'We say most of the suspects arrested in these cases were unemployed - does that hold up?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 1, the Free State farm-safety officer, on notebook b.
  {
    notebook: 'b',
    question: 'FS farm attacks only - ppl attacked on the farm, not just stock taken. How many in here?',
    covers: ['restricted count', 'conjunction', 'slang'],
    expect: (rows) => number(count(rows, farmAttack, freeState)),
  },
  {
    notebook: 'b',
    question: 'When was the last farm attack in the FS? Date of the attack pls, not the press release.',
    covers: ['date', 'calendar', 'slang'],
    expect: (rows) => dateAt(rowsWhere(rows, farmAttack, freeState), 'latest'),
  },
  {
    notebook: 'b',
    question: 'Which province has the most people killed on farms in these reports?',
    covers: ['ranking', 'people'],
    ...ranking(farmKilledByProvince),
  },
  {
    notebook: 'b',
    question: 'Inside the Free Sate, which munisipality has the most incidents?',
    covers: ['ranking', 'misspelling'],
    ...ranking(freeStateMunicipalityTally),
  },
  {
    notebook: 'b',
    question:
      'How many of the FS farms that were hit had a farm watch or private security on contract at the time?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the parliamentary budget analyst, on notebook b.
  {
    notebook: 'b',
    question:
      'What was the average number of persons killed per incident in the Free State, counting only incidents for which a fatality figure is reported, to one decimal place?',
    covers: ['people', 'restricted count'],
    expect: (rows) =>
      meanOf(
        rows.filter(freeState).map((r) => r.victims_killed ?? null),
        1,
      ),
  },
  {
    notebook: 'b',
    question:
      'Please state the ratio of female to male victims, to two decimal places, counting victims whose sex is reported.',
    covers: ['people', 'share'],
    expect: (rows) => ratioOf(sum(rows.map((r) => r.victims_female)), sum(rows.map((r) => r.victims_male))),
  },
  {
    notebook: 'b',
    question:
      'By what percentage did the number of recorded incidents increase from 2022 to 2023, by year of occurrence?',
    covers: ['calendar', 'share'],
    expect: (rows) => percentChange(incidentsIn(2022, rows), incidentsIn(2023, rows), 'increase'),
  },
  {
    notebook: 'b',
    question:
      'In which calendar month, all years combined, was the largest number of persons killed recorded?',
    covers: ['ranking', 'calendar', 'people'],
    ...ranking(killedByMonth),
  },
  {
    notebook: 'b',
    question: 'What was the average cost to the state per arrest effected in these operations?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the podcast producer, on notebook b.
  {
    notebook: 'b',
    question:
      'We say the single biggest bust in these releases was 19 arrests at an old mine at Barberton - does that hold up?',
    covers: ['yes/no', 'people'],
    expect: (rows) => {
      const tally = biggestBust.tally?.(rows) ?? new Map<string, number>();
      const location = leaderOf(tally);
      return yesNo(/barberton/i.test(location) && tally.get(location) === 19);
    },
  },
  {
    notebook: 'b',
    question:
      'Our script claims cops were among the victims in five separate incidents, on duty or off - does that hold up?',
    covers: ['yes/no', 'people', 'slang'],
    expect: (rows) => yesNo(count(rows, (r) => (r.victims_police ?? 0) > 0) === 5),
  },
  {
    notebook: 'b',
    question: 'We say every rape case in these releases ended with somebody arrested - is that accurate?',
    covers: ['yes/no', 'restricted count'],
    expect: (rows) => yesNo(rows.filter(has('rape')).every((r) => r.arrest_made === true)),
  },
  {
    notebook: 'b',
    question:
      "We say about a quarter of the incidents here involved a child victim - what's the actual percentage?",
    covers: ['share', 'people'],
    expect: (rows) => percentOf(rows, (r) => (r.victims_children ?? 0) > 0),
  },
  {
    notebook: 'b',
    question: 'We say most of these attacks happened during load-shedding - does that hold up?',
    covers: ['refusal'],
    expect: refusal,
  },
];

export const fresh185QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH185_QUESTIONS, rows);
