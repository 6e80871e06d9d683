import { findPlaces, type Place, type PlaceMention } from './gazetteer';

export interface LocationResult {
  location: string | null;
  town: string | null;
  /** Local or metropolitan municipality of the place, e.g. "Swartland" or "City of Cape Town". */
  municipality: string | null;
  province: string | null;
  /** The words of the title or text the location was read from. */
  evidence: string | null;
}

interface ResolvedMention {
  place: Place;
  mention: PlaceMention;
  source: string;
  inTitle: boolean;
  /** Named as where suspects were arrested, traced or found, not where the crime happened. */
  afterArrest: boolean;
}

const SCENE_WEIGHT = 3;
/** "Members of Nsuze SAPS" says who investigates; the station often serves a wide area around the scene. */
const STATION_WEIGHT = 2;
const COURT_WEIGHT = 1;
const ARREST_WEIGHT = 1;
const TITLE_BONUS = 2;
const FIRST_MENTION_BONUS = 1;
/** An inner place needs at least half the score of the town around it to replace it. */
const SHARPENING_SHARE = 2;

/**
 * What the release's certain mentions say about where it is: provinces (named outright, they count
 * double), and the municipalities and towns that contain the places named.
 */
function regionSupport(mentions: PlaceMention[]): Map<string, number> {
  const support = new Map<string, number>();
  const bump = (key: string | null, weight: number) => {
    if (key) support.set(key, (support.get(key) ?? 0) + weight);
  };
  for (const m of mentions) {
    const [first] = m.candidates;
    if (!first || m.candidates.length > 1) {
      if (first && m.candidates.every((c) => c.province === first.province)) bump(first.province, 1);
      continue;
    }
    bump(first.province, first.kind === 'province' ? 2 : 1);
    for (const key of new Set([first.name, first.local, first.municipality, ...first.containers]))
      bump(key, 1);
  }
  return support;
}

/** Of same-named places, the one whose municipality or town the release names, else whose province. */
function pickCandidate(mention: PlaceMention, support: Map<string, number>): Place {
  const score = (c: Place) => {
    const local = c.local ? (support.get(c.local) ?? 0) : 0;
    const region = Math.max(
      0,
      ...[c.municipality, ...c.containers].map((k) => (k ? (support.get(k) ?? 0) : 0)),
    );
    return local * 100 + region * 10 + (support.get(c.province) ?? 0);
  };
  let best = mention.candidates[0] as Place;
  for (const candidate of mention.candidates) if (score(candidate) > score(best)) best = candidate;
  return best;
}

