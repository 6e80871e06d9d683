/**
 * The three-hundred-and-thirty-seventh fresh question set (blind): thirty questions, fifteen about
 * notebook `a` and fifteen about notebook `b`, written without reading the analyst, the extractor or the
 * other question sets. Every expectation is computed from the ground-truth rows of the question's
 * notebook.
 *
 * The voices (each asks five questions of each notebook):
 * 1. An insurance assessor in Bloemfontein who handles vehicle claims: businesslike, claims-file wording,
 *    trade shorthand ("CIT", "veh.", "on file", "per incident"), hijackings, vehicle theft and where
 *    the losses cluster; Bloemfontein is the Mangaung municipality.
 * 2. A hospital porter in Mthatha who texts in short bursts: lower case, no question marks, text
 *    abbreviations ("hw many", "ppl", "wmen", "tot", "y/n") and misspellings ("murdrs", "atempted",
 *    "wich", "nite"); cares about the hurt, the killed, women and kids.
 * 3. A seed merchant in Lichtenburg: plain rural English with a little Afrikaans ("ja", "boere",
 *    "plaas"), farms, stock theft, the planting season, his own North West and the Free State next door.
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - A "hijacking" (of any vehicle, "cars or trucks") is `carjacking` or `truck hijacking`; `vehicle
 *   theft` is not a hijacking. "Vehicle claims" / "motor vehicle incidents" are `carjacking`, `truck
 *   hijacking` or `vehicle theft`. "CIT" is `cash-in-transit robbery`.
 * - "Murders" are `murder` alone: `attempted murder` and `culpable homicide` are not murders, and an
 *   attempted murder is counted under "attempted murders" only. "Rape cases" are `rape`; "stock theft"
 *   is `stock theft`.
 * - Dates are `event_date` alone: a row without one is outside every year and month range and is never
 *   the earliest or latest; `published_date` is never read. "Planting season, October to December" is
 *   months 10 to 12 of `event_date` in any year; "in 2024" is the calendar year of `event_date`.
 * - People are sums of the stated figures: `victims_injured` (injured, hurt), `victims_killed` (killed,
 *   died), `victims_children` (kids, children), `victims_female` (women victims), and
 *   `num_suspects_arrested` (suspects arrested). A null (unstated) figure adds nothing.
 * - "Any kids among the victims" is a stated `victims_children` above zero in at least one row.
 * - "Had someone arrested" / "ended with an arrest" is `arrest_made === true`; "nobody arrested" is
 *   `arrest_made === false`; an unstated arrest is neither. "Every stock theft case ended with an arrest"
 *   is true when every `stock theft` row has `arrest_made === true` (an unstated one breaks it), and a
 *   notebook without stock theft is an error in the question.
 * - The share of incidents with an arrest is over all the notebook's rows, to the nearest whole percent.
 *   The share of victims who were women is the sum of `victims_female` over the sum of `victims_female`
 *   and `victims_male` (nulls add nothing), to the nearest whole percent.
 * - A farm incident ("on a plaas", "on farms") is a row whose `location` holds the word "farm", in any
 *   case, whatever its crimes.
 * - Places: "Eastern Cape", "Northern Cape", "North West" and "Free State" are `province`; "Mangaung,
 *   where my office is" is the `Mangaung` municipality; "the municipality" ranking reads `municipality`
 *   (rows without one are left out), answered as written or without "City of".
 * - Rankings (province with the most CIT and hijacking incidents together, the crime that comes up
 *   most, the municipality with the most incidents, the province with the most killed) each carry their
 *   tally; a tie at the top is an error in the question. The crime ranking tallies each category of a
 *   row once, "other" included.
 * - Lists: "murders and attempted murders, how many each" is the two counts, murder first; "which
 *   provinces had stock theft" is every province with a `stock theft` row, in alphabetical order.
 * - Refusals: the ground truth holds no rand values (of vehicles or of goods taken), no time of day, no
 *   vehicle makes or models, no hospitals the injured were taken to, and no value of stolen stock or
 *   harvest; each of those questions expects a refusal.
 */
