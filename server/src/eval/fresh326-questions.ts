/**
 * The three-hundred-and-twenty-sixth fresh question set (blind): thirty questions, fifteen about
 * notebook `a` and fifteen about notebook `b`, written without reading the analyst, the extractor or
 * any other question set but the sixty-sixth (whose file shape alone was copied). Every expectation is
 * worked out from the ground-truth rows of the question's own notebook; no figure is typed by hand.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A tyre fitter at a roadside shop outside Polokwane. Casual and quick: "bra", "eish", "okes" for
 *    men, "jobs" for crimes, "hijackings" for any taking of a car or a truck, "cash van" for a
 *    cash-in-transit heist. Short questions, often without a question mark, Limpopo places in mind
 *    (Polokwane, Tzaneen, Giyani), and he spells as it comes ("kidnaping", "Polokwani", "n" for "and").
 * 2. A veterinarian in the Free State who treats farm animals. Careful and a little scientific: she says
 *    "livestock" and "stock theft", "farm attacks", "incidents recorded", asks for proportions as
 *    percentages, calls the province "the Vrystaat", and keeps asking after the animals themselves,
 *    which the releases never count.
 * 3. A typist who transcribes court records. Formal and exact: numbered requests ("1.", "2."), "kindly",
 *    "the accused" for suspects, dates written out ("the 1st of January 2022"), earliest and latest
 *    dates, counts per year and per month, and an occasional request that ends without a question mark.
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold
 * the category):
 * - Dates are `event_date` alone: a row without one is in no year, month or date window and is never
 *   the earliest or the latest; `published_date` is never read. "Between the 1st of January 2022 and the
 *   31st of December 2023" includes both end days. "July, all years together" is month 7 of any year.
 * - Crime words: "kidnaping"/"kidnapping" is `kidnapping`; "murders" are `murder` alone (attempted
 *   murder is not one); "hijacking" is `carjacking` or `truck hijacking` (a cash-in-transit robbery is
 *   not); "stock theft"/"livestock theft" is `stock theft`; "poaching" is `poaching`; "rape" is `rape`.
 * - A farm attack is a row whose `location` holds the word "farm" (any case) and whose crimes hold a
 *   crime against a person: murder, attempted murder, rape, sexual assault, assault gbh, common assault,
 *   armed robbery, robbery, house robbery, business robbery or kidnapping. Stock theft or illegal mining
 *   on a farm is not an attack.
 * - Places: "Limpopo"/"Limpopo side"/"Polokwani side" is the province Limpopo; "Tzaneen n Giyani side"
 *   is the municipalities Greater Tzaneen and Greater Giyani; "the Vrystaat" is the Free State; a
 *   municipality ranking leaves rows without a municipality out and may be answered without "City of".
 * - People are sums of stated figures, a null adding nothing: "suspects arrested", "okes arrested" and
 *   "the accused arrested" are `num_suspects_arrested`; "victims" are `num_victims`. "The youngest
 *   accused" is the least of all stated `suspect_ages`.
 * - Shares, to the nearest whole percent: poaching over all the notebook's rows; farm attacks "that
 *   resulted in an arrest" are those with `arrest_made === true`, over all farm attacks (an unstated
 *   arrest counts in the whole, not in the part).
 * - "An arrest in every stock theft case in the Vrystaat" is false as soon as one such row has
 *   `arrest_made` other than true.
 * - Rankings (province with most murders, municipality of the Free State with most incidents, province
 *   with most victims, province with most accused arrested) each carry their tally; a tie at the top
 *   is an error in the question, never answered.
 * - Refusals (the ground truth holds none of these): the make or model of vehicles taken (a), how many
 *   animals were hurt or killed (a) or died in farm attacks (b), the time of day of incidents (b), and
 *   the case (CAS) numbers of the charges (b).
 */
import {
  any,
  anyCrime,
  atPlace,
  type BlindQuestion,
  inMunicipality,
  kznProvinceNames,
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
  arrested,
  casesOf,
  count,
  dateAt,
  has,
  inProvince,
  inYear,
  month,
  municipalityNames,
  number,
  percentOf,
  refusal,
  within,
} from './ground-truth-questions';

