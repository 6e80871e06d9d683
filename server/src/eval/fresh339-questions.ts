/**
 * The three-hundred-and-thirty-ninth fresh question set (blind): thirty questions, fifteen about notebook
 * `a` and fifteen about notebook `b`, written without reading the analyst, the extractor or the other
 * question sets. Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each asks five questions of each notebook):
 * 1. A harbour crane operator in Richards Bay: types between shifts on his phone, lower case, short,
 *    "ppl", "okes", "n" for "and", "wat"/"wen"/"wich", "ja or no", "CIT heists"; cares about trucks off the
 *    port, hijackings, cash vans and KZN.
 * 2. A primary-school librarian in Kuruman: full sentences and mostly careful spelling with the odd slip
 *    ("posible"), often a question mark missing; worried about children, women, rape and schools, and
 *    about her own Northern Cape and Ga-Segonyana.
 * 3. A bakery owner in Kwa-Thema who runs a small business forum: run-on sentences with the reason for
 *    asking tacked on, lower case, "skelms", "zama zamas", "joburg", "wat percent"; shop robberies,
 *    extortion, arrests in Ekurhuleni.
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category, once per row however many of the asked categories it holds):
 * - Dates are `event_date` alone; `published_date` is never read. A row without `event_date` is outside
 *   every month range and "since" window and is never the earliest or the latest. "June, July, August
 *   any year" is the month of `event_date` from 6 to 8 in any year. "Since 2020" is an `event_date` on or
 *   after 2020-01-01.
 * - "Truck hijackings plus CIT heists" are rows with `truck hijacking` or `cash-in-transit robbery`
 *   (carjacking is not a truck hijacking). "CIT robbery" is `cash-in-transit robbery`. "Carjacking or
 *   truck hijacking" is either of those two categories. "Murder" is `murder` alone (attempted murder and
 *   culpable homicide are not). "Rape" is `rape` (sexual assault is not). "Kidnapping" is `kidnapping`.
 *   "Illegal mining" / "zama zamas" is `illegal mining`. "Extortion" is `extortion`.
 * - "Shop robbery" and "business robbery" are `business robbery` alone: an `armed robbery` at no stated
 *   business is not one. "Business robberies and armed robberies together" are rows with either.
 * - People are sums of the stated figures: `victims_killed` (killed), `victims_injured` (injured),
 *   `victims_children` (children among the victims), `victims_female` (female victims),
 *   `num_suspects_arrested` (suspects arrested, nabbed). A null (unstated) figure adds nothing.
 * - "Did the cops nab somebody in every CIT robbery" is Yes only when every `cash-in-transit robbery` row
 *   has `arrest_made === true`; an unstated arrest is not an arrest. "Nobody arrested" is
 *   `arrest_made === false`.
 * - Shares: the murders still without an arrest are the `murder` rows with `arrest_made === false` over
 *   all `murder` rows (rows with an unstated arrest stay in the denominator); "incidents ended with
 *   somebody arrested" is the rows with `arrest_made === true` over all the notebook's rows. Both to the
 *   nearest whole percent.
 * - Places: a province is `province` (KwaZulu-Natal may be answered as "KZN"); "Mpumalanga n Limpopo
 *   combined" is rows of either province. "Gauteng" is `province === 'Gauteng'`. "Ekurhuleni, our area
 *   Kwa-Thema" is `municipality === 'Ekurhuleni'`. "Ga-Segonyana, Kuruman" is the `Ga-Segonyana`
 *   municipality. A municipality is `municipality` (rows without one are left out of a municipality
 *   ranking or list), answered as written or without "City of". "At a school" is a row whose `location`
 *   holds the word "school" (any case).
 * - Lists: the provinces with a kidnapping and the Northern Cape municipalities with a rape are every
 *   distinct value among the matching rows, in alphabetical order.
 * - Rankings (province with most killed, Gauteng municipality with most incidents, the crime category on
 *   the most rows, the province with most extortion or business robbery rows) each carry their tally; a
 *   crime category is counted once per row that holds it, and "other" is a category like any; a tie at
 *   the top is an error in the question.
 * - Refusals: the ground truth holds no firearm calibres, no names of victims, no time of day of an
 *   incident, and no rand amounts of extortion demands.
 */
