/**
 * The two-hundred-and-seventy-fifth fresh question set (blind): thirty questions, fifteen about notebook
 * `a` and fifteen about notebook `b`, written without reading the analyst, the extractor or the other
 * question sets. Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A potter at the wheel: patient and tactile, talks of firings, batches, kilns, glazes and pots. A
 *    "batch" or "kiln-load" is a set of incidents; a province "kiln" is the incidents of that province;
 *    a pot "cracked but not shattered" is a victim injured (not killed); "the middle of the batch" is a
 *    median; "little pots" are children; "the cold firings" are the winter months June to August; the
 *    "workshop" that turns out the most is the municipality with the most incidents.
 * 2. A flight attendant making cabin announcements: "ladies and gentlemen", polite formulas around each
 *    ask. The "manifest" is the list of incidents; the province "with the fullest manifest" has the most
 *    incidents; "first to board" is the earliest event date; "our uniformed crew" among the victims are
 *    police officers (`victims_police`).
 * 3. A stockbroker: terse and numeric, positions, tickers, bull and bear, year-on-year, "what's the
 *    spread". A "spread" is the difference of two figures (the first must be the larger); "year-on-year"
 *    compares event years; "the book" is all of the notebook's incidents; "weighting" or "% of the book"
 *    is a share of all incidents; "avg per print" is a mean per incident; "top performer" is a ranking
 *    leader; the "most-traded ticker" is the crime category held by the most incidents; "cops nabbed"
 *    is suspects arrested.
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold
 * the category):
 * - Dates are `event_date` alone: a row without one falls in no year, month range or weekday and is
 *   never the earliest or latest; `published_date` is never read. "The cold firings" / "winter" are
 *   June, July and August of any year. "July" is July of any year.
 * - People are sums of the stated figures: `victims_injured` (cracked but not shattered, injured),
 *   `victims_killed` (killed, lost), `victims_children` (little pots, children), `victims_police`
 *   (uniformed crew, police officers), `victims_female` (women, lady victims), `num_victims` (victims),
 *   `num_suspects_arrested` (arrested, nabbed). A null (unstated) figure adds nothing.
 * - Medians and means are over the stated figures only: the median suspect age is over every stated
 *   age in `suspect_ages` (one per suspect); the mean arrests per incident is over the rows whose
 *   `num_suspects_arrested` is stated, to one decimal; the mean victims per incident is over the rows
 *   whose `num_victims` is stated, to one decimal.
 * - Shares: "an arrest was made" is `arrest_made === true` over all of the notebook's rows (an unstated
 *   arrest is in the base, not the part); the female share of victims is the sum of `victims_female`
 *   over the sum of `victims_female` and `victims_male`; the firearm "weighting" is the rows holding
 *   `illegal firearm possession` over all rows. All to the nearest whole percent.
 * - "Murders" are `murder` (not attempted murder); "kidnappings" are `kidnapping`; "CIT" is
 *   `cash-in-transit robbery`; a "firearm" / "unlicensed gun" incident is `illegal firearm possession`.
 * - "More murders in P than in Q" (yes/no) compares the two counts; equal is "No".
 * - A year-on-year spread of people killed is the sum of `victims_killed` in the first event year less
 *   that in the second; it must be positive.
 * - Rankings (province with most incidents, crime category held by the most incidents, municipality
 *   with most incidents, province with most people killed, province with most suspects arrested)
 *   carry their tally; a crime ranking counts each incident once per category it holds, the set's
 *   "other" left out; rows without a municipality are left out of that tally; per-province people
 *   rankings sum the stated figures; a tie at the top is an error in the question.
 *   A municipality may be answered without "City of".
 * - Refusals: the ground truth holds no weather, no officers' names, no rand values of what was stolen
 *   or lost, and no distances (kilometres) from a police station.
 */
import {
  type BlindQuestion,
  femaleVictims,
  inMonths,
  medianOf,
  peopleByProvince,
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
  month,
  municipalityNames,
  number,
  percentOf,
  refusal,
} from './ground-truth-questions';