import type { Expectation } from './answer-matching';
import {
  anyCrime,
  atPlace,
  type BlindQuestion,
  inMonths,
  inMunicipality,
  kznProvinceNames,
  peopleByProvince,
  peopleTotal,
  percentage,
  ranking,
  rowsWhere,
  suspectsArrested,
  tallyOf,
  trueOrFalse,
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
  inYear,
  municipalityNames,
  notArrested,
  number,
  percentOf,
  refusal,
  sum,
} from './ground-truth-questions';

/** A hijacking of any vehicle: a carjacking or a truck hijacking; vehicle theft is not one. */
const hijacking = anyCrime('carjacking', 'truck hijacking');
/** A vehicle claim: a hijacking or a vehicle theft. */
const vehicleClaim = anyCrime('carjacking', 'truck hijacking', 'vehicle theft');
const cit = has('cash-in-transit robbery');
const murder = has('murder');
const stockTheft = has('stock theft');
/** An incident the release places on a farm. */
const onAFarm = atPlace('farm');

const citOrHijackingProvinceTally = (rows: readonly DevRow[]) =>
  tallyOf(
    rows.filter((r) => cit(r) || hijacking(r)),
    (r) => r.province,
  );
const crimeTally = (rows: readonly DevRow[]) =>
  tallyOf(
    rows.flatMap((r) => r.crimes),
    (crime) => crime,
  );
const municipalityTally = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.municipality);

/** Every province with a row that passes the test, in alphabetical order; none is an error. */
function provincesWhere(rows: readonly DevRow[], test: (r: DevRow) => boolean): Expectation {
  const provinces = [...new Set(rows.filter(test).map((r) => r.province))].sort();
  if (provinces.length === 0) throw new Error('no province to list');
  return { kind: 'list', value: provinces };
}

/** Whether every row that passes the test ended with an arrest; no such row is an error. */
function everyArrested(rows: readonly DevRow[], test: (r: DevRow) => boolean) {
  const chosen = rows.filter(test);
  if (chosen.length === 0) throw new Error('no incident to check');
  return chosen.every(arrested);
}

