/**
 * The hundred-and-eighty-first fresh question set (blind): thirty questions, fifteen about notebook `a`
 * and fifteen about notebook `b`, written without reading the analyst, the extractor or the other
 * question sets. Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. The stock-theft desk of a Free State agricultural union: stock theft, farms and arrests by
 *    province, municipality and year; terse, desk shorthand ("FS", "y/n", "pls") and Sesotho words:
 *    "dikgomo" (cattle), "dinku" (sheep), "dipudi" (goats), "masholu" (thieves), "mapolesa" (police),
 *    "dipolasi" (farms), "selemo" (year), "dumela" / "ke a leboha" (hello / thank you); a typo or two
 *    ("stok theft", "arested").
 * 2. A human-rights lawyer: deaths involving police officers, police officers as victims and suspects
 *    shot by the police, keeping the two apart; formal, precise, defines her terms.
 * 3. A primary-school teacher preparing a lesson: very simple questions in simple words, who now and then
 *    uses a wrong word and corrects herself ("stories, I mean incidents", "Limpopo - no, Mpumalanga");
 *    a typo or two ("kidnaping", "happend").
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is outside every year and "from 2020 onwards"
 *   window, and is never the earliest or latest; `published_date` is never read. "Selemo 2023" is the
 *   calendar year of `event_date`.
 * - "Stock theft" (dikgomo, dinku, dipudi alike) is `stock theft`; "murder" / "a murder charge" is
 *   `murder` (attempted murder and culpable homicide are not); "kidnapping" is `kidnapping`; "rape" is
 *   `rape`. "The crime that happened the most" is the category held by the most rows, the catch-all
 *   `other` left out, named as in the vocabulary.
 * - A farm incident ("on dipolasi") is a row whose `location` holds the word "farm" (any case),
 *   whatever its crimes. "District" is not asked; "municipality" is `municipality` (rows without one left
 *   out), answered as written or without "City of". A province is `province`; "FS" is the Free State.
 * - An arrest ("the mapolesa arrested someone", "the police caught someone", "ended with an arrest") is
 *   `arrest_made === true`; an unstated `arrest_made` is not an arrest. A share of incidents is over all
 *   the rows selected, to the nearest whole percent. "How many masholu/suspects were arrested" is the
 *   sum of `num_suspects_arrested` (an unstated figure adds nothing).
 * - People are sums of the stated figures (a null adds nothing): `victims_female` ("girls and women",
 *   female victims), `victims_male` ("boys and men", male victims), `victims_killed` (people killed),
 *   `victims_police` (police officers who were victims, on or off duty).
 * - The lawyer's distinction: a police officer who was a victim is counted by `victims_police` alone.
 *   Suspects shot dead by the police are not victims: they are not in `victims_killed` and not in any
 *   figure here, so "people killed" counts the victims of the crimes only. "An incident in which a police
 *   officer was a victim" is a row with `victims_police` above 0; "people killed in such incidents" is
 *   the sum of `victims_killed` over those rows (officers and others alike).
 * - "How many more X than Y" is the difference of the two counts; X must have more. "Which provinces
 *   had X" is the list of distinct provinces of the rows with X (every one must be named).
 * - Rankings (Free State municipality with most incidents, province with most police victims, province
 *   with most incidents, most common crime) each carry their tally; a tie at the top is an error in the
 *   question.
 * - Refusals: the ground truth holds no civil claims against the Minister of Police and no court
 *   outcomes (convictions) of the suspects arrested.
 */

import type { Expectation } from './answer-matching';
import {
  atPlace,
  type BlindQuestion,
  kznProvinceNames,
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
  crimeNames,
  dateAt,
  excessOf,
  has,
  inProvince,
  inYear,
  municipalityNames,
  number,
  percentOf,
  refusal,
  sinceYear,
  sum,
} from './ground-truth-questions';

const stockTheft = has('stock theft');
/** An incident the release places on a farm. */
const onAFarm = atPlace('farm');
const freeState = inProvince('Free State');
/** An incident with at least one police officer among its victims. */
const policeVictim = (r: DevRow) => (r.victims_police ?? 0) > 0;

