/**
 * The three-hundred-and-thirtieth fresh question set (blind): thirty questions, fifteen put to notebook
 * `a` and fifteen to notebook `b`, written without looking at the analyst, the extractor or any other
 * question set but the sixty-sixth (whose file shape alone is copied). Each expectation is worked out
 * from the ground-truth rows of the question's own notebook, never typed in.
 *
 * The voices (each asks five questions of each notebook):
 * 1. A pigeon racer in Benoni who keeps a loft on the East Rand. He writes like he talks at the club:
 *    "lofts", "birds", "basketing", "clocked" (for counted or caught), "the East Rand" for Ekurhuleni,
 *    which he also misspells "Ekhuruleni". He cares about Gauteng and the provinces next door, about
 *    theft and about robberies, and drifts into hobby detail before getting to the point.
 * 2. A sign-language interpreter who signs the evening news. Her English is plain and careful; she
 *    repeats the key word of a question for emphasis ("June. June in any year."), asks about months,
 *    weekdays and years, and likes to ask "how many in total".
 * 3. A spaza shop owner in Umlazi. Short, practical asks in township talk ("tsotsis" for criminals,
 *    "amaphoyisa" for the police, "eish"), worried about business robberies, extortion and killings in
 *    KZN; he spells "extorsion" and "bussiness" and rarely bothers with a question mark.
 *
 * The readings chosen (one row is one incident; a crime word counts the rows whose `crimes` hold the
 * category it maps to):
 * - Dates are `event_date` alone: a row without one falls in no month, weekday, year or weekend and is
 *   never the earliest or latest; `published_date` is never read. "June in any year" is the month of
 *   `event_date` in every year; a weekend is a Saturday or Sunday of `event_date`.
 * - "Robberies" (of any kind) are `armed robbery`, `robbery`, `house robbery`, `business robbery` and
 *   `cash-in-transit robbery`; `carjacking` and `truck hijacking` are not robberies here. "Business
 *   robbery" (a shop, a tuck-shop, a spaza) is `business robbery` alone. "Theft in any shape" is `theft`,
 *   `stock theft` or `vehicle theft` (not burglary, not a robbery); "stock theft" is `stock theft`.
 *   "Murder" is `murder` alone: `attempted murder` is not a murder, and "attempted murder" is its own
 *   category. "Extortion" is `extortion`; "rape" is `rape`.
 * - "The East Rand" and "Ekhuruleni" are the `Ekurhuleni` municipality; a Gauteng municipality ranking
 *   counts Gauteng rows by `municipality`, leaving rows without one out. KZN is `KwaZulu-Natal`.
 * - People are sums of the stated figures, a null (unstated) figure adding nothing: "killed" is
 *   `victims_killed`, "female victims" is `victims_female`, "arrested" / "locked up" / "clocked in
 *   custody" is `num_suspects_arrested`.
 * - "No arrest" / "nobody arrested" is a stated `arrest_made === false` (an unstated arrest is neither).
 * - Shares: the share of incidents with attempted murder is over all of notebook `a`'s rows; the share
 *   of KZN incidents that were murders is over the KwaZulu-Natal rows only; the share with no arrest is
 *   over all of notebook `b`'s rows. Each is to the nearest whole percent.
 * - Rankings (Gauteng municipality with most incidents, province with most suspects arrested, province
 *   with most suspects arrested in extortion cases) carry their tally; a tie at the top, or nothing to
 *   rank, is an error in the question.
 * - Refusals (two per notebook): the ground truth holds no count of birds or animals stolen and no rand
 *   amount taken in a robbery (notebook `a`), and no time of day and no amount of protection money
 *   demanded (notebook `b`).
 */
import {
  anyCrime,
  type BlindQuestion,
  femaleVictims,
  inMunicipality,
  peopleTotal,
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
  month,
  notArrested,
  number,
  percentOf,
  refusal,
  weekday,
  weekend,
} from './ground-truth-questions';

