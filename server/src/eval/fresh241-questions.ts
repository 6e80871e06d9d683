/**
 * The two-hundred-and-forty-first fresh question set (blind): thirty questions, fifteen about notebook `a`
 * and fifteen about notebook `b`, written without reading the analyst, the extractor or the other question
 * sets.
 * Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. An Uber/e-hailing driver worried about hijackings and safety on his routes: carjackings, robberies,
 *    times and places; "pax" for passengers, "the app", "okes", "bru", complaints mixed into questions,
 *    loose punctuation.
 * 2. A sheep farmer in the Karoo: slow and plain, about stock theft, farms and rural areas, "my
 *    neighbours", the odd Afrikaans word ("plaas", "plase", "skape", "boere", "asseblief") and a few
 *    misspellings ("stok theft", "Estern Cape", "Nothern Cape").
 * 3. A retired statistician volunteering at a community advice office: exact quantities with caveats
 *    ("excluding", "strictly", "to the nearest whole number", "as a proportion"), nested conditions.
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is outside every year, month, window and weekday, and is
 *   never the earliest or the latest; `published_date` is never read. A weekend is a Saturday or Sunday of
 *   `event_date`. "From D1 up to and including D2" is inclusive at both ends. A calendar month "all years
 *   together" is the month of `event_date` in any year.
 * - "Hijacking" (car or truck) is `carjacking` or `truck hijacking`; "carjacking" / "cars hijacked, not
 *   trucks" is `carjacking` alone. "Robberies and hijackings" are `armed robbery`, `robbery`, `house
 *   robbery`, `business robbery`, `cash-in-transit robbery`, `carjacking` and `truck hijacking`. "Stock
 *   theft" is `stock theft`; "murder incidents" are rows holding `murder` (not attempted murder or culpable
 *   homicide).
 * - People are sums of the stated figures: `victims_killed` (killed, died, lost their lives),
 *   `num_suspects_arrested` (suspects arrested, okes caught, nabbed). A null (unstated) figure adds
 *   nothing. "Nobody arrested" is `arrest_made === false`.
 * - A farm incident ("on a plaas", "farm attack") is a row whose `location` holds the word "farm" (any
 *   case), whatever its crimes; asked within a province or municipality, that field decides.
 * - Places: a province is `province`; a municipality is `municipality` (rows without one are left out),
 *   answered as written or without "City of"; "Cape Town" is the `City of Cape Town` municipality, and
 *   "Gauteng" / "North West" the province.
 * - Shares: "what percentage of murder incidents, excluding undated ones, ended with nobody arrested" is
 *   over the dated rows holding `murder`; "of incidents where the number killed is stated" is over rows
 *   whose `victims_killed` is not null (a stated 0 included); "what proportion fell on a Saturday or a
 *   Sunday, excluding undated incidents" is over the rows with an `event_date`; all to the nearest whole
 *   percent.
 * - Medians and means: a suspect's age is one entry of `suspect_ages` (each suspect once, rows without ages
 *   add nothing); the median of people killed per murder incident is over murder rows with a stated
 *   `victims_killed`; the mean arrested per incident "excluding incidents with no arrests" is over rows with
 *   `num_suspects_arrested` above 0, to one decimal.
 * - "How many more killed in P than in Q" is the difference of the sums of `victims_killed`; P must have
 *   more.
 * - Rankings (municipality with most robberies and hijackings, province with most robberies and hijackings, month with most robberies and hijackings, municipality with most farm
 *   incidents) each carry their tally; a tie at the top is an error in the question.
 * - Refusals: the ground truth holds no ride-hailing app or company, no number or value of animals stolen,
 *   no population (so no rate per head), no victims' ages, and nothing about the future.
 */
import {
  anyCrime,
  atPlace,
  type BlindQuestion,
  medianOf,
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
  excessOf,
  has,
  inProvince,
  inYear,
  meanOf,
  month,
  municipalityNames,
  notArrested,
  number,
  refusal,
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

/** A hijacking, car or truck. */
const hijacking = anyCrime('carjacking', 'truck hijacking');
const carjacking = has('carjacking');
/** A robbery of any type or a hijacking (car or truck). */
const robberyOrHijacking = anyCrime(
  'armed robbery',
  'robbery',
  'house robbery',
  'business robbery',
  'cash-in-transit robbery',
  'carjacking',
  'truck hijacking',
);
const stockTheft = has('stock theft');
const murder = has('murder');
/** An incident the release places on a farm. */
const onAFarm = atPlace('farm');
const dated = (r: DevRow) => r.event_date !== null;

const robberyMunicipalityTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(robberyOrHijacking), (r) => r.municipality);
const robberyProvinceTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(robberyOrHijacking), (r) => r.province);
const robberyMonthTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(robberyOrHijacking), (r) => {
    const m = month(r);
    return m === undefined ? undefined : MONTH_NAMES[m - 1];
  });
const farmMunicipalityTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(onAFarm), (r) => r.municipality);

export const FRESH241_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the e-hailing driver, on notebook a.
  {
    notebook: 'a',
    question:
      'bru how many hijackings in Gauteng in these reports? cars or trucks, doesnt matter, i do JHB and the East Rand every night',
    covers: ['restricted count', 'conjunction', 'slang'],
    expect: (rows) => number(count(rows, hijacking, inProvince('Gauteng'))),
  },
  {
    notebook: 'a',
    question:
      'the carjackings only (cars, not the trucks) - how many okes did the cops actually arrest for them in total??',
    covers: ['people', 'restricted count', 'slang'],
    expect: (rows) => number(suspectsArrested(rows.filter(carjacking))),
  },
  {
    notebook: 'a',
    question:
      'the app keeps pushing me surge on sat and sun nights. did any hijacking (car or truck) in here happen on a weekend? yes or no',
    covers: ['yes/no', 'calendar', 'slang'],
    expect: (rows) => yesNo(count(rows, hijacking, weekend) > 0),
  },
  {
    notebook: 'a',
    question:
      'which municipality is the worst for robberies and hijackings put together? want to know where not to accept pax',
    covers: ['ranking', 'slang'],
    ...ranking(robberyMunicipalityTally, municipalityNames),
  },
  {
    notebook: 'a',
    question:
      'are Uber drivers or Bolt drivers getting robbed more in these cases? the app never tells us anything',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the sheep farmer, on notebook a.
  {
    notebook: 'a',
    question:
      'Good day. My neighbours and I keep skape and we lose some every winter. How many cases of stok theft are there in these police reports?',
    covers: ['restricted count', 'misspelling'],
    expect: (rows) => number(count(rows, stockTheft)),
  },
  {
    notebook: 'a',
    question:
      'In those stock theft cases, how many suspects did the police arrest altogether? I want to know if they catch anybody.',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(suspectsArrested(rows.filter(stockTheft))),
  },
  {
    notebook: 'a',
    question:
      'On what date did the first stock theft in these reports happen? The day of the theft, not the day it was in the paper.',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(stockTheft), 'earliest'),
  },
  {
    notebook: 'a',
    question:
      'How many sheep and cattle were taken in all the stock theft cases together, asseblief? Just the number of animals.',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question:
      'My brother farms in the Estern Cape. How many more people were killed there than in the Western Cape, all the cases together?',
    covers: ['people', 'misspelling', 'conjunction'],
    expect: (rows) =>
      excessOf(rows, inProvince('Eastern Cape'), inProvince('Western Cape'), (selected) =>
        peopleTotal('victims_killed', selected),
      ),
  },

  // Voice 3, the retired statistician, on notebook a.
  {
    notebook: 'a',
    question:
      'Excluding incidents without a stated date, what percentage of the murder incidents ended with nobody arrested, to the nearest whole number?',
    covers: ['share', 'conjunction'],
    expect: (rows) => {
      const murders = rowsWhere(rows, murder, dated);
      return percentage(murders.filter(notArrested).length, murders.length);
    },
  },
  {
    notebook: 'a',
    question:
      'Counting only murder incidents where the number of people killed is stated, what is the median number killed per incident?',
    covers: ['people', 'restricted count'],
    expect: (rows) =>
      number(
        medianOf(
          rows
            .filter(murder)
            .flatMap((r) =>
              r.victims_killed === null || r.victims_killed === undefined ? [] : [r.victims_killed],
            ),
        ),
      ),
  },
  {
    notebook: 'a',
    question:
      'What is the mean age of the suspects whose ages are given, each suspect counted once, to one decimal place?',
    covers: ['people'],
    expect: (rows) => meanOf(suspectAges(rows), 1),
  },
  {
    notebook: 'a',
    question:
      'Strictly by the date of the incident itself, and excluding undated incidents, what proportion of incidents fell on a Saturday or a Sunday, as a percentage to the nearest whole number?',
    covers: ['share', 'calendar'],
    expect: (rows) => {
      const withDate = rows.filter(dated);
      return percentage(withDate.filter(weekend).length, withDate.length);
    },
  },
  {
    notebook: 'a',
    question:
      "What is Gauteng's murder rate per 100,000 residents according to these releases, to the nearest whole number?",
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 1, the e-hailing driver, on notebook b.
  {
    notebook: 'b',
    question:
      'how many people got killed in hijackings (car or truck) in these ones? a driver i know got taken on the R road near Giyani',
    covers: ['people', 'restricted count', 'slang'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(hijacking))),
  },
  {
    notebook: 'b',
    question:
      'which province must i avoid, most robberies and hijackings combined? taking long trips with pax these days',
    covers: ['ranking', 'slang'],
    ...ranking(robberyProvinceTally),
  },
  {
    notebook: 'b',
    question: 'any hijacking in North West at all, car or truck? got a regular pax to Rustenburg. y/n',
    covers: ['yes/no', 'conjunction', 'slang'],
    expect: (rows) => yesNo(count(rows, hijacking, inProvince('North West')) > 0),
  },
  {
    notebook: 'b',
    question: 'when was the last time somebody got hijacked here, car or truck? the date it happened pls',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(hijacking), 'latest'),
  },
  {
    notebook: 'b',
    question:
      'which month is the worst for robberies n hijackings, all the years together? want to know when to switch the app off',
    covers: ['ranking', 'calendar', 'slang'],
    ...ranking(robberyMonthTally),
  },

  // Voice 2, the sheep farmer, on notebook b.
  {
    notebook: 'b',
    question:
      'The boere in the Free State have it hard. How many people were killed in the attacks on a plaas there, all together?',
    covers: ['people', 'conjunction', 'slang'],
    expect: (rows) =>
      number(peopleTotal('victims_killed', rowsWhere(rows, onAFarm, inProvince('Free State')))),
  },
  {
    notebook: 'b',
    question: 'How many stock theft cases were there in 2023? My neighbour says it was a bad year.',
    covers: ['restricted count', 'calendar'],
    expect: (rows) => number(count(rows, stockTheft, inYear(2023))),
  },
  {
    notebook: 'b',
    question:
      'Which municipality had the most incidents on farms? I want to know which district is worst for the plase.',
    covers: ['ranking', 'slang'],
    ...ranking(farmMunicipalityTally, municipalityNames),
  },
  {
    notebook: 'b',
    question:
      'What was the value in rand of all the livestock stolen in these stock theft cases? The skape are worth a lot these days.',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question: 'Was there a farm attack in the Nothern Cape where somebody died? Yes or no is fine.',
    covers: ['yes/no', 'conjunction', 'misspelling'],
    expect: (rows) =>
      yesNo(rowsWhere(rows, onAFarm, inProvince('Northern Cape')).some((r) => (r.victims_killed ?? 0) > 0)),
  },

  // Voice 3, the retired statistician, on notebook b.
  {
    notebook: 'b',
    question:
      'Among incidents where the number of people killed is stated (zero included), what proportion had at least one fatality, as a percentage to the nearest whole number?',
    covers: ['share', 'people'],
    expect: (rows) => {
      const stated = rows.filter((r) => r.victims_killed !== null && r.victims_killed !== undefined);
      return percentage(stated.filter((r) => (r.victims_killed ?? 0) > 0).length, stated.length);
    },
  },
  {
    notebook: 'b',
    question: 'Taking each suspect whose age is stated once, what is the median suspect age?',
    covers: ['people'],
    expect: (rows) => number(medianOf(suspectAges(rows))),
  },
  {
    notebook: 'b',
    question:
      'Excluding incidents with no arrests, what is the mean number of suspects arrested per incident, to one decimal place?',
    covers: ['people', 'restricted count'],
    expect: (rows) =>
      meanOf(
        rows.filter((r) => (r.num_suspects_arrested ?? 0) > 0).map((r) => r.num_suspects_arrested),
        1,
      ),
  },
  {
    notebook: 'b',
    question:
      'How many incidents occurred from 1 July 2022 up to and including 31 December 2023, excluding those whose date is not stated?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, within('2022-07-01', '2023-12-31'))),
  },
  {
    notebook: 'b',
    question:
      "What is the interquartile range of the victims' ages, in years, strictly over the victims whose age is recorded?",
    covers: ['refusal'],
    expect: refusal,
  },
];

export const fresh241QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH241_QUESTIONS, rows);
