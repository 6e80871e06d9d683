/**
 * The forty-sixth fresh question set, written blind: thirty questions, fifteen about each notebook, written
 * from the development releases and their ground truth alone, without reading how the answer engine
 * reads a question, the extractor or any earlier question set. Every expectation is computed from the
 * ground-truth rows by the code below; none is typed by hand.
 *
 * Three voices each ask five questions of each notebook:
 * 1. an investigative podcast researcher, who names people and incidents as the releases give them
 *    (Senzo Meyiwa in Vosloorus, the Kochs of Moorreesburg, Brandon Horner near Senekal, Constable Thato
 *    Makhoana) and asks what happened to that one case, mixed with a few aggregate questions;
 * 2. a provincial treasury analyst, who counts in financial years (1 April to 31 March), quarters and
 *    half-years, year-on-year differences, averages to one decimal and shares with an explicit base;
 * 3. a community WhatsApp group moderator, who types casually, with typos ("wich", "Kayelitsha",
 *    "Nothern"), slang ("cops", "skollies", "tsotsis", "zama zamas", "gogo", hijackings) and
 *    abbreviations ("GP", "EC", "FS", "NW", "NC", "ppl").
 *
 * Readings:
 * - A window is inclusive at both ends and is read on the incident's `event_date`; an incident whose date
 *   is not stated (null) falls in no window, quarter, half-year or year. A financial year "2022/23" runs
 *   from 1 April 2022 to 31 March 2023 inclusive; its second half from 1 October to 31 March. "The
 *   October to December quarter across all years" is months 10 to 12 of any year.
 * - A province is matched on the `province` field ("GP" Gauteng, "EC" Eastern Cape, "FS" Free State, "NW"
 *   North West, "NC" Northern Cape), a municipality on the `municipality` field, and "Kayelitsha" (a
 *   misspelling) on a `location` containing "Khayelitsha".
 * - A single named incident is found by a place in its `location` (Vosloorus, Joe Slovo Township,
 *   Moorreesburg, De Rots, Mareetsane, Slurry) and must be the only row that matches; its date is its
 *   `event_date`, "was anyone arrested" its `arrest_made`, "how many suspects were arrested" its
 *   `num_suspects_arrested`.
 * - People figures are sums of the people model's fields (`victims_killed`, `victims_children`,
 *   `victims_police`) and of `num_suspects_arrested`; a null figure is not stated and adds nothing.
 *   "Kids" are `victims_children`; "tsotsis the cops bust" are suspects arrested.
 * - A crime is matched on the `crimes` vocabulary: "murder" is `murder` (not attempted murder), a
 *   "hijacking" is `carjacking` or `truck hijacking`, a "zama zama bust" is `illegal mining`, a
 *   "cash-in-transit robbery" is `cash-in-transit robbery`, "stock theft" is `stock theft`, a "rape case"
 *   is `rape`. "A rape case with a child victim" has `rape` and `victims_children` of at least one.
 * - "Nobody was arrested" is `arrest_made` false; "ended with the cops arresting someone" is `arrest_made`
 *   true.
 * - The share of Western Cape incidents involving murder has all Western Cape incidents as its base; the
 *   North West share of suspects arrested has the notebook's total of `num_suspects_arrested` as its base.
 * - The average of suspects arrested per Gauteng incident is over every Gauteng incident (each states a
 *   figure, zero included); the average suspect age is over every stated age in `suspect_ages`, one per
 *   suspect, so an incident that gives no ages adds nothing.
 * - "Which province had the most ppl killed" sums `victims_killed` per province; "which province accounts
 *   for the most suspects arrested" sums `num_suspects_arrested` per province; "which municipality had
 *   the most incidents" counts incidents per stated municipality. None ties at the top.
 * - Refusals: the Glebelands Hostel release (no one was arrested) gives no sentence; the notebook's only
 *   sentence ("sentenc", "years in prison", "jail", "imprison", "convict" were searched in notebook a's
 *   texts) is that of Sithembile Mthanyana, a separate Johannesburg case. The Morgenzon release names
 *   nobody but police officers, and no other release of notebook b mentions Morgenzon (searched
 *   "Morgenzon" in notebook b's texts), so the 90-year-old victim's name is never stated.
 */

import type { Expectation } from './answer-matching';
import {
  type BlindQuestion,
  inMonths,
  kznProvinceNames,
  peopleByProvince,
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
  inYear,
  meanOf,
  municipalityNames,
  notArrested,
  number,
  refusal,
  within,
} from './ground-truth-questions';

type Test = (r: DevRow) => boolean;

/** A financial year starting 1 April of the given year and ending 31 March of the next, inclusive. */
const financialYear = (startYear: number) => within(`${startYear}-04-01`, `${startYear + 1}-03-31`);

/** The location holds the word (case-insensitive). */
const locatedAt =
  (word: string): Test =>
  (r) =>
    r.location.toLowerCase().includes(word.toLowerCase());

/** Any of the crimes. */
const anyOf =
  (...crimes: string[]): Test =>
  (r) =>
    crimes.some((crime) => r.crimes.includes(crime));

