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
import type { Expectation } from './answer-matching';
import type { DevRow } from './dev-set';
import {
  casesOf,
  count,
  dateAt,
  distinct,
  has,
  inProvince,
  month,
  number,
  type OwnQuestion,
  refusal,
  sum,
  text,
  weekday,
  winner,
  within,
} from './ground-truth-questions';

const arrested = (r: DevRow) => r.arrest_made === true;
const notArrested = (r: DevRow) => r.arrest_made === false;
const inYear = (year: number) => within(`${year}-01-01`, `${year}-12-31`);
const sinceYear = (year: number) => within(`${year}-01-01`, '9999-12-31');
const weekend = (r: DevRow) => weekday(r) === 'Saturday' || weekday(r) === 'Sunday';

/**
 * A value rounded to the given number of decimals; a value that lies on the halfway mark (where
 * rounding up and rounding to even disagree) is an error in the question.
 */
function rounded(value: number, decimals: number): number {
  const scaled = value * 10 ** decimals;
  if (Math.abs(scaled - Math.trunc(scaled) - 0.5) < 1e-9)
    throw new Error(`${value} lies halfway at ${decimals} decimals`);
  return Math.round(scaled) / 10 ** decimals;
}

/** The mean of the stated values, rounded; no stated value is an error in the question. */
function meanOf(values: (number | null)[], decimals: number): Expectation {
  const stated = values.filter((v): v is number => v !== null);
  if (stated.length === 0) throw new Error('no stated value to average');
  return number(rounded(sum(stated) / stated.length, decimals));
}

/** The percentage of rows that pass, to the nearest whole percent. */
function percentOf(rows: readonly DevRow[], test: (r: DevRow) => boolean): Expectation {
  if (rows.length === 0) throw new Error('no rows to take a share of');
  return number(rounded((100 * rows.filter(test).length) / rows.length, 0));
}

/**
 * The `size` keys with the most items, most first; any tie among them or at the cut-off would leave
 * the list without a single right answer.
 */
function topKeys<T>(items: readonly T[], keyOf: (item: T) => string | null | undefined, size: number) {
  const counts = new Map<string, number>();
  for (const item of items) {
    const key = keyOf(item);
    if (key !== null && key !== undefined) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const ranked = [...counts].sort((x, y) => y[1] - x[1]).slice(0, size + 1);
  const tallies = ranked.map(([, n]) => n);
  if (ranked.length < size || new Set(tallies).size !== tallies.length)
    throw new Error(`no single top ${size}: ${JSON.stringify(ranked)}`);
  return ranked.slice(0, size).map(([key]) => key);
}

/** How many more rows pass the first test than the second; not more is an error in the question. */
function excessOf(rows: readonly DevRow[], first: (r: DevRow) => boolean, second: (r: DevRow) => boolean) {
  const difference = count(rows, first) - count(rows, second);
  if (difference <= 0) throw new Error(`the first side does not have more: ${difference}`);
  return number(difference);
}

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
