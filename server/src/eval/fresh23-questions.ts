/**
 * The twenty-third fresh question set, written blind: without reading the analyst, the answering
 * engine, the extractor or any earlier question set, from the development set's README and the ground
 * truth of its notebooks `a` and `b` alone. Its voices: a provincial health department's trauma-unit
 * planner, a film researcher for a crime documentary and a volunteer at a suburban neighbourhood watch
 * (typing as in the watch's WhatsApp group), about five questions each per notebook.
 *
 * Readings:
 * - An incident is one release (one row); a crime "involved" in it is one of its `crimes` (a rape is an
 *   incident whose crimes include rape, a house robbery one whose crimes include house robbery, and so
 *   on). "Joburg" is the City of Johannesburg municipality; "Khayelitsha incidents" are those whose
 *   location names Khayelitsha.
 * - A window is on `event_date`, both ends inclusive; an undated incident falls in no window. Winter is
 *   June to August of any year; a weekend day is a Saturday or Sunday of the stated date; "between 2019
 *   and 2021" is 1 January 2019 to 31 December 2021; "Dec 2023 to Feb 2024" is 1 December 2023 to
 *   29 February 2024.
 * - A share is the percentage of the notebook's incidents that pass, to the nearest whole percent:
 *   "ended with someone arrested" is `arrest_made` true, "at least one female victim" is
 *   `victims_female` above nought.
 * - People are sums of the stated figures (`num_victims`, `victims_killed`, `victims_injured`,
 *   `victims_children`, `suspects_female`, `num_suspects_arrested`); a null figure is not stated and adds
 *   nothing. "Someone injured" is `victims_injured` above nought; "five or more victims" is
 *   `num_victims` of five or more. The attacker's tie is `relationship`: "someone the victim knew" is a
 *   partner, family or an acquaintance; "a family member" is `family` alone. The oldest suspect is the
 *   highest stated age in `suspect_ages`.
 * - A ranking names the single top key of its tally, which never ties: a province by its summed figure
 *   or its count of incidents, an incident by its own figure (named by its place). A yes/no comparison is
 *   "Yes" only when the first side is strictly more.
 * - Refused: ambulance response times and whether anything happened during load shedding. No release
 *   mentions an ambulance, a response time, load shedding or electricity.
 */

import {
  atPlace,
  type BlindQuestion,
  inMonths,
  inMunicipality,
  knewTheAttacker,
  largestIncident,
  peopleByProvince,
  peopleTotal,
  ranking,
  rowsWhere,
  stated,
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
  notArrested,
  number,
  percentOf,
  refusal,
  weekend,
  within,
} from './ground-truth-questions';

const someoneInjured = (r: DevRow) => (r.victims_injured ?? 0) > 0;

const inEither = (first: string, second: string) => (r: DevRow) =>
  r.province === first || r.province === second;

