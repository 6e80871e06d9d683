/**
 * The two-hundred-and-seventy-fourth fresh question set (blind): thirty questions, fifteen about
 * notebook `a` and fifteen about notebook `b`, written without reading the analyst, the extractor or the
 * other question sets. Every expectation is computed from the ground-truth rows of the question's
 * notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A dietitian counting portions and servings: gentle and clinical. An incident is a "serving";
 *    "portions of the plate" are shares of incidents; "the typical portion" is a median or an average;
 *    "on the menu" means among the incidents' crimes.
 * 2. A sound engineer at a mixing desk: clipped studio shorthand. A crime or a province is a "track";
 *    "bring up the gain on" / "solo" means to select those incidents; "levels" and "peaks" are sums or
 *    counts, "the loudest track" is the top of a ranking, "the last hit on the track" the latest date,
 *    "the first hit" the earliest; "A/B" is a yes/no comparison.
 * 3. A fishmonger at a Kalk Bay market: loud and cheerful, a couple of spelling slips ("poching",
 *    "municipalaty", "arested"). Incidents are "the catch"; to "weigh" is to count or sum; "the crooks
 *    netted" or "landed" are suspects arrested; "the oldest catch on the slab" is the earliest date;
 *    "gut it by" is to rank by.
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is outside every year, month, weekday and range,
 *   and is never the earliest or latest; `published_date` is never read. A calendar month "any year" is
 *   the month of `event_date` in any year; a weekday is the weekday of `event_date`.
 * - People are sums of the stated figures: `victims_female` (women victims), `victims_male` (men
 *   victims), `victims_killed` (killed, died), `victims_injured` (injured, hurt), `victims_children`
 *   (children), `num_suspects_arrested` (suspects arrested, netted, landed, nabbed). A null (unstated)
 *   figure adds nothing.
 * - A share of incidents ("portion of the plate") is over all the notebook's rows, dated or not, to
 *   the nearest whole percent.
 * - "The typical number of suspects arrested per serving" is the median of the stated
 *   `num_suspects_arrested`; "the average number of victims per serving" is the mean of the stated
 *   `num_victims` to one decimal; "the middle age of the crooks" is the median of every stated suspect
 *   age (one per suspect). Unstated figures are left out of medians and means, never counted as zero.
 * - "Municipality" is `municipality` (rows without one are left out), answered as written or without
 *   "City of"; a province is `province`, KwaZulu-Natal also "KZN".
 * - A crime named is that category alone: "murder" is `murder` (not attempted murder), "attempted
 *   murder" is `attempted murder`, "poaching" / "perlemoen poaching" is `poaching`, "kidnapping" is
 *   `kidnapping`, "rape" is `rape`, "carjacking" is `carjacking`, "illegal mining" / "zama zamas" is
 *   `illegal mining`.
 * - "Did A run hotter than B" is a yes/no: Yes only when A's figure is strictly the greater.
 * - Rankings (province by people killed, municipality by incidents, province by suspects arrested) each
 *   carry their tally; a tie at the top is an error in the question.
 * - Refusals: the releases' ground truth holds no times of day, no victims' body weight, no number of
 *   shots fired, no values in rand, and no weather.
 */
import {
  type BlindQuestion,
  kznProvinceNames,
  medianOf,
  peopleByProvince,
  peopleTotal,
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
  meanOf,
  month,
  municipalityNames,
  number,
  percentOf,
  refusal,
  weekday,
} from './ground-truth-questions';

const onWeekday = (day: string) => (r: DevRow) => weekday(r) === day;
const inMonth = (m: number) => (r: DevRow) => month(r) === m;

/** The median of the stated figures, the unstated left out. */
const medianStated = (values: (number | null)[]) =>
  number(medianOf(values.filter((v): v is number => v !== null)));

const municipalityTally = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.municipality);
const arrestsByProvince = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_suspects_arrested ?? 0,
  );

