/**
 * The hundred-and-ninetieth fresh question set (blind): thirty questions, fifteen about notebook `a` and fifteen about notebook `b`, written without reading the analyst, the extractor or the other question sets.
 * Every expectation is computed from the ground-truth rows of the question's notebook.
 *
 * The voices (each puts five questions to each notebook):
 * 1. A radio news producer in Durban who needs one-line facts fast for a bulletin: clipped, chatty,
 *    abbreviations and newsroom shorthand ("gimme", "quick", "on air in 5", "ppl", "nabbed", "CIT
 *    heists", "y/n", "Sat or Sun"), KwaZulu-Natal places (Umlazi, Inanda, KwaMashu, Pinetown, eThekwini).
 * 2. A parliamentary researcher for the portfolio committee on police: formal and precise, asks about
 *    trends between years, shares with their base stated, means and medians, and what the statements
 *    do not record (convictions, sentences, withdrawn dockets).
 * 3. A schoolteacher preparing a lesson on gender-based violence: careful and plain, asks about women
 *    and children as victims, rape and who the attacker was, with a few spelling slips ("vicitms",
 *    "aquaintance", "saftey", "childern", "commited", "resent").
 *
 * The readings chosen (one row is one incident; a crime question counts the rows whose `crimes` hold the
 * category):
 * - Dates are `event_date` alone: a row without one is outside every year, date range and weekday, and
 *   is never the latest or earliest; `published_date` is never read. "Sat or Sun" is a Saturday or
 *   Sunday of `event_date`. "Dated in 2022" is an `event_date` in that calendar year; "from 1 January
 *   2019 to 31 December 2021 inclusive" takes both end days.
 * - People are sums of the stated figures: `victims_killed` (killed, ppl killed, persons killed),
 *   `victims_children` (children, under 18), `victims_police` (police officers, on or off duty),
 *   `victims_female` (women and girls), `victims_male` (a boy or a man), `suspects_female` (suspects who
 *   were women), `num_suspects_arrested` (suspects arrested, nabbed). A null (unstated) figure adds
 *   nothing; "any ... ?" is yes when the stated figures sum to more than zero.
 * - "Murders" are `murder` alone (attempted murder is not one); "rape cases" are `rape` (sexual assault
 *   is not one); "CIT heists" are `cash-in-transit robbery`; "illegal mining" is `illegal mining`.
 * - A rape case "had a child victim" when its `victims_children` is stated and above zero.
 * - "The attacker was someone the victim knew" is `relationship` `partner`, `family` or `acquaintance`;
 *   `stranger` and an unstated relationship are not. Its share of rape cases is over all the rape cases
 *   of the notebook (those with no stated relationship stay in the base), nearest whole percent.
 * - A place the producer names (Umlazi, Inanda, KwaMashu) is a row whose `location` holds the name in
 *   any case; the police station is not read. "KZN", "anything from KZN", Pinetown and eThekwini are
 *   within `province` KwaZulu-Natal, which the question reads alone. "eThekwini" as a filter is the
 *   `municipality` eThekwini.
 * - "Municipality" is `municipality` (rows without one are left out of a ranking), answered as written
 *   or without "City of".
 * - "No arrest made at the time of the statement" is `arrest_made === false`; its share is over all the
 *   notebook's rows, nearest whole percent. A province's rape share is over all that province's rows.
 * - "How many more killed in 2022 than in 2023" is the difference of the two sums of `victims_killed`;
 *   2022 must have more.
 * - The median age of suspects is over every stated entry of `suspect_ages` (one per suspect), the mean
 *   of the middle two when their number is even; the mean of suspects arrested per Mpumalanga incident is
 *   over that province's rows with a stated `num_suspects_arrested`, to one decimal.
 * - Rankings (KZN municipality with most incidents, province with most killed, municipality with most
 *   incidents, province with most rape cases) each carry their tally; a tie at the top is an error in
 *   the question.
 * - Refusals: the ground truth holds no court outcomes (convictions, sentences, withdrawn dockets or
 *   cases struck off the roll) and nothing about counselling or places of safety for victims.
 */
import {
  any,
  anyCrime,
  atPlace,
  type BlindQuestion,
  femaleVictims,
  inMunicipality,
  knewTheAttacker,
  peopleByProvince,
  peopleTotal,
  percentage,
  ranking,
  rowsWhere,
  suspectAges,
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
  inYear,
  meanOf,
  municipalityNames,
  notArrested,
  number,
  percentOf,
  refusal,
  rounded,
  weekend,
  within,
} from './ground-truth-questions';

