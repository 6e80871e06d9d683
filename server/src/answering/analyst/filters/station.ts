import { z } from 'zod';
import { findPlaces } from '../../../corpus/gazetteer';
import { joinOr } from '../format';
import { type Span, spanOf } from '../spans';
import { evidenceSpans } from '../support-text';
import { NON_TOPIC_WORDS } from '../words';
import { defineFilter } from './filter-kind';

/**
 * The police station a release names as handling its case: "at Umlazi police station", "cases
 * opened at the Moroka SAPS", "Hillbrow SAPS". A station is matched by its name against the
 * station each event's release names; an event whose release names none passes no station, and the
 * answer says how many such events there were. A bare "police station" ("per police station")
 * names none: its "police" is used here, and "station" is left to the grouping it asks for.
 */

// Names are written with capitals; a lowercase word before "police station" ("distinct", "local") is none.
const NAME = "[\\p{Lu}][\\p{L}'’-]*(?:\\s+[\\p{Lu}][\\p{L}'’-]*){0,2}";
const NAMED_STATION = new RegExp(
  `(?<![\\p{L}])(${NAME})\\s+(?:[Pp]olice\\s+(?:stations?|precincts?)|(?:SAPS|saps|Saps)(?:\\s+stations?)?)(?![\\p{L}])`,
  'gu',
);
/**
 * "joburg central police station", "umlazi saps": a station written in lower case (after its first word),
 * taken only when it starts with a town the gazetteer knows once capitalised, so that "distinct police
 * stations" or "the local police station" name none, and a province is never a station.
 */
const LOWERCASE_STATION =
  /(?<![\p{L}])(\p{L}[\p{L}'’-]*(?:\s+\p{Ll}[\p{L}'’-]*)?)\s+(?:police\s+(?:stations?|precincts?)|saps(?:\s+stations?)?)(?![\p{L}])/gu;
const capitalised = (words: string) =>
  words.replace(/(^|\s)(\p{Ll})/gu, (_, space, first) => space + first.toUpperCase());

/** The lowercase words as a station's name when they start with a known place ("Johannesburg Central"). */
function lowercaseStationName(words: string): string {
  for (const candidate of [words, words.split(/\s+/).slice(1).join(' ')]) {
    if (candidate === '' || candidate.split(/\s+/).some((w) => NON_TOPIC_WORDS.has(w))) continue;
    const name = capitalised(candidate);
    const place = findPlaces(name)[0];
    if (place?.index === 0 && place.candidates.some((c) => c.kind === 'town')) return name;
  }
  return '';
}

/** "Which Gauteng police station": a province, metro or district before "police station" places the stations, naming none. */
function isWiderPlace(name: string): boolean {
  const place = findPlaces(name)[0];
  return place?.index === 0 && place.end === name.length && place.candidates.every((c) => c.kind !== 'town');
}

const BARE_POLICE = /\b(?:police|saps)(?=\s+(?:stations?|precincts?)\b)/gi;
/** "our station is Joburg Central": the asker's own station, named once and pointed back to after. */
const OWN_STATION = new RegExp(
  `\\b(?:[Oo]ur|[Mm]y)\\s+(?:local\\s+)?(?:police\\s+)?station\\s+is\\s+(?:the\\s+)?(${NAME})(?:\\s+(?:[Pp]olice\\s+[Ss]tation|SAPS))?`,
  'gu',
);
/** "came out of our station", "that station's cases": the station named before, pointed back to. */
const STATION_POINTED_BACK = /\b(?:our|my|that|this|the\s+same)\s+(?:police\s+)?station\b/gi;

/**
 * The asker's own station when the question points back to it ("How many came out of our station?"),
 * with the words naming it and pointing back; the station named only as who the asker is stays context,
 * its words used and nothing filtered.
 */
function ownStation(question: string): { name: string | null; spans: Span[] } {
  const named = [...question.matchAll(OWN_STATION)][0];
  if (!named) return { name: null, spans: [] };
  const after = named.index + named[0].length;
  const back = [...question.matchAll(STATION_POINTED_BACK)].filter((m) => m.index >= after);
  return { name: back.length > 0 ? (named[1] ?? null) : null, spans: [spanOf(named), ...back.map(spanOf)] };
}

/** The name as the events hold it, for comparing: "Johannesburg Central" and "johannesburg central". */
const stationKey = (name: string) =>
  name
    .toLowerCase()
    .replace(/\b(?:police\s+station|saps|station)\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The name without the asking words before it ("The Umlazi", "which"): empty when nothing but
 * asking vocabulary ("the", "which", "busiest") stands before the station.
 */
function stationName(written: string): string {
  const words = written.split(/\s+/);
  const first = words.findIndex((w) => !NON_TOPIC_WORDS.has(w.toLowerCase()));
  return first === -1 ? '' : words.slice(first).join(' ');
}

export function readStations(question: string): { stations: string[]; spans: Span[] } {
  const own = ownStation(question);
  const stations: string[] = own.name ? [own.name] : [];
  const spans: Span[] = [...own.spans];
  const named = [
    ...[...question.matchAll(NAMED_STATION)].map((m) => {
      const name = stationName(m[1] ?? '');
      return { m, name: isWiderPlace(name) ? '' : name };
    }),
    ...[...question.matchAll(LOWERCASE_STATION)].map((m) => ({ m, name: lowercaseStationName(m[1] ?? '') })),
  ];
  for (const { m, name } of named) {
    if (name === '') continue;
    if (!stations.some((s) => stationKey(s) === stationKey(name))) stations.push(name);
    spans.push(spanOf(m));
  }
  for (const m of question.matchAll(BARE_POLICE))
    if (!spans.some((s) => s.start <= m.index && m.index < s.end)) spans.push(spanOf(m));
  return { stations, spans };
}

export const stationFilter = defineFilter({
  name: 'station',
  shape: {
    /** Police stations as the question names them; an event matches the one its release names. */
    stations: z.array(z.string().trim().min(1).max(80)).max(5).optional(),
  },
  empty: { stations: [] },
  read({ rest }) {
    const { stations, spans } = readStations(rest);
    return { found: { stations }, spans };
  },
  isSet: (v) => v.stations.length > 0,
  matches: (event, v) =>
    v.stations.length === 0 ||
    (event.station !== null && v.stations.some((s) => stationKey(s) === stationKey(event.station ?? ''))),
  unstated: (event, v) =>
    v.stations.length > 0 && event.station === null ? 'which police station handled the case' : null,
  toPlan: (v) => (v.stations.length > 0 ? { stations: [...v.stations] } : {}),
  fromPlan: (p) => ({ stations: p.stations ?? [] }),
  describe: (v) =>
    v.stations.length > 0 ? [`handled by ${joinOr(v.stations.map((s) => `${s} police station`))}`] : [],
  support: (event, _notebookEvent, v) =>
    v.stations.length > 0 || v.dimension === 'station'
      ? evidenceSpans(event, event.evidence.police_station, 'place')
      : [],
});