/** A robbery of any kind; carjacking and truck hijacking are not among them. */
const robbery = anyCrime(
  'armed robbery',
  'robbery',
  'house robbery',
  'business robbery',
  'cash-in-transit robbery',
);
/** Theft in any shape: plain, stock or vehicle theft; burglary and robbery are not among them. */
const theftOfAnyShape = anyCrime('theft', 'stock theft', 'vehicle theft');
const murder = has('murder');
const businessRobbery = has('business robbery');
const extortion = has('extortion');
const eastRand = inMunicipality('Ekurhuleni');
const kzn = inProvince('KwaZulu-Natal');

const gautengMunicipalityTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(inProvince('Gauteng')), (r) => r.municipality);
const arrestsByProvince = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_suspects_arrested ?? 0,
  );
const extortionArrestsByProvince = (rows: readonly DevRow[]) => arrestsByProvince(rows.filter(extortion));

export const FRESH330_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the pigeon racer, on notebook a.
  {
    notebook: 'a',
    question:
      'I keep a loft in Benoni so the East Rand is my patch. How many incidents in total were clocked in Ekhuruleni in these releases?',
    covers: ['restricted count', 'slang', 'misspelling'],
    expect: (rows) => number(count(rows, eastRand)),
  },
  {
    notebook: 'a',
    question:
      'Robberies in Gauteng - house, business, cash-in-transit, the lot - how many suspects did the cops lock up across all of them',
    covers: ['people', 'conjunction', 'restricted count'],
    expect: (rows) => number(suspectsArrested(rowsWhere(rows, robbery, inProvince('Gauteng')))),
  },
  {
    notebook: 'a',
    question:
      'Guys at the club reckon theft is out of control round the lofts. Was there any theft case on the East Rand at all? Yes or no.',
    covers: ['yes/no', 'slang', 'conjunction'],
    expect: (rows) => yesNo(count(rows, has('theft'), eastRand) > 0),
  },
  {
    notebook: 'a',
    question: 'Which Gauteng municipality clocked the most incidents?',
    covers: ['ranking', 'slang'],
    ...ranking(gautengMunicipalityTally, (key) => [key, key.replace(/^City of /, '')]),
  },
  {
    notebook: 'a',
    question:
      'Had two young cocks and a hen lifted from my loft before basketing last season. How many racing pigeons or other birds were stolen in total in these cases?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the sign-language interpreter, on notebook a.
  {
    notebook: 'a',
    question: 'How many incidents in total happened in June? June, in any year.',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, (r) => month(r) === 6)),
  },
  {
    notebook: 'a',
    question: 'How many incidents took place on a Friday? On a Friday, how many in total',
    covers: ['calendar'],
    expect: (rows) => number(count(rows, (r) => weekday(r) === 'Friday')),
  },
  {
    notebook: 'a',
    question: 'In 2022, how many people were killed in total? Killed, in the year 2022.',
    covers: ['people', 'calendar'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(inYear(2022)))),
  },
  {
    notebook: 'a',
    question: 'What was the date of the earliest murder? The earliest murder, please.',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(murder), 'earliest'),
  },
  {
    notebook: 'a',
    question:
      'What percentage of all the incidents involved attempted murder? Attempted murder, not murder. A percentage of all incidents.',
    covers: ['share'],
    expect: (rows) => percentOf(rows, has('attempted murder')),
  },

  // Voice 3, the spaza shop owner, on notebook a.
  {
    notebook: 'a',
    question: 'eish these tsotsis and their extorsion. how many extorsion cases in KZN and Gauteng together',
    covers: ['restricted count', 'conjunction', 'slang', 'misspelling'],
    expect: (rows) => number(count(rows, extortion, (r) => kzn(r) || inProvince('Gauteng')(r))),
  },
  {
    notebook: 'a',
    question: 'KZN murders - how many suspects did amaphoyisa arrest in total?',
    covers: ['people', 'restricted count', 'slang'],
    expect: (rows) => number(suspectsArrested(rowsWhere(rows, murder, kzn))),
  },
  {
    notebook: 'a',
    question: 'Here in eThekwini, any case where amaphoyisa arrested nobody? yes or no',
    covers: ['yes/no', 'slang'],
    expect: (rows) => yesNo(count(rows, inMunicipality('eThekwini'), notArrested) > 0),
  },
  {
    notebook: 'a',
    question: 'Of all the KZN incidents, what percent were murders',
    covers: ['share'],
    expect: (rows) => percentOf(rows.filter(kzn), murder),
  },
  {
    notebook: 'a',
    question: 'eish how much money did the tsotsis take in the bussiness robberies, rand total',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 1, the pigeon racer, on notebook b.
  {
    notebook: 'b',
    question:
      'Theft in any shape - plain theft, stock theft, cars pinched - how many incidents got clocked altogether?',
    covers: ['restricted count', 'slang'],
    expect: (rows) => number(count(rows, theftOfAnyShape)),
  },
  {
    notebook: 'b',
    question:
      'Mpumalanga is just over the hill from the East Rand where I fly my birds. How many robberies were there in Mpumalanga? Armed, business, house, CIT, ordinary - all of them, but not hijackings.',
    covers: ['restricted count', 'conjunction', 'slang'],
    expect: (rows) => number(count(rows, robbery, inProvince('Mpumalanga'))),
  },
  {
    notebook: 'b',
    question: 'Which province had the most suspects clocked in custody, all incidents added up?',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(arrestsByProvince),
  },
  {
    notebook: 'b',
    question: 'When was the last stock theft? The date it happened, not when the police put it out.',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(has('stock theft')), 'latest'),
  },
  {
    notebook: 'b',
    question:
      'I basket the birds before sunrise and the yard is dark. At what time of day do most of these robberies happen?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the sign-language interpreter, on notebook b.
  {
    notebook: 'b',
    question: 'How many incidents in total happened in July? July, in any year.',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, (r) => month(r) === 7)),
  },
  {
    notebook: 'b',
    question: 'How many incidents in total were there in 2023 and 2024 together? 2023 and 2024, both years.',
    covers: ['calendar', 'conjunction'],
    expect: (rows) => number(count(rows, (r) => inYear(2023)(r) || inYear(2024)(r))),
  },
  {
    notebook: 'b',
    question: 'How many rapes happened on a weekend? On a Saturday or a Sunday.',
    covers: ['calendar', 'restricted count', 'conjunction'],
    expect: (rows) => number(count(rows, has('rape'), weekend)),
  },
  {
    notebook: 'b',
    question: 'How many female victims were there in total? Female victims. In total.',
    covers: ['people'],
    expect: (rows) => number(femaleVictims(rows)),
  },
  {
    notebook: 'b',
    question:
      'What percentage of the incidents ended with no arrest at all? No arrest. As a percentage of all incidents',
    covers: ['share'],
    expect: (rows) => percentOf(rows, notArrested),
  },

  // Voice 3, the spaza shop owner, on notebook b.
  {
    notebook: 'b',
    question: 'how many bussiness robberies in total',
    covers: ['restricted count', 'misspelling'],
    expect: (rows) => number(count(rows, businessRobbery)),
  },
  {
    notebook: 'b',
    question: 'extorsion cases - which province did amaphoyisa arrest the most suspects?',
    covers: ['ranking', 'people', 'slang', 'misspelling'],
    ...ranking(extortionArrestsByProvince),
  },
  {
    notebook: 'b',
    question: 'eish any tuck-shop or bussiness robbed in Northern Cape? yes/no',
    covers: ['yes/no', 'conjunction', 'misspelling', 'slang'],
    expect: (rows) => yesNo(count(rows, businessRobbery, inProvince('Northern Cape')) > 0),
  },
  {
    notebook: 'b',
    question: 'How many people did the tsotsis kill in the bussiness robberies?',
    covers: ['people', 'slang', 'misspelling'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(businessRobbery))),
  },
  {
    notebook: 'b',
    question: 'the extorsion gangs - how much protection money they want from shops every month',
    covers: ['refusal', 'misspelling'],
    expect: refusal,
  },
];

export const fresh330QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH330_QUESTIONS, rows);
