import { formatMonth } from '../../../corpus/calendar';
import { describeScope } from '../filters';
import { citeAll, eventsPhrase, peopleNoun, plural } from '../format';
import { precisionIn } from '../measure-terms';
import { type NotebookEvent, peopleOf } from '../notebook-events';
import type { PeriodUnit } from '../per-period';
import type { AnswerContext, Composition } from './context';
import { rounded, roundedValue } from './measure';

/** The calendar periods of a window, each as its key ("2021", "2021-03"). */
function periodKeys(from: string, to: string, unit: PeriodUnit): string[] {
  const keys: string[] = [];
  if (unit === 'year') {
    for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year++) keys.push(String(year));
    return keys;
  }
  let [year, month] = [Number(from.slice(0, 4)), Number(from.slice(5, 7))];
  const last = to.slice(0, 7);
  for (let key = from.slice(0, 7); key <= last; key = `${year}-${String(month).padStart(2, '0')}`) {
    keys.push(key);
    month += 1;
    if (month > 12) [year, month] = [year + 1, 1];
  }
  return keys;
}

const lastDayOf = (yearMonth: string) =>
  new Date(Date.UTC(Number(yearMonth.slice(0, 4)), Number(yearMonth.slice(5, 7)), 0))
    .toISOString()
    .slice(0, 10);

/** Whether a window starts and ends on the edges of its periods, so whole periods divide it. */
function wholePeriods(from: string, to: string, unit: PeriodUnit): boolean {
  if (unit === 'year') return from.endsWith('-01-01') && to.endsWith('-12-31');
  return from.endsWith('-01') && to === lastDayOf(to.slice(0, 7));
}

/**
 * The window the figure is per period of: the question's dates when they close it on both sides,
 * else the whole years (or months) from the first to the last dated event the notebook holds.
 */
function windowOf(
  context: AnswerContext,
  unit: PeriodUnit,
): { from: string; to: string; asked: boolean } | null {
  const ranges = context.reading.periods.map((p) => p.range);
  const froms = ranges.map((r) => r.from);
  const tos = ranges.map((r) => r.to);
  if (ranges.length > 0 && froms.every((f) => f !== null) && tos.every((t) => t !== null)) {
    const from = [...(froms as string[])].sort()[0];
    const to = [...(tos as string[])].sort().at(-1);
    if (from && to) return { from, to, asked: true };
  }
  const dated = context.notebook.events.filter((e) => !e.datedByPublication).map((e) => e.when);
  const first = dated[0];
  const last = dated.at(-1);
  if (!first || !last) return null;
  return unit === 'year'
    ? { from: `${first.slice(0, 4)}-01-01`, to: `${last.slice(0, 4)}-12-31`, asked: false }
    : { from: `${first.slice(0, 7)}-01`, to: lastDayOf(last.slice(0, 7)), asked: false };
}

const DAYS_PER: Record<PeriodUnit, number> = { year: 365.25, month: 30.44 };

/**
 * "On average, how many murders a year from 2019 to 2023?": the events (or the people) of the window
 * divided by its calendar periods, empty ones included, with the figure for each period beside it.
 */
export function composePerPeriod(context: AnswerContext, unit: PeriodUnit): Composition {
  const { reading } = context;
  const { measure } = reading;
  // The window is said once, after the figure.
  const scope = describeScope({ ...reading, periods: [] }, false);
  const field = measure.kind === 'sum' ? measure.field : null;
  const what = field ? `${peopleNoun(field)} in the ${eventsPhrase(scope)}` : eventsPhrase(scope);
  const window = windowOf(context, unit);
  const measureWords = `${what} a ${unit}, on average`;
  if (!window) {
    const sentence = `None of the events has an incident date, so there is no ${unit} to share ${what} over.`;
    return {
      lines: [sentence],
      used: [],
      facts: [sentence],
      result: { type: 'none', value: null, measure: measureWords },
    };
  }
  const inWindow = (e: NotebookEvent) =>
    !e.datedByPublication && e.when >= window.from && e.when <= window.to;
  const events = context.events.filter(inWindow);
  const creditOf = (e: NotebookEvent) => (field ? (peopleOf(e, field) ?? 0) : 1);
  const total = events.reduce((sum, e) => sum + creditOf(e), 0);
  const keys = periodKeys(window.from, window.to, unit);
  const whole = wholePeriods(window.from, window.to, unit);
  const days = (Date.parse(window.to) - Date.parse(window.from)) / 86_400_000 + 1;
  const periods = whole ? keys.length : days / DAYS_PER[unit];
  const decimals = precisionIn(reading.question)?.decimals;
  const value = roundedValue(total / periods, decimals ?? 1);
  const label = (key: string) => (unit === 'year' ? key : formatMonth(key));
  const first = label(keys[0] ?? '');
  const last = label(keys.at(-1) ?? '');
  const span = first === last ? `in ${first}` : `from ${first} to ${last}`;
  const over = whole ? plural(keys.length, unit) : `${rounded(periods, 1)} ${unit}s`;
  const source = window.asked ? '' : `, the ${unit}s the notebook's dated events span`;
  const headline = `On average ${rounded(total / periods, decimals)} ${what} a ${unit} ${span}${source}: ${total} over ${over}${events.length > 0 ? ` ${citeAll(events.filter((e) => creditOf(e) > 0))}` : ''}.`;
  const perKey = new Map(keys.map((k) => [k, 0]));
  for (const e of events) {
    const key = unit === 'year' ? e.when.slice(0, 4) : e.when.slice(0, 7);
    perKey.set(key, (perKey.get(key) ?? 0) + creditOf(e));
  }
  const lines = [headline];
  if (keys.length <= 24)
    lines.push(`By ${unit}: ${keys.map((k) => `${label(k)}: ${perKey.get(k) ?? 0}`).join('; ')}.`);
  const unstated = field ? events.filter((e) => peopleOf(e, field) === null).length : 0;
  if (unstated > 0)
    lines.push(
      `${plural(unstated, 'event does', 'events do')} not say how many ${peopleNoun(field ?? 'victims')}.`,
    );
  return {
    lines,
    used: events,
    facts: [headline],
    result: { type: 'number', value, measure: `${measureWords}, ${span}` },
  };
}
