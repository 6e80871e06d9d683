/**
 * The hundred-and-fifty-fourth fresh question set (blind): thirty questions, fifteen about notebook `a`
 * and fifteen about notebook `b`, written without reading the analyst, the extractor or the other
 * question sets. Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A news editor checking a reporter's draft line by line: short, blunt, quoting the draft ("the draft
 *    says X - correct?", "confirm the figure"), newsroom shorthand ("KZN", "CIT heists", "cops").
 * 2. A social worker at a trauma centre: gentle, long phrasing, thinks of the people as survivors, asks
 *    about women, children and those left injured, and makes the odd slip ("survivers", "arested").
 * 3. A provincial legislature committee clerk preparing a briefing: formal ("kindly", "the province",
 *    "the period under review"), municipality names, one slip ("muncipality").
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is outside every window and is never the earliest
 *   or the most recent; `published_date` is never read. "From 1 January 2020 to 31 December 2022" and
 *   "since the beginning of 2020" include their first (and last) day.
 * - People are sums of the stated figures: `victims_killed` (killed, persons killed), `victims_injured`
 *   (survived but were left injured, injured survivors), `victims_children` (children under eighteen
 *   among those harmed), `victims_police` (police officers, cops, among the victims, on or off duty),
 *   `victims_female` / `victims_male` (women and girls / men and boys among those harmed, killed or not),
 *   `num_suspects_arrested` (suspects arrested), `suspects_female` (women among the suspects, arrested
 *   or sought). A null (unstated) figure adds nothing.
 * - "An incident in which a child was among those harmed" is a row whose `victims_children` is above 0.
 * - "The person responsible was a partner, a family member or someone the victim knew" is a
 *   `relationship` of `partner`, `family` or `acquaintance`; a stranger or an unstated tie is not.
 * - The share of those harmed who were women and girls is the sum of `victims_female` over the sum of
 *   `victims_female` and `victims_male`, nearest whole percent. The share of a province's incidents
 *   that led to an arrest is the rows with `arrest_made === true` over all its rows; the share of
 *   incidents that involved rape is over all the notebook's rows; both nearest whole percent.
 * - "Nobody has been arrested yet" is `arrest_made === false` (an unstated arrest is not).
 * - "CIT heists" are `cash-in-transit robbery`; "murder" is `murder` alone (not attempted murder or
 *   culpable homicide); "rape" is `rape`; "kidnapping" is `kidnapping`.
 * - "More people killed in KZN than in the Western Cape" is the sum of `victims_killed` of each
 *   province compared strictly (equal is a No). "How many more murder incidents in P than in Q" is the
 *   difference of the counts; P must have more.
 * - The Lismor farm attack is the one row whose `location` holds "Lismor"; its `victims_killed`.
 * - The average suspect age in a province is the mean of every stated age in `suspect_ages` of its rows
 *   (one per suspect), nearest whole year.
 * - Rankings each carry their tally, and a tie at the top is an error in the question: the province
 *   with the most murder incidents, the province with the most suspects arrested (sum of
 *   `num_suspects_arrested`), the Eastern Cape municipality with the most suspects arrested and the
 *   Free State municipality with the most incidents (rows without a municipality left out; answered as
 *   written or without "City of"). KwaZulu-Natal may be answered as "KZN".
 * - Refusals: the ground truth (and the releases) hold no days spent in hospital, no survivor's
 *   disability, and no population to take a rate per 100 000 residents from.
 */
import {
  atPlace,
  type BlindQuestion,
  femaleVictims,
  inMunicipality,
  knewTheAttacker,
  kznProvinceNames,
  peopleTotal,
  percentage,
  ranking,
  rowsWhere,
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
  excessOf,
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

const cit = has('cash-in-transit robbery');
const murder = has('murder');
const rape = has('rape');
/** An incident in which at least one child (under eighteen) was among those harmed. */
const childHarmed = (r: DevRow) => (r.victims_children ?? 0) > 0;

/** The killed of the rows that pass every test. */
const killedWhere =
  (...tests: ((r: DevRow) => boolean)[]) =>
  (rows: readonly DevRow[]) =>
    peopleTotal('victims_killed', rowsWhere(rows, ...tests));

/** The one incident whose location holds the word; none or several is an error in the question. */
function onlyIncident(rows: readonly DevRow[], word: string): DevRow {
  const found = rows.filter(atPlace(word));
  if (found.length !== 1 || !found[0]) throw new Error(`${found.length} incidents at "${word}"`);
  return found[0];
}

const murderProvinceTally = (rows: readonly DevRow[]) => tallyOf(rows.filter(murder), (r) => r.province);
const arrestsByProvince = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_suspects_arrested ?? 0,
  );
