/**
 * The three-hundred-and-forty-fourth fresh question set (blind): thirty questions, fifteen about
 * notebook `a` and fifteen about notebook `b`, written without reading the analyst, the extractor or
 * the other question sets. Every expectation is computed from the ground-truth rows of the question's
 * notebook.
 *
 * The voices (each asks five questions of each notebook):
 * 1. A livestock auctioneer in Vryburg: stock theft, farms, the North West, who got locked up; plain
 *    farmer's English with an Afrikaans turn ("ja", "skelms"), loose grammar ("how many suspects was
 *    arrested"), a few misspellings ("stok theft", "arested", "theives") and often no question mark.
 * 2. A barista in Braamfontein texting between orders: lower case, slang and abbreviations ("hw many",
 *    "ppl", "jozi", "gp", "kzn", "CIT heists", "fr", "ngl", "tho", "lol"), "wat" for "what".
 * 3. A volunteer firefighter in Knysna: callouts, arson, fatalities and casualties, the festive and
 *    winter seasons; clipped incident-report style with province abbreviations ("EC").
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is outside every month range and is never the
 *   earliest or latest; `published_date` is never read. "December or January, all years lumped together"
 *   and "winter, June to August, any year" are the month of `event_date` in any year.
 * - "Stock theft" / "stok theft" / "livestock" is `stock theft` alone (not `theft`). "Murder(s)" is
 *   `murder` alone (attempted murder and culpable homicide are not murders). "Arson" is `arson`.
 *   "CIT heists" are `cash-in-transit robbery`. "Carjackings" are `carjacking` alone (not `truck
 *   hijacking`). "Rape cases" are `rape` (not `sexual assault`).
 * - People are sums of the stated figures: `victims_killed` (killed, fatalities), `victims_injured`
 *   (injured, casualties injured), `victims_children` (kids, children under 18), `victims_female`
 *   (female victims), `num_suspects_arrested` (suspects arrested, locked up). A null (unstated) figure
 *   adds nothing.
 * - "An incident with fatalities" is a row whose stated `victims_killed` is above zero; "had at least one
 *   person injured" is a row whose stated `victims_injured` is above zero (null is not).
 * - "Nobody arrested" is `arrest_made === false`; "did the cops arrest anybody" is `arrest_made === true`
 *   on some row.
 * - "Jozi", "the city of joburg" is the `City of Johannesburg` municipality; "gp" is the province Gauteng,
 *   "kzn" KwaZulu-Natal, "NW" North West, "EC" Eastern Cape. A municipality ranking leaves out rows
 *   without a municipality and may be answered with or without "City of".
 * - A farm is a row whose `location` holds the word "farm" (any case), whatever its crimes.
 * - Shares of incidents are over all the notebook's rows in the named province (or of the named crime),
 *   to the nearest whole percent: the murder share of KwaZulu-Natal incidents is over every
 *   KwaZulu-Natal row; the injured share of Mpumalanga incidents is over every Mpumalanga row, a null
 *   injured figure staying in the denominator as no one injured.
 * - "Someone the victim knew (bf, family, whatever)" is `relationship` partner, family or acquaintance;
 *   the share is over every rape row, a null or "stranger" relationship counting as not known.
 * - Lists (provinces with CIT heists, provinces with carjackings) are the distinct provinces of the
 *   matching rows, each to be named.
 * - Rankings (province with most suspects arrested, Gauteng municipality with most incidents, province
 *   with most injured, province with most stock theft cases, the single incident with the most killed)
 *   each carry their tally; a tie at the top is an error in the question. The deadliest incident is
 *   named by the parts of its location no other incident shares.
 * - Refusals: the ground truth holds no rand values (of livestock taken or of cash stolen), no time of
 *   day, no area or number of structures burnt, and no suspects' names.
 */

import type { Expectation } from './answer-matching';
import {
  atPlace,
  type BlindQuestion,
  femaleVictims,
  inMonths,
  inMunicipality,
  knewTheAttacker,
  kznProvinceNames,
  largestIncident,
  peopleByProvince,
  peopleTotal,
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
  notArrested,
  number,
  percentOf,
  refusal,
} from './ground-truth-questions';

const stockTheft = has('stock theft');
const murder = has('murder');
const arson = has('arson');
const cit = has('cash-in-transit robbery');
/** An incident the release places on a farm. */
const onAFarm = atPlace('farm');
/** A stated death toll above zero. */
const withFatalities = (r: DevRow) => (r.victims_killed ?? 0) > 0;
/** A stated injured figure above zero. */
const withInjured = (r: DevRow) => (r.victims_injured ?? 0) > 0;

/** The distinct provinces of the rows, in the order they first occur; an empty list is an error. */
function provincesOf(rows: readonly DevRow[]): Expectation {
  const provinces = [...new Set(rows.map((r) => r.province))];
  if (provinces.length === 0) throw new Error('no province to list');
  return { kind: 'list', value: provinces };
}

const arrestedByProvince = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_suspects_arrested ?? 0,
  );
const gautengMunicipalityTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(inProvince('Gauteng')), (r) => r.municipality);
const stockTheftProvinceTally = (rows: readonly DevRow[]) =>
  tallyOf(rows.filter(stockTheft), (r) => r.province);

