import { cite, joinAnd, plural } from '../format';
import type { NotebookEvent } from '../notebook-events';
import { isInPlace, type PlaceMention } from '../place-terms';
import { type AnswerContext, type Composition, noResult } from './context';

const CITED = 3;

/** "City of Johannesburg, Gauteng": where the events put the place, by the gazetteer's municipality. */
function whereEventsAre(events: readonly NotebookEvent[]): string {
  const spots = new Set(
    events.map((e) => [e.place.municipality, e.province].filter((part) => part !== null).join(', ')),
  );
  return joinAnd([...spots].filter((s) => s.length > 0));
}

/**
 * "Where is Emdeni?": which municipality and province the place lies in, as the places of the events
 * in it say (the gazetteer's reading of their locations), never from knowledge beyond them. A name
 * shared by towns in different provinces gets a line for each that events are in.
 */
export function composeLocation(context: AnswerContext, mention: PlaceMention): Composition {
  const found = mention.candidates
    .map((place) => ({
      place,
      events: context.events.filter((e) => isInPlace(e, { ...mention, candidates: [place] })),
    }))
    .filter((f) => f.events.length > 0);
  const lines = found.map(({ place, events }) => {
    const ids = [...events].reverse().slice(0, CITED).map(cite).join(' ');
    const more = events.length > CITED ? ' ...' : '';
    const found = `${plural(events.length, 'event')} in this notebook that took place there ${ids}${more}`;
    if (place.kind === 'province') return `${place.name} is a province, with ${found}.`;
    return `${place.name} is in ${whereEventsAre(events) || place.province}, going by the ${found}.`;
  });
  const used = new Set(found.flatMap((f) => f.events));
  const where = found.map(({ place, events }) =>
    place.kind === 'province' ? place.name : whereEventsAre(events) || place.province,
  );
  return {
    lines,
    used: context.events.filter((e) => used.has(e)),
    facts: [...lines],
    result:
      where.length > 0
        ? { type: 'list', value: where, measure: `where ${mention.label} lies` }
        : noResult(`where ${mention.label} lies`),
  };
}
