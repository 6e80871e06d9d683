/**
 * "Consider the incidents in Limpopo only. What percentage of them involved a murder?": a share of
 * "them" is a share of the incidents named before the ask. The ask is read with them named again, so
 * the share's base is those incidents, not the whole notebook.
 */
import type { Correction } from './corrections';

const SHARE_OF_THEM =
  /\b((?:percentage|per\s*cent|fraction|proportion|share|how\s+many)\s+of\s+)(?:them|these|those)\b(?!\s+(?:incidents|cases|events|records|releases|matters)\b)/i;
/** "the incidents in Limpopo", "all the cases from the Western Cape": incidents named, up to the sentence's end. */
const NAMED_INCIDENTS =
  /\b(?:the|these|those|all(?:\s+the)?)\s+((?:incidents|cases|events|records|releases|matters)\s+(?:in|from|of|involving|with|where|that)\b[^.?!:;]*?)(?:\s+only)?\s*[.!:;]/gi;

export function withThemNamed(question: string): { question: string; corrections: Correction[] } {
  const them = SHARE_OF_THEM.exec(question);
  if (!them) return { question, corrections: [] };
  const named = [...question.slice(0, them.index).matchAll(NAMED_INCIDENTS)].at(-1)?.[1];
  if (!named) return { question, corrections: [] };
  const lead = them[1] ?? '';
  const incidents = `the ${named.trim()}`;
  return {
    question: `${question.slice(0, them.index)}${lead}${incidents}${question.slice(them.index + them[0].length)}`,
    corrections: [{ from: them[0].slice(lead.length), to: incidents }],
  };
}
