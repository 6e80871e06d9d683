/**
 * The twenty-sixth fresh question set, written blind: without reading the answering engine, the
 * earlier question sets or the project's notes on its fixes, and never asked of the product before it
 * is run once, first try. Its voices: a medical examiner's office statistician (deaths and injuries), a
 * youth-development NGO worker (young suspects and child victims), and a tabloid sub-editor (punchy,
 * slang). Fifteen questions about each development notebook; every expectation is computed from the
 * ground truth by the code below.
 *
 * Readings:
 * - An incident is one release (one row); a count of incidents of a crime counts the rows whose
 *   `crimes` hold it. "Both murder and attempted murder" is an incident holding both.
 * - A window ("in 2019", "in 2020", "from 1 December 2024 to 31 January 2025") is on `event_date`,
 *   both ends inclusive; an undated incident is in no window.
 * - People figures sum the stated figures of the people model: deaths are `victims_killed`, injured
 *   `victims_injured`, child victims `victims_children`, "cops" among the victims are `victims_police`, female
 *   suspects `suspects_female`; a null figure is not stated and adds nothing. "Nabbed"/"bust" suspects
 *   are `num_suspects_arrested`; "zama zamas" are the suspects arrested in illegal mining incidents.
 * - "Five or more deaths", "a child victim" are thresholds on the stated figure (a null is not over
 *   any threshold).
 * - Suspect ages are the stated ages, one per suspect: "under 25" is an age below 25, "18 to 21"
 *   includes both ends, the youngest is the smallest stated age.
 * - A share is rounded to the nearest whole percent: the Eastern Cape's part of all stated deaths;
 *   the murder incidents with `arrest_made` true among all murder incidents.
 * - A ranking names the single top key: provinces by summed deaths; the single incident with the most
 *   injured (or killed), named by its place. "More ... than" is strict.
 * - The earliest/latest date is over the dated incidents of the selection.
 * - Refused: the post-mortem blood-alcohol levels and the young suspects' school grades, which no
 *   release states (the release texts were searched for alcohol, post-mortem, autopsy, toxicology,
 *   grade and learner).
 */
import {
  type BlindQuestion,
  largestIncident,
  peopleByProvince,
  peopleTotal,
  percentage,
  ranking,
  stated,
  suspectAges,
  suspectsArrested,
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
  inYear,
  number,
  refusal,
  within,
} from './ground-truth-questions';

const withChildVictim = (r: DevRow) => (stated('victims_children')(r) ?? 0) > 0;
const murderAndAttempt = (r: DevRow) => has('murder')(r) && has('attempted murder')(r);
const drugs = (r: DevRow) => has('drug dealing')(r) || has('drug possession')(r);

