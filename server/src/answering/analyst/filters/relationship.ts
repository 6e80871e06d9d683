import { z } from 'zod';
import { RELATIONSHIPS, type Relationship } from '../../../corpus/types';
import { joinOr } from '../format';
import { type Span, spanOf } from '../spans';
import { evidenceSpans } from '../support-text';
import { defineFilter } from './filter-kind';

/**
 * How the attacker and the victim were related, as the release states it: "did the victim know the
 * attacker", "killed by a partner", "attacked by a stranger". An event whose release does not say
 * passes none of them.
 */

const ATTACKER =
  '(?:attackers?|assailants?|perpetrators?|suspects?|offenders?|killers?|rapists?|abusers?|accused)';
const VICTIM = '(?:victims?|survivors?|complainants?)';

/** "the victim knew the attacker", "someone the victim knew", "known to the victim": any tie but a stranger. */
const KNOWN_TO_VICTIM = new RegExp(
  [
    `\\b(?:the\\s+|a\\s+)?${VICTIM}\\s+(?:knew|know|knows|had\\s+known|was\\s+known\\s+to)\\s+(?:the\\s+|their\\s+|her\\s+|his\\s+)?${ATTACKER}`,
    `\\b(?:(?:the\\s+)?${ATTACKER}\\s+(?:was|were|is)\\s+|(?:attacked|assaulted|killed|murdered|raped|abused|stabbed|shot|harmed|hurt)\\s+by\\s+)?(?:someone|somebody|a\\s+person|people|a\\s+man|a\\s+woman)\\s+(?:the\\s+${VICTIM}|they|she\\s+or\\s+he|he\\s+or\\s+she|she|he)\\s+(?:already\\s+|had\\s+)?(?:knew|know|knows|known)\\b`,
    `\\b(?:known|familiar)\\s+to\\s+(?:the\\s+)?(?:${VICTIM}|her|him|them)\\b`,
  ].join('|'),
  'gi',
);

/** "the victim attacked by an acquaintance": the words that lead to the tie are part of it. */
const BY_TIE = `(?:(?:the\\s+)?${VICTIM}\\s+(?:was\\s+|were\\s+)?)?(?:attacked|assaulted|killed|murdered|raped|abused|stabbed|shot|harmed|hurt)\\s+by\\s+(?:an?\\s+|the\\s+|their\\s+|her\\s+|his\\s+)?`;

const DOMESTIC = 'domestic(?:\\s+(?:settings?|violence|abuse|context|situations?|incidents?|cases?))?';

const TIE_WORDS: readonly [string, Relationship][] = [
  [
    '(?:intimate\\s+)?partners?|husbands?|wi(?:fe|ves)|(?:boy|girl)friends?|spouses?|lovers?|ex-(?:husband|wife|boyfriend|girlfriend|partner)s?',
    'partner',
  ],
  // "relative to 2021" sets a base, names no relative.
  ['relatives?(?!\\s+to\\b)|family(?:\\s+members?)?|kin', 'family'],
  // "in a domestic setting", "domestic violence": a partner or someone of the family.
  [DOMESTIC, 'partner'],
  [DOMESTIC, 'family'],
  // "Hi neighbours" greets; "attacked by a neighbour", "his neighbour" names a tie.
  ["acquaintances?|(?<=\\b(?:by|his|her|their|a|the\\s+victim's)\\s+)neighbou?rs?", 'acquaintance'],
  ['strangers?', 'stranger'],
];
/** "a family member of the victim": whose tie it is, which names no victims to count. */
const OF_VICTIM = `(?:\\s+of\\s+(?:the\\s+)?(?:${VICTIM}|deceased))?`;
/**
 * "my late wife", "our son": the asker's own people, told of as context, tie no attacker to a victim;
 * nor does a thing's ("murder with no attempted murder as its partner").
 */
const ASKERS_OWN = '(?<!\\b(?:my|our|its)\\s+(?:(?:late|dear|own|beloved)\\s+)?)';
/** "her husband says no, it's the men": someone quoted, who names no attacker. */
const QUOTED =
  '(?!\\s+(?:says|said|thinks|thought|argues|argued|tells|told|reckons|believes|insists|asks|asked)\\b)';
const TIES: readonly [RegExp, Relationship][] = TIE_WORDS.map(([words, tie]) => [
  new RegExp(`\\b${ASKERS_OWN}(?:${BY_TIE})?(?:${words})\\b${QUOTED}${OF_VICTIM}`, 'gi'),
  tie,
]);

/** The ties a question restricts the attackers to, with the words it said them in. */
/**
 * "the incidents in which the relationship between attacker and victim is stated": the events whose
 * release states any tie at all, which a share may be taken of.
 */
