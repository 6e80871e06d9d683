import { weekdayOf } from '../../corpus/calendar';
import type { CrimeMention } from './crime-terms';
import { type DateExpression, inRange } from './date-expressions';
import { type Notebook, type NotebookEvent, saysStem } from './notebook-events';
import { isInPlace } from './place-terms';
import type { QuestionReading, TopicWord } from './understand-question';
import type { WeekdayMention } from './weekday-terms';

/** The kinds of structured filter; a comparison sets one aside to split the events by it. */
export type FilterKind = 'crime' | 'place' | 'period';

/** Why the events cannot answer the question; the answer then says so and uses no events. */
export type Unanswerable =
  | { kind: 'empty' }
  | { kind: 'absent-crimes'; labels: string[] }
  | { kind: 'absent-places'; labels: string[] }
  | { kind: 'absent-words'; words: string[] }
  | { kind: 'no-match' }
  | { kind: 'no-text-match'; words: string[] };

export type Evidence =
  | { kind: 'unanswerable'; reason: Unanswerable }
  | {
      kind: 'events';
      /** Oldest first. */
      events: NotebookEvent[];
      /** Chosen by the question's words rather than by crime, place or date. */
      byText: boolean;
      /** Named crimes no event has, when other crimes in the question do. */
      absentCrimes: string[];
      /** Named places no event is in, when other places in the question are. */
      absentPlaces: string[];
    };

export function hasCrime(event: NotebookEvent, mention: CrimeMention): boolean {
  return event.crimes.some((c) => mention.categories.has(c));
}

export function inPeriod(event: NotebookEvent, period: DateExpression): boolean {
  return inRange(event.when, period.range);
}

function onWeekday(event: NotebookEvent, mention: WeekdayMention): boolean {
  return !event.datedByPublication && mention.days.includes(weekdayOf(event.when));
}

function passes(event: NotebookEvent, reading: QuestionReading, except: FilterKind | null): boolean {
  if (except !== 'crime' && reading.crimes.length > 0 && !reading.crimes.some((m) => hasCrime(event, m)))
    return false;
  if (except !== 'place' && reading.places.length > 0 && !reading.places.some((m) => isInPlace(event, m)))
    return false;
  if (except !== 'period' && reading.periods.length > 0 && !reading.periods.some((p) => inPeriod(event, p)))
    return false;
  if (reading.weekdays.length > 0 && !reading.weekdays.some((m) => onWeekday(event, m))) return false;
  return true;
}

function absentLabels<M extends { label: string }>(
  mentions: readonly M[],
  events: readonly NotebookEvent[],
  occurs: (event: NotebookEvent, mention: M) => boolean,
): string[] {
  return mentions.filter((m) => !events.some((e) => occurs(e, m))).map((m) => m.label);
}

/** Topic words that no event says anything about: the question asks about something they do not hold. */
function absentWords(topics: readonly TopicWord[], events: readonly NotebookEvent[]): string[] {
  if (topics.length === 0) return [];
  const missing = new Set(topics.map((t) => t.stem));
  for (const event of events) {
    for (const s of missing) if (saysStem(event, s)) missing.delete(s);
    if (missing.size === 0) break;
  }
  return topics.filter((t) => missing.has(t.stem)).map((t) => t.word);
}

function hasStructuredFilter(reading: QuestionReading): boolean {
  return (
    reading.crimes.length > 0 ||
    reading.places.length > 0 ||
    reading.periods.length > 0 ||
    reading.weekdays.length > 0
  );
}

/**
 * The events a question is about: crime, place and date filters first; the question's own words
 * only when it names none of those. `except` leaves one filter kind out, for comparisons across it.
 */
export function selectEvidence(
  reading: QuestionReading,
  notebook: Notebook,
  except: FilterKind | null = null,
): Evidence {
  const all = notebook.events;
  if (all.length === 0) return { kind: 'unanswerable', reason: { kind: 'empty' } };
  const absentCrimes = absentLabels(reading.crimes, all, hasCrime);
  if (reading.crimes.length > 0 && absentCrimes.length === reading.crimes.length) {
    return { kind: 'unanswerable', reason: { kind: 'absent-crimes', labels: absentCrimes } };
  }
  const absentPlaces = absentLabels(reading.places, all, isInPlace);
  if (reading.places.length > 0 && absentPlaces.length === reading.places.length) {
    return { kind: 'unanswerable', reason: { kind: 'absent-places', labels: absentPlaces } };
  }
  const missingWords = absentWords(reading.topics, all);
  if (missingWords.length > 0)
    return { kind: 'unanswerable', reason: { kind: 'absent-words', words: missingWords } };
  if (hasStructuredFilter(reading) || reading.topics.length === 0) {
    const events = all.filter((e) => passes(e, reading, except));
    if (events.length === 0) return { kind: 'unanswerable', reason: { kind: 'no-match' } };
    return { kind: 'events', events, byText: false, absentCrimes, absentPlaces };
  }
  const events = all.filter((e) => reading.topics.every((t) => saysStem(e, t.stem)));
  if (events.length === 0) {
    return {
      kind: 'unanswerable',
      reason: { kind: 'no-text-match', words: reading.topics.map((t) => t.word) },
    };
  }
  return { kind: 'events', events, byText: true, absentCrimes, absentPlaces };
}
