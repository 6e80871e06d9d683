/**
 * The hundred-and-thirteenth fresh question set (blind): thirty questions, fifteen about notebook `a`
 * and fifteen about notebook `b`, written without reading the analyst, the extractor or the other
 * question sets. Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A Xitsonga-speaking taxi-rank marshal: short and direct, mixing in Xitsonga ("vanhu lava
 *    dlayiweke" for the people killed, "maphorisa" for the police, "vana" for children, "ina kumbe e-e"
 *    for yes or no, "swingani" for how many), rank slang ("hijack", "CIT heist") and a few slips of
 *    spelling ("kidnaping", "Saterday", "Mpumalnga").
 * 2. An ombudsman's investigator: formal, findings-style ("It is noted that...", "The investigator
 *    requests confirmation of...", "in respect of"), every figure asked for with its scope spelled out.
 * 3. A high-school history teacher: frames each question against a historical era (the democratic
 *    transition, a presidency, the COVID-19 state of disaster, "the last decade", "the post-2016
 *    period"), always with the era's precise first and last day stated in the question.
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is outside every era, date range, weekday and
 *   month, and is never the earliest or latest; `published_date` is never read. An era is the
 *   inclusive range of the first and last days the question states. A weekend is a Saturday or Sunday
 *   of `event_date`; a month "in any year" is the month of `event_date` whatever its year.
 * - Crime categories: "murder" is `murder` alone (not attempted murder, not culpable homicide);
 *   "kidnapping" / "kidnaping" is `kidnapping`; "hijack" is `carjacking` alone (not truck hijacking);
 *   "CIT heist" / "cash-in-transit robbery" is `cash-in-transit robbery`; "house robbery" is
 *   `house robbery`; "rape" is `rape`; "stock theft" is `stock theft`; "illegal firearm" is
 *   `illegal firearm possession`.
 * - People are sums of the stated figures: `victims_killed` (vanhu lava dlayiweke, persons killed),
 *   `victims_children` (vana, child victims), `victims_police` (maphorisa, members of the SAPS as
 *   victims), `victims_female` (female victims), `num_suspects_arrested` (suspects arrested). A null
 *   (unstated) figure adds nothing. An incident "in which a police officer was a victim" is one whose
 *   `victims_police` is at least one.
 * - "No arrest was made" is `arrest_made === false`; "led to an arrest" is `arrest_made === true`; an
 *   unstated arrest is neither.
 * - A farm incident is a row whose `location` holds the word "farm" (any case).
 * - Places: a province is `province` (KwaZulu-Natal may be answered as "KZN"); a municipality is
 *   `municipality` (rows without one are left out of a municipality's figures and rankings), answered
 *   as written or without "City of"; "Cape Town metro" is the `City of Cape Town` municipality.
 * - Shares are of incidents (rows), over the rows of the stated scope (the whole notebook, or the rows
 *   dated within the stated era), to the nearest whole percent; a share lying exactly halfway is an
 *   error in the question.
 * - "How many more in X than in Y" is the difference of the two counts or sums; X must have more.
 * - Rankings (the province with the most people killed, the municipality with the most people killed,
 *   the municipality with the most suspects arrested in an era) each carry their tally; a tie at the top
 *   is an error in the question.
 * - Refusals: the ground truth holds no time of day of an incident, no convictions or sentences, and no
 *   bail granted to suspects; a question resting on any of them is answered by saying the events do
 *   not record it.
 */
import {
  atPlace,
  type BlindQuestion,
  femaleVictims,
  inMunicipality,
  kznProvinceNames,
  peopleByProvince,
  peopleTotal,
  ranking,
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
  month,
  municipalityNames,
  notArrested,
  number,
  percentOf,
  refusal,
  weekday,
  weekend,
  within,
} from './ground-truth-questions';

const murder = has('murder');
const kidnapping = has('kidnapping');
const cit = has('cash-in-transit robbery');
/** A police officer is among the victims: a stated figure of at least one. */
const policeVictim = (r: DevRow) => (r.victims_police ?? 0) >= 1;
const onAFarm = atPlace('farm');

/** The eras the teacher names, each with the inclusive first and last day the question states. */
const POST_2016 = within('2017-01-01', '2025-12-31');
const ZUMA_YEARS = within('2009-05-09', '2018-02-14');
const RAMAPHOSA_YEARS = within('2018-02-15', '2025-12-31');
const LAST_DECADE_A = within('2015-01-01', '2024-12-31');
const LAST_DECADE_B = within('2016-01-01', '2025-12-31');
const SINCE_TRANSITION = within('1994-04-27', '9999-12-31');
const COVID_DISASTER = within('2020-03-15', '2022-04-04');
const SIXTH_ADMINISTRATION = within('2019-05-25', '2024-06-13');

