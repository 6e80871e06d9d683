import type { Unanswerable } from '../evidence';
import { describeScope } from '../filters';
import { dateSpan, describeRange, eventsPhrase, joinAnd, joinOr, plural } from '../format';
import type { Notebook } from '../notebook-events';
import type { QuestionReading } from '../understand-question';
import { type ComposedResult, type Composition, noResult } from './context';
import { isYes } from './count';

/** "is about murder in Soweto in 2019": the filters as the end of a "None of the events ..." sentence. */
function unmatchedScope(reading: QuestionReading): string {
  const place = reading.places.length > 0 ? ` in ${joinOr(reading.places.map((p) => p.label))}` : '';
  const dates = [
    joinOr(reading.periods.map((p) => describeRange(p.range))),
    joinOr(reading.weekdays.map((w) => w.label)),
  ].filter((d) => d.length > 0);
  const period = dates.length > 0 ? ` ${dates.join(' ')}` : '';
  const rest = describeScope({ ...reading, crimes: [], places: [], periods: [], weekdays: [] }, false);
  const extras = rest ? ` ${rest}` : '';
  if (reading.crimes.length > 0) {
    const labels = reading.crimes.map((c) => c.label);
    const crimes =
      reading.crimesMatch === 'all' && labels.length > 1
        ? `both ${joinAnd(labels)} together`
        : joinOr(labels);
    return `is about ${crimes}${place}${period}${extras}`;
  }
  if (place) return `took place${place}${period}${extras}`;
  if (period) return `is dated${period}${extras}`;
  return `matches: events${extras}`;
}

function sentenceFor(reason: Unanswerable, reading: QuestionReading, notebook: Notebook): string {
  const none = `None of the ${plural(notebook.events.length, 'event')} in this notebook`;
  switch (reason.kind) {
    case 'empty':
      return 'This notebook has no events yet, so there is nothing to answer from. Add events from a search first.';
    case 'absent-crimes':
      return `${none} is about ${joinOr(reason.labels)}.`;
    case 'absent-places':
      return `${none} took place in ${joinOr(reason.labels)}.`;
    case 'absent-words':
      return `The events in this notebook do not say anything about ${joinAnd(reason.words.map((w) => `"${w}"`))}, so they cannot answer this question.`;
    case 'no-match':
      return `${none} ${unmatchedScope(reading)}.`;
    case 'no-text-match':
      return `No event in this notebook mentions ${joinAnd(reason.words.map((w) => `"${w}"`))}${reason.words.length > 1 ? ' together' : ''}.`;
  }
}

/** An answer that says plainly what the events do not hold, and relies on no event. */
export function composeUnanswerable(
  reason: Unanswerable,
  reading: QuestionReading,
  notebook: Notebook,
): Composition {
  const sentence = sentenceFor(reason, reading, notebook);
  const answers = reading.yesNo && reason.kind !== 'empty' && reason.kind !== 'absent-words';
  const denial = answers ? `${isYes(reading, 0) ? 'Yes' : 'No'}. ${sentence}` : sentence;
  const lines = [denial];
  if (reading.periods.length > 0 && notebook.events.length > 0) {
    lines.push(`The notebook's events are dated ${dateSpan(notebook.events)}.`);
  }
  return { lines, used: [], facts: [sentence], result: resultOf(reason, reading) };
}

/**
 * No event matches: for a count that is a figure (0), for "were there any" a no, for a list an empty
 * list. Other questions (the earliest date, the place with the most) have nothing to give, and an
 * empty notebook or words no event holds cannot answer anything.
 */
function resultOf(reason: Unanswerable, reading: QuestionReading): ComposedResult {
  const measure = eventsPhrase(describeScope(reading, false));
  if (reason.kind === 'empty' || reason.kind === 'absent-words') return noResult(measure);
  if (reading.yesNo) return { type: 'yes_no', value: isYes(reading, 0), measure };
  const counts = reading.intent === 'count' || reading.intent === 'summarise';
  if (counts && (reading.measure.kind === 'events' || reading.measure.kind === 'sum'))
    return { type: 'number', value: 0, measure };
  if (reading.intent === 'list') return { type: 'list', value: [], measure };
  return noResult(measure);
}
