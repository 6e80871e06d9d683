import { unrecordedPeopleFact, wordsNotApplied } from './compose/not-applied';
import {
  type FilterSplit,
  type FilterValues,
  hasCaseCondition,
  hasCrime,
  hasStructuredFilter,
  hasStructuredFilterValues,
  NO_FILTERS,
  passesFilters,
  type TopicWord,
  withoutCaseConditions,
} from './filters';
import { type Notebook, type NotebookEvent, saysStem } from './notebook-events';
import { isInPlace } from './place-terms';
import type { ShareBase } from './share-base';
import { nearCrimeWord } from './spelling';
import type { QuestionReading } from './understand-question';

export { hasCrime, hasStructuredFilter, inPeriod } from './filters';

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

/** Whether the event passes the question's filters and, for a share, is among what the share is of. */
export function passes(event: NotebookEvent, reading: QuestionReading, except: FilterSplit | null): boolean {
  if (reading.shareOf && !passesFilters(event, baseFilters(reading.shareOf), null)) return false;
  return passesFilters(event, reading, except);
}

/** A share's base as filters, built once per base rather than once per event it is tested on. */
const BASE_FILTERS = new WeakMap<ShareBase, FilterValues>();
function baseFilters(base: ShareBase): FilterValues {
  let filters = BASE_FILTERS.get(base);
  if (!filters) {
    filters = { ...NO_FILTERS, ...base };
    BASE_FILTERS.set(base, filters);
  }
  return filters;
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

/**
 * The events a question is about: crime, place and date filters first; the question's own words
 * only when it names none of those. `except` leaves one filter kind out, for comparisons across it.
 */
export function selectEvidence(
  reading: QuestionReading,
  notebook: Notebook,
  except: FilterSplit | null = null,
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
  // So is one whose only condition no event mentions ("how many of the suspects had tattoos?"):
  // a figure over every event would answer another question.
  // Words the plan applies under another name ("killed" when it counts the people killed) are no
  // condition left unapplied, whatever the events' text says.
  // So is a list of the events it names ("which events involved a taxi driver?" where none says driver).
  const unknownCondition =
    (reading.intent === 'list' ||
      (reading.intent === 'count' &&
        (reading.measure.kind === 'events' || reading.measure.kind === 'sum'))) &&
    // A name picks out an incident; what is asked of it ("what the sheep were worth") is still unknown.
    !hasStructuredFilterValues({ ...reading, names: [] }) &&
    wordsNotApplied(missingWords, reading).length > 0 &&
    // A known unrecorded fact ("security guards") gets its own plainer refusal.
    unrecordedPeopleFact(missingWords, reading) === null &&
    // A likely slip ("rovvery") stays a partial answer, whose reading offers the crime it may mean.
    !missingWords.some(nearCrimeWord);
  if ((reading.vague && missingWords.length > 0) || unknownCondition)
    return { kind: 'unanswerable', reason: { kind: 'absent-words', words: missingWords } };
  const structured = hasStructuredFilter(reading);
  const textWords = structured ? [] : reading.topics.filter((t) => !missingWords.includes(t.word));
  const ignored = reading.topics.filter((t) => !textWords.includes(t)).map((t) => t.word);
  const found = { absentCrimes, absentPlaces, textWords, ignored };
  // The question's words choose events only when no field does; then they are the only filter.
  const chosen = { ...reading, topics: textWords };
  if (textWords.length === 0) {
    const events = all.filter((e) => passes(e, chosen, except));
    if (events.length === 0) return { kind: 'unanswerable', reason: { kind: 'no-match' } };
    return { kind: 'events', events, byText: false, ...found };
  }
  const events = all.filter((e) => passes(e, chosen, except));
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
  const base = withoutCaseConditions(reading);
  return notebook.events.filter((e) => passes(e, base, null));
}

export const hasCaseFilter = (reading: QuestionReading): boolean => hasCaseCondition(reading);
