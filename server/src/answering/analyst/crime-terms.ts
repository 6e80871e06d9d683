import {
  CRIME_FAMILIES,
  type CrimeFamily,
  categoriesNamed,
  crimeFamilyNamed,
} from '../../corpus/crime-families';
import { findNamedCrimes } from '../../corpus/crimes';
import { wordTable } from '../../corpus/word-table';
import { blank } from './spans';

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
    pattern: /\bdrugs?[- ]possession\b/gi,
    label: 'possession of drugs',
    categories: ['Possession of drugs'],
  },
  {
    pattern:
      /\b(?<!possession of |dealing in )(?:drugs?|narcotics)(?:\s+busts?)?\b(?![- ](?:deal|traffick|lab|mule|syndicate|den|house))(?:\s*\((?:dealing|possession|use)[^)]{0,40}\)|,?\s+whether\s+(?:dealing|possession)\s+or\s+(?:dealing|possession)|(?:\s+involved)?,\s+(?:dealing|possession)\s+or\s+(?:dealing|possession))?/gi,
    label: 'drug crimes',
    categories: ['Dealing in drugs', 'Possession of drugs'],
  },
  { pattern: /\b(?:killings?|killed|(?<!culpable )homicides?)\b/gi, label: 'murder', categories: ['Murder'] },
  {
    // "the break ins", "which break in": a break-in written apart, as a noun; "a break in the case" is news.
    pattern:
      /\bbreak\s+ins\b|(?<=\b(?:a|the|any|each|every|one|that|this|per|of|on|which|what)\s+)break\s+in\b(?!\s+(?:the|this|that)\s+case)/gi,
    label: 'burglary (all kinds)',
    categories: ['Burglary', 'Business burglary', 'Residential burglary'],
  },
  {
    // "How many cops got shot": shot, not said to be dead, is a shooting.
    pattern:
      /\b(?<!mass |tavern |shebeen )shootings?\b|\b(?:got|get|gets|were|was|been|being)\s+shot\b(?!\s+(?:dead|and\s+killed|to\s+death))/gi,
    label: 'shootings',
    categories: ['Murder', 'Attempted murder', 'Mass shooting'],
  },
  {
    pattern:
      /\b(?:(?:illegal|unlicensed|unlawful|illicit)\s+)?(?:possession\s+of\s+(?:an?\s+)?)?(?:(?:illegal|unlicensed|unlawful|illicit)\s+)?(?:guns?|firearms?|weapons?)(?:\s+(?:and\s+ammunition\s+)?possession)?\b/gi,
    label: 'firearm crimes',
    categories: ['Possession of unlicensed firearm and ammunition'],
  },
  // GBV, as newsrooms use it, takes in the sexual offences, not only the cases filed as GBV.
  {
    pattern: /\bgbvf?\b/gi,
    label: 'gender-based violence (rape and sexual assault included)',
    categories: ['Gender-based violence', 'Rape', 'Sexual assault'],
  },
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
  // "stock thefts"; in "stock thieves" the stock says which theft and the thieves are who is counted.
  {
    pattern: /\b(?:(?:livestock|cattle|stock)[- ]thefts?|livestock|cattle|stock(?=\s+thie(?:f|ves)\b))\b/gi,
    label: 'stock theft',
    categories: ['Stock theft'],
  },
  // "incidents in which goods or a vehicle were taken": every crime of taking. "Property crime" is not
  // one: the police count robbery as a contact crime.
  {
    pattern:
      /\b(?:(?:goods|property|valuables|belongings|possessions|items|something|anything)(?:\s+(?:or|and|and\/or)\s+(?:an?\s+)?(?:motor\s+)?(?:vehicles?|cars?))?\s+(?:(?:was|were|being|got|had\s+been)\s+)?(?:taken|stolen)|(?:taking|theft)\s+of\s+(?:goods|property|belongings))\b/gi,
    label: 'theft, robbery, burglary or hijacking (something taken)',
    categories: ['Theft', 'Robbery', 'Burglary', 'Hijacking'].flatMap(categoriesNamed),
  },
  // "a motor vehicle was taken", "the taking of a vehicle": a hijacking or a vehicle stolen.
  {
    pattern:
      /\b(?:(?:motor\s+)?(?:vehicles?|cars?|bakkies?)\s+(?:(?:was|were|being|got|had\s+been)\s+)?taken|taking\s+of\s+(?:an?\s+|the\s+)?(?:motor\s+)?(?:vehicles?|cars?|bakkies?))\b/gi,
    label: 'hijacking or vehicle theft (a vehicle taken)',
    categories: [...categoriesNamed('Hijacking'), 'Theft of motor vehicle'],
  },
  // "a theft of a vehicle", "cars stolen": the theft of a vehicle, not every theft.
  {
    pattern:
      /\btheft\s+of\s+(?:an?\s+|the\s+|their\s+)?(?:motor\s+)?(?:vehicles?|cars?|bakkies?)\b|\b(?:motor\s+)?(?:vehicles?|cars?|bakkies?)\s+(?:was\s+|were\s+|being\s+|got\s+)?stolen\b/gi,
    label: 'theft of motor vehicle',
    categories: ['Theft of motor vehicle'],
  },
  {
    pattern: /\bsex(?:ual)? (?:crimes?|offen[cs]es?|violence)\b/gi,
    label: 'sexual offences',
    categories: ['Rape', 'Sexual assault'],
  },
  // "people robbed at shops", "shop robberies": robberies of businesses.
  {
    pattern:
      /\b(?:shop|store|business|supermarket|spaza)\s+robber(?:y|ies)\b|\brobbed\s+at\s+(?:the\s+)?(?:shops?|stores?|businesses|supermarkets?|spaza\s+shops?)\b/gi,
    label: 'business robbery',
    categories: ['Business robbery'],
  },
  // The police's own groupings: the TRIO crimes, and the contact crimes (crimes against the person,
  // aggravated robbery with all its kinds among them).
  {
    pattern: /\btrio(?:\s+crimes?)?\b/gi,
    label: 'TRIO crimes (house robbery, business robbery and carjacking)',
    categories: ['House robbery', 'Business robbery', 'Carjacking'],
  },
  {
    pattern: /\bcontact\s+crimes?\b/gi,
    label: 'contact crimes',
    categories: [
      'Murder',
      'Attempted murder',
      'Rape',
      'Sexual assault',
      'Assault',
      'Assault GBH',
      'Common assault',
      'Common robbery',
      'Robbery',
      'Armed robbery',
      'Robbery with aggravating circumstances',
      'House robbery',
      'Business robbery',
      'Carjacking',
      'Truck hijacking',
      'Cash-in-transit robbery',
    ],
  },
];

