/**
 * The two-hundred-and-thirteenth fresh question set (blind): thirty questions, fifteen about notebook `a`
 * and fifteen about notebook `b`, written without reading the analyst, the extractor or the other
 * question sets. Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A Mpumalanga tourism operator: lodges and shuttles around Kruger, Nelspruit/Mbombela, Hazyview and
 *    White River; worried about guests' safety on the road, robberies and hijackings; mixes in siSwati
 *    ("sawubona", "mangaki" = how many, "kuphi" = where, "nini" = when, "yebo"/"cha" = yes/no).
 * 2. A data journalist writing a methods box: explicit about bases, rounding, undated incidents and
 *    differences between periods.
 * 3. A high-school learner doing a project: simple, sometimes confused questions with spelling mistakes
 *    ("kidnapings", "projet", "freind", "provinse", "wen"), "the most common crime", "which year had the
 *    most", and things the records cannot say.
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is outside every period, weekday and year, and is
 *   never the earliest or latest; `published_date` is never read. A weekend is a Saturday or Sunday of
 *   `event_date`. A period "2020–2024" runs from 1 January of the first year to 31 December of the last.
 *   "Incidents with no stated date" are the rows whose `event_date` is null.
 * - "Hijacking" is `carjacking` or `truck hijacking`. "Robbery" (of any kind) is `armed robbery`,
 *   `robbery`, `house robbery`, `business robbery` or `cash-in-transit robbery`. "Robberies and
 *   hijackings" together are a row with any of these seven categories, counted once.
 * - "In Mpumalanga" is `province === 'Mpumalanga'`; the towns the operator names (Nelspruit, Hazyview,
 *   White River, Kruger) only set the scene and do not narrow the rows. A place asked about by name
 *   ("Cape Town International airport") is a row whose `location` holds the word "airport" (any case).
 * - People are sums of the stated figures: `victims_killed` (killed, died), `victims_injured` (injured,
 *   hurt), `victims_female` (women and girls); a null (unstated) figure adds nothing. "Nobody caught" is
 *   `arrest_made === false` (an unstated arrest is not one).
 * - The share "with three or more suspects arrested" is over the rows with a stated
 *   `num_suspects_arrested` (0 included); the share "with at least one victim under 18" is over the rows
 *   with a stated `victims_children`; both to the nearest whole percent.
 * - The median number of victims is over the rows with a stated `num_victims` (dated or not), to one
 *   decimal. The mean suspect age is over `suspect_ages`, one entry per suspect, to one decimal.
 * - "How many more/fewer killed in period P than Q" is the difference of the sums of `victims_killed`
 *   over the dated rows of each period; P must have more.
 * - "The most common crime" ranks the categories of `crimes` by the number of incidents holding each,
 *   leaving out the catch-all `other`. "Which year had the most people killed" ranks the years of
 *   `event_date` by the summed `victims_killed` of the rows with at least one killed. The weekday with
 *   the most robberies and hijackings ranks the weekdays of `event_date` over those rows; the province
 *   with the most robberies and hijackings or the most rapes ranks `province` over those rows. Each
 *   ranking carries its tally; a tie at the top is an error in the question.
 * - Refusals: the ground truth holds no time of day, no convictions or court outcomes, no sentences, no
 *   victims' nationality or whether they were tourists, and no causes or motives of crime.
 */
import {
  anyCrime,
  atPlace,
  type BlindQuestion,
  femaleVictims,
  peopleTotal,
  percentage,
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
  crimeNames,
  dateAt,
  excessOf,
  has,
  inProvince,
  meanOf,
  notArrested,
  number,
  refusal,
  rounded,
  weekday,
  weekend,
  within,
} from './ground-truth-questions';

/** A hijacking: of a car or of a truck. */
const hijacking = anyCrime('carjacking', 'truck hijacking');
/** A robbery of any kind or a hijacking, counted once per incident. */
const robberyOrHijacking = anyCrime(
  'armed robbery',
  'robbery',
  'house robbery',
  'business robbery',
  'cash-in-transit robbery',
  'carjacking',
  'truck hijacking',
);
const inMpumalanga = inProvince('Mpumalanga');
const undated = (r: DevRow) => r.event_date === null;

/** The killed of a selection of rows, unstated figures adding nothing. */
const killed = (selected: readonly DevRow[]) => peopleTotal('victims_killed', selected);

/** The median of the stated values, to one decimal; no stated value is an error in the question. */
function medianOf(values: (number | null)[]) {
  const stated = values.filter((v): v is number => v !== null).sort((x, y) => x - y);
  if (stated.length === 0) throw new Error('no stated value to take a median of');
  const middle = Math.floor(stated.length / 2);
  const median =
    stated.length % 2 === 1 ? (stated[middle] ?? 0) : ((stated[middle - 1] ?? 0) + (stated[middle] ?? 0)) / 2;
  return number(rounded(median, 1));
}

