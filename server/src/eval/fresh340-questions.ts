/**
 * The three-hundred-and-fortieth fresh question set (blind): thirty questions, fifteen about notebook
 * `a` and fifteen about notebook `b`, written without reading the analyst, the extractor or the other
 * question sets. Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each asks five questions of each notebook):
 * 1. A kayak guide on the Orange River near Upington: laid-back, lower case, river-town slang ("ja",
 *    "bru", "okes", "lekker", "eish", "ja or nee"), Upington and the Northern Cape as home turf, guests
 *    and overseas tourists on his mind, rhino poachers and stock thieves; long easy sentences.
 * 2. A waste-recycling collector in Tembisa who writes in short lines: clipped fragments ended by full
 *    stops, no capitals, misspellings ("kidnaping", "arrestd", "municipallity", "happend"), township
 *    words ("zama zamas", "ekurhuleni side"), Ekurhuleni and Gauteng first.
 * 3. A cinema usher in Pietermaritzburg: polite, chatty run-on sentences that mention the evening shift,
 *    the films and walking home, "Maritzburg" and "KZN", a question mark sometimes left off.
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Crime words: "murders" are `murder` alone (attempted murder is not one); "kidnapping"/"kidnaping" is
 *   `kidnapping`; "poaching" is `poaching`; "illegal mining" and "zama zamas" are `illegal mining`;
 *   "illegal guns" are `illegal firearm possession`; "cash in transit" robbery or heist is
 *   `cash-in-transit robbery`; "carjacking" is `carjacking` alone (not `truck hijacking`); "stock theft"
 *   is `stock theft`; "rape cases" are `rape` (not `sexual assault`).
 * - "The most common crime" ranks the vocabulary's categories by the number of incidents that hold each,
 *   the catch-all `other` left out.
 * - Dates are `event_date` alone: a row without one is in no year and no "since" window, and is never
 *   the first or the most recent; `published_date` is never read. "In 2019" is an `event_date` in that
 *   year; "since the start of 2023" is an `event_date` on or after 2023-01-01.
 * - People are sums of the stated figures: `victims_injured` (injured, got hurt), `victims_killed`
 *   (killed), `victims_children` (children who were victims), `victims_female` (female victims),
 *   `suspects_female` (suspects who were women), `num_suspects_arrested` (suspects arrested). A null
 *   (unstated) figure adds nothing.
 * - Places: a province is `province` ("KZN" and "KwaZulu-Natal" are one); "Ekurhuleni side" is the
 *   `Ekurhuleni` municipality; "near Upington" is a row whose `location` holds "Upington" (any case);
 *   "up here" for the Upington guide is the Northern Cape province. "Municipality" is `municipality`,
 *   rows without one left out, answered as written or without "City of".
 * - Shares: the share of incidents with illegal guns is over all the notebook's rows; the share of
 *   murder cases that "ended up with somebody arrested" is the murder rows with `arrest_made === true`
 *   over all murder rows (an unstated arrest stays in the denominator, never in the numerator). Both to
 *   the nearest whole percent.
 * - Lists: "which provinces had a carjacking" and "which provinces had illegal mining" are the distinct
 *   provinces of the rows holding that crime, each named once.
 * - Rankings (most common crime, KZN municipality with most incidents, province with most rapes,
 *   municipality with most incidents) each carry their tally; a tie at the top is an error in the
 *   question.
 * - Refusals: the ground truth holds no weapon calibres, no rand amounts taken, no victims' nationality
 *   or tourist status, no weights of stolen goods and no time of day; each of those is refused.
 */
import type { Expectation } from './answer-matching';
import {
  atPlace,
  type BlindQuestion,
  inMunicipality,
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
  municipalityNames,
  number,
  percentOf,
  refusal,
  sinceYear,
} from './ground-truth-questions';

const murder = has('murder');
const kidnapping = has('kidnapping');
const cit = has('cash-in-transit robbery');

/** The distinct provinces of the rows that pass, each once; none at all is an error in the question. */
function provincesWith(rows: readonly DevRow[], test: (r: DevRow) => boolean): Expectation {
  const provinces = [...new Set(rows.filter(test).map((r) => r.province))];
  if (provinces.length === 0) throw new Error('no province to list');
  return { kind: 'list', value: provinces };
}

/** Incidents per crime category of the vocabulary, the catch-all `other` left out. */
const crimeTally = (rows: readonly DevRow[]) =>
  tallyOf(
    rows.flatMap((r) => r.crimes.filter((crime) => crime !== 'other')),
    (crime) => crime,
  );
const kznMunicipalityTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(inProvince('KwaZulu-Natal')), (r) => r.municipality);
const rapeProvinceTally = (rows: readonly DevRow[]) => tallyOf(rows.filter(has('rape')), (r) => r.province);
const municipalityTally = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.municipality);

