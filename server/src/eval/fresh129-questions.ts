/**
 * The hundred-and-twenty-ninth fresh question set (blind): thirty questions, fifteen about notebook
 * `a` and fifteen about notebook `b`, written without reading the analyst, the extractor or the other
 * question sets. Every expectation is worked out from the ground-truth rows of the question's own
 * notebook; no figure is typed by hand.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A television news producer planning a segment: chatty, thinks in graphics, intros and angles
 *    ("for the timeline graphic", "we might send a crew"), the odd slip ("kidnapings").
 * 2. A security-industry analyst covering cash-in-transit, hijackings, business robberies and firearms:
 *    clipped, uses the trade's words ("CIT hit", "hijackings", "exposure", "hotspot", "unlicensed
 *    firearm charge").
 * 3. A postgraduate student writing a thesis on policing outcomes (arrests, suspects, police officers as
 *    victims): academic but clear, careful about "inclusive" and "at the time of the release".
 *
 * How the ground truth is read (one row is one incident; a crime question counts the rows whose
 * `crimes` hold the category, whatever else they hold):
 * - A date is the `event_date` and nothing else. An undated row belongs to no year or period, is never
 *   the earliest or the latest, and `published_date` is never a stand-in for it. "Since the start of
 *   2020" / "from 2020 onwards" starts on 2020-01-01; "between 2019 and 2021 inclusive" runs from
 *   2019-01-01 to 2021-12-31; "in 2022" is that calendar year.
 * - People are sums of the stated figures, and a null adds nothing: `victims_killed` (killed),
 *   `victims_children` (children, "kids"), `victims_police` (police officers, on or off duty,
 *   "victimised"), `victims_female` (female victims, "women", whatever their age),
 *   `suspects_female` (suspects who were women), `num_suspects_arrested` (suspects arrested).
 *   "Were there any X" is Yes when the stated figures add up to more than zero; an unstated figure
 *   is not a Yes.
 * - Crimes: "CIT" (a "CIT hit", a "cash-in-transit heist") is `cash-in-transit robbery`. A
 *   "hijacking" is `carjacking` or `truck hijacking`, both. "Business robbery" is `business robbery`
 *   alone. A "firearm" / "unlicensed firearm charge" case is `illegal firearm possession`. "Murders"
 *   are `murder` (not attempted murder, not culpable homicide); "kidnapping" and "rape" are their own
 *   categories.
 * - Places: a province is `province` (KwaZulu-Natal may be answered as "KZN"); a municipality is
 *   `municipality`, rows without one left out, answered as written or without "City of".
 * - Arrests: "ended with an arrest" / "at least one arrest made" is `arrest_made === true`; "no arrest
 *   had been made" is `arrest_made === false` (an unstated arrest is neither).
 * - Shares are of incidents, to the nearest whole percent: the firearm share is over every row of the
 *   notebook; the hijacking and rape arrest shares are over the hijacking or rape rows, an unstated
 *   arrest counting in the whole but not in the part.
 * - "How many more arrested in P than in Q" is the difference of the two provinces' sums of
 *   `num_suspects_arrested`; P must have more, or the question is in error.
 * - Rankings carry their tally and must have a single leader: the province with the most CIT, business
 *   robbery and hijacking incidents together (an incident with several of them counted once), the
 *   municipality with the most suspects arrested, the province with the most killed, the province
 *   with the most illegal firearm possession incidents.
 * - Refusals: the ground truth holds no court sentences, no convictions and no amounts of money stolen.
 */
import {
  anyCrime,
  type BlindQuestion,
  peopleByProvince,
  peopleTotal,
  ranking,
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
  excessOf,
  has,
  inProvince,
  inYear,
  municipalityNames,
  notArrested,
  number,
  percentOf,
  refusal,
  sinceYear,
  within,
} from './ground-truth-questions';

const cit = has('cash-in-transit robbery');
/** A hijacking: of a car or of a truck. */
const hijacking = anyCrime('carjacking', 'truck hijacking');
/** The security analyst's exposure: CIT, business robbery or a hijacking of either kind. */
const exposure = anyCrime('cash-in-transit robbery', 'business robbery', 'carjacking', 'truck hijacking');
const firearm = has('illegal firearm possession');

