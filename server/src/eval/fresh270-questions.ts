/**
 * The two-hundred-and-seventieth fresh question set (blind): thirty questions, fifteen about notebook `a`
 * and fifteen about notebook `b`, written without reading the analyst, the extractor or the other
 * question sets. Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A yoga instructor: calm and mindful, every question wrapped in a meditation cue ("breathe in",
 *    "let us notice", "hold space for", "gently"), the question itself plain once the cue is over.
 * 2. A magician: tricks and reveals ("pick a card", "abracadabra", "now you see it", "the vanishing",
 *    "the reveal"), playful, with a little street slang ("nabbed", "zama zamas"), but one thing asked
 *    each time.
 * 3. A knitting circle member: long, rambling messages full of yarn talk ("cast on", "purl", "a row of",
 *    "dropped stitches"), a place name misspelled ("Capetown", "Eastren Cape", "Nothern Cape") and a
 *    year written in words ("two thousand and eighteen", "twenty twenty").
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Every date is `event_date`; `published_date` is never read. An undated row falls in no weekday,
 *   month, window or "before" and is never the first or the last. "On a Sunday" and "a weekend"
 *   (Saturday or Sunday) are the weekday of `event_date`. "Winter" is June, July and August of any year.
 *   "From the start of 2018 to the end of 2020" holds both ends; "before twenty twenty" is an
 *   `event_date` earlier than 2020-01-01.
 * - People are sums of the stated figures, a null adding nothing: `victims_injured` (hurt, injured),
 *   `victims_killed` (lost their lives, killed, deadliest), `victims_police` (police officers),
 *   `victims_children` (children, little ones), `victims_female` (women and girls),
 *   `num_suspects_arrested` (suspects arrested, nabbed).
 * - A median is the middle of the stated values (a zero counts, a null is left out): suspects arrested
 *   per incident, and the ages in `suspect_ages`, one per suspect.
 * - "Kidnapping in Gauteng" is a row with `kidnapping` and province Gauteng; "kidnapping and rape
 *   together" is one row holding both. "A murder without an illegal gun charge" is a row with `murder`
 *   and without `illegal firearm possession`. "Illegal mining" / "zama zamas" is `illegal mining`.
 *   Carjacking is `carjacking` and truck hijacking `truck hijacking`, counted apart.
 * - "Capetown, the city" is the `City of Cape Town` municipality; its share of murders is over that
 *   municipality's rows, to the nearest whole percent. "Ended with an arrest" is `arrest_made === true`,
 *   its share over all the notebook's rows.
 * - "Were more killed in P than in Q" compares the two provinces' sums of `victims_killed`: a tie or
 *   fewer is a "No".
 * - Rankings carry their tally and a tie at the top is an error in the question: the province by
 *   suspects arrested (summed); the weekday and the calendar month (all years together) by people killed,
 *   among rows with at least one stated death; the municipality by people killed (rows without a
 *   municipality left out), named as written or without "City of"; the crime category by the number of
 *   incidents holding it, the catch-all `other` left out.
 * - Refusals: the ground truth holds no weather, no masks or disguises worn, no counselling or trauma
 *   support given to survivors, and no bail or parole status of suspects.
 */
import {
  type BlindQuestion,
  before,
  inMonths,
  inMunicipality,
  kznProvinceNames,
  medianOf,
  not,
  peopleTotal,
  ranking,
  suspectAges,
  tallyOf,
  yesNo,
} from './blind-sets';
import type { DevRow } from './dev-set';
import {
  arrested,
  casesOf,
  count,
  crimeNames,
  dateAt,
  has,
  inProvince,
  month,
  municipalityNames,
  number,
  percentOf,
  refusal,
  weekday,
  weekend,
  within,
} from './ground-truth-questions';

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const killed = (r: DevRow) => r.victims_killed ?? 0;
/** A row that states at least one death. */
const deadly = (r: DevRow) => killed(r) > 0;

/** The stated people killed in a province. */
const killedIn = (rows: readonly DevRow[], province: string) =>
  peopleTotal('victims_killed', rows.filter(inProvince(province)));

const arrestsByProvince = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_suspects_arrested ?? 0,
  );
