import { eventsBeforeCaseFilters, hasCaseFilter } from '../evidence';
import {
  citeAll,
  countedEvents,
  dateSpan,
  describeScope,
  eventLines,
  eventsPhrase,
  latestReferences,
  percent,
} from '../format';
import { groupEvents, groupSummary } from '../grouping';
import type { AnswerContext, ComposedResult, Composition } from './context';

/** A count of events, or for "Were there any ...?" whether there is at least one. */
export function countResult(yesNo: boolean, count: number, measure: string): ComposedResult {
  return yesNo ? { type: 'yes_no', value: count > 0, measure } : { type: 'number', value: count, measure };
}

/** Up to this many events, the count is followed by the events themselves rather than a breakdown. */
const SHOW_ALL_UP_TO = 3;
const LATEST_SHOWN = 3;
const BREAKDOWN_GROUPS = 5;

/** A count of the matching events, with how they split by crime and place, and the latest of them. */
/** "(55 % of the 60 events about robbery)", or of the whole notebook when only crimes, places or dates narrow it. */
function shareOf({ reading, notebook, events }: AnswerContext): string {
  if (hasCaseFilter(reading)) {
    const base = eventsBeforeCaseFilters(reading, notebook);
    const baseScope = describeScope({ ...reading, arrest: null, outcomes: [], hasDate: null }, false);
    if (base.length > events.length)
      return ` (${percent(events.length, base.length)} of the ${countedEvents(base.length, baseScope)})`;
  }
  const total = notebook.events.length;
  return events.length < total ? ` (${percent(events.length, total)} of the ${total} in all)` : '';
}

export function composeCount(context: AnswerContext): Composition {
  const { reading, notebook, events, scope } = context;
  const total = notebook.events.length;
  const yes = reading.yesNo ? 'Yes. ' : '';
  const ofAll = shareOf(context);
  const headline = `${yes}The notebook has ${countedEvents(events.length, scope)}${ofAll} ${citeAll(events)}.`;
  const facts = [
    scope ? `${events.length} of the ${total} events are ${scope}.` : `The notebook has ${total} events.`,
  ];
  const result = countResult(reading.yesNo, events.length, eventsPhrase(scope));
  if (events.length <= SHOW_ALL_UP_TO) {
    return { lines: [headline, ...eventLines(events, SHOW_ALL_UP_TO)], used: events, facts, result };
  }
  const lines = [headline];
  const crimes = groupEvents(events, 'crime');
  if (crimes.length > 1) {
    const summary = groupSummary(crimes, BREAKDOWN_GROUPS);
    lines.push(`* By kind of crime: ${summary}`);
    facts.push(`By kind of crime: ${summary}.`);
  }
  const placeDimension = reading.places.length > 0 ? 'place' : 'province';
  const places = groupEvents(events, placeDimension);
  if (places.length > 1) {
    const summary = groupSummary(places, BREAKDOWN_GROUPS);
    lines.push(`* By ${placeDimension}: ${summary}`);
    facts.push(`By ${placeDimension}: ${summary}.`);
  }
  lines.push(`* Dated ${dateSpan(events)}`);
  facts.push(`They are dated ${dateSpan(events)}.`);
  lines.push(`Latest: ${latestReferences(events, LATEST_SHOWN)}.`);
  return { lines, used: events, facts, result };
}
