/**
 * The seventeenth fresh question set, written blind: without reading the answering engine, the earlier
 * question sets or the benchmarks, and asked of the product once, first try. Three new voices, five
 * questions each per notebook: a municipal disaster-management officer (mass-casualty planning, the
 * JOC debrief, seasons), a gender-based-violence shelter manager (survivors, women and girls, who the
 * attacker was) and an insurance claims investigator (hijackings, robberies, stock losses, weekends).
 *
 * Readings (each expectation is computed from the ground truth by the code below):
 * - An incident is one release of the notebook; "cases" and "incidents" count incidents, and "rape
 *   cases" are the incidents whose crimes include rape.
 * - A crime is in an incident when the incident's `crimes` hold it. "Both X and Y" needs both; "X or Y",
 *   "X plus Y" and "X, Y and Z combined" count each incident once when it holds any of them. Hijackings
 *   are carjackings and truck hijackings; CIT robberies are cash-in-transit robberies; an "illegal
 *   firearm" is illegal firearm possession.
 * - Windows are on `event_date`, both ends inclusive; an undated incident is in no window. "Before 2023"
 *   ends on 31 December 2022; "since the start of 2022" and "2023 or later" run from 1 January of that
 *   year. Winter is June to August of any year; a weekend is a Saturday or a Sunday; "which calendar
 *   month" pools every year.
 * - People are the sums of the stated figures: killed, injured, children (under 18), female and male
 *   victims ("women and girls" are the female victims), female suspects, suspects' stated ages; a figure
 *   the release does not state (null) adds nothing. "Five or more dead" is a stated `victims_killed` of
 *   at least five. A rape case "involved a child victim" when it states at least one child victim. "The
 *   victim knew the attacker" is a stated relationship of partner, family or acquaintance (a stranger or
 *   an unstated tie is not).
 * - Averages are over the stated values, rounded to the nearest whole. Shares are the part over the
 *   whole, as a percentage rounded to a whole percent; "ended with an arrest" is `arrest_made` true.
 * - A ranking names its single top key (a tie at the top would be an error in the question): a province,
 *   a municipality or a calendar month.
 * - Refused: whether stolen or hijacked vehicles were insured, and with whom, and whether a woman held a
 *   protection order against her attacker; no release records either (the release texts were searched).
 */
import { MONTH_NAMES } from '../corpus/calendar';
import {
  anyCrime,
  type BlindQuestion,
  before,
  femaleVictims,
  knewTheAttacker,
  maleVictims,
  peopleByProvince,
  peopleTotal,
  percentage,
  ranking,
  stated,
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
  has,
  inProvince,
  meanOf,
  municipalityNames,
  number,
  percentOf,
  refusal,
  sinceYear,
  weekend,
} from './ground-truth-questions';

const inMonthsOf =
  (...months: number[]) =>
  (r: DevRow) =>
    r.event_date !== null && months.includes(Number(r.event_date.slice(5, 7)));

const monthName = (r: DevRow) => (r.event_date ? MONTH_NAMES[Number(r.event_date.slice(5, 7)) - 1] : null);

const killedAtLeast = (n: number) => (r: DevRow) => (stated('victims_killed')(r) ?? 0) >= n;
const withChildVictim = (r: DevRow) => (stated('victims_children')(r) ?? 0) >= 1;

