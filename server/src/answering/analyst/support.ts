import { dateSpans, filterSupport, peopleSpans } from './filters';
import { type NotebookEvent, prepareNotebook } from './notebook-events';
import { type AgeField, DATED_DIMENSIONS, type PeopleField } from './plan-vocabulary';
import type { Found, SupportedEvent, SupportField, SupportKind } from './support-text';
import type { QuestionReading } from './understand-question';

export type { SupportedEvent, SupportField, SupportKind } from './support-text';

export interface SupportSpan {
  field: SupportField;
  /** Offsets into the field's text, end exclusive. */
  start: number;
  end: number;
  text: string;
  supports: SupportKind[];
}

/** Asked about dates beyond a date filter: the earliest or latest, a trend, a grouping by time. */
function asksWhen(reading: QuestionReading): boolean {
  return (
    reading.moment !== null ||
    reading.trendUnit !== null ||
    reading.intent === 'when' ||
    reading.intent === 'trend' ||
    [reading.dimension, reading.within].some((d) => d !== null && DATED_DIMENSIONS.has(d))
  );
}

/** The people fields the measure counts or averages. */
function measuredPeople(reading: QuestionReading): (PeopleField | AgeField)[] {
  const m = reading.measure;
  if (m.kind === 'ratio') return [m.part, m.whole];
  return m.kind === 'sum' || m.kind === 'average' ? [m.field] : m.kind === 'fields' ? [...m.fields] : [];
}

/** Overlapping or touching stretches become one, naming everything they bear out. */
function merge(event: SupportedEvent, found: Found[]): SupportSpan[] {
  const spans: SupportSpan[] = [];
  const ordered = [...found].sort((a, b) =>
    a.field === b.field ? a.start - b.start || b.end - a.end : a.field === 'title' ? -1 : 1,
  );
  for (const f of ordered) {
    const last = spans.at(-1);
    if (last && last.field === f.field && f.start <= last.end) {
      last.end = Math.max(last.end, f.end);
      if (!last.supports.includes(f.supports)) last.supports.push(f.supports);
      last.text = event[f.field].slice(last.start, last.end);
    } else {
      spans.push({ ...f, text: event[f.field].slice(f.start, f.end), supports: [f.supports] });
    }
  }
  return spans;
}

/**
 * The words of an event's title and release that bear out what a question asked of it: each filter
 * kind's own words (its crime, place, date, people, arrest or outcome), located through the words the
 * extractor read that field from, plus the dates and people counts the question groups or measures
 * by. A question with no filter of its own is borne out by the release saying its words.
 */
export function supportingSpans(reading: QuestionReading, event: SupportedEvent): SupportSpan[] {
  const notebookEvent: NotebookEvent | undefined = prepareNotebook([event]).events[0];
  if (!notebookEvent) return [];
  return merge(event, [
    ...filterSupport(event, notebookEvent, reading),
    ...(asksWhen(reading) ? dateSpans(event) : []),
    ...peopleSpans(event, measuredPeople(reading)),
  ]);
}