export const FRESH337_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the insurance assessor in Bloemfontein, on notebook a.
  {
    notebook: 'a',
    question:
      'For the hijacking claims file: how many incidents involved a hijacking of any vehicle, cars or trucks?',
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, hijacking)),
  },
  {
    notebook: 'a',
    question: 'Date of the most recent veh. hijacking on file (car or truck), going by when it happened?',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows.filter(hijacking), 'latest'),
  },
  {
    notebook: 'a',
    question: 'What was the insured rand value of the vehicles taken in these hijackings, per incident?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question:
      'Counting CIT robberies and hijackings together, which province shows the highest number of incidents?',
    covers: ['ranking', 'slang'],
    ...ranking(citOrHijackingProvinceTally, kznProvinceNames),
  },
  {
    notebook: 'a',
    question:
      'Where a hijacking came with a kidnapping of the driver or occupants, how many suspects were arrested in total across those incidents?',
    covers: ['conjunction', 'people'],
    expect: (rows) => number(suspectsArrested(rowsWhere(rows, hijacking, has('kidnapping')))),
  },

  // Voice 2, the hospital porter in Mthatha, on notebook a.
  {
    notebook: 'a',
    question: 'hw many ppl injured altogether in all the cases',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_injured', rows)),
  },
  {
    notebook: 'a',
    question: 'eastern cape murdrs. tot ppl killed in them',
    covers: ['people', 'conjunction', 'misspelling'],
    expect: (rows) =>
      number(peopleTotal('victims_killed', rowsWhere(rows, murder, inProvince('Eastern Cape')))),
  },
  {
    notebook: 'a',
    question: 'any kids among the victims in eastern cape y/n',
    covers: ['yes/no', 'slang'],
    expect: (rows) =>
      yesNo(rowsWhere(rows, inProvince('Eastern Cape')).some((r) => (r.victims_children ?? 0) > 0)),
  },
  {
    notebook: 'a',
    question: 'wat time of nite do most of these attacks happen, we get them in at 2am mostly',
    covers: ['refusal', 'misspelling'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question: 'murdrs and atempted murdrs how many of each',
    covers: ['restricted count', 'misspelling'],
    expect: (rows) => ({ kind: 'list', value: [count(rows, murder), count(rows, has('attempted murder'))] }),
  },

  // Voice 3, the seed merchant in Lichtenburg, on notebook a.
  {
    notebook: 'a',
    question:
      'In planting season, October to December, how many murders were there when you take all the years together',
    covers: ['calendar', 'conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, murder, inMonths(10, 12))),
  },
  {
    notebook: 'a',
    question: 'What percent of all these incidents had somebody arrested for it?',
    covers: ['share'],
    expect: (rows) => percentOf(rows, arrested),
  },
  {
    notebook: 'a',
    question: 'True or false, every stock theft case in here ended with an arrest',
    covers: ['yes/no'],
    expect: (rows) => trueOrFalse(everyArrested(rows, stockTheft)),
  },
  {
    notebook: 'a',
    question: 'Ja, which kind of crime comes up the most times in these reports?',
    covers: ['ranking', 'slang'],
    ...ranking(crimeTally),
  },
  {
    notebook: 'a',
    question: 'The boere here want to know, what was the stolen livestock worth in rands altogether?',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },

  // Voice 1, the insurance assessor in Bloemfontein, on notebook b.
  {
    notebook: 'b',
    question:
      'How many motor vehicle incidents are on record in total, meaning carjackings, truck hijackings and vehicle thefts?',
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, vehicleClaim)),
  },
  {
    notebook: 'b',
    question: 'Mangaung, where my office is: how many incidents there ended with nobody arrested?',
    covers: ['conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, inMunicipality('Mangaung'), notArrested)),
  },
  {
    notebook: 'b',
    question: 'Which municipality has the most incidents logged against it?',
    covers: ['ranking'],
    ...ranking(municipalityTally, municipalityNames),
  },
  {
    notebook: 'b',
    question: 'Earliest hijacking date on file, car or truck, by date of loss',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(hijacking), 'earliest'),
  },
  {
    notebook: 'b',
    question: 'What makes and models of vehicle were taken in the carjackings? Need it for the claim forms.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the hospital porter in Mthatha, on notebook b.
  {
    notebook: 'b',
    question: 'hw many wmen victims tot',
    covers: ['people', 'slang', 'misspelling'],
    expect: (rows) => number(peopleTotal('victims_female', rows)),
  },
  {
    notebook: 'b',
    question: 'northern cape how many kids were victims',
    covers: ['people', 'conjunction'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(inProvince('Northern Cape')))),
  },
  {
    notebook: 'b',
    question: 'rape cases in 2024 hw many',
    covers: ['calendar', 'restricted count', 'slang'],
    expect: (rows) => number(count(rows, has('rape'), inYear(2024))),
  },
  {
    notebook: 'b',
    question: 'wich province had most ppl killed',
    covers: ['ranking', 'people', 'misspelling'],
    ...ranking(peopleByProvince('victims_killed')),
  },
  {
    notebook: 'b',
    question: 'the injured ones, which hospitals did they get taken to',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the seed merchant in Lichtenburg, on notebook b.
  {
    notebook: 'b',
    question:
      'How many of the incidents happened on a farm, just counting the Free State and us in the North West',
    covers: ['conjunction', 'restricted count'],
    expect: (rows) =>
      number(count(rows, onAFarm, (r) => inProvince('Free State')(r) || inProvince('North West')(r))),
  },
  {
    notebook: 'b',
    question: 'Where they say if the victim was a man or a woman, what percentage of the victims were women?',
    covers: ['share', 'people'],
    expect: (rows) => {
      const female = sum(rows.map((r) => r.victims_female));
      return percentage(female, female + sum(rows.map((r) => r.victims_male)));
    },
  },
  {
    notebook: 'b',
    question: 'Which provinces had stock theft cases? My customers keep asking me',
    covers: ['restricted count'],
    expect: (rows) => provincesWhere(rows, stockTheft),
  },
  {
    notebook: 'b',
    question: 'Was there any stock theft on record in the North West, yes or no?',
    covers: ['yes/no', 'conjunction'],
    expect: (rows) => yesNo(count(rows, stockTheft, inProvince('North West')) > 0),
  },
  {
    notebook: 'b',
    question: 'How much maize and seed was taken off the plaas in the theft cases, in tons or in rand?',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },
];

export const fresh337QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH337_QUESTIONS, rows);
