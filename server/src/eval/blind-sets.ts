/**
 * What the blind question sets (fresh4 to fresh12) share: each question says which kinds of
 * question it covers, a ranking carries the tally its answer is read from (so a test can show the top
 * place does not tie), and a few plain readings of the ground truth the expectations are built from.
 * Written without reading the analyst, the extractor or the earlier question sets.
 */
import type { Expectation } from './answer-matching';
import type { DevRow } from './dev-set';
import type { DevRelease } from './extraction-scoring';
import { number, type OwnQuestion, rounded, sum, text } from './ground-truth-questions';

/** The kinds of question the answering issue asks a blind set to cover. */
export const KINDS = [
  'restricted count',
  'conjunction',
  'calendar',
  'people',
  'share',
  'ranking',
  'date',
  'yes/no',
  'slang',
  'misspelling',
  'refusal',
] as const;
export type Kind = (typeof KINDS)[number];

export interface BlindQuestion extends OwnQuestion {
  covers: readonly Kind[];
  /** For a ranking: the tally over the notebook's rows whose single top key is the answer. */
  tally?: (rows: readonly DevRow[]) => Map<string, number>;
}

/** How many items fall under each key (or, with a measure, the measure summed per key). */
export function tallyOf<T>(
  items: readonly T[],
  keyOf: (item: T) => string | null | undefined,
  measure: (item: T) => number = () => 1,
): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) {
    const key = keyOf(item);
    if (key !== null && key !== undefined) counts.set(key, (counts.get(key) ?? 0) + measure(item));
  }
  return counts;
}

/** The middle of the sorted values (with an even count, the mean of the two middle ones). */
export function medianOf(values: readonly number[]): number {
  const sorted = [...values].sort((x, y) => x - y);
  if (sorted.length === 0) throw new Error('no stated value to take the median of');
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? 0;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? 0) + upper) / 2;
}

/** The tally sorted top first. */
export const rankedTally = (tally: Map<string, number>) => [...tally].sort((x, y) => y[1] - x[1]);

/** The single top key of a tally; a tie at the top (or nothing to rank) is an error in the question. */
export function leaderOf(tally: Map<string, number>): string {
  const [first, second] = rankedTally(tally);
  if (!first || (second && second[1] === first[1]))
    throw new Error(`no single leader: ${JSON.stringify(rankedTally(tally).slice(0, 3))}`);
  return first[0];
}

/** A ranking question's tally and its expectation: the leader, named in any of the given ways. */
export function ranking(
  tally: (rows: readonly DevRow[]) => Map<string, number>,
  names: (key: string) => string | string[] = (key) => key,
): Pick<BlindQuestion, 'tally' | 'expect'> {
  return { tally, expect: (rows) => text(names(leaderOf(tally(rows)))) };
}

/**
 * Ways an answer may name the place of one incident: the comma-separated parts of its location (without
 * a leading "near"/"outside"), keeping only those no other incident's location also holds.
 */
export function placeNames(row: DevRow, rows: readonly DevRow[]): string[] {
  const others = rows.filter((r) => r !== row).map((r) => r.location.toLowerCase());
  const names = row.location
    .split(',')
    .map((part) => part.trim().replace(/^(near|outside) /i, ''))
    .filter((part) => part !== '' && others.every((o) => !o.includes(part.toLowerCase())));
  if (names.length === 0) throw new Error(`no part of "${row.location}" names it alone`);
  return names;
}

/**
 * The single-incident ranking "which incident had the most ...": each incident's measure keyed by its
 * location (locations are distinct within a notebook), answered by the leader's place names.
 */
export function largestIncident(
  select: (r: DevRow) => boolean,
  measure: (r: DevRow) => number | null,
): Pick<BlindQuestion, 'tally' | 'expect'> {
  const tally = (rows: readonly DevRow[]) => {
    const chosen = rows.filter((r) => select(r) && measure(r) !== null);
    if (new Set(chosen.map((r) => r.location)).size !== chosen.length)
      throw new Error('two incidents share a location');
    return tallyOf(
      chosen,
      (r) => r.location,
      (r) => measure(r) ?? 0,
    );
  };
  return {
    tally,
    expect: (rows) => {
      const location = leaderOf(tally(rows));
      const row = rows.find((r) => r.location === location);
      if (!row) throw new Error(`no incident at ${location}`);
      return text(placeNames(row, rows));
    },
  };
}

