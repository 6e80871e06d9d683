/**
 * The two-hundred-and-fifty-seventh fresh question set (blind): thirty questions, fifteen about notebook
 * `a` and fifteen about notebook `b`, written without reading the analyst, the extractor or the other
 * question sets.
 * Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. An airline pilot using radio phraseology: "roger", "affirm", "negative", "say again", "request",
 *    "ETA", provinces in phonetic letters ("Kilo Zulu Natal", "November Whiskey", "Mike Papa"), compact.
 * 2. A young rapper researching lyrics about his kasi, in hip-hop slang: "opps", "smoke", "bodies"
 *    (people killed), "got bagged" (arrested), "the trenches", "a strap" (a gun), "no cap", "fr", and
 *    his own spelling ("kidnappin", "murda").
 * 3. A literal translator from isiXhosa writing very literal English word orders: "how many are they,
 *    the people who died", "it is which province that has most", "they were arrested how many".
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is outside every year, month, quarter, weekday and
 *   weekend window and is never the earliest or latest; `published_date` is never read. A weekend is a
 *   Saturday or Sunday of `event_date`; "the third quarter, all years together" is July to September
 *   of `event_date` in any year; "from 2019 until 2022" runs from 1 January 2019 to 31 December 2022.
 * - People are sums of the stated figures: `victims_killed` (bodies, people who died), `victims_injured`
 *   (injured, hurt), `victims_female` (women victims), `num_suspects_arrested` (got bagged, were
 *   arrested). A null (unstated) figure adds nothing.
 * - "Murder" ("murda", "bodies dropped in murders") is `murder` alone; attempted murder and culpable
 *   homicide are not murders here. "Kidnapping" is `kidnapping`; "a strap" / "an illegal gun" is
 *   `illegal firearm possession`; "CIT" is `cash-in-transit robbery`; "rape" is `rape`.
 * - "Nobody got bagged" / "zero arrests" is `arrest_made === false` (an unstated arrest is not a zero).
 * - A fatal incident ("a person died") is a row whose stated `victims_killed` is above zero; a row with
 *   an unstated figure is not fatal. Such a ranking counts incidents, not the people killed in them.
 * - The share of murders with nobody bagged is over the notebook's murder rows, nearest whole percent.
 *   The share of incidents with a child victim is the rows whose `victims_children` is above zero over
 *   all the notebook's rows, nearest whole percent.
 * - The middle (median) number of suspects arrested per incident is over the incidents that state
 *   `num_suspects_arrested` (a zero counts, a null is left out).
 * - A murder "by a person the victim knew" is a `murder` row whose `relationship` is `partner`, `family`
 *   or `acquaintance`; a null relationship is not known and is left out.
 * - Provinces are `province`: "Kilo Zulu Natal" is KwaZulu-Natal (answerable as "KZN"), "November
 *   Whiskey" is North West, "Mike Papa" is Mpumalanga.
 * - Rankings (province with most killed, crime category that occurs most, with or without murder,
 *   weekday with most fatal incidents, month with most fatal incidents, province with most arrested) each carry their tally; a tie at the top is
 *   an error in the question. The crime ranking counts each category once per incident; "when we leave
 *   out the murder" drops the category `murder` from the ranking but keeps the other crimes of an
 *   incident that also holds a murder.
 * - Refusals: the releases' ground truth holds no police response times, no gang or crew names, no
 *   money or value stolen, no time of day, no sentences handed down and no bail decisions.
 */
