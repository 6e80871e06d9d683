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
  // "Were there as many as 5 murders?": 5 or more.
  if (/^(?:at least|no (?:fewer|less) than|as many as)$/.test(q)) return { min: count };
  if (/^(?:fewer|less|lower|smaller) than$|^(?:under|below)$/.test(q)) return { max: Math.max(0, count - 1) };
  if (/^(?:at most|no more than)$/.test(q)) return { max: count };
  if (q === 'no' || q === 'zero') return { max: 0 };
  return { min: count, max: count };
}

export const withinBounds = (value: number, { min, max }: Bounds) =>
  (min === undefined || value >= min) && (max === undefined || value <= max);

const COUNT_BOUND = new RegExp(
  `\\b((?:more|greater|higher|larger|bigger|fewer|less|lower|smaller)\\s+than|over|above|below|at\\s+least|as\\s+many\\s+as|under|at\\s+most|exactly)\\s+(${COUNT_WORD})\\b`,
  'i',
);

/** A part of the whole, as a per cent: "half", "a third", "three quarters", "one in five". */
export const FRACTION = `half|(?:a|one)\\s+third|two\\s+thirds|(?:a|one)\\s+quarter|three\\s+quarters|(?:a|one)\\s+fifth|one\\s+in\\s+(?:${COUNT_WORD})`;

function percentOf(fraction: string): number {
  const f = fraction.toLowerCase().replace(/\s+/g, ' ');
  if (f === 'half') return 50;
  if (f.endsWith('two thirds')) return 200 / 3;
  if (f.endsWith('third')) return 100 / 3;
  if (f.endsWith('three quarters')) return 75;
  if (f.endsWith('quarter')) return 25;
  if (f.endsWith('fifth')) return 20;
  const inN = /^one in (.+)$/.exec(f);
  return inN ? 100 / countOf(inN[1] ?? '1') : 0;
}

const FRACTION_BOUND = new RegExp(
  `\\b((?:more|fewer|less)\\s+than|over|under|below|above|at\\s+least|at\\s+most|no\\s+more\\s+than)\\s+(${FRACTION})\\s+of\\b|\\b(?:the\\s+)?(majority)\\s+of\\b`,
  'i',
);

/** "exceeds 85%", "more than 40 per cent", "at least 50%": a share bounded by a per cent. */
const PERCENT_BOUND =
  /\b((?:more|greater|higher)\s+than|over|above|exceeds?|exceeded|at\s+least|at\s+most|no\s+more\s+than|(?:fewer|less|lower)\s+than|under|below)\s+(\d{1,3}(?:\.\d+)?)\s*(?:%|per\s*cent|percent)/i;

/**
 * Bounds on a share in whole per cent, as shares are given: "more than half" is 51 % or more, "exceeds
 * 85%" 86 % or more once rounded.
 */
function shareBounds(quantifier: string, percent: number): Bounds {
  const q = quantifier.toLowerCase().replace(/\s+/g, ' ');
  if (/^(?:more than|greater than|higher than|over|above|exceeds?|exceeded)$/.test(q))
    return { min: Math.floor(percent) + 1 };
  if (q === 'at least') return { min: Math.ceil(percent) };
  if (/^(?:fewer than|less than|lower than|under|below)$/.test(q)) return { max: Math.ceil(percent) - 1 };
  return { max: Math.floor(percent) };
}

/** "Did more than half of the murders end with an arrest?"; "the majority" is more than half. */
const fractionBounds = (m: RegExpExecArray): Bounds =>
  m[3] ? { min: 51 } : shareBounds(m[1] ?? '', percentOf(m[2] ?? ''));

/**
 * Where a question bounds a share by a part of the whole ("more than half of") or a per cent ("exceeds
 * 85%"), read by the bounds, not a topic.
 */
export const shareBoundSpans = (text: string): Span[] =>
  [FRACTION_BOUND, PERCENT_BOUND].flatMap((bound) =>
    [...text.matchAll(new RegExp(bound.source, 'gi'))].map(spanOf),
  );

/** "Was there more than one truck hijacking?": the yes is a count within these bounds, not any count at all. */
export function readCountBounds(rest: string): { bounds: Bounds | null; spans: Span[] } {
  const part = FRACTION_BOUND.exec(rest);
  if (part) return { bounds: fractionBounds(part), spans: [spanOf(part)] };
  const percent = PERCENT_BOUND.exec(rest);
  if (percent) return { bounds: shareBounds(percent[1] ?? '', Number(percent[2])), spans: [spanOf(percent)] };
  const m = COUNT_BOUND.exec(rest);
  if (!m) return { bounds: null, spans: [] };
  // "was any of the victims a child, one under 18?": an age that says what a child is, with no count
  // of anything after it.
  if (
    /^(?:under|below)$/i.test(m[1] ?? '') &&
    countOf(m[2] ?? '0') === 18 &&
    /^ ?(?:[?.!,;]|$)/.test(rest.slice(m.index + m[0].length))
  )
    return { bounds: null, spans: [] };
  return { bounds: boundsOf(m[1] ?? '', countOf(m[2] ?? '0')), spans: [spanOf(m)] };
}

/** "at least 2", "at most 4", "exactly 3", "2 to 5". */
export function boundsWords({ min, max }: Bounds): string {
  if (min !== undefined && max !== undefined) return min === max ? `exactly ${min}` : `${min} to ${max}`;
  if (min !== undefined) return `at least ${min}`;
  return max === undefined || max === 0 ? 'no' : `at most ${max}`;
}

/**
 * "The minister says there were 10 rapes in Mpumalanga. Is that right?": the bare figure a claim puts
 * forward is the count to check, exactly that many. Years, shares, spans of time and money are no count
 * of events, and "one of" picks out a member.
 */
const CLAIMED_COUNT = new RegExp(
  `(?<![\\p{L}\\p{N}.,:/-])(?<!\\b(?:in|of|since|from|to|until|before|after|top|last|first|past|next|the|than|over|above|least|most|under|about|around|nearly|almost)\\s+)(${COUNT_WORD})\\s+(?!(?:per\\s*cent|percent|years?|months?|weeks?|days?|hours?|minutes?|times?|km|kilometres?|rand|million|thousand|of)\\b)(?=\\p{L})`,
  'iu',
);

/** "there isn't a single GBH docket", "there were no murders", "not one rape": a claim that there were none. */
const CLAIMED_NONE =
  /\bthere\s+(?:(?:is|are|was|were)\s+(?:no|not\s+(?:a\s+single|one|any)|none)|(?:isn['’]?t|aren['’]?t|wasn['’]?t|weren['’]?t)\s+(?:a\s+single|one|any))\b|\bnot\s+(?:even\s+)?(?:a\s+single|one)\s+(?!of\b)|\bnone\s+of\s+(?:these|the|those|them|its)\b/i;

export function claimedCount(question: string): Bounds | null {
  if (CLAIMED_NONE.test(question)) return { max: 0 };
  const m = CLAIMED_COUNT.exec(question);
  if (!m) return null;
  const written = m[1] ?? '';
  if (/^(?:19|20)\d\d$/.test(written)) return null;
  const count = countOf(written);
  return { min: count, max: count };
}
