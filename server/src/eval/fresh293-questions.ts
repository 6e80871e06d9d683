/**
 * The two-hundred-and-ninety-third fresh question set (blind): thirty questions, fifteen about notebook
 * `a` and fifteen about notebook `b`, written without reading the analyst, the extractor or the other
 * question sets. Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A harbour crane operator in Durban: plain-spoken, thinks in containers, lifts, berths and shifts.
 *    A "container" (or "box") is one incident (one row); a "lift" is a suspect arrested
 *    (`num_suspects_arrested`); a "berth" is a province ("my berth, Durban" is KwaZulu-Natal); a "shift"
 *    is a stretch of the calendar by `event_date`.
 * 2. A courier driver on a delivery route: rushed, clipped, a typo or two ("kidnaping", "murdres").
 *    A "parcel" or "drop" is one incident; a "stop" on the route is a municipality; a "waybill" is a
 *    release's ground-truth record, so "on the waybill" means a figure the release states.
 * 3. A social-media influencer: breathless, "besties", "literally", "obsessed", "the vibe". "The tea" is
 *    the figure asked for; "the vibe check" is a yes/no comparison; "girlbosses" are female suspects.
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one falls in no year, month, "since" window or weekday,
 *   and is never the earliest or the latest; `published_date` is never read. A weekend is a Saturday or
 *   Sunday of `event_date`; "weekdays" are Monday to Friday; a calendar month "any year" is the month of
 *   `event_date` in any year.
 * - People are sums of the stated figures: `victims_killed` (killed, deaths), `victims_female` (women
 *   victims), `victims_children` (children), `suspects_female` (female suspects), `num_suspects_arrested`
 *   (suspects arrested, lifts). A null (unstated) figure adds nothing.
 * - The median and the mean of suspects arrested per incident are over the incidents that state the
 *   figure (a stated 0 counts; a null is left out); the mean is rounded to one decimal.
 * - "No arrest" is `arrest_made === false` (an unstated arrest is not one).
 * - Shares: the share of incidents with attempted murder is over all the notebook's rows; the share of
 *   women among victims is the sum of `victims_female` over the sum of `victims_female` and
 *   `victims_male` (the victims of stated sex). Both to the nearest whole percent.
 * - "Municipality"/"stop" is `municipality` (rows without one are left out), answered as written or
 *   without "City of". KwaZulu-Natal may be answered as "KZN".
 * - Rankings (province by suspects arrested, province by killed, municipality by incidents) each carry
 *   their tally; a tie at the top is an error in the question.
 * - "More X than Y, yes or no" is Yes only when X's count is strictly larger.
 * - A child-victim incident is one whose stated `victims_children` is above zero.
 * - Refusals: the ground truth holds no times of day, no distances between incidents, no rand values of
 *   stolen goods, no names of investigating officers and no weather.
 */
import {
  type BlindQuestion,
  kznProvinceNames,
  medianOf,
  peopleByProvince,
  peopleTotal,
  percentage,
  ranking,
  rowsWhere,
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
  notArrested,
  number,
  percentOf,
  refusal,
  sinceYear,
  sum,
  weekday,
  weekend,
} from './ground-truth-questions';

/** Monday to Friday of the event date; an undated incident is on no weekday. */
const workingDay = (r: DevRow) => {
  const day = weekday(r);
  return day !== undefined && day !== 'Saturday' && day !== 'Sunday';
};

/** The stated suspects-arrested figures, one per incident that states it. */
const statedArrests = (rows: readonly DevRow[]) =>
  rows.flatMap((r) => (r.num_suspects_arrested === null ? [] : [r.num_suspects_arrested]));

/** An incident with at least one child among its stated victims. */
const childVictim = (r: DevRow) => (r.victims_children ?? 0) > 0;

const arrestsByProvince = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_suspects_arrested ?? 0,
  );
const municipalityTally = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.municipality);

