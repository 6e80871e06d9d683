/**
 * The hundred-and-fifty-second fresh question set (blind): thirty questions, fifteen about notebook `a`
 * and fifteen about notebook `b`, written without reading the analyst, the extractor or the other
 * question sets. Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A university statistics lecturer making a class exercise: precise wording ("mean", "median",
 *    "mode", "proportion", "between ... inclusive", "to one decimal").
 * 2. A rural community leader in a farming area: farms, livestock theft ("rustling"), villages, "our
 *    district"; long, rambling questions with the odd slip ("childern", "stok").
 * 3. A foreign embassy's security officer advising travellers: provinces by tourist names ("the Garden
 *    Route province" for the Western Cape, "the Wild Coast province" for the Eastern Cape, "the
 *    Joburg-Pretoria province" for Gauteng, "the Durban beaches province" for KwaZulu-Natal, "the Sun
 *    City province" for North West, "the Panorama Route province, with Kruger's southern gates" for
 *    Mpumalanga); hijackings, robberies, "is it safe", comparisons.
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is outside every year, month, "before" window and
 *   "between ... inclusive" range, and is never the earliest or latest; `published_date` is never read.
 *   "Between 2020 and 2022 inclusive" runs from 2020-01-01 to 2022-12-31. The "festive season" is
 *   December or January of any year; "winter" is June to August of any year.
 * - People are sums of the stated figures: `victims_killed`, `victims_children` (children),
 *   `victims_female` / `victims_male`, `num_suspects_arrested`; a null (unstated) figure adds nothing.
 * - A mean or median is over the stated values only: the mean killed per incident is over the incidents
 *   whose `victims_killed` is stated; the suspects' ages are every stated age in `suspect_ages` (one
 *   per suspect); the median arrests per incident is over the stated `num_suspects_arrested`. A median
 *   of an even count is the mean of the two middle values. Means are to one decimal.
 * - The proportion of victims who were female is the sum of `victims_female` over the sum of
 *   `victims_female` and `victims_male`, as a percentage to one decimal.
 * - "The attacker was known to the victim" is a stated `relationship` of partner, family or
 *   acquaintance; a rape whose relationship is not stated counts in the whole but not in the part.
 * - "Hijackings" are `carjacking` or `truck hijacking`. "Robberies of any kind" are `armed robbery`,
 *   `robbery`, `house robbery`, `business robbery` and `cash-in-transit robbery` (hijackings are not).
 *   "Livestock theft" / "rustling" / "stok theft" is `stock theft`; "murder" is `murder`.
 * - A farm incident is a row whose `location` holds the word "farm", and a village incident one whose
 *   `location` holds "village" (any case), whatever their crimes.
 * - The "mode" province or crime category and "the deadliest province" are rankings carrying their tally
 *   (incidents per province, incidents listing each crime, victims killed per province); a tie at
 *   the top is an error in the question.
 * - "How many more in P than in Q" is the difference of the two counts (or sums); P must have more.
 * - Refusals: the ground truth holds no victims' ages (only whether a victim was a child), no
 *   nationality of victims (so no "foreign tourists"), no victim's occupation (so no farm workers against
 *   farm owners) and no time of day.
 */
import {
  any,
  anyCrime,
  atPlace,
  type BlindQuestion,
  before,
  femaleVictims,
  inMonths,
  knewTheAttacker,
  kznProvinceNames,
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
  casesOf,
  count,
  crimeNames,
  dateAt,
  excessOf,
  has,
  inProvince,
  meanOf,
  number,
  percentOf,
  refusal,
  rounded,
  within,
} from './ground-truth-questions';

/** A hijacking: of a car or of a truck. */
const hijacking = anyCrime('carjacking', 'truck hijacking');
/** A robbery of any kind; hijackings are not among them. */
const robbery = anyCrime(
  'armed robbery',
  'robbery',
  'house robbery',
  'business robbery',
  'cash-in-transit robbery',
);
const stockTheft = has('stock theft');
/** An incident the release places on a farm. */
const onAFarm = atPlace('farm');
/** An incident the release places in a village. */
const inAVillage = atPlace('village');
/** December or January of any year. */
const festiveSeason = any(inMonths(12, 12), inMonths(1, 1));

