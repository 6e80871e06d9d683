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
/**
 * What may stand between a possessive and the tie without changing whose tie it is: "his
 * 10-year-old neighbour", "her elderly mother", "his own colleague".
 */
const TIE_ADJECTIVES =
  '(?:(?:[a-z]+-year-old|\\d+-year-old|elderly|young|teenage|pregnant|disabled|live-in|own) )*';
const HARMED =
  '(?:killed|murdered|stabbed|shot|strangled|assaulted|raped|attacked|burnt|burned|hacked|beat|beaten|kidnapped|abducted|poisoned|set alight|forced|turned on|killing|murdering|stabbing|shooting|strangling|assaulting|raping|attacking|burning|hacking|beating|kidnapping|abducting|poisoning|forcing|turning on|(?:murder|killing|rape|death|assault|torture|kidnapping|abduction) of)';
/** How a harm verb may end before its object: "shot dead his colleague", "stabbed to death his wife". */
const HARM_END = '(?:(?:dead|to death) )?';
const POSSESSOR =
  "(?:his|her|their|the victim's|the deceased's|the woman's|the man's|the girl's|the boy's|the child's)";
/** Only words of manner may stand between the harm and the tie: "killed along with his brother" is no tie. */
const MANNER = '(?:(?:allegedly|brutally|fatally|repeatedly|viciously) )?';
const APPOSITION = '(?:(?:who is|who was|is|was|believed to be|said to be|allegedly) )?';
const SUSPECT_STATE =
  '(?:was|has been|had been|were|have been|is|are) (?:arrested|apprehended|detained|charged|taken into custody|accused|suspected|believed|alleged|expected to appear|due to appear)';
/** A person told of by what they are, not by name: "a man they knew", "two men she did not know". */
const SOMEONE =
  '(?:man|men|woman|women|person|people|persons|suspects?|attackers?|assailants?|boys?|girls?|youths?|someone|somebody)';
/** Whoever the victim is in a clause of theirs: "she knew the man", "the girl knew her attacker". */
const KNOWER = '(?:he|she|they|victims?|child|children|girls?|boys?|woman|man|complainant)';
const ATTACKER =
  '(?:suspects?|attackers?|assailants?|accused|perpetrators?|rapists?|killers?|man|woman|men|women)';

const READINGS: Array<{ pattern: RegExp; tie: (m: RegExpMatchArray) => Relationship | undefined }> = [
  // "a man who stabbed his wife", "accused of killing his girlfriend", "shot dead his colleague", "for
  // the torture and murder of his father": the harmed person is the attacker's tie.
  {
    pattern: new RegExp(`\\b${HARMED} ${HARM_END}${MANNER}(?:his|her|their) ${TIE_ADJECTIVES}${TIE}\\b`, 'i'),
    tie: (m) => tieOf(m[1]),
  },
  // "her boyfriend was arrested", "the victim's husband has been charged".
  {
    pattern: new RegExp(`\\b${POSSESSOR} ${TIE}(?: \\(\\d+\\))?,? ${SUSPECT_STATE}\\b`, 'i'),
    tie: (m) => tieOf(m[1]),
  },
  // "allegedly by her boyfriend", "at the hands of his stepfather".
  { pattern: new RegExp(`\\b(?:by|at the hands of) ${POSSESSOR} ${TIE}\\b`, 'i'), tie: (m) => tieOf(m[1]) },
  // "the suspect, who is the victim's uncle", "the accused, a neighbour of the family,", "the suspect
  // is a colleague of the child's mother".
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
  // "the suspect, who attends the same church", "inside the firm where they were employed": a
  // congregation, school or workplace the attacker shares with the victim.
  {
    pattern:
      /\b(?:attends?|attended|attending) the same (?:church|congregation|mosque|school|class|college|gym)\b|\b(?:inside|at|in) the (?:firm|company|business|shop|store|farm|factory|premises|workplace|restaurant|tavern|mine) where (?:they|he|she) (?:were|was) (?:employed|working)\b|\bemployed (?:by|at) the (?:victim|deceased|complainant)\b/i,
    tie: () => 'acquaintance',
  },
  // "lured ... by a man they knew", "she knew the man": the victim knew the one who harmed them.
  {
    pattern: new RegExp(
      `\\bby an? ${SOMEONE} (?:whom |that )?(?:he|she|they) knew\\b|\\b${KNOWER} knew (?:the|her|his|their) ${ATTACKER}\\b`,
      'i',
    ),
    tie: () => 'acquaintance',
  },
  // "two men he did not know", "a woman she did not know offered to carry the baby". The words about
  // someone the victim did not know, never "did not know the people having the party" said by a witness.
  {
    pattern: new RegExp(
      `\\b(?:unknown to the (?:victims?|deceased)|${SOMEONE} (?:whom |that )?(?:he|she|they) (?:did not know|didn't know|had never (?:met|seen)))\\b`,
      'i',
    ),
    tie: () => 'stranger',
  },
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
