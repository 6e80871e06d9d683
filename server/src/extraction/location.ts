import { findPlacesInRelease, type Place, type PlaceMention } from '../corpus/gazetteer';
import { MAX_SENTENCE_CHARS } from '../corpus/sentences';
import { type HandlingStation, handlingStation } from './police-station';

export interface LocationResult {
  location: string | null;
  town: string | null;
  /** Local or metropolitan municipality of the place, e.g. "Swartland" or "City of Cape Town". */
  municipality: string | null;
  province: string | null;
  /** The words of the title or text the location was read from. */
  evidence: string | null;
  /** The police station the release says handles the case, with the words it was read from. */
  station: HandlingStation | null;
}

interface ResolvedMention {
  place: Place;
  mention: PlaceMention;
  source: string;
  inTitle: boolean;
  /** Named as where suspects were arrested, traced or found, as a landmark or dateline: not the scene. */
  afterArrest: boolean;
  /** The place a report was filed from ("Pretoria - "), which counts only where nothing else is named. */
  dateline?: boolean;
  /** The larger place written straight after this one: "Gqunqe Village, Centane", "Burgersdorp outside Tzaneen". */
  outer?: ResolvedMention;
}

const SCENE_WEIGHT = 3;
/** "Members of Nsuze SAPS" says who investigates; the station often serves a wide area around the scene. */
const STATION_WEIGHT = 2;
const COURT_WEIGHT = 1;
const ARREST_WEIGHT = 1;
const DATELINE_WEIGHT = 0;
const TITLE_BONUS = 2;
const FIRST_MENTION_BONUS = 1;
/** An inner place needs at least half the score of the town around it to replace it. */
const SHARPENING_SHARE = 2;

/** What each further shared name with a place in a municipality says for it: a tie-breaker only. */
const SHARED_NAME_SUPPORT = 0.5;

/**
 * What the release's certain mentions say about where it is: provinces (named outright, they count
 * double), and the municipalities and towns that contain the places named. Two shared names that may both
 * lie in one municipality count a little for it, so they settle each other: "Mpumalanga Township" and
 * "Ntshongweni" are both in eThekwini.
 */
