/**
 * The two-hundred-and-fifth fresh question set (blind): thirty questions, fifteen about notebook `a` and
 * fifteen about notebook `b`, written without reading the analyst, the extractor or the other question
 * sets. Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A Limpopo community radio producer (Polokwane, Thohoyandou, Tzaneen): short questions mixing
 *    English with Sepedi and Xitsonga words ("kae" where, "neng" when, "bokae" how many, "ke nnete" is it
 *    true, "malwa" home brew), some typos ("kidnaping", "murda"), callers' claims to check.
 * 2. A retired actuary volunteering for a victim-support NGO: precise, asks for ratios, means, medians
 *    and percentages with stated bases and rounding, and sometimes for rates per 100,000 people.
 * 3. A high-school history teacher preparing a class exercise: numbered multi-part instructions,
 *    "list", "put in order", "compare", earliest/latest, weekday and month questions.
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is outside every year, month range and weekday, and
 *   is never the earliest or latest; `published_date` is never read. A weekday is the weekday of
 *   `event_date`; "between March and July 2023" is 2023-03-01 to 2023-07-31, both ends included.
 * - "Murder" is `murder` alone (attempted murder is not one); "kidnapping"/"kidnaping" is `kidnapping`;
 *   "cash-in-transit"/"CIT" is `cash-in-transit robbery`; "rape" is `rape`.
 * - People are sums of the stated figures: `victims_killed` (killed), `victims_injured` (injured),
 *   `victims_children` (a child victim), `num_suspects_arrested` (suspects arrested), `suspect_ages`
 *   (one age per suspect whose age is stated). A null (unstated) figure adds nothing and is left out of
 *   every mean and median.
 * - A mean is the sum of the stated values over how many are stated; a median is the middle stated value
 *   (the mean of the two middle ones when their number is even); both rounded as the question asks.
 * - A province's share of the people killed is its `victims_killed` over the notebook's total, as a
 *   percentage to one decimal. The ratio of arrests to deaths is the sum of `num_suspects_arrested` over
 *   the sum of `victims_killed`, to two decimals. The share of rape incidents with a child victim is the
 *   rows with `rape` whose `victims_children` is above zero over all rows with `rape`, nearest whole
 *   percent.
 * - "Municipality" is `municipality` (answered as written or without "City of"); "Greater Tzaneen" is
 *   that municipality. A province is `province`.
 * - An incident named by its place (Glebelands Hostel, Lwamondo, De Rots farm) is the one row whose
 *   `location` holds that name; the place of an incident is named by the parts of its `location` no
 *   other incident of the notebook shares.
 * - A claim about a year ("it was in 2016") is checked against the year of `event_date`.
 * - "No Limpopo cases at all" is true when no row has `province` Limpopo.
 * - "How many more in P than in Q" is the difference of the two counts; P must have more. "The same
 *   number" compares the two counts exactly.
 * - A list of years is every distinct year of `event_date` among the chosen rows, earliest first.
 * - Rankings (the incident with most injured, the province with most incidents, the province with most
 *   suspects arrested as a sum of `num_suspects_arrested`) each carry their tally; a tie at the top is
 *   an error in the question.
 * - Refusals: the ground truth holds no bail status of suspects, no population figures (so no rate per
 *   100,000 people), no alcohol or drunkenness, and no rand value of goods taken or losses.
 */
import {
  atPlace,
  type BlindQuestion,
  inMunicipality,
  largestIncident,
  peopleTotal,
  percentage,
  placeNames,
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
  excessOf,
  has,
  inProvince,
  meanOf,
  number,
  refusal,
  rounded,
  text,
  weekday,
  within,
} from './ground-truth-questions';

const murder = has('murder');
const kidnapping = has('kidnapping');
const cit = has('cash-in-transit robbery');
const rape = has('rape');

/** The one incident whose location holds the name; none or several is an error in the question. */
function incidentAt(rows: readonly DevRow[], name: string): DevRow {
  const found = rows.filter(atPlace(name));
  const [row] = found;
  if (found.length !== 1 || !row) throw new Error(`${found.length} incidents at ${name}`);
  return row;
}

/** The weekday of the one incident at the named place. */
function weekdayAt(rows: readonly DevRow[], name: string) {
  const day = weekday(incidentAt(rows, name));
  if (day === undefined) throw new Error(`the incident at ${name} has no date`);
  return text(day);
}

/** The median of the stated values, rounded; no stated value is an error in the question. */
function medianOf(values: readonly (number | null)[], decimals: number) {
  const stated = values.filter((v): v is number => v !== null).sort((x, y) => x - y);
  if (stated.length === 0) throw new Error('no stated value to take a median of');
  const middle = Math.floor(stated.length / 2);
  const median =
    stated.length % 2 === 1 ? (stated[middle] ?? 0) : ((stated[middle - 1] ?? 0) + (stated[middle] ?? 0)) / 2;
  return number(rounded(median, decimals));
}

