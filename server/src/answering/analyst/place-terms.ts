import {
  districtOfLocal,
  findLocalMunicipalities,
  findPlaces,
  type Place,
  PROVINCES,
  placesInProvince,
} from '../../corpus/gazetteer';
import type { Span } from './spans';
import { NON_TOPIC_WORDS } from './words';

/** A place named in a question, with every gazetteer place the words may mean. */
export interface PlaceMention {
  /** The gazetteer's name: "KwaZulu-Natal" for "KZN". */
  label: string;
  candidates: readonly Place[];
  start: number;
  end: number;
  /** "KwaZulu-Natal ... the KZN incidents": where the question names the same place again. */
  again?: readonly Span[];
}

/** Where an event happened, as every name it can be found under: town, city, municipality, province. */
export interface EventPlace {
  names: ReadonlySet<string>;
  municipality: string | null;
}

/**
 * The gazetteer only trusts capitalised names, as releases write them; questions are often typed in
 * lower case. Capitalising the words that are not question vocabulary lets "murders in soweto" work.
 */
function capitalised(text: string): string {
  return text.replace(/\p{L}[\p{L}'’-]*/gu, (word) => {
    const lower = word.toLowerCase();
    if (lower === 'kzn') return 'KZN';
    if (NON_TOPIC_WORDS.has(lower)) return word;
    return word.charAt(0).toUpperCase() + word.slice(1);
  });
}

function mentionsIn(text: string): PlaceMention[] {
  const mentions: PlaceMention[] = [];
  // "Madibeng or the City of Matlosana": a municipality asked about by its bare name, and over a
  // shorter place inside its name ("Maluti-a-Phofung" is no "Maluti").
  const locals = findLocalMunicipalities(text);
  const overlap = (a: { index: number; end: number }, b: { index: number; end: number }) =>
    a.index < b.end && b.index < a.end;
  const places = findPlaces(text).filter(
    (p) => !locals.some((l) => overlap(l, p) && l.end - l.index > p.end - p.index),
  );
  const bare = locals.filter((l) => !places.some((p) => overlap(l, p)));
  for (const m of [...places, ...bare].sort((a, b) => a.index - b.index)) {
    const label = m.candidates[0]?.name;
    if (label === undefined) continue;
    // "the City of Cape Town ... how many more does Cape Town have?": a metro named again by its city.
    const first = mentions.find((mention) => mention.label === label || mention.label === `City of ${label}`);
    if (first) {
      first.again = [...(first.again ?? []), { start: m.index, end: m.end }];
      continue;
    }
    mentions.push({ label, candidates: m.candidates, start: m.index, end: m.end });
  }
  return mentions;
}

/**
 * Places named in the question, in order, each once. `text` may have other phrases (dates, crimes)
 * blanked out with spaces so they are not read as places; offsets stay those of the question.
 */
export function findPlaceMentions(text: string): PlaceMention[] {
  // "Gauteng's kidnapping cases": the place without its possessive, offsets kept.
  const plain = text.replace(/(?<=\p{L})['’]s\b/gu, '  ');
  const asWritten = mentionsIn(plain);
  const lowered = mentionsIn(capitalised(plain));
  if (asWritten.length === 0) return lowered;
  // "in limpopo than NW": a province typed in lower case beside a place written as a name.
  const provinces = lowered.filter(
    (m) =>
      PROVINCE_NAMES.has(m.label) &&
      !asWritten.some((w) => w.label === m.label || (m.start < w.end && w.start < m.end)),
  );
  return [...asWritten, ...provinces].sort((a, b) => a.start - b.start);
}

const PROVINCE_NAMES: ReadonlySet<string> = new Set(PROVINCES);

function buildTownIndex(): ReadonlyMap<string, readonly Place[]> {
  const index = new Map<string, Place[]>();
  for (const province of PROVINCES) {
    for (const town of placesInProvince(province)) {
      const key = town.name.toLowerCase();
      index.set(key, [...(index.get(key) ?? []), town]);
    }
  }
  return index;
}

const TOWNS_BY_NAME = buildTownIndex();
/** Events repeat the same few hundred locations; resolving each once keeps large notebooks fast. */
const EVENT_PLACES = new Map<string, EventPlace>();
/** Real corpora could hold unusual location strings; the cache must not grow without bound. */
const EVENT_PLACES_LIMIT = 50_000;

function resolveEventPlace(
  location: string | null,
  province: string | null,
  municipality: string | null,
): EventPlace {
  const segments = (location ?? '').split(/\s*,\s*/).filter((s) => s.length > 0);
  const first = segments[0]?.toLowerCase() ?? '';
  const town = (TOWNS_BY_NAME.get(first) ?? []).find((t) => province === null || t.province === province);
  const names = [
    ...segments,
    ...(town ? [town.name, ...town.containers] : []),
    // "City of Matlosana" is asked about as "Matlosana", which the gazetteer may hold as a town.
    ...(municipality ? [municipality, municipality.replace(/^City of /i, '')] : []),
    // "OR Tambo district": an event in one of its local municipalities lies in it.
    ...[municipality, town?.local].flatMap((m) => (m ? [districtOfLocal(m) ?? []].flat() : [])),
    ...(province ? [province] : []),
  ];
  return {
    names: new Set(names.map((n) => n.toLowerCase())),
    municipality: town?.municipality ?? null,
  };
}

export function eventPlaceOf(
  location: string | null,
  province: string | null,
  municipality: string | null,
): EventPlace {
  const key = `${location ?? ''}|${province ?? ''}|${municipality ?? ''}`;
  let place = EVENT_PLACES.get(key);
  if (!place) {
    place = resolveEventPlace(location, province, municipality);
    if (EVENT_PLACES.size >= EVENT_PLACES_LIMIT) EVENT_PLACES.clear();
    EVENT_PLACES.set(key, place);
  }
  return place;
}

/** A same-named town in another province ("Middelburg") is not the place asked about. */
export function isInPlace(
  event: { place: EventPlace; province: string | null },
  mention: PlaceMention,
): boolean {
  return mention.candidates.some(
    (c) =>
      event.place.names.has(c.name.toLowerCase()) &&
      (c.kind === 'province' || event.province === null || c.province === event.province),
  );
}
