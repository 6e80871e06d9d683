/**
 * The two-hundred-and-twenty-first fresh question set (blind): thirty questions, fifteen about notebook `a` and fifteen about notebook `b`, written without reading the analyst, the extractor or the other question sets.
 * Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A Johannesburg private-security patrol supervisor on the radio to control: radio-speak ("copy",
 *    "over", "confirm", "negative", "affirmative", "sitrep", "ETA"), trade slang ("CIT hit", "hijack",
 *    "SAPS members"), typed in a hurry with the odd misspelling ("kidnapings", "Mpumalange").
 * 2. A prompt engineer who writes each question as an instruction to an AI assistant ("You are a data
 *    assistant. Task: ...", "Return only the number.", "Answer format: ...", "Output a list").
 * 3. A court interpreter who renders a complainant's, a witness's or an elder's question in reported
 *    speech ("The witness asks whether ...", "She wants to know how many ...", "He is asking which ...").
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone; `published_date` is never read. A row without an `event_date` is in
 *   no year, no weekday and no "after" window, and is never the earliest or latest. "After the end of
 *   2020" is an `event_date` on or after 2021-01-01. A weekday is the weekday of `event_date`. A year's
 *   incidents are those whose `event_date` falls in it; the per-year series counts every incident of
 *   each year 2020 to 2024, in year order.
 * - People are sums of the stated figures: `victims_killed` (killed, fatalities, died), `victims_injured`
 *   (injured, casualties injured), `victims_children` (children), `victims_police` (SAPS members, police
 *   officers), `victims_female` (women or girls among the victims), `num_suspects_arrested` (suspects
 *   arrested). A null (unstated) figure adds nothing. "An incident in which somebody died" is one whose
 *   stated `victims_killed` is above zero. "Any SAPS members among the victims" is yes when the stated
 *   `victims_police` of the province's incidents sum above zero.
 * - The mean number of victims per incident is over the incidents whose `num_victims` is stated, to one
 *   decimal. The median suspect age is taken over every stated age in `suspect_ages` (one per suspect),
 *   the mean of the two middle ages when their number is even. "Younger than twenty-five" is a stated
 *   age below 25.
 * - Crime kinds: "hijack incidents, cars and trucks" are `carjacking` or `truck hijacking`; "robbery or
 *   hijack incidents" are `armed robbery`, `robbery`, `house robbery`, `business robbery`,
 *   `cash-in-transit robbery`, `carjacking` or `truck hijacking`; "house and business robberies" are
 *   `house robbery` or `business robbery`; a "CIT hit" is `cash-in-transit robbery`; an incident "where
 *   an illegal firearm was involved" holds `illegal firearm possession`; "kidnapings" are `kidnapping`;
 *   "murder" and "rape" are those categories alone (attempted murder is not a murder).
 * - Places: a province is `province`; Ekurhuleni is the `Ekurhuleni` municipality.
 * - "Someone the victim already knew" is a `relationship` of `partner`, `family` or `acquaintance`;
 *   a null relationship is not counted.
 * - Shares: the share of murder incidents with an arrest is over the notebook's murder incidents, an
 *   arrest being `arrest_made === true`; the share of Limpopo incidents with a murder is over the
 *   notebook's Limpopo incidents. Both to the nearest whole percent (a halfway value is an error).
 * - Comparisons: "more killed in the Eastern Cape than in the Western Cape" compares the two provinces'
 *   sums of `victims_killed`; "how many more killed in the Free State than in the North West" is the
 *   difference of those sums (the Free State must have more).
 * - Rankings (weekday with the most robbery or hijack incidents, year with the most incidents in which
 *   somebody died, province with the most suspects arrested) each carry their tally; a tie at the top
 *   is an error in the question. The top-N lists (three provinces by murder incidents, two crime
 *   categories by incidents) are computed with no tie among the listed places or at the cut-off.
 * - Refusals: the ground truth holds no firearm calibre, no hour of the day, no court verdicts or
 *   convictions, no getaway vehicles, and no police response times.
 */
import {
  anyCrime,
  type BlindQuestion,
  inMunicipality,
  knewTheAttacker,
  peopleTotal,
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
  inYear,
  meanOf,
  number,
  percentOf,
  refusal,
  rounded,
  sinceYear,
  topKeys,
  weekday,
} from './ground-truth-questions';

