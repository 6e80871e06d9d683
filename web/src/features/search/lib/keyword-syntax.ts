import { withoutControlCharacters } from '@workbench/contract/keywords';

/**
 * The Keywords field's small syntax: `"stock theft"` is a phrase, `-word` leaves out releases that
 * contain the word, and the other words are alternatives (any of them may match).
 */
export interface KeywordTerms {
  phrases: string[];
  words: string[];
  excluded: string[];
}

// A quoted phrase (the closing quote may still be missing while typing), or a run of anything else.
const TOKEN = /-?"[^"]*"?|[^\s,"]+/g;

/**
 * The Keywords text cut into the keywords sent to the server: split on commas and whitespace as the
 * spec says, except inside quotes, so that a phrase travels as one keyword.
 */
export function keywordTokens(text: string): string[] {
  const tokens = withoutControlCharacters(text).match(TOKEN) ?? [];
  return tokens
    .map((token) => {
      if (!token.replace(/^-/, '').startsWith('"')) return token;
      const inner = token
        .replace(/^-?"|"$/g, '')
        .trim()
        .replace(/\s+/g, ' ');
      return inner ? `${token.startsWith('-') ? '-' : ''}"${inner}"` : '';
    })
    .filter((token) => token !== '' && token !== '-');
}

/** What each keyword asks for. */
export function keywordTerms(tokens: readonly string[]): KeywordTerms {
  const terms: KeywordTerms = { phrases: [], words: [], excluded: [] };
  for (const token of tokens) {
    const negated = token.startsWith('-');
    const body = negated ? token.slice(1) : token;
    const quoted = body.startsWith('"');
    const text = quoted ? body.slice(1, -1) : body;
    if (!text) continue;
    if (negated) terms.excluded.push(text);
    else if (quoted) terms.phrases.push(text);
    else terms.words.push(text);
  }
  return terms;
}
