/**
 * The three-hundred-and-thirty-fourth fresh question set (blind): thirty questions, fifteen about
 * notebook `a` and fifteen about notebook `b`, written without reading the analyst, the extractor or the
 * other question sets. Every expectation is computed from the ground-truth rows of the question's
 * notebook.
 *
 * The voices (each asks five questions of each notebook):
 * 1. A boilermaker in Saldanha Bay who works shifts at the steel works: lower case, no question marks,
 *    Cape slang and Afrikaans fillers ("ja", "bru", "okes", "hey"), quick misspellings ("wat", "whens",
 *    "nite"), asks between shifts about murders, heists and the West Coast towns near him.
 * 2. A vet nurse in Mahikeng: short clinical notes typed between patients, abbreviations ("No.", "NW",
 *    "pls", "%"), the odd slip ("happend", "recoverd"), interested in poaching, stock theft, children and
 *    what happens close to home in North West.
 * 3. A stokvel treasurer in Mamelodi: township English with "eish", "mara", "neh", "sharp", long run-on
 *    questions, counts and percentages as a treasurer keeps them, worried about cash robberies.
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - "Murders" are `murder` alone: attempted murder and culpable homicide are not murders. "CIT", "a CIT
 *   van got hit" and "cash in transit robbery" are `cash-in-transit robbery`. "Zama zama" cases are
 *   `illegal mining`. "Poaching" (abalone, rhino) is `poaching`; "stock theft" is `stock theft`;
 *   "business robberies" are `business robbery` alone (not armed robbery at a shop the ground truth did
 *   not call a business robbery); "truck hijacking" is `truck hijacking`; "kidnapping" is `kidnapping`;
 *   "a rape was reported" is `rape` (not `sexual assault`).
 * - Dates are `event_date` alone: a row without one is outside every "since", winter and first/last
 *   question; `published_date` is never read. "Winter (Jun, Jul, Aug)" is an `event_date` month of 6 to 8
 *   in any year. "Since Jan 2020" is an `event_date` on or after 2020-01-01.
 * - People are sums of the stated figures: `victims_killed` (killed, lost, people killed),
 *   `victims_children` (child victims), `num_suspects_arrested` (suspects arrested, got arrested),
 *   `victims_female` / `victims_male` (the gender of victims). A null (unstated) figure adds nothing.
 * - "Incidents with at least one child among the victims" are rows whose `victims_children` is above 0;
 *   a null counts as no child. Its share is over all fifty rows of the notebook, to the nearest whole
 *   percent.
 * - The share of people killed in the Eastern Cape is the sum of `victims_killed` there over the sum of
 *   `victims_killed` in the whole notebook, nearest whole percent.
 * - The female share is the sum of `victims_female` over the sum of `victims_female` and `victims_male`
 *   (nulls add nothing), nearest whole percent.
 * - The share of Free State incidents that involved a murder is over the Free State rows alone.
 * - Places: "Western Cape", "Gauteng", "Mpumalanga", "North West" / "NW", "Northern Cape" and "Free State"
 *   are `province`; "Swartland municipality" is the `Swartland` `municipality`. "Which municipality" uses
 *   `municipality` (rows without one are left out), answered as written or without "City of". A province
 *   ranking may name KwaZulu-Natal as "KZN".
 * - Lists: "which provinces had a CIT" and "the provinces where a rape was reported" are every distinct
 *   `province` of such a row, in alphabetical order (the order is not graded).
 * - Rankings (province with most killed in each notebook, municipality with most incidents) carry their
 *   tally; a tie at the top is an error in the question.
 * - Yes/no: "any murders in Swartland" is whether a `murder` row has that municipality; "a truck
 *   hijacking in the Free State" whether a `truck hijacking` row has that province.
 * - Refusals: the ground truth holds no firearm calibres, no number of animals killed or rhino horns
 *   recovered, no rand amounts stolen, and no time of day of an incident.
 */

