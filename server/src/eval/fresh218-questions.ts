/**
 * The two-hundred-and-eighteenth fresh question set (blind): thirty questions, fifteen about notebook `a` and fifteen about
 * notebook `b`, written without reading the analyst, the extractor or the other question sets.
 * Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A KwaZulu-Natal taxi association safety marshal: taxi ranks, routes, killings, hijackings and
 *    extortion, practical worries; short, mixes in isiZulu ("bangaki" = how many, "kuphi" = where,
 *    "nini" = when, "yebo"/"cha" = yes/no, "sawubona" = hello) and misspells a word here and there
 *    ("atempted", "extorsion", "murdr").
 * 2. A judge's clerk preparing a bench note: formal legal register ("the accused", "the complainant",
 *    "the deceased", "in respect of", "inclusive"), precise periods and counts.
 * 3. A data-visualisation designer building a dashboard: series, top-N, shares for donut charts and
 *    ranked bars, in the words of the trade ("KPI", "tile", "filter", "slice", "bar").
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is outside every year, period ("between ... and
 *   ... inclusive" takes both end days in), "after 2015" (from 1 January 2016 on) and weekday, and is
 *   never the earliest or the latest; `published_date` is never read. A year of a series is the year of
 *   `event_date`.
 * - People are sums of the stated figures: `victims_killed` (killed, the deceased), `victims_children`
 *   (minors, under eighteen), `num_suspects_arrested` (suspects or accused arrested). A null (unstated)
 *   figure adds nothing. "Was any accused female" is a stated `suspects_female` above zero; an unstated
 *   figure is not a yes.
 * - Crime kinds: "murder" is `murder` alone (not attempted murder or culpable homicide); "attempted
 *   murder" is `attempted murder`; "hijackings, cars and trucks both" are `carjacking` or
 *   `truck hijacking` (a row with both counts once); "extortion", "kidnapping", "rape",
 *   "cash-in-transit robbery" and "carjacking" are the category of that name. The crime categories of a
 *   top-three bar are the vocabulary's categories without `other`, each incident counting once for each
 *   of its categories; the list names illegal firearm possession as "firearm".
 * - "No arrest effected" is `arrest_made === false` (an unstated arrest is not one).
 * - A fatal incident is one whose stated `victims_killed` is at least one.
 * - Means and medians are over the stated values only: the mean age of the accused is over every stated
 *   age in `suspect_ages` (one per suspect), to one decimal; a median is the middle stated value, or the
 *   mean of the two middle ones when their number is even (so it may end in .5), never rounded further.
 * - Shares: the Western Cape slice is over all the notebook's incidents; the acquaintance slice is over
 *   the incidents whose `relationship` is stated. Both to the nearest whole percent.
 * - "How many more in P than in Q" is the difference of the two counts (or sums of arrests); P must
 *   have more, or the question is in error.
 * - Municipalities are `municipality` (rows without one are skipped), answered as written or without
 *   "City of".
 * - Rankings (province with most attempted murders, top three crime categories, weekday of most fatal
 *   incidents, incident with most suspects arrested, municipality with most incidents, Mpumalanga's
 *   year with most incidents) each carry their tally; a tie at the top is an error in the question. The
 *   incident with the most arrests is named by the parts of its location no other incident shares.
 * - Refusals: the ground truth holds no population figures (so no rate per 100 000 people), nothing on
 *   the complainants' employment or the victims' income, and nothing from which such figures follow.
 */
import {
  anyCrime,
  type BlindQuestion,
  largestIncident,
  leaderOf,
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
  crimeNames,
  dateAt,
  excessOf,
  has,
  inProvince,
  inYear,
  meanOf,
  municipalityNames,
  notArrested,
  number,
  refusal,
  sinceYear,
  topKeys,
  weekday,
  within,
} from './ground-truth-questions';

const murder = has('murder');
const kidnapping = has('kidnapping');
const kzn = inProvince('KwaZulu-Natal');
/** A hijacking of a car or a truck. */
const hijacking = anyCrime('carjacking', 'truck hijacking');
/** An incident in Mpumalanga or in Limpopo. */
const mpumalangaOrLimpopo = (r: DevRow) => inProvince('Mpumalanga')(r) || inProvince('Limpopo')(r);
/** An incident in which at least one person is stated killed. */
const fatal = (r: DevRow) => (r.victims_killed ?? 0) >= 1;

