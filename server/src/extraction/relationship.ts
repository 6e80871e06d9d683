/**
 * The attacker's tie to the victim, when a release states it: "a man who stabbed his wife", "her
 * boyfriend was arrested", "the suspect, a neighbour of the victim". Gender-based violence reporting
 * depends on this field, so it is read only from phrasings that put the tie between the two people of
 * the case, never from a relative who merely speaks or finds the body ("the victim's mother said").
 */
import type { Relationship } from '../corpus/types';
import { wordTable } from '../corpus/word-table';

const TIES: Record<string, Exclude<Relationship, 'unknown' | 'stranger'>> = wordTable({
  husband: 'partner',
  wife: 'partner',
  boyfriend: 'partner',
  girlfriend: 'partner',
  partner: 'partner',
  lover: 'partner',
  spouse: 'partner',
  fiance: 'partner',
  fiancee: 'partner',
  father: 'family',
  mother: 'family',
  son: 'family',
  daughter: 'family',
  brother: 'family',
  sister: 'family',
  uncle: 'family',
  aunt: 'family',
  nephew: 'family',
  niece: 'family',
  cousin: 'family',
  grandfather: 'family',
  grandmother: 'family',
  grandson: 'family',
  granddaughter: 'family',
  stepfather: 'family',
  stepmother: 'family',
  stepson: 'family',
  stepdaughter: 'family',
  relative: 'family',
  'father-in-law': 'family',
  'mother-in-law': 'family',
  'brother-in-law': 'family',
  'sister-in-law': 'family',
  'son-in-law': 'family',
  'daughter-in-law': 'family',
  neighbour: 'acquaintance',
  neighbor: 'acquaintance',
  friend: 'acquaintance',
  colleague: 'acquaintance',
  'co-worker': 'acquaintance',
  employer: 'acquaintance',
  employee: 'acquaintance',
  boss: 'acquaintance',
  tenant: 'acquaintance',
  landlord: 'acquaintance',
  landlady: 'acquaintance',
  acquaintance: 'acquaintance',
  housemate: 'acquaintance',
  roommate: 'acquaintance',
  classmate: 'acquaintance',
});

const TIE = `(?:ex-|former |estranged |late |own )?(${Object.keys(TIES).join('|')})s?`;
const HARMED =
  '(?:killed|murdered|stabbed|shot|strangled|assaulted|raped|attacked|burnt|burned|hacked|beat|beaten|kidnapped|abducted|poisoned|set alight|killing|murdering|stabbing|shooting|strangling|assaulting|raping|attacking|burning|hacking|beating|kidnapping|abducting|poisoning|the (?:murder|killing|rape|death|assault) of)';
const POSSESSOR =
  "(?:his|her|their|the victim's|the deceased's|the woman's|the man's|the girl's|the boy's|the child's)";
/** Only words of manner may stand between the harm and the tie: "killed along with his brother" is no tie. */
const MANNER = '(?:(?:allegedly|brutally|fatally|repeatedly|viciously) )?';
const APPOSITION = '(?:(?:who is|who was|believed to be|said to be|allegedly) )?';
const SUSPECT_STATE =
  '(?:was|has been|had been|were|have been|is|are) (?:arrested|apprehended|detained|charged|taken into custody|accused|suspected|believed|alleged|expected to appear|due to appear)';

const READINGS: Array<{ pattern: RegExp; tie: (m: RegExpMatchArray) => Relationship | undefined }> = [
  // "a man who stabbed his wife", "accused of killing his girlfriend": the harmed person is the attacker's tie.
  { pattern: new RegExp(`\\b${HARMED} ${MANNER}(?:his|her|their) ${TIE}\\b`, 'i'), tie: (m) => tieOf(m[1]) },
  // "her boyfriend was arrested", "the victim's husband has been charged".
  {
    pattern: new RegExp(`\\b${POSSESSOR} ${TIE}(?: \\(\\d+\\))?,? ${SUSPECT_STATE}\\b`, 'i'),
    tie: (m) => tieOf(m[1]),
  },
  // "allegedly by her boyfriend", "at the hands of his stepfather".
  { pattern: new RegExp(`\\b(?:by|at the hands of) ${POSSESSOR} ${TIE}\\b`, 'i'), tie: (m) => tieOf(m[1]) },
  // "the suspect, who is the victim's uncle", "the accused, a neighbour of the family,".
  {
    pattern: new RegExp(
      `\\b(?:suspect|accused|attacker|perpetrator)s?,? ${APPOSITION}(?:an? |${POSSESSOR} )${TIE}\\b`,
      'i',
    ),
    tie: (m) => tieOf(m[1]),
  },
  { pattern: /\b(?:intimate[- ]partner|domestic partner)\b/i, tie: () => 'partner' },
  {
    pattern: /\b(?:known to (?:the|both) (?:victims?|deceased)|an acquaintance of)\b/i,
    tie: () => 'acquaintance',
  },
  { pattern: /\bunknown to the (?:victims?|deceased)\b/i, tie: () => 'stranger' },
];

function tieOf(word: string | undefined): Relationship | undefined {
  return word === undefined ? undefined : TIES[word.toLowerCase()];
}

/** The relationship the text states, with the words it was read from; null when it states none. */
export function readRelationship(text: string): { relationship: Relationship; words: string } | null {
  for (const { pattern, tie } of READINGS) {
    const match = text.match(pattern);
    const relationship = match ? tie(match) : undefined;
    if (match && relationship) return { relationship, words: match[0] };
  }
  return null;
}