/** "arrested in", "traced to a house in", "found hiding at": the place named next is not the scene. */
const ARREST_BEFORE =
  /\b(?:arrested|arrests?|traced|tracked(?: down)?|caught|apprehended|nabbed|found hiding|hiding|rescued|freed|cornered|intercepted|held|detained|handed (?:himself|herself|themselves) over)\b(?:\s+[\w'’-]+){0,4}?\s+(?:in|at|to|near|outside|on)\s+(?:the\s+|a\s+)?$/i;

function afterArrestCue(source: string, index: number): boolean {
  const clauseStart = Math.max(
    source.lastIndexOf('.', index - 1),
    source.lastIndexOf(';', index - 1),
    source.lastIndexOf('\n', index - 1),
  );
  return ARREST_BEFORE.test(source.slice(clauseStart + 1, index));
}

function mentionWeight(r: ResolvedMention, isFirstInText: boolean): number {
  const base = r.mention.atCourt
    ? COURT_WEIGHT
    : r.afterArrest
      ? ARREST_WEIGHT
      : r.mention.viaStation
        ? STATION_WEIGHT
        : SCENE_WEIGHT;
  return base + (r.inTitle ? TITLE_BONUS : 0) + (isFirstInText ? FIRST_MENTION_BONUS : 0);
}

/** A mention in the text itself, not at a court: where the text first says something happened. */
function isScene(r: ResolvedMention): boolean {
  return !r.inTitle && !r.mention.atCourt && !r.afterArrest && !r.mention.viaStation;
}

/** Scores places of one level, best first; ties go to the place mentioned first. */
function rankPlaces(resolved: ResolvedMention[]): { place: Place; score: number }[] {
  const scores = new Map<Place, number>();
  resolved.forEach((r, i) => {
    const isFirstInText = isScene(r) && resolved.findIndex(isScene) === i;
    scores.set(r.place, (scores.get(r.place) ?? 0) + mentionWeight(r, isFirstInText));
  });
  return [...scores.entries()].map(([place, score]) => ({ place, score })).sort((a, b) => b.score - a.score);
}

/**
 * A township or suburb inside the chosen town ("Gugulethu" inside "Cape Town") is the sharper answer,
 * unless it is only a passing mention, such as where the suspects were later found.
 */
function sharpen(ranked: { place: Place; score: number }[]): Place | undefined {
  const [best] = ranked;
  if (!best) return undefined;
  const inner = ranked.find(
    (r) => r.place.containers.includes(best.place.name) && r.score * SHARPENING_SHARE >= best.score,
  );
  return (inner ?? best).place;
}

/**
 * The nearest larger place the release also names: "Cape Town" for Khayelitsha, "Ekurhuleni" for
 * Tembisa. Districts are left out; they mostly appear in titles such as "District Commissioner".
 */
function mentionedContainer(place: Place, resolved: ResolvedMention[]): string | undefined {
  return place.containers.find((container) =>
    resolved.some((r) => r.place.name === container && r.place.kind !== 'district'),
  );
}

function writtenTogether(inner: ResolvedMention, outer: ResolvedMention): boolean {
  return (
    inner.source === outer.source &&
    outer.mention.index > inner.mention.end &&
    /^\s*,\s*$/.test(inner.source.slice(inner.mention.end, outer.mention.index))
  );
}

/** The words naming the place: "Khayelitsha, Cape Town" where the text writes them together, else the scene mention. */
function evidenceFor(place: Place, container: string | undefined, resolved: ResolvedMention[]): string {
  const own = resolved.filter((r) => r.place === place);
  const scene = own.filter((r) => !r.mention.atCourt);
  const outers = resolved.filter((r) => r.place.name === container);
  for (const inner of scene) {
    const outer = outers.find((o) => writtenTogether(inner, o));
    if (outer) return inner.source.slice(inner.mention.index, outer.mention.end);
  }
  const chosen = scene.find((r) => !r.inTitle) ?? scene[0] ?? (own[0] as ResolvedMention);
  return chosen.mention.text;
}

function resolveAll(title: string, body: string): ResolvedMention[] {
  const titleMentions = findPlaces(title);
  const bodyMentions = findPlaces(body);
  const support = regionSupport([...titleMentions, ...bodyMentions]);
  const resolve = (source: string, inTitle: boolean) => (mention: PlaceMention) => ({
    place: pickCandidate(mention, support),
    mention,
    source,
    inTitle,
    afterArrest: afterArrestCue(source, mention.index),
  });
  return [...titleMentions.map(resolve(title, true)), ...bodyMentions.map(resolve(body, false))];
}

function strongestProvince(resolved: ResolvedMention[]): string | null {
  const counts = new Map<string, number>();
  for (const r of resolved) counts.set(r.place.province, (counts.get(r.place.province) ?? 0) + 1);
  let best: string | null = null;
  for (const [province, count] of counts)
    if (best === null || count > (counts.get(best) ?? 0)) best = province;
  return best;
}

/**
 * The place a release is about: towns, townships and police stations outrank municipalities, which
 * outrank provinces; court seats count less than the scene, and the title counts more.
 */
export function resolveLocation(title: string, body: string): LocationResult {
  const resolved = resolveAll(title, body);
  const towns = resolved.filter((r) => r.place.kind === 'town');
  const municipalities = resolved.filter((r) => r.place.kind === 'metro' || r.place.kind === 'district');
  const level = towns.length > 0 ? towns : municipalities;
  const place = sharpen(rankPlaces(level));
  if (!place) {
    const province = strongestProvince(resolved);
    const evidence = resolved.find((r) => r.place.name === province)?.mention.text ?? null;
    return { location: province, town: null, municipality: null, province, evidence };
  }
  const container = mentionedContainer(place, resolved);
  return {
    location: container ? `${place.name}, ${container}` : place.name,
    town: place.kind === 'town' ? place.name : null,
    municipality: place.local,
    province: place.province,
    evidence: evidenceFor(place, container, resolved),
  };
}
