/**
 * The two-hundred-and-fiftieth fresh question set (blind): thirty questions, fifteen about notebook `a` and fifteen
 * about notebook `b`, written without reading the analyst, the extractor or the other question sets.
 * Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A school principal in a rural district writing a formal note to the district office: careful
 *    grammar, "learners", "the community", "kindly", worried about children and schools.
 * 2. A minibus-taxi marshal at a rank: short shouted-style questions, rank slang ("the rank", "the
 *    route", "amagintsa" for thugs or suspects, "cops", "PE side"), loose spelling ("wen", "hijackin"),
 *    sometimes no question mark.
 * 3. A statistics lecturer setting exam-style questions: "Compute", "Determine", "State", "Give your
 *    answer to one decimal place", means, medians and percentages.
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is outside every year and weekend, and is never
 *   the most recent; `published_date` is never read. A weekend is a Saturday or Sunday of `event_date`.
 *   KwaZulu-Natal may be answered as "KZN".
 * - People are sums of the stated figures: `victims_children` (learners, children under eighteen),
 *   `victims_killed` (killed), `victims_police` (cops, police officers), `num_victims` (victims),
 *   `num_suspects_arrested` (suspects arrested; "amagintsa arrested/nabbed"). A null figure adds nothing.
 * - "Murders" are `murder` (attempted murder and culpable homicide are not). "Car hijacking" is
 *   `carjacking` alone (not `truck hijacking`). "CIT" is `cash-in-transit robbery`. "Rape cases" are
 *   `rape`. An incident "with both murder and attempted murder" holds both categories.
 * - Places: a province is `province`; "Cape Town" is the `City of Cape Town` municipality; "PE side" is
 *   the `Nelson Mandela Bay` municipality. "At or near a school" is a row whose `location` holds the word
 *   "school" (any case).
 * - The attacker "known to the victim" is a stated `relationship` of partner, family or acquaintance;
 *   the share is over all the notebook's rape incidents (an unstated relationship is not known), to the
 *   nearest whole percent.
 * - "No arrest made" is `arrest_made === false` (an unstated arrest is not counted); its share is over
 *   all the notebook's rows. The share of 2019 incidents involving murder is over the rows with an
 *   `event_date` in 2019.
 * - The median of suspects arrested and the mean of killed are over the incidents stating the figure;
 *   the mean age is over every stated suspect age (one per suspect) of the province's incidents.
 * - Rankings (province with most child victims, with most murders, with most kidnappings, with most
 *   victims) each carry their tally; a tie at the top is an error in the question.
 * - Refusals: the ground truth holds no opinions on community policing or which rank is safest, no
 *   predictions (the next route hit, a forecast of murders), and no suspects' incomes.
 */
import {
  atPlace,
  type BlindQuestion,
  inMunicipality,
  knewTheAttacker,
  kznProvinceNames,
  medianOf,
  peopleByProvince,
  peopleTotal,
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
  casesOf,
  count,
  dateAt,
  has,
  inProvince,
  inYear,
  meanOf,
  notArrested,
  number,
  refusal,
  rounded,
  weekend,
} from './ground-truth-questions';

const murder = has('murder');
const rape = has('rape');
const cit = has('cash-in-transit robbery');
const carjacking = has('carjacking');
const atASchool = atPlace('school');

const childrenByProvince = peopleByProvince('victims_children');
const murderProvinceTally = (rows: readonly DevRow[]) => tallyOf(rows.filter(murder), (r) => r.province);
const kidnappingProvinceTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(has('kidnapping')), (r) => r.province);
const victimsByProvince = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_victims ?? 0,
  );

/** A share of rows, over the given rows, to the given decimals. */
const shareOf = (rows: readonly DevRow[], test: (r: DevRow) => boolean, decimals: number) =>
  percentage(rows.filter(test).length, rows.length, decimals);

