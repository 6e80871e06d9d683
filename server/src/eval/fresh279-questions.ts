/**
 * The two-hundred-and-seventy-ninth fresh question set (blind): thirty questions, fifteen about notebook
 * `a` and fifteen about notebook `b`, written without reading the analyst, the extractor or the other
 * question sets. Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. An optometrist at an eye test: careful and exact. "Which is clearer, one or two?" sets two places
 *    side by side ("lens one", "lens two") and asks which reads higher; "the big letters on the top line
 *    of the chart" is the most frequent crime category; "the middle line of the chart" / "the centre of
 *    focus" is a median; rounding "the way I'd round a prescription" is to the nearest whole percent.
 * 2. A scout leader on a camp: cheerful instructions to the troop. "Notches on the stick" and "tally
 *    marks" are counts; a "badge" goes to the leader of a ranking; "history at the campfire" asks for the
 *    earliest date; "the troop kitty" is a sum of money. Writes "kidnaping" and "happend".
 * 3. A swimming coach on the pool deck: shouted questions and whistle blasts. A "lane" is a province (the
 *    "Western Cape lane" is the incidents in the Western Cape); a "heat" is a contest or a period;
 *    "splits" are averages (or, for response splits, times); "kids in the pool" are child victims; "last
 *    heat on the board" is the most recent date. Writes "sucpects".
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is in no weekday, month, year or "from ... onwards"
 *   window and is never the earliest or most recent; `published_date` is never read. "On a Wednesday" is
 *   the weekday of `event_date`; "July, counting every year" is the month of `event_date` in any year;
 *   "from the start of 2020 onwards" is `event_date` on or after 2020-01-01.
 * - People are sums of the stated figures: `victims_killed` (killed), `victims_children` (children, kids),
 *   `victims_police` (police officers, the men and women in blue), `victims_female` (women or girls,
 *   female victims), `victims_male` (men), `num_suspects_arrested` (suspects arrested). A null
 *   (unstated) figure adds nothing.
 * - "Which is clearer, one or two: did one record more people killed than two" is yes when the first
 *   province's sum of `victims_killed` is greater than the second's. "Which province shows more suspects
 *   arrested" between two named provinces ranks those two alone by the sum of `num_suspects_arrested`.
 * - The share of victims who were men is the sum of `victims_male` over the sum of `victims_male` and
 *   `victims_female` (nulls add nothing), to the nearest whole percent.
 * - The share of rape incidents with a child among the victims is the rows holding `rape` whose
 *   `victims_children` is above zero, over all rows holding `rape` (an unstated figure is no child), to
 *   the nearest whole percent.
 * - Medians are over the stated figures only: the median suspects arrested per incident is over the rows
 *   whose `num_suspects_arrested` is stated; the median suspect age is over every stated entry of
 *   `suspect_ages` (one per suspect). Averages ("average split", "mean") are the mean of the stated
 *   figures, rounded to one decimal.
 * - The crime category "on the top line of the chart" is the category held by the most rows. The
 *   municipality with "the most suspects arrested" sums `num_suspects_arrested` per `municipality`; the
 *   municipality with "the most incidents" counts rows per `municipality` (rows without one are left
 *   out); a municipality may be answered with or without "City of".
 * - A farm incident ("on a farm") is a row whose `location` holds the word "farm" (any case).
 * - "How many more murders in the Free State lane" than in Mpumalanga is the difference of the two
 *   counts of rows holding `murder`; the Free State must have more. A "cash-in-transit robbery" or "CIT
 *   heist" is `cash-in-transit robbery`.
 * - Rankings carry their tally; a tie at the top is an error in the question.
 * - Refusals: the ground truth holds no distances of witnesses from a scene, no weather, no police
 *   response times, no suspects' eyewear or prescriptions, no values in rand, and no time of day.
 */
import {
  anyCrime,
  atPlace,
  type BlindQuestion,
  medianOf,
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
  inYear,
  meanOf,
  month,
  municipalityNames,
  number,
  refusal,
  sinceYear,
  weekday,
} from './ground-truth-questions';

const kidnapping = has('kidnapping');
const murder = has('murder');
const rape = has('rape');
const cit = anyCrime('cash-in-transit robbery');
/** An incident the release places on a farm. */
const onAFarm = atPlace('farm');

/** The killed of the rows that pass every test. */
const killedWhere =
  (...tests: ((r: DevRow) => boolean)[]) =>
  (rows: readonly DevRow[]) =>
    peopleTotal('victims_killed', rowsWhere(rows, ...tests));

