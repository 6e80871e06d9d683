/**
 * The three-hundred-and-forty-fifth fresh question set (blind): thirty questions, fifteen about
 * notebook `a` and fifteen about notebook `b`, written without reading the analyst, the extractor or
 * the other question sets. Every expectation is computed from the ground-truth rows of the question's
 * notebook.
 *
 * The voices (each asks five questions of each notebook):
 * 1. A golf caddie in George: quick, lower case, no question marks half the time, golf and local slang
 *    ("top of the leaderboard", "leads the field", "the whole card", "okes", "nabbed", "boss", "y/n",
 *    "cit heists").
 * 2. A street vendor in Durban's Warwick Junction typing on a phone between customers: many
 *    misspellings ("hw", "pipl", "kild", "provinses", "kidnaping", "munisipality", "incidens", "polise",
 *    "childrin", "tranzit"), "KZN", no capitals or question marks.
 * 3. A retired astronomer in Sutherland: long, precise sentences with qualifications about which date
 *    is meant, how figures are summed and what is counted once.
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category, each incident once however many of the categories it holds):
 * - Dates are `event_date` alone: a row without one is outside every year, month range and "before"
 *   window, and is never the earliest or latest; `published_date` is never read. "The austral winter"
 *   is June, July and August of `event_date` in any year. "Before the first of January 2020" is an
 *   `event_date` earlier than 2020-01-01. "In 2023 and 2024" is an `event_date` from 2023-01-01 to
 *   2024-12-31.
 * - "Murders" are `murder` alone: `attempted murder` and `culpable homicide` are not murders. "A murder
 *   or an attempted murder" is a row holding either. "Rape" is `rape` (not `sexual assault`).
 *   "Kidnapping" is `kidnapping`. "Stock theft" is `stock theft`. "Carjacking" is `carjacking` alone
 *   (not `truck hijacking`). "CIT heist" / "cash in transit" is `cash-in-transit robbery`. "Illegal
 *   possession of a firearm" is `illegal firearm possession`. "Illegal mining" is `illegal mining`.
 * - "Robbery jobs of any kind" are `armed robbery`, `robbery`, `house robbery`, `business robbery` and
 *   `cash-in-transit robbery`; carjacking and truck hijacking are not among them.
 * - People are sums of the stated figures: `victims_killed` (killed), `victims_injured` (injured, got
 *   hurt), `victims_children` (children who were victims), `suspects_female` (suspects who were women),
 *   `num_suspects_arrested` (okes nabbed). A null (unstated) figure adds nothing.
 * - The share of victims who were female is the sum of `victims_female` over the sum of
 *   `victims_female` and `victims_male` (nulls add nothing), to the nearest whole percent.
 * - A share of cases ("percent of the cases the police arrested somebody", "percentage of the cases got
 *   kidnapping") is over all the notebook's rows, to the nearest whole percent; an arrest is
 *   `arrest_made === true`.
 * - "Every incident in Limpopo ended with an arrest" holds only when every Limpopo row has
 *   `arrest_made === true`: a stated false or an unstated (null) arrest breaks it.
 * - Places: "down here in the Western Cape" is `province` Western Cape; "KZN" is KwaZulu-Natal (and a
 *   province answer may name it "KZN"); "up in Gauteng" is `province` Gauteng; "here in the Northern
 *   Cape" is `province` Northern Cape. "Municipality" is `municipality` (rows without one are left
 *   out), answered as written or without "City of".
 * - Lists ("which provinces had kidnapping cases", "the provinces in which illegal mining was
 *   recorded") are the distinct provinces of the matching rows, in alphabetical order; every one must
 *   be named.
 * - Rankings (municipality with most incidents in each notebook, province with most killed, province
 *   with most rapes) each carry their tally; a tie at the top is an error in the question.
 * - Refusals: the ground truth holds no firearm calibres, no rand amounts taken in a robbery, no time
 *   of day, no names of suspects and no ransom amounts, so those questions are to be refused.
 */
