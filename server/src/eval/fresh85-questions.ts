/**
 * The eighty-fifth fresh question set (blind): thirty questions, fifteen about notebook `a` and fifteen
 * about notebook `b`, written without reading the analyst, the extractor or the other question sets.
 * Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A cross-border taxi driver born in Zimbabwe: short, direct English with Shona words mixed in
 *    ("mapurisa" police, "vana" children, "vakadzi" women, "varume" men, "kuuraya" killing, "mangani"
 *    how many), a few typos ("Westen", "Northen", "arested").
 * 2. A university student representative worried about campus safety: weekends, residences ("res"),
 *    students as victims, the months of the academic year; informal, with SRC context.
 * 3. A bank's fraud-and-robbery risk analyst: business robberies, cash-in-transit heists, frequency per
 *    quarter, year-on-year change, the largest single heist; terse, with trade shorthand ("CIT", "YoY",
 *    "Q2 exposure").
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is outside every year, quarter, month range, weekday
 *   and "from ... through ..." window, and is never the earliest or most recent; `published_date` is never
 *   read. A weekend is a Saturday or Sunday of `event_date`. A quarter "with all years pooled" is its three
 *   calendar months in any year (Q2 April to June, Q3 July to September). The academic year is February
 *   to November of any year. "2020 through 2024" includes both end years.
 * - Crimes: "kuuraya cases" / "murder cases" are `murder` (attempted murder and culpable homicide are
 *   not). "Hijackings, cars and trucks" are `carjacking` or `truck hijacking`; "car hijacking" is
 *   `carjacking` alone. "Cash van robbery", "CIT" and "heist" are `cash-in-transit robbery`. "Robbery
 *   incidents" / "robbery-type incidents" / "robberies of any type" are `armed robbery`, `robbery`,
 *   `house robbery`, `business robbery` and `cash-in-transit robbery`; carjacking and truck hijacking are
 *   not among them. "Rape cases" are `rape` alone (not `sexual assault`); "kidnapping" is `kidnapping`.
 *   An "illegal firearm possession charge" is `illegal firearm possession`.
 * - People are sums of the stated figures, a null adding nothing: `victims_killed` ("people kuuraya",
 *   "people killed"), `victims_injured` (injured), `victims_children` ("vana", kids, under 18),
 *   `victims_police` ("mapurisa" who were victims, on or off duty), `victims_female` ("vakadzi" victims,
 *   female victims), `suspects_male` ("varume suspects", arrested or still sought), and
 *   `num_suspects_arrested` (suspects arrested).
 * - Places: a province is `province` ("Westen Cape" is the Western Cape, "Northen Cape" the Northern
 *   Cape). "Municipality" is `municipality` (rows without one are left out), answered as written or
 *   without "City of". A township or suburb ("Khayelitsha side") is a row whose `location` holds the word,
 *   in any case.
 * - "Nobody arrested" is `arrest_made === false` (an unstated arrest is not "nobody").
 * - Shares are to the nearest whole percent (a value on the halfway mark is an error in the question):
 *   the weekend share of murder cases is over the notebook's murder rows; the female share of rape
 *   victims is `victims_female` over `victims_female` plus `victims_male` of the rape rows; the firearm
 *   share is over the robbery-type rows. A year-on-year rise from Y1 to Y2 is 100 × (Y2 − Y1) / Y1 (a
 *   fall, or nothing in Y1, is an error in the question). "How many fewer in 2024 than in 2023" is the
 *   difference of the two counts; 2023 must have more.
 * - Rankings (municipality with most people killed, province with most male suspects, province with most
 *   rape cases, largest CIT heist by injured, robbery incident with most victims) each carry their tally,
 *   keyed by place; a tie at the top is an error in the question. A single incident is named by the
 *   parts of its location no other incident of the notebook shares; an incident whose measure is
 *   unstated is not ranked.
 * - Refusals: the ground truth holds no time of day ("at night", "between 10pm and 4am"), no rand amounts
 *   stolen, and no ages of victims (only whether a victim was a child), so those questions cannot be
 *   answered from the events.
 */
import {
  anyCrime,
  atPlace,
  type BlindQuestion,
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
  sum,
  weekend,
  within,
} from './ground-truth-questions';

