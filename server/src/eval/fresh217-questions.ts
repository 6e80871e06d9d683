/**
 * The two-hundred-and-seventeenth fresh question set (blind): thirty questions, fifteen about notebook `a` and fifteen about
 * notebook `b`, written without reading the analyst, the extractor or the other question sets.
 * Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A Limpopo community radio news reader preparing a bulletin: short, spoken-style sentences, with
 *    Sepedi/Xitsonga mixed in ("ke bokae" = how many, "kae" = where, "neng" = when, "ee"/"aowa" =
 *    yes/no, "avuxeni"), and towns of home (Polokwane, Thohoyandou, Giyani, Tzaneen).
 * 2. A forensic accountant reviewing the data for a client: exact, asks for ratios, differences, means
 *    and medians with stated bases ("reconcile", "net of", "excluding nulls").
 * 3. A teenager making a true-crime explainer on TikTok: casual slang ("lowkey", "no cap", "fr",
 *    "ngl"), emoji, short bursts, misspelt crime words ("kidnaping", "tranzit", "raep").
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category, whatever other crimes they also hold):
 * - Crime kinds are the vocabulary's categories, each alone: "murder(s)" / "murderer" is `murder`
 *   (not `attempted murder` nor `culpable homicide`); "attempted murder" is `attempted murder`;
 *   "kidnapping" is `kidnapping`; "rape" is `rape`; "cash-in-transit robbery" / "CIT heist" is
 *   `cash-in-transit robbery`. "Crime" / "incidents" with no kind is every row.
 * - Dates are `event_date` alone; `published_date` is never read. A row without an event date is in no
 *   year, month, weekday or "on or after" window, is never the earliest or the latest, and is left out
 *   of the base of a share over dated incidents. A weekend is a Saturday or Sunday of `event_date`.
 * - "The cash-in-transit robbery at Mecklenburg" is the one row whose `location` holds "Mecklenburg"
 *   (any case); its day of the week is that of its `event_date` (none, or more than one such row, is
 *   an error in the question).
 * - People are sums of the stated figures, a null (unstated) figure adding nothing: `victims_killed`
 *   (killed, died), `victims_injured`, `victims_children` (kids, under eighteen), `victims_female` /
 *   `victims_male`, `num_victims` (victims), `num_suspects_arrested` (suspects arrested).
 * - "Tzaneen and Giyani areas" are the rows of the `Greater Tzaneen` and `Greater Giyani`
 *   municipalities; the Limpopo and Mpumalanga comparisons are by `province`.
 * - The median suspect age takes every stated age in `suspect_ages` once (one per suspect; rows with no
 *   ages add nothing); with an even number of ages it is the mean of the middle two. The median of
 *   arrests per incident takes one `num_suspects_arrested` per row, nulls excluded.
 * - Means are over the stated values only (nulls excluded from the base), to one decimal: arrests per
 *   Western Cape incident; the age of suspects in rape incidents (one value per stated suspect age).
 * - The ratio of killed to injured is the sum of stated `victims_killed` over the sum of stated
 *   `victims_injured` over all the notebook's rows, to two decimals; no injured is an error.
 * - The victims "unclassified by sex" are the sum of stated `num_victims` less the sums of stated
 *   `victims_female` and `victims_male`, each field summed on its own with nulls excluded.
 * - The share of victims killed is the sum of `victims_killed` over the sum of `num_victims`, both over
 *   only the rows where both figures are stated, to one decimal.
 * - The share of dated incidents on or after 1 January 2020 is over the rows with an `event_date`
 *   (undated rows out of both the count and the base), to one decimal.
 * - "How many more killed in 2020 than in 2023" is the difference of the stated killed by event year;
 *   the first year must have more. "More suspects arrested in Limpopo than in Mpumalanga" compares the
 *   summed stated arrests. "More murders in 2022 than in 2021" compares the counts of murder rows.
 * - "More than one person died" in a murder is `victims_killed` greater than 1 (a null is not).
 * - The provinces that had a cash-in-transit robbery are listed once each, sorted by name.
 * - Rankings by province (most attempted murders and most people injured in `a`; most kidnappings and
 *   most people killed in `b`) each carry their tally: attempted murders and kidnappings count rows,
 *   injured and killed sum the stated figures. A tie at the top is an error in the question.
 *   KwaZulu-Natal may be answered as "KZN".
 * - Refusals: the ground truth holds no victim's home town or origin, no court sentence, no bail
 *   decision and no rand value of what was taken (nor of recoveries), so those questions are refused.
 */
import type { Expectation } from './answer-matching';
import {
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
  excessOf,
  has,
  inProvince,
  inYear,
  meanOf,
  number,
  refusal,
  rounded,
  sinceYear,
  sum,
  text,
  weekday,
  weekend,
} from './ground-truth-questions';

const murder = has('murder');
const cit = has('cash-in-transit robbery');
const dated = (r: DevRow) => r.event_date !== null;
const inMunicipalities =
  (...names: string[]) =>
  (r: DevRow) =>
    r.municipality !== null && names.includes(r.municipality);

