/**
 * The three-hundred-and-thirty-fifth fresh question set (blind): thirty questions, fifteen about
 * notebook `a` and fifteen about notebook `b`, written without reading the analyst, the extractor or
 * the other question sets. Every expectation is computed from the ground-truth rows of the question's
 * notebook.
 *
 * The voices (each asks five questions of each notebook):
 * 1. A cricket coach at a Paarl high school: worried about the kids in his teams and the Boland
 *    towns around him, talks in cricket terms ("top of the log", "batting top", "innings"), a bit of
 *    Afrikaans ("ja", "boet", "lekker"), lower case and no question marks half the time.
 * 2. A funeral parlour receptionist in Welkom: thinks about the deceased and their families, the
 *    Free State first, types quickly between calls with misspellings ("pepole", "murdur", "happend",
 *    "wen", "kidnaping", "polise") and run-on sentences.
 * 3. A parking warden in Durban's city centre: cars and hijackings on his mind, texting shorthand
 *    ("hw many", "wat", "u", "n", "y/n", "bru", "eish"), local slang ("zama zamas"), no full stops.
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone ("the day it actually happened"): a row without one is outside every
 *   year, "since" window and weekend, and is never the earliest or latest; `published_date`
 *   is never read. A weekend is a Saturday or Sunday of `event_date`. "From 2020 onwards" is an
 *   `event_date` on or after 2020-01-01.
 * - "Murders" are `murder` alone: attempted murder and culpable homicide are not murders.
 *   "Hijackings" ("cars n trucks hijacked") are `carjacking` and `truck hijacking`; "cars or trucks
 *   hijacked or stolen" adds `vehicle theft` (plain `theft` is not a vehicle). "Kidnapping" is
 *   `kidnapping`; "zama zamas" are `illegal mining`; "rape cases" are `rape`; "attempted murder" is
 *   `attempted murder`.
 * - People are sums of the stated figures: `victims_killed` (died, killed, lost their lives),
 *   `victims_children` (kids, children as victims), `victims_female` (women and girls as victims),
 *   `victims_police` (police officers among the victims), `num_suspects_arrested` (suspects arrested).
 *   A null (unstated) figure adds nothing.
 * - "Incidents where at least one person died" are rows whose stated `victims_killed` is above zero;
 *   their share is over every row of the notebook (an unstated figure counts in the whole, not the
 *   part), to the nearest whole percent.
 * - "Murder cases where someone was arrested" are murder rows with `arrest_made === true`, as a share
 *   of all murder rows (an unstated arrest counts in the whole, not the part), nearest whole percent.
 * - "Nobody arrested" is `arrest_made === false` (an unstated arrest is not a "nobody").
 * - The share of victims who were women is the sum of `victims_female` over the sum of `victims_female`
 *   and `victims_male` (nulls add nothing), to the nearest whole percent.
 * - Places: "the Western Cape", "KZN", "the Free State", "the Northern Cape", "Mpumalanga" are the
 *   `province`; "the Swartland" is the `Swartland` municipality; "Durban itself" is the `eThekwini`
 *   municipality. "Which municipality got the most incidents" counts rows by `municipality`, rows
 *   without one left out, answered as written or without "City of". KwaZulu-Natal may be answered as
 *   "KZN".
 * - Rankings (province with most murders, municipality with most incidents, province with most
 *   suspects arrested) each carry their tally; a tie at the top is an error in the question.
 * - Lists are the distinct provinces that pass, sorted by name: provinces with a police officer among
 *   the stated victims (`victims_police` above zero), and provinces with a carjacking, truck hijacking
 *   or vehicle theft; an empty list is an error in the question.
 * - Refusals: the ground truth holds no firearm calibre or weapon type, no names of the dead or of
 *   anyone else, no rand amounts stolen, and no time of day of an incident.
 */
