/**
 * A second set of thirty questions about the development set's notebooks `a` and `b`, for another
 * first-try measure of the answer engine on wording it has never seen. They are typed as three kinds
 * of user would type them: a hurried news editor (short, lower case, abbreviations), a civil-society
 * analyst (long, exact conditions, stated rounding) and a researcher comparing two things. Written
 * without reading the question reader, the extractor or the other sets' questions, and not changed
 * after their first run. Each expected answer is computed from the set's ground truth (see
 * ground-truth-questions); a ranking, comparison or rounding that would have no single right answer
 * is an error, not an expectation.
 */
import type { DevRow } from './dev-set';
import {
  arrested,
  casesOf,
  count,
  dateAt,
  distinct,
  excessOf,
  has,
  inProvince,
  inYear,
  meanOf,
  month,
  notArrested,
  number,
  type OwnQuestion,
  percentOf,
  refusal,
  sinceYear,
  sum,
  text,
  topKeys,
  weekday,
  weekend,
  winner,
  within,
} from './ground-truth-questions';

export const FRESH2_QUESTIONS: OwnQuestion[] = [
  // Notebook a
  {
    notebook: 'a',
    question: 'murders in kzn 2019-2023?',
    expect: (rows) =>
      number(count(rows, has('murder'), inProvince('KwaZulu-Natal'), within('2019-01-01', '2023-12-31'))),
  },
  {
    notebook: 'a',
    question: 'kidnappings in gauteng since 2020',
    expect: (rows) => number(count(rows, has('kidnapping'), inProvince('Gauteng'), sinceYear(2020))),
  },
  {
    notebook: 'a',
    question:
      'Of the incidents in the Eastern Cape where at least one suspect was arrested, how many involved attempted murder?',
    expect: (rows) => number(count(rows, inProvince('Eastern Cape'), arrested, has('attempted murder'))),
  },
  {
    notebook: 'a',
    question:
      'What is the total number of victims across all Western Cape incidents that involved attempted murder?',
    expect: (rows) =>
      number(
        sum(
          rows
            .filter((r) => inProvince('Western Cape')(r) && has('attempted murder')(r))
            .map((r) => r.num_victims),
        ),
      ),
  },
  {
    notebook: 'a',
    question:
      'Across the Gauteng incidents in which suspects were arrested, what was the average number of suspects arrested per incident, rounded to one decimal place?',
    expect: (rows) =>
      meanOf(
        rows.filter((r) => inProvince('Gauteng')(r) && arrested(r)).map((r) => r.num_suspects_arrested),
        1,
      ),
  },
  {
    notebook: 'a',
    question: 'In how many incidents were more than five suspects arrested?',
    expect: (rows) => number(count(rows, (r) => (r.num_suspects_arrested ?? 0) > 5)),
  },
  {
    notebook: 'a',
    question: 'Which three provinces recorded the most murder cases, from most to fewest?',
    expect: (rows) => ({ kind: 'list', value: topKeys(rows.filter(has('murder')), (r) => r.province, 3) }),
  },
  {
    notebook: 'a',
    question: 'Comparing 2019 with 2021, how many more incidents took place in 2019?',
    expect: (rows) => excessOf(rows, inYear(2019), inYear(2021)),
  },
  {
    notebook: 'a',
    question: 'june incidents, any year - how many?',
    expect: (rows) => number(count(rows, (r) => month(r) === 6)),
  },
  {
    notebook: 'a',
    question: 'How many of the dated incidents happened on a weekend, that is on a Saturday or a Sunday?',
    expect: (rows) => number(count(rows, weekend)),
  },
  {
    notebook: 'a',
    question: 'first carjacking - what date?',
    expect: (rows) => dateAt(rows.filter(has('carjacking')), 'earliest'),
  },
  {
    notebook: 'a',
    question: 'What is the date of the most recent Eastern Cape incident in which nobody was arrested?',
    expect: (rows) =>
      dateAt(
        rows.filter((r) => inProvince('Eastern Cape')(r) && notArrested(r)),
        'latest',
      ),
  },
  {
    notebook: 'a',
    question: 'How many different municipalities in KwaZulu-Natal appear in these incidents?',
    expect: (rows) => number(distinct(rows.filter(inProvince('KwaZulu-Natal')).map((r) => r.municipality))),
  },
  {
    notebook: 'a',
    question:
      'What percentage of all incidents ended with at least one arrest? Round to the nearest whole percent.',
    expect: (rows) => percentOf(rows, arrested),
  },
  {
    notebook: 'a',
    question: 'How much money was stolen in the Gauteng business robberies altogether?',
    expect: refusal,
  },

  // Notebook b
  {
    notebook: 'b',
    question: 'limpopo murders 2020 to 2024?',
    expect: (rows) =>
      number(count(rows, has('murder'), inProvince('Limpopo'), within('2020-01-01', '2024-12-31'))),
  },
  {
    notebook: 'b',
    question: 'How many more murder incidents did the Free State have than Mpumalanga?',
    expect: (rows) =>
      excessOf(
        rows,
        (r) => has('murder')(r) && inProvince('Free State')(r),
        (r) => has('murder')(r) && inProvince('Mpumalanga')(r),
      ),
  },
  {
    notebook: 'b',
    question: 'Were there more rape cases in the Northern Cape or in the North West?',
    expect: (rows) =>
      text(
        winner(
          rows.filter((r) => has('rape')(r) && ['Northern Cape', 'North West'].includes(r.province)),
          (r) => r.province,
        ),
      ),
  },
  {
    notebook: 'b',
    question:
      "In the North West's cases, how many kidnapping incidents are there, and how many rape incidents?",
    expect: (rows) => {
      const northWest = rows.filter(inProvince('North West'));
      return { kind: 'list', value: [count(northWest, has('kidnapping')), count(northWest, has('rape'))] };
    },
  },
  {
    notebook: 'b',
    question:
      'Of the Mpumalanga incidents in which at least one suspect was arrested, how many involved illegal firearm possession?',
    expect: (rows) =>
      number(count(rows, inProvince('Mpumalanga'), arrested, has('illegal firearm possession'))),
  },
  {
    notebook: 'b',
    question: 'How many female victims were recorded in total across the Free State incidents?',
    expect: (rows) => number(sum(rows.filter(inProvince('Free State')).map((r) => r.victims_female))),
  },
  {
    notebook: 'b',
    question:
      'Among murder incidents with a stated number of victims, what is the average number of victims per incident, rounded to one decimal place?',
    expect: (rows) =>
      meanOf(
        rows.filter(has('murder')).map((r) => r.num_victims),
        1,
      ),
  },
  {
    notebook: 'b',
    question: 'which municipality has the most cases',
    expect: (rows) => text(winner(rows, (r) => r.municipality)),
  },
  {
    notebook: 'b',
    question: 'How many incidents happened in December, counting all years together?',
    expect: (rows) => number(count(rows, (r) => month(r) === 12)),
  },
  {
    notebook: 'b',
    question: 'Which day of the week saw the most incidents?',
    expect: (rows) => text(winner(rows, weekday)),
  },
  {
    notebook: 'b',
    question: 'first rape case, what date?',
    expect: (rows) => dateAt(rows.filter(has('rape')), 'earliest'),
  },
  {
    notebook: 'b',
    question: 'How many distinct police stations are named in the Free State incidents?',
    expect: (rows) => number(distinct(rows.filter(inProvince('Free State')).map((r) => r.police_station))),
  },
  {
    notebook: 'b',
    question:
      'What share of the incidents involving murder led to an arrest? Give it as a percentage rounded to the nearest whole number.',
    expect: (rows) => percentOf(rows.filter(has('murder')), arrested),
  },
  {
    notebook: 'b',
    question: 'How many of the North West suspects were later convicted in court?',
    expect: refusal,
  },
  {
    notebook: 'b',
    question: 'At what time of day did the Mpumalanga incidents usually happen?',
    expect: refusal,
  },
];

/** The questions with their expectations worked out over the set's ground truth. */
export const fresh2QuestionCases = (rows: readonly DevRow[]) => casesOf(FRESH2_QUESTIONS, rows);
