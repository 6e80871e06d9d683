import { z } from 'zod';
import { MONTH_NAMES, monthOf } from '../../../corpus/calendar';
import { UNITS } from '../../../corpus/numbers';
import { joinOr } from '../format';
import type { NotebookEvent } from '../notebook-events';
import { type Span, spanOf } from '../spans';
import { ORDINAL_NUMBERS } from '../words';
import { defineFilter } from './filter-kind';
import { dateSpans } from './period';

/** Months of the year in any year ("in a December", "August to October, all years together"). */

const MONTH_WORD =
  'jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?';

/**
 * Words that take the year out of a month: "counting all years together", "ignoring the year", "over the
 * years"; not
 * the years a list asks for ("list every year in which ...").
 */
const ANY_YEAR =
  /(?<!\b(?:list|name|give|show|enumerate)\s+(?:me\s+|us\s+)?)\b(?:(?:in|of|across|over|for)\s+)?(?:any|every|each|all(?:\s+the)?|whatever(?:\s+the)?)\s+years?(?:\s+together)?\b|\b(?:ignoring|regardless\s+of|irrespective\s+of|disregarding|not\s+counting)\s+(?:the\s+)?years?\b|\b(?:counting|taking|putting|adding)\s+(?:all\s+)?(?:the\s+)?years\s+together\b|\bwhichever\s+year\b|\b(?:over|through|across)\s+(?:all\s+)?the\s+years\b/i;

/** A month with no year after it; "in a December" says any December by itself. */
const BARE_MONTH = new RegExp(
  `\\b(?:(?:in|during|of)\\s+)?(a\\s+|any\\s+)?(${MONTH_WORD})\\b(?!\\s*[,-]?\\s*(?:\\d|of\\s+\\d|last|this|next))`,
  'gi',
);

/**
 * "June to August", "between October and December", "January through to about April": "and" makes a
 * range only after "between"; a hedge before the last month leaves it the range's end.
 */
const MONTH_RANGE = new RegExp(
  `\\b(?:between\\s+(${MONTH_WORD})\\s*(?:-|–|to|through|thru|until|till|and)|(?:from\\s+)?(${MONTH_WORD})\\s*(?:-|–|to|through(?:\\s+to)?|thru|until|till|up\\s+to))\\s*(?:(?:about|around|roughly|approximately|more\\s+or\\s+less)\\s+)?(${MONTH_WORD})\\b(?!\\s*[,-]?\\s*\\d)`,
  'gi',
);

/**
 * "December and January", "June, July and August": months listed with "and" are one side of a
 * comparison; months joined by "or" are alternatives, each its own.
 */
const MONTH_LIST = new RegExp(
  `\\b(?<!between\\s+)(?:${MONTH_WORD})(?:\\s*,\\s*|\\s+)(?:(?:${MONTH_WORD})(?:\\s*,\\s*|\\s+))*(?:and|&)\\s+(?:${MONTH_WORD})\\b(?!\\s*[,-]?\\s*\\d)`,
  'gi',
);
const MONTH_IN_LIST = new RegExp(`\\b(?:${MONTH_WORD})\\b`, 'gi');

/** "every month except December, January and July": the months of the year the list leaves. */
const EVERY_MONTH_EXCEPT = new RegExp(
  `\\b(?:every|each|all(?:\\s+the)?|any)\\s+(?:calendar\\s+)?months?\\s+(?:except(?:\\s+for)?|but|apart\\s+from|other\\s+than|bar|save|excluding)\\s+((?:(?:${MONTH_WORD})(?:\\s*,\\s*|\\s+(?:and|or)\\s+|\\s*,\\s*(?:and|or)\\s+)?)+)(?:\\s+as\\s+(?:the\\s+|our\\s+|my\\s+)?([\\p{L}-]+)(?:\\s+(?:time|months?|period|season))?)?`,
  'giu',
);

/**
 * Seasons are months in every year, southern-hemisphere ones (winter is June to August); a season
 * with a year after it ("winter 2023") is left to the calendar.
 */
const SEASONS: readonly [RegExp, readonly number[]][] = [
  [/\b(?:the\s+)?festive\s+season\b(?!\s*(?:of\s+)?\d)/gi, [12, 1]],
  [/\b(?:the\s+)?winter(?:\s+months)?\b(?!\s*(?:of\s+)?\d)/gi, [6, 7, 8]],
  [/\b(?:the\s+)?summer(?:\s+months)?\b(?!\s*(?:of\s+)?\d)/gi, [12, 1, 2]],
  [/\b(?:the\s+)?autumn(?:\s+months)?\b(?!\s*(?:of\s+)?\d)/gi, [3, 4, 5]],
  [/\b(?:the\s+)?spring(?:\s+months)?\b(?!\s*(?:of\s+)?\d)/gi, [9, 10, 11]],
];