import type { Expectation } from './answer-matching';
import {
  anyCrime,
  type BlindQuestion,
  femaleVictims,
  inMunicipality,
  kznProvinceNames,
  maleVictims,
  peopleTotal,
  percentage,
  ranking,
  rowsWhere,
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
  notArrested,
  number,
  percentOf,
  refusal,
  sinceYear,
  weekend,
} from './ground-truth-questions';

const murder = has('murder');
/** A hijacking: of a car or of a truck. */
const hijacking = anyCrime('carjacking', 'truck hijacking');
/** A vehicle hijacked or stolen; plain theft is not one. */
const vehicleTakenCrime = anyCrime('carjacking', 'truck hijacking', 'vehicle theft');
const diedInIt = (r: DevRow) => (r.victims_killed ?? 0) > 0;
const policeAmongVictims = (r: DevRow) => (r.victims_police ?? 0) > 0;

/** The distinct provinces of the rows that pass, sorted by name; none is an error in the question. */
function provincesWhere(rows: readonly DevRow[], test: (r: DevRow) => boolean): Expectation {
  const provinces = [...new Set(rows.filter(test).map((r) => r.province))].sort();
  if (provinces.length === 0) throw new Error('no province to list');
  return { kind: 'list', value: provinces };
}

const murderProvinceTally = (rows: readonly DevRow[]) => tallyOf(rows.filter(murder), (r) => r.province);
const municipalityTally = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.municipality);
const arrestsByProvince = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_suspects_arrested ?? 0,
  );

