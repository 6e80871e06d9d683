/**
 * The twenty-first fresh question set, written blind: by someone who had not read the analyst, the
 * extractor or any earlier question set, and who will not see the product's answers before the set is
 * run once, first try. Thirty questions, fifteen about each development notebook, in three new voices:
 * a retired police colonel writing a memoir (old-fashioned terms: "docket", "charge office",
 * "culprits"), a humanitarian NGO's protection officer (women, children, the killed), and a high-school
 * teacher preparing a civics lesson (plain words, the odd slip of spelling). Every expectation is
 * computed from the development set's ground truth, never typed by hand.
 *
 * Readings:
 * - An incident is one release (one row of the ground truth); a docket is an incident, "opened for
 *   murder" when murder is among its `crimes`. Culprits are suspects; "taken into custody" or "put
 *   behind bars" is `num_suspects_arrested`.
 * - An incident "involves" a crime when the crime is among its `crimes`; "both X and Y" means both are
 *   among them, "either X or Y" at least one.
 * - A calendar window is on `event_date`, both ends inclusive ("the first half of 2019" is 1 January to
 *   30 June 2019; "from 2020 onwards" starts on 1 January 2020; "before 2021" ends on 31 December 2020);
 *   months named without a year ("June, July and August") are those months of any year; an undated
 *   incident is in no window.
 * - People are sums of the stated figures over the incidents (a null adds nothing): female victims
 *   (women and girls) `victims_female`, child victims `victims_children`, the killed `victims_killed`,
 *   female culprits `suspects_female`, suspects arrested `num_suspects_arrested`. A police officer is
 *   among an incident's victims when its `victims_police` is above nought. A suspect's age is one entry
 *   of `suspect_ages`; the average is over the stated ages. "Attacked by a family member" is a
 *   `relationship` of family.
 * - A share of incidents is of all the notebook's incidents; the share of victims who were female is
 *   the summed female victims over the summed `num_victims`. Both to the nearest whole percent.
 * - A ranking names a single top key (province, municipality or crime) by the count or the sum the
 *   question asks for; the set's checks prove no tie at the top.
 * - Refused, because no release in either notebook says it: fingerprint evidence, and the household
 *   income of the victims' families.
 */
import {
  any,
  type BlindQuestion,
  before,
  femaleVictims,
  inMonths,
  peopleByProvince,
  peopleTotal,
  ranking,
  suspectAges,
  suspectsArrested,
  tallyOf,
  victims,
  yesNo,
} from './blind-sets';
import type { AnswerCase, DevRow } from './dev-set';
import {
  casesOf,
  count,
  crimeNames,
  dateAt,
  has,
  inProvince,
  meanOf,
  municipalityNames,
  number,
  percentOf,
  refusal,
  rounded,
  sinceYear,
  within,
} from './ground-truth-questions';

const policeAmongVictims = (r: DevRow) => (r.victims_police ?? 0) > 0;