/** "the first month of", "the last month of the": a season's month by its place, said before the season. */
const MONTH_OF_SEASON = /\b(?:the\s+)?(first|1st|second|2nd|middle|third|3rd|last|final)\s+month\s+of\s+$/i;
/** Where in its season the month is, from the first (0); the last counts back from the end. */
const SEASON_MONTH_PLACE: Readonly<Record<string, number>> = {
  ...Object.fromEntries(Object.entries(ORDINAL_NUMBERS).map(([word, n]) => [word, n - 1])),
  middle: 1,
  last: -1,
  final: -1,
};

/** "... winter in June 2019", "... winter, June 2023": a season followed by the date it began. */
const DATED_AFTER = new RegExp(`^\\s*(?:in|,)\\s+(?:${MONTH_WORD})\\s+\\d{4}\\b`, 'i');

/**
 * "the second half of the calendar year", "the first quarter of the year": a part of the year with no
 * year of its own is that part of every year, as a season is.
 */
const PART_OF_THE_YEAR =
  /\b(?:the\s+)?(first|1st|second|2nd|third|3rd|fourth|4th|last|latter)\s+(half|quarter)\s+of\s+(?:the\s+|a\s+|any\s+|each\s+|every\s+)?(?:calendar\s+)?year\b/gi;

/** "the last three months of the year", "the first 2 months of each year": a run of months of every year. */
const MONTHS_AT_AN_END_OF_THE_YEAR =
  /\b(?:the\s+)?(first|opening|last|final|closing)\s+(two|three|four|five|six|seven|eight|nine|ten|eleven|[2-9]|1[01])\s+months\s+of\s+(?:the|each|every|a|any)\s+(?:calendar\s+)?year\b/gi;

/** "the third quarter of any year", "Q4, all years together": a quarter's months. */
const QUARTER_ANY_YEAR =
  /\b(?:the\s+)?(?:(first|1st|second|2nd|third|3rd|fourth|4th|last)\s+quarter|q([1-4]))\b(?!\s*(?:of\s+)?\d)/gi;
/**
 * "in the first quarter", "Q3": a quarter named by its number with no year is that quarter of every
 * year, as a part of the year is; "last quarter" or "this quarter" is a dated one, read elsewhere.
 */
function isBareQuarter(question: string, quarter: RegExpExecArray): boolean {
  return (
    /^(?:the\s+)?(?:q[1-4]|(?:first|1st|second|2nd|third|3rd|fourth|4th)\s+quarter)$/i.test(quarter[0]) &&
    !/\b(?:last|this|next|previous|past|coming|current)\s+$/i.test(question.slice(0, quarter.index))
  );
}

const QUARTER_NUMBER: Record<string, number> = { ...ORDINAL_NUMBERS, last: 4 };

/**
 * "in June, July or August", "from June to August": a run of months in a question that names no year
 * and points to no particular one ("last", "this") is those months in every year the notebook holds.
 */
function monthsOfEveryYear(question: string): boolean {
  if (
    /\b(?:19|20)\d{2}\b|\b(?:last|this|next|previous|past|coming)\s+(?:year|month|\w+\s+months?)\b/i.test(
      question,
    )
  )
    return false;
  const bare = [...question.matchAll(BARE_MONTH)].filter((m) => !/^may$/i.test(m[2] ?? ''));
  return bare.length >= 2 || A_MONTH_RANGE.test(question);
}

/** MONTH_RANGE for a test that keeps no position between calls. */
const A_MONTH_RANGE = new RegExp(MONTH_RANGE.source, 'i');

function monthNumber(word: string): number {
  const lower = word.toLowerCase().slice(0, 3);
  return MONTH_NAMES.findIndex((name) => name.toLowerCase().startsWith(lower)) + 1;
}

/**
 * Months meant in any year: a bare month name when the question also says the year does not
 * matter ("counting all years together, how many in December?") or says "a December" itself.
 * "May" needs a cue of its own: it is mostly a verb.
 */