export const FRESH335_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the Paarl cricket coach, on notebook a.
  {
    notebook: 'a',
    question:
      'coaching the u/15s in Paarl and the parents keep asking me, how many kids were victims in the Western Cape incidents all added up',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(inProvince('Western Cape')))),
  },
  {
    notebook: 'a',
    question: 'Which province is top of the log for murders? most murder cases, not attempted ones',
    covers: ['ranking', 'slang'],
    ...ranking(murderProvinceTally, kznProvinceNames),
  },
  {
    notebook: 'a',
    question:
      'when was the very first kidnapping in these reports, the day it actually happened not the day the cops put the statement out',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(has('kidnapping')), 'earliest'),
  },
  {
    notebook: 'a',
    question: 'ja so was there any murder in the Swartland municipality? just up the road from us boet',
    covers: ['yes/no', 'conjunction', 'slang'],
    expect: (rows) => yesNo(count(rows, murder, inMunicipality('Swartland')) > 0),
  },
  {
    notebook: 'a',
    question: 'what calibre gun was used most in the Cape Town shootings, 9mm or what',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the Welkom funeral parlour receptionist, on notebook a.
  {
    notebook: 'a',
    question: 'how many pepole died altogether in the KZN cases',
    covers: ['people', 'restricted count', 'misspelling'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(inProvince('KwaZulu-Natal')))),
  },
  {
    notebook: 'a',
    question:
      'out of all the murdur cases what percentage had someone arrested for it, the familys always ask us if anyone was caught',
    covers: ['share', 'misspelling'],
    expect: (rows) => percentOf(rows.filter(murder), arrested),
  },
  {
    notebook: 'a',
    question: 'How many murders happend in 2022',
    covers: ['calendar', 'restricted count', 'misspelling'],
    expect: (rows) => number(count(rows, murder, inYear(2022))),
  },
  {
    notebook: 'a',
    question:
      'can u give me the names of the deceased from the Eastern Cape shootings so i can check them against our bookings',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question:
      'which provinces had a polise officer as one of the victims, we did a police funeral last month',
    covers: ['people', 'misspelling'],
    expect: (rows) => provincesWhere(rows, policeAmongVictims),
  },

  // Voice 3, the Durban parking warden, on notebook a.
  {
    notebook: 'a',
    question: 'hw many hijackings altogether cars n trucks',
    covers: ['restricted count', 'slang', 'misspelling'],
    expect: (rows) => number(count(rows, hijacking)),
  },
  {
    notebook: 'a',
    question: 'any car or truck hijacking in Durban itself, eThekwini? y/n',
    covers: ['yes/no', 'conjunction', 'slang'],
    expect: (rows) => yesNo(count(rows, hijacking, inMunicipality('eThekwini')) > 0),
  },
  {
    notebook: 'a',
    question: 'bru which municipality got the most incidents in here',
    covers: ['ranking', 'slang'],
    ...ranking(municipalityTally, municipalityNames),
  },
  {
    notebook: 'a',
    question: 'last time somebody got carjacked wat date was that',
    covers: ['date', 'slang', 'misspelling'],
    expect: (rows) => dateAt(rows.filter(has('carjacking')), 'latest'),
  },
  {
    notebook: 'a',
    question: 'wat % of the victims was women, only where they say if its a man or a woman',
    covers: ['share', 'people', 'misspelling'],
    expect: (rows) => {
      const female = femaleVictims(rows);
      return percentage(female, female + maleVictims(rows));
    },
  },

  // Voice 1, the Paarl cricket coach, on notebook b.
  {
    notebook: 'b',
    question: 'how many children were victims in the rape cases, it worries me with the juniors',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(has('rape')))),
  },
  {
    notebook: 'b',
    question: 'Which province is batting top for arrests, most suspects arrested when you add them all up?',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(arrestsByProvince),
  },
  {
    notebook: 'b',
    question: 'how many of the incidents happened on a weekend, sat or sun, when we play our fixtures',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, weekend)),
  },
  {
    notebook: 'b',
    question: 'was there any attempted murder in the Northern Cape',
    covers: ['yes/no', 'conjunction'],
    expect: (rows) => yesNo(count(rows, has('attempted murder'), inProvince('Northern Cape')) > 0),
  },
  {
    notebook: 'b',
    question:
      'lekker question for you, how much money in rands did the robbers get away with in the business robberies',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },

  // Voice 2, the Welkom funeral parlour receptionist, on notebook b.
  {
    notebook: 'b',
    question: 'how many people was killed in the free state altogether, thats our area',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(inProvince('Free State')))),
  },
  {
    notebook: 'b',
    question: 'wen was the last murdur in the Free State, the date of the actual killing',
    covers: ['date', 'misspelling'],
    expect: (rows) => dateAt(rowsWhere(rows, murder, inProvince('Free State')), 'latest'),
  },
  {
    notebook: 'b',
    question: 'what percent of all the incidents had at least one person die',
    covers: ['share', 'people'],
    expect: (rows) => percentOf(rows, diedInIt),
  },
  {
    notebook: 'b',
    question:
      'what time of the day or night did the murders in Limpopo happen, families want to know if it was at night',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question: 'how many of the cases was a murder and a kidnaping both in the same incident',
    covers: ['conjunction', 'restricted count', 'misspelling'],
    expect: (rows) => number(count(rows, murder, has('kidnapping'))),
  },

  // Voice 3, the Durban parking warden, on notebook b.
  {
    notebook: 'b',
    question: 'which provinces had cars or trucks hijacked or stolen, list them',
    covers: ['restricted count'],
    expect: (rows) => provincesWhere(rows, vehicleTakenCrime),
  },
  {
    notebook: 'b',
    question: 'eish which municipality had the most incidents',
    covers: ['ranking', 'slang'],
    ...ranking(municipalityTally, municipalityNames),
  },
  {
    notebook: 'b',
    question: 'first time the zama zamas got caught in here, wat date',
    covers: ['date', 'slang', 'misspelling'],
    expect: (rows) => dateAt(rows.filter(has('illegal mining')), 'earliest'),
  },
  {
    notebook: 'b',
    question: 'hw many women n girls were victims in the Northern Cape',
    covers: ['people', 'restricted count', 'slang'],
    expect: (rows) => number(peopleTotal('victims_female', rows.filter(inProvince('Northern Cape')))),
  },
  {
    notebook: 'b',
    question: 'from 2020 onwards hw many cases still got nobody arrested',
    covers: ['calendar', 'conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, notArrested, sinceYear(2020))),
  },
];

export const fresh335QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH335_QUESTIONS, rows);
