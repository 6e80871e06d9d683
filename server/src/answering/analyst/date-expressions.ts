import {
  addDays,
  addMonths,
  endOfMonth,
  isoDate,
  isValidIsoDate,
  monthOf,
  startOfMonth,
  weekdayOf,
  yearOf,
} from '../../corpus/calendar';
import { wordTable } from '../../corpus/word-table';
import { NUMBER_WORDS, ORDINAL_NUMBERS } from './words';

/** Days from `from` to `to`, both included; null leaves that side open. */
export interface DateRange {
  from: string | null;
  to: string | null;
}

export interface DateExpression {
  range: DateRange;
  /** The question's own words, e.g. "last year". */
  phrase: string;
  /** Read against the reference date ("last year", "in March"), so the answer says how it was read. */
  relative: boolean;
  start: number;
  end: number;
}

/** A calendar point as written, before a missing year is filled in. */
type WrittenPoint =
  | { kind: 'day'; year: number | null; month: number; day: number }
  | { kind: 'month'; year: number | null; month: number }
  | { kind: 'quarter'; year: number; quarter: number }
  | { kind: 'half'; year: number; half: number }
  | { kind: 'year'; year: number }
  | { kind: 'relative'; range: { from: string; to: string } };

interface Point {
  from: string;
  to: string;
  relative: boolean;
}

/** A month's name, whole or shortened, as a source to embed: "March", "Sept", "dec". */
export const MONTH =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
const YEAR = '(?:19[5-9]\\d|20[0-4]\\d)';
const DAY = '(?:[12]\\d|3[01]|0?[1-9])(?:st|nd|rd|th)?';
const ORDINAL_QUARTER = '(?:first|second|third|fourth|last|final|1st|2nd|3rd|4th)';
const ORDINAL_HALF = '(?:first|second|last|latter|1st|2nd)';
const CALENDAR_UNIT = '(?:year|quarter|month|week)';

/** Each written form of a point, tried in this order (longest first) when reading a point's words. */
const POINT_FORMS: readonly [RegExp, (m: RegExpExecArray) => WrittenPoint | null][] = [
  [/^(\d{4})-(\d{2})-(\d{2})$/, (m) => dayPoint(m[1], m[2], m[3])],
  // "since mid-2022": the middle of the year, its second half's first day.
  [new RegExp(`^mid-?\\s?(${YEAR})$`), (m) => ({ kind: 'day', year: Number(m[1]), month: 7, day: 1 })],
  // "01/06", "31/07/2020": day first, as South Africans write dates; the year may come from the other side.
  [
    new RegExp(`^(0?[1-9]|[12]\\d|3[01])/(0?[1-9]|1[0-2])(?:/(${YEAR}))?$`),
    (m) => ({ kind: 'day', year: optionalNumber(m[3]), month: Number(m[2]), day: Number(m[1]) }),
  ],
  [
    new RegExp(`^(${DAY})\\s+(?:of\\s+)?(${MONTH})(?:,?\\s+(${YEAR}))?$`),
    (m) => ({
      kind: 'day',
      year: optionalNumber(m[3]),
      month: monthNumber(m[2]),
      day: parseInt(m[1] ?? '', 10),
    }),
  ],
  [
    new RegExp(`^(${MONTH})\\s+(${DAY})(?:,?\\s+(${YEAR}))?$`),
    (m) => ({
      kind: 'day',
      year: optionalNumber(m[3]),
      month: monthNumber(m[1]),
      day: parseInt(m[2] ?? '', 10),
    }),
  ],
  [
    new RegExp(`^(?:q([1-4])|(${ORDINAL_QUARTER})\\s+quarter(?:\\s+of)?)\\s+(${YEAR})$`),
    (m) => ({ kind: 'quarter', year: Number(m[3]), quarter: m[1] ? Number(m[1]) : quarterNumber(m[2]) }),
  ],
  [
    new RegExp(`^(?:h([12])|(${ORDINAL_HALF})\\s+half(?:\\s+of)?)\\s+(${YEAR})$`),
    (m) => ({
      kind: 'half',
      year: Number(m[3]),
      half: m[1] ? Number(m[1]) : /^(?:first|1st)$/.test(m[2] ?? '') ? 1 : 2,
    }),
  ],
  [
    new RegExp(`^(${MONTH})(?:\\s+(?:of\\s+)?(${YEAR}))?$`),
    (m) => ({ kind: 'month', year: optionalNumber(m[2]), month: monthNumber(m[1]) }),
  ],
  [new RegExp(`^(${YEAR})$`), (m) => ({ kind: 'year', year: Number(m[1]) })],
];

