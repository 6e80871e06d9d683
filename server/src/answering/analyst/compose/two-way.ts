import { countedEvents, plural } from '../format';
import { dimensionNoun, type Group, groupEvents, groupSummary, ungroupedNotes } from '../grouping';
import type { Dimension } from '../intent';
import { type AnswerContext, type Composition, rankingOfGroups } from './context';

const OUTER_SHOWN = 10;
const INNER_SHOWN = 6;
/** Years, months of the year and weekdays are few and read as a series, so none is cut off. */
const WHOLE_SERIES: ReadonlySet<Dimension> = new Set(['year', 'month-of-year', 'quarter-of-year', 'weekday']);

/** Periods read best in calendar order; other groups stay largest first. */
function ordered(groups: readonly Group[], dimension: Dimension): Group[] {
  const inTime = dimension === 'month' || WHOLE_SERIES.has(dimension);
  return inTime ? [...groups].sort((a, b) => a.key.localeCompare(b.key)) : [...groups];
}

/**
 * "Crimes by province", "murders per province per year": one bullet per group of the first
 * grouping, with how its events split by the second. Every event counted is relied on, including
 * those in groups past the shown ones.
 */
export function composeTwoWay(context: AnswerContext, outer: Dimension, inner: Dimension): Composition {
  const { events, scope } = context;
  const groups = ordered(groupEvents(events, outer), outer);
  const heading = `The ${countedEvents(events.length, scope)} by ${dimensionNoun(outer)} and ${dimensionNoun(inner)}:`;
  const lines = [heading];
  const facts: string[] = [];
  for (const group of groups.slice(0, OUTER_SHOWN)) {
    const innerGroups = ordered(groupEvents(group.events, inner), inner);
    const split = groupSummary(innerGroups, WHOLE_SERIES.has(inner) ? innerGroups.length : INNER_SHOWN);
    lines.push(`* ${group.label} (${plural(group.events.length, 'event')}): ${split}`);
    facts.push(
      `${group.label}: ${countedEvents(group.events.length, scope)}, by ${dimensionNoun(inner)} ${split}.`,
    );
  }
  const hidden = groups.slice(OUTER_SHOWN);
  if (hidden.length > 0) {
    const count = hidden.reduce((sum, g) => sum + g.events.length, 0);
    lines.push(
      `...and ${hidden.length} more ${dimensionNoun(outer, hidden.length)} with ${plural(count, 'event')} between them.`,
    );
  }
  const notes = ungroupedNotes(events, [outer, inner]);
  return {
    lines: [...lines, ...notes],
    used: events,
    facts: [...facts, ...notes],
    result: rankingOfGroups(groups, `events by ${dimensionNoun(outer)}`),
  };
}
