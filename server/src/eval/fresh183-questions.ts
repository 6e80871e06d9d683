/**
 * The hundred-and-eighty-third fresh question set (blind): thirty questions, fifteen about notebook `a`
 * and fifteen about notebook `b`, written without reading the analyst, the extractor or the other
 * question sets. Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A KwaZulu-Natal provincial legislature researcher: KZN municipalities (eThekwini, uMgungundlovu,
 *    Msunduzi, uMhlathuze ...) and KZN against the rest; committee-brief register, "KZN", "munics",
 *    the odd misspelt place name ("Msundusi"). Notebook `b` holds no KZN incident, so there she asks
 *    whether it holds any and takes its provinces as comparators.
 * 2. A travel-insurance underwriter pricing risk to visitors: robberies, hijackings and tourist spots,
 *    by month and weekday; terse, abbreviated ("Fri/Sat/Sun", "incl.", "y/n", "all yrs").
 * 3. A data-journalism trainee checking her own answers ("I got 12 - is that right?"), sometimes with
 *    the wrong figure, lower case and typos ("kidnaping", "cant").
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is outside every year, month, weekday and weekend,
 *   and is never the earliest or latest; `published_date` is never read. A weekday is that of
 *   `event_date`; a weekend is its Saturday or Sunday; "Fri, Sat or Sun" adds the Friday. A month "all
 *   years combined" is the month of `event_date` in any year. "Incidents in 2023" are the rows whose
 *   `event_date` falls in 2023.
 * - "Robberies (any type / any kind)" are `armed robbery`, `robbery`, `house robbery`, `business
 *   robbery` and `cash-in-transit robbery` ("CIT"). "Hijackings" (car or truck) are `carjacking` and
 *   `truck hijacking`; a hijacking is not a robbery, so "robberies and hijackings" is either set.
 *   "Murders" are `murder` alone (not attempted murder, not culpable homicide); "kidnapping" and "rape"
 *   are those categories.
 * - People are sums of the stated figures: `victims_killed` (killed), `victims_injured` (injured),
 *   `victims_children` (child victims, under 18), `victims_police` (police officers, on or off duty),
 *   `victims_female` (female victims). A null (unstated) figure adds nothing.
 * - "KZN" is the province `KwaZulu-Natal` (answered also as "KZN"); "the rest" is every other province.
 *   A KZN municipality is the row's `municipality` (rows without one are left out of a municipality
 *   ranking). The uMgungundlovu district is its local municipalities: Msunduzi, uMshwathi, uMngeni,
 *   Richmond, Mkhambathini, Mpofana and Impendle (matched by `municipality`, any case). "Which
 *   municipality has the most incidents" counts rows per `municipality`, answered as written or
 *   without "City of".
 * - KZN's share of murders is the murder rows in KwaZulu-Natal over all murder rows of the notebook;
 *   "led to at least one arrest" is `arrest_made === true`, over all the notebook's rows; "no arrest" is
 *   `arrest_made === false` (an unstated arrest is neither). Shares are to the nearest whole percent.
 * - A tourist spot (game reserve, national park or airport) is a row whose `location` holds "game
 *   reserve", "national park" or "airport" (any case), whatever its crimes; "a game reserve or national
 *   park" leaves the airport out.
 * - The suspects' average age is the mean of every stated age in `suspect_ages` (one per suspect), to
 *   the nearest year.
 * - "How many more killed in P than in Q" is the difference of the two sums; P must have more.
 * - The trainee's own figure is never the expectation: the expectation is the computed value, whether
 *   her figure is right or wrong.
 * - Rankings (KZN municipality by people killed, province by incidents, weekday of robberies and
 *   hijackings, province by people killed, municipality by incidents, month of robberies) each carry
 *   their tally; a tie at the top is an error in the question.
 * - Refusals: the ground truth holds no victims' nationality or tourist status, no time of day, and no
 *   court outcomes (convictions).
 */
import { MONTH_NAMES } from '../corpus/calendar';
import {
  any,
  anyCrime,
  atPlace,
  type BlindQuestion,
  femaleVictims,
  kznProvinceNames,
  not,
  peopleByProvince,
  peopleTotal,
  percentage,
  ranking,
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
  excessOf,
  has,
  inProvince,
  inYear,
  meanOf,
  month,
  municipalityNames,
  notArrested,
  number,
  percentOf,
  refusal,
  weekday,
  weekend,
} from './ground-truth-questions';

