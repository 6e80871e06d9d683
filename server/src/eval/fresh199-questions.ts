/**
 * The hundred-and-ninety-ninth fresh question set (blind): thirty questions, fifteen about notebook `a` and fifteen about notebook `b`, written without reading the analyst, the extractor or the other question sets.
 * Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A Cape Town school principal worried about learners' safety on the way to school: formal but warm,
 *    asking about children as victims, school days (Monday to Friday) against weekends, and places near
 *    schools, which the releases mostly do not say.
 * 2. A journalism lecturer setting exercises for students: "Exercise N: ..." numbered tasks, each a
 *    precise computation with its base and its rounding stated.
 * 3. A Northern Cape resident (Kimberley, Upington, De Aar, Kuruman) on a slow connection, typing in
 *    bursts: lowercase, no punctuation, words run together ("howmany", "whichprovince"), "nc" for the
 *    Northern Cape, "kzn", "ppl", "cit", "stok", "wen", "wat".
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is outside every year, "since" window, half-year,
 *   weekday and weekend, and is never the earliest or latest; `published_date` is never read. A weekend
 *   is a Saturday or Sunday of `event_date`; a school day is Monday to Friday of `event_date` (school
 *   holidays are not known and not read). Months "pooling all years" are the month of `event_date` in
 *   any year; the first half is January to June, the second July to December.
 * - People are sums of the stated figures: `victims_children` (children, learners, under eighteen),
 *   `victims_killed` (killed), `victims_injured` (injured, "got injured"), `victims_female` /
 *   `victims_male` (the sex of victims), `num_suspects_arrested` (suspects arrested). A null (unstated)
 *   figure adds nothing. An incident "with a child victim" is one whose stated `victims_children` is
 *   above zero; an unstated figure is not one.
 * - "Stock theft" / "stok theft" is `stock theft`; "murders" are `murder`; "rapes" are `rape`; "CIT
 *   robberies" are `cash-in-transit robbery`; "carjacking" is `carjacking` alone (not `truck hijacking`);
 *   "illegal mining" is `illegal mining`.
 * - "At a school" is a row whose `location` holds the word "school" (any case). Nothing in a row says how
 *   near a school an incident was, which school a child attended or whether a learner was on the way to
 *   school.
 * - Places: "nc" / "northern cape" / "the province of Kimberley" is `province === 'Northern Cape'`; "kzn"
 *   is KwaZulu-Natal, which may be answered as "KZN"; "City of Cape Town" is the `City of Cape Town`
 *   municipality; a municipality ranking leaves rows without `municipality` out.
 * - Shares: the share of incidents with an arrest is `arrest_made === true` over all the notebook's rows
 *   (an unstated arrest is in the base, not the part), nearest whole percent. The weekend share is over
 *   the dated rows alone, nearest whole percent. The female share of victims is the sum of
 *   `victims_female` over the sum of `victims_female` and `victims_male`, to one decimal. The share of
 *   Northern Cape incidents with a child victim is over the Northern Cape rows, nearest whole percent.
 * - Averages: the mean killed per incident is over the rows with a stated `victims_killed`, to one
 *   decimal; the median suspect age is over `suspect_ages`, one age per suspect (the mean of the middle
 *   two when their number is even).
 * - A student's claim "every Northern Cape incident ended with an arrest" is refuted by a Northern Cape
 *   row with `arrest_made === false`; an unstated arrest neither refutes nor confirms it.
 * - "How many more in the second half than the first" is the difference of the two counts; the second
 *   half must have more.
 * - Rankings (province with most child victims, weekday with most child-victim incidents, province with
 *   most suspects arrested, province with most murders, Northern Cape municipality with most incidents)
 *   each carry their tally; a tie at the top is an error in the question.
 * - Refusals: the ground truth holds no schools attended by victims nor any route to school, no names of
 *   investigating officers, and no motives.
 */
import {
  atPlace,
  type BlindQuestion,
  femaleVictims,
  inMonths,
  inMunicipality,
  kznProvinceNames,
  maleVictims,
  peopleByProvince,
  peopleTotal,
  percentage,
  ranking,
  rowsWhere,
  suspectAges,
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
  meanOf,
  number,
  percentOf,
  refusal,
  rounded,
  sinceYear,
  weekday,
  weekend,
  within,
} from './ground-truth-questions';

