/**
 * The three-hundred-and-thirty-first fresh question set (blind): thirty questions, fifteen about
 * notebook `a` and fifteen about notebook `b`, written without reading the analyst, the extractor or
 * the other question sets. Every expectation is computed from the ground-truth rows of the question's
 * notebook.
 *
 * The voices (each asks five questions of each notebook):
 * 1. A beekeeper in the Overberg who sells honey at farm stalls: unhurried, a little Afrikaans in his
 *    English ("ag", "ja or nee", "plaas"), worried about farms, stock and veld fires, asks in whole
 *    sentences and tells you why he is asking.
 * 2. A municipal traffic officer in Polokwane: clipped, report-style, abbreviations from the job
 *    ("no. of", "GP", "wrt", "reg nos", "SAPS members", "pls"), "hijackings" for car and truck
 *    hijacking, "fatalities" for people killed.
 * 3. A nail technician in Soweto who runs a salon from her garage: lower case, run-on, no question
 *    marks, slang ("yoh", "shame", "jozi", "or nah", "lol") and misspellings ("hw", "wimen",
 *    "kidnaping", "kidnappin", "wen", "wat", "wich", "actualy", "happend").
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is outside every year and month, and is never the
 *   earliest or the latest; `published_date` is never read. "December over the years" is the month of
 *   `event_date` in any year.
 * - "Murders" are `murder` alone: attempted murder and culpable homicide are not murders. "Attempted
 *   murder cases" are the rows holding `attempted murder`, whatever else they hold.
 * - "Hijackings (car + truck)" and "hijacking (car or truck)" are `carjacking` or `truck hijacking`.
 *   "CIT robberies" are `cash-in-transit robbery`. "An illegal firearm" is `illegal firearm
 *   possession`. "Kidnaping"/"kidnappin" is `kidnapping`; "stock theft" is `stock theft`.
 * - People are sums of the stated figures: `victims_injured` (got injured), `victims_killed`
 *   (fatalities), `victims_children` (kids, under eighteen), `victims_police` (SAPS members, on or off
 *   duty), `victims_female` ("wimen n girls" who were victims), `num_suspects_arrested` (suspects
 *   arrested). A null (unstated) figure adds nothing.
 * - Places: "GP" is the province Gauteng; "jozi, joburg city not the whole gauteng" is the
 *   `City of Johannesburg` municipality; "the Free State side" is the province Free State. A province
 *   question reads `province`, a municipality question `municipality` (rows without one are left out),
 *   answered as written or without "City of". KwaZulu-Natal may be answered as "KZN".
 * - A farm incident ("happened on a farm") is a row whose `location` holds the word "farm" in any case,
 *   whatever its crimes.
 * - Shares: the share of incidents with an illegal firearm is over all the notebook's rows; the share
 *   of stock theft cases "ended with somebody arrested" is over the stock theft rows, an arrest being
 *   `arrest_made === true`; the share of victims who were women is the sum of `victims_female` over
 *   the sum of `victims_female` and `victims_male` (victims of unstated sex left out). Each to the
 *   nearest whole percent.
 * - Rankings: the province with the most murder cases (rows), the municipality with the most incidents
 *   (rows), the province with the most fatalities (summed `victims_killed`), and the crime that comes
 *   up most "besides murder" (rows per category of the vocabulary, `murder` left out, answered as
 *   "firearm" or "gun" for `illegal firearm possession`). Each carries its tally; a tie at the top is an
 *   error in the question.
 * - Lists: "the provinces where CIT robberies took place" and "wich provinces had rape cases" are the
 *   distinct `province` values of those rows, in alphabetical order.
 * - Yes/no: "any" is at least one row passing every condition.
 * - Refusals: the ground truth holds no rand amounts taken, no calibre of firearms, no time of day or
 *   night, no make, model or registration of vehicles, and no names of suspects.
 */

import type { Expectation } from './answer-matching';
import {
  anyCrime,
  atPlace,
  type BlindQuestion,
  inMunicipality,
  kznProvinceNames,
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
  crimeNames,
  dateAt,
  has,
  inProvince,
  inYear,
  month,
  municipalityNames,
  number,
  percentOf,
  refusal,
  sum,
} from './ground-truth-questions';