/** The percentage of the rows on a base that also pass a test, to the nearest whole percent. */
function shareOnBase(rows: readonly DevRow[], base: (r: DevRow) => boolean, test: (r: DevRow) => boolean) {
  const onBase = rows.filter(base);
  return percentage(onBase.filter(test).length, onBase.length);
}

const robberyProvinceTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(robberyOrHijacking), (r) => r.province);
const rapeProvinceTally = (rows: readonly DevRow[]) => tallyOf(rows.filter(has('rape')), (r) => r.province);
const robberyWeekdayTally = (rows: readonly DevRow[]) => tallyOf(rows.filter(robberyOrHijacking), weekday);
/** The crimes by the number of incidents holding each, the catch-all `other` left out. */
const crimeTally = (rows: readonly DevRow[]) =>
  tallyOf(
    rows.flatMap((r) => r.crimes),
    (crime) => (crime === 'other' ? null : crime),
  );
/** The years of the incidents with at least one killed, by the number killed. */
const killedYearTally = (rows: readonly DevRow[]) =>
  tallyOf(
    rows.filter((r) => (r.victims_killed ?? 0) > 0),
    (r) => r.event_date?.slice(0, 4),
    (r) => r.victims_killed ?? 0,
  );

export const FRESH213_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the Mpumalanga tourism operator, on notebook a.
  {
    notebook: 'a',
    question:
      'Sawubona! I run a lodge outside Hazyview and most of my guests fly into OR Tambo, so I am reading everything. Mangaki of these incidents actually happened in Mpumalanga?',
    covers: ['restricted count', 'slang'],
    expect: (rows) => number(count(rows, inMpumalanga)),
  },
  {
    notebook: 'a',
    question:
      'Kuphi are the robberies and hijackings worst - which province has the most of them? Count every kind of robbery plus car and truck hijackings together.',
    covers: ['ranking', 'slang'],
    ...ranking(robberyProvinceTally),
  },
  {
    notebook: 'a',
    question:
      'My shuttles do the Joburg to Nelspruit run mostly on weekends. Mangaki robberies or hijackings happened on a Saturday or a Sunday?',
    covers: ['calendar', 'conjunction', 'slang'],
    expect: (rows) => number(count(rows, robberyOrHijacking, weekend)),
  },
  {
    notebook: 'a',
    question:
      'A guest told me a truck got hijacked right at Cape Town International airport. Is that in here, yebo or cha?',
    covers: ['yes/no', 'slang'],
    expect: (rows) => yesNo(count(rows, has('truck hijacking'), atPlace('airport')) > 0),
  },
  {
    notebook: 'a',
    question:
      'Nini do the hijackings mostly happen - early morning, in the day or late at night? I want to tell guests which hours to avoid driving.',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },

  // Voice 2, the data journalist, on notebook a.
  {
    notebook: 'a',
    question:
      'For my methods box: as a share of incidents with a stated number of suspects arrested (zero counts as stated), what percentage had three or more suspects arrested? Nearest whole percent.',
    covers: ['share', 'people'],
    expect: (rows) =>
      shareOnBase(
        rows,
        (r) => r.num_suspects_arrested !== null,
        (r) => (r.num_suspects_arrested ?? 0) >= 3,
      ),
  },
  {
    notebook: 'a',
    question:
      'What is the median number of victims per incident, taking only incidents whose release states a victim count (undated ones included)? One decimal place.',
    covers: ['people'],
    expect: (rows) => medianOf(rows.map((r) => r.num_victims)),
  },
  {
    notebook: 'a',
    question:
      'Comparing periods by incident date: how many more people were killed in 2020-2024 than in 2015-2019? Undated incidents belong to neither period.',
    covers: ['people', 'calendar', 'conjunction'],
    expect: (rows) =>
      excessOf(rows, within('2020-01-01', '2024-12-31'), within('2015-01-01', '2019-12-31'), killed),
  },
  {
    notebook: 'a',
    question:
      'Before I compare periods I need the caveat figure: how many incidents carry no stated incident date at all?',
    covers: ['restricted count', 'calendar'],
    expect: (rows) => number(count(rows, undated)),
  },
  {
    notebook: 'a',
    question:
      'Of the cases where someone was arrested, what proportion ended in a conviction in court? I want the conviction rate as a percentage.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the high-school learner, on notebook a.
  {
    notebook: 'a',
    question: 'hi im doing a school projet about crime. what is the most common crime in these reports?',
    covers: ['ranking', 'misspelling'],
    ...ranking(crimeTally, crimeNames),
  },
  {
    notebook: 'a',
    question: 'which year had the most people killed? the year it happend not when it was in the news',
    covers: ['ranking', 'calendar', 'people', 'misspelling'],
    ...ranking(killedYearTally),
  },
  {
    notebook: 'a',
    question: 'how many kidnapings are there altogether',
    covers: ['restricted count', 'misspelling'],
    expect: (rows) => number(count(rows, has('kidnapping'))),
  },
  {
    notebook: 'a',
    question: 'my freind says there are more rape cases than murder cases in here. is that true??',
    covers: ['yes/no', 'misspelling'],
    expect: (rows) => yesNo(count(rows, has('rape')) > count(rows, has('murder'))),
  },
  {
    notebook: 'a',
    question: 'why do people become criminals in south africa? what do the reports say about there reasons',
    covers: ['refusal', 'misspelling'],
    expect: refusal,
  },

  // Voice 1, the Mpumalanga tourism operator, on notebook b.
  {
    notebook: 'b',
    question:
      'Mangaki hijackings in Mpumalanga? Car or truck, both count - my guests self-drive from Nelspruit up to the Kruger gates.',
    covers: ['restricted count', 'conjunction', 'slang'],
    expect: (rows) => number(count(rows, hijacking, inMpumalanga)),
  },
  {
    notebook: 'b',
    question:
      'Nini was the most recent robbery or hijacking in Mpumalanga? The date it happened please, not when police put it out.',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rowsWhere(rows, robberyOrHijacking, inMpumalanga), 'latest'),
  },
  {
    notebook: 'b',
    question:
      'White River and Hazyview people say the hijackers always get away. Was there any hijacking in Mpumalanga where nobody was arrested? Yebo or cha.',
    covers: ['yes/no', 'conjunction', 'slang'],
    expect: (rows) => yesNo(count(rows, hijacking, inMpumalanga, notArrested) > 0),
  },
  {
    notebook: 'b',
    question:
      'Sanibonani. Mangaki people got injured in all the Mpumalanga incidents put together? Only what the police actually state.',
    covers: ['people', 'restricted count', 'slang'],
    expect: (rows) => number(peopleTotal('victims_injured', rows.filter(inMpumalanga))),
  },
  {
    notebook: 'b',
    question:
      'Of the victims in the Mpumalanga cases, mangaki were tourists or foreign visitors? That is what my guests from Germany keep asking me.',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },

  // Voice 2, the data journalist, on notebook b.
  {
    notebook: 'b',
    question:
      'As a share of incidents where the number of child victims is stated, what percentage involved at least one victim under 18? Nearest whole percent, and please give the base.',
    covers: ['share', 'people'],
    expect: (rows) =>
      shareOnBase(
        rows,
        (r) => (r.victims_children ?? null) !== null,
        (r) => (r.victims_children ?? 0) > 0,
      ),
  },
  {
    notebook: 'b',
    question:
      'What is the mean age of the suspects whose age is stated, counting each suspect once, rounded to one decimal place?',
    covers: ['people'],
    expect: (rows) => meanOf(suspectAges(rows), 1),
  },
  {
    notebook: 'b',
    question:
      'Period difference for the chart note: how many fewer people were killed in incidents dated 2023-2025 than in those dated 2020-2022? Undated incidents excluded.',
    covers: ['people', 'calendar', 'conjunction'],
    expect: (rows) =>
      excessOf(rows, within('2020-01-01', '2022-12-31'), within('2023-01-01', '2025-12-31'), killed),
  },
  {
    notebook: 'b',
    question:
      'On which day of the week did the most robberies and hijackings take place, going by incident date and leaving out the undated ones?',
    covers: ['ranking', 'calendar'],
    ...ranking(robberyWeekdayTally),
  },
  {
    notebook: 'b',
    question:
      'What was the average prison sentence, in years, handed down in the cases that went to trial? I need it for the comparison column.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the high-school learner, on notebook b.
  {
    notebook: 'b',
    question: 'which provinse had the most rape cases',
    covers: ['ranking', 'misspelling'],
    ...ranking(rapeProvinceTally),
  },
  {
    notebook: 'b',
    question: 'what year did the most people die in these crimes? i need it for my graph',
    covers: ['ranking', 'calendar', 'people'],
    ...ranking(killedYearTally),
  },
  {
    notebook: 'b',
    question: 'wen was the first rape case in the list, like the earliest date it happend?',
    covers: ['date', 'misspelling'],
    expect: (rows) => dateAt(rows.filter(has('rape')), 'earliest'),
  },
  {
    notebook: 'b',
    question: 'how many of the victims were women or girls all together?',
    covers: ['people'],
    expect: (rows) => number(femaleVictims(rows)),
  },
  {
    notebook: 'b',
    question: 'why is there so much crime in the northern cape? what is the reason for it',
    covers: ['refusal'],
    expect: refusal,
  },
];

export const fresh213QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH213_QUESTIONS, rows);