export const FRESH23_QUESTIONS: BlindQuestion[] = [
  // Notebook a: Gauteng, KwaZulu-Natal, Western Cape, Eastern Cape.
  // The trauma-unit planner.
  {
    notebook: 'a',
    question:
      'I am planning trauma-unit beds for the province. How many people were injured in total in the Western Cape incidents?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_injured', rowsWhere(rows, inProvince('Western Cape')))),
  },
  {
    notebook: 'a',
    question: 'Which single incident left the most people injured?',
    covers: ['ranking', 'people'],
    ...largestIncident(() => true, stated('victims_injured')),
  },
  {
    notebook: 'a',
    question: 'How many incidents had five or more victims?',
    covers: ['restricted count', 'people'],
    expect: (rows) => number(count(rows, (r) => (r.num_victims ?? 0) >= 5)),
  },
  {
    notebook: 'a',
    question: 'How many children were among the victims of incidents involving attempted murder?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_children', rowsWhere(rows, has('attempted murder')))),
  },
  {
    notebook: 'a',
    question: 'What was the average ambulance response time to these shootings?',
    covers: ['refusal'],
    expect: refusal,
  },
  // The film researcher.
  {
    notebook: 'a',
    question: 'Researching a crime documentary: which province saw the most attempted murders?',
    covers: ['ranking'],
    ...ranking((rows) => tallyOf(rowsWhere(rows, has('attempted murder')), (r) => r.province)),
  },
  {
    notebook: 'a',
    question: 'How many of the murder cases ended with no arrest at all?',
    covers: ['conjunction'],
    expect: (rows) => number(count(rows, has('murder'), notArrested)),
  },
  {
    notebook: 'a',
    question: 'How old was the oldest suspect whose age is given?',
    covers: ['people'],
    expect: (rows) => {
      const ages = suspectAges(rows);
      if (ages.length === 0) throw new Error('no stated age');
      return number(Math.max(...ages));
    },
  },
  {
    notebook: 'a',
    question: 'In how many incidents was the attacker a family member of the victim?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(count(rows, (r) => r.relationship === 'family')),
  },
  {
    notebook: 'a',
    question: 'Between 2019 and 2021, how many incidents happened on a weekend, a Saturday or a Sunday?',
    covers: ['calendar'],
    expect: (rows) => number(count(rows, within('2019-01-01', '2021-12-31'), weekend)),
  },
  // The neighbourhood watch volunteer.
  {
    notebook: 'a',
    question: 'hey neighbours, were there more house robberies in Gauteng than in KZN? 🏠',
    covers: ['yes/no', 'slang'],
    expect: (rows) =>
      yesNo(
        count(rows, inProvince('Gauteng'), has('house robbery')) >
          count(rows, inProvince('KwaZulu-Natal'), has('house robbery')),
      ),
  },
  {
    notebook: 'a',
    question: 'anyone know how many suspects got bust in Joburg? 🚓',
    covers: ['slang', 'people'],
    expect: (rows) => number(suspectsArrested(rowsWhere(rows, inMunicipality('City of Johannesburg')))),
  },
  {
    notebook: 'a',
    question: 'what % of cases had at least one female victim? 🙏',
    covers: ['share', 'people'],
    expect: (rows) => percentOf(rows, (r) => (r.victims_female ?? 0) > 0),
  },
  {
    notebook: 'a',
    question: 'how many ppl were killed in the Khayelitsa incidents 💔',
    covers: ['misspelling', 'people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_killed', rowsWhere(rows, atPlace('Khayelitsha')))),
  },
  {
    notebook: 'a',
    question: 'when was the latest incident where someone got injured?',
    covers: ['date'],
    expect: (rows) => dateAt(rowsWhere(rows, someoneInjured), 'latest'),
  },

  // Notebook b: Free State, Limpopo, Mpumalanga, North West, Northern Cape.
  // The trauma-unit planner.
  {
    notebook: 'b',
    question: 'How many people were injured in the Mpumalanga and Limpopo incidents together?',
    covers: ['people'],
    expect: (rows) =>
      number(peopleTotal('victims_injured', rowsWhere(rows, inEither('Mpumalanga', 'Limpopo')))),
  },
  {
    notebook: 'b',
    question: 'Which province had the most people killed?',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_killed')),
  },
  {
    notebook: 'b',
    question: 'For paediatric trauma: how many child victims, under 18, are there in total?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_children', rows)),
  },
  {
    notebook: 'b',
    question: 'Over the winter months, June to August, how many people were killed?',
    covers: ['calendar', 'people'],
    expect: (rows) => number(peopleTotal('victims_killed', rowsWhere(rows, inMonths(6, 8)))),
  },
  {
    notebook: 'b',
    question: 'When was the most recent incident in which someone was injured?',
    covers: ['date'],
    expect: (rows) => dateAt(rowsWhere(rows, someoneInjured), 'latest'),
  },
  // The film researcher.
  {
    notebook: 'b',
    question: 'For our documentary: which incident had the most victims?',
    covers: ['ranking', 'people'],
    ...largestIncident(
      () => true,
      (r) => r.num_victims,
    ),
  },
  {
    notebook: 'b',
    question: 'How many rapes were committed by someone the victim knew?',
    covers: ['conjunction', 'people'],
    expect: (rows) => number(count(rows, has('rape'), knewTheAttacker)),
  },
  {
    notebook: 'b',
    question: 'What is the date of the earliest murder in these releases?',
    covers: ['date'],
    expect: (rows) => dateAt(rowsWhere(rows, has('murder')), 'earliest'),
  },
  {
    notebook: 'b',
    question: 'Did the Northern Cape have more rape cases than North West?',
    covers: ['yes/no'],
    expect: (rows) =>
      yesNo(
        count(rows, inProvince('Northern Cape'), has('rape')) >
          count(rows, inProvince('North West'), has('rape')),
      ),
  },
  {
    notebook: 'b',
    question: 'How many of the suspects were women?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('suspects_female', rows)),
  },
  // The neighbourhood watch volunteer.
  {
    notebook: 'b',
    question: 'Hi neighbours 👋 how many house robberys in total?',
    covers: ['misspelling', 'restricted count'],
    expect: (rows) => number(count(rows, has('house robbery'))),
  },
  {
    notebook: 'b',
    question: 'anyone know how many suspects were nabbed for stock theft? 🐄',
    covers: ['slang', 'people'],
    expect: (rows) => number(suspectsArrested(rowsWhere(rows, has('stock theft')))),
  },
  {
    notebook: 'b',
    question: 'what % of cases ended with someone arrested?',
    covers: ['share'],
    expect: (rows) => percentOf(rows, arrested),
  },
  {
    notebook: 'b',
    question: 'were any of these break-ins or robberies during load shedding? ⚡',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question: 'between Dec 2023 and Feb 2024 how many incidents were there?',
    covers: ['calendar', 'slang'],
    expect: (rows) => number(count(rows, within('2023-12-01', '2024-02-29'))),
  },
];

/** The set's questions with their expectations worked out over the development set's ground truth. */
export const fresh23QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH23_QUESTIONS, rows);
