/**
 * "Consider the incidents in Limpopo only. What percentage of them involved a murder?": a share of
 * "them" is a share of the incidents (or the people: "Base: all people reported killed.") named before
 * the ask. The ask is read with them named again, so the share's base is those, not the whole notebook.
 */
import type { Correction } from './corrections';
import { MONTH } from './date-expressions';

const SHARE_OF_THEM =
  /\b((?:percentage|per\s*cent|fraction|proportion|share|how\s+many)\s+of\s+)(?:them|these|those)\b(?!\s+(?:incidents|cases|events|records|releases|matters)\b)/i;
/** "the incidents in Limpopo", "all the cases from the Western Cape": incidents named, up to the sentence's end. */
const NAMED_INCIDENTS =
  /\b(?:the|these|those|all(?:\s+the)?)\s+((?:incidents|cases|events|records|releases|matters)\s+(?:in|from|of|involving|with|where|that)\b[^.?!:;]*?)(?:\s+only)?\s*[.!:;]/gi;

/** "Base: all people reported killed across the notebook.": people named as what a share is of. */
const NAMED_PEOPLE =
  /\b(?:all\s+)?(?:the\s+)?(people|persons|victims|suspects)\s+(?:(?:reported|recorded|stated)\s+(?:as\s+)?)?(killed|injured|wounded|arrested)\b[^.?!:;]*?[.!:;]/gi;

export function withThemNamed(question: string): { question: string; corrections: Correction[] } {
  const them = SHARE_OF_THEM.exec(question);
  if (!them) return { question, corrections: [] };
  const before = question.slice(0, them.index);
  const incidents = [...before.matchAll(NAMED_INCIDENTS)].at(-1);
  const people = [...before.matchAll(NAMED_PEOPLE)].at(-1);
  const named =
    people && (!incidents || people.index > incidents.index) ? `${people[1]} ${people[2]}` : incidents?.[1];
  if (!named) return { question, corrections: [] };
  const lead = them[1] ?? '';
  const namedAgain = `the ${named.trim()}`;
  return {
    question: `${before}${lead}${namedAgain}${question.slice(them.index + them[0].length)}`,
    corrections: [{ from: them[0].slice(lead.length), to: namedAgain }],
  };
}

/** A date as a question writes it in full: "1 January 2020", "March 2021", "2019". */
const WRITTEN_DATE = new RegExp(
  `\\b(?:(?:[12]\\d|3[01]|0?[1-9])(?:st|nd|rd|th)?\\s+${MONTH}\\w*\\s+(?:19|20)\\d\\d|${MONTH}\\w*\\s+(?:19|20)\\d\\d|(?:19|20)\\d\\d)\\b`,
  'gi',
);
/** "from that date onward", "after that day", "since that date": a date pointed back to. */
const THAT_DATE = /\b(?:that|this|the\s+same)\s+(?:date|day)\b/i;

/**
 * "Murders before 1 January 2020 against those from that date onward": the date pointed back to is the
 * one written last before it, so the second period is read as plainly as the first.
 */
export function withThatDateNamed(question: string): { question: string; corrections: Correction[] } {
  const that = THAT_DATE.exec(question);
  if (!that) return { question, corrections: [] };
  const named = [...question.slice(0, that.index).matchAll(WRITTEN_DATE)].at(-1)?.[0];
  if (!named) return { question, corrections: [] };
  return {
    question: `${question.slice(0, that.index)}${named}${question.slice(that.index + that[0].length)}`,
    corrections: [{ from: that[0], to: named }],
  };
}