/** Every distinct year of the dated rows, earliest first; none is an error in the question. */
function yearsOf(rows: readonly DevRow[]) {
  const years = [...new Set(rows.flatMap((r) => (r.event_date ? [Number(r.event_date.slice(0, 4))] : [])))];
  if (years.length === 0) throw new Error('no dated incident to list');
  return { kind: 'list' as const, value: years.sort((x, y) => x - y) };
}

const provinceTally = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.province);
const arrestsByProvince = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_suspects_arrested ?? 0,
  );

export const FRESH205_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the Limpopo community radio producer, on notebook a.
  {
    notebook: 'a',
    question:
      'Caller from Polokwane says there is not even one Limpopo case in this lot of releases. Ke nnete? yes or no',
    covers: ['yes/no', 'slang'],
    expect: (rows) => yesNo(count(rows, inProvince('Limpopo')) === 0),
  },
  {
    notebook: 'a',
    question: 'murda cases in Eastern Cape bokae? just the murders pls, not attempted',
    covers: ['restricted count', 'conjunction', 'slang', 'misspelling'],
    expect: (rows) => number(count(rows, murder, inProvince('Eastern Cape'))),
  },
  {
    notebook: 'a',
    question: 'Neng? the last kidnaping in KZN - which date did it happen',
    covers: ['date', 'misspelling', 'slang'],
    expect: (rows) => dateAt(rowsWhere(rows, kidnapping, inProvince('KwaZulu-Natal')), 'latest'),
  },
  {
    notebook: 'a',
    question: 'Listeners asking - kae was the attack where the most people got injured? one place only',
    covers: ['ranking', 'people', 'slang'],
    ...largestIncident(
      () => true,
      (r) => r.victims_injured ?? null,
    ),
  },
  {
    notebook: 'a',
    question:
      'Sorry for the quick one before we go live: how many of the suspects arrested were already out on bail for other cases?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the retired actuary, on notebook a.
  {
    notebook: 'a',
    question:
      'Taking only the incidents where the number of people killed is stated (zero included), what is the mean number killed per incident, to one decimal place?',
    covers: ['people'],
    expect: (rows) =>
      meanOf(
        rows.map((r) => r.victims_killed ?? null),
        1,
      ),
  },
  {
    notebook: 'a',
    question:
      'Over every suspect whose age is given in these releases, one age per suspect, what is the median suspect age in years? Round to one decimal if it falls between two ages.',
    covers: ['people'],
    expect: (rows) => medianOf(suspectAges(rows), 1),
  },
  {
    notebook: 'a',
    question:
      'Base: all people reported killed across the notebook. What percentage of them were killed in KwaZulu-Natal? Please give it to one decimal place.',
    covers: ['share', 'people'],
    expect: (rows) =>
      percentage(
        peopleTotal('victims_killed', rows.filter(inProvince('KwaZulu-Natal'))),
        peopleTotal('victims_killed', rows),
        1,
      ),
  },
  {
    notebook: 'a',
    question:
      'For our annual report I need the murder rate per 100,000 residents in each of the four provinces covered here. Could you work that out?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question:
      'For the incidents involving a kidnapping, what is the average number of suspects arrested per incident, to two decimal places, leaving out any incident where the arrest figure is not given?',
    covers: ['restricted count', 'people'],
    expect: (rows) =>
      meanOf(
        rows.filter(kidnapping).map((r) => r.num_suspects_arrested),
        2,
      ),
  },

  // Voice 3, the history teacher, on notebook a.
  {
    notebook: 'a',
    question:
      'Class exercise, part 1: look only at the Western Cape incidents. Part 2: find the earliest one. Part 3: write down the date on which it happened.',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(inProvince('Western Cape')), 'earliest'),
  },
  {
    notebook: 'a',
    question:
      '1. Count the incidents in each province. 2. Put the provinces in order from most to fewest. 3. Which province comes first?',
    covers: ['ranking'],
    ...ranking(provinceTally),
  },
  {
    notebook: 'a',
    question:
      '1. Find the shooting at the Glebelands Hostel in Umlazi. 2. On which day of the week did it take place?',
    covers: ['calendar'],
    expect: (rows) => weekdayAt(rows, 'Glebelands'),
  },
  {
    notebook: 'a',
    question:
      'Compare the two big metros: (a) count the incidents in the City of Cape Town, (b) count those in the City of Johannesburg, (c) how many more does Cape Town have?',
    covers: ['restricted count', 'conjunction'],
    expect: (rows) =>
      excessOf(rows, inMunicipality('City of Cape Town'), inMunicipality('City of Johannesburg')),
  },
  {
    notebook: 'a',
    question:
      '1. List every year in which a cash-in-transit robbery took place. 2. Put the years in order from earliest to latest.',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => yearsOf(rows.filter(cit)),
  },

  // Voice 1, the Limpopo community radio producer, on notebook b.
  {
    notebook: 'b',
    question:
      'Limpopo murders bokae in total? whole province, Polokwane to Tzaneen to Thohoyandou, only murder not attempted',
    covers: ['restricted count', 'conjunction', 'slang'],
    expect: (rows) => number(count(rows, murder, inProvince('Limpopo'))),
  },
  {
    notebook: 'b',
    question: 'That cash-in-transit robbery in Limpopo - kae? which place exactly',
    covers: ['conjunction', 'slang'],
    expect: (rows) => {
      const [row, other] = rowsWhere(rows, cit, inProvince('Limpopo'));
      if (!row || other) throw new Error('not exactly one CIT robbery in Limpopo');
      return text(placeNames(row, rows));
    },
  },
  {
    notebook: 'b',
    question:
      'A caller from Thohoyandou insists the Lwamondo kidnaping and murder happened in 2016. Is he right? ee/aowa',
    covers: ['yes/no', 'misspelling', 'slang', 'calendar'],
    expect: (rows) => {
      const date = incidentAt(rows, 'Lwamondo').event_date;
      if (date === null) throw new Error('the Lwamondo incident has no date');
      return yesNo(date.startsWith('2016'));
    },
  },
  {
    notebook: 'b',
    question: 'neng was the most recent Limpopo incident? date only, for the news bulletin',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows.filter(inProvince('Limpopo')), 'latest'),
  },
  {
    notebook: 'b',
    question:
      'People phoning in blame the malwa (home brew) - in how many of these cases were the suspects drunk at the time?',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },

  // Voice 2, the retired actuary, on notebook b.
  {
    notebook: 'b',
    question:
      'What is the median number of suspects arrested per incident, over all incidents with a stated arrest figure, incidents with zero arrests included?',
    covers: ['people'],
    expect: (rows) =>
      medianOf(
        rows.map((r) => r.num_suspects_arrested),
        0,
      ),
  },
  {
    notebook: 'b',
    question:
      'Please compute the ratio of total suspects arrested to total victims killed across the whole notebook, expressed as arrests per death and rounded to two decimals.',
    covers: ['people', 'share'],
    expect: (rows) => {
      const killed = peopleTotal('victims_killed', rows);
      if (killed === 0) throw new Error('nobody killed to divide by');
      return number(rounded(suspectsArrested(rows) / killed, 2));
    },
  },
  {
    notebook: 'b',
    question:
      'Restricting to the Northern Cape, what is the arithmetic mean age of the suspects whose ages are stated, to one decimal place?',
    covers: ['people', 'restricted count'],
    expect: (rows) => meanOf(suspectAges(rows.filter(inProvince('Northern Cape'))), 1),
  },
  {
    notebook: 'b',
    question:
      'Of the rape incidents (base: all rape incidents in the notebook), in what percentage was at least one victim a child? Nearest whole percent, please.',
    covers: ['share', 'people', 'restricted count'],
    expect: (rows) => {
      const rapes = rows.filter(rape);
      return percentage(rapes.filter((r) => (r.victims_children ?? 0) > 0).length, rapes.length);
    },
  },
  {
    notebook: 'b',
    question:
      'Our fund reimburses victims, so: what was the mean financial loss in rand per robbery incident, counting the value of goods and cash taken?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the history teacher, on notebook b.
  {
    notebook: 'b',
    question:
      'Worksheet question 4: (a) select the incidents in Mpumalanga, (b) find the earliest of them, (c) give its date.',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(inProvince('Mpumalanga')), 'earliest'),
  },
  {
    notebook: 'b',
    question:
      '1. For each province, add up the suspects arrested. 2. Put the provinces in order from most arrests to fewest. 3. Which province is at the top of your list?',
    covers: ['ranking', 'people'],
    ...ranking(arrestsByProvince),
  },
  {
    notebook: 'b',
    question:
      'Compare North West and the Northern Cape: 1. count the incidents in each, 2. do the two provinces have exactly the same number? Answer yes or no.',
    covers: ['yes/no', 'conjunction'],
    expect: (rows) =>
      yesNo(count(rows, inProvince('North West')) === count(rows, inProvince('Northern Cape'))),
  },
  {
    notebook: 'b',
    question:
      'For the timeline on the board: how many incidents happened between March and July 2023, counting both of those months in full?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, within('2023-03-01', '2023-07-31'))),
  },
  {
    notebook: 'b',
    question: '1. Find the murder on De Rots farm near Senekal. 2. Say which weekday it happened on.',
    covers: ['calendar'],
    expect: (rows) => weekdayAt(rows, 'De Rots'),
  },
];

export const fresh205QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH205_QUESTIONS, rows);
