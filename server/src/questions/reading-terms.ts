import type { ReadingTerms } from '@workbench/contract/questions';
import { type AnswerEvent, planWords } from '../answering';
import { CRIME_FAMILIES } from '../corpus/crime-families';
import { findPlaces } from '../corpus/gazetteer';

type Counted<T> = T & { count: number };

/** Most events first, then by name, so the likeliest choice leads a picker. */
const byCount = <T extends { name: string; count: number }>(terms: T[]): T[] =>
  terms.sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));

const crimesOf = (event: AnswerEvent) =>
  event.crime_committed ? event.crime_committed.split(', ').filter((c) => c.length > 0) : [];

/**
 * A town named by the event's location ("Ilitha, East London": Ilitha), when the gazetteer knows it by
 * exactly that name: a plan naming a place the gazetteer does not know is refused.
 */
function townOf(location: string | null): string | null {
  const first = location?.split(',')[0]?.trim();
  if (!first) return null;
  const found = findPlaces(`in ${first}`).find((m) => m.text.toLowerCase() === first.toLowerCase());
  return found ? first : null;
}

/**
 * The crimes (families with any member present, and each category) and places of a notebook's events,
 * and the analyst's words for the people fields and groupings.
 */
export function readingTermsOf(events: readonly AnswerEvent[]): ReadingTerms {
  const categories = new Map<string, number>();
  const places = new Map<string, Counted<{ name: string; kind: ReadingTerms['places'][number]['kind'] }>>();
  const countPlace = (name: string | null, kind: ReadingTerms['places'][number]['kind']) => {
    if (!name) return;
    const key = name.toLowerCase();
    const known = places.get(key);
    if (known) known.count += 1;
    else places.set(key, { name, kind, count: 1 });
  };
  for (const event of events) {
    for (const crime of new Set(crimesOf(event))) categories.set(crime, (categories.get(crime) ?? 0) + 1);
    countPlace(event.province, 'province');
    countPlace(event.municipality ?? null, 'municipality');
    countPlace(townOf(event.location), 'town');
  }
  const families = CRIME_FAMILIES.flatMap((family) => {
    const count = events.filter((e) => crimesOf(e).some((c) => family.members.includes(c))).length;
    return count > 0 ? [{ name: family.name, categories: [...family.members], family: true, count }] : [];
  });
  return {
    crimes: [
      ...byCount(families),
      ...byCount(
        [...categories].map(([name, count]) => ({ name, categories: [name], family: false, count })),
      ),
    ],
    places: byCount([...places.values()]),
    ...planWords(),
  };
}
