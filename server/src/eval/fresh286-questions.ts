/**
 * The two-hundred-and-eighty-sixth fresh question set (blind): thirty questions, fifteen about notebook
 * `a` and fifteen about notebook `b`, written without reading the analyst, the extractor or the other
 * question sets. Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A cartoonist sketching a strip: jokey, thinks in panels, frames, speech bubbles and punchlines. A
 *    "panel" or "frame" is one incident; "the punchline" is the answer; "gun-toting" is illegal firearm
 *    possession; "the last panel" of a crime is its latest incident; "body count" is people killed;
 *    "stick-ups" are robberies of any kind.
 * 2. A barista during the morning rush: quick and friendly, a typo or two ("happend", "kidnapings"),
 *    talks in shots, orders, tickets and the grinder. An "order" or "ticket" is one incident; "shots" are
 *    the figure asked for; "the grinder" or "the rush" is the whole notebook; "cuffed" is arrested.
 * 3. A puppeteer backstage: theatrical and warm, speaks of strings, acts, the troupe and cues. An "act"
 *    is one incident; "the troupe" of an act is the people figure asked for; "cut the strings" is an
 *    arrest; "the farmyard act" is an incident on a farm; "the winter act" is June to August.
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is outside every year, month range, "since" window
 *   and weekday, is never the earliest or latest, and is left out of a ranking of weekdays or months;
 *   `published_date` is never read. A weekend is a Saturday or Sunday of `event_date`. Winter is June,
 *   July and August of any year. "From 2023 on" is an `event_date` on or after 2023-01-01.
 * - People are sums of the stated figures: `victims_female` (women victims), `victims_killed` (people
 *   killed, lives lost), `victims_children` (children), `victims_police` (police officers hurt or
 *   killed), `num_suspects_arrested` (suspects arrested, "strings cut"). A null (unstated) figure adds
 *   nothing.
 * - The median suspect age is over every stated age in `suspect_ages` (one per suspect). The median
 *   number of suspects arrested is over the incidents that state `num_suspects_arrested` (a stated zero
 *   counts). The average number of victims is the mean of the stated `num_victims`, to one decimal.
 * - The share of incidents with a gun is over all the notebook's rows, to the nearest whole percent. The
 *   share of women among victims is the sum of `victims_female` over the sum of `victims_female` and
 *   `victims_male` (nulls add nothing), to the nearest whole percent.
 * - A farm incident is a row whose `location` holds the word "farm" (any case), whatever its crimes.
 * - A yes/no comparison compares the two counts (or sums) as asked; "put together" adds the two sides.
 * - "Robberies of any kind" are `armed robbery`, `robbery`, `house robbery`, `business robbery` and
 *   `cash-in-transit robbery`; carjacking and truck hijacking are not robberies here.
 * - The weekday with the biggest body count sums `victims_killed` per weekday of `event_date`, over the
 *   incidents that state the figure.
 * - Rankings (weekday with most people killed, province with most people killed, month with most
 *   robberies, province with most suspects arrested) each carry their tally; KwaZulu-Natal may be
 *   answered as "KZN"; a tie at the top is an error in the question.
 * - Refusals: the ground truth holds no colours of cars, no amounts in rand, no names of officers, no
 *   weather, no distances and no times of day.
 */
import {
  anyCrime,
  atPlace,
  type BlindQuestion,
  femaleVictims,
  kznProvinceNames,
  maleVictims,
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
  meanOf,
  month,
  number,
  percentOf,
  refusal,
  sinceYear,
  weekday,
  weekend,
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

const murder = has('murder');
const gun = has('illegal firearm possession');
/** A robbery of any type; carjacking and truck hijacking are not among them. */
const robbery = anyCrime(
  'armed robbery',
  'robbery',
  'house robbery',
  'business robbery',
  'cash-in-transit robbery',
);
/** An incident the release places on a farm. */
const onAFarm = atPlace('farm');
/** Winter: June, July or August of the event date, in any year. */
const winter = (r: DevRow) => [6, 7, 8].includes(month(r) ?? 0);

/** The people killed per weekday of the event date, over the incidents that state a figure. */
const killedByWeekday = (rows: readonly DevRow[]) =>
  tallyOf(
    rows.filter((r) => r.victims_killed !== null && r.victims_killed !== undefined),
    weekday,
    (r) => r.victims_killed ?? 0,
  );
const robberyMonthTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(robbery), (r) => {
    const m = month(r);
    return m === undefined ? undefined : MONTH_NAMES[m - 1];
  });
