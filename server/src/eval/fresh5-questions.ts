/**
 * Fresh questions, fifth set: written blind by a helper session for the answering issue (issue 22,
 * section 5), without reading the analyst, the extractor or any earlier question set. The voices: a
 * radio news producer on deadline, an analyst at an NGO working on gender-based violence, and a staffer
 * for a provincial legislature's community safety committee. Fifteen questions about each development
 * notebook; every expectation is computed from the ground truth, never typed. Run once for the
 * first-try figure; do not change a question after that first run (a wrong expectation is fixed only
 * by fixing the ground truth).
 *
 * Readings: an incident is one release; victims and arrests are the stated figures (unstated counts
 * as none); a hijacking is a carjacking or a truck hijacking; a calendar window is over the incident
 * date (undated incidents fall outside every window); the ground truth does not record suspects'
 * nationality, nor which of the people killed were women, so those questions expect a refusal. It did
 * not record how victims knew their attackers either when the set was written; it does now (people
 * model v2), so "did the survivor know the attacker" counts a partner, family or acquaintance tie,
 * computed from it (changed 26 November 2026, session 23). When the set was written it did not record which victims were police officers either; the
 * people model v2 added that to the ground truth (26 November 2026), so that question now expects the
 * stated total (unstated counts as none), computed from it.
 */
import {
  any,
  type BlindQuestion,
  before,
  femaleVictims,
  inMunicipality,
  knewTheAttacker,
  largestIncident,
  maleVictims,
  not,
  peopleTotal,
  percentage,
  ranking,
  suspectAges,
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
  meanOf,
  number,
  percentOf,
  refusal,
  sinceYear,
  weekend,
  within,
} from './ground-truth-questions';

const hijacking = any(has('carjacking'), has('truck hijacking'));
const dated = (r: DevRow) => r.event_date !== null;

