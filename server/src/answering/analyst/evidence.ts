import { monthOf, weekdayOf } from '../../corpus/calendar';
import type { CrimeMention } from './crime-terms';
import { type DateExpression, inRange } from './date-expressions';
import { type Notebook, type NotebookEvent, peopleOf, saysStem } from './notebook-events';
import { isInPlace } from './place-terms';
import type { PeopleCondition } from './question-filters';
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
      /** The topic words the events were chosen by (only when no structured filter chose them). */
      textWords: TopicWord[];
      /** Words of the question the answer did not use, to be said back to the reader. */
      ignored: string[];
    };

export function hasCrime(event: NotebookEvent, mention: CrimeMention): boolean {
  return event.crimes.some((c) => mention.categories.has(c));
}

/**
 * A calendar window is about when incidents happened: an event known only by its publication date is
 * in none; one known only to its month is in every window its month overlaps, as in search.
 */
export function inPeriod(event: NotebookEvent, period: DateExpression): boolean {
  if (event.datedByPublication) return false;
  if (!event.monthOnly) return inRange(event.when, period.range);
  const { from, to } = period.range;
  return (to === null || event.when <= to) && (from === null || monthEndOf(event.when) >= from);
}

/** The last day of the month a yyyy-MM-dd falls in. */
function monthEndOf(iso: string): string {
  const [year, month] = iso.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${iso.slice(0, 7)}-${String(last).padStart(2, '0')}`;
}

function onWeekday(event: NotebookEvent, mention: WeekdayMention): boolean {
  return !event.datedByPublication && !event.monthOnly && mention.days.includes(weekdayOf(event.when));
}

/** A publication date says nothing of the month the incident happened in, as of its weekday. */
function inMonthOfYear(event: NotebookEvent, months: readonly number[]): boolean {
  return !event.datedByPublication && months.includes(monthOf(event.when));
}

/** Whether the event reports a number of people within the bounds; one that does not say never is. */
function reportsPeople(event: NotebookEvent, { field, min, max }: PeopleCondition): boolean {
  const value = peopleOf(event, field);
  return value !== null && (min === undefined || value >= min) && (max === undefined || value <= max);
}

/** Nobody arrested: the release says so, or says no suspect was arrested. */
function nobodyArrested(event: NotebookEvent): boolean {
  return event.arrestMade === false || (event.arrestMade === null && event.suspectsArrested === 0);
}

function passesCaseFilters(event: NotebookEvent, reading: QuestionReading): boolean {
  if (reading.excludedCrimes.some((m) => hasCrime(event, m))) return false;
  if (reading.excludedPlaces.some((m) => isInPlace(event, m))) return false;
  if (reading.monthsOfYear.length > 0 && !inMonthOfYear(event, reading.monthsOfYear)) return false;
  if (reading.arrest === 'made' && event.arrestMade !== true) return false;
  if (reading.arrest === 'none' && !nobodyArrested(event)) return false;
  if (reading.outcomes.length > 0 && (event.outcome === null || !reading.outcomes.includes(event.outcome)))
    return false;
  if (reading.hasDate !== null && reading.hasDate === event.datedByPublication) return false;
  return reading.people.every((condition) => reportsPeople(event, condition));
}

export function passes(event: NotebookEvent, reading: QuestionReading, except: FilterKind | null): boolean {
  if (!passesCaseFilters(event, reading)) return false;
  if (except !== 'crime' && reading.crimes.length > 0) {
    const has = (m: CrimeMention) => hasCrime(event, m);
    if (!(reading.crimesMatch === 'all' ? reading.crimes.every(has) : reading.crimes.some(has))) return false;
  }
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

/** Whether fields, not words, choose the events: any filter, or a measure of people or values. */
export function hasStructuredFilter(reading: QuestionReading): boolean {
  return (
    reading.crimes.length > 0 ||
    reading.excludedCrimes.length > 0 ||
    reading.places.length > 0 ||
    reading.excludedPlaces.length > 0 ||
    reading.periods.length > 0 ||
    reading.weekdays.length > 0 ||
    reading.monthsOfYear.length > 0 ||
    reading.arrest !== null ||
    reading.outcomes.length > 0 ||
    reading.hasDate !== null ||
    reading.people.length > 0 ||
    reading.measure.kind !== 'events'
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
  // A question with no clear ask ("what is the weather in Durban?") is about its unknown words;
  // a clear one ("which province has the most murders in this lot?") is answered without them.
  if (reading.vague && missingWords.length > 0)
    return { kind: 'unanswerable', reason: { kind: 'absent-words', words: missingWords } };
  const structured = hasStructuredFilter(reading);
  const textWords = structured ? [] : reading.topics.filter((t) => !missingWords.includes(t.word));
  const ignored = reading.topics.filter((t) => !textWords.includes(t)).map((t) => t.word);
  const found = { absentCrimes, absentPlaces, textWords, ignored };
  if (textWords.length === 0) {
    const events = all.filter((e) => passes(e, reading, except));
    if (events.length === 0) return { kind: 'unanswerable', reason: { kind: 'no-match' } };
    return { kind: 'events', events, byText: false, ...found };
  }
  const events = all.filter(
    (e) => passesCaseFilters(e, reading) && textWords.every((t) => saysStem(e, t.stem)),
  );
  if (events.length === 0) {
    return {
      kind: 'unanswerable',
      reason: { kind: 'no-text-match', words: textWords.map((t) => t.word) },
    };
  }
  return { kind: 'events', events, byText: true, ...found };
}

/**
 * The events the question's case filters (arrest, outcome, date known) were applied to: "what share
 * of robberies led to an arrest" is a share of the robberies, not of the notebook.
 */
export function eventsBeforeCaseFilters(reading: QuestionReading, notebook: Notebook): NotebookEvent[] {
  const base = { ...reading, arrest: null, outcomes: [], hasDate: null };
  return notebook.events.filter((e) => passes(e, base, null));
}

export function hasCaseFilter(reading: QuestionReading): boolean {
  return reading.arrest !== null || reading.outcomes.length > 0 || reading.hasDate !== null;
}
