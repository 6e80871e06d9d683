/**
 * The two-hundred-and-first fresh question set (blind): thirty questions, fifteen about notebook `a` and fifteen about notebook `b`, written without reading the analyst, the extractor or the other question sets.
 * Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A human-resources manager at a mining company, worried about employees' safety: illegal mining
 *    ("zama zamas"), people hurt and killed, and things the releases do not record (whether a victim
 *    was an employee, which shift they were on); plain office English with HR words ("headcount",
 *    "incidents logged").
 * 2. A student of statistics asking about spread and location in plain terms: range, most common
 *    value, median, how many incidents had exactly N people killed, cumulative counts "up to and
 *    including" a year, shares with their base stated; a couple of typos ("medain", "cumaltive").
 * 3. A Gauteng ward councillor in Soweto (Orlando, Meadowlands, Dobsonville, Protea Glen) asking about
 *    "my ward" (which the records cannot show) and about Soweto townships and other townships by name;
 *    chatty, local spellings ("Joburg", "Dobsonvile", "kasi").
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is outside every year, "up to and including" window
 *   and weekday, and is never the earliest or latest; `published_date` is never read. "Up to and
 *   including Y" is an `event_date` on or before 31 December of Y. The day of the week is that of
 *   `event_date`.
 * - "Illegal mining" / "zama zamas" is `illegal mining`; a "mine" is read only through that category,
 *   never through the word in a location.
 * - People are sums of the stated figures: `victims_killed` (killed, died), `victims_injured` (injured,
 *   hurt), `victims_children` (children, kids, under eighteen), `num_suspects_arrested` (suspects
 *   arrested). A null (unstated) figure adds nothing.
 * - The statistics of a per-incident figure (range, most common value, median, "exactly N") are taken
 *   over the incidents where that figure is stated: a null is left out, not read as zero. The range is
 *   the largest minus the smallest; the median of an even number of values is the mean of the middle
 *   two; suspect ages are every stated age in `suspect_ages`, one per suspect.
 * - A share "of the incidents where X is stated" has as its base the rows with a non-null X; it is
 *   given to the nearest whole percent. The Joburg share of Gauteng is the rows of the `City of
 *   Johannesburg` municipality over the rows of the province of Gauteng.
 * - "Joburg" / "Johannesburg metro" is the `City of Johannesburg` municipality. A township or suburb
 *   named in a question (Orlando, Meadowlands, Dobsonville, Protea Glen, Khuma) is a row whose
 *   `location` holds that name (any case); "Soweto" is a `location` holding "Soweto" or any of those
 *   four townships.
 * - "How many more injured in P than in Q" is the difference of the two sums; P must have more.
 * - The "child victim" of the earliest such incident is a row with `victims_children` above zero.
 * - "Robberies of any kind" are `armed robbery`, `robbery`, `house robbery`, `business robbery` and
 *   `cash-in-transit robbery` ("CIT"); carjacking and truck hijacking are not robberies here.
 * - Rankings (province with the most injured, most common number of people killed per incident, most
 *   common number of people injured per incident, crime most common in Joburg, weekday with the most
 *   robberies, the illegal mining incident with the most arrests) each carry their tally; a tie at the top is an error in the
 *   question. The largest illegal-mining bust is named by the parts of its location no other incident
 *   shares.
 * - Refusals: the ground truth does not say whether a victim was a company's employee, which shift
 *   anyone was working, which municipal ward an incident fell in, or how a court case ended.
 */
import {
  any,
  anyCrime,
  atPlace,
  type BlindQuestion,
  inMunicipality,
  largestIncident,
  type PeopleV2Field,
  peopleByProvince,
  peopleTotal,
  percentage,
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
  number,
  refusal,
  rounded,
  weekday,
  within,
} from './ground-truth-questions';

const illegalMining = has('illegal mining');
const inJoburg = inMunicipality('City of Johannesburg');
/** Soweto as the councillor names it: the word itself or one of its townships in the location. */
const inSoweto = any(...['Soweto', 'Orlando', 'Meadowlands', 'Dobsonville', 'Protea Glen'].map(atPlace));

/** The incident happened on or before the last day of the year (an undated incident never did). */
const upToAndIncluding = (year: number) => within('0000-01-01', `${year}-12-31`);

/** The stated values of a per-incident people figure, nulls left out. */
const statedValues = (field: PeopleV2Field, rows: readonly DevRow[]) =>
  rows.map(stated(field)).filter((v): v is number => v !== null);

/** The largest minus the smallest of the values; no value is an error in the question. */
function rangeOf(values: readonly number[]) {
  if (values.length === 0) throw new Error('no stated value to take a range of');
  return number(Math.max(...values) - Math.min(...values));
}

