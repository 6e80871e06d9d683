/**
 * The two-hundred-and-forty-ninth fresh question set (blind): thirty questions, fifteen about notebook `a`
 * and fifteen about notebook `b`, written without reading the analyst, the extractor or the other question
 * sets.
 * Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A panel-beater whose customers had cars hijacked: asks about carjacking, vehicles, roads and
 *    highways in trade slang ("the bakkie", "the N1", "okes", "bust", "jobs"), short and a bit rough,
 *    with the odd misspelling ("hi-jackings").
 * 2. A member of parliament's researcher drafting a written question: each question opens "To ask the
 *    Minister of Police:" and carries one lettered sub-question asking ONE thing, in formal
 *    parliamentary wording ("the said releases", "in respect of").
 * 3. A bored teenager on a phone: slang and abbreviations ("ngl", "tbh", "rn", "lowkey", "fr"), few
 *    capitals, little punctuation, misspellings ("kidnappins", "hw", "wat").
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is outside every window and weekend and is
 *   never the earliest or the latest; `published_date` is never read. The financial years 2019/20 to
 *   2023/24 are 1 April 2019 to 31 March 2024, both ends included. A weekend is a Saturday or Sunday
 *   of `event_date`.
 * - "Car hijackings" (cars, bakkies) are `carjacking` alone. "Hijackings, cars and trucks both" are
 *   `carjacking` or `truck hijacking`. "Vehicle jobs" / "hijackings and stolen cars, trucks included"
 *   are `carjacking`, `truck hijacking` or `vehicle theft` (a robbery of a cash van is not one).
 *   "Murders" are `murder` (attempted murder and culpable homicide are not); "rape" is `rape`;
 *   "poaching" is `poaching`; "kidnapping" is `kidnapping`.
 * - People are sums of the stated figures, a null (unstated) figure adding nothing:
 *   `num_suspects_arrested` (okes bust, suspects arrested), `victims_killed` (people killed, died),
 *   `victims_police` (members of the SAPS, on or off duty), `victims_children` (children under
 *   eighteen), `victims_female` (female victims).
 * - Suspects' ages are the stated `suspect_ages`, one per suspect (a row without them adds none); the
 *   youngest is their minimum and the median is the middle of them (the mean of the two middle ones
 *   when their number is even).
 * - "Resulted in an arrest" / "someone got arrested" is `arrest_made === true`; an unstated arrest is
 *   not one. A share of incidents is over all the selected rows (the notebook, a province, or the
 *   vehicle crimes), to the nearest whole percent.
 * - Places: a province is `province` (KwaZulu-Natal may be answered as "KZN"). "Cape Town" is the
 *   `City of Cape Town` municipality (`municipality`, not the words of `location`). An incident "on an
 *   R-road" is one whose `location` names a numbered regional route (R followed by digits, such as
 *   "R529"); a street called "... Road" is not one.
 * - Rankings (province with most hijackings, province with most murders, province with most killed,
 *   province with most kidnappings) each carry their tally; a tie at the top is
 *   an error in the question.
 * - Refusals: the ground truth holds no predictions (hijackings on the N1 next year, whether Mpumalanga
 *   will be safer), no opinions (the scariest incident), no detectives assigned, no insurance claims and
 *   no plans of the Minister.
 */
import {
  anyCrime,
  type BlindQuestion,
  inMunicipality,
  kznProvinceNames,
  medianOf,
  peopleByProvince,
  peopleTotal,
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
  number,
  percentOf,
  refusal,
  sum,
  weekend,
  within,
} from './ground-truth-questions';

/** A car (or bakkie) hijacking: `carjacking` alone. */
const carHijacking = has('carjacking');
/** A hijacking of a car or of a truck. */
const hijacking = anyCrime('carjacking', 'truck hijacking');
/** A vehicle job: a hijacking of a car or a truck, or a stolen vehicle. */
const vehicleCrime = anyCrime('carjacking', 'truck hijacking', 'vehicle theft');
/** The financial years 2019/20 to 2023/24. */
const financialYears2019To2024 = within('2019-04-01', '2024-03-31');
/** An incident whose location names a numbered regional route ("R529"). */
const onAnRRoad = (r: DevRow) => /\bR\d+\b/.test(r.location);

const hijackingProvinceTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(hijacking), (r) => r.province);
const murderProvinceTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(has('murder')), (r) => r.province);
const kidnappingProvinceTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(has('kidnapping')), (r) => r.province);

/** The youngest stated suspect age; none stated is an error in the question. */
function youngestSuspect(rows: readonly DevRow[]) {
  const ages = suspectAges(rows);
  if (ages.length === 0) throw new Error('no stated suspect age');
  return number(Math.min(...ages));
}

