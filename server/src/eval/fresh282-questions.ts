/**
 * The two-hundred-and-eighty-second fresh question set (blind): thirty questions, fifteen about notebook
 * `a` and fifteen about notebook `b`, written without reading the analyst, the extractor or the other
 * question sets. Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A ferry skipper on the Robben Island run: weathered and plain, talks in crossings, passengers,
 *    swells and timetables. "Lost overboard" means people killed (`victims_killed`); "home water" is the
 *    Western Cape; "the busiest berth" is the municipality with the most incidents; "passengers" are
 *    victims (`num_victims`); "the log" is the notebook.
 * 2. A game-show host: "for the grand prize", "lock it in", drumrolls, exclamation marks. "Hauled in"
 *    means suspects arrested (`num_suspects_arrested`); "ended with somebody arrested" is
 *    `arrest_made === true`; the category named is a crime of the vocabulary.
 * 3. A sports physiotherapist: sessions, injuries, recovery, range of motion; careful, hedged questions.
 *    "Injured" is `victims_injured`; "women" / "female" are `victims_female`; "on the table" means
 *    counted among the victims; recovery times and wound types are not in the releases.
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is outside every year, month range, "from 2019
 *   onward" window and weekday, and is never the earliest or most recent; `published_date` is never
 *   read. A weekend is a Saturday or Sunday of `event_date`. Winter is June, July and August of any year;
 *   "2023 or 2024" is 2023-01-01 to 2024-12-31 inclusive.
 * - People are sums of the stated figures: `victims_killed` (killed, lost overboard), `victims_injured`
 *   (injured), `victims_police` (police officers among the victims), `victims_female` (women / female
 *   victims), `num_suspects_arrested` (suspects arrested, hauled in). A null (unstated) figure adds
 *   nothing.
 * - "Murder" is `murder` alone (not attempted murder nor culpable homicide); "kidnapping" (or the
 *   misspelt "kidnaping") is `kidnapping`; "rape" is `rape`; a gun charge is
 *   `illegal firearm possession`.
 * - Shares: the share of incidents with a gun charge, and of incidents that ended with an arrest
 *   (`arrest_made === true`), are over all the notebook's rows; the share of women among victims is
 *   `victims_female` over `victims_female` + `victims_male` (nulls add nothing). All to the nearest
 *   whole percent.
 * - The median suspect age is over every stated age in `suspect_ages` (one per suspect); the mean
 *   number of victims per incident is over the rows that state `num_victims`, to one decimal. "Passengers" carried by a province
 *   are its `num_victims` summed, nulls adding nothing.
 * - "More than ... put together" compares the killed of the Free State with the killed of Limpopo,
 *   North West and the Northern Cape summed.
 * - Rankings each carry their tally; a tie at the top is an error in the question: the municipality with
 *   the most incidents (in each notebook; rows without one left out, answered with or without
 *   "City of"), the province with the most suspects arrested, the province with the most victims
 *   (`num_victims` summed), the province with the most killed.
 * - Refusals: the releases' ground truth holds no weather, no value in rand of what was taken, no
 *   hospital stays or recovery times, no distances, no officers' names and no kinds of wound.
 */
import {
  type BlindQuestion,
  femaleVictims,
  inMonths,
  maleVictims,
  medianOf,
  peopleByProvince,
  peopleTotal,
  percentage,
  ranking,
  rowsWhere,
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
  has,
  inProvince,
  meanOf,
  municipalityNames,
  number,
  percentOf,
  refusal,
  sinceYear,
  weekend,
  within,
} from './ground-truth-questions';

const murder = has('murder');
const kidnapping = has('kidnapping');

/** The killed of the rows that pass every test. */
const killedWhere =
  (...tests: ((r: DevRow) => boolean)[]) =>
  (rows: readonly DevRow[]) =>
    peopleTotal('victims_killed', rowsWhere(rows, ...tests));

const victimsByProvince = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_victims ?? 0,
  );
const arrestedByProvince = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_suspects_arrested ?? 0,
  );
const municipalityTally = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.municipality);