/** A robbery of any type; hijackings are not among them. */
const robbery = anyCrime(
  'armed robbery',
  'robbery',
  'house robbery',
  'business robbery',
  'cash-in-transit robbery',
);
/** A hijacking, of a car or of a truck. */
const hijacking = anyCrime('carjacking', 'truck hijacking');
const robberyOrHijacking = any(robbery, hijacking);
const murder = has('murder');
const kzn = inProvince('KwaZulu-Natal');
/** A game reserve or a national park, by the words of the location. */
const gameReserveOrPark = any(atPlace('game reserve'), atPlace('national park'));
/** A tourist spot: a game reserve, a national park or an airport. */
const touristSpot = any(gameReserveOrPark, atPlace('airport'));
/** An event on a Friday, Saturday or Sunday. */
const fridayToSunday = (r: DevRow) => weekday(r) === 'Friday' || weekend(r);

/** The local municipalities of the uMgungundlovu district. */
const UMGUNGUNDLOVU = ['msunduzi', 'umshwathi', 'umngeni', 'richmond', 'mkhambathini', 'mpofana', 'impendle'];
const inUmgungundlovu = (r: DevRow) =>
  r.municipality !== null && UMGUNGUNDLOVU.includes(r.municipality.toLowerCase());

const kznKilledByMunicipality = (rows: readonly DevRow[]) =>
  tallyOf(
    rows.filter(kzn),
    (r) => r.municipality,
    (r) => r.victims_killed ?? 0,
  );
const provinceTally = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.province);
const municipalityTally = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.municipality);
const robberyHijackingWeekdayTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(robberyOrHijacking), weekday);
const robberyMonthTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(robbery), (r) => {
    const m = month(r);
    return m === undefined ? undefined : MONTH_NAMES[m - 1];
  });