export const FRESH340_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the Orange River kayak guide, on notebook a.
  {
    notebook: 'a',
    question:
      'ja so between trips i was wondering how many murders there were in the Eastern Cape, proper murders bru not the attempted ones',
    covers: ['restricted count', 'conjunction', 'slang'],
    expect: (rows) => number(count(rows, murder, inProvince('Eastern Cape'))),
  },
  {
    notebook: 'a',
    question:
      'how many okes got injured altogether across all these incidents? a ballpark is not lekker, i want the actual number',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_injured', rows)),
  },
  {
    notebook: 'a',
    question: 'whats the most common crime in this whole lot, like which one keeps coming up the most',
    covers: ['ranking', 'misspelling'],
    ...ranking(crimeTally),
  },
  {
    notebook: 'a',
    question:
      'when did the first poaching case in here go down? the day it actually happened, not when the cops posted about it',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows.filter(has('poaching')), 'earliest'),
  },
  {
    notebook: 'a',
    question: 'eish those rhino poachers, what calibre rifles were they carrying in these cases',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the Tembisa recycling collector, on notebook a.
  {
    notebook: 'a',
    question: 'ekurhuleni side. kidnaping cases. how many',
    covers: ['conjunction', 'restricted count', 'misspelling'],
    expect: (rows) => number(count(rows, kidnapping, inMunicipality('Ekurhuleni'))),
  },
  {
    notebook: 'a',
    question: 'gauteng only. suspects arrestd. all of them together how many',
    covers: ['people', 'misspelling'],
    expect: (rows) => number(suspectsArrested(rows.filter(inProvince('Gauteng')))),
  },
  {
    notebook: 'a',
    question: 'zama zamas. any illegal mining case in ekurhuleni. yes or no',
    covers: ['yes/no', 'slang', 'conjunction'],
    expect: (rows) => yesNo(count(rows, has('illegal mining'), inMunicipality('Ekurhuleni')) > 0),
  },
  {
    notebook: 'a',
    question: 'illegal guns. out of all the incidents. what percent had them',
    covers: ['share', 'slang'],
    expect: (rows) => percentOf(rows, has('illegal firearm possession')),
  },
  {
    notebook: 'a',
    question: 'the cash in transit robbers. how much money they took. in rands',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the Pietermaritzburg cinema usher, on notebook a.
  {
    notebook: 'a',
    question:
      "I work the evening shift at a cinema in Maritzburg and I'm curious which municipality in KZN had the most incidents in these reports",
    covers: ['ranking', 'conjunction'],
    ...ranking(kznMunicipalityTally, municipalityNames),
  },
  {
    notebook: 'a',
    question:
      'Between screenings a colleague asked me how many female victims there were in KwaZulu-Natal altogether, could you tell me the number?',
    covers: ['people', 'conjunction'],
    expect: (rows) => number(peopleTotal('victims_female', rows.filter(inProvince('KwaZulu-Natal')))),
  },
  {
    notebook: 'a',
    question:
      'How many kidnappings took place in 2019, going by the date of the incident itself and not the date of the release',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, kidnapping, inYear(2019))),
  },
  {
    notebook: 'a',
    question: 'Which provinces had a carjacking? Just list them for me, I only need the province names.',
    covers: ['restricted count'],
    expect: (rows) => provincesWith(rows, has('carjacking')),
  },
  {
    notebook: 'a',
    question:
      'When was the most recent cash in transit heist in here, it honestly sounds like something out of a movie we would show',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows.filter(cit), 'latest'),
  },

  // Voice 1, the Orange River kayak guide, on notebook b.
  {
    notebook: 'b',
    question:
      'we paddle out of Upington so the Northern Cape is home turf, how many people were killed up here in total',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(inProvince('Northern Cape')))),
  },
  {
    notebook: 'b',
    question: 'ja bru, was there any stock theft near Upington in this lot? ja or nee',
    covers: ['yes/no', 'conjunction', 'slang'],
    expect: (rows) => yesNo(count(rows, has('stock theft'), atPlace('Upington')) > 0),
  },
  {
    notebook: 'b',
    question:
      'which province had the most rape cases, sad thing to ask but the guests keep asking me on the water',
    covers: ['ranking', 'restricted count'],
    ...ranking(rapeProvinceTally),
  },
  {
    notebook: 'b',
    question: 'of all the murder cases what percentage ended up with somebody arrested',
    covers: ['share', 'restricted count'],
    expect: (rows) => {
      const murders = rows.filter(murder);
      return percentage(count(murders, arrested), murders.length);
    },
  },
  {
    notebook: 'b',
    question: 'how many of the victims were overseas tourists? we get loads of them on the river',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the Tembisa recycling collector, on notebook b.
  {
    notebook: 'b',
    question: 'kidnapings in north west. how many cases',
    covers: ['conjunction', 'restricted count', 'misspelling'],
    expect: (rows) => number(count(rows, kidnapping, inProvince('North West'))),
  },
  {
    notebook: 'b',
    question: 'kids. victims that were children. total number',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_children', rows)),
  },
  {
    notebook: 'b',
    question: 'last murder in these. what date it happend',
    covers: ['date', 'misspelling'],
    expect: (rows) => dateAt(rows.filter(murder), 'latest'),
  },
  {
    notebook: 'b',
    question: 'copper cables stolen. how many kg. total',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question: 'which municipallity has the most incidents. the top one',
    covers: ['ranking', 'misspelling'],
    ...ranking(municipalityTally, municipalityNames),
  },

  // Voice 3, the Pietermaritzburg cinema usher, on notebook b.
  {
    notebook: 'b',
    question:
      'Since the start of 2023 how many murders have there been? Asking for a friend who watches far too many crime documentaries',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, murder, sinceYear(2023))),
  },
  {
    notebook: 'b',
    question:
      'How many of the suspects were women, I always assume the villain is a man because of the films we show',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('suspects_female', rows)),
  },
  {
    notebook: 'b',
    question: 'Which provinces had illegal mining cases in them, could you list them for me',
    covers: ['restricted count'],
    expect: (rows) => provincesWith(rows, has('illegal mining')),
  },
  {
    notebook: 'b',
    question: 'Was there ever a cash in transit robbery in the Free State in these reports?',
    covers: ['yes/no', 'conjunction'],
    expect: (rows) => yesNo(rowsWhere(rows, cit, inProvince('Free State')).length > 0),
  },
  {
    notebook: 'b',
    question:
      'What time of night did most of these attacks happen, the late show lets out around eleven and I walk home after',
    covers: ['refusal'],
    expect: refusal,
  },
];

export const fresh340QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH340_QUESTIONS, rows);