export const FRESH344_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the livestock auctioneer in Vryburg, on notebook a.
  {
    notebook: 'a',
    question: 'ja how many stok theft cases are there in this lot',
    covers: ['restricted count', 'misspelling', 'slang'],
    expect: (rows) => number(count(rows, stockTheft)),
  },
  {
    notebook: 'a',
    question:
      'When was the first stock theft case in here, the day the animals was actually taken not the day the police wrote it up',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(stockTheft), 'earliest'),
  },
  {
    notebook: 'a',
    question: 'That stock theft down in the Western Cape, did the cops arrest anybody for it yes or no',
    covers: ['yes/no', 'conjunction'],
    expect: (rows) => yesNo(count(rows, stockTheft, inProvince('Western Cape'), arrested) > 0),
  },
  {
    notebook: 'a',
    question: 'What was the rand value of the livestock the skelms got away with in these cases',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question: 'Which province had the most suspects arested, all the cases added up together',
    covers: ['ranking', 'people', 'misspelling'],
    ...ranking(arrestedByProvince, kznProvinceNames),
  },

  // Voice 2, the barista in Braamfontein, on notebook a.
  {
    notebook: 'a',
    question: 'yoh hw many ppl actually got killed in jozi?? like the city of joburg not the whole of gp',
    covers: ['people', 'restricted count', 'slang'],
    expect: (rows) =>
      number(peopleTotal('victims_killed', rows.filter(inMunicipality('City of Johannesburg')))),
  },
  {
    notebook: 'a',
    question: 'wat % of the kzn incidents had an actual murder in them ngl',
    covers: ['share', 'slang', 'misspelling'],
    expect: (rows) => percentOf(rows.filter(inProvince('KwaZulu-Natal')), murder),
  },
  {
    notebook: 'a',
    question: 'which municipality in gp had the most incidents fr',
    covers: ['ranking', 'slang'],
    ...ranking(gautengMunicipalityTally, municipalityNames),
  },
  {
    notebook: 'a',
    question: 'list the provinces that had CIT heists, need all of them',
    covers: ['restricted count', 'slang'],
    expect: (rows) => provincesOf(rows.filter(cit)),
  },
  {
    notebook: 'a',
    question: 'wat time of day do these house robberies usually go down like mornings or late nite',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },

  // Voice 3, the volunteer firefighter in Knysna, on notebook a.
  {
    notebook: 'a',
    question: 'How many of the arson callouts ended with nobody arrested?',
    covers: ['conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, arson, notArrested)),
  },
  {
    notebook: 'a',
    question: 'Festive season check: murders in December or January, all years lumped together, how many',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, murder, (r) => inMonths(12, 12)(r) || inMonths(1, 1)(r))),
  },
  {
    notebook: 'a',
    question: 'EC only: date of the most recent incident with fatalities?',
    covers: ['date', 'conjunction'],
    expect: (rows) => dateAt(rowsWhere(rows, inProvince('Eastern Cape'), withFatalities), 'latest'),
  },
  {
    notebook: 'a',
    question: 'Which province had the most casualties injured across all incidents combined?',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_injured'), kznProvinceNames),
  },
  {
    notebook: 'a',
    question: 'For the arson incidents, how many hectares or structures were burnt in total?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 1, the livestock auctioneer in Vryburg, on notebook b.
  {
    notebook: 'b',
    question: 'how many suspects was arrested for stock theft altogether',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(suspectsArrested(rows.filter(stockTheft))),
  },
  {
    notebook: 'b',
    question: 'Here by us in NW how many kids was victims, children under 18 I mean',
    covers: ['people', 'conjunction', 'slang'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(inProvince('North West')))),
  },
  {
    notebook: 'b',
    question: 'any murders on farms up in the Northern Cape, yes or no',
    covers: ['yes/no', 'conjunction'],
    expect: (rows) => yesNo(count(rows, murder, onAFarm, inProvince('Northern Cape')) > 0),
  },
  {
    notebook: 'b',
    question: 'Which province is the worst for stock theft, most cases',
    covers: ['ranking'],
    ...ranking(stockTheftProvinceTally, kznProvinceNames),
  },
  {
    notebook: 'b',
    question: 'What are the names of the stock theives that got caught',
    covers: ['refusal', 'misspelling'],
    expect: refusal,
  },

  // Voice 2, the barista in Braamfontein, on notebook b.
  {
    notebook: 'b',
    question: 'out of the rape cases wat % was the guy someone the victim knew (bf, family, whatever)',
    covers: ['share', 'slang'],
    expect: (rows) => percentOf(rows.filter(has('rape')), knewTheAttacker),
  },
  {
    notebook: 'b',
    question: 'hw many female victims in total tho',
    covers: ['people', 'slang'],
    expect: (rows) => number(femaleVictims(rows)),
  },
  {
    notebook: 'b',
    question: 'mpumalanga latest incident date?? need it asap',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows.filter(inProvince('Mpumalanga')), 'latest'),
  },
  {
    notebook: 'b',
    question: 'which provinces had carjackings, just list em',
    covers: ['restricted count', 'slang'],
    expect: (rows) => provincesOf(rows.filter(has('carjacking'))),
  },
  {
    notebook: 'b',
    question: 'how much cash did the CIT guys get away with lol',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },

  // Voice 3, the volunteer firefighter in Knysna, on notebook b.
  {
    notebook: 'b',
    question: 'Suspects arrested in incidents involving arson, total?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(suspectsArrested(rows.filter(arson))),
  },
  {
    notebook: 'b',
    question: 'What percentage of the Mpumalanga incidents had at least one person injured',
    covers: ['share', 'conjunction'],
    expect: (rows) => percentOf(rows.filter(inProvince('Mpumalanga')), withInjured),
  },
  {
    notebook: 'b',
    question: 'Which single incident had the highest fatality count? Where was it',
    covers: ['ranking', 'people'],
    ...largestIncident(
      () => true,
      (r) => r.victims_killed ?? null,
    ),
  },
  {
    notebook: 'b',
    question: 'Earliest arson incident on record in this notebook, what date?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(arson), 'earliest'),
  },
  {
    notebook: 'b',
    question: 'Winter months June to August, any year: how many murders',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, murder, inMonths(6, 8))),
  },
];

export const fresh344QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH344_QUESTIONS, rows);
