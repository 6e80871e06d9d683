/**
 * The hundred-and-fortieth fresh question set (blind): thirty questions, fifteen about notebook `a` and
 * fifteen about notebook `b`, written without reading the analyst, the extractor or the other question
 * sets. No expected answer is typed in: each is worked out from the ground-truth rows of the question's
 * own notebook by the shared helpers.
 *
 * The voices (five questions from each to each notebook):
 * 1. A wire-service reporter filing a quick update: terse, clipped, newsroom shorthand ("CIT heists",
 *    "cops", "farm murders", "pls") and the odd typo from typing fast ("kidnaping", "Nothern Cape").
 * 2. An advocacy officer at a victims' rights organisation: victims first, women, children and
 *    survivors, people killed, cases where nobody has been arrested, attackers the victim knew.
 * 3. A university lecturer preparing an exercise for first-year students: plain, careful wording that
 *    states how to round and which date counts; proportions, differences, tallies and calendars.
 *
 * How each kind of question is read from the ground truth (one row is one incident; a crime question
 * counts the rows whose `crimes` hold the category):
 * - Dates are `event_date` only. A row without one falls in no year, no "since" window and no weekend,
 *   and is never the earliest or the latest; `published_date` is never read. A weekend is a Saturday or
 *   Sunday of `event_date`.
 * - "CIT heists" are `cash-in-transit robbery`. "Hijackings, car or truck" are `carjacking` or
 *   `truck hijacking`. "Murders" are `murder` alone (attempted murder and culpable homicide are not).
 *   "Rapes" / "rape cases" are `rape`.
 * - A "farm murder" is a `murder` row whose `location` holds the word "farm" (any case).
 * - People are sums of the stated figures, a null adding nothing: `victims_police` (cops, police
 *   officers among the victims, on or off duty), `victims_children` (children under 18, child victims),
 *   `victims_killed` (people killed), `victims_female` (women and girls among the victims),
 *   `suspects_female` / `suspects_male` (suspects by sex, arrested or sought), `num_suspects_arrested`
 *   (suspects arrested).
 * - "No arrest at all" / "nobody arrested" is `arrest_made === false` (an unstated arrest is not one).
 * - "Someone the survivor knew" is a `relationship` of `partner`, `family` or `acquaintance`; "a member
 *   of their own family" is `family` alone. A null relationship is neither.
 * - Shares of incidents are over all the notebook's rows, to the nearest whole percent. The female share
 *   of suspects is the sum of `suspects_female` over the sum of `suspects_female` and `suspects_male`,
 *   to one decimal place.
 * - "How many more in P than in Q" is the difference of the two counts (or sums); P must have more.
 * - Rankings (province with most people killed, province with most child victims, municipality with most
 *   incidents) each carry their tally; rows without a municipality are left out, a municipality may be
 *   named with or without "City of", KwaZulu-Natal also as "KZN"; a tie at the top is an error in the
 *   question.
 * - Refusals: the ground truth holds no bail status, no referral to victim support or counselling, no
 *   rand value of goods stolen, and no ages of victims (only whether a victim was a child).
 */
import {
  anyCrime,
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
  weekend,
} from './ground-truth-questions';

const cit = has('cash-in-transit robbery');
/** A hijacking of a car or of a truck. */
const hijacking = anyCrime('carjacking', 'truck hijacking');
const murder = has('murder');
const rape = has('rape');
/** An incident the release places on a farm. */
const onAFarm = atPlace('farm');
/** The victim knew the attacker: a partner, a relative or an acquaintance, as the release states. */
const knownAttacker = (r: DevRow) =>
  r.relationship === 'partner' || r.relationship === 'family' || r.relationship === 'acquaintance';

const municipalityTally = (rows: readonly DevRow[]) => tallyOf(rows, (r) => r.municipality);

