/**
 * The two-hundred-and-eleventh fresh question set (blind): thirty questions, fifteen about notebook `a`
 * and fifteen about notebook `b`, written without reading the analyst, the extractor or the other
 * question sets. Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. The secretary of a Northern Cape farmers' co-operative: formal but folksy English with Afrikaans
 *    words ("hoeveel", "waar", "boere", "vee", "skelms", "ja of nee"), asking about stock theft, farms,
 *    Upington, Kimberley and De Aar.
 * 2. A newspaper graphics editor preparing charts: breakdowns by year, month and province, top-3 lists,
 *    totals for chart labels, "the numbers behind the bars"; clipped newsroom shorthand.
 * 3. A paralegal at a legal clinic: specific incidents by place and date, whether suspects were arrested
 *    and how many, court matters the records lack (bail, sentences), yes/no checks; a few typos
 *    ("suspcts", "custudy", "accussed", "mattres").
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is outside every year, date range, month range and
 *   weekday, and is never the earliest; `published_date` is never read. "2019 through 2021" is
 *   2019-01-01 to 2021-12-31 inclusive; "March to May, all years" is the month of `event_date` in 3–5 of
 *   any year; the weekday is that of `event_date`.
 * - "Stock theft" / "vee theft" is `stock theft`; "murder" is `murder` (not attempted murder or culpable
 *   homicide); "rape" is `rape`; "kidnapping" is `kidnapping`; "an illegal firearm charge" is
 *   `illegal firearm possession`.
 * - A farm incident is a row whose `location` holds the word "farm" (any case), whatever its crimes.
 * - People are sums of the stated figures: `victims_killed` (people killed) and `num_suspects_arrested`
 *   (suspects arrested, taken into custody); a null figure adds nothing. The mean number arrested per
 *   stock-theft case is over the cases that state the figure, to one decimal; the median per incident
 *   "where someone was arrested" is over the rows with `arrest_made === true` that state the figure.
 * - "Ended with an arrest" / "somebody arrested" / "were suspects arrested" is `arrest_made === true`;
 *   "every stock theft case ended with somebody arrested" is true when every stock-theft row has
 *   `arrest_made === true`. A share is over all the selected rows (an unstated arrest counts as no
 *   arrest), to the nearest whole percent.
 * - A named incident (the Glebelands Hostel shooting, the Site C shooting, the New Brighton shooting,
 *   the Upington stock theft, the De Aar guest-house rape, the Zinniaville CIT robbery) is the one row
 *   whose `location` holds the name (any case), on the stated `event_date` when a full date is given;
 *   none or two such rows is an error in the question. Its arrests are `num_suspects_arrested`, its
 *   "were suspects arrested" is `arrest_made` (unstated is an error).
 * - The youngest accused is the smallest of the stated `suspect_ages` over the selected rows.
 * - "Northern Cape municipalities where a rape was reported" are the distinct `municipality` values of
 *   the Northern Cape's rape rows (an unknown municipality is an error), as a list in any order.
 * - Rankings carry their tally and a tie at the top is an error: the Northern Cape municipality with the
 *   most incidents (named as written or without "City of"), the province with the most kidnapping
 *   incidents, the province with the most rape incidents. Top-3 lists (crime types by incidents, a
 *   crime category counting once per row; provinces by suspects arrested) are most first and need the
 *   first four places to be distinct.
 * - "How many more in 2023 than in 2022" is the difference of the two years' incident counts; 2023 must
 *   have more.
 * - Refusals: the ground truth holds no suspects' previous convictions, no brand marks or ear tags of
 *   stolen animals, no population figures (so no rates per 100,000), no bail and no sentences.
 */
import type { Expectation } from './answer-matching';
import {
  any,
  atPlace,
  type BlindQuestion,
  peopleTotal,
  rankedTally,
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
  month,
  municipalityNames,
  number,
  percentOf,
  refusal,
  rounded,
  text,
  topKeys,
  weekday,
  within,
} from './ground-truth-questions';

const stockTheft = has('stock theft');
const murder = has('murder');
const rape = has('rape');
/** An incident the release places on a farm. */
const onAFarm = atPlace('farm');
const northernCape = inProvince('Northern Cape');

/** The one incident whose location holds the name (and, when given, on that event date). */
function theIncident(rows: readonly DevRow[], place: string, date?: string): DevRow {
  const found = rows.filter((r) => atPlace(place)(r) && (date === undefined || r.event_date === date));
  const [row] = found;
  if (!row || found.length !== 1) throw new Error(`${found.length} incidents at ${place}`);
  return row;
}

/** The stated number of suspects arrested for one incident; an unstated figure is an error. */
function arrestsAt(row: DevRow): Expectation {
  if (row.num_suspects_arrested === null) throw new Error(`arrests unstated at ${row.location}`);
  return number(row.num_suspects_arrested);
}

/** Whether suspects were arrested for one incident; an unstated arrest is an error. */
function wasArrested(row: DevRow): Expectation {
  if (row.arrest_made === null) throw new Error(`arrest unstated at ${row.location}`);
  return yesNo(row.arrest_made);
}