export const FRESH26_QUESTIONS: BlindQuestion[] = [
  // Notebook a: the medical examiner's office statistician.
  {
    notebook: 'a',
    question: 'Medical examiner stats: how many people were killed in total across all incidents?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_killed', rows)),
  },
  {
    notebook: 'a',
    question:
      'In the incidents that had both murder and attempted murder, how many people were injured altogether?',
    covers: ['people', 'conjunction'],
    expect: (rows) => number(peopleTotal('victims_injured', rows.filter(murderAndAttempt))),
  },
  {
    notebook: 'a',
    question: 'Which single incident left the most people injured?',
    covers: ['ranking', 'people'],
    ...largestIncident(
      () => true,
      (r) => stated('victims_injured')(r),
    ),
  },
  {
    notebook: 'a',
    question: 'What share of all the deaths happened in the Eastern Cape, as a whole percentage?',
    covers: ['share', 'people'],
    expect: (rows) =>
      percentage(
        peopleTotal('victims_killed', rows.filter(inProvince('Eastern Cape'))),
        peopleTotal('victims_killed', rows),
      ),
  },
  {
    notebook: 'a',
    question: 'How many incidents had five or more people killed?',
    covers: ['restricted count', 'people'],
    expect: (rows) => number(count(rows, (r) => (stated('victims_killed')(r) ?? 0) >= 5)),
  },
  {
    notebook: 'a',
    question: 'What blood-alcohol levels did the post-mortems find in the deceased?',
    covers: ['refusal'],
    expect: refusal,
  },
  // Notebook a: the youth-development NGO worker.
  {
    notebook: 'a',
    question: 'How many child victims were there in the Western Cape?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_children', rows.filter(inProvince('Western Cape')))),
  },
  {
    notebook: 'a',
    question: 'Our youth programme works with young offenders: how many suspects were under 25?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(suspectAges(rows).filter((age) => age < 25).length),
  },
  {
    notebook: 'a',
    question: 'How old was the youngest suspect?',
    covers: ['people'],
    expect: (rows) => number(Math.min(...suspectAges(rows))),
  },
  {
    notebook: 'a',
    question: 'How many rape cases involved a child victim?',
    covers: ['restricted count'],
    expect: (rows) => number(count(rows, has('rape'), withChildVictim)),
  },
  {
    notebook: 'a',
    question: 'Were there more incidents with a child victim in the Eastern Cape than in Gauteng?',
    covers: ['yes/no'],
    expect: (rows) =>
      yesNo(
        count(rows, withChildVictim, inProvince('Eastern Cape')) >
          count(rows, withChildVictim, inProvince('Gauteng')),
      ),
  },
  // Notebook a: the tabloid sub-editor.
  {
    notebook: 'a',
    question: 'How many cops were victims, all in?',
    covers: ['slang', 'people'],
    expect: (rows) => number(peopleTotal('victims_police', rows)),
  },
  {
    notebook: 'a',
    question: 'Drug busts: how many suspects got nabbed?',
    covers: ['slang', 'people'],
    expect: (rows) => number(suspectsArrested(rows.filter(drugs))),
  },
  {
    notebook: 'a',
    question: 'how many murdres in 2019?',
    covers: ['misspelling', 'calendar'],
    expect: (rows) => number(count(rows, has('murder'), inYear(2019))),
  },
  {
    notebook: 'a',
    question: 'When was the latest murder?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(has('murder')), 'latest'),
  },
  // Notebook b: the medical examiner's office statistician.
  {
    notebook: 'b',
    question: 'How many people were killed in Mpumalanga?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(inProvince('Mpumalanga')))),
  },
  {
    notebook: 'b',
    question: 'For our annual report: how many deaths were recorded in incidents that happened in 2020?',
    covers: ['people', 'calendar'],
    expect: (rows) => number(peopleTotal('victims_killed', rows.filter(inYear(2020)))),
  },
  {
    notebook: 'b',
    question: 'Which province recorded the most deaths?',
    covers: ['ranking', 'people'],
    ...ranking(peopleByProvince('victims_killed')),
  },
  {
    notebook: 'b',
    question: 'What percentage of the murder cases led to an arrest?',
    covers: ['share'],
    expect: (rows) => percentage(count(rows, has('murder'), arrested), count(rows, has('murder'))),
  },
  {
    notebook: 'b',
    question: 'Which was the deadliest single incident?',
    covers: ['ranking'],
    ...largestIncident(
      () => true,
      (r) => stated('victims_killed')(r),
    ),
  },
  // Notebook b: the youth-development NGO worker.
  {
    notebook: 'b',
    question: 'How many child victims are there in total?',
    covers: ['people'],
    expect: (rows) => number(peopleTotal('victims_children', rows)),
  },
  {
    notebook: 'b',
    question: 'How many suspects were aged between 18 and 21?',
    covers: ['people', 'restricted count'],
    expect: (rows) => number(suspectAges(rows).filter((age) => age >= 18 && age <= 21).length),
  },
  {
    notebook: 'b',
    question: 'How many children were victims in the Northern Cape rape cases?',
    covers: ['people'],
    expect: (rows) =>
      number(
        peopleTotal(
          'victims_children',
          rows.filter((r) => has('rape')(r) && inProvince('Northern Cape')(r)),
        ),
      ),
  },
  {
    notebook: 'b',
    question: 'When was the most recent incident with a child victim?',
    covers: ['date'],
    expect: (rows) => dateAt(rows.filter(withChildVictim), 'latest'),
  },
  {
    notebook: 'b',
    question: 'Were there more child victims in North West than in the Free State?',
    covers: ['yes/no', 'people'],
    expect: (rows) =>
      yesNo(
        peopleTotal('victims_children', rows.filter(inProvince('North West'))) >
          peopleTotal('victims_children', rows.filter(inProvince('Free State'))),
      ),
  },
  {
    notebook: 'b',
    question: 'What school grade had the young suspects reached?',
    covers: ['refusal'],
    expect: refusal,
  },
  // Notebook b: the tabloid sub-editor.
  {
    notebook: 'b',
    question: 'How many zama zamas got bust?',
    covers: ['slang', 'people'],
    expect: (rows) => number(suspectsArrested(rows.filter(has('illegal mining')))),
  },
  {
    notebook: 'b',
    question: 'How many cops ended up as victims? Total pls',
    covers: ['slang', 'people'],
    expect: (rows) => number(peopleTotal('victims_police', rows)),
  },
  {
    notebook: 'b',
    question: 'Festive season check: how many incidents from 1 December 2024 to 31 January 2025?',
    covers: ['calendar'],
    expect: (rows) => number(count(rows, within('2024-12-01', '2025-01-31'))),
  },
  {
    notebook: 'b',
    question: 'how many femal suspects were there in all?',
    covers: ['misspelling', 'people'],
    expect: (rows) => number(peopleTotal('suspects_female', rows)),
  },
];

/** The set's questions with their expectations worked out over the development set's ground truth. */
export const fresh26QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH26_QUESTIONS, rows);
