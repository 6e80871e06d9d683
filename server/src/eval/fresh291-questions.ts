/**
 * The two-hundred-and-ninety-first fresh question set (blind): thirty questions, fifteen about notebook
 * `a` and fifteen about notebook `b`, written without reading the analyst, the extractor or the other
 * question sets. Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A makeup artist on a film set: bubbly, chatty, film-set slang ("babes", "hun", "girl"). Her
 *    metaphors: a "call sheet" or "the looks" is the notebook's list of incidents; a "scene" or a "look"
 *    is one incident; a "touch-up tally" is a sum; the "leading lady" / "star" is the single top key of a
 *    ranking; a "continuity check" on the "very first" scene is the earliest event date, the "final look"
 *    the latest; "wardrobe" is what people wore, which the releases do not record; "Limpopo and
 *    Mpumulanga" (her misspelling of Mpumalanga) is either province.
 * 2. A chemist at the lab bench: dry and exact. Her metaphors: a "sample" is one incident and "sample
 *    size" the notebook's rows; a "reading" is one incident's stated figure; "excluding samples where no
 *    figure is stated" leaves out the nulls; "yields the most" is a ranking; an "assay" of a value in rand
 *    or a concentration asks for something the releases do not record; "to the nearest whole percent" or
 *    "one decimal place" is the rounding.
 * 3. A dance teacher counting in a class: encouraging, counts out loud ("five, six, seven, eight"). Her
 *    metaphors: "on the floor" / "in the routine" is in the notebook; "front row" / "lead dancer" is the
 *    single top key of a ranking; "the top of the routine" is the earliest event date; "sitting this
 *    routine out" means rows without the figure are left out; a "weekend class slot" is Saturday or
 *    Sunday. She misspells a word now and then ("kidnaping" is kidnapping).
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one falls in no year, date range, month, weekday or
 *   weekend, and is never the earliest or the most recent; `published_date` is never read. A weekend is
 *   a Saturday or Sunday of `event_date`; "in July, any year" is the month of `event_date` in any year;
 *   "the second half of 2023" is 2023-07-01 to 2023-12-31 inclusive.
 * - People are sums of the stated figures, a null adding nothing: `victims_female` (victims who were
 *   women), `num_suspects_arrested` (suspects arrested), `victims_killed` (victims killed, people who
 *   lost their lives), `victims_children` (victims under eighteen), `suspects_female` (suspects who were
 *   women, the people model v2 field).
 * - A median is over the stated values only (nulls left out), the mean of the two middle values when the
 *   count is even: the median of `num_suspects_arrested` per incident, and the median of every stated
 *   suspect age pooled from `suspect_ages`. The average number of victims per incident is the mean of the
 *   stated `num_victims` (nulls left out), to one decimal.
 * - Shares, to the nearest whole percent: incidents with illegal firearm possession over all the
 *   notebook's rows; Free State incidents with a murder over all Free State rows.
 * - "Murder" is the category `murder` alone (not attempted murder). "Kidnapping scenes in Gauteng" are
 *   rows with `kidnapping` in province Gauteng; "Limpopo and Mpumalanga" is either province.
 * - Rankings carry their tally; a tie at the top is an error in the question: the province with the most
 *   suspects arrested (sum of `num_suspects_arrested`), the province with the most incidents holding
 *   `attempted murder` (a count of rows; murder alone does not count), the municipality with the most incidents (rows without one left
 *   out; answered as written or without "City of"), the province with the most victims killed.
 * - Yes/no comparisons compare sums or counts: the Eastern Cape's victims killed against the Western
 *   Cape's (more, strictly), a kidnapping anywhere in the Western Cape, illegal firearm possession
 *   incidents in Mpumalanga against North West (more, strictly).
 * - Refusals: the ground truth holds no times of day, no values in rand, no names of officers, no
 *   clothing or disguises, no blood-alcohol concentrations, and no weather.
 */
import {
  type BlindQuestion,
  medianOf,
  peopleByProvince,
  peopleTotal,
  ranking,
  rowsWhere,
  suspectAges,
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
  meanOf,
  month,
  municipalityNames,
  number,
  percentOf,
  refusal,
  sum,
  weekend,
  within,
} from './ground-truth-questions';

