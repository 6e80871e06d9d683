/**
 * The three-hundred-and-thirty-eighth fresh question set (blind): thirty questions, fifteen about
 * notebook `a` and fifteen about notebook `b`, written without reading the analyst, the extractor or the
 * other question sets. Every expectation is computed from the ground-truth rows of the question's
 * notebook.
 *
 * The voices (each asks five questions of each notebook):
 * 1. A pharmacy manager in Rustenburg: brisk and practical, thinking of shop robberies, drugs, staff
 *    hurt and the insurance renewal; types in shorthand ("no.", "biz", "ppl", "pls", "NW", "incl") and
 *    slips a letter now and then ("possesion").
 * 2. A school-bus driver in Tzaneen who mixes Sepedi words into his English ("Dumela", "bana" for
 *    children, "batho ba bakae" for how many people, "ee goba aowa" for yes or no, "sekolo", "ke a
 *    leboga"); worried about children, kidnappings and his route in Limpopo; long run-on questions,
 *    few question marks, a misspelling or two ("happend").
 * 3. A welding instructor at a Vereeniging TVET college: blunt, a bit of Vaal slang ("Ja", "zama
 *    zamas", "cash van heists", "hijackings"), talks about his students and the workshop, spells by ear
 *    ("wich", "murdurs", "munisipality").
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is outside every year, half-year and weekend, and is
 *   never the first or the last; `published_date` is never read. A weekend is a Saturday or Sunday of
 *   `event_date`. "The second half of 2024" is 1 July to 31 December 2024, both ends included.
 * - "Business robberies", "biz robberies", "shop robberies" are `business robbery` alone (not armed
 *   robbery, not house robbery). "Drugs, dealing or possession" is `drug dealing` or `drug possession`.
 *   "Murders" are `murder` alone: attempted murder and culpable homicide are not murders. "Kidnappings"
 *   are `kidnapping`. "Carjacking" is `carjacking` alone. "Hijackings, cars or trucks" are `carjacking`
 *   or `truck hijacking`. "Cash van heists (CIT robberies)" are `cash-in-transit robbery`. "Illegal
 *   firearms" is `illegal firearm possession`. "Illegal mining busts" / "zama zamas" are `illegal
 *   mining`. "Drug dealing" is `drug dealing` alone (possession is not dealing).
 * - People are sums of the stated figures: `victims_injured` (injured, not the ones who died),
 *   `victims_killed` (killed, "batho ... were killed"), `victims_children` (children, "bana", under
 *   eighteen), `num_suspects_arrested` (suspects arrested, zama zamas arrested). A null (unstated)
 *   figure adds nothing.
 * - "Nobody arrested" is `arrest_made === false`; an unstated `arrest_made` is not "nobody arrested".
 *   The share of murders with nobody arrested is over all the notebook's murder rows (an unstated arrest
 *   stays in the denominator), to the nearest whole percent.
 * - The share of incidents involving drugs is over all the notebook's rows, to the nearest whole percent.
 *   The share of Madibeng incidents that were business robberies is over the rows whose `municipality`
 *   is `Madibeng` (rows without a municipality are left out), to the nearest whole percent.
 * - Places: a province is `province` ("NW" is North West, "KZN" is KwaZulu-Natal, "the Eastern Cape and
 *   Western Cape together" is either of the two); "Greater Tzaneen municipality" and "Madibeng" are
 *   `municipality`; "the Tlhabane CIT heist at Zinniaville" is one row of notebook `b`.
 * - Rankings, each carrying its tally, a tie at the top being an error in the question: the province with
 *   the most kidnapping incidents (rows, notebook `a`); the crime category that appears in the most rows,
 *   `other` left out (notebook `a`, answered by the category's words); the province with the most
 *   children among the victims (sum of stated `victims_children`, notebook `b`); the municipality with
 *   the most incidents (rows with a `municipality`, notebook `b`, answered with or without "City of").
 * - Lists: the provinces with a cash-in-transit robbery (notebook `a`) and the provinces with a carjacking
 *   or a truck hijacking (notebook `b`), each province once, in alphabetical order (the order is not
 *   graded: every item must appear).
 * - "Was any child kidnapped" is a row holding `kidnapping` whose stated `victims_children` is above zero.
 * - Refusals: the ground truth holds no rand values of goods or cash taken (the shop robberies' stock for
 *   the insurance, the Tlhabane CIT heist's cash), no time of day, no firearm calibre, and no weights of
 *   goods seized (copper cable or gold-bearing rock).
 */

