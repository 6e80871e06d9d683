/**
 * The sixtieth fresh question set, written blind: thirty questions, fifteen about notebook `a` and
 * fifteen about notebook `b`, asked in three voices, each voice putting five questions to each notebook.
 * Written from the development set's README and ground truth and the shared helpers only, without
 * reading the analyst, the extractor or any other question set; every expectation is computed from the
 * ground truth rows, never typed by hand.
 *
 * The voices:
 * 1. A high-school teacher making a worksheet for learners: simple wording with a few spelling mistakes;
 *    counts, a comparison of two provinces, the month with the most incidents, a percentage.
 * 2. A television producer planning a segment: the deadliest incident, the incident with the most
 *    arrests, the most recent case of a kind, comparisons between two years or two crimes.
 * 3. A domestic-violence NGO counsellor: relatives and people the victim knew as attackers, women and
 *    children as victims, rape, whether arrests followed; and one thing the releases never state.
 *
 * The readings chosen:
 * - An incident "is" a crime when the crime is among its `crimes`; a murder case is an incident with
 *   `murder`, whatever else it holds. Robberies and hijackings are the crimes armed robbery, robbery,
 *   house robbery, business robbery, carjacking, truck hijacking and cash-in-transit robbery; a "cash
 *   van / cash-in-transit heist" is `cash-in-transit robbery`; a "zama zama bust" is `illegal mining`.
 * - An incident's date, month and year are those of its `event_date`; an incident without one is left
 *   out of every question about dates, months or years (never placed by its publication date). "Before
 *   2024" is an `event_date` before 2024-01-01; "2019 to 2023" takes both years whole.
 * - The month with the most incidents counts incidents per month of the year, over all the years in the
 *   range together, and is named by the month's English name.
 * - "Suspects arrested" sums the stated `num_suspects_arrested`; a figure not stated adds nothing.
 *   The year with more arrests compares those sums over the incidents dated in each year.
 * - "Ended with somebody arrested" / "ended in an arrest" is `arrest_made` true; "nobody was arrested"
 *   is `arrest_made` false (a null says neither). A share is over every incident of the selection, to
 *   the nearest whole percent.
 * - People killed, child victims (under 18) and female victims ("women and girls") sum the stated
 *   `victims_killed`, `victims_children` and `victims_female`; a figure not stated adds nothing.
 *   "Children who were victims in the rape cases" sums `victims_children` over the incidents with rape.
 *   A case "with a woman or girl among the victims" has `victims_female` above 0.
 * - The deadliest incident is the one with the most `victims_killed`; the incident with the most arrests
 *   the one with the largest `num_suspects_arrested`; each is named by a part of its location no other
 *   incident's location shares.
 * - A province "with the most child victims" sums `victims_children` per province; the province with the
 *   most rape cases counts incidents with rape per province.
 * - An attacker the child "already knew" is a `relationship` of partner, family or acquaintance; a
 *   stranger or an unstated relationship is not. A child rape is an incident with rape whose
 *   `victims_children` is above 0. Someone who "killed members of his own family" is a murder whose
 *   `relationship` is family.
 * - A yes/no about one named incident (the Glebelands hostel shooting, the De Aar rape by a police
 *   officer) is answered from that incident's `arrest_made`: Yes only when it is true.
 * - The releases never say whether a victim held a protection order against her attacker (no release
 *   holds "protection order", "restraining" or "interdict"), so that question is refused.
 */
import {
  anyCrime,
  atPlace,
  type BlindQuestion,
  before,
  femaleVictims,
  knewTheAttacker,
  kznProvinceNames,
  largestIncident,
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
  month,
  notArrested,
  number,
  percentOf,
  refusal,
  sum,
  text,
  within,
} from './ground-truth-questions';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** The month of the year an incident happened in, by name; undated incidents have none. */
const monthName = (r: DevRow) => {
  const m = month(r);
  return m === undefined ? undefined : MONTHS[m - 1];
};

/** Incidents per month of the year over the rows that pass the test. */
const incidentsPerMonth = (test: (r: DevRow) => boolean) => (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(test), monthName);