import {
  type BlindQuestion,
  knewTheAttacker,
  medianOf,
  peopleByProvince,
  peopleTotal,
  ranking,
  rowsWhere,
  suspectsArrested,
  tallyOf,
  trueOrFalse,
  yesNo,
} from './blind-sets';
import type { DevRow } from './dev-set';
import {
  casesOf,
  count,
  crimeNames,
  dateAt,
  has,
  inProvince,
  month,
  notArrested,
  number,
  percentOf,
  refusal,
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

const murder = has('murder');
const kidnapping = has('kidnapping');
const strap = has('illegal firearm possession');
const cit = has('cash-in-transit robbery');
/** The third quarter of any year: July, August or September of the event date. */
const thirdQuarter = (r: DevRow) => [7, 8, 9].includes(month(r) ?? 0);
/** A fatal incident: at least one person killed, as the release states. */
const deadly = (r: DevRow) => (r.victims_killed ?? 0) > 0;
/** An incident in which at least one victim was a child, as the release states. */
const childVictim = (r: DevRow) => (r.victims_children ?? 0) > 0;

/** Every crime category, each counted once per incident. */
const crimeTally = (rows: readonly DevRow[]) =>
  tallyOf(
    rows.flatMap((r) => [...new Set(r.crimes)]),
    (c) => c,
  );
/** Every crime category but murder (the category left out, not the incidents that hold it). */
const crimeTallyWithoutMurder = (rows: readonly DevRow[]) => {
  const tally = crimeTally(rows);
  tally.delete('murder');
  return tally;
};
const weekdayTally = (rows: readonly DevRow[]) => tallyOf(rows, weekday);
const monthTally = (rows: readonly DevRow[]) =>
  tallyOf(rows, (r) => {
    const m = month(r);
    return m === undefined ? undefined : MONTH_NAMES[m - 1];
  });
const arrestedByProvince = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_suspects_arrested ?? 0,
  );
const kznNames = (province: string) =>
  province === 'KwaZulu-Natal' ? ['KwaZulu-Natal', 'KwaZulu Natal', 'KZN', 'Kilo Zulu Natal'] : province;