/** The people killed per municipality (rows without a municipality left out). */
const killedByMunicipality = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.municipality,
    (r) => r.victims_killed ?? 0,
  );

/** The suspects arrested per municipality over the last decade, 2016 to 2025. */
const arrestsByMunicipalityLastDecade = (rows: readonly DevRow[]) =>
  tallyOf(
    rows.filter(LAST_DECADE_B),
    (r) => r.municipality,
    (r) => r.num_suspects_arrested ?? 0,
  );

export const FRESH113_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the taxi-rank marshal, on notebook a.
  {
    notebook: 'a',
    question: 'KZN side - vanhu lava dlayiweke, swingani? Total killed in KwaZulu-Natal only.',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(inProvince('KwaZulu-Natal')))),
  },
  {
    notebook: 'a',
    question: 'Maphorisa among the victims, Cape Town metro - swingani altogether?',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_police', rows.filter(inMunicipality('City of Cape Town')))),
  },
  {
    notebook: 'a',
    question: 'Any kidnaping on a weekend, Saterday or Sunday? Ina kumbe e-e.',
    covers: ['yes/no', 'calendar', 'misspelling'],
    expect: (rows) => yesNo(count(rows, kidnapping, weekend) > 0),
  },
  {
    notebook: 'a',
    question: 'Vana - how many children were victims, all the incidents together?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_children', rows)),
  },
  {
    notebook: 'a',
    question: 'Swingani happened at night, after 6 in the evening? We close the rank at dark, must know.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the ombudsman's investigator, on notebook a.
  {
    notebook: 'a',
    question:
      'It is noted that a number of the releases concern incidents in which nobody was taken into custody. The investigator requests confirmation of the percentage of all incidents in this notebook in respect of which no arrest was made, to the nearest whole percent.',
    covers: ['share'],
    expect: (rows) => percentOf(rows, notArrested),
  },
  {
    notebook: 'a',
    question:
      'The investigator requests confirmation of the total number of suspects arrested in respect of incidents that occurred in the Eastern Cape province.',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(suspectsArrested(rows.filter(inProvince('Eastern Cape')))),
  },
  {
    notebook: 'a',
    question:
      'It is noted that the loss of life is unevenly distributed. The investigator requests confirmation of the municipality in respect of which the greatest number of persons were killed.',
    covers: ['ranking', 'people'],
    ...ranking(killedByMunicipality, municipalityNames),
  },
  {
    notebook: 'a',
    question:
      'The investigator requests confirmation of the number of arrested suspects who were subsequently convicted, and of the sentences imposed in respect of each conviction.',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question:
      'The investigator requests confirmation of the date of the earliest incident in respect of which a member of the South African Police Service is recorded as a victim.',
    covers: ['date', 'conjunction'],
    expect: (rows) => dateAt(rows.filter(policeVictim), 'earliest'),
  },

  // Voice 3, the history teacher, on notebook a.
  {
    notebook: 'a',
    question:
      'For my Grade 11 class on the post-2016 period, taken as 1 January 2017 to 31 December 2025 inclusive: how many incidents involving murder were recorded in the Eastern Cape?',
    covers: ['calendar', 'conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, murder, inProvince('Eastern Cape'), POST_2016)),
  },
  {
    notebook: 'a',
    question:
      'Comparing two presidencies - the Zuma years (9 May 2009 to 14 February 2018) and the Ramaphosa years (15 February 2018 to 31 December 2025) - how many more people were killed in the Ramaphosa years than in the Zuma years?',
    covers: ['people', 'calendar', 'conjunction'],
    expect: (rows) =>
      excessOf(rows, RAMAPHOSA_YEARS, ZUMA_YEARS, (selected) => peopleTotal('victims_killed', selected)),
  },
  {
    notebook: 'a',
    question:
      'Over the last decade, which for this lesson runs from 1 January 2015 to 31 December 2024, what percentage of the incidents dated in that decade involved a kidnapping? Please round to a whole percent.',
    covers: ['share', 'calendar'],
    expect: (rows) => percentOf(rows.filter(LAST_DECADE_A), kidnapping),
  },
  {
    notebook: 'a',
    question:
      'Since the democratic transition - counting from the first democratic election on 27 April 1994 - on what date did the earliest house robbery in these releases take place?',
    covers: ['date', 'calendar'],
    expect: (rows) =>
      dateAt(
        rows.filter((r) => has('house robbery')(r) && SINCE_TRANSITION(r)),
        'earliest',
      ),
  },
  {
    notebook: 'a',
    question:
      'During the COVID-19 national state of disaster, 15 March 2020 to 4 April 2022, was any cash-in-transit robbery recorded in KwaZulu-Natal? Yes or no, please.',
    covers: ['yes/no', 'calendar', 'conjunction'],
    expect: (rows) => yesNo(count(rows, cit, inProvince('KwaZulu-Natal'), COVID_DISASTER) > 0),
  },

  // Voice 1, the taxi-rank marshal, on notebook b.
  {
    notebook: 'b',
    question: 'Which province has the most vanhu lava dlayiweke? Just the province.',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_killed'), kznProvinceNames),
  },
  {
    notebook: 'b',
    question: 'North West, maphorisa among the victims - swingani?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_police', rows.filter(inProvince('North West')))),
  },
  {
    notebook: 'b',
    question: 'Vana in the rape cases - how many child victims total?',
    covers: ['people', 'conjunction'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(has('rape')))),
  },
  {
    notebook: 'b',
    question: 'CIT heist in Mpumalnga, any? Ina kumbe e-e.',
    covers: ['yes/no', 'slang', 'misspelling'],
    expect: (rows) => yesNo(count(rows, cit, inProvince('Mpumalanga')) > 0),
  },
  {
    notebook: 'b',
    question: 'Saterday only - swingani incidents, any crime at all?',
    covers: ['calendar', 'misspelling'],
    expect: (rows) => number(count(rows, (r) => weekday(r) === 'Saturday')),
  },

  // Voice 2, the ombudsman's investigator, on notebook b.
  {
    notebook: 'b',
    question:
      'The investigator requests confirmation of the total number of suspects arrested in respect of incidents within the Mangaung municipality.',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(suspectsArrested(rows.filter(inMunicipality('Mangaung')))),
  },
  {
    notebook: 'b',
    question:
      'It is noted that members of the Service were themselves among the victims in some matters. The investigator requests confirmation of the percentage of all incidents in this notebook in respect of which at least one police officer is recorded as a victim.',
    covers: ['share', 'people'],
    expect: (rows) => percentOf(rows, policeVictim),
  },
  {
    notebook: 'b',
    question:
      'The investigator requests confirmation of the total amount of bail granted to the arrested suspects, in respect of every incident in which bail was granted.',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question:
      'The investigator requests confirmation of how many more female victims are recorded in respect of the Free State than in respect of Mpumalanga.',
    covers: ['people', 'conjunction'],
    expect: (rows) =>
      excessOf(rows, inProvince('Free State'), inProvince('Mpumalanga'), (selected) =>
        femaleVictims(selected),
      ),
  },
  {
    notebook: 'b',
    question:
      'It is noted that some matters remain without an arrest. The investigator requests confirmation of the date of the most recent incident in respect of which no arrest was made.',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(notArrested), 'latest'),
  },

  // Voice 3, the history teacher, on notebook b.
  {
    notebook: 'b',
    question:
      'In the post-2016 period, which my class defines as 1 January 2017 to 31 December 2025 inclusive, how many rape incidents were recorded in the Northern Cape?',
    covers: ['calendar', 'conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, has('rape'), inProvince('Northern Cape'), POST_2016)),
  },
  {
    notebook: 'b',
    question:
      'Over the last decade, taken here as 1 January 2016 to 31 December 2025, which municipality saw the most suspects arrested in total?',
    covers: ['ranking', 'calendar', 'people'],
    ...ranking(arrestsByMunicipalityLastDecade, municipalityNames),
  },
  {
    notebook: 'b',
    question:
      'Mandela was born in July, so my learners want to know: taking every year together, how many incidents took place in the month of July?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, (r) => month(r) === 7)),
  },
  {
    notebook: 'b',
    question:
      'During the COVID-19 national state of disaster, from 15 March 2020 to 4 April 2022, was any murder recorded on a farm? Yes or no.',
    covers: ['yes/no', 'calendar', 'conjunction'],
    expect: (rows) => yesNo(count(rows, murder, onAFarm, COVID_DISASTER) > 0),
  },
  {
    notebook: 'b',
    question:
      'Under the sixth democratic administration, from 25 May 2019 to 13 June 2024, what percentage of the incidents dated in that period led to an arrest, to the nearest whole percent?',
    covers: ['share', 'calendar'],
    expect: (rows) => percentOf(rows.filter(SIXTH_ADMINISTRATION), arrested),
  },
];

export const fresh113QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH113_QUESTIONS, rows);
