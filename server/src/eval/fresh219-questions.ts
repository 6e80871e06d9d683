/**
 * The two-hundred-and-nineteenth fresh question set (blind): thirty questions, fifteen about notebook `a` and fifteen about notebook `b`, written without reading the analyst, the extractor or the other question sets.
 * Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A long-distance truck driver on the N1, N3 and N12 who dictates by voice-to-text at truck stops:
 *    run-on sentences without punctuation, homophone slips ("weigh" for "way", "threw" for "through",
 *    "witch" for "which", "hole" for "whole", "no" for "know"), numbers spoken as words ("n three",
 *    "twenty twenty"), hijackings, heists and roads.
 * 2. A bank's financial-crime risk analyst: formal risk vocabulary ("incidence", "exposure",
 *    "concentration", "base", "per incident"), economic crime, cash-in-transit losses, stated bases and
 *    decimals.
 * 3. A retired mathematics teacher who puts each question as a word problem ("If we take all the ... and
 *    subtract ...", "What fraction of ...", "Suppose ...").
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone; `published_date` is never read. A row without an `event_date` is
 *   outside every year, date range and series, is never the earliest or the latest, and has no weekday.
 *   "The last" / "the most recent" is the latest `event_date`; "the first on record" the earliest.
 *   "Between 1 January 2019 and 31 December 2021" includes both ends. A year's figure in a series is
 *   over the rows whose `event_date` falls in that calendar year; the series is answered as a list of
 *   the yearly figures, earliest year first.
 * - A weekday is the weekday of the incident's `event_date` (UTC calendar), named in English.
 * - People are sums of the stated figures, a null (unstated) figure adding nothing: `victims_killed`
 *   (killed, people who died), `victims_injured` (injured, hurt), `victims_children` (children, under
 *   eighteen), `victims_female` / `victims_male` (victims by sex), `num_victims` (victims),
 *   `num_suspects_arrested` (suspects arrested, "okes locked up"). A suspect's age is one item of
 *   `suspect_ages` (every stated age counts once, whatever the incident); "under thirty" is an age below
 *   30.
 * - "Hijackings" (of "trucks and cars both") are the rows holding `truck hijacking` or `carjacking`;
 *   "a truck hijacking" is `truck hijacking` alone. A "cash-in-transit heist" is
 *   `cash-in-transit robbery`. "Economic crime" is `fraud`, `corruption` or `extortion`. "Rape cases" are
 *   the rows holding `rape`. "Somebody killed in a hijacking" is a hijacking row whose stated
 *   `victims_killed` is above zero. An incident "involving a child victim" has a stated
 *   `victims_children` above zero.
 * - A province is `province` (KwaZulu-Natal may be answered as "KZN"; roads named in a question, such as
 *   the N3 through KZN, only place the province and are never matched against `location`). A
 *   municipality is `municipality` (rows without one are left out), answered without "City of" so that
 *   either form of the name holds it.
 * - Shares are to the nearest whole percent, over the base the question names: the economic-crime
 *   incidence and the child-victim incidence over all the notebook's incidents; the male share of
 *   victims over the sum of `victims_female` and `victims_male`; the child share of rape cases over the
 *   rape rows; the Free State share of the killed over all the notebook's stated killed.
 * - The mean victims per incident is over the rows with a stated `num_victims`, to one decimal place.
 *   The median suspect age is the middle of the stated ages in order (with an even count, the mean of
 *   the two middle ages), to one decimal place. A value lying on a rounding halfway mark is an error in
 *   the question.
 * - "If we take P and subtract Q" is P's figure less Q's; P must be the larger.
 * - Rankings each carry their tally and must be tie-free at every place asked for (and, for a top-N
 *   list, at the cut-off below it): the province with the most suspects arrested; the three
 *   municipalities with the most incidents, most first; the two crime categories that occur in the most
 *   incidents, most first (illegal firearm possession named as "firearm"); the incident with the most
 *   people injured (over the rows stating an injured figure), answered by its weekday.
 * - A yes/no check is "Yes" when at least one incident meets every condition, otherwise "No".
 * - Refusals: the ground truth holds no hour or time of day, no weapon types, no rand values of losses,
 *   no court outcomes or convictions, no security companies, and no motives.
 */
