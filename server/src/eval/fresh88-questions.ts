/**
 * The eighty-eighth fresh question set (blind): thirty questions, fifteen about notebook `a` and
 * fifteen about notebook `b`, written without reading the analyst, the extractor or the other question
 * sets. Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A teenager texting in a mix of English and isiZulu, txt-speak and typos ("da", "ppl", "hw",
 *    "bangaki" = how many, amaphoyisa = police, izingane = children, abesifazane = women, amadoda =
 *    men, ukubulawa = killing, "kayelitsha", "possesion", "nothern").
 * 2. A retired accountant: overly precise, parentheses, footnote-style qualifications ("¹", "†") and
 *    "for the avoidance of doubt"; shares to one decimal place.
 * 3. A television news anchor reading from the autocue: "Tonight:", "Coming up:", a dramatic line
 *    before the figure asked for.
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is outside every year, quarter, month, range,
 *   "since" window and weekday, and is never the earliest or latest; `published_date` is never read.
 *   A range "between D1 and D2 (both inclusive)" holds both ends. "Since the start of 2019" is from
 *   1 January 2019 on. The second calendar quarter is April to June of any year; "December, every year
 *   together" is month 12 of any year. A weekend is a Saturday or Sunday of `event_date`.
 * - People are sums of the stated figures, a null (unstated) figure adding nothing: `victims_killed`
 *   (killed, ukubulawa, fatalities), `victims_injured` (injured, wounded), `victims_children`
 *   (izingane, kids), `victims_police` (amaphoyisa, police officers, on or off duty), `victims_female`
 *   (abesifazane victims), `victims_male` (male victims), `suspects_male` / `suspects_female` (amadoda /
 *   abesifazane suspects), `num_suspects_arrested` (suspects arrested, a bust).
 * - "Was any police officer among the victims" is Yes when the stated `victims_police` of the selected
 *   rows sum to more than zero (unstated figures count as none).
 * - "Murders" are `murder` alone (not attempted murder or culpable homicide). "Rape cases" are `rape`
 *   (not sexual assault). "Kidnapping" is `kidnapping`. "Illegal mining" is `illegal mining`. A "drug
 *   case" is `drug dealing` or `drug possession`.
 * - Places: a province is `province` (KwaZulu-Natal may be answered as "KZN"). "The City of Cape Town"
 *   (the Mother City) is the `City of Cape Town` municipality. "Kayelitsha" (Khayelitsha) and "farms"
 *   are words in `location` (any case), whatever the municipality. A municipality ranking leaves out
 *   rows without one and may be answered with or without "City of".
 * - "An incident that resulted in an arrest" is `arrest_made === true` (null is not an arrest).
 * - Shares: the male share of victims is the sum of `victims_male` over the sum of `victims_female` and
 *   `victims_male` (victims of unstated sex disregarded); the North West share of arrests is the North
 *   West sum of `num_suspects_arrested` over the notebook's sum. Both are to one decimal place (a value
 *   on the halfway mark is an error in the question).
 * - "How many more X than Y" (injured in the Western Cape over the Eastern Cape; male over female
 *   suspects) is the difference of the two sums; the first must be larger.
 * - Rankings are keyed by place: the province with the most killed, with the most child victims, with
 *   the most incidents dated 2023; the municipality with the most suspects arrested; and the single
 *   incident with the most injured or the most arrests (keyed by its location, named by the parts of
 *   its location no other incident shares). A tie at the top is an error in the question.
 * - Refusals: the ground truth holds no victims' ages (only whether a victim was a child), no
 *   suspects' names, no amounts of money stolen, and no number of animals poached.
 */
import {
  anyCrime,
  atPlace,
  type BlindQuestion,
  femaleVictims,
  inMonths,
  inMunicipality,
  kznProvinceNames,
  largestIncident,
  maleVictims,
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
  arrested,
  casesOf,
  count,
  dateAt,
  excessOf,
  has,
  inProvince,
  inYear,
  municipalityNames,
  number,
  refusal,
  sinceYear,
  weekend,
  within,
} from './ground-truth-questions';

const drugCase = anyCrime('drug dealing', 'drug possession');
const onAFarm = atPlace('farm');
const inKhayelitsha = atPlace('Khayelitsha');

/** How much the first figure exceeds the second; not more is an error in the question. */
function moreBy(first: number, second: number) {
  if (first <= second) throw new Error(`the first side does not have more: ${first - second}`);
  return number(first - second);
}