/** Any point, as one non-capturing source to embed in the phrase rules below. */
const POINT = [
  '\\d{4}-\\d{2}-\\d{2}',
  `mid-?\\s?${YEAR}`,
  `(?:0?[1-9]|[12]\\d|3[01])/(?:0?[1-9]|1[0-2])(?:/${YEAR})?(?![/\\d])`,
  `${DAY}\\s+(?:of\\s+)?${MONTH}(?:,?\\s+${YEAR})?`,
  `${MONTH}\\s+${DAY}\\b(?:,?\\s+${YEAR})?`,
  `(?:q[1-4]|${ORDINAL_QUARTER}\\s+quarter(?:\\s+of)?)\\s+${YEAR}`,
  `(?:h[12]|${ORDINAL_HALF}\\s+half(?:\\s+of)?)\\s+${YEAR}`,
  `(?:last|this|previous)\\s+(?:${CALENDAR_UNIT}|${MONTH})`,
  // "in today's terms", "today's Limpopo": a name or a measure as it stands now, no day asked about.
  "today(?!['’]s\\s+(?:terms|names?|borders|boundaries|maps?|provinces?|language|standards|money|prices|rands|limpopo|mpumalanga|gauteng|north\\s+west|free\\s+state|kwazulu|eastern|western|northern|south\\s+africa)\\b)|yesterday",
  `${MONTH}(?:\\s+(?:of\\s+)?${YEAR})?`,
  YEAR,
]
  .map((source) => `(?:${source})`)
  .join('|');

/** "a week ago", "an hour": the articles count as one. */
const COUNT_WORDS: Readonly<Record<string, number>> = wordTable({ a: 1, an: 1, ...NUMBER_WORDS });
const COUNT = `(?:\\d{1,3}|${Object.keys(COUNT_WORDS).join('|')})`;

/**
 * "May" is also a verb: alone it is a month only after words like these, or after another month and a
 * comma ("April, May and June").
 */
const MAY_CUE = new RegExp(
  `\\b(?:in|during|of|since|before|after|until|till|between|from|to|and|last|this|early|late|mid|through)\\s+$|\\b${MONTH}\\s*,\\s*$`,
  'i',
);

/** "and may the Lord keep you", "and may God bless": the verb of a wish, whatever word comes before it. */
const MAY_WISHES = /^\s+(?:the\s+lord|god|you|we|i|he|she|they|all|this|your|our|his|her)\b/i;

function optionalNumber(text: string | undefined): number | null {
  return text === undefined ? null : Number(text);
}

function monthNumber(text: string | undefined): number {
  const prefix = (text ?? '').slice(0, 3);
  return (
    ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'].indexOf(prefix) + 1
  );
}

function quarterNumber(text: string | undefined): number {
  // "the last quarter of 2019" is its fourth.
  if (text === 'last' || text === 'final') return 4;
  return (
    ['first', 'second', 'third', 'fourth'].findIndex((w) => w === text || w.startsWith(text?.[0] ?? '?')) + 1
  );
}

function dayPoint(year?: string, month?: string, day?: string): WrittenPoint | null {
  const iso = `${year}-${month}-${day}`;
  return isValidIsoDate(iso)
    ? { kind: 'day', year: yearOf(iso), month: monthOf(iso), day: Number(day) }
    : null;
}

/** "last year", "this March", "yesterday": points that only mean something against the reference date. */
function relativePoint(words: string, reference: string): WrittenPoint | null {
  const year = yearOf(reference);
  const month = monthOf(reference);
  if (words === 'today') return { kind: 'relative', range: { from: reference, to: reference } };
  if (words === 'yesterday') {
    const day = addDays(reference, -1);
    return { kind: 'relative', range: { from: day, to: day } };
  }
  const m = /^(last|this|previous)\s+(\w+)$/.exec(words);
  if (!m) return null;
  const back = m[1] === 'this' ? 0 : 1;
  if (m[2] === 'year')
    return {
      kind: 'relative',
      range: { from: isoDate(year - back, 1, 1), to: isoDate(year - back, 12, 31) },
    };
  if (m[2] === 'month') {
    const first = addMonths(startOfMonth(year, month), -back);
    return { kind: 'relative', range: { from: first, to: endOfMonth(yearOf(first), monthOf(first)) } };
  }
  if (m[2] === 'quarter') {
    // "last quarter" in May 2024 is January to March 2024.
    const first = addMonths(startOfMonth(year, Math.floor((month - 1) / 3) * 3 + 1), -3 * back);
    const last = addMonths(first, 2);
    return { kind: 'relative', range: { from: first, to: endOfMonth(yearOf(last), monthOf(last)) } };
  }
  if (m[2] === 'week') {
    // Weeks start on Monday, as in South African usage.
    const monday = addDays(reference, -((weekdayOf(reference) + 6) % 7) - 7 * back);
    return { kind: 'relative', range: { from: monday, to: addDays(monday, 6) } };
  }
  const named = monthNumber(m[2]);
  if (named === 0) return null;
  // "last March" in April 2024 is March 2024; in March 2024 it is March 2023.
  const namedYear = m[1] === 'this' || named < month ? year : year - 1;
  return {
    kind: 'relative',
    range: { from: startOfMonth(namedYear, named), to: endOfMonth(namedYear, named) },
  };
}

