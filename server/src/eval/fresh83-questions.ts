/**
 * The eighty-third fresh question set (blind): thirty questions, fifteen about notebook `a` and fifteen
 * about notebook `b`, written without reading the analyst, the extractor or the other question sets.
 * Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A Durban shopkeeper writing South African Indian English: "isn't it", "what is the count", "this
 *    side" (where he is, KwaZulu-Natal or Durban), "that side" (elsewhere), "robbed at shops", "cash van",
 *    a few typos ("murdurs", "fire arms", "arested").
 * 2. A police spokesperson drafting a media statement who checks the figures before release: "we can
 *    confirm", "the SAPS in the province", "members" (police officers), "suspects were apprehended".
 * 3. A pub-quiz question writer: "Name the province that ...", "True or false: ...", "Which town ...",
 *    "In which month ...".
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone; `published_date` is never read. A row without an `event_date` is
 *   outside every year, window, quarter, month and weekday, and is never the earliest. "From 2020
 *   onwards" starts on 2020-01-01; "after 2020" starts on 2021-01-01; "from 1 January 2020" starts on
 *   that day; a range "between 1 January 2019 and 31 December 2022" holds both ends. "The first quarter"
 *   is January to March of any year. A weekend is a Saturday or Sunday of `event_date`. "In 2023" is
 *   the calendar year of `event_date`.
 * - "Murders" are `murder` alone (attempted murder and culpable homicide are not). "Robberies, shops,
 *   houses, cash vans all included" are `armed robbery`, `robbery`, `house robbery`, `business robbery`
 *   and `cash-in-transit robbery`; carjacking and truck hijacking are not robberies here. A "cash van
 *   heist" is `cash-in-transit robbery`. A shop robbery ("robbed at shops") is `business robbery`.
 *   "Illegal fire arms" is `illegal firearm possession`. "Kidnapping" is `kidnapping`; "carjacking" is
 *   `carjacking` alone (not truck hijacking); "rapes" are `rape` alone (not sexual assault).
 * - People are sums of the stated figures, a null (unstated) figure adding nothing: "people got robbed"
 *   and "victims" are `num_victims`; killed is `victims_killed`; injured is `victims_injured`; children
 *   (under eighteen) is `victims_children`; "members" / police officers among the victims is
 *   `victims_police`; "suspects apprehended" / "arrested" is `num_suspects_arrested`; male and female
 *   suspects are `suspects_male` and `suspects_female` (the case's suspects, arrested or sought).
 * - Places: "this side in KZN" and every named province are `province`. "Durban side" is the `eThekwini`
 *   municipality (not the rest of KwaZulu-Natal). "Municipality" is `municipality` (rows without one are
 *   left out), answered as written or without "City of". "Which town" names the incident's location by
 *   the parts of it no other incident of the notebook shares. KwaZulu-Natal may be answered as "KZN".
 * - "Led to an arrest" is `arrest_made === true`; the share is over every incident of the province
 *   (one whose arrest is unstated counts in the whole, not as an arrest), to the nearest whole percent.
 *   The share of a province's incidents that involved murder is likewise over all its incidents.
 * - "How many more in P than in Q" is the difference of the two sums or counts; P must have more.
 * - "True or false" is answered Yes/True or No/False; "more than" is strict (equal is false).
 * - "In which month was the earliest X" is the month name of the earliest `event_date` among X.
 *   "In which month did the deadliest single incident happen" takes the incident with the most
 *   `victims_killed` (keyed by its location) and names the month of its `event_date`.
 * - Rankings (province with most robberies, province with most killed, town with most injured,
 *   municipality with most incidents, province with most rapes, deadliest incident, town with most
 *   arrests) each carry their tally keyed by place; a tie at the top is an error in the question.
 * - Refusals: the ground truth holds no rand value of what was stolen and no time of day of an
 *   incident.
 */

