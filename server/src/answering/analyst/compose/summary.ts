import { countedEvents, dateSpan, eventLines, eventsPhrase } from '../format';
import { groupEvents, groupSummary } from '../grouping';
import type { AnswerContext, Composition } from './context';
import { answersYes, countResult, everyClaimLine } from './count';

const NEWEST_SHOWN = 5;
const GROUPS_NAMED = 5;

/** An overview: how many events, their dates, crimes and places, and the newest few. Relies on all of them. */
export function composeSummary(context: AnswerContext): Composition {
  const { reading, notebook, events, scope } = context;
  const whole = events.length === notebook.events.length && !scope;
  // "Did anything happen in Khayelitsha?": the events found are the yes.
  const yes = reading.yesNo ? (answersYes(context) ? 'Yes. ' : 'No. ') : '';
  const opening = whole
    ? `${yes}This notebook holds ${countedEvents(events.length, '')}, dated ${dateSpan(events)}.`
    : `${yes}The notebook has ${countedEvents(events.length, scope)} (of ${notebook.events.length} in all), dated ${dateSpan(events)}.`;
  const claim = everyClaimLine(context);
  const lines = claim ? [opening, claim] : [opening];
  const facts = [...lines];
  const crimes = groupEvents(events, 'crime');
  if (crimes.length > 0) {
    const line = `Crimes: ${groupSummary(crimes, GROUPS_NAMED)}`;
    lines.push(`* ${line}`);
    facts.push(`${line}.`);
  }
  const placeDimension = reading.places.length > 0 ? 'place' : 'province';
  const places = groupEvents(events, placeDimension);
  if (places.length > 0) {
    const line = `${placeDimension === 'place' ? 'Places' : 'Provinces'}: ${groupSummary(places, GROUPS_NAMED)}`;
    lines.push(`* ${line}`);
    facts.push(`${line}.`);
  }
  lines.push(
    events.length > NEWEST_SHOWN ? `The ${NEWEST_SHOWN} newest:` : 'The events:',
    ...eventLines(events, NEWEST_SHOWN),
  );
  return {
    lines,
    used: events,
    facts,
    result: countResult(context, eventsPhrase(scope)),
  };
}