const murder = has('murder');
const rape = has('rape');
const cit = has('cash-in-transit robbery');
/** A hijacking of a car or a truck. */
const hijack = anyCrime('carjacking', 'truck hijacking');
/** A robbery of any type, or a hijacking. */
const robberyOrHijack = anyCrime(
  'armed robbery',
  'robbery',
  'house robbery',
  'business robbery',
  'cash-in-transit robbery',
  'carjacking',
  'truck hijacking',
);
const houseOrBusinessRobbery = anyCrime('house robbery', 'business robbery');
/** An incident whose stated killed are more than none. */
const somebodyDied = (r: DevRow) => (r.victims_killed ?? 0) > 0;

/** The stated figure summed over the rows that pass every test. */
const peopleWhere =
  (field: Parameters<typeof peopleTotal>[0], ...tests: ((r: DevRow) => boolean)[]) =>
  (rows: readonly DevRow[]) =>
    peopleTotal(field, rowsWhere(rows, ...tests));

/** The median of the stated values (the mean of the two middle ones for an even number). */
function medianOf(values: readonly number[]) {
  if (values.length === 0) throw new Error('no stated value to take a median of');
  const sorted = [...values].sort((x, y) => x - y);
  const middle = Math.floor(sorted.length / 2);
  const value =
    sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return number(rounded(value, 1));
}

const robberyWeekdayTally = (rows: readonly DevRow[]) => tallyOf(rows.filter(robberyOrHijack), weekday);
const deathYearTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(somebodyDied), (r) => r.event_date?.slice(0, 4));
const arrestsByProvince = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_suspects_arrested ?? 0,
  );

const SERIES_YEARS = [2020, 2021, 2022, 2023, 2024];

