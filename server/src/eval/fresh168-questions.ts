/**
 * The hundred-and-sixty-eighth fresh question set (blind): thirty questions, fifteen about notebook `a`
 * and fifteen about notebook `b`, written without reading the analyst, the extractor or the other
 * question sets. Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A crime novelist researching realistic details: where things happen, how old the suspects are,
 *    which kinds of crime are usual, and what the releases leave out; chatty, a little literary, the
 *    odd typo ("poachng", "suspcts") and writer's slang ("perps", "baddies").
 * 2. A municipal ward councillor asking about her municipality and its neighbours, totals and the
 *    latest incidents: in notebook `a` as a councillor of the City of Johannesburg ("CoJ", "Joburg")
 *    beside Ekurhuleni and Tshwane; in notebook `b`, which holds no Gauteng incident, about Mangaung
 *    ("Bloem") and its Free State neighbours, the metro she benchmarks her own against. Brisk,
 *    abbreviations, one misspelling ("municipalty").
 * 3. A data scientist asking for rates, ratios, medians and year-on-year differences, each with a
 *    precise definition of numerator, denominator and rounding, naming the fields as she imagines them.
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold
 * the category):
 * - Dates are `event_date` alone: a row without one is outside every year, "in 2025" and "from 2022 to
 *   2023" window, and is never the latest; `published_date` is never read. A year runs from 1 January
 *   to 31 December inclusive.
 * - "Municipality" is `municipality` exactly (rows without one are left out); "CoJ", "Joburg" and "my
 *   municipality" in notebook `a` are `City of Johannesburg`; "Tshwane" is `City of Tshwane`;
 *   "Mangaung" and "Bloem" are `Mangaung`. A municipality named as an answer may drop "City of".
 * - People are sums of the stated figures: `victims_killed` (killed, dead), `victims_injured`
 *   (wounded, injured), `victims_children` (children), `num_suspects_arrested` (suspects arrested,
 *   arrests, "perps nabbed"), `suspects_female` (women among the suspects). A null figure adds nothing.
 * - Suspects' ages are `suspect_ages`, one stated age per suspect: the youngest is the smallest, the
 *   oldest the largest, the median is taken over every stated age of the notebook (the mean of the two
 *   middle ages when their number is even), to one decimal.
 * - "Nobody arrested" / "no arrest" is `arrest_made === false` (an unstated arrest is neither);
 *   "at least one arrest" is `arrest_made === true`.
 * - A farm incident is a row whose `location` holds the word "farm" (any case), whatever its crimes.
 * - The most common kind of crime counts each incident once per category in its `crimes` (an
 *   incident of murder and attempted murder counts for both); a crime ranking within a province does
 *   the same over that province's rows.
 * - The place of the incident with the most wounded is the row with the largest stated
 *   `victims_injured`, named by the parts of its location no other incident shares.
 * - "How many more in Joburg than in Ekurhuleni" and "by how many did X drop from 2022 to 2023" are the
 *   plain difference of the two counts or sums; the first side must be the larger.
 * - Ratios and means, as the data scientist defines them: injured per killed is the sum of stated
 *   `victims_injured` over the sum of stated `victims_killed`, both over all rows, to two decimals;
 *   mean victims per incident is over the rows whose `num_victims` is stated (a stated 0 counts), to
 *   two decimals; the share of murder incidents with an arrest is over the murder rows, to the nearest
 *   whole percent; the child share of victims is the sum of `victims_children` over the sum of
 *   `num_victims`, over the rows where both are stated, as a percentage to one decimal; the median of
 *   arrests per incident is over the rows whose `num_suspects_arrested` is stated (0 counts); mean
 *   arrests per North West incident is over the North West rows with a stated figure, two decimals.
 * - The provinces where poaching happened are the distinct `province` values of the poaching rows.
 * - Rankings (most common crime, most wounded incident, most common crime in the Northern Cape, Free
 *   State municipality with the most arrests, province with the most incidents without an arrest) each
 *   carry their tally; a tie at the top is an error in the question.
 * - Refusals: the ground truth holds no time of day, no ward numbers and no population figures (so no
 *   rate per head), whatever the release texts say.
 */

import type { Expectation } from './answer-matching';
import {
  atPlace,
  type BlindQuestion,
  inMunicipality,
  largestIncident,
  peopleTotal,
  percentage,
  ranking,
  stated,
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
  percentOf,
  refusal,
  rounded,
  sum,
} from './ground-truth-questions';

const joburg = inMunicipality('City of Johannesburg');
const ekurhuleni = inMunicipality('Ekurhuleni');
const tshwane = inMunicipality('City of Tshwane');
const mangaung = inMunicipality('Mangaung');
const onAFarm = atPlace('farm');

