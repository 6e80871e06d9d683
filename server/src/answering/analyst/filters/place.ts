import { z } from 'zod';
import { joinAnd, joinOr } from '../format';
import type { NotebookEvent } from '../notebook-events';
import { findPlaceMentions, isInPlace, type PlaceMention } from '../place-terms';
import type { Span } from '../spans';
import { evidenceSpans, type Found, type SupportedEvent } from '../support-text';
import { defineFilter, type SupportView, UnknownPlanTerm } from './filter-kind';

/** Places at any level (suburb, town, municipality, province): any of them, or none of them ("outside Gauteng"). */

/**
 * "outside Gauteng", "other than matters in the Western Cape", "excluding those in KZN", "(not Gauteng)",
 * "... the most rapes! Not GP obviously".
 */
const PLACE_EXCLUDED_BEFORE =
  /(?:\b(?:outside(?:\s+of)?|excluding|except(?:\s+(?:for|in))?|apart\s+from|other\s+than|not\s+in|beyond|leaving\s+out|(?:if\s+(?:we|you|i)\s+)?(?:leave|take|drop|cut|remove)\s+out|(?:if\s+(?:we|you|i)\s+)?(?:exclude|remove|drop|omit)|save\s+for|trimmed\s+of|trim(?:ming)?\s+off|(?:setting|putting|leaving)\s+aside)|(?:\(|,|\bbut|[.!?]|^)\s*not)\s+(?:(?:those|matters|incidents|cases|events|ones)\s+(?:in|from)\s+)?(?:the\s+)?(?:city\s+of\s+)?$/i;

/**
 * "the Askham road outside Upington", "a farm outside Kimberley": a site just beyond a town, where the
 * town is where the incident is placed, not a place left out.
 */
const SITE_BEFORE_OUTSIDE =
  /\b(?:roads?|farms?|smallholdings?|plots?|villages?|settlements?|highway|route|N\d{1,2}|R\d{2,3}|mines?|bridge|camp|tavern|shop|store|school|dam|river|reserve|plantation)\s*,?\s*$/i;

function isSiteOutsideTown(lead: string, setAsideWords: string): boolean {
  return /^\s*outside\b/i.test(setAsideWords) && SITE_BEFORE_OUTSIDE.test(lead);
}

/**
 * "more in the Western Cape alone than in all the other provinces put together", "than the rest of the
 * country", "than anywhere else", "does Gauteng exceed all the other provinces combined": one place set
 * against every event outside it.
 */
export const AGAINST_THE_REST =
  /\b(than|exceeds?|exceeded|outnumbers?|outnumbered|beats?|beat)\s+(?:(?:in\s+)?(?:all\s+)?(?:of\s+)?(?:the\s+)?(?:other|remaining)\s+(?:\w+\s+)?(?:provinces|municipalities|metros|places|areas|towns|regions)(?:\s*,?\s*(?:put\s+together|combined|together|added\s+up|taken\s+together|all\s+told))?|(?:in\s+)?(?:all\s+of\s+)?(?:the\s+)?rest\s+of\s+(?:the\s+)?(?:country|notebook|provinces|sa|south\s+africa|mzansi)(?:\s*,?\s*(?:put\s+together|combined|together))?|(?:anywhere|everywhere)\s+else\b)/i;

/** Whether the question sets its one place against every event outside it. */
export const setsOnePlaceAgainstTheRest = (places: readonly unknown[], question: string) =>
  places.length === 1 && AGAINST_THE_REST.test(question);

/** The words between two names of one list: ", ", " and ", " or ", " & ". */
const LIST_GOES_ON = /^\s*(?:,\s*(?:and\s+|or\s+)?|(?:and|or|&|nor)\s+|\/\s*)(?:the\s+)?(?:city\s+of\s+)?$/i;

/**
 * "Joburg itself, not the whole of Gauteng": a wider place the question refuses to widen to, which
 * neither adds events nor takes the named place's away.
 */
const NOT_WIDENED_TO_BEFORE =
  /\b(?:not|rather\s+than|instead\s+of)\s+(?:the\s+)?(?:whole|rest|entire|wider|greater|all)\s+(?:of\s+)?(?:the\s+)?$/i;

/** Whether the words before a place leave it out or refuse to widen to it ("not the whole of eThekwini"). */
export function isPlaceSetAside(question: string, place: Span): boolean {
  const lead = question.slice(Math.max(0, place.start - 40), place.start);
  return NOT_WIDENED_TO_BEFORE.test(lead) || PLACE_EXCLUDED_BEFORE.test(lead);
}

export function splitExcludedPlaces<M extends Span>(
  question: string,
  places: readonly M[],
): { included: M[]; excluded: M[]; spans: Span[] } {
  const included: M[] = [];
  const excluded: M[] = [];
  const spans: Span[] = [];
  let previous: M | undefined;
  for (const place of places) {
    const lead = question.slice(Math.max(0, place.start - 40), place.start);
    // "excluding Gauteng and KwaZulu-Natal", "leaving out A, B and C": the list goes on leaving out.
    const listedAfterExcluded =
      previous !== undefined &&
      excluded.includes(previous) &&
      LIST_GOES_ON.test(question.slice(previous.end, place.start));
    previous = place;
    if (listedAfterExcluded) {
      excluded.push(place);
      continue;
    }
    const refused = NOT_WIDENED_TO_BEFORE.exec(lead);
    if (refused && places.some((other) => other !== place)) {
      spans.push({ start: place.start - refused[0].length, end: place.start });
      continue;
    }
    const before = PLACE_EXCLUDED_BEFORE.exec(lead);
    if (before && isSiteOutsideTown(question.slice(0, place.start - before[0].length), before[0])) {
      included.push(place);
      spans.push({ start: place.start - before[0].length, end: place.start });
    } else if (before) {
      excluded.push(place);
      spans.push({ start: place.start - before[0].length, end: place.start });
    } else included.push(place);
  }
  return { included, excluded, spans };
}

/** A bare town name may only read as a place after a preposition, as the question wrote it: "in Mpumulanga". */
const AS_WRITTEN = 'in ';

/** A station whose name is no place of its own is known only before "police station". */
const AS_STATION = ' police station';

export function placeMention(name: string): PlaceMention {
  const found =
    findPlaceMentions(name).find((m) => m.start === 0) ??
    findPlaceMentions(`${AS_WRITTEN}${name}`).find((m) => m.start === AS_WRITTEN.length) ??
    findPlaceMentions(`${name}${AS_STATION}`).find((m) => m.start === 0);
  if (!found) throw new UnknownPlanTerm(`"${name}" is not a place the gazetteer knows`);
  return { ...found, start: 0, end: 0 };
}

const PLACE_DIMENSIONS = new Set(['place', 'municipality', 'province']);

function placeSpans(event: SupportedEvent, notebookEvent: NotebookEvent, view: SupportView): Found[] {
  const mentions = view.places.filter((m) => isInPlace(notebookEvent, m));
  const byPlace =
    [view.dimension, view.within].some((d) => d !== null && PLACE_DIMENSIONS.has(d)) ||
    view.intent === 'where' ||
    view.intent === 'locate' ||
    (view.measure.kind === 'distinct' && PLACE_DIMENSIONS.has(view.measure.dimension));
  if (mentions.length === 0 && !byPlace) return [];
  // The asked place by name where the release writes it, and the words the event's place was read from.
  const names = mentions.flatMap((m) =>
    m.candidates.map((c) => c.name).filter((n) => notebookEvent.place.names.has(n.toLowerCase())),
  );
  if (byPlace && notebookEvent.province) names.push(notebookEvent.province);
  return [
    ...evidenceSpans(event, event.evidence.location, 'place'),
    ...evidenceSpans(event, event.evidence.municipality, 'place'),
    ...[...new Set(names)].flatMap((name) => evidenceSpans(event, name, 'place')),
  ];
}

/** "(Site B, Site C, Enkanini etc)": a bracket of examples that ends by saying the list goes on. */
const EXAMPLES_BRACKET =
  /^\s*\(([^()]*?\b(?:etc\.?|and\s+so\s+on|and\s+the\s+like|and\s+others|and\s+the\s+other\b[^()]*|\.\.\.|…))\s*\)/i;

/**
 * "Khayalitsha (Site B, Site C, Enkanini etc)", "uMgungundlovu district (Msundusi, uMngeni and the other
 * local munics)": places given in brackets as examples of the place before them are in it already, so
 * they add nothing; read as places of their own, a name no list holds would narrow the count.
 */
function withoutExamples(
  text: string,
  mentions: readonly PlaceMention[],
): { mentions: PlaceMention[]; examples: Span[] } {
  const examples: Span[] = [];
  for (const m of mentions) {
    const bracket = EXAMPLES_BRACKET.exec(text.slice(m.end));
    if (bracket) examples.push({ start: m.end, end: m.end + bracket[0].length });
  }
  const inExample = (m: PlaceMention) => examples.some((e) => m.start >= e.start && m.end <= e.end);
  const kept = mentions.filter((m) => !inExample(m));
  // "more in the Northern Cape than in the Mangaung metro around Bloem": a place named to locate the
  // one before it is no third side. (Of two places, one may be what the ask points back to: "near
  // Bethlehem in the Free State ... in his province".)
  // "the mass shooting at Site C, Khayelitsha": a place written after a comma that holds the one before
  // it, with no list going on, is its address.
  const locating = kept.filter((m, i) => {
    const before = kept[i - 1];
    if (before === undefined) return false;
    const between = text.slice(before.end, m.start);
    // A province after the comma stays a place of its own ("Aqui em Komatipoort, Mpumalanga província").
    const province = m.candidates.some((c) => c.kind === 'province');
    if (
      /^\s*,\s*$/.test(between) &&
      !province &&
      holds(m, before) &&
      !LIST_GOES_ON_AFTER.test(text.slice(m.end))
    )
      return true;
    return kept.length >= 3 && LOCATES.test(between) && (holds(before, m) || holds(m, before));
  });
  return { mentions: kept.filter((m) => !locating.includes(m)), examples: [...examples, ...locating] };
}

/** ", Nyanga", " and Delft", " or Gugulethu": a list of places that goes on. */
const LIST_GOES_ON_AFTER = /^\s*(?:,|&|\/|\b(?:and|or|nor|vs\.?|versus)\b)/i;

/** "metro around", " in ", ", near": words between two places that say where the first one lies. */
const LOCATES =
  /^\s*(?:metro(?:politan)?\s+|municipality\s+|district\s+|area\s+)?,?\s*(?:around|near|surrounding|outside|in|of)\s+(?:the\s+)?$/i;

/** Whether every place a mention may mean lies within (or is) a place the other may mean. */
function holds(outer: PlaceMention, inner: PlaceMention): boolean {
  const names = new Set(outer.candidates.map((c) => c.name.toLowerCase()));
  return (
    inner.candidates.length > 0 &&
    inner.candidates.every(
      (c) =>
        names.has(c.name.toLowerCase()) ||
        [c.local, c.municipality, c.province, ...c.containers].some((n) => n && names.has(n.toLowerCase())),
    )
  );
}

const placeName = z.string().min(1).max(100);

/** Whether the places left out are all metros, which an event's town alone may not tell. */
const excludesMunicipalities = (excluded: readonly PlaceMention[]) =>
  excluded.length > 0 &&
  excluded.every((m) => m.candidates.length > 0 && m.candidates.every((c) => c.kind === 'metro'));

export const placeFilter = defineFilter({
  name: 'place',
  shape: {
    /** Places at any level (suburb, town, municipality, province); an event matches any of them. */
    places: z.array(placeName).max(10),
    /** Places whose events are left out ("outside Gauteng", "excluding Soweto"). */
    excluded_places: z.array(placeName).max(10).optional(),
  },
  empty: { places: [], excludedPlaces: [] },
  read({ rest, question }) {
    const { mentions: all, examples } = withoutExamples(rest, findPlaceMentions(rest));
    const { included, excluded, spans } = splitExcludedPlaces(question, all);
    // A place named twice is one condition; both namings are read.
    const again = all.flatMap((m) => m.again ?? []);
    // The words of "the rest" name no place of their own: the comparison sets the one place against it.
    const againstRest = included.length === 1 ? AGAINST_THE_REST.exec(rest) : null;
    // "than" or "exceed" stays for the comparison to read.
    const restWords = againstRest
      ? [
          {
            start: againstRest.index + (againstRest[1] ?? '').length,
            end: againstRest.index + againstRest[0].length,
          },
        ]
      : [];
    return {
      found: { places: included, excludedPlaces: excluded },
      spans: [...all, ...again, ...spans, ...examples, ...restWords],
    };
  },
  isSet: (v) => v.places.length > 0 || v.excludedPlaces.length > 0,
  unstated: (event, v) =>
    excludesMunicipalities(v.excludedPlaces) && event.municipality === null
      ? 'which municipality the incident happened in'
      : null,
  matches(event, v, except) {
    if (v.excludedPlaces.some((m) => isInPlace(event, m))) return false;
    // "outside the metros": an event whose municipality nobody knows may lie in one, so it is not
    // counted as outside them.
    if (excludesMunicipalities(v.excludedPlaces) && event.municipality === null) return false;
    return except === 'place' || v.places.length === 0 || v.places.some((m) => isInPlace(event, m));
  },
  toPlan: (v) => ({
    places: v.places.map((p) => p.label),
    ...(v.excludedPlaces.length > 0 ? { excluded_places: v.excludedPlaces.map((p) => p.label) } : {}),
  }),
  fromPlan: (p) => ({
    places: p.places.map(placeMention),
    excludedPlaces: (p.excluded_places ?? []).map(placeMention),
  }),
  describe(v, { except }) {
    const parts: string[] = [];
    if (except !== 'place' && v.places.length > 0) parts.push(`in ${joinOr(v.places.map((p) => p.label))}`);
    if (v.excludedPlaces.length > 0) parts.push(`outside ${joinAnd(v.excludedPlaces.map((p) => p.label))}`);
    return parts;
  },
  support: placeSpans,
});
