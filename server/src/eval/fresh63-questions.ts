/**
 * The sixty-third fresh question set, written blind (without reading the analyst, the extractor, the
 * corpus code or any earlier fresh set): thirty questions, fifteen about notebook `a` and fifteen about
 * notebook `b`, in three voices that each put five questions to each notebook.
 *
 * The voices:
 * - A retired detective fact-checking for a newspaper: terse, police jargon and abbreviations (CIT,
 *   "perps", "the accused", Y/N), yes/no checks on single incidents and dates.
 * - A public-health epidemiologist: deaths against injuries, victims by sex and age group, shares and
 *   rates, and two periods compared.
 * - A student journalist texting in a hurry: shorthand and misspellings ("hw many", "ppl", "wknd",
 *   "munis", "2022 vs 2023"), rankings of places and months, "top 3" lists.
 *
 * The readings chosen (every expectation is computed from the ground-truth rows of the question's own
 * notebook by the code below):
 * - One row is one incident. "Incidents", "cases" and "files" count rows.
 * - Every date window (a year, a half, a quarter, "since 2020", a weekend) reads `event_date` alone; a row
 *   without `event_date` is in no window, no month, no weekday and no date answer, whatever its
 *   `published_date`. A year is the year of `event_date`. A weekend is a Saturday or Sunday `event_date`.
 *   "The first half" is January–June and "the second half" July–December; "the July to September quarter
 *   of every year" is months 7–9 of `event_date` in any year; "since 2020" is `event_date` on or after
 *   2020-01-01.
 * - People are the people model's figures, and a figure that is not stated (null or absent) adds
 *   nothing: "killed"/"deaths"/"dead" is `victims_killed`; "injured"/"wounded"/"non-fatal injuries" is
 *   `victims_injured`; "children"/"under 18" is `victims_children`; "cops"/"police officers among the
 *   victims" is `victims_police`; "victims" is `num_victims`; "female victims" is `victims_female`;
 *   "people arrested"/"accused arrested"/"perps arrested" is `num_suspects_arrested`; "female perps" is
 *   `suspects_female` (arrested or sought).
 * - "Taken into custody", "anyone arrested" and "the perps were nabbed" read `arrest_made` being true.
 * - Crimes read the fixed vocabulary of `crimes`: "CIT" is `cash-in-transit robbery`; "rape" is `rape`;
 *   "sexual offence" is `rape` or `sexual assault`; "a kidnapping charge" is `kidnapping`; "unlicensed
 *   firearm cases" is `illegal firearm possession`.
 * - Places read `province` ("NW" is North West) and `municipality`; a single incident is picked out by a
 *   word of its `location` that no other row of its notebook shares, and a question about it is an error
 *   unless exactly one row matches and the field it reads is stated.
 * - "Of the victims whose sex is reported, what share were female": the sum of `victims_female` over the
 *   sum of `victims_female` and `victims_male`, whatever `num_victims` says.
 * - "Children as a share of all victims": the sum of `victims_children` over the sum of `num_victims`.
 * - "What proportion of casualties died": the sum of `victims_killed` over the sum of `victims_killed`
 *   and `victims_injured`, one decimal.
 * - "Did the dead outnumber the wounded" is Yes only when `victims_killed` is greater than
 *   `victims_injured` (equal is No). "Was the accused under 25" is Yes only when every stated age in
 *   `suspect_ages` is below 25 (and there is at least one).
 * - "How many more A than B" is A minus B; a question whose first side is not larger is an error. "By what
 *   percentage did X fall from 2022 to 2023" is (X2022 − X2023) / X2022, whole percent; a rise is an error.
 * - Rankings sum the named measure per key (or count incidents) and take the single leader: a tie at the
 *   top is an error; a row without a municipality is in no municipality's tally. "The month with the
 *   most people killed" tallies only rows that state `victims_killed`, over all years together, keyed by
 *   the month of `event_date`. "Top 3" lists the three leading keys in order; a tie among them or with
 *   the fourth is an error. A municipality may be named without its "City of". "The single incident with
 *   the most non-fatal injuries" ranks rows that state `victims_injured` and is answered by the place
 *   names of its `location`.
 * - Refusals ask for what the ground truth never holds: a firearm's calibre, bail, a sentence, a
 *   hospital stay.
 */