/** How questions name each family; the family stands for all its members. */
const FAMILY_WORDS: Readonly<Record<string, string>> = wordTable({
  Hijacking: 'hijack(?:ings?|s)?',
  Robbery: 'robber(?:y|ies)',
  'Sexual offences': 'sex(?:ual)?\\s+(?:crimes?|offen[cs]es?)',
  'Drug crimes': 'drug\\s+(?:crimes?|offen[cs]es?|cases?)',
  Assault: 'assaults?',
  Burglary: 'burglar(?:y|ies)',
  Theft: 'thefts?',
  Poaching: 'poaching',
});

const ANY_KIND = '(?:any|all|every|each)\\s+(?:kinds?|types?|sorts?|forms?)';
/** A list after the family that spells out its kinds: "(armed, house or cash-in-transit)". */
const SPELLED_OUT = '(?:\\s*\\([^)]{0,120}\\))?';

/**
 * "robberies of any kind (armed, house ...)", "all kinds of theft", "car and truck hijackings" and a
 * bare "hijackings": the whole family, whatever kinds the question goes on to list.
 */
function familyPatterns(family: CrimeFamily): RegExp[] {
  const word = FAMILY_WORDS[family.name];
  if (!word) return [];
  const patterns = [
    `\\b${ANY_KIND}\\s+of\\s+(?:${word})\\b${SPELLED_OUT}`,
    `\\b(?:${word})\\s*,?\\s+(?:of\\s+)?${ANY_KIND}\\b${SPELLED_OUT}`,
    `\\ball\\s+(?:the\\s+)?(?:${word})\\b${SPELLED_OUT}`,
  ];
  if (family.name === 'Hijacking') {
    patterns.push(
      '\\b(?:car|vehicle|truck)(?:jackings?)?\\s+(?:and|or|&)\\s+(?:car|vehicle|truck)\\s+hijack\\w*',
      // "the most recent hijacking": a truck taken is as much a hijacking as a car.
      '\\b(?<!(?:car|vehicle|truck|motor vehicle|bus|taxi)[- ])hijack(?:ings?|s)\\b(?!\\s+(?:of\\s+)?(?:an?\\s+|the\\s+)?(?:cars?|vehicles?|trucks?|taxis?|bakkies?)\\b)',
      // "the last hijacking in this lot? Car or truck, whatever": both kinds named later in the question.
      '\\bhijack(?:ings?|s|ed)?\\b(?=[\\s\\S]*\\b(?:cars?\\s+(?:or|and|&)\\s+trucks?|trucks?\\s+(?:or|and|&)\\s+cars?)\\b)',
    );
  }
  return patterns.map((source) => new RegExp(source, 'gi'));
}