import {
  anyCrime,
  type BlindQuestion,
  largestIncident,
  leaderOf,
  peopleTotal,
  percentage,
  rankedTally,
  ranking,
  rowsWhere,
  stated,
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
  text,
  weekday,
  within,
} from './ground-truth-questions';

/** A hijacking of trucks and cars both: `truck hijacking` or `carjacking`. */
const hijacking = anyCrime('truck hijacking', 'carjacking');
const cit = has('cash-in-transit robbery');
/** Economic crime: fraud, corruption or extortion. */
const economicCrime = anyCrime('fraud', 'corruption', 'extortion');
/** An incident with a stated child victim. */
const childVictim = (r: DevRow) => (r.victims_children ?? 0) > 0;

/** The sum of a stated people figure over the rows of each year, earliest year first. */
const yearlySeries = (rows: readonly DevRow[], years: number[], measure: (selected: DevRow[]) => number) =>
  years.map((year) => measure(rows.filter(inYear(year))));

/** The median of the values, to one decimal place; no value is an error in the question. */
function medianOf(values: readonly number[]): number {
  const sorted = [...values].sort((x, y) => x - y);
  if (sorted.length === 0) throw new Error('no stated value to take a median of');
  const middle = Math.floor(sorted.length / 2);
  const value =
    sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return rounded(value, 1);
}

/**
 * A top-N ranking: the tally and the list of its `size` leading keys, most first, each named as `nameOf`
 * gives; a tie among them or at the cut-off below them (or too few keys) leaves no single answer.
 */
function topList(
  tally: (rows: readonly DevRow[]) => Map<string, number>,
  size: number,
  nameOf: (key: string) => string = (key) => key,
): Pick<BlindQuestion, 'tally' | 'expect'> {
  return {
    tally,
    expect: (rows) => {
      const ranked = rankedTally(tally(rows)).slice(0, size + 1);
      const figures = ranked.map(([, n]) => n);
      if (ranked.length < size || new Set(figures).size !== figures.length)
        throw new Error(`no single leader for a top ${size}: ${JSON.stringify(ranked)}`);
      return { kind: 'list', value: ranked.slice(0, size).map(([key]) => nameOf(key)) };
    },
  };
}

const arrestsByProvince = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_suspects_arrested ?? 0,
  );
const municipalityTally = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.municipality);
const crimeTally = (rows: readonly DevRow[]) =>
  tallyOf(
    rows.flatMap((r) => [...new Set(r.crimes)]),
    (crime) => crime,
  );
/** Illegal firearm possession as an answer names it. */
const crimeWord = (crime: string) => (crime === 'illegal firearm possession' ? 'firearm' : crime);

/** The incident with the most people injured (over those stating a figure), named by its weekday. */
const mostInjured = largestIncident(() => true, stated('victims_injured'));
const mostInjuredWeekday: Pick<BlindQuestion, 'tally' | 'expect'> = {
  tally: mostInjured.tally,
  expect: (rows) => {
    const location = leaderOf(mostInjured.tally?.(rows) ?? new Map());
    const row = rows.find((r) => r.location === location);
    const day = row ? weekday(row) : undefined;
    if (!day) throw new Error(`the incident at ${location} has no date`);
    return text(day);
  },
};

