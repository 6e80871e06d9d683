import { editDistance } from './edit-distance';

/**
 * A word written by ear ("pipol", "provins", "bizness", "Isten", "wensday") keeps the consonants it is
 * said with. The key below keeps those consonants as South African English says them: letters of one
 * sound merged, voiced or not (c/k/q/g, s/z, f/v/ph, t/d/th, p/b as in "Limbobo"), the silent d of "Wednesday" dropped, an r before a
 * consonant or at the end unsaid (non-rhotic: "Nothen" for Northern), "-tion", "-sion" and "-cian" said
 * "-shun" ("extorshun"), vowels other than a first one
 * dropped, and a final t after k or s unsaid ("suspek").
 */
export function soundKey(word: string): string {
  const spelt = word
    .toLowerCase()
    .replace(/[^a-z]/g, '')
    .replace(/dn/g, 'n')
    .replace(/(?:ss|[tsc])i(?=[ao]n)/g, 'sh')
    .replace(/ph/g, 'f')
    .replace(/[td]h/g, 't')
    .replace(/ck/g, 'k')
    .replace(/c(?=[eiy])/g, 's')
    .replace(/[cq]/g, 'k')
    .replace(/x/g, 'ks')
    .replace(/z/g, 's')
    .replace(/v/g, 'f')
    .replace(/b/g, 'p')
    .replace(/g/g, 'k')
    .replace(/d/g, 't')
    .replace(/r(?![aeiouy])/g, '')
    .replace(/(?<=[ks])t$/, '');
  const first = /^[aeiouy]/.test(spelt) ? 'A' : spelt.charAt(0);
  return (first + spelt.slice(1).replace(/[aeiouyhw]/g, '')).replace(/(.)\1+/g, '$1');
}

/** Words shorter than this ("dis", "wat") say too little by their sound to be read as another word. */
const SHORTEST_WORD = 4;

/** A vocabulary by the sound of its words, so that each word's key is worked out once. */
export type SoundIndex = ReadonlyMap<string, readonly string[]>;

export function indexBySound(vocabulary: Iterable<string>): SoundIndex {
  const index = new Map<string, string[]>();
  for (const word of new Set(vocabulary)) {
    if (word.length < SHORTEST_WORD) continue;
    const key = soundKey(word);
    index.set(key, [...(index.get(key) ?? []), word]);
  }
  return index;
}

/**
 * The one word of the vocabulary that the written word sounds like, nearest in letters, or null when
 * none does or two are as near. A plural written by ear ("womans") is tried without its s. The letters
 * must also stay near (at most half the longer word changed, rounded down: "ubuza" is not "abuse"), so
 * that two words sharing only their consonants stay apart.
 */
export function soundsLikeOne(written: string, vocabulary: SoundIndex): string | null {
  const lower = written.toLowerCase();
  const tries = lower.endsWith('s') ? [lower, lower.slice(0, -1)] : [lower];
  for (const typed of tries) {
    const key = soundKey(typed);
    // "kasi" sounds like "cash": a word of four letters is read by ear only when three sounds match.
    if (typed.length < SHORTEST_WORD || (typed.length === SHORTEST_WORD && key.length < 3)) continue;
    let best: string[] = [];
    let bestDistance = Number.POSITIVE_INFINITY;
    for (const word of vocabulary.get(key) ?? []) {
      // Spelling by ear drops letters more than it adds them: "genoeg" is not "gang".
      if (typed.length > word.length + 1) continue;
      const limit = Math.floor(Math.max(word.length, typed.length) / 2);
      const d = editDistance(typed, word, limit);
      if (d > limit || d > bestDistance) continue;
      best = d < bestDistance ? [word] : [...best, word];
      bestDistance = d;
    }
    // "provins" sounds like "province" and "provinces" alike, and is as near to both: one word, read
    // in the singular. Two different words as near are a doubt, and nothing is read.
    const [shortest, ...others] = best.sort((a, b) => a.length - b.length);
    if (shortest && others.every((w) => w === `${shortest}s`)) return shortest;
    if (best.length > 0) return null;
  }
  return null;
}
