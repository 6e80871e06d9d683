import {
  daysBetween,
  endOfMonth,
  formatDay,
  formatMonth,
  monthOf,
  monthsBetween,
  yearOf,
} from '../../../corpus/calendar';
import { eventsPhrase, peopleNoun, plural } from '../format';
import { type ChangeAsked, steepestChangeAsked } from '../intent';
import { type NotebookEvent, peopleOf } from '../notebook-events';
import type { AnswerContext, ComposedResult, Composition } from './context';
import { spanOf } from './span';

type Unit = 'year' | 'month';

/** "How large was the biggest drop?", "by how many did it rise the most?": the size of the step, not when. */
const HOW_LARGE =
  /\bhow\s+(?:big|large|much|many|steep|sharp)\b|\bby\s+how\s+(?:many|much)\b|\bwhat\s+(?:was|is)\s+the\s+(?:size|amount)\b/i;

interface Bucket {
  key: string;
  label: string;
  first: string;
  last: string;
  count: number;
  /** Share of the bucket's days inside the span looked at; below 1 for a partly covered first or last period. */
  coverage: number;
}

/**
 * Spans up to this many months are shown month by month unless the question asks otherwise: about a
 * year, where whole years would give one or two points.
 */
const MONTHLY_UP_TO = 15;
const BUCKETS_SHOWN = 36;
/** A period covered less than this is marked as partial; a year missing its last few days is not worth the noise. */
const SHOWN_AS_PARTIAL = 0.95;
/** A fitted change smaller than this share of the average is "no clear change"... */
const LEVEL_BAND = 0.15;
/** ...and so is one under half an event per period, however small the average: too few events to tell. */
const LEVEL_MINIMUM = 0.5;

/** Days from `first` to `last`, both included. */
function daysIn(first: string, last: string): number {
  return daysBetween(first, last) + 1;
}

function bucketsOf(unit: Unit, start: string, end: string): Bucket[] {
  const keys =
    unit === 'month'
      ? monthsBetween(start, end)
      : Array.from({ length: yearOf(end) - yearOf(start) + 1 }, (_, i) => String(yearOf(start) + i));
  return keys.map((key) => {
    const bucketFirst = unit === 'month' ? `${key}-01` : `${key}-01-01`;
    const bucketLast =
      unit === 'month' ? endOfMonth(yearOf(bucketFirst), monthOf(bucketFirst)) : `${key}-12-31`;
    const first = bucketFirst < start ? start : bucketFirst;
    const last = bucketLast > end ? end : bucketLast;
    return {
      key,
      label: unit === 'month' ? formatMonth(key) : key,
      first,
      last,
      count: 0,
      coverage: daysIn(first, last) / daysIn(bucketFirst, bucketLast),
    };
  });
}

/** Each event's weight in its period: one event, or the people it counts (an unstated figure adds nothing). */
function fill(
  buckets: Bucket[],
  events: readonly NotebookEvent[],
  unit: Unit,
  weigh: (e: NotebookEvent) => number,
): void {
  const index = new Map(buckets.map((b) => [b.key, b]));
  for (const e of events) {
    const bucket = index.get(unit === 'month' ? e.when.slice(0, 7) : e.when.slice(0, 4));
    if (bucket) bucket.count += weigh(e);
  }
}

/** Least-squares line through the counts: where it starts and ends says more than two noisy end points. */
function fittedEnds(counts: readonly number[]): { start: number; end: number; mean: number } {
  const n = counts.length;
  const mean = counts.reduce((s, c) => s + c, 0) / n;
  const xMean = (n - 1) / 2;
  let num = 0;
  let den = 0;
  counts.forEach((c, x) => {
    num += (x - xMean) * (c - mean);
    den += (x - xMean) ** 2;
  });
  const slope = den === 0 ? 0 : num / den;
  return { start: mean - slope * xMean, end: mean + slope * xMean, mean };
}

type Direction = 'rising' | 'falling' | 'level' | 'unknown';

function directionOf(buckets: readonly Bucket[]): { direction: Direction; start: number; end: number } {
  // Periods mostly outside the span (the year just begun) would drag the line down.
  const full = buckets.filter((b) => b.coverage >= 0.5);
  if (full.length < 2) return { direction: 'unknown', start: 0, end: 0 };
  const { start, end, mean } = fittedEnds(full.map((b) => b.count));
  if (Math.abs(end - start) < Math.max(LEVEL_BAND * mean, LEVEL_MINIMUM))
    return { direction: 'level', start, end };
  return { direction: end > start ? 'rising' : 'falling', start, end };
}

/** "Is X rising?" wants Yes/No: compare the direction asked about with the one found. */
function yesNoPrefix(question: string, direction: Direction): string {
  const asksUp = /\b(?:ris\w*|rose|increas\w*|up|grow\w*|grew|more|worse)\b/i.test(question);
  const asksDown = /\b(?:fall\w*|fell|decreas\w*|down|declin\w*|drop\w*|fewer|less|better)\b/i.test(question);
  if (asksUp === asksDown || direction === 'unknown') return '';
  if (direction === 'level') return 'No clear change. ';
  return (asksUp && direction === 'rising') || (asksDown && direction === 'falling') ? 'Yes. ' : 'No. ';
}

function conclusion(direction: Direction, start: number, end: number, unit: Unit): string {
  // A fitted line can dip below zero; a negative count means nothing to a reader.
  const about = (n: number) => Math.max(0, n).toFixed(1);
  const fitted = `a straight line through the counts goes from about ${about(start)} to ${about(end)} a ${unit}`;
  switch (direction) {
    case 'rising':
      return `Overall the number is rising: ${fitted}.`;
    case 'falling':
      return `Overall the number is falling: ${fitted}.`;
    case 'level':
      return `Overall there is no clear change: ${fitted}.`;
    case 'unknown':
      return `There are too few complete ${unit}s to tell a direction.`;
  }
}