export const FRESH219_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the truck driver, on notebook a.
  {
    notebook: 'a',
    question:
      'hey quick one how many hijackings are in this hole lot trucks and cars both i want the total of the two put together',
    covers: ['restricted count', 'slang', 'misspelling'],
    expect: (rows) => number(count(rows, hijacking)),
  },
  {
    notebook: 'a',
    question:
      'need to no what time of night most of these hijackings happen witch hours should i not be parked at the truck stop',
    covers: ['refusal', 'misspelling'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question:
      'when was the last cash in transit heist in here the date it happened i pass them armoured vans on the n three all the time',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows.filter(cit), 'latest'),
  },
  {
    notebook: 'a',
    question:
      'was there ever a truck hijacking in kzn thats the province the n three runs threw from durban just yes or no',
    covers: ['yes/no', 'conjunction', 'misspelling'],
    expect: (rows) => yesNo(count(rows, has('truck hijacking'), inProvince('KwaZulu-Natal')) > 0),
  },
  {
    notebook: 'a',
    question:
      'how many okes got locked up all together in the western cape cases thats where the n one ends up so add up every arrest there',
    covers: ['people', 'restricted count', 'slang'],
    expect: (rows) => number(suspectsArrested(rows.filter(inProvince('Western Cape')))),
  },

  // Voice 2, the financial-crime risk analyst, on notebook a.
  {
    notebook: 'a',
    question:
      'What is the incidence of economic crime (fraud, corruption or extortion) in this notebook, expressed as a percentage of all incidents and rounded to the nearest whole percent?',
    covers: ['share', 'restricted count'],
    expect: (rows) => percentOf(rows, economicCrime),
  },
  {
    notebook: 'a',
    question:
      'Taking as the base only those victims whose sex is recorded, what share of the victim exposure is male, to the nearest whole percent?',
    covers: ['share', 'people'],
    expect: (rows) => {
      const male = peopleTotal('victims_male', rows);
      return percentage(male, male + peopleTotal('victims_female', rows));
    },
  },
  {
    notebook: 'a',
    question:
      'For a concentration view, which three municipalities carry the highest incident counts? Please list them in descending order.',
    covers: ['ranking'],
    ...topList(municipalityTally, 3, (key) => municipalityNames(key).at(-1) ?? key),
  },
  {
    notebook: 'a',
    question:
      'Please quantify the aggregate rand value of the losses across the fraud, corruption and robbery incidents, and the average loss per incident.',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question:
      'Over the window from 1 January 2019 to 31 December 2021 inclusive, how many incidents carried a kidnapping component?',
    covers: ['calendar', 'restricted count', 'conjunction'],
    expect: (rows) => number(count(rows, has('kidnapping'), within('2019-01-01', '2021-12-31'))),
  },

  // Voice 3, the retired mathematics teacher, on notebook a.
  {
    notebook: 'a',
    question:
      'If we take all the people killed in the Eastern Cape incidents and subtract all the people killed in the Western Cape incidents, what number are we left with?',
    covers: ['people', 'conjunction'],
    expect: (rows) =>
      excessOf(rows, inProvince('Eastern Cape'), inProvince('Western Cape'), (selected) =>
        peopleTotal('victims_killed', selected),
      ),
  },
  {
    notebook: 'a',
    question:
      'Suppose we write down every suspect age given in these reports and arrange the ages from youngest to oldest. What is the middle value, the median age?',
    covers: ['people'],
    expect: (rows) => number(medianOf(suspectAges(rows))),
  },
  {
    notebook: 'a',
    question:
      'Suppose we tally the number of people killed year by year, from 2019 up to and including 2023. What are the five yearly totals, in order?',
    covers: ['calendar', 'people'],
    expect: (rows) => ({
      kind: 'list',
      value: yearlySeries(rows, [2019, 2020, 2021, 2022, 2023], (selected) =>
        peopleTotal('victims_killed', selected),
      ),
    }),
  },
  {
    notebook: 'a',
    question:
      'Find the single incident in which the greatest number of people were injured. On which day of the week did that incident take place?',
    covers: ['ranking', 'calendar', 'people'],
    ...mostInjuredWeekday,
  },
  {
    notebook: 'a',
    question:
      'What fraction of the suspects who were arrested were later found guilty in court and sentenced?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 1, the truck driver, on notebook b.
  {
    notebook: 'b',
    question:
      'ok so how many hijackings all together in this book trucks and cars both count them i do the n twelve and the n one so i wanna no',
    covers: ['restricted count', 'slang', 'misspelling'],
    expect: (rows) => number(count(rows, hijacking)),
  },
  {
    notebook: 'b',
    question:
      'when was the very first incident on record in the north west province the date of it i go threw there on the n twelve to klerksdorp',
    covers: ['date', 'misspelling'],
    expect: (rows) => dateAt(rows.filter(inProvince('North West')), 'earliest'),
  },
  {
    notebook: 'b',
    question: 'witch province had the most suspects arrested all together add up the arrests for each won',
    covers: ['ranking', 'people', 'misspelling'],
    ...ranking(arrestsByProvince),
  },
  {
    notebook: 'b',
    question:
      'what kind of guns did the robbers use in these cases was it ak forty sevens or pistols i like to no what im up against',
    covers: ['refusal', 'slang', 'misspelling'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question:
      'did anybody get killed in a hijacking in limpopo up the n one weigh truck or car doesnt matter yes or no',
    covers: ['yes/no', 'conjunction', 'people', 'misspelling'],
    expect: (rows) =>
      yesNo(count(rows, hijacking, inProvince('Limpopo'), (r) => (stated('victims_killed')(r) ?? 0) > 0) > 0),
  },

  // Voice 2, the financial-crime risk analyst, on notebook b.
  {
    notebook: 'b',
    question:
      'What is the incidence of cases involving at least one child victim, measured against a base of all incidents in this notebook, to the nearest whole percent?',
    covers: ['share', 'people'],
    expect: (rows) => percentOf(rows, childVictim),
  },
  {
    notebook: 'b',
    question:
      'What is the mean number of victims per incident, using as the base only incidents where a victim count is stated? One decimal place, please.',
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
      'Which two offence categories show the highest incidence, measured by the number of incidents in which each appears? Please rank them, highest first.',
    covers: ['ranking'],
    ...topList(crimeTally, 2, crimeWord),
  },
  {
    notebook: 'b',
    question:
      'What was the total rand exposure across the cash-in-transit incidents, and which security companies were carrying the consignments?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question:
      'Please provide the annual incident counts for 2020, 2021 and 2022 respectively, so that I can see the trend in incidence.',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => ({
      kind: 'list',
      value: yearlySeries(rows, [2020, 2021, 2022], (selected) => selected.length),
    }),
  },

  // Voice 3, the retired mathematics teacher, on notebook b.
  {
    notebook: 'b',
    question:
      'What fraction of the rape cases had at least one victim who was a child under eighteen? Please give the answer as a percentage, rounded to a whole number.',
    covers: ['share', 'conjunction', 'people'],
    expect: (rows) => percentOf(rows.filter(has('rape')), childVictim),
  },
  {
    notebook: 'b',
    question:
      'Suppose we line up every suspect whose age is given in these reports. How many of them are younger than thirty?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(suspectAges(rows).filter((age) => age < 30).length),
  },
  {
    notebook: 'b',
    question:
      'Of all the people killed across these incidents, what fraction were killed in the Free State? Express it as a percentage to the nearest whole number.',
    covers: ['share', 'people'],
    expect: (rows) =>
      percentage(
        peopleTotal('victims_killed', rowsWhere(rows, inProvince('Free State'))),
        peopleTotal('victims_killed', rows),
      ),
  },
  {
    notebook: 'b',
    question:
      'Suppose someone asks what drove each murder. What fraction of the murders were committed out of revenge?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question:
      'If we take all the suspects arrested in North West and subtract all the suspects arrested in Limpopo, how many remain?',
    covers: ['people', 'conjunction'],
    expect: (rows) =>
      excessOf(rows, inProvince('North West'), inProvince('Limpopo'), (selected) =>
        suspectsArrested(selected),
      ),
  },
];

export const fresh219QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH219_QUESTIONS, rows);