function readPoint(words: string, reference: string): WrittenPoint | null {
  const relative = relativePoint(words, reference);
  if (relative) return relative;
  for (const [form, build] of POINT_FORMS) {
    const m = form.exec(words);
    if (m) return build(m);
  }
  return null;
}

/** The most recent year in which the month (and day) has begun by the reference date. */
function latestYearFor(month: number, day: number, reference: string): number {
  const year = yearOf(reference);
  return isoDate(year, month, day) <= reference ? year : year - 1;
}

function resolve(point: WrittenPoint, reference: string, yearHint: number | null): Point | null {
  switch (point.kind) {
    case 'relative':
      return { ...point.range, relative: true };
    case 'year':
      return { from: isoDate(point.year, 1, 1), to: isoDate(point.year, 12, 31), relative: false };
    case 'quarter': {
      const first = (point.quarter - 1) * 3 + 1;
      return {
        from: startOfMonth(point.year, first),
        to: endOfMonth(point.year, first + 2),
        relative: false,
      };
    }
    case 'half':
      return {
        from: startOfMonth(point.year, point.half === 1 ? 1 : 7),
        to: endOfMonth(point.year, point.half === 1 ? 6 : 12),
        relative: false,
      };
    case 'month': {
      const year = point.year ?? yearHint ?? latestYearFor(point.month, 1, reference);
      return {
        from: startOfMonth(year, point.month),
        to: endOfMonth(year, point.month),
        relative: point.year === null && yearHint === null,
      };
    }
    case 'day': {
      const year = point.year ?? yearHint ?? latestYearFor(point.month, point.day, reference);
      const iso = isoDate(year, point.month, point.day);
      if (monthOf(iso) !== point.month) return null;
      return { from: iso, to: iso, relative: point.year === null && yearHint === null };
    }
  }
}

function explicitYear(point: WrittenPoint): number | null {
  if (point.kind === 'relative') return null;
  return point.year;
}

/**
 * "between June and August 2024": a side without a year takes the other side's, and moves a year
 * back (or on) when that would put the range the wrong way round ("from November to February 2024").
 */
function resolvePair(
  left: WrittenPoint,
  right: WrittenPoint,
  reference: string,
): (DateRange & { relative: boolean }) | null {
  const ends = resolveEnds(left, right, reference);
  if (!ends) return null;
  const [start, end] = ends;
  return { from: start.from, to: end.to, relative: start.relative || end.relative };
}

/** The two ends of a pair, each whole, a side without a year taking the other's. */
function resolveEnds(
  left: WrittenPoint,
  right: WrittenPoint,
  reference: string,
):
  | [
      DateRange & { from: string; to: string; relative: boolean },
      DateRange & { from: string; to: string; relative: boolean },
    ]
  | null {
  const leftYear = explicitYear(left);
  const rightYear = explicitYear(right);
  let start = resolve(left, reference, leftYear ?? rightYear);
  let end = resolve(right, reference, rightYear ?? leftYear);
  if (start && end && start.from > end.to) {
    if (leftYear === null && left.kind !== 'relative')
      start = resolve(left, reference, yearOf(start.from) - 1);
    else if (rightYear === null && right.kind !== 'relative')
      end = resolve(right, reference, yearOf(end.from) + 1);
  }
  if (!start || !end || start.from > end.to) return null;
  return [start, end];
}

type ReadRange = DateRange & { relative: boolean };
/** Two periods read from one phrase, each with where it is written in the match. */
type ReadSides = { sides: (ReadRange & { at: number; length: number })[] };

interface Rule {
  pattern: RegExp;
  read(m: RegExpExecArray, reference: string, text: string): ReadRange | ReadSides | null;
}

function countOf(text: string | undefined): number {
  if (text === undefined) return 1;
  return COUNT_WORDS[text] ?? Number(text);
}

/** "the last 6 months" ends on the reference date and reaches back that far (the first day excluded). */
function rollingWindow(count: number, unit: string, reference: string): DateRange & { relative: boolean } {
  const from =
    unit === 'day'
      ? addDays(reference, 1 - count)
      : unit === 'week'
        ? addDays(reference, 1 - 7 * count)
        : addDays(addMonths(reference, unit === 'year' ? -12 * count : -count), 1);
  return { from, to: reference, relative: true };
}