export const FRESH21_QUESTIONS: BlindQuestion[] = [
  // Notebook a. The retired colonel.
  {
    notebook: 'a',
    question: 'How many murder dockets were opened at the charge offices in KwaZulu-Natal?',
    covers: ['restricted count', 'slang'],
    expect: (rows) => number(count(rows, has('murder'), inProvince('KwaZulu-Natal'))),
  },
  {
    notebook: 'a',
    question: 'How many culprits were taken into custody in the Eastern Cape?',
    covers: ['people', 'slang'],
    expect: (rows) => number(suspectsArrested(rows.filter(inProvince('Eastern Cape')))),
  },
  {
    notebook: 'a',
    question: 'Which province put the most culprits behind bars?',
    covers: ['ranking', 'people', 'slang'],
    ...ranking((rows) =>
      tallyOf(
        rows,
        (r) => r.province,
        (r) => r.num_suspects_arrested ?? 0,
      ),
    ),
  },
  {
    notebook: 'a',
    question: 'On what date was the most recent house robbery docket, going by when the robbery happened?',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows.filter(has('house robbery')), 'latest'),
  },
  {
    notebook: 'a',
    question: 'In how many of these dockets did fingerprint evidence lead the detectives to the culprits?',
    covers: ['refusal'],
    expect: refusal,
  },
  // Notebook a. The NGO protection officer.
  {
    notebook: 'a',
    question: 'How many female victims were recorded across all the incidents?',
    covers: ['people'],
    expect: (rows) => number(femaleVictims(rows)),
  },
  {
    notebook: 'a',
    question: 'How many child victims were there in the Western Cape and the Eastern Cape combined?',
    covers: ['people', 'restricted count'],
    expect: (rows) =>
      number(
        peopleTotal(
          'victims_children',
          rows.filter(any(inProvince('Western Cape'), inProvince('Eastern Cape'))),
        ),
      ),
  },
  {
    notebook: 'a',
    question: 'What share of the incidents involved a kidnapping, to the nearest percent?',
    covers: ['share'],
    expect: (rows) => percentOf(rows, has('kidnapping')),
  },
  {
    notebook: 'a',
    question: 'How many incidents were there in the first half of 2019, January to June?',
    covers: ['calendar'],
    expect: (rows) => number(count(rows, within('2019-01-01', '2019-06-30'))),
  },
  {
    notebook: 'a',
    question: 'In how many incidents was the victim attacked by a family member?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(count(rows, (r) => r.relationship === 'family')),
  },
  // Notebook a. The civics teacher.
  {
    notebook: 'a',
    question: 'For my class: which crime appears most often across these incidents?',
    covers: ['ranking'],
    ...ranking(
      (rows) =>
        tallyOf(
          rows.flatMap((r) => r.crimes),
          (crime) => crime,
        ),
      crimeNames,
    ),
  },
  {
    notebook: 'a',
    question: 'How many incidents involved both murder and illegal firearm possession?',
    covers: ['conjunction'],
    expect: (rows) => number(count(rows, has('murder'), has('illegal firearm possession'))),
  },
  {
    notebook: 'a',
    question: 'What was the avrage age of the suspects, to the nearest year?',
    covers: ['people', 'misspelling'],
    expect: (rows) => meanOf(suspectAges(rows), 0),
  },
  {
    notebook: 'a',
    question: 'How many incidents happened from 2020 onwards?',
    covers: ['calendar'],
    expect: (rows) => number(count(rows, sinceYear(2020))),
  },
  {
    notebook: 'a',
    question: 'Was murder more common than attempted murder in these incidents?',
    covers: ['yes/no'],
    expect: (rows) => yesNo(count(rows, has('murder')) > count(rows, has('attempted murder'))),
  },

  // Notebook b. The retired colonel.
  {
    notebook: 'b',
    question: 'How many culprits were arrested for stock theft?',
    covers: ['people', 'restricted count', 'slang'],
    expect: (rows) => number(suspectsArrested(rows.filter(has('stock theft')))),
  },
  {
    notebook: 'b',
    question: 'Which municipality had the most dockets opened?',
    covers: ['ranking', 'slang'],
    ...ranking((rows) => tallyOf(rows, (r) => r.municipality), municipalityNames),
  },
  {
    notebook: 'b',
    question: 'How many of the culprits were women?',
    covers: ['people', 'slang'],
    expect: (rows) => number(peopleTotal('suspects_female', rows)),
  },
  {
    notebook: 'b',
    question: 'When was the earliest murder docket, by the date of the murder itself?',
    covers: ['date', 'slang'],
    expect: (rows) => dateAt(rows.filter(has('murder')), 'earliest'),
  },
  {
    notebook: 'b',
    question: 'Before 2021, in how many incidents was a police officer among the victims?',
    covers: ['restricted count', 'calendar', 'people'],
    expect: (rows) => number(count(rows, policeAmongVictims, before('2021-01-01'))),
  },
  // Notebook b. The NGO protection officer.
  {
    notebook: 'b',
    question: 'How many victims were killed in the incidents that involved kidnapping?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(has('kidnapping')))),
  },
  {
    notebook: 'b',
    question: 'Which province had the most child victims?',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_children')),
  },
  {
    notebook: 'b',
    question: 'What percentage of all the victims were female, to the nearest whole percent?',
    covers: ['share', 'people'],
    expect: (rows) => {
      const all = victims(rows);
      if (all === 0) throw new Error('no victims to take a share of');
      return number(rounded((100 * femaleVictims(rows)) / all, 0));
    },
  },
  {
    notebook: 'b',
    question: 'How many women and girls were victims in the Northern Cape?',
    covers: ['people'],
    expect: (rows) => number(femaleVictims(rows.filter(inProvince('Northern Cape')))),
  },
  {
    notebook: 'b',
    question: 'In how many rape cases was at least one of the victims a child?',
    covers: ['restricted count', 'people'],
    expect: (rows) => number(count(rows, has('rape'), (r) => (r.victims_children ?? 0) > 0)),
  },
  // Notebook b. The civics teacher.
  {
    notebook: 'b',
    question: 'How many incidents took place in the winter months of June, July and August?',
    covers: ['calendar'],
    expect: (rows) => number(count(rows, inMonths(6, 8))),
  },
  {
    notebook: 'b',
    question: 'Were more suspects arrested in North West than in the Northern Cape?',
    covers: ['yes/no', 'people'],
    expect: (rows) =>
      yesNo(
        suspectsArrested(rows.filter(inProvince('North West'))) >
          suspectsArrested(rows.filter(inProvince('Northern Cape'))),
      ),
  },
  {
    notebook: 'b',
    question: 'How many incidents involved either a house robbery or a business robbery?',
    covers: ['conjunction'],
    expect: (rows) => number(count(rows, any(has('house robbery'), has('business robbery')))),
  },
  {
    notebook: 'b',
    question: "What's the youngst suspect's age in the Free State?",
    covers: ['people', 'misspelling'],
    expect: (rows) => number(Math.min(...suspectAges(rows.filter(inProvince('Free State'))))),
  },
  {
    notebook: 'b',
    question: "What was the average household income of the victims' families?",
    covers: ['refusal'],
    expect: refusal,
  },
];

/** The set's questions with their expectations worked out over the development set's ground truth. */
export const fresh21QuestionCases = (rows: readonly DevRow[]): AnswerCase[] =>
  casesOf(FRESH21_QUESTIONS, rows);
