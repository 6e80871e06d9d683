import { z } from 'zod';
import { MONTH } from '../date-expressions';
import type { NotebookEvent } from '../notebook-events';
import { type Span, spanOf } from '../spans';
import { type DaysOfMonth, defineFilter } from './filter-kind';
import { dateSpans } from './period';

/**
 * Days of the month in any month ("on the 25th of a month or later", "from the 25th onwards", "in the
 * first week of the month"): payday and month-end are how South African reporters place crime.
 */

const DAY = '(\\d{1,2})(?:st|nd|rd|th)';
const OF_A_MONTH = '(?:\\s+(?:of|in)\\s+(?:a|the|any|each|every)\\s+month)?';

/** "(on) the 25th (of a month) or later", "from the 25th onwards", "on or after the 25th". */
const FROM_DAY = new RegExp(
  `\\b(?:(?:on\\s+or\\s+after|from|since)\\s+)?(?:on\\s+)?the\\s+${DAY}${OF_A_MONTH}\\s*(?:,\\s*)?(?:or\\s+later|onwards?|or\\s+after|and\\s+(?:later|after))\\b|\\b(?:on\\s+or\\s+after|from)\\s+the\\s+${DAY}${OF_A_MONTH}(?=\\s*(?:,|\\?|$))`,
  'gi',
);

/** "before the 10th (of the month)", "on or before the 7th", "up to the 7th". */
const TO_DAY = new RegExp(
  `\\b(?:(on\\s+or\\s+before|up\\s+to|until|till|by)|before)\\s+the\\s+${DAY}\\s+(?:of|in)\\s+(?:a|the|any|each|every)\\s+month\\b`,
  'gi',
);

/**
 * "between the 1st and the 7th of the month", "from the 1st to the 7th of a month", "from the 18th to
 * the 31st of December" (in any year; the month is the month reader's), "that is from the 18th to the
 * 31st". A month with its year ("of March 2023") makes the days one stretch of dates instead.
 */
const DAY_RANGE = new RegExp(
  `\\b(?:between|from)\\s+the\\s+${DAY}\\s+(?:and|to|through|until)\\s+the\\s+${DAY}(?:\\s+(?:of|in)\\s+(?:a|the|any|each|every)\\s+month\\b|(?=\\s+(?:of\\s+)?${MONTH}\\b(?!\\s+(?:of\\s+)?\\d{4}))|(?=\\s*(?:[,?.]|$)))`,
  'gi',
);

/** "in the first week of the month", "the first ten days of a month". */
const FIRST_DAYS =
  /\b(?:in\s+|during\s+)?the\s+first\s+(week|(?:five|seven|ten|\d{1,2})\s+days)\s+of\s+(?:a|the|any|each|every)\s+month\b/gi;
const COUNTS: Record<string, number> = { five: 5, seven: 7, ten: 10 };