const murder = has('murder');
const rape = has('rape');
const kzn = inProvince('KwaZulu-Natal');
/** A rape case with a stated child victim. */
const childVictim = (r: DevRow) => (r.victims_children ?? 0) > 0;

/** The median of the values, the mean of the middle two for an even number; none is an error. */
function medianOf(values: readonly number[], decimals: number) {
  if (values.length === 0) throw new Error('no value to take a median of');
  const sorted = [...values].sort((x, y) => x - y);
  const middle = Math.floor(sorted.length / 2);
  const value =
    sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return number(rounded(value, decimals));
}

const kznMunicipalityTally = (rows: readonly DevRow[]) => tallyOf(rows.filter(kzn), (r) => r.municipality);
const municipalityTally = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.municipality);
const rapeProvinceTally = (rows: readonly DevRow[]) => tallyOf(rows.filter(rape), (r) => r.province);

export const FRESH190_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the Durban radio news producer, on notebook a.
  {
    notebook: 'a',
    question: 'quick one for the 5pm bulletin - how many murders in eThekwini? just gimme the number',
    covers: ['restricted count', 'conjunction', 'slang'],
    expect: (rows) => number(count(rows, murder, inMunicipality('eThekwini'))),
  },
  {
    notebook: 'a',
    question: 'On air in 5 - total ppl killed in KZN, all the incidents added up?',
    covers: ['people', 'restricted count', 'slang'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(kzn))),
  },
  {
    notebook: 'a',
    question: 'Umlazi, Inanda or KwaMashu - any of them in this lot at all? y/n',
    covers: ['yes/no', 'slang'],
    expect: (rows) => yesNo(count(rows, any(atPlace('Umlazi'), atPlace('Inanda'), atPlace('KwaMashu'))) > 0),
  },
  {
    notebook: 'a',
    question:
      'Gimme the date of the latest KZN incident - the day it actually happened, not the day SAPS put out the statement',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows.filter(kzn), 'latest'),
  },
  {
    notebook: 'a',
    question: 'For the map graphic: which KZN municipality has the most incidents? quick',
    covers: ['ranking', 'slang'],
    ...ranking(kznMunicipalityTally, municipalityNames),
  },

  // Voice 2, the parliamentary researcher, on notebook a.
  {
    notebook: 'a',
    question:
      'Of all incidents recorded in this notebook, what percentage had no arrest made at the time of the statement? Please express it as a percentage of all incidents.',
    covers: ['share'],
    expect: (rows) => percentOf(rows, notArrested),
  },
  {
    notebook: 'a',
    question:
      'For the trend analysis: how many more persons were recorded as killed in incidents dated in 2022 than in incidents dated in 2023?',
    covers: ['people', 'calendar', 'conjunction'],
    expect: (rows) =>
      excessOf(rows, inYear(2022), inYear(2023), (selected) => peopleTotal('victims_killed', selected)),
  },
  {
    notebook: 'a',
    question:
      'Could the committee be told how many of the arrested suspects were subsequently convicted, and what sentences the courts imposed?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question: 'What is the median age of the suspects whose ages are stated in these statements?',
    covers: ['people'],
    expect: (rows) => medianOf(suspectAges(rows), 1),
  },
  {
    notebook: 'a',
    question:
      'How many police officers, on or off duty, are recorded as victims in incidents dated from 1 January 2019 to 31 December 2021 inclusive?',
    covers: ['people', 'calendar', 'conjunction'],
    expect: (rows) => number(peopleTotal('victims_police', rows.filter(within('2019-01-01', '2021-12-31')))),
  },

  // Voice 3, the schoolteacher, on notebook a.
  {
    notebook: 'a',
    question:
      "I'm preparing a lesson on gender-based violence. How many women and girls were vicitms across all the incidents in these reports?",
    covers: ['people', 'misspelling'],
    expect: (rows) => number(femaleVictims(rows)),
  },
  {
    notebook: 'a',
    question: 'How many of the rape cases had a child victim, meaning someone under 18?',
    covers: ['restricted count', 'conjunction', 'people'],
    expect: (rows) => number(count(rows, rape, childVictim)),
  },
  {
    notebook: 'a',
    question:
      'In how many incidents was the attacker someone the victim knew - a partner, a family member or an aquaintance?',
    covers: ['restricted count', 'misspelling'],
    expect: (rows) => number(count(rows, (r) => knewTheAttacker(r))),
  },
  {
    notebook: 'a',
    question: 'Were any of the suspects in these reports women? Just yes or no please.',
    covers: ['yes/no', 'people'],
    expect: (rows) => yesNo(peopleTotal('suspects_female', rows) > 0),
  },
  {
    notebook: 'a',
    question:
      'Do the reports say how many of the victims were given counselling or taken to a place of saftey afterwards?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 1, the Durban radio news producer, on notebook b.
  {
    notebook: 'b',
    question: 'quick - how many suspects nabbed in total across the whole lot?',
    covers: ['people', 'slang'],
    expect: (rows) => number(suspectsArrested(rows)),
  },
  {
    notebook: 'b',
    question: 'Anything from KZN in this batch? Umlazi, Pinetown, anywhere in eThekwini - y/n, on air in 5',
    covers: ['yes/no', 'slang'],
    expect: (rows) => yesNo(count(rows, kzn) > 0),
  },
  {
    notebook: 'b',
    question: 'National wrap: which province had the most ppl killed? gimme the top one',
    covers: ['ranking', 'people', 'slang'],
    ...ranking(peopleByProvince('victims_killed')),
  },
  {
    notebook: 'b',
    question: 'How many CIT heists in here? quick count pls',
    covers: ['restricted count', 'slang'],
    expect: (rows) => number(count(rows, anyCrime('cash-in-transit robbery'))),
  },
  {
    notebook: 'b',
    question: 'Murders that happened on a Sat or Sun - how many? need it for the weekend violence promo',
    covers: ['calendar', 'restricted count', 'slang'],
    expect: (rows) => number(count(rows, murder, weekend)),
  },

  // Voice 2, the parliamentary researcher, on notebook b.
  {
    notebook: 'b',
    question:
      'What share of the incidents recorded in the Northern Cape involved rape? Please state it as a percentage of all Northern Cape incidents in the notebook.',
    covers: ['share', 'conjunction'],
    expect: (rows) => percentOf(rows.filter(inProvince('Northern Cape')), rape),
  },
  {
    notebook: 'b',
    question:
      "For the committee's oversight report: in how many of these cases was the docket withdrawn or the matter struck off the court roll?",
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question:
      'Which municipality accounts for the largest number of incidents, leaving aside those for which no municipality is recorded?',
    covers: ['ranking'],
    ...ranking(municipalityTally, municipalityNames),
  },
  {
    notebook: 'b',
    question: 'What is the earliest recorded incident date for a case of illegal mining?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(has('illegal mining')), 'earliest'),
  },
  {
    notebook: 'b',
    question:
      'What was the mean number of suspects arrested per incident in Mpumalanga, to one decimal place?',
    covers: ['people', 'restricted count'],
    expect: (rows) =>
      meanOf(
        rowsWhere(rows, inProvince('Mpumalanga')).map((r) => r.num_suspects_arrested),
        1,
      ),
  },

  // Voice 3, the schoolteacher, on notebook b.
  {
    notebook: 'b',
    question: 'How many childern under 18 were victims altogether in these reports?',
    covers: ['people', 'misspelling'],
    expect: (rows) => number(peopleTotal('victims_children', rows)),
  },
  {
    notebook: 'b',
    question: 'Which province had the most rape cases?',
    covers: ['ranking'],
    ...ranking(rapeProvinceTally),
  },
  {
    notebook: 'b',
    question:
      'Of the rape cases, what percentage were commited by someone the victim knew (a partner, family member or acquaintance)? Please use all the rape cases as the base.',
    covers: ['share', 'misspelling'],
    expect: (rows) => {
      const rapes = rows.filter(rape);
      return percentage(rapes.filter(knewTheAttacker).length, rapes.length);
    },
  },
  {
    notebook: 'b',
    question: 'When did the most resent rape happen? The date of the crime itself please.',
    covers: ['date', 'misspelling'],
    expect: (rows) => dateAt(rows.filter(rape), 'latest'),
  },
  {
    notebook: 'b',
    question: 'Was any of the rape victims a boy or a man?',
    covers: ['yes/no', 'people'],
    expect: (rows) => yesNo(peopleTotal('victims_male', rows.filter(rape)) > 0),
  },
];

export const fresh190QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH190_QUESTIONS, rows);
