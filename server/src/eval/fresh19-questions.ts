/**
 * The nineteenth fresh question set, written blind: by someone who had not read the analyst, the
 * extractor or any earlier question set, and who will not see the product's answers before the set is
 * run once, first try. Thirty questions, fifteen about each development notebook, in three new voices:
 * a community radio station's news editor in a township (who mixes English with everyday South African
 * words), a university ethics-board reviewer checking a student's claims against the releases, and a
 * private investigator (terse, with the trade's shorthand). Every expectation is computed from the
 * development set's ground truth, never typed by hand.
 *
 * Readings:
 * - An incident is one release (one row of the ground truth). An incident "involves" a crime when the
 *   crime is among its `crimes`; "X and Y in the same case" means both are among them.
 * - Slang is read as the set's vocabulary: a CIT heist is a cash-in-transit robbery, a zama zama case
 *   is illegal mining, cops are police officers.
 * - A calendar window is on `event_date`, both ends inclusive ("from 2019 through 2022" is 1 January 2019
 *   to 31 December 2022; "before 2020" ends on 31 December 2019); an undated incident is in no window. A
 *   weekend is a Saturday or a Sunday of the `event_date`.
 * - People are sums of the stated figures over the incidents (a null adds nothing): the killed
 *   `victims_killed`, children `victims_children`, cops among the victims `victims_police`, female and
 *   male victims `victims_female` and `victims_male`, male suspects `suspects_male`, suspects arrested
 *   `num_suspects_arrested`. A suspect's age is one entry of `suspect_ages`; an average is over the
 *   stated ages. "The victim knew the attacker" is a `relationship` of partner, family or acquaintance.
 * - A share is of all the notebook's incidents, to the nearest whole percent. An incident "ended with an arrest" when `arrest_made` is true; nobody was arrested
 *   when it is false.
 * - A ranking names a single top key (province or municipality) by the count or the sum the question
 *   asks for; the set's checks prove no tie at the top.
 * - Refused, because no release in either notebook says it: the language the victims spoke, and
 *   whether the suspects were employed.
 */
import {
  type BlindQuestion,
  before,
  femaleVictims,
  knewTheAttacker,
  maleVictims,
  peopleByProvince,
  peopleTotal,
  ranking,
  suspectAges,
  suspectsArrested,
  tallyOf,
  yesNo,
} from './blind-sets';
import type { AnswerCase, DevRow } from './dev-set';
import {
  arrested,
  casesOf,
  count,
  dateAt,
  has,
  inProvince,
  meanOf,
  municipalityNames,
  notArrested,
  number,
  percentOf,
  refusal,
  weekend,
  within,
} from './ground-truth-questions';