/** An incident whose release states at least one child (under eighteen) among the victims. */
const childVictim = (r: DevRow) => (r.victims_children ?? 0) > 0;
/** An incident on a Monday to Friday of its event date; an undated incident is on no day. */
const schoolDay = (r: DevRow) => weekday(r) !== undefined && !weekend(r);
const dated = (r: DevRow) => r.event_date !== null;
const northernCape = inProvince('Northern Cape');
/** An incident the release places at a school. */
const atSchool = atPlace('school');

/** The median of the values, the mean of the middle two when their number is even; none is an error. */
function medianOf(values: readonly number[], decimals: number) {
  const sorted = [...values].sort((x, y) => x - y);
  if (sorted.length === 0) throw new Error('no value to take the median of');
  const middle = Math.floor(sorted.length / 2);
  const median =
    sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return number(rounded(median, decimals));
}

const childProvinceTally = peopleByProvince('victims_children');
const childWeekdayTally = (rows: readonly DevRow[]) => tallyOf(rows.filter(childVictim), weekday);
const arrestsByProvinceTally = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_suspects_arrested ?? 0,
  );
const murderProvinceTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(has('murder')), (r) => r.province);
const northernCapeMunicipalityTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(northernCape), (r) => r.municipality);

export const FRESH199_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the Cape Town school principal, on notebook a.
  {
    notebook: 'a',
    question:
      'Good morning, and thank you for this service. As a principal I think first of our learners: across all of these incidents, how many of the victims were children under the age of eighteen?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_children', rows)),
  },
  {
    notebook: 'a',
    question:
      'Of the incidents in which at least one child was a victim, how many took place over a weekend, that is on a Saturday or a Sunday?',
    covers: ['conjunction', 'calendar', 'people'],
    expect: (rows) => number(count(rows, childVictim, weekend)),
  },
  {
    notebook: 'a',
    question:
      'I would be grateful if you could tell me whether any incident within the City of Cape Town in which a child was a victim happened on a school day, Monday to Friday.',
    covers: ['yes/no', 'calendar', 'conjunction'],
    expect: (rows) => yesNo(count(rows, inMunicipality('City of Cape Town'), childVictim, schoolDay) > 0),
  },
  {
    notebook: 'a',
    question:
      'Kindly tell me which schools the child victims attended, and whether they were walking to or from school when they were harmed. Our governing body would like to know which routes to watch.',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question:
      'In which province were the most children recorded as victims, counting every child named as a victim in the releases?',
    covers: ['ranking', 'people'],
    ...ranking(childProvinceTally, kznProvinceNames),
  },

  // Voice 1, the Cape Town school principal, on notebook b.
  {
    notebook: 'b',
    question:
      'With a heavy heart I must ask: how many children in total were victims in the rape cases reported here?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(has('rape')))),
  },
  {
    notebook: 'b',
    question:
      'On what date did the most recent incident with a child among the victims take place? I mean the day it happened, not the day the police announced it.',
    covers: ['date', 'people'],
    expect: (rows) => dateAt(rows.filter(childVictim), 'latest'),
  },
  {
    notebook: 'b',
    question:
      'Of the incidents whose date is known, what percentage happened on a Saturday or a Sunday rather than during the school week? The nearest whole percent is quite sufficient.',
    covers: ['share', 'calendar'],
    expect: (rows) => percentOf(rows.filter(dated), weekend),
  },
  {
    notebook: 'b',
    question:
      'Did any of these incidents take place at a school itself, on the school premises? A simple yes or no would help me a great deal.',
    covers: ['yes/no'],
    expect: (rows) => yesNo(count(rows, atSchool) > 0),
  },
  {
    notebook: 'b',
    question:
      'On which day of the week did the most incidents with a child victim occur? I am trying to see whether weekends are more dangerous for our young people than school days.',
    covers: ['ranking', 'calendar', 'people'],
    ...ranking(childWeekdayTally),
  },

  // Voice 2, the journalism lecturer, on notebook a.
  {
    notebook: 'a',
    question:
      'Exercise 1: Taking all incidents in the notebook as the base, compute the percentage in which at least one suspect was arrested. Round to the nearest whole percent.',
    covers: ['share'],
    expect: (rows) => percentOf(rows, arrested),
  },
  {
    notebook: 'a',
    question:
      'Exercise 2: Compute the mean number of people killed per incident, using as the base only the incidents where the number killed is stated. Give the answer to one decimal place.',
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
      'Exercise 3: Using every suspect whose age is given (one age per suspect), find the median suspect age in years.',
    covers: ['people'],
    expect: (rows) => medianOf(suspectAges(rows), 1),
  },
  {
    notebook: 'a',
    question:
      'Exercise 4: Count the murder incidents whose date of occurrence falls from 1 January 2019 to 31 December 2022 inclusive. Ignore publication dates.',
    covers: ['restricted count', 'calendar'],
    expect: (rows) => number(count(rows, has('murder'), within('2019-01-01', '2022-12-31'))),
  },
  {
    notebook: 'a',
    question:
      'Exercise 5: Rank the provinces by the total number of suspects arrested (sum the stated figures per province) and name the province in first place.',
    covers: ['ranking', 'people'],
    ...ranking(arrestsByProvinceTally, kznProvinceNames),
  },

  // Voice 2, the journalism lecturer, on notebook b.
  {
    notebook: 'b',
    question:
      'Exercise 6: Among victims whose sex is stated, what percentage were female? Base: female plus male victims. Round to one decimal place.',
    covers: ['share', 'people'],
    expect: (rows) => {
      const female = femaleVictims(rows);
      return percentage(female, female + maleVictims(rows), 1);
    },
  },
  {
    notebook: 'b',
    question:
      'Exercise 7: Give the date of occurrence of the earliest illegal mining incident in the notebook, in the form yyyy-mm-dd.',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(has('illegal mining')), 'earliest'),
  },
  {
    notebook: 'b',
    question:
      "Exercise 8: A student's draft states that every incident in the Northern Cape ended with at least one arrest. Check the claim against the records: is it correct, yes or no?",
    covers: ['yes/no', 'conjunction'],
    expect: (rows) => yesNo(count(rows, northernCape, (r) => r.arrest_made === false) === 0),
  },
  {
    notebook: 'b',
    question:
      'Exercise 9: For each rape case, list the name and rank of the investigating officer so that students can request interviews.',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question:
      'Exercise 10: Pooling all years and leaving out undated incidents, how many more incidents occurred from July to December than from January to June?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => excessOf(rows, inMonths(7, 12), inMonths(1, 6)),
  },

  // Voice 3, the Northern Cape resident, on notebook a.
  {
    notebook: 'a',
    question: 'howmany stok theft cases r there in this lot',
    covers: ['restricted count', 'misspelling', 'slang'],
    expect: (rows) => number(count(rows, has('stock theft'))),
  },
  {
    notebook: 'a',
    question: 'whichprovince had the most murders',
    covers: ['ranking', 'misspelling'],
    ...ranking(murderProvinceTally, kznProvinceNames),
  },
  {
    notebook: 'a',
    question: 'any cit robberies in 2024 y or n',
    covers: ['yes/no', 'slang', 'calendar'],
    expect: (rows) => yesNo(count(rows, has('cash-in-transit robbery'), inYear(2024)) > 0),
  },
  {
    notebook: 'a',
    question: 'wen was the last carjacking',
    covers: ['date', 'misspelling'],
    expect: (rows) => dateAt(rows.filter(has('carjacking')), 'latest'),
  },
  {
    notebook: 'a',
    question: 'howmany ppl got injured altogether in kzn',
    covers: ['people', 'slang', 'conjunction'],
    expect: (rows) => number(peopleTotal('victims_injured', rows.filter(inProvince('KwaZulu-Natal')))),
  },

  // Voice 3, the Northern Cape resident, on notebook b.
  {
    notebook: 'b',
    question: 'howmany murders in northern cape kimberley upington deaar kuruman side',
    covers: ['restricted count', 'conjunction', 'misspelling'],
    expect: (rows) => number(count(rows, has('murder'), northernCape)),
  },
  {
    notebook: 'b',
    question: 'whichmunicipality in nc had the most incidents',
    covers: ['ranking', 'slang'],
    ...ranking(northernCapeMunicipalityTally),
  },
  {
    notebook: 'b',
    question: 'wat % of the northern cape incidents had a child victim',
    covers: ['share', 'people', 'misspelling'],
    expect: (rows) => percentOf(rows.filter(northernCape), childVictim),
  },
  {
    notebook: 'b',
    question: 'y did the guy do the de aar guesthouse thing wat was his motive',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question: 'howmany rapes in nc since 2020',
    covers: ['calendar', 'conjunction', 'slang'],
    expect: (rows) => number(count(rowsWhere(rows, has('rape'), northernCape), sinceYear(2020))),
  },
];

export const fresh199QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH199_QUESTIONS, rows);
