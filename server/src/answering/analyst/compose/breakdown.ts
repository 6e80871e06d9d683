import { formatMonth, MONTH_NAMES, monthsBetween, WEEKDAY_NAMES, yearOf } from '../../../corpus/calendar';
import { CRIME_CATEGORIES } from '../../../corpus/crimes';
import { PROVINCES } from '../../../corpus/gazetteer';
import {
  cite,
  citeAll,
  countedEvents,
  eventDate,
  eventPhrase,
  eventPlace,
  eventsPhrase,
  joinAnd,
  peopleNoun,
  plural,
} from '../format';
import {
  dimensionNoun,
  type Group,
  groupEvents,
  groupSummary,
  QUARTER_NAMES,
  ungroupedCount,
  ungroupedNotes,
} from '../grouping';
import type { Dimension } from '../intent';
import type { PeopleField } from '../plan-schema';
import { type AnswerContext, type Composition, rankingOfGroups } from './context';
import { sumOf } from './measure';
import { spanOf } from './span';

const GROUPS_SHOWN = 10;

/** "a police station", "an incident". */
const articled = (noun: string) => `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;

const VERBS: Readonly<Record<Dimension, string>> = {
  crime: 'cover',
  province: 'took place in',
  place: 'took place in',
  municipality: 'took place in',
  station: 'were handled by',
  year: 'fall in',
  month: 'fall in',
  'month-of-year': 'fall in',
  'quarter-of-year': 'fall in',
  weekday: 'fall on',
  event: 'are',
};
const CITATIONS_PER_GROUP = 3;

function groupLine(group: Group): string {
  const ids = [...group.events].reverse().slice(0, CITATIONS_PER_GROUP).map(cite).join(' ');
  const more = group.events.length > CITATIONS_PER_GROUP ? ' ...' : '';
  return `* ${group.label}: ${plural(group.events.length, 'event')} ${ids}${more}`;
}

/** Every group a dimension can have, where that is known: all months of the span, all provinces... */
function possibleGroups(
  dimension: Dimension,
  context: AnswerContext,
): { key: string; label: string }[] | null {
  const { start, end } = spanOf(context);
  switch (dimension) {
    case 'month':
      return monthsBetween(start, end).map((key) => ({ key, label: formatMonth(key) }));
    case 'year': {
      const years = Array.from({ length: yearOf(end) - yearOf(start) + 1 }, (_, i) =>
        String(yearOf(start) + i),
      );
      return years.map((key) => ({ key, label: key }));
    }
    case 'province':
      return PROVINCES.map((p) => ({ key: p, label: p }));
    case 'weekday':
      return WEEKDAY_NAMES.map((label, i) => ({ key: String(i), label }));
    case 'month-of-year':
      return MONTH_NAMES.map((label, i) => ({ key: String(i + 1).padStart(2, '0'), label }));
    case 'quarter-of-year':
      return QUARTER_NAMES.map((label, i) => ({ key: String(i + 1), label }));
    case 'crime':
      return CRIME_CATEGORIES.map((c) => ({ key: c, label: c }));
    case 'place':
    case 'municipality':
    case 'station':
    case 'event':
      return null;
  }
}

/**
 * "Which months in 2023 had no murders?": the groups without any of the events. Knowing which are
 * empty takes all of the events, so all are relied on.
 */
function composeEmptyGroups(
  context: AnswerContext,
  groups: readonly Group[],
  dimension: Dimension,
): Composition | null {
  const possible = possibleGroups(dimension, context);
  if (!possible) return null;
  const taken = new Set(groups.map((g) => g.key));
  const empty = possible.filter((g) => !taken.has(g.key));
  const phrase = eventsPhrase(context.scope);
  // Periods are those the notebook covers, so the reader is told which.
  const first = possible[0]?.label;
  const last = possible.at(-1)?.label;
  const span =
    (dimension === 'month' || dimension === 'year') && first !== last ? ` from ${first} to ${last}` : '';
  const among = `Of the ${possible.length} ${dimensionNoun(dimension, possible.length)}${span}`;
  const sentence =
    empty.length === 0
      ? `Every one of the ${possible.length} ${dimensionNoun(dimension, possible.length)}${span} has ${phrase}.`
      : `${among}, ${empty.length} ${empty.length === 1 ? 'has' : 'have'} no ${phrase}: ${joinAnd(empty.map((g) => g.label))}.`;
  return {
    lines: [sentence],
    used: context.events,
    facts: [sentence],
    result: {
      type: 'list',
      value: empty.map((g) => g.label),
      measure: `the ${dimensionNoun(dimension, 2)} with no ${phrase}`,
    },
  };
}

/**
 * "Which places had more than 3 events?": only the groups that reach the size, relying on their
 * events; when none does, the largest group shows how far they fall short.
 */
function composeLargeGroups(
  context: AnswerContext,
  groups: readonly Group[],
  dimension: Dimension,
): Composition {
  const { reading, scope } = context;
  const minimum = reading.minimumGroup;
  const large = groups.filter((g) => g.events.length >= minimum);
  const phrase = eventsPhrase(scope);
  const largeMeasure = `the ${dimensionNoun(dimension, 2)} with ${minimum} or more ${phrase}`;
  if (large.length === 0) {
    const top = groups.filter((g) => g.events.length === groups[0]?.events.length);
    const lines = [
      `No ${dimensionNoun(dimension)} has ${minimum} or more ${phrase}; the most any has is ${top[0]?.events.length ?? 0}:`,
      ...top.slice(0, GROUPS_SHOWN).map(groupLine),
    ];
    return {
      lines,
      used: top.flatMap((g) => g.events),
      facts: [lines[0] ?? ''],
      result: { type: 'list', value: [], measure: largeMeasure },
    };
  }
  const heading = `${large.length} ${dimensionNoun(dimension, large.length)} ${large.length === 1 ? 'has' : 'have'} ${minimum} or more ${phrase}:`;
  const lines = [heading, ...large.slice(0, GROUPS_SHOWN).map(groupLine)];
  if (large.length > GROUPS_SHOWN) lines.push(`...and ${large.length - GROUPS_SHOWN} more.`);
  const used = new Set(large.flatMap((g) => g.events));
  return {
    lines,
    used: context.events.filter((e) => used.has(e)),
    facts: [heading.replace(/:$/, '.')],
    result: { type: 'list', value: large.map((g) => g.label), measure: largeMeasure },
  };
}

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
    return {
      lines: [line],
      used: events,
      facts: [`The only matching event is from ${eventPlace(only)}, ${eventDate(only)}.`],
      result: rankingOfGroups(
        groupEvents(events, dimension),
        `${eventsPhrase(scope)} by ${dimensionNoun(dimension)}`,
      ),
    };
  }
  const groups = groupEvents(events, dimension);
  const emptyGroups = reading.empty ? composeEmptyGroups(context, groups, dimension) : null;
  if (emptyGroups) return emptyGroups;
  if (reading.minimumGroup > 1) return composeLargeGroups(context, groups, dimension);
  const noun = dimensionNoun(dimension, groups.length);
  const grouped = events.length - ungroupedCount(events, dimension);
  // "The 27 events were handled by 6 police stations" would claim all 27 name one.
  const counted =
    grouped === events.length
      ? `The ${countedEvents(events.length, scope)}`
      : `Of the ${countedEvents(events.length, scope)}, the ${grouped} that name ${articled(dimensionNoun(dimension))}`;
  const lines = [`${counted} ${VERBS[dimension]} ${groups.length} ${noun}:`];
  lines.push(...groups.slice(0, GROUPS_SHOWN).map(groupLine));
  const hidden = groups.slice(GROUPS_SHOWN);
  if (hidden.length > 0) {
    const count = hidden.reduce((sum, g) => sum + g.events.length, 0);
    lines.push(
      `...and ${hidden.length} more ${dimensionNoun(dimension, hidden.length)} with ${plural(count, 'event')} between them.`,
    );
  }
  const facts = [
    `${countedEvents(events.length, scope)} by ${dimensionNoun(dimension)}: ${groupSummary(groups, 15)}.`,
  ];
  const notes = ungroupedNotes(events, [dimension]);
  return {
    lines: [...lines, ...notes],
    used: events,
    facts: [...facts, ...notes],
    result: rankingOfGroups(groups, `${eventsPhrase(scope)} by ${dimensionNoun(dimension)}`),
  };
}

/**
 * "Injured by province", "how many people were killed in each municipality": the people each group's
 * events state, added up, largest first; an event that does not say how many adds nothing.
 */
export function composePeopleBreakdown(context: AnswerContext, field: PeopleField): Composition {
  const { reading, events, scope } = context;
  const dimension = reading.dimension ?? 'place';
  const noun = peopleNoun(field, 2);
  const totals = groupEvents(events, dimension)
    .map((group) => ({ group, ...sumOf(group.events, field) }))
    .filter(({ stated }) => stated.length > 0)
    .sort((a, b) => b.total - a.total);
  const stated = new Set(totals.flatMap((t) => t.stated));
  const all = sumOf(events, field);
  const where = scope ? ` in the events ${scope}` : '';
  const heading = `${noun.charAt(0).toUpperCase()}${noun.slice(1)}${where} by ${dimensionNoun(dimension)}, ${all.total} in all from ${plural(all.stated.length, 'event that says', 'events that say')} how many:`;
  const lines = [
    heading,
    ...totals
      .slice(0, GROUPS_SHOWN)
      .map(({ group, total, stated: from }) => `* ${group.label}: ${total} ${citeAll(from)}`),
  ];
  if (totals.length > GROUPS_SHOWN) lines.push(`...and ${totals.length - GROUPS_SHOWN} more.`);
  const unstated = events.length - all.stated.length;
  if (unstated > 0) lines.push(`${plural(unstated, 'event does', 'events do')} not say how many ${noun}.`);
  const notes = ungroupedNotes(events, [dimension]);
  return {
    lines: [...lines, ...notes],
    used: events.filter((e) => stated.has(e)),
    facts: [
      `${noun}${where} by ${dimensionNoun(dimension)}: ${totals.map((t) => `${t.group.label} ${t.total}`).join(', ')}.`,
    ],
    result: {
      type: 'ranking',
      value: totals.map((t) => ({ name: t.group.label, value: t.total })),
      measure: `${noun}${where} by ${dimensionNoun(dimension)}`,
    },
  };
}
