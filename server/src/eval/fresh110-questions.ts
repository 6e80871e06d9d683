/**
 * The hundred-and-tenth fresh question set (blind): thirty questions, fifteen about notebook `a` and
 * fifteen about notebook `b`, written without reading the analyst, the extractor or the other question
 * sets. Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A Portuguese-speaking Mozambican miner's wife in Mpumalanga, writing English with Portuguese words
 *    ("quantos", "mortos", "feridos", "polícia", "crianças", "sim ou não", "assalto"), a few slips of
 *    spelling ("ilegal", "carjaking", "kidnaping") and asides about her husband underground.
 * 2. A museum curator building an exhibition on violence and memory: reflective and formal, "for the
 *    exhibition panel", "the record shows", sometimes asking for a date or a place to display.
 * 3. A quiz-show question writer: "True or false:", "Fill in the blank:", "Which of these provinces -
 *    A, B or C - ...", "For ten points:".
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is outside every year, month, "before"/"from"
 *   window and weekday, and is never the earliest or the most recent; `published_date` is never read.
 *   "On a Sunday" is the weekday of `event_date`; "in December, any year" / "in July, counting every
 *   year" is the month of `event_date` in any year; "in 2020" is an `event_date` within that year;
 *   "before 2020" is before 2020-01-01 and "from 2020 onwards" is on or after it.
 * - Crimes: "murder" is `murder` alone (not `attempted murder` or `culpable homicide`); "attempted
 *   murder", "kidnapping", "rape", "carjacking", "illegal mining", "illegal firearm possession" and
 *   "cash-in-transit robbery" are each their own category (carjacking is not `truck hijacking`). An
 *   "assalto" is a robbery of any kind: `armed robbery`, `robbery`, `house robbery`, `business robbery`
 *   or `cash-in-transit robbery`; carjacking and truck hijacking are not assaltos.
 * - A farm incident is a row whose `location` holds the word "farm" (any case), whatever its crimes.
 * - People are sums of the stated figures over the selected rows: `victims_killed` (killed, mortos,
 *   lives lost), `victims_injured` (injured), `victims_children` (crianças, children under eighteen),
 *   `victims_police` (police officers among the victims), `victims_female` (female victims),
 *   `num_suspects_arrested` (suspects arrested). A null (unstated) figure adds nothing.
 * - "Was a police officer among the victims" is a stated `victims_police` above zero; "was anybody
 *   arrested" is `arrest_made === true`; "no arrest" is `arrest_made === false` (an unstated arrest is
 *   neither).
 * - Shares: the share of murder incidents with no arrest is over the notebook's murder rows; the share
 *   of Mpumalanga incidents with illegal firearm possession is over its rows; the Free State's share of
 *   lives lost is its killed over the notebook's killed. Each is a percentage to the nearest whole
 *   percent (a value on the halfway mark is an error in the question).
 * - "How many more P than Q" is the difference of the two sums; P must have more.
 * - True or false and yes/no are answered "Yes" or "No"; a true statement may also be answered "True",
 *   a false one "False".
 * - Rankings carry their tally and a tie at the top is an error in the question: the municipality with
 *   the most people killed (rows without a municipality left out; answered as written or without "City
 *   of"), the province with the most attempted murder incidents, and "which of these provinces - A, B or
 *   C" (the tally over the three named provinces only: suspects arrested, or rape incidents).
 * - Refusals: the ground truth records no nationality of suspects, no occupation of victims and no
 *   compensation or support given to the families of those killed.
 */
import {
  anyCrime,
  atPlace,
  type BlindQuestion,
  femaleVictims,
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
  month,
  municipalityNames,
  notArrested,
  number,
  percentOf,
  refusal,
  text,
  weekday,
  within,
} from './ground-truth-questions';

/** An assalto: a robbery of any kind; carjacking and truck hijacking are not among them. */
const assalto = anyCrime(
  'armed robbery',
  'robbery',
  'house robbery',
  'business robbery',
  'cash-in-transit robbery',
);
/** An incident the release places on a farm. */
const onAFarm = atPlace('farm');
/** A stated police officer among the victims. */
const policeVictim = (r: DevRow) => (r.victims_police ?? 0) > 0;
const inMonth = (m: number) => (r: DevRow) => month(r) === m;

/** The killed of the rows that pass every test. */
const killedWhere = (rows: readonly DevRow[], ...tests: ((r: DevRow) => boolean)[]) =>
  peopleTotal('victims_killed', rowsWhere(rows, ...tests));

/** True or false, answered as yes or no or in the quiz's own words. */
const trueOrFalse = (answer: boolean) => text(answer ? ['Yes', 'True'] : ['No', 'False']);

