/**
 * The two-hundred-and-seventy-seventh fresh question set (blind): thirty questions, fifteen about
 * notebook `a` and fifteen about notebook `b`, written without reading the analyst, the extractor or the
 * other question sets. Every expectation is computed from the ground-truth rows of the question's
 * notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A sailor logging the watch: terse, "aye", nautical words for everything. The "log" is the
 *    notebook's incidents; a "logbook entry" is one incident; a "port" or "waters" is a province;
 *    "hands lost" / "souls lost" are people killed; "hauled in" / "clapped in irons" is arrested;
 *    "aye or nay" is a yes/no; knots, bearings, tides and wind are never recorded.
 * 2. A ballet teacher: precise and a little strict. The "corps de ballet" is all the notebook's
 *    incidents; "en pointe" / "the curtain came down with an arrest" is `arrest_made === true`; "the
 *    middle dancer of the line" is a median; "counts of eight" are only rhythm, never a figure.
 * 3. A cyclist on a training ride: out of breath, abbreviations ("avg", "pb", "KZN", "y/n"), a typo or
 *    two ("murdres", "incidnets"). A "lap" or "split" is a date range of `event_date`; "leading the
 *    peloton" / "on the front" is first place in a ranking; "dropped" is not arrested.
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one falls in no year, month range, weekday or "before" /
 *   "from" window, and is never the earliest or the latest; `published_date` is never read. A year range
 *   ("2019 to 2021") includes both end years. "The first half of the year" is January to June of any
 *   year.
 * - People are sums of the stated figures: `victims_killed` (killed, hands or souls lost),
 *   `victims_injured` (injured, wounded), `victims_female` / `victims_male` (women / men victims),
 *   `suspects_male` / `suspects_female` (male / female suspects), `num_suspects_arrested` (suspects
 *   arrested, hauled in). A null (unstated) figure adds nothing.
 * - The median of suspects arrested is over the incidents that state the figure (nulls left out); the
 *   average suspect age is the mean of every stated age in `suspect_ages` (one per suspect), to one
 *   decimal.
 * - "Share of incidents with an arrest" is `arrest_made === true` over all the notebook's rows
 *   (unstated arrests are in the base, not in the part); "dropped" / "nobody hauled in" is
 *   `arrest_made === false`. A share of rapes is over all the notebook's rows. Shares are to the
 *   nearest whole percent.
 * - Rankings carry their tally: the province with most attempted murders (by incidents), the
 *   municipality with most incidents (rows without one left out, answered as written or without
 *   "City of"), the province with most people killed and the province with most suspects arrested (sums
 *   of stated figures), and the crime most often recorded from 2023 on (each crime of an incident counted
 *   once, `other` included, undated incidents left out). A tie at the top is an error in the question.
 * - "More X in P than in Q, y/n" compares the two counts; equal counts are a "No".
 * - Refusals: the ground truth records no weather, wind or tides, no distances, no names of officers,
 *   no times of day and no values in rand.
 */
import {
  any,
  type BlindQuestion,
  before,
  inMonths,
  medianOf,
  peopleByProvince,
  peopleTotal,
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
  dateAt,
  has,
  inProvince,
  meanOf,
  municipalityNames,
  notArrested,
  number,
  percentOf,
  refusal,
  sinceYear,
  weekday,
  within,
} from './ground-truth-questions';

/** The count of each crime over the rows that pass the test, each crime of an incident once. */
const crimeTally = (test: (r: DevRow) => boolean) => (rows: readonly DevRow[]) =>
  tallyOf(
    rows.filter(test).flatMap((r) => [...new Set(r.crimes)]),
    (crime) => crime,
  );

const attemptedMurderProvinceTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(has('attempted murder')), (r) => r.province);
const municipalityTally = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.municipality);
const suspectsArrestedByProvince = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_suspects_arrested ?? 0,
  );

/** The median of the stated suspects-arrested figures. */
const medianArrested = (rows: readonly DevRow[]) =>
  number(medianOf(rows.flatMap((r) => (r.num_suspects_arrested === null ? [] : [r.num_suspects_arrested]))));

