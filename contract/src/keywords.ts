/** Keyword splitting shared by the search form and the server (kept free of zod for the web bundle). */

// PostgreSQL text cannot hold NUL, and no other control character means anything in a search.
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
export const withoutControlCharacters = (text: string) => text.replace(/[\u0000-\u001f\u007f]/g, ' ');

// A quoted phrase (its closing quote may be missing: it then runs to the end), or a run of
// characters up to a comma or whitespace; either may start with "-" to leave it out.
const TOKEN = /(-?)"([^"]*)"?|[^\s,]+/g;

/**
 * Splits keyword inputs on commas and whitespace and drops empty ones, as the spec says, but keeps a
 * quoted phrase whole: `"stock theft", -drugs` gives `"stock theft"` and `-drugs`. Phrases come back
 * tidied (single spaces, closing quote added); a lone `-` or empty quotes are dropped.
 */
export function splitKeywords(values: readonly string[]): string[] {
  return values.flatMap((value) =>
    [...withoutControlCharacters(value).matchAll(TOKEN)].flatMap(([token, minus, phrase]) => {
      if (phrase === undefined) return token === '-' ? [] : [token];
      const words = phrase.trim().split(/\s+/).join(' ');
      return words ? [`${minus}"${words}"`] : [];
    }),
  );
}

export interface SearchTerm {
  /** The words to look for, without quotes or minus. */
  text: string;
  /** Quoted: the words must stand next to each other in this order. */
  phrase: boolean;
  /** Started with "-": events with it are left out. */
  exclude: boolean;
  /** The keyword as split, which is how the results name what they matched. */
  keyword: string;
}

/** What one split keyword asks for. */
export function searchTerm(keyword: string): SearchTerm {
  const exclude = keyword.length > 1 && keyword.startsWith('-');
  const body = exclude ? keyword.slice(1) : keyword;
  const phrase = body.length > 1 && body.startsWith('"') && body.endsWith('"');
  return { text: phrase ? body.slice(1, -1) : body, phrase, exclude, keyword };
}
