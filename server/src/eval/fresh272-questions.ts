/**
 * The two-hundred-and-seventy-second fresh question set (blind): thirty questions, fifteen about
 * notebook `a` and fifteen about notebook `b`, written without reading the analyst, the extractor or
 * the other question sets. Every expectation is computed from the ground-truth rows of the question's
 * notebook; no figure is typed by hand.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A wedding photographer: bubbly, visual, exclamation-happy, thinks of the notebook as "the album",
 *    an incident as "a shoot" or something "in frame", sunset as "the golden hour"; types fast and
 *    misspells now and then ("kidnapings").
 * 2. A golf caddie: respectful and deferential, calls the asker "sir", speaks of the year's two halves
 *    as "the front nine" (January to June) and "the back nine" (July to December), of an arrest as
 *    being "taken back to the clubhouse", and of the middle value as "down the middle of the fairway".
 * 3. A netball coach: brisk orders with exclamation marks, "quarters" of a year, "the circle" or
 *    "the court" for the place where most happens, "benching" what is left out of a count; spells
 *    Mpumalanga as "Mpumulanga".
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold
 * the category):
 * - Dates are `event_date` alone; `published_date` is never read. A row without an event date is in no
 *   half, quarter, weekday, weekend or "before" window, and is never the earliest or most recent.
 *   "The front nine of the year" is months 1-6 and "the back nine" months 7-12 of any year; "the first
 *   quarter" months 1-3 and "the fourth quarter" months 10-12, all years together. A weekend is a
 *   Saturday or a Sunday, and a Friday or a Monday is likewise the weekday of `event_date`;
 *   "before 2020" is an event date before 2020-01-01.
 * - "In frame", "in the album", "a shoot", "on the court" all mean an incident of the notebook.
 *   "On a farm" is a row whose `location` holds the word "farm" in any case, whatever its crimes.
 * - "An illegal gun in frame" / "illegal firearms" is `illegal firearm possession`. "Murders" are
 *   `murder`; "benching" the ones "that also had an attempted murder" leaves the rows with `murder`
 *   and without `attempted murder`. "Kidnapings" is `kidnapping`; "rapes" are `rape`.
 * - People are sums of stated figures, a null adding nothing: `victims_killed` (lost their lives),
 *   `victims_injured` (injured), `victims_children` (children), `num_suspects_arrested` (suspects
 *   arrested, "taken back to the clubhouse"). The female share is the sum of `victims_female` over the
 *   sum of `victims_female` and `victims_male`, to the nearest whole percent.
 * - A share of incidents is over all the notebook's rows, to the nearest whole percent.
 * - Medians: the suspects' median age is over every stated age in `suspect_ages` (one per suspect);
 *   the median of suspects arrested per incident is over the rows with a stated
 *   `num_suspects_arrested` (a stated zero counts). An even count takes the mean of the middle two.
 * - "Did P have more than Q" compares the two sums or counts; equal is an error in the question, since
 *   the asker plainly expects a difference.
 * - Rankings (municipality with most incidents, province with most rapes, province with most
 *   suspects arrested, summed over stated figures) carry their tally; a tie at the top is an error in the question. A municipality may be
 *   answered with or without "City of"; rows without a municipality are left out.
 * - Refusals: the ground truth holds no colours of vehicles, no prison sentences, no time of day, and
 *   nothing about bail or parole of the suspects.
 */
import {
  atPlace,
  type BlindQuestion,
  before,
  inMonths,
  medianOf,
  not,
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
  casesOf,
  count,
  dateAt,
  has,
  inProvince,
  municipalityNames,
  number,
  percentOf,
  refusal,
  sum,
  weekday,
  weekend,
} from './ground-truth-questions';

const murder = has('murder');
const firearm = has('illegal firearm possession');
const onAFarm = atPlace('farm');
const frontNine = inMonths(1, 6);
const backNine = inMonths(7, 12);

