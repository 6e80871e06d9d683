import type { AnswerContext } from './context';

/** ISO days compare as text; Math.min and Math.max would not. */
function clampDay(day: string, min: string, max: string): string {
  if (day < min) return min;
  if (day > max) return max;
  return day;
}

/** The days a trend or a list of empty periods runs over: the question's dates, kept within the notebook's. */
export function spanOf(context: AnswerContext): { start: string; end: string } {
  const { notebook, reading, events } = context;
  const first = notebook.first ?? events[0]?.when ?? '';
  const last = notebook.last ?? events.at(-1)?.when ?? '';
  const askedStart = reading.periods.map((p) => p.range.from ?? first).sort()[0] ?? first;
  const askedEnd =
    reading.periods
      .map((p) => p.range.to ?? last)
      .sort()
      .at(-1) ?? last;
  const start = clampDay(askedStart, first, last);
  const end = clampDay(askedEnd, first, last);
  return start <= end ? { start, end } : { start: first, end: last };
}
