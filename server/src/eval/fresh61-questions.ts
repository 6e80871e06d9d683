/**
 * The sixty-first fresh question set (blind): thirty questions, fifteen about notebook `a` and fifteen
 * about notebook `b`, written without reading the analyst, the extractor or the earlier question sets.
 * Three voices each put five questions to each notebook:
 *
 * - A parliamentary portfolio-committee researcher on policing: formal and precise; asks for shares,
 *   comparisons between provinces and between periods, and percentage changes.
 * - A true-crime podcast host: chatty and slangy ("folks got taken out", "the worst one"); asks for the
 *   deadliest or biggest incident, the most recent one, and weekday or weekend patterns.
 * - A mining-union health-and-safety representative: asks about illegal mining, cash-in-transit and
 *   business robberies, the people hurt in them and whether suspects were caught; makes a few
 *   spelling slips ("arested", "minning", "buisness").
 *
 * The readings chosen (every expectation is computed from the ground-truth rows of the question's
 * notebook, never typed in):
 *
 * - An incident is one release row of the notebook. A crime named in a question is the incident's
 *   `crimes` holding that vocabulary word: "murder" is `murder`, "rape" is `rape`, "cash-in-transit
 *   robbery"/"heist" is `cash-in-transit robbery`, "business robbery" is `business robbery`, "illegal
 *   mining" is `illegal mining`. "X and Y put together/combined" selects the incidents holding either
 *   word, each incident once.
 * - Every date reading (a year, a half-year, a month range, "before", "since", a weekday, a weekend, a
 *   calendar month, "most recent") is taken from `event_date` alone; a row without one is in no dated
 *   selection (the publication date never stands in for it). Windows are inclusive: the second half of
 *   a year is 1 July to 31 December, "January 2022 to June 2023" is 2022-01-01 to 2023-06-30, "before
 *   2020" is before 2020-01-01, "since 2021" is on or after 2021-01-01. A weekend is a Saturday or
 *   Sunday. A calendar month or weekday lumps all years together.
 * - People are sums of one ground-truth field over the selected incidents, a null (not stated) figure
 *   adding nothing: killed (and "taken out", "bodies") is `victims_killed`, injured ("hurt but
 *   surviving") is `victims_injured`, kids ("under 18") are `victims_children`, cops who were victims
 *   are `victims_police`, female victims are `victims_female`, suspects arrested are
 *   `num_suspects_arrested`. Women among the suspects are `suspects_female` of at least 1.
 * - "Resulted in an arrest" / "ended with police catching someone" / "was anyone arrested" is
 *   `arrest_made === true`; a false or null `arrest_made` is no arrest (and stays in a share's whole).
 * - A share is the part over the whole times 100, rounded to a whole percent. A percentage change is
 *   (later − earlier) / earlier × 100, rounded to a whole percent, of incident counts by `event_date`.
 *   "By how many does X exceed Y" is the difference of the two sums (X must be larger).
 * - "Did North West record a higher number killed than Limpopo" is Yes only when its sum of
 *   `victims_killed` is strictly larger; equal sums are No.
 * - Rankings carry their tally. Provinces ranked by incidents count rows per `province`; by arrests they
 *   sum `num_suspects_arrested`. "Which day of the week do most killings happen" and "which month is
 *   the bloodiest" sum `victims_killed` per weekday / calendar month over the dated incidents with at
 *   least one stated killed (counting those incidents instead names the same leader in both
 *   notebooks). "The single incident with the most injured / killed" is the incident with the largest
 *   stated `victims_injured` / `victims_killed`, named by the parts of its location no other incident's
 *   location holds.
 * - "The last time someone got killed" is the latest `event_date` among incidents with
 *   `victims_killed` of at least 1; "the last murder" the latest among incidents holding `murder`.
 * - Refusals ask for what no ground-truth field holds: police response times, the rand value taken,
 *   the time of day of the killings, compensation paid to families.
 */

import {
  anyCrime,
  type BlindQuestion,
  before,
  femaleVictims,
  kznProvinceNames,
  largestIncident,
  peopleTotal,
  percentage,
  ranking,
  stated,
  suspectsArrested,
  tallyOf,
  yesNo,
} from './blind-sets';
import type { DevRow } from './dev-set';
import {
  arrested,
  casesOf,
  count,
  dateAt,
  excessOf,
  has,
  inProvince,
  inYear,
  month,
  number,
  percentOf,
  refusal,
  sinceYear,
  weekday,
  weekend,
  within,
} from './ground-truth-questions';