export function findMonthsOfYear(question: string): {
  months: number[];
  groups: number[][];
  anyYear: boolean;
  spans: Span[];
} {
  const except = EVERY_MONTH_EXCEPT.exec(question);
  EVERY_MONTH_EXCEPT.lastIndex = 0;
  if (except) {
    const left = [...(except[1] ?? '').matchAll(new RegExp(`\\b(?:${MONTH_WORD})\\b`, 'gi'))].map((m) =>
      monthNumber(m[0]),
    );
    const months = Array.from({ length: 12 }, (_, i) => i + 1).filter((m) => !left.includes(m));
    // "... as term time, how many fell in term?": the name given to the months stands for them after.
    const name = except[2];
    const end = except.index + except[0].length;
    const named = name
      ? [
          ...question
            .slice(end)
            .matchAll(new RegExp(`\\b${name}\\b(?:\\s+(?:time|months?|period|season))?`, 'giu')),
        ].map((m) => ({ start: end + m.index, end: end + m.index + m[0].length }))
      : [];
    return { months, groups: [months], anyYear: true, spans: [spanOf(except), ...named] };
  }
  const months: number[] = [];
  const spans: Span[] = [];
  // Months named apart from a season, whether or not the season holds them too.
  const named: number[] = [];
  const add = (month: number) => {
    if (!months.includes(month)) months.push(month);
    if (!named.includes(month)) named.push(month);
  };
  const seasonal: number[] = [];
  // Each season, range or part of the year as written, so two can be set side by side.
  const groups: { at: number; months: number[] }[] = [];
  // "the start of winter in June 2019", "last winter": the season only words a date the calendar reads.
  const datedSeasons: Span[] = [];
  for (const [pattern, seasonMonths] of SEASONS) {
    for (const m of question.matchAll(pattern)) {
      const after = question.slice(m.index + m[0].length);
      const before = question.slice(0, m.index);
      if (DATED_AFTER.test(after) || /\b(?:last|this|next|previous)\s+$/i.test(before)) {
        datedSeasons.push(spanOf(m));
        continue;
      }
      // "the first month of winter": one month of the season, June.
      const ordinal = MONTH_OF_SEASON.exec(before);
      const place = ordinal ? SEASON_MONTH_PLACE[(ordinal[1] ?? '').toLowerCase()] : undefined;
      const month = place === undefined ? undefined : seasonMonths.at(place);
      if (ordinal && month !== undefined) {
        add(month);
        groups.push({ at: ordinal.index, months: [month] });
        spans.push({ start: ordinal.index, end: m.index + m[0].length });
        continue;
      }
      for (const month of seasonMonths) if (!months.includes(month)) months.push(month);
      seasonal.push(...seasonMonths);
      groups.push({ at: m.index, months: [...seasonMonths] });
      spans.push(spanOf(m));
    }
  }
  // Two parts of the year set against each other are two sides, which one list of months cannot hold.
  const partsCompared =
    /\b(?:first|second)\s+(?:half|quarter)\b.*\b(?:first|second|third|fourth|last)\s+(?:half|quarter)\b/i.test(
      question,
    );
  for (const m of partsCompared ? [] : question.matchAll(PART_OF_THE_YEAR)) {
    const which = (m[1] ?? '').toLowerCase();
    const halves = (m[2] ?? '').toLowerCase() === 'half';
    const part = which === 'latter' || (which === 'last' && halves) ? 2 : (QUARTER_NUMBER[which] ?? 1);
    if (halves && part > 2) continue;
    const length = halves ? 6 : 3;
    const group: number[] = [];
    for (let month = (part - 1) * length + 1; month <= part * length; month++) group.push(month);
    group.forEach(add);
    groups.push({ at: m.index, months: group });
    spans.push(spanOf(m));
  }
  for (const m of question.matchAll(MONTHS_AT_AN_END_OF_THE_YEAR)) {
    const length = UNITS[(m[2] ?? '').toLowerCase()] ?? Number(m[2]);
    const fromEnd = /^(?:last|final|closing)$/i.test(m[1] ?? '');
    const group: number[] = [];
    for (let at = 0; at < length; at++) group.push(fromEnd ? 13 - length + at : 1 + at);
    group.forEach(add);
    groups.push({ at: m.index, months: group });
    spans.push(spanOf(m));
  }
  // A season or a part of the year says any year by itself, so the months written beside it are in
  // any year too.
  const yearWords = ANY_YEAR.exec(question);
  const anyYear = yearWords !== null || spans.length > 0 || monthsOfEveryYear(question);
  // "killed each year, 2022 to 2023" with no month named asks for a figure per year, which is no month's.
  const perYear = yearWords !== null && /^(?:(?:in|for)\s+)?(?:each|every)\s+year$/i.test(yearWords[0]);
  if (yearWords && !perYear) spans.push(spanOf(yearWords));
  for (const m of question.matchAll(QUARTER_ANY_YEAR)) {
    if (!anyYear && !isBareQuarter(question, m)) continue;
    const quarter = QUARTER_NUMBER[(m[1] ?? '').toLowerCase()] ?? Number(m[2]);
    for (let month = quarter * 3 - 2; month <= quarter * 3; month++) add(month);
    spans.push(spanOf(m));
  }
  // "August through October", "between October and December": every month of the range, wrapping the year end.
  if (anyYear) {
    for (const m of question.matchAll(MONTH_RANGE)) {
      const [from, to] = [monthNumber(m[1] ?? m[2] ?? ''), monthNumber(m[3] ?? '')];
      if (from === 0 || to === 0) continue;
      const group: number[] = [];
      for (let month = from; ; month = (month % 12) + 1) {
        group.push(month);
        if (month === to) break;
      }
      group.forEach(add);
      groups.push({ at: m.index, months: group });
      spans.push(spanOf(m));
    }
  }
  if (anyYear) {
    for (const m of question.matchAll(MONTH_LIST)) {
      const group = [...m[0].matchAll(MONTH_IN_LIST)].map((month) => monthNumber(month[0]));
      // "the winter months of June, July and August": a list spelling out a season is that season.
      const spelled = groups.some((g) => group.every((month) => g.months.includes(month)));
      if (group.some((month) => month === 0) || spelled) continue;
      group.forEach(add);
      groups.push({ at: m.index, months: group });
    }
  }
  for (const m of question.matchAll(BARE_MONTH)) {
    const word = m[2] ?? '';
    if (!anyYear && !m[1]) continue;
    if (word.toLowerCase() === 'may' && !/^(?:in|during|of)\s/i.test(m[0]) && !m[1]) continue;
    const month = monthNumber(word);
    if (month > 0) add(month);
    // "more in July than in December, all years combined": a month named alone is a side of its own.
    if (month > 0 && !groups.some((g) => g.months.includes(month)))
      groups.push({ at: m.index, months: [month] });
    spans.push(spanOf(m));
  }
  // "Festive season angle: how many happened in December?": a month named inside the season narrows it.
  const narrowed = seasonal.length > 0 && named.length > 0 && named.every((m) => seasonal.includes(m));
  if (yearWords && perYear && months.length > 0) spans.push(spanOf(yearWords));
  return {
    months: narrowed ? named : months,
    // Sides in the order the question names them: "more in December and January than in winter".
    groups: distinctGroups(groups.sort((a, b) => a.at - b.at).map((g) => g.months)),
    anyYear,
    spans: [...spans, ...datedSeasons],
  };
}

