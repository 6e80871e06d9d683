import { countedEvents, dateSpan, eventLines, eventsPhrase } from '../format';
import type { AnswerContext, Composition } from './context';

/** How many events a list shows; the rest are counted, and all of them are the answer's events. */
const LIST_CAP = 10;

/** The matching events with their summaries, newest first. */
export function composeList({ notebook, events, scope }: AnswerContext): Composition {
  const phrase = eventsPhrase(scope);
  const shown = events.length > LIST_CAP ? `; the ${LIST_CAP} newest are shown` : '';
  const lines = [
    `The notebook has ${countedEvents(events.length, scope)} (of ${notebook.events.length} in all), newest first${shown}:`,
    ...eventLines(events, LIST_CAP),
  ];
  const facts = [`${events.length} events are ${phrase}, dated ${dateSpan(events)}.`];
  // Newest first, as the list shows them.
  const ids = [...events].reverse().map((e) => e.id);
  return { lines, used: events, facts, result: { type: 'list', value: ids, measure: phrase } };
}
