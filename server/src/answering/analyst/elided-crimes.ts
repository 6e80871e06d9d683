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
  return { question: read, corrections };
}