import type { Expectation } from './answer-matching';
import {
  anyCrime,
  type BlindQuestion,
  inMunicipality,
  kznProvinceNames,
  largestIncident,
  leaderOf,
  peopleByProvince,
  peopleTotal,
  ranking,
  rowsWhere,
  suspectsArrested,
  tallyOf,
  victims,
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
  municipalityNames,
  number,
  percentOf,
  refusal,
  sinceYear,
  text,
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

/** Any robbery: shops, houses, cash vans and plain robberies; hijackings are not among them. */
const robbery = anyCrime(
  'armed robbery',
  'robbery',
  'house robbery',
  'business robbery',
  'cash-in-transit robbery',
);
const murder = has('murder');
const cashVan = has('cash-in-transit robbery');
const shopRobbery = has('business robbery');
const durbanSide = inMunicipality('eThekwini');
const firstQuarter = (r: DevRow) => [1, 2, 3].includes(month(r) ?? 0);

/** "True or false" answered as a yes or no, or as true or false. */
const trueOrFalse = (answer: boolean): Expectation => text(answer ? ['Yes', 'True'] : ['No', 'False']);

/** The month name of a date expectation. */
function monthName(e: Expectation): Expectation {
  if (e.kind !== 'date') throw new Error(`not a date: ${JSON.stringify(e)}`);
  const name = MONTH_NAMES[Number(e.value.slice(5, 7)) - 1];
  if (!name) throw new Error(`no month in ${e.value}`);
  return text(name);
}

/** The single incident with the most killed, keyed by location; answered by the month it happened. */
const deadliest = largestIncident(
  () => true,
  (r) => r.victims_killed ?? null,
);
const deadliestMonth: Pick<BlindQuestion, 'tally' | 'expect'> = {
  tally: deadliest.tally,
  expect: (rows) => {
    const location = leaderOf(deadliest.tally?.(rows) ?? new Map());
    const row = rows.find((r) => r.location === location);
    const m = row ? month(row) : undefined;
    const name = m === undefined ? undefined : MONTH_NAMES[m - 1];
    if (!name) throw new Error(`the deadliest incident at ${location} has no date`);
    return text(name);
  },
};

const robberyProvinceTally = (rows: readonly DevRow[]) => tallyOf(rows.filter(robbery), (r) => r.province);
const rapeProvinceTally = (rows: readonly DevRow[]) => tallyOf(rows.filter(has('rape')), (r) => r.province);
const municipalityTally = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.municipality);

