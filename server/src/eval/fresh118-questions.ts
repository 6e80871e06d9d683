/**
 * The hundred-and-eighteenth fresh question set (blind): thirty questions, fifteen about notebook `a` and
 * fifteen about notebook `b`, written without reading the analyst, the extractor or the other question
 * sets. Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. An actuary at a medical scheme: speaks of exposure, claims, incidence, cohorts and rates, but asks
 *    for plain counts and sums ("no rates, I'll do that myself"), with the odd aside about the model.
 * 2. A Deaf user writing in South African Sign Language gloss order: topic first, capitals, hyphenated
 *    glosses, few function words, the question word last ("MURDER KZN WEEKEND HOW-MANY?").
 * 3. A hip-hop artist researching lyrics, writing in tsotsitaal and street slang ("ek sê", "bra",
 *    "ous", "gattas" for police, "bopha'd" for arrested, "Jozi", "the Kaap", "zama-zamas"), with a few
 *    slips of spelling ("kidnaping", "Nort West").
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is outside every year, month, weekday, weekend and
 *   date range, and is never the earliest or latest; `published_date` is never read. Date ranges are
 *   inclusive at both ends. A weekend is a Saturday or Sunday of `event_date`.
 * - People are sums of the stated figures: `victims_killed` (killed, bodies, lost their lives),
 *   `victims_injured` (injured, hurt), `victims_children` (children, under eighteen), `victims_police`
 *   (police officers, cops, "gattas", on or off duty), `victims_female` (women, female victims),
 *   `num_suspects_arrested` (suspects arrested, "bopha'd", "bust"). A null (unstated) figure adds nothing
 *   and is never read as zero or as one.
 * - "An incident with a child victim" is a row whose stated `victims_children` is above zero; an
 *   unstated figure does not make one. Its share is over all the notebook's rows, nearest whole percent,
 *   as is the share of incidents with a crime.
 * - "Murder" is `murder` alone (not attempted murder or culpable homicide). "Carjacking" / "hijacking a
 *   car with the driver" is `carjacking` alone (not `truck hijacking`). "Cash-in-transit" is
 *   `cash-in-transit robbery`. "Zama-zamas" / "illegal mining" is `illegal mining`. "Stock theft" is
 *   `stock theft`. "Rape" is `rape`. "Kidnapping" is `kidnapping`.
 * - "Nobody arrested" is `arrest_made === false` (an unstated arrest is not "nobody").
 * - Places: a province is `province` (KwaZulu-Natal also "KZN", Gauteng also "Gauties", North West
 *   also "Nort West"); the City of Cape Town ("the Kaap" as the rapper says it, "Cape Town metro") is the
 *   `City of Cape Town` municipality. A municipality ranking leaves out rows without one and may be
 *   answered with or without "City of".
 * - "How many more in P than in Q" is the difference of the two counts (or sums); P must have more.
 * - Rankings (province with most injured, municipality with most incidents, province with most killed,
 *   province with most suspects arrested) each carry their tally; a tie at the top is an error in the
 *   question.
 * - Refusals: the ground truth holds no length of hospital stay or medical cost, no rand value of
 *   claims or losses, and nothing on whether a victim was Deaf or disabled.
 */
import {
  type BlindQuestion,
  inMunicipality,
  kznProvinceNames,
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
  casesOf,
  count,
  dateAt,
  excessOf,
  has,
  inProvince,
  municipalityNames,
  notArrested,
  number,
  percentOf,
  refusal,
  sum,
  weekday,
  weekend,
  within,
} from './ground-truth-questions';

const murder = has('murder');
const carjacking = has('carjacking');

/** An incident with at least one stated child victim; an unstated figure does not make one. */
const withChildVictim = (r: DevRow) => (r.victims_children ?? 0) > 0;

/** The women among the victims: the stated `victims_female` summed, an unstated figure adding nothing. */
const femaleVictimsOf = (rows: readonly DevRow[]) => sum(rows.map((r) => r.victims_female));

const municipalityTally = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.municipality);
const arrestsByProvince = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => r.num_suspects_arrested ?? 0,
  );