/** The median of the values, rounded; no value is an error in the question. */
export function medianOf(values: readonly number[], decimals: number): Expectation {
  const sorted = [...values].sort((x, y) => x - y);
  if (sorted.length === 0) throw new Error('no value to take a median of');
  const middle = Math.floor(sorted.length / 2);
  const value =
    sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return number(rounded(value, decimals));
}

/** The smallest or largest stated suspect age; none stated is an error in the question. */
function suspectAgeAt(rows: readonly DevRow[], end: 'youngest' | 'oldest'): Expectation {
  const ages = suspectAges(rows);
  if (ages.length === 0) throw new Error('no suspect age stated');
  return number(end === 'youngest' ? Math.min(...ages) : Math.max(...ages));
}

/** Each incident counted once per crime category it holds. */
const crimeTally = (rows: readonly DevRow[]) =>
  tallyOf(
    rows.flatMap((r) => r.crimes),
    (crime) => crime,
  );

/** The distinct values, sorted; none is an error in the question. */
function distinctList(values: (string | null | undefined)[]): Expectation {
  const list = [...new Set(values.filter((v): v is string => v !== null && v !== undefined))].sort();
  if (list.length === 0) throw new Error('nothing to list');
  return { kind: 'list', value: list };
}

/** A ratio of two sums, rounded; an empty denominator is an error in the question. */
function ratioOf(part: number, whole: number, decimals: number): Expectation {
  if (whole === 0) throw new Error('no denominator');
  return number(rounded(part / whole, decimals));
}