/** A robbery of any type; carjacking and truck hijacking are not among them. */
const robbery = anyCrime(
  'armed robbery',
  'robbery',
  'house robbery',
  'business robbery',
  'cash-in-transit robbery',
);
/** A hijacking of a car or a truck. */
const hijacking = anyCrime('carjacking', 'truck hijacking');
const cit = has('cash-in-transit robbery');
const commercial = anyCrime('business robbery', 'cash-in-transit robbery');
const murder = has('murder');
const rape = has('rape');

/** The incident's calendar month (1–12) lies in the given ones, in any year. */
const inMonthsOf =
  (...months: number[]) =>
  (r: DevRow) =>
    months.includes(month(r) ?? 0);
/** The academic year: February to November of any year. */
const academicYear = inMonthsOf(2, 3, 4, 5, 6, 7, 8, 9, 10, 11);
const secondQuarter = inMonthsOf(4, 5, 6);
const thirdQuarter = inMonthsOf(7, 8, 9);

/** How much a figure rose from the first year to the second, as a whole percentage of the first. */
function percentRise(first: number, second: number) {
  if (second <= first) throw new Error(`no rise: ${first} -> ${second}`);
  return percentage(second - first, first);
}

const killedByMunicipality = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.municipality,
    (r) => r.victims_killed ?? 0,
  );
const rapesByProvince = (rows: readonly DevRow[]) => tallyOf(rows.filter(rape), (r) => r.province);