const murder = has('murder');
const hijacking = anyCrime('carjacking', 'truck hijacking');
const cit = has('cash-in-transit robbery');
const kidnapping = has('kidnapping');
const stockTheft = has('stock theft');
/** An incident the release places on a farm. */
const onAFarm = atPlace('farm');

/** The distinct provinces of the rows, in alphabetical order; none is an error in the question. */
function provincesOf(rows: readonly DevRow[]): Expectation {
  const value = [...new Set(rows.map((r) => r.province))].sort();
  if (value.length === 0) throw new Error('no province to list');
  return { kind: 'list', value };
}

const murderProvinceTally = (rows: readonly DevRow[]) => tallyOf(rows.filter(murder), (r) => r.province);
const municipalityTally = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.municipality);
/** Rows per crime category, murder left out. */
const crimeBesidesMurderTally = (rows: readonly DevRow[]) =>
  tallyOf(
    rows.flatMap((r) => r.crimes.filter((crime) => crime !== 'murder')),
    (crime) => crime,
  );

export const FRESH331_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the Overberg beekeeper, on notebook a.
  {
    notebook: 'a',
    question:
      'Ag, my neighbour was shot at on his plaas last year and lived. In all the attempted murder cases here, how many people got injured altogether?',
    covers: ['people', 'restricted count', 'slang'],
    expect: (rows) => number(peopleTotal('victims_injured', rows.filter(has('attempted murder')))),
  },
  {
    notebook: 'a',
    question:
      'I drive my honey around to the stalls in a few provinces, so tell me, which province had the most murder cases in these reports?',
    covers: ['ranking'],
    ...ranking(murderProvinceTally, kznProvinceNames),
  },
  {
    notebook: 'a',
    question:
      'When was the very first poaching case in these reports, going by the day it actually happened and not when it was published?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(has('poaching')), 'earliest'),
  },
  {
    notebook: 'a',
    question:
      'Somebody set the veld alight next to my hives last summer. Was there any arson reported in the Western Cape in these releases, ja or nee?',
    covers: ['yes/no', 'conjunction', 'slang'],
    expect: (rows) => yesNo(count(rows, has('arson'), inProvince('Western Cape')) > 0),
  },
  {
    notebook: 'a',
    question:
      'My farm stall takings are all cash, which worries me. How much money in rand did the robbers get away with in the business robberies?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the Polokwane traffic officer, on notebook a.
  {
    notebook: 'a',
    question: 'no. of hijackings (car + truck) in GP pls',
    covers: ['restricted count', 'conjunction', 'slang'],
    expect: (rows) => number(count(rows, hijacking, inProvince('Gauteng'))),
  },
  {
    notebook: 'a',
    question: 'Total suspects arrested wrt kidnapping cases, all provinces combined?',
    covers: ['people', 'restricted count', 'slang'],
    expect: (rows) => number(suspectsArrested(rows.filter(kidnapping))),
  },
  {
    notebook: 'a',
    question: 'What % of all incidents involved an illegal firearm, rounded to whole no.',
    covers: ['share', 'slang'],
    expect: (rows) => percentOf(rows, has('illegal firearm possession')),
  },
  {
    notebook: 'a',
    question: 'Calibre of the firearms recovered after the CIT robberies? Need it for the roadblock briefing',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question: 'List the provinces where CIT robberies took place',
    covers: ['slang', 'restricted count'],
    expect: (rows) => provincesOf(rows.filter(cit)),
  },

  // Voice 3, the Soweto nail technician, on notebook a.
  {
    notebook: 'a',
    question: 'yoh hw many wimen n girls were victims altogether in these reports',
    covers: ['people', 'misspelling', 'slang'],
    expect: (rows) => number(peopleTotal('victims_female', rows)),
  },
  {
    notebook: 'a',
    question: 'kidnaping cases in jozi, i mean joburg city not the whole gauteng, how many',
    covers: ['conjunction', 'restricted count', 'misspelling', 'slang'],
    expect: (rows) => number(count(rows, kidnapping, inMunicipality('City of Johannesburg'))),
  },
  {
    notebook: 'a',
    question: 'wen was the latest kidnappin, the day it actualy happend not the report',
    covers: ['date', 'misspelling'],
    expect: (rows) => dateAt(rows.filter(kidnapping), 'latest'),
  },
  {
    notebook: 'a',
    question:
      'which municipality has the most incidents my clients keep saying cape town is worse than jozi lol',
    covers: ['ranking', 'slang'],
    ...ranking(municipalityTally, municipalityNames),
  },
  {
    notebook: 'a',
    question: 'shame how many murders happened in december over the years, festive season is always bad',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, murder, (r) => month(r) === 12)),
  },

  // Voice 1, the Overberg beekeeper, on notebook b.
  {
    notebook: 'b',
    question:
      'We farmers down in the Overberg keep an eye on these things. How many of the incidents in these reports happened on a farm?',
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, onAFarm)),
  },
  {
    notebook: 'b',
    question:
      'Of the stock theft cases here, what percentage ended with somebody arrested? I want to know if it is worth reporting when they take my sheep.',
    covers: ['share'],
    expect: (rows) => percentOf(rows.filter(stockTheft), arrested),
  },
  {
    notebook: 'b',
    question: 'My brother farms near Ficksburg. Any stock theft on the Free State side, ja or nee?',
    covers: ['yes/no', 'conjunction', 'slang'],
    expect: (rows) => yesNo(count(rows, stockTheft, inProvince('Free State')) > 0),
  },
  {
    notebook: 'b',
    question:
      'At what time of night do these thieves usually come onto the farms? I would like to know when to keep the dogs loose.',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question:
      'It breaks my heart when little ones are involved. How many children under eighteen were victims in all these incidents together?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_children', rows)),
  },

  // Voice 2, the Polokwane traffic officer, on notebook b.
  {
    notebook: 'b',
    question: 'Which province recorded the highest no. of fatalities overall',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(peopleByProvince('victims_killed')),
  },
  {
    notebook: 'b',
    question: 'Limpopo incidents with a 2024 incident date, how many?',
    covers: ['calendar', 'conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, inProvince('Limpopo'), inYear(2024))),
  },
  {
    notebook: 'b',
    question: 'Earliest hijacking on record (car or truck), date of the incident',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows.filter(hijacking), 'earliest'),
  },
  {
    notebook: 'b',
    question:
      'Make/model and reg nos of the vehicles taken in the hijackings? Want to circulate to my guys on the N1',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question: 'SAPS members as victims, on or off duty, total across all incidents?',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_police', rows)),
  },

  // Voice 3, the Soweto nail technician, on notebook b.
  {
    notebook: 'b',
    question: 'wich provinces had rape cases just list them for me',
    covers: ['misspelling', 'restricted count'],
    expect: (rows) => provincesOf(rows.filter(has('rape'))),
  },
  {
    notebook: 'b',
    question: 'out of the victims where they say if its a man or a woman, what percent were women',
    covers: ['share', 'people'],
    expect: (rows) => {
      const female = sum(rows.map((r) => r.victims_female));
      return percentage(female, female + sum(rows.map((r) => r.victims_male)));
    },
  },
  {
    notebook: 'b',
    question: 'besides murder wat crime comes up the most in these reports',
    covers: ['ranking', 'misspelling'],
    ...ranking(crimeBesidesMurderTally, crimeNames),
  },
  {
    notebook: 'b',
    question: 'was there a kidnaping in mpumalanga in 2023 or nah',
    covers: ['yes/no', 'calendar', 'conjunction', 'misspelling', 'slang'],
    expect: (rows) => yesNo(rowsWhere(rows, kidnapping, inProvince('Mpumalanga'), inYear(2023)).length > 0),
  },
  {
    notebook: 'b',
    question:
      'wat were the names of the guys arrested for the illegal mining my cousin says one of them is from our street',
    covers: ['refusal', 'misspelling'],
    expect: refusal,
  },
];

export const fresh331QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH331_QUESTIONS, rows);
