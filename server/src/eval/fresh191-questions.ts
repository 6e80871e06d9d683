/**
 * The hundred-and-ninety-first fresh question set (blind): thirty questions, fifteen about notebook `a` and fifteen about notebook `b`, written without reading the analyst, the extractor or the other question sets.
 * Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. An Eastern Cape insurance claims assessor: vehicle crimes, business robberies and where they
 *    happen (Gqeberha/Port Elizabeth, East London/Buffalo City, Mthatha, Nelson Mandela Bay); terse and
 *    businesslike, with trade shorthand ("NMB", "EC", "CIT", "Y/N", "Base:").
 * 2. A data journalist who writes in SQL-ish shorthand: `count where`, `group by`, `count(distinct ...)`,
 *    `is null`, `limit 1`, `median(...)`, `avg(...)`, with the odd typo ("provnice", "victms").
 * 3. An elderly Afrikaans-speaking farmer from the Northern Cape: farm attacks, stock theft and rural
 *    safety, mixing Afrikaans into his English (plaas, boere, vee, veediefstal, moord/moorde, hoeveel,
 *    wanneer, waar, skelms, tronk, Vrystaat, Noord-Kaap, Noordwes) and misspelling a little ("stok").
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is outside every "since"/year window and weekday or
 *   month, and is never the earliest or the most recent; `published_date` is never read. "2022 onward"
 *   is an `event_date` on or after 2022-01-01. A month or weekday "all years together" is the month or
 *   weekday of `event_date` in any year.
 * - "Vehicle crimes" / "vehicle-related claims" are `carjacking`, `truck hijacking` and `vehicle theft`
 *   (an incident with any of them). "CIT" is `cash-in-transit robbery`; "business robbery" is
 *   `business robbery` alone (an armed robbery of a shop is what the row's `crimes` say it is).
 * - Places: "EC" is the `Eastern Cape` province. "NMB (Gqeberha/PE metro)" is the `Nelson Mandela Bay`
 *   municipality (the field, not the words of the location). A municipality is answered as written,
 *   without "City of", or by its main town (Nelson Mandela Bay as Gqeberha or Port Elizabeth, Buffalo
 *   City as East London, King Sabata Dalindyebo as Mthatha). Rows without a `municipality` are left out
 *   of municipality rankings and distinct counts. Vrystaat is `Free State`, Noord-Kaap is `Northern Cape`,
 *   Noordwes is `North West`; KwaZulu-Natal may be answered as "KZN".
 * - A farm incident ("op 'n plaas", "plaas incidents") is a row whose `location` holds the word "farm"
 *   (any case), whatever its crimes; a "plaas moord" is such a row whose `crimes` hold `murder`.
 *   "Moord"/"moorde" is `murder` alone (not attempted murder, not culpable homicide). "Veediefstal", "vee
 *   gesteel" and "stok theft" are `stock theft`.
 * - People are sums of the stated figures: `num_suspects_arrested` (suspects arrested, skelms caught),
 *   `victims_killed` (killed, dood gemaak), `victims_injured` (injured). A null (unstated) figure adds nothing.
 * - "No arrest made" is `arrest_made === false`; an unstated arrest is in the base but not counted.
 *   A share states its base: all rows of the kind named, to the nearest whole percent unless one
 *   decimal is asked for.
 * - SQL shorthand is read literally on the ground-truth fields: `null municipality` / `null event_date`
 *   count rows whose field is null; `count(distinct police_station)` counts the distinct non-null
 *   stations as written; `median(suspect_ages)` is over every stated age (one per suspect) of the
 *   notebook, the mean of the middle two when their number is even; `avg(num_victims)` is over the rows
 *   with a stated `num_victims`, rounded to one decimal.
 * - The claim "more moorde in die Vrystaat than in Noordwes" is true only when the Free State has
 *   strictly more murder incidents than North West (a tie is "No").
 * - `where victims_killed > 0` keeps the rows with a stated death; the weekday with most such rows counts
 *   them by the weekday of `event_date`. The month in which "the most people were dood gemaak" sums the
 *   stated `victims_killed` by the month of `event_date`, all years together.
 * - Rankings (EC municipality with most incidents, province with most killed, weekday with most fatal
 *   incidents, province with most business robberies, most frequent stated relationship, month with most
 *   killed) each carry their tally; a tie at the top is an error in the question.
 * - Refusals: the releases' ground truth holds no insured or rand values of vehicles, no names of
 *   investigating officers, and no court outcomes or sentences.
 */