/** The middle of the stated values (the mean of the two middle ones for an even number); none is an error. */
export function medianOf(values: readonly (number | null | undefined)[]): number {
  const stated = values.filter((v): v is number => v !== null && v !== undefined).sort((x, y) => x - y);
  if (stated.length === 0) throw new Error('no stated value to take a median of');
  const middle = Math.floor(stated.length / 2);
  const upper = stated[middle] ?? 0;
  return stated.length % 2 === 1 ? upper : ((stated[middle - 1] ?? 0) + upper) / 2;
}

const attemptedMurderProvinceTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(has('attempted murder')), (r) => r.province);
/** Each incident counts once for each of its categories; `other` is no category to show. */
const crimeTally = (rows: readonly DevRow[]) =>
  tallyOf(
    rows.flatMap((r) => r.crimes),
    (crime) => (crime === 'other' ? null : crime),
  );
const fatalWeekdayTally = (rows: readonly DevRow[]) => tallyOf(rows.filter(fatal), weekday);
const municipalityTally = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.municipality);
const mpumalangaYearTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(inProvince('Mpumalanga')), (r) => r.event_date?.slice(0, 4));

export const FRESH218_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the taxi association safety marshal, on notebook a.
  {
    notebook: 'a',
    question: 'Sawubona. Bangaki abantu ababulawa in KZN in all these cases? Total killed, KZN only',
    covers: ['people', 'restricted count', 'slang'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(kzn))),
  },
  {
    notebook: 'a',
    question: 'atempted murder cases - kuphi the most? which province has the most of them',
    covers: ['ranking', 'misspelling', 'slang'],
    ...ranking(attemptedMurderProvinceTally),
  },
  {
    notebook: 'a',
    question:
      'our drivers pay protection money every month. extorsion cases - bangaki suspects were arrested altogether?',
    covers: ['people', 'restricted count', 'misspelling', 'slang'],
    expect: (rows) => number(suspectsArrested(rows.filter(has('extortion')))),
  },
  {
    notebook: 'a',
    question: 'Was there any carjacking in KZN after 2015? yebo or cha',
    covers: ['yes/no', 'conjunction', 'calendar', 'slang'],
    expect: (rows) => yesNo(count(rows, has('carjacking'), kzn, sinceYear(2016)) > 0),
  },
  {
    notebook: 'a',
    question:
      'Ngicela ukwazi - what is the murder rate per 100 000 people in eThekwini? we want to compare it with our routes',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the judge's clerk, on notebook a.
  {
    notebook: 'a',
    question:
      'In respect of the incidents that occurred between 1 January 2019 and 31 December 2021, inclusive, in how many matters was murder charged?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, murder, within('2019-01-01', '2021-12-31'))),
  },
  {
    notebook: 'a',
    question:
      'Kindly state the earliest date on which an incident involving kidnapping occurred, being the date of the incident itself and not the date of the statement.',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(kidnapping), 'earliest'),
  },
  {
    notebook: 'a',
    question:
      'What was the mean age of the accused, computed over those accused whose ages are stated, expressed to one decimal place?',
    covers: ['people'],
    expect: (rows) => meanOf(suspectAges(rows), 1),
  },
  {
    notebook: 'a',
    question:
      'In respect of the matters in which no arrest had been effected at the time of the statement, how many deceased are recorded in total?',
    covers: ['people', 'conjunction'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(notArrested))),
  },
  {
    notebook: 'a',
    question:
      'For the purposes of the bench note, how many of the complainants were unemployed at the time of the offence?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the dashboard designer, on notebook a.
  {
    notebook: 'a',
    question:
      'Donut chart of incidents by province: what % slice does Western Cape get? Share of all incidents, whole number please',
    covers: ['share'],
    expect: (rows) => percentage(count(rows, inProvince('Western Cape')), rows.length),
  },
  {
    notebook: 'a',
    question: 'Ranked bar, top 3 crime categories by number of incidents - which three, in order?',
    covers: ['ranking', 'restricted count'],
    tally: crimeTally,
    expect: (rows) => {
      leaderOf(crimeTally(rows));
      const top = topKeys(
        rows.flatMap((r) => r.crimes).filter((crime) => crime !== 'other'),
        (crime) => crime,
        3,
      );
      return { kind: 'list', value: top.map((crime) => crimeNames(crime)[0] ?? crime) };
    },
  },
  {
    notebook: 'a',
    question: 'KPI tile: suspects arrested, filter event year = 2019. What value goes on the tile?',
    covers: ['people', 'calendar'],
    expect: (rows) => number(suspectsArrested(rows.filter(inYear(2019)))),
  },
  {
    notebook: 'a',
    question:
      'Fatal incidents only (at least one person killed), sliced by weekday - which day is the tallest bar?',
    covers: ['ranking', 'calendar', 'people'],
    ...ranking(fatalWeekdayTally),
  },
  {
    notebook: 'a',
    question: 'Tile for median victims per incident - only incidents where the victim count is filled in',
    covers: ['people'],
    expect: (rows) => number(medianOf(rows.map((r) => r.num_victims))),
  },

  // Voice 1, the taxi association safety marshal, on notebook b.
  {
    notebook: 'b',
    question: 'bangaki murdr cases in Mpumalanga and Limpopo put together?',
    covers: ['restricted count', 'conjunction', 'misspelling', 'slang'],
    expect: (rows) => number(count(rows, murder, mpumalangaOrLimpopo)),
  },
  {
    notebook: 'b',
    question: 'Hijackings - cars and trucks both. Bangaki incidents?',
    covers: ['restricted count', 'slang'],
    expect: (rows) => number(count(rows, hijacking)),
  },
  {
    notebook: 'b',
    question: 'Kuphi the bust where the police arrested the most suspects in one go? which place',
    covers: ['ranking', 'slang'],
    ...largestIncident(
      () => true,
      (r) => r.num_suspects_arrested,
    ),
  },
  {
    notebook: 'b',
    question: 'Nini the last murder in North West province? the day it happened',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rowsWhere(rows, murder, inProvince('North West')), 'latest'),
  },
  {
    notebook: 'b',
    question:
      'Imali - what was the average monthly income of the victims? we want to know if they are targeting the working people',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the judge's clerk, on notebook b.
  {
    notebook: 'b',
    question:
      'How many persons are recorded as deceased in respect of incidents occurring between 1 January 2020 and 31 December 2023, inclusive?',
    covers: ['people', 'calendar'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(within('2020-01-01', '2023-12-31')))),
  },
  {
    notebook: 'b',
    question:
      'In respect of the rape matters, how many of the complainants were minors, that is, under the age of eighteen years?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(has('rape')))),
  },
  {
    notebook: 'b',
    question:
      'Is any of the accused in the cash-in-transit robbery matters recorded as female? A yes or no will suffice.',
    covers: ['yes/no', 'conjunction'],
    expect: (rows) =>
      yesNo(rows.some((r) => has('cash-in-transit robbery')(r) && (r.suspects_female ?? 0) > 0)),
  },
  {
    notebook: 'b',
    question:
      'How many more accused persons were arrested in respect of incidents in the North West than in respect of incidents in the Northern Cape?',
    covers: ['people', 'conjunction'],
    expect: (rows) => excessOf(rows, inProvince('North West'), inProvince('Northern Cape'), suspectsArrested),
  },
  {
    notebook: 'b',
    question:
      'Please express the number of murders in the Northern Cape as a rate per 100 000 of the population of that province.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the dashboard designer, on notebook b.
  {
    notebook: 'b',
    question:
      "Relationship donut: of the incidents where the attacker-victim relationship is filled in, what % slice is 'acquaintance'?",
    covers: ['share'],
    expect: (rows) => {
      const stated = rows.filter((r) => r.relationship !== null && r.relationship !== undefined);
      return percentage(
        count(stated, (r) => r.relationship === 'acquaintance'),
        stated.length,
      );
    },
  },
  {
    notebook: 'b',
    question:
      'Bar chart of incidents per municipality (blanks filtered out) - which municipality is the top bar?',
    covers: ['ranking'],
    ...ranking(municipalityTally, (name) => [...new Set(municipalityNames(name))]),
  },
  {
    notebook: 'b',
    question: 'Filter province = Mpumalanga, slice incidents by event year. Which year has the highest bar?',
    covers: ['ranking', 'calendar'],
    ...ranking(mpumalangaYearTally),
  },
  {
    notebook: 'b',
    question: 'Histogram tile of suspect ages - what is the median age over all suspects with an age listed?',
    covers: ['people'],
    expect: (rows) => number(medianOf(suspectAges(rows))),
  },
  {
    notebook: 'b',
    question:
      'Two period tiles side by side: incidents dated 2020-2023 vs incidents dated 2016-2019. How many more in the later period?',
    covers: ['calendar', 'conjunction'],
    expect: (rows) => excessOf(rows, within('2020-01-01', '2023-12-31'), within('2016-01-01', '2019-12-31')),
  },
];

export const fresh218QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH218_QUESTIONS, rows);
