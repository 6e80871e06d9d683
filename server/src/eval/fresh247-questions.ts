/**
 * The two-hundred-and-forty-seventh fresh question set (blind): thirty questions, fifteen about
 * notebook `a` and fifteen about notebook `b`, written without reading the analyst, the extractor or
 * the other question sets.
 * Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A Cape Flats community-policing-forum chairperson: Kaaps-flavoured English ("lekker", "ja nee",
 *    "the skollies", "ou", "jong"), direct and impatient, short demands, police as "cops" or "the law".
 * 2. A health economist: burden, counts per incident and per group, shares with precise definitions
 *    ("per incident", "as a share of all victims", "casualty burden"), sometimes one long sentence.
 * 3. An eight-year-old child typing with help from a parent: very short, simple words, a few spelling
 *    slips ("polise", "bad men", "how many peeple", "wen", "steel").
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is outside every year, window, weekday and month,
 *   and is never the first or the last; `published_date` is never read. A window is inclusive at both
 *   ends; "after 2022" is an `event_date` from 1 January 2023 on. A weekday or calendar month is that of
 *   `event_date`, taking all years together.
 * - People are sums of the stated figures, a null (unstated) figure adding nothing: `victims_killed`
 *   (killed, "bad men kill"), `victims_injured`, `victims_children` (kids, children under eighteen),
 *   `victims_police` (cops, police officers, on or off duty), `num_victims` (victims),
 *   `num_suspects_arrested` (skollies locked up, bad men caught). The casualty burden of an incident is
 *   its killed plus its injured (null only when both are unstated); of a group, the sum over its rows.
 * - A mean or median "per incident" is taken over the incidents of the selection whose figure is stated,
 *   to one decimal for a mean; the median of an even count is the mean of the two middle values.
 * - "Murders" are `murder` alone (attempted murder is not one); "attempted murder" is `attempted
 *   murder`; "rape" is `rape`; "kidnapping" is `kidnapping`; "poaching" is `poaching`; "CIT heist" is
 *   `cash-in-transit robbery`; "cows stolen" is `stock theft`; "rob a shop" is `business robbery`; a
 *   "firearm charge" is `illegal firearm possession`.
 * - Places: "Cape Town metro" is the `City of Cape Town` municipality; "Durban" is the `eThekwini`
 *   municipality; a province is `province`. A municipality ranking leaves rows without one out.
 * - "Nobody arrested" / "the skollies got away" is `arrest_made === false`; "caught every time" is every
 *   row of the selection with `arrest_made === true` (an unstated arrest is not a catch).
 * - "Any police officer a victim" is yes when some row of the selection states `victims_police` above 0.
 * - Shares are to the nearest whole percent: the share of incidents with a firearm charge that also hold
 *   `murder` is over those incidents; the share of the casualty burden in a province is its killed plus
 *   injured over the notebook's killed plus injured.
 * - "The day of the week / month when the most people get killed" sums `victims_killed` per weekday or
  calendar month of `event_date` over the dated incidents that state someone killed.
- Rankings (weekday and month of people killed, single incident with the largest casualty burden, province with the
 *   most police victims, province with the largest casualty burden, calendar month of incidents) each carry
 *   their tally; a tie at the top is an error in the question. The single incident is named by the parts
 *   of its location no other incident shares.
 * - Refusals: the ground truth records no gang membership, no names of police dogs, no medical costs or
 *   disability-adjusted life years, and no predictions of where crime will happen next.
 */
import {
  any,
  type BlindQuestion,
  largestIncident,
  medianOf,
  peopleByProvince,
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
  arrested,
  casesOf,
  count,
  dateAt,
  has,
  inProvince,
  meanOf,
  month,
  notArrested,
  number,
  percentOf,
  refusal,
  sum,
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

const murder = has('murder');
const capeTownMetro = (r: DevRow) => r.municipality === 'City of Cape Town';
const durban = (r: DevRow) => r.municipality === 'eThekwini';
const after2022 = within('2023-01-01', '9999-12-31');

/** An incident's killed plus injured; null when neither is stated. */
export function casualties(r: DevRow): number | null {
  const killed = r.victims_killed ?? null;
  const injured = r.victims_injured ?? null;
  return killed === null && injured === null ? null : (killed ?? 0) + (injured ?? 0);
}
const casualtyBurden = (rows: readonly DevRow[]) => sum(rows.map(casualties));

/** Whether some incident of the selection states a police officer among its victims. */
const policeVictimAmong = (rows: readonly DevRow[]) => rows.some((r) => (r.victims_police ?? 0) > 0);

/** The incidents that state someone killed. */
const withKilled = (rows: readonly DevRow[]) => rows.filter((r) => (r.victims_killed ?? 0) > 0);
const killedOf = (r: DevRow) => r.victims_killed ?? 0;
/** People killed per weekday of `event_date`, over the incidents that state someone killed. */
const killedByWeekday = (rows: readonly DevRow[]) => tallyOf(withKilled(rows), weekday, killedOf);
/** People killed per calendar month of `event_date`, all years together. */
const killedByMonth = (rows: readonly DevRow[]) =>
  tallyOf(
    withKilled(rows),
    (r) => {
      const m = month(r);
      return m === undefined ? undefined : MONTH_NAMES[m - 1];
    },
    killedOf,
  );
const casualtyByProvince = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => casualties(r) ?? 0,
  );

