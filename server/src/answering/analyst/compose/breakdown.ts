import { cite, countedEvents, eventDate, eventPhrase, eventPlace, plural } from '../format';
import { dimensionNoun, groupEvents, groupSummary, ungroupedCount } from '../grouping';
import type { Dimension } from '../intent';
import type { AnswerContext, Composition } from './context';

const GROUPS_SHOWN = 10;

const VERBS: Readonly<Record<Dimension, string>> = {
  crime: 'cover',
  province: 'took place in',
  place: 'took place in',
  municipality: 'took place in',
  year: 'fall in',
  month: 'fall in',
  'month-of-year': 'fall in',
  weekday: 'fall on',
};
const CITATIONS_PER_GROUP = 3;

/**
 * How the events split by place, province, crime or period ("where did ... happen", "what crimes
 * ..."). Every event counted is relied on.
 */
export function composeBreakdown(context: AnswerContext): Composition {
  const { reading, events, scope } = context;
  const dimension = reading.dimension ?? 'place';
  const only = events[0];
  if (events.length === 1 && only) {
    const line = `The one ${eventPhrase(scope)} happened on ${eventDate(only)} in ${eventPlace(only)} ${cite(only)}: ${only.source.summary}`;
    return { lines: [line], used: events, facts: [`The only matching event is from ${eventPlace(only)}, ${eventDate(only)}.`] };
  }
  const groups = groupEvents(events, dimension);
  const noun = dimensionNoun(dimension, groups.length);
  const lines = [`The ${countedEvents(events.length, scope)} ${VERBS[dimension]} ${groups.length} ${noun}:`];
  for (const g of groups.slice(0, GROUPS_SHOWN)) {
    const ids = [...g.events].reverse().slice(0, CITATIONS_PER_GROUP).map(cite).join(' ');
    const more = g.events.length > CITATIONS_PER_GROUP ? ' ...' : '';
    lines.push(`* ${g.label}: ${plural(g.events.length, 'event')} ${ids}${more}`);
  }
  const hidden = groups.slice(GROUPS_SHOWN);
  if (hidden.length > 0) {
    const count = hidden.reduce((sum, g) => sum + g.events.length, 0);
    lines.push(`...and ${hidden.length} more ${dimensionNoun(dimension, hidden.length)} with ${plural(count, 'event')} between them.`);
  }
  const facts = [`${countedEvents(events.length, scope)} by ${dimensionNoun(dimension)}: ${groupSummary(groups, 15)}.`];
  const unknown = ungroupedCount(events, dimension);
  if (unknown > 0) {
    const note = `${plural(unknown, 'event')} name no ${dimensionNoun(dimension)}.`;
    lines.push(note);
    facts.push(note);
  }
  return { lines, used: events, facts };
}