/** "the winter months, June to August": a season and the range that spells it out are one group. */
function distinctGroups(groups: readonly number[][]): number[][] {
  const key = (g: readonly number[]) => [...g].sort((a, b) => a - b).join(',');
  return groups.filter((g, at) => groups.findIndex((other) => key(other) === key(g)) === at);
}

const monthName = (m: number) => MONTH_NAMES[m - 1] ?? '';

/** "June to August" for months in a row (across the year's end too), else the months named. */
export function monthsLabel(months: readonly number[]): string {
  const [first] = months;
  const last = months.at(-1);
  const inRow = months.every((m, at) => at === 0 || m === ((months[at - 1] ?? 0) % 12) + 1);
  if (first !== undefined && last !== undefined && months.length > 2 && inRow)
    return `${monthName(first)} to ${monthName(last)}`;
  return joinOr(months.map(monthName));
}

/** A publication date says nothing of the month the incident happened in, as of its weekday. */
export function inMonthOfYear(event: NotebookEvent, months: readonly number[]): boolean {
  return !event.datedByPublication && months.includes(monthOf(event.when));
}

export const monthOfYearFilter = defineFilter({
  name: 'month-of-year',
  shape: {
    /** Months of the year in any year, 1 to 12. */
    months_of_year: z.array(z.number().int().min(1).max(12)).max(12),
    /** Months of the year set side by side in a comparison, each side a list of months. */
    month_sides: z
      .array(z.array(z.number().int().min(1).max(12)).min(1).max(12))
      .max(4)
      .optional(),
  },
  empty: { monthsOfYear: [], monthSides: [] },
  incidentDate: true,
  // The whole question: a month in any year is read before dates, so "December" is not a December of one year.
  read({ question }) {
    const { months, groups, anyYear, spans } = findMonthsOfYear(question);
    return { found: { monthsOfYear: months, monthSides: groups.length >= 2 ? groups : [], anyYear }, spans };
  },
  isSet: (v) => v.monthsOfYear.length > 0,
  matches: (event, v, except) =>
    except === 'month-of-year' || v.monthsOfYear.length === 0 || inMonthOfYear(event, v.monthsOfYear),
  toPlan: (v) => ({
    months_of_year: [...v.monthsOfYear],
    ...(v.monthSides.length >= 2 ? { month_sides: v.monthSides.map((g) => [...g]) } : {}),
  }),
  fromPlan: (p) => ({ monthsOfYear: p.months_of_year, monthSides: p.month_sides ?? [] }),
  describe: (v, { except }) =>
    except !== 'month-of-year' && v.monthsOfYear.length > 0
      ? [`in ${joinOr(v.monthsOfYear.map((m) => MONTH_NAMES[m - 1] ?? ''))} of any year`]
      : [],
  support: (event, _notebookEvent, v) => (v.monthsOfYear.length > 0 ? dateSpans(event) : []),
});
