/**
 * The thirteenth fresh question set, written blind: without reading the analyst, the extractor, the
 * benchmarks, the decisions or any earlier question set, from the development set's README and ground
 * truth alone. Three voices ask about each notebook, about five questions each: an emergency-medicine
 * trauma researcher (deaths, injuries, children, the share of violent incidents), a long-distance
 * trucking association's safety manager (truck hijackings, carjackings, cash-in-transit robberies,
 * kidnapped drivers, quarters) and a local TV news producer (where to send the crew, the latest story,
 * weekends, quick comparisons for the bulletin). Every expectation is computed from the ground truth.
 *
 * Readings:
 * - An incident is one release (one row). "X incidents", "X cases" or "Xs" are the incidents whose
 *   `crimes` include X; an incident with two of the crimes asked about counts once. "Both X and Y"
 *   needs both; "X or Y" either.
 * - Slang: a "hijacking" of a car is `carjacking`, of a truck `truck hijacking`; a "CIT heist" is a
 *   `cash-in-transit robbery`; "cops" are police officers (`victims_police`); "Joburg" is the City of
 *   Johannesburg metro (`municipality`); "WC" is the Western Cape province.
 * - Windows (years, halves, quarters, "since") are on `event_date`, both ends inclusive; an undated
 *   incident is in no window. A weekend is a Saturday or Sunday of `event_date`.
 * - People: killed, injured, children and police among the victims are the sums of `victims_killed`,
 *   `victims_injured`, `victims_children` and `victims_police`; female and male victims of
 *   `victims_female` and `victims_male`; suspects arrested of `num_suspects_arrested`. A null (not
 *   stated) figure adds nothing.
 * - A share is the part over the whole times 100, rounded to the nearest whole percent: incidents over
 *   the incidents asked about, or female victims over the female and male victims (the victims whose
 *   sex is recorded).
 * - A ranking names its single top key (municipality, province, or for "which incident" the place of
 *   the incident); no question's top place ties. Earliest and latest are `event_date`s of the incidents
 *   asked about.
 * - Refused: population rates and victims' medical-aid cover, which no release records.
 */
import {
  any,
  type BlindQuestion,
  femaleVictims,
  inMunicipality,
  kznProvinceNames,
  largestIncident,
  maleVictims,
  peopleByProvince,
  peopleTotal,
  percentage,
  ranking,
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
  municipalityNames,
  number,
  percentOf,
  refusal,
  weekend,
  within,
} from './ground-truth-questions';

const both =
  (...crimes: string[]) =>
  (r: DevRow) =>
    crimes.every((crime) => r.crimes.includes(crime));

