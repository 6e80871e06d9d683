/**
 * The twenty-second fresh question set, written blind: without reading the analyst, the answering
 * engine, the extractor or any earlier question set, from the development set's README and the ground
 * truth of its notebooks `a` and `b` alone. Its voices: a parliamentary journalist covering the police
 * portfolio committee, the owner of a crime-stats account on Twitter/X (terse, hashtags, abbreviations)
 * and a trade union's shop steward for security guards, about five questions each per notebook.
 *
 * Readings:
 * - An incident is one release (one row); a crime "involved" in it is one of its `crimes`. A murder
 *   incident is one whose crimes include murder; "car hijacking" is carjacking, a "CIT heist" is a
 *   cash-in-transit robbery, "zama zama busts" are illegal mining, an "illegal firearm" charge is
 *   illegal firearm possession.
 * - A window is on `event_date`, both ends inclusive; an undated incident falls in no window (nor before
 *   or after any date). "The 2023/24 financial year" is 1 April 2023 to 31 March 2024.
 * - A share is the percentage of the notebook's incidents (or of those named) that pass, to the nearest
 *   whole percent; "ended without an arrest" is `arrest_made` false.
 * - People are sums of the stated figures: victims `num_victims`, killed `victims_killed`, injured
 *   `victims_injured`, children `victims_children`, police victims `victims_police`, female suspects
 *   `suspects_female`, suspects arrested `num_suspects_arrested`; a null figure is not stated and adds
 *   nothing. "At least one" is a stated figure above nought; "nobody killed" is `victims_killed` stated
 *   as nought. A mean age is over the stated `suspect_ages`, one per suspect.
 * - A ranking names the single top key of its tally (provinces, municipalities or crimes), which never
 *   ties; a yes/no comparison is "Yes" only when the first side is strictly more.
 * - Refused: what a portfolio committee budgeted for the investigations and whether the guards attacked
 *   belonged to a trade union. No release mentions Parliament, a committee, a budget or a union.
 */

import {
  anyCrime,
  type BlindQuestion,
  before,
  peopleByProvince,
  peopleTotal,
  ranking,
  rowsWhere,
  suspectAges,
  suspectsArrested,
  tallyOf,
  victims,
  yesNo,
} from './blind-sets';
import type { DevRow } from './dev-set';
import {
  casesOf,
  count,
  crimeNames,
  dateAt,
  has,
  inProvince,
  meanOf,
  municipalityNames,
  notArrested,
  number,
  percentOf,
  refusal,
  sinceYear,
  within,
} from './ground-truth-questions';