export const FRESH168_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the crime novelist, on notebook a.
  {
    notebook: 'a',
    question:
      "I'm plotting a crime novel and want it to feel true to life. Across all these releases, what kind of crime turns up most often?",
    covers: ['ranking'],
    ...ranking(crimeTally),
  },
  {
    notebook: 'a',
    question:
      'My antagonist is meant to be a very young offender. How old was the youngest of the suspcts whose age the police actually gave?',
    covers: ['people', 'misspelling'],
    expect: (rows) => suspectAgeAt(rows, 'youngest'),
  },
  {
    notebook: 'a',
    question:
      'For a chapter set in the bush: did any of the poachng cases end with nobody arrested at all? Yes or no is fine.',
    covers: ['yes/no', 'misspelling', 'restricted count'],
    expect: (rows) => yesNo(count(rows, has('poaching'), notArrested) > 0),
  },
  {
    notebook: 'a',
    question:
      'Atmosphere matters to me. At what time of day or night did the house robberies usually happen - were the baddies coming in after midnight?',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question:
      'Where did the incident with the most wounded people happen? I want to base a hospital scene on the place.',
    covers: ['ranking', 'people'],
    ...largestIncident(() => true, stated('victims_injured')),
  },

  // Voice 2, the ward councillor, on notebook a (City of Johannesburg and its neighbours).
  {
    notebook: 'a',
    question: 'How many incidents in CoJ (City of Joburg) altogether?',
    covers: ['restricted count', 'slang'],
    expect: (rows) => number(count(rows, joburg)),
  },
  {
    notebook: 'a',
    question: 'Our neighbours in Ekurhuleni - when was their latest incident?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(ekurhuleni), 'latest'),
  },
  {
    notebook: 'a',
    question: 'How many more incidents did Joburg have than Ekurhuleni?',
    covers: ['restricted count', 'slang'],
    expect: (rows) => excessOf(rows, joburg, ekurhuleni),
  },
  {
    notebook: 'a',
    question:
      'Total suspects arrested across the three metros together - Joburg, Ekurhuleni and Tshwane? For my council report.',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(suspectsArrested(rows.filter((r) => joburg(r) || ekurhuleni(r) || tshwane(r)))),
  },
  {
    notebook: 'a',
    question: 'Any kidnapping in my municipalty (CoJ) during 2025? y/n',
    covers: ['yes/no', 'conjunction', 'calendar', 'misspelling'],
    expect: (rows) => yesNo(count(rows, has('kidnapping'), joburg, inYear(2025)) > 0),
  },

  // Voice 3, the data scientist, on notebook a.
  {
    notebook: 'a',
    question:
      'Taking every stated suspect age as one observation (suspect_ages pooled across incidents), what is the median suspect age, to one decimal place?',
    covers: ['people'],
    expect: (rows) => medianOf(suspectAges(rows), 1),
  },
  {
    notebook: 'a',
    question:
      'Year-on-year: by how many did the total of victims killed (sum of stated figures, by incident date) drop from 2022 to 2023?',
    covers: ['people', 'calendar'],
    expect: (rows) =>
      excessOf(rows, inYear(2022), inYear(2023), (selected) => peopleTotal('victims_killed', selected)),
  },
  {
    notebook: 'a',
    question:
      'Define the injury-to-fatality ratio as total victims injured divided by total victims killed, summing stated values only over all incidents. What is it, to two decimals?',
    covers: ['people', 'share'],
    expect: (rows) => ratioOf(peopleTotal('victims_injured', rows), peopleTotal('victims_killed', rows), 2),
  },
  {
    notebook: 'a',
    question:
      'Among incidents whose crimes include murder, what percentage had at least one arrest (arrest_made true)? Nearest whole percent.',
    covers: ['share', 'restricted count'],
    expect: (rows) => percentOf(rows.filter(has('murder')), arrested),
  },
  {
    notebook: 'a',
    question:
      'Mean number of victims per incident, over incidents where the victim count is stated (zeros included), to 2 d.p.?',
    covers: ['people', 'share'],
    expect: (rows) =>
      meanOf(
        rows.map((r) => r.num_victims),
        2,
      ),
  },

  // Voice 1, the crime novelist, on notebook b.
  {
    notebook: 'b',
    question:
      'My book opens with an attack on an isolated farm. How many of the incidents in these releases actually happened on a farm?',
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, onAFarm)),
  },
  {
    notebook: 'b',
    question: 'And the other end of the scale - how old was the oldest suspect with a stated age?',
    covers: ['people'],
    expect: (rows) => suspectAgeAt(rows, 'oldest'),
  },
  {
    notebook: 'b',
    question:
      "I'm thinking of setting the sequel in the Northern Cape, around Kimberley and Upington. What's the most common type of crime the perps commit there?",
    covers: ['ranking', 'slang'],
    ...ranking((rows) => crimeTally(rows.filter(inProvince('Northern Cape')))),
  },
  {
    notebook: 'b',
    question: 'In which provinces did the poaching incidents take place? A list is fine.',
    covers: ['restricted count'],
    expect: (rows) => distinctList(rows.filter(has('poaching')).map((r) => r.province)),
  },
  {
    notebook: 'b',
    question:
      'I want a woman among my gang of robbers - is that realistic? How many female suspects are there in total across the releases?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('suspects_female', rows)),
  },

  // Voice 2, the ward councillor, on notebook b (Mangaung and its Free State neighbours).
  {
    notebook: 'b',
    question: 'How many incidents in Mangaung (Bloem) in total?',
    covers: ['restricted count', 'slang'],
    expect: (rows) => number(count(rows, mangaung)),
  },
  {
    notebook: 'b',
    question: 'Most recent incident date in Mangaung?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(mangaung), 'latest'),
  },
  {
    notebook: 'b',
    question:
      'People killed in Mangaung plus its neighbours Maluti-a-Phofung and Setsoto, all together - what is the total?',
    covers: ['people', 'conjunction'],
    expect: (rows) =>
      number(
        peopleTotal(
          'victims_killed',
          rows.filter((r) => ['Mangaung', 'Maluti-a-Phofung', 'Setsoto'].includes(r.municipality ?? '')),
        ),
      ),
  },
  {
    notebook: 'b',
    question: 'Which Free State municipality had the most suspects arrested in total?',
    covers: ['ranking', 'people', 'conjunction'],
    ...ranking(
      (rows) =>
        tallyOf(
          rows.filter(inProvince('Free State')),
          (r) => r.municipality,
          (r) => r.num_suspects_arrested ?? 0,
        ),
      municipalityNames,
    ),
  },
  {
    notebook: 'b',
    question: 'How many of the Mangaung incidents were in ward 17?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the data scientist, on notebook b.
  {
    notebook: 'b',
    question:
      'What is the median of num_suspects_arrested per incident, over incidents where it is stated (zeros included)?',
    covers: ['people'],
    expect: (rows) =>
      medianOf(
        rows.flatMap((r) => (r.num_suspects_arrested === null ? [] : [r.num_suspects_arrested])),
        1,
      ),
  },
  {
    notebook: 'b',
    question:
      'Restricting to incidents where both the victim count and the child-victim count are stated, what percentage of victims were children (sum of child victims / sum of victims), to one decimal?',
    covers: ['share', 'people', 'conjunction'],
    expect: (rows) => {
      const both = rows.filter((r) => r.num_victims !== null && stated('victims_children')(r) !== null);
      return percentage(peopleTotal('victims_children', both), sum(both.map((r) => r.num_victims)), 1);
    },
  },
  {
    notebook: 'b',
    question:
      'Arrest rate proxy: mean suspects arrested per incident in North West province, over incidents with a stated figure, to two decimals?',
    covers: ['share', 'people', 'restricted count'],
    expect: (rows) =>
      meanOf(
        rows.filter(inProvince('North West')).map((r) => r.num_suspects_arrested),
        2,
      ),
  },
  {
    notebook: 'b',
    question: 'Which province has the highest count of incidents with arrest_made = false?',
    covers: ['ranking'],
    ...ranking((rows) => tallyOf(rows.filter(notArrested), (r) => r.province)),
  },
  {
    notebook: 'b',
    question:
      'Normalise by population: what is the murder rate per 100,000 residents for each province in this notebook?',
    covers: ['refusal', 'share'],
    expect: refusal,
  },
];

export const fresh168QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH168_QUESTIONS, rows);