function pointAt(words: string | undefined, reference: string, text: string, index: number): Point | null {
  const point = readPoint(words ?? '', reference);
  if (!point) return null;
  if (
    point.kind === 'month' &&
    point.year === null &&
    words === 'may' &&
    (!MAY_CUE.test(text.slice(0, index)) || MAY_WISHES.test(text.slice(index + words.length)))
  ) {
    return null;
  }
  return resolve(point, reference, null);
}

/** A range written as two points, the first two groups of the match. */
const readPair: Rule['read'] = (m, reference) => {
  const left = readPoint(m[1] ?? '', reference);
  const right = readPoint(m[2] ?? '', reference);
  return left && right ? resolvePair(left, right, reference) : null;
};

/**
 * "By how many did murders drop from March to June 2024?": the two points of a pair set side by side,
 * each its whole period, the one without a year taking the other's.
 */
const readPairAsSides = (m: RegExpExecArray, reference: string): ReadSides | null => {
  const [first, second] = [m[1] ?? '', m[2] ?? ''];
  const left = readPoint(first, reference);
  const right = readPoint(second, reference);
  const ends = left && right ? resolveEnds(left, right, reference) : null;
  if (!ends) return null;
  const secondAt = m[0].lastIndexOf(second);
  return {
    sides: [
      { ...ends[0], at: m[0].indexOf(first), length: first.length },
      { ...ends[1], at: secondAt, length: second.length },
    ],
  };
};

/** Words that set what follows "between" side by side: a difference, a comparison. */
const SETS_SIDE_BY_SIDE = /\b(?:difference|differ|differs|compare|compared|comparing|comparison)\b/;
/**
 * "By how many did incidents rise from 2022 to 2023?", "the year-on-year change between 2018 and
 * 2019": a difference asked between the two ends, which are two sides rather than one span.
 */
const ASKS_DIFFERENCE =
  /\bby\s+how\s+(?:many|much)\b|\bby\s+what\s+(?:percentage|per\s*cent)\b|\b(?:percentage|per\s*cent)\s+(?:increase|decrease|change|rise|drop|fall|growth|difference)\b|\b(?:year[- ](?:on|over|to)[- ]year\s+)?change\s+(?:in|of)\b|\b(?:year[- ](?:on|over|to)[- ]year)\s+change\b|\bdifference\b/i;

/** "exceed the number killed in KwaZulu-Natal", "than in Gauteng": a difference between other sides. */
const OTHER_SIDES = /\b(?:exceed(?:ed|s|ing)?|outnumber(?:ed|s)?|than|versus|vs\.?)\b/i;
/** "for the period 1 January 2019 to 31 December 2023": a span named as one. */
const PERIOD_NAMED =
  /\b(?:for|over|during|in|across|within)\s+the\s+(?:whole\s+|entire\s+|full\s+)?(?:period|window|years?|span)\s*(?:of\s+|from\s+|between\s+)?$/i;

/**
 * Whether the two ends of a range at this position are the sides of a difference asked ("By how many
 * did incidents rise from 2022 to 2023?") rather than one span: not when the question sets other sides
 * against each other ("By how many did the Eastern Cape exceed KwaZulu-Natal from 2019 to 2023?") or
 * names the range as a period.
 */
function endsAsSides(text: string, at: number, end: number): boolean {
  const before = sentenceBefore(text, at);
  // "By how many did the period 2022 to 2024 exceed 2017 to 2019?": the range is one side of two.
  const setAgainstAfter = OTHER_SIDE_NEXT.test(text.slice(end));
  return (
    ASKS_DIFFERENCE.test(before) &&
    !OTHER_SIDES.test(before) &&
    !setAgainstAfter &&
    !PERIOD_NAMED.test(text.slice(0, at))
  );
}
const OTHER_SIDE_NEXT =
  /^\s*,?\s*(?:exceed(?:ed|s)?|outnumber(?:ed|s)?|than|versus|vs\.?|compared\s+(?:to|with))\b/i;

/** The text of the sentence before a position. */
const sentenceBefore = (text: string, at: number) =>
  text
    .slice(0, at)
    .split(/[.?!]\s/)
    .at(-1) ?? '';

/** A financial year as South African government and police reports count it: 1 April to 31 March. */
function financialYear(
  first: string,
  second: string,
): { from: string; to: string; relative: boolean } | null {
  const start = Number(first);
  const end = Number(second.length === 2 ? `${first.slice(0, 2)}${second}` : second);
  if (end !== start + 1) return null;
  return { from: `${start}-04-01`, to: `${end}-03-31`, relative: false };
}

