import { addDays, formatDay, formatMonth, yearOf } from '../../corpus/calendar';
import type { DateRange } from './date-expressions';
import type { NotebookEvent } from './notebook-events';
import type { PeopleField } from './plan-vocabulary';

export function plural(count: number, noun: string, nouns = `${noun}s`): string {
  return `${count} ${count === 1 ? noun : nouns}`;
}

/** "a, b and c". */
export function joinAnd(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

export function joinOr(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;
}

function isFirstOfYear(iso: string): boolean {
  return iso.endsWith('-01-01');
}

function isLastOfYear(iso: string): boolean {
  return iso.endsWith('-12-31');
}

function isFirstOfMonth(iso: string): boolean {
  return iso.endsWith('-01');
}

function isLastOfMonth(iso: string): boolean {
  return isFirstOfMonth(addDays(iso, 1));
}

function monthKey(iso: string): string {
  return iso.slice(0, 7);
}

/** The range in words: "in 2023", "in March 2024", "from June 2024 to August 2024", "since 2022". */
export function describeRange({ from, to }: DateRange): string {
  if (from !== null && to !== null) {
    if (from === to) return `on ${formatDay(from)}`;
    if (isFirstOfYear(from) && isLastOfYear(to)) {
      return yearOf(from) === yearOf(to) ? `in ${yearOf(from)}` : `from ${yearOf(from)} to ${yearOf(to)}`;
    }
    if (isFirstOfMonth(from) && isLastOfMonth(to)) {
      return monthKey(from) === monthKey(to)
        ? `in ${formatMonth(monthKey(from))}`
        : `from ${formatMonth(monthKey(from))} to ${formatMonth(monthKey(to))}`;
    }
    return `from ${formatDay(from)} to ${formatDay(to)}`;
  }
  if (from !== null) return isFirstOfYear(from) ? `since ${yearOf(from)}` : `since ${formatDay(from)}`;
  if (to !== null) {
    const next = addDays(to, 1);
    if (isFirstOfYear(next)) return `before ${yearOf(next)}`;
    if (isFirstOfMonth(next)) return `before ${formatMonth(monthKey(next))}`;
    return `up to ${formatDay(to)}`;
  }
  return 'at any time';
}

/** "1 Jan 2024 to 31 Dec 2024", for facts that must be exact. */
export function exactRange({ from, to }: DateRange): string {
  return `${from ? formatDay(from) : 'the start'} to ${to ? formatDay(to) : 'the end'}`;
}

const PEOPLE_NOUNS: Record<PeopleField, [string, string]> = {
  suspects_arrested: ['suspect arrested', 'suspects arrested'],
  victims: ['victim', 'victims'],
  female_victims: ['female victim', 'female victims'],
  male_victims: ['male victim', 'male victims'],
  killed_victims: ['person killed', 'people killed'],
  injured_victims: ['person injured', 'people injured'],
  harmed_victims: ['person killed or injured', 'people killed or injured'],
  child_victims: ['child victim', 'child victims'],
  police_victims: ['police officer among the victims', 'police officers among the victims'],
  female_suspects: ['female suspect', 'female suspects'],
  male_suspects: ['male suspect', 'male suspects'],
};

/** "suspects arrested", "female victim": the people a field counts, for a number of them. */
export function peopleNoun(field: PeopleField, count = 2): string {
  const [one, many] = PEOPLE_NOUNS[field];
  return count === 1 ? one : many;
}

/** "events about murder in Gauteng", or just "events". */
export function eventsPhrase(scope: string): string {
  return scope ? `events ${scope}` : 'events';
}

/** The date an answer shows for an event: its incident date or month, or its publication date said as such. */
export function eventDate(event: NotebookEvent): string {
  if (event.monthOnly) return formatMonth(event.when.slice(0, 7));
  return event.datedByPublication ? `published ${formatDay(event.when)}` : formatDay(event.when);
}

/** "Soweto, Gauteng": the event's place with its province when the place does not already say it. */
export function eventPlace(event: NotebookEvent): string {
  const { placeLabel, province } = event;
  return province && !placeLabel.includes(province) ? `${placeLabel}, ${province}` : placeLabel;
}

export function cite(event: NotebookEvent): string {
  return `[#${event.id}]`;
}

/** Past this many, a claim cites its newest events and says how many more it rests on. */
const CITATIONS_PER_CLAIM = 12;

/** The citations of a claim resting on these events: newest first, capped, the rest counted. */
export function citeAll(events: readonly NotebookEvent[]): string {
  const newestFirst = [...events].reverse();
  const shown = newestFirst.slice(0, CITATIONS_PER_CLAIM).map(cite).join(' ');
  const rest = newestFirst.length - CITATIONS_PER_CLAIM;
  return rest > 0 ? `${shown} and ${rest} more` : shown;
}

/** "12 Mar 2024, Soweto [#12]": short enough to run inline. */
export function shortReference(event: NotebookEvent): string {
  return `${eventDate(event)}, ${event.placeLabel} ${cite(event)}`;
}

/** A bullet for one event with its summary. */
export function eventLine(event: NotebookEvent): string {
  const summary = event.source.summary.trim() || event.source.title;
  return `* ${eventDate(event)}, ${eventPlace(event)} ${cite(event)}: ${summary}`;
}

/** Newest first, at most `cap` bullets, then how many were left out. */
export function eventLines(events: readonly NotebookEvent[], cap: number): string[] {
  const newestFirst = [...events].reverse();
  const lines = newestFirst.slice(0, cap).map(eventLine);
  if (newestFirst.length > cap) lines.push(`...and ${plural(newestFirst.length - cap, 'more event')}.`);
  return lines;
}

/** The latest few events as inline references, newest first. */
export function latestReferences(events: readonly NotebookEvent[], count: number): string {
  return [...events].reverse().slice(0, count).map(shortReference).join('; ');
}

export function dateSpan(events: readonly NotebookEvent[]): string {
  const first = events[0];
  const last = events.at(-1);
  if (!first || !last) return '';
  return first.when === last.when
    ? formatDay(first.when)
    : `${formatDay(first.when)} to ${formatDay(last.when)}`;
}

/** "11 %"; a share that rounds to nothing but is not nothing is "<1 %". */
export function percent(part: number, whole: number): string {
  const share = whole === 0 ? 0 : (100 * part) / whole;
  return share > 0 && share < 0.5 ? '<1 %' : `${Math.round(share)} %`;
}

/** "14 events about murder in Gauteng", "1 event". */
export function countedEvents(count: number, scope: string): string {
  return scope ? `${plural(count, 'event')} ${scope}` : plural(count, 'event');
}

/** "event about murder in Gauteng", or just "event". */
export function eventPhrase(scope: string): string {
  return scope ? `event ${scope}` : 'event';
}

/** "under 25", "aged 18 to 21", "aged 61 or older": the bounds on stated ages a count keeps. */
export function ageBoundsWords(min?: number, max?: number): string {
  if (min !== undefined && max !== undefined) return `aged ${min} to ${max}`;
  if (max !== undefined) return `under ${max + 1}`;
  return `aged ${min ?? 0} or older`;
}

/** "1 event that says", "2 events that say": the verb after a counted noun. */
export const saysOrSay = (count: number) => (count === 1 ? 'says' : 'say');

/** How an answer names a statistic: "the average age", "the median age", "the most frequent age". */
export function statisticName(statistic: 'mean' | 'median' | 'mode' | 'range' = 'mean'): string {
  if (statistic === 'median') return 'median';
  if (statistic === 'range') return 'range';
  return statistic === 'mode' ? 'most frequent' : 'average';
}

/**
 * What an average-like measure is, in words: "average age of suspects", "median number of suspects
 * arrested per event"; a range says what it subtracts ("range of suspects' ages, oldest minus youngest").
 */
export function averageNoun(
  field: PeopleField | 'suspect_age' | 'victim_age',
  statistic: 'mean' | 'median' | 'mode' | 'range' = 'mean',
): string {
  const who = field === 'suspect_age' ? 'suspects' : 'victims';
  if (statistic === 'range')
    return field === 'suspect_age' || field === 'victim_age'
      ? `range of ${who}' ages (oldest minus youngest)`
      : `range of the number of ${peopleNoun(field)} per event (most minus fewest)`;
  const name = statisticName(statistic);
  return field === 'suspect_age' || field === 'victim_age'
    ? `${name} age of ${who}`
    : `${name} number of ${peopleNoun(field)} per event`;
}
