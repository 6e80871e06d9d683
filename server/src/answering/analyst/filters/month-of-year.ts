import { z } from 'zod';
import { MONTH_NAMES, monthOf } from '../../../corpus/calendar';
import { joinOr } from '../format';
import type { NotebookEvent } from '../notebook-events';
import { type Span, spanOf } from '../spans';
import { defineFilter } from './filter-kind';
import { dateSpans } from './period';

/** Months of the year in any year ("in a December", "August to October, all years together"). */

const MONTH_WORD =
  'jan(?:uary)?|feb(?:ruary)?|march|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?';

/** Words that take the year out of a month: "counting all years together", "ignoring the year". */
const ANY_YEAR =
  /\b(?:(?:in|of|across|over|for)\s+)?(?:any|every|each|all(?:\s+the)?|whatever(?:\s+the)?)\s+years?(?:\s+together)?\b|\b(?:ignoring|regardless\s+of|irrespective\s+of|disregarding|not\s+counting)\s+(?:the\s+)?years?\b|\b(?:counting|taking|putting|adding)\s+(?:all\s+)?(?:the\s+)?years\s+together\b|\bwhichever\s+year\b/i;

/** A month with no year after it; "in a December" says any December by itself. */
const BARE_MONTH = new RegExp(
  `\\b(?:(?:in|during|of)\\s+)?(a\\s+|any\\s+)?(${MONTH_WORD})\\b(?!\\s*[,-]?\\s*(?:\\d|of\\s+\\d|last|this|next))`,
  'gi',
);

const MONTH_RANGE = new RegExp(
  `\\b(?:between\\s+|from\\s+)?(${MONTH_WORD})\\s*(?:-|–|to|through|thru|until|till|and)\\s*(${MONTH_WORD})\\b(?!\\s*[,-]?\\s*\\d)`,
  'gi',
);

function monthNumber(word: string): number {
  const lower = word.toLowerCase().slice(0, 3);
  return MONTH_NAMES.findIndex((name) => name.toLowerCase().startsWith(lower)) + 1;
}

/**
 * Months meant in any year: a bare month name when the question also says the year does not
 * matter ("counting all years together, how many in December?") or says "a December" itself.
 * "May" needs a cue of its own: it is mostly a verb.
 */
export function findMonthsOfYear(question: string): { months: number[]; anyYear: boolean; spans: Span[] } {
  const anyYear = ANY_YEAR.exec(question);
  const months: number[] = [];
  const spans: Span[] = anyYear ? [spanOf(anyYear)] : [];
  // "August through October", "between October and December": every month of the range, wrapping the year end.
  if (anyYear) {
    for (const m of question.matchAll(MONTH_RANGE)) {
      const [from, to] = [monthNumber(m[1] ?? ''), monthNumber(m[2] ?? '')];
      if (from === 0 || to === 0) continue;
      for (let month = from; ; month = (month % 12) + 1) {
        if (!months.includes(month)) months.push(month);
        if (month === to) break;
      }
      spans.push(spanOf(m));
    }
  }
  for (const m of question.matchAll(BARE_MONTH)) {
    const word = m[2] ?? '';
    if (!anyYear && !m[1]) continue;
    if (word.toLowerCase() === 'may' && !/^(?:in|during|of)\s/i.test(m[0]) && !m[1]) continue;
    const month = monthNumber(word);
    if (month > 0 && !months.includes(month)) months.push(month);
    spans.push(spanOf(m));
  }
  return { months, anyYear: anyYear !== null, spans };
}

/** A publication date says nothing of the month the incident happened in, as of its weekday. */
function inMonthOfYear(event: NotebookEvent, months: readonly number[]): boolean {
  return !event.datedByPublication && months.includes(monthOf(event.when));
}

export const monthOfYearFilter = defineFilter({
  name: 'month-of-year',
  shape: {
    /** Months of the year in any year, 1 to 12. */
    months_of_year: z.array(z.number().int().min(1).max(12)).max(12),
  },
  empty: { monthsOfYear: [] },
  incidentDate: true,
  // The whole question: a month in any year is read before dates, so "December" is not a December of one year.
  read({ question }) {
    const { months, anyYear, spans } = findMonthsOfYear(question);
    return { found: { monthsOfYear: months, anyYear }, spans };
  },
  isSet: (v) => v.monthsOfYear.length > 0,
  matches: (event, v) => v.monthsOfYear.length === 0 || inMonthOfYear(event, v.monthsOfYear),
  toPlan: (v) => ({ months_of_year: [...v.monthsOfYear] }),
  fromPlan: (p) => ({ monthsOfYear: p.months_of_year }),
  describe: (v) =>
    v.monthsOfYear.length > 0
      ? [`in ${joinOr(v.monthsOfYear.map((m) => MONTH_NAMES[m - 1] ?? ''))} of any year`]
      : [],
  support: (event, _notebookEvent, v) => (v.monthsOfYear.length > 0 ? dateSpans(event) : []),
});
