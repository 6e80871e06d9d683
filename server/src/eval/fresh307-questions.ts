/**
 * The three-hundred-and-seventh fresh question set (blind): thirty questions, fifteen about notebook `a`
 * and fifteen about notebook `b`, written without reading the analyst, the extractor or the other
 * question sets. Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A harpist: gentle and precise, speaks in strings, plucking, the pedal and glissandi ("string by
 *    string", "the string that rings loudest").
 * 2. An archer at a club: brisk club talk, "an end" is a round, "the gold" is the highest score, arrows
 *    "nocked", "a quiver", "took an arrow" for being hurt.
 * 3. A seamstress: chatty, asides about her hems and patterns, a few typos ("childern", "kidnaping",
 *    "posession", "Decmber").
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is outside every year, month, weekday and weekend,
 *   and is never the earliest or most recent; `published_date` is never read. A weekend is a Saturday or
 *   Sunday of `event_date`; "December of any year" is the month of `event_date` in any year; "in 2023"
 *   and "since 2020" are by the year of `event_date`.
 * - People are sums of the stated figures: `num_suspects_arrested` (suspects arrested), `victims_killed`
 *   (killed), `victims_injured` (injured, hurt), `victims_children` (children), `victims_police` (police
 *   officers among the victims); a null (unstated) figure adds nothing.
 * - "Murder" is `murder` alone; "murder and attempted murder in the same incident" is a row holding both.
 *   "A firearm charge" / "an illegal gun" is `illegal firearm possession`. "Kidnapping", "rape",
 *   "poaching" are their own categories.
 * - "Nobody arrested" is `arrest_made === false`; "someone arrested" is `arrest_made === true`.
 * - A share of incidents is over the named province's rows, to the nearest whole percent. The share of
 *   victims who were women is the sum of `victims_female` over the sum of `victims_female` and
 *   `victims_male` (nulls add nothing), to the nearest whole percent.
 * - A farm incident is a row whose `location` holds the word "farm" (any case).
 * - Municipalities are `municipality` (rows without one are left out), answered as written or without
 *   "City of".
 * - Rankings (province with most injured, municipality with most killed, province with most arrested,
 *   the single incident with most arrested) each carry their tally; a tie at the top is an error in the
 *   question.
 * - Refusals: the ground truth holds no firearm calibres, no rand values of stolen goods, no times of
 *   day, no distances and no weather.
 */
import {
  atPlace,
  type BlindQuestion,
  femaleVictims,
  largestIncident,
  maleVictims,
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
  arrested,
  casesOf,
  count,
  dateAt,
  has,
  inProvince,
  inYear,
  month,
  municipalityNames,
  notArrested,
  number,
  percentOf,
  refusal,
  sinceYear,
  weekend,
} from './ground-truth-questions';

const murder = has('murder');
const firearm = has('illegal firearm possession');
const onAFarm = atPlace('farm');

/** The share of the victims of stated sex who were women, to the nearest whole percent. */
const femaleShare = (rows: readonly DevRow[]) => {
  const female = femaleVictims(rows);
  return percentage(female, female + maleVictims(rows));
};

const killedByMunicipality = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.municipality,
    (r) => r.victims_killed ?? 0,
  );
const arrestedByProvince = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_suspects_arrested ?? 0,
  );

