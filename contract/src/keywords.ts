/** Keyword splitting shared by the search form and the server (kept free of zod for the web bundle). */

// PostgreSQL text cannot hold NUL, and no other control character means anything in a search.
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
export const withoutControlCharacters = (text: string) => text.replace(/[\u0000-\u001f\u007f]/g, ' ');

/** Splits keyword inputs on commas and whitespace and drops empty ones, as the spec says. */
export function splitKeywords(values: readonly string[]): string[] {
  return values
    .flatMap((value) => withoutControlCharacters(value).split(/[\s,]+/))
    .filter((keyword) => keyword.length > 0);
}