const murder = has('murder');
const kidnapping = has('kidnapping');
const cit = has('cash-in-transit robbery');
const firearm = has('illegal firearm possession');

const provinceTally = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.province);
/** Each crime category (the set's "other" left out) by the incidents that hold it. */
const crimeTally = (rows: readonly DevRow[]) =>
  tallyOf(
    rows.flatMap((r) => r.crimes),
    (crime) => (crime === 'other' ? undefined : crime),
  );
const killedByProvince = peopleByProvince('victims_killed');
const municipalityTally = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.municipality);
const arrestsByProvince = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_suspects_arrested ?? 0,
  );

export const FRESH275_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the potter, on notebook a.
  {
    notebook: 'a',
    question:
      "I've got clay drying on the wheel so I'll keep this short. Out of the Western Cape kiln, so to speak, how many of the incidents were murders?",
    covers: ['restricted count', 'conjunction'],
    expect: (rows) => number(count(rows, murder, inProvince('Western Cape'))),
  },
  {
    notebook: 'a',
    question:
      'Some pots come out of the firing cracked but not shattered. Across all the attempted murder cases, how many victims were injured rather than killed - add them all up for me?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_injured', rows.filter(has('attempted murder')))),
  },
  {
    notebook: 'a',
    question:
      'Lay every suspect whose age is given out on the shelf like a batch of pots, youngest to oldest. What age sits right in the middle of the batch - the median?',
    covers: ['people'],
    expect: (rows) => number(medianOf(suspectAges(rows))),
  },
  {
    notebook: 'a',
    question:
      'The cold firings are the slow ones, June through August, when the kiln takes all day to come up. How many incidents happened in those winter months, any year at all?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, inMonths(6, 8))),
  },
  {
    notebook: 'a',
    question:
      "Damp weather ruins a glaze, so I always watch the sky. Was it raining or dry on the days these crimes took place? I'd love to know what the weather was doing.",
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the flight attendant, on notebook a.
  {
    notebook: 'a',
    question:
      'Ladies and gentlemen, a quick check of the manifest, if you please: which province has the fullest manifest, that is the most incidents on board?',
    covers: ['ranking'],
    ...ranking(provinceTally),
  },
  {
    notebook: 'a',
    question:
      'Ladies and gentlemen, for your information: of all the incidents on this manifest, what percentage ended with an arrest being made? Thank you for your attention.',
    covers: ['share'],
    expect: (rows) => percentOf(rows, arrested),
  },
  {
    notebook: 'a',
    question:
      'Good evening, ladies and gentlemen. We would now like to know which kidnapping was first to board: on what date did the earliest kidnaping take place? Thank you.',
    covers: ['date', 'misspelling'],
    expect: (rows) => dateAt(rows.filter(kidnapping), 'earliest'),
  },
  {
    notebook: 'a',
    question:
      'Ladies and gentlemen, a yes or no from the cabin, please: were there more murders in Gauteng than in the Eastern Cape?',
    covers: ['yes/no', 'conjunction'],
    expect: (rows) =>
      yesNo(count(rows, murder, inProvince('Gauteng')) > count(rows, murder, inProvince('Eastern Cape'))),
  },
  {
    notebook: 'a',
    question:
      'Ladies and gentlemen, as we prepare for landing, could you kindly give us the names of the investigating officers on each of these cases? Thank you for flying with us.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the stockbroker, on notebook a.
  {
    notebook: 'a',
    question: "People killed, 2022 vs 2021, year-on-year. What's the spread?",
    covers: ['people', 'calendar', 'slang'],
    expect: (rows) => excessOf(rows, inYear(2022), inYear(2021), (s) => peopleTotal('victims_killed', s)),
  },
  {
    notebook: 'a',
    question: 'Avg suspects nabbed per print, stated figures only, 1 dp?',
    covers: ['people', 'slang'],
    expect: (rows) =>
      meanOf(
        rows.map((r) => r.num_suspects_arrested),
        1,
      ),
  },
  {
    notebook: 'a',
    question: 'Most-traded ticker in the book: which crime category shows up in the most incidents?',
    covers: ['ranking', 'slang'],
    ...ranking(crimeTally, crimeNames),
  },
  {
    notebook: 'a',
    question: 'Position check: total women victims across the whole book. Number only.',
    covers: ['people'],
    expect: (rows) => number(femaleVictims(rows)),
  },
  {
    notebook: 'a',
    question: 'CIT hits - what was the rand value taken, total? Need it for the bear case.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 1, the potter, on notebook b.
  {
    notebook: 'b',
    question:
      'The little pots always break my heart the most. Across the rape cases, how many of the victims were children, all told?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(has('rape')))),
  },
  {
    notebook: 'b',
    question:
      'Every workshop has its busy wheel. Which municipality turns out the most incidents in this batch?',
    covers: ['ranking'],
    ...ranking(municipalityTally, municipalityNames),
  },
  {
    notebook: 'b',
    question:
      'Think of it as mixing a glaze, so much of one, so much of the other. Of the victims whose sex is given, what percentage were women?',
    covers: ['share', 'people'],
    expect: (rows) => {
      const female = femaleVictims(rows);
      return percentage(female, female + peopleTotal('victims_male', rows));
    },
  },
  {
    notebook: 'b',
    question:
      'Slowly now, one firing at a time. When did the most recent murder in Mpumalanaga happen - the date of the killing itself, not when it was written up?',
    covers: ['date', 'conjunction', 'misspelling'],
    expect: (rows) => dateAt(rowsWhere(rows, murder, inProvince('Mpumalanga')), 'latest'),
  },
  {
    notebook: 'b',
    question:
      'A kiln needs a still day. What was the temperature outside, in degrees, when each of these incidents happened?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the flight attendant, on notebook b.
  {
    notebook: 'b',
    question:
      'Ladies and gentlemen, may we have your attention please: how many murders took place in the month of July, counting every year on the manifest?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, murder, (r) => month(r) === 7)),
  },
  {
    notebook: 'b',
    question:
      'Ladies and gentlemen, spare a thought for our uniformed crew. How many police officers, in total, were among the victims on this manifest?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_police', rows)),
  },
  {
    notebook: 'b',
    question:
      'Ladies and gentlemen, with deep regret: which province on the manifest reported the most people killed, all incidents counted? Thank you for your patience.',
    covers: ['ranking', 'people'],
    ...ranking(killedByProvince),
  },
  {
    notebook: 'b',
    question:
      'Ladies and gentlemen, a brief yes or no, please: is there any cash-in-transit robbery on the manifest from the Northern Cape?',
    covers: ['yes/no', 'conjunction'],
    expect: (rows) => yesNo(count(rows, cit, inProvince('Northern Cape')) > 0),
  },
  {
    notebook: 'b',
    question:
      'Ladies and gentlemen, before we begin our descent: how many kilometres from the nearest police station did each incident take place? Thank you.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the stockbroker, on notebook b.
  {
    notebook: 'b',
    question: "Killed, 2022 vs 2023 - bear year for the deaths? What's the YoY spread, in bodies?",
    covers: ['people', 'calendar', 'slang'],
    expect: (rows) => excessOf(rows, inYear(2022), inYear(2023), (s) => peopleTotal('victims_killed', s)),
  },
  {
    notebook: 'b',
    question: 'Unlicensed guns - weighting as % of the book? Round to whole.',
    covers: ['share', 'slang'],
    expect: (rows) => percentOf(rows, firearm),
  },
  {
    notebook: 'b',
    question: 'Top performer by cops nabbing suspects - which province posts the most arrests, summed?',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(arrestsByProvince),
  },
  {
    notebook: 'b',
    question: 'Avg victims per incidnet, only where the number is stated. 1 dp.',
    covers: ['people', 'misspelling'],
    expect: (rows) =>
      meanOf(
        rows.map((r) => r.num_victims),
        1,
      ),
  },
  {
    notebook: 'b',
    question: 'Business robberies: total loss in rand across all positions? Bull or bear, I need the figure.',
    covers: ['refusal'],
    expect: refusal,
  },
];

export const fresh275QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH275_QUESTIONS, rows);