export const FRESH13_QUESTIONS: BlindQuestion[] = [
  // Notebook a: the trauma researcher.
  {
    notebook: 'a',
    question: 'For our trauma registry: how many people were killed in total in the KwaZulu-Natal incidents?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(inProvince('KwaZulu-Natal')))),
  },
  {
    notebook: 'a',
    question:
      'In the incidents that carried both a murder and an attempted murder charge, how many people survived with injuries?',
    covers: ['conjunction', 'people'],
    expect: (rows) => number(peopleTotal('victims_injured', rows.filter(both('murder', 'attempted murder')))),
  },
  {
    notebook: 'a',
    question: 'Which single incident left the most people injured?',
    covers: ['ranking', 'people'],
    ...largestIncident(
      () => true,
      (r) => r.victims_injured ?? null,
    ),
  },
  {
    notebook: 'a',
    question: 'What percentage of all the incidents involved a murder or an attempted murder?',
    covers: ['share'],
    expect: (rows) => percentOf(rows, any(has('murder'), has('attempted murder'))),
  },
  {
    notebook: 'a',
    question: 'What is the rate of gunshot injuries per 100 000 population in each province?',
    covers: ['refusal'],
    expect: refusal,
  },
  // Notebook a: the trucking association's safety manager.
  {
    notebook: 'a',
    question: 'How many truck hijackings and CIT heists are in here altogether?',
    covers: ['slang', 'restricted count'],
    expect: (rows) => number(count(rows, any(has('truck hijacking'), has('cash-in-transit robbery')))),
  },
  {
    notebook: 'a',
    question: 'When did the most recent truck hijacking take place?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(has('truck hijacking')), 'latest'),
  },
  {
    notebook: 'a',
    question:
      'Our drivers are sometimes taken along when a rig is hijacked. Since 1 January 2019, how many incidents involved a kidnapping?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, has('kidnapping'), within('2019-01-01', '9999-12-31'))),
  },
  {
    notebook: 'a',
    question: 'Were there more carjackings than truck hijackings?',
    covers: ['yes/no'],
    expect: (rows) => yesNo(count(rows, has('carjacking')) > count(rows, has('truck hijacking'))),
  },
  {
    notebook: 'a',
    question: 'How many suspects were arrested for cash-in-tranist robberies?',
    covers: ['misspelling', 'people'],
    expect: (rows) => number(suspectsArrested(rows.filter(has('cash-in-transit robbery')))),
  },
  // Notebook a: the TV news producer.
  {
    notebook: 'a',
    question: "What's the latest murder we have on file for Joburg?",
    covers: ['slang', 'date'],
    expect: (rows) =>
      dateAt(rows.filter(has('murder')).filter(inMunicipality('City of Johannesburg')), 'latest'),
  },
  {
    notebook: 'a',
    question: 'Which municipality had the most incidents? Need to know where to send the crew.',
    covers: ['ranking'],
    ...ranking((rows) => tallyOf(rows, (r) => r.municipality), municipalityNames),
  },
  {
    notebook: 'a',
    question: 'How many incidents happened in the first half of 2022?',
    covers: ['calendar'],
    expect: (rows) => number(count(rows, within('2022-01-01', '2022-06-30'))),
  },
  {
    notebook: 'a',
    question: 'Quick one for the bulletin: were more cops among the victims in WC than in Gauteng?',
    covers: ['yes/no', 'slang', 'people'],
    expect: (rows) =>
      yesNo(
        peopleTotal('victims_police', rows.filter(inProvince('Western Cape'))) >
          peopleTotal('victims_police', rows.filter(inProvince('Gauteng'))),
      ),
  },
  {
    notebook: 'a',
    question: 'How many kidnappings in Gauetng?',
    covers: ['misspelling', 'restricted count'],
    expect: (rows) => number(count(rows, has('kidnapping'), inProvince('Gauteng'))),
  },

  // Notebook b: the trauma researcher.
  {
    notebook: 'b',
    question: 'How many children were among the victims in the Northern Cape?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(inProvince('Northern Cape')))),
  },
  {
    notebook: 'b',
    question: 'How many people died in the incidents that involved both a murder and a kidnapping?',
    covers: ['conjunction', 'people'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(both('murder', 'kidnapping')))),
  },
  {
    notebook: 'b',
    question: 'Of the victims whose sex is recorded, what percentage were female?',
    covers: ['share', 'people'],
    expect: (rows) => percentage(femaleVictims(rows), femaleVictims(rows) + maleVictims(rows)),
  },
  {
    notebook: 'b',
    question: 'Which province recorded the most deaths?',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_killed'), kznProvinceNames),
  },
  {
    notebook: 'b',
    question: 'How many of the injured victims had medical aid?',
    covers: ['refusal'],
    expect: refusal,
  },
  // Notebook b: the trucking association's safety manager.
  {
    notebook: 'b',
    question: 'How many hijackings, car or truck, took place in Mpumalanga?',
    covers: ['slang', 'restricted count'],
    expect: (rows) =>
      number(count(rows, any(has('carjacking'), has('truck hijacking')), inProvince('Mpumalanga'))),
  },
  {
    notebook: 'b',
    question: 'When was the earliest cash-in-transit robbery on record here?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(has('cash-in-transit robbery')), 'earliest'),
  },
  {
    notebook: 'b',
    question: 'For our quarterly board pack: how many incidents were there in Q3 2022?',
    covers: ['calendar'],
    expect: (rows) => number(count(rows, within('2022-07-01', '2022-09-30'))),
  },
  {
    notebook: 'b',
    question: 'Was there more than one truck hijacking?',
    covers: ['yes/no'],
    expect: (rows) => yesNo(count(rows, has('truck hijacking')) > 1),
  },
  {
    notebook: 'b',
    question: 'How many suspects were aressted over CIT heists?',
    covers: ['misspelling', 'slang', 'people'],
    expect: (rows) => number(suspectsArrested(rows.filter(has('cash-in-transit robbery')))),
  },
  // Notebook b: the TV news producer.
  {
    notebook: 'b',
    question: 'Which municipality keeps coming up the most in these releases?',
    covers: ['ranking'],
    ...ranking((rows) => tallyOf(rows, (r) => r.municipality), municipalityNames),
  },
  {
    notebook: 'b',
    question: "What's the date of the most recent incident in the whole notebook?",
    covers: ['date'],
    expect: (rows) => dateAt(rows, 'latest'),
  },
  {
    notebook: 'b',
    question: 'How many incidents took place over a weekend?',
    covers: ['calendar'],
    expect: (rows) => number(count(rows, weekend)),
  },
  {
    notebook: 'b',
    question: 'Were more people killed in the Free State than in North West and Limpopo combined?',
    covers: ['yes/no', 'people'],
    expect: (rows) =>
      yesNo(
        peopleTotal('victims_killed', rows.filter(inProvince('Free State'))) >
          peopleTotal('victims_killed', rows.filter(any(inProvince('North West'), inProvince('Limpopo')))),
      ),
  },
  {
    notebook: 'b',
    question: 'How many rape cases came out of the Nothern Cape?',
    covers: ['misspelling', 'restricted count'],
    expect: (rows) => number(count(rows, has('rape'), inProvince('Northern Cape'))),
  },
];

/** The set's questions with their expectations worked out over the development set's ground truth. */
export const fresh13QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH13_QUESTIONS, rows);