const arrestsByMunicipality = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.municipality,
    (r) => r.num_suspects_arrested ?? 0,
  );
const provinceTally2023 = (rows: readonly DevRow[]) => tallyOf(rows.filter(inYear(2023)), (r) => r.province);

export const FRESH88_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the teenager texting, on notebook a.
  {
    notebook: 'a',
    question: 'yo amaphoyisa bangaki were victims in all these cases?? on duty or off duty dsnt matter',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_police', rows)),
  },
  {
    notebook: 'a',
    question: 'izingane bangaki in da rape cases? like hw many kids total',
    covers: ['people', 'restricted count', 'slang'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(has('rape')))),
  },
  {
    notebook: 'a',
    question: 'ukubulawa kuphi kakhulu? which province got da most ppl killed',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(peopleByProvince('victims_killed'), kznProvinceNames),
  },
  {
    notebook: 'a',
    question: 'bangaki ababulawa e kayelitsha?? ppl killed there, all da cases 2gether',
    covers: ['people', 'slang', 'misspelling'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(inKhayelitsha))),
  },
  {
    notebook: 'a',
    question: 'hw old was da oldest victim in these cases tho',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },

  // Voice 2, the retired accountant, on notebook a.
  {
    notebook: 'a',
    question:
      'Please state the total number of suspects arrested (as recorded at the time of each release; suspects merely sought being, for the avoidance of doubt, excluded) in incidents in the Western Cape province during calendar year 2022 (1 January to 31 December inclusive, by incident date¹). ¹ Not the publication date.',
    covers: ['people', 'conjunction', 'calendar'],
    expect: (rows) => number(suspectsArrested(rowsWhere(rows, inProvince('Western Cape'), inYear(2022)))),
  },
  {
    notebook: 'a',
    question:
      'Of the victims whose sex is stated (victims of unstated sex being disregarded entirely, in both the numerator and the denominator), what percentage were male? Kindly round to one decimal place.',
    covers: ['share', 'people'],
    expect: (rows) => percentage(maleVictims(rows), maleVictims(rows) + femaleVictims(rows), 1),
  },
  {
    notebook: 'a',
    question:
      'How many incidents (each counted once, irrespective of the number of offences attached to it) bear an incident date falling between 1 January 2019 and 30 June 2020, both dates inclusive?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, within('2019-01-01', '2020-06-30'))),
  },
  {
    notebook: 'a',
    question:
      'What is the earliest incident date (the date of the occurrence itself†) of any incident involving a kidnapping? † For the avoidance of doubt, the date on which the press statement was issued is to be ignored.',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(has('kidnapping')), 'earliest'),
  },
  {
    notebook: 'a',
    question:
      'By how many persons does the total number injured in the Western Cape exceed the corresponding total for the Eastern Cape (injured persons only; fatalities are not to be included in either figure)?',
    covers: ['people', 'conjunction'],
    expect: (rows) =>
      excessOf(rows, inProvince('Western Cape'), inProvince('Eastern Cape'), (selected) =>
        peopleTotal('victims_injured', selected),
      ),
  },

  // Voice 3, the news anchor, on notebook a.
  {
    notebook: 'a',
    question:
      "Tonight: the Mother City's long night. Since the start of 2019, how many incidents have police recorded in the City of Cape Town?",
    covers: ['restricted count', 'calendar'],
    expect: (rows) => number(count(rows, inMunicipality('City of Cape Town'), sinceYear(2019))),
  },
  {
    notebook: 'a',
    question:
      'Coming up: one attack, a community shattered. Which single incident left the most people wounded - and where did it happen?',
    covers: ['ranking', 'people'],
    ...largestIncident(
      () => true,
      (r) => r.victims_injured ?? null,
    ),
  },
  {
    notebook: 'a',
    question: 'Tonight: weekends of blood. How many murders took place on a Saturday or a Sunday?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, has('murder'), weekend)),
  },
  {
    notebook: 'a',
    question:
      'Coming up: officers in the line of fire. In KwaZulu-Natal, was any police officer among the victims - yes or no?',
    covers: ['yes/no', 'people'],
    expect: (rows) => yesNo(peopleTotal('victims_police', rows.filter(inProvince('KwaZulu-Natal'))) > 0),
  },
  {
    notebook: 'a',
    question:
      'Tonight: the great heist. Millions gone in minutes - exactly how many rand did the cash-in-transit robbers get away with?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 1, the teenager texting, on notebook b.
  {
    notebook: 'b',
    question: 'abesifazane bangaki were victims in da rape cases in nothern cape??',
    covers: ['people', 'conjunction', 'slang', 'misspelling'],
    expect: (rows) => number(femaleVictims(rowsWhere(rows, has('rape'), inProvince('Northern Cape')))),
  },
  {
    notebook: 'b',
    question: 'amadoda vs abesifazane suspects lol... hw many more amadoda than abesifazane, all cases',
    covers: ['people', 'slang'],
    expect: (rows) => moreBy(peopleTotal('suspects_male', rows), peopleTotal('suspects_female', rows)),
  },
  {
    notebook: 'b',
    question: 'which province has da most izingane victims ngempela',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(peopleByProvince('victims_children')),
  },
  {
    notebook: 'b',
    question: 'wen was da last drug case? dealing or possesion whtever',
    covers: ['date', 'slang', 'misspelling'],
    expect: (rows) => dateAt(rows.filter(drugCase), 'latest'),
  },
  {
    notebook: 'b',
    question: 'wat r da names of da ous who got bust in da farm cases',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },

  // Voice 2, the retired accountant, on notebook b.
  {
    notebook: 'b',
    question:
      'How many incidents (each counted once) with an incident date in the second calendar quarter (April, May and June inclusive, of whichever year) resulted in an arrest (that is, an arrest is recorded as having been made; cases where this is not stated are, for the avoidance of doubt, excluded)?',
    covers: ['calendar', 'conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, inMonths(4, 6), arrested)),
  },
  {
    notebook: 'b',
    question:
      'What share of all suspects arrested (summed across every incident, unstated figures being treated as nil) relates to incidents in the North West province? Please express the result as a percentage to one decimal place.',
    covers: ['share', 'people'],
    expect: (rows) =>
      percentage(suspectsArrested(rows.filter(inProvince('North West'))), suspectsArrested(rows), 1),
  },
  {
    notebook: 'b',
    question:
      'Please state the total number of persons killed (fatalities only; the injured being, for the avoidance of doubt, excluded) in incidents bearing an incident date in calendar year 2020.',
    covers: ['people', 'calendar'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(inYear(2020)))),
  },
  {
    notebook: 'b',
    question:
      'Which municipality (local or metropolitan¹) accounts for the greatest aggregate number of suspects arrested? ¹ Incidents for which no municipality is recorded are to be set aside.',
    covers: ['ranking', 'people'],
    ...ranking(arrestsByMunicipality, municipalityNames),
  },
  {
    notebook: 'b',
    question:
      'Is there at least one incident of illegal mining in the Mpumalanga province with an incident date in calendar year 2024 (i.e. between 1 January and 31 December 2024)? A simple yes or no will suffice.',
    covers: ['yes/no', 'conjunction', 'calendar'],
    expect: (rows) => yesNo(count(rows, has('illegal mining'), inProvince('Mpumalanga'), inYear(2024)) > 0),
  },

  // Voice 3, the news anchor, on notebook b.
  {
    notebook: 'b',
    question: 'Tonight: terror on the farmlands. How many murders were committed on farms?',
    covers: ['restricted count', 'conjunction'],
    expect: (rows) => number(count(rows, has('murder'), onAFarm)),
  },
  {
    notebook: 'b',
    question:
      'Coming up: the biggest bust of them all. Which single incident saw the most suspects arrested - where was it?',
    covers: ['ranking'],
    ...largestIncident(
      () => true,
      (r) => r.num_suspects_arrested,
    ),
  },
  {
    notebook: 'b',
    question:
      'Tonight: one province in the grip of crime. Which province recorded the most incidents in 2023?',
    covers: ['ranking', 'calendar'],
    ...ranking(provinceTally2023),
  },
  {
    notebook: 'b',
    question:
      "Coming up: the festive season's dark side. Taking every year together, how many incidents happened in December?",
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, inMonths(12, 12))),
  },
  {
    notebook: 'b',
    question:
      'Tonight: the war on rhinos. How many rhino carcasses have rangers found in the Kruger National Park?',
    covers: ['refusal'],
    expect: refusal,
  },
];

export const fresh88QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH88_QUESTIONS, rows);