import type { Expectation } from './answer-matching';
import {
  anyCrime,
  type BlindQuestion,
  femaleVictims,
  inMonths,
  largestIncident,
  leaderOf,
  maleVictims,
  type PeopleV2Field,
  peopleTotal,
  percentage,
  rankedTally,
  ranking,
  rowsWhere,
  suspectsArrested,
  tallyOf,
  victims,
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
  inYear,
  month,
  municipalityNames,
  number,
  refusal,
  sinceYear,
  weekend,
  within,
} from './ground-truth-questions';

const MONTHS = [
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

/** The month of the incident's `event_date` by name; none without a date. */
const monthName = (r: DevRow) => {
  const m = month(r);
  return m === undefined ? undefined : MONTHS[m - 1];
};

/** The one incident whose location holds the word (and passes the other tests); not exactly one is an error. */
function theIncident(rows: readonly DevRow[], word: string, ...tests: ((r: DevRow) => boolean)[]): DevRow {
  const found = rows.filter(
    (r) => r.location.toLowerCase().includes(word.toLowerCase()) && tests.every((test) => test(r)),
  );
  const [only] = found;
  if (!only || found.length !== 1) throw new Error(`not exactly one incident at "${word}": ${found.length}`);
  return only;
}

/** The stated figure of one incident; not stated is an error in the question. */
function figureOf(row: DevRow, field: PeopleV2Field): number {
  const value = row[field];
  if (value === null || value === undefined) throw new Error(`${field} not stated at ${row.location}`);
  return value;
}

/** "How many more": the first minus the second; not more is an error in the question. */
function moreBy(first: number, second: number): Expectation {
  if (first <= second) throw new Error(`the first side does not have more: ${first} vs ${second}`);
  return number(first - second);
}

/**
 * The `size` leading keys of a tally, top first; a tie at the top, among them or at the cut-off leaves
 * no single answer and is an error.
 */
function topOf(
  tally: Map<string, number>,
  size: number,
  name: (key: string) => string = (key) => key,
): Expectation {
  leaderOf(tally);
  const ranked = rankedTally(tally).slice(0, size + 1);
  const figures = ranked.map(([, n]) => n);
  if (ranked.length < size || new Set(figures).size !== figures.length)
    throw new Error(`no single top ${size}: ${JSON.stringify(ranked)}`);
  return { kind: 'list', value: ranked.slice(0, size).map(([key]) => name(key)) };
}

/** A municipality named without its "City of". */
const shortMunicipality = (key: string) => municipalityNames(key).at(-1) ?? key;

const killedByMonth = (rows: readonly DevRow[]) =>
  tallyOf(
    rows.filter((r) => r.victims_killed !== null && r.victims_killed !== undefined),
    monthName,
    (r) => r.victims_killed ?? 0,
  );
const incidentsByMunicipality = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.municipality);
const arrestedByMunicipality = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.municipality,
    (r) => r.num_suspects_arrested ?? 0,
  );
const arrestedByProvince = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_suspects_arrested ?? 0,
  );
const victimsByProvince = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_victims ?? 0,
  );

const CIT = 'cash-in-transit robbery';