const easternCapeArrestsByMunicipality = (rows: readonly DevRow[]) =>
  tallyOf(
    rows.filter(inProvince('Eastern Cape')),
    (r) => r.municipality,
    (r) => r.num_suspects_arrested ?? 0,
  );
const freeStateMunicipalityTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(inProvince('Free State')), (r) => r.municipality);

export const FRESH154_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the news editor, on notebook a.
  {
    notebook: 'a',
    question: 'Draft says more people were killed in KZN than in the Western Cape. Correct? Yes or no.',
    covers: ['yes/no', 'people', 'conjunction'],
    expect: (rows) =>
      yesNo(killedWhere(inProvince('KwaZulu-Natal'))(rows) > killedWhere(inProvince('Western Cape'))(rows)),
  },
  {
    notebook: 'a',
    question: 'Confirm the figure: total suspects arrested across all the CIT heists in here.',
    covers: ['people', 'restricted count', 'slang'],
    expect: (rows) => number(suspectsArrested(rows.filter(cit))),
  },
  {
    notebook: 'a',
    question:
      'Reporter has the latest kidnapping as April 2025 - what is the actual date of the most recent kidnapping?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(has('kidnapping')), 'latest'),
  },
  {
    notebook: 'a',
    question:
      'Para 6 of the draft: how many cops were among the victims in total, on or off duty? Need the exact number.',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_police', rows)),
  },
  {
    notebook: 'a',
    question:
      'The draft claims the Eastern Cape had the most murder cases of the four provinces. Which province actually had the most murder incidents?',
    covers: ['ranking', 'restricted count'],
    ...ranking(murderProvinceTally, kznProvinceNames),
  },

  // Voice 2, the social worker at a trauma centre, on notebook a.
  {
    notebook: 'a',
    question:
      'I support survivors at a trauma centre and I am trying to get a sense of how much help is needed. Across all of these reports, how many people survived their attack but were left injured?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_injured', rows)),
  },
  {
    notebook: 'a',
    question:
      'Thinking about the people who were harmed in these incidents, where the reports say whether they were female or male, what percentage of them were women and girls? A whole number is fine.',
    covers: ['share', 'people'],
    expect: (rows) => {
      const female = femaleVictims(rows);
      return percentage(female, female + peopleTotal('victims_male', rows));
    },
  },
  {
    notebook: 'a',
    question:
      'Many of the survivors I see were hurt by someone close to them. In how many of these incidents was the person responsible a partner, a family member or someone the victim already knew?',
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, knewTheAttacker)),
  },
  {
    notebook: 'a',
    question:
      'For our planning, could you tell me on average how many days the injured survivers spent in hospital after these attacks?',
    covers: ['refusal', 'misspelling'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question:
      'When did the earliest incident in these reports happen in which a child under 18 was among those harmed? I would like the date of the incident itself, please.',
    covers: ['date', 'people'],
    expect: (rows) => dateAt(rows.filter(childHarmed), 'earliest'),
  },

  // Voice 3, the committee clerk, on notebook a.
  {
    notebook: 'a',
    question:
      'Kindly provide the number of incidents recorded in the City of Cape Town Metropolitan Municipality during the period under review.',
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, inMunicipality('City of Cape Town'))),
  },
  {
    notebook: 'a',
    question:
      'Kindly indicate which municipality in the Eastern Cape province recorded the highest number of suspects arrested during the period under review.',
    covers: ['ranking', 'people'],
    ...ranking(easternCapeArrestsByMunicipality, municipalityNames),
  },
  {
    notebook: 'a',
    question:
      "For the committee's briefing, what percentage of the incidents in the province of KwaZulu-Natal led to an arrest? Kindly round to the nearest whole percent.",
    covers: ['share'],
    expect: (rows) => percentOf(rows.filter(inProvince('KwaZulu-Natal')), arrested),
  },
  {
    notebook: 'a',
    question:
      'Kindly confirm how many incidents were recorded in Gauteng province from 1 January 2020 to 31 December 2022.',
    covers: ['calendar', 'conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, inProvince('Gauteng'), within('2020-01-01', '2022-12-31'))),
  },
  {
    notebook: 'a',
    question:
      'Kindly provide the murder rate per 100 000 residents for each municipality in the Western Cape province for the period under review.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 1, the news editor, on notebook b.
  {
    notebook: 'b',
    question:
      'Confirm the figure - how many people were killed in the Lismor farm attack near Kestell? Draft says seven.',
    covers: ['people'],
    expect: (rows) => number(onlyIncident(rows, 'Lismor').victims_killed ?? 0),
  },
  {
    notebook: 'b',
    question:
      'Draft line says North West arrested more suspects than any other province. Which province really had the most suspects arrested?',
    covers: ['ranking', 'people'],
    ...ranking(arrestsByProvince),
  },
  {
    notebook: 'b',
    question: 'Were any of the suspects women? Reporter wrote that every suspect was a man.',
    covers: ['yes/no', 'people'],
    expect: (rows) => yesNo(peopleTotal('suspects_female', rows) > 0),
  },
  {
    notebook: 'b',
    question:
      'The draft says the oldest case in the notebook goes back to 2016. Date of the earliest incident?',
    covers: ['date'],
    expect: (rows) => dateAt(rows, 'earliest'),
  },
  {
    notebook: 'b',
    question:
      "Reporter says 'one in five incidents involved rape'. Check it - what % of incidents actually involved rape?",
    covers: ['share', 'restricted count'],
    expect: (rows) => percentOf(rows, rape),
  },

  // Voice 2, the social worker at a trauma centre, on notebook b.
  {
    notebook: 'b',
    question:
      'Could you please tell me, of all the people who were harmed in these incidents, how many were women or girls, where the reports say so?',
    covers: ['people'],
    expect: (rows) => number(femaleVictims(rows)),
  },
  {
    notebook: 'b',
    question:
      'I counsel children who have survived sexual violence. In the rape cases in these reports, how many of the people harmed were children under the age of eighteen?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(rape))),
  },
  {
    notebook: 'b',
    question:
      'It worries me deeply when survivors see nobody held accountable. Is there any rape case in these reports where nobody has been arested yet?',
    covers: ['yes/no', 'conjunction', 'misspelling'],
    expect: (rows) => yesNo(count(rows, rape, notArrested) > 0),
  },
  {
    notebook: 'b',
    question:
      'Since the beginning of 2020, in how many of these incidents was at least one child among the people who were harmed?',
    covers: ['calendar', 'conjunction', 'people'],
    expect: (rows) => number(count(rows, childHarmed, sinceYear(2020))),
  },
  {
    notebook: 'b',
    question:
      'We try to make sure our rooms are accessible, so I wondered: how many of the survivors in these reports were living with a disability?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the committee clerk, on notebook b.
  {
    notebook: 'b',
    question:
      'Kindly indicate which muncipality in the Free State province recorded the highest number of incidents during the period under review.',
    covers: ['ranking', 'misspelling'],
    ...ranking(freeStateMunicipalityTally, municipalityNames),
  },
  {
    notebook: 'b',
    question:
      'Kindly advise the committee of the total number of persons killed in the province of the Northern Cape during the period under review.',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(killedWhere(inProvince('Northern Cape'))(rows)),
  },
  {
    notebook: 'b',
    question:
      'Kindly indicate how many more murder incidents were recorded in the Free State than in Mpumalanga.',
    covers: ['conjunction', 'restricted count'],
    expect: (rows) =>
      excessOf(
        rows,
        (r) => murder(r) && inProvince('Free State')(r),
        (r) => murder(r) && inProvince('Mpumalanga')(r),
      ),
  },
  {
    notebook: 'b',
    question: 'Kindly state the date of the most recent incident recorded in the North West province.',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(inProvince('North West')), 'latest'),
  },
  {
    notebook: 'b',
    question:
      'Kindly provide the average age of the suspects in the province of Limpopo, where their ages are stated, rounded to the nearest year.',
    covers: ['people'],
    expect: (rows) => meanOf(suspectAges(rows.filter(inProvince('Limpopo'))), 0),
  },
];

export const fresh154QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH154_QUESTIONS, rows);
