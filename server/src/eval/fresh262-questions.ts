/**
 * The two-hundred-and-sixty-second fresh question set (blind): thirty questions, fifteen about notebook
 * `a` and fifteen about notebook `b`, written without reading the analyst, the extractor or the other
 * question sets. Every expectation is worked out from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A marathon coach: splits, paces, personal bests, "PB", "the back half", incidents counted as
 *    "reps"; brisk and motivational, short sentences.
 * 2. A geologist: strata, eras, layers and samples ("the pre-2020 layer", "the recent layer",
 *    "deposits"); precise, but every date range is a layer of rock.
 * 3. A church choir conductor: warm, musical notes ("the chorus", "in harmony", "the soprano section",
 *    "a refrain"), one clear ask per note, and one province name slipped from the pen.
 *
 * The readings chosen (one row is one incident; a crime word counts the rows whose `crimes` hold that
 * category):
 * - A "rep" or a "deposit" of a crime is one incident holding it. "Murders" are `murder` alone
 *   (attempted murder is its own category); "kidnappings" are `kidnapping`, "rapes" `rape`, "illegal
 *   mining" `illegal mining`, "attempted murders" `attempted murder`; "an illegal firearm" is
 *   `illegal firearm possession`.
 * - Every date window reads `event_date` alone; a row without one lies in no layer, half, quarter
 *   or weekend, and is never the earliest or latest. "The pre-2020 layer" / "the older strata
 *   before 2020" is an event date before 2020-01-01; "the recent layer from 2022 (2023) on" is an event
 *   date on or after 1 January of that year. "The front half" of the calendar is January to June,
 *   "the back half" July to December, "Q3" July to September, all years stacked together. A weekend is
 *   a Saturday or a Sunday.
 * - People are sums of the stated figures (a null adds nothing): `num_victims` (victims),
 *   `victims_female` ("the soprano section": the women and girls among the victims),
 *   `victims_killed` (killed), `victims_injured` (injured), `victims_children` (children),
 *   `num_suspects_arrested` (suspects arrested, "the haul").
 * - A median is over stated values only: each stated suspect age counts once (one per suspect); the
 *   median arrests is over incidents whose `num_suspects_arrested` is stated, a stated 0 included.
 * - Shares are whole percentages. The Western Cape firearm share is over the province's incidents.
 *   The share ending with an arrest is `arrest_made === true` over the dated incidents before 2020. The
 *   weekend share is over the incidents that carry an event date (the undated are in neither part).
 * - A yes/no comparison compares the two counts as worded ("more than" is strictly more; "in harmony,
 *   the same number" is equality).
 * - An exclusion ("murders where no illegal firearm was listed", "murders without a kidnapping") is a
 *   row holding the first category and not the second.
 * - Places: provinces by `province`; "municipality" by `municipality` (rows without one are left out),
 *   answered as written or without "City of". "Kwa-Zulu Natal" is KwaZulu-Natal, "Nothern Cape" the
 *   Northern Cape.
 * - Rankings carry their tally (province by total victims, province by suspects arrested, municipality
 *   by attempted murders, municipality by incidents); a tie at the top is an error in the question.
 * - Refusals (fields the ground truth does not hold): the distance from the scene to the police
 *   station, the calibre of the firearms, the victims' home language, whether suspects got bail at
 *   their first court appearance, the rand value of what was taken, and how long an incident lasted.
 */
import {
  type BlindQuestion,
  before,
  inMonths,
  medianOf,
  not,
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
  municipalityNames,
  number,
  percentOf,
  refusal,
  sinceYear,
  weekend,
} from './ground-truth-questions';

const murder = has('murder');
const kidnapping = has('kidnapping');
const firearm = has('illegal firearm possession');
const dated = (r: DevRow) => r.event_date !== null;
const frontHalf = inMonths(1, 6);
const backHalf = inMonths(7, 12);

/** Total victims per province. */
const victimsByProvince = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_victims ?? 0,
  );
/** Suspects arrested per province. */
const arrestsByProvince = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_suspects_arrested ?? 0,
  );
const attemptedMurderMunicipalityTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(has('attempted murder')), (r) => r.municipality);
const municipalityTally = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.municipality);