import type { Expectation } from './answer-matching';
import {
  anyCrime,
  atPlace,
  type BlindQuestion,
  femaleVictims,
  inMonths,
  inMunicipality,
  kznProvinceNames,
  peopleByProvince,
  peopleTotal,
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
  has,
  inProvince,
  municipalityNames,
  notArrested,
  number,
  percentOf,
  refusal,
  sinceYear,
} from './ground-truth-questions';

const murder = has('murder');
const rape = has('rape');
const cit = has('cash-in-transit robbery');
/** A shop robbery: `business robbery` alone. */
const shopRobbery = has('business robbery');
const truckOrCit = anyCrime('truck hijacking', 'cash-in-transit robbery');
const carOrTruckHijacking = anyCrime('carjacking', 'truck hijacking');

/** A list expectation of the distinct values, alphabetical; an empty list is an error in the question. */
function distinctList(values: (string | null | undefined)[]): Expectation {
  const items = [...new Set(values.filter((v): v is string => v !== null && v !== undefined))].sort();
  if (items.length === 0) throw new Error('nothing to list');
  return { kind: 'list', value: items };
}

/** Whether every selected row has a stated arrest; an empty selection is an error in the question. */
function everyArrested(rows: readonly DevRow[]): Expectation {
  if (rows.length === 0) throw new Error('no incident to ask about');
  return yesNo(rows.every(arrested));
}

/** The rows per crime category, a row counted once under each category it holds. */
const crimeTally = (rows: readonly DevRow[]) => {
  const tally = new Map<string, number>();
  for (const r of rows) for (const crime of new Set(r.crimes)) tally.set(crime, (tally.get(crime) ?? 0) + 1);
  return tally;
};
const gautengMunicipalityTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(inProvince('Gauteng')), (r) => r.municipality);
const extortionOrShopProvinceTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(anyCrime('extortion', 'business robbery')), (r) => r.province);

