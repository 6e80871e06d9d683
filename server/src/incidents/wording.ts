/**
 * A release's wording reduced to a fixed-size min-hash of its word shingles: two releases share
 * about as many signature slots as the share of shingles they have in common, so a republished copy
 * (a new title, an added attribution, light rewording) is found without comparing whole texts.
 */

const SHINGLE = 4;
const SLOTS = 48;

export const wordsOf = (text: string): string[] =>
  text.toLowerCase().match(/[a-z0-9]+(?:['’][a-z]+)?/g) ?? [];

/** The signature: per slot, the least hash of any shingle under that slot's seed. */
export function minHash(words: readonly string[]): number[] {
  const hashes = shinglesOf(words).map(fnv1a);
  return Array.from({ length: SLOTS }, (_, slot) => {
    let least = 0xffffffff;
    for (const h of hashes) least = Math.min(least, mix(h, slot));
    return least;
  });
}

/** The share of signature slots two texts agree on: an estimate of their shingles' overlap. */
export function likeness(a: readonly number[], b: readonly number[]): number {
  if (a.length === 0 || a.length !== b.length) return 0;
  let same = 0;
  for (let k = 0; k < a.length; k += 1) if (a[k] === b[k]) same += 1;
  return same / a.length;
}

function shinglesOf(words: readonly string[]): string[] {
  if (words.length < SHINGLE) return words.length > 0 ? [words.join(' ')] : [];
  const shingles: string[] = [];
  for (let k = 0; k + SHINGLE <= words.length; k += 1) shingles.push(words.slice(k, k + SHINGLE).join(' '));
  return shingles;
}

function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let k = 0; k < text.length; k += 1) {
    h ^= text.charCodeAt(k);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** A different permutation per slot: the shingle's hash mixed with the slot's seed. */
function mix(hash: number, slot: number): number {
  let h = (hash ^ Math.imul(slot + 1, 0x9e3779b1)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b) >>> 0;
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0;
  return (h ^ (h >>> 16)) >>> 0;
}