const FAMILY_SYNONYMS: readonly Synonym[] = CRIME_FAMILIES.flatMap((family) =>
  familyPatterns(family).map((pattern) => ({
    pattern,
    label: `${family.name.toLowerCase()} (all kinds)`,
    categories: family.members,
  })),
);

/** "Assault GBH" → "assault GBH": lower case except for acronyms. */
export function crimeLabel(category: string): string {
  return category
    .split(' ')
    .map((word) => (/^[A-Z]{2,}$/.test(word) ? word : word.toLowerCase()))
    .join(' ');
}

/** An umbrella category ("robbery") stands for its family's kinds, as in the taxonomy of families. */
function mentionOfCategory(category: string, start: number, end: number): CrimeMention {
  const family = crimeFamilyNamed(category);
  if (!family || family.members.length <= 1)
    return { label: crimeLabel(category), categories: new Set([category]), start, end };
  return { label: `${crimeLabel(category)} (all kinds)`, categories: new Set(family.members), start, end };
}

function overlapsAny(mentions: readonly CrimeMention[], start: number, end: number): boolean {
  return mentions.some((m) => start < m.end && m.start < end);
}

/** Crime words of the question in order of appearance, each with the categories it covers. */
export function findCrimeMentions(question: string): CrimeMention[] {
  const mentions = findWrittenCrimes(question);
  for (const m of coordinatedCrimes(question)) if (!overlapsAny(mentions, m.start, m.end)) mentions.push(m);
  return mentions.sort((a, b) => a.start - b.start);
}

/** Crime nouns that kinds share, as a list may leave them to its last item: "armed, business or house robbery". */
const SHARED_HEAD = '(robber(?:y|ies)|hijackings?|thefts?|assaults?)';
const LIST_WORD = "[a-z][a-z'-]*";
/** "armed, business, house or common robbery": the kinds before the noun they share. */
const KINDS_BEFORE = new RegExp(
  `\\b((?:${LIST_WORD}\\s*,\\s*)*${LIST_WORD}\\s*,?\\s+(?:or|and)\\s+)${LIST_WORD}\\s+${SHARED_HEAD}\\b`,
  'gi',
);
/** "hijackings, car or truck", "hijackings (cars and trucks)": the kinds after the noun they share. */
const KINDS_AFTER = new RegExp(
  `\\b${SHARED_HEAD}\\s*[,(]?\\s*((?:${LIST_WORD}\\s*,\\s*)*${LIST_WORD}\\s+(?:or|and)\\s+${LIST_WORD})\\b`,
  'gi',
);