export const FRESH257_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the airline pilot, on notebook a.
  {
    notebook: 'a',
    question: 'Request count of murder incidents, Kilo Zulu Natal only. Say again, KwaZulu-Natal. Over.',
    covers: ['restricted count', 'slang'],
    expect: (rows) => number(count(rows, murder, inProvince('KwaZulu-Natal'))),
  },
  {
    notebook: 'a',
    question: 'Request province with highest total of persons killed, all incidents. Roger.',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_killed'), kznNames),
  },
  {
    notebook: 'a',
    question: 'Affirm or negative: more kidnapping incidents in Gauteng than in Western Cape?',
    covers: ['yes/no', 'conjunction'],
    expect: (rows) =>
      yesNo(
        count(rows, kidnapping, inProvince('Gauteng')) > count(rows, kidnapping, inProvince('Western Cape')),
      ),
  },
  {
    notebook: 'a',
    question: 'Request earliest event date on record for a CIT robbery. Over.',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows.filter(cit), 'earliest'),
  },
  {
    notebook: 'a',
    question: 'Request average police ETA on scene, in minutes, for the CIT robberies. Over.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the rapper, on notebook a.
  {
    notebook: 'a',
    question:
      'yo how many bodies dropped in the murda cases that went down on a weekend, Sat or Sun, no cap?',
    covers: ['people', 'calendar', 'slang', 'misspelling'],
    expect: (rows) => number(peopleTotal('victims_killed', rowsWhere(rows, murder, weekend))),
  },
  {
    notebook: 'a',
    question:
      'which crime the opps be on the most in these trenches fr, like what type shows up in the most cases?',
    covers: ['ranking', 'slang'],
    ...ranking(crimeTally, crimeNames),
  },
  {
    notebook: 'a',
    question: 'how many opps got bagged in total for the kidnappin cases fr?',
    covers: ['people', 'restricted count', 'slang', 'misspelling'],
    expect: (rows) => number(suspectsArrested(rows.filter(kidnapping))),
  },
  {
    notebook: 'a',
    question: 'outta all the murder cases, what percent had nobody bagged at all? no cap',
    covers: ['share', 'slang'],
    expect: (rows) => percentOf(rows.filter(murder), notArrested),
  },
  {
    notebook: 'a',
    question: 'which gang or crew was behind the most smoke in the trenches, what they call theyselves?',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },

  // Voice 3, the isiXhosa translator, on notebook a.
  {
    notebook: 'a',
    question: 'The people who were injured in the Eastern Cape province, how many are they?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_injured', rows.filter(inProvince('Eastern Cape')))),
  },
  {
    notebook: 'a',
    question:
      'It is which day of the week that has most incidents where a person died, the day of the incident itself?',
    covers: ['ranking', 'calendar', 'people'],
    ...ranking((rows) => weekdayTally(rows.filter(deadly))),
  },
  {
    notebook: 'a',
    question: 'The incidents of attempted murder from the year 2019 until the year 2022, how many are they?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, has('attempted murder'), within('2019-01-01', '2022-12-31'))),
  },
  {
    notebook: 'a',
    question:
      'The suspects they were arrested in one incident, the number in the middle (the median), it is what?',
    covers: ['people'],
    expect: (rows) =>
      number(
        medianOf(rows.flatMap((r) => (r.num_suspects_arrested === null ? [] : [r.num_suspects_arrested]))),
      ),
  },
  {
    notebook: 'a',
    question: 'The money that was taken in the robberies, how many rands is it all together?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 1, the airline pilot, on notebook b.
  {
    notebook: 'b',
    question: 'Request total suspects arrested, Mike Papa province, all incidents. Mpumalanga. Roger.',
    covers: ['people', 'restricted count', 'slang'],
    expect: (rows) => number(suspectsArrested(rows.filter(inProvince('Mpumalanga')))),
  },
  {
    notebook: 'b',
    question: 'Request calendar month with most fatal incidents, all years combined. Over.',
    covers: ['ranking', 'calendar'],
    ...ranking((rows) => monthTally(rows.filter(deadly))),
  },
  {
    notebook: 'b',
    question: 'Request latest event date for a murder, November Whiskey province. Say again, North West.',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rowsWhere(rows, murder, inProvince('North West')), 'latest'),
  },
  {
    notebook: 'b',
    question: 'Affirm or negative: any rape incident in Northern Cape with zero arrests? True or false.',
    covers: ['yes/no', 'conjunction'],
    expect: (rows) => trueOrFalse(count(rows, has('rape'), inProvince('Northern Cape'), notArrested) > 0),
  },
  {
    notebook: 'b',
    question: 'Request time of day, local hours, of the house robberies: how many between 2200 and 0400?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the rapper, on notebook b.
  {
    notebook: 'b',
    question: 'how many bodies in the Limpopo trenches fr, all the cases?',
    covers: ['people', 'restricted count', 'slang'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(inProvince('Limpopo')))),
  },
  {
    notebook: 'b',
    question: 'which province got the most opps bagged, no cap, like total heads arrested?',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(arrestedByProvince),
  },
  {
    notebook: 'b',
    question:
      'the cases where somebody got caught with a strap (illegal gun), how many of them was murda too?',
    covers: ['conjunction', 'slang', 'misspelling'],
    expect: (rows) => number(count(rows, strap, murder)),
  },
  {
    notebook: 'b',
    question: 'what percent of all the cases had a kid (under 18) as a victim, fr?',
    covers: ['share', 'people'],
    expect: (rows) => percentOf(rows, childVictim),
  },
  {
    notebook: 'b',
    question:
      'how many years in jail did the opps get on average when they got sentenced? tryna put it in a bar',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },

  // Voice 3, the isiXhosa translator, on notebook b.
  {
    notebook: 'b',
    question:
      'The incidents of murder which were done by a person that the victim knew him, how many are they?',
    covers: ['conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, murder, knewTheAttacker)),
  },
  {
    notebook: 'b',
    question: 'The women who were victims in the Free State province, how many are they?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_female', rows.filter(inProvince('Free State')))),
  },
  {
    notebook: 'b',
    question: 'It is which crime that has most incidents, when we leave out the murder?',
    covers: ['ranking'],
    ...ranking(crimeTallyWithoutMurder, crimeNames),
  },
  {
    notebook: 'b',
    question:
      'The people who died in the incidents of the third quarter, July until September, all the years together, how many are they?',
    covers: ['people', 'calendar'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(thirdQuarter))),
  },
  {
    notebook: 'b',
    question: 'The suspects they were arrested, how many of them were given bail by the court?',
    covers: ['refusal'],
    expect: refusal,
  },
];

export const fresh257QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH257_QUESTIONS, rows);