/** Whether the first figure is greater; equal figures are an error in the question. */
function moreThan(first: number, second: number) {
  if (first === second) throw new Error(`no difference to compare: ${first} = ${second}`);
  return yesNo(first > second);
}

const arrestedIn = (province: string) => (rows: readonly DevRow[]) =>
  suspectsArrested(rows.filter(inProvince(province)));

const municipalityTally = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.municipality);
const rapeProvinceTally = (rows: readonly DevRow[]) => tallyOf(rows.filter(has('rape')), (r) => r.province);
const arrestsByProvince = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_suspects_arrested ?? 0,
  );
/** An incident whose event date fell on the given weekday. */
const onDay = (day: string) => (r: DevRow) => weekday(r) === day;

export const FRESH272_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the wedding photographer, on notebook a.
  {
    notebook: 'a',
    question: 'Okay so quick one!! How many kidnapings are in frame across this whole album?',
    covers: ['restricted count', 'slang', 'misspelling'],
    expect: (rows) => number(count(rows, has('kidnapping'))),
  },
  {
    notebook: 'a',
    question:
      'Weekends are basically my whole life, lol. How many of these incidents happened on a Saturday or a Sunday?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, weekend)),
  },
  {
    notebook: 'a',
    question:
      'Out of every shoot in the album, what percentage has an illegal gun somewhere in frame? Like, illegal firearm possession!',
    covers: ['share', 'slang'],
    expect: (rows) => percentOf(rows, firearm),
  },
  {
    notebook: 'a',
    question:
      'When was the most recent murder in the Western Cape? The day it actually happened please, not the day it hit the news!',
    covers: ['date', 'conjunction'],
    expect: (rows) => dateAt(rowsWhere(rows, murder, inProvince('Western Cape')), 'latest'),
  },
  {
    notebook: 'a',
    question:
      "Ooh the getaway cars! What colours were the cars in the carjackings and hijackings? I'm always thinking about palettes!",
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the golf caddie, on notebook a.
  {
    notebook: 'a',
    question:
      'Begging your pardon, sir, how many incidents fell on the front nine of the year, January through June, all the years taken together?',
    covers: ['calendar', 'slang'],
    expect: (rows) => number(count(rows, frontNine)),
  },
  {
    notebook: 'a',
    question:
      "Sir, of the suspects whose ages are given, what's the median age, the one straight down the middle of the fairway?",
    covers: ['people', 'slang'],
    expect: (rows) => number(medianOf(suspectAges(rows))),
  },
  {
    notebook: 'a',
    question:
      'If I may, sir: were there more murders on the back nine of the year, July to December, than on the front nine?',
    covers: ['yes/no', 'calendar', 'slang'],
    expect: (rows) => moreThan(count(rows, murder, backNine), count(rows, murder, frontNine)),
  },
  {
    notebook: 'a',
    question:
      "If you don't mind my asking, sir, how many people lost their lives in KwaZulu-Natal, all told?",
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(inProvince('KwaZulu-Natal')))),
  },
  {
    notebook: 'a',
    question:
      'Very sorry to trouble you, sir, but how many years in prison did the courts hand down in total to those convicted in these cases?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the netball coach, on notebook a.
  {
    notebook: 'a',
    question: 'First quarter! How many incidents from January to March, any year! Go!',
    covers: ['calendar'],
    expect: (rows) => number(count(rows, inMonths(1, 3))),
  },
  {
    notebook: 'a',
    question:
      'Which municipality is hogging the circle with the most incidents? Name it and give me the tally!',
    covers: ['ranking', 'slang'],
    ...ranking(municipalityTally, municipalityNames),
  },
  {
    notebook: 'a',
    question:
      'Count the murders, but bench every one that also had an attempted murder in it! How many are left on court?',
    covers: ['conjunction', 'restricted count', 'slang'],
    expect: (rows) => number(count(rows, murder, not(has('attempted murder')))),
  },
  {
    notebook: 'a',
    question: 'Injured victims! Add them all up across every incident! What is the total?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_injured', rows)),
  },
  {
    notebook: 'a',
    question: 'Eastern Cape against Western Cape! Did the Eastern Cape arrest more suspects? Yes or no!',
    covers: ['yes/no', 'people'],
    expect: (rows) => moreThan(arrestedIn('Eastern Cape')(rows), arrestedIn('Western Cape')(rows)),
  },

  // Voice 1, the wedding photographer, on notebook b.
  {
    notebook: 'b',
    question:
      'Farm shoots are SO dreamy, but not these ones... how many of the incidents in this album were on a farm?',
    covers: ['restricted count', 'slang'],
    expect: (rows) => number(count(rows, onAFarm)),
  },
  {
    notebook: 'b',
    question: 'What date was the very first rape in this album? Like the earliest one of all!',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(has('rape')), 'earliest'),
  },
  {
    notebook: 'b',
    question:
      'Thinking about who ends up in frame: of the victims where we know if they were male or female, what percentage were women?',
    covers: ['share', 'people'],
    expect: (rows) => {
      const female = sum(rows.map((r) => r.victims_female));
      return percentage(female, female + sum(rows.map((r) => r.victims_male)));
    },
  },
  {
    notebook: 'b',
    question: 'Which province has the most rapes in this album? And how many, so I can picture it?',
    covers: ['ranking'],
    ...ranking(rapeProvinceTally),
  },
  {
    notebook: 'b',
    question:
      'Golden hour is my favourite light! How many of these incidents happened right around sunset, in the golden hour?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the golf caddie, on notebook b.
  {
    notebook: 'b',
    question:
      'Sir, how many murders were there on the back nine of the year, July through December, any year at all?',
    covers: ['calendar', 'restricted count', 'slang'],
    expect: (rows) => number(count(rows, murder, backNine)),
  },
  {
    notebook: 'b',
    question:
      'With respect, sir, what is the median number of suspects taken back to the clubhouse per incident, counting only the incidents that give a number?',
    covers: ['people', 'slang'],
    expect: (rows) =>
      number(
        medianOf(rows.flatMap((r) => (r.num_suspects_arrested === null ? [] : [r.num_suspects_arrested]))),
      ),
  },
  {
    notebook: 'b',
    question:
      'Which province had the most suspects taken back to the clubhouse, sir? With the number arrested, if you please.',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(arrestsByProvince),
  },
  {
    notebook: 'b',
    question: 'A small question, sir: did more incidents fall on a Friday than on a Monday?',
    covers: ['yes/no', 'calendar'],
    expect: (rows) => moreThan(count(rows, onDay('Friday')), count(rows, onDay('Monday'))),
  },
  {
    notebook: 'b',
    question:
      'Sir, of the suspects who were arrested, how many were already out on bail or on parole for some other case at the time?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the netball coach, on notebook b.
  {
    notebook: 'b',
    question: 'Fourth quarter! October to December, all years in! How many incidents?',
    covers: ['calendar'],
    expect: (rows) => number(count(rows, inMonths(10, 12))),
  },
  {
    notebook: 'b',
    question: 'Children among the victims! Total them up for me across the lot!',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_children', rows)),
  },
  {
    notebook: 'b',
    question: 'Which municipality owns the court here, most incidents? Name and number, quick!',
    covers: ['ranking', 'slang'],
    ...ranking(municipalityTally, municipalityNames),
  },
  {
    notebook: 'b',
    question: 'Mpumulanga! Illegal firearms! How many incidents there had one? Come on!',
    covers: ['conjunction', 'restricted count', 'misspelling'],
    expect: (rows) => number(count(rows, firearm, inProvince('Mpumalanga'))),
  },
  {
    notebook: 'b',
    question: 'Everything before 2020! How many incidents happened before the first of January 2020?',
    covers: ['calendar'],
    expect: (rows) => number(count(rows, before('2020-01-01'))),
  },
];

export const fresh272QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH272_QUESTIONS, rows);