const ROBBERIES = [
  'armed robbery',
  'robbery',
  'house robbery',
  'business robbery',
  'carjacking',
  'truck hijacking',
  'cash-in-transit robbery',
];

/** The one incident that passes every test; none or several is an error in the question. */
function theIncident(rows: readonly DevRow[], ...tests: ((r: DevRow) => boolean)[]): DevRow {
  const found = rowsWhere(rows, ...tests);
  if (found.length !== 1) throw new Error(`expected one incident, found ${found.length}`);
  return found[0] as DevRow;
}

const killed = (r: DevRow) => r.victims_killed ?? null;
const childVictims = (r: DevRow) => (r.victims_children ?? 0) > 0;
const femaleVictim = (r: DevRow) => (r.victims_female ?? 0) > 0;

/** The year (of two) whose dated incidents had more suspects arrested; a tie is an error. */
function yearWithMoreArrests(rows: readonly DevRow[], first: number, second: number) {
  const a = suspectsArrested(rows.filter(inYear(first)));
  const b = suspectsArrested(rows.filter(inYear(second)));
  if (a === b) throw new Error(`the two years tie at ${a}`);
  return text(String(a > b ? first : second));
}

const TEACHER: BlindQuestion[] = [
  {
    notebook: 'a',
    question: 'How many murders happend in Kwazulu Natal?',
    covers: ['restricted count', 'misspelling'],
    expect: (rows) => number(count(rows, has('murder'), inProvince('KwaZulu-Natal'))),
  },
  {
    notebook: 'a',
    question: 'How many more kidnapings were there in Gauteng then in KwaZulu-Natal?',
    covers: ['restricted count', 'misspelling'],
    expect: (rows) =>
      excessOf(rows.filter(has('kidnapping')), inProvince('Gauteng'), inProvince('KwaZulu-Natal')),
  },
  {
    notebook: 'a',
    question: 'If we only look at 2019 to 2023, wich month of the year had the most incidents?',
    covers: ['ranking', 'calendar', 'misspelling'],
    ...ranking(incidentsPerMonth(within('2019-01-01', '2023-12-31'))),
  },
  {
    notebook: 'a',
    question: 'What persentage of the incidents ended with somebody being arrested? Round to a whole number.',
    covers: ['share', 'misspelling'],
    expect: (rows) => percentOf(rows, arrested),
  },
  {
    notebook: 'a',
    question: 'How many suspects got arrested altogether in the Western Cape?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(suspectsArrested(rows.filter(inProvince('Western Cape')))),
  },
  {
    notebook: 'b',
    question: 'How many murders where there in Limpopo?',
    covers: ['restricted count', 'misspelling'],
    expect: (rows) => number(count(rows, has('murder'), inProvince('Limpopo'))),
  },
  {
    notebook: 'b',
    question: 'How many more suspects were arested in Mpumalanga than in the Free State?',
    covers: ['people', 'misspelling'],
    expect: (rows) => excessOf(rows, inProvince('Mpumalanga'), inProvince('Free State'), suspectsArrested),
  },
  {
    notebook: 'b',
    question: 'Befor 2024, which month of the year had the most incidents?',
    covers: ['ranking', 'calendar', 'misspelling'],
    ...ranking(incidentsPerMonth(before('2024-01-01'))),
  },
  {
    notebook: 'b',
    question: 'What percent of all the incidents were murders? Give a whole number.',
    covers: ['share'],
    expect: (rows) => percentOf(rows, has('murder')),
  },
  {
    notebook: 'b',
    question: 'How many of the incidents took place in 2022?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, inYear(2022))),
  },
];