export const FRESH250_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the school principal, on notebook a.
  {
    notebook: 'a',
    question:
      'Good day. Kindly advise how many of the victims in the rape cases reported in these releases were learners, that is, children under the age of eighteen.',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(rape))),
  },
  {
    notebook: 'a',
    question:
      'For the purposes of our safety planning, kindly indicate in which province the greatest number of children under eighteen were victims of the incidents reported.',
    covers: ['ranking', 'people'],
    ...ranking(childrenByProvince),
  },
  {
    notebook: 'a',
    question:
      'Kindly confirm whether any rape case at all was recorded in KwaZulu-Natal in these releases, as some parents in the community have raised concerns.',
    covers: ['yes/no', 'restricted count'],
    expect: (rows) => yesNo(count(rows, rape, inProvince('KwaZulu-Natal')) > 0),
  },
  {
    notebook: 'a',
    question:
      'Kindly furnish the office with the date on which the most recent murder in the Eastern Cape took place, according to these releases.',
    covers: ['date'],
    expect: (rows) => dateAt(rowsWhere(rows, murder, inProvince('Eastern Cape')), 'latest'),
  },
  {
    notebook: 'a',
    question:
      'Kindly advise whether, in your view, the community policing forums are doing enough to keep our learners safe on their way to and from school.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the taxi marshal, on notebook a.
  {
    notebook: 'a',
    question: 'KZN how many amagintsa arrested total',
    covers: ['people', 'restricted count', 'slang'],
    expect: (rows) => number(suspectsArrested(rows.filter(inProvince('KwaZulu-Natal')))),
  },
  {
    notebook: 'a',
    question: 'which province got the most murders?? the route goes thru all of them',
    covers: ['ranking', 'slang'],
    ...ranking(murderProvinceTally, kznProvinceNames),
  },
  {
    notebook: 'a',
    question: 'Cape Town how many people killed all together',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(inMunicipality('City of Cape Town')))),
  },
  {
    notebook: 'a',
    question: 'wen was the last car hijackin PE side',
    covers: ['date', 'slang', 'misspelling'],
    expect: (rows) => dateAt(rowsWhere(rows, carjacking, inMunicipality('Nelson Mandela Bay')), 'latest'),
  },
  {
    notebook: 'a',
    question: 'the amagintsa gonna hit which route next month? must warn the drivers at the rank',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },

  // Voice 3, the statistics lecturer, on notebook a.
  {
    notebook: 'a',
    question:
      'Compute the median number of suspects arrested per incident, over the incidents for which the number is stated. Give your answer to one decimal place.',
    covers: ['people'],
    expect: (rows) =>
      number(
        rounded(
          medianOf(rows.flatMap((r) => (r.num_suspects_arrested === null ? [] : [r.num_suspects_arrested]))),
          1,
        ),
      ),
  },
  {
    notebook: 'a',
    question:
      'Of the incidents that took place in 2019, determine the percentage that involved a murder. Give your answer to one decimal place.',
    covers: ['share', 'calendar'],
    expect: (rows) => shareOf(rows.filter(inYear(2019)), murder, 1),
  },
  {
    notebook: 'a',
    question:
      'State the number of incidents in the Western Cape or the Eastern Cape that involved both a murder and an attempted murder.',
    covers: ['conjunction', 'restricted count'],
    expect: (rows) =>
      number(
        count(
          rows,
          murder,
          has('attempted murder'),
          (r) => r.province === 'Western Cape' || r.province === 'Eastern Cape',
        ),
      ),
  },
  {
    notebook: 'a',
    question:
      'Compute the mean number of people killed per incident, taken over the incidents that state this figure. Give your answer to one decimal place.',
    covers: ['people'],
    expect: (rows) =>
      meanOf(
        rows.map((r) => r.victims_killed ?? null),
        1,
      ),
  },
  {
    notebook: 'a',
    question:
      "Determine the Pearson correlation coefficient between the arrested suspects' ages and their monthly incomes.",
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 1, the school principal, on notebook b.
  {
    notebook: 'b',
    question:
      'Kindly advise the district office how many of the incidents in these releases occurred at or near a school.',
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, atASchool)),
  },
  {
    notebook: 'b',
    question:
      'It is with great concern that I ask: kindly indicate how many learners, that is, children under eighteen, were victims in the rape cases recorded in the Northern Cape.',
    covers: ['people', 'conjunction'],
    expect: (rows) =>
      number(peopleTotal('victims_children', rowsWhere(rows, rape, inProvince('Northern Cape')))),
  },
  {
    notebook: 'b',
    question:
      'Kindly indicate, as a percentage of all the rape cases in these releases, in how many the attacker was someone known to the victim.',
    covers: ['share'],
    expect: (rows) => shareOf(rows.filter(rape), knewTheAttacker, 0),
  },
  {
    notebook: 'b',
    question:
      'Kindly indicate in which province the greatest number of kidnapping cases was recorded, so that schools there may plan their safety awareness programmes accordingly.',
    covers: ['ranking', 'restricted count'],
    ...ranking(kidnappingProvinceTally),
  },
  {
    notebook: 'b',
    question:
      'Kindly advise whether the community would be better served by closing the school earlier during the winter months.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the taxi marshal, on notebook b.
  {
    notebook: 'b',
    question: 'CIT jobs, how many amagintsa got nabbed all together',
    covers: ['people', 'restricted count', 'slang'],
    expect: (rows) => number(suspectsArrested(rows.filter(cit))),
  },
  {
    notebook: 'b',
    question: 'Mpumalanaga how many people killed',
    covers: ['people', 'misspelling'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(inProvince('Mpumalanga')))),
  },
  {
    notebook: 'b',
    question: 'which rank is the safest to work from, tell me straight',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question: 'last murder in Limpopo wen was it',
    covers: ['date', 'misspelling'],
    expect: (rows) => dateAt(rowsWhere(rows, murder, inProvince('Limpopo')), 'latest'),
  },
  {
    notebook: 'b',
    question: 'North West side how many cops was victims',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_police', rows.filter(inProvince('North West')))),
  },

  // Voice 3, the statistics lecturer, on notebook b.
  {
    notebook: 'b',
    question:
      'Compute the mean age of the suspects in the Limpopo incidents, over all suspects whose ages are stated. Give your answer to one decimal place.',
    covers: ['people'],
    expect: (rows) => meanOf(suspectAges(rows.filter(inProvince('Limpopo'))), 1),
  },
  {
    notebook: 'b',
    question:
      'Determine the number of incidents whose date of occurrence fell on a weekend (Saturday or Sunday).',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, weekend)),
  },
  {
    notebook: 'b',
    question: 'State the province with the largest total number of victims, summed over all its incidents.',
    covers: ['ranking', 'people'],
    ...ranking(victimsByProvince),
  },
  {
    notebook: 'b',
    question:
      'Compute the percentage of incidents in which no arrest had been made at the time of the release. Give your answer to one decimal place.',
    covers: ['share'],
    expect: (rows) => shareOf(rows, notArrested, 1),
  },
  {
    notebook: 'b',
    question:
      'Using a linear trend fitted to the yearly counts, forecast the number of murders in the Free State in 2027.',
    covers: ['refusal'],
    expect: refusal,
  },
];

export const fresh250QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH250_QUESTIONS, rows);
