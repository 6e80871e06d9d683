/**
 * Fresh questions, fourth set: written blind by a helper session for the answering issue (issue 22,
 * section 5), without reading the analyst, the extractor or any earlier question set. The voices: a
 * newspaper editor planning the weekend edition, a court reporter, and a policy researcher at a
 * think tank. Fifteen questions about each development notebook; every expectation is computed from the
 * ground truth, never typed. Run once for the first-try figure; do not change a question after that
 * first run (a wrong expectation is fixed only by fixing the ground truth).
 *
 * Readings: an incident is one release; victims and arrests are the stated figures (unstated counts
 * as none); an age is a stated suspect age; a calendar window is over the incident date (undated
 * incidents fall outside every window); the ground truth records neither victims' ages, nor bail,
 * sentences or times of day, so those questions expect a refusal. When the set was written it did not
 * record who was killed and who was injured, nor which victims were children, either; the people
 * model v2 added both to the ground truth (26 November 2026), so those two questions now expect the
 * stated totals (unstated counts as none), computed from it.
 */
import {
  type BlindQuestion,
  femaleVictims,
  largestIncident,
  not,
  peopleTotal,
  ranking,
  suspectAges,
  suspectsArrested,
  tallyOf,
  victims,
  yesNo,
} from './blind-sets';
import type { DevRow } from './dev-set';
import {
  casesOf,
  count,
  crimeNames,
  dateAt,
  has,
  inProvince,
  meanOf,
  municipalityNames,
  notArrested,
  number,
  percentOf,
  refusal,
  sinceYear,
  weekend,
  within,
} from './ground-truth-questions';

const editor = 'For the weekend edition';

