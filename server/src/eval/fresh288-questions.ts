/**
 * The two-hundred-and-eighty-eighth fresh question set (blind): thirty questions, fifteen about notebook
 * `a` and fifteen about notebook `b`, written without reading the analyst, the extractor or the other
 * question sets. Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A TV weather presenter: cheerful broadcast patter ("welcome to the crime forecast", "the national
 *    map", "after the break"). A "hot spot" or "highest reading" is the top of a ranking; "highs across
 *    the provinces" are sums per province; a "cold front" month is a calendar month in any year; "the
 *    gender split" is the share of victims by sex.
 * 2. An architect reviewing plans: measured, precise, building words. The "footprint" of a place is its
 *    incidents (a province's share of the footprint is its share of the notebook's incidents; the span
 *    of a footprint is its distinct municipalities); the "elevation" of a unit is the number of suspects
 *    arrested in one incident; the "load" a municipality carries is its suspects arrested summed; the
 *    "tallest structure" is the single incident with the most victims.
 * 3. A hunting guide in the Karoo: laconic, with Afrikaans words ("hoeveel" how many, "vroue" women,
 *    "plase" farms, "Vrystaat" Free State, "ja of nee" yes or no, "boet" brother). "Spoor" is the trail of
 *    incidents of a crime; "the bag" is the people killed; a "season" is a range of calendar months
 *    taken in any year.
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one falls on no weekday, in no month or season, and is
 *   never the earliest or the most recent; `published_date` is never read. "Winter, June through
 *   August" is months 6 to 8 of `event_date` in any year; "July, all years rolled together" is month 7.
 * - People are sums of the stated figures: `victims_killed` (killed, "the bag"), `victims_injured`
 *   (injured), `victims_female` ("vroue", women), `victims_male`, `num_victims` (victims),
 *   `num_suspects_arrested` (suspects arrested). A null (unstated) figure adds nothing.
 * - The median elevation is the median of the stated `num_suspects_arrested` over all the notebook's
 *   incidents (an even count takes the mean of the two middle values); the median suspect age is over
 *   `suspect_ages`, one value per suspect whose age is stated.
 * - Shares: a province's share of the footprint is over all the notebook's rows (undated ones included);
 *   the share of Northern Cape incidents involving rape is over the Northern Cape's rows; the share of
 *   victims who were women is the sum of `victims_female` over the sum of `victims_female` and
 *   `victims_male`. Each to the nearest whole percent.
 * - The span of a footprint counts the distinct `municipality` values of the province's rows; a row
 *   without one is left out.
 * - "Plase" (farms) are rows whose `location` holds the word "farm" (any case), whatever their crimes.
 *   "Poaching" is `poaching`; "stock theft" is `stock theft`; "murders" are `murder`; "rape" is `rape`.
 * - Rankings (province by people killed, municipality by suspects arrested, province by suspects
 *   arrested, incident by victims) each carry their tally; a tie at the top is an error in the question.
 *   A municipality is answered as written or without "City of"; KwaZulu-Natal may be "KZN". The largest
 *   incident is named by the parts of its location no other incident shares.
 * - "Was X bigger than Y" is a yes/no comparison of the two sums; "more stock theft than poaching" of
 *   the two counts.
 * - Refusals: the ground truth records no weather, no floor areas, no distances walked, no hours of the
 *   day, no heights of fences or walls, and no values in rand of stolen stock.
 */
import {
  atPlace,
  type BlindQuestion,
  femaleVictims,
  inMonths,
  kznProvinceNames,
  largestIncident,
  maleVictims,
  medianOf,
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
  casesOf,
  count,
  dateAt,
  distinct,
  has,
  inProvince,
  month,
  municipalityNames,
  number,
  percentOf,
  refusal,
  weekday,
} from './ground-truth-questions';

const poaching = has('poaching');
const stockTheft = has('stock theft');
const murder = has('murder');
/** A farm ("plaas"): the word in the location, any case. */
const onAFarm = atPlace('farm');

/** The suspects arrested summed per municipality; rows without one are left out. */
const municipalityArrestTally = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.municipality,
    (r) => r.num_suspects_arrested ?? 0,
  );