/** The median of the stated values (the mean of the two middle ones for an even count), rounded. */
export function medianOf(values: (number | null)[], decimals = 1) {
  const sorted = values.filter((v): v is number => v !== null).sort((x, y) => x - y);
  if (sorted.length === 0) throw new Error('no stated value to take the median of');
  const middle = Math.floor(sorted.length / 2);
  const value =
    sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return number(rounded(value, decimals));
}

/** The share of victims of stated sex who were female, to one decimal. */
const femaleShare = (rows: readonly DevRow[]) => {
  const female = femaleVictims(rows);
  return percentage(female, female + maleVictims(rows), 1);
};

const provinceTally = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.province);
/** Each crime an incident lists counts once for that crime. */
const crimeTally = (rows: readonly DevRow[]) =>
  tallyOf(
    rows.flatMap((r) => r.crimes),
    (crime) => crime,
  );

export const FRESH152_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the statistics lecturer, on notebook a.
  {
    notebook: 'a',
    question:
      'For a class exercise: what is the mean number of victims killed per incident, using only the incidents where the number killed is stated? Give it to one decimal.',
    covers: ['people'],
    expect: (rows) =>
      meanOf(
        rows.map((r) => r.victims_killed ?? null),
        1,
      ),
  },
  {
    notebook: 'a',
    question: 'What is the median age of the suspects, taking every suspect whose age is given?',
    covers: ['people'],
    expect: (rows) => medianOf(suspectAges(rows)),
  },
  {
    notebook: 'a',
    question:
      'Of the victims whose sex is recorded, what proprotion were female? Express it as a percentage to one decimal.',
    covers: ['share', 'people', 'misspelling'],
    expect: femaleShare,
  },
  {
    notebook: 'a',
    question:
      'Treating province as a categorical variable, what is the mode, i.e. the province with the most incidents?',
    covers: ['ranking'],
    ...ranking(provinceTally, kznProvinceNames),
  },
  {
    notebook: 'a',
    question: 'What is the median age of the victims across all incidents?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the community leader, on notebook a.
  {
    notebook: 'a',
    question:
      'Good day, I speak for a farming community and the rustling of our cattle and goats is the thing people raise at every meeting, so I would like to know, across all these reports of livestock theft, how many suspects did the police actually arrest in total?',
    covers: ['people', 'slang', 'restricted count'],
    expect: (rows) => number(suspectsArrested(rows.filter(stockTheft))),
  },
  {
    notebook: 'a',
    question:
      'We are people of the villages, not the cities, and often it feels like nobody writes about us. How many of these incidents happened in a place the police describe as a village?',
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, inAVillage)),
  },
  {
    notebook: 'a',
    question:
      'The old men at our meeting say stok theft only started being reported recently. Is there any case of livestock theft in here that happened before 2020? Yes or no please.',
    covers: ['yes/no', 'calendar', 'misspelling'],
    expect: (rows) => yesNo(count(rows, stockTheft, before('2020-01-01')) > 0),
  },
  {
    notebook: 'a',
    question:
      'Our district is in the Eastern Cape and I am putting together a little history for the traditional council. What is the date of the earliest incident in the Eastern Cape in these reports?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(inProvince('Eastern Cape')), 'earliest'),
  },
  {
    notebook: 'a',
    question:
      'The mothers in our area worry most about the young ones. In the Eastern Cape incidents, how many of the victims were childern, meaning under 18?',
    covers: ['people', 'misspelling', 'conjunction'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(inProvince('Eastern Cape')))),
  },

  // Voice 3, the embassy security officer, on notebook a.
  {
    notebook: 'a',
    question:
      'How many hijackings (cars or trucks) were recorded in the Joburg-Pretoria province, i.e. Gauteng?',
    covers: ['slang', 'restricted count', 'conjunction'],
    expect: (rows) => number(count(rows, hijacking, inProvince('Gauteng'))),
  },
  {
    notebook: 'a',
    question:
      'How many more people were killed in the Wild Coast province (Eastern Cape) than in the Garden Route province (Western Cape)?',
    covers: ['people', 'conjunction'],
    expect: (rows) =>
      excessOf(rows, inProvince('Eastern Cape'), inProvince('Western Cape'), (selected) =>
        peopleTotal('victims_killed', selected),
      ),
  },
  {
    notebook: 'a',
    question:
      'What percentage of incidents in the Durban beaches province, KwaZulu-Natal, involved a murder?',
    covers: ['share', 'restricted count'],
    expect: (rows) => percentOf(rows.filter(inProvince('KwaZulu-Natal')), has('murder')),
  },
  {
    notebook: 'a',
    question:
      'Travellers ask if the Garden Route province is safe. Leaving hijackings aside, was any robbery of any kind recorded in the Western Cape?',
    covers: ['yes/no'],
    expect: (rows) => yesNo(count(rows, robbery, inProvince('Western Cape')) > 0),
  },
  {
    notebook: 'a',
    question: 'How many of the victims in these incidents were foreign tourists?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 1, the statistics lecturer, on notebook b.
  {
    notebook: 'b',
    question: 'Compute the mean age of the suspects, over all suspects with a stated age, to one decimal.',
    covers: ['people'],
    expect: (rows) => meanOf(suspectAges(rows), 1),
  },
  {
    notebook: 'b',
    question:
      'Among the rape incidents, what proportion state that the attacker was known to the victim (a partner, family member or acquaintance)? As a percentage, to one decimal.',
    covers: ['share', 'restricted count'],
    expect: (rows) => {
      const rapes = rows.filter(has('rape'));
      return percentage(rapes.filter(knewTheAttacker).length, rapes.length, 1);
    },
  },
  {
    notebook: 'b',
    question: 'How many incidents took place between 2020 and 2022 inclusive?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, within('2020-01-01', '2022-12-31'))),
  },
  {
    notebook: 'b',
    question:
      'What is the modal crime category, counting each crime an incident is listed under once (so an incident can contribute to several categories)?',
    covers: ['ranking'],
    ...ranking(crimeTally, crimeNames),
  },
  {
    notebook: 'b',
    question: 'What is the median number of suspects arrested per incident?',
    covers: ['people'],
    expect: (rows) => medianOf(rows.map((r) => r.num_suspects_arrested)),
  },

  // Voice 2, the community leader, on notebook b.
  {
    notebook: 'b',
    question:
      'I am a community leader near the farms of the Free State, and every farmer I know has a story, so I want proper numbers for our meeting: how many incidents in the Free State took place on a farm?',
    covers: ['conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, onAFarm, inProvince('Free State'))),
  },
  {
    notebook: 'b',
    question:
      'Some of the young people say livestock theft is new, that it never happened in the old days. In these reports, on what date did the earliest stock theft take place?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(stockTheft), 'earliest'),
  },
  {
    notebook: 'b',
    question:
      'Our people live in villages far from any police station, and when something happens it can take hours for help to come. How many people were killed in incidents that happened in villages?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(inAVillage))),
  },
  {
    notebook: 'b',
    question:
      'In winter, June to August, the nights are long on the farms. Was there any incident on a farm in the Northern Cape during those winter months where somebody was killed?',
    covers: ['yes/no', 'calendar', 'conjunction'],
    expect: (rows) =>
      yesNo(
        rowsWhere(rows, onAFarm, inProvince('Northern Cape'), inMonths(6, 8)).some(
          (r) => (r.victims_killed ?? 0) > 0,
        ),
      ),
  },
  {
    notebook: 'b',
    question:
      'On the farms the ones who suffer are often the workers, not the owners. Of the farm attack victims, how many were farm workers and how many were farm owners?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the embassy security officer, on notebook b.
  {
    notebook: 'b',
    question: 'Which province is the deadliest, with the most people killed?',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_killed')),
  },
  {
    notebook: 'b',
    question:
      'Over the festive season (December and January, any year), how many incidents were recorded in total?',
    covers: ['calendar', 'slang'],
    expect: (rows) => number(count(rows, festiveSeason)),
  },
  {
    notebook: 'b',
    question:
      "How many more robberies of any kind were there in the Sun City province (North West) than in the Panorama Route province with Kruger's southern gates (Mpumalanga)?",
    covers: ['conjunction', 'restricted count'],
    expect: (rows) =>
      excessOf(
        rows,
        (r) => robbery(r) && inProvince('North West')(r),
        (r) => robbery(r) && inProvince('Mpumalanga')(r),
      ),
  },
  {
    notebook: 'b',
    question: 'When was the most recent hijacking, car or truck?',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows.filter(hijacking), 'latest'),
  },
  {
    notebook: 'b',
    question: 'At what time of day do most hijackings happen? Is it safer to drive in daylight?',
    covers: ['refusal'],
    expect: refusal,
  },
];

export const fresh152QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH152_QUESTIONS, rows);
