/**
 * The three-hundred-and-tenth fresh question set (blind): thirty questions, fifteen about notebook `a`
 * and fifteen about notebook `b`, written without reading the analyst, the extractor or the other
 * question sets. Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A Johannesburg tram and bus driver on the night shift: talks in routes, stops, timetables, "end of
 *    the line" and "fare stage"; friendly, chatty, drops the odd word, calls the reader "boss"; slang such
 *    as "jacked" (hijacked) and "the boys in blue" (police officers).
 * 2. A bookbinder restoring old ledgers: careful and exacting about wording, speaks of the releases as a
 *    "volume", its incidents as "entries", of "gatherings", "folios" and "spines"; courteous, a couple of
 *    misspellings in long letters ("extorsion", "kidnaping").
 * 3. A film stuntman between takes: falls, rigs, "take two", "wrap"; short shouted sentences, bravado,
 *    slang ("pieces", "shooters" for illegal firearms, "cash van jobs" for cash-in-transit robberies,
 *    "bust" for an arrest).
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is outside every year, month range, "since" window
 *   and weekday, and is never the earliest or most recent; `published_date` is never read. "A Friday or
 *   a Saturday" is the weekday of `event_date` (the hour is not known, so "night" adds nothing). "The
 *   cold months, June to August" are months 6 to 8 of `event_date` in any year; "since 2019" / "since
 *   2021" is an `event_date` on or after the first of January of that year. A month "all years gathered"
 *   is the month of `event_date` in any year, named in full ("September").
 * - People are sums of the stated figures: `victims_killed` (killed, dead), `victims_injured` (injured,
 *   hurt), `victims_children` (children, kids), `victims_police` (police officers, "the boys in blue"),
 *   `victims_male` (male victims, "guys"), `num_suspects_arrested` (suspects arrested, "nabbed",
 *   "bust"). A null (unstated) figure adds nothing.
 * - "Hijackings" / "jacked", cars or trucks, are `carjacking` or `truck hijacking`; "a carjacking" alone
 *   is `carjacking`. "Murder" is `murder` alone (attempted murder and culpable homicide are not).
 *   "Extortion", "kidnapping", "poaching", "rape" and "stock theft" are those categories. "Pieces",
 *   "shooters" and "illegal guns" are `illegal firearm possession`. "Cash van jobs" are
 *   `cash-in-transit robbery`. "Murder and attempted murder in the same job" is a row holding both;
 *   "rape and kidnapping in the same job" likewise.
 * - "Nobody arrested" / "no arrest" is `arrest_made === false` (an unstated arrest is not).
 * - "Municipality" is `municipality` (rows without one are left out), answered as written or without
 *   "City of"; a province is `province`.
 * - "Knew the attacker" is a `relationship` of partner, family or acquaintance; its share is over all the
 *   notebook's rape incidents (an unstated relationship counts as not known), nearest whole percent.
 * - The share of the dead who fell in the Eastern Cape is the sum of `victims_killed` there over the sum
 *   over the whole notebook, nearest whole percent. The share of KwaZulu-Natal incidents that are murder
 *   and the share of all incidents with illegal guns are over rows, nearest whole percent.
 * - Rankings: the municipality with the most people killed (sum of `victims_killed` per municipality),
 *   the municipality with the most incidents, the calendar month with the most rapes, the single incident
 *   with the most injured (rows with a stated figure only) and the single incident with the most
 *   suspects arrested; each carries its tally, a tie at the top is an error in the question, and a single
 *   incident is named by the parts of its location no other incident shares.
 * - Refusals: the ground truth holds no time of day, no court sentences or trial outcomes, and no amounts
 *   of money taken.
 */
import {
  anyCrime,
  type BlindQuestion,
  inMonths,
  knewTheAttacker,
  largestIncident,
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
  dateAt,
  has,
  inProvince,
  month,
  municipalityNames,
  notArrested,
  number,
  percentOf,
  refusal,
  sinceYear,
  weekday,
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

/** A hijacking of a car or a truck. */
const hijacking = anyCrime('carjacking', 'truck hijacking');
const murder = has('murder');
const illegalGun = has('illegal firearm possession');
/** An incident whose event date fell on a Friday or a Saturday. */
const fridayOrSaturday = (r: DevRow) => weekday(r) === 'Friday' || weekday(r) === 'Saturday';

const killedByMunicipality = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.municipality,
    (r) => r.victims_killed ?? 0,
  );