/** The median of the stated values (the mean of the middle two for an even count); none is an error. */
export function medianOf(values: readonly (number | null)[], decimals = 1): Expectation {
  const stated = values.filter((v): v is number => v !== null).sort((x, y) => x - y);
  if (stated.length === 0) throw new Error('no stated value to take a median of');
  const middle = Math.floor(stated.length / 2);
  const median =
    stated.length % 2 === 1 ? (stated[middle] ?? 0) : ((stated[middle - 1] ?? 0) + (stated[middle] ?? 0)) / 2;
  return number(rounded(median, decimals));
}

/** One figure summed over the rows, divided by another, to the given decimals; a zero divisor is an error. */
function ratioOf(top: number, bottom: number, decimals: number): Expectation {
  if (bottom === 0) throw new Error('nothing to divide by');
  return number(rounded(top / bottom, decimals));
}

/** The weekday of the one dated incident selected; none or more than one is an error in the question. */
function weekdayOf(selected: readonly DevRow[]): string {
  const [only, other] = selected;
  const day = only ? weekday(only) : undefined;
  if (other || day === undefined) throw new Error(`not one dated incident: ${selected.length}`);
  return day;
}

/** The distinct values of a key, sorted, as a list expectation; none is an error. */
function listOf(keys: readonly string[]): Expectation {
  const value = [...new Set(keys)].sort();
  if (value.length === 0) throw new Error('nothing to list');
  return { kind: 'list', value };
}

const attemptedMurderProvinceTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(has('attempted murder')), (r) => r.province);
const kidnappingProvinceTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(has('kidnapping')), (r) => r.province);

