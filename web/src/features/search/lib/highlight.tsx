import { searchTerm } from '@workbench/contract/keywords';
import type { ReactNode } from 'react';

// Endings stripped from a keyword so that its other forms match too: "hijacked" finds "hijacking",
// "robberies" finds "robbery". Longest first, so "ies" wins over "s".
const ENDINGS = ['ings', 'ies', 'ing', 'ed', 'es', 's', 'y'];
const MIN_STEM = 3;
// How many letters may follow a stem; enough for "hijack" + "ings" without reaching unrelated words.
const MAX_TAIL = 4;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function stemOf(keyword: string): string {
  const word = keyword.toLowerCase();
  for (const ending of ENDINGS) {
    if (word.endsWith(ending) && word.length - ending.length >= MIN_STEM) {
      return word.slice(0, -ending.length);
    }
  }
  return word;
}

const wordAlternative = (keyword: string) => {
  const stem = stemOf(keyword);
  return stem.length >= MIN_STEM ? `${escapeRegExp(stem)}\\w{0,${MAX_TAIL}}` : escapeRegExp(stem);
};

// A phrase matches as written, whatever spacing or line breaks the release puts between its words.
const phraseAlternative = (phrase: string) => phrase.split(/\s+/).map(escapeRegExp).join('\\s+');

/**
 * A pattern that finds the keywords' words in any case and with common English endings, and their
 * quoted phrases as written. Excluded words (`-word`) are never marked: no result contains them.
 */
export function keywordPattern(keywords: readonly string[]): RegExp | null {
  const terms = keywords.map((keyword) => searchTerm(keyword.trim())).filter((t) => t.text && !t.exclude);
  const alternatives = [
    ...new Set(
      terms.map((term) => (term.phrase ? phraseAlternative(term.text) : wordAlternative(term.text))),
    ),
  ]
    // Longer alternatives first, so "hijacking" is not cut short by a shorter keyword's match.
    .sort((a, b) => b.length - a.length);
  if (alternatives.length === 0) return null;
  return new RegExp(`(?<!\\w)(${alternatives.join('|')})(?!\\w)`, 'gi');
}

/**
 * The text with every match of a keywordPattern wrapped in <mark>. Built as nodes, so the text is
 * never parsed as HTML. The pattern is built once per search and passed in, because a results
 * table highlights thousands of cells with it.
 */
export function highlight(text: string, pattern: RegExp | null): ReactNode {
  if (!pattern || !text) return text;
  // With one capturing group, split() puts the matches at the odd positions.
  const parts = text.split(pattern);
  if (parts.length === 1) return text;
  return markedParts(parts);
}

/** Parts of one string, every odd one marked. */
function markedParts(parts: readonly string[]): ReactNode {
  return parts.map((part, index) =>
    index % 2 === 1 ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one string have no other identity
      <mark key={index} className="rounded-sm bg-amber-100 px-0.5 text-ink">
        {part}
      </mark>
    ) : (
      part
    ),
  );
}

/** A stretch of a text by offsets, end exclusive. */
export interface TextRange {
  start: number;
  end: number;
}

/**
 * The text with the given stretches wrapped in <mark>, as highlight() marks keywords. Stretches
 * outside the text are left out and overlapping ones are marked once.
 */
export function highlightRanges(text: string, ranges: readonly TextRange[]): ReactNode {
  const parts: string[] = [];
  let at = 0;
  for (const { start, end } of [...ranges].sort((a, b) => a.start - b.start)) {
    const from = Math.max(start, at);
    const to = Math.min(end, text.length);
    if (to <= from) continue;
    parts.push(text.slice(at, from), text.slice(from, to));
    at = to;
  }
  if (parts.length === 0) return text;
  parts.push(text.slice(at));
  return markedParts(parts);
}