/**
 * "from the start of lockdown on 27 March 2020": the start of a period the question names, then its
 * day; the period's name says only why that day.
 */
const NAMED_START = '(?:(?:start|beginning)\\s+of\\s+(?:[\\w-]+\\s+){1,3}?(?:on|in)\\s+)';
/** "from the day the national lockdown began, 27 March 2020, to ...": the day described, then given. */
const NAMED_DAY = '(?:(?:day|date)\\s+[^,?.]{3,80},\\s*)';
/** The words that close a range: "to", "until", "up to and including", "through to". */
const RANGE_TO = '(?:and|to|until|till|through(?:\\s+to)?|up\\s+to(?:\\s+and\\s+including)?|up\\s+until|-|–)';

const RULES: readonly Rule[] = [
  {
    // "My chart starts in 2016: which year since then was the quietest?": counted from the point told
    // before "since then", which is read as the start of that window rather than a window of its own.
    pattern: new RegExp(`\\b(${POINT})\\b(?=[^.?!]{0,80}?\\b(?:since|from)\\s+then\\b)`, 'g'),
    read: (m, reference, text) => {
      const point = pointAt(m[1], reference, text, m.index);
      return point ? { from: point.from, to: null, relative: point.relative } : null;
    },
  },
  {
    // "the 2022/23 financial year", "FY2022/23", "financial year 2022-2023".
    pattern:
      /\b(?:(?:the\s+)?(?:fy\s*)?(\d{4})\s*[/-]\s*(\d{2}|\d{4})\s+(?:financial|fiscal)\s+year|(?:financial|fiscal)\s+year\s+(\d{4})\s*[/-]\s*(\d{2}|\d{4})|fy\s*(\d{4})\s*[/-]\s*(\d{2}|\d{4}))\b/g,
    read: (m) => financialYear(m[1] ?? m[3] ?? m[5] ?? '', m[2] ?? m[4] ?? m[6] ?? ''),
  },
  {
    // "2023-24", "2020/21": two calendar years, the second written short; a financial year where the
    // question counts in them ("financial years from 1 April to 31 March ... 2019/20 than in 2018/19").
    pattern: new RegExp(`\\b(${YEAR})\\s*[-–/]\\s*(\\d{2})\\b(?![-/]\\d)`, 'g'),
    read: (m, _reference, text) => {
      if (FINANCIAL_YEARS.test(text)) return financialYear(m[1] ?? '', m[2] ?? '');
      const start = Number(m[1]);
      const end = Number(`${(m[1] ?? '').slice(0, 2)}${m[2]}`);
      return end > start && end - start < 10
        ? { from: isoDate(start, 1, 1), to: isoDate(end, 12, 31), relative: false }
        : null;
    },
  },
  {
    // "the first week of January 2023", "the last week of December": seven days at one end of a month,
    // not the earliest event.
    pattern: new RegExp(
      `\\b(?:the\\s+)?(first|1st|second|2nd|third|3rd|fourth|4th|last|final)\\s+week\\s+of\\s+(${MONTH}(?:\\s+(?:of\\s+)?${YEAR})?)\\b`,
      'gi',
    ),
    read: (m, reference, text) => {
      const month = pointAt(m[2]?.toLowerCase(), reference, text, m.index);
      if (!month) return null;
      const which = (m[1] ?? '').toLowerCase();
      if (/^(?:last|final)$/.test(which)) {
        const last = Number(month.to.slice(8));
        return { ...month, from: `${month.to.slice(0, 8)}${String(last - 6).padStart(2, '0')}` };
      }
      const week = ORDINAL_NUMBERS[which] ?? 1;
      const from = 1 + 7 * (week - 1);
      return {
        ...month,
        from: `${month.from.slice(0, 8)}${String(from).padStart(2, '0')}`,
        to: `${month.from.slice(0, 8)}${String(from + 6).padStart(2, '0')}`,
      };
    },
  },
  {
    // "the last six months of 2022", "the first 3 months of 2021": months at one end of a named year,
    // not a rolling window.
    pattern: new RegExp(
      `\\b(?:the\\s+)?(first|last|final|opening|closing)\\s+(${COUNT})\\s+months\\s+of\\s+(${YEAR})\\b`,
      'g',
    ),
    read: (m) => {
      const months = countOf(m[2]);
      const year = Number(m[3]);
      if (months < 1 || months > 12) return null;
      const atStart = /^(?:first|opening)$/i.test(m[1] ?? '');
      return {
        from: startOfMonth(year, atStart ? 1 : 13 - months),
        to: endOfMonth(year, atStart ? months : 12),
        relative: false,
      };
    },
  },
  {
    // "in the last 6 months", "past two weeks", "the past year": rolling windows ending on the reference date.
    pattern: new RegExp(
      // Not "the last three months of the year": months of every year, which the months of the year read.
      `\\b(?:the\\s+)?(?:last|past|previous)\\s+(${COUNT})\\s+(day|week|month|year)s?\\b(?!\\s+of\\s+(?:the|each|every|a|any)\\s+(?:calendar\\s+)?year\\b)|\\b(?:the\\s+(?:last|past)|past)\\s+(day|week|month|year)\\b`,
      'g',
    ),
    read: (m, reference) => rollingWindow(countOf(m[1]), m[2] ?? m[3] ?? 'month', reference),
  },
  {
    // "between the 1st and the 7th of March 2023": the first day written without the month it shares.
    pattern: new RegExp(
      `\\b(?:between|from)\\s+(?:the\\s+)?(${DAY})\\s+${RANGE_TO}\\s+(?:the\\s+)?(${DAY}\\s+(?:of\\s+)?${MONTH}(?:,?\\s+${YEAR})?)\\b`,
      'g',
    ),
    read: (m, reference, text) => {
      const last = pointAt(m[2], reference, text, m.index);
      const first = Number.parseInt(m[1] ?? '', 10);
      if (!last?.to) return null;
      const from = `${last.to.slice(0, 8)}${String(first).padStart(2, '0')}`;
      return isValidIsoDate(from) && from <= last.to ? { from, to: last.to, relative: last.relative } : null;
    },
  },
  {
    pattern: new RegExp(
      `\\b(?:between|from)\\s+(?:the\\s+)?${NAMED_DAY}?(?:${NAMED_START}|(?:start|beginning)\\s+of\\s+)?(${POINT})(?:,?\\s+when\\s+[^,?.]{3,60}?)?,?\\s+${RANGE_TO}\\s+(?:the\\s+)?(?:end\\s+of\\s+)?(${POINT})\\b`,
      'g',
    ),
    // "the difference in murders between 2019 and 2020" sets two years side by side, not a span.
    read: (m, reference, text) => {
      const before = sentenceBefore(text, m.index);
      if (endsAsSides(text, m.index, m.index + m[0].length)) return readPairAsSides(m, reference);
      return /^between\b/.test(m[0]) && SETS_SIDE_BY_SIDE.test(before) ? null : readPair(m, reference, text);
    },
  },
  {
    // "after the end of 2022": from the day after the period ends.
    pattern: new RegExp(`\\bafter\\s+the\\s+end\\s+of\\s+(${POINT})\\b`, 'g'),
    read: (m, reference, text) => {
      const point = pointAt(m[1], reference, text, m.index + m[0].length - (m[1] ?? '').length);
      return point ? { from: addDays(point.to, 1), to: null, relative: point.relative } : null;
    },
  },
  {
    // "on or after 1 January 2020 and on or before 31 December 2022", "after 2019 but before 2023": two
    // bounds joined, which one window lies between, not either bound alone.
    pattern: new RegExp(
      `\\b(on\\s+or\\s+after|after|since|from)\\s+(${POINT})\\s*,?\\s*(?:and|but|,)\\s+(on\\s+or\\s+before|before|until|till|up\\s+to)\\s+(${POINT})\\b`,
      'g',
    ),
    read: (m, reference, text) => {
      const first = pointAt(m[2], reference, text, m.index + m[0].indexOf(m[2] ?? ''));
      const last = pointAt(m[4], reference, text, m.index + m[0].lastIndexOf(m[4] ?? ''));
      if (!first || !last) return null;
      const from = m[1] === 'after' ? addDays(first.to, 1) : first.from;
      const to = m[3] === 'before' ? addDays(last.from, -1) : last.to;
      return from <= to ? { from, to, relative: first.relative || last.relative } : null;
    },
  },
  {
    // "2021-2023", "June to August 2024" without a leading "between".
    pattern: new RegExp(
      `\\b(${POINT})\\s*(?:-|–|\\bto\\b|\\buntil\\b|\\btill\\b|\\bthrough\\b|\\bup\\s+to(?:\\s+and\\s+including)?\\b|\\bup\\s+until\\b)\\s*(${POINT})\\b`,
      'g',
    ),
    read: (m, reference, text) =>
      endsAsSides(text, m.index, m.index + m[0].length)
        ? readPairAsSides(m, reference)
        : readPair(m, reference, text),
  },
  {
    // "2023 or later", "March 2022 onwards", "2019 and earlier": a point open at one end.
    pattern: new RegExp(
      `\\b(${POINT})\\s*,?\\s*(?:(?:or|and)\\s+(?<side>later|after|since|afterwards|beyond|earlier|before|prior)|onwards?|forward|and\\s+up)\\b`,
      'g',
    ),
    read: (m, reference, text) => {
      const point = pointAt(m[1], reference, text, m.index);
      if (!point) return null;
      const earlier = /^(?:earlier|before|prior)$/.test(m.groups?.side ?? '');
      return earlier
        ? { from: null, to: point.to, relative: point.relative }
        : { from: point.from, to: null, relative: point.relative };
    },
  },
  {
    // "since I took office in November 2021", "since we started counting in 2019": from the date the
    // clause after "since" tells.
    pattern: new RegExp(
      `\\bsince\\s+(?:i|we|you|he|she|they)\\s+(?:[\\w'’-]+\\s+){1,4}?(?:in|on)\\s+(${POINT})\\b`,
      'g',
    ),
    read: (m, reference, text) => {
      const point = pointAt(m[1], reference, text, m.index + m[0].length - (m[1] ?? '').length);
      return point ? { from: point.from, to: null, relative: point.relative } : null;
    },
  },
  {
    pattern: new RegExp(
      // "since the start of winter in June 2019": the season, read elsewhere, leaves blanks and "in".
      // "on or after 1 January 2020" keeps the day itself; "after" starts the day after.
      `\\b(since|on\\s+or\\s+after|on\\s+and\\s+after|after|from|starting|as of)\\s+(?:the\\s+)?(?:(?:start|beginning)\\s+of\\s+(?:\\s*in\\s+)?)?(${POINT})\\b`,
      'g',
    ),
    read: (m, reference, text) => {
      const point = pointAt(m[2], reference, text, m.index + m[0].length - (m[2] ?? '').length);
      if (!point) return null;
      const from = m[1] === 'after' ? addDays(point.to, 1) : point.from;
      return { from, to: null, relative: point.relative };
    },
  },
  {
    pattern: new RegExp(
      `\\b(on\\s+or\\s+before|before|prior to|earlier than|until|till|up to(?:\\s+and\\s+including)?|up until|through|to\\s+and\\s+including)\\s+(?:the\\s+)?(?:end\\s+of\\s+|(?<=\\b(?:before|prior to|earlier than)\\s+(?:the\\s+)?)(?:start|beginning)\\s+of\\s+)?(${POINT})\\b`,
      'g',
    ),
    read: (m, reference, text) => {
      const point = pointAt(m[2], reference, text, m.index + m[0].length - (m[2] ?? '').length);
      if (!point) return null;
      const exclusive = m[1] === 'before' || m[1] === 'prior to' || m[1] === 'earlier than';
      return { from: null, to: exclusive ? addDays(point.from, -1) : point.to, relative: point.relative };
    },
  },
  {
    pattern: new RegExp(`\\b(${POINT})\\b`, 'g'),
    read: (m, reference, text) => {
      const point = pointAt(m[1], reference, text, m.index);
      return point ? { from: point.from, to: point.to, relative: point.relative } : null;
    },
  },
];