const arrestsByProvince = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_suspects_arrested ?? 0,
  );
const killed = (rows: readonly DevRow[]) => peopleTotal('victims_killed', rows);

export const FRESH286_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the cartoonist, on notebook a.
  {
    notebook: 'a',
    question:
      "Sketching a strip set in Durban's province. Panel count check: how many murder frames does KwaZulu-Natal give me?",
    covers: ['conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, murder, inProvince('KwaZulu-Natal'))),
  },
  {
    notebook: 'a',
    question:
      'Running gag idea: "never trust a ___day". Which day of the week had the biggest body count - the most people killed, going by the day it actually happened? Fill in my blank!',
    covers: ['ranking', 'calendar', 'people'],
    ...ranking(killedByWeekday),
  },
  {
    notebook: 'a',
    question:
      'What percentage of all the panels in this notebook are gun-toting ones, i.e. involve illegal firearm possession? Round it, my bubbles are small.',
    covers: ['share', 'slang'],
    expect: (rows) => percentOf(rows, gun),
  },
  {
    notebook: 'a',
    question:
      'Origin story panel: when did the very first kidnapping in these releases take place? The date of the snatch itself, please, not the press date.',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(has('kidnapping')), 'earliest'),
  },
  {
    notebook: 'a',
    question:
      'Colouring in the getaway cars for the carjacking strip - what colour were the vehicles the crooks drove off in? Need the right ink.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the barista, on notebook a.
  {
    notebook: 'a',
    question: 'Quick one between orders! Western Cape tickets only - how many suspects got arrested all up?',
    covers: ['people', 'restricted count', 'slang'],
    expect: (rows) => number(suspectsArrested(rows.filter(inProvince('Western Cape')))),
  },
  {
    notebook: 'a',
    question:
      "Grinder's going, so short version: what's the median age of the suspects, counting every age that's given?",
    covers: ['people'],
    expect: (rows) => number(medianOf(suspectAges(rows))),
  },
  {
    notebook: 'a',
    question: 'Weekends are our madhouse too, haha. How many incidents happend on a Saturday or a Sunday?',
    covers: ['calendar', 'misspelling'],
    expect: (rows) => number(count(rows, weekend)),
  },
  {
    notebook: 'a',
    question:
      'Settle a bet for the milk guy: are there more attempted murders than actual murders in this lot? Yes or no, then back to the shots!',
    covers: ['yes/no'],
    expect: (rows) => yesNo(count(rows, has('attempted murder')) > count(rows, murder)),
  },
  {
    notebook: 'a',
    question:
      'Morning! Pulling a double shot here - how many rand did the robbers get away with in the cash-in-transit heists, all added up?',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },

  // Voice 3, the puppeteer, on notebook a.
  {
    notebook: 'a',
    question:
      'Darlings, before the curtain rises: across every act in this notebook, how many of the victims were women?',
    covers: ['people'],
    expect: (rows) => number(femaleVictims(rows)),
  },
  {
    notebook: 'a',
    question:
      'Our troupe is staging a tragedy in four provinces. Which province carries the heaviest act, with the most people killed in all?',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_killed'), kznProvinceNames),
  },
  {
    notebook: 'a',
    question:
      'The winter act, my loves - June, July and August, any year at all. How many murders fall on that stage?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, murder, winter)),
  },
  {
    notebook: 'a',
    question:
      'A cue for my stage manager: on average, how many victims did an act have, among the incidents that state a number of victims? One decimal, please.',
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
      'I want to thank them in the programme, bless them: what were the names of the investigating officers who pulled the strings on these cases?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 1, the cartoonist, on notebook b.
  {
    notebook: 'b',
    question: 'Serious strip this time, no punchline. How many rape panels are set in the Northern Cape?',
    covers: ['conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, has('rape'), inProvince('Northern Cape'))),
  },
  {
    notebook: 'b',
    question:
      'Doing a calendar comic, one month per page, all about stick-ups. Which month - all years lumped together - gets the most robberies of any kind drawn on it (armed, street, house, shop, cash-in-transit; carjackings are a different strip)?',
    covers: ['ranking', 'calendar', 'slang'],
    ...ranking(robberyMonthTally),
  },
  {
    notebook: 'b',
    question:
      'Punchline test: did the Free State rack up more people killed than Limpopo and North West put together? Yes or no.',
    covers: ['yes/no', 'people', 'conjunction'],
    expect: (rows) =>
      yesNo(
        killed(rows.filter(inProvince('Free State'))) >
          killed(rows.filter(inProvince('Limpopo'))) + killed(rows.filter(inProvince('North West'))),
      ),
  },
  {
    notebook: 'b',
    question: 'Last panel of the murder saga: on what date did the most recent murder happen?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(murder), 'latest'),
  },
  {
    notebook: 'b',
    question:
      'Drawing the sky for each scene: was it raining or sunny on the days these incidents happened? Storm clouds are way more fun to ink.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the barista, on notebook b.
  {
    notebook: 'b',
    question:
      'Order up! Which province cuffed the most suspects overall - total arrested, not number of tickets?',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(arrestsByProvince),
  },
  {
    notebook: 'b',
    question: 'Thursdays are my long shift. How many incidents landed on a Thursday?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, (r) => weekday(r) === 'Thursday')),
  },
  {
    notebook: 'b',
    question:
      "Of the victims where it's said if they're male or female, what % were women? Rounded is fine, cheers!",
    covers: ['share', 'people'],
    expect: (rows) => percentage(femaleVictims(rows), femaleVictims(rows) + maleVictims(rows)),
  },
  {
    notebook: 'b',
    question:
      'Saw a kidnaping story on the news and it freaked me out... how many kidnapings from 2023 onwards are in here?',
    covers: ['calendar', 'restricted count', 'misspelling'],
    expect: (rows) => number(count(rows, has('kidnapping'), sinceYear(2023))),
  },
  {
    notebook: 'b',
    question:
      'Regular asked me this with her flat white: how far, in km, were the crime scenes from the nearest police station on average?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the puppeteer, on notebook b.
  {
    notebook: 'b',
    question:
      'The saddest part of our repertoire is the little ones. Across all the acts here, how many child victims are there in total?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_children', rows)),
  },
  {
    notebook: 'b',
    question:
      'When the strings are cut, how many suspects are usually arrested? Give me the median over the incidents that say how many were arrested.',
    covers: ['people', 'slang'],
    expect: (rows) =>
      number(
        medianOf(rows.flatMap((r) => (r.num_suspects_arrested === null ? [] : [r.num_suspects_arrested]))),
      ),
  },
  {
    notebook: 'b',
    question: 'The farmyard act, sweethearts: how many incidents in this notebook took place on a farm?',
    covers: ['restricted count', 'slang'],
    expect: (rows) => number(count(rows, onAFarm)),
  },
  {
    notebook: 'b',
    question:
      'A bow for the brave ones in blue - how many police officers were among the victims, all acts together?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_police', rows)),
  },
  {
    notebook: 'b',
    question:
      'Timing our cues to the drama: at what time of night did most of these attacks begin? The lighting crew needs to know.',
    covers: ['refusal'],
    expect: refusal,
  },
];

export const fresh286QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH286_QUESTIONS, rows);