export const yesNo = (answer: boolean): Expectation => text(answer ? 'Yes' : 'No');

/** A "true or false" check, answered either way: as a yes or no, or as true or false. */
export const trueOrFalse = (answer: boolean): Expectation => text(answer ? ['Yes', 'True'] : ['No', 'False']);

/** The stated ages of suspects, one per suspect. */
export const suspectAges = (rows: readonly DevRow[]) => rows.flatMap((r) => r.suspect_ages ?? []);

export const victims = (rows: readonly DevRow[]) => sum(rows.map((r) => r.num_victims));
export const femaleVictims = (rows: readonly DevRow[]) => sum(rows.map((r) => r.victims_female));
export const maleVictims = (rows: readonly DevRow[]) => sum(rows.map((r) => r.victims_male));
export const suspectsArrested = (rows: readonly DevRow[]) => sum(rows.map((r) => r.num_suspects_arrested));

/** A part as a percentage of a whole, rounded to the given decimals; an empty whole is an error. */
export function percentage(part: number, whole: number, decimals = 0): Expectation {
  if (whole === 0) throw new Error('no whole to take a share of');
  return number(rounded((100 * part) / whole, decimals));
}

/** Whether the incident happened in the given month range (1–12), in any year. */
export const inMonths = (from: number, to: number) => (r: DevRow) => {
  const m = r.event_date ? Number(r.event_date.slice(5, 7)) : undefined;
  return m !== undefined && m >= from && m <= to;
};

export const before = (date: string) => (r: DevRow) => r.event_date !== null && r.event_date < date;
export const inMunicipality = (name: string) => (r: DevRow) => r.municipality === name;
export const atPlace = (word: string) => (r: DevRow) => r.location.toLowerCase().includes(word.toLowerCase());
export const any =
  (...tests: ((r: DevRow) => boolean)[]) =>
  (r: DevRow) =>
    tests.some((test) => test(r));
export const not = (test: (r: DevRow) => boolean) => (r: DevRow) => !test(r);
/** An incident with any of the crimes. */
export const anyCrime = (...crimes: string[]) =>
  any(...crimes.map((crime) => (r: DevRow) => r.crimes.includes(crime)));
/** The rows that pass every test. */
export const rowsWhere = (rows: readonly DevRow[], ...tests: ((r: DevRow) => boolean)[]) =>
  rows.filter((r) => tests.every((test) => test(r)));
/** A province as an answer may name it: KwaZulu-Natal also as "KZN". */
export const kznProvinceNames = (province: string) =>
  province === 'KwaZulu-Natal' ? ['KwaZulu-Natal', 'KwaZulu Natal', 'KZN'] : province;

/**
 * A people figure a release states, of the people model v2 or the victims by sex: a null (or absent)
 * figure is not stated and adds nothing.
 */
export type PeopleV2Field =
  | 'victims_female'
  | 'victims_male'
  | 'victims_killed'
  | 'victims_injured'
  | 'victims_children'
  | 'victims_police'
  | 'suspects_female'
  | 'suspects_male';

/** The stated figure of one incident, or null. */
export const stated = (field: PeopleV2Field) => (r: DevRelease) => r[field] ?? null;

/** The sum of the stated figures over the rows. */
export const peopleTotal = (field: PeopleV2Field, rows: readonly DevRow[]) => sum(rows.map(stated(field)));

/** The sum of the stated figures per province. */
export const peopleByProvince = (field: PeopleV2Field) => (rows: readonly DevRow[]) =>
  tallyOf(
    rows,
    (r) => r.province,
    (r) => stated(field)(r) ?? 0,
  );

/** The attacker was someone the victim knew: a partner, family or an acquaintance, as the release states. */
export const knewTheAttacker = (r: DevRow) =>
  r.relationship === 'partner' || r.relationship === 'family' || r.relationship === 'acquaintance';