/** The median of the values (the mean of the middle two when even); no value is an error. */
function medianOf(values: readonly number[]) {
  const sorted = [...values].sort((x, y) => x - y);
  if (sorted.length === 0) throw new Error('no stated value to take a median of');
  const middle = Math.floor(sorted.length / 2);
  const value =
    sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return number(rounded(value, 1));
}

/** How many incidents state the figure as exactly n. */
const exactly = (field: PeopleV2Field, n: number) => (r: DevRow) => stated(field)(r) === n;

/** The tally of one per-incident figure's stated values, keyed by the value written out. */
const valueTally = (figure: (r: DevRow) => number | null) => (rows: readonly DevRow[]) =>
  tallyOf(rows, (r) => {
    const v = figure(r);
    return v === null ? null : String(v);
  });

/** A number as an answer may write it, in figures or in words. */
const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
const numberNames = (key: string) => {
  const word = NUMBER_WORDS[Number(key)];
  return word ? [key, word] : key;
};

const crimeTally = (rows: readonly DevRow[]) =>
  tallyOf(
    rows.filter(inJoburg).flatMap((r) => r.crimes),
    (crime) => crime,
  );
/** A robbery of any type; carjacking and truck hijacking are not among them. */
const robbery = anyCrime(
  'armed robbery',
  'robbery',
  'house robbery',
  'business robbery',
  'cash-in-transit robbery',
);
const robberyWeekdayTally = (rows: readonly DevRow[]) => tallyOf(rows.filter(robbery), weekday);