import {
  anyCrime,
  atPlace,
  type BlindQuestion,
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
  casesOf,
  count,
  dateAt,
  distinct,
  has,
  inProvince,
  meanOf,
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

/** A vehicle crime: carjacking, truck hijacking or vehicle theft. */
const vehicleCrime = anyCrime('carjacking', 'truck hijacking', 'vehicle theft');
const stockTheft = has('stock theft');
const murder = has('murder');
const eastCape = inProvince('Eastern Cape');
/** An incident the release places on a farm. */
const onAFarm = atPlace('farm');

/** The ways an answer may name a municipality: as written, without "City of", or by its main town. */
const MAIN_TOWNS: Readonly<Record<string, string[]>> = {
  'Nelson Mandela Bay': ['Gqeberha', 'Port Elizabeth'],
  'Buffalo City': ['East London'],
  'King Sabata Dalindyebo': ['Mthatha'],
};
const townNames = (name: string) => [...new Set([...municipalityNames(name), ...(MAIN_TOWNS[name] ?? [])])];

/** The median of the values, the mean of the middle two when their number is even; none is an error. */
function medianOf(values: readonly number[]) {
  const sorted = [...values].sort((x, y) => x - y);
  if (sorted.length === 0) throw new Error('no value to take the median of');
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? 0;
  return number(sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? 0) + upper) / 2);
}

const ecMunicipalityTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(eastCape), (r) => r.municipality);
/** An incident with at least one stated death. */
const fatal = (r: DevRow) => (r.victims_killed ?? 0) > 0;
const fatalWeekdayTally = (rows: readonly DevRow[]) => tallyOf(rows.filter(fatal), weekday);
const businessRobberyProvinceTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(has('business robbery')), (r) => r.province);
const relationshipTally = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.relationship);
const killedMonthTally = (rows: readonly DevRow[]) =>
  tallyOf(
    rows.filter(fatal),
    (r) => {
      const m = month(r);
      return m === undefined ? undefined : MONTH_NAMES[m - 1];
    },
    (r) => r.victims_killed ?? 0,
  );