const MONTHS = [
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
const monthName = (r: DevRow) => {
  const m = month(r);
  return m === undefined ? undefined : MONTHS[m - 1];
};

/** At least one victim stated killed. */
const killedSome = (r: DevRow) => (stated('victims_killed')(r) ?? 0) > 0;
const killed = (r: DevRow) => stated('victims_killed')(r) ?? 0;

/** The percentage change from an earlier count to a later one, to the nearest whole percent. */
function percentChange(earlier: number, later: number) {
  if (later < earlier) throw new Error(`a fall from ${earlier} to ${later}: ask for a decrease`);
  return percentage(later - earlier, earlier);
}

const CIT = 'cash-in-transit robbery';
const BUSINESS = 'business robbery';
const MINING = 'illegal mining';

export const FRESH61_QUESTIONS: BlindQuestion[] = [
  // Notebook a: the portfolio-committee researcher.
  {
    notebook: 'a',
    question:
      'For the committee: of the Western Cape incidents that occurred before 1 January 2020, what percentage resulted in at least one arrest?',
    covers: ['share', 'restricted count', 'calendar'],
    expect: (rows) =>
      percentOf(rows.filter(inProvince('Western Cape')).filter(before('2020-01-01')), arrested),
  },
  {
    notebook: 'a',
    question:
      'By how many does the number of female victims recorded in the Eastern Cape exceed the number recorded in KwaZulu-Natal?',
    covers: ['people', 'conjunction'],
    expect: (rows) => excessOf(rows, inProvince('Eastern Cape'), inProvince('KwaZulu-Natal'), femaleVictims),
  },
  {
    notebook: 'a',
    question:
      'Measured by the date on which each incident occurred, what was the percentage change in the number of incidents between 2018 and 2019?',
    covers: ['calendar'],
    expect: (rows) => percentChange(count(rows, inYear(2018)), count(rows, inYear(2019))),
  },
  {
    notebook: 'a',
    question: 'Which province accounts for the greatest number of incidents in which a murder was recorded?',
    covers: ['ranking', 'restricted count'],
    ...ranking((rows) => tallyOf(rows.filter(has('murder')), (r) => r.province), kznProvinceNames),
  },
  {
    notebook: 'a',
    question:
      'What was the average police response time, in minutes, from the first call to officers arriving on the scene?',
    covers: ['refusal'],
    expect: refusal,
  },
  // Notebook a: the true-crime podcast host.
  {
    notebook: 'a',
    question:
      "ok which one was the worst for people getting hurt but surviving, like the single incident with the most injured? where'd it go down",
    covers: ['ranking', 'people', 'slang'],
    ...largestIncident(() => true, stated('victims_injured')),
  },
  {
    notebook: 'a',
    question: 'what day of the week do the killings mostly go down? is there a day where the bodies pile up',
    covers: ['ranking', 'calendar', 'slang'],
    ...ranking((rows) => tallyOf(rows.filter(killedSome), weekday, killed)),
  },
  {
    notebook: 'a',
    question: 'how many folks got taken out in stuff that happened on a weekend (sat or sun)?',
    covers: ['people', 'calendar', 'slang'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(weekend))),
  },
  {
    notebook: 'a',
    question: "when was the last murder in this batch? like the freshest one, what's the date",
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows.filter(has('murder')), 'latest'),
  },
  {
    notebook: 'a',
    question: 'how many cops ended up being victims themselves in the Western Cape cases?',
    covers: ['people', 'restricted count', 'slang'],
    expect: (rows) => number(peopleTotal('victims_police', rows.filter(inProvince('Western Cape')))),
  },
  // Notebook a: the mining-union health-and-safety representative.
  {
    notebook: 'a',
    question: 'How many suspects were arested in total for the cash-in-transit robberies?',
    covers: ['people', 'restricted count', 'misspelling'],
    expect: (rows) => number(suspectsArrested(rows.filter(has(CIT)))),
  },
  {
    notebook: 'a',
    question: 'Was anybody actualy arrested over the illegal mining here, yes or no?',
    covers: ['yes/no', 'misspelling'],
    expect: (rows) => yesNo(rows.some((r) => has(MINING)(r) && arrested(r))),
  },
  {
    notebook: 'a',
    question:
      'Our members guard cash vans and shops. How many people were injured in cash-in-transit heists and business robberies put together?',
    covers: ['people', 'conjunction'],
    expect: (rows) => number(peopleTotal('victims_injured', rows.filter(anyCrime(CIT, BUSINESS)))),
  },
  {
    notebook: 'a',
    question:
      'Since the start of 2021, how many robberies on businesses or cash-in-transit vehicles ended with the police catching someone?',
    covers: ['conjunction', 'calendar', 'restricted count'],
    expect: (rows) => number(count(rows, anyCrime(CIT, BUSINESS), sinceYear(2021), arrested)),
  },
  {
    notebook: 'a',
    question: 'What was the total rand value of the cash stolen in the cash-in-transit robberies?',
    covers: ['refusal'],
    expect: refusal,
  },
  // Notebook b: the portfolio-committee researcher.
  {
    notebook: 'b',
    question: 'In terms of suspects arrested, by what margin does Mpumalanga exceed the Free State?',
    covers: ['people', 'conjunction'],
    expect: (rows) => excessOf(rows, inProvince('Mpumalanga'), inProvince('Free State'), suspectsArrested),
  },
  {
    notebook: 'b',
    question:
      'What share of all persons killed in the incidents in this notebook were killed in the Free State, to the nearest whole percent?',
    covers: ['share', 'people'],
    expect: (rows) =>
      percentage(
        peopleTotal('victims_killed', rows.filter(inProvince('Free State'))),
        peopleTotal('victims_killed', rows),
      ),
  },
  {
    notebook: 'b',
    question:
      'Comparing the second half of 2022 (July to December) with the second half of 2023, what was the percentage change in the number of incidents?',
    covers: ['calendar', 'share'],
    expect: (rows) =>
      percentChange(
        count(rows, within('2022-07-01', '2022-12-31')),
        count(rows, within('2023-07-01', '2023-12-31')),
      ),
  },
  {
    notebook: 'b',
    question: 'Did North West record a higher number of persons killed than Limpopo?',
    covers: ['yes/no', 'people'],
    expect: (rows) =>
      yesNo(
        peopleTotal('victims_killed', rows.filter(inProvince('North West'))) >
          peopleTotal('victims_killed', rows.filter(inProvince('Limpopo'))),
      ),
  },
  {
    notebook: 'b',
    question:
      'For the period January 2022 to June 2023 inclusive, which province recorded the most incidents?',
    covers: ['ranking', 'calendar'],
    ...ranking((rows) => tallyOf(rows.filter(within('2022-01-01', '2023-06-30')), (r) => r.province)),
  },
  // Notebook b: the true-crime podcast host.
  {
    notebook: 'b',
    question: "what's the single deadliest one in here?? most people killed in one go, where was it",
    covers: ['ranking', 'people', 'slang'],
    ...largestIncident(() => true, stated('victims_killed')),
  },
  {
    notebook: 'b',
    question: 'real talk, how many of the victims in the rape cases were kids, like under 18?',
    covers: ['people', 'restricted count', 'slang'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(has('rape')))),
  },
  {
    notebook: 'b',
    question: "when's the last time somebody actually got killed in one of these? gimme the date",
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows.filter(killedSome), 'latest'),
  },
  {
    notebook: 'b',
    question: 'if you lump all the years together which month is the bloodiest one?',
    covers: ['ranking', 'calendar', 'slang'],
    ...ranking((rows) => tallyOf(rows.filter(killedSome), monthName, killed)),
  },
  {
    notebook: 'b',
    question: 'so what time of night do these murders usually go down, like 10pm, 2am?',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },
  // Notebook b: the mining-union health-and-safety representative.
  {
    notebook: 'b',
    question: 'Since 2020, how many suspects have been arrested in the illegal minning cases?',
    covers: ['people', 'calendar', 'misspelling'],
    expect: (rows) => number(suspectsArrested(rows.filter(has(MINING)).filter(sinceYear(2020)))),
  },
  {
    notebook: 'b',
    question:
      'Which province had the most suspects arrested across illegal mining, cash-in-transit and business robbery cases combined?',
    covers: ['ranking', 'conjunction', 'people'],
    ...ranking((rows) =>
      tallyOf(
        rows.filter(anyCrime(MINING, CIT, BUSINESS)),
        (r) => r.province,
        (r) => r.num_suspects_arrested ?? 0,
      ),
    ),
  },
  {
    notebook: 'b',
    question: 'Were there any women among the suspects in the illegal mining cases?',
    covers: ['yes/no', 'people'],
    expect: (rows) => yesNo(rows.some((r) => has(MINING)(r) && (stated('suspects_female')(r) ?? 0) > 0)),
  },
  {
    notebook: 'b',
    question: 'When was the most recent buisness robbery or cash-in-transit robbery?',
    covers: ['date', 'misspelling'],
    expect: (rows) => dateAt(rows.filter(anyCrime(BUSINESS, CIT)), 'latest'),
  },
  {
    notebook: 'b',
    question:
      'How much compensation was paid out to the families of the workers and guards who were killed in these incidents?',
    covers: ['refusal'],
    expect: refusal,
  },
];

export const fresh61QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH61_QUESTIONS, rows);
