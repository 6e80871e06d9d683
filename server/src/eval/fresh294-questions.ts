/**
 * The two-hundred-and-ninety-fourth fresh question set (blind): thirty questions, fifteen about notebook
 * `a` and fifteen about notebook `b`, written without reading the analyst, the extractor or the other
 * question sets. Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A crossword setter who cannot help wordplay: clues, anagrams, "across"/"down", answers "in so many
 *    letters", a typo or two ("incidnets"). The wordplay is decoration; the plain ask is always spelled
 *    out ("Murder, she wrote" asks for a count of murders; "a clean getaway" is an incident with nobody
 *    arrested; "taken" is a kidnapping; "cape north, reversed" is the Northern Cape).
 * 2. A forklift driver in a warehouse: short and practical, in stock-count talk. A "load" or what was
 *    "loaded up"/"put on the truck" is suspects arrested; a "bay" is a province or municipality; "stock
 *    on the floor" is incidents; "the middle pallet" is a median; "the busiest bay" is a ranking.
 * 3. A Kruger park ranger on a night drive: quiet and observant. A "sighting" or "spoor" is an incident
 *    (the first/last spoor is the earliest/latest event date); "lost" or "did not make it" is killed;
 *    "wounded" is injured; "little ones" are children; "winter" is June to August.
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one falls in no year, month, season or weekday and is
 *   never the earliest or latest; `published_date` is never read. A calendar month "all years together"
 *   is the month of `event_date` in any year; winter is June, July and August of any year. A weekday is
 *   the weekday of `event_date`; "2023 and 2024 together" is an `event_date` in either year.
 * - People are sums of the stated figures: `num_suspects_arrested` (suspects arrested, loaded up),
 *   `victims_killed` (killed, lost), `victims_injured` (injured, wounded), `victims_children` (children,
 *   little ones), `victims_female` / `victims_male` (women and men victims). A null figure adds nothing.
 * - Medians are over the stated figures only: the median of `num_suspects_arrested` over the incidents
 *   that state it; the median suspect age over every stated age in `suspect_ages`, one per suspect.
 * - "Nobody arrested" / "a clean getaway" is `arrest_made === false`; its share is over all the
 *   notebook's incidents, to the nearest whole percent. The share of victims who were women is the sum
 *   of `victims_female` over the sum of `victims_female` and `victims_male`, nearest whole percent.
 * - "Murder" is `murder` alone (attempted murder is its own category). "Taken" is `kidnapping`.
 * - A yes/no comparison "more X in P than in Q" is Yes only when P's count is strictly larger.
 * - "Municipality" is `municipality` (rows without one are left out), answered as written or without
 *   "City of". A province is `province`.
 * - Rankings (the municipality with most incidents, the province with most kidnappings, the province
 *   with most injured, the province with most killed) each carry their tally; a tie at the top is an
 *   error in the question.
 * - Refusals: the ground truth holds no officers' names, no values in rand, no times of day, no firearm
 *   calibres, no distances and no weather.
 */
import {
  type BlindQuestion,
  inMonths,
  medianOf,
  peopleByProvince,
  peopleTotal,
  percentage,
  ranking,
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
  has,
  inProvince,
  inYear,
  municipalityNames,
  notArrested,
  number,
  percentOf,
  refusal,
  sum,
  weekday,
} from './ground-truth-questions';

const murder = has('murder');
const kidnapping = has('kidnapping');
const poaching = has('poaching');

/** The count of incidents with the crime in the first province beats that in the second, strictly. */
const moreIn = (crime: string, first: string, second: string) => (rows: readonly DevRow[]) =>
  yesNo(count(rows, has(crime), inProvince(first)) > count(rows, has(crime), inProvince(second)));

const municipalityTally = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.municipality);
const kidnappingProvinceTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(kidnapping), (r) => r.province);

/** The median of the stated suspects-arrested figures. */
const medianArrested = (rows: readonly DevRow[]) =>
  number(medianOf(rows.flatMap((r) => (r.num_suspects_arrested === null ? [] : [r.num_suspects_arrested]))));

