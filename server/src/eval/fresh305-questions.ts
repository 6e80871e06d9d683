/**
 * The three-hundred-and-fifth fresh question set (blind): thirty questions, fifteen about notebook `a`
 * and fifteen about notebook `b`, written without reading the analyst, the extractor or the other
 * question sets (fresh66 alone was read, as the model for the file's shape). Every expectation is
 * computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A weaver at a loom: chatty, greets and aside-prone, talks of the releases as threads of the warp
 *    and the weft, and the notebook as a bolt of cloth ("how many threads carry ...", "woven into").
 * 2. A deep-sea diver: clipped, log-book style ("Dive log.", "Count.", "y/n"), a dive is a question,
 *    the log is the notebook, "surfaced" is found; trade slang for crime ("nabbed", "zama zamas").
 * 3. A fencing coach: "en garde", bouts, touches and the piste; a bout or a touch on the piste is an
 *    incident; an occasional bad speller ("atempted", "hapened", "Saterday").
 *
 * The readings chosen (one row is one incident, a "thread", "entry" or "bout"; a crime question counts
 * the rows whose `crimes` hold the category):
 * - Dates are `event_date` alone: a row without one is outside every year, month, "since" window and
 *   weekday, and is never the earliest or latest; `published_date` is never read. A weekend is a
 *   Saturday or Sunday of `event_date`. "Winter months June, July or August, any year" is the month of
 *   `event_date` from 6 to 8 in any year; "all years pooled" likewise takes the month alone, and the
 *   month with the most people killed sums `victims_killed` per month over the dated rows that state
 *   at least one death.
 * - People are sums of the stated figures: `victims_killed` (killed, died), `victims_children`
 *   (children), `victims_police` (police officers, cops, on or off duty), `num_suspects_arrested`
 *   (suspects arrested, nabbed). A null (unstated) figure adds nothing.
 * - "Murders" are `murder` (attempted murder is not one); "attempted murders" are `attempted murder`;
 *   "carjacking" is `carjacking` alone; "zama zama" busts are `illegal mining`; "firearm charge" is
 *   `illegal firearm possession`; "rapes" are `rape`; "kidnapping" is `kidnapping`.
 * - "With an arrest made" is `arrest_made === true`; "ended with nobody arrested" is
 *   `arrest_made === false` (an unstated arrest is neither).
 * - "Municipality" is `municipality` (rows without one are left out), answered as written or without
 *   "City of". KwaZulu-Natal may be answered as "KZN".
 * - A share of people ("share of all the people killed") is the sum over the selection over the sum
 *   over the notebook, to the nearest whole percent; a share of incidents ("percentage of releases",
 *   "share of the North West incidents") is a count over the count of the whole named, nearest whole
 *   percent.
 * - "How many more in P than in Q" is the difference of the two sums; P must have more.
 * - Rankings (province with most killed, municipality with most incidents, province with most suspects
 *   arrested, calendar month with most people killed) each carry their tally; a tie at the top is an
 *   error in the question.
 * - Refusals: the ground truth holds no firearm calibres, no times of day, no officers' names, no rand
 *   values, no weather and no sentences handed down.
 */
import {
  any,
  type BlindQuestion,
  inMonths,
  kznProvinceNames,
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
  excessOf,
  has,
  inProvince,
  inYear,
  month,
  municipalityNames,
  notArrested,
  number,
  percentOf,
  refusal,
  sinceYear,
  weekend,
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
const zamaZama = has('illegal mining');

/** Incidents per municipality; rows without one are left out. */
const municipalityTally = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.municipality);

/** Suspects arrested per province, unstated figures adding nothing. */
const arrestsByProvince = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_suspects_arrested ?? 0,
  );

/**
 * People killed per calendar month of `event_date`, all years together; undated rows and rows with no
 * stated death are left out (a month where nobody was killed is not in the running).
 */
const killedByMonth = (rows: readonly DevRow[]) =>
  tallyOf(
    rows.filter((r) => (r.victims_killed ?? 0) > 0),
    (r) => {
      const m = month(r);
      return m === undefined ? undefined : MONTH_NAMES[m - 1];
    },
    (r) => r.victims_killed ?? 0,
  );