export const FRESH282_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the Robben Island ferry skipper, on notebook a.
  {
    notebook: 'a',
    question:
      'Skipper here, I run the Robben Island boat out of the Waterfront. The Western Cape is my home water. How many of these incidents in the Western Cape happened from 2019 onward - going by the day it actually happened, not when it was written up?',
    covers: ['restricted count', 'calendar', 'conjunction'],
    expect: (rows) => number(count(rows, inProvince('Western Cape'), sinceYear(2019))),
  },
  {
    notebook: 'a',
    question:
      'Rough crossing, this one. Across the Eastern Cape incidents, how many people were lost overboard all told? Killed, I mean.',
    covers: ['people', 'slang'],
    expect: (rows) => number(killedWhere(inProvince('Eastern Cape'))(rows)),
  },
  {
    notebook: 'a',
    question:
      'Every run has its busiest berth. Which municipality had the most incidents in this lot, and how many? Leave out the ones where nobody wrote the municipality down.',
    covers: ['ranking'],
    ...ranking(municipalityTally, municipalityNames),
  },
  {
    notebook: 'a',
    question:
      'The swells were bad most of last winter and the boat stayed tied up. Do these reports say what the weather was doing - how many of the incidents happened in the rain?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question:
      'Plain question. When was the first kidnapping in this lot - the earliest date one actualy happened?',
    covers: ['date', 'misspelling'],
    expect: (rows) => dateAt(rows.filter(kidnapping), 'earliest'),
  },

  // Voice 2, the game-show host, on notebook a.
  {
    notebook: 'a',
    question:
      'Ladies and gentlemen, for the grand prize! Which province hauled in the most suspects arrested, every incident counted together? Lock it in!',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(arrestedByProvince),
  },
  {
    notebook: 'a',
    question:
      'Next round, contestants - the tension is building! What percentage of ALL the incidents involved illegal firearm possession? Nearest whole percent, please!',
    covers: ['share'],
    expect: (rows) => percentOf(rows, has('illegal firearm possession')),
  },
  {
    notebook: 'a',
    question:
      'True or false... wait for it... there were MORE incidents with an attempted murder than incidents with a murder in this notebook! Yes or no, folks?',
    covers: ['yes/no'],
    expect: (rows) => yesNo(count(rows, has('attempted murder')) > count(rows, murder)),
  },
  {
    notebook: 'a',
    question:
      'For a brand new car!!! What was the total value in rand of all the cash and goods stolen across these incidents? Lock it in!',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question:
      'Lightning round, the clock is ticking! How many incidents in KwaZulu-Natal happened in the winter months - June, July or August, any year?',
    covers: ['calendar', 'conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, inProvince('KwaZulu-Natal'), inMonths(6, 8))),
  },

  // Voice 3, the sports physiotherapist, on notebook a.
  {
    notebook: 'a',
    question:
      "I do a lot of trauma rehab, so I'm curious - and forgive me if this isn't quite the right framing - how many victims in total were reported as injured, not killed, across these incidents?",
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_injured', rows)),
  },
  {
    notebook: 'a',
    question:
      "I'm hedging a little, since not every release gives ages. Of the suspects whose ages are stated, what's the median age?",
    covers: ['people'],
    expect: (rows) => number(medianOf(suspectAges(rows))),
  },
  {
    notebook: 'a',
    question:
      "If I've understood the sex breakdown correctly - of the victims on the table whose sex is given, roughly what percentage were women?",
    covers: ['share', 'people'],
    expect: (rows) => {
      const female = femaleVictims(rows);
      return percentage(female, female + maleVictims(rows));
    },
  },
  {
    notebook: 'a',
    question:
      'In my line of work recovery time is everything. On average, how many days did the injured victims spend in hospital before they were discharged?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question:
      'Possibly a narrow one, apologies: how many kidnaping cases in Gauteng ended with at least one arrest?',
    covers: ['conjunction', 'misspelling', 'restricted count'],
    expect: (rows) => number(count(rows, kidnapping, inProvince('Gauteng'), arrested)),
  },

  // Voice 1, the Robben Island ferry skipper, on notebook b.
  {
    notebook: 'b',
    question:
      'Think of the victims as my passengers. Which province carried the most of them, all the incidents together, going by the number of victims each report gives?',
    covers: ['ranking', 'people'],
    ...ranking(victimsByProvince),
  },
  {
    notebook: 'b',
    question:
      'Crew looks after crew. How many police officers were among the victims, all these incidents together?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_police', rows)),
  },
  {
    notebook: 'b',
    question:
      'Passengers always ask how far things are. How many kilometres was each incident from the nearest police station? Give me the longest run.',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question:
      'Count me the incidents that happened in 2023 or 2024. The date of the thing itself, mind, not the write-up.',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, within('2023-01-01', '2024-12-31'))),
  },
  {
    notebook: 'b',
    question: 'Last murder on the log - what date was the most recent one?',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows.filter(murder), 'latest'),
  },

  // Voice 2, the game-show host, on notebook b.
  {
    notebook: 'b',
    question:
      'Drumroll please... for the grand prize: which municipality logged the most incidents?! Lock it in!',
    covers: ['ranking'],
    ...ranking(municipalityTally, municipalityNames),
  },
  {
    notebook: 'b',
    question:
      'Here is the big one, folks! Did the Free State see more people killed than Limpopo, North West and the Northern Cape put together? Yes or no - lock it in!',
    covers: ['yes/no', 'people', 'conjunction'],
    expect: (rows) =>
      yesNo(
        killedWhere(inProvince('Free State'))(rows) >
          killedWhere((r) => ['Limpopo', 'North West', 'Northern Cape'].includes(r.province))(rows),
      ),
  },
  {
    notebook: 'b',
    question:
      'Spin the wheel! What percentage of the incidents ended with somebody arrested? Whole percent, and no lifelines!',
    covers: ['share', 'slang'],
    expect: (rows) => percentOf(rows, arrested),
  },
  {
    notebook: 'b',
    question:
      'Bonus question for double points!! What were the names of the arresting officers in the Mpumalanga cases?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question:
      'And the next category is... rape on the weekend! How many rape incidents happened on a Saturday or a Sunday? Final answer?',
    covers: ['calendar', 'conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, has('rape'), weekend)),
  },

  // Voice 3, the sports physiotherapist, on notebook b.
  {
    notebook: 'b',
    question:
      "I'm wary of reading much into small numbers, but how many victims were injured in the Free State and North West incidents combined, where the releases say so?",
    covers: ['people', 'conjunction'],
    expect: (rows) =>
      number(
        peopleTotal(
          'victims_injured',
          rows.filter((r) => r.province === 'Free State' || r.province === 'North West'),
        ),
      ),
  },
  {
    notebook: 'b',
    question:
      'On average - and I realise some releases do not say - how many victims were there per incident, over the incidents that do state a victim count? One decimal is plenty.',
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
      'Which province, if one stands out, had the most people killed? A rough tally alongside would help me gauge the range.',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_killed')),
  },
  {
    notebook: 'b',
    question:
      'From a rehab point of view: what kind of wounds were most common among the injured - gunshot, stab or blunt-force trauma?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question:
      'Perhaps a narrow one: among the kidnaping cases, how many of the victims were female, where it is stated?',
    covers: ['people', 'misspelling', 'restricted count'],
    expect: (rows) => number(femaleVictims(rows.filter(kidnapping))),
  },
];

export const fresh282QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH282_QUESTIONS, rows);