export const FRESH307_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the harpist, on notebook a.
  {
    notebook: 'a',
    question:
      'Good evening. Counting them string by string, as I would tune the harp: across all the Eastern Cape incidents, how many suspects were arrested in total?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(suspectsArrested(rows.filter(inProvince('Eastern Cape')))),
  },
  {
    notebook: 'a',
    question:
      'Which province is the string that rings loudest for people injured, that is, where were the most victims hurt when you add every incident together?',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_injured')),
  },
  {
    notebook: 'a',
    question:
      'Softly now: on what date did the most recent murder in the Western Cape take place? The day of the killing itself, please, not the day the statement went out.',
    covers: ['date'],
    expect: (rows) => dateAt(rowsWhere(rows, murder, inProvince('Western Cape')), 'latest'),
  },
  {
    notebook: 'a',
    question:
      'Among the Eastern Cape victims whose sex the releases state, what percentage were women? A whole number is plenty, like a single plucked note.',
    covers: ['share', 'people', 'conjunction'],
    expect: (rows) => femaleShare(rows.filter(inProvince('Eastern Cape'))),
  },
  {
    notebook: 'a',
    question:
      'Forgive the odd question from a musician: what calibre were the guns taken from the suspects in the Eastern Cape cases?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the archer, on notebook a.
  {
    notebook: 'a',
    question:
      'Right, scoring the end: which municipality takes the gold for the most people killed, all incidents added up?',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(killedByMunicipality, municipalityNames),
  },
  {
    notebook: 'a',
    question:
      'Two arrows nocked at once, so to speak: how many incidents carry both a murder and an attempted murder charge in the same case?',
    covers: ['conjunction', 'restricted count', 'slang'],
    expect: (rows) => number(count(rows, murder, has('attempted murder'))),
  },
  {
    notebook: 'a',
    question:
      'Club shoots are Saturdays and Sundays, so I notice these things: how many murders happened on a weekend, going by the date of the incident?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, murder, weekend)),
  },
  {
    notebook: 'a',
    question: 'Quick one between ends: any kidnapping in the Eastern Cape from 2020 onwards? Yes or no.',
    covers: ['yes/no', 'calendar', 'conjunction'],
    expect: (rows) => yesNo(count(rows, has('kidnapping'), inProvince('Eastern Cape'), sinceYear(2020)) > 0),
  },
  {
    notebook: 'a',
    question:
      'Firearms, not bows, mind: in the incidents with an illegal gun in the quiver, how many suspects were arrested altogether?',
    covers: ['people', 'restricted count', 'slang'],
    expect: (rows) => number(suspectsArrested(rows.filter(firearm))),
  },

  // Voice 3, the seamstress, on notebook a.
  {
    notebook: 'a',
    question:
      'Hello dear, I have a hem pinned and a minute to spare: how many of the victims in these reports were childern, all the incidents put together?',
    covers: ['people', 'misspelling'],
    expect: (rows) => number(peopleTotal('victims_children', rows)),
  },
  {
    notebook: 'a',
    question:
      'The festive season is my busiest time for dresses, so I wonder: how many incidents happened in Decmber, any year at all?',
    covers: ['calendar', 'misspelling', 'restricted count'],
    expect: (rows) => number(count(rows, (r) => month(r) === 12)),
  },
  {
    notebook: 'a',
    question:
      'Stitch by stitch, love: what was the date of the most recent rape in these releases? The day it happened, not the day the police wrote it up.',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(has('rape')), 'latest'),
  },
  {
    notebook: 'a',
    question:
      'My sister lives in Durban, so tell me: of all the KwaZulu-Natal incidents, what percentage ended with nobody arrested at all?',
    covers: ['share', 'conjunction'],
    expect: (rows) => percentOf(rows.filter(inProvince('KwaZulu-Natal')), notArrested),
  },
  {
    notebook: 'a',
    question:
      'And while I finish this pattern: how much, in rand, were the goods stolen in the Gauteng house robberies worth altogether?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 1, the harpist, on notebook b.
  {
    notebook: 'b',
    question:
      'Gently, province by province, like moving along the strings: which province had the greatest number of suspects arrested in total?',
    covers: ['ranking', 'people'],
    ...ranking(arrestedByProvince),
  },
  {
    notebook: 'b',
    question:
      'A quieter question, played in a minor key: how many people, in all, lost their lives in the Free State incidents?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(inProvince('Free State')))),
  },
  {
    notebook: 'b',
    question:
      'Before the first note, a date: when did the earliest rape in the Northern Cape happen, by the day of the incident?',
    covers: ['date'],
    expect: (rows) => dateAt(rowsWhere(rows, has('rape'), inProvince('Northern Cape')), 'earliest'),
  },
  {
    notebook: 'b',
    question:
      'Was anyone arrested in any poaching incident in Limpopo? Only a yes or a no, please, clean as a single plucked string.',
    covers: ['yes/no', 'conjunction'],
    expect: (rows) => yesNo(count(rows, has('poaching'), inProvince('Limpopo'), arrested) > 0),
  },
  {
    notebook: 'b',
    question:
      'Of the incidents in Mpumalanga, what percentage involved illegal possession of a firearm, to the nearest whole percent?',
    covers: ['share', 'restricted count'],
    expect: (rows) => percentOf(rows.filter(inProvince('Mpumalanga')), firearm),
  },

  // Voice 2, the archer, on notebook b.
  {
    notebook: 'b',
    question:
      'Best single end of the season: which one incident had the most suspects arrested, and where was it?',
    covers: ['ranking', 'slang', 'people'],
    ...largestIncident(
      () => true,
      (r) => r.num_suspects_arrested,
    ),
  },
  {
    notebook: 'b',
    question: 'Tally for the 2023 season: how many incidents took place in 2023, by the incident date?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, inYear(2023))),
  },
  {
    notebook: 'b',
    question:
      'How many police officers took an arrow, so to speak, i.e. were among the victims, across all the incidents?',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_police', rows)),
  },
  {
    notebook: 'b',
    question:
      'From how many metres away were the shots fired in the Free State farm murders? Range matters in my sport.',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question: 'How many incidents had a charge of illegal firearm posession in the quiver, so to speak?',
    covers: ['restricted count', 'misspelling', 'slang'],
    expect: (rows) => number(count(rows, firearm)),
  },

  // Voice 3, the seamstress, on notebook b.
  {
    notebook: 'b',
    question:
      'Oh, it gives me the shivers, but tell me: how many incidents involved a kidnaping, all provinces together?',
    covers: ['restricted count', 'misspelling'],
    expect: (rows) => number(count(rows, has('kidnapping'))),
  },
  {
    notebook: 'b',
    question:
      "I'm pinning a hem for a lady from Kimberley: in the Northern Cape, of the victims whose sex is given, what percentage were women?",
    covers: ['share', 'people', 'conjunction'],
    expect: (rows) => femaleShare(rows.filter(inProvince('Northern Cape'))),
  },
  {
    notebook: 'b',
    question:
      'My gran grew up on a farm, bless her. When did the most recent incident on a farm happen, going by the day of the incident?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(onAFarm), 'latest'),
  },
  {
    notebook: 'b',
    question:
      'Same pattern as before, love: in the rape cases, how many of the victims were children, added up over all of them?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(has('rape')))),
  },
  {
    notebook: 'b',
    question:
      'Was it raining on the night of the Free State farm murders? The weather always gets into my fabric.',
    covers: ['refusal'],
    expect: refusal,
  },
];

export const fresh307QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH307_QUESTIONS, rows);