/** Every crime category, counted once per incident that holds it. */
const crimeTally = (rows: readonly DevRow[]) =>
  tallyOf(
    rows.flatMap((r) => [...new Set(r.crimes)]),
    (crime) => crime,
  );
/** Suspects arrested per municipality, rows without one left out. */
const municipalityArrestTally = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.municipality,
    (r) => r.num_suspects_arrested ?? 0,
  );
/** Incidents per municipality, rows without one left out. */
const municipalityTally = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.municipality);
/** Suspects arrested in Mpumalanga and in North West, the two lenses compared. */
const twoLensArrestTally = (rows: readonly DevRow[]) =>
  tallyOf(
    rows.filter((r) => r.province === 'Mpumalanga' || r.province === 'North West'),
    (r) => r.province,
    (r) => r.num_suspects_arrested ?? 0,
  );

/** The stated figures of one field over the rows. */
const statedValues = (rows: readonly DevRow[], of: (r: DevRow) => number | null | undefined) =>
  rows.map(of).filter((v): v is number => v !== null && v !== undefined);

export const FRESH279_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the optometrist, on notebook a.
  {
    notebook: 'a',
    question:
      "Let's start with the big letters on the top line of the chart. Which crime category turns up in the most incidents in this notebook? Give me the count as well, please.",
    covers: ['ranking', 'slang'],
    ...ranking(crimeTally, crimeNames),
  },
  {
    notebook: 'a',
    question:
      'Which is clearer, one or two? One is KwaZulu-Natal, two is the Eastern Cape. Did one record more people killed than two, all incidents added up? Yes or no, please.',
    covers: ['yes/no', 'people', 'slang'],
    expect: (rows) =>
      yesNo(killedWhere(inProvince('KwaZulu-Natal'))(rows) > killedWhere(inProvince('Eastern Cape'))(rows)),
  },
  {
    notebook: 'a',
    question:
      "Now, carefully. Of the victims whose sex the releases actually state, what percentage were men? Round it to a whole percent, the way I'd round a prescription.",
    covers: ['share', 'people'],
    expect: (rows) => {
      const male = peopleTotal('victims_male', rows);
      return percentage(male, male + peopleTotal('victims_female', rows));
    },
  },
  {
    notebook: 'a',
    question:
      'Focus on the middle line of the chart for me: what is the median number of suspects arrested per incident?',
    covers: ['people', 'slang'],
    expect: (rows) => number(medianOf(statedValues(rows, (r) => r.num_suspects_arrested))),
  },
  {
    notebook: 'a',
    question:
      'For my records - how far away, in metres, were the eyewitnesses standing when they saw the shootings? I wonder whether 20/20 vision would have made a difference.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the scout leader, on notebook a.
  {
    notebook: 'a',
    question:
      'Righto, patrol leaders, sticks out! Cut one notch for every incident that happened on a Wednesday - the day of the incident itself, mind, not the day the police wrote it up. How many notches?',
    covers: ['calendar', 'restricted count', 'slang'],
    expect: (rows) => number(count(rows, (r) => weekday(r) === 'Wednesday')),
  },
  {
    notebook: 'a',
    question:
      "Next up, the Tracker badge! Add up all the suspects arrested in the kidnapping incidents. What's our grand total, troop?",
    covers: ['people', 'restricted count', 'slang'],
    expect: (rows) => number(suspectsArrested(rows.filter(kidnapping))),
  },
  {
    notebook: 'a',
    question:
      'Gather round the campfire for a bit of history: on what date did the very first kidnaping in these reports take place?',
    covers: ['date', 'misspelling'],
    expect: (rows) => dateAt(rows.filter(kidnapping), 'earliest'),
  },
  {
    notebook: 'a',
    question:
      'Which municipality earns the Sheriff badge for the most suspects arrested overall? Shout out its tally too, scouts!',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(municipalityArrestTally, municipalityNames),
  },
  {
    notebook: 'a',
    question:
      'Before we pitch the tents: was it raining or clear on the nights these crimes happened? A good scout always checks the weather!',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the swimming coach, on notebook a.
  {
    notebook: 'a',
    question: 'Western Cape lane, from the start of 2020 onwards - how many incidents? GO GO GO!',
    covers: ['calendar', 'conjunction', 'restricted count', 'slang'],
    expect: (rows) => number(count(rows, inProvince('Western Cape'), sinceYear(2020))),
  },
  {
    notebook: 'a',
    question: '*whistle* Kids in the pool! How many of the victims in the murder incidents were children?',
    covers: ['people', 'restricted count', 'slang'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(murder))),
  },
  {
    notebook: 'a',
    question:
      'Average split, everyone! Mean number of people killed per incident - only the releases that give a figure count - to one decimal place!',
    covers: ['people', 'slang'],
    expect: (rows) =>
      meanOf(
        statedValues(rows, (r) => r.victims_killed),
        1,
      ),
  },
  {
    notebook: 'a',
    question:
      "Last heat on the board: what's the date of the most recent CIT heist? Event date, NOT the press date!",
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows.filter(cit), 'latest'),
  },
  {
    notebook: 'a',
    question: 'How many minutes did the cops take to reach each scene? I want their response splits, people!',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 1, the optometrist, on notebook b.
  {
    notebook: 'b',
    question:
      'Which is clearer, one or two? Lens one is Mpumalanga, lens two is North West. Which of the two provinces shows more suspects arrested in total? Name it and give its figure.',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(twoLensArrestTally),
  },
  {
    notebook: 'b',
    question:
      "Let's read the next line down. How many female victims - women and girls - are there in total, added up over all the incidents?",
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_female', rows)),
  },
  {
    notebook: 'b',
    question:
      'Taking the rape incidents as the whole chart, what percentage of them had at least one child among the victims? A whole percent, please; I like to be precise.',
    covers: ['share', 'restricted count', 'people'],
    expect: (rows) => {
      const rapes = rows.filter(rape);
      return percentage(rapes.filter((r) => (r.victims_children ?? 0) > 0).length, rapes.length);
    },
  },
  {
    notebook: 'b',
    question:
      'Where the releases state the suspects’ ages, what is the median age? Think of it as the centre of focus.',
    covers: ['people', 'slang'],
    expect: (rows) => number(medianOf(suspectAges(rows))),
  },
  {
    notebook: 'b',
    question:
      'Professional curiosity: did any of the suspects wear spectacles, and what were their prescriptions?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the scout leader, on notebook b.
  {
    notebook: 'b',
    question:
      'Scouts love a farm camp! How many incidents in this notebook took place on a farm, going by the location the police give?',
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, onAFarm)),
  },
  {
    notebook: 'b',
    question:
      'Tally marks on the stick, everyone: which municipality had the most incidents? Name the winner and its tally!',
    covers: ['ranking', 'slang'],
    ...ranking(municipalityTally, municipalityNames),
  },
  {
    notebook: 'b',
    question:
      'Three cheers for the men and women in blue! How many police officers were among the victims, all the incidents put together?',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_police', rows)),
  },
  {
    notebook: 'b',
    question: 'July is our big winter camp month. How many incidents happend in July, counting every year?',
    covers: ['calendar', 'restricted count', 'misspelling'],
    expect: (rows) => number(count(rows, (r) => month(r) === 7)),
  },
  {
    notebook: 'b',
    question:
      'Tuck-shop question for the troop kitty: how many rand did the robbers get away with in the business robberies, all added up?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the swimming coach, on notebook b.
  {
    notebook: 'b',
    question: 'FREE STATE versus MPUMALANGA, murder heat! How many more murders in the Free State lane?',
    covers: ['conjunction', 'restricted count', 'slang'],
    expect: (rows) =>
      excessOf(
        rows,
        (r) => murder(r) && inProvince('Free State')(r),
        (r) => murder(r) && inProvince('Mpumalanga')(r),
      ),
  },
  {
    notebook: 'b',
    question:
      'First rape case on the clock - what date was it? The date it happened, not when it was published!',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(rape), 'earliest'),
  },
  {
    notebook: 'b',
    question: '*PEEP PEEP* Were more people killed in 2020 than in 2024? Yes or no, quick!',
    covers: ['yes/no', 'calendar', 'people'],
    expect: (rows) => yesNo(killedWhere(inYear(2020))(rows) > killedWhere(inYear(2024))(rows)),
  },
  {
    notebook: 'b',
    question:
      'Mpumalanga lane: average number of sucpects arrested per incident, to one decimal. Come on, give me the split!',
    covers: ['people', 'misspelling', 'slang'],
    expect: (rows) =>
      meanOf(
        statedValues(rows.filter(inProvince('Mpumalanga')), (r) => r.num_suspects_arrested),
        1,
      ),
  },
  {
    notebook: 'b',
    question: 'What time of day did the carjackings go down? Morning heats or evening heats?',
    covers: ['refusal'],
    expect: refusal,
  },
];

export const fresh279QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH279_QUESTIONS, rows);
