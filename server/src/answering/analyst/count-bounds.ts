import { type Span, spanOf } from './spans';
import { NUMBER_WORDS } from './words';

/** How many a question bounds a figure to: "more than five" is at least 6, "no" at most 0. */
export interface Bounds {
  min?: number;
  max?: number;
}

export const COUNT_WORD = `\\d+|${Object.keys(NUMBER_WORDS).join('|')}`;

export function countOf(written: string): number {
  return NUMBER_WORDS[written.toLowerCase()] ?? Number(written);
}

export function boundsOf(quantifier: string, count: number): Bounds {
  const q = quantifier.toLowerCase().replace(/\s+/g, ' ');
  if (/^(?:more|greater|higher|larger|bigger) than$|^(?:over|above)$/.test(q)) return { min: count + 1 };
  if (/^(?:at least|no (?:fewer|less) than)$/.test(q)) return { min: count };
  if (/^(?:fewer|less|lower|smaller) than$|^(?:under|below)$/.test(q)) return { max: Math.max(0, count - 1) };
  if (/^(?:at most|no more than)$/.test(q)) return { max: count };
  if (q === 'no' || q === 'zero') return { max: 0 };
  return { min: count, max: count };
}

export const withinBounds = (value: number, { min, max }: Bounds) =>
  (min === undefined || value >= min) && (max === undefined || value <= max);

const COUNT_BOUND = new RegExp(
  `\\b((?:more|greater|higher|larger|bigger|fewer|less|lower|smaller)\\s+than|over|above|below|at\\s+least|under|at\\s+most|exactly)\\s+(${COUNT_WORD})\\b`,
  'i',
);

/** "Was there more than one truck hijacking?": the yes is a count within these bounds, not any count at all. */
export function readCountBounds(rest: string): { bounds: Bounds | null; spans: Span[] } {
  const m = COUNT_BOUND.exec(rest);
  if (!m) return { bounds: null, spans: [] };
  return { bounds: boundsOf(m[1] ?? '', countOf(m[2] ?? '0')), spans: [spanOf(m)] };
}

/** "at least 2", "at most 4", "exactly 3", "2 to 5". */
export function boundsWords({ min, max }: Bounds): string {
  if (min !== undefined && max !== undefined) return min === max ? `exactly ${min}` : `${min} to ${max}`;
  return min !== undefined ? `at least ${min}` : `at most ${max ?? 0}`;
}