/** How many more suspects were arrested in the first province than in the second. */
const moreArrestedIn = (first: string, second: string) => (rows: readonly DevRow[]) =>
  excessOf(rows, inProvince(first), inProvince(second), (selected) => suspectsArrested(selected));

const exposureByProvince = (rows: readonly DevRow[]) => tallyOf(rows.filter(exposure), (r) => r.province);
const arrestsByMunicipality = (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.municipality,
    (r) => r.num_suspects_arrested ?? 0,
  );
const firearmByProvince = (rows: readonly DevRow[]) => tallyOf(rows.filter(firearm), (r) => r.province);

export const FRESH129_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the television news producer, on notebook a.
  {
    notebook: 'a',
    question:
      "Hey, we're putting together a segment on kidnapings in Gauteng - how many kidnapping cases have we got from Gauteng in here?",
    covers: ['restricted count', 'conjunction', 'misspelling'],
    expect: (rows) => number(count(rows, has('kidnapping'), inProvince('Gauteng'))),
  },
  {
    notebook: 'a',
    question:
      'For the intro I want one big number. How many people were killed altogether, across every incident in this notebook?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_killed', rows)),
  },
  {
    notebook: 'a',
    question:
      "What's the earliest incident in here? I need the day it actually happened for the timeline graphic, not when the cops put the statement out.",
    covers: ['date'],
    expect: (rows) => dateAt(rows, 'earliest'),
  },
  {
    notebook: 'a',
    question: 'Were there any kids among the victims in the KZN cases? Just a yes or no for now, thanks',
    covers: ['yes/no', 'people', 'conjunction'],
    expect: (rows) => yesNo(peopleTotal('victims_children', rows.filter(inProvince('KwaZulu-Natal'))) > 0),
  },
  {
    notebook: 'a',
    question:
      'Can you pull the average prison sentence the courts handed down in these cases? Would make a strong closing stat.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the security-industry analyst, on notebook a.
  {
    notebook: 'a',
    question: 'CIT robberies: total suspects arrested across all CIT incidents in the set?',
    covers: ['people', 'restricted count', 'slang'],
    expect: (rows) => number(suspectsArrested(rows.filter(cit))),
  },
  {
    notebook: 'a',
    question: 'How many hijackings, vehicle or truck, also carried a kidnapping charge?',
    covers: ['conjunction', 'restricted count', 'slang'],
    expect: (rows) => number(count(rows, hijacking, has('kidnapping'))),
  },
  {
    notebook: 'a',
    question:
      'Taking CIT, business robbery and hijacking exposure together, which province is the hotspot by number of incidents?',
    covers: ['ranking', 'slang'],
    ...ranking(exposureByProvince),
  },
  {
    notebook: 'a',
    question: 'What share of all incidents had an unlicensed firearm charge attached? Whole percent pls.',
    covers: ['share'],
    expect: (rows) => percentOf(rows, firearm),
  },
  {
    notebook: 'a',
    question: 'Date of the last CIT hit on record here (incident date, not the release)?',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows.filter(cit), 'latest'),
  },

  // Voice 3, the postgraduate student on policing outcomes, on notebook a.
  {
    notebook: 'a',
    question:
      'For my chapter on police victimisation: how many police officers, whether on or off duty, were victims in incidents that took place in the Western Cape?',
    covers: ['people', 'conjunction'],
    expect: (rows) => number(peopleTotal('victims_police', rows.filter(inProvince('Western Cape')))),
  },
  {
    notebook: 'a',
    question: 'Is there any incident in this notebook in which at least one of the suspects was a woman?',
    covers: ['yes/no', 'people'],
    expect: (rows) => yesNo(peopleTotal('suspects_female', rows) > 0),
  },
  {
    notebook: 'a',
    question:
      'Comparing arrest outcomes between provinces, how many more suspects were arrested in KwaZulu-Natal than in the Eastern Cape?',
    covers: ['people', 'conjunction'],
    expect: moreArrestedIn('KwaZulu-Natal', 'Eastern Cape'),
  },
  {
    notebook: 'a',
    question: 'Which municipality accounts for the largest total number of suspects arrested, and how many?',
    covers: ['ranking', 'people'],
    ...ranking(arrestsByMunicipality, municipalityNames),
  },
  {
    notebook: 'a',
    question:
      'From 2020 onwards, in how many incidents had no arrest yet been made at the time the release was issued?',
    covers: ['calendar', 'restricted count', 'conjunction'],
    expect: (rows) => number(count(rows, notArrested, sinceYear(2020))),
  },

  // Voice 1, the television news producer, on notebook b.
  {
    notebook: 'b',
    question:
      "How many murders have we got since the beginning of 2020? I'm thinking of a 'five years on' angle",
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, has('murder'), sinceYear(2020))),
  },
  {
    notebook: 'b',
    question: "And how many of the victims were female, all told? It's for our Women's Month package.",
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_female', rows)),
  },
  {
    notebook: 'b',
    question: 'which province had the most people killed? we might send a crew out there',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_killed')),
  },
  {
    notebook: 'b',
    question: 'When did the most recent rape case happen? The date of the attack itself, please.',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(has('rape')), 'latest'),
  },
  {
    notebook: 'b',
    question: 'Quick check - did any cash-in-transit heists happen up in Limpopo? yes/no',
    covers: ['yes/no', 'conjunction', 'slang'],
    expect: (rows) => yesNo(count(rows, cit, inProvince('Limpopo')) > 0),
  },

  // Voice 2, the security-industry analyst, on notebook b.
  {
    notebook: 'b',
    question: 'Business robberies and CIT combined - total suspects arrested?',
    covers: ['people', 'restricted count', 'slang'],
    expect: (rows) =>
      number(suspectsArrested(rows.filter(anyCrime('business robbery', 'cash-in-transit robbery')))),
  },
  {
    notebook: 'b',
    question: 'Which province leads on illegal firearm posession cases?',
    covers: ['ranking', 'misspelling'],
    ...ranking(firearmByProvince),
  },
  {
    notebook: 'b',
    question: 'Of the hijackings (car and truck), what % ended with an arrest?',
    covers: ['share', 'slang'],
    expect: (rows) => percentOf(rows.filter(hijacking), arrested),
  },
  {
    notebook: 'b',
    question: 'Hijacking incidents in 2022, car and truck both included - count?',
    covers: ['calendar', 'restricted count', 'slang'],
    expect: (rows) => number(count(rows, hijacking, inYear(2022))),
  },
  {
    notebook: 'b',
    question: 'Total cash value lost in the CIT robberies, in rand?',
    covers: ['refusal', 'slang'],
    expect: refusal,
  },

  // Voice 3, the postgraduate student on policing outcomes, on notebook b.
  {
    notebook: 'b',
    question: 'How many police officers were victimised in incidents dated between 2019 and 2021 inclusive?',
    covers: ['people', 'calendar'],
    expect: (rows) => number(peopleTotal('victims_police', rows.filter(within('2019-01-01', '2021-12-31')))),
  },
  {
    notebook: 'b',
    question: 'How many of the suspects in this notebook are recorded as women?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('suspects_female', rows)),
  },
  {
    notebook: 'b',
    question:
      'In what percentage of the rape cases was at least one arrest made by the time of the release? Please round to a whole number.',
    covers: ['share', 'conjunction'],
    expect: (rows) => percentOf(rows.filter(has('rape')), arrested),
  },
  {
    notebook: 'b',
    question:
      'By how many does the number of suspects arrested in Mpumalanga exceed the number arrested in the Free State?',
    covers: ['people', 'conjunction'],
    expect: moreArrestedIn('Mpumalanga', 'Free State'),
  },
  {
    notebook: 'b',
    question:
      'What proportion of the suspects who were arrested went on to be convicted? I am trying to establish a conviction rate.',
    covers: ['refusal'],
    expect: refusal,
  },
];

export const fresh129QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH129_QUESTIONS, rows);