/** The people killed per municipality, rows without a municipality left out. */
const killedByMunicipality = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.municipality,
    (r) => r.victims_killed ?? 0,
  );

/** A tally over the named provinces only: how a quiz's "A, B or C" is answered. */
const amongProvinces =
  (provinces: readonly string[], measure: (r: DevRow) => number = () => 1, select = (_: DevRow) => true) =>
  (rows: readonly DevRow[]) =>
    tallyOf(
      rows.filter((r) => select(r) && provinces.includes(r.province)),
      (r) => r.province,
      measure,
    );

const attemptedMurderByProvince = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(has('attempted murder')), (r) => r.province);

export const FRESH110_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the Mozambican miner's wife, on notebook a.
  {
    notebook: 'a',
    question:
      'Olá, I write from Mpumalanga, my husband he works underground. Quantos mortos in KwaZulu-Natal? I mean how many people were killed there, all the cases together, what the polícia say.',
    covers: ['people', 'slang', 'restricted count'],
    expect: (rows) => number(killedWhere(rows, inProvince('KwaZulu-Natal'))),
  },
  {
    notebook: 'a',
    question:
      'Please, the crianças are what I worry most. Quantas crianças - children under 18 - were victims in the Western Cape, counting all the reports?',
    covers: ['people', 'slang', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(inProvince('Western Cape')))),
  },
  {
    notebook: 'a',
    question:
      'My husband is home only on Sunday, so Sunday I think of. Quantos assaltos happened on a Sunday? Assalto I mean robbery of any kind - armed, house, business or the cash van robbery.',
    covers: ['calendar', 'restricted count', 'slang'],
    expect: (rows) => number(count(rows, assalto, (r) => weekday(r) === 'Sunday')),
  },
  {
    notebook: 'a',
    question:
      'Sim ou não: in the Western Cape, was a polícia officer among the victims of an attempted murder?',
    covers: ['yes/no', 'conjunction', 'slang'],
    expect: (rows) =>
      yesNo(count(rows, has('attempted murder'), inProvince('Western Cape'), policeVictim) > 0),
  },
  {
    notebook: 'a',
    question:
      'People here always blame us Mozambicans for the crime. Quantos of the suspects arrested in these reports were from Moçambique?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the museum curator, on notebook a.
  {
    notebook: 'a',
    question:
      'For the exhibition panel on the Eastern Cape I need a date to display: on what date does the record show the earliest murder in that province took place?',
    covers: ['date', 'conjunction'],
    expect: (rows) => dateAt(rowsWhere(rows, has('murder'), inProvince('Eastern Cape')), 'earliest'),
  },
  {
    notebook: 'a',
    question:
      'The exhibition will give one place a room of its own. Which municipality does the record show lost the most lives, that is, the greatest number of people killed?',
    covers: ['ranking', 'people'],
    ...ranking(killedByMunicipality, municipalityNames),
  },
  {
    notebook: 'a',
    question:
      'The third gallery is concerned with impunity. Of the incidents involving murder, what share had seen no arrest at the time of the release, to the nearest whole percent?',
    covers: ['share', 'restricted count'],
    expect: (rows) => percentOf(rows.filter(has('murder')), notArrested),
  },
  {
    notebook: 'a',
    question:
      'Memory is comparative. Taking the date of each incident, how many more people were killed in 2022 than in 2023, as the record shows?',
    covers: ['people', 'calendar'],
    expect: (rows) =>
      excessOf(rows, inYear(2022), inYear(2023), (selected) => peopleTotal('victims_killed', selected)),
  },
  {
    notebook: 'a',
    question:
      'For the exhibition panel on aftermath, I would like to state how many families of those killed received compensation or counselling from the state. What does the record show?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the quiz-show writer, on notebook a.
  {
    notebook: 'a',
    question: 'True or false: more kidnapping incidents were recorded in Gauteng than in KwaZulu-Natal.',
    covers: ['yes/no', 'conjunction'],
    expect: (rows) =>
      trueOrFalse(
        count(rows, has('kidnapping'), inProvince('Gauteng')) >
          count(rows, has('kidnapping'), inProvince('KwaZulu-Natal')),
      ),
  },
  {
    notebook: 'a',
    question: 'Fill in the blank: the province with the most attempted murder incidents is ____.',
    covers: ['ranking', 'restricted count'],
    ...ranking(attemptedMurderByProvince),
  },
  {
    notebook: 'a',
    question:
      'Which of these provinces - A) Gauteng, B) Western Cape or C) Eastern Cape - saw the most suspects arrested in total?',
    covers: ['ranking', 'people'],
    ...ranking(
      amongProvinces(['Gauteng', 'Western Cape', 'Eastern Cape'], (r) => r.num_suspects_arrested ?? 0),
    ),
  },
  {
    notebook: 'a',
    question: 'For ten points: on what date did the most recent cash-in-transit robbery take place?',
    covers: ['date', 'restricted count'],
    expect: (rows) => dateAt(rows.filter(has('cash-in-transit robbery')), 'latest'),
  },
  {
    notebook: 'a',
    question:
      'For ten points: how many people were injured in the incidents that took place in December, any year?',
    covers: ['people', 'calendar'],
    expect: (rows) => number(peopleTotal('victims_injured', rows.filter(inMonth(12)))),
  },

  // Voice 1, the Mozambican miner's wife, on notebook b.
  {
    notebook: 'b',
    question:
      'Here in Mpumalanga the zama zamas are everywhere near the shafts. For the ilegal mining cases, quantos suspects did the polícia arrest altogether?',
    covers: ['people', 'restricted count', 'slang', 'misspelling'],
    expect: (rows) => number(suspectsArrested(rows.filter(has('illegal mining')))),
  },
  {
    notebook: 'b',
    question:
      'Aqui em Mpumalanga, quantos mortos? How many people were killed in Mpumalanga province in these reports?',
    covers: ['people', 'slang'],
    expect: (rows) => number(killedWhere(rows, inProvince('Mpumalanga'))),
  },
  {
    notebook: 'b',
    question: 'Sim ou não: was anybody arrested for a carjaking in Mpumalanga?',
    covers: ['yes/no', 'conjunction', 'misspelling', 'slang'],
    expect: (rows) => yesNo(count(rows, has('carjacking'), inProvince('Mpumalanga'), arrested) > 0),
  },
  {
    notebook: 'b',
    question:
      'My neighbour say every criminal here carries an arma ilegal. What percentage of the incidents in Mpumalanga involved illegal firearm possession?',
    covers: ['share', 'slang'],
    expect: (rows) => percentOf(rows.filter(inProvince('Mpumalanga')), has('illegal firearm possession')),
  },
  {
    notebook: 'b',
    question:
      'Quantos of the mortos and feridos were mineworkers like my husband? I want to know if the men underground are the ones being attacked.',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },

  // Voice 2, the museum curator, on notebook b.
  {
    notebook: 'b',
    question:
      'A second room is devoted to a single place. In which municipality does the record show the greatest number of people killed?',
    covers: ['ranking', 'people'],
    ...ranking(killedByMunicipality, municipalityNames),
  },
  {
    notebook: 'b',
    question:
      'The farm recurs throughout this exhibition as a site of memory. For the opening panel, on what date did the earliest incident the record places on a farm take place?',
    covers: ['date', 'restricted count'],
    expect: (rows) => dateAt(rows.filter(onAFarm), 'earliest'),
  },
  {
    notebook: 'b',
    question:
      'Of all the lives lost in this record, what share were lost in the Free State? A whole percentage will suit the wall text.',
    covers: ['share', 'people'],
    expect: (rows) =>
      percentage(killedWhere(rows, inProvince('Free State')), peopleTotal('victims_killed', rows)),
  },
  {
    notebook: 'b',
    question:
      'Sexual violence is so often the least visible in an archive. How many female victims does the record show across the rape incidents?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(femaleVictims(rows.filter(has('rape')))),
  },
  {
    notebook: 'b',
    question:
      'The year 2020 will be marked on our timeline as the year of lockdown. How many incidents does the record date to that year?',
    covers: ['calendar'],
    expect: (rows) => number(count(rows, inYear(2020))),
  },

  // Voice 3, the quiz-show writer, on notebook b.
  {
    notebook: 'b',
    question:
      'Which of these provinces - A) Limpopo, B) North West or C) Northern Cape - recorded the most rape incidents?',
    covers: ['ranking', 'restricted count'],
    ...ranking(amongProvinces(['Limpopo', 'North West', 'Northern Cape'], () => 1, has('rape'))),
  },
  {
    notebook: 'b',
    question: 'True or false: more murders took place before 2020 than from 2020 onwards.',
    covers: ['yes/no', 'calendar'],
    expect: (rows) =>
      trueOrFalse(
        count(rows, has('murder'), within('0000-01-01', '2019-12-31')) >
          count(rows, has('murder'), within('2020-01-01', '9999-12-31')),
      ),
  },
  {
    notebook: 'b',
    question: 'Fill in the blank: in total, ____ police officers were among the victims.',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_police', rows)),
  },
  {
    notebook: 'b',
    question: 'For ten points: what is the date of the most recent kidnapping?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(has('kidnapping')), 'latest'),
  },
  {
    notebook: 'b',
    question: 'For ten points: how many incidents took place in the month of July, counting every year?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, inMonth(7))),
  },
];

export const fresh110QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH110_QUESTIONS, rows);
