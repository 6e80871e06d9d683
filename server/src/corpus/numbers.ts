import { wordTable } from './word-table';
/** Counts written the ways releases write them: digits, number words, "a couple of", "both". */

/** Zero to nineteen as words. */
export const UNITS: Readonly<Record<string, number>> = wordTable({
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
});

export const TENS: Readonly<Record<string, number>> = wordTable({
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
});

const ORDINALS: Record<string, number> = wordTable({
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
  eleventh: 11,
  twelfth: 12,
});

/** Collective nouns that carry their own count: "the trio", "a pair". */
export const GROUP_NOUNS: Record<string, number> = wordTable({
  duo: 2,
  pair: 2,
  couple: 2,
  trio: 3,
  quartet: 4,
  quintet: 5,
});

/** "25", "five", "Twenty-five", "twenty five" is read by {@link readNumber}; a single word here. */
export function numberOfWord(word: string): number | null {
  const w = word.toLowerCase();
  if (/^\d{1,4}$/.test(w)) return Number(w);
  if (w in UNITS) return UNITS[w] as number;
  if (w in TENS) return TENS[w] as number;
  const compound = w.match(/^([a-z]+)-([a-z]+)$/);
  if (compound) {
    const [, tens, unit] = compound as unknown as [string, string, string];
    const t = TENS[tens];
    const u = UNITS[unit];
    if (t !== undefined && u !== undefined && u > 0 && u < 10) return t + u;
  }
  if (w === 'dozen') return 12;
  return null;
}

export function ordinalOfWord(word: string): number | null {
  const w = word.toLowerCase();
  const digits = w.match(/^(\d{1,3})(?:st|nd|rd|th)$/);
  if (digits) return Number(digits[1]);
  return ORDINALS[w] ?? null;
}

/** A number that may span two words ("twenty five"); returns its value and how many words it took. */
export function readNumber(words: readonly string[], i: number): { value: number; length: number } | null {
  const first = words[i];
  if (first === undefined) return null;
  const value = numberOfWord(first);
  if (value === null) return null;
  const next = words[i + 1];
  const lower = first.toLowerCase();
  if (next !== undefined && lower in TENS) {
    const unit = UNITS[next.toLowerCase()];
    if (unit !== undefined && unit > 0 && unit < 10) return { value: value + unit, length: 2 };
  }
  return { value, length: 1 };
}

/** An age written into one word: "25-year-old", "twenty-five-year-old", "3-month-old" (under one year is 0). */
export function ageOfWord(word: string): number | null {
  const m = word.toLowerCase().match(/^(.+?)-(year|month|week|day)s?-olds?$/);
  if (!m) return null;
  const [, amount, unit] = m as unknown as [string, string, string];
  const n = numberOfWord(amount);
  if (n === null) return null;
  return unit === 'year' ? n : 0;
}