export const FRESH22_QUESTIONS: BlindQuestion[] = [
  // Notebook a: Gauteng, KwaZulu-Natal, Western Cape, Eastern Cape.
  // The parliamentary journalist.
  {
    notebook: 'a',
    question:
      'Briefing note for the police portfolio committee: how many incidents in KwaZulu-Natal involved a murder?',
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, inProvince('KwaZulu-Natal'), has('murder'))),
  },
  {
    notebook: 'a',
    question:
      "Ahead of Tuesday's committee sitting: how many police officers were among the victims in incidents from 1 January 2019 onwards?",
    covers: ['people', 'calendar'],
    expect: (rows) => number(peopleTotal('victims_police', rowsWhere(rows, sinceYear(2019)))),
  },
  {
    notebook: 'a',
    question: 'What percentage of the incidents ended without anyone being arrested?',
    covers: ['share'],
    expect: (rows) => percentOf(rows, notArrested),
  },
  {
    notebook: 'a',
    question: 'Which province accounts for the largest number of people killed?',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_killed')),
  },
  {
    notebook: 'a',
    question:
      "How much has Parliament's police portfolio committee budgeted for the investigations into these cases?",
    covers: ['refusal'],
    expect: refusal,
  },
  // The crime-stats account on Twitter/X.
  {
    notebook: 'a',
    question: '#CrimeStatsSA car hijack + kidnapping in the same case, how many? 🚗',
    covers: ['conjunction', 'slang'],
    expect: (rows) => number(count(rows, has('carjacking'), has('kidnapping'))),
  },
  {
    notebook: 'a',
    question: 'earliest #CIT heist date in here?',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rowsWhere(rows, has('cash-in-transit robbery')), 'earliest'),
  },
  {
    notebook: 'a',
    question: '#WC vs #EC: more murder cases in EC? y/n 🧵',
    covers: ['yes/no', 'slang'],
    expect: (rows) =>
      yesNo(
        count(rows, inProvince('Eastern Cape'), has('murder')) >
          count(rows, inProvince('Western Cape'), has('murder')),
      ),
  },
  {
    notebook: 'a',
    question: 'top crime category overall? #CrimeStatsSA',
    covers: ['ranking', 'slang'],
    ...ranking(
      (rows) =>
        tallyOf(
          rows.flatMap((r) => r.crimes),
          (crime) => crime,
        ),
      crimeNames,
    ),
  },
  {
    notebook: 'a',
    question: 'avg suspect age in KZN cases, 1 dp pls #stats',
    covers: ['people', 'slang'],
    expect: (rows) => meanOf(suspectAges(rowsWhere(rows, inProvince('KwaZulu-Natal'))), 1),
  },
  // The shop steward for security guards.
  {
    notebook: 'a',
    question:
      'I am a shop steward for security guards. How many people were injured in the cash-in-transit (CIT) robberies?',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_injured', rowsWhere(rows, has('cash-in-transit robbery')))),
  },
  {
    notebook: 'a',
    question: 'How many business robberies also involved an illegal firearm?',
    covers: ['conjunction'],
    expect: (rows) => number(count(rows, has('business robbery'), has('illegal firearm possession'))),
  },
  {
    notebook: 'a',
    question: 'In the truck hijackings, how many suspects were arrested altogether?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(suspectsArrested(rowsWhere(rows, has('truck hijacking')))),
  },
  {
    notebook: 'a',
    question: 'Which municipality had the most incidents with illegal firearm possesion charges?',
    covers: ['ranking', 'misspelling'],
    ...ranking(
      (rows) => tallyOf(rowsWhere(rows, has('illegal firearm possession')), (r) => r.municipality),
      municipalityNames,
    ),
  },
  {
    notebook: 'a',
    question:
      'Between June 2018 and December 2021, how many armed robberies, business robberies or cash-in-transit robberies were there?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) =>
      number(
        count(
          rows,
          within('2018-06-01', '2021-12-31'),
          anyCrime('armed robbery', 'business robbery', 'cash-in-transit robbery'),
        ),
      ),
  },

  // Notebook b: Free State, Limpopo, Mpumalanga, North West, Northern Cape.
  // The parliamentary journalist.
  {
    notebook: 'b',
    question:
      'For my portfolio committee story: how many murder incidents were recorded in Limpopo and Mpumalanga combined?',
    covers: ['restricted count'],
    expect: (rows) =>
      number(count(rows, has('murder'), (r) => r.province === 'Limpopo' || r.province === 'Mpumalanga')),
  },
  {
    notebook: 'b',
    question: 'What percentage of the incidents had at least one police officer among the victims?',
    covers: ['share', 'people'],
    expect: (rows) => percentOf(rows, (r) => (r.victims_police ?? 0) > 0),
  },
  {
    notebook: 'b',
    question: 'Which province had the highest number of suspects arrested?',
    covers: ['ranking', 'people'],
    ...ranking((rows) =>
      tallyOf(
        rows,
        (r) => r.province,
        (r) => r.num_suspects_arrested ?? 0,
      ),
    ),
  },
  {
    notebook: 'b',
    question: 'How many incidents fall in the 2023/24 financial year, 1 April 2023 to 31 March 2024?',
    covers: ['calendar'],
    expect: (rows) => number(count(rows, within('2023-04-01', '2024-03-31'))),
  },
  {
    notebook: 'b',
    question: 'When did the earliest incident in North West take place?',
    covers: ['date'],
    expect: (rows) => dateAt(rowsWhere(rows, inProvince('North West')), 'earliest'),
  },
  // The crime-stats account on Twitter/X.
  {
    notebook: 'b',
    question: '#NC rape cases: how many victims were kids? 😡',
    covers: ['people', 'slang'],
    expect: (rows) =>
      number(peopleTotal('victims_children', rowsWhere(rows, inProvince('Northern Cape'), has('rape')))),
  },
  {
    notebook: 'b',
    question: 'zama zama busts: total ppl arrested? ⛏️',
    covers: ['slang', 'people'],
    expect: (rows) => number(suspectsArrested(rowsWhere(rows, has('illegal mining')))),
  },
  {
    notebook: 'b',
    question: '% of incidents w/ at least 1 female suspect? #WomenInCrime',
    covers: ['share', 'slang'],
    expect: (rows) => percentOf(rows, (r) => (r.suspects_female ?? 0) > 0),
  },
  {
    notebook: 'b',
    question: 'latest #kidnaping case date?',
    covers: ['date', 'misspelling'],
    expect: (rows) => dateAt(rowsWhere(rows, has('kidnapping')), 'latest'),
  },
  {
    notebook: 'b',
    question: 'NW more ppl killed than MP? y/n',
    covers: ['yes/no', 'slang', 'people'],
    expect: (rows) =>
      yesNo(
        peopleTotal('victims_killed', rowsWhere(rows, inProvince('North West'))) >
          peopleTotal('victims_killed', rowsWhere(rows, inProvince('Mpumalanga'))),
      ),
  },
  // The shop steward for security guards.
  {
    notebook: 'b',
    question:
      'Our members work on cash vans. Across the cash-in-transit robberies, how many victims were there in total?',
    covers: ['people'],
    expect: (rows) => number(victims(rowsWhere(rows, has('cash-in-transit robbery')))),
  },
  {
    notebook: 'b',
    question: 'How many business robberies happened before 2020?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, has('business robbery'), before('2020-01-01'))),
  },
  {
    notebook: 'b',
    question: 'Apart from murder, which crime shows up in the most incidents?',
    covers: ['ranking'],
    ...ranking(
      (rows) =>
        tallyOf(
          rows.flatMap((r) => r.crimes).filter((crime) => crime !== 'murder'),
          (crime) => crime,
        ),
      crimeNames,
    ),
  },
  {
    notebook: 'b',
    question: 'In how many incidents was somebody injured but nobody killed?',
    covers: ['conjunction', 'people'],
    expect: (rows) =>
      number(
        count(
          rows,
          (r) => (r.victims_injured ?? 0) > 0,
          (r) => r.victims_killed === 0,
        ),
      ),
  },
  {
    notebook: 'b',
    question: 'How many of the security guards who were attacked belonged to a trade union?',
    covers: ['refusal'],
    expect: refusal,
  },
];

/** The set's questions with their expectations worked out over the development set's ground truth. */
export const fresh22QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH22_QUESTIONS, rows);