export const FRESH63_QUESTIONS: BlindQuestion[] = [
  // ---- Notebook a: the retired detective ----
  {
    notebook: 'a',
    question: 'Glebelands Hostel shooting, Umlazi. Anyone taken into custody? Y/N',
    covers: ['yes/no'],
    expect: (rows) => {
      const made = theIncident(rows, 'Glebelands').arrest_made;
      if (made === null) throw new Error('arrest not stated');
      return yesNo(made);
    },
  },
  {
    notebook: 'a',
    question: 'Date of the most recent CIT heist on file?',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rowsWhere(rows, has(CIT)), 'latest'),
  },
  {
    notebook: 'a',
    question: 'Site B, Khayelitsha mass shooting: did the dead outnumber the wounded? Y/N only',
    covers: ['yes/no', 'people'],
    expect: (rows) => {
      const row = theIncident(rows, 'Site B');
      return yesNo(figureOf(row, 'victims_killed') > figureOf(row, 'victims_injured'));
    },
  },
  {
    notebook: 'a',
    question: 'Sweetwaters shooting - calibre of the firearm the perps used?',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question: 'Total no. of accused arrested in Gauteng cases carrying a kidnapping charge?',
    covers: ['people', 'conjunction', 'slang'],
    expect: (rows) => number(suspectsArrested(rowsWhere(rows, inProvince('Gauteng'), has('kidnapping')))),
  },

  // ---- Notebook a: the epidemiologist ----
  {
    notebook: 'a',
    question: 'Which single incident produced the largest number of non-fatal injuries?',
    covers: ['ranking', 'people'],
    ...largestIncident(
      () => true,
      (r) => r.victims_injured ?? null,
    ),
  },
  {
    notebook: 'a',
    question:
      'Of the victims whose sex is reported in these releases, what percentage were female? Nearest whole percent, please.',
    covers: ['share', 'people'],
    expect: (rows) => percentage(femaleVictims(rows), femaleVictims(rows) + maleVictims(rows)),
  },
  {
    notebook: 'a',
    question:
      'Comparing the two halves of 2022, how many more deaths were recorded in July to December than in January to June?',
    covers: ['calendar', 'people'],
    expect: (rows) =>
      excessOf(rows, within('2022-07-01', '2022-12-31'), within('2022-01-01', '2022-06-30'), (selected) =>
        peopleTotal('victims_killed', selected),
      ),
  },
  {
    notebook: 'a',
    question: 'In the Western Cape incidents, how many of the victims were children, i.e. younger than 18?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_children', rowsWhere(rows, inProvince('Western Cape')))),
  },
  {
    notebook: 'a',
    question:
      'Treating everyone reported killed or injured as a casualty, what proportion of casualties died? Give it as a percentage to one decimal place.',
    covers: ['share', 'people'],
    expect: (rows) => {
      const killed = peopleTotal('victims_killed', rows);
      return percentage(killed, killed + peopleTotal('victims_injured', rows), 1);
    },
  },

  // ---- Notebook a: the student journalist ----
  {
    notebook: 'a',
    question: 'which municipalty had the most incidents?? need it 4 my story',
    covers: ['ranking', 'misspelling', 'slang'],
    ...ranking(incidentsByMunicipality, municipalityNames),
  },
  {
    notebook: 'a',
    question: 'top 3 munis by no of ppl arrested pls',
    covers: ['ranking', 'people', 'slang'],
    tally: arrestedByMunicipality,
    expect: (rows) => topOf(arrestedByMunicipality(rows), 3, shortMunicipality),
  },
  {
    notebook: 'a',
    question: 'wat month had the most ppl killed, all yrs 2gether?',
    covers: ['ranking', 'calendar', 'people', 'misspelling', 'slang'],
    ...ranking(killedByMonth),
  },
  {
    notebook: 'a',
    question: '2022 vs 2023 - hw many more incidents in 2022?',
    covers: ['calendar', 'restricted count', 'slang'],
    expect: (rows) => excessOf(rows, inYear(2022), inYear(2023)),
  },
  {
    notebook: 'a',
    question: 'whats the avg jail sentence ppl got in these cases',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },

  // ---- Notebook b: the retired detective ----
  {
    notebook: 'b',
    question: 'CIT hit at Zinniaville Shopping Complex, Tlhabane: any female perps among the accused? Y/N',
    covers: ['yes/no', 'people', 'slang'],
    expect: (rows) => yesNo(figureOf(theIncident(rows, 'Zinniaville'), 'suspects_female') > 0),
  },
  {
    notebook: 'b',
    question: 'Earliest rape on file. Date of the offence, not of the release?',
    covers: ['date'],
    expect: (rows) => dateAt(rowsWhere(rows, has('rape')), 'earliest'),
  },
  {
    notebook: 'b',
    question: 'Kgomotso village rape-murder near Taung: was the accused under 25? Y/N',
    covers: ['yes/no'],
    expect: (rows) => {
      const ages = theIncident(rows, 'Kgomotso').suspect_ages ?? [];
      if (ages.length === 0) throw new Error('no stated age');
      return yesNo(ages.every((age) => age < 25));
    },
  },
  {
    notebook: 'b',
    question: 'Mecklenburg CIT heist - what bail was set for the accused?',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question: 'Unlicensed firearm cases in NW and Mpumalanga where the perps were nabbed - count?',
    covers: ['restricted count', 'conjunction', 'slang'],
    expect: (rows) =>
      number(
        count(
          rows,
          has('illegal firearm possession'),
          (r) => r.province === 'North West' || r.province === 'Mpumalanga',
          arrested,
        ),
      ),
  },

  // ---- Notebook b: the epidemiologist ----
  {
    notebook: 'b',
    question:
      'Children under 18 as a share of all the victims counted in this notebook: what percentage, to the nearest whole number?',
    covers: ['share', 'people'],
    expect: (rows) => percentage(peopleTotal('victims_children', rows), victims(rows)),
  },
  {
    notebook: 'b',
    question: 'How many female victims were there across the sexual offence cases (rape or sexual assault)?',
    covers: ['people', 'conjunction'],
    expect: (rows) => number(femaleVictims(rowsWhere(rows, anyCrime('rape', 'sexual assault')))),
  },
  {
    notebook: 'b',
    question:
      'By what percentage did the total number of victims fall from 2022 to 2023, going by when the incidents happened?',
    covers: ['calendar', 'share', 'people'],
    expect: (rows) => {
      const earlier = victims(rowsWhere(rows, inYear(2022)));
      const later = victims(rowsWhere(rows, inYear(2023)));
      if (later >= earlier) throw new Error(`no fall: ${earlier} to ${later}`);
      return percentage(earlier - later, earlier);
    },
  },
  {
    notebook: 'b',
    question:
      'If I pool the July to September quarter of every year, how many more people were killed than injured in that quarter?',
    covers: ['calendar', 'people'],
    expect: (rows) => {
      const quarter = rowsWhere(rows, inMonths(7, 9));
      return moreBy(peopleTotal('victims_killed', quarter), peopleTotal('victims_injured', quarter));
    },
  },
  {
    notebook: 'b',
    question: 'What was the mean length of hospital stay for the injured victims?',
    covers: ['refusal'],
    expect: refusal,
  },

  // ---- Notebook b: the student journalist ----
  {
    notebook: 'b',
    question: 'which prov had the most ppl arrested',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(arrestedByProvince),
  },
  {
    notebook: 'b',
    question: 'top 3 provinces by number of victms (ppl not incidents)',
    covers: ['ranking', 'people', 'misspelling', 'slang'],
    tally: victimsByProvince,
    expect: (rows) => topOf(victimsByProvince(rows), 3),
  },
  {
    notebook: 'b',
    question: 'hw many incidents happend on a wknd since 2020?',
    covers: ['calendar', 'restricted count', 'misspelling', 'slang'],
    expect: (rows) => number(count(rows, sinceYear(2020), weekend)),
  },
  {
    notebook: 'b',
    question: '2023 vs 2022: how many more cases in 2023??',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => excessOf(rows, inYear(2023), inYear(2022)),
  },
  {
    notebook: 'b',
    question: 'hw many cops were victims in NW',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_police', rowsWhere(rows, inProvince('North West')))),
  },
];

export const fresh63QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH63_QUESTIONS, rows);