export const FRESH293_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the Durban crane operator, on notebook a.
  {
    notebook: 'a',
    question:
      'I work the cranes at Durban harbour, so KwaZulu-Natal is my berth. Plain question: how many murder cases are there in KwaZulu-Natal in this lot?',
    covers: ['restricted count', 'conjunction'],
    expect: (rows) => number(count(rows, has('murder'), inProvince('KwaZulu-Natal'))),
  },
  {
    notebook: 'a',
    question:
      'Every release is a container to me. How many containers carry an illegal firearm possession charge and happened on a weekend shift, Saturday or Sunday?',
    covers: ['restricted count', 'calendar', 'slang'],
    expect: (rows) => number(count(rows, has('illegal firearm possession'), weekend)),
  },
  {
    notebook: 'a',
    question:
      'Which province made the most lifts - suspects arrested, all incidents added up? Give me the province and the tally.',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(arrestsByProvince, kznProvinceNames),
  },
  {
    notebook: 'a',
    question:
      'On night shift you hear the sirens. At what time of night, on the clock, did most of these shootings happen?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question: 'First box off the ship: on what date did the earliest kidnapping in here take place?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(has('kidnapping')), 'earliest'),
  },

  // Voice 2, the courier driver, on notebook a.
  {
    notebook: 'a',
    question:
      'quick one between drops - since the start of 2021, how many incidents with no arrest made at all?',
    covers: ['restricted count', 'calendar'],
    expect: (rows) => number(count(rows, notArrested, sinceYear(2021))),
  },
  {
    notebook: 'a',
    question:
      'Checking my waybills. Median number of suspects arrested per incident? only the ones where the number is actually stated',
    covers: ['people'],
    expect: (rows) => number(medianOf(statedArrests(rows))),
  },
  {
    notebook: 'a',
    question: 'Which stop on the route - municipality I mean - had the most incidents? and how many',
    covers: ['ranking', 'slang'],
    ...ranking(municipalityTally, municipalityNames),
  },
  {
    notebook: 'a',
    question:
      'got a Cape Town to Durban run tmrw. how many km on average between where these incidents happened, roughly?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question: 'Eastern Cape drops only: total women victims, all incidents there. kidnaping ones included ok',
    covers: ['people', 'conjunction', 'misspelling'],
    expect: (rows) => number(peopleTotal('victims_female', rows.filter(inProvince('Eastern Cape')))),
  },

  // Voice 3, the influencer, on notebook a.
  {
    notebook: 'a',
    question:
      "Okay besties I am literally obsessed with true crime rn!! What percentage of ALL the incidents in here involved attempted murder? Like what's the tea",
    covers: ['share', 'slang'],
    expect: (rows) => percentOf(rows, has('attempted murder')),
  },
  {
    notebook: 'a',
    question:
      'Vibe check, yes or no: were there more murder cases in the Western Cape than in the Eastern Cape?',
    covers: ['yes/no', 'conjunction', 'slang'],
    expect: (rows) =>
      yesNo(
        count(rows, has('murder'), inProvince('Western Cape')) >
          count(rows, has('murder'), inProvince('Eastern Cape')),
      ),
  },
  {
    notebook: 'a',
    question:
      'Literally shook. Which province had the most people killed, like total deaths added up? I need the number for my reel too',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_killed'), kznProvinceNames),
  },
  {
    notebook: 'a',
    question: "It's giving heartbreak... how many of the victims, in total across everything, were children?",
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_children', rows)),
  },
  {
    notebook: 'a',
    question:
      'Obsessed with June energy - how many incidents happened in the month of June, any year? The vibe is summer (well, winter here lol)',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, (r) => month(r) === 6)),
  },

  // Voice 1, the Durban crane operator, on notebook b.
  {
    notebook: 'b',
    question:
      'These are the inland berths now. Which province had the most people killed, all incidents added up, and how many?',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_killed')),
  },
  {
    notebook: 'b',
    question: 'July is our heavy month on the quay. How many incidents happened in July, any year?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, (r) => month(r) === 7)),
  },
  {
    notebook: 'b',
    question:
      'Average lifts per container: mean number of suspects arrested per incident, only where the figure is given, to one decimal.',
    covers: ['people', 'slang'],
    expect: (rows) =>
      meanOf(
        rows.map((r) => r.num_suspects_arrested),
        1,
      ),
  },
  {
    notebook: 'b',
    question:
      'What was the value in rand of the goods taken in the business robberies, all of them together?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question: 'Last box on the stack: what is the date of the most recent illegal mining case?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(has('illegal mining')), 'latest'),
  },

  // Voice 2, the courier driver, on notebook b.
  {
    notebook: 'b',
    question: 'which stop - municipality - had the most incidents in this batch? need the count too',
    covers: ['ranking', 'slang'],
    ...ranking(municipalityTally, municipalityNames),
  },
  {
    notebook: 'b',
    question: 'rape cases, Free State plus Northern Cape together, how many. quick pls',
    covers: ['restricted count', 'conjunction'],
    expect: (rows) =>
      number(count(rows, has('rape'), (r) => ['Free State', 'Northern Cape'].includes(r.province))),
  },
  {
    notebook: 'b',
    question: 'More murdres in 2020 than in 2023? yes/no, on the road',
    covers: ['yes/no', 'calendar', 'misspelling'],
    expect: (rows) =>
      yesNo(count(rows, has('murder'), inYear(2020)) > count(rows, has('murder'), inYear(2023))),
  },
  {
    notebook: 'b',
    question:
      'North West route, weekdays only (Mon to Fri, I dont work weekends). Total suspects arrested on those?',
    covers: ['people', 'calendar', 'conjunction'],
    expect: (rows) => number(suspectsArrested(rowsWhere(rows, inProvince('North West'), workingDay))),
  },
  {
    notebook: 'b',
    question: 'Need the name of the investigating officer on the Mangaung cases for my paperwork. who is it?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the influencer, on notebook b.
  {
    notebook: 'b',
    question:
      'Okay so for my women-in-danger series: out of the victims where they actually say male or female, what percent were women??',
    covers: ['share', 'people'],
    expect: (rows) => {
      const women = sum(rows.map((r) => r.victims_female));
      return percentage(women, women + sum(rows.map((r) => r.victims_male)));
    },
  },
  {
    notebook: 'b',
    question:
      'Not the girlbosses of crime 😭 how many of the suspects in total were female, literally the whole notebook?',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('suspects_female', rows)),
  },
  {
    notebook: 'b',
    question: 'Thursdays are my posting day so I am obsessed: how many incidents happened on a Thursday?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, (r) => weekday(r) === 'Thursday')),
  },
  {
    notebook: 'b',
    question: 'The vibe on the day of each murder - was it raining or sunny? Like what was the weather?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question:
      'This one literally breaks me. When was the earliest incident where a child was among the victims? Date pls besties',
    covers: ['date', 'people'],
    expect: (rows) => dateAt(rows.filter(childVictim), 'earliest'),
  },
];

export const fresh293QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH293_QUESTIONS, rows);