import type { Expectation } from './answer-matching';
import {
  anyCrime,
  type BlindQuestion,
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
  casesOf,
  count,
  crimeNames,
  dateAt,
  has,
  inProvince,
  municipalityNames,
  notArrested,
  number,
  percentOf,
  refusal,
  weekend,
  within,
} from './ground-truth-questions';

const businessRobbery = has('business robbery');
const drugs = anyCrime('drug dealing', 'drug possession');
const murder = has('murder');
const kidnapping = has('kidnapping');
const cit = has('cash-in-transit robbery');
const hijacking = anyCrime('carjacking', 'truck hijacking');
const illegalMining = has('illegal mining');
const capeProvinces = (r: DevRow) => inProvince('Eastern Cape')(r) || inProvince('Western Cape')(r);
const childKidnapped = (r: DevRow) => kidnapping(r) && (r.victims_children ?? 0) > 0;

/** The provinces of the rows that pass, each once, in alphabetical order; none is an error in the question. */
function provincesOf(rows: readonly DevRow[], test: (r: DevRow) => boolean): Expectation {
  const provinces = [...new Set(rows.filter(test).map((r) => r.province))].sort();
  if (provinces.length === 0) throw new Error('no province to list');
  return { kind: 'list', value: provinces };
}

const kidnappingProvinceTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(kidnapping), (r) => r.province);
const crimeTally = (rows: readonly DevRow[]) =>
  tallyOf(
    rows.flatMap((r) => r.crimes.filter((crime) => crime !== 'other')),
    (crime) => crime,
  );
const municipalityTally = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.municipality);