/** The one incident that passes every test; none or several is an error in the question. */
function theOne(rows: readonly DevRow[], ...tests: Test[]): DevRow {
  const found = rowsWhere(rows, ...tests);
  const [only] = found;
  if (found.length !== 1 || !only) throw new Error(`expected one incident, found ${found.length}`);
  return only;
}

/** The stated date of one incident. */
function dateOf(row: DevRow): Expectation {
  if (!row.event_date) throw new Error(`no date for ${row.location}`);
  return { kind: 'date', value: row.event_date };
}

/** The stated number of suspects arrested in one incident. */
function arrestedIn(row: DevRow): Expectation {
  if (row.num_suspects_arrested === null) throw new Error(`no arrest figure for ${row.location}`);
  return number(row.num_suspects_arrested);
}

/** Whether anyone was arrested in one incident, as stated. */
function anyoneArrested(row: DevRow): Expectation {
  if (row.arrest_made === null) throw new Error(`no arrest stated for ${row.location}`);
  return yesNo(row.arrest_made);
}

const childVictim: Test = (r) => (r.victims_children ?? 0) >= 1;

export const FRESH46_QUESTIONS: readonly BlindQuestion[] = [
  // Notebook a, the podcast researcher.
  {
    notebook: 'a',
    covers: ['date'],
    question:
      "On what date was Bafana Bafana captain Senzo Meyiwa shot dead at Kelly Khumalo's home in Vosloorus?",
    expect: (rows) => dateOf(theOne(rows, locatedAt('Vosloorus'))),
  },
  {
    notebook: 'a',
    covers: ['yes/no'],
    question: 'Has anyone been arrested for the shooting of the four men at Joe Slovo Township in Cofimvaba?',
    expect: (rows) => anyoneArrested(theOne(rows, locatedAt('Joe Slovo Township'))),
  },
  {
    notebook: 'a',
    covers: ['people'],
    question:
      'How many suspects were arrested over the murder of Frans and Ingrid Koch on their farm on Hopefield Road, Moorreesburg?',
    expect: (rows) => arrestedIn(theOne(rows, locatedAt('Moorreesburg'))),
  },
  {
    notebook: 'a',
    covers: ['people', 'conjunction'],
    question:
      'Across the KwaZulu-Natal releases, how many people were killed in incidents where nobody was arrested?',
    expect: (rows) =>
      number(peopleTotal('victims_killed', rowsWhere(rows, inProvince('KwaZulu-Natal'), notArrested))),
  },
  {
    notebook: 'a',
    covers: ['date'],
    question: 'When did the most recent cash-in-transit robbery in these releases take place?',
    expect: (rows) => dateAt(rowsWhere(rows, has('cash-in-transit robbery')), 'latest'),
  },
  // Notebook a, the treasury analyst.
  {
    notebook: 'a',
    covers: ['calendar', 'restricted count'],
    question:
      'How many Western Cape incidents fall in the 2022/23 financial year, 1 April 2022 to 31 March 2023?',
    expect: (rows) => number(count(rows, inProvince('Western Cape'), financialYear(2022))),
  },
  {
    notebook: 'a',
    covers: ['calendar'],
    question:
      'Counting financial years from 1 April to 31 March, how many more incidents happened in 2019/20 than in 2018/19?',
    expect: (rows) => excessOf(rows, financialYear(2019), financialYear(2018)),
  },
  {
    notebook: 'a',
    covers: ['people', 'calendar'],
    question:
      'Taking the October to December quarter across all years, how many people were killed in Eastern Cape incidents?',
    expect: (rows) =>
      number(peopleTotal('victims_killed', rowsWhere(rows, inProvince('Eastern Cape'), inMonths(10, 12)))),
  },
  {
    notebook: 'a',
    covers: ['people', 'restricted count'],
    question: 'What was the average number of suspects arrested per Gauteng incident, to one decimal place?',
    expect: (rows) =>
      meanOf(
        rowsWhere(rows, inProvince('Gauteng')).map((r) => r.num_suspects_arrested),
        1,
      ),
  },
  {
    notebook: 'a',
    covers: ['share'],
    question:
      'Taking all Western Cape incidents as the base, what percentage of them involved a murder, to the nearest whole percent?',
    expect: (rows) =>
      percentage(
        count(rows, inProvince('Western Cape'), has('murder')),
        count(rows, inProvince('Western Cape')),
      ),
  },
  // Notebook a, the WhatsApp moderator.
  {
    notebook: 'a',
    covers: ['slang', 'restricted count'],
    question: 'hey how many hijackings in GP? cars n trucks both',
    expect: (rows) => number(count(rows, inProvince('Gauteng'), anyOf('carjacking', 'truck hijacking'))),
  },
  {
    notebook: 'a',
    covers: ['ranking', 'misspelling', 'people'],
    question: 'so wich province had the most ppl killed overall??',
    ...ranking(peopleByProvince('victims_killed'), kznProvinceNames),
  },
  {
    notebook: 'a',
    covers: ['people', 'misspelling'],
    question: 'how many kids were victims in Kayelitsha? all the incidents there',
    expect: (rows) => number(peopleTotal('victims_children', rowsWhere(rows, locatedAt('Khayelitsha')))),
  },
  {
    notebook: 'a',
    covers: ['refusal', 'slang'],
    question: 'so what sentence did the skollies who shot up Glebelands hostel get? how many years',
    expect: refusal,
  },
  {
    notebook: 'a',
    covers: ['slang', 'calendar', 'people'],
    question: 'EC cops bust how many tsotsis in 2024?',
    expect: (rows) => number(suspectsArrested(rowsWhere(rows, inProvince('Eastern Cape'), inYear(2024)))),
  },
  // Notebook b, the podcast researcher.
  {
    notebook: 'b',
    covers: ['date'],
    question: 'On what date was 21-year-old farm manager Brandon Horner killed at De Rots farm near Senekal?',
    expect: (rows) => dateOf(theOne(rows, locatedAt('De Rots'))),
  },
  {
    notebook: 'b',
    covers: ['people'],
    question:
      'How many suspects were arrested for the murder of Constable Simon Ngakaemang Ntsekeletsa and Sergeant Mojalefa Horatius Molete of Mareetsane?',
    expect: (rows) => arrestedIn(theOne(rows, locatedAt('Mareetsane'))),
  },
  {
    notebook: 'b',
    covers: ['yes/no'],
    question:
      'Was anybody arrested for the killing of off-duty Constable Thato Makhoana, who was found near Klippan farm outside Mahikeng?',
    expect: (rows) => anyoneArrested(theOne(rows, locatedAt('Slurry'))),
  },
  {
    notebook: 'b',
    covers: ['people', 'restricted count'],
    question: 'Over all the North West incidents, how many police officers were among the victims?',
    expect: (rows) => number(peopleTotal('victims_police', rowsWhere(rows, inProvince('North West')))),
  },
  {
    notebook: 'b',
    covers: ['conjunction', 'restricted count'],
    question: 'In how many of the rape cases in these releases was at least one victim a child?',
    expect: (rows) => number(count(rows, has('rape'), childVictim)),
  },
  // Notebook b, the treasury analyst.
  {
    notebook: 'b',
    covers: ['calendar', 'restricted count'],
    question:
      'In the second half of the 2023/24 financial year, 1 October 2023 to 31 March 2024, how many incidents were recorded?',
    expect: (rows) => number(count(rows, within('2023-10-01', '2024-03-31'))),
  },
  {
    notebook: 'b',
    covers: ['calendar'],
    question:
      'How many fewer incidents were there in the 2023/24 financial year than in 2022/23, with years running 1 April to 31 March?',
    expect: (rows) => excessOf(rows, financialYear(2022), financialYear(2023)),
  },
  {
    notebook: 'b',
    covers: ['people'],
    question:
      'What was the average age of the suspects whose ages are given in Limpopo incidents, to one decimal?',
    expect: (rows) => meanOf(suspectAges(rowsWhere(rows, inProvince('Limpopo'))), 1),
  },
  {
    notebook: 'b',
    covers: ['share', 'people'],
    question:
      'What share of all suspects arrested in this notebook were arrested in North West incidents, as a percentage of the notebook-wide total to one decimal?',
    expect: (rows) =>
      percentage(suspectsArrested(rowsWhere(rows, inProvince('North West'))), suspectsArrested(rows), 1),
  },
  {
    notebook: 'b',
    covers: ['ranking', 'people'],
    question: 'Which province accounts for the largest number of suspects arrested?',
    ...ranking((rows) =>
      tallyOf(
        rows,
        (r) => r.province,
        (r) => r.num_suspects_arrested ?? 0,
      ),
    ),
  },
  // Notebook b, the WhatsApp moderator.
  {
    notebook: 'b',
    covers: ['slang', 'conjunction'],
    question: 'so in the FS how many stock theft cases ended with the cops actually arresting someone?',
    expect: (rows) => number(count(rows, inProvince('Free State'), has('stock theft'), arrested)),
  },
  {
    notebook: 'b',
    covers: ['slang', 'restricted count'],
    question: 'hey how many zama zama busts in NW and NC put together',
    expect: (rows) =>
      number(
        count(
          rows,
          (r) => r.province === 'North West' || r.province === 'Northern Cape',
          has('illegal mining'),
        ),
      ),
  },
  {
    notebook: 'b',
    covers: ['ranking'],
    question: 'which municipality had the most incidents in this lot',
    ...ranking((rows) => tallyOf(rows, (r) => r.municipality), municipalityNames),
  },
  {
    notebook: 'b',
    covers: ['refusal', 'slang'],
    question: 'hey whats the name of the gogo who got raped in Morgenzon? the 90 yr old',
    expect: refusal,
  },
  {
    notebook: 'b',
    covers: ['people', 'misspelling'],
    question: 'how many kids were victims in the Nothern Cape cases?',
    expect: (rows) => number(peopleTotal('victims_children', rowsWhere(rows, inProvince('Northern Cape')))),
  },
];

export const fresh46QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH46_QUESTIONS, rows);
