import crimesData from './data/crimes.json' with { type: 'json' };

export interface CrimeMatch {
  category: string;
  /** The words of the text that named the crime. */
  phrase: string;
}

interface CategoryDefinition {
  name: string;
  patterns: string[];
  acronyms?: string[];
  drop_when?: string[];
}

interface CrimesFile {
  ignore: string[];
  categories: CategoryDefinition[];
}

const data: CrimesFile = crimesData;

export const CRIME_CATEGORIES: readonly string[] = data.categories.map((c) => c.name);

function assertNoCapturingGroup(source: string): void {
  // Each category is one capturing group of the combined expression; a group inside a pattern would shift them.
  const groups = (new RegExp(`${source}|`).exec('')?.length ?? 1) - 1;
  if (groups > 0) throw new Error(`crimes.json pattern must not capture: ${source}`);
}

function alternation(sources: string[]): string {
  for (const source of sources) assertNoCapturingGroup(source);
  return sources.join('|');
}

interface CombinedExpression {
  expression: RegExp;
  /** Category of each capturing group, in group order. */
  categories: string[];
}

/** One expression with one capturing group per category, so a single scan finds every category. */
function combine(sourcesOf: (c: CategoryDefinition) => string[], flags: string): CombinedExpression {
  const used = data.categories.filter((c) => sourcesOf(c).length > 0);
  const groups = used.map((c) => `(${alternation(sourcesOf(c))})`);
  return {
    expression: new RegExp(`\\b(?:${groups.join('|')})\\b`, flags),
    categories: used.map((c) => c.name),
  };
}

const PHRASES = combine((c) => c.patterns, 'gi');
const ACRONYMS = combine((c) => c.acronyms ?? [], 'g');
// Unit and hotline names such as "Family Violence, Child Protection and Sexual Offences" name no crime.
const IGNORED = new RegExp(data.ignore.join('|'), 'g');

function blankIgnoredNames(text: string): string {
  return text.replace(IGNORED, (name) => ' '.repeat(name.length));
}

interface Hit {
  category: string;
  phrase: string;
  index: number;
}

function hitsOf({ expression, categories }: CombinedExpression, text: string): Hit[] {
  const hits: Hit[] = [];
  for (const m of text.matchAll(expression)) {
    const group = m.findIndex((value, i) => i > 0 && value !== undefined);
    const category = categories[group - 1];
    if (category) hits.push({ category, phrase: m[0], index: m.index });
  }
  return hits;
}

const DROP_WHEN = new Map(data.categories.map((c) => [c.name, c.drop_when ?? []]));

/**
 * Crime categories named in the text, ordered by first appearance, each once with the phrase that
 * first named it. Umbrella categories ("Robbery", "Theft") are left out when a specific one is present.
 */
export function findCrimes(text: string): CrimeMatch[] {
  const searchable = blankIgnoredNames(text);
  const hits = [...hitsOf(PHRASES, searchable), ...hitsOf(ACRONYMS, searchable)].sort(
    (a, b) => a.index - b.index,
  );
  const firstByCategory = new Map<string, Hit>();
  for (const hit of hits) if (!firstByCategory.has(hit.category)) firstByCategory.set(hit.category, hit);
  const found = new Set(firstByCategory.keys());
  return [...firstByCategory.values()]
    .filter((hit) => !(DROP_WHEN.get(hit.category) ?? []).some((specific) => found.has(specific)))
    .map((hit) => ({ category: hit.category, phrase: text.slice(hit.index, hit.index + hit.phrase.length) }));
}