export const FRESH338_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the Rustenburg pharmacy manager, on notebook a.
  {
    notebook: 'a',
    question: 'no. of biz robberies (shops, pharmacies, spazas etc) in here?',
    covers: ['restricted count', 'slang'],
    expect: (rows) => number(count(rows, businessRobbery)),
  },
  {
    notebook: 'a',
    question:
      'what % of all the incidents had drugs involved, dealing or possesion, rounded to a whole number',
    covers: ['share', 'misspelling'],
    expect: (rows) => percentOf(rows, drugs),
  },
  {
    notebook: 'a',
    question: 'Total ppl injured across every incident here? injured only, not the ones who died',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_injured', rows)),
  },
  {
    notebook: 'a',
    question: 'When was the latest business robbery on record, the actual date it happened pls',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows.filter(businessRobbery), 'latest'),
  },
  {
    notebook: 'a',
    question: 'For our insurance renewal: approx rand value of the goods taken in those shop robberies?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the Tzaneen school-bus driver, on notebook a.
  {
    notebook: 'a',
    question:
      'Dumela, I drive the school bus every day and I worry for the bana, how many children were victims in the Eastern Cape cases',
    covers: ['people', 'restricted count', 'slang'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(inProvince('Eastern Cape')))),
  },
  {
    notebook: 'a',
    question:
      'my brother says cars get hijacked a lot in KZN, was there any carjacking there in these reports ee goba aowa',
    covers: ['yes/no', 'conjunction', 'slang'],
    expect: (rows) => yesNo(count(rows, has('carjacking'), inProvince('KwaZulu-Natal')) > 0),
  },
  {
    notebook: 'a',
    question:
      'which province is having the most kidnappings, I want to tell the parents so they can be careful with bana',
    covers: ['ranking', 'slang'],
    ...ranking(kidnappingProvinceTally, kznProvinceNames),
  },
  {
    notebook: 'a',
    question:
      'when was the very first kidnapping in all these reports, the day it happend not the day police wrote it',
    covers: ['date', 'misspelling'],
    expect: (rows) => dateAt(rows.filter(kidnapping), 'earliest'),
  },
  {
    notebook: 'a',
    question:
      'at what time of day do these kidnappings mostly happen, is it morning when bana go to sekolo or afternoon when they come home, ke a leboga',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the Vereeniging welding instructor, on notebook a.
  {
    notebook: 'a',
    question: 'Ja so which provinces had cash van heists (CIT robberies)? list them all',
    covers: ['slang'],
    expect: (rows) => provincesOf(rows, cit),
  },
  {
    notebook: 'a',
    question: "Wich crime type shows up the most in this lot of reports, leave out the 'other' category",
    covers: ['ranking', 'misspelling'],
    ...ranking(crimeTally, crimeNames),
  },
  {
    notebook: 'a',
    question: 'out of all the murdurs how many percent ended with nobody arrested at all',
    covers: ['share', 'misspelling'],
    expect: (rows) => percentOf(rows.filter(murder), notArrested),
  },
  {
    notebook: 'a',
    question:
      'My students come from all over. How many murders in the Eastern Cape and Western Cape together happened on a weekend, Saturday or Sunday',
    covers: ['calendar', 'conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, murder, capeProvinces, weekend)),
  },
  {
    notebook: 'a',
    question:
      'What calibre were the firearms the cops recovered, 9mm or bigger? we talk about barrel steel in class',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },

  // Voice 1, the Rustenburg pharmacy manager, on notebook b.
  {
    notebook: 'b',
    question: 'NW province only: how many incidents involved illegal firearms?',
    covers: ['restricted count', 'conjunction', 'slang'],
    expect: (rows) => number(count(rows, has('illegal firearm possession'), inProvince('North West'))),
  },
  {
    notebook: 'b',
    question: 'Total suspects arrested in North West incidents, all crimes incl',
    covers: ['people', 'restricted count', 'slang'],
    expect: (rows) => number(suspectsArrested(rows.filter(inProvince('North West')))),
  },
  {
    notebook: 'b',
    question:
      'Any drug dealing cases in North West at all? yes/no, we get dodgy guys at the counter asking for codeine',
    covers: ['yes/no', 'conjunction', 'slang'],
    expect: (rows) => yesNo(count(rows, has('drug dealing'), inProvince('North West')) > 0),
  },
  {
    notebook: 'b',
    question: 'Madibeng is right next door to us. what % of the Madibeng incidents were business robberies',
    covers: ['share', 'conjunction'],
    expect: (rows) => percentOf(rows.filter(inMunicipality('Madibeng')), businessRobbery),
  },
  {
    notebook: 'b',
    question: 'How much cash did the robbers get away with in the Tlhabane CIT heist at Zinniaville?',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },

  // Voice 2, the Tzaneen school-bus driver, on notebook b.
  {
    notebook: 'b',
    question:
      'Ntate how many incidents are there in Greater Tzaneen municipality, that is my route every day from Nkowankowa to town ke kgopela',
    covers: ['restricted count', 'slang'],
    expect: (rows) => number(count(rows, inMunicipality('Greater Tzaneen'))),
  },
  {
    notebook: 'b',
    question: 'batho ba bakae were killed in Limpopo altogether in these reports',
    covers: ['people', 'restricted count', 'slang'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(inProvince('Limpopo')))),
  },
  {
    notebook: 'b',
    question:
      'In which province were the most bana among the victims, I mean counting the children under 18 themselves not the cases',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(peopleByProvince('victims_children'), kznProvinceNames),
  },
  {
    notebook: 'b',
    question: 'when was the last murder in Limpopo, the date it happend neh',
    covers: ['date', 'conjunction', 'misspelling'],
    expect: (rows) => dateAt(rowsWhere(rows, murder, inProvince('Limpopo')), 'latest'),
  },
  {
    notebook: 'b',
    question: 'was any child kidnapped in these reports ee or aowa, a kidnapping where the victim is a child',
    covers: ['yes/no', 'conjunction', 'slang'],
    expect: (rows) => yesNo(count(rows, childKidnapped) > 0),
  },

  // Voice 3, the Vereeniging welding instructor, on notebook b.
  {
    notebook: 'b',
    question: 'How many zama zamas got arrested altogether in the illegal mining busts',
    covers: ['people', 'restricted count', 'slang'],
    expect: (rows) => number(suspectsArrested(rows.filter(illegalMining))),
  },
  {
    notebook: 'b',
    question: 'how many incidents happened in the second half of 2024, July to December',
    covers: ['calendar'],
    expect: (rows) => number(count(rows, within('2024-07-01', '2024-12-31'))),
  },
  {
    notebook: 'b',
    question: 'Which provinces had hijackings, cars or trucks? name them for me',
    covers: ['slang'],
    expect: (rows) => provincesOf(rows, hijacking),
  },
  {
    notebook: 'b',
    question: 'wich munisipality has the most incidents overall',
    covers: ['ranking', 'misspelling'],
    ...ranking(municipalityTally, municipalityNames),
  },
  {
    notebook: 'b',
    question:
      'How many kg of copper cable or gold bearing rock did the illegal miners have on them when they got caught',
    covers: ['refusal'],
    expect: refusal,
  },
];

export const fresh338QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH338_QUESTIONS, rows);
