/**
 * The two-hundred-and-twenty-seventh fresh question set (blind): thirty questions, fifteen about notebook `a`
 * and fifteen about notebook `b`, written without reading the analyst, the extractor or the other question sets.
 * Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A school principal writing a safety circular to parents: formal, "we wish to inform", children and
 *    learners, abductions, sexual offences against minors, school premises and school hours.
 * 2. A crime novelist researching a plot: "For my novel ...", "in real life, how often ...", "what is
 *    realistic"; heists, farm killings, getaway drivers, the villain's age, a little slang ("CIT heist").
 * 3. A journalism lecturer setting exercises for students: "Exercise 3:", "Students should find ...",
 *    "Task (b):"; series by year, rankings, comparisons between provinces, lists, typed in haste (one
 *    misspelt province).
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is outside every year, "since" window and series, and is
 *   never the earliest or the most recent; `published_date` is never read.
 * - People are sums of the stated figures: `victims_children` (children, learners, under eighteen),
 *   `victims_killed` (killed, lost their lives), `victims_injured` (injured, wounded), `victims_female`
 *   (girls and women among the victims), `suspects_female` (women among the suspects, arrested or sought),
 *   `num_suspects_arrested` (suspects arrested). A null (unstated) figure adds nothing. `num_victims` is the
 *   size of an incident ("the most victims").
 * - "An incident with a child victim" is a row whose stated `victims_children` is above zero; an unstated
 *   figure is not a child victim.
 * - "Kidnapping" / "abduction" is `kidnapping`; "rape" is `rape`; "murder" is `murder` alone (not attempted
 *   murder, not culpable homicide); "CIT heist" is `cash-in-transit robbery`.
 * - "At a school" is a row whose `location` holds the word "school" (any case).
 * - "The attacker knew the victim" is `relationship` of `partner`, `family` or `acquaintance`; the share is
 *   over all the rape incidents, an unstated relationship counting as not known to have known the victim.
 * - "No one arrested" is `arrest_made === false`; "an arrest was made" is `arrest_made === true`. Shares of
 *   incidents are over the rows of the selection, to the nearest whole percent.
 * - The average number arrested per CIT heist is the mean of the stated `num_suspects_arrested` of those
 *   rows, to one decimal. The median suspect age is taken over `suspect_ages`, one age per suspect (rows
 *   without ages add none); with an even number of ages it is the mean of the middle two, to one decimal.
 * - Series by year count the rows of the crime (or all rows) whose `event_date` falls in each named year,
 *   one figure per year in the order asked (a list of numbers).
 * - "The three municipalities with the most incidents" rank `municipality` by rows (rows without one are
 *   left out), named without "City of"; a tie among the three or at the cut-off is an error in the question.
 * - Rankings carry their tally: the province with the most injured or killed sums the stated figures per
 *   province; "the fewest suspects arrested" ranks provinces by the negated sum of `num_suspects_arrested`
 *   over all their rows; the incident with the most victims is keyed by its location and named by the parts
 *   of it no other incident shares. A tie at the top is an error in the question.
 * - "How many more ... in P than in Q" is the difference of the two counts (or sums); P must have more.
 *   "Nothern Cape" is the Northern Cape.
 * - Refusals: the ground truth holds no time of day (so nothing about school hours), no weather, no names of
 *   investigating officers, no schools the victims attended, and no firearm calibres or makes.
 */
import {
  atPlace,
  type BlindQuestion,
  knewTheAttacker,
  largestIncident,
  peopleByProvince,
  peopleTotal,
  ranking,
  stated,
  suspectAges,
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
  sinceYear,
  topKeys,
} from './ground-truth-questions';

const murder = has('murder');
const rape = has('rape');
const kidnapping = has('kidnapping');
const cit = has('cash-in-transit robbery');
/** An incident with at least one stated child victim. */
const childVictim = (r: DevRow) => (stated('victims_children')(r) ?? 0) > 0;
/** An incident the release places at a school. */
const atASchool = atPlace('school');
/** An incident the release places on a farm. */
const onAFarm = atPlace('farm');