export const FRESH85_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the taxi driver, on notebook a.
  {
    notebook: 'a',
    question: 'mangani hijackings in these reports? cars and trucks both, I drive taxi Joburg to Harare',
    covers: ['restricted count', 'slang'],
    expect: (rows) => number(count(rows, hijacking)),
  },
  {
    notebook: 'a',
    question: 'Khayelitsha side, how many people kuuraya there? all the cases together',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(atPlace('Khayelitsha')))),
  },
  {
    notebook: 'a',
    question: 'which municipality has most kuuraya? number of people killed, not number of cases',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(killedByMunicipality, municipalityNames),
  },
  {
    notebook: 'a',
    question: 'mapurisa who were victims in Westen Cape, how many officers? on duty or off duty',
    covers: ['people', 'slang', 'misspelling'],
    expect: (rows) => number(peopleTotal('victims_police', rows.filter(inProvince('Western Cape')))),
  },
  {
    notebook: 'a',
    question: 'cash van robbery in Western Cape, any one in these reports? yes or no',
    covers: ['yes/no', 'conjunction'],
    expect: (rows) => yesNo(count(rows, cit, inProvince('Western Cape')) > 0),
  },

  // Voice 2, the student representative, on notebook a.
  {
    notebook: 'a',
    question:
      "Hi, I'm on the SRC and a lot of our students get taken by fake e-hailing drivers. How many kidnapping cases fell in the academic year, so Feb to Nov (any year)?",
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, has('kidnapping'), academicYear)),
  },
  {
    notebook: 'a',
    question:
      'What % of the murder cases happened on a weekend (Sat or Sun)? Trying to convince campus protection to put more patrols around res on weekends',
    covers: ['share', 'calendar'],
    expect: (rows) => percentOf(rows.filter(murder), weekend),
  },
  {
    notebook: 'a',
    question:
      'how many victims were under 18 in the Western Cape? some of our first years are still 17 when they arrive',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(inProvince('Western Cape')))),
  },
  {
    notebook: 'a',
    question:
      'How many of these incidents happened at night, like between 10pm and 4am when students walk back to res from the library?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question:
      "when was the most recent rape case in here? it's for our res safety newsletter, I need the date it happened not when police posted it",
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(rape), 'latest'),
  },

  // Voice 3, the risk analyst, on notebook a.
  {
    notebook: 'a',
    question: 'Q2 exposure (Apr-Jun, all years pooled): how many business robbery + CIT incidents?',
    covers: ['calendar', 'conjunction', 'restricted count', 'slang'],
    expect: (rows) => number(count(rows, commercial, secondQuarter)),
  },
  {
    notebook: 'a',
    question: 'Largest single CIT heist measured by number of people injured - where did it happen?',
    covers: ['ranking', 'people'],
    ...largestIncident(cit, (r) => r.victims_injured ?? null),
  },
  {
    notebook: 'a',
    question:
      'YoY: by what percentage did robbery incidents (armed, common, house, business, CIT; excl. hijackings) increase from 2023 to 2024?',
    covers: ['share', 'calendar'],
    expect: (rows) => percentRise(count(rows, robbery, inYear(2023)), count(rows, robbery, inYear(2024))),
  },
  {
    notebook: 'a',
    question:
      'Total suspects arrested in CIT and business robbery incidents dated 2020 through 2024 inclusive?',
    covers: ['people', 'calendar', 'conjunction'],
    expect: (rows) =>
      number(suspectsArrested(rowsWhere(rows, commercial, within('2020-01-01', '2024-12-31')))),
  },
  {
    notebook: 'a',
    question: 'What was the total rand value stolen across the cash-in-transit heists?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 1, the taxi driver, on notebook b.
  {
    notebook: 'b',
    question: 'Limpopo - mangani kuuraya cases? murder only',
    covers: ['restricted count', 'slang'],
    expect: (rows) => number(count(rows, murder, inProvince('Limpopo'))),
  },
  {
    notebook: 'b',
    question: 'mapurisa who were victims, mangani in total for all the cases?',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_police', rows)),
  },
  {
    notebook: 'b',
    question: 'vakadzi victims in Northen Cape, mangani?',
    covers: ['people', 'slang', 'misspelling'],
    expect: (rows) => number(sum(rows.filter(inProvince('Northern Cape')).map((r) => r.victims_female))),
  },
  {
    notebook: 'b',
    question: 'which province got the most varume suspects? men only, arrested or still running',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(peopleByProvince('suspects_male')),
  },
  {
    notebook: 'b',
    question: 'car hijacking in Mpumalanga where nobody was arested - is there one? yes/no',
    covers: ['yes/no', 'conjunction', 'misspelling'],
    expect: (rows) => yesNo(count(rows, has('carjacking'), inProvince('Mpumalanga'), notArrested) > 0),
  },

  // Voice 2, the student representative, on notebook b.
  {
    notebook: 'b',
    question:
      'Our res parties are mostly on weekends. How many rape cases happened on a Saturday or Sunday in these releases?',
    covers: ['conjunction', 'calendar'],
    expect: (rows) => number(count(rows, rape, weekend)),
  },
  {
    notebook: 'b',
    question: 'We have students from all over. Which province has the most rape cases in this notebook?',
    covers: ['ranking'],
    ...ranking(rapesByProvince),
  },
  {
    notebook: 'b',
    question: 'In the rape cases, how many of the victims were kids (under 18)?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(rape))),
  },
  {
    notebook: 'b',
    question: 'how many of the victims were student age, say 18 to 24? asking for the SRC safety report',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question: 'Of the rape victims whose gender is given, what percentage were female?',
    covers: ['share', 'people'],
    expect: (rows) => {
      const rapes = rows.filter(rape);
      const female = sum(rapes.map((r) => r.victims_female));
      return percentage(female, female + sum(rapes.map((r) => r.victims_male)));
    },
  },

  // Voice 3, the risk analyst, on notebook b.
  {
    notebook: 'b',
    question:
      'Frequency check: robbery incidents of all types (incl. CIT, business, house, armed, common) in Q3 (Jul-Sep), all years pooled?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, robbery, thirdQuarter)),
  },
  {
    notebook: 'b',
    question: 'Which single robbery incident, any type, had the most victims? Location please.',
    covers: ['ranking'],
    ...largestIncident(robbery, (r) => r.num_victims),
  },
  {
    notebook: 'b',
    question: 'How many fewer robbery-type incidents were there in 2024 than in 2023?',
    covers: ['conjunction', 'calendar'],
    expect: (rows) => excessOf(rows.filter(robbery), inYear(2023), inYear(2024)),
  },
  {
    notebook: 'b',
    question:
      'Share of robbery-type incidents that also carried an illegal firearm possession charge, as a %?',
    covers: ['share', 'conjunction'],
    expect: (rows) => percentOf(rows.filter(robbery), has('illegal firearm possession')),
  },
  {
    notebook: 'b',
    question: 'Date of the earliest cash-in-transit heist in the set?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(cit), 'earliest'),
  },
];

export const fresh85QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH85_QUESTIONS, rows);
