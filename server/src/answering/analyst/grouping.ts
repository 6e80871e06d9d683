import { formatMonth, MONTH_NAMES, monthOf, WEEKDAY_NAMES, weekdayOf } from '../../corpus/calendar';

/** Quarters of the calendar year, as answers name them. */
export const QUARTER_NAMES = [
  'Q1 (January to March)',
  'Q2 (April to June)',
  'Q3 (July to September)',
  'Q4 (October to December)',
];

import { eventDate, eventPlace as eventPlaceLabel, plural } from './format';
import type { Dimension } from './intent';
import type { NotebookEvent } from './notebook-events';

export interface Group {
  key: string;
  label: string;
  /** Oldest first, as in the notebook. */
  events: NotebookEvent[];
}

/**
 * "Site B, Khayelitsha": the larger places a location names after its first part, short of the
 * municipality itself ("Hout Bay, Cape Town" lies in no place smaller than the City of Cape Town),
 * so that a ranking of places counts Khayelitsha's three sections together.
 */
function containingPlaces(event: NotebookEvent): string[] {
  const { location, province } = event.source;
  const whole = new Set(
    [event.municipality, event.municipality?.replace(/^City of /i, ''), province].map((n) =>
      n?.toLowerCase(),
    ),
  );
  return (location ?? '')
    .split(/\s*,\s*/)
    .slice(1)
    .filter((part) => part.length > 0 && !whole.has(part.toLowerCase()));
}

interface GroupKey {
  key: string;
  label: string;
  /** A larger place the event's location lies in, counted beside the location itself. */
  container?: true;
}

/** The groups an event falls in; an event naming two crimes counts once for each. */
function keysOf(event: NotebookEvent, dimension: Dimension): GroupKey[] {
  switch (dimension) {
    case 'crime':
      return event.crimes.map((c) => ({ key: c, label: c }));
    case 'province':
      return event.province ? [{ key: event.province, label: event.province }] : [];
    case 'place': {
      const { location, province } = event.source;
      if (!location) return [];
      // Same-named towns lie in different provinces; the province keeps them apart and tells the reader where.
      const inProvince = (name: string) =>
        province && !name.includes(province) ? `${name}, ${province}` : name;
      const label = inProvince(location);
      return [
        { key: label, label },
        ...containingPlaces(event).map(
          (name): GroupKey => ({ key: inProvince(name), label: inProvince(name), container: true }),
        ),
      ];
    }
    case 'municipality':
      return event.municipality ? [{ key: event.municipality, label: event.municipality }] : [];
    case 'station':
      return event.station ? [{ key: event.station, label: `${event.station} police station` }] : [];
    // A publication date says nothing about the year, month or weekday of the incident.
    case 'year':
      if (event.datedByPublication) return [];
      return [{ key: event.when.slice(0, 4), label: event.when.slice(0, 4) }];
    case 'month':
      if (event.datedByPublication) return [];
      return [{ key: event.when.slice(0, 7), label: formatMonth(event.when.slice(0, 7)) }];
    case 'month-of-year': {
      if (event.datedByPublication) return [];
      const month = monthOf(event.when);
      return [{ key: String(month).padStart(2, '0'), label: MONTH_NAMES[month - 1] ?? '' }];
    }
    case 'quarter-of-year': {
      if (event.datedByPublication) return [];
      const quarter = Math.ceil(monthOf(event.when) / 3);
      return [{ key: String(quarter), label: QUARTER_NAMES[quarter - 1] ?? '' }];
    }
    case 'event':
      return [{ key: String(event.id), label: `${eventPlaceLabel(event)}, ${eventDate(event)}` }];
    case 'weekday': {
      if (event.datedByPublication || event.monthOnly) return [];
      const day = weekdayOf(event.when);
      return [{ key: String(day), label: WEEKDAY_NAMES[day] ?? '' }];
    }
  }
}

/** Groups with the most events first; ties in name order, so rankings are reproducible. */
export function groupEvents(events: readonly NotebookEvent[], dimension: Dimension): Group[] {
  const groups = new Map<string, Group>();
  const containers = new Set<string>();
  /** Each event's own place, for telling a larger place from the one location it may hold. */
  const locatedAt = new Map<NotebookEvent, string>();
  for (const event of events) {
    const seen = new Set<string>();
    for (const { key, label, container } of keysOf(event, dimension)) {
      // An event counts once in a group, though its location may name the same place twice.
      if (seen.has(key)) continue;
      seen.add(key);
      let group = groups.get(key);
      if (!group) {
        group = { key, label, events: [] };
        groups.set(key, group);
      }
      group.events.push(event);
      if (container) containers.add(key);
      else locatedAt.set(event, key);
    }
  }
  // A larger place whose events all lie at one location holds just that location's events, so says
  // nothing the location does not.
  for (const key of containers) {
    const held = groups.get(key)?.events ?? [];
    if (new Set(held.map((e) => locatedAt.get(e))).size === 1 && !held.some((e) => locatedAt.get(e) === key))
      groups.delete(key);
  }
  return [...groups.values()].sort(
    (a, b) => b.events.length - a.events.length || a.label.localeCompare(b.label),
  );
}

/** The group an event itself lies in at a dimension (its own place, not a place containing it). */
export function ownGroupLabel(event: NotebookEvent, dimension: Dimension): string | null {
  return keysOf(event, dimension).find((k) => !k.container)?.label ?? null;
}

/** How many events have no value for the dimension (no province, no incident date...). */
export function ungroupedCount(events: readonly NotebookEvent[], dimension: Dimension): number {
  return events.filter((e) => keysOf(e, dimension).length === 0).length;
}

/** "3 events name no province.": a note for each dimension that some events have no value for. */
export function ungroupedNotes(events: readonly NotebookEvent[], dimensions: readonly Dimension[]): string[] {
  return dimensions.flatMap((dimension) => {
    const unknown = ungroupedCount(events, dimension);
    return unknown > 0
      ? [`${plural(unknown, 'event names', 'events name')} no ${dimensionNoun(dimension)}.`]
      : [];
  });
}

/** "Murder (10), Attempted murder (4)": the first `limit` groups, then how many more there are. */
export function groupSummary(groups: readonly Group[], limit: number): string {
  const shown = groups.slice(0, limit).map((g) => `${g.label} (${g.events.length})`);
  const rest = groups.length - limit;
  return rest > 0 ? `${shown.join(', ')} and ${rest} more` : shown.join(', ');
}

/** Words for a dimension in answers: "province", "place", "kind of crime". */
export function dimensionNoun(dimension: Dimension, count = 1): string {
  const nouns: Record<Dimension, [string, string]> = {
    crime: ['kind of crime', 'kinds of crime'],
    province: ['province', 'provinces'],
    place: ['place', 'places'],
    municipality: ['municipality', 'municipalities'],
    station: ['police station', 'police stations'],
    year: ['year', 'years'],
    month: ['month', 'months'],
    'month-of-year': ['month of the year', 'months of the year'],
    'quarter-of-year': ['quarter of the year', 'quarters of the year'],
    weekday: ['day of the week', 'days of the week'],
    event: ['incident', 'incidents'],
  };
  return nouns[dimension][count === 1 ? 0 : 1];
}