/** The distinct municipalities of a province's incidents. */
const municipalitySpan = (province: string) => (rows: readonly DevRow[]) =>
  number(distinct(rows.filter(inProvince(province)).map((r) => r.municipality)));

/** The suspects arrested summed per province. */
function peopleArrestedByProvince(rows: readonly DevRow[]) {
  return tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_suspects_arrested ?? 0,
  );
}

/** The people killed in a province. */
const bagOf = (rows: readonly DevRow[], province: string) =>
  peopleTotal('victims_killed', rows.filter(inProvince(province)));

export const FRESH288_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the TV weather presenter, on notebook a.
  {
    notebook: 'a',
    question:
      'Good evening and welcome to the crime forecast! Midweek is usually where the clouds gather - so how many incidents in this notebook happened on a Wednesday?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, (r) => weekday(r) === 'Wednesday')),
  },
  {
    notebook: 'a',
    question:
      "And now to the national map! Which province is tonight's hottest hot spot - the highest reading of people killed across all its incidents - and what's the reading?",
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_killed'), kznProvinceNames),
  },
  {
    notebook: 'a',
    question:
      "Let's rewind the satellite loop right to the start: what's the date of the earliest incident on record here - the day it actually happened, not the day it was reported?",
    covers: ['date'],
    expect: (rows) => dateAt(rows, 'earliest'),
  },
  {
    notebook: 'a',
    question:
      "Over on the KZN coast the picture stays stormy, I'm afraid. How many people in total were injured in the KwaZulu-Natal incidents?",
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_injured', rows.filter(inProvince('KwaZulu-Natal')))),
  },
  {
    notebook: 'a',
    question:
      'Quick one before the break, folks - was it raining or sunny on the days of the house robberies? Give me the weather conditions on each of those days!',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the architect, on notebook a.
  {
    notebook: 'a',
    question:
      "Reviewing the plans floor by floor. Take the number of suspects arrested in each incident as that unit's elevation: what is the median elevation across all incidents, stated figures only?",
    covers: ['people'],
    expect: (rows) =>
      number(
        medianOf(rows.flatMap((r) => (r.num_suspects_arrested === null ? [] : [r.num_suspects_arrested]))),
      ),
  },
  {
    notebook: 'a',
    question:
      'Footprint check. What percentage of the total incident footprint does the Western Cape occupy - its incidents as a share of all incidents, to the nearest whole percent?',
    covers: ['share'],
    expect: (rows) => percentOf(rows, inProvince('Western Cape')),
  },
  {
    notebook: 'a',
    question:
      'For the Gauteng wing: across how many distinct municipalites does its footprint extend? Count each municipality once and leave out incidents with no municipality recorded.',
    covers: ['restricted count', 'misspelling'],
    expect: municipalitySpan('Gauteng'),
  },
  {
    notebook: 'a',
    question:
      'A load-bearing question. Which municipality carries the heaviest load of suspects arrested, summed over all its incidents, and what is that load?',
    covers: ['ranking', 'people'],
    ...ranking(municipalityArrestTally, municipalityNames),
  },
  {
    notebook: 'a',
    question:
      'Please give me the floor area, in square metres, of each of the premises hit in the business robberies. I need it to the nearest metre for the site plans.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the Karoo hunting guide, on notebook a.
  {
    notebook: 'a',
    question: 'Poaching spoor in the Western Cape. Hoeveel cases? Just the count, boet.',
    covers: ['restricted count', 'conjunction', 'slang'],
    expect: (rows) => number(count(rows, poaching, inProvince('Western Cape'))),
  },
  {
    notebook: 'a',
    question: 'Eastern Cape, ja. Of the victims there, how many were vroue - women - all told?',
    covers: ['people', 'slang'],
    expect: (rows) => number(femaleVictims(rows.filter(inProvince('Eastern Cape')))),
  },
  {
    notebook: 'a',
    question:
      "The bag is people killed. Was the Eastern Cape's bag bigger than the Western Cape's? Ja of nee.",
    covers: ['yes/no', 'people', 'slang'],
    expect: (rows) => yesNo(bagOf(rows, 'Eastern Cape') > bagOf(rows, 'Western Cape')),
  },
  {
    notebook: 'a',
    question:
      "Last time the poachers' spoor was fresh. Date of the most recent poachng incident - the ones with a date on them?",
    covers: ['date', 'misspelling', 'slang'],
    expect: (rows) => dateAt(rows.filter(poaching), 'latest'),
  },
  {
    notebook: 'a',
    question: 'How many kilometres did the poachers walk in from the nearest road before they got caught?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 1, the TV weather presenter, on notebook b.
  {
    notebook: 'b',
    question:
      'July always blows in those cold fronts! How many incidents happened in the month of July, with all the years rolled together?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, (r) => month(r) === 7)),
  },
  {
    notebook: 'b',
    question:
      "Let's check the highs across the provinces: which province hit the top of the chart for suspects arrested, and what was its total?",
    covers: ['ranking', 'people'],
    ...ranking(peopleArrestedByProvince),
  },
  {
    notebook: 'b',
    question:
      "Now for the very latest conditions - what's the date of the most recent incident in the notebook, going by when it actually happened?",
    covers: ['date'],
    expect: (rows) => dateAt(rows, 'latest'),
  },
  {
    notebook: 'b',
    question:
      "Time for the gender split on tonight's chart! Of the victims whose sex the releases give us, what percentage were women, rounded to the nearest whole number?",
    covers: ['share', 'people'],
    expect: (rows) => {
      const female = femaleVictims(rows);
      return percentage(female, female + maleVictims(rows));
    },
  },
  {
    notebook: 'b',
    question:
      'Were these mostly morning or evening events? Give me the hour of the day each incident kicked off - a proper hourly chart, please!',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the architect, on notebook b.
  {
    notebook: 'b',
    question:
      "Using the suspects' ages as the scale: what is the median age of the suspects whose ages are stated, counting one value per suspect?",
    covers: ['people'],
    expect: (rows) => number(medianOf(suspectAges(rows))),
  },
  {
    notebook: 'b',
    question:
      'The North West footprint spans how many distinct municipalities? Count each once and exclude the incidents that have none recorded.',
    covers: ['restricted count'],
    expect: municipalitySpan('North West'),
  },
  {
    notebook: 'b',
    question:
      "Elevation of one sector. Within the Northern Cape, what proportion of that province's incidents involved rape, as a whole percentage?",
    covers: ['share', 'conjunction'],
    expect: (rows) => percentOf(rows.filter(inProvince('Northern Cape')), has('rape')),
  },
  {
    notebook: 'b',
    question:
      'Which single incident is the tallest structure on the site, that is, has the largest number of victims - and where was it located?',
    covers: ['ranking', 'people'],
    ...largestIncident(
      () => true,
      (r) => r.num_victims,
    ),
  },
  {
    notebook: 'b',
    question:
      'What was the height in metres of the perimeter fences or walls at the farms and houses that were attacked?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the Karoo hunting guide, on notebook b.
  {
    notebook: 'b',
    question: 'Stock theft in the Vrystaat. How many cases, hey?',
    covers: ['restricted count', 'conjunction', 'slang'],
    expect: (rows) => number(count(rows, stockTheft, inProvince('Free State'))),
  },
  {
    notebook: 'b',
    question: "Out on the plase - the farms. What's the bag there, how many people killed all told?",
    covers: ['people', 'restricted count', 'slang'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(onAFarm))),
  },
  {
    notebook: 'b',
    question: 'More stock theft spoor than poaching spoor in this book? Ja of nee.',
    covers: ['yes/no', 'slang'],
    expect: (rows) => yesNo(count(rows, stockTheft) > count(rows, poaching)),
  },
  {
    notebook: 'b',
    question: 'Winter season, June through August, any year. How many murders in that season?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, murder, inMonths(6, 8))),
  },
  {
    notebook: 'b',
    question:
      "What's the stolen stock worth in rand in these cases? Total value of the sheep and cattle taken, man.",
    covers: ['refusal'],
    expect: refusal,
  },
];

export const fresh288QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH288_QUESTIONS, rows);
