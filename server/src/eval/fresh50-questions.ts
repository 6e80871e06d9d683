/**
 * The fiftieth fresh question set, written blind: thirty questions, fifteen about each notebook, in
 * three voices that each put five questions to each notebook. Written from the development set's README
 * and ground truth alone, without reading the analyst, the extractor or any other question set.
 *
 * The voices:
 * 1. A municipal ward councillor: in notebook `a` she sits in the City of Cape Town (and looks at the
 *    Western Cape towns around it), in notebook `b` in Mangaung (Bloemfontein, Thaba Nchu, Glen) with the
 *    rest of the Free State around it. Windows are "since the start of winter" with the month and year
 *    written out; she asks how many arrests, and whether anyone was arrested at all.
 * 2. A criminology lecturer preparing a tutorial: precise wording ("both X and Y were recorded",
 *    "excluding", "mean number of victims per incident", "the modal province"), decimals as stated.
 * 3. A community radio presenter reading listener messages aloud: slang (izinkabi, tsotsis, amaphara,
 *    the cops, hijackers), misspellings, "which day of the week"/"which month", the date of one incident
 *    named by its place and crime, and one question per notebook the releases never answer.
 *
 * The readings, throughout:
 * - One release is one incident, and a notebook's questions are answered over its own fifty rows.
 * - A crime "was recorded" when it is in the row's `crimes`; "killings" and "murders" are incidents with
 *   `murder`; "hijackings" are `carjacking` or `truck hijacking`; "stock theft" is `stock theft`.
 * - Places: a municipality is the row's `municipality` exactly (a null municipality is in none); a town,
 *   suburb or township is matched as a word in the row's `location`. "Outside the City of Cape Town" is
 *   a Western Cape row whose municipality is not the City of Cape Town. The township or suburb of a Cape
 *   Town incident is the last comma-separated part of its location ("Site B, Khayelitsha" is Khayelitsha).
 * - Windows: "since the start of winter in June 2019" runs from 1 June 2019 to the end of the data;
 *   "from June 2023 to the end of December 2023" is 1 June to 31 December 2023, both ends included. An
 *   undated incident (`event_date` null) is in no window and in no weekday or month tally, but it does
 *   count in questions that have no window (totals of arrests or of people killed).
 * - Weekdays and months come from `event_date`; a month "of the year" pools every year.
 * - "Arrests" and "suspects arrested" are the sum of `num_suspects_arrested` (null adds nothing);
 *   "was anyone arrested" is `arrest_made` of the one incident named, and a null would be an error.
 * - People: "killed" sums `victims_killed`, "police officers among the victims"/"cops who were victims"
 *   sums `victims_police`, "child victims"/"under 18" reads `victims_children`; a null figure is not
 *   stated and adds nothing. "At least one victim under 18" is `victims_children` above zero, so a null
 *   counts as not shown to have one. Male and female suspects read `suspects_male`/`suspects_female`.
 * - A mean "per incident" of victims is over the incidents whose `num_victims` is stated (a stated zero
 *   counts), rounded to the decimals asked for. A share's base is every incident of the selection; "no
 *   arrest made" is `arrest_made` false (a null would stay in the base but not in the part).
 * - A ranking's tally is shown beside it; the modal province counts incidents per province.
 * - A date question names one incident by its place and crime; exactly one row must match.
 * - Refusals, checked by searching every release text (title and body) of the notebook: in `a`, "bail"
 *   occurs once (release on Hillbrow: a suspect "out on bail in three other cases"), and no release states
 *   any bail amount, the KwaNobuhle taxi hijacking included; in `b`, "tavern" occurs once (Kgomotso: the
 *   mother came "from a tavern"), never with the tavern's name, and no "shebeen" occurs.
 */
import type { Expectation } from './answer-matching';
import {
  anyCrime,
  atPlace,
  type BlindQuestion,
  inMunicipality,
  kznProvinceNames,
  not,
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
  has,
  inProvince,
  meanOf,
  month,
  municipalityNames,
  notArrested,
  number,
  refusal,
  weekday,
  within,
} from './ground-truth-questions';