export const FRESH249_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the panel-beater, on notebook a.
  {
    notebook: 'a',
    question: 'How many hi-jackings all in, cars and trucks both? Count the truck jobs too.',
    covers: ['restricted count', 'misspelling', 'slang'],
    expect: (rows) => number(count(rows, hijacking)),
  },
  {
    notebook: 'a',
    question: 'Just the car hijackings, not the trucks - how many okes got bust for them altogether?',
    covers: ['people', 'restricted count', 'slang'],
    expect: (rows) => number(suspectsArrested(rows.filter(carHijacking))),
  },
  {
    notebook: 'a',
    question:
      'Which province is worst for hijackings, cars and trucks together? Where must my customers watch out?',
    covers: ['ranking'],
    ...ranking(hijackingProvinceTally, kznProvinceNames),
  },
  {
    notebook: 'a',
    question:
      'When was the last car hijacking in here? The day it went down, not the day the cops put it out.',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(carHijacking), 'latest'),
  },
  {
    notebook: 'a',
    question:
      'Is it gonna be worse on the N1 next year, more hijackings or less? Must I stock up on panels for the bakkies?',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },

  // Voice 2, the parliamentary researcher, on notebook a.
  {
    notebook: 'a',
    question:
      'To ask the Minister of Police: (a) in which province was the highest number of murder incidents recorded in the said releases?',
    covers: ['ranking'],
    ...ranking(murderProvinceTally, kznProvinceNames),
  },
  {
    notebook: 'a',
    question:
      'To ask the Minister of Police: (b) how many members of the SAPS, whether on or off duty, were victims in the incidents reported in the said releases?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_police', rows)),
  },
  {
    notebook: 'a',
    question:
      'To ask the Minister of Police: (c) what percentage of the incidents reported in the said releases resulted in an arrest?',
    covers: ['share'],
    expect: (rows) => percentOf(rows, arrested),
  },
  {
    notebook: 'a',
    question:
      'To ask the Minister of Police: (d) how many incidents of kidnapping occurred in the 2019/20 to 2023/24 financial years, being the period 1 April 2019 to 31 March 2024?',
    covers: ['calendar', 'restricted count', 'conjunction'],
    expect: (rows) => number(count(rows, has('kidnapping'), financialYears2019To2024)),
  },
  {
    notebook: 'a',
    question:
      'To ask the Minister of Police: (e) what was the total number of detectives assigned to the investigation of the murders reported in the said releases?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the teenager, on notebook a.
  {
    notebook: 'a',
    question: 'ngl how many ppl actually died in cape town in all of these',
    covers: ['people', 'conjunction', 'slang'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(inMunicipality('City of Cape Town')))),
  },
  {
    notebook: 'a',
    question: 'wat about weekends, how many of these went down on a sat or sun lol',
    covers: ['calendar', 'restricted count', 'slang', 'misspelling'],
    expect: (rows) => number(count(rows, weekend)),
  },
  {
    notebook: 'a',
    question: 'lowkey was there any poaching in gauteng or nah',
    covers: ['yes/no', 'conjunction', 'slang'],
    expect: (rows) => yesNo(count(rows, has('poaching'), inProvince('Gauteng')) > 0),
  },
  {
    notebook: 'a',
    question: 'whens the oldest one in here?? like the first thing that actually happened',
    covers: ['date'],
    expect: (rows) => dateAt(rows, 'earliest'),
  },
  {
    notebook: 'a',
    question: 'tbh which one of these is the scariest',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },

  // Voice 1, the panel-beater, on notebook b.
  {
    notebook: 'b',
    question: 'Any cars or bakkies hijacked in the Free State? Yes or no.',
    covers: ['yes/no', 'conjunction', 'slang'],
    expect: (rows) => yesNo(count(rows, carHijacking, inProvince('Free State')) > 0),
  },
  {
    notebook: 'b',
    question: 'Vehicle jobs - hijackings, truck jobs and stolen cars - how many all in?',
    covers: ['restricted count', 'slang'],
    expect: (rows) => number(count(rows, vehicleCrime)),
  },
  {
    notebook: 'b',
    question: 'Of the hijackings and stolen cars, trucks included, what percent ended with somebody bust?',
    covers: ['share', 'slang'],
    expect: (rows) => percentOf(rows.filter(vehicleCrime), arrested),
  },
  {
    notebook: 'b',
    question: 'Limpopo side, how many of the cases happened right on one of the R-roads?',
    covers: ['conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, inProvince('Limpopo'), onAnRRoad)),
  },
  {
    notebook: 'b',
    question: 'What did the insurance claims come to on the hijacked vehicles in Mpumalanga, total in rands?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the parliamentary researcher, on notebook b.
  {
    notebook: 'b',
    question:
      'To ask the Minister of Police: (a) in which province was the highest number of persons killed in the incidents reported in the said releases?',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_killed')),
  },
  {
    notebook: 'b',
    question:
      'To ask the Minister of Police: (b) how many incidents of rape were recorded in the Northern Cape in the said releases?',
    covers: ['conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, has('rape'), inProvince('Northern Cape'))),
  },
  {
    notebook: 'b',
    question:
      'To ask the Minister of Police: (c) in respect of the said releases, how many of the victims were children under the age of 18 years?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_children', rows)),
  },
  {
    notebook: 'b',
    question:
      'To ask the Minister of Police: (d) what was the median age of the suspects whose ages are stated in the said releases?',
    covers: ['people'],
    expect: (rows) => number(medianOf(suspectAges(rows))),
  },
  {
    notebook: 'b',
    question:
      'To ask the Minister of Police: (e) whether he will deploy additional rural safety units to the Free State in the 2026/27 financial year?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the teenager, on notebook b.
  {
    notebook: 'b',
    question: 'how many of the victims were female like in total rn',
    covers: ['people', 'slang'],
    expect: (rows) => number(sum(rows.map((r) => r.victims_female))),
  },
  {
    notebook: 'b',
    question: 'hw old was the youngest suspect tho',
    covers: ['people', 'misspelling'],
    expect: youngestSuspect,
  },
  {
    notebook: 'b',
    question: 'wat % of the north west ones ended w someone actually getting arrested',
    covers: ['share', 'conjunction', 'slang', 'misspelling'],
    expect: (rows) => percentOf(rowsWhere(rows, inProvince('North West')), arrested),
  },
  {
    notebook: 'b',
    question: 'which province got the most kidnappins fr',
    covers: ['ranking', 'misspelling', 'slang'],
    ...ranking(kidnappingProvinceTally),
  },
  {
    notebook: 'b',
    question: 'ngl is mpumalanga gonna be safer next yr or nah',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },
];

export const fresh249QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH249_QUESTIONS, rows);