const killedByWeekday = (rows: readonly DevRow[]) => tallyOf(rows.filter(deadly), weekday, killed);
const killedByMonth = (rows: readonly DevRow[]) =>
  tallyOf(
    rows.filter(deadly),
    (r) => {
      const m = month(r);
      return m === undefined ? undefined : MONTH_NAMES[m - 1];
    },
    killed,
  );
const killedByMunicipality = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.municipality, killed);
const crimeTally = (rows: readonly DevRow[]) =>
  tallyOf(
    rows.flatMap((r) => r.crimes.filter((crime) => crime !== 'other')),
    (crime) => crime,
  );

export const FRESH270_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the yoga instructor, on notebook a.
  {
    notebook: 'a',
    question:
      'Breathe in slowly, and as you breathe out, let us notice Gauteng. How many of the incidents there involved a kidnapping?',
    covers: ['restricted count', 'conjunction'],
    expect: (rows) => number(count(rows, has('kidnapping'), inProvince('Gauteng'))),
  },
  {
    notebook: 'a',
    question:
      'Let us hold space for those who were hurt but lived. Gently now: how many people in total were injured in the incidents that included an attempted murder?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_injured', rows.filter(has('attempted murder')))),
  },
  {
    notebook: 'a',
    question:
      'Inhale, and rest in the quiet of the weekend. How many of these incidents happened on a Sunday?',
    covers: ['calendar'],
    expect: (rows) => number(count(rows, (r) => weekday(r) === 'Sunday')),
  },
  {
    notebook: 'a',
    question:
      'Soften your shoulders and find the middle path. What is the median number of suspects arrested per incident?',
    covers: ['people'],
    expect: (rows) =>
      number(
        medianOf(rows.flatMap((r) => (r.num_suspects_arrested === null ? [] : [r.num_suspects_arrested]))),
      ),
  },
  {
    notebook: 'a',
    question:
      'Breathe into the stillness, like the calm before rain. Was the weather clear or stormy on the days most of these attacks happened?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the magician, on notebook a.
  {
    notebook: 'a',
    question:
      'Pick a card, any province! The reveal: which province got the most suspects nabbed, and how many were there?',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(arrestsByProvince, kznProvinceNames),
  },
  {
    notebook: 'a',
    question: 'Now you see it, now you do not: were there more carjackings than truck hijackings? Yes or no.',
    covers: ['yes/no'],
    expect: (rows) => yesNo(count(rows, has('carjacking')) > count(rows, has('truck hijacking'))),
  },
  {
    notebook: 'a',
    question: 'Abracadabra, back through time! On what date did the very first poaching incident happen?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(has('poaching')), 'earliest'),
  },
  {
    notebook: 'a',
    question:
      'The vanishing gun trick: how many murders had no illegal gun possession charge on the slate at all?',
    covers: ['conjunction', 'restricted count', 'slang'],
    expect: (rows) => number(count(rows, has('murder'), not(has('illegal firearm possession')))),
  },
  {
    notebook: 'a',
    question:
      'Every good act needs a disguise. The reveal: in how many of these incidents were the crooks wearing masks or balaclavas?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the knitting circle member, on notebook a.
  {
    notebook: 'a',
    question:
      "Hello dears, I've just cast on a new cardigan for my granddaughter who moved to Capetown last year, and between purl rows I keep worrying about her. Of all the incidents in Capetown itself (the city, not the whole Western Cape), what percentage involved a murder?",
    covers: ['share', 'misspelling'],
    expect: (rows) => percentOf(rows.filter(inMunicipality('City of Cape Town')), has('murder')),
  },
  {
    notebook: 'a',
    question:
      'Good evening everyone, I dropped so many stitches this week reading the news that I had to frog a whole sleeve. Could someone tell me how many incidents happened from the start of two thousand and eighteen to the end of 2020?',
    covers: ['calendar'],
    expect: (rows) => number(count(rows, within('2018-01-01', '2020-12-31'))),
  },
  {
    notebook: 'a',
    question:
      "My sister in the Eastren Cape knits blankets for the women's shelter there, a row of garter, a row of seed stitch, and she asked me something I couldn't answer: how many of the victims in that province were women or girls?",
    covers: ['people', 'misspelling'],
    expect: (rows) => number(peopleTotal('victims_female', rows.filter(inProvince('Eastern Cape')))),
  },
  {
    notebook: 'a',
    question:
      'We meet every Thursday with our needles and tea, so days of the week are on my mind. On which day of the week were the most people killed, and how many died on that day?',
    covers: ['ranking', 'calendar', 'people'],
    ...ranking(killedByWeekday),
  },
  {
    notebook: 'a',
    question:
      'Sorry for the long message, my tension goes all wrong when I am anxious and the socks came out like tubes. What was the date of the most recent extortion incident in these reports?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(has('extortion')), 'latest'),
  },

  // Voice 1, the yoga instructor, on notebook b.
  {
    notebook: 'b',
    question:
      'Breathe in, and let us hold space for those who serve. How many police officers were victims across all of these incidents?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_police', rows)),
  },
  {
    notebook: 'b',
    question:
      'Gently notice how often justice followed. What percentage of these incidents ended with at least one arrest?',
    covers: ['share'],
    expect: (rows) => percentOf(rows, arrested),
  },
  {
    notebook: 'b',
    question:
      'Let us notice the middle of the breath, neither full nor empty. What is the median age of the suspects whose ages are given?',
    covers: ['people'],
    expect: (rows) => number(medianOf(suspectAges(rows))),
  },
  {
    notebook: 'b',
    question:
      'Rest your hands on your heart for those who were lost. Which municipality saw the most people killed, and how many?',
    covers: ['ranking', 'people'],
    ...ranking(killedByMunicipality, municipalityNames),
  },
  {
    notebook: 'b',
    question:
      'Breathe out any heaviness. How many of the survivors received counselling or trauma support afterwards?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the magician, on notebook b.
  {
    notebook: 'b',
    question:
      'Pick a card from the crime deck! Which kind of crime turns up most often, and in how many incidents does it appear?',
    covers: ['ranking'],
    ...ranking(crimeTally, crimeNames),
  },
  {
    notebook: 'b',
    question:
      'Now you see it: were more people killed in the Northern Cape than in the Free State? Yes or no, no sleight of hand.',
    covers: ['yes/no', 'people', 'conjunction'],
    expect: (rows) => yesNo(killedIn(rows, 'Northern Cape') > killedIn(rows, 'Free State')),
  },
  {
    notebook: 'b',
    question:
      'The vanishing underground! When did the zama zamas last pop up, that is, the date of the most recent illegal mining incident?',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows.filter(has('illegal mining')), 'latest'),
  },
  {
    notebook: 'b',
    question: 'Abracadabra, two tricks in one: how many incidents involved both a kidnapping and a rape?',
    covers: ['conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, has('kidnapping'), has('rape'))),
  },
  {
    notebook: 'b',
    question:
      'The weekend show is my busiest. The reveal: how many incidents happened on a Saturday or a Sunday?',
    covers: ['calendar'],
    expect: (rows) => number(count(rows, weekend)),
  },

  // Voice 3, the knitting circle member, on notebook b.
  {
    notebook: 'b',
    question:
      'Hello ladies, winter is my favourite season because that is when the chunky wool comes out and the circle knits beanies for the clinic. How many incidents happened in the winter months, June, July and August, across all the years?',
    covers: ['calendar'],
    expect: (rows) => number(count(rows, inMonths(6, 8))),
  },
  {
    notebook: 'b',
    question:
      'We are casting on forty tiny jerseys for a creche in Kimberley, in the Nothern Cape, so little ones are on my mind. How many children were victims in that province altogether?',
    covers: ['people', 'misspelling'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(inProvince('Northern Cape')))),
  },
  {
    notebook: 'b',
    question:
      'My late husband used to say things were calmer in the old days, and I have been purling on it all week. How many murders happened before twenty twenty, going by the date of the crime and not the report?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, has('murder'), before('2020-01-01'))),
  },
  {
    notebook: 'b',
    question:
      'I keep a little chart of the months for my sock-of-the-month club, a row of knit for each one. Taking all the years together, in which month of the year were the most people killed, and how many?',
    covers: ['ranking', 'calendar', 'people'],
    ...ranking(killedByMonth),
  },
  {
    notebook: 'b',
    question:
      'One more thing before I pick up my dropped stitches: how many of the arrested suspects were already out on bail or parole when they were caught?',
    covers: ['refusal'],
    expect: refusal,
  },
];

export const fresh270QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH270_QUESTIONS, rows);