export const FRESH217_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the Limpopo community radio news reader, on notebook a.
  {
    notebook: 'a',
    question: "Avuxeni. Quick one for the eight o'clock bulletin. Murder cases in KwaZulu-Natal, ke bokae?",
    covers: ['restricted count', 'conjunction'],
    expect: (rows) => number(count(rows, murder, inProvince('KwaZulu-Natal'))),
  },
  {
    notebook: 'a',
    question: 'Attempted murder cases now. Kae? Which province had the most of them?',
    covers: ['ranking'],
    ...ranking(attemptedMurderProvinceTally),
  },
  {
    notebook: 'a',
    question: 'Neng? The latest cash-in-transit robbery in these reports. What date did it happen?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(cit), 'latest'),
  },
  {
    notebook: 'a',
    question: 'Ee or aowa. Were there more murder cases in 2022 than in 2021?',
    covers: ['yes/no', 'calendar'],
    expect: (rows) => yesNo(count(rows, murder, inYear(2022)) > count(rows, murder, inYear(2021))),
  },
  {
    notebook: 'a',
    question:
      'Listeners are asking. Of all these victims, ke bokae were originally from home, from Polokwane, Giyani or Thohoyandou?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the forensic accountant, on notebook a.
  {
    notebook: 'a',
    question:
      'What is the median stated suspect age across all incidents, excluding nulls and counting each suspect whose age is given once?',
    covers: ['people'],
    expect: (rows) => medianOf(suspectAges(rows)),
  },
  {
    notebook: 'a',
    question:
      'Reconcile fatalities against injuries: what is the ratio of total victims killed to total victims injured, summing stated figures only, to two decimal places?',
    covers: ['people', 'share'],
    expect: (rows) => ratioOf(peopleTotal('victims_killed', rows), peopleTotal('victims_injured', rows), 2),
  },
  {
    notebook: 'a',
    question:
      'Reconcile the victim count with the sex breakdown: total stated victims less stated female victims less stated male victims, excluding nulls in each field. What is the residual?',
    covers: ['people'],
    expect: (rows) =>
      number(
        sum(rows.map((r) => r.num_victims)) -
          peopleTotal('victims_female', rows) -
          peopleTotal('victims_male', rows),
      ),
  },
  {
    notebook: 'a',
    question:
      'Of the incidents with a stated event date (undated rows excluded from the base), what percentage occurred on or after 1 January 2020, to one decimal place?',
    covers: ['share', 'calendar'],
    expect: (rows) => {
      const withDate = rows.filter(dated);
      return percentage(withDate.filter(sinceYear(2020)).length, withDate.length, 1);
    },
  },
  {
    notebook: 'a',
    question:
      'For the Western Cape only, what is the mean number of suspects arrested per incident, excluding nulls, to one decimal place?',
    covers: ['people', 'restricted count'],
    expect: (rows) =>
      meanOf(
        rows.filter(inProvince('Western Cape')).map((r) => r.num_suspects_arrested),
        1,
      ),
  },

  // Voice 3, the TikTok teenager, on notebook a.
  {
    notebook: 'a',
    question: 'ngl how many kidnaping cases were in gauteng?? 😳',
    covers: ['restricted count', 'conjunction', 'misspelling', 'slang'],
    expect: (rows) => number(count(rows, has('kidnapping'), inProvince('Gauteng'))),
  },
  {
    notebook: 'a',
    question: 'lowkey which province had the most ppl get hurt?? like injured not killed 🩹',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(peopleByProvince('victims_injured'), kznProvinceNames),
  },
  {
    notebook: 'a',
    question: 'no cap whats the oldest case in here, like the actual day it happened 📅',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows, 'earliest'),
  },
  {
    notebook: 'a',
    question: 'which provinces had a cash in tranzit heist fr?? list em 🚚💸',
    covers: ['restricted count', 'misspelling', 'slang'],
    expect: (rows) => listOf(rows.filter(cit).map((r) => r.province)),
  },
  {
    notebook: 'a',
    question: 'which murderer got the longest jail sentence?? need it for part 2 🔪⛓️',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },

  // Voice 1, the Limpopo community radio news reader, on notebook b.
  {
    notebook: 'b',
    question: 'Avuxeni! The cash-in-transit robbery at Mecklenburg. Neng? Which day of the week was it?',
    covers: ['calendar'],
    expect: (rows) => text(weekdayOf(rows.filter(atPlace('Mecklenburg')))),
  },
  {
    notebook: 'b',
    question: 'Tzaneen and Giyani areas together. How many people were killed there?',
    covers: ['people', 'conjunction'],
    expect: (rows) =>
      number(
        peopleTotal('victims_killed', rows.filter(inMunicipalities('Greater Tzaneen', 'Greater Giyani'))),
      ),
  },
  {
    notebook: 'b',
    question: 'Neng was the first murder in Limpopo, the earliest one? The date it happened, please.',
    covers: ['date', 'conjunction'],
    expect: (rows) => dateAt(rowsWhere(rows, murder, inProvince('Limpopo')), 'earliest'),
  },
  {
    notebook: 'b',
    question: 'Ee or aowa. Were more suspects arrested in Limpopo than in Mpumalanga?',
    covers: ['yes/no', 'people'],
    expect: (rows) =>
      yesNo(
        suspectsArrested(rows.filter(inProvince('Limpopo'))) >
          suspectsArrested(rows.filter(inProvince('Mpumalanga'))),
      ),
  },
  {
    notebook: 'b',
    question: 'The suspects arrested in Limpopo. Ke bokae of them got bail?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the forensic accountant, on notebook b.
  {
    notebook: 'b',
    question: 'What is the median number of suspects arrested per incident, excluding nulls?',
    covers: ['people'],
    expect: (rows) => medianOf(rows.map((r) => r.num_suspects_arrested)),
  },
  {
    notebook: 'b',
    question:
      'By event date, excluding undated rows, how many more victims were killed in 2020 than in 2023?',
    covers: ['people', 'calendar'],
    expect: (rows) =>
      excessOf(rows, inYear(2020), inYear(2023), (selected) => peopleTotal('victims_killed', selected)),
  },
  {
    notebook: 'b',
    question:
      'Across incidents where both the victim count and the killed count are stated, what percentage of victims were killed, to one decimal place?',
    covers: ['share', 'people'],
    expect: (rows) => {
      const both = rows.filter((r) => r.num_victims !== null && (r.victims_killed ?? null) !== null);
      return percentage(peopleTotal('victims_killed', both), sum(both.map((r) => r.num_victims)), 1);
    },
  },
  {
    notebook: 'b',
    question:
      'What is the mean stated age of suspects in the rape incidents, excluding nulls, to one decimal place?',
    covers: ['people', 'restricted count'],
    expect: (rows) => meanOf(suspectAges(rows.filter(has('rape'))), 1),
  },
  {
    notebook: 'b',
    question:
      'Please reconcile the losses: what total rand value was taken in the business and cash-in-transit robberies, net of any recoveries?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the TikTok teenager, on notebook b.
  {
    notebook: 'b',
    question: 'how many kids were victims in the raep cases 😭 fr',
    covers: ['people', 'misspelling', 'slang'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(has('rape')))),
  },
  {
    notebook: 'b',
    question: 'which province has the most kidnapings?? 👀',
    covers: ['ranking', 'misspelling'],
    ...ranking(kidnappingProvinceTally),
  },
  {
    notebook: 'b',
    question: 'was there ever a cash in transit robbery on a weekend?? y/n 🚨',
    covers: ['yes/no', 'calendar', 'slang'],
    expect: (rows) => yesNo(count(rows, cit, weekend) > 0),
  },
  {
    notebook: 'b',
    question: 'out of all the murders how many had more than one person die 💀 no cap',
    covers: ['restricted count', 'people', 'slang'],
    expect: (rows) => number(count(rows, murder, (r) => (r.victims_killed ?? 0) > 1)),
  },
  {
    notebook: 'b',
    question: 'which province is the deadliest fr, like the most ppl killed ☠️',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(peopleByProvince('victims_killed')),
  },
];

export const fresh217QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH217_QUESTIONS, rows);