export const FRESH4_QUESTIONS: BlindQuestion[] = [
  // Notebook a — the editor
  {
    notebook: 'a',
    question: `${editor}: in how many incidents was there both a murder and an attempted murder?`,
    covers: ['conjunction'],
    expect: (rows) => number(count(rows, has('murder'), has('attempted murder'))),
  },
  {
    notebook: 'a',
    question: 'Which province gives us the most murder stories in this notebook?',
    covers: ['ranking'],
    ...ranking((rows) => tallyOf(rows.filter(has('murder')), (r) => r.province)),
  },
  {
    notebook: 'a',
    question: 'Add up the victims for me: how many victims are there across all the incidents?',
    covers: ['people'],
    expect: (rows) => number(victims(rows)),
  },
  {
    notebook: 'a',
    question: 'Which single incident had the highest number of victims, and where was it?',
    covers: ['people', 'ranking'],
    ...largestIncident(
      () => true,
      (r) => r.num_victims,
    ),
  },
  {
    notebook: 'a',
    question: 'How many CIT heists have we got in here?',
    covers: ['slang'],
    expect: (rows) => number(count(rows, has('cash-in-transit robbery'))),
  },
  // Notebook a — the court reporter
  {
    notebook: 'a',
    question: 'How many suspects in total were taken into custody in the KwaZulu-Natal matters?',
    covers: ['people'],
    expect: (rows) => number(suspectsArrested(rows.filter(inProvince('KwaZulu-Natal')))),
  },
  {
    notebook: 'a',
    question: 'In how many of these cases has nobody been arrested yet?',
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, notArrested)),
  },
  {
    notebook: 'a',
    question: 'What bail amounts were set for the accused in the Eastern Cape cases?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'a',
    question: 'How many incidents took place between 1 March 2021 and 30 June 2022?',
    covers: ['calendar'],
    expect: (rows) => number(count(rows, within('2021-03-01', '2022-06-30'))),
  },
  {
    notebook: 'a',
    question: 'On what date did the most recent kidnaping in the notebook take place?',
    covers: ['date', 'misspelling'],
    expect: (rows) => dateAt(rows.filter(has('kidnapping')), 'latest'),
  },
  // Notebook a — the policy researcher
  {
    notebook: 'a',
    question:
      'What percentage of the incidents involved illegal possession of a firearm? Round to the nearest whole percent.',
    covers: ['share'],
    expect: (rows) => percentOf(rows, has('illegal firearm possession')),
  },
  {
    notebook: 'a',
    question: 'How many female victims are recorded across the Western Cape incidents?',
    covers: ['restricted count', 'people'],
    expect: (rows) => number(femaleVictims(rows.filter(inProvince('Western Cape')))),
  },
  {
    notebook: 'a',
    question: 'How many incidents fall in the second half of 2019?',
    covers: ['calendar'],
    expect: (rows) => number(count(rows, within('2019-07-01', '2019-12-31'))),
  },
  {
    notebook: 'a',
    question: 'How many incidents involved a kidnapping that did not also involve extortion?',
    covers: ['conjunction'],
    expect: (rows) => number(count(rows, has('kidnapping'), not(has('extortion')))),
  },
  {
    notebook: 'a',
    question: 'Of all the victims, how many were killed as opposed to injured?',
    covers: ['restricted count', 'people'],
    expect: (rows) => number(peopleTotal('victims_killed', rows)),
  },
  // Notebook b — the editor
  {
    notebook: 'b',
    question: 'How many murders happened over a weekend?',
    covers: ['calendar'],
    expect: (rows) => number(count(rows, has('murder'), weekend)),
  },
  {
    notebook: 'b',
    question: 'Which municipality has the most incidents in this notebook?',
    covers: ['ranking'],
    ...ranking((rows) => tallyOf(rows, (r) => r.municipality), municipalityNames),
  },
  {
    notebook: 'b',
    question: 'How many of the incidents involve zama zamas?',
    covers: ['slang'],
    expect: (rows) => number(count(rows, has('illegal mining'))),
  },
  {
    notebook: 'b',
    question: 'When was the earliest incident in Limpopo?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(inProvince('Limpopo')), 'earliest'),
  },
  {
    notebook: 'b',
    question: 'Is there any rape case in the notebook where no arrest was made? Yes or no.',
    covers: ['yes/no'],
    expect: (rows) => yesNo(count(rows, has('rape'), notArrested) > 0),
  },
  // Notebook b — the court reporter
  {
    notebook: 'b',
    question: 'In how many cases was the accused charged with both rape and kidnapping?',
    covers: ['conjunction'],
    expect: (rows) => number(count(rows, has('rape'), has('kidnapping'))),
  },
  {
    notebook: 'b',
    question: 'How long were the sentences handed down in the rape cases?',
    covers: ['refusal'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question: 'What is the average age of the suspects whose ages are given? One decimal place, please.',
    covers: ['people'],
    expect: (rows) => meanOf(suspectAges(rows), 1),
  },
  {
    notebook: 'b',
    question: 'How many suspects were arrested altogether in incidents from 2023 onwards?',
    covers: ['people', 'calendar'],
    expect: (rows) => number(suspectsArrested(rows.filter(sinceYear(2023)))),
  },
  {
    notebook: 'b',
    question: 'How many stock theft cases are there in the Free Sate?',
    covers: ['misspelling'],
    expect: (rows) => number(count(rows, has('stock theft'), inProvince('Free State'))),
  },
  // Notebook b — the policy researcher
  {
    notebook: 'b',
    question:
      'What share of the incidents had at least one female victim? Give it to the nearest whole percent.',
    covers: ['share', 'restricted count'],
    expect: (rows) => percentOf(rows, (r: DevRow) => (r.victims_female ?? 0) > 0),
  },
  {
    notebook: 'b',
    question: 'How many incidents were there in Q3 2022?',
    covers: ['calendar'],
    expect: (rows) => number(count(rows, within('2022-07-01', '2022-09-30'))),
  },
  {
    notebook: 'b',
    question: 'Apart from murder, which crime turns up in the most incidents?',
    covers: ['ranking', 'conjunction'],
    ...ranking(
      (rows) =>
        tallyOf(
          rows.flatMap((r) => r.crimes.filter((c) => c !== 'murder' && c !== 'other')),
          (c) => c,
        ),
      crimeNames,
    ),
  },
  {
    notebook: 'b',
    question: 'Among the suspects whose ages are stated, how many were under 30?',
    covers: ['restricted count', 'people'],
    expect: (rows) => number(suspectAges(rows).filter((age) => age < 30).length),
  },
  {
    notebook: 'b',
    question: 'How many of the victims were children?',
    covers: ['restricted count', 'people'],
    expect: (rows) => number(peopleTotal('victims_children', rows)),
  },
];

export const fresh4QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH4_QUESTIONS, rows);