function overlaps(found: readonly DateExpression[], start: number, end: number): boolean {
  return found.some((f) => start < f.end && f.start < end);
}

/**
 * Date expressions of a question, resolved against `reference` (yyyy-MM-dd): the day the question
 * counts as "today". Earlier rules win where phrases overlap, so "between June and August 2024" is
 * one range, not three points.
 */
/** A question that counts in financial years: "financial years", "FY", "years running 1 April to 31 March". */
const FINANCIAL_YEARS = /\b(?:financial|fiscal)\s+years?\b|\bfy\b|\b1\s+april\s+to\s+31\s+march\b/;
/** "with years running 1 April to 31 March": how the years are counted, no window of its own. */
const YEAR_RUNS = /\b(?:(?:from|running|run)\s+)?1\s+april(?!\s+\d{4})\s+to\s+31\s+march(?!\s+\d{4})\b/g;

/** "the 2019/20 and 2020/21 financial years": the words saying how the years are counted, once read. */
export function financialYearWords(question: string): { start: number; end: number }[] {
  return [...question.matchAll(/\b(?:financial|fiscal)\s+years?\b/gi)].map((m) => ({
    start: m.index,
    end: m.index + m[0].length,
  }));
}

export function findDateExpressions(question: string, reference: string): DateExpression[] {
  const lower = question.toLowerCase();
  const text = FINANCIAL_YEARS.test(lower)
    ? lower.replace(YEAR_RUNS, (run) => ' '.repeat(run.length))
    : lower;
  const found: DateExpression[] = [];
  for (const rule of RULES) {
    rule.pattern.lastIndex = 0;
    for (let m = rule.pattern.exec(text); m !== null; m = rule.pattern.exec(text)) {
      const start = m.index;
      const end = start + m[0].length;
      if (overlaps(found, start, end)) continue;
      const read = rule.read(m, reference, text);
      if (!read) continue;
      if ('sides' in read) {
        for (const { at, length, from, to, relative } of read.sides)
          found.push({
            range: { from, to },
            phrase: question.slice(start + at, start + at + length),
            relative,
            start: start + at,
            end: start + at + length,
          });
        continue;
      }
      found.push({
        range: { from: read.from, to: read.to },
        phrase: question.slice(start, end),
        relative: read.relative,
        start,
        end,
      });
    }
  }
  return withoutRestated(
    inTheYearNamed(
      inTheListsYear(
        found.sort((a, b) => a.start - b.start),
        text,
      ),
    ),
    text,
  );
}