const MONTH_NAMES = [
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

const CAPE_TOWN = 'City of Cape Town';
const MANGAUNG = 'Mangaung';

/** The month an incident happened in, by name; undated incidents have none. */
const monthName = (r: DevRow) => {
  const m = month(r);
  return m === undefined ? undefined : MONTH_NAMES[m - 1];
};

/** The township or suburb of an incident: the last comma-separated part of its location. */
export const suburbOf = (r: DevRow) => r.location.split(',').at(-1)?.trim() || undefined;

/** The one incident that passes every test; none or several is an error in the question. */
function theIncident(rows: readonly DevRow[], ...tests: ((r: DevRow) => boolean)[]): DevRow {
  const found = rowsWhere(rows, ...tests);
  if (found.length !== 1) throw new Error(`expected one incident, found ${found.length}`);
  return found[0] as DevRow;
}

/** The date of the one incident that passes every test. */
function dateOfIncident(rows: readonly DevRow[], ...tests: ((r: DevRow) => boolean)[]): Expectation {
  const row = theIncident(rows, ...tests);
  if (row.event_date === null) throw new Error(`no date for ${row.location}`);
  return { kind: 'date', value: row.event_date };
}

/** Whether anyone was arrested for the one incident that passes every test. */
function arrestFor(rows: readonly DevRow[], ...tests: ((r: DevRow) => boolean)[]): Expectation {
  const row = theIncident(rows, ...tests);
  if (row.arrest_made === null) throw new Error(`arrest not stated for ${row.location}`);
  return yesNo(row.arrest_made);
}

const atLeastOneChild = (r: DevRow) => (r.victims_children ?? 0) > 0;
const maleAndFemaleSuspects = (r: DevRow) => (r.suspects_male ?? 0) > 0 && (r.suspects_female ?? 0) > 0;

export const FRESH50_QUESTIONS: BlindQuestion[] = [
  // The ward councillor, notebook a: the City of Cape Town and the Western Cape towns around it.
  {
    notebook: 'a',
    question:
      "I'm a ward councillor in the City of Cape Town. Since the start of winter in June 2019, how many incidents in our municipality involved a murder or an attempted murder?",
    covers: ['restricted count', 'calendar'],
    expect: (rows) =>
      number(
        count(
          rows,
          inMunicipality(CAPE_TOWN),
          within('2019-06-01', '9999-12-31'),
          anyCrime('murder', 'attempted murder'),
        ),
      ),
  },
  {
    notebook: 'a',
    question:
      'In the City of Cape Town, how many police officers were among the victims of the incidents in these releases?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_police', rowsWhere(rows, inMunicipality(CAPE_TOWN)))),
  },
  {
    notebook: 'a',
    question:
      "Was anyone arrested for the break-in at the provincial police commissioner's house in Panorama?",
    covers: ['yes/no'],
    expect: (rows) => arrestFor(rows, atPlace('Panorama')),
  },
  {
    notebook: 'a',
    question:
      'Looking at the towns near us in the Western Cape but outside the City of Cape Town, like Botrivier, Moorreesburg, Malmesbury and Mossel Bay: how many arrests were made there altogether?',
    covers: ['people', 'restricted count'],
    expect: (rows) =>
      number(suspectsArrested(rowsWhere(rows, inProvince('Western Cape'), not(inMunicipality(CAPE_TOWN))))),
  },
  {
    notebook: 'a',
    question: 'Which township or suburb of the City of Cape Town had the most incidents in these releases?',
    covers: ['ranking'],
    ...ranking((rows) => tallyOf(rowsWhere(rows, inMunicipality(CAPE_TOWN)), suburbOf)),
  },

  // The ward councillor, notebook b: Mangaung and the rest of the Free State.
  {
    notebook: 'b',
    question:
      "I'm a ward councillor in Mangaung. From the start of last winter in June 2023 to the end of December 2023, how many incidents happened in our municipality?",
    covers: ['restricted count', 'calendar'],
    expect: (rows) => number(count(rows, inMunicipality(MANGAUNG), within('2023-06-01', '2023-12-31'))),
  },
  {
    notebook: 'b',
    question: 'How many suspects were arrested in total across the incidents in Mangaung municipality?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(suspectsArrested(rowsWhere(rows, inMunicipality(MANGAUNG)))),
  },
  {
    notebook: 'b',
    question:
      'Was anyone arrested for the theft of the 80 sheep from the Spitskop Trust Farm area near Thaba Nchu?',
    covers: ['yes/no'],
    expect: (rows) => arrestFor(rows, atPlace('Thaba Nchu'), has('stock theft')),
  },
  {
    notebook: 'b',
    question: 'How many people were killed in incidents in the Free State altogether?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_killed', rowsWhere(rows, inProvince('Free State')))),
  },
  {
    notebook: 'b',
    question: 'Which municipality in the Free State lost the most people to killings?',
    covers: ['ranking', 'people'],
    ...ranking(
      (rows) =>
        tallyOf(
          rowsWhere(rows, inProvince('Free State')),
          (r) => r.municipality,
          (r) => r.victims_killed ?? 0,
        ),
      (key) => [...new Set(municipalityNames(key))],
    ),
  },

  // The criminology lecturer, notebook a.
  {
    notebook: 'a',
    question: 'For my tutorial: in how many incidents were both murder and attempted murder recorded?',
    covers: ['conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, has('murder'), has('attempted murder'))),
  },
  {
    notebook: 'a',
    question:
      'What is the mean number of victims per incident, to one decimal place, across the incidents in which murder was recorded, leaving out any incident whose victim count is not stated?',
    covers: ['people', 'restricted count'],
    expect: (rows) =>
      meanOf(
        rowsWhere(rows, has('murder')).map((r) => r.num_victims),
        1,
      ),
  },
  {
    notebook: 'a',
    question:
      'Of the incidents in which murder was recorded, what percentage had no arrest made, to one decimal place?',
    covers: ['share', 'conjunction'],
    expect: (rows) => percentage(count(rows, has('murder'), notArrested), count(rows, has('murder')), 1),
  },
  {
    notebook: 'a',
    question:
      'Among the incidents in which kidnapping was recorded, excluding those that also recorded extortion, which is the modal province?',
    covers: ['ranking', 'conjunction'],
    ...ranking(
      (rows) => tallyOf(rowsWhere(rows, has('kidnapping'), not(has('extortion'))), (r) => r.province),
      kznProvinceNames,
    ),
  },
  {
    notebook: 'a',
    question: 'How many child victims, under 18, were recorded in incidents in which rape was not recorded?',
    covers: ['people', 'conjunction'],
    expect: (rows) => number(peopleTotal('victims_children', rowsWhere(rows, not(has('rape'))))),
  },

  // The criminology lecturer, notebook b.
  {
    notebook: 'b',
    question: 'How many incidents recorded murder but not armed robbery?',
    covers: ['conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, has('murder'), not(has('armed robbery')))),
  },
  {
    notebook: 'b',
    question:
      'Of the incidents in which rape was recorded, what percentage had at least one victim under 18? Give it to one decimal place.',
    covers: ['share', 'people'],
    expect: (rows) => percentage(count(rows, has('rape'), atLeastOneChild), count(rows, has('rape')), 1),
  },
  {
    notebook: 'b',
    question:
      'Excluding incidents that also recorded kidnapping, what is the mean number of victims per incident among the incidents in which murder was recorded, to one decimal place?',
    covers: ['people', 'conjunction'],
    expect: (rows) =>
      meanOf(
        rowsWhere(rows, has('murder'), not(has('kidnapping'))).map((r) => r.num_victims),
        1,
      ),
  },
  {
    notebook: 'b',
    question:
      'Which is the modal province among the incidents in which illegal firearm possession was recorded?',
    covers: ['ranking'],
    ...ranking(
      (rows) => tallyOf(rowsWhere(rows, has('illegal firearm possession')), (r) => r.province),
      kznProvinceNames,
    ),
  },
  {
    notebook: 'b',
    question:
      'In how many incidents were both at least one male suspect and at least one female suspect recorded?',
    covers: ['conjunction', 'people'],
    expect: (rows) => number(count(rows, maleAndFemaleSuspects)),
  },

  // The community radio presenter, notebook a.
  {
    notebook: 'a',
    question:
      'A listener in Pietermaritzburg asks: on which date was that tavern shooting in Sweetwaters, the one where four people died?',
    covers: ['date'],
    expect: (rows) => dateOfIncident(rows, atPlace('Sweetwaters'), has('murder')),
  },
  {
    notebook: 'a',
    question:
      'Bra Sipho from Umlazi says the izinkabi in KZN always strike on weekends. Which day of the week did most of the killings in KZN actually happen?',
    covers: ['slang', 'calendar', 'ranking'],
    ...ranking((rows) => tallyOf(rowsWhere(rows, inProvince('KwaZulu-Natal'), has('murder')), weekday)),
  },
  {
    notebook: 'a',
    question:
      'Next message: how many hijackers did the cops lock up altogether, car and truck hijackers together?',
    covers: ['slang', 'people'],
    expect: (rows) => number(suspectsArrested(rowsWhere(rows, anyCrime('carjacking', 'truck hijacking')))),
  },
  {
    notebook: 'a',
    question: 'Sho, a listener wants to know how many pple got killd in Kayelitsha?',
    covers: ['misspelling', 'people'],
    expect: (rows) => number(peopleTotal('victims_killed', rowsWhere(rows, atPlace('Khayelitsha')))),
  },
  {
    notebook: 'a',
    question:
      'Gogo from KwaNobuhle wants to know how much bail the court gave the tsotsis who hijacked the jikeleza taxi there.',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },

  // The community radio presenter, notebook b.
  {
    notebook: 'b',
    question: 'When did that hijacking of the VW Polo at Mhala happen, the one where the passenger got shot?',
    covers: ['date'],
    expect: (rows) => dateOfIncident(rows, atPlace('Mhala'), has('carjacking')),
  },
  {
    notebook: 'b',
    question: 'Which month of the year do the tsotsis in North West strike the most?',
    covers: ['slang', 'calendar', 'ranking'],
    ...ranking((rows) => tallyOf(rowsWhere(rows, inProvince('North West')), monthName)),
  },
  {
    notebook: 'b',
    question:
      'A listener asks how many of the cops themselves were victims, hurt or killed, in all these stories?',
    covers: ['slang', 'people'],
    expect: (rows) => number(peopleTotal('victims_police', rows)),
  },
  {
    notebook: 'b',
    question:
      'Caller says amaphara are taking sheep and cattle everywhere: how many stok theft cases were there in the Free Sate?',
    covers: ['misspelling', 'slang', 'restricted count'],
    expect: (rows) => number(count(rows, inProvince('Free State'), has('stock theft'))),
  },
  {
    notebook: 'b',
    question:
      'A listener from Taung asks: what was the name of the tavern the mother of the little girl from Kgomotso had been drinking at?',
    covers: ['refusal'],
    expect: refusal,
  },
];

export const fresh50QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH50_QUESTIONS, rows);