/** The median of the stated suspect ages; an even count takes the mean of the middle two, to one decimal. */
export function medianAge(rows: readonly DevRow[]) {
  const ages = [...suspectAges(rows)].sort((x, y) => x - y);
  if (ages.length === 0) throw new Error('no stated age');
  const middle = Math.floor(ages.length / 2);
  const value =
    ages.length % 2 === 1 ? (ages[middle] ?? 0) : ((ages[middle - 1] ?? 0) + (ages[middle] ?? 0)) / 2;
  return number(rounded(value, 1));
}

/** One count per year, in the order asked. */
const perYear =
  (years: number[], ...tests: ((r: DevRow) => boolean)[]) =>
  (rows: readonly DevRow[]) => ({
    kind: 'list' as const,
    value: years.map((year) => count(rows, ...tests, inYear(year))),
  });

/** Provinces ranked by the fewest suspects arrested: the negated sum, so the leader has the fewest. */
const fewestArrestedByProvince = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => -(r.num_suspects_arrested ?? 0),
  );

export const FRESH227_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the school principal, on notebook a.
  {
    notebook: 'a',
    question:
      'Dear Sir or Madam, we are preparing a safety circular for the parents of our learners in the Western Cape. Could you please tell us how many of the victims in that province were children under eighteen?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(inProvince('Western Cape')))),
  },
  {
    notebook: 'a',
    question:
      'We wish to inform parents about the risk of abduction. How many kidnapping incidents have occurred in Gauteng since the beginning of 2020?',
    covers: ['restricted count', 'conjunction', 'calendar'],
    expect: (rows) => number(count(rows, kidnapping, inProvince('Gauteng'), sinceYear(2020))),
  },
  {
    notebook: 'a',
    question:
      'For the attention of the School Governing Body: is there any recorded case of rape in KwaZulu-Natal in which the victim was a child? Kindly answer yes or no.',
    covers: ['yes/no', 'conjunction'],
    expect: (rows) => yesNo(count(rows, rape, inProvince('KwaZulu-Natal'), childVictim) > 0),
  },
  {
    notebook: 'a',
    question:
      'Our circular must advise parents on supervision. How many of these incidents took place during school hours, that is between 07:30 and 14:30 on a weekday?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question:
      'We would be grateful to know the date of the most recent abduction in these releases, so that our letter to parents is up to date.',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(kidnapping), 'latest'),
  },

  // Voice 2, the crime novelist, on notebook a.
  {
    notebook: 'a',
    question:
      'For my novel the gang hits an armoured cash van on a country road. In real life, how many suspects get arrested on average after a CIT heist?',
    covers: ['people', 'slang'],
    expect: (rows) =>
      meanOf(
        rows.filter(cit).map((r) => r.num_suspects_arrested),
        1,
      ),
  },
  {
    notebook: 'a',
    question:
      'I want the opening chapter to be a mass shooting that feels realistic. Which single incident had the largest number of victims, and where did it happen?',
    covers: ['ranking'],
    ...largestIncident(
      () => true,
      (r) => r.num_victims,
    ),
  },
  {
    notebook: 'a',
    question:
      'In real life, how often does a murder case end up with nobody arrested by the time police put out the statement? A percentage would help me.',
    covers: ['share'],
    expect: (rows) => percentOf(rows.filter(murder), notArrested),
  },
  {
    notebook: 'a',
    question:
      'Atmosphere matters in my book: what was the weather like on the nights of these murders - rain, mist, a full moon?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question:
      'My villain needs a believable age. Looking at every suspect whose age is given, what is the median age?',
    covers: ['people'],
    expect: medianAge,
  },

  // Voice 3, the journalism lecturer, on notebook a.
  {
    notebook: 'a',
    question:
      'Exercise 3: Students should find the number of murder incidents in each year from 2019 to 2022, giving one figure per year.',
    covers: ['calendar', 'restricted count'],
    expect: perYear([2019, 2020, 2021, 2022], murder),
  },
  {
    notebook: 'a',
    question:
      'Task (b): Which province had the highest total of people injured? Students must be able to show the tally behind their answer.',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_injured')),
  },
  {
    notebook: 'a',
    question:
      'Exercise 5: Compare KwaZulu-Natal with Gauteng. How many more people were killed in KZN than in Gauteng?',
    covers: ['people', 'conjunction', 'slang'],
    expect: (rows) =>
      excessOf(rows, inProvince('KwaZulu-Natal'), inProvince('Gauteng'), (selected) =>
        peopleTotal('victims_killed', selected),
      ),
  },
  {
    notebook: 'a',
    question:
      'Task (c): List the three municipalities with the most incidents, highest first. Students should check each release, not guess from the headlines.',
    covers: ['restricted count'],
    expect: (rows) => ({
      kind: 'list',
      value: topKeys(rows, (r) => r.municipality, 3).map((m) => municipalityNames(m)[1] ?? m),
    }),
  },
  {
    notebook: 'a',
    question:
      'Task (d): Students should find the names of the investigating officers in the kidnapping cases so that they can request interviews.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 1, the school principal, on notebook b.
  {
    notebook: 'b',
    question:
      'Dear colleagues, in preparing our term safety letter we wish to inform parents how many incidents in these releases involved at least one child victim. How many were there?',
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, childVictim)),
  },
  {
    notebook: 'b',
    question:
      'Of the rape cases recorded here, what percentage involved a learner or other minor as a victim?',
    covers: ['share', 'conjunction'],
    expect: (rows) => percentOf(rows.filter(rape), childVictim),
  },
  {
    notebook: 'b',
    question:
      'Parents have asked whether schools themselves are targeted. Did any of the incidents take place at a school? Yes or no, please.',
    covers: ['yes/no'],
    expect: (rows) => yesNo(count(rows, atASchool) > 0),
  },
  {
    notebook: 'b',
    question:
      'We wish to inform the parents of our girls accurately. In total, how many of the victims in North West were female?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_female', rows.filter(inProvince('North West')))),
  },
  {
    notebook: 'b',
    question:
      'Kindly indicate which schools the child victims in these cases attended, so that we may contact the principals concerned.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the crime novelist, on notebook b.
  {
    notebook: 'b',
    question:
      'For my novel, set on a remote Free State farm: in real life, how many murders on farms in the Free State do these releases describe?',
    covers: ['restricted count', 'conjunction'],
    expect: (rows) => number(count(rows, murder, onAFarm, inProvince('Free State'))),
  },
  {
    notebook: 'b',
    question:
      'My getaway driver is a woman. Is that realistic? How many of the suspects in all these cases were women?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('suspects_female', rows)),
  },
  {
    notebook: 'b',
    question:
      'The backstory of my detective starts with an old abduction case. What is the date of the earliest kidnapping in these records?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(kidnapping), 'earliest'),
  },
  {
    notebook: 'b',
    question:
      'What is realistic here: in what percentage of the rape cases did the attacker know the victim - a partner, relative or acquaintance?',
    covers: ['share'],
    expect: (rows) => percentOf(rows.filter(rape), knewTheAttacker),
  },
  {
    notebook: 'b',
    question:
      'Gun detail matters to readers. What calibre of firearm turned up most often in these crimes - 9mm pistols, AKs, revolvers?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the journalism lecturer, on notebook b.
  {
    notebook: 'b',
    question:
      'Exercise 3: Students should find the province where the most people were killed, adding up the deaths in every incident.',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_killed')),
  },
  {
    notebook: 'b',
    question: 'Task (b): In what percentage of all the incidents was an arrest made?',
    covers: ['share'],
    expect: (rows) => percentOf(rows, arrested),
  },
  {
    notebook: 'b',
    question:
      'Exercise 4: Build a small series. How many incidents happened in 2020, in 2021 and in 2022? Students give three figures.',
    covers: ['calendar'],
    expect: perYear([2020, 2021, 2022]),
  },
  {
    notebook: 'b',
    question: 'Task (c): How many more rape cases were recorded in the Nothern Cape than in the Free State?',
    covers: ['conjunction', 'misspelling'],
    expect: (rows) =>
      excessOf(
        rows,
        (r) => rape(r) && inProvince('Northern Cape')(r),
        (r) => rape(r) && inProvince('Free State')(r),
      ),
  },
  {
    notebook: 'b',
    question:
      'Exercise 6: Students should find the province with the fewest suspects arrested in total, counting every incident.',
    covers: ['ranking', 'people'],
    ...ranking(fewestArrestedByProvince),
  },
];

export const fresh227QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH227_QUESTIONS, rows);