const singular = (head: string) => head.toLowerCase().replace(/ies$/, 'y').replace(/s$/, '');

/** The kind a list word names with the shared noun ("house" + "robbery"), at the word's own place. */
function kindWith(word: string, head: string, start: number): CrimeMention | null {
  // "cars and trucks" name the car and truck kinds; "business" stays as written.
  for (const kind of new Set([word, word.replace(/s$/i, '')])) {
    const phrase = `${kind} ${singular(head)}`;
    const found = findWrittenCrimes(phrase).find((m) => m.start === 0 && m.end === phrase.length);
    if (found) return { ...found, start, end: start + word.length };
  }
  return null;
}

/**
 * Kinds of a crime listed around the noun they share: each list word that names a kind with that
 * noun is a crime of its own. A list with any word that names none is no list of kinds.
 */
function coordinatedCrimes(question: string): CrimeMention[] {
  const found: CrimeMention[] = [];
  const wordsIn = (text: string, offset: number) =>
    [...text.matchAll(/[a-z][a-z'-]*/gi)]
      .filter((w) => !/^(?:or|and)$/i.test(w[0]))
      .map((w) => ({ word: w[0], start: offset + w.index }));
  for (const m of question.matchAll(KINDS_BEFORE)) {
    const list = m[1] ?? '';
    const kinds = wordsIn(list, m.index).map((w) => kindWith(w.word, m[2] ?? '', w.start));
    if (kinds.every((k) => k !== null)) found.push(...(kinds as CrimeMention[]));
  }
  for (const m of question.matchAll(KINDS_AFTER)) {
    const list = m[2] ?? '';
    const offset = m.index + m[0].length - list.length;
    const kinds = wordsIn(list, offset).map((w) => kindWith(w.word, m[1] ?? '', w.start));
    if (kinds.every((k) => k !== null)) found.push(...(kinds as CrimeMention[]));
  }
  return found;
}

/** The crimes written out in the question, each at its place. */
function findWrittenCrimes(question: string): CrimeMention[] {
  const mentions: CrimeMention[] = [];
  for (const synonym of [...FAMILY_SYNONYMS, ...SYNONYMS]) {
    for (const m of question.matchAll(synonym.pattern)) {
      const end = m.index + m[0].length;
      if (overlapsAny(mentions, m.index, end)) continue;
      mentions.push({ label: synonym.label, categories: new Set(synonym.categories), start: m.index, end });
    }
  }
  let searchFrom = 0;
  const named = findNamedCrimes(question);
  for (const match of named) {
    // findCrimes reports the phrase, not its place; phrases come in order of first appearance.
    const start = question.indexOf(match.phrase, searchFrom);
    if (start === -1) continue;
    const end = start + match.phrase.length;
    searchFrom = start;
    if (!overlapsAny(mentions, start, end)) mentions.push(mentionOfCategory(match.category, start, end));
  }
  // A crime named twice ("zama zamas ... the illegal mining cases") is the same crime at each place;
  // longer phrases first, so "attempted murder" keeps its "murder".
  for (const match of [...named].sort((a, b) => b.phrase.length - a.phrase.length)) {
    for (let at = question.indexOf(match.phrase); at !== -1; at = question.indexOf(match.phrase, at + 1)) {
      const end = at + match.phrase.length;
      if (!overlapsAny(mentions, at, end)) mentions.push(mentionOfCategory(match.category, at, end));
    }
  }
  // Named again in other words ("illegal miners ... the illegal mining cases"): the taxonomy reports
  // a category once, so what is left of the question is read again.
  for (let again = findNamedCrimes(blank(question, mentions)); again.length > 0; ) {
    const left = blank(question, mentions);
    const added = again.flatMap((match) => {
      const start = left.indexOf(match.phrase);
      return start === -1 ? [] : [mentionOfCategory(match.category, start, start + match.phrase.length)];
    });
    if (added.length === 0) break;
    mentions.push(...added);
    again = findNamedCrimes(blank(question, mentions));
  }
  return mentions;
}