export const FRESH262_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the marathon coach, on notebook a.
  {
    notebook: 'a',
    question:
      'Weekend long-run check! How many murder reps landed on a Saturday or Sunday? Count them like intervals.',
    covers: ['restricted count', 'calendar', 'slang'],
    expect: (rows) => number(count(rows, murder, weekend)),
  },
  {
    notebook: 'a',
    question:
      'Which province posts the PB for total victims, adding up every victim across its incidents? Give me the leader and its number.',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(victimsByProvince),
  },
  {
    notebook: 'a',
    question:
      'Split time: stack all the years together. Did the back half of the calendar (July to December) post more murders than the front half (January to June)? Yes or no.',
    covers: ['yes/no', 'calendar', 'restricted count'],
    expect: (rows) => yesNo(count(rows, murder, backHalf) > count(rows, murder, frontHalf)),
  },
  {
    notebook: 'a',
    question:
      "Pace group question: what's the median age of the suspects? Every suspect with a stated age is one runner in the field.",
    covers: ['people'],
    expect: (rows) => number(medianOf(suspectAges(rows))),
  },
  {
    notebook: 'a',
    question:
      'Distance matters! On average, how many km did each crime scene lie from the police station that handled it?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the geologist, on notebook a.
  {
    notebook: 'a',
    question:
      'Looking only at the pre-2020 layer, meaning incidents dated before 1 January 2020, how many deposits of attempted murder do we find?',
    covers: ['restricted count', 'calendar'],
    expect: (rows) => number(count(rows, has('attempted murder'), before('2020-01-01'))),
  },
  {
    notebook: 'a',
    question:
      'At the bottom of the column: on what date was the oldest murder in these strata laid down? The date of the killing itself, please.',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(murder), 'earliest'),
  },
  {
    notebook: 'a',
    question:
      'Take a sample of the Western Cape stratum: what percentage of its incidents contain an illegal firearm?',
    covers: ['share', 'conjunction'],
    expect: (rows) => percentOf(rows.filter(inProvince('Western Cape')), firearm),
  },
  {
    notebook: 'a',
    question:
      'In the recent layer, from 2022 up to the surface, how many people in total were killed across all incidents?',
    covers: ['people', 'calendar'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(sinceYear(2022)))),
  },
  {
    notebook: 'a',
    question:
      'Which firearm calibre turns up most often among the weapons recovered in these deposits - 9mm, .38 or something heavier?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the choir conductor, on notebook a.
  {
    notebook: 'a',
    question:
      'Like a refrain that keeps coming back: in which municipality does attempted murder recur most often? Please give the count too.',
    covers: ['ranking', 'restricted count'],
    ...ranking(attemptedMurderMunicipalityTally, municipalityNames),
  },
  {
    notebook: 'a',
    question:
      'A quieter verse, dear friends: how many murders were there in which no illegal firearm charge was listed at all?',
    covers: ['conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, murder, not(firearm))),
  },
  {
    notebook: 'a',
    question:
      'Thinking of the soprano section, the women and girls among the victims: how many were there in Gauteng altogether?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_female', rows.filter(inProvince('Gauteng')))),
  },
  {
    notebook: 'a',
    question:
      'Does the Eastern Cape sing a louder chorus of murders than Kwa-Zulu Natal, that is, more murder incidents? Yes or no, please.',
    covers: ['yes/no', 'misspelling', 'conjunction'],
    expect: (rows) =>
      yesNo(
        count(rows, murder, inProvince('Eastern Cape')) > count(rows, murder, inProvince('KwaZulu-Natal')),
      ),
  },
  {
    notebook: 'a',
    question:
      'So that we might pray for them in their own tongue: what home language did most of the victims speak?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 1, the marathon coach, on notebook b.
  {
    notebook: 'b',
    question: 'Q3 block, July to September, all years stacked: how many rape reps?',
    covers: ['restricted count', 'calendar', 'slang'],
    expect: (rows) => number(count(rows, has('rape'), inMonths(7, 9))),
  },
  {
    notebook: 'b',
    question:
      'Which province holds the PB for suspects arrested - the biggest total haul? Leader and tally, go!',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(arrestsByProvince),
  },
  {
    notebook: 'b',
    question: 'Illegal mining reps only: how many suspects were arrested across all of them, added up?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(suspectsArrested(rows.filter(has('illegal mining')))),
  },
  {
    notebook: 'b',
    question: 'Final lap: what date was the most recent kidnapping? The day it happened, not the press day.',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(kidnapping), 'latest'),
  },
  {
    notebook: 'b',
    question:
      'How many of the arrested suspects made bail at their first court appearance? That is the number I want.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the geologist, on notebook b.
  {
    notebook: 'b',
    question:
      'In the older strata, incidents dated before 2020, what percentage of the samples ended with an arrest being made?',
    covers: ['share', 'calendar'],
    expect: (rows) => percentOf(rows.filter(before('2020-01-01')), (r) => r.arrest_made === true),
  },
  {
    notebook: 'b',
    question:
      'For the recent layer, everything dated from 2023 onward, how many people were injured in total?',
    covers: ['people', 'calendar'],
    expect: (rows) => number(peopleTotal('victims_injured', rows.filter(sinceYear(2023)))),
  },
  {
    notebook: 'b',
    question:
      'Separating the deposits: how many murders show no trace of a kidnapping, that is, murder without kidnapping among the crimes?',
    covers: ['conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, murder, not(kidnapping))),
  },
  {
    notebook: 'b',
    question:
      'Taking each incident as one core sample, what is the median number of suspects arrested, counting only incidents where the figure is given?',
    covers: ['people'],
    expect: (rows) => number(medianOf(rows.flatMap((r) => r.num_suspects_arrested ?? []))),
  },
  {
    notebook: 'b',
    question:
      'What was the total rand value of the goods and cash carried off in the business robberies across these deposits?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the choir conductor, on notebook b.
  {
    notebook: 'b',
    question:
      'With the little ones of our junior choir in mind: how many children were among the victims, all incidents together?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_children', rows)),
  },
  {
    notebook: 'b',
    question:
      'Are the Nothern Cape and the North West in harmony on murders, with exactly the same number of murder incidents? Yes or no.',
    covers: ['yes/no', 'misspelling', 'conjunction'],
    expect: (rows) =>
      yesNo(
        count(rows, murder, inProvince('Northern Cape')) === count(rows, murder, inProvince('North West')),
      ),
  },
  {
    notebook: 'b',
    question:
      'Which municipality carries the loudest part in this chorus, with the most incidents of all? And how many?',
    covers: ['ranking'],
    ...ranking(municipalityTally, municipalityNames),
  },
  {
    notebook: 'b',
    question:
      'At a gentle andante, among the incidents with a known date, what percentage fell on a weekend (Saturday or Sunday)?',
    covers: ['share', 'calendar'],
    expect: (rows) => percentage(count(rows, weekend), count(rows, dated)),
  },
  {
    notebook: 'b',
    question:
      'Every piece has its tempo and its length: how many minutes, on average, did each incident last from start to finish?',
    covers: ['refusal'],
    expect: refusal,
  },
];

export const fresh262QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH262_QUESTIONS, rows);