export const FRESH221_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the patrol supervisor, on notebook a.
  {
    notebook: 'a',
    question:
      'Control, sitrep please: how many hijack incidents in Gauteng on the log, cars and trucks both? Over.',
    covers: ['restricted count', 'conjunction', 'slang'],
    expect: (rows) => number(count(rows, hijack, inProvince('Gauteng'))),
  },
  {
    notebook: 'a',
    question:
      'Copy that. For the roster, which day of the week carries the most robbery or hijack incidents? Confirm, over.',
    covers: ['ranking', 'calendar', 'slang'],
    ...ranking(robberyWeekdayTally),
  },
  {
    notebook: 'a',
    question: 'Confirm affirmative or negative: any kidnapings in Ekurhuleni after the end of 2020? Over.',
    covers: ['yes/no', 'conjunction', 'calendar', 'misspelling'],
    expect: (rows) =>
      yesNo(count(rows, has('kidnapping'), inMunicipality('Ekurhuleni'), sinceYear(2021)) > 0),
  },
  {
    notebook: 'a',
    question:
      'Sitrep request, total casualties injured on call-outs where an illegal firearm was involved. Over.',
    covers: ['people', 'restricted count', 'slang'],
    expect: (rows) => number(peopleWhere('victims_injured', has('illegal firearm possession'))(rows)),
  },
  {
    notebook: 'a',
    question:
      'Control, what calibre were the firearms recovered off the suspects? Need it for the OB before ETA at the station, over.',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },

  // Voice 2, the prompt engineer, on notebook a.
  {
    notebook: 'a',
    question:
      'You are a data assistant. Task: compute the median age of all suspects whose age is stated in the records. Return only the number.',
    covers: ['people'],
    expect: (rows) => medianOf(suspectAges(rows)),
  },
  {
    notebook: 'a',
    question:
      'Task: rank the provinces by the number of incidents that include a murder. Output a list of the top three, highest first, province names only.',
    covers: ['restricted count'],
    expect: (rows) => ({ kind: 'list', value: topKeys(rows.filter(murder), (r) => r.province, 3) }),
  },
  {
    notebook: 'a',
    question:
      'Task: find the earliest incident date of any kidnapping in this notebook. Answer format: YYYY-MM-DD, nothing else.',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(has('kidnapping')), 'earliest'),
  },
  {
    notebook: 'a',
    question:
      'You are a data assistant. Task: of the incidents involving a murder, what percentage resulted in an arrest? Round to the nearest whole percent. Return only the number.',
    covers: ['share', 'restricted count'],
    expect: (rows) => percentOf(rows.filter(murder), arrested),
  },
  {
    notebook: 'a',
    question:
      'Task: determine the most common hour of the day (00-23) at which the incidents began. Answer format: a single integer.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the court interpreter, on notebook a.
  {
    notebook: 'a',
    question:
      'The witness asks how many of the victims, in all of these reports together, were women or girls.',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_female', rows)),
  },
  {
    notebook: 'a',
    question:
      'She wants to know in how many of the incidents the attacker was someone the victim already knew, such as a relative, a partner or an acquaintance.',
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, knewTheAttacker)),
  },
  {
    notebook: 'a',
    question:
      'The elder asks whether it is true, as he was told, that more people were killed in the Eastern Cape than in the Western Cape. He would like a yes or a no.',
    covers: ['yes/no', 'people'],
    expect: (rows) =>
      yesNo(
        peopleWhere('victims_killed', inProvince('Eastern Cape'))(rows) >
          peopleWhere('victims_killed', inProvince('Western Cape'))(rows),
      ),
  },
  {
    notebook: 'a',
    question: 'He is asking in which year the most incidents took place in which somebody died.',
    covers: ['ranking', 'calendar', 'people'],
    ...ranking(deathYearTally),
  },
  {
    notebook: 'a',
    question:
      'The complainant wants to know how many of the accused in these cases were later convicted at their trials.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 1, the patrol supervisor, on notebook b.
  {
    notebook: 'b',
    question: 'Sitrep: total fatalities in Mpumalange across the whole log, over.',
    covers: ['people', 'misspelling'],
    expect: (rows) => number(peopleWhere('victims_killed', inProvince('Mpumalanga'))(rows)),
  },
  {
    notebook: 'b',
    question: 'Copy, control. How many house and business robberies in the North West sector? Over.',
    covers: ['restricted count', 'conjunction'],
    expect: (rows) => number(count(rows, houseOrBusinessRobbery, inProvince('North West'))),
  },
  {
    notebook: 'b',
    question: 'Request date of the most recent CIT hit on record, over.',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows.filter(cit), 'latest'),
  },
  {
    notebook: 'b',
    question: 'Negative or affirmative: any SAPS members among the victims in the Free State? Over.',
    covers: ['yes/no', 'people', 'slang'],
    expect: (rows) => yesNo(peopleWhere('victims_police', inProvince('Free State'))(rows) > 0),
  },
  {
    notebook: 'b',
    question:
      'Control, need make and colour of the getaway vehicles used in the robberies for the BOLO, over.',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },

  // Voice 2, the prompt engineer, on notebook b.
  {
    notebook: 'b',
    question:
      'You are a data assistant. Task: compute the mean number of victims per incident, using only incidents where the number of victims is stated. Round to one decimal place. Return only the number.',
    covers: ['people'],
    expect: (rows) =>
      meanOf(
        rows.map((r) => r.num_victims),
        1,
      ),
  },
  {
    notebook: 'b',
    question:
      'Task: count the incidents per calendar year for 2020 through 2024, by incident date. Output a list of five numbers in year order.',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => ({ kind: 'list', value: SERIES_YEARS.map((year) => count(rows, inYear(year))) }),
  },
  {
    notebook: 'b',
    question:
      'Output a list of the two crime categories that occur in the most incidents, most frequent first. Category names only, no commentary.',
    covers: ['restricted count'],
    expect: (rows) => ({
      kind: 'list',
      value: topKeys(
        rows.flatMap((r) => r.crimes),
        (crime) => crime,
        2,
      ),
    }),
  },
  {
    notebook: 'b',
    question:
      'Return only the number. Task: what percentage of the Limpopo incidents involved a murder? Nearest whole percent.',
    covers: ['share', 'conjunction'],
    expect: (rows) => percentOf(rows.filter(inProvince('Limpopo')), murder),
  },
  {
    notebook: 'b',
    question:
      'You are a data assistant. Task: report the average police response time in minutes across all incidents. Answer format: number only.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the court interpreter, on notebook b.
  {
    notebook: 'b',
    question:
      'The witness asks how many children were among the victims in the Free State and the Northern Cape taken together.',
    covers: ['people', 'conjunction'],
    expect: (rows) =>
      number(
        peopleWhere(
          'victims_children',
          (r) => inProvince('Free State')(r) || inProvince('Northern Cape')(r),
        )(rows),
      ),
  },
  {
    notebook: 'b',
    question: 'She wants to know on what date the earliest rape in these records took place.',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(rape), 'earliest'),
  },
  {
    notebook: 'b',
    question: 'He is asking which province had the most suspects arrested altogether.',
    covers: ['ranking', 'people'],
    ...ranking(arrestsByProvince),
  },
  {
    notebook: 'b',
    question:
      'The elder asks how many of the suspects whose ages are given were younger than twenty-five years.',
    covers: ['people'],
    expect: (rows) => number(suspectAges(rows).filter((age) => age < 25).length),
  },
  {
    notebook: 'b',
    question:
      'The complainant asks how many more people were killed in the Free State than in the North West.',
    covers: ['people', 'conjunction'],
    expect: (rows) =>
      excessOf(rows, inProvince('Free State'), inProvince('North West'), (selected) =>
        peopleTotal('victims_killed', selected),
      ),
  },
];

export const fresh221QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH221_QUESTIONS, rows);
