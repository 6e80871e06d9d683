import { findCrimes } from '../../corpus/crimes';
import crimesData from '../../corpus/data/crimes.json' with { type: 'json' };

/** Crime words of a question, as the set of taxonomy categories an event must have one of. */
export interface CrimeMention {
  /** How answers name it: "murder", "robbery (all kinds)", "drug crimes". */
  label: string;
  categories: ReadonlySet<string>;
  start: number;
  end: number;
}

interface Synonym {
  pattern: RegExp;
  label: string;
  categories: readonly string[];
}

/**
 * Everyday words for crimes that the release taxonomy reads narrowly or not at all ("drugs" alone
 * is possession there; "killings" names nothing). Checked before the taxonomy, which they override.
 */
const SYNONYMS: readonly Synonym[] = [
  {
    pattern:
      /\b(?<!possession of |dealing in )(?:drugs?|narcotics)\b(?![- ](?:deal|traffick|lab|mule|syndicate|den|house))/gi,
    label: 'drug crimes',
    categories: ['Dealing in drugs', 'Possession of drugs'],
  },
  { pattern: /\b(?:killings?|killed|(?<!culpable )homicides?)\b/gi, label: 'murder', categories: ['Murder'] },
  {
    pattern: /\b(?<!mass |tavern |shebeen )shootings?\b/gi,
    label: 'shootings',
    categories: ['Murder', 'Attempted murder', 'Mass shooting'],
  },
  {
    pattern: /\b(?:guns?|firearms?|weapons?)\b/gi,
    label: 'firearm crimes',
    categories: ['Possession of unlicensed firearm and ammunition'],
  },
  { pattern: /\bgbvf?\b/gi, label: 'gender-based violence', categories: ['Gender-based violence'] },
  {
    pattern: /\bgangs?\b(?![- ]?rap)/gi,
    label: 'gang-related violence',
    categories: ['Gang-related violence'],
  },
  {
    pattern:
      /\bmissing (?:people|children|child|kids?|girls?|boys?|wom[ae]n|m[ae]n|teenagers?|learners?)\b/gi,
    label: 'missing persons',
    categories: ['Missing person'],
  },
  { pattern: /\b(?:livestock|cattle)\b/gi, label: 'stock theft', categories: ['Stock theft'] },
  {
    pattern: /\bsex(?:ual)? (?:crimes?|offen[cs]es?)\b/gi,
    label: 'sexual offences',
    categories: ['Rape', 'Sexual assault'],
  },
];

interface CategoryDefinition {
  name: string;
  drop_when?: string[];
}

/**
 * An umbrella category stands for its own kinds: "Robbery" for "Armed robbery", "House robbery"...
 * The kinds are the categories that replace it in enrichment and carry its name.
 */
function buildFamilies(): ReadonlyMap<string, ReadonlySet<string>> {
  const definitions: CategoryDefinition[] = crimesData.categories;
  const families = new Map<string, ReadonlySet<string>>();
  for (const { name, drop_when } of definitions) {
    const kinds = (drop_when ?? []).filter((kind) => kind.toLowerCase().includes(name.toLowerCase()));
    families.set(name, new Set([name, ...kinds]));
  }
  return families;
}

const FAMILIES = buildFamilies();

/** "Assault GBH" → "assault GBH": lower case except for acronyms. */
export function crimeLabel(category: string): string {
  return category
    .split(' ')
    .map((word) => (/^[A-Z]{2,}$/.test(word) ? word : word.toLowerCase()))
    .join(' ');
}

function mentionOfCategory(category: string, start: number, end: number): CrimeMention {
  const family = FAMILIES.get(category) ?? new Set([category]);
  const label = family.size > 1 ? `${crimeLabel(category)} (all kinds)` : crimeLabel(category);
  return { label, categories: family, start, end };
}

function overlapsAny(mentions: readonly CrimeMention[], start: number, end: number): boolean {
  return mentions.some((m) => start < m.end && m.start < end);
}

/** Crime words of the question in order of appearance, each with the categories it covers. */
export function findCrimeMentions(question: string): CrimeMention[] {
  const mentions: CrimeMention[] = [];
  for (const synonym of SYNONYMS) {
    for (const m of question.matchAll(synonym.pattern)) {
      const end = m.index + m[0].length;
      if (overlapsAny(mentions, m.index, end)) continue;
      mentions.push({ label: synonym.label, categories: new Set(synonym.categories), start: m.index, end });
    }
  }
  let searchFrom = 0;
  for (const match of findCrimes(question)) {
    // findCrimes reports the phrase, not its place; phrases come in order of first appearance.
    const start = question.indexOf(match.phrase, searchFrom);
    if (start === -1) continue;
    const end = start + match.phrase.length;
    searchFrom = start;
    if (!overlapsAny(mentions, start, end)) mentions.push(mentionOfCategory(match.category, start, end));
  }
  return mentions.sort((a, b) => a.start - b.start);
}