/** The distinct provinces of the rows, as a list every item of which an answer must name. */
function provincesOf(rows: readonly DevRow[]): Expectation {
  const provinces = [...new Set(rows.map((r) => r.province))].sort();
  if (provinces.length === 0) throw new Error('no province to list');
  return { kind: 'list', value: provinces };
}

const freeStateMunicipalityTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(freeState), (r) => r.municipality);
const provinceTally = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.province);
const crimeTally = (rows: readonly DevRow[]) =>
  tallyOf(
    rows.flatMap((r) => r.crimes.filter((crime) => crime !== 'other')),
    (crime) => crime,
  );

export const FRESH181_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the Free State stock-theft desk, on notebook a.
  {
    notebook: 'a',
    question:
      'Dumela. How many stok theft cases in this notebook? dikgomo, dinku, dipudi - all of them count',
    covers: ['restricted count', 'slang', 'misspelling'],
    expect: (rows) => number(count(rows, stockTheft)),
  },
  {
    notebook: 'a',
    question: 'For those stock theft cases, how many masholu did the mapolesa arrest in total?',
    covers: ['people', 'restricted count', 'slang'],
    expect: (rows) => number(suspectsArrested(rows.filter(stockTheft))),
  },
  {
    notebook: 'a',
    question: 'Which provinces had stock theft? list them all pls',
    covers: ['restricted count'],
    expect: (rows) => provincesOf(rows.filter(stockTheft)),
  },
  {
    notebook: 'a',
    question: 'Eastern Cape: what % of the incidents ended with the mapolesa arresting someone?',
    covers: ['share', 'conjunction', 'slang'],
    expect: (rows) => percentOf(rows.filter(inProvince('Eastern Cape')), arrested),
  },
  {
    notebook: 'a',
    question: 'Any stock theft case from the FS in these releases? y/n',
    covers: ['yes/no', 'conjunction', 'slang'],
    expect: (rows) => yesNo(count(rows, stockTheft, freeState) > 0),
  },

  // Voice 2, the human-rights lawyer, on notebook a.
  {
    notebook: 'a',
    question:
      'What is the total number of police officers, on duty or off duty, recorded as victims across these incidents? Please count only officers who were themselves victims, not suspects.',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_police', rows)),
  },
  {
    notebook: 'a',
    question: 'In how many distinct incidents was at least one police officer among the victims?',
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, policeVictim)),
  },
  {
    notebook: 'a',
    question:
      'How many people were killed in the Eastern Cape in incidents from 2020 onwards? Count only the victims of the crimes; suspects shot dead by the police are not victims for this purpose.',
    covers: ['people', 'conjunction', 'calendar'],
    expect: (rows) =>
      number(peopleTotal('victims_killed', rowsWhere(rows, inProvince('Eastern Cape'), sinceYear(2020)))),
  },
  {
    notebook: 'a',
    question:
      'Did any incident in which a police officer was a victim take place in KwaZulu-Natal? A yes or no will suffice.',
    covers: ['yes/no', 'conjunction'],
    expect: (rows) => yesNo(count(rows, policeVictim, inProvince('KwaZulu-Natal')) > 0),
  },
  {
    notebook: 'a',
    question:
      'In how many of these matters has a civil claim for damages been instituted against the Minister of Police?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the primary-school teacher, on notebook a.
  {
    notebook: 'a',
    question:
      'How many stories are about kidnaping? Sorry, not stories, I mean incidents. How many incidents had a kidnapping?',
    covers: ['restricted count', 'misspelling'],
    expect: (rows) => number(count(rows, has('kidnapping'))),
  },
  {
    notebook: 'a',
    question:
      'How many girls and women were hurt? Oh wait, not only hurt - I mean all the female victims. How many altogether?',
    covers: ['people'],
    expect: (rows) => number(sum(rows.map((r) => r.victims_female))),
  },
  {
    notebook: 'a',
    question: 'Which province had the most incidents?',
    covers: ['ranking'],
    ...ranking(provinceTally, kznProvinceNames),
  },
  {
    notebook: 'a',
    question:
      'When did the oldest one happen? I mean the incident with the earliest date, not the oldest person.',
    covers: ['date'],
    expect: (rows) => dateAt(rows, 'earliest'),
  },
  {
    notebook: 'a',
    question: 'Were there more murders than rapes? How many more murders?',
    covers: ['restricted count'],
    expect: (rows) => excessOf(rows, has('murder'), has('rape')),
  },

  // Voice 1, the Free State stock-theft desk, on notebook b.
  {
    notebook: 'b',
    question: 'FS only - how many stock theft cases? ke a leboha',
    covers: ['restricted count', 'conjunction', 'slang'],
    expect: (rows) => number(count(rows, stockTheft, freeState)),
  },
  {
    notebook: 'b',
    question: 'Incidents on dipolasi (farms) in the Free State: total suspects arested?',
    covers: ['people', 'conjunction', 'slang', 'misspelling'],
    expect: (rows) => number(suspectsArrested(rowsWhere(rows, onAFarm, freeState))),
  },
  {
    notebook: 'b',
    question: 'Which municipality in the FS had the most incidents, any crime?',
    covers: ['ranking', 'slang'],
    ...ranking(freeStateMunicipalityTally, municipalityNames),
  },
  {
    notebook: 'b',
    question: 'Latest date of a stock theft where the mapolesa actually arrested somebody?',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rowsWhere(rows, stockTheft, arrested), 'latest'),
  },
  {
    notebook: 'b',
    question: 'Free State incidents, selemo 2023 vs selemo 2022 - how many more in 2023?',
    covers: ['calendar', 'conjunction', 'slang'],
    expect: (rows) =>
      excessOf(
        rows,
        (r) => freeState(r) && inYear(2023)(r),
        (r) => freeState(r) && inYear(2022)(r),
      ),
  },

  // Voice 2, the human-rights lawyer, on notebook b.
  {
    notebook: 'b',
    question:
      'Considering only incidents in which at least one police officer was a victim, how many people in total were killed? I mean persons killed by the perpetrators, not suspects killed by the police.',
    covers: ['people', 'conjunction'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(policeVictim))),
  },
  {
    notebook: 'b',
    question:
      'Which province records the highest number of police officers as victims of crime (as opposed to suspects shot by the police)?',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_police')),
  },
  {
    notebook: 'b',
    question:
      'Of the incidents involving a murder charge, what percentage had at least one police officer among the victims?',
    covers: ['share', 'conjunction'],
    expect: (rows) => {
      const murders = rows.filter(has('murder'));
      return percentage(murders.filter(policeVictim).length, murders.length);
    },
  },
  {
    notebook: 'b',
    question: 'What is the date of the earliest incident in which a police officer was a victim?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(policeVictim), 'earliest'),
  },
  {
    notebook: 'b',
    question:
      'Of the suspects arrested for attacks on police officers, how many have since been convicted in court?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the primary-school teacher, on notebook b.
  {
    notebook: 'b',
    question:
      'How many incidents were there in Limpopo in 2022 - no sorry, I mean Mpumalanga. Mpumalanga in 2022?',
    covers: ['conjunction', 'calendar'],
    expect: (rows) => number(count(rows, inProvince('Mpumalanga'), inYear(2022))),
  },
  {
    notebook: 'b',
    question: 'How many boys and men were the victims? I mean the male victims, all added up.',
    covers: ['people'],
    expect: (rows) => number(sum(rows.map((r) => r.victims_male))),
  },
  {
    notebook: 'b',
    question:
      'In how many of the incidents did the police catch someone? As a percent please, not the number.',
    covers: ['share'],
    expect: (rows) => percentOf(rows, arrested),
  },
  {
    notebook: 'b',
    question: 'Which crime happend the most? The most common crime.',
    covers: ['ranking', 'misspelling'],
    ...ranking(crimeTally, crimeNames),
  },
  {
    notebook: 'b',
    question:
      'Please name all the provinces where there was a rape. Sorry, I mean where a rape case was reported.',
    covers: ['restricted count'],
    expect: (rows) => provincesOf(rows.filter(has('rape'))),
  },
];

export const fresh181QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH181_QUESTIONS, rows);