export const FRESH140_QUESTIONS: BlindQuestion[] = [
  // Voice 1, the wire-service reporter, on notebook a.
  {
    notebook: 'a',
    question: 'CIT heists in here - how many incidents?',
    covers: ['restricted count', 'slang'],
    expect: (rows) => number(count(rows, cit)),
  },
  {
    notebook: 'a',
    question: 'Hijackings in Gauteng since 2020, car or truck - count?',
    covers: ['conjunction', 'calendar', 'slang', 'restricted count'],
    expect: (rows) => number(count(rows, hijacking, inProvince('Gauteng'), sinceYear(2020))),
  },
  {
    notebook: 'a',
    question: 'Cops among the victims, on or off duty - total number?',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_police', rows)),
  },
  {
    notebook: 'a',
    question: 'Latest kidnaping - date it happened, not the release date?',
    covers: ['date', 'misspelling'],
    expect: (rows) => dateAt(rows.filter(has('kidnapping')), 'latest'),
  },
  {
    notebook: 'a',
    question: 'How many of those arrested were already out on bail? Number pls.',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the victims' rights advocacy officer, on notebook a.
  {
    notebook: 'a',
    question:
      'For our report on child victims: across all of these incidents, how many of the victims were children under 18?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_children', rows)),
  },
  {
    notebook: 'a',
    question:
      'How many people were killed in the incidents where the police have made no arrest at all? Families in those cases are still waiting for justice.',
    covers: ['people', 'conjunction'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(notArrested))),
  },
  {
    notebook: 'a',
    question:
      'Which province lost the most lives, counting the number of people killed across all incidents?',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_killed'), kznProvinceNames),
  },
  {
    notebook: 'a',
    question:
      'Is there any case in these releases where the victim was attacked by a member of their own family?',
    covers: ['yes/no'],
    expect: (rows) => yesNo(count(rows, (r) => r.relationship === 'family') > 0),
  },
  {
    notebook: 'a',
    question:
      'How many of these victims were referred to victim support services or trauma counselling afterwards?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 3, the university lecturer, on notebook a.
  {
    notebook: 'a',
    question:
      'For a first-year exercise on proportions: what percentage of all the incidents in this notebook involved a murder? Please round to the nearest whole percent.',
    covers: ['share'],
    expect: (rows) => percentOf(rows, murder),
  },
  {
    notebook: 'a',
    question: 'How many more incidents took place in Gauteng than in the Eastern Cape?',
    covers: ['restricted count'],
    expect: (rows) => excessOf(rows, inProvince('Gauteng'), inProvince('Eastern Cape')),
  },
  {
    notebook: 'a',
    question: 'Which municipality accounts for the largest number of incidents in this notebook?',
    covers: ['ranking'],
    ...ranking(municipalityTally, municipalityNames),
  },
  {
    notebook: 'a',
    question:
      'How many of the incidents occurred in the calendar year 2019, going by the date of the incident rather than the date of the release?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, inYear(2019))),
  },
  {
    notebook: 'a',
    question: 'What is the date of the earliest incident recorded in this notebook?',
    covers: ['date'],
    expect: (rows) => dateAt(rows, 'earliest'),
  },

  // Voice 1, the wire-service reporter, on notebook b.
  {
    notebook: 'b',
    question: 'Farm murders (murders on a farm) - how many?',
    covers: ['restricted count', 'conjunction', 'slang'],
    expect: (rows) => number(count(rows, murder, onAFarm)),
  },
  {
    notebook: 'b',
    question: 'Rapes in the Nothern Cape, count?',
    covers: ['restricted count', 'conjunction', 'misspelling'],
    expect: (rows) => number(count(rows, rape, inProvince('Northern Cape'))),
  },
  {
    notebook: 'b',
    question: 'North West: total suspects arrested?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(suspectsArrested(rows.filter(inProvince('North West')))),
  },
  {
    notebook: 'b',
    question: 'Latest murder in Limpopo - date?',
    covers: ['date', 'conjunction'],
    expect: (rows) => dateAt(rowsWhere(rows, murder, inProvince('Limpopo')), 'latest'),
  },
  {
    notebook: 'b',
    question: 'Total rand value of goods stolen across the robberies?',
    covers: ['refusal'],
    expect: refusal,
  },

  // Voice 2, the victims' rights advocacy officer, on notebook b.
  {
    notebook: 'b',
    question: 'How many of the victims in these incidents were women or girls?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_female', rows)),
  },
  {
    notebook: 'b',
    question:
      'In how many of the rape cases does the release say the perpetrator was someone the survivor knew, such as a partner, relative or acquaintance?',
    covers: ['restricted count', 'conjunction'],
    expect: (rows) => number(count(rows, rape, knownAttacker)),
  },
  {
    notebook: 'b',
    question:
      'What percentage of the incidents have had no arrest at all so far? The nearest whole percent is fine.',
    covers: ['share'],
    expect: (rows) => percentOf(rows, notArrested),
  },
  {
    notebook: 'b',
    question: 'Which province had the most child victims?',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_children'), kznProvinceNames),
  },
  {
    notebook: 'b',
    question: 'Did any of the rape cases end up with nobody arrested?',
    covers: ['yes/no'],
    expect: (rows) => yesNo(count(rows, rape, notArrested) > 0),
  },

  // Voice 3, the university lecturer, on notebook b.
  {
    notebook: 'b',
    question: 'How many more suspects were arrested in Mpumalanga than in Limpopo?',
    covers: ['people', 'restricted count'],
    expect: (rows) =>
      excessOf(rows, inProvince('Mpumalanga'), inProvince('Limpopo'), (selected) =>
        suspectsArrested(selected),
      ),
  },
  {
    notebook: 'b',
    question:
      'Of the suspects whose sex is given in the releases, what percentage were female? Round to one decimal place.',
    covers: ['share', 'people'],
    expect: (rows) => {
      const female = peopleTotal('suspects_female', rows);
      return percentage(female, female + peopleTotal('suspects_male', rows), 1);
    },
  },
  {
    notebook: 'b',
    question:
      'For a tally exercise: which municipality appears most often among the incidents in this notebook?',
    covers: ['ranking'],
    ...ranking(municipalityTally, municipalityNames),
  },
  {
    notebook: 'b',
    question:
      'How many incidents took place on a weekend, meaning the incident itself fell on a Saturday or a Sunday?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, weekend)),
  },
  {
    notebook: 'b',
    question: 'What was the mean age of the victims in these incidents?',
    covers: ['refusal'],
    expect: refusal,
  },
];

export const fresh140QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH140_QUESTIONS, rows);