export const FRESH19_QUESTIONS: BlindQuestion[] = [
  // Notebook a. The radio news editor.
  {
    notebook: 'a',
    question: 'Eish, how many people were killed altogether in the Eastern Cape cases?',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(inProvince('Eastern Cape')))),
  },
  {
    notebook: 'a',
    question: "Howzit, for the six o'clock bulletin: how many kidnapping cases were there in Gauteng?",
    covers: ['restricted count', 'slang'],
    expect: (rows) => number(count(rows, has('kidnapping'), inProvince('Gauteng'))),
  },
  {
    notebook: 'a',
    question: 'Which province had the most murder cases, neh?',
    covers: ['ranking', 'slang'],
    ...ranking((rows) => tallyOf(rows.filter(has('murder')), (r) => r.province)),
  },
  {
    notebook: 'a',
    question: 'When did the latest CIT heist happen?',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows.filter(has('cash-in-transit robbery')), 'latest'),
  },
  {
    notebook: 'a',
    question: 'Ja, in how many cases was there murder and attempted murder in the same incident?',
    covers: ['conjunction', 'slang'],
    expect: (rows) => number(count(rows, has('murder'), has('attempted murder'))),
  },
  // Notebook a. The ethics-board reviewer.
  {
    notebook: 'a',
    question:
      'A student claims that more than 40 people were killed across these incidents. Do the releases support that claim?',
    covers: ['yes/no', 'people'],
    expect: (rows) => yesNo(peopleTotal('victims_killed', rows) > 40),
  },
  {
    notebook: 'a',
    question: 'What percentage of the incidents ended with at least one arrest, to the nearest percent?',
    covers: ['share'],
    expect: (rows) => percentOf(rows, arrested),
  },
  {
    notebook: 'a',
    question:
      "The student's chapter says the earliest incident dates from 2014. On what date did the earliest incident take place?",
    covers: ['date'],
    expect: (rows) => dateAt(rows, 'earliest'),
  },
  {
    notebook: 'a',
    question:
      'In how many incidents is the attacker described as someone the victim knew: a partner, a relative or an acquaintance?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(count(rows, knewTheAttacker)),
  },
  {
    notebook: 'a',
    question:
      'The student asserts that most of the victims were isiXhosa speakers. How many of the victims spoke isiXhosa?',
    covers: ['refusal'],
    expect: refusal,
  },
  // Notebook a. The private investigator.
  {
    notebook: 'a',
    question: "What's the age of the yougest suspect on record?",
    covers: ['people', 'misspelling'],
    expect: (rows) => number(Math.min(...suspectAges(rows))),
  },
  {
    notebook: 'a',
    question: 'Suspects arrested in KZN from 2019 through 2022, how many in total?',
    covers: ['calendar', 'people', 'slang'],
    expect: (rows) =>
      number(
        suspectsArrested(rows.filter(inProvince('KwaZulu-Natal')).filter(within('2019-01-01', '2022-12-31'))),
      ),
  },
  {
    notebook: 'a',
    question: 'Which municipality had the most incidents?',
    covers: ['ranking'],
    ...ranking((rows) => tallyOf(rows, (r) => r.municipality), municipalityNames),
  },
  {
    notebook: 'a',
    question: 'How many cops were among the victims in the Western Cape?',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_police', rows.filter(inProvince('Western Cape')))),
  },
  {
    notebook: 'a',
    question: 'How many of the incidents took place on a weekend (Saturday or Sunday)?',
    covers: ['calendar', 'restricted count'],
    expect: (rows) => number(count(rows, weekend)),
  },

  // Notebook b. The radio news editor.
  {
    notebook: 'b',
    question: 'Eish, how many rape cases were reported in the Northern Cape?',
    covers: ['restricted count', 'slang'],
    expect: (rows) => number(count(rows, has('rape'), inProvince('Northern Cape'))),
  },
  {
    notebook: 'b',
    question: 'How many children were among the victims, ja?',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('victims_children', rows)),
  },
  {
    notebook: 'b',
    question: 'Which province had the most victims overall? We want to do a feature on it.',
    covers: ['ranking', 'people'],
    ...ranking((rows) =>
      tallyOf(
        rows,
        (r) => r.province,
        (r) => r.num_victims ?? 0,
      ),
    ),
  },
  {
    notebook: 'b',
    question: 'Were more people killed in the Free State than in North West, or not?',
    covers: ['yes/no', 'people'],
    expect: (rows) => {
      const killed = peopleByProvince('victims_killed')(rows);
      return yesNo((killed.get('Free State') ?? 0) > (killed.get('North West') ?? 0));
    },
  },
  {
    notebook: 'b',
    question: 'How many zama zama cases were there?',
    covers: ['slang', 'restricted count'],
    expect: (rows) => number(count(rows, has('illegal mining'))),
  },
  // Notebook b. The ethics-board reviewer.
  {
    notebook: 'b',
    question:
      'The student claims at least a quarter of the incidents involved illegal firearm possession. What share of the incidents did, to the nearest percent?',
    covers: ['share'],
    expect: (rows) => percentOf(rows, has('illegal firearm possession')),
  },
  {
    notebook: 'b',
    question:
      'The student writes that female victims outnumbered male victims. Were more female than male victims recorded?',
    covers: ['yes/no', 'people'],
    expect: (rows) => yesNo(femaleVictims(rows) > maleVictims(rows)),
  },
  {
    notebook: 'b',
    question: 'What was the average age of the suspects whose age is given, to one decimal place?',
    covers: ['people'],
    expect: (rows) => meanOf(suspectAges(rows), 1),
  },
  {
    notebook: 'b',
    question: 'On what date did the last incident before 2020 take place?',
    covers: ['date', 'calendar'],
    expect: (rows) => dateAt(rows.filter(before('2020-01-01')), 'latest'),
  },
  {
    notebook: 'b',
    question:
      "The student's paper says most of the arrested suspects were unemployed. How many of the arrested suspects were unemployed?",
    covers: ['refusal'],
    expect: refusal,
  },
  // Notebook b. The private investigator.
  {
    notebook: 'b',
    question: 'Mpumalanga, calendar year 2022: how many suspects were arrested?',
    covers: ['restricted count', 'calendar', 'people'],
    expect: (rows) =>
      number(
        suspectsArrested(rows.filter(inProvince('Mpumalanga')).filter(within('2022-01-01', '2022-12-31'))),
      ),
  },
  {
    notebook: 'b',
    question: 'Which province had the most male suspects?',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('suspects_male')),
  },
  {
    notebook: 'b',
    question: 'How many incidents involved kidnapping together with extortion?',
    covers: ['conjunction'],
    expect: (rows) => number(count(rows, has('kidnapping'), has('extortion'))),
  },
  {
    notebook: 'b',
    question: 'In how many incidents was nobody arrested?',
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, notArrested)),
  },
  {
    notebook: 'b',
    question: 'Hw many polce officers were victims in North West?',
    covers: ['people', 'misspelling'],
    expect: (rows) => number(peopleTotal('victims_police', rows.filter(inProvince('North West')))),
  },
];

/** The set's questions with their expectations worked out over the development set's ground truth. */
export const fresh19QuestionCases = (rows: readonly DevRow[]): AnswerCase[] =>
  casesOf(FRESH19_QUESTIONS, rows);