const TIE_STATED =
  /\b(?:the\s+)?(?:[\p{L}]+-[\p{L}]+\s+)?(?:relationship|tie|link)(?:\s+between\s+(?:the\s+)?[\p{L}-]+\s+and\s+(?:the\s+)?[\p{L}-]+)?\s+(?:is|was|are|were)\s+(?:actually\s+|clearly\s+|explicitly\s+)?(?:stated|known|recorded|given|reported|clear|filled\s+in)\b|\b(?:stated|known|recorded)\s+relationships?\b|\b(?:releases?|they|police|statements?|reports?)\s+(?:state|states|specify|specifies|give|gives|record|records|report|reports|say|says|name|names|code|codes)\s+(?:the\s+)?(?:relationship|tie|link)(?:\s+between\s+(?:the\s+)?[\p{L}-]+\s+and\s+(?:the\s+)?[\p{L}-]+)?(?:\s+at\s+all)?/giu;

/** Where the question speaks of the events that state a tie. */
export const tieStatedSpans = (question: string): Span[] => [...question.matchAll(TIE_STATED)].map(spanOf);

const TIE_LEFT_OUT_BEFORE =
  /\b(?:excluding|not|except|but\s+not|other\s+than|apart\s+from|leaving\s+out)\s+(?:an?\s+|the\s+)?$/i;
const TIE_LEFT_OUT_AFTER = /^\s*(?:are\s+|is\s+)?(?:excluded|left\s+out|aside|not\s+counted)\b/i;

export function readRelationships(question: string): { relationships: Relationship[]; spans: Span[] } {
  const found = new Set<Relationship>();
  const spans: Span[] = [];
  for (const m of question.matchAll(KNOWN_TO_VICTIM)) {
    for (const tie of ['partner', 'family', 'acquaintance'] as const) found.add(tie);
    spans.push(spanOf(m));
  }
  const setAside = new Set<Relationship>();
  for (const [pattern, tie] of TIES) {
    for (const m of question.matchAll(pattern)) {
      // "(acquaintances excluded)", "not strangers": a tie left out narrows to the others named.
      const before = question.slice(Math.max(0, m.index - 30), m.index);
      const after = question.slice(m.index + m[0].length, m.index + m[0].length + 30);
      if (TIE_LEFT_OUT_BEFORE.test(before) || TIE_LEFT_OUT_AFTER.test(after)) setAside.add(tie);
      else found.add(tie);
      spans.push(spanOf(m));
    }
  }
  for (const tie of setAside) found.delete(tie);
  // "where the person who hurt them was their partner": the attacker, told of to name the tie.
  if (found.size > 0) spans.push(...[...question.matchAll(ATTACKER_TOLD)].map(spanOf));
  return { relationships: RELATIONSHIPS.filter((r) => found.has(r)), spans };
}

const ATTACKER_TOLD =
  /\b(?:the\s+)?(?:person|people|one|ones|man|woman|someone)\s+who\s+(?:hurt|attacked|harmed|killed|abused|assaulted|raped)\s+(?:them|her|him)\b|\b(?:their|her|his)\s+own\b/gi;

/** "the victim's partner or family", "a stranger". */
function tieWords(ties: readonly Relationship[]): string {
  const known = ties.filter((t) => t === 'partner' || t === 'family' || t === 'acquaintance');
  const parts = [
    ...(known.length > 0 ? [`the victim's ${joinOr(known)}`] : []),
    ...(ties.includes('stranger') ? ['a stranger'] : []),
    ...(ties.includes('unknown') ? ['someone the release does not place'] : []),
  ];
  return joinOr(parts);
}

export const relationshipFilter = defineFilter({
  name: 'relationship',
  shape: {
    /** How the attacker was related to the victim, as the release states it; an event matches any. */
    relationships: z.array(z.enum(RELATIONSHIPS)).max(5).optional(),
  },
  empty: { relationships: [] },
  read({ rest }) {
    const { relationships, spans } = readRelationships(rest);
    return { found: { relationships }, spans: [...spans, ...tieStatedSpans(rest)] };
  },
  isSet: (v) => v.relationships.length > 0,
  matches: (event, v) => {
    const tie = event.source.relationship;
    return (
      v.relationships.length === 0 || (tie !== null && tie !== undefined && v.relationships.includes(tie))
    );
  },
  unstated: (event) =>
    event.source.relationship === null ||
    event.source.relationship === undefined ||
    event.source.relationship === 'unknown'
      ? 'how the attacker and the victim were related'
      : null,
  toPlan: (v) => (v.relationships.length > 0 ? { relationships: [...v.relationships] } : {}),
  fromPlan: (p) => ({ relationships: p.relationships ?? [] }),
  describe: (v) => {
    if (v.relationships.length === 0) return [];
    // Every tie there is: the events that state one.
    if (RELATIONSHIPS.every((r) => v.relationships.includes(r)))
      return ['that state how the attacker and the victim were related'];
    return [`where the attacker was ${tieWords(v.relationships)}`];
  },
  support: (event, _notebookEvent, v) =>
    v.relationships.length > 0 ? evidenceSpans(event, event.evidence.relationship, 'people') : [],
});
