/**
 * The three-hundred-and-fourth fresh question set (blind): thirty questions, fifteen about notebook `a`
 * and fifteen about notebook `b`, written without reading the analyst, the extractor or the other
 * question sets (fresh66 alone was read, for the shape of the file). Every expectation is computed from
 * the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A clockmaker, meticulous and exact: wants figures to the decimal, counts in "ticks", speaks of
 *    "a movement", "the mainspring", "wound" and "escapements", asks for dates to the day.
 * 2. A glazier who fits windows, blunt and short: "a job", "a pane", "cracked", "the frame", a few
 *    slang words ("nabbed", "torched", "cash vans", "kids"), a typo or two ("actualy").
 * 3. A cellist in an orchestra, lyrical: "a movement", "bars", "the score", "pizzicato", "da capo",
 *    with a couple of misspellings ("kidnappping", "Gautang").
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is in no year, half-year or range and is never the
 *   earliest or latest; `published_date` is never read. "The second half of 2019" is 2019-07-01 to 2019-12-31; "2020 through 2022" is
 *   2020-01-01 to 2022-12-31.
 * - People are sums of the stated figures: `victims_injured` (injured, hurt), `victims_killed` (killed,
 *   dead), `victims_police` (police officers who were victims), `victims_children` (children),
 *   `num_suspects_arrested` (suspects arrested, nabbed). A null (unstated) figure adds nothing.
 * - Suspects' ages are `suspect_ages`, one per suspect, over the whole notebook; the median is the middle
 *   of the sorted ages (the mean of the two middle ones for an even count), the mean is to one decimal.
 * - A share of victims (or suspects) by sex is the female sum over the female plus the male sum of
 *   `victims_female`/`victims_male` (or `suspects_female`/`suspects_male`), nulls adding nothing, to the
 *   nearest whole percent. A share of incidents is over the rows selected, to the nearest whole percent.
 * - "Arrested" / "someone nabbed" is `arrest_made === true`; "nobody nabbed" is `arrest_made === false`.
 * - Crime words: "cash vans" / "cash-in-transit heists" are `cash-in-transit robbery`; "truck
 *   hijackings" are `truck hijacking`; "torched" / "arson" is `arson`; "kidnapping" (however spelled) is
 *   `kidnapping`; "murders" are `murder` (attempted murder is not one); "rapes" are `rape`; "shop" and
 *   "house" robberies are `business robbery` and `house robbery`; "guns" / "illegal firearms" is
 *   `illegal firearm possession`; "carjackings" are `carjacking`.
 * - A province is `province` (the Cape, "the Western Cape"; KwaZulu-Natal may be answered as "KZN"); a
 *   municipality is `municipality` (rows without one are left out), answered as written or without
 *   "City of".
 * - Rankings (province with most injured, municipality with most killed, province with most illegal-firearm
 *   incidents, province with most killed) each carry their tally; a tie at the top is an error in the question.
 * - Refusals: the ground truth holds no times of day, no rand values of damage or loot, no firearm
 *   calibres, no time between crime and arrest, and no weather.
 */
import {
  anyCrime,
  type BlindQuestion,
  kznProvinceNames,
  medianOf,
  peopleByProvince,
  peopleTotal,
  percentage,
  ranking,
  rowsWhere,
  suspectAges,
  suspectsArrested,
  tallyOf,
  trueOrFalse,
  yesNo,
} from './blind-sets';
import type { DevRow } from './dev-set';
import {
  arrested,
  casesOf,
  count,
  dateAt,
  has,
  inProvince,
  meanOf,
  municipalityNames,
  notArrested,
  number,
  percentOf,
  refusal,
  sum,
  within,
} from './ground-truth-questions';

const murder = has('murder');
const kidnapping = has('kidnapping');
const firearm = has('illegal firearm possession');
/** Cash-in-transit heists and truck hijackings together. */
const cashVanOrTruck = anyCrime('cash-in-transit robbery', 'truck hijacking');