/** A hijacking: a car or a truck taken; a cash-in-transit robbery is not one. */
const hijacking = anyCrime('carjacking', 'truck hijacking');
const kidnapping = has('kidnapping');
const murder = has('murder');
const stockTheft = has('stock theft');
const poaching = has('poaching');
/** A crime against a person, which makes an incident on a farm a farm attack. */
const againstAPerson = anyCrime(
  'murder',
  'attempted murder',
  'rape',
  'sexual assault',
  'assault gbh',
  'common assault',
  'armed robbery',
  'robbery',
  'house robbery',
  'business robbery',
  'kidnapping',
);
/** An incident on a farm with a crime against a person. */
const farmAttack = (r: DevRow) => atPlace('farm')(r) && againstAPerson(r);
const freeState = inProvince('Free State');
const limpopo = inProvince('Limpopo');

const murderProvinceTally = (rows: readonly DevRow[]) => tallyOf(rows.filter(murder), (r) => r.province);
const freeStateMunicipalityTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(freeState), (r) => r.municipality);
const victimProvinceTally = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_victims ?? 0,
  );
const arrestedProvinceTally = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_suspects_arrested ?? 0,
  );

/** The youngest stated suspect age; none stated is an error in the question. */
function youngest(rows: readonly DevRow[]) {
  const ages = suspectAges(rows);
  if (ages.length === 0) throw new Error('no stated suspect age');
  return number(Math.min(...ages));
}