const municipalityTally = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.municipality);
const rapeMonthTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(has('rape')), (r) => {
    const m = month(r);
    return m === undefined ? undefined : MONTH_NAMES[m - 1];
  });

export const FRESH310_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the night-shift tram and bus driver, on notebook a.
  {
    notebook: 'a',
    question:
      'Evening boss, quick one from the depot before my last run: in Gauteng, how many of these were hijackings, cars or trucks that got jacked, both counted?',
    covers: ['conjunction', 'restricted count', 'slang'],
    expect: (rows) => number(count(rows, hijacking, inProvince('Gauteng'))),
  },
  {
    notebook: 'a',
    question:
      'If every death was a stop on my route, which municipality would be the end of the line, the one with the most people killed?',
    covers: ['ranking', 'people'],
    ...ranking(killedByMunicipality, municipalityNames),
  },
  {
    notebook: 'a',
    question:
      'Friday and Saturday are the heavy nights on the timetable. How many of these incidents happened on a Friday or a Saturday?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, fridayOrSaturday)),
  },
  {
    notebook: 'a',
    question:
      'My cousin drives the East London route. Down in the Eastern Cape, how many people were injured altogether, at every fare stage?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_injured', rows.filter(inProvince('Eastern Cape')))),
  },
  {
    notebook: 'a',
    question:
      'Us night drivers want to know: how many of these happened after midnight, between twelve and four in the morning?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the bookbinder, on notebook a.
  {
    notebook: 'a',
    question:
      'I am collating this volume by date. Could you tell me the date of the earliest entry concerning stock theft, meaning the day of the theft itself and not the day the folio was written?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(has('stock theft')), 'earliest'),
  },
  {
    notebook: 'a',
    question:
      'Of the entries gathered under KwaZulu-Natal, what percentage record a murder? I mean murder strictly, not attempted murder and not culpable homicide.',
    covers: ['share', 'conjunction'],
    expect: (rows) => percentOf(rows.filter(inProvince('KwaZulu-Natal')), murder),
  },
  {
    notebook: 'a',
    question:
      'Good day. While resewing the spine of this gathering I noticed several cases of extorsion. How many suspects, in total, were arrested in those cases?',
    covers: ['people', 'restricted count', 'misspelling'],
    expect: (rows) => number(suspectsArrested(rows.filter(has('extortion')))),
  },
  {
    notebook: 'a',
    question:
      'To be exact about it: is there any entry of poaching in the Western Cape in which no arrest at all was made? Yes or no, please.',
    covers: ['yes/no', 'conjunction'],
    expect: (rows) => yesNo(count(rows, has('poaching'), inProvince('Western Cape'), notArrested) > 0),
  },
  {
    notebook: 'a',
    question:
      'For my margin notes: how many years of imprisonment were the convicted handed down, added together across the whole volume?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the stuntman, on notebook a.
  {
    notebook: 'a',
    question: 'Most people hurt in one single job. Where was it? Go!',
    covers: ['ranking', 'people'],
    ...largestIncident(
      () => true,
      (r) => r.victims_injured ?? null,
    ),
  },
  {
    notebook: 'a',
    question: 'Take two. Of everybody killed, what percent died in the Eastern Cape?',
    covers: ['share', 'people'],
    expect: (rows) =>
      percentage(
        peopleTotal('victims_killed', rows.filter(inProvince('Eastern Cape'))),
        peopleTotal('victims_killed', rows),
      ),
  },
  {
    notebook: 'a',
    question: 'Pieces! Illegal guns! How many incidents since 2019? Quick, the rig is waiting.',
    covers: ['slang', 'calendar', 'restricted count'],
    expect: (rows) => number(count(rows, illegalGun, sinceYear(2019))),
  },
  {
    notebook: 'a',
    question: 'Western Cape. Murder AND attempted murder in the same job. How many jobs like that?',
    covers: ['conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, murder, has('attempted murder'), inProvince('Western Cape'))),
  },
  {
    notebook: 'a',
    question: 'Kids. Western Cape. How many children were victims? Straight answer, then we wrap.',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(inProvince('Western Cape')))),
  },

  // Voice 1, the night-shift tram and bus driver, on notebook b.
  {
    notebook: 'b',
    question:
      'Which municipality has the most incidents on the board? Like the busiest stop on the whole route, you know.',
    covers: ['ranking'],
    ...ranking(municipalityTally, municipalityNames),
  },
  {
    notebook: 'b',
    question:
      'Cold months, June to August, when the bus is full of people in blankets: how many murders happened then, all years together?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, murder, inMonths(6, 8))),
  },
  {
    notebook: 'b',
    question: 'North West side: how many of the boys in blue were victims themselves?',
    covers: ['people', 'slang', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_police', rows.filter(inProvince('North West')))),
  },
  {
    notebook: 'b',
    question:
      'Was there a carjacking in Mpumalanga where nobody got arrested, not one? Just yes or no, my break is nearly over.',
    covers: ['yes/no', 'conjunction'],
    expect: (rows) => yesNo(count(rows, has('carjacking'), inProvince('Mpumalanga'), notArrested) > 0),
  },
  {
    notebook: 'b',
    question:
      'Them cash-in-transit robberies, how many rand did the robbers get away with altogether? More than a year of my fares, I bet.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the bookbinder, on notebook b.
  {
    notebook: 'b',
    question:
      'Please give me the date of the most recent entry recording a rape in the Northern Cape; the date of the incident, if you would, not of the release.',
    covers: ['date', 'conjunction'],
    expect: (rows) => dateAt(rowsWhere(rows, has('rape'), inProvince('Northern Cape')), 'latest'),
  },
  {
    notebook: 'b',
    question:
      'Among all the entries of rape in this volume, in what percentage did the victim know the attacker, as a partner, relative or acquaintance?',
    covers: ['share', 'restricted count'],
    expect: (rows) => percentOf(rows.filter(has('rape')), knewTheAttacker),
  },
  {
    notebook: 'b',
    question:
      'I should like a precise figure, please: across the cases of kidnaping in this ledger, how many of the victims were children?',
    covers: ['people', 'misspelling'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(has('kidnapping')))),
  },
  {
    notebook: 'b',
    question:
      'Gathering all years together, in which month of the calendar were the most rapes entered? The month of the incident, not of the folio.',
    covers: ['ranking', 'calendar'],
    ...ranking(rapeMonthTally),
  },
  {
    notebook: 'b',
    question:
      'To close the volume properly: how many of these cases went to trial and ended in a conviction?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the stuntman, on notebook b.
  {
    notebook: 'b',
    question: 'Biggest bust! Most suspects nabbed in one go. Where?',
    covers: ['ranking', 'slang'],
    ...largestIncident(
      () => true,
      (r) => r.num_suspects_arrested,
    ),
  },
  {
    notebook: 'b',
    question: 'Limpopo. Guys who were victims, male ones. How many? Shout it.',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_male', rows.filter(inProvince('Limpopo')))),
  },
  {
    notebook: 'b',
    question: 'Rape and kidnapping in the same job. How many jobs? One take only.',
    covers: ['conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, has('rape'), has('kidnapping'))),
  },
  {
    notebook: 'b',
    question: 'Cash van jobs in North West since 2021. Any? Y or N!',
    covers: ['yes/no', 'calendar', 'conjunction', 'slang'],
    expect: (rows) =>
      yesNo(count(rows, has('cash-in-transit robbery'), inProvince('North West'), sinceYear(2021)) > 0),
  },
  {
    notebook: 'b',
    question: 'Shooters. What percentige of all the incidents had illegal guns in them?',
    covers: ['share', 'slang', 'misspelling'],
    expect: (rows) => percentOf(rows, illegalGun),
  },
];

export const fresh310QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH310_QUESTIONS, rows);