export const FRESH247_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the Cape Flats CPF chairperson, on notebook a.
  {
    notebook: 'a',
    question:
      'Ja nee, how many murders in the Cape Town metro? Just the metro hey, not the whole Western Cape.',
    covers: ['restricted count', 'conjunction', 'slang'],
    expect: (rows) => number(count(rows, murder, capeTownMetro)),
  },
  {
    notebook: 'a',
    question: 'Western Cape cases - how many skollies got locked up altogether? Give me the total ou.',
    covers: ['people', 'slang'],
    expect: (rows) => number(suspectsArrested(rows.filter(inProvince('Western Cape')))),
  },
  {
    notebook: 'a',
    question:
      'Which day of the week do the most people get killed by the skollies? Lekker quick please, for our patrol roster.',
    covers: ['ranking', 'calendar', 'people', 'slang'],
    ...ranking(killedByWeekday),
  },
  {
    notebook: 'a',
    question: 'Eastern Cape - was any cop a victim there, on or off duty? Ja or nee.',
    covers: ['yes/no', 'people', 'slang'],
    expect: (rows) => yesNo(policeVictimAmong(rows.filter(inProvince('Eastern Cape')))),
  },
  {
    notebook: 'a',
    question: 'Those Khayelitsha shootings, which gang was the skollies from - Americans or the 28s?',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },

  // Voice 2, the health economist, on notebook a.
  {
    notebook: 'a',
    question:
      'Among incidents classified as murder, and counting only those where the number killed is stated, what is the mean number of people killed per incident, to one decimal place?',
    covers: ['people', 'restricted count'],
    expect: (rows) =>
      meanOf(
        rows.filter(murder).map((r) => r.victims_killed ?? null),
        1,
      ),
  },
  {
    notebook: 'a',
    question:
      'If we define the casualty burden as people killed plus people injured, what share of the total casualty burden across all incidents fell in KwaZulu-Natal, as a whole-number percentage?',
    covers: ['share', 'people'],
    expect: (rows) =>
      percentage(casualtyBurden(rows.filter(inProvince('KwaZulu-Natal'))), casualtyBurden(rows)),
  },
  {
    notebook: 'a',
    question:
      'What is the median number of victims per incident, taken over the incidents where a victim count is reported?',
    covers: ['people'],
    expect: (rows) => number(medianOf(rows.flatMap((r) => (r.num_victims === null ? [] : [r.num_victims])))),
  },
  {
    notebook: 'a',
    question:
      'How many incidents involving attempted murder occurred in the five-year period from 1 January 2019 to 31 December 2023 inclusive?',
    covers: ['calendar', 'restricted count', 'conjunction'],
    expect: (rows) => number(count(rows, has('attempted murder'), within('2019-01-01', '2023-12-31'))),
  },
  {
    notebook: 'a',
    question:
      'Which single incident carried the largest casualty burden, measured as the number killed plus the number injured in that one event, and where did it happen?',
    covers: ['ranking', 'people'],
    ...largestIncident(() => true, casualties),
  },

  // Voice 3, the child, on notebook a.
  {
    notebook: 'a',
    question: 'how many peeple did the bad men kill in durban',
    covers: ['people', 'misspelling', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(durban))),
  },
  {
    notebook: 'a',
    question: 'wen was the last poching',
    covers: ['date', 'misspelling'],
    expect: (rows) => dateAt(rows.filter(has('poaching')), 'latest'),
  },
  {
    notebook: 'a',
    question: 'did the polise catch the bad men who steel cows every time',
    covers: ['yes/no', 'misspelling'],
    expect: (rows) => yesNo(rows.filter(has('stock theft')).every(arrested)),
  },
  {
    notebook: 'a',
    question: 'how many of the victums wer kids',
    covers: ['people', 'misspelling'],
    expect: (rows) => number(peopleTotal('victims_children', rows)),
  },
  {
    notebook: 'a',
    question: 'wat is the name of the polise dog that found the bad men',
    covers: ['refusal', 'misspelling'],
    expect: refusal,
  },

  // Voice 1, the Cape Flats CPF chairperson, on notebook b.
  {
    notebook: 'b',
    question: 'Rape cases in the Northern Cape, the whole province - how many, jong?',
    covers: ['restricted count', 'conjunction', 'slang'],
    expect: (rows) => number(count(rows, has('rape'), inProvince('Northern Cape'))),
  },
  {
    notebook: 'b',
    question:
      'North West and Limpopo together: how many cases where the skollies got clean away, nobody arrested at all?',
    covers: ['restricted count', 'conjunction', 'slang'],
    expect: (rows) => number(count(rows, notArrested, any(inProvince('North West'), inProvince('Limpopo')))),
  },
  {
    notebook: 'b',
    question: 'Which province had the most cops as victims? On or off duty, I want the province ou.',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(peopleByProvince('victims_police')),
  },
  {
    notebook: 'b',
    question: 'When was the very first CIT heist in here? Just the date man.',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows.filter(has('cash-in-transit robbery')), 'earliest'),
  },
  {
    notebook: 'b',
    question: 'Ja nee, any kidnapping in Mpumalanga after 2022? Yes or no.',
    covers: ['yes/no', 'calendar', 'conjunction'],
    expect: (rows) => yesNo(count(rows, has('kidnapping'), inProvince('Mpumalanga'), after2022) > 0),
  },

  // Voice 2, the health economist, on notebook b.
  {
    notebook: 'b',
    question:
      'For rape incidents only, and restricting to those where the number of victims is stated, what is the mean number of victims per incident, to one decimal place?',
    covers: ['people', 'restricted count'],
    expect: (rows) =>
      meanOf(
        rows.filter(has('rape')).map((r) => r.num_victims),
        1,
      ),
  },
  {
    notebook: 'b',
    question:
      'Of the incidents that include an illegal firearm possession charge, what proportion also involved a murder, expressed as a percentage of those firearm incidents?',
    covers: ['share', 'conjunction'],
    expect: (rows) => percentOf(rows.filter(has('illegal firearm possession')), murder),
  },
  {
    notebook: 'b',
    question:
      'Summing people killed and people injured into a single casualty burden, which province carries the largest casualty burden across all incidents?',
    covers: ['ranking', 'people'],
    ...ranking(casualtyByProvince),
  },
  {
    notebook: 'b',
    question:
      'How many people were killed in incidents dated between 1 June 2020 and 30 June 2021 inclusive, counting only deaths the reports state?',
    covers: ['people', 'calendar'],
    expect: (rows) =>
      number(peopleTotal('victims_killed', rowsWhere(rows, within('2020-06-01', '2021-06-30')))),
  },
  {
    notebook: 'b',
    question:
      'What is the estimated total of disability-adjusted life years lost across the victims in these incidents, and what did their hospital treatment cost the public health system per incident?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the child, on notebook b.
  {
    notebook: 'b',
    question: 'how many bad men did the polise catch',
    covers: ['people', 'misspelling'],
    expect: (rows) => number(suspectsArrested(rows)),
  },
  {
    notebook: 'b',
    question: 'wich month do the most peeple get killed',
    covers: ['ranking', 'calendar', 'people', 'misspelling'],
    ...ranking(killedByMonth),
  },
  {
    notebook: 'b',
    question: 'did a bad man hurt a polise man in the free state',
    covers: ['yes/no', 'misspelling'],
    expect: (rows) => yesNo(policeVictimAmong(rows.filter(inProvince('Free State')))),
  },
  {
    notebook: 'b',
    question: 'how many times did bad men rob a shop',
    covers: ['restricted count', 'slang'],
    expect: (rows) => number(count(rows, has('business robbery'))),
  },
  {
    notebook: 'b',
    question: 'will the bad men come bak to my scool next week',
    covers: ['refusal', 'misspelling'],
    expect: refusal,
  },
];

export const fresh247QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH247_QUESTIONS, rows);