/** The median of the stated values, rounded; no stated value is an error in the question. */
function medianOf(values: (number | null)[], decimals: number): Expectation {
  const sorted = values.filter((v): v is number => v !== null).sort((x, y) => x - y);
  if (sorted.length === 0) throw new Error('no stated value to take the median of');
  const middle = Math.floor(sorted.length / 2);
  const median =
    sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return number(rounded(median, decimals));
}

/** The `size` top keys of a tally, most first; a tie among them or at the cut-off is an error. */
function topOfTally(tally: Map<string, number>, size: number): Expectation {
  const ranked = rankedTally(tally).slice(0, size + 1);
  const tallies = ranked.map(([, n]) => n);
  if (ranked.length < size || new Set(tallies).size !== tallies.length)
    throw new Error(`no single top ${size}: ${JSON.stringify(ranked)}`);
  return { kind: 'list', value: ranked.slice(0, size).map(([key]) => key) };
}

const ncMunicipalityTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(northernCape), (r) => r.municipality);
const kidnappingProvinceTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(has('kidnapping')), (r) => r.province);
const rapeProvinceTally = (rows: readonly DevRow[]) => tallyOf(rows.filter(rape), (r) => r.province);
const arrestsByProvince = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_suspects_arrested ?? 0,
  );

export const FRESH211_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the co-operative secretary, on notebook a.
  {
    notebook: 'a',
    question:
      'Goeie dag from the co-op. Our boere would like to know: in the stock theft cases in these reports, hoeveel suspects were arrested per case on average? One decimal will do nicely.',
    covers: ['people', 'restricted count', 'slang'],
    expect: (rows) =>
      meanOf(
        rows.filter(stockTheft).map((r) => r.num_suspects_arrested),
        1,
      ),
  },
  {
    notebook: 'a',
    question:
      'Ag, I have been keeping the minutes of the Boerevereniging for twenty years and I like to have things in order. When was the very first vee theft in these releases? The day it happened, please, not the day the police wrote it up.',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows.filter(stockTheft), 'earliest'),
  },
  {
    notebook: 'a',
    question:
      'Of the stock thieves caught in these reports, how many had been convicted of stock theft before? The boere say it is always the same skelms.',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question:
      'At our last meeting oom Koos said that in these reports every single stock theft case ended with somebody arrested. Is that so, ja of nee?',
    covers: ['yes/no', 'slang'],
    expect: (rows) => {
      const cases = rows.filter(stockTheft);
      if (cases.length === 0) throw new Error('no stock theft case to judge');
      return yesNo(cases.every(arrested));
    },
  },
  {
    notebook: 'a',
    question:
      'Hoeveel of the incidents happened on a Sunday? The dominee wants to know whether the skelms do their work while the congregation is in church.',
    covers: ['calendar', 'restricted count', 'slang'],
    expect: (rows) => number(count(rows, (r) => weekday(r) === 'Sunday')),
  },

  // Voice 2, the graphics editor, on notebook a.
  {
    notebook: 'a',
    question:
      "Need the numbers behind the bars for a 'top 3 crimes' graphic: which 3 crime types show up in the most incidents? Biggest first pls.",
    covers: ['restricted count', 'slang'],
    expect: (rows) => ({
      kind: 'list',
      value: topKeys(
        rows.flatMap((r) => r.crimes),
        (crime) => crime,
        3,
      ),
    }),
  },
  {
    notebook: 'a',
    question: 'Kidnapping choropleth - which province is darkest, i.e. has the most kidnapping incidents?',
    covers: ['ranking', 'restricted count'],
    ...ranking(kidnappingProvinceTally),
  },
  {
    notebook: 'a',
    question: 'Label for the stacked bar: total people killed 2019 through 2021, inclusive?',
    covers: ['people', 'calendar'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(within('2019-01-01', '2021-12-31')))),
  },
  {
    notebook: 'a',
    question:
      'Seasonal column chart: how many murder incidents fell in Mar-May (autumn), all years lumped together?',
    covers: ['calendar', 'conjunction'],
    expect: (rows) => number(count(rows, murder, (r) => [3, 4, 5].includes(month(r) ?? 0))),
  },
  {
    notebook: 'a',
    question: 'Pie slice: what % of all incidents carried an illegal firearm charge? Whole % is fine.',
    covers: ['share'],
    expect: (rows) => percentOf(rows, has('illegal firearm possession')),
  },

  // Voice 3, the paralegal, on notebook a.
  {
    notebook: 'a',
    question:
      'Re the mass shooting at Glebelands Hostel, Umlazi on 3 June 2023: were any suspcts arrested? Yes or no is sufficient for our file.',
    covers: ['yes/no', 'misspelling'],
    expect: (rows) => wasArrested(theIncident(rows, 'Glebelands', '2023-06-03')),
  },
  {
    notebook: 'a',
    question:
      'Client query regarding the shooting at Site C, Khayelitsha on 8 June 2024 - how many suspects were taken into custudy?',
    covers: ['people', 'misspelling'],
    expect: (rows) => arrestsAt(theIncident(rows, 'Site C', '2024-06-08')),
  },
  {
    notebook: 'a',
    question:
      'What bail, if any, was granted to the two men arrested for the jewellery store robbery in Bronkhorstspruit in May 2024?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question:
      'For an affidavit I need the day of the week on which the New Brighton shooting of November 2022 took place. Which weekday was it?',
    covers: ['calendar'],
    expect: (rows) => {
      const day = weekday(theIncident(rows, 'New Brighton'));
      if (!day) throw new Error('the New Brighton shooting is undated');
      return text(day);
    },
  },
  {
    notebook: 'a',
    question: 'Across the rape mattres in this file, how old was the youngest accussed?',
    covers: ['restricted count', 'misspelling'],
    expect: (rows) => {
      const ages = suspectAges(rows.filter(rape));
      if (ages.length === 0) throw new Error('no stated age of an accused in a rape case');
      return number(Math.min(...ages));
    },
  },

  // Voice 1, the co-operative secretary, on notebook b.
  {
    notebook: 'b',
    question:
      'Goeie middag. About the stock theft on the Askham road outside Upington, where the sheep were in the boot of a car: hoeveel people were arrested there?',
    covers: ['people', 'slang'],
    expect: (rows) => arrestsAt(theIncident(rows, 'Upington')),
  },
  {
    notebook: 'b',
    question:
      'Waar in the Northern Cape is it the worst? Which municipality in our province has the most incidents in these reports?',
    covers: ['ranking', 'slang'],
    ...ranking(ncMunicipalityTally, municipalityNames),
  },
  {
    notebook: 'b',
    question:
      'We boere on both sides of the Vaal are worried. Counting the incidents on farms in the Free State and in the Northern Cape together, hoeveel are there?',
    covers: ['conjunction', 'restricted count', 'slang'],
    expect: (rows) => number(count(rows, onAFarm, any(inProvince('Free State'), northernCape))),
  },
  {
    notebook: 'b',
    question:
      'For the co-op vee register: of the animals taken in these stock theft cases, how many were branded or ear-tagged?',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question:
      'In the Northern Cape - Kimberley, Upington, De Aar and the rest - what percentage of the cases ended with somebody arrested?',
    covers: ['share'],
    expect: (rows) => percentOf(rows.filter(northernCape), arrested),
  },

  // Voice 2, the graphics editor, on notebook b.
  {
    notebook: 'b',
    question:
      'Top 3 provinces by number of suspects arrested - give me the numbers behind the bars, biggest first.',
    covers: ['people', 'slang'],
    expect: (rows) => topOfTally(arrestsByProvince(rows), 3),
  },
  {
    notebook: 'b',
    question: 'Which province gets the tallest bar for rape cases?',
    covers: ['ranking', 'restricted count'],
    ...ranking(rapeProvinceTally),
  },
  {
    notebook: 'b',
    question:
      'For the explainer box: median number of suspects arrested per incident, only counting incidents where someone was actually arrested?',
    covers: ['people'],
    expect: (rows) =>
      medianOf(
        rows.filter(arrested).map((r) => r.num_suspects_arrested),
        1,
      ),
  },
  {
    notebook: 'b',
    question:
      "I want to normalise the map rather than show raw counts: what's Mpumalanga's rate of incidents per 100,000 residents?",
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question: 'Year-on-year bars: how many more incidents in 2023 than in 2022?',
    covers: ['calendar', 'conjunction'],
    expect: (rows) => excessOf(rows, inYear(2023), inYear(2022)),
  },

  // Voice 3, the paralegal, on notebook b.
  {
    notebook: 'b',
    question: 'The rape at a guest house in De Aar, 12 August 2024 - was a suspect arrested? y/n',
    covers: ['yes/no'],
    expect: (rows) => wasArrested(theIncident(rows, 'De Aar', '2024-08-12')),
  },
  {
    notebook: 'b',
    question:
      'How many suspcts were arrested over the cash-in-transit robbery at the Zinniaville Shopping Complex, Rustenburg (Feb 2020)?',
    covers: ['people', 'misspelling'],
    expect: (rows) => arrestsAt(theIncident(rows, 'Zinniaville')),
  },
  {
    notebook: 'b',
    question:
      'Has the accused in the Surrender Hill, Kuruman murder of a police sergeant been sentenced yet, and to what term?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question: 'Please list the Northern Cape municipalities where a rape was reported in these records.',
    covers: ['conjunction'],
    expect: (rows) => {
      const places = rowsWhere(rows, rape, northernCape).map((r) => {
        if (r.municipality === null) throw new Error(`municipality unknown at ${r.location}`);
        return r.municipality;
      });
      if (places.length === 0) throw new Error('no rape in the Northern Cape');
      return { kind: 'list', value: [...new Set(places)].sort() };
    },
  },
  {
    notebook: 'b',
    question:
      "What's the earliest date of a rape incident recorded in North West? Need it for the chronology.",
    covers: ['date', 'conjunction'],
    expect: (rows) => dateAt(rowsWhere(rows, rape, inProvince('North West')), 'earliest'),
  },
];

export const fresh211QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH211_QUESTIONS, rows);