export const FRESH277_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the sailor logging the watch, on notebook a.
  {
    notebook: 'a',
    question: 'Logbook check. Murders in Western Cape waters - how many entries?',
    covers: ['restricted count', 'conjunction', 'slang'],
    expect: (rows) => number(count(rows, has('murder'), inProvince('Western Cape'))),
  },
  {
    notebook: 'a',
    question: 'Aye. Hands lost - killed - off KwaZulu-Natal, sum for the whole log?',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_killed', rowsWhere(rows, inProvince('KwaZulu-Natal')))),
  },
  {
    notebook: 'a',
    question: 'Which port, by province, logs the most attempted murders? Give the tally.',
    covers: ['ranking', 'slang'],
    ...ranking(attemptedMurderProvinceTally),
  },
  {
    notebook: 'a',
    question: 'Last kidnapping in the log. Date it happened, not the date the dispatch came in.',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(has('kidnapping')), 'latest'),
  },
  {
    notebook: 'a',
    question: 'Wind in knots and bearing on the night of each cash-in-transit hit. Log it.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the ballet teacher, on notebook a.
  {
    notebook: 'a',
    question:
      'Consider the whole corps de ballet of incidents. In what percentage of them did the curtain come down with an arrest? A whole percent, please, and no rounding games.',
    covers: ['share'],
    expect: (rows) => percentOf(rows, arrested),
  },
  {
    notebook: 'a',
    question:
      'Line the incidents up by the number of suspects arrested, leaving out those that do not state it. Who is the middle dancer: what is the median?',
    covers: ['people'],
    expect: medianArrested,
  },
  {
    notebook: 'a',
    question:
      'Rehearsals are on Fridays, so I notice Fridays. How many of the incidents took place on a Friday, by the date of the incident itself?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, (r) => weekday(r) === 'Friday')),
  },
  {
    notebook: 'a',
    question:
      'Precisely, please: across the incidents in Gauteng, how many of the victims were women? Count only what the releases state.',
    covers: ['people', 'conjunction'],
    expect: (rows) => number(peopleTotal('victims_female', rowsWhere(rows, inProvince('Gauteng')))),
  },
  {
    notebook: 'a',
    question:
      'And the officers who led each investigation - I want their names, in order, as one would list a cast.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the cyclist on a training ride, on notebook a.
  {
    notebook: 'a',
    question: 'ok split check... incidents from 2019 thru 2021 inclusive, how many in that lap?',
    covers: ['calendar', 'slang'],
    expect: (rows) => number(count(rows, within('2019-01-01', '2021-12-31'))),
  },
  {
    notebook: 'a',
    question: 'pb question lol - more murdres in KZN than in Gauteng?? y/n',
    covers: ['yes/no', 'misspelling', 'slang'],
    expect: (rows) =>
      yesNo(
        count(rows, has('murder'), inProvince('KwaZulu-Natal')) >
          count(rows, has('murder'), inProvince('Gauteng')),
      ),
  },
  {
    notebook: 'a',
    question: 'which municipality is leading the peloton on number of incidents? + how many',
    covers: ['ranking', 'slang'],
    ...ranking(municipalityTally, municipalityNames),
  },
  {
    notebook: 'a',
    question: 'Climbing now... earliest carjacking on record, what date did it happen?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(has('carjacking')), 'earliest'),
  },
  {
    notebook: 'a',
    question: 'avg distance in km from each crime scene to the nearest cop shop? need it for my route',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },

  // Voice 1, the sailor logging the watch, on notebook b.
  {
    notebook: 'b',
    question: 'Wounded - injured - across the whole log. Sum?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_injured', rows)),
  },
  {
    notebook: 'b',
    question: 'Which port has lost the most souls - most killed, by province? Tally too.',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(peopleByProvince('victims_killed')),
  },
  {
    notebook: 'b',
    question: 'Cash-in-transit hit anywhere in Mpumalanga waters? Aye or nay.',
    covers: ['yes/no', 'conjunction'],
    expect: (rows) => yesNo(count(rows, has('cash-in-transit robbery'), inProvince('Mpumalanga')) > 0),
  },
  {
    notebook: 'b',
    question: 'Kidnappings logged before 2022, by incident date. Count.',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, has('kidnapping'), before('2022-01-01'))),
  },
  {
    notebook: 'b',
    question: 'Tide and weather at the hour of each murder - enter them in the log.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the ballet teacher, on notebook b.
  {
    notebook: 'b',
    question:
      'Of all the incidents in this notebook, taken as one company, what share involved a rape? To the nearest whole percent.',
    covers: ['share', 'restricted count'],
    expect: (rows) => percentOf(rows, has('rape')),
  },
  {
    notebook: 'b',
    question:
      'Age matters in my studio. What is the average age of the suspects whose ages are given, to one decimal place?',
    covers: ['people'],
    expect: (rows) => meanOf(suspectAges(rows), 1),
  },
  {
    notebook: 'b',
    question:
      'Our season runs January to June. How many incidents fell in the first half of the year, any year, by the date of the incident?',
    covers: ['calendar'],
    expect: (rows) => number(count(rows, inMonths(1, 6))),
  },
  {
    notebook: 'b',
    question:
      'In Limpopo and Mpumalanga together - two provinces, one rehearsal - how many of the victims were men?',
    covers: ['people', 'conjunction'],
    expect: (rows) =>
      number(
        peopleTotal('victims_male', rowsWhere(rows, any(inProvince('Limpopo'), inProvince('Mpumalanga')))),
      ),
  },
  {
    notebook: 'b',
    question:
      'Tell me the value in rand of everything taken in the robberies. I expect an exact figure, not an approximation.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the cyclist on a training ride, on notebook b.
  {
    notebook: 'b',
    question: 'which province is on the front for suspects arrested?? total per province pls',
    covers: ['ranking', 'people'],
    ...ranking(suspectsArrestedByProvince),
  },
  {
    notebook: 'b',
    question: 'since 2023 started, what crime leads the bunch? count it',
    covers: ['ranking', 'calendar'],
    ...ranking(crimeTally(sinceYear(2023))),
  },
  {
    notebook: 'b',
    question: 'male suspects, whole notebook, total? (just the stated ones)',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('suspects_male', rows)),
  },
  {
    notebook: 'b',
    question: 'how many incidnets where the suspects got clean away - dropped, no arrest at all?',
    covers: ['restricted count', 'misspelling'],
    expect: (rows) => number(count(rows, notArrested)),
  },
  {
    notebook: 'b',
    question: 'what time of day did the murders happen mostly? morning or evening, just roughly',
    covers: ['refusal'],
    expect: refusal,
  },
];

export const fresh277QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH277_QUESTIONS, rows);