/** ", ", " and ", ", or ": what joins the months of a list. */
const LIST_JOIN = /^\s*(?:,|,?\s*(?:and|or|&))\s*$/i;
/** "in May", "June": one month as written, without its year. */
const ONE_MONTH = new RegExp(`^(?:in\\s+)?${MONTH}$`, 'i');

/**
 * "April, May and June of 2024": the year written after the last month of a list is every month's;
 * read alone, the first months would be the latest April and May before the reference date.
 */
function inTheListsYear(found: DateExpression[], text: string): DateExpression[] {
  const read = [...found];
  for (let at = read.length - 2; at >= 0; at--) {
    const month = read[at];
    const next = read[at + 1];
    if (!month || !next || !month.relative || next.relative) continue;
    if (!ONE_MONTH.test(month.phrase.trim()) || !LIST_JOIN.test(text.slice(month.end, next.start))) continue;
    const { from, to } = next.range;
    const own = month.range;
    if (from === null || to === null || from.slice(0, 7) !== to.slice(0, 7)) continue;
    if (own.from === null || own.to === null) continue;
    const year = yearOf(from);
    read[at] = {
      ...month,
      range: {
        from: addMonths(own.from, 12 * (year - yearOf(own.from))),
        to: endOfMonth(year, monthOf(own.to)),
      },
      relative: false,
    };
  }
  return read;
}