export const FRESH201_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the mining company's HR manager, on notebook a.
  {
    notebook: 'a',
    question:
      'From an HR point of view I need to know about illegal mining. How many incidents involving zama zamas (illegal miners) are logged in these releases?',
    covers: ['restricted count', 'slang'],
    expect: (rows) => number(count(rows, illegalMining)),
  },
  {
    notebook: 'a',
    question: 'How many more people were injured in KwaZulu-Natal than in Gauteng, across all incidents?',
    covers: ['people', 'conjunction'],
    expect: (rows) =>
      excessOf(rows, inProvince('KwaZulu-Natal'), inProvince('Gauteng'), (selected) =>
        peopleTotal('victims_injured', selected),
      ),
  },
  {
    notebook: 'a',
    question:
      'Of the people killed in these incidents, how many were employees of a mining company at the time? I need the headcount for our wellness report.',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question: 'Which province has the highest total number of people injured?',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_injured')),
  },
  {
    notebook: 'a',
    question:
      'Out of the incidents where the number of injured people is stated, what percentage had at least one person injured?',
    covers: ['share', 'people'],
    expect: (rows) => {
      const injured = statedValues('victims_injured', rows);
      return percentage(injured.filter((v) => v > 0).length, injured.length);
    },
  },

  // Voice 2, the statistics student, on notebook a.
  {
    notebook: 'a',
    question:
      'Looking only at incidents where the number of people killed is given, what is the range (highest minus lowest) of people killed per incident?',
    covers: ['people'],
    expect: (rows) => rangeOf(statedValues('victims_killed', rows)),
  },
  {
    notebook: 'a',
    question:
      'What is the most common number of people killed in a single incident (the mode), counting only incidents where it is stated?',
    covers: ['ranking', 'people'],
    ...ranking(valueTally(stated('victims_killed')), numberNames),
  },
  {
    notebook: 'a',
    question: 'In how many incidents were exactly two people killed?',
    covers: ['restricted count', 'people'],
    expect: (rows) => number(count(rows, exactly('victims_killed', 2))),
  },
  {
    notebook: 'a',
    question: 'Cumaltive count: how many incidents happened up to and including 2019?',
    covers: ['calendar', 'misspelling'],
    expect: (rows) => number(count(rows, upToAndIncluding(2019))),
  },
  {
    notebook: 'a',
    question: 'What is the medain age of the suspects, over every suspect whose age is given?',
    covers: ['people', 'misspelling'],
    expect: (rows) => medianOf(suspectAges(rows)),
  },

  // Voice 3, the Soweto ward councillor, on notebook a.
  {
    notebook: 'a',
    question:
      'I am the councillor for Ward 34 in Soweto. How many of these incidents happened inside my ward boundaries?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question: 'Was there anything reported in Orlando, Dobsonvile or Protea Glen? Yes or no.',
    covers: ['yes/no', 'misspelling'],
    expect: (rows) =>
      yesNo(count(rows, any(atPlace('Orlando'), atPlace('Dobsonville'), atPlace('Protea Glen'))) > 0),
  },
  {
    notebook: 'a',
    question: 'And the one in Meadowlands, on what date did that happen?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(atPlace('Meadowlands')), 'latest'),
  },
  {
    notebook: 'a',
    question: 'In Joburg metro, which crime comes up in the most incidents?',
    covers: ['ranking', 'slang', 'conjunction'],
    ...ranking(crimeTally),
  },
  {
    notebook: 'a',
    question:
      'Of all the Gauteng incidents, what percentage were in the City of Johannesburg (as opposed to Ekurhuleni, Tshwane and the rest)?',
    covers: ['share'],
    expect: (rows) => {
      const gauteng = rows.filter(inProvince('Gauteng'));
      return percentage(gauteng.filter(inJoburg).length, gauteng.length);
    },
  },

  // Voice 1, the mining company's HR manager, on notebook b.
  {
    notebook: 'b',
    question: 'Total number of suspects arrested across all the illegal mining (zama zama) incidents?',
    covers: ['people', 'restricted count', 'slang'],
    expect: (rows) => number(suspectsArrested(rows.filter(illegalMining))),
  },
  {
    notebook: 'b',
    question: 'What is the date of the most recent illegal mining incident?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(illegalMining), 'latest'),
  },
  {
    notebook: 'b',
    question: 'Which illegal mining operation had the most suspects arrested - where was it?',
    covers: ['ranking', 'restricted count'],
    ...largestIncident(illegalMining, (r) => r.num_suspects_arrested),
  },
  {
    notebook: 'b',
    question:
      'For the illegal mining incidents, which shift (day or night) were the workers on when it happened, and how many of our staff on that shift were affected?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question:
      'A colleague claims nobody was killed or injured in any of the ilegal mining incidents in these records. Is that correct?',
    covers: ['yes/no', 'misspelling', 'people'],
    expect: (rows) =>
      yesNo(
        peopleTotal('victims_killed', rows.filter(illegalMining)) +
          peopleTotal('victims_injured', rows.filter(illegalMining)) ===
          0,
      ),
  },

  // Voice 2, the statistics student, on notebook b.
  {
    notebook: 'b',
    question:
      'What is the range of the suspects ages, oldest minus youngest, over all suspects with an age given?',
    covers: ['people', 'misspelling'],
    expect: (rows) => rangeOf(suspectAges(rows)),
  },
  {
    notebook: 'b',
    question:
      'Most common value for the number of people injured per incident, among incidents where it is stated?',
    covers: ['ranking', 'people'],
    ...ranking(valueTally(stated('victims_injured')), numberNames),
  },
  {
    notebook: 'b',
    question: 'How many incidents had exactly 1 person killed?',
    covers: ['restricted count', 'people'],
    expect: (rows) => number(count(rows, exactly('victims_killed', 1))),
  },
  {
    notebook: 'b',
    question: 'Cumulative number of people killed in incidents up to and including 2020?',
    covers: ['calendar', 'people'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(upToAndIncluding(2020)))),
  },
  {
    notebook: 'b',
    question:
      'Base = incidents where the number killed is stated. What share of them had zero people killed, as a percentage?',
    covers: ['share'],
    expect: (rows) => {
      const killed = statedValues('victims_killed', rows);
      return percentage(killed.filter((v) => v === 0).length, killed.length);
    },
  },

  // Voice 3, the Soweto ward councillor, on notebook b.
  {
    notebook: 'b',
    question: 'Any incidents from Soweto in here - Orlando, Meadowlands, Dobsonville, Protea Glen? y/n',
    covers: ['yes/no', 'slang'],
    expect: (rows) => yesNo(count(rows, inSoweto) > 0),
  },
  {
    notebook: 'b',
    question:
      'Our CPF patrols plan by day of the week. Which weekday had the most robberies of any kind (armed, common, house, business, CIT)?',
    covers: ['ranking', 'calendar'],
    ...ranking(robberyWeekdayTally),
  },
  {
    notebook: 'b',
    question:
      'Khuma is a mining township like some kasi areas we have. How many suspects in total were arrested for incidents in Khuma?',
    covers: ['conjunction', 'people', 'slang'],
    expect: (rows) => number(suspectsArrested(rowsWhere(rows, atPlace('Khuma')))),
  },
  {
    notebook: 'b',
    question:
      'Of the suspects arrested in these cases, how many were later found guilty and sentenced in court?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question: 'When was the earliest incident where a child was one of the victims?',
    covers: ['date', 'people'],
    expect: (rows) =>
      dateAt(
        rows.filter((r) => (stated('victims_children')(r) ?? 0) > 0),
        'earliest',
      ),
  },
];

export const fresh201QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH201_QUESTIONS, rows);