export const FRESH183_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the KZN legislature researcher, on notebook a.
  {
    notebook: 'a',
    question:
      'For a portfolio committee brief: what share of the murder cases in this notebook were in KZN? As a % please.',
    covers: ['share', 'slang'],
    expect: (rows) => percentage(count(rows, murder, kzn), count(rows, murder)),
  },
  {
    notebook: 'a',
    question:
      'Which KZN municipality recorded the most people killed - eThekwini, Msunduzi, uMlalazi or one of the others?',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(kznKilledByMunicipality, municipalityNames),
  },
  {
    notebook: 'a',
    question: 'Total number of victims injured across all the KwaZulu-Natal incidents?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_injured', rows.filter(kzn))),
  },
  {
    notebook: 'a',
    question: 'How many more people were killed in KZN than in the Western Cape?',
    covers: ['people', 'conjunction', 'slang'],
    expect: (rows) =>
      excessOf(rows, kzn, inProvince('Western Cape'), (selected) => peopleTotal('victims_killed', selected)),
  },
  {
    notebook: 'a',
    question:
      'When did the most recent incident in the uMgungundlovu district happen? (Msundusi, uMngeni, uMshwathi and the other local munics)',
    covers: ['date', 'misspelling', 'slang'],
    expect: (rows) => dateAt(rows.filter(inUmgungundlovu), 'latest'),
  },

  // Voice 2, the travel-insurance underwriter, on notebook a.
  {
    notebook: 'a',
    question: 'Robberies (any type incl. CIT) on a Fri, Sat or Sun - how many?',
    covers: ['restricted count', 'calendar', 'slang'],
    expect: (rows) => number(count(rows, robbery, fridayToSunday)),
  },
  {
    notebook: 'a',
    question: 'Which day of the week sees the most robberies and hijackings combined?',
    covers: ['ranking', 'calendar'],
    ...ranking(robberyHijackingWeekdayTally),
  },
  {
    notebook: 'a',
    question: 'How many incidents took place at tourist spots - game reserves, national parks or airports?',
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, touristSpot)),
  },
  {
    notebook: 'a',
    question: 'Date of the latest hijacking, car or truck?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(hijacking), 'latest'),
  },
  {
    notebook: 'a',
    question: 'Of the victims in these releases, how many were foreign tourists or overseas visitors?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the data-journalism trainee, on notebook a.
  {
    notebook: 'a',
    question: "I counted 12 kidnaping cases in notebook a - is that right? if not what's the real number?",
    covers: ['restricted count', 'misspelling'],
    expect: (rows) => number(count(rows, has('kidnapping'))),
  },
  {
    notebook: 'a',
    question: "I think it's Gauteng that has the most incidents overall, confirm?",
    covers: ['ranking'],
    ...ranking(provinceTally, kznProvinceNames),
  },
  {
    notebook: 'a',
    question: 'my total for female victims is 15, can you check that number?',
    covers: ['people'],
    expect: (rows) => number(femaleVictims(rows)),
  },
  {
    notebook: 'a',
    question: 'Earliest incident date - I have 26 Oct 2014, is that correct?',
    covers: ['date'],
    expect: (rows) => dateAt(rows, 'earliest'),
  },
  {
    notebook: 'a',
    question: 'Did any of the Eastern Cape murders end with no arrest? I wrote no in my draft',
    covers: ['yes/no', 'conjunction'],
    expect: (rows) => yesNo(count(rows, murder, inProvince('Eastern Cape'), notArrested) > 0),
  },

  // Voice 1, the KZN legislature researcher, on notebook b.
  {
    notebook: 'b',
    question:
      'Quick check before I compare with KZN: are there any incidents from KwaZulu-Natal in this notebook at all? y/n',
    covers: ['yes/no', 'slang'],
    expect: (rows) => yesNo(count(rows, kzn) > 0),
  },
  {
    notebook: 'b',
    question: 'Excluding KZN obviously - which province in this set had the highest number of people killed?',
    covers: ['ranking', 'people'],
    ...ranking((rows) => peopleByProvince('victims_killed')(rows.filter(not(kzn)))),
  },
  {
    notebook: 'b',
    question:
      'How many police officers were victims across these incidents, on or off duty? Need it to set against attacks on SAPS members in KZN.',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_police', rows)),
  },
  {
    notebook: 'b',
    question: 'Which municipality has the most incidents here? Looking for a comparator to eThekwini metro.',
    covers: ['ranking', 'slang'],
    ...ranking(municipalityTally, municipalityNames),
  },
  {
    notebook: 'b',
    question: 'What percentage of the incidents in this notebook led to at least one arrest?',
    covers: ['share'],
    expect: (rows) => percentOf(rows, arrested),
  },

  // Voice 2, the travel-insurance underwriter, on notebook b.
  {
    notebook: 'b',
    question: 'Which month (all yrs combined) had the most robberies of any kind?',
    covers: ['ranking', 'calendar', 'slang'],
    ...ranking(robberyMonthTally),
  },
  {
    notebook: 'b',
    question: 'Robberies + hijackings on weekends (Sat/Sun) - count?',
    covers: ['restricted count', 'calendar', 'conjunction'],
    expect: (rows) => number(count(rows, robberyOrHijacking, weekend)),
  },
  {
    notebook: 'b',
    question: 'Any robbery or hijacking at a game reserve or national park? y/n',
    covers: ['yes/no', 'conjunction'],
    expect: (rows) => yesNo(count(rows, robberyOrHijacking, gameReserveOrPark) > 0),
  },
  {
    notebook: 'b',
    question: 'Total victims injured in robberies and hijackings?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_injured', rows.filter(robberyOrHijacking))),
  },
  {
    notebook: 'b',
    question: 'Hijackings - mostly at night or during the day? Need the time-of-day split.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the data-journalism trainee, on notebook b.
  {
    notebook: 'b',
    question: 'average age of the suspects whose ages are given - I worked out 35, is that right?',
    covers: ['people'],
    expect: (rows) => meanOf(suspectAges(rows), 0),
  },
  {
    notebook: 'b',
    question: 'Rapes in the Northern Cape: I have 4. Correct?',
    covers: ['restricted count', 'conjunction'],
    expect: (rows) => number(count(rows, has('rape'), inProvince('Northern Cape'))),
  },
  {
    notebook: 'b',
    question: 'I got 9 child victims (under 18) in total, is that right or did I miss some?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_children', rows)),
  },
  {
    notebook: 'b',
    question: 'How many incidents happened in 2023? I counted 9 but not sure I went by the incident date',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, inYear(2023))),
  },
  {
    notebook: 'b',
    question:
      'what % of the arrested suspects were later convicted? i got 20% but cant find where it came from',
    covers: ['refusal'],
    expect: refusal,
  },
];

export const fresh183QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH183_QUESTIONS, rows);