interface Step {
  from: Bucket;
  to: Bucket;
  change: number;
}

/**
 * The steps from one period to the next with the largest change the way asked (a rise, a fall, or
 * either), all of them when several tie; none when no step went that way.
 */
function steepestSteps(buckets: readonly Bucket[], asked: ChangeAsked): Step[] {
  const steps = buckets
    .slice(1)
    .map((to, i) => ({ from: buckets[i] as Bucket, to, change: to.count - (buckets[i] as Bucket).count }));
  const size = (step: Step) =>
    asked === 'rise' ? step.change : asked === 'fall' ? -step.change : Math.abs(step.change);
  const largest = Math.max(0, ...steps.map(size));
  return largest === 0 ? [] : steps.filter((step) => size(step) === largest);
}

/** "The largest fall from one year to the next is 2024 to 2025: 8 to 3 (5 fewer)." */
function steepestLine(steps: readonly Step[], asked: ChangeAsked, unit: Unit, what: string): string {
  const kind = asked === 'either' ? 'change' : asked;
  const first = steps[0];
  if (!first) return `No ${unit} had a ${kind} in ${what} from the ${unit} before.`;
  const said = (step: Step) =>
    `${step.from.label} to ${step.to.label}: ${step.from.count} to ${step.to.count} (${Math.abs(step.change)} ${step.change > 0 ? 'more' : 'fewer'})`;
  const lead = `The largest ${kind} in ${what} from one ${unit} to the next`;
  return steps.length === 1
    ? `${lead} is ${said(first)}.`
    : `${lead} comes ${steps.length} times: ${steps.map(said).join('; ')}.`;
}

/** Counts per year (or month) across the span, and whether they rise or fall. Relies on every event counted. */
export function composeTrend(context: AnswerContext): Composition {
  const { reading, events } = context;
  const { start, end } = spanOf(context);
  const unit: Unit =
    reading.trendUnit ?? (monthsBetween(start, end).length <= MONTHLY_UP_TO ? 'month' : 'year');
  const buckets = bucketsOf(unit, start, end);
  // A year or month is the incident's: an event known only by its publication date is in none.
  const dated = events.filter((e) => !e.datedByPublication);
  // "People killed per year": the people of each period added up, not its events.
  const { measure } = reading;
  const people = measure.kind === 'sum' ? measure.field : null;
  fill(buckets, dated, unit, (e) => (people ? (peopleOf(e, people) ?? 0) : 1));
  const { direction, start: fittedStart, end: fittedEnd } = directionOf(buckets);
  const phrase = people
    ? `${peopleNoun(people, 2)}${context.scope ? ` in the events ${context.scope}` : ''}`
    : eventsPhrase(context.scope);
  const prefix = reading.yesNo ? yesNoPrefix(reading.question, direction) : '';
  const heading = `${prefix}${phrase.charAt(0).toUpperCase()}${phrase.slice(1)} per ${unit}, ${buckets[0]?.label} to ${buckets.at(-1)?.label}:`;
  const shown = buckets.slice(-BUCKETS_SHOWN);
  const lines = [heading];
  if (shown.length < buckets.length)
    lines.push(`(the ${BUCKETS_SHOWN} latest ${unit}s of ${buckets.length})`);
  for (const b of shown) {
    const partial =
      b.coverage < SHOWN_AS_PARTIAL ? ` (only ${formatDay(b.first)} to ${formatDay(b.last)})` : '';
    lines.push(`* ${b.label}: ${b.count}${partial}`);
  }
  const summary = conclusion(direction, fittedStart, fittedEnd, unit);
  lines.push(summary);
  const undated = events.length - dated.length;
  if (undated > 0)
    lines.push(
      `${plural(undated, 'event has', 'events have')} no incident date and ${undated === 1 ? 'is' : 'are'} not counted.`,
    );
  const counted = dated.filter((e) => e.when >= start && e.when <= end);
  const unstated = people ? counted.filter((e) => peopleOf(e, people) === null).length : 0;
  if (people && unstated > 0)
    lines.push(
      `${plural(unstated, 'event does', 'events do')} not say how many ${peopleNoun(people, 2)} and ${unstated === 1 ? 'adds' : 'add'} nothing.`,
    );
  const facts = [
    `${phrase} per ${unit}: ${buckets.map((b) => `${b.label} ${b.count}`).join(', ')}.`,
    summary,
  ];
  const asked = steepestChangeAsked(reading.question);
  if (asked) {
    // The series stays below as the evidence; the step asked for leads.
    const steps = steepestSteps(buckets, asked);
    const line = steepestLine(steps, asked, unit, phrase);
    const measure = `the largest ${asked === 'either' ? 'change' : asked} in ${phrase} from one ${unit} to the next`;
    const result: ComposedResult = HOW_LARGE.test(reading.question)
      ? { type: 'number', value: Math.abs(steps[0]?.change ?? 0), measure }
      : {
          type: 'ranking',
          value: steps.map((step) => ({
            name: `${step.from.label} to ${step.to.label}`,
            value: Math.abs(step.change),
          })),
          measure,
        };
    return { lines: [line, ...lines], used: counted, facts: [line, ...facts], result };
  }
  const described = `${phrase} per ${unit}, ${direction === 'unknown' ? 'too few to tell a direction' : direction}`;
  const result: ComposedResult =
    prefix === 'Yes. ' || prefix === 'No. '
      ? { type: 'yes_no', value: prefix === 'Yes. ', measure: described }
      : {
          type: 'series',
          value: buckets.map((b) => ({ name: b.label, value: b.count })),
          measure: described,
        };
  return { lines, used: counted, facts, result };
}
