/**
 * The two-hundred-and-thirty-third fresh question set (blind): thirty questions, fifteen about notebook `a` and fifteen about notebook `b`, written without reading the analyst, the extractor or the other question sets.
 * Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A hospital social worker: careful, person-first language ("people who were harmed", "survivors"),
 *    thinking of families, children and women and of who needs follow-up; long, polite sentences.
 * 2. A mining-town shift boss in the North West and Mpumalanga: blunt and short, mine slang
 *    ("zama-zamas", "busts", "nabbed", "locked up", "jobs"), worried about illegal mining, cable theft,
 *    illegal guns near the shafts and how many were arrested.
 * 3. A high-school learner doing a maths project: "my teacher says", percentages, averages, medians,
 *    "show working", a bar graph; sometimes the wrong term first ("mean" for "median", then corrects)
 *    and a few misspellings ("avrage", "percentige").
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is outside every year, window and "from ... on",
 *   and is never the earliest or latest; `published_date` is never read. A year's series counts the
 *   rows whose `event_date` falls in that year.
 * - People are sums of the stated figures: `victims_children` (children, under eighteen),
 *   `victims_female` (women and girls), `victims_male`, `victims_killed` (people killed, people who
 *   died), `num_suspects_arrested` (suspects arrested, "nabbed", "locked up", "guys arrested"). A null
 *   (unstated) figure adds nothing.
 * - "Somebody killed" is a stated `victims_killed` of at least one. "Illegal guns" is
 *   `illegal firearm possession`. "Zama-zamas" / "illegal mining" / "busts" is `illegal mining`.
 *   "Copper and cable theft" is `theft` (the vocabulary has no cable category; every `theft` row of
 *   notebook `a` is a copper or cable theft). "Rape cases" are `rape`; "kidnapping cases" are
 *   `kidnapping`; "murder cases" are `murder`. "CIT" is `cash-in-transit robbery`.
 * - Someone the victim knew is a `relationship` of `partner`, `family` or `acquaintance`; an unstated
 *   relationship is not one. The share of rape cases with a known attacker is over all the notebook's
 *   `rape` rows, to the nearest whole percent.
 * - The share of people harmed who were women or girls is the sum of `victims_female` over the sum of
 *   `victims_female` and `victims_male` (nulls add nothing), to the nearest whole percent.
 * - "Ended with at least one arrest" is `arrest_made === true`; "nobody arrested" is
 *   `arrest_made === false`; both shares are over all the notebook's rows, nearest whole percent.
 * - Averages and medians are over the stated values only (nulls left out, a stated 0 kept). A median
 *   of an even number of values is the mean of the middle two. The mean of suspects arrested per
 *   incident and of people killed per murder case are rounded to one decimal; a value halfway at the
 *   rounding is an error in the question.
 * - "How many more in P than in Q" is the difference of the two sums; P must have more.
 * - "In North West or Mpumalanga" is `province`; "Gauteng", "Eastern Cape" likewise.
 * - Rankings (province with most suspects arrested, North West against Mpumalanga by suspects arrested,
 *   province with most children harmed, the top two crimes) each carry their tally; a tie at the top,
 *   or within or just below the top two, is an error in the question. The top two crimes count a row
 *   once per category it holds, "other" included, and answer "illegal firearm possession" as "firearm".
 * - Refusals: the ground truth records no follow-up care of the people harmed (counselling, who looks
 *   after the children), no names of anyone, and nothing about the future (predictions of attacks or
 *   of next years' murders).
 */

import type { Expectation } from './answer-matching';
import {
  anyCrime,
  type BlindQuestion,
  femaleVictims,
  knewTheAttacker,
  maleVictims,
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
  notArrested,
  number,
  percentOf,
  refusal,
  rounded,
  topKeys,
  within,
} from './ground-truth-questions';

const rape = has('rape');
const illegalMining = has('illegal mining');
const illegalGun = has('illegal firearm possession');
/** Copper and cable theft: the vocabulary's `theft`. */
const cableTheft = has('theft');
const inNorthWestOrMpumalanga = (r: DevRow) => r.province === 'North West' || r.province === 'Mpumalanga';
/** Somebody was killed: a stated figure of at least one. */
const somebodyKilled = (r: DevRow) => (r.victims_killed ?? 0) >= 1;

