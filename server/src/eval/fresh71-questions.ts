/**
 * The seventy-first fresh question set (blind): thirty questions, fifteen about notebook `a` and
 * fifteen about notebook `b`, written without reading the analyst, the extractor or the other question
 * sets. Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A university criminology lecturer setting exam and tutorial questions: "Calculate ...",
 *    "Determine ...", "Using the notebook, identify ...", "State whether ...", with exact rounding
 *    instructions.
 * 2. A tabloid sub-editor: sensational and short ("bloodbath", "thugs", "gunned down", "horror",
 *    "monsters", "cops", "nabbed", "terror"), exclamation marks, a few slips ("kidnapings", "capitol",
 *    "cash-in-tranist", "Mpumalanaga").
 * 3. A retired nurse who volunteers at a trauma unit: injuries, fatalities, children and the elderly,
 *    in gentle, careful, medical-ish words ("casualties", "wounded", "fatalities", "minors", "admitted").
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is outside every year range, season and weekday,
 *   and is never the earliest or most recent; `published_date` is never read. A weekday is the weekday
 *   of `event_date`; a weekend is its Saturday or Sunday. "Winter" is the southern winter, June to
 *   August of any year. "From 2020 onwards" / "2020 to 2025" include the whole of both end years.
 * - People are sums of the stated figures, a null (unstated) figure adding nothing: `victims_killed`
 *   (killed, lives lost, fatalities, slaughtered, butchered), `victims_injured` (wounded, injured, hurt
 *   but alive), `victims_children` (children, minors, under eighteen), `victims_police` (police
 *   officers, cops, as victims), `suspects_female` (female suspects, "gangster girls"),
 *   `num_suspects_arrested` (suspects arrested, nabbed).
 * - "A child was harmed" is an incident with `victims_children` above zero; "cops among the victims"
 *   is `victims_police` above zero.
 * - "An arrest was made" is `arrest_made === true`; a share of murder incidents with an arrest is over
 *   the rows that hold `murder`, to the stated decimals.
 * - The mean arrests per hijacking is the mean of the stated `num_suspects_arrested` over the rows that
 *   hold `carjacking` or `truck hijacking`. The mean suspect age is over every stated age in
 *   `suspect_ages` (one per suspect) of the province's rows.
 * - "Murder" is the category `murder` (attempted murder is not one); "rape" is `rape`; "kidnapping" is
 *   `kidnapping`; "cash-in-transit" is `cash-in-transit robbery`.
 * - "Municipality" is `municipality` (rows without one are left out), answered as written or without
 *   "City of"; "the City of Johannesburg" is that municipality. KwaZulu-Natal may be answered as "KZN".
 * - "Which incident" is the single incident with the largest figure, named by the parts of its location
 *   no other incident shares.
 * - Comparisons ("how many more from 2020 to 2025 than from 2014 to 2019", "more killed in KZN than in
 *   the Western Cape") are differences of counts or sums over the two selections.
 * - Rankings (municipality by killed, province by arrests, incident by wounded, municipality by
 *   incidents, province by rapes, municipality by killed) each carry their tally; a tie at the top is an
 *   error in the question.
 * - Refusals: the ground truth holds no hospital admissions or lengths of stay, and no victims' ages
 *   (only whether a victim was a child), so "admitted to hospital" and "elderly victims" cannot be
 *   answered.
 */
import {
  anyCrime,
  type BlindQuestion,
  inMonths,
  inMunicipality,
  kznProvinceNames,
  largestIncident,
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
  meanOf,
  municipalityNames,
  number,
  refusal,
  sinceYear,
  weekday,
  weekend,
  within,
} from './ground-truth-questions';

const murder = has('murder');
const rape = has('rape');
const hijacking = anyCrime('carjacking', 'truck hijacking');
const childHarmed = (r: DevRow) => (r.victims_children ?? 0) > 0;
const policeVictim = (r: DevRow) => (r.victims_police ?? 0) > 0;
/** The southern winter: June, July and August of any year. */
const winter = inMonths(6, 8);

const killedByMunicipality = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.municipality,
    (r) => r.victims_killed ?? 0,
  );
const arrestsByProvince = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_suspects_arrested ?? 0,
  );