import type { Expectation } from './answer-matching';
import {
  anyCrime,
  type BlindQuestion,
  before,
  femaleVictims,
  inMonths,
  kznProvinceNames,
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
  municipalityNames,
  number,
  percentOf,
  refusal,
  within,
} from './ground-truth-questions';

/** A robbery of any kind; carjacking and truck hijacking are not among them. */
const robbery = anyCrime(
  'armed robbery',
  'robbery',
  'house robbery',
  'business robbery',
  'cash-in-transit robbery',
);

/** The distinct provinces of the rows that pass the test, alphabetically; none is an error. */
function provincesWith(rows: readonly DevRow[], test: (r: DevRow) => boolean): Expectation {
  const provinces = [...new Set(rows.filter(test).map((r) => r.province))].sort();
  if (provinces.length === 0) throw new Error('no province to list');
  return { kind: 'list', value: provinces };
}

const municipalityTally = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.municipality);
const rapeProvinceTally = (rows: readonly DevRow[]) => tallyOf(rows.filter(has('rape')), (r) => r.province);

export const FRESH345_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the golf caddie in George, on notebook a.
  {
    notebook: 'a',
    question: 'how many murders down here in the Western Cape boss, just the real ones not the attempts',
    covers: ['restricted count', 'conjunction', 'slang'],
    expect: (rows) => number(count(rows, has('murder'), inProvince('Western Cape'))),
  },
  {
    notebook: 'a',
    question: 'which municipality is top of the leaderboard for incidents',
    covers: ['ranking', 'slang'],
    ...ranking(municipalityTally, municipalityNames),
  },
  {
    notebook: 'a',
    question: 'any carjackings up in Gauteng? y/n',
    covers: ['yes/no', 'conjunction', 'slang'],
    expect: (rows) => yesNo(count(rows, has('carjacking'), inProvince('Gauteng')) > 0),
  },
  {
    notebook: 'a',
    question: 'what calibre were the guns in these shootings, 9mm or bigger',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question: 'ok so across the whole card, all incidents added up, how many people got hurt',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_injured', rows)),
  },

  // Voice 2, the Warwick Junction street vendor, on notebook a.
  {
    notebook: 'a',
    question: 'hw many pipl wer kild in KZN altogeda',
    covers: ['people', 'restricted count', 'misspelling'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(inProvince('KwaZulu-Natal')))),
  },
  {
    notebook: 'a',
    question: 'wich provinses had kidnaping cases giv me the list',
    covers: ['restricted count', 'misspelling'],
    expect: (rows) => provincesWith(rows, has('kidnapping')),
  },
  {
    notebook: 'a',
    question: 'how mch mony did the robers take in the cash in tranzit robberys',
    covers: ['refusal', 'misspelling'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question: 'wen was the last kidnaping that hapend',
    covers: ['date', 'misspelling'],
    expect: (rows) => dateAt(rows.filter(has('kidnapping')), 'latest'),
  },
  {
    notebook: 'a',
    question: 'wat percent of the cases the polise arested sombody',
    covers: ['share', 'misspelling'],
    expect: (rows) => percentOf(rows, arrested),
  },

  // Voice 3, the retired astronomer in Sutherland, on notebook a.
  {
    notebook: 'a',
    question:
      'Restricting attention to incidents whose event dates fall in June, July or August of any year, which is to say the austral winter, how many involved a murder or an attempted murder, counting each incident only once?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, inMonths(6, 8), anyCrime('murder', 'attempted murder'))),
  },
  {
    notebook: 'a',
    question:
      'Of those victims whose sex the releases actually state, what percentage, rounded to the nearest whole number, were female?',
    covers: ['share', 'people'],
    expect: (rows) => {
      const female = femaleVictims(rows);
      return percentage(female, female + maleVictims(rows));
    },
  },
  {
    notebook: 'a',
    question:
      'Which province accounts for the greatest number of victims killed when the stated deaths are summed over all of its incidents?',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_killed'), kznProvinceNames),
  },
  {
    notebook: 'a',
    question:
      'On what date did the earliest incident involving the illegal possession of a firearm take place, by which I mean the date of the event itself rather than that of its publication?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(has('illegal firearm possession')), 'earliest'),
  },
  {
    notebook: 'a',
    question:
      'At what hour of the night did the shootings in these releases typically occur, stated as precisely as the records permit?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 1, the golf caddie in George, on notebook b.
  {
    notebook: 'b',
    question: 'stock theft in the free state, how many cases we talking',
    covers: ['restricted count', 'conjunction'],
    expect: (rows) => number(count(rows, has('stock theft'), inProvince('Free State'))),
  },
  {
    notebook: 'b',
    question: 'which province leads the field for rapes',
    covers: ['ranking', 'slang'],
    ...ranking(rapeProvinceTally),
  },
  {
    notebook: 'b',
    question: 'robbery jobs of any kind, how many okes got nabbed in total',
    covers: ['people', 'restricted count', 'slang'],
    expect: (rows) => number(suspectsArrested(rows.filter(robbery))),
  },
  {
    notebook: 'b',
    question: 'any cit heists in mpumalanga y/n',
    covers: ['yes/no', 'conjunction', 'slang'],
    expect: (rows) => yesNo(count(rows, has('cash-in-transit robbery'), inProvince('Mpumalanga')) > 0),
  },
  {
    notebook: 'b',
    question: 'whats the name of the oke they caught for the biggest cit heist',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },

  // Voice 2, the Warwick Junction street vendor, on notebook b.
  {
    notebook: 'b',
    question: 'how meny childrin wer victims in al the cases',
    covers: ['people', 'misspelling'],
    expect: (rows) => number(peopleTotal('victims_children', rows)),
  },
  {
    notebook: 'b',
    question: 'wich munisipality got the most incidens',
    covers: ['ranking', 'misspelling'],
    ...ranking(municipalityTally, municipalityNames),
  },
  {
    notebook: 'b',
    question: 'how many rape cases hapen in 2023 an 2024',
    covers: ['calendar', 'restricted count', 'misspelling'],
    expect: (rows) => number(count(rows, has('rape'), within('2023-01-01', '2024-12-31'))),
  },
  {
    notebook: 'b',
    question: 'wat percentge of the cases got kidnaping in them',
    covers: ['share', 'misspelling'],
    expect: (rows) => percentOf(rows, has('kidnapping')),
  },
  {
    notebook: 'b',
    question: 'how mch ransom was payed to get the kidnaped pipl back',
    covers: ['refusal', 'misspelling'],
    expect: refusal,
  },

  // Voice 3, the retired astronomer in Sutherland, on notebook b.
  {
    notebook: 'b',
    question:
      'Here in the Northern Cape, how many incidents took place before the first of January 2020, judged by the date of the event and not by the date on which the release appeared?',
    covers: ['calendar', 'conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, inProvince('Northern Cape'), before('2020-01-01'))),
  },
  {
    notebook: 'b',
    question:
      'On what date did the most recent murder in the Northern Cape occur, attempted murders being excluded from consideration?',
    covers: ['date', 'conjunction'],
    expect: (rows) => dateAt(rowsWhere(rows, has('murder'), inProvince('Northern Cape')), 'latest'),
  },
  {
    notebook: 'b',
    question:
      'Would you enumerate for me the provinces in which at least one incident of illegal mining was recorded, naming each of them?',
    covers: ['restricted count'],
    expect: (rows) => provincesWith(rows, has('illegal mining')),
  },
  {
    notebook: 'b',
    question:
      'Is it the case that every single incident recorded in Limpopo ended with at least one arrest having been made?',
    covers: ['yes/no', 'conjunction'],
    expect: (rows) => yesNo(rows.filter(inProvince('Limpopo')).every(arrested)),
  },
  {
    notebook: 'b',
    question:
      'Summing only the figures the releases actually state, how many of the suspects described across all of these incidents were women?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('suspects_female', rows)),
  },
];

export const fresh345QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH345_QUESTIONS, rows);