export const FRESH326_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the tyre fitter outside Polokwane, on notebook a.
  {
    notebook: 'a',
    question: 'eish bra how many hijackings we got here, cars n trucks',
    covers: ['slang', 'restricted count'],
    expect: (rows) => number(count(rows, hijacking)),
  },
  {
    notebook: 'a',
    question: 'kidnaping cases in Gauteng how many?',
    covers: ['misspelling', 'conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, kidnapping, inProvince('Gauteng'))),
  },
  {
    notebook: 'a',
    question: 'anything happen Limpopo side bra? Polokwani, Tzaneen, anywhere there',
    covers: ['yes/no', 'misspelling'],
    expect: (rows) => yesNo(count(rows, limpopo) > 0),
  },
  {
    notebook: 'a',
    question: 'Which province got the most murders bra',
    covers: ['ranking'],
    ...ranking(murderProvinceTally, kznProvinceNames),
  },
  {
    notebook: 'a',
    question:
      'bra the okes doing the hijackings, which cars they after? Hilux, Polo, Quantum? want to know what comes in here with no spare',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },

  // Voice 2, the Free State vet, on notebook a.
  {
    notebook: 'a',
    question: 'Across the livestock theft cases in these releases, how many suspects were arrested in total?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(suspectsArrested(rows.filter(stockTheft))),
  },
  {
    notebook: 'a',
    question:
      'What percentage of all the recorded incidents involved the poaching of wildlife? A whole number is fine.',
    covers: ['share'],
    expect: (rows) => percentOf(rows, poaching),
  },
  {
    notebook: 'a',
    question:
      'When did the earliest poaching incident take place - the date of the incident itself, please, not of the statement.',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(poaching), 'earliest'),
  },
  {
    notebook: 'a',
    question: 'Was any of the stock theft recorded here in the Eastern Cape?',
    covers: ['yes/no', 'conjunction'],
    expect: (rows) => yesNo(count(rows, stockTheft, inProvince('Eastern Cape')) > 0),
  },
  {
    notebook: 'a',
    question:
      'From a veterinary point of view: how many animals - dogs, cattle, sheep or the poached game - were injured or killed in these incidents altogether?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the court typist, on notebook a.
  {
    notebook: 'a',
    question: '1. Kindly state the date of the earliest incident in which kidnapping was among the charges.',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(kidnapping), 'earliest'),
  },
  {
    notebook: 'a',
    question:
      '2. The number of incidents which occurred in the year 2019, counted by the date of the incident',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, inYear(2019))),
  },
  {
    notebook: 'a',
    question: 'Please state which province recorded the greatest number of victims across all incidents.',
    covers: ['ranking', 'people'],
    ...ranking(victimProvinceTally, kznProvinceNames),
  },
  {
    notebook: 'a',
    question:
      '3. Kindly provide the total number of the accused arrested in incidents which took place between the 1st of January 2022 and the 31st of December 2023, both dates inclusive.',
    covers: ['people', 'calendar'],
    expect: (rows) => number(suspectsArrested(rows.filter(within('2022-01-01', '2023-12-31')))),
  },
  {
    notebook: 'a',
    question: '4. The age of the youngest accused, where the ages of the accused are stated.',
    covers: ['people'],
    expect: youngest,
  },

  // Voice 1, the tyre fitter outside Polokwane, on notebook b.
  {
    notebook: 'b',
    question: 'how many cases Limpopo bra',
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, limpopo)),
  },
  {
    notebook: 'b',
    question: 'the kidnaping jobs in Limpopo, how many okes got arrested?',
    covers: ['people', 'misspelling', 'conjunction', 'slang'],
    expect: (rows) => number(suspectsArrested(rowsWhere(rows, kidnapping, limpopo))),
  },
  {
    notebook: 'b',
    question: 'murders by Tzaneen n Giyani side how many',
    covers: ['conjunction', 'restricted count'],
    expect: (rows) =>
      number(count(rows, murder, any(inMunicipality('Greater Tzaneen'), inMunicipality('Greater Giyani')))),
  },
  {
    notebook: 'b',
    question: 'Eish when was the last hijacking? the date bra',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows.filter(hijacking), 'latest'),
  },
  {
    notebook: 'b',
    question:
      'bra we close the shop at six outside Polokwani. these jobs happen mostly at night or in the day? how many after dark',
    covers: ['refusal', 'misspelling'],
    expect: refusal,
  },

  // Voice 2, the Free State vet, on notebook b.
  {
    notebook: 'b',
    question: 'How many stock theft incidents were recorded in the Vrystaat?',
    covers: ['conjunction', 'restricted count', 'slang'],
    expect: (rows) => number(count(rows, stockTheft, freeState)),
  },
  {
    notebook: 'b',
    question:
      'Of the farm attacks in these releases, what proportion resulted in an arrest? Please give it as a percentage.',
    covers: ['share'],
    expect: (rows) => {
      const attacks = rows.filter(farmAttack);
      return percentage(attacks.filter(arrested).length, attacks.length);
    },
  },
  {
    notebook: 'b',
    question:
      'I am trying to gauge where the risk to livestock farmers is concentrated: which municipality in the Free State had the highest number of incidents?',
    covers: ['ranking'],
    ...ranking(freeStateMunicipalityTally, municipalityNames),
  },
  {
    notebook: 'b',
    question: 'Was an arrest made in every single stock theft case in the Vrystaat, yes or no?',
    covers: ['yes/no', 'slang'],
    expect: (rows) => yesNo(rowsWhere(rows, stockTheft, freeState).every(arrested)),
  },
  {
    notebook: 'b',
    question:
      'During the farm attacks, how many of the farm dogs or livestock were killed or had to be put down afterwards? I would like the number of animals.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the court typist, on notebook b.
  {
    notebook: 'b',
    question:
      '1. The date of the most recent rape incident, please, written in full (for example, the 3rd of March 2021).',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(has('rape')), 'latest'),
  },
  {
    notebook: 'b',
    question: '2. Kindly state the number of incidents that took place in the year 2020.',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, inYear(2020))),
  },
  {
    notebook: 'b',
    question: 'How many incidents occurred in the month of July, all years counted together?',
    covers: ['calendar'],
    expect: (rows) => number(count(rows, (r) => month(r) === 7)),
  },
  {
    notebook: 'b',
    question: '3. In which province was the greatest number of the accused arrested?',
    covers: ['ranking', 'people'],
    ...ranking(arrestedProvinceTally),
  },
  {
    notebook: 'b',
    question:
      '4. Kindly list the CAS numbers under which the accused were charged, in the order of the incidents',
    covers: ['refusal'],
    expect: refusal,
  },
];

export const fresh326QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH326_QUESTIONS, rows);