export const FRESH339_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the harbour crane operator, on notebook a.
  {
    notebook: 'a',
    question:
      'how many truck hijackings plus CIT heists altogether, the trucks coming off the port are my worry',
    covers: ['restricted count', 'conjunction', 'slang'],
    expect: (rows) => number(count(rows, truckOrCit)),
  },
  {
    notebook: 'a',
    question: 'eish which province lost the most ppl killed in these releases',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(peopleByProvince('victims_killed'), kznProvinceNames),
  },
  {
    notebook: 'a',
    question: 'last murder in KZN wen was it, date pls',
    covers: ['date', 'misspelling'],
    expect: (rows) => dateAt(rowsWhere(rows, murder, inProvince('KwaZulu-Natal')), 'latest'),
  },
  {
    notebook: 'a',
    question: 'wat calibre guns did the okes use in the KZN shootings',
    covers: ['refusal', 'misspelling', 'slang'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question: 'did the cops nab somebody in every single CIT robbery ja or no',
    covers: ['yes/no', 'slang'],
    expect: (rows) => everyArrested(rows.filter(cit)),
  },

  // Voice 2, the school librarian in Kuruman, on notebook a.
  {
    notebook: 'a',
    question: 'How many children were among the victims in the Western Cape cases?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(inProvince('Western Cape')))),
  },
  {
    notebook: 'a',
    question:
      'Of all the murder cases, what percentage still has nobody arrested? Rounded to a whole number if posible',
    covers: ['share', 'misspelling'],
    expect: (rows) => percentOf(rows.filter(murder), notArrested),
  },
  {
    notebook: 'a',
    question: 'Could you list the provinces where a kidnapping was reported.',
    covers: ['restricted count'],
    expect: (rows) => distinctList(rows.filter(has('kidnapping')).map((r) => r.province)),
  },
  {
    notebook: 'a',
    question: 'What is the date of the earliest rape case in these releases',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(rape), 'earliest'),
  },
  {
    notebook: 'a',
    question:
      'What were the names of the children who were hurt, I would like to send cards to their schools',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the bakery owner in Kwa-Thema, on notebook a.
  {
    notebook: 'a',
    question: 'how many business robberies or extortion cases in gauteng, our forum members keep asking',
    covers: ['conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, anyCrime('business robbery', 'extortion'), inProvince('Gauteng'))),
  },
  {
    notebook: 'a',
    question: 'which municipality in gauteng got the most incidents, ekurhuleni or joburg or who',
    covers: ['ranking', 'slang'],
    ...ranking(gautengMunicipalityTally, municipalityNames),
  },
  {
    notebook: 'a',
    question: 'total suspects arrested in ekurhuleni how many, thats our area kwa thema',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(suspectsArrested(rows.filter(inMunicipality('Ekurhuleni')))),
  },
  {
    notebook: 'a',
    question: 'count of incidents in june july august any year, winter time when the skelms are busy',
    covers: ['calendar', 'restricted count', 'slang'],
    expect: (rows) => number(count(rows, inMonths(6, 8))),
  },
  {
    notebook: 'a',
    question: 'was there even one shop robbery in the eastern cape or no',
    covers: ['yes/no', 'conjunction'],
    expect: (rows) => yesNo(rows.some((r) => shopRobbery(r) && inProvince('Eastern Cape')(r))),
  },

  // Voice 1, the harbour crane operator, on notebook b.
  {
    notebook: 'b',
    question: 'murders in mpumalanga n limpopo combined how many',
    covers: ['restricted count', 'conjunction'],
    expect: (rows) =>
      number(count(rows, murder, (r) => r.province === 'Mpumalanga' || r.province === 'Limpopo')),
  },
  {
    notebook: 'b',
    question: 'how many okes got injured in total across all the incidents',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_injured', rows)),
  },
  {
    notebook: 'b',
    question: 'wich crime type comes up the most in this lot',
    covers: ['ranking', 'misspelling'],
    ...ranking(crimeTally),
  },
  {
    notebook: 'b',
    question: 'earliest carjacking or truck hijacking, wat date',
    covers: ['date', 'misspelling'],
    expect: (rows) => dateAt(rows.filter(carOrTruckHijacking), 'earliest'),
  },
  {
    notebook: 'b',
    question: 'wat time of day did the CIT robbers hit in mecklenburg',
    covers: ['refusal', 'misspelling'],
    expect: refusal,
  },

  // Voice 2, the school librarian in Kuruman, on notebook b.
  {
    notebook: 'b',
    question: 'How many rape cases were there in the Northern Cape?',
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, rape, inProvince('Northern Cape'))),
  },
  {
    notebook: 'b',
    question: 'In the Northern Cape, how many of the victims were female',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(femaleVictims(rows.filter(inProvince('Northern Cape')))),
  },
  {
    notebook: 'b',
    question: 'Was any of the incidents at a school? Our learners ask me about it in the library',
    covers: ['yes/no'],
    expect: (rows) => yesNo(rows.some(atPlace('school'))),
  },
  {
    notebook: 'b',
    question: 'Kindly list the Northern Cape municipalities where a rape was reported',
    covers: ['restricted count', 'conjunction'],
    expect: (rows) =>
      distinctList(rowsWhere(rows, rape, inProvince('Northern Cape')).map((r) => r.municipality)),
  },
  {
    notebook: 'b',
    question: 'When was the most recent incident in Ga-Segonyana municipality, that is Kuruman where I stay',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(inMunicipality('Ga-Segonyana')), 'latest'),
  },

  // Voice 3, the bakery owner in Kwa-Thema, on notebook b.
  {
    notebook: 'b',
    question: 'since 2020 how many business robberies and armed robberies together',
    covers: ['calendar', 'conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, anyCrime('business robbery', 'armed robbery'), sinceYear(2020))),
  },
  {
    notebook: 'b',
    question: 'which province is worst for extortion and business robberies, need it for the forum meeting',
    covers: ['ranking'],
    ...ranking(extortionOrShopProvinceTally),
  },
  {
    notebook: 'b',
    question: 'zama zamas, how many suspects got arrested for illegal mining altogether',
    covers: ['people', 'slang', 'restricted count'],
    expect: (rows) => number(suspectsArrested(rows.filter(has('illegal mining')))),
  },
  {
    notebook: 'b',
    question: 'wat percent of all the incidents ended with somebody arrested',
    covers: ['share', 'misspelling'],
    expect: (rows) => percentOf(rows, arrested),
  },
  {
    notebook: 'b',
    question: 'how much protection money were the extortionists asking from the shop owners per month',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },
];

export const fresh339QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH339_QUESTIONS, rows);