export const FRESH274_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the dietitian, on notebook a.
  {
    notebook: 'a',
    question:
      "I'm tallying servings, if you don't mind. How many servings of kidnapping were dished up in Gauteng?",
    covers: ['restricted count', 'conjunction'],
    expect: (rows) => number(count(rows, has('kidnapping'), inProvince('Gauteng'))),
  },
  {
    notebook: 'a',
    question:
      'Gently, then: looking only at the servings where the number of suspects arrested is actually recorded, what is the typical portion - the median number of suspects arrested per serving?',
    covers: ['people'],
    expect: (rows) => medianStated(rows.map((r) => r.num_suspects_arrested)),
  },
  {
    notebook: 'a',
    question:
      'Thinking of all the incidents as one plate, what portion of the plate has murder on it? A percentage, please.',
    covers: ['share'],
    expect: (rows) => percentOf(rows, has('murder')),
  },
  {
    notebook: 'a',
    question:
      'For my notes on the Eastern Cape servings: how many of the victims, summed over those incidents, were women?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_female', rows.filter(inProvince('Eastern Cape')))),
  },
  {
    notebook: 'a',
    question:
      'Like mealtimes, I suspect these incidents cluster. At what time of day - breakfast, lunch or late supper - were most of the servings dished up?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the sound engineer, on notebook a.
  {
    notebook: 'a',
    question: 'Province tracks, metered on people killed. Which one peaks loudest? Give me the level.',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(peopleByProvince('victims_killed'), kznProvinceNames),
  },
  {
    notebook: 'a',
    question: 'Solo the murder track, Wednesdays only. Hit count?',
    covers: ['restricted count', 'calendar', 'slang'],
    expect: (rows) => number(count(rows, has('murder'), onWeekday('Wednesday'))),
  },
  {
    notebook: 'a',
    question:
      'Quick A/B on the Gauteng bus: does the injured channel sit hotter than the killed channel? y/n',
    covers: ['yes/no', 'people', 'slang'],
    expect: (rows) => {
      const gauteng = rows.filter(inProvince('Gauteng'));
      return yesNo(peopleTotal('victims_injured', gauteng) > peopleTotal('victims_killed', gauteng));
    },
  },
  {
    notebook: 'a',
    question: 'Carjacking track - date of the last hit before the fade-out?',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows.filter(has('carjacking')), 'latest'),
  },
  {
    notebook: 'a',
    question: 'Bring up the gain on the shootings. Total rounds fired across the session?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the fishmonger, on notebook a.
  {
    notebook: 'a',
    question:
      'Howzit! Fresh off the boat here. Weigh me the 2019 catch - how many attempted murder cases landed that year, hey?',
    covers: ['restricted count', 'calendar', 'slang'],
    expect: (rows) => number(count(rows, has('attempted murder'), inYear(2019))),
  },
  {
    notebook: 'a',
    question:
      'KZN! How many crooks did the cops net there altogether - total suspects arested across all of them incidents?',
    covers: ['people', 'misspelling', 'slang'],
    expect: (rows) => number(suspectsArrested(rows.filter(inProvince('KwaZulu-Natal')))),
  },
  {
    notebook: 'a',
    question:
      'Gut it by municipalaty for me, my bru: which one brings in the biggest catch of incidents, and how many?',
    covers: ['ranking', 'misspelling', 'slang'],
    ...ranking(municipalityTally, municipalityNames),
  },
  {
    notebook: 'a',
    question:
      "Perlemoen's close to my heart, hey. What's the oldest poching catch on the slab - the date it actually went down?",
    covers: ['date', 'misspelling'],
    expect: (rows) => dateAt(rows.filter(has('poaching')), 'earliest'),
  },
  {
    notebook: 'a',
    question:
      'Ag, and what was all that seized abalone worth in rand, at market price? Tell me the total value, I want to know!',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 1, the dietitian, on notebook b.
  {
    notebook: 'b',
    question:
      'On average, how many victims are there per serving? Only the servings where the victim count is recorded, please, to one decimal place.',
    covers: ['people'],
    expect: (rows) =>
      meanOf(
        rows.map((r) => r.num_victims),
        1,
      ),
  },
  {
    notebook: 'b',
    question:
      'I would like to know what portion of the plate is taken up by rape - the percentage of all incidents that include it.',
    covers: ['share'],
    expect: (rows) => percentOf(rows, has('rape')),
  },
  {
    notebook: 'b',
    question:
      'Seasonal intake matters in my work. Counting every year together, how many servings happened in the month of July?',
    covers: ['calendar'],
    expect: (rows) => number(count(rows, inMonth(7))),
  },
  {
    notebook: 'b',
    question:
      'The little ones worry me most. Across the Northern Cape servings, how many of the victims were children in total?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(inProvince('Northern Cape')))),
  },
  {
    notebook: 'b',
    question:
      'Clinically speaking, what was the average body weight of the victims in these incidents, in kilograms?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the sound engineer, on notebook b.
  {
    notebook: 'b',
    question: 'Arrests on the meters, per province track. Which one clips first? Level too.',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(arrestsByProvince),
  },
  {
    notebook: 'b',
    question: 'A/B the murder track: Free State vs Northern Cape. Free State louder, y/n?',
    covers: ['yes/no', 'conjunction', 'slang'],
    expect: (rows) =>
      yesNo(
        count(rows, has('murder'), inProvince('Free State')) >
          count(rows, has('murder'), inProvince('Northern Cape')),
      ),
  },
  {
    notebook: 'b',
    question: 'Male victims channel, Free State bus only - summed level?',
    covers: ['people', 'restricted count', 'slang'],
    expect: (rows) => number(peopleTotal('victims_male', rows.filter(inProvince('Free State')))),
  },
  {
    notebook: 'b',
    question: 'Zama zamas - illegal mining track. When does the first hit come in? Date.',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows.filter(has('illegal mining')), 'earliest'),
  },
  {
    notebook: 'b',
    question: 'Need distances for the mix notes: avg km from each scene to the nearest cop shop?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the fishmonger, on notebook b.
  {
    notebook: 'b',
    question:
      'Right, weigh it up by municipality - which municipalaty hauled in the most catch, and how many incidents was that?',
    covers: ['ranking', 'misspelling'],
    ...ranking(municipalityTally, municipalityNames),
  },
  {
    notebook: 'b',
    question: "Friday's fish day, everyone knows! How many of the catch went down on a Friday?",
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, onWeekday('Friday'))),
  },
  {
    notebook: 'b',
    question:
      'The murder catch - gut it and count the crooks landed: how many suspects arrested in total for the murder cases?',
    covers: ['people', 'restricted count', 'slang'],
    expect: (rows) => number(suspectsArrested(rows.filter(has('murder')))),
  },
  {
    notebook: 'b',
    question:
      'Line up all the crooks by age like snoek on the slab - the ones whose age is given - what is the middle one, the median age?',
    covers: ['people', 'slang'],
    expect: (rows) => number(medianOf(suspectAges(rows))),
  },
  {
    notebook: 'b',
    question:
      'Was the weather rough on the days these things happened? How many of the catch came on rainy days, hey?',
    covers: ['refusal'],
    expect: refusal,
  },
];

export const fresh274QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH274_QUESTIONS, rows);