export const FRESH5_QUESTIONS: BlindQuestion[] = [
  // Notebook a — the radio producer
  {
    notebook: 'a',
    question: 'Quick one for the seven o’clock bulletin: how many hijackings, cars and trucks together?',
    covers: ['slang'],
    expect: (rows) => number(count(rows, hijacking)),
  },
  {
    notebook: 'a',
    question: 'Headline check: how many incidents had both a carjacking and a kidnapping?',
    covers: ['conjunction'],
    expect: (rows) => number(count(rows, has('carjacking'), has('kidnapping'))),
  },
  {
    notebook: 'a',
    question: 'When was the most recent murder in the Eastern Cape?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(has('murder')).filter(inProvince('Eastern Cape')), 'latest'),
  },
  {
    notebook: 'a',
    question: 'How many of the incidents happened on a weekday, Monday to Friday?',
    covers: ['calendar'],
    expect: (rows) => number(count(rows, dated, not(weekend))),
  },
  {
    notebook: 'a',
    question: 'How many of the victims were police officers?',
    covers: ['restricted count', 'people'],
    expect: (rows) => number(peopleTotal('victims_police', rows)),
  },
  // Notebook a — the GBV NGO analyst
  {
    notebook: 'a',
    question: 'For our GBV tracker: how many rape cases are in this notebook?',
    covers: ['slang'],
    expect: (rows) => number(count(rows, has('rape'))),
  },
  {
    notebook: 'a',
    question: 'How many women and girls are recorded as victims across all the incidents?',
    covers: ['restricted count', 'people'],
    expect: (rows) => number(femaleVictims(rows)),
  },
  {
    notebook: 'a',
    question: 'How many male victims were recorded in KwaZulu-Natal?',
    covers: ['restricted count', 'people'],
    expect: (rows) => number(maleVictims(rows.filter(inProvince('KwaZulu-Natal')))),
  },
  {
    notebook: 'a',
    question: 'In how many of the rape cases did the survivor know the attacker?',
    // Written as a refusal when no event recorded how attacker and victim were related; the people
    // model v2 records it now (session 23), so the ground truth answers it.
    covers: ['conjunction'],
    expect: (rows) => number(count(rows, has('rape'), knewTheAttacker)),
  },
  {
    notebook: 'a',
    question:
      'What share of the murder incidents led to an arrest? Round to the nearest whole percent, please.',
    covers: ['share'],
    expect: (rows) => percentOf(rows.filter(has('murder')), arrested),
  },
  // Notebook a — the legislature staffer
  {
    notebook: 'a',
    question: 'Which province had the most incidents involving attempted murder?',
    covers: ['ranking'],
    ...ranking((rows) => tallyOf(rows.filter(has('attempted murder')), (r) => r.province)),
  },
  {
    notebook: 'a',
    question: 'How many incidents happened in the first quarter of 2021?',
    covers: ['calendar'],
    expect: (rows) => number(count(rows, within('2021-01-01', '2021-03-31'))),
  },
  {
    notebook: 'a',
    question: 'How many incidents involved drugs, whether dealing or possession?',
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, any(has('drug dealing'), has('drug possession')))),
  },
  {
    notebook: 'a',
    question: 'How many incidents were there in Kwazulu Natal before 2020?',
    covers: ['misspelling', 'calendar'],
    expect: (rows) => number(count(rows, inProvince('KwaZulu-Natal'), before('2020-01-01'))),
  },
  {
    notebook: 'a',
    question: 'Has there been a truck hijacking in KwaZulu-Natal? Yes or no.',
    covers: ['yes/no', 'slang'],
    expect: (rows) => yesNo(count(rows, has('truck hijacking'), inProvince('KwaZulu-Natal')) > 0),
  },
  // Notebook b — the radio producer
  {
    notebook: 'b',
    question: 'Deadline in ten minutes: how many incidents in the North West since the start of 2021?',
    covers: ['calendar'],
    expect: (rows) => number(count(rows, inProvince('North West'), sinceYear(2021))),
  },
  {
    notebook: 'b',
    question: 'Which incident had the most suspects arrested, and where did it happen?',
    covers: ['people', 'ranking'],
    ...largestIncident(
      () => true,
      (r) => r.num_suspects_arrested,
    ),
  },
  {
    notebook: 'b',
    question: 'Any cash-in-transit heists in Limpopo, yes or no?',
    covers: ['yes/no', 'slang'],
    expect: (rows) => yesNo(count(rows, has('cash-in-transit robbery'), inProvince('Limpopo')) > 0),
  },
  {
    notebook: 'b',
    question: 'How many murdurs were there in the Northern Cape?',
    covers: ['misspelling'],
    expect: (rows) => number(count(rows, has('murder'), inProvince('Northern Cape'))),
  },
  {
    notebook: 'b',
    question: 'How many suspects were arrested in total across Mangaung?',
    covers: ['people'],
    expect: (rows) => number(suspectsArrested(rows.filter(inMunicipality('Mangaung')))),
  },
  // Notebook b — the GBV NGO analyst
  {
    notebook: 'b',
    question: 'Across the rape cases, how many of the victims were female?',
    covers: ['restricted count', 'people'],
    expect: (rows) => number(femaleVictims(rows.filter(has('rape')))),
  },
  {
    notebook: 'b',
    question: 'How many rape cases were there in the Northern Cape and the North West together?',
    covers: ['restricted count'],
    expect: (rows) =>
      number(count(rows, has('rape'), any(inProvince('Northern Cape'), inProvince('North West')))),
  },
  {
    notebook: 'b',
    question: 'What was the average age of the suspects in the rape cases? Round to one decimal place.',
    covers: ['people'],
    expect: (rows) => meanOf(suspectAges(rows.filter(has('rape'))), 1),
  },
  {
    notebook: 'b',
    question: 'How many rapes took place on a Saturday or a Sunday?',
    covers: ['calendar'],
    expect: (rows) => number(count(rows, has('rape'), weekend)),
  },
  {
    notebook: 'b',
    question: 'How many of the women killed were killed by an intimate partner?',
    covers: ['restricted count', 'refusal'],
    expect: refusal,
  },
  // Notebook b — the legislature staffer
  {
    notebook: 'b',
    question: 'Which province had the most kidnappings?',
    covers: ['ranking'],
    ...ranking((rows) => tallyOf(rows.filter(has('kidnapping')), (r) => r.province)),
  },
  {
    notebook: 'b',
    question: 'How many incidents involved corruption but not fraud?',
    covers: ['conjunction'],
    expect: (rows) => number(count(rows, has('corruption'), not(has('fraud')))),
  },
  {
    notebook: 'b',
    question: 'Between May and August 2024, how many incidents took place?',
    covers: ['calendar'],
    expect: (rows) => number(count(rows, within('2024-05-01', '2024-08-31'))),
  },
  {
    notebook: 'b',
    question: 'How many of the arrested suspects were foreign nationals?',
    covers: ['restricted count', 'refusal'],
    expect: refusal,
  },
  {
    notebook: 'b',
    question:
      'What percentage of the Free State incidents ended in an arrest? Round to the nearest whole number.',
    covers: ['share'],
    expect: (rows) => {
      const freeState = rows.filter(inProvince('Free State'));
      return percentage(count(freeState, arrested), freeState.length);
    },
  },
];

export const fresh5QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH5_QUESTIONS, rows);