/** The median of the stated values (the mean of the middle two for an even count), rounded. */
export function medianOf(values: (number | null)[], decimals: number): Expectation {
  const stated = values.filter((v): v is number => v !== null).sort((x, y) => x - y);
  if (stated.length === 0) throw new Error('no stated value to take the median of');
  const middle = Math.floor(stated.length / 2);
  const median =
    stated.length % 2 === 1 ? (stated[middle] ?? 0) : ((stated[middle - 1] ?? 0) + (stated[middle] ?? 0)) / 2;
  return number(rounded(median, decimals));
}

/** Suspects arrested per province. */
const arrestsByProvince = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_suspects_arrested ?? 0,
  );
/** Suspects arrested in North West and in Mpumalanga alone. */
const arrestsNorthWestAgainstMpumalanga = (rows: readonly DevRow[]) =>
  arrestsByProvince(rows.filter(inNorthWestOrMpumalanga));
/** How many rows hold each crime category. */
const crimeTally = (rows: readonly DevRow[]) =>
  tallyOf(
    rows.flatMap((r) => r.crimes),
    (crime) => crime,
  );
/** A crime as a list item an answer may name it by. */
const crimeWord = (crime: string) => (crime === 'illegal firearm possession' ? 'firearm' : crime);

export const FRESH233_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the hospital social worker, on notebook a.
  {
    notebook: 'a',
    question:
      'Across all of these incidents, how many children under the age of eighteen were among the people who were harmed?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_children', rows)),
  },
  {
    notebook: 'a',
    question:
      'In how many of these incidents was the person who caused the harm someone the victim already knew, such as a partner, a family member or an acquaintance?',
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, knewTheAttacker)),
  },
  {
    notebook: 'a',
    question:
      'Of the people who were harmed whose sex is recorded, what percentage were women or girls? The nearest whole percent is fine.',
    covers: ['share', 'people'],
    expect: (rows) => {
      const female = femaleVictims(rows);
      return percentage(female, female + maleVictims(rows));
    },
  },
  {
    notebook: 'a',
    question:
      "On what date did the most recent rape in these reports happen? I'd like to know whether the survivor and her family might still be within our follow-up period.",
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(rape), 'latest'),
  },
  {
    notebook: 'a',
    question:
      'Are the children who were harmed in these incidents now receiving counselling, and who is caring for them at home?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the mining-town shift boss, on notebook a.
  {
    notebook: 'a',
    question: 'Any zama-zama busts in North West or Mpumalanga in this lot? Yes or no.',
    covers: ['yes/no', 'slang', 'conjunction'],
    expect: (rows) => yesNo(count(rows, illegalMining, inNorthWestOrMpumalanga) > 0),
  },
  {
    notebook: 'a',
    question: 'Copper and cable theft - how many guys got arrested all together?',
    covers: ['people', 'slang'],
    expect: (rows) => number(suspectsArrested(rows.filter(cableTheft))),
  },
  {
    notebook: 'a',
    question: 'Which province locked up the most suspects overall?',
    covers: ['ranking', 'slang'],
    ...ranking(arrestsByProvince),
  },
  {
    notebook: 'a',
    question: 'How many jobs had illegal guns involved AND somebody killed?',
    covers: ['conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, illegalGun, somebodyKilled)),
  },
  {
    notebook: 'a',
    question:
      'Will the zama-zamas hit Primrose again this year? I need to know so I can plan security on the shafts.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the maths learner, on notebook a.
  {
    notebook: 'a',
    question:
      'My teacher says find the mean, sorry I mean the median, age of the suspects whose ages are given. Show working please.',
    covers: ['people'],
    expect: (rows) => medianOf(suspectAges(rows), 1),
  },
  {
    notebook: 'a',
    question:
      'Whats the avrage number of suspects arrested per incident? Only count incidents where the number is given and round to 1 decimal place.',
    covers: ['people', 'misspelling'],
    expect: (rows) =>
      meanOf(
        rows.map((r) => r.num_suspects_arrested),
        1,
      ),
  },
  {
    notebook: 'a',
    question: 'For my bar graph: how many incidents happened in 2022, in 2023 and in 2024?',
    covers: ['calendar'],
    expect: (rows) => ({ kind: 'list', value: [2022, 2023, 2024].map((year) => count(rows, inYear(year))) }),
  },
  {
    notebook: 'a',
    question:
      'What percentage of the incidents ended with at least one arrest? My teacher wants it to the nearest whole number.',
    covers: ['share'],
    expect: (rows) => percentOf(rows, arrested),
  },
  {
    notebook: 'a',
    question: 'How many more people were killed in the Eastern Cape than in Gauteng?',
    covers: ['people', 'conjunction'],
    expect: (rows) =>
      excessOf(rows, inProvince('Eastern Cape'), inProvince('Gauteng'), (selected) =>
        peopleTotal('victims_killed', selected),
      ),
  },

  // Voice 1, the hospital social worker, on notebook b.
  {
    notebook: 'b',
    question: 'How many women and girls in total were harmed in the rape cases described here?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(femaleVictims(rows.filter(rape))),
  },
  {
    notebook: 'b',
    question:
      'In what percentage of the rape cases was the survivor harmed by someone she or he already knew, a partner, relative or acquaintance?',
    covers: ['share', 'conjunction'],
    expect: (rows) => percentOf(rows.filter(rape), knewTheAttacker),
  },
  {
    notebook: 'b',
    question: 'Were any children among the people who were harmed in the kidnapping cases?',
    covers: ['yes/no', 'people'],
    expect: (rows) => yesNo(peopleTotal('victims_children', rows.filter(has('kidnapping'))) > 0),
  },
  {
    notebook: 'b',
    question:
      'Which province had the largest number of children among the people who were harmed? We are thinking about where to offer extra family support.',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_children')),
  },
  {
    notebook: 'b',
    question:
      'Could you give me the names of the women who were harmed on the farm near Kestell? I would like to reach out to their families.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the mining-town shift boss, on notebook b.
  {
    notebook: 'b',
    question: 'Zama-zamas: total nabbed across all the illegal mining busts?',
    covers: ['people', 'slang'],
    expect: (rows) => number(suspectsArrested(rows.filter(illegalMining))),
  },
  {
    notebook: 'b',
    question: 'North West or Mpumalanga, which one had more suspects arrested?',
    covers: ['ranking'],
    ...ranking(arrestsNorthWestAgainstMpumalanga),
  },
  {
    notebook: 'b',
    question: 'Illegal guns, NW and Mpumalanga together - how many incidents?',
    covers: ['restricted count', 'conjunction', 'slang'],
    expect: (rows) => number(count(rows, illegalGun, inNorthWestOrMpumalanga)),
  },
  {
    notebook: 'b',
    question: 'How far back does this go - date of the first zama-zama bust on record?',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows.filter(illegalMining), 'earliest'),
  },
  {
    notebook: 'b',
    question: 'CIT and business robberies in the North West between January 2020 and end of 2024, how many?',
    covers: ['calendar', 'conjunction', 'restricted count'],
    expect: (rows) =>
      number(
        count(
          rowsWhere(rows, anyCrime('cash-in-transit robbery', 'business robbery'), inProvince('North West')),
          within('2020-01-01', '2024-12-31'),
        ),
      ),
  },

  // Voice 3, the maths learner, on notebook b.
  {
    notebook: 'b',
    question:
      'My teacher says work out the median number of suspects arrested per incident, leaving out any where the number is not given. Show working.',
    covers: ['people'],
    expect: (rows) =>
      medianOf(
        rows.map((r) => r.num_suspects_arrested),
        1,
      ),
  },
  {
    notebook: 'b',
    question: 'What percentige of the incidents had nobody arrested at all?',
    covers: ['share', 'misspelling'],
    expect: (rows) => percentOf(rows, notArrested),
  },
  {
    notebook: 'b',
    question:
      'What is the average (the mean, not the median this time) number of people killed in the murder cases? Round to 1 decimal place.',
    covers: ['people', 'restricted count'],
    expect: (rows) =>
      meanOf(
        rows.filter(has('murder')).map((r) => r.victims_killed ?? null),
        1,
      ),
  },
  {
    notebook: 'b',
    question: 'For my project I need the top 2 most common crimes in these incidents, most common first.',
    covers: ['ranking'],
    tally: crimeTally,
    expect: (rows) => {
      const tally = crimeTally(rows);
      // A tie at the top is refused as every ranking's is, before the cut-off is checked.
      ranking(() => tally).expect(rows);
      return {
        kind: 'list',
        value: topKeys(
          rows.flatMap((r) => r.crimes),
          (crime) => crime,
          2,
        ).map(crimeWord),
      };
    },
  },
  {
    notebook: 'b',
    question:
      'Can you predict how many murders there will be in 2026 using a line of best fit? My teacher says we can use the trend.',
    covers: ['refusal'],
    expect: refusal,
  },
];

export const fresh233QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH233_QUESTIONS, rows);