export const FRESH83_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the Durban shopkeeper, on notebook a.
  {
    notebook: 'a',
    question:
      'This side in KZN, what is the count of murdurs from 2020 onwards, isnt it? Only murders please',
    covers: ['restricted count', 'conjunction', 'calendar', 'slang', 'misspelling'],
    expect: (rows) => number(count(rows, murder, inProvince('KwaZulu-Natal'), sinceYear(2020))),
  },
  {
    notebook: 'a',
    question:
      'Durban side how many people got killed altogether in these reports? Just Durban, not the whole KZN',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(durbanSide))),
  },
  {
    notebook: 'a',
    question:
      'Which province is having the most robberies, shops, houses, cash vans all included? Not the hijackings ya',
    covers: ['ranking', 'slang'],
    ...ranking(robberyProvinceTally, kznProvinceNames),
  },
  {
    notebook: 'a',
    question: 'Tell me one thing, was there any cash van heist in KZN after 2020 or not?',
    covers: ['yes/no', 'calendar', 'conjunction', 'slang'],
    expect: (rows) =>
      yesNo(count(rows, cashVan, inProvince('KwaZulu-Natal'), within('2021-01-01', '9999-12-31')) > 0),
  },
  {
    notebook: 'a',
    question: 'How much rands the robbers took from the shops altogether, what is the total amount?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the police spokesperson, on notebook a.
  {
    notebook: 'a',
    question:
      'Before we release the statement: how many SAPS members (police officers, on or off duty) were among the victims across all incidents?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_police', rows)),
  },
  {
    notebook: 'a',
    question:
      'We can confirm that the SAPS in the Western Cape apprehended how many suspects in incidents between 1 January 2019 and 31 December 2022?',
    covers: ['people', 'calendar', 'conjunction'],
    expect: (rows) =>
      number(
        suspectsArrested(rowsWhere(rows, inProvince('Western Cape'), within('2019-01-01', '2022-12-31'))),
      ),
  },
  {
    notebook: 'a',
    question:
      'For the provincial statement, please verify: what percentage of the incidents in the Eastern Cape led to an arrest?',
    covers: ['share'],
    expect: (rows) => percentOf(rows.filter(inProvince('Eastern Cape')), arrested),
  },
  {
    notebook: 'a',
    question: 'Please confirm the date of the most recent kidnapping in Gauteng.',
    covers: ['date', 'conjunction'],
    expect: (rows) => dateAt(rowsWhere(rows, has('kidnapping'), inProvince('Gauteng')), 'latest'),
  },
  {
    notebook: 'a',
    question:
      'The SAPS in the province of KwaZulu-Natal: how many male suspects were involved in the cases, whether apprehended or still sought?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('suspects_male', rows.filter(inProvince('KwaZulu-Natal')))),
  },

  // Voice 3, the pub-quiz writer, on notebook a.
  {
    notebook: 'a',
    question: 'Name the province that recorded the highest number of people killed.',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_killed'), kznProvinceNames),
  },
  {
    notebook: 'a',
    question: 'True or false: the Eastern Cape had more murders than the Western Cape.',
    covers: ['yes/no', 'conjunction'],
    expect: (rows) =>
      trueOrFalse(
        count(rows, murder, inProvince('Eastern Cape')) > count(rows, murder, inProvince('Western Cape')),
      ),
  },
  {
    notebook: 'a',
    question: 'Which town was the scene of the single incident with the most people injured?',
    covers: ['ranking', 'people'],
    ...largestIncident(
      () => true,
      (r) => r.victims_injured ?? null,
    ),
  },
  {
    notebook: 'a',
    question: 'In which month did the earliest carjacking in the collection take place?',
    covers: ['date', 'calendar'],
    expect: (rows) => monthName(dateAt(rows.filter(has('carjacking')), 'earliest')),
  },
  {
    notebook: 'a',
    question:
      'Quickfire round: how many incidents happened in the first quarter of a year, January to March?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, firstQuarter)),
  },

  // Voice 1, the Durban shopkeeper, on notebook b.
  {
    notebook: 'b',
    question: 'How many people got robbed at shops in these reports? What is the count?',
    covers: ['people', 'slang'],
    expect: (rows) => number(victims(rows.filter(shopRobbery))),
  },
  {
    notebook: 'b',
    question: 'That side in Mpumalanga, how many cases with illegal fire arms, isnt it?',
    covers: ['restricted count', 'conjunction', 'misspelling', 'slang'],
    expect: (rows) => number(count(rows, has('illegal firearm possession'), inProvince('Mpumalanga'))),
  },
  {
    notebook: 'b',
    question: 'Which municipality is having the most incidents of all, tell me',
    covers: ['ranking'],
    ...ranking(municipalityTally, municipalityNames),
  },
  {
    notebook: 'b',
    question: 'How many more suspects got arested in North West compared to Limpopo?',
    covers: ['people', 'conjunction', 'misspelling'],
    expect: (rows) =>
      excessOf(rows, inProvince('North West'), inProvince('Limpopo'), (selected) =>
        suspectsArrested(selected),
      ),
  },
  {
    notebook: 'b',
    question: 'What time of the day these robberies are happening mostly, morning or night time?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the police spokesperson, on notebook b.
  {
    notebook: 'b',
    question:
      'We can confirm that members were attacked in the line of duty. How many police officers, on or off duty, were among the victims of incidents from 1 January 2020?',
    covers: ['people', 'calendar'],
    expect: (rows) => number(peopleTotal('victims_police', rows.filter(within('2020-01-01', '9999-12-31')))),
  },
  {
    notebook: 'b',
    question: 'How many female suspects were there in total across all the cases, apprehended or not?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('suspects_female', rows)),
  },
  {
    notebook: 'b',
    question: 'For the record: on what date did the earliest rape in the Northern Cape take place?',
    covers: ['date', 'conjunction'],
    expect: (rows) => dateAt(rowsWhere(rows, has('rape'), inProvince('Northern Cape')), 'earliest'),
  },
  {
    notebook: 'b',
    question:
      'The SAPS in the Free State province: what percentage of its incidents involved a murder? Please round to the nearest percent.',
    covers: ['share', 'restricted count'],
    expect: (rows) => percentOf(rows.filter(inProvince('Free State')), murder),
  },
  {
    notebook: 'b',
    question: 'How many of the incidents occurred over a weekend, i.e. on a Saturday or a Sunday?',
    covers: ['calendar'],
    expect: (rows) => number(count(rows, weekend)),
  },

  // Voice 3, the pub-quiz writer, on notebook b.
  {
    notebook: 'b',
    question: 'Name the province that recorded the most rape cases.',
    covers: ['ranking'],
    ...ranking(rapeProvinceTally),
  },
  {
    notebook: 'b',
    question: 'True or false: more incidents took place in 2023 than in 2022.',
    covers: ['yes/no', 'calendar'],
    expect: (rows) => trueOrFalse(count(rows, inYear(2023)) > count(rows, inYear(2022))),
  },
  {
    notebook: 'b',
    question: 'In which month did the deadliest single incident take place?',
    covers: ['ranking', 'calendar', 'people'],
    ...deadliestMonth,
  },
  {
    notebook: 'b',
    question: 'Which town saw the single incident with the most suspects arrested?',
    covers: ['ranking', 'people'],
    ...largestIncident(
      () => true,
      (r) => r.num_suspects_arrested,
    ),
  },
  {
    notebook: 'b',
    question: 'For a bonus point: how many child victims, under 18, were recorded in the Northern Cape?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(inProvince('Northern Cape')))),
  },
];

export const fresh83QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH83_QUESTIONS, rows);