/** "month-end", "at the end of the month", "in the last week of a month": its last seven days. */
const MONTH_END =
  /\b(?:(?:around|at|near|over|during|in)\s+)?(?:the\s+)?(?:month[\s-]end|end\s+of\s+(?:a|the|each|every|any)\s+month|month'?s\s+end|last\s+week\s+of\s+(?:a|the|each|every|any)\s+month)\b/gi;
const MONTH_END_DAYS = 7;

/**
 * "the last fortnight of December" (in any year; the month is the month reader's, and may be blanked
 * by it already), "of a month".
 */
const LAST_FORTNIGHT = new RegExp(
  `\\b(?:(?:in|during|within|over)\\s+)?(?:the\\s+)?(?:last|final)\\s+(?:fortnight|two\\s+weeks)(?:\\s+of\\s+(?:a|the|each|every|any)\\s+month\\b|\\s+of(?=\\s+${MONTH}\\b(?!\\s+(?:of\\s+)?\\d{4}))|(?=\\s{3,}))`,
  'gi',
);
const FORTNIGHT_DAYS = 14;

const dayNumber = (written: string | undefined) => {
  const day = Number(written);
  return Number.isInteger(day) && day >= 1 && day <= 31 ? day : null;
};

/** The days of the month the question keeps, if it names any. */
export function findDaysOfMonth(question: string): { days: DaysOfMonth | null; spans: Span[] } {
  // "Around month-end, from the 25th onwards": the days written out say what month-end means; so they
  // do for "the last fortnight of December, that is from the 18th to the 31st".
  const named = namedDays(question);
  const ends = [...question.matchAll(MONTH_END), ...question.matchAll(LAST_FORTNIGHT)].map(spanOf);
  if (named) return { days: named.days, spans: [...named.spans, ...ends] };
  const fortnight = [...question.matchAll(LAST_FORTNIGHT)];
  if (fortnight.length > 0) return { days: { last: FORTNIGHT_DAYS }, spans: fortnight.map(spanOf) };
  const end = [...question.matchAll(MONTH_END)];
  if (end.length > 0) return { days: { last: MONTH_END_DAYS }, spans: end.map(spanOf) };
  return { days: null, spans: [] };
}

function namedDays(question: string): { days: DaysOfMonth; spans: Span[] } | null {
  for (const m of question.matchAll(DAY_RANGE)) {
    const [from, to] = [dayNumber(m[1]), dayNumber(m[2])];
    if (from !== null && to !== null && from <= to) return { days: { from, to }, spans: [spanOf(m)] };
  }
  for (const m of question.matchAll(FROM_DAY)) {
    const from = dayNumber(m[1] ?? m[2]);
    if (from !== null) return { days: { from, to: 31 }, spans: [spanOf(m)] };
  }
  for (const m of question.matchAll(TO_DAY)) {
    const day = dayNumber(m[2]);
    if (day === null) continue;
    const to = m[1] ? day : day - 1;
    if (to >= 1) return { days: { from: 1, to }, spans: [spanOf(m)] };
  }
  for (const m of question.matchAll(FIRST_DAYS)) {
    const what = (m[1] ?? '').toLowerCase();
    const count = what === 'week' ? 7 : (COUNTS[what.split(/\s+/)[0] ?? ''] ?? Number.parseInt(what, 10));
    if (count >= 1 && count <= 31) return { days: { from: 1, to: count }, spans: [spanOf(m)] };
  }
  return null;
}

const ordinal = (day: number) => {
  const tens = day % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][day % 10] ?? 'th');
  return `${day}${suffix}`;
};

/** Only a day the release gives: a month alone or a publication date says no day of the month. */
export function onDaysOfMonth(event: NotebookEvent, days: DaysOfMonth): boolean {
  if (event.datedByPublication || event.monthOnly) return false;
  const [year, month, day] = event.when.split('-').map(Number);
  if (year === undefined || month === undefined || day === undefined) return false;
  if ('last' in days) return day > daysInMonth(year, month) - days.last;
  return day >= days.from && day <= days.to;
}

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

export function describeDaysOfMonth(days: DaysOfMonth): string {
  if ('last' in days) return `in the last ${days.last} days of a month`;
  if (days.to >= 31) return `on the ${ordinal(days.from)} of a month or later`;
  if (days.from <= 1) return `on the 1st to the ${ordinal(days.to)} of a month`;
  return `from the ${ordinal(days.from)} to the ${ordinal(days.to)} of a month`;
}

export const dayOfMonthFilter = defineFilter({
  name: 'day-of-month',
  shape: {
    /** Days of the month in any month, both ends kept; only events dated to the day have one. */
    days_of_month: z
      .union([
        z
          .object({ from: z.number().int().min(1).max(31), to: z.number().int().min(1).max(31) })
          .refine((d) => d.from <= d.to, 'from must not be after to'),
        z.object({ last: z.number().int().min(1).max(15) }),
      ])
      .nullable()
      .optional(),
  },
  empty: { daysOfMonth: null },
  incidentDate: true,
  read({ rest }) {
    const { days, spans } = findDaysOfMonth(rest);
    return { found: { daysOfMonth: days }, spans };
  },
  isSet: (v) => v.daysOfMonth !== null,
  matches: (event, v) => v.daysOfMonth === null || onDaysOfMonth(event, v.daysOfMonth),
  toPlan: (v) => (v.daysOfMonth ? { days_of_month: { ...v.daysOfMonth } } : {}),
  fromPlan: (p) => ({ daysOfMonth: p.days_of_month ?? null }),
  describe: (v) => (v.daysOfMonth ? [describeDaysOfMonth(v.daysOfMonth)] : []),
  support: (event, _notebookEvent, v) => (v.daysOfMonth ? dateSpans(event) : []),
});