const incidentsByMunicipality = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.municipality);
const rapesByProvince = (rows: readonly DevRow[]) => tallyOf(rows.filter(rape), (r) => r.province);

export const FRESH71_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the criminology lecturer, on notebook a.
  {
    notebook: 'a',
    question:
      'Calculate the total number of persons killed in Western Cape incidents that occurred between 1 January 2020 and 31 December 2024 (inclusive). Give your answer as a whole number.',
    covers: ['people', 'conjunction', 'restricted count'],
    expect: (rows) =>
      number(
        peopleTotal(
          'victims_killed',
          rowsWhere(rows, inProvince('Western Cape'), within('2020-01-01', '2024-12-31')),
        ),
      ),
  },
  {
    notebook: 'a',
    question:
      'Determine the percentage of murder incidents in the notebook in which at least one arrest was made. Round your answer to one decimal place.',
    covers: ['share', 'conjunction'],
    expect: (rows) => percentage(count(rows, murder, arrested), count(rows, murder), 1),
  },
  {
    notebook: 'a',
    question:
      'Using the notebook, identify the municipality that recorded the highest total number of fatalities.',
    covers: ['ranking', 'people'],
    ...ranking(killedByMunicipality, municipalityNames),
  },
  {
    notebook: 'a',
    question:
      'State whether more people were killed in KwaZulu-Natal than in the Western Cape, according to the notebook (answer yes or no).',
    covers: ['yes/no', 'people'],
    expect: (rows) =>
      yesNo(
        peopleTotal('victims_killed', rows.filter(inProvince('KwaZulu-Natal'))) >
          peopleTotal('victims_killed', rows.filter(inProvince('Western Cape'))),
      ),
  },
  {
    notebook: 'a',
    question:
      'Calculate the mean number of suspects arrested per incident for carjackings and truck hijackings taken together, correct to two decimal places.',
    covers: ['people', 'restricted count'],
    expect: (rows) =>
      meanOf(
        rows.filter(hijacking).map((r) => r.num_suspects_arrested),
        2,
      ),
  },

  // Voice 2, the tabloid sub-editor, on notebook a.
  {
    notebook: 'a',
    question: 'COPS IN THE CROSSHAIRS! Were any cops among the victims in KZN - yes or no?',
    covers: ['yes/no', 'slang'],
    expect: (rows) => yesNo(rows.some((r) => inProvince('KwaZulu-Natal')(r) && policeVictim(r))),
  },
  {
    notebook: 'a',
    question: 'KZN bloodbath! When was the latest murder down there?',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rowsWhere(rows, murder, inProvince('KwaZulu-Natal')), 'latest'),
  },
  {
    notebook: 'a',
    question: 'Thugs nabbed! Which province cuffed the most suspects, all told?',
    covers: ['ranking', 'slang', 'people'],
    ...ranking(arrestsByProvince, kznProvinceNames),
  },
  {
    notebook: 'a',
    question: 'Weekend of horror!! How many murders went down on a Saturday or a Sunday?',
    covers: ['calendar', 'restricted count', 'slang'],
    expect: (rows) => number(count(rows, murder, weekend)),
  },
  {
    notebook: 'a',
    question: 'JOBURG KIDNAP TERROR! How many kidnapings hit the City of Johannesburg from 2020 onwards?',
    covers: ['conjunction', 'misspelling', 'slang', 'restricted count'],
    expect: (rows) =>
      number(count(rows, has('kidnapping'), inMunicipality('City of Johannesburg'), sinceYear(2020))),
  },

  // Voice 3, the retired trauma-unit nurse, on notebook a.
  {
    notebook: 'a',
    question:
      'I would like to know about the wounded. How many people were injured, not killed, in the incidents in the Eastern Cape?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_injured', rows.filter(inProvince('Eastern Cape')))),
  },
  {
    notebook: 'a',
    question:
      'Of the incidents where somebody was murdered, how many of the victims were minors, children under eighteen?',
    covers: ['people', 'conjunction'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(murder))),
  },
  {
    notebook: 'a',
    question:
      'Which single incident left the largest number of people wounded? Just the place where it happened, please.',
    covers: ['ranking', 'people'],
    ...largestIncident(
      () => true,
      (r) => r.victims_injured ?? null,
    ),
  },
  {
    notebook: 'a',
    question:
      'Of all the casualties who were wounded, how many had to be admitted to hospital overnight, and for how long did they stay?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question:
      'The winter months always bring us more trauma cases. How many lives were lost in incidents that happened in June, July or August?',
    covers: ['calendar', 'people'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(winter))),
  },

  // Voice 1, the criminology lecturer, on notebook b.
  {
    notebook: 'b',
    question:
      'Determine the percentage of rape incidents in which at least one victim was a child (under 18). Round to one decimal place.',
    covers: ['share', 'people', 'conjunction'],
    expect: (rows) => percentage(count(rows, rape, childHarmed), count(rows, rape), 1),
  },
  {
    notebook: 'b',
    question:
      'Using the notebook, identify the local or metropolitan municipality with the most recorded incidents.',
    covers: ['ranking'],
    ...ranking(incidentsByMunicipality, municipalityNames),
  },
  {
    notebook: 'b',
    question:
      'Determine how many more incidents occurred in the period 2020 to 2025 than in the period 2014 to 2019 (both inclusive). Undated incidents are to be excluded.',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => excessOf(rows, within('2020-01-01', '2025-12-31'), within('2014-01-01', '2019-12-31')),
  },
  {
    notebook: 'b',
    question:
      'State whether any suspect in a Northern Cape incident is recorded as being younger than 20 years of age.',
    covers: ['yes/no', 'people'],
    expect: (rows) => yesNo(suspectAges(rows.filter(inProvince('Northern Cape'))).some((age) => age < 20)),
  },
  {
    notebook: 'b',
    question:
      'Calculate the mean age of all suspects whose ages are stated for incidents in the Free State, correct to two decimal places.',
    covers: ['people', 'restricted count'],
    expect: (rows) => meanOf(suspectAges(rows.filter(inProvince('Free State'))), 2),
  },

  // Voice 2, the tabloid sub-editor, on notebook b.
  {
    notebook: 'b',
    question: 'FREE STATE BLOODBATH! How many souls were slaughtered in the Free State?!',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(inProvince('Free State')))),
  },
  {
    notebook: 'b',
    question: 'Gangster GIRLS! How many female suspects in this lot?',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('suspects_female', rows)),
  },
  {
    notebook: 'b',
    question: 'CIT terror! When did the thugs pull their most recent cash-in-tranist heist?',
    covers: ['date', 'slang', 'misspelling'],
    expect: (rows) => dateAt(rows.filter(has('cash-in-transit robbery')), 'latest'),
  },
  {
    notebook: 'b',
    question: 'Monsters on the loose! Which province is the rape capitol in this lot?',
    covers: ['ranking', 'slang', 'misspelling'],
    ...ranking(rapesByProvince),
  },
  {
    notebook: 'b',
    question: 'Saturday night terror!! How many of these crimes went down on a Saturday in Mpumalanaga?',
    covers: ['calendar', 'conjunction', 'misspelling', 'slang'],
    expect: (rows) => number(count(rows, inProvince('Mpumalanga'), (r) => weekday(r) === 'Saturday')),
  },

  // Voice 3, the retired trauma-unit nurse, on notebook b.
  {
    notebook: 'b',
    question: 'How many of the victims in the North West incidents were children under eighteen?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(inProvince('North West')))),
  },
  {
    notebook: 'b',
    question: 'Across all of these incidents, how many people were wounded but survived?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_injured', rows)),
  },
  {
    notebook: 'b',
    question: 'In which municipality were the most lives lost, if you would be so kind?',
    covers: ['ranking', 'people'],
    ...ranking(killedByMunicipality, municipalityNames),
  },
  {
    notebook: 'b',
    question:
      'My heart goes out to the old people. How many of the victims were elderly, over the age of seventy?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question: 'What is the earliest date on which a child was harmed in any of these incidents?',
    covers: ['date', 'people'],
    expect: (rows) => dateAt(rows.filter(childHarmed), 'earliest'),
  },
];

export const fresh71QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH71_QUESTIONS, rows);
