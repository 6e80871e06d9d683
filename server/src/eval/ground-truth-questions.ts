/**
 * What our own question sets share: a question about one notebook whose expected answer is computed
 * from the development set's ground truth (never typed by hand, so a fix to the ground truth moves the
 * expectation with it), and the plain readings of that ground truth the expectations are built from.
 * A ranking or comparison whose top places tie is refused outright: its question would have no single
 * right answer.
 */
import type { Expectation } from './answer-matching';
import type { AnswerCase, DevRow, NotebookLetter } from './dev-set';

export interface OwnQuestion {
  notebook: NotebookLetter;
  question: string;
  expect(rows: readonly DevRow[]): Expectation;
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

export const has = (crime: string) => (r: DevRow) => r.crimes.includes(crime);
export const inProvince = (province: string) => (r: DevRow) => r.province === province;
export const month = (r: DevRow) => (r.event_date ? Number(r.event_date.slice(5, 7)) : undefined);
export const weekday = (r: DevRow) =>
  r.event_date ? WEEKDAYS[new Date(`${r.event_date}T00:00:00Z`).getUTCDay()] : undefined;
export const within = (from: string, to: string) => (r: DevRow) =>
  r.event_date !== null && r.event_date >= from && r.event_date <= to;
export const sum = (values: (number | null)[]) => values.reduce<number>((total, v) => total + (v ?? 0), 0);
export const count = (rows: readonly DevRow[], ...tests: ((r: DevRow) => boolean)[]) =>
  rows.filter((r) => tests.every((test) => test(r))).length;
export const distinct = (values: (string | null | undefined)[]) =>
  new Set(values.filter((v): v is string => v !== null && v !== undefined)).size;

/**
 * The one key with the most items (or, with `fewest`, the fewest among keys that occur at all); a tie
 * at the top is an error in the question, not an answer.
 */
export function winner<T>(
  items: readonly T[],
  keyOf: (item: T) => string | null | undefined,
  order: 'most' | 'fewest' = 'most',
): string {
  const counts = new Map<string, number>();
  for (const item of items) {
    const key = keyOf(item);
    if (key !== null && key !== undefined) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const sign = order === 'most' ? 1 : -1;
  const ranked = [...counts].sort((x, y) => sign * (y[1] - x[1]));
  const [first, second] = ranked;
  if (!first || (second && second[1] === first[1]))
    throw new Error(`no single winner: ${JSON.stringify(ranked.slice(0, 3))}`);
  return first[0];
}

/**
 * Every key that shares the most items: a question written before a change to the ground truth may
 * now have a tie at the top, and then each of the tied keys is a right answer.
 */
export function leaders<T>(items: readonly T[], keyOf: (item: T) => string | null | undefined): string[] {
  const counts = new Map<string, number>();
  for (const item of items) {
    const key = keyOf(item);
    if (key !== null && key !== undefined) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const most = Math.max(...counts.values());
  return [...counts].filter(([, n]) => n === most).map(([key]) => key);
}

/** The first or last incident date; an empty selection is an error in the question. */
export function dateAt(rows: readonly DevRow[], end: 'earliest' | 'latest'): Expectation {
  const dates = rows.flatMap((r) => r.event_date ?? []).sort();
  const value = end === 'earliest' ? dates[0] : dates.at(-1);
  if (value === undefined) throw new Error('no dated incident to answer from');
  return { kind: 'date', value };
}

/** A municipality as an answer may name it: "City of Cape Town" is also "Cape Town". */
export const municipalityNames = (name: string) => [name, name.replace(/^City of /, '')];

/** Words by which an answer may name a category of the set's vocabulary. */
const CRIME_WORDS: Readonly<Record<string, string[]>> = {
  'illegal firearm possession': ['firearm', 'gun'],
  'attempted murder': ['attempted murder'],
};
export const crimeNames = (crime: string) => CRIME_WORDS[crime] ?? [crime];

export const arrested = (r: DevRow) => r.arrest_made === true;
export const notArrested = (r: DevRow) => r.arrest_made === false;
export const inYear = (year: number) => within(`${year}-01-01`, `${year}-12-31`);
export const sinceYear = (year: number) => within(`${year}-01-01`, '9999-12-31');
export const weekend = (r: DevRow) => weekday(r) === 'Saturday' || weekday(r) === 'Sunday';

/**
 * A value rounded to the given number of decimals; a value that lies on the halfway mark (where
 * rounding up and rounding to even disagree) is an error in the question.
 */
export function rounded(value: number, decimals: number): number {
  const scaled = value * 10 ** decimals;
  if (Math.abs(scaled - Math.trunc(scaled) - 0.5) < 1e-9)
    throw new Error(`${value} lies halfway at ${decimals} decimals`);
  return Math.round(scaled) / 10 ** decimals;
}

/** The mean of the stated values, rounded; no stated value is an error in the question. */
export function meanOf(values: (number | null)[], decimals: number): Expectation {
  const stated = values.filter((v): v is number => v !== null);
  if (stated.length === 0) throw new Error('no stated value to average');
  return number(rounded(sum(stated) / stated.length, decimals));
}

/** The percentage of rows that pass, to the nearest whole percent. */
export function percentOf(rows: readonly DevRow[], test: (r: DevRow) => boolean): Expectation {
  if (rows.length === 0) throw new Error('no rows to take a share of');
  return number(rounded((100 * rows.filter(test).length) / rows.length, 0));
}

/**
 * The `size` keys with the most items, most first; any tie among them or at the cut-off would leave
 * the list without a single right answer.
 */
export function topKeys<T>(items: readonly T[], keyOf: (item: T) => string | null | undefined, size: number) {
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

/**
 * How much more the rows that pass the first test measure than those that pass the second (by default,
 * how many more rows there are); not more is an error in the question.
 */
export function excessOf(
  rows: readonly DevRow[],
  first: (r: DevRow) => boolean,
  second: (r: DevRow) => boolean,
  measure: (selected: readonly DevRow[]) => number = (selected) => selected.length,
) {
  const difference = measure(rows.filter(first)) - measure(rows.filter(second));
  if (difference <= 0) throw new Error(`the first side does not have more: ${difference}`);
  return number(difference);
}

export const number = (value: number): Expectation => ({ kind: 'number', value });
export const text = (value: string | string[]): Expectation => ({ kind: 'text', value });
export const refusal = (): Expectation => ({ kind: 'refusal' });

/** One question's expectation, worked out over the ground truth of its own notebook. */
export const expectationFor = (q: OwnQuestion, rows: readonly DevRow[]): Expectation =>
  q.expect(rows.filter((r) => r.notebook === q.notebook));

/** The questions with their expectations worked out over the set's ground truth. */
export const casesOf = (questions: readonly OwnQuestion[], rows: readonly DevRow[]): AnswerCase[] =>
  questions.map((q) => ({ notebook: q.notebook, question: q.question, expect: expectationFor(q, rows) }));
