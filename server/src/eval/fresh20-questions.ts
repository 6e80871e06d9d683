/**
 * The twentieth fresh question set, written blind: by someone who had not read the analyst, the
 * extractor or any earlier question set, and who will not see the product's answers before the set is
 * run once, first try. Thirty questions, fifteen about each development notebook, in three new voices:
 * a city councillor's constituency office clerk (wards, municipalities, plain counts for a report), a
 * public-health epidemiologist studying violent injury (the killed, the injured, children, shares), and a
 * magazine features writer (the biggest, the first, the season, the telling detail). Every expectation
 * is computed from the development set's ground truth, never typed by hand.
 *
 * Readings:
 * - An incident is one release (one row of the ground truth). An incident "involves" a crime when the
 *   crime is among its `crimes`; "X combined with Y" means both are among them, "X or Y" either of them.
 *   Livestock rustling is stock theft.
 * - A municipality is the `municipality` field ("the City of Johannesburg", "Cape Town" for the City of
 *   Cape Town); an incident without one is in none.
 * - A calendar window is on `event_date`, both ends inclusive ("between June 2017 and June 2023" is
 *   1 June 2017 to 30 June 2023; "after 2020" starts on 1 January 2021); months named without a year
 *   ("March, April and May") are those months of any year; an undated incident is in no window.
 * - People are sums of the stated figures over the incidents (a null adds nothing): the injured
 *   `victims_injured`, the killed `victims_killed`, children `victims_children`, victims `num_victims`,
 *   female victims `victims_female`, suspects arrested `num_suspects_arrested`. A suspect's age is one
 *   entry of `suspect_ages`. "Attacked by an acquaintance" is a `relationship` of acquaintance.
 * - A share of incidents is of all the notebook's incidents; the share of victims killed is the summed
 *   killed over the summed victims. Both to the nearest whole percent.
 * - A ranking names a single top key (province, municipality, crime, or one incident by its place) by
 *   the count or the sum the question asks for; the set's checks prove no tie at the top.
 * - Refused, because no release in either notebook says it: the weather at the time of an incident,
 *   and whether a victim was pregnant.
 */
import {
  any,
  type BlindQuestion,
  inMonths,
  inMunicipality,
  largestIncident,
  peopleByProvince,
  peopleTotal,
  ranking,
  suspectAges,
  tallyOf,
  victims,
  yesNo,
} from './blind-sets';
import type { AnswerCase, DevRow } from './dev-set';
import {
  casesOf,
  count,
  crimeNames,
  dateAt,
  has,
  inProvince,
  municipalityNames,
  number,
  percentOf,
  refusal,
  rounded,
  sinceYear,
  sum,
  within,
} from './ground-truth-questions';