const PRODUCER: BlindQuestion[] = [
  {
    notebook: 'a',
    question: 'For the segment I need the deadliest attack in the Eastern Cape. Which one was it?',
    covers: ['ranking', 'people'],
    ...largestIncident(inProvince('Eastern Cape'), killed),
  },
  {
    notebook: 'a',
    question: 'Which single incident ended with the most people arrested?',
    covers: ['ranking'],
    ...largestIncident(
      () => true,
      (r) => r.num_suspects_arrested,
    ),
  },
  {
    notebook: 'a',
    question: 'When was the most recent cash van heist?',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows.filter(has('cash-in-transit robbery')), 'latest'),
  },
  {
    notebook: 'a',
    question: 'How many more people were killed in 2022 than in 2023?',
    covers: ['calendar', 'people'],
    expect: (rows) =>
      excessOf(rows, inYear(2022), inYear(2023), (selected) => peopleTotal('victims_killed', [...selected])),
  },
  {
    notebook: 'a',
    question: 'Did the cops make any arrests over the Glebelands hostel shooting?',
    covers: ['yes/no', 'slang'],
    expect: (rows) => yesNo(theIncident(rows, atPlace('Glebelands')).arrest_made === true),
  },
  {
    notebook: 'b',
    question: 'What was the deadliest incident of the lot? I want to open the show with it.',
    covers: ['ranking', 'people'],
    ...largestIncident(() => true, killed),
  },
  {
    notebook: 'b',
    question: 'Out of all the robberies and hijackings, which one led to the most arrests?',
    covers: ['ranking', 'restricted count'],
    ...largestIncident(anyCrime(...ROBBERIES), (r) => r.num_suspects_arrested),
  },
  {
    notebook: 'b',
    question: 'When did the latest zama zama bust happen?',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows.filter(has('illegal mining')), 'latest'),
  },
  {
    notebook: 'b',
    question: 'How many more murder cases are there than kidnapping cases?',
    covers: ['restricted count'],
    expect: (rows) => excessOf(rows, has('murder'), has('kidnapping')),
  },
  {
    notebook: 'b',
    question: 'Were more suspects arrested in 2017 or in 2022?',
    covers: ['calendar', 'people'],
    expect: (rows) => yearWithMoreArrests(rows, 2017, 2022),
  },
];

const COUNSELLOR: BlindQuestion[] = [
  {
    notebook: 'a',
    question: 'How many women and girls were victims across all of these cases?',
    covers: ['people'],
    expect: (rows) => number(femaleVictims(rows)),
  },
  {
    notebook: 'a',
    question:
      'In how many rape cases was the child attacked by someone she already knew, like a neighbour or a relative?',
    covers: ['conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, has('rape'), childVictims, knewTheAttacker)),
  },
  {
    notebook: 'a',
    question: 'Is there a case where a man killed members of his own family?',
    covers: ['yes/no'],
    expect: (rows) => yesNo(rows.some((r) => r.relationship === 'family' && has('murder')(r))),
  },
  {
    notebook: 'a',
    question: 'In how many of the cases with a woman or girl among the victims was nobody arrested?',
    covers: ['conjunction', 'people'],
    expect: (rows) => number(count(rows, femaleVictim, notArrested)),
  },
  {
    notebook: 'a',
    question: 'Which province had the most children among the victims?',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_children'), kznProvinceNames),
  },
  {
    notebook: 'b',
    question: 'Which province had the most rape cases?',
    covers: ['ranking'],
    ...ranking((rows) => tallyOf(rows.filter(has('rape')), (r) => r.province)),
  },
  {
    notebook: 'b',
    question: 'Was the cop accused of raping the 15-year-old girl in De Aar arrested?',
    covers: ['yes/no', 'slang'],
    expect: (rows) => yesNo(theIncident(rows, has('rape'), atPlace('De Aar')).arrest_made === true),
  },
  {
    notebook: 'b',
    question: 'What percentage of the rape cases ended in an arrest?',
    covers: ['share'],
    expect: (rows) => {
      const rapes = rows.filter(has('rape'));
      return percentage(rapes.filter(arrested).length, rapes.length);
    },
  },
  {
    notebook: 'b',
    question: 'How many children were victims in the rape cases?',
    covers: ['people', 'conjunction'],
    expect: (rows) => number(sum(rows.filter(has('rape')).map((r) => r.victims_children ?? null))),
  },
  {
    notebook: 'b',
    question: 'Did any of the women or girls have a protection order against the man who attacked them?',
    covers: ['refusal'],
    expect: refusal,
  },
];

export const FRESH60_QUESTIONS: BlindQuestion[] = [...TEACHER, ...PRODUCER, ...COUNSELLOR];

export const fresh60QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH60_QUESTIONS, rows);