export const FRESH191_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the Eastern Cape claims assessor, on notebook a.
  {
    notebook: 'a',
    question: 'NMB (Gqeberha/PE metro) - incidents on file, all crime types. Count.',
    covers: ['restricted count', 'slang'],
    expect: (rows) => number(count(rows, (r) => r.municipality === 'Nelson Mandela Bay')),
  },
  {
    notebook: 'a',
    question: 'Vehicle crimes (carjacking, truck hijacking, vehicle theft): total suspects arrested?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(suspectsArrested(rows.filter(vehicleCrime))),
  },
  {
    notebook: 'a',
    question: 'EC only. Which municipality logs the most incidents?',
    covers: ['ranking', 'slang'],
    ...ranking(ecMunicipalityTally, townNames),
  },
  {
    notebook: 'a',
    question: 'Follow-up on the EC: most recent CIT or business robbery there - date of the incident?',
    covers: ['date', 'conjunction', 'slang'],
    expect: (rows) =>
      dateAt(rowsWhere(rows, eastCape, anyCrime('cash-in-transit robbery', 'business robbery')), 'latest'),
  },
  {
    notebook: 'a',
    question: 'Carjackings: total insured value of the vehicles taken, in rand?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the data journalist, on notebook a.
  {
    notebook: 'a',
    question: "select count(distinct municipality) where province = 'Eastern Cape' -- nulls excluded",
    covers: ['restricted count', 'slang'],
    expect: (rows) => number(distinct(rows.filter(eastCape).map((r) => r.municipality))),
  },
  {
    notebook: 'a',
    question: 'how many rows have null municipality?',
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, (r) => r.municipality === null)),
  },
  {
    notebook: 'a',
    question: 'group by provnice, order by sum(victims_killed) desc, limit 1 -- which provnice?',
    covers: ['ranking', 'people', 'misspelling'],
    ...ranking(peopleByProvince('victims_killed'), kznProvinceNames),
  },
  {
    notebook: 'a',
    question: 'median(suspect_ages) across every suspect with a stated age?',
    covers: ['people'],
    expect: (rows) => medianOf(suspectAges(rows)),
  },
  {
    notebook: 'a',
    question:
      'count(*) where victims_killed > 0 group by dayname(event_date) order by 2 desc limit 1 -- undated rows dropped. which day?',
    covers: ['ranking', 'calendar', 'people'],
    ...ranking(fatalWeekdayTally),
  },

  // Voice 3, the Afrikaans farmer, on notebook a.
  {
    notebook: 'a',
    question: 'Goeie dag. Hoeveel stok theft cases - vee gesteel - is there in these police reports?',
    covers: ['restricted count', 'misspelling', 'slang'],
    expect: (rows) => number(count(rows, stockTheft)),
  },
  {
    notebook: 'a',
    question:
      'Was daar enige plaas moord in these reports, a murder on a farm I mean? Ja of nee, please, the boere want to know.',
    covers: ['yes/no', 'conjunction', 'slang'],
    expect: (rows) => yesNo(count(rows, onAFarm, murder) > 0),
  },
  {
    notebook: 'a',
    question:
      'Veediefstal: wanneer was die laaste een? The day the vee was taken, nie the day the police wrote about it nie.',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows.filter(stockTheft), 'latest'),
  },
  {
    notebook: 'a',
    question: 'Hoeveel skelms did the police arrest altogether in die stock theft cases?',
    covers: ['people', 'slang'],
    expect: (rows) => number(suspectsArrested(rows.filter(stockTheft))),
  },
  {
    notebook: 'a',
    question:
      'And the vee thieves that were caught, hoeveel jaar tronk did the courts give them? What sentences?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 1, the Eastern Cape claims assessor, on notebook b.
  {
    notebook: 'b',
    question:
      'Vehicle-related claims (carjack, truck hijack, vehicle theft) with an incident date 2022 onward. Count.',
    covers: ['calendar', 'conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, vehicleCrime, sinceYear(2022))),
  },
  {
    notebook: 'b',
    question: 'Business robberies - which province leads?',
    covers: ['ranking'],
    ...ranking(businessRobberyProvinceTally),
  },
  {
    notebook: 'b',
    question: 'Business + CIT robberies combined: total victims injured?',
    covers: ['people', 'slang'],
    expect: (rows) =>
      number(
        peopleTotal('victims_injured', rows.filter(anyCrime('business robbery', 'cash-in-transit robbery'))),
      ),
  },
  {
    notebook: 'b',
    question: 'Carjackings - % with no arrest made. Base: all carjackings in this notebook.',
    covers: ['share'],
    expect: (rows) => percentOf(rows.filter(has('carjacking')), notArrested),
  },
  {
    notebook: 'b',
    question: 'Any single incident combining stock theft with vehicle theft? Y/N',
    covers: ['yes/no', 'conjunction'],
    expect: (rows) => yesNo(count(rows, stockTheft, has('vehicle theft')) > 0),
  },

  // Voice 2, the data journalist, on notebook b.
  {
    notebook: 'b',
    question: 'how many rows have null event_date',
    covers: ['restricted count', 'calendar'],
    expect: (rows) => number(count(rows, (r) => r.event_date === null)),
  },
  {
    notebook: 'b',
    question: 'count(distinct police_station) where police_station is not null',
    covers: ['restricted count'],
    expect: (rows) => number(distinct(rows.map((r) => r.police_station))),
  },
  {
    notebook: 'b',
    question:
      'select relationship, count(*) where relationship is not null group by 1 order by 2 desc limit 1',
    covers: ['ranking', 'people'],
    ...ranking(relationshipTally),
  },
  {
    notebook: 'b',
    question:
      "avg(num_victims) where crimes contains 'rape' -- nulls excluded, round to 1 dp. victms per case?",
    covers: ['people', 'restricted count', 'misspelling'],
    expect: (rows) =>
      meanOf(
        rows.filter(has('rape')).map((r) => r.num_victims),
        1,
      ),
  },
  {
    notebook: 'b',
    question: 'select investigating_officer, count(*) group by 1 order by 2 desc limit 1',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the Afrikaans farmer, on notebook b.
  {
    notebook: 'b',
    question:
      "Hoeveel incidents happened op 'n plaas in die Noord-Kaap and Noordwes together? That is where I farm.",
    covers: ['restricted count', 'conjunction', 'slang'],
    expect: (rows) =>
      number(count(rows, onAFarm, (r) => inProvince('Northern Cape')(r) || inProvince('North West')(r))),
  },
  {
    notebook: 'b',
    question:
      'In watter maand van die jaar were the most people dood gemaak - killed - all the years taken together?',
    covers: ['ranking', 'calendar', 'people', 'slang'],
    ...ranking(killedMonthTally),
  },
  {
    notebook: 'b',
    question:
      'Of all die plaas incidents in these reports, what percentage had a moord in them? Base is all incidents on farms, give one decimal.',
    covers: ['share', 'slang'],
    expect: (rows) => {
      const farms = rows.filter(onAFarm);
      return percentage(farms.filter(murder).length, farms.length, 1);
    },
  },
  {
    notebook: 'b',
    question:
      'Wanneer was die eerste veediefstal in die reports - the oldest stok theft case, by the date it happened?',
    covers: ['date', 'misspelling', 'slang'],
    expect: (rows) => dateAt(rows.filter(stockTheft), 'earliest'),
  },
  {
    notebook: 'b',
    question:
      'My buurman says there were more moorde in die Vrystaat than in Noordwes in these reports. Is dit waar? Yes or no.',
    covers: ['yes/no', 'conjunction', 'slang'],
    expect: (rows) =>
      yesNo(count(rows, murder, inProvince('Free State')) > count(rows, murder, inProvince('North West'))),
  },
];

export const fresh191QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH191_QUESTIONS, rows);