export const FRESH20_QUESTIONS: BlindQuestion[] = [
  // Notebook a. The constituency office clerk.
  {
    notebook: 'a',
    question: 'How many incidents were recorded in the City of Johannesberg?',
    covers: ['restricted count', 'misspelling'],
    expect: (rows) => number(count(rows, inMunicipality('City of Johannesburg'))),
  },
  {
    notebook: 'a',
    question:
      'For the ward report: how many incidents happened in Ekurhuleni between June 2017 and June 2023?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, inMunicipality('Ekurhuleni'), within('2017-06-01', '2023-06-30'))),
  },
  {
    notebook: 'a',
    question: 'Which Gauteng municipality had the most suspects arrested?',
    covers: ['ranking', 'people'],
    ...ranking(
      (rows) =>
        tallyOf(
          rows.filter(inProvince('Gauteng')),
          (r) => r.municipality,
          (r) => r.num_suspects_arrested ?? 0,
        ),
      municipalityNames,
    ),
  },
  {
    notebook: 'a',
    question: 'How many incidents in Cape Town involved murder or attempted murder?',
    covers: ['conjunction', 'restricted count'],
    expect: (rows) =>
      number(count(rows, inMunicipality('City of Cape Town'), any(has('murder'), has('attempted murder')))),
  },
  {
    notebook: 'a',
    question: 'Did the Western Cape have more incidents than the Eastern Cape?',
    covers: ['yes/no'],
    expect: (rows) =>
      yesNo(count(rows, inProvince('Western Cape')) > count(rows, inProvince('Eastern Cape'))),
  },
  // Notebook a. The epidemiologist.
  {
    notebook: 'a',
    question: 'How many ppl were injured in total across all the incidents?',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_injured', rows)),
  },
  {
    notebook: 'a',
    question: 'Of all the victims counted, what percentage were killed, to the nearest whole percent?',
    covers: ['share', 'people'],
    expect: (rows) => {
      const all = victims(rows);
      if (all === 0) throw new Error('no victims to take a share of');
      return number(rounded((100 * peopleTotal('victims_killed', rows)) / all, 0));
    },
  },
  {
    notebook: 'a',
    question: 'Which province had the highest number of people injured?',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_injured')),
  },
  {
    notebook: 'a',
    question: 'How many children under 18 were victims in incidents involving murder?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(has('murder')))),
  },
  {
    notebook: 'a',
    question: 'Between 1 January 2020 and 31 December 2021, how many people were killed?',
    covers: ['calendar', 'people'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(within('2020-01-01', '2021-12-31')))),
  },
  // Notebook a. The features writer.
  {
    notebook: 'a',
    question: 'Which single incident had the most victims? Where did it happen?',
    covers: ['ranking', 'people'],
    ...largestIncident(
      () => true,
      (r) => r.num_victims,
    ),
  },
  {
    notebook: 'a',
    question: 'When did the first rape in these releases happen?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(has('rape')), 'earliest'),
  },
  {
    notebook: 'a',
    question: 'Were there any poaching cases in the Western Cape after 2020?',
    covers: ['yes/no', 'calendar'],
    expect: (rows) => yesNo(count(rows, has('poaching'), inProvince('Western Cape'), sinceYear(2021)) > 0),
  },
  {
    notebook: 'a',
    question: 'How many incidents happened in the autumn months of March, April and May?',
    covers: ['calendar'],
    expect: (rows) => number(count(rows, inMonths(3, 5))),
  },
  {
    notebook: 'a',
    question: 'What was the weather like on the nights of the shootings?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Notebook b. The constituency office clerk.
  {
    notebook: 'b',
    question: 'How many incidents were in Mangaung?',
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, inMunicipality('Mangaung'))),
  },
  {
    notebook: 'b',
    question: 'How many incidents happened in the Free State during 2023?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, inProvince('Free State'), within('2023-01-01', '2023-12-31'))),
  },
  {
    notebook: 'b',
    question: 'Which municipality recorded the most suspects arrested?',
    covers: ['ranking', 'people'],
    ...ranking(
      (rows) =>
        tallyOf(
          rows,
          (r) => r.municipality,
          (r) => r.num_suspects_arrested ?? 0,
        ),
      municipalityNames,
    ),
  },
  {
    notebook: 'b',
    question: 'Did Limpopo have fewer victims than Mpumalanga?',
    covers: ['yes/no', 'people'],
    expect: (rows) =>
      yesNo(victims(rows.filter(inProvince('Limpopo'))) < victims(rows.filter(inProvince('Mpumalanga')))),
  },
  {
    notebook: 'b',
    question: 'On what date was the most recent incident in North West?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(inProvince('North West')), 'latest'),
  },
  // Notebook b. The epidemiologist.
  {
    notebook: 'b',
    question: 'How many people were killed in incidents from July 2020 to June 2022?',
    covers: ['calendar', 'people'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(within('2020-07-01', '2022-06-30')))),
  },
  {
    notebook: 'b',
    question: 'What share of the incidents involved murder, to the nearest percent?',
    covers: ['share'],
    expect: (rows) => percentOf(rows, has('murder')),
  },
  {
    notebook: 'b',
    question: 'How many female victims were there in the rape cases?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(sum(rows.filter(has('rape')).map((r) => r.victims_female))),
  },
  {
    notebook: 'b',
    question: 'In how many incidents was the victim attacked by an acquaintance?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(count(rows, (r) => r.relationship === 'acquaintance')),
  },
  {
    notebook: 'b',
    question:
      'Epidemiologically it matters: how many of the victims were pregnant at the time of the attack?',
    covers: ['refusal'],
    expect: refusal,
  },
  // Notebook b. The features writer.
  {
    notebook: 'b',
    question: 'Which type of crime was most common in Limpopo?',
    covers: ['ranking'],
    ...ranking(
      (rows) =>
        tallyOf(
          rows.filter(inProvince('Limpopo')).flatMap((r) => r.crimes),
          (crime) => crime,
        ),
      crimeNames,
    ),
  },
  {
    notebook: 'b',
    question: 'When was the earliest rape in the notebook?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(has('rape')), 'earliest'),
  },
  {
    notebook: 'b',
    question: 'How many cases combined rape with kidnapping?',
    covers: ['conjunction'],
    expect: (rows) => number(count(rows, has('rape'), has('kidnapping'))),
  },
  {
    notebook: 'b',
    question: 'How many livestock rustling cases were there in the Free State?',
    covers: ['slang', 'restricted count'],
    expect: (rows) => number(count(rows, has('stock theft'), inProvince('Free State'))),
  },
  {
    notebook: 'b',
    question: "Whats the oldest suspect's age in the Northen Cape?",
    covers: ['people', 'misspelling'],
    expect: (rows) => number(Math.max(...suspectAges(rows.filter(inProvince('Northern Cape'))))),
  },
];

/** The set's questions with their expectations worked out over the development set's ground truth. */
export const fresh20QuestionCases = (rows: readonly DevRow[]): AnswerCase[] =>
  casesOf(FRESH20_QUESTIONS, rows);