const murder = has('murder');
const kidnapping = has('kidnapping');
const firearm = has('illegal firearm possession');

/** The sum of a people figure of the rows that pass every test, a null adding nothing. */
const killedIn = (rows: readonly DevRow[], ...tests: ((r: DevRow) => boolean)[]) =>
  peopleTotal('victims_killed', rowsWhere(rows, ...tests));

const arrestsByProvince = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_suspects_arrested ?? 0,
  );
const attemptedMurderByProvince = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(has('attempted murder')), (r) => r.province);
const municipalityTally = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.municipality);

/** The median of the stated values, nulls left out. */
const medianStated = (values: (number | null)[]) =>
  number(medianOf(values.filter((v): v is number => v !== null)));

export const FRESH291_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the makeup artist, on notebook a.
  {
    notebook: 'a',
    question:
      'Okay babes, quick call-sheet check before we go to set! How many kidnapping scenes do we have in Gauteng?',
    covers: ['restricted count', 'conjunction', 'slang'],
    expect: (rows) => number(count(rows, kidnapping, inProvince('Gauteng'))),
  },
  {
    notebook: 'a',
    question:
      'Touch-up tally time 💄 across every single incident in here, how many of the victims were women? Only the ones the releases actually say are female, hun.',
    covers: ['people', 'slang'],
    expect: (rows) => number(sum(rows.map((r) => r.victims_female))),
  },
  {
    notebook: 'a',
    question:
      "Who's our leading lady? Which province racked up the most suspects arrested, all its incidents added together?",
    covers: ['ranking', 'people'],
    ...ranking(arrestsByProvince),
  },
  {
    notebook: 'a',
    question:
      'Continuity check!! When was the very first murder in the Western Cape - the date it actually happened, not when the release came out?',
    covers: ['date'],
    expect: (rows) => dateAt(rowsWhere(rows, murder, inProvince('Western Cape')), 'earliest'),
  },
  {
    notebook: 'a',
    question:
      'Lighting question for the DOP, so cute: what time of day did the carjackings go down - golden hour or were they all night shoots?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the chemist, on notebook a.
  {
    notebook: 'a',
    question:
      'Sample size is the whole notebook. What percentage of the incidents involved illegal firearm possession? Report to the nearest whole percent.',
    covers: ['share', 'restricted count'],
    expect: (rows) => percentOf(rows, firearm),
  },
  {
    notebook: 'a',
    question:
      'Treat each incident as one sample and the number of suspects arrested as its reading. What is the median reading, excluding samples where no figure is stated?',
    covers: ['people'],
    expect: (rows) => medianStated(rows.map((r) => r.num_suspects_arrested)),
  },
  {
    notebook: 'a',
    question:
      'Count the incidents involving murder with an event date from 1 January 2019 to 31 December 2021 inclusive. Undated samples are excluded.',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, murder, within('2019-01-01', '2021-12-31'))),
  },
  {
    notebook: 'a',
    question:
      'A comparison of two totals. Did the Eastern Cape record more victims killed than the Western Cape? Yes or no.',
    covers: ['yes/no', 'people'],
    expect: (rows) =>
      yesNo(killedIn(rows, inProvince('Eastern Cape')) > killedIn(rows, inProvince('Western Cape'))),
  },
  {
    notebook: 'a',
    question:
      'For the assay of the drug cases: what was the total street value, in rand, of the drugs seized across these incidents?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the dance teacher, on notebook a.
  {
    notebook: 'a',
    question:
      'Five, six, seven, eight! Saturday and Sunday are our weekend class slots - how many incidents happened on a weekend?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, weekend)),
  },
  {
    notebook: 'a',
    question:
      'Lovely work, everyone. Now, on average how many victims were there per incident? Incidents with no victim figure sit this routine out. One decimal place, please.',
    covers: ['people'],
    expect: (rows) =>
      meanOf(
        rows.map((r) => r.num_victims),
        1,
      ),
  },
  {
    notebook: 'a',
    question:
      "Let's find our lead dancer: which province has the most attempted murders on the floor? Count the incidents, and tell me the tally too.",
    covers: ['ranking', 'restricted count'],
    ...ranking(attemptedMurderByProvince),
  },
  {
    notebook: 'a',
    question:
      'Quick check before we run the sequence again, was there a kidnaping anywhere in the Western Cape?',
    covers: ['yes/no', 'misspelling'],
    expect: (rows) => yesNo(count(rows, kidnapping, inProvince('Western Cape')) > 0),
  },
  {
    notebook: 'a',
    question:
      "I'd love to give them a shout-out at the end of class - what are the names of the police officers who made the arrests?",
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 1, the makeup artist, on notebook b.
  {
    notebook: 'b',
    question:
      "Hiii! Prepping the looks for the Limpopo and Mpumulanga shoot days, so how many murder scenes are there across those two provinces? Ugh, it's a lot of SFX blood.",
    covers: ['conjunction', 'restricted count', 'slang', 'misspelling'],
    expect: (rows) =>
      number(count(rows, murder, (r) => inProvince('Limpopo')(r) || inProvince('Mpumalanga')(r))),
  },
  {
    notebook: 'b',
    question:
      'Girl, the suspects!! How many of them were women? Add up the female suspects the releases mention.',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('suspects_female', rows)),
  },
  {
    notebook: 'b',
    question:
      'Final look before wrap: when did the most recent kidnapping happen? The actual day, babe, not the press date.',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(kidnapping), 'latest'),
  },
  {
    notebook: 'b',
    question:
      'Out of all the Free State looks on the call sheet, what percent had a murder in them? Nearest whole number is fine.',
    covers: ['share', 'conjunction'],
    expect: (rows) => percentOf(rows.filter(inProvince('Free State')), murder),
  },
  {
    notebook: 'b',
    question:
      'Wardrobe is asking too: what were the suspects wearing - balaclavas, wigs, any disguises? I need the full breakdown.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the chemist, on notebook b.
  {
    notebook: 'b',
    question:
      'Which municipality yields the most incidents? Exclude samples where no municipality is recorded, and give the count.',
    covers: ['ranking'],
    ...ranking(municipalityTally, municipalityNames),
  },
  {
    notebook: 'b',
    question: 'Pool every stated suspect age into a single sample set. What is the median age, in years?',
    covers: ['people'],
    expect: (rows) => number(medianOf(suspectAges(rows))),
  },
  {
    notebook: 'b',
    question:
      'Count the incidents with an event date in the second half of 2023, that is 1 July to 31 December inclusive. Undated samples are excluded.',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, within('2023-07-01', '2023-12-31'))),
  },
  {
    notebook: 'b',
    question:
      'The total number of victims who were children, under eighteen, summed over the stated figures only. A single integer, please.',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_children', rows)),
  },
  {
    notebook: 'b',
    question:
      'What blood-alcohol concentration, in grams per 100 millilitres, was measured in the arrested suspects?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the dance teacher, on notebook b.
  {
    notebook: 'b',
    question:
      "Step, ball-change, and count with me! How many incidents happened in July? Any year counts, we're only counting the month.",
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, (r) => month(r) === 7)),
  },
  {
    notebook: 'b',
    question:
      'Were there more incidents with illegal firearm possession in Mpumalanga than in North West? Just a yes or no, superstars.',
    covers: ['yes/no', 'conjunction'],
    expect: (rows) =>
      yesNo(count(rows, firearm, inProvince('Mpumalanga')) > count(rows, firearm, inProvince('North West'))),
  },
  {
    notebook: 'b',
    question: "Back to the top of the routine: what's the earliest incident date we have in Mpumalanga?",
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(inProvince('Mpumalanga')), 'earliest'),
  },
  {
    notebook: 'b',
    question:
      'Who takes the front row, sadly: which province had the most victims killed, with all the incidents added up?',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_killed')),
  },
  {
    notebook: 'b',
    question:
      'What was the weather like on the days of the farm murders, sunny or rainy? I always picture the scene.',
    covers: ['refusal'],
    expect: refusal,
  },
];

export const fresh291QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH291_QUESTIONS, rows);