import type { Expectation } from './answer-matching';
import {
  any,
  type BlindQuestion,
  inMonths,
  inMunicipality,
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
  casesOf,
  count,
  dateAt,
  has,
  inProvince,
  municipalityNames,
  number,
  percentOf,
  refusal,
  sinceYear,
  sum,
} from './ground-truth-questions';

const murder = has('murder');
const cit = has('cash-in-transit robbery');
const stockTheft = has('stock theft');
/** An incident with at least one stated child victim; an unstated figure is no child. */
const childVictim = (r: DevRow) => (r.victims_children ?? 0) > 0;

/** Every distinct province of the rows that pass every test, alphabetically, as a list. */
function provincesWhere(rows: readonly DevRow[], ...tests: ((r: DevRow) => boolean)[]): Expectation {
  const provinces = [...new Set(rowsWhere(rows, ...tests).map((r) => r.province))].sort();
  if (provinces.length === 0) throw new Error('no province to list');
  return { kind: 'list', value: provinces };
}

const municipalityTally = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.municipality);

export const FRESH334_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the Saldanha Bay boilermaker, on notebook a.
  {
    notebook: 'a',
    question:
      'ja so how many murders in the western cape in these reports, proper murders only not the attempted ones',
    covers: ['restricted count', 'conjunction', 'slang'],
    expect: (rows) => number(count(rows, murder, inProvince('Western Cape'))),
  },
  {
    notebook: 'a',
    question:
      'whens the last time a CIT van got hit in here bru, the day of the heist itself not when the cops posted it',
    covers: ['date', 'slang', 'misspelling'],
    expect: (rows) => dateAt(rows.filter(cit), 'latest'),
  },
  {
    notebook: 'a',
    question:
      'which province had the most people killed all in all, been arguing bout this with the okes at the steel works',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(peopleByProvince('victims_killed'), kznProvinceNames),
  },
  {
    notebook: 'a',
    question: 'wat calibre guns did they use in the glebelands hostel shooting',
    covers: ['refusal', 'misspelling'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question: 'any murders in swartland municipality? thats just up the road from us in saldanha, y or n',
    covers: ['yes/no', 'conjunction'],
    expect: (rows) => yesNo(count(rows, murder, inMunicipality('Swartland')) > 0),
  },

  // Voice 2, the Mahikeng vet nurse, on notebook a.
  {
    notebook: 'a',
    question: 'No. of poaching cases in this notebook? abalone, rhino, whatever counts',
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, has('poaching'))),
  },
  {
    notebook: 'a',
    question: 'total suspects arrested in the stock theft cases, had a farmer in at the clinic today asking',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(suspectsArrested(rows.filter(stockTheft))),
  },
  {
    notebook: 'a',
    question:
      'How many rhinos were actually killed in the poaching cases? need the animal count not the arrests',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question: 'what % of incidents had at least one child among the victims? whole notebook, nearest %',
    covers: ['share', 'people'],
    expect: (rows) => percentOf(rows, childVictim),
  },
  {
    notebook: 'a',
    question: 'how many incidents happend in winter (jun, jul, aug) all years lumped together',
    covers: ['calendar', 'restricted count', 'misspelling'],
    expect: (rows) => number(count(rows, inMonths(6, 8))),
  },

  // Voice 3, the Mamelodi stokvel treasurer, on notebook a.
  {
    notebook: 'a',
    question: 'eish how many suspects got arrested in gauteng altogether, counting all the incidents there',
    covers: ['people', 'conjunction', 'slang'],
    expect: (rows) => number(suspectsArrested(rows.filter(inProvince('Gauteng')))),
  },
  {
    notebook: 'a',
    question:
      'how much money in rands did those CIT robbers get away with in total, our members are asking if its safe to bank the stokvel cash',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question: 'which provinces had a cash in transit robbery, list them for me neh',
    covers: ['restricted count', 'slang'],
    expect: (rows) => provincesWhere(rows, cit),
  },
  {
    notebook: 'a',
    question:
      'of all the people killed in these reports what percentage was in the eastern cape, round it off',
    covers: ['share', 'people'],
    expect: (rows) =>
      percentage(
        peopleTotal('victims_killed', rows.filter(inProvince('Eastern Cape'))),
        peopleTotal('victims_killed', rows),
      ),
  },
  {
    notebook: 'a',
    question: 'mara when was the very first kidnapping in this lot, the date it happened',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows.filter(has('kidnapping')), 'earliest'),
  },

  // Voice 1, the Saldanha Bay boilermaker, on notebook b.
  {
    notebook: 'b',
    question: 'how many zama zama cases in here, the illegal mining ones',
    covers: ['restricted count', 'slang'],
    expect: (rows) => number(count(rows, has('illegal mining'))),
  },
  {
    notebook: 'b',
    question: 'total ppl killed in mpumalanga hey',
    covers: ['people', 'conjunction', 'slang'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(inProvince('Mpumalanga')))),
  },
  {
    notebook: 'b',
    question: 'which province lost the most people, like most killed, in this lot',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_killed')),
  },
  {
    notebook: 'b',
    question: 'wat time of nite did the farm murders happen, always wonder when im on graveyard shift',
    covers: ['refusal', 'misspelling'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question: 'was there a truck hijacking in the free state at all',
    covers: ['yes/no', 'conjunction'],
    expect: (rows) => yesNo(count(rows, has('truck hijacking'), inProvince('Free State')) > 0),
  },

  // Voice 2, the Mahikeng vet nurse, on notebook b.
  {
    notebook: 'b',
    question:
      'How many incidents in NW since Jan 2020? Im in Mahikeng so want to know whats happening close by',
    covers: ['calendar', 'conjunction', 'slang'],
    expect: (rows) => number(count(rows, inProvince('North West'), sinceYear(2020))),
  },
  {
    notebook: 'b',
    question: 'date of the most recent stock theft case pls',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(stockTheft), 'latest'),
  },
  {
    notebook: 'b',
    question: 'child victims in North West and Northern Cape combined, how many',
    covers: ['people', 'conjunction'],
    expect: (rows) =>
      number(
        peopleTotal(
          'victims_children',
          rows.filter(any(inProvince('North West'), inProvince('Northern Cape'))),
        ),
      ),
  },
  {
    notebook: 'b',
    question: 'how many rhino horns were recoverd in the poaching cases',
    covers: ['refusal', 'misspelling'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question: 'Of the victims whose gender is given, what percent were female',
    covers: ['share', 'people'],
    expect: (rows) => {
      const female = sum(rows.map((r) => r.victims_female));
      return percentage(female, female + sum(rows.map((r) => r.victims_male)));
    },
  },

  // Voice 3, the Mamelodi stokvel treasurer, on notebook b.
  {
    notebook: 'b',
    question:
      'sharp, how many suspects were arrested for business robberies in total, shops and butcheries and so on',
    covers: ['people', 'restricted count', 'slang'],
    expect: (rows) => number(suspectsArrested(rows.filter(has('business robbery')))),
  },
  {
    notebook: 'b',
    question: 'which municipality has the most incidents in this notebook, i want to warn my cousins there',
    covers: ['ranking'],
    ...ranking(municipalityTally, municipalityNames),
  },
  {
    notebook: 'b',
    question: 'eish how much cash in rand was stolen in the business robberies altogether',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question: 'list the provinces where a rape was reported neh',
    covers: ['restricted count', 'slang'],
    expect: (rows) => provincesWhere(rows, has('rape')),
  },
  {
    notebook: 'b',
    question:
      'in the free state what percentage of the incidents involved a murder, my sister stays in bloem',
    covers: ['share', 'conjunction', 'slang'],
    expect: (rows) => percentOf(rows.filter(inProvince('Free State')), murder),
  },
];

export const fresh334QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH334_QUESTIONS, rows);
