import type { ReadingTerms } from '@workbench/contract/questions';
import type { PeopleField, ReadingPart } from './reading';

/** Another reading of a word the answer could not apply: the word goes, the part comes in. */
export interface Suggestion {
  word: string;
  part: ReadingPart;
}

/** Edit distance, two neighbouring letters swapped counting as one edit ("Guateng"). */
export function editDistance(a: string, b: string): number {
  const rows: number[][] = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const row = rows[i] as number[];
      const above = rows[i - 1] as number[];
      let best = Math.min(
        (above[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (above[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, ((rows[i - 2] as number[])[j - 2] as number) + 1);
      row[j] = best;
    }
  }
  return (rows[a.length] as number[])[b.length] as number;
}

/**
 * Edits a word may be away from what it meant: wider than the analyst's own spelling correction
 * (which already took the near slips), since a person confirms each suggestion with a click.
 */
const allowedEdits = (word: string) =>
  word.length >= 8 ? 3 : word.length >= 5 ? 2 : word.length >= 4 ? 1 : 0;

/** A name and its single words, each with a plural: "armed robbery" is also "robbery", "robberies". */
function formsOf(name: string): string[] {
  const lower = name.toLowerCase();
  const words = lower.split(/[\s(),-]+/).filter((w) => w.length >= 4);
  return [lower, ...words].flatMap((w) => [w, w.endsWith('y') ? `${w.slice(0, -1)}ies` : `${w}s`]);
}

/** Words that name people a field counts ("police", "children"), for "did you mean" a condition on it. */
const PEOPLE_WORDS: [string[], PeopleField][] = [
  [['police', 'officer', 'officers', 'policeman', 'policemen', 'cops'], 'police_victims'],
  [['child', 'children', 'minor', 'minors', 'kids'], 'child_victims'],
  [['women', 'woman', 'female', 'females'], 'female_victims'],
  [['killed', 'dead', 'deaths', 'fatalities', 'died'], 'killed_victims'],
  [['injured', 'wounded', 'injuries'], 'injured_victims'],
];

interface Candidate extends Suggestion {
  distance: number;
  count: number;
}

/**
 * Up to `most` readings for the words an answer could not apply: crimes and places of the notebook
 * whose name, or a word of it, is within a few edits of the word, and people fields the word names;
 * nearest first, then the most events.
 */
export function suggestionsFor(
  notApplied: readonly string[],
  terms: ReadingTerms | undefined,
  most = 3,
): Suggestion[] {
  const candidates: Candidate[] = [];
  for (const raw of notApplied) {
    const word = raw.toLowerCase();
    const limit = allowedEdits(word);
    const near = (name: string) => Math.min(...formsOf(name).map((form) => editDistance(word, form)));
    for (const crime of terms?.crimes ?? []) {
      const distance = near(crime.name);
      if (distance > limit) continue;
      const name = crime.family ? `${crime.name.toLowerCase()} (all kinds)` : crime.name.toLowerCase();
      candidates.push({
        word: raw,
        part: { kind: 'crimes', crimes: [{ name, categories: crime.categories }], match: 'any' },
        distance,
        count: crime.count,
      });
    }
    for (const place of terms?.places ?? []) {
      const distance = near(place.name);
      if (distance <= limit)
        candidates.push({
          word: raw,
          part: { kind: 'places', places: [place.name] },
          distance,
          count: place.count,
        });
    }
    for (const [words, field] of PEOPLE_WORDS) {
      if (words.some((w) => editDistance(word, w) <= Math.min(limit, 1)))
        candidates.push({
          word: raw,
          part: { kind: 'people', condition: { field, min: 1 } },
          distance: 0,
          count: 0,
        });
    }
  }
  candidates.sort((a, b) => a.distance - b.distance || b.count - a.count);
  const seen = new Set<string>();
  const chosen: Suggestion[] = [];
  for (const { word, part } of candidates) {
    const key = JSON.stringify(part);
    if (seen.has(key)) continue;
    seen.add(key);
    chosen.push({ word, part });
    if (chosen.length === most) break;
  }
  return chosen;
}
