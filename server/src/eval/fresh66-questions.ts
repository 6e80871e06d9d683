/**
 * The sixty-sixth fresh question set (blind): thirty questions, fifteen about notebook `a` and fifteen
 * about notebook `b`, written without reading the analyst, the extractor or the other question sets.
 * Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A private-security company operations manager: armed response, guards and police hurt, business and
 *    house robberies, cash-in-transit, where to put patrols; terse, bullet-style, with trade slang
 *    ("CIT hits", "cops", "nabbed", "y/n").
 * 2. An elderly rural resident writing to a community newspaper's help desk: polite, long-winded, a few
 *    misspellings ("stok theft", "livestok", "eigthteen", "thiefs"), worried about farm attacks, stock
 *    theft and attacks on old people.
 * 3. A foreign correspondent new to South Africa: plain international English, provinces spelled out or
 *    named by their cities ("Durban's province"), comparisons and context figures, "homicide" and
 *    "carjacking" rather than the local terms.
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is outside every year, quarter, month range,
 *   "before"/"since" window and weekday, and is never the most recent; `published_date` is never read.
 *   A weekend is a Saturday or Sunday of `event_date`. A calendar month "taking all years together" is
 *   the month of `event_date` in any year.
 * - People are sums of the stated figures: `victims_killed` (killed, lost their lives), `victims_injured`
 *   (injured), `victims_children` (children, under eighteen), `victims_police` (police officers, cops,
 *   on or off duty), `victims_female` / `victims_male` (the sex of victims), `num_suspects_arrested`
 *   (suspects arrested, nabbed). A null (unstated) figure adds nothing.
 * - "CIT" is `cash-in-transit robbery`. "Robberies of any type" are `armed robbery`, `robbery`,
 *   `house robbery`, `business robbery` and `cash-in-transit robbery`; carjacking and truck hijacking
 *   are not robberies here. "Homicide" is `murder` or `culpable homicide` (attempted murder is not).
 *   "Carjacking" is `carjacking` alone (not `truck hijacking`). "Stock theft" / "livestock theft" is
 *   `stock theft`; "murders" are `murder`.
 * - A farm incident ("on a farm", "farm attacks") is a row whose `location` holds the word "farm"
 *   (any case), whatever its crimes.
 * - "Municipality" is `municipality` (rows without one are left out), answered as written or without
 *   "City of". "Johannesburg, the city" is the `City of Johannesburg` municipality. A province named by
 *   its city ("Durban's province") is that province; KwaZulu-Natal may be answered as "KZN".
 * - "Still with zero arrests" / "nobody arrested" is `arrest_made === false`; a share of incidents is
 *   over all the notebook's rows, to the nearest whole percent.
 * - The share of victims who were female is the sum of `victims_female` over the sum of
 *   `victims_female` and `victims_male` (nulls add nothing), to the nearest whole percent.
 * - "By what percentage did X fall from year 1 to year 2" is 100 × (X1 − X2) / X1, nearest whole
 *   percent (a rise is an error in the question).
 * - "How many more in P than in Q" is the difference of the two counts (or sums); P must have more.
 * - The largest CIT or business robbery by arrests is the incident of either crime with the most
 *   `num_suspects_arrested`, named by the parts of its location no other incident shares.
 * - Rankings (municipality with most incidents, province with most killed, province with most farm
 *   incidents, month with most robberies, largest incident) each carry their tally; a tie at the top
 *   is an error in the question.
 * - Refusals: the releases' ground truth holds no armed-response reaction times, no victims' ages (only
 *   whether a victim was a child), no number of animals stolen, and no suspects' nationality.
 */
import {
  anyCrime,
  atPlace,
  type BlindQuestion,
  before,
  inMunicipality,
  kznProvinceNames,
  largestIncident,
  peopleByProvince,
  peopleTotal,
  percentage,
  ranking,
  rowsWhere,
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
  month,
  municipalityNames,
  notArrested,
  number,
  percentOf,
  refusal,
  sinceYear,
  sum,
  weekend,
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

/** Homicide: murder or culpable homicide; attempted murder is not one. */
const homicide = anyCrime('murder', 'culpable homicide');
/** A robbery of any type; carjacking and truck hijacking are not among them. */
const robbery = anyCrime(
  'armed robbery',
  'robbery',
  'house robbery',
  'business robbery',
  'cash-in-transit robbery',
);
const cit = has('cash-in-transit robbery');
const stockTheft = has('stock theft');
/** An incident the release places on a farm. */
const onAFarm = atPlace('farm');

/** The killed of the rows that pass every test. */
const killedWhere =
  (...tests: ((r: DevRow) => boolean)[]) =>
  (rows: readonly DevRow[]) =>
    peopleTotal('victims_killed', rowsWhere(rows, ...tests));

/** How much a figure fell from the first selection to the second, as a whole percentage of the first. */
function percentFall(first: number, second: number) {
  if (second >= first) throw new Error(`no fall: ${first} -> ${second}`);
  return percentage(first - second, first);
}

const municipalityTally = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.municipality);
const farmProvinceTally = (rows: readonly DevRow[]) => tallyOf(rows.filter(onAFarm), (r) => r.province);
const robberyMonthTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(robbery), (r) => {
    const m = month(r);
    return m === undefined ? undefined : MONTH_NAMES[m - 1];
  });