export const FRESH305_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the weaver, on notebook a.
  {
    notebook: 'a',
    question:
      'Good morning from the loom! If every release is one thread in the warp, how many threads carry a murder committed in KwaZulu-Natal?',
    covers: ['restricted count', 'conjunction'],
    expect: (rows) => number(count(rows, murder, inProvince('KwaZulu-Natal'))),
  },
  {
    notebook: 'a',
    question:
      'Which province has woven the most people killed into this bolt of cloth? Tally the dead themselves, not the incidents, please.',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_killed'), kznProvinceNames),
  },
  {
    notebook: 'a',
    question:
      'Threading the weft by season now: how many incidents happened in the winter months of June, July or August, in any year at all?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, inMonths(6, 8))),
  },
  {
    notebook: 'a',
    question:
      'What share of all the people killed in this cloth died in the Eastern Cape? Nearest whole percent, my thread counter only does whole numbers.',
    covers: ['share', 'people'],
    expect: (rows) =>
      percentage(
        peopleTotal('victims_killed', rows.filter(inProvince('Eastern Cape'))),
        peopleTotal('victims_killed', rows),
      ),
  },
  {
    notebook: 'a',
    question:
      'Before I cut the bolt: what calibre were the guns recovered in the illegal firearm cases? I like to match my thread gauges to odd things.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the diver, on notebook a.
  {
    notebook: 'a',
    question: 'Dive log, notebook a. Kidnappings with an arrest made. Count.',
    covers: ['restricted count', 'conjunction'],
    expect: (rows) => number(count(rows, has('kidnapping'), arrested)),
  },
  {
    notebook: 'a',
    question: 'Bottom of the log. Earliest carjacking. Date?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(has('carjacking')), 'earliest'),
  },
  {
    notebook: 'a',
    question: 'Surfaced. Suspects nabbed across all murder incidents - total?',
    covers: ['people', 'slang'],
    expect: (rows) => number(suspectsArrested(rows.filter(murder))),
  },
  {
    notebook: 'a',
    question: 'Poaching in the Eastern Cape. Any logged? y/n',
    covers: ['yes/no', 'conjunction'],
    expect: (rows) => yesNo(count(rows, has('poaching'), inProvince('Eastern Cape')) > 0),
  },
  {
    notebook: 'a',
    question: 'Cape Town shootings. Time of day each went down, 24h clock. For the log.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the fencing coach, on notebook a.
  {
    notebook: 'a',
    question:
      'En garde, everyone! How many police officers in total were victims? Every touch on a cop counts, on duty or off.',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_police', rows)),
  },
  {
    notebook: 'a',
    question:
      'Which municipality had the most bouts on its piste, meaning the most incidents? Leave out the releases that name no municipality.',
    covers: ['ranking'],
    ...ranking(municipalityTally, municipalityNames),
  },
  {
    notebook: 'a',
    question: 'Last bout of the season: when did the most recent murder in the Eastern Cape take place?',
    covers: ['date'],
    expect: (rows) => dateAt(rowsWhere(rows, murder, inProvince('Eastern Cape')), 'latest'),
  },
  {
    notebook: 'a',
    question:
      'Coach here, bad speller sorry. How many atempted murders hapened on a weekend, Saterday or Sunday?',
    covers: ['misspelling', 'calendar', 'restricted count'],
    expect: (rows) => number(count(rows, has('attempted murder'), weekend)),
  },
  {
    notebook: 'a',
    question:
      'Which officers led the arrests in these cases? I want their names for a salute after the final bout.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 1, the weaver, on notebook b.
  {
    notebook: 'b',
    question:
      'Hello from the weaving shed. How many threads in this bolt are rapes in either the Northern Cape or the North West?',
    covers: ['restricted count', 'conjunction'],
    expect: (rows) =>
      number(count(rows, has('rape'), any(inProvince('Northern Cape'), inProvince('North West')))),
  },
  {
    notebook: 'b',
    question:
      'Which province has the most suspects arrested woven into its corner of the cloth? Count the suspects, not the incidents.',
    covers: ['ranking', 'people'],
    ...ranking(arrestsByProvince),
  },
  {
    notebook: 'b',
    question:
      'What percentige of the releases in this warp ended with an arrest made? Nearest whole number, the loom does not do fractions.',
    covers: ['share', 'misspelling'],
    expect: (rows) => percentOf(rows, arrested),
  },
  {
    notebook: 'b',
    question:
      'Tugging on one thread that worries me: how many children in total were among the victims, going by what the releases state?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_children', rows)),
  },
  {
    notebook: 'b',
    question:
      'How many rand were taken in the business robberies, all told? I am pricing a bolt of cloth against it, just curious.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the diver, on notebook b.
  {
    notebook: 'b',
    question: 'Log. Northern Cape. Earliest dated incident. Date.',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(inProvince('Northern Cape')), 'earliest'),
  },
  {
    notebook: 'b',
    question: 'Zama zama busts. Any that ended with nobody arrested? y/n',
    covers: ['yes/no', 'slang', 'conjunction'],
    expect: (rows) => yesNo(count(rows, zamaZama, notArrested) > 0),
  },
  {
    notebook: 'b',
    question: 'Murders since start of 2020, dated ones only. Count.',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, murder, sinceYear(2020))),
  },
  {
    notebook: 'b',
    question: 'Depth check. Which calendar month, all years pooled, logged the most people killed?',
    covers: ['ranking', 'calendar', 'people'],
    ...ranking(killedByMonth),
  },
  {
    notebook: 'b',
    question: 'Weather on the day of the Mangaung murders. Rain or clear? For the log.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the fencing coach, on notebook b.
  {
    notebook: 'b',
    question: 'En garde! How many more suspects were arrested in Mpumalanga than in Limpopo?',
    covers: ['people', 'conjunction'],
    expect: (rows) =>
      excessOf(rows, inProvince('Mpumalanga'), inProvince('Limpopo'), (selected) =>
        suspectsArrested(selected),
      ),
  },
  {
    notebook: 'b',
    question:
      'Riposte question for the piste: of the incidents in the North West, what share involved a kidnapping? Whole percent, please.',
    covers: ['share', 'restricted count'],
    expect: (rows) => percentOf(rows.filter(inProvince('North West')), has('kidnapping')),
  },
  {
    notebook: 'b',
    question:
      'Final touch: when was the latest incident with an illegal firearm possession charge in Mpumalanga?',
    covers: ['date', 'conjunction'],
    expect: (rows) =>
      dateAt(rowsWhere(rows, has('illegal firearm possession'), inProvince('Mpumalanga')), 'latest'),
  },
  {
    notebook: 'b',
    question: 'Was there a carjacking in Mpumalanga during 2022, yes or no? Only a clean touch counts.',
    covers: ['yes/no', 'calendar', 'conjunction'],
    expect: (rows) => yesNo(count(rows, has('carjacking'), inProvince('Mpumalanga'), inYear(2022)) > 0),
  },
  {
    notebook: 'b',
    question:
      'How long were the prison sentences handed down in the rape cases? I tell my fencers that discipline pays off.',
    covers: ['refusal'],
    expect: refusal,
  },
];

export const fresh305QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH305_QUESTIONS, rows);