export const FRESH118_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the medical-scheme actuary, on notebook a.
  {
    notebook: 'a',
    question:
      'For the exposure model I need a plain count, not a rate: how many incidents involving a murder had an incident date between 1 January 2019 and 31 December 2022, inclusive?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, murder, within('2019-01-01', '2022-12-31'))),
  },
  {
    notebook: 'a',
    question:
      'Treating every injured person as a potential claim: what is the total number of people injured across the KwaZulu-Natal incidents? Raw headcount please, I will do the incidence rate myself.',
    covers: ['people', 'conjunction'],
    expect: (rows) => number(peopleTotal('victims_injured', rows.filter(inProvince('KwaZulu-Natal')))),
  },
  {
    notebook: 'a',
    question:
      'Incidence share question: what percentage of all the incidents in this notebook carried an attempted murder charge? Nearest whole percent is fine.',
    covers: ['share', 'restricted count'],
    expect: (rows) => percentOf(rows, has('attempted murder')),
  },
  {
    notebook: 'a',
    question:
      'Where is our injury exposure concentrated geographically - which province has the highest total number of injured victims?',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_injured'), kznProvinceNames),
  },
  {
    notebook: 'a',
    question:
      'For claims costing: what was the average length of hospital stay, in days, for the people injured in these incidents?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the SASL gloss writer, on notebook a.
  {
    notebook: 'a',
    question: 'POLICE OFFICER, VICTIM, ALL INCIDENT TOGETHER - TOTAL HOW-MANY?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_police', rows)),
  },
  {
    notebook: 'a',
    question: 'KIDNAPPING, FIRST ONE HAPPEN, DATE WHEN?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(has('kidnapping')), 'earliest'),
  },
  {
    notebook: 'a',
    question: 'MURDER, WEEKEND SATURDAY SUNDAY HAPPEN, HOW-MANY INCIDENT?',
    covers: ['calendar', 'conjunction', 'restricted count'],
    expect: (rows) => number(count(rows, murder, weekend)),
  },
  {
    notebook: 'a',
    question: 'CASH-IN-TRANSIT ROBBERY, WESTERN-CAPE, HAPPEN? YES NO',
    covers: ['yes/no', 'conjunction'],
    expect: (rows) => yesNo(count(rows, has('cash-in-transit robbery'), inProvince('Western Cape')) > 0),
  },
  {
    notebook: 'a',
    question: 'WOMAN VICTIM, EASTERN-CAPE COMPARE KZN. EASTERN-CAPE MORE, HOW-MANY MORE?',
    covers: ['people', 'conjunction'],
    expect: (rows) =>
      excessOf(rows, inProvince('Eastern Cape'), inProvince('KwaZulu-Natal'), femaleVictimsOf),
  },

  // Voice 3, the hip-hop artist, on notebook a.
  {
    notebook: 'a',
    question:
      'Heita bra, writing a verse bout the Kaap - how many ous got killed in the City of Cape Town side, ek sê? Total bodies, sharp.',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(inMunicipality('City of Cape Town')))),
  },
  {
    notebook: 'a',
    question:
      'Sho mjita, which municipality is the hottest kasi on the list, like the one with the most incidents? Skip the ones with no muni.',
    covers: ['ranking', 'slang'],
    ...ranking(municipalityTally, municipalityNames),
  },
  {
    notebook: 'a',
    question: 'Eish bra how many kidnaping cases went down in the Gauties (Gauteng)?',
    covers: ['restricted count', 'misspelling', 'slang'],
    expect: (rows) => number(count(rows, has('kidnapping'), inProvince('Gauteng'))),
  },
  {
    notebook: 'a',
    question:
      'Yo when was the latest hijack - carjacking I mean, skelms taking the ride with the driver, not trucks. Date it for me bru',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows.filter(carjacking), 'latest'),
  },
  {
    notebook: 'a',
    question: 'Ayt, how many more murder cases did KZN drop than the Gauties? Need the gap for my bars',
    covers: ['conjunction', 'restricted count', 'slang'],
    expect: (rows) =>
      excessOf(
        rows,
        (r) => murder(r) && inProvince('KwaZulu-Natal')(r),
        (r) => murder(r) && inProvince('Gauteng')(r),
      ),
  },

  // Voice 1, the medical-scheme actuary, on notebook b.
  {
    notebook: 'b',
    question:
      'Cohort question, counts only: how many suspects in total were arrested in incidents that occurred during calendar years 2023 and 2024 combined, going by incident date?',
    covers: ['people', 'calendar'],
    expect: (rows) => number(suspectsArrested(rows.filter(within('2023-01-01', '2024-12-31')))),
  },
  {
    notebook: 'b',
    question:
      'For mortality experience by region: which province recorded the most victims killed? Just the province name, I will do the rate per 100,000 myself.',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_killed')),
  },
  {
    notebook: 'b',
    question:
      'Paediatric exposure: what percentage of all incidents involved at least one child victim (under 18)? Nearest whole percent.',
    covers: ['share', 'people'],
    expect: (rows) => percentOf(rows, withChildVictim),
  },
  {
    notebook: 'b',
    question:
      'Checking for a day-of-week loading in our claims data - how many incidents happened on a Friday or a Saturday?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, (r) => weekday(r) === 'Friday' || weekday(r) === 'Saturday')),
  },
  {
    notebook: 'b',
    question:
      'What was the total rand value of the medical and funeral claims arising from these incidents? Ballpark is fine.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the SASL gloss writer, on notebook b.
  {
    notebook: 'b',
    question: 'RAPE, NORTHERN-CAPE, INCIDENT HOW-MANY?',
    covers: ['restricted count', 'conjunction'],
    expect: (rows) => number(count(rows, has('rape'), inProvince('Northern Cape'))),
  },
  {
    notebook: 'b',
    question: 'VICTIM WOMAN, ALL INCIDENT ADD-UP, NUMBER WHAT?',
    covers: ['people'],
    expect: (rows) => number(femaleVictimsOf(rows)),
  },
  {
    notebook: 'b',
    question: 'MURDER LIMPOPO, LAST ONE, DATE WHEN?',
    covers: ['date', 'conjunction'],
    expect: (rows) => dateAt(rowsWhere(rows, murder, inProvince('Limpopo')), 'latest'),
  },
  {
    notebook: 'b',
    question: 'STOCK-THEFT CASE, SUSPECT ARREST NONE, HAVE? YES NO',
    covers: ['yes/no', 'conjunction'],
    expect: (rows) => yesNo(count(rows, has('stock theft'), notArrested) > 0),
  },
  {
    notebook: 'b',
    question: 'VICTIM DEAF, HOW-MANY? ME DEAF, WANT KNOW',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the hip-hop artist, on notebook b.
  {
    notebook: 'b',
    question: 'Ek sê, the zama-zamas - how many illegal mining cases in this whole thing bra?',
    covers: ['restricted count', 'slang'],
    expect: (rows) => number(count(rows, has('illegal mining'))),
  },
  {
    notebook: 'b',
    question: "Which province had the most tsotsis bopha'd? Like most suspects arrested overall, mjita",
    covers: ['ranking', 'people', 'slang'],
    ...ranking(arrestsByProvince),
  },
  {
    notebook: 'b',
    question: 'Mara bra how many gattas got hit - cops as victims, total - up in the Nort West?',
    covers: ['people', 'misspelling', 'slang'],
    expect: (rows) => number(peopleTotal('victims_police', rows.filter(inProvince('North West')))),
  },
  {
    notebook: 'b',
    question:
      'Weekend vibes track: how many incidents went down on a Sat or Sun in 2023 n 2024, ek sê? Going by the day it happened',
    covers: ['calendar', 'slang'],
    expect: (rows) => number(count(rows, weekend, within('2023-01-01', '2024-12-31'))),
  },
  {
    notebook: 'b',
    question:
      'Sharp, when was the oldest rape case on the list? The first one date-wise, not when cops posted it',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows.filter(has('rape')), 'earliest'),
  },
];

export const fresh118QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH118_QUESTIONS, rows);
