/**
 * "How many hijackings? Leave out the truck ones.": a crime left out by a word and "ones", whose
 * noun is the crime named before it. Written out ("the truck hijackings") it is a crime the readers
 * know, and `Read as` says how it was read. Only after words that leave something out: "not just
 * attempted ones" keeps the attempts in view, and its reading is the plain crime's.
 */
import { findCrimeMentions } from './crime-terms';
import { EXCLUDE_BEFORE } from './filters/crime';
import type { Correction } from './understand-question';

const ELIDED = /\b([\p{L}-]+)\s+ones\b/giu;

/** The question with each elided crime written out, and each rewriting as a correction to say back. */
export function readElidedCrimes(question: string): { question: string; corrections: Correction[] } {
  const corrections: Correction[] = [];
  const read = question.replace(ELIDED, (written, modifier: string, offset: number) => {
    if (!EXCLUDE_BEFORE.test(question.slice(Math.max(0, offset - 70), offset))) return written;
    const named = findCrimeMentions(question.slice(0, offset)).at(-1);
    if (!named) return written;
    const noun = question.slice(named.start, named.end).split(/\s+/).at(-1) ?? '';
    const full = `${modifier} ${noun}`;
    const meant = findCrimeMentions(full).find((m) => m.start === 0 && m.end === full.length);
    // "the truck ones" after "hijackings" is truck hijacking, a crime other than the one named.
    const same =
      meant !== undefined &&
      meant.categories.size === named.categories.size &&
      [...meant.categories].every((c) => named.categories.has(c));
    if (!meant || same) return written;
    corrections.push({ from: written, to: full });
    return full;
  });
  return sharedNouns(read, corrections);
}

/** "car or truck hijackings", "house and business robberies": two kinds of one crime sharing its noun. */
const SHARED_NOUN = /\b([\p{L}-]+)\s+(or|and|and\/or|\/|\+|&)\s+([\p{L}-]+)\s+([\p{L}-]+)\b/giu;

/** Whether the words name a crime, all of them. */
function namesCrime(words: string): boolean {
  return findCrimeMentions(words).some((m) => m.start === 0 && m.end === words.length);
}

/**
 * Writes out the noun the first kind leaves to the second, when each kind with the noun is a crime
 * the readers know and the first word alone is none ("car or truck hijackings" is carjacking or truck
 * hijacking, not carjacking left out).
 */
function sharedNouns(question: string, corrections: Correction[]) {
  const read = question.replace(
    SHARED_NOUN,
    (written, first: string, joiner: string, second: string, noun: string, offset: number) => {
      const full = `${first} ${noun} ${joiner} ${second} ${noun}`;
      // The end of a longer list ("armed, business or house robberies") is the crime reader's to read;
      // a comma that ends a clause ("lock up altogether, car and truck hijackers") starts no list.
      const beforeComma = /([\p{L}-]+),\s*$/u.exec(question.slice(0, offset))?.[1];
      const endOfList = beforeComma !== undefined && namesCrime(`${beforeComma} ${noun}`);
      if (
        endOfList ||
        namesCrime(first) ||
        !namesCrime(`${first} ${noun}`) ||
        !namesCrime(`${second} ${noun}`)
      )
        return written;
      corrections.push({ from: written, to: full });
      return full;
    },
  );
  return sharedVerbs(read, corrections);
}

/** "cars or trucks were hijacked": two things a crime was done to, sharing its verb. */
const SHARED_VERB =
  /\b([\p{L}-]+)\s+(or|and|and\/or|\/)\s+([\p{L}-]+)\s+((?:were|was|got|get|being|been)\s+[\p{L}-]+)\b/giu;

const crimesOf = (words: string) => new Set(findCrimeMentions(words).flatMap((m) => [...m.categories]));

/**
 * Writes out the verb the first thing leaves to the second, when the two with the verb are different
 * crimes the readers know ("cars were hijacked" is carjacking, "trucks were hijacked" truck hijacking)
 * and the first word alone is none.
 */
function sharedVerbs(question: string, corrections: Correction[]) {
  const read = question.replace(
    SHARED_VERB,
    (written, first: string, joiner: string, second: string, verb: string) => {
      const [alone, a, b] = [crimesOf(first), crimesOf(`${first} ${verb}`), crimesOf(`${second} ${verb}`)];
      const differ = a.size !== b.size || [...a].some((c) => !b.has(c));
      if (alone.size > 0 || a.size === 0 || b.size === 0 || !differ) return written;
      const full = `${first} ${verb} ${joiner} ${second} ${verb}`;
      corrections.push({ from: written, to: full });
      return full;
    },
  );
  return { question: read, corrections };
}