export const FRESH17_QUESTIONS: BlindQuestion[] = [
  // Notebook a: the disaster-management officer.
  {
    notebook: 'a',
    question: 'For our mass-casualty planning: how many incidents left five or more people dead?',
    covers: ['restricted count', 'people'],
    expect: (rows) => number(count(rows, killedAtLeast(5))),
  },
  {
    notebook: 'a',
    question: 'Taking all years together, which calendar month had the most people injured?',
    covers: ['ranking', 'calendar', 'people'],
    ...ranking((rows) =>
      tallyOf(
        rows.filter((r) => stated('victims_injured')(r) !== null),
        monthName,
        (r) => stated('victims_injured')(r) ?? 0,
      ),
    ),
  },
  {
    notebook: 'a',
    question: 'How many incidents happened over a weekend, Saturday or Sunday?',
    covers: ['calendar'],
    expect: (rows) => number(count(rows, weekend)),
  },
  {
    notebook: 'a',
    question: 'For the JOC debrief: how many incidents involved both murder and attempted murder?',
    covers: ['conjunction'],
    expect: (rows) => number(count(rows, has('murder'), has('attempted murder'))),
  },
  {
    notebook: 'a',
    question: 'What share of everyone killed in the notebook died in the Eastern Cape?',
    covers: ['share', 'people'],
    expect: (rows) =>
      percentage(
        peopleTotal('victims_killed', rows.filter(inProvince('Eastern Cape'))),
        peopleTotal('victims_killed', rows),
      ),
  },
  // Notebook a: the shelter manager.
  {
    notebook: 'a',
    question: 'How many rape cases involved a child victim?',
    covers: ['restricted count', 'people'],
    expect: (rows) => number(count(rows, has('rape'), withChildVictim)),
  },
  {
    notebook: 'a',
    question:
      'In how many incidents did the victim know the attacker, whether a partner, a family member or an acquaintance?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(count(rows, knewTheAttacker)),
  },
  {
    notebook: 'a',
    question: 'Were there more female than male victims in the Eastern Cape incidents?',
    covers: ['yes/no', 'people'],
    expect: (rows) => {
      const ec = rows.filter(inProvince('Eastern Cape'));
      return yesNo(femaleVictims(ec) > maleVictims(ec));
    },
  },
  {
    notebook: 'a',
    question: 'When did the most recent rape in the notebook take place?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(has('rape')), 'latest'),
  },
  {
    notebook: 'a',
    question: 'How many female victims were there in the murder cases?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(femaleVictims(rows.filter(has('murder')))),
  },
  // Notebook a: the insurance claims investigator.
  {
    notebook: 'a',
    question: 'How many hijackings are there altogether, carjackings plus truck jackings?',
    covers: ['conjunction', 'slang'],
    expect: (rows) => number(count(rows, anyCrime('carjacking', 'truck hijacking'))),
  },
  {
    notebook: 'a',
    question: 'Which province had the most business robberies, house robberies and CIT robberies combined?',
    covers: ['ranking', 'conjunction', 'slang'],
    ...ranking(
      (rows) =>
        tallyOf(
          rows.filter(anyCrime('business robbery', 'house robbery', 'cash-in-transit robbery')),
          (r) => r.province,
        ),
      (province) => (province === 'KwaZulu-Natal' ? [province, 'KZN'] : province),
    ),
  },
  {
    notebook: 'a',
    question: 'How many stock theft cases happend before 2023?',
    covers: ['calendar', 'restricted count', 'misspelling'],
    expect: (rows) => number(count(rows, has('stock theft'), before('2023-01-01'))),
  },
  {
    notebook: 'a',
    question: 'What percentage of incidents involved an ilegal firearm?',
    covers: ['share', 'misspelling'],
    expect: (rows) => percentOf(rows, has('illegal firearm possession')),
  },
  {
    notebook: 'a',
    question: 'Which of the stolen or hijacked vehicles were insured, and with which insurer?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Notebook b: the disaster-management officer.
  {
    notebook: 'b',
    question: 'How many incidents took place in the winter months, June to August?',
    covers: ['calendar'],
    expect: (rows) => number(count(rows, inMonthsOf(6, 7, 8))),
  },
  {
    notebook: 'b',
    question: 'Which municipality had the most incidents?',
    covers: ['ranking'],
    ...ranking((rows) => tallyOf(rows, (r) => r.municipality), municipalityNames),
  },
  {
    notebook: 'b',
    question: 'How many people were injured in Mpumalanaga altogether?',
    covers: ['people', 'misspelling'],
    expect: (rows) => number(peopleTotal('victims_injured', rows.filter(inProvince('Mpumalanga')))),
  },
  {
    notebook: 'b',
    question: 'How many incidents in Limpopo and Mpumalanga combined happened since the start of 2022?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) =>
      number(count(rows, (r) => inProvince('Limpopo')(r) || inProvince('Mpumalanga')(r), sinceYear(2022))),
  },
  {
    notebook: 'b',
    question: 'Did the North West lose more lives than the Free State?',
    covers: ['yes/no', 'people'],
    expect: (rows) => {
      const killed = peopleByProvince('victims_killed')(rows);
      return yesNo((killed.get('North West') ?? 0) > (killed.get('Free State') ?? 0));
    },
  },
  // Notebook b: the shelter manager.
  {
    notebook: 'b',
    question: 'How many rapes were committed by someone the survivor knew?',
    covers: ['restricted count', 'people'],
    expect: (rows) => number(count(rows, has('rape'), knewTheAttacker)),
  },
  {
    notebook: 'b',
    question: 'How many women and girls were among the victims of incidents that included murder?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(femaleVictims(rows.filter(has('murder')))),
  },
  {
    notebook: 'b',
    question: 'What share of the rape cases ended with an arrest?',
    covers: ['share'],
    expect: (rows) => percentOf(rows.filter(has('rape')), arrested),
  },
  {
    notebook: 'b',
    question: 'What was the average age of the suspects in the rape cases, to the nearest year?',
    covers: ['people'],
    expect: (rows) => meanOf(suspectAges(rows.filter(has('rape'))), 0),
  },
  {
    notebook: 'b',
    question: 'How many of the women had a protection order against their attacker at the time?',
    covers: ['refusal'],
    expect: refusal,
  },
  // Notebook b: the insurance claims investigator.
  {
    notebook: 'b',
    question: 'For a fraud-pattern check: how many of the suspects were women?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('suspects_female', rows)),
  },
  {
    notebook: 'b',
    question:
      'Commercial and household lines: how many business robbery or house robbery incidents were there?',
    covers: ['conjunction'],
    expect: (rows) => number(count(rows, anyCrime('business robbery', 'house robbery'))),
  },
  {
    notebook: 'b',
    question: "What's the date of the latest stock theft incident?",
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(has('stock theft')), 'latest'),
  },
  {
    notebook: 'b',
    question:
      'On the motor side, how many incidents involved vehicle theft, a carjacking or a truck hijacking?',
    covers: ['conjunction'],
    expect: (rows) => number(count(rows, anyCrime('vehicle theft', 'carjacking', 'truck hijacking'))),
  },
  {
    notebook: 'b',
    question: 'How many incidents occurred on a Saturday or Sunday in 2023 or later?',
    covers: ['calendar'],
    expect: (rows) => number(count(rows, weekend, sinceYear(2023))),
  },
];

/** The questions with their expectations worked out over the development set's ground truth. */
export const fresh17QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH17_QUESTIONS, rows);