export const FRESH66_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the security operations manager, on notebook a.
  {
    notebook: 'a',
    question: 'CIT hits - total suspects arrested across all of them?',
    covers: ['restricted count', 'people', 'slang'],
    expect: (rows) => number(suspectsArrested(rows.filter(cit))),
  },
  {
    notebook: 'a',
    question: 'House + business robberies, Gauteng, Sat/Sun only. Count?',
    covers: ['conjunction', 'calendar', 'restricted count'],
    expect: (rows) =>
      number(count(rows, anyCrime('house robbery', 'business robbery'), inProvince('Gauteng'), weekend)),
  },
  {
    notebook: 'a',
    question: 'Patrol planning: which municipality has the most incidents logged?',
    covers: ['ranking'],
    ...ranking(municipalityTally, municipalityNames),
  },
  {
    notebook: 'a',
    question: 'Cops as victims - how many police officers in total across all incidents, on or off duty?',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_police', rows)),
  },
  {
    notebook: 'a',
    question: 'Avg armed response reaction time on the house robbery callouts?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the elderly rural resident, on notebook a.
  {
    notebook: 'a',
    question:
      'Good day, I hope you can help an old man. We have lost goats to thieves more than once on our smallholding, so could you please tell me how many cases of stok theft there are in these police reports?',
    covers: ['restricted count', 'misspelling'],
    expect: (rows) => number(count(rows, stockTheft)),
  },
  {
    notebook: 'a',
    question:
      'Dear help desk, my late wife always worried about the little ones. In all of these police reports put together, how many of the victims were children, that is youngsters under eigthteen years of age?',
    covers: ['people', 'misspelling'],
    expect: (rows) => number(peopleTotal('victims_children', rows)),
  },
  {
    notebook: 'a',
    question:
      'Good morning. Could you kindly let me know on what date the most recent case of livestock theft in these reports took place? I mean the day of the theft itself, not the day the police wrote about it.',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(stockTheft), 'latest'),
  },
  {
    notebook: 'a',
    question:
      'Dear Sir or Madam, I am 78 and have lived alone since my husband passed. Of all the people who were attacked in these reports, how many were pensioners over the age of sixty? I would be most grateful for an answer.',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question:
      'Hello, my neighbour says the police never catch the stock thiefs. Is there any case of stock theft in these releases where nobody at all was arrested? A yes or no will do, thank you kindly.',
    covers: ['yes/no', 'misspelling'],
    expect: (rows) => yesNo(count(rows, stockTheft, notArrested) > 0),
  },

  // Voice 3, the foreign correspondent, on notebook a.
  {
    notebook: 'a',
    question: 'How many more homicides were recorded in KwaZulu-Natal than in the Western Cape province?',
    covers: ['conjunction', 'restricted count'],
    expect: (rows) =>
      excessOf(
        rows,
        (r) => homicide(r) && inProvince('KwaZulu-Natal')(r),
        (r) => homicide(r) && inProvince('Western Cape')(r),
      ),
  },
  {
    notebook: 'a',
    question: 'By what percentage did the number of people killed fall from 2022 to 2023?',
    covers: ['people', 'calendar', 'share'],
    expect: (rows) => percentFall(killedWhere(inYear(2022))(rows), killedWhere(inYear(2023))(rows)),
  },
  {
    notebook: 'a',
    question:
      "Which province - Durban's, Cape Town's, Johannesburg's or Port Elizabeth's - had the highest number of people killed across all incidents?",
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_killed'), kznProvinceNames),
  },
  {
    notebook: 'a',
    question:
      'What proportion of the incidents in Johannesburg - the city, not the whole of Gauteng province - involved a kidnapping, as a percentage?',
    covers: ['share', 'conjunction'],
    expect: (rows) => percentOf(rows.filter(inMunicipality('City of Johannesburg')), has('kidnapping')),
  },
  {
    notebook: 'a',
    question:
      'For context, how many homicides occurred in the third quarter (July to September), with all years combined?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, homicide, (r) => [7, 8, 9].includes(month(r) ?? 0))),
  },

  // Voice 1, the security operations manager, on notebook b.
  {
    notebook: 'b',
    question: 'NW only: CIT + business robberies, how many incidents?',
    covers: ['conjunction', 'restricted count', 'slang'],
    expect: (rows) =>
      number(count(rows, anyCrime('cash-in-transit robbery', 'business robbery'), inProvince('North West'))),
  },
  {
    notebook: 'b',
    question: 'Biggest CIT or business robbery job by number of suspects nabbed - where was it?',
    covers: ['ranking', 'slang'],
    ...largestIncident(
      anyCrime('cash-in-transit robbery', 'business robbery'),
      (r) => r.num_suspects_arrested,
    ),
  },
  {
    notebook: 'b',
    question: 'Robberies, all types (armed, common, house, business, CIT): total victims injured?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_injured', rows.filter(robbery))),
  },
  {
    notebook: 'b',
    question: '% of incidents still with zero arrests at time of release?',
    covers: ['share'],
    expect: (rows) => percentOf(rows, notArrested),
  },
  {
    notebook: 'b',
    question: 'CIT in Limpopo since Jan 2023 - any? y/n',
    covers: ['yes/no', 'calendar', 'conjunction', 'slang'],
    expect: (rows) => yesNo(count(rows, cit, inProvince('Limpopo'), sinceYear(2023)) > 0),
  },

  // Voice 2, the elderly rural resident, on notebook b.
  {
    notebook: 'b',
    question:
      'Good day to you. We old people on the farms are very worried about farm attacks. Taking only the incidents the police say happened on a farm, how many people in total lost their lives?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(killedWhere(onAFarm)(rows)),
  },
  {
    notebook: 'b',
    question:
      'Dear editor, my cousin in the Free State had his sheep taken last winter and nobody seems to care. Could you please tell me how many suspects altogether were arrested in the cases of livestok theft in these reports?',
    covers: ['people', 'misspelling'],
    expect: (rows) => number(suspectsArrested(rows.filter(stockTheft))),
  },
  {
    notebook: 'b',
    question:
      'Hello, I hope you can assist an old lady. In which province did the most of the incidents on farms happen, according to these police statements?',
    covers: ['ranking'],
    ...ranking(farmProvinceTally),
  },
  {
    notebook: 'b',
    question:
      'Good afternoon. I am trying to understand whether things are getting worse out here. How many murders on farms took place before the start of 2021?',
    covers: ['calendar', 'conjunction'],
    expect: (rows) => number(count(rows, has('murder'), onAFarm, before('2021-01-01'))),
  },
  {
    notebook: 'b',
    question:
      'Dear help desk, please could you tell me how many head of cattle and sheep were stolen altogether in the stock theft cases in these reports? My son says the numbers are terribly high.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the foreign correspondent, on notebook b.
  {
    notebook: 'b',
    question: 'How many more people were killed in the Free State than in Limpopo province?',
    covers: ['people', 'conjunction'],
    expect: (rows) =>
      excessOf(rows, inProvince('Free State'), inProvince('Limpopo'), (selected) =>
        peopleTotal('victims_killed', selected),
      ),
  },
  {
    notebook: 'b',
    question: 'Among the victims whose sex is reported, what percentage were female?',
    covers: ['share', 'people'],
    expect: (rows) => {
      const female = sum(rows.map((r) => r.victims_female));
      return percentage(female, female + sum(rows.map((r) => r.victims_male)));
    },
  },
  {
    notebook: 'b',
    question:
      'When was the most recent homicide in the Northern Cape, the province whose capital is Kimberley?',
    covers: ['date'],
    expect: (rows) => dateAt(rowsWhere(rows, homicide, inProvince('Northern Cape')), 'latest'),
  },
  {
    notebook: 'b',
    question:
      'In which calendar month, taking all years together, did the most robberies of any type take place, counting cash-in-transit heists but not carjackings?',
    covers: ['ranking', 'calendar'],
    ...ranking(robberyMonthTally),
  },
  {
    notebook: 'b',
    question: 'What proportion of the suspects arrested in these incidents were foreign nationals?',
    covers: ['refusal'],
    expect: refusal,
  },
];

export const fresh66QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH66_QUESTIONS, rows);