const overlap = (a: DateRange, b: DateRange) =>
  (a.from ?? '0000') <= (b.to ?? '9999') && (b.from ?? '0000') <= (a.to ?? '9999');

/** "FY2022/23, i.e. the municipal financial year 1 July 2022 to 30 June 2023": the second says what the first means. */
const RESTATES = /^[\s,;(]*(?:i\.?\s?e\.?|that\s+is|namely|meaning|in\s+other\s+words)[\s,]/i;

/** Date expressions with any that the next one restates read as that one, so the two are one period. */
function withoutRestated(found: DateExpression[], text: string): DateExpression[] {
  return found.map((expression, at) => {
    const next = found[at + 1];
    // Only a restatement that lies on the first: "2019, that is October to December" read without the
    // year would name another year, and the months of the year are read elsewhere.
    return next &&
      RESTATES.test(text.slice(expression.end, next.start)) &&
      overlap(expression.range, next.range)
      ? { ...expression, range: next.range, relative: next.relative }
      : expression;
  });
}

/** A month or a run of months written without a year: "July to December", "in March". */
const BARE_MONTHS = new RegExp(`^(?:\\s|${MONTH}|to|through|till|until|and|from|in|of|-|–)+$`, 'i');

/**
 * "Comparing the two halves of 2022: July to December against January to June": months written
 * without a year belong to the one year the question names, not to the year before the reference
 * date. With two years or none named, they stay as read.
 */
function inTheYearNamed(found: DateExpression[]): DateExpression[] {
  const years = new Set(
    found.flatMap((e) =>
      !e.relative &&
      e.range.from?.endsWith('-01-01') &&
      e.range.to?.endsWith('-12-31') &&
      yearOf(e.range.from) === yearOf(e.range.to)
        ? [yearOf(e.range.from)]
        : [],
    ),
  );
  const [year] = years;
  if (years.size !== 1 || year === undefined) return found;
  return found.map((e) => {
    if (!e.relative || !BARE_MONTHS.test(e.phrase) || e.range.from === null || e.range.to === null) return e;
    const shift = 12 * (year - yearOf(e.range.from));
    return {
      ...e,
      range: {
        from: addMonths(e.range.from, shift),
        to: endOfMonth(yearOf(addMonths(e.range.to, shift)), monthOf(e.range.to)),
      },
      relative: false,
    };
  });
}

export function inRange(iso: string, range: DateRange): boolean {
  return (range.from === null || iso >= range.from) && (range.to === null || iso <= range.to);
}