export const FRESH294_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the crossword setter, on notebook a.
  {
    notebook: 'a',
    question:
      'Murder, she wrote - and wrote, and wrote. Setting that aside: how many incidents in KwaZulu-Natal (the "KZN" of my down clues) include a murder?',
    covers: ['restricted count', 'conjunction'],
    expect: (rows) => number(count(rows, murder, inProvince('KwaZulu-Natal'))),
  },
  {
    notebook: 'a',
    question:
      'One across, answer in several letters: the municipality that turns up most often in these incidnets. Which is it, and with how many?',
    covers: ['ranking', 'misspelling'],
    ...ranking(municipalityTally, municipalityNames),
  },
  {
    notebook: 'a',
    question:
      'A clean getaway (5,7)? I mean incidents where nobody at all was arrested. What percentage of all the incidents in the notebook were clean getaways?',
    covers: ['share', 'slang'],
    expect: (rows) => percentOf(rows, notArrested),
  },
  {
    notebook: 'a',
    question: '"Taken" - five letters, first in line. On what date did the earliest kidnapping take place?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(kidnapping), 'earliest'),
  },
  {
    notebook: 'a',
    question:
      "A policeman's lot is not a happy one, but surely it has a name: what are the names of the investigating officers on the kidnapping cases?",
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the forklift driver, on notebook a.
  {
    notebook: 'a',
    question:
      'Gauteng bay. How many suspects got loaded up, arrested I mean, all incidents there added together?',
    covers: ['people', 'slang', 'restricted count'],
    expect: (rows) => number(suspectsArrested(rows.filter(inProvince('Gauteng')))),
  },
  {
    notebook: 'a',
    question: 'Wednesdays are always our heavy day. How many incidents happened on a Wednesday?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, (r) => weekday(r) === 'Wednesday')),
  },
  {
    notebook: 'a',
    question:
      'Line the incidents up like pallets by how many suspects were arrested, only where a number is given. What is the middle pallet, the median?',
    covers: ['people', 'slang'],
    expect: medianArrested,
  },
  {
    notebook: 'a',
    question:
      'Quick stock check: more attempted murders in the Eastern Cape than in the Western Cape? Yes or no.',
    covers: ['yes/no', 'conjunction'],
    expect: moreIn('attempted murder', 'Eastern Cape', 'Western Cape'),
  },
  {
    notebook: 'a',
    question: 'Cash-in-transit jobs - how many rand did they get away with, total? Ballpark is fine.',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },

  // Voice 3, the Kruger ranger, on notebook a.
  {
    notebook: 'a',
    question:
      'Out here you learn to count what the night takes. In the Eastern Cape incidents, how many people were lost - killed - altogether?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(inProvince('Eastern Cape')))),
  },
  {
    notebook: 'a',
    question:
      'Poaching leaves its own spoor. When was the most recent poaching incident, by the date it happened?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(poaching), 'latest'),
  },
  {
    notebook: 'a',
    question:
      'Quietly now. Which province had the most people wounded - injured - across its incidents, and how many?',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_injured')),
  },
  {
    notebook: 'a',
    question:
      'The bushveld goes dry and still in winter, June through August. Taking all the years together, how many incidents happened in those three months?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, inMonths(6, 8))),
  },
  {
    notebook: 'a',
    question:
      'At what hour of the night did the poachers go in? The small hours are when we usually pick up their tracks.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 1, the crossword setter, on notebook b.
  {
    notebook: 'b',
    question:
      'Cape north, reversed: the Northern Cape. Forgive the pun - how many of its incidents involve a rape?',
    covers: ['restricted count', 'conjunction'],
    expect: (rows) => number(count(rows, has('rape'), inProvince('Northern Cape'))),
  },
  {
    notebook: 'b',
    question:
      'Ten letters, "taken" in another word: kidnapping. Which province has the most kidnapping incidents, and how many?',
    covers: ['ranking'],
    ...ranking(kidnappingProvinceTally),
  },
  {
    notebook: 'b',
    question:
      'Her share of the grid: of the victims whose sex is recorded, what percentage were women? Round to a whole number, I am not setting a cryptic for decimals.',
    covers: ['share', 'people'],
    expect: (rows) => {
      const women = sum(rows.map((r) => r.victims_female));
      return percentage(women, women + sum(rows.map((r) => r.victims_male)));
    },
  },
  {
    notebook: 'b',
    question:
      'Limpopo over North West, in murders - true? Strictly more murder incidents in Limpopo than in North West, yes or no.',
    covers: ['yes/no', 'conjunction'],
    expect: moreIn('murder', 'Limpopo', 'North West'),
  },
  {
    notebook: 'b',
    question:
      'Bore, as in a gun barrel, not a dull clue: what calibre were the firearms seized in the illegal firearm possesion cases?',
    covers: ['refusal', 'misspelling'],
    expect: refusal,
  },

  // Voice 2, the forklift driver, on notebook b.
  {
    notebook: 'b',
    question: 'North West bay, total load: how many suspects were arrested across all its incidents?',
    covers: ['people', 'slang', 'restricted count'],
    expect: (rows) => number(suspectsArrested(rows.filter(inProvince('North West')))),
  },
  {
    notebook: 'b',
    question: 'Stock count for 2023 and 2024 together - how many incidents on the floor those two years?',
    covers: ['calendar', 'restricted count', 'slang'],
    expect: (rows) => number(count(rows, (r) => inYear(2023)(r) || inYear(2024)(r))),
  },
  {
    notebook: 'b',
    question: 'Busiest bay by municipality. Which one has the most incidents? Give the count too.',
    covers: ['ranking', 'slang'],
    ...ranking(municipalityTally, municipalityNames),
  },
  {
    notebook: 'b',
    question:
      'Ages of the suspects - line them all up, every age that is given, one per suspect. Whats the median age?',
    covers: ['people', 'misspelling'],
    expect: (rows) => number(medianOf(suspectAges(rows))),
  },
  {
    notebook: 'b',
    question: 'Business robberies. Whats the rand value of the stock they took off the shelves?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the Kruger ranger, on notebook b.
  {
    notebook: 'b',
    question:
      'Limpopo, my side of the river. How many people did not make it - killed - in the Limpopo incidents?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(inProvince('Limpopo')))),
  },
  {
    notebook: 'b',
    question:
      'Stock thieves leave spoor like anything else. When was the first stock theft in these records, the date it actually happened?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(has('stock theft')), 'earliest'),
  },
  {
    notebook: 'b',
    question: 'The little ones worry me most. Across every incident, how many of the victims were children?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_children', rows)),
  },
  {
    notebook: 'b',
    question:
      'Some stretches of bush are heavier than others, you feel it at night. Which province lost the most people - killed - across its incidents?',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_killed')),
  },
  {
    notebook: 'b',
    question:
      'The Kruger National Park sighting - how far inside the fence was it, in kilometres, and was it a clear night or raining?',
    covers: ['refusal'],
    expect: refusal,
  },
];

export const fresh294QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH294_QUESTIONS, rows);