function regionSupport(mentions: PlaceMention[]): Map<string, number> {
  const support = new Map<string, number>();
  const bump = (key: string | null, weight: number) => {
    if (key) support.set(key, (support.get(key) ?? 0) + weight);
  };
  const sharedNamesIn = new Map<string, Set<string>>();
  for (const m of mentions) {
    const [first] = m.candidates;
    if (!first || m.candidates.length > 1) {
      if (first && m.candidates.every((c) => c.province === first.province)) bump(first.province, 1);
      for (const c of m.candidates)
        if (c.local)
          sharedNamesIn.set(c.local, (sharedNamesIn.get(c.local) ?? new Set()).add(first?.name ?? ''));
      continue;
    }
    bump(first.province, first.kind === 'province' ? 2 : 1);
    for (const key of new Set([first.name, first.local, first.municipality, ...first.containers]))
      bump(key, 1);
  }
  for (const [local, names] of sharedNamesIn) bump(local, SHARED_NAME_SUPPORT * (names.size - 1));
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

/** Words of a clause about the arrest, the chase or the search: a place they govern is not the scene. */
const ARREST_CUE =
  /\b(?:arrested|arrests?|arresting|traced|trace|tracing|tracked(?: down)?|caught|apprehended|nabbed|found hiding|hiding|hide|hid|rescued|freed|cornered|intercepted|held|detained|handed (?:himself|herself|themselves) over|pursuit|chase|chased|pursued|fled|escaped|took (?:the )?(?:officers|police|detectives|members|the team|investigators)|(?:led|leads?|leading) (?:the )?(?:officers|police|detectives|members|investigators)|pointed out|found abandoned|abandoned|spotted|custody|remanded|recover|recovered|sentenced|sentences?|convicted|jailed)\b/gi;
/** Words of a clause about the crime itself: a place they govern is the scene, whatever comes before. */
const SCENE_CUE =
  /\b(?:robbery|robberies|murder|murders|murdering|raping|robbing|assaulting|attacking|killing|shooting|stabbing|hijacking|heist|attack|protest|unrest|violence|crash|accident|explosion|blast|extortion|rape|burglary|break-in|theft|assault|kidnapping|robbed|struck|attacked|shot|stabbed|killed|murdered|raped|hijacked|ambushed|happened|occurred|took place|broke into|burgled|stormed|assaulted|kidnapped|abducted|bombed|torched|lived|died|discovered|dead|body|scene|incident|allegedly (?:stole|robbed))\b/gi;
const ARREST_AFTER =
  /^[^.;]*?\b(?:where|to)\b(?:\s+[\w'’-]+){0,6}?\s+(?=(?:arrested|cornered|found (?:\w+ )?(?:of )?(?:the )?(?:suspects?|him|them|hiding)|trace|traced|track|tracked|apprehended|caught|nabbed)\b)/i;
/**
 * "between Nkandla and Melmoth", "about 20 km from Ulundi", "on its way to Nigel", "rushed to Mthatha
 * General Hospital": landmarks and destinations that place the scene, not the scene.
 */
const LANDMARK_BEFORE =
  /\b(?:between|km (?:from|outside|north|south|east|west)|kilometres (?:from|outside)|on (?:its|his|her|their|the) way to|en route to|bound for|heading (?:to|towards)|headed (?:to|towards)|(?:taken|rushed|admitted|airlifted|transported|conveyed) to|treated (?:at|in))\s+(?:the\s+)?$|\bbetween\s+(?:the\s+)?[\p{Lu}][\p{L}'’ -]*\s+and\s+(?:the\s+)?$/u;

/**
 * "The three men, who are from Delft, Eersterivier and Khayelitsha", "the men, who come from Hout Bay",
 * "had walked from their homes in Donkerhoek": where people live, not the scene.
 */
const ORIGIN_BEFORE =
  /\b(?:who (?:are|is|were|was|come|comes|came) (?:all |both )?(?:from|residents of)|hails? from|hailing from|originally from|from (?:their|his|her) homes? in)\s+(?:\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*)*\s*(?:,|and)\s*)*$/u;

/** Where the nearest cue word before `end` of `text` ends (how far back it is), or Infinity. */
function distanceBefore(cue: RegExp, text: string): number {
  let last = Number.POSITIVE_INFINITY;
  for (const m of text.matchAll(cue)) last = text.length - (m.index + m[0].length);
  return last;
}

function distanceAfter(cue: RegExp, text: string): number {
  cue.lastIndex = 0;
  const at = text.search(cue);
  return at < 0 ? Number.POSITIVE_INFINITY : at;
}

/**
 * Whether a place is named for the arrest, chase or search rather than the crime: within its clause the
 * nearest cue word on either side decides ("The pursuit ended in Alexandra", "sent to Mamelodi to trace
 * them", but "caught in Villiers after the Grootvlei farm murder"); a crime word wins a tie.
 */
function afterArrestCue(source: string, index: number, end: number): boolean {
  // A clause is read at most a sentence's length either side: a text without full stops would
  // otherwise make every mention read the whole text.
  const lead = source.slice(Math.max(0, index - MAX_SENTENCE_CHARS), index);
  const before = lead.slice(
    Math.max(lead.lastIndexOf('.'), lead.lastIndexOf(';'), lead.lastIndexOf(':'), lead.lastIndexOf('\n')) + 1,
  );
  if (LANDMARK_BEFORE.test(before) || ORIGIN_BEFORE.test(before)) return true;
  const ahead = source.slice(end, end + MAX_SENTENCE_CHARS);
  const stop = ahead.search(/[.;:\n]/);
  const after = stop === -1 ? ahead : ahead.slice(0, stop);
  // After the place only a follow-up clause counts: "..., where police cornered them", "... to trace them".
  const followUp = after.match(ARREST_AFTER);
  const arrestAfter = followUp ? (followUp.index as number) + followUp[0].length : Number.POSITIVE_INFINITY;
  const arrest = Math.min(distanceBefore(ARREST_CUE, before), arrestAfter);
  const scene = Math.min(distanceBefore(SCENE_CUE, before), distanceAfter(SCENE_CUE, after));
  return arrest < scene;
}

function mentionWeight(r: ResolvedMention, isFirstInText: boolean): number {
  if (r.dateline) return DATELINE_WEIGHT;
  const base = r.mention.atCourt
    ? COURT_WEIGHT
    : r.afterArrest
      ? ARREST_WEIGHT
      : r.mention.viaStation
        ? STATION_WEIGHT
        : SCENE_WEIGHT;
  // "Elandskraal station commander stabbed" names whose officer it was; the title says no more of the scene.
  const titleBonus = r.inTitle && !r.mention.viaStation ? TITLE_BONUS : 0;
  return base + titleBonus + (isFirstInText ? FIRST_MENTION_BONUS : 0);
}

/** A mention in the text itself, not at a court: where the text first says something happened. */
function isScene(r: ResolvedMention): boolean {
  return !r.inTitle && !r.mention.atCourt && !r.afterArrest && !r.mention.viaStation;
}

/**
 * Scores places of one level, best first; ties go to the place named as a scene, then to the one
 * mentioned first. "Gqunqe Village, Centane" counts for Centane too: the pair says where Centane's story is.
 */
interface RankedPlace {
  place: Place;
  score: number;
  /** Named only as a police station, unit or court: who acted or heard the case, not where it happened. */
  officialOnly: boolean;
  /** How often the text (not the title) names it as where something happened. */
  scenes: number;
}

function rankPlaces(resolved: ResolvedMention[]): RankedPlace[] {
  const scores = new Map<Place, number>();
  const scenes = new Map<Place, number>();
  const named = new Set<Place>();
  const firstScene = resolved.findIndex(isScene);
  resolved.forEach((r, i) => {
    const weight = mentionWeight(r, isScene(r) && firstScene === i);
    for (const place of r.outer ? [r.place, r.outer.place] : [r.place]) {
      scores.set(place, (scores.get(place) ?? 0) + weight);
      if (isScene(r)) scenes.set(place, (scenes.get(place) ?? 0) + 1);
      if (!r.mention.viaStation && !r.mention.atCourt) named.add(place);
    }
  });
  return [...scores.entries()]
    .map(([place, score]) => ({
      place,
      score,
      officialOnly: !named.has(place),
      scenes: scenes.get(place) ?? 0,
    }))
    .sort((a, b) => b.score - a.score || b.scenes - a.scenes);
}

/**
 * A township or suburb inside the chosen town ("Gugulethu" inside "Cape Town") is the sharper answer,
 * unless it is only a passing mention, such as where the suspects were later found, where the victims
 * live ("three Donkerhoek girls ... from their homes in Donkerhoek"), or the base of the police station
 * or unit that acted: the text must name it as a scene.
 */
function sharpen(ranked: RankedPlace[]): Place | undefined {
  const [best] = ranked;
  if (!best) return undefined;
  const inner = ranked.find(
    (r) =>
      r.place.containers.includes(best.place.name) &&
      !r.officialOnly &&
      r.scenes > 0 &&
      r.score * SHARPENING_SHARE >= best.score,
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

/** What may stand between a place and the larger one around it: ", ", " village, ", " outside ", " near ". */
const WRITTEN_TOGETHER =
  /^(?:\s+(?:village|location|township|section|area|settlement|informal settlement))?(?:\s*,\s*|\s*,?\s+(?:just\s+)?(?:near|outside|in|next to)\s+)(?:the\s+)?$|^\s+(?:area|section|village)\s+of\s+$/i;

const LIST_GAP = /^\s*(?:,|and|or|&)\s*$/;

function listed(a: ResolvedMention | undefined, b: ResolvedMention | undefined): boolean {
  return (
    a !== undefined &&
    b !== undefined &&
    a.source === b.source &&
    LIST_GAP.test(a.source.slice(a.mention.end, b.mention.index))
  );
}

function linkOuterPlaces(resolved: ResolvedMention[]): void {
  for (let i = 0; i + 1 < resolved.length; i++) {
    const inner = resolved[i] as ResolvedMention;
    const outer = resolved[i + 1] as ResolvedMention;
    if (inner.source !== outer.source || inner.place === outer.place) continue;
    if (outer.place.kind !== 'town' && outer.place.kind !== 'metro') continue;
    if (inner.place.kind !== 'town' || inner.mention.viaStation || inner.mention.atCourt) continue;
    if (!WRITTEN_TOGETHER.test(inner.source.slice(inner.mention.end, outer.mention.index))) continue;
    // "Delft, Eersterivier and Khayelitsha" is a list, not a place and the town around it.
    if (listed(outer, resolved[i + 2]) || listed(resolved[i - 1], inner)) continue;
    inner.outer = outer;
    // "Magogong, outside Hartswater": the writer places it by the town, so it is the one near that town.
    // When the release names that town's province too ("Greenside, outside Polokwane in Limpopo"), so is
    // every other mention of the name ("the crowd in Greenside").
    if (inner.place.province !== outer.place.province) {
      const namesake = inner.place;
      const moved = relocated(namesake, outer.place);
      const provinceNamed = resolved.some(
        (r) => r.place.kind === 'province' && r.place.name === outer.place.province,
      );
      for (const r of resolved) if (r === inner || (provinceNamed && r.place === namesake)) r.place = moved;
    }
  }
}

/**
 * "in Enkanini, Khayelitsha", "at Mokgolo near Mahikeng": a capitalised name no list knows, written straight
 * before a known place.
 */
const UNLISTED_BEFORE =
  /\b(?:in|at)\s+((?:\p{Lu}[\p{L}'’-]*\s){0,2}\p{Lu}[\p{L}'’-]*)(?:\s+(?:village|location|township|section|informal settlement))?(?:\s*,\s*|\s*,?\s+(?:just\s+)?(?:near|outside)\s+)$/u;
/** Words that make a capitalised name a street, building or date rather than a settlement. */
const NOT_SETTLEMENT =
  /\b(?:Street|Road|Avenue|Drive|Lane|Highway|Mall|Centre|Center|School|Hospital|Clinic|Court|Plaza|Hostel|Farm|Station|Church|Tavern|Hotel|Complex|Building|Park|Square|South Africa|Mozambique|Zimbabwe|Lesotho|Eswatini|Swaziland|Botswana|Namibia|Malawi|Zambia|Nigeria|January|February|March|April|May|June|July|August|September|October|November|December|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|The|A|An)\b/;

function unlistedInner(outer: ResolvedMention, taken: ResolvedMention[]): ResolvedMention | null {
  if (outer.place.kind !== 'town') return null;
  const lead = outer.source.slice(Math.max(0, outer.mention.index - 80), outer.mention.index);
  const m = lead.match(UNLISTED_BEFORE);
  const name = m?.[1];
  if (!m || !name || NOT_SETTLEMENT.test(name)) return null;
  const index = outer.mention.index - lead.length + (m.index as number) + m[0].indexOf(name);
  if (taken.some((r) => r.source === outer.source && r.mention.index <= index && index < r.mention.end))
    return null;
  const o = outer.place;
  const place: Place = { ...o, name, containers: [o.name, ...o.containers] };
  return {
    place,
    mention: {
      candidates: [place],
      text: name,
      index,
      end: index + name.length,
      viaStation: false,
      atCourt: false,
    },
    source: outer.source,
    inTitle: outer.inTitle,
    afterArrest: outer.afterArrest,
    outer,
  };
}

/** One to three capitalised words: "Sonkwane", "Lwamondo Khumbe", "Ga-Mokoena". */
const NAME = String.raw`((?:\p{Lu}[\p{L}'’]*(?:[ -](?=\p{Lu}))?){1,3})`;
/**
 * "at Sonkwane village", "in the Breipal area", "Enkanini informal settlement", "a farm near Glen", "from
 * Bhamshela, north-west of Durban": a capitalised name that the release itself calls a settlement, whether
 * or not any list knows it.
 */
const NAMED_SETTLEMENT = new RegExp(
  [
    String.raw`\b${NAME}\s+(?:[Vv]illage|[Tt]ownship|informal settlement|squatter camp)\b`,
    String.raw`\bthe\s+${NAME}\s+area\b`,
    String.raw`\bfarms?\s+(?:near|in|outside|close to)\s+${NAME}`,
    String.raw`\b(?:in|at|from|near|outside)\s+${NAME},?\s+(?:about\s+)?(?:\d+\s*(?:km|kilometres)\s+)?(?:north|south|east|west)(?:-?(?:east|west))?\s+of\b`,
  ].join('|'),
  'gu',
);
/**
 * Capitalised words that make a name an office, unit, feature or date rather than a settlement. "Park"
 * alone does not: "the Rhodes Park area" is a suburb, while parks that are not carry "National", "Game"...
 */
const NOT_SETTLEMENT_PART =
  /\b(?:District|Municipality|Metro|Province|Provincial|Policing|Police|Cluster|Unit|Ward|Sector|Dam|River|Mountain|Farm|Game|National|Nature|Theme|Holiday|Caravan|Reserve|Forest|Industrial|Business|Central|Rural|Urban)\b/;
/** A suburb's closing "Park", which NOT_SETTLEMENT, written for bare names, counts as a feature. */
const SUBURB_PARK = /\s+Park$/;

/** The names a release calls settlements that no list knows. */
function unlistedNames(sources: string[], taken: ResolvedMention[]): Set<string> {
  const names = new Set<string>();
  for (const source of sources) {
    for (const m of source.matchAll(NAMED_SETTLEMENT)) {
      // "The Sonkwane village": a sentence's first word is capitalised whatever it is.
      const name = m
        .slice(1)
        .find((g) => g !== undefined)
        ?.replace(/^(?:The|At|In|Near|From|Of)\s+/, '');
      if (
        !name ||
        /^\p{Lu}+$/u.test(name) ||
        NOT_SETTLEMENT.test(name.replace(SUBURB_PARK, '')) ||
        NOT_SETTLEMENT_PART.test(name)
      )
        continue;
      const index = (m.index as number) + m[0].indexOf(name);
      const end = index + name.length;
      if (!taken.some((r) => r.source === source && r.mention.index < end && index < r.mention.end))
        names.add(name);
    }
  }
  return names;
}

/**
 * Every mention of those names, also where the release writes them bare ("the Bhamshela couple"), as one
 * place inside the place the listed names point to.
 */
function unlistedSettlements(
  title: string,
  body: string,
  taken: ResolvedMention[],
  around: Place,
): ResolvedMention[] {
  const found: ResolvedMention[] = [];
  for (const name of unlistedNames([title, body], taken)) {
    const place: Place = { ...around, kind: 'town', name, containers: [around.name, ...around.containers] };
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const bare = new RegExp(String.raw`(?<![\p{L}'’-])${escaped}(?![\p{L}'’-])`, 'gu');
    const sources: [string, boolean][] = [
      [title, true],
      [body, false],
    ];
    for (const [source, inTitle] of sources) {
      for (const m of source.matchAll(bare)) {
        const index = m.index as number;
        const end = index + name.length;
        if (taken.some((r) => r.source === source && r.mention.index < end && index < r.mention.end))
          continue;
        const mention: PlaceMention = {
          candidates: [place],
          text: name,
          index,
          end,
          viaStation: false,
          atCourt: false,
        };
        found.push({ place, mention, source, inTitle, afterArrest: afterArrestCue(source, index, end) });
      }
    }
  }
  return found;
}

/** Title mentions first, then the text's, each in reading order. */
function inOrder(mentions: ResolvedMention[]): ResolvedMention[] {
  return mentions.sort((a, b) => Number(b.inTitle) - Number(a.inTitle) || a.mention.index - b.mention.index);
}

/**
 * "Pretoria - ", "RUSTENBURG - ", "Potchefstroom: ", "Jeffreys Bay 12 December 2020.": the place a report
 * was filed from, at the head of the text, often a newsroom far from the scene.
 */
const DATELINE_AFTER = /^\s*(?:[-–—:]\s|,?\s+\d{1,2}\s+\p{L}+\s+\d{4}\b)/u;
/** Before a dateline only a short heading may stand: "Media statement. ", "Press release: ". */
const DATELINE_BEFORE = /^\s*(?:[^.:\n]{0,80}[.:\n]\s*)?$/;

/** How far into a text a dateline or an issuing office may stand: they head it. */
const HEAD_REACH = 100;
/** "South African Police Service (Pretoria)": the office a statement was issued from, as news wires credit it. */
const ISSUING_OFFICE_BEFORE = /\bService\s*\(\s*$/;

/** Whether a mention names the office that issued the statement, which is never where anything happened. */
const isIssuingOffice = (body: string, mention: PlaceMention) =>
  mention.index <= HEAD_REACH &&
  ISSUING_OFFICE_BEFORE.test(body.slice(0, mention.index)) &&
  /^\s*\)/.test(body.slice(mention.end));

function isDateline(body: string, mention: PlaceMention): boolean {
  if (mention.index > HEAD_REACH) return false;
  return (
    DATELINE_BEFORE.test(body.slice(0, mention.index)) &&
    DATELINE_AFTER.test(body.slice(mention.end, mention.end + 30))
  );
}

function resolveAll(title: string, body: string): ResolvedMention[] {
  const [titleMentions = [], bodyMentions = []] = findPlacesInRelease([title, body]);
  const support = regionSupport([...titleMentions, ...bodyMentions]);
  const resolve =
    (source: string, inTitle: boolean) =>
    (mention: PlaceMention): ResolvedMention => {
      const dateline = !inTitle && isDateline(source, mention);
      return {
        place: pickCandidate(mention, support),
        mention,
        source,
        inTitle,
        afterArrest: dateline || afterArrestCue(source, mention.index, mention.end),
        dateline,
      };
    };
  const resolved = [
    ...titleMentions.map(resolve(title, true)),
    ...bodyMentions.filter((m) => !isIssuingOffice(body, m)).map(resolve(body, false)),
  ];
  shortenedInTitle(resolved);
  const unlisted = resolved.flatMap((r) => unlistedInner(r, resolved) ?? []);
  const all = inOrder([...resolved, ...unlisted]);
  linkOuterPlaces(all);
  return all;
}

/**
 * "rhino poaching spate in Hluhluwe" over a text about "the Hluhluwe Imfolozi Game Reserve": a headline
 * shortens the longer name the text uses. When the text never names the title's place by itself but names
 * a place whose name starts with it, the title means that place.
 */
function shortenedInTitle(resolved: ResolvedMention[]): void {
  const body = resolved.filter((r) => !r.inTitle && !r.mention.viaStation && !r.mention.atCourt);
  for (const title of resolved.filter((r) => r.inTitle && !r.mention.viaStation)) {
    if (body.some((r) => r.place === title.place)) continue;
    const opening = `${wordsOf(title.mention.text)} `;
    const longer = body.find((r) => wordsOf(r.mention.text).startsWith(opening));
    if (longer) title.place = longer.place;
  }
}

/** "Hluhluwe-iMfolozi Park" → "hluhluwe imfolozi park": the words of a name, to compare how names start. */
function wordsOf(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
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
  const listed = resolveAll(title, body);
  const station = handlingStation(listed);
  const around = pickPlace(listed);
  const unlisted = around ? unlistedSettlements(title, body, listed, around) : [];
  const resolved = unlisted.length === 0 ? listed : inOrder([...listed, ...unlisted]);
  if (unlisted.length > 0) linkOuterPlaces(resolved);
  const place = pickPlace(resolved);
  if (!place) {
    const province = strongestProvince(resolved);
    const evidence = resolved.find((r) => r.place.name === province)?.mention.text ?? null;
    return { location: province, town: null, municipality: null, province, evidence, station };
  }
  // An unlisted settlement lies in the place around it only by guess; name that place only where the text does.
  const container = unlisted.some((r) => r.place === place)
    ? resolved.find((r) => r.place === place && r.outer)?.outer?.place.name
    : mentionedContainer(place, resolved);
  const name =
    centralPrecinct(place, resolved) ?? businessDistrict(place, resolved) ?? writtenName(place, resolved);
  return {
    location: container ? `${name}, ${container}` : name,
    town: place.kind === 'town' ? place.name : null,
    municipality: place.local,
    province: place.province,
    evidence: evidenceFor(place, container, resolved),
    station,
  };
}

/** The town, else the municipality, the mentions point to most strongly. */
function pickPlace(resolved: ResolvedMention[]): Place | undefined {
  const towns = resolved.filter((r) => r.place.kind === 'town');
  const municipalities = resolved.filter((r) => r.place.kind !== 'town' && r.place.kind !== 'province');
  // Towns named only for the arrest, chase or court ("the pursuit ended in Alexandra") yield to a metro or
  // a local municipality named as the scene; districts mostly appear in titles such as "District Commissioner".
  const sceneOf = (rs: ResolvedMention[]) => rs.some((r) => !r.afterArrest && !r.mention.atCourt);
  const metros = municipalities.filter((r) => r.place.kind === 'metro' || r.place.kind === 'local');
  // A court is the weakest sign of the scene: towns named only as court seats yield to a municipality named at all.
  const courtOnly = towns.every((r) => r.mention.atCourt) && metros.some((r) => !r.mention.atCourt);
  const level =
    towns.length === 0 ? municipalities : (sceneOf(towns) || !sceneOf(metros)) && !courtOnly ? towns : metros;
  const ranked = sharpen(rankPlaces(inCourtProvince(level, resolved)));
  const place = ranked ? innerWrittenWith(ranked, resolved) : undefined;
  return place ? nearStationAndCourt(place, resolved) : undefined;
}

/**
 * "a house robbery at Burgersdorp, just outside the town", told by Tzaneen police and heard in a Limpopo
 * court: when the only place of that name the lists know lies in another province than every station and
 * court the release names, the scene is a namesake near them.
 */
function nearStationAndCourt(place: Place, resolved: ResolvedMention[]): Place {
  if (place.kind !== 'town') return place;
  // "In the Western Cape, police arrested two men in Mossel Bay": the release itself puts it there.
  if (resolved.some((r) => r.place.kind === 'province' && r.place.name === place.province)) return place;
  const officials = resolved.filter((r) => r.mention.atCourt || r.mention.viaStation);
  const provinces = new Set(officials.map((r) => r.place.province));
  const [province] = provinces;
  const both = officials.some((r) => r.mention.atCourt) && officials.some((r) => r.mention.viaStation);
  if (!both || provinces.size !== 1 || province === place.province) return place;
  const station = officials.find((r) => r.mention.viaStation) as ResolvedMention;
  const moved = relocated(place, station.place);
  for (const r of resolved) if (r.place === place) r.place = moved;
  return moved;
}

/**
 * A case is heard by a court where the crime happened: when every court the release names lies in one
 * province, the scene is a place of that province if the release names one as a scene at all ("the
 * getaway car overturned in Villiers" is across the border from the farm it was taken from).
 */
function inCourtProvince(level: ResolvedMention[], resolved: ResolvedMention[]): ResolvedMention[] {
  const courts = new Set(resolved.filter((r) => r.mention.atCourt).map((r) => r.place.province));
  if (courts.size !== 1) return level;
  const [province] = courts;
  const named = (r: ResolvedMention) =>
    r.place.province === province && (isScene(r) || (r.inTitle && !r.afterArrest));
  return level.some(named) ? level.filter((r) => r.place.province === province) : level;
}

/**
 * "Gqunqe Village, Centane", "Burgersdorp, outside Tzaneen": a scene written together with the chosen place
 * is the sharper answer, and lies where that place lies even when a same-named place elsewhere was read.
 */
function innerWrittenWith(chosen: Place, resolved: ResolvedMention[]): Place {
  const inner = resolved.find(
    (r) => r.outer?.place === chosen && !r.afterArrest && !r.mention.atCourt && !r.mention.viaStation,
  );
  if (!inner) return chosen;
  const p = inner.place;
  if (p.local === chosen.local && p.province === chosen.province && p.containers.includes(chosen.name))
    return p;
  const moved = relocated(p, chosen);
  for (const r of resolved) if (r.place === p) r.place = moved;
  return moved;
}

/** A place of this name that lies in the larger place around it, whatever other place the lists know by that name. */
function relocated(place: Place, around: Place): Place {
  return {
    ...place,
    province: around.province,
    municipality: around.municipality,
    local: around.local,
    containers: [around.name, ...around.containers],
  };
}

/** Letters only: "Kwa-Guqa" and "KwaGuqa", "Mitchell's Plain" and "Mitchells Plain" are one spelling. */
function spellingOf(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[^\p{L}]/gu, '')
    .toLowerCase();
}

/**
 * The place as the release spells it: "Tabankulu" where the lists say "Ntabankulu", "Hluhluwe Imfolozi Game
 * Reserve" for "Hluhluwe-iMfolozi Park". The list's name stays where the release also uses it, and a station
 * that serves a place under another name ("Harare" for Khayelitsha) never renames it.
 */
function writtenName(place: Place, resolved: ResolvedMention[]): string {
  const named = resolved.filter((r) => r.place === place && !r.mention.viaStation);
  if (
    place.kind !== 'town' ||
    named.length === 0 ||
    named.some((r) => spellingOf(r.mention.text) === spellingOf(place.name))
  )
    return place.name;
  const scene = named.find((r) => !r.inTitle && !r.mention.atCourt) ?? (named[0] as ResolvedMention);
  return scene.mention.text;
}

/** "Johannesburg Central police station": a station named for the centre of the town it serves. */
const CENTRAL_STATION = /^(.+?)\s+Central\b/i;

/**
 * "Johannesburg Central" when the release's own station is the one for the centre of the chosen town and
 * the release names no sharper place in it: the precinct is the most specific place the text gives.
 */
function centralPrecinct(place: Place, resolved: ResolvedMention[]): string | undefined {
  if (place.kind !== 'town') return undefined;
  for (const r of resolved) {
    if (!r.mention.viaStation || r.place !== place) continue;
    const town = r.mention.text.match(CENTRAL_STATION)?.[1];
    if (town && spellingOf(town) === spellingOf(place.name)) return `${town} Central`;
  }
  return undefined;
}

const CBD_AFTER = /^\s+CBD\b/;

/**
 * "a man was killed in the Flagstaff CBD": the town's business district, where the text names it as the
 * scene, is the most specific place it gives.
 */
function businessDistrict(place: Place, resolved: ResolvedMention[]): string | undefined {
  if (place.kind !== 'town') return undefined;
  const scene = resolved.find(
    (r) =>
      r.place === place &&
      !r.afterArrest &&
      !r.mention.viaStation &&
      !r.mention.atCourt &&
      CBD_AFTER.test(r.source.slice(r.mention.end, r.mention.end + 6)),
  );
  return scene ? `${writtenName(place, resolved)} CBD` : undefined;
}