/** The female share of a pair of stated figures, nulls adding nothing, to the nearest whole percent. */
function femaleShare(female: (number | null | undefined)[], male: (number | null | undefined)[]) {
  const f = sum(female.map((v) => v ?? null));
  return percentage(f, f + sum(male.map((v) => v ?? null)));
}

const municipalityKilledTally = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.municipality,
    (r) => r.victims_killed ?? 0,
  );
const firearmProvinceTally = (rows: readonly DevRow[]) => tallyOf(rows.filter(firearm), (r) => r.province);

export const FRESH304_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the clockmaker, on notebook a.
  {
    notebook: 'a',
    question:
      'Good day. I keep a ledger as carefully as I keep a movement wound. In the second half of 2019, July through December inclusive, how many incidents ticked over in these releases, counted by the day each one happened?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, within('2019-07-01', '2019-12-31'))),
  },
  {
    notebook: 'a',
    question:
      'A precise matter, like setting an escapement: taking every suspect whose age is given, what is the median age of those suspects?',
    covers: ['people'],
    expect: (rows) => number(medianOf(suspectAges(rows))),
  },
  {
    notebook: 'a',
    question:
      'When did the mainspring of this whole sorry business first uncoil for kidnapping? I mean the date of the earliest kidnapping incident in the notebook, to the day.',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(kidnapping), 'earliest'),
  },
  {
    notebook: 'a',
    question:
      'Of all the incidents here, what percentage involved illegal possession of a firearm? A whole number will do; I am not fussy past the first tick.',
    covers: ['share'],
    expect: (rows) => percentOf(rows, firearm),
  },
  {
    notebook: 'a',
    question:
      'As a clockmaker I must ask: at what hour and minute of the day did each cash-in-transit robbery take place? I should like the times exactly as the releases give them.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the glazier, on notebook a.
  {
    notebook: 'a',
    question: 'Straight up: which province had the most people injured, all jobs added up?',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_injured'), kznProvinceNames),
  },
  {
    notebook: 'a',
    question: 'Any place torched in the Western Cape? Arson, I mean. Yes or no.',
    covers: ['yes/no', 'slang', 'conjunction'],
    expect: (rows) => yesNo(count(rows, has('arson'), inProvince('Western Cape')) > 0),
  },
  {
    notebook: 'a',
    question:
      'KZN murders where the cops actualy nabbed someone, so an arrest was made. How many of those jobs?',
    covers: ['conjunction', 'restricted count', 'slang', 'misspelling'],
    expect: (rows) => number(count(rows, murder, inProvince('KwaZulu-Natal'), arrested)),
  },
  {
    notebook: 'a',
    question:
      'I fix the windows after these things. What was the total rand value of the damage to property, cracked panes and frames and all, across these incidents?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question: 'Cash vans hit plus trucks hijacked: how many suspects nabbed in those jobs altogether?',
    covers: ['people', 'slang'],
    expect: (rows) => number(suspectsArrested(rows.filter(cashVanOrTruck))),
  },

  // Voice 3, the cellist, on notebook a.
  {
    notebook: 'a',
    question:
      'If the score of these releases were read by municipality, which one carries the heaviest bars: which municipality had the most people killed in total?',
    covers: ['ranking', 'people'],
    ...ranking(municipalityKilledTally, municipalityNames),
  },
  {
    notebook: 'a',
    question:
      'A quiet pizzicato question: how many police officers in all were themselves among the victims of these incidents?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_police', rows)),
  },
  {
    notebook: 'a',
    question:
      'How many kidnappping incidents took place in Gautang province? Forgive my spelling, my fingers are better on strings than on keys.',
    covers: ['misspelling', 'restricted count', 'conjunction'],
    expect: (rows) => number(count(rows, kidnapping, inProvince('Gauteng'))),
  },
  {
    notebook: 'a',
    question:
      'Among the victims whose sex the releases give, what percentage were women? Round it to a whole number, like a clean final chord.',
    covers: ['share', 'people'],
    expect: (rows) =>
      femaleShare(
        rows.map((r) => r.victims_female),
        rows.map((r) => r.victims_male),
      ),
  },
  {
    notebook: 'a',
    question:
      'Da capo to the latest movement: on what date did the most recent attempted murder in this notebook take place?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(has('attempted murder')), 'latest'),
  },

  // Voice 1, the clockmaker, on notebook b.
  {
    notebook: 'b',
    question:
      'Counting by the day of the deed, from 1 January 2020 through 31 December 2022, how many murder incidents does this notebook record? I wind my clocks by such tallies.',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, murder, within('2020-01-01', '2022-12-31'))),
  },
  {
    notebook: 'b',
    question:
      'What is the mean age of the suspects whose ages are stated, to one decimal place, as exact as a regulator?',
    covers: ['people'],
    expect: (rows) => meanOf(suspectAges(rows), 1),
  },
  {
    notebook: 'b',
    question:
      'On what date did the most recent rape in these releases occur? The day of the crime, please, not the day it was reported; a clock that is a day late is no clock at all.',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(has('rape')), 'latest'),
  },
  {
    notebook: 'b',
    question:
      'Every movement has one wheel that does the most work. In which province were the most incidents involving illegal possession of a firearm recorded?',
    covers: ['ranking', 'restricted count'],
    ...ranking(firearmProvinceTally),
  },
  {
    notebook: 'b',
    question:
      'How many minutes, on average, passed between each crime and the arrest of its suspects? I would measure it with a stopwatch if I could.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the glazier, on notebook b.
  {
    notebook: 'b',
    question: 'North West only: shop robberies plus house robberies, how many jobs?',
    covers: ['conjunction', 'restricted count', 'slang'],
    expect: (rows) =>
      number(count(rows, anyCrime('business robbery', 'house robbery'), inProvince('North West'))),
  },
  {
    notebook: 'b',
    question: 'True or false: there was a carjacking in Mpumalanga where nobody got nabbed.',
    covers: ['yes/no', 'conjunction', 'slang'],
    expect: (rows) => trueOrFalse(count(rows, has('carjacking'), inProvince('Mpumalanga'), notArrested) > 0),
  },
  {
    notebook: 'b',
    question:
      'Guns taken off suspects: what calibre were they? Nine mil, .38, whatever. Give me the calibres, not a story.',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question: 'Northern Cape, how many kids were victims, all jobs together?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_children', rowsWhere(rows, inProvince('Northern Cape')))),
  },
  {
    notebook: 'b',
    question: 'Murders: in what percent of them was somebody arrested? Round it off, no decimals.',
    covers: ['share'],
    expect: (rows) => percentOf(rows.filter(murder), arrested),
  },

  // Voice 3, the cellist, on notebook b.
  {
    notebook: 'b',
    question:
      'Which province carries the most mournful passage of the score: in which province were the most people killed, all incidents together?',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_killed')),
  },
  {
    notebook: 'b',
    question:
      'How many kidnappping incidents are in the North Wst province? My section leader says I misspell as often as I miss an entry.',
    covers: ['misspelling', 'restricted count'],
    expect: (rows) => number(count(rows, kidnapping, inProvince('North West'))),
  },
  {
    notebook: 'b',
    question:
      'Of the suspects whose sex is recorded, what percentage were women? A whole number, please, like a bar count.',
    covers: ['share', 'people'],
    expect: (rows) =>
      femaleShare(
        rows.map((r) => r.suspects_female),
        rows.map((r) => r.suspects_male),
      ),
  },
  {
    notebook: 'b',
    question:
      'Where does the Limpopo movement begin? Give me the date of the earliest incident in Limpopo in these releases.',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(inProvince('Limpopo')), 'earliest'),
  },
  {
    notebook: 'b',
    question:
      'Was it raining or clear on the nights of the murders? The weather sets the mood of a piece, and I wonder what it was.',
    covers: ['refusal'],
    expect: refusal,
  },
];

export const fresh304QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH304_QUESTIONS, rows);
