/**
 * The people reader's rules, as tables. A sentence is read token by token; at each token the rules of
 * a table are tried in their order, and the first whose trigger (a cheap test of the words there)
 * holds takes the token: its finder reads whom the words tell of, and no rule after it sees that
 * token, unless the rule `passes` (it reads something else from the same words). So a table's order
 * decides which reading a word gets where two rules could read it; where it matters the table says
 * why. Each rule carries example sentences with the reading the whole reader gives them: they are its
 * tests (people-rules.test.ts).
 */
import { numberOfWord } from '../corpus/numbers';
import type { SuspectsBySex, Victims } from '../corpus/types';
import {
  type Antecedents,
  AUX,
  aboutSuspectsUpTo,
  accomplishedInfinitive,
  attackerOf,
  BETWEEN,
  bareCountObject,
  describedSuspect,
  ELLIPTIC_NEXT,
  type Fate,
  type Found,
  fateOf,
  isCaptive,
  isReported,
  isSoughtOrAccused,
  isUndone,
  namesAccused,
  namingAs,
  objectOf,
  openingDoerOf,
  POINT,
  relativeSubjectOf,
  singularByVerb,
  subjectOf,
  wordsOf,
} from './people-clauses';
import { lower, type Phrase, phrasesOf, readGroup, type Token, tokenize } from './person-phrases';

/** What the whole reader gives for an example; a field left out is not checked. */
export interface ExpectedReading {
  suspects_arrested?: number | null;
  suspect_ages?: number[];
  victims?: Partial<Victims>;
  suspects?: Partial<SuspectsBySex>;
}

export interface Example {
  /** A headline, for the rules that read headlines' shorthand ("Six held"). */
  title?: string;
  text: string;
  reads: ExpectedReading;
}

/** Where the people a rule finds are kept. */
type Role = 'arrested' | 'accused' | 'described' | 'victim' | 'attacker' | 'owner';

/** The sentence being read, with what has been found so far. */
interface Sentence {
  tokens: Token[];
  phrases: Phrase[];
  antecedents: Antecedents;
  found: Found;
  /** The phrases of this sentence read as arrested, who are no victims. */
  arrested: ReadonlySet<Phrase>;
  /** Whether the words before a token speak of suspects and not of victims. */
  aboutSuspects: (k: number) => boolean;
}

/** The token a rule is tried at, in its sentence. */
interface At extends Sentence {
  k: number;
  word: string;
  next: string;
}

/** The people a rule found, and the first and last token of the words it read them from. */
interface Hit {
  phrase: Phrase;
  from: number;
  to: number;
  fate?: Fate;
  /** Harmed in body ("stabbed", "beaten"), whatever became of them after. */
  wounded?: boolean;
  /** One more of a list the sentence is telling ("another woman lay in the kitchen"). */
  listed?: true;
}

export interface PeopleRule {
  name: string;
  role: Role;
  examples: readonly Example[];
  trigger: (at: At) => boolean;
  /**
   * Whom the words at the token tell of; null when they turn out to tell of no one. A rule without a
   * finder reads no one: it is there to keep its words from the rules after it.
   */
  find?: (at: At) => Hit | null;
  /** The rules after this one still read the token. */
  passes?: true;
}

/**
 * A rule read at each people phrase of a sentence, once the token rules of its table have read it.
 * Every phrase rule whose trigger holds reads the phrase; they run in order, phrase by phrase, so the
 * people they find are met in the order the sentence tells them.
 */
export interface PhraseRule {
  name: string;
  role: Role;
  examples: readonly Example[];
  trigger: (phrase: Phrase, sentence: Sentence) => boolean;
  find: (phrase: Phrase, sentence: Sentence) => Hit | null;
}

const ARREST_PARTICIPLES = new Set([
  'arrested',
  'apprehended',
  'nabbed',
  'detained',
  'caught',
  'held',
  'bust',
  'busted',
  'collared',
  'handcuffed',
  'netted',
  'rearrested',
  're-arrested',
]);

/** Court stages: their subjects are accused people, which counts as an arrest when none is reported. */
const COURT_VERBS = new Set([
  'appeared',
  'appear',
  'appears',
  'charged',
  'convicted',
  'sentenced',
  'remanded',
  'jailed',
  'imprisoned',
]);

/** "the deceased", "the deceased, a woman and her son": a subject the release already calls dead. */
function namesTheDead(tokens: Token[], phrase: Phrase): boolean {
  const from = Math.max(0, phrase.start - 2);
  return tokens.slice(from, phrase.end).some((t) => t.lower === 'deceased');
}

/** The object of a verb at k, as the words it was read from. */
const objectHit = (object: Phrase | null, k: number, fate?: Fate): Hit | null =>
  object ? { phrase: object, from: k, to: object.end - 1, fate } : null;

/** The subject of a verb at `to`, as the words from the subject to the verb. */
const subjectHit = (subject: { phrase: Phrase } | null, to: number, fate?: Fate): Hit | null =>
  subject ? { phrase: subject.phrase, from: subject.phrase.start, to, fate } : null;

/** "under police guard", "under guard": where "under" stands, if it does. */
const underAt = (at: At) =>
  at.word === 'guard' ? [1, 2].map((d) => at.k - d).find((m) => lower(at.tokens, m) === 'under') : undefined;

/** "in custody", "in North West police custody": where "in" stands, if it does. */
const inAt = (at: At) =>
  at.word === 'custody'
    ? [1, 2, 3, 4].map((d) => at.k - d).find((m) => lower(at.tokens, m) === 'in')
    : undefined;

const MADE = /^(?:made|make|makes|making)$/;

/**
 * Who was arrested, who is accused in court, and whom the release describes as a suspect. The rules
 * that take their token come first; the last three pass it on, as their words never meet.
 */
export const SUSPECT_RULES: readonly PeopleRule[] = [
  {
    name: 'arrested, held, taken into custody',
    role: 'arrested',
    examples: [
      { text: 'Two suspects were arrested on Monday.', reads: { suspects_arrested: 2 } },
      {
        text: 'Police arrested a 25-year-old man and his 30-year-old accomplice.',
        reads: { suspects_arrested: 2, suspect_ages: [25, 30] },
      },
      { text: 'The suspect was traced to Tembisa and arrested.', reads: { suspects_arrested: 1 } },
      { title: 'Six held for robbery', text: '', reads: { suspects_arrested: 6 } },
      // The verb agrees with the two men, not with the businessman or the town told between.
      {
        text: 'Police said the two men wanted for the killing of a businessman in Phuthaditjhaba were arrested.',
        reads: { suspects_arrested: 2, suspects: { female: 0, male: 2 } },
      },
    ],
    trigger: ({ k, word, next, tokens }) => {
      const takenIntoCustody =
        (word === 'taken' || word === 'placed') && next === 'into' && lower(tokens, k + 2) !== 'hospital';
      const arrestVerb =
        (ARREST_PARTICIPLES.has(word) &&
          !(word === 'held' && /^(?:hostage|captive|at|up|responsible|a|in)$/.test(next))) ||
        (word === 'caught' && !['in', 'fire', 'hold', 'on', 'up'].includes(next)) ||
        ((word === 'rounded' || word === 'picked') && next === 'up') ||
        takenIntoCustody;
      // "the arrested man" refers to someone already counted.
      const adjective = /^(?:the|a|an|this|these|those|both|all|his|her|their)$/.test(lower(tokens, k - 1));
      return arrestVerb && !adjective && !isUndone(tokens, k);
    },
    find: ({ k, word, tokens, phrases, antecedents }) => {
      const subject = subjectOf(tokens, phrases, k);
      const object = subject?.passive
        ? null
        : objectOf(tokens, word === 'rounded' || word === 'picked' ? k + 1 : k);
      // "held two cashiers at gunpoint", "held the family hostage": captives, not arrests.
      if (object && word === 'held' && isCaptive(tokens, object.end)) return null;
      if (object && object.count !== 0) return objectHit(object, k);
      if (subject)
        return { phrase: singularByVerb(tokens, subject.phrase, k), from: subject.phrase.start, to: k };
      const named = object ? null : antecedents.namedBefore(tokens, k);
      return named ? { phrase: named, from: named.start, to: k } : null;
    },
  },
  {
    name: 'managed to arrest',
    role: 'arrested',
    examples: [
      { text: 'Police managed to arrest two suspects after a chase.', reads: { suspects_arrested: 2 } },
    ],
    trigger: ({ k, word, tokens }) => word === 'arrest' && accomplishedInfinitive(tokens, k),
    find: ({ k, tokens }) => {
      const object = objectOf(tokens, k);
      return object && object.count !== 0 ? objectHit(object, k) : null;
    },
  },
  {
    name: 'took or has taken into custody',
    role: 'arrested',
    examples: [
      { text: 'Officers took three men into custody.', reads: { suspects_arrested: 3 } },
      {
        text: 'Police have taken two men, aged 37 and 39, into custody.',
        reads: { suspects_arrested: 2, suspect_ages: [37, 39] },
      },
    ],
    trigger: ({ k, word, tokens }) =>
      (word === 'took' || word === 'taken' || word === 'take') &&
      tokens.slice(k + 1, k + 12).some((t, n) => t.lower === 'custody' && n > 0),
    find: ({ k, tokens }) => (isUndone(tokens, k) ? null : objectHit(objectOf(tokens, k), k)),
  },
  // Before "N arrests", which would take "arrests" and find no count in "the".
  {
    name: 'the arrest of',
    role: 'arrested',
    examples: [
      { text: 'The investigation led to the arrest of four suspects.', reads: { suspects_arrested: 4 } },
      {
        text: 'Police welcomed the arrests of two men aged 24 and 31.',
        reads: { suspects_arrested: 2, suspect_ages: [24, 31] },
      },
    ],
    trigger: ({ k, word, next, tokens }) =>
      (word === 'arrest' || word === 'arrests') && next === 'of' && isReported(tokens, k),
    find: ({ k, tokens }) => objectHit(readGroup(tokens, k + 2, true), k),
  },
  {
    name: 'N arrests',
    role: 'arrested',
    examples: [{ text: 'Police made 12 arrests during the operation.', reads: { suspects_arrested: 12 } }],
    trigger: ({ k, word, tokens }) => word === 'arrests' && !isUndone(tokens, k),
    find: ({ k, tokens }) => {
      const count = numberOfWord(lower(tokens, k - 1));
      if (!count) return null;
      const phrase: Phrase = {
        start: k - 1,
        end: k,
        count,
        persons: [],
        kind: 'suspect',
        fresh: false,
        pronoun: false,
        definite: false,
        plural: count > 1,
      };
      return { phrase, from: k - 1, to: k };
    },
  },
  {
    name: 'under arrest',
    role: 'arrested',
    examples: [
      {
        text: 'The 34-year-old driver was placed under arrest.',
        reads: { suspects_arrested: 1, suspect_ages: [34] },
      },
    ],
    trigger: ({ k, word, tokens }) =>
      word === 'arrest' && lower(tokens, k - 1) === 'under' && !isUndone(tokens, k),
    find: ({ k, tokens, phrases }) => subjectHit(subjectOf(tokens, phrases, k - 2), k),
  },
  {
    name: 'under police guard',
    role: 'arrested',
    examples: [
      {
        text: 'The wounded suspect remains under police guard in hospital.',
        reads: { suspects_arrested: 1 },
      },
    ],
    trigger: (at) => underAt(at) !== undefined && !isUndone(at.tokens, at.k),
    find: (at) => {
      let verbAt = underAt(at) as number;
      while (verbAt > 0 && /^(?:remains?|remained|kept|being)$/.test(lower(at.tokens, verbAt - 1)))
        verbAt -= 1;
      const subject = subjectOf(at.tokens, at.phrases, verbAt);
      return subject && subject.phrase.kind !== 'victim' ? subjectHit(subject, at.k) : null;
    },
  },
  {
    name: 'in custody',
    role: 'arrested',
    examples: [
      {
        text: 'A 22-year-old man is in police custody.',
        reads: { suspects_arrested: 1, suspect_ages: [22] },
      },
    ],
    trigger: (at) => inAt(at) !== undefined && !isUndone(at.tokens, at.k),
    find: (at) => {
      const verbAt = inAt(at) as number;
      const subject = subjectOf(at.tokens, at.phrases, verbAt);
      if (subject) return subjectHit(subject, verbAt);
      const remain = at.phrases.find(
        (p) => p.end === verbAt - 1 && /^remain/.test(lower(at.tokens, verbAt - 1)),
      );
      return remain ? { phrase: remain, from: remain.start, to: at.k } : null;
    },
  },
  {
    name: 'handed himself over',
    role: 'arrested',
    examples: [
      {
        text: 'The 45-year-old suspect handed himself over to police.',
        reads: { suspects_arrested: 1, suspect_ages: [45] },
      },
    ],
    trigger: ({ k, word, next, tokens }) =>
      ['handed', 'hands', 'handing', 'turned', 'turns', 'turning'].includes(word) &&
      ['himself', 'herself', 'themselves'].includes(next) &&
      !isUndone(tokens, k),
    find: ({ k, tokens, phrases }) => subjectHit(subjectOf(tokens, phrases, k), k + 2),
  },
  {
    name: 'made an appearance',
    role: 'accused',
    examples: [
      {
        text: "Three men made their first appearance in the Soweto Magistrate's Court.",
        reads: { suspects_arrested: 3, suspects: { female: 0, male: 3 } },
      },
    ],
    trigger: ({ k, word, tokens }) =>
      word === 'appearance' && (MADE.test(lower(tokens, k - 1)) || MADE.test(lower(tokens, k - 3))),
    find: ({ k, tokens, phrases, antecedents }) => {
      const back = (MADE.test(lower(tokens, k - 1)) ? 1 : 0) + (MADE.test(lower(tokens, k - 3)) ? 3 : 0);
      const subject = subjectOf(tokens, phrases, k - back);
      if (!subject || subject.phrase.kind === 'victim') return null;
      return { phrase: antecedents.resolve(subject.phrase), from: subject.phrase.start, to: k };
    },
  },
  {
    name: 'the accused are, identified them as',
    role: 'accused',
    examples: [
      {
        text: 'The accused are Sipho Dlamini (27) and Thabo Nkosi (31).',
        reads: { suspects_arrested: 2, suspect_ages: [27, 31] },
      },
      {
        text: 'Two suspects were arrested on Friday. Police identified them as John Mokoena, 28, and Peter Zulu, 35.',
        reads: { suspects_arrested: 2, suspect_ages: [28, 35] },
      },
    ],
    trigger: ({ word }) => /^(?:are|is|were|was|identified|named)$/.test(word),
    find: ({ k, word, tokens, phrases, found, aboutSuspects }) => {
      const copula = ['are', 'is', 'were', 'was'].includes(word);
      const namedBySubject = copula && phrases.some((p) => p.end === k && p.kind === 'suspect');
      // After a clause about suspects ("The five arrested ..., who appeared in court, are"), only a list
      // of names with ages names them: "his employer is John Smith, 52" names someone else.
      const namedAfterClause = copula && !namedBySubject && aboutSuspects(k);
      const namesFrom =
        namedBySubject || namedAfterClause ? k + 1 : namingAs(tokens, phrases, k, found.lastRole);
      if (namesFrom === null) return null;
      const named = readGroup(tokens, namesFrom);
      const names = namedAfterClause ? namesAccused(named) : named?.persons.some((p) => p.name !== undefined);
      return named && names ? { phrase: named, from: k, to: named.end - 1 } : null;
    },
    passes: true,
  },
  {
    name: 'found carrying, facing charges',
    role: 'described',
    examples: [
      {
        text: 'A 31-year-old was found carrying diamonds worth R2 million.',
        reads: { suspects_arrested: 0, suspect_ages: [31] },
      },
      {
        text: 'A 52-year-old man is facing charges of kidnapping.',
        reads: { suspects_arrested: 0, suspect_ages: [52] },
      },
      {
        text: 'The stolen diamond was discovered on a 33-year-old man.',
        reads: { suspects_arrested: 0, suspect_ages: [33] },
      },
    ],
    trigger: ({ word }) => /^(?:found|discovered|facing|faces|face|implicating|implicates)$/.test(word),
    find: ({ k, tokens, phrases }) => {
      const described = describedSuspect(tokens, phrases, k);
      if (!described) return null;
      return { phrase: described, from: Math.min(described.start, k), to: Math.max(described.end - 1, k) };
    },
    passes: true,
  },
  {
    name: 'appeared in court, found guilty, due in court',
    role: 'accused',
    examples: [
      {
        text: "Two men appeared in the Durban Magistrate's Court on Monday.",
        reads: { suspects_arrested: 2, suspects: { female: 0, male: 2 } },
      },
      {
        text: 'The 29-year-old accused was found guilty of murder.',
        reads: { suspects_arrested: 1, suspect_ages: [29] },
      },
      {
        text: "A 26-year-old suspect is due in the Cape Town Magistrate's Court on Monday.",
        reads: { suspects_arrested: 1, suspect_ages: [26] },
      },
    ],
    trigger: ({ k, word, next, tokens }) => {
      // "A 26-year-old suspect is due this morning in a Cape Town court", "is expected in court on Monday".
      const dueInCourt =
        (word === 'due' || word === 'expected') &&
        next !== 'to' &&
        tokens.slice(k + 1, k + 8).some((t) => t.lower === 'court');
      return COURT_VERBS.has(word) || (word === 'found' && next === 'guilty') || dueInCourt;
    },
    find: ({ k, tokens, phrases, antecedents }) => {
      const named = antecedents.namedBefore(tokens, k);
      const subject = subjectOf(tokens, phrases, k) ?? (named ? { phrase: named, passive: false } : null);
      if (!subject || subject.phrase.kind === 'victim') return null;
      return { phrase: antecedents.resolve(subject.phrase), from: subject.phrase.start, to: k };
    },
    passes: true,
  },
];

/** People the release tells of without a verb that arrests or accuses them. */
export const SUSPECT_PHRASE_RULES: readonly PhraseRule[] = [
  {
    name: 'searching for two men, two men accused of',
    role: 'attacker',
    examples: [
      {
        text: 'Police are searching for two men who robbed the shop.',
        reads: { suspects_arrested: 0, suspects: { female: 0, male: 2 } },
      },
      {
        text: 'The court remanded the twelve men who stand accused of robbery.',
        reads: { suspects_arrested: 0, suspects: { female: 0, male: 12 } },
      },
    ],
    trigger: (phrase) =>
      phrase.persons.some((p) => p.gender !== undefined) &&
      !phrase.pronoun &&
      phrase.kind !== 'victim' &&
      phrase.kind !== 'police',
    find: (phrase, { tokens }) =>
      isSoughtOrAccused(tokens, phrase) ? { phrase, from: phrase.start - 2, to: phrase.end + 1 } : null,
  },
  {
    name: 'the two gunmen',
    role: 'attacker',
    examples: [
      {
        text: 'The two gunmen fled in a white car.',
        reads: { suspects_arrested: 0, suspects: { female: 0, male: 2 } },
      },
      {
        title: 'Balaclava-clad gunmen spray tavern with bullets',
        text: 'Two unidentified attackers walked into a tavern and opened fire on the patrons.',
        reads: { suspects_arrested: 0, suspects: { female: 0, male: 2 } },
      },
    ],
    // Attackers counted without a sex ("two unidentified attackers") are kept too: a word for all of
    // them elsewhere ("balaclava-clad gunmen" in the headline) may give it.
    trigger: (phrase, { arrested }) =>
      phrase.kind === 'suspect' &&
      !phrase.pronoun &&
      !arrested.has(phrase) &&
      (phrase.persons.some((p) => p.gender !== undefined) ||
        phrase.gender !== undefined ||
        phrase.count !== null),
    find: (phrase) => ({ phrase, from: phrase.start, to: phrase.end - 1 }),
  },
  {
    name: 'the 60-year-old suspect, one of the suspects, a 39-year-old',
    role: 'described',
    examples: [
      {
        text: 'The suspects, aged 50, 39 and 29, fled on foot.',
        reads: { suspects_arrested: 0, suspect_ages: [50, 39, 29] },
      },
      {
        text: 'One of the suspects, a 39-year-old who lives in Soweto, fled.',
        reads: { suspects_arrested: 0, suspect_ages: [39] },
      },
    ],
    trigger: (phrase) => phrase.kind === 'suspect',
    find: (phrase, { tokens, phrases }) => {
      const aged = phrase.persons.some((p) => p.age !== undefined) ? phrase : null;
      // "one of the suspects, a 39-year-old who ...": the words after the comma say who.
      const apposition =
        lower(tokens, phrase.end) === ','
          ? phrases.find(
              (p) => p.start === phrase.end + 1 && p.count === 1 && p.persons[0]?.age !== undefined,
            )
          : undefined;
      const who = apposition ?? aged;
      return who ? { phrase: who, from: phrase.start, to: who.end - 1 } : null;
    },
  },
];

/** Verbs that hurt or wrong a person; their object (or passive subject) is a victim. */
const VICTIM_VERBS = new Set([
  'shot',
  'killed',
  'murdered',
  'stabbed',
  'raped',
  'robbed',
  'assaulted',
  'attacked',
  'kidnapped',
  'abducted',
  'hijacked',
  'injured',
  'wounded',
  'hurt',
  'hacked',
  'burnt',
  'burned',
  'beaten',
  'beat',
  'strangled',
  'struck',
  'accosted',
  'threatened',
  'molested',
  'slain',
  'ambushed',
  'targeted',
  'trafficked',
  'rescued',
  'tortured',
  'hospitalised',
  'hospitalized',
  'lured',
  'gunned',
  'mugged',
  'harassed',
  'violated',
  'stoned',
  'necklaced',
  'butchered',
  'bludgeoned',
  'executed',
  'overpowered',
  'tied',
  'terrorised',
  'grabbed',
  'dragged',
  'pushed',
  'forced',
  'slapped',
  'punched',
  'kicked',
  'shoved',
  'choked',
  'bundled',
  'poisoned',
  'hit',
  'harmed',
]);

/** Gerunds and plain forms, which only ever take their victim as object: "killing the three women", "to stab him". */
const VICTIM_ACTIVE = new Set([
  'killing',
  'kill',
  'murdering',
  'stabbing',
  'stab',
  'shooting',
  'shoot',
  'raping',
  'rape',
  'robbing',
  'rob',
  'assaulting',
  'assault',
  'attacking',
  'attack',
  'kidnapping',
  'kidnap',
  'abducting',
  'abduct',
  'injuring',
  'injure',
  'wounding',
  'hijacking',
  'hijack',
  'extorting',
  'extort',
  'extorted',
  'threatening',
  'strangling',
  'torturing',
  'beating',
  'hacking',
]);

/**
 * Present forms, as headlines tell: "Gunman kills three and wounds two", "Man stabs neighbour". Most are
 * also plural nouns ("12 murders he is alleged to have committed"), so they count only as verbs.
 */
const VICTIM_PRESENT = new Set(
  'kills murders stabs shoots rapes robs assaults attacks kidnaps abducts injures wounds hijacks strangles tortures'.split(
    ' ',
  ),
);
/** Words before a present form that make it a noun: "the attacks", "12 murders", "gunshot wounds". */
const NOUN_BEFORE = /^(?:the|a|an|these|those|such|of|many|several|more|other|gunshot|stab|\d+|\w+-related)$/;
const SUBJECT_PRONOUN = /^(?:he|she|they|we|i|it|you)$/;

/** What is "executed" when no one is: "the warrant was executed". */
const CARRIED_OUT = /^(?:warrants?|search|operation|orders?|arrests?|plans?|raids?)$/;

/** Verbs whose subject is the victim: "the man died". */
const VICTIM_INTRANSITIVE = new Set(['died', 'succumbed', 'perished', 'drowned', 'dies', 'succumbs']);

/** "Four bodies, those of one woman and three men,": where the people named after "those of" start. */
function thoseOfAt(tokens: Token[], k: number): number | undefined {
  const named =
    lower(tokens, k + 1) === ',' && lower(tokens, k + 2) === 'those' && lower(tokens, k + 3) === 'of';
  return named && /^(?:bodies|body|remains)$/.test(lower(tokens, k)) ? k + 4 : undefined;
}

/** "the murder of", "the bodies of": the people after "of" are victims. */
const VICTIM_NOUNS = new Set([
  'murder',
  'murders',
  'killing',
  'killings',
  'death',
  'deaths',
  'rape',
  'rapes',
  'kidnapping',
  'abduction',
  'shooting',
  'stabbing',
  'assault',
  'robbery',
  'hijacking',
  'body',
  'bodies',
  'remains',
  'attack',
  'assassination',
  'extortion',
  'torture',
  'abuse',
  'stabbing',
]);

const FOUND_STATES = new Set([
  'dead',
  'murdered',
  'lifeless',
  'lying',
  'burnt',
  'unconscious',
  'hanging',
  'buried',
  'naked',
  'bleeding',
  'injured',
  'wounded',
  'stabbed',
  'shot',
  'strangled',
]);

const WEAPON = /^(?:firearms?|guns?|pistols?|knife|knives|revolvers?|rifles?|weapons?)$/;

/** "fired at", "shooting at", "opened fire on": the people after the preposition are shot at. */
/**
 * "fired at", "opened fire on", "opened fire indiscriminately on": where the preposition before the
 * people fired at stands, if it does.
 */
function firedAt({ k, word, tokens }: At): number | undefined {
  if (!/^(?:fired|firing|shot|shooting|fire)$/.test(word)) return undefined;
  const at = /ly$/.test(lower(tokens, k + 1)) ? k + 2 : k + 1;
  const preposition = lower(tokens, at);
  return preposition === 'at' || (word === 'fire' && preposition === 'on') ? at : undefined;
}

/** Verbs of breaking in on or falling upon people, whose doers are the attackers though no one is hurt. */
const FELL_UPON = new Set([
  'stormed',
  'ambushed',
  'accosted',
  'confronted',
  'invaded',
  'overpowered',
  'cornered',
]);

/** "pointed a firearm at", "pulled a knife on": where the preposition before the threatened stands. */
function weaponOn(tokens: Token[], k: number): number | undefined {
  if (!/^(?:pulled|pointed|drew|aimed|pulling|pointing)$/.test(lower(tokens, k))) return undefined;
  const on = [k + 2, k + 3].find((m) => /^(?:on|at)$/.test(lower(tokens, m)));
  return on !== undefined && WEAPON.test(lower(tokens, on - 1)) ? on : undefined;
}

/** Verbs that begin the shooting and stand between its doer and it: "started shooting at", "opened fire on". */
const BEGUN = /^(?:started|began|begun|start|begin|opened|open)$/;

/**
 * Verbs that harm the body, whose victims are hurt unless the release says they died: "the owner was
 * stabbed several times", "stabbing both parents". Not "attacked", "robbed" or "raped", which the
 * releases use without saying whether anyone was hurt, nor "shot at".
 */
const WOUNDING =
  /^(?:stabbed|stabbing|stabs|shot|shooting|shoots|assaulted|assaulting|assaults|beaten|beat|beating|hacked|hacking|burnt|burned|strangled|strangling|bludgeoned|tortured|torturing|punched|kicked|choked|slapped|struck)$/;

const woundedBy = (word: string, hit: Hit | null): Hit | null =>
  hit && WOUNDING.test(word) ? { ...hit, wounded: true } : hit;

/** A group of people told of by pronoun ("them") is never counted as victims by its own words. */
const countable = (object: Phrase | null) => (object && !(object.pronoun && object.plural) ? object : null);

/**
 * Who was harmed, and who did the harm. Read once the arrested are known, so that no one is both. The
 * two rules that read no one come first and keep their token from every other rule; the harm verbs
 * come before the gerunds, which only ever take an object.
 */
export const VICTIM_RULES: readonly PeopleRule[] = [
  {
    name: 'shot by the police',
    role: 'victim',
    examples: [
      {
        text: 'Two suspects were shot and killed by police during a shootout.',
        reads: { victims: { count: null, killed: null } },
      },
    ],
    trigger: ({ k, next, tokens }) =>
      next === 'by' &&
      ['police', 'officers', 'members', 'the'].includes(lower(tokens, k + 2)) &&
      /police|officers|members/.test(`${lower(tokens, k + 2)} ${lower(tokens, k + 3)}`),
  },
  {
    name: 'a warrant executed',
    role: 'victim',
    examples: [{ text: 'A search warrant was executed at the house.', reads: { victims: { count: null } } }],
    trigger: ({ k, word, tokens }) =>
      word === 'executed' && tokens.slice(Math.max(0, k - 8), k).some((t) => CARRIED_OUT.test(t.lower)),
  },
  {
    name: 'the attacker',
    role: 'attacker',
    examples: [
      {
        text: 'Two gunmen shot a 40-year-old man outside his home.',
        reads: { suspects_arrested: 0, suspects: { female: 0, male: 2 } },
      },
      { text: 'She was stabbed by a man she knew.', reads: { suspects: { female: 0, male: 1 } } },
      {
        text: 'A 40-year-old woman was stabbed several times by two men.',
        reads: { suspects: { female: 0, male: 2 } },
      },
      {
        text: 'A motorist was held up at gunpoint by three men posing as hitchhikers.',
        reads: { suspects: { female: 0, male: 3 } },
      },
    ],
    // "held up at gunpoint by three men": a hold-up's agent is the attacker too.
    trigger: ({ word, next }) =>
      VICTIM_VERBS.has(word) ||
      VICTIM_ACTIVE.has(word) ||
      VICTIM_PRESENT.has(word) ||
      (word === 'held' && /^(?:up|at|hostage|captive)$/.test(next)),
    find: ({ k, tokens, phrases }) => {
      const attacker = attackerOf(tokens, phrases, k);
      return attacker ? { phrase: attacker, from: attacker.start, to: k } : null;
    },
    passes: true,
  },
  {
    name: 'the one who fired, pointed a weapon',
    role: 'attacker',
    examples: [
      {
        text: 'Five suspects were arrested. One of the men pointed a firearm at the farmer and demanded money.',
        reads: { suspects_arrested: 5, suspects: { female: 0, male: 5 } },
      },
      {
        text: 'Two unknown men walked onto the premises and started shooting at patrons at random.',
        reads: { suspects: { female: 0, male: 2 } },
      },
      {
        text: 'At about 20:30 two men walked in and opened fire indiscriminately on the customers.',
        reads: { suspects: { female: 0, male: 2 } },
      },
      { text: 'Four men stormed a house in Extension 6.', reads: { suspects: { female: 0, male: 4 } } },
    ],
    // Harm told with a preposition ("shooting at them") has no object, so the attacker rule above
    // never reads its doer.
    trigger: (at) =>
      firedAt(at) !== undefined || FELL_UPON.has(at.word) || weaponOn(at.tokens, at.k) !== undefined,
    find: ({ k, tokens, phrases }) => {
      let verbAt = k;
      while (verbAt > 0 && BEGUN.test(lower(tokens, verbAt - 1))) verbAt -= 1;
      const subject = subjectOf(tokens, phrases, verbAt) ?? openingDoerOf(tokens, phrases, verbAt);
      if (!subject || subject.passive) return null;
      const { phrase } = subject;
      const told = phrase.persons.some((p) => p.gender !== undefined);
      return told && phrase.kind !== 'police' && phrase.kind !== 'victim'
        ? { phrase, from: phrase.start, to: k }
        : null;
    },
    passes: true,
  },
  {
    name: 'shot, killed, found dead, rushed to hospital',
    role: 'victim',
    examples: [
      {
        text: 'A 34-year-old woman was shot dead in Soweto.',
        reads: { victims: { count: 1, female: 1, killed: 1, injured: 0 } },
      },
      {
        text: 'The gunmen shot and wounded two security guards.',
        reads: { victims: { count: 2, killed: 0, injured: 2 } },
      },
      { text: 'Three women killed in Khayelitsha.', reads: { victims: { count: 3, female: 3, killed: 3 } } },
      {
        text: 'A 12-year-old boy was rushed to hospital.',
        reads: { victims: { count: 1, male: 1, injured: 1, children: 1 } },
      },
      {
        text: 'Two men were admitted to hospital with gunshot wounds.',
        reads: { victims: { count: 2, male: 2, injured: 2 } },
      },
      // Harmed in body and not said to have died: hurt; a death told later outlasts it.
      {
        text: 'The shop owner was stabbed several times.',
        reads: { victims: { count: 1, killed: 0, injured: 1 } },
      },
      {
        text: 'A 40-year-old man was stabbed in the chest. He died in hospital.',
        reads: { victims: { count: 1, killed: 1, injured: 0 } },
      },
    ],
    trigger: ({ k, word, next, tokens }) =>
      (VICTIM_VERBS.has(word) && !(word === 'tied' && next !== 'up')) ||
      (word === 'found' && FOUND_STATES.has(next)) ||
      (['declared', 'certified', 'pronounced'].includes(word) && next === 'dead') ||
      (['rushed', 'airlifted', 'transported'].includes(word) &&
        tokens.slice(k + 1, k + 5).some((t) => t.lower === 'hospital')) ||
      (['taken', 'admitted'].includes(word) && hospitalisedHurt(tokens, k)) ||
      (['held', 'taken'].includes(word) && ['hostage', 'captive'].includes(next)),
    find: ({ k, word, next, tokens, phrases }) => {
      const subject = subjectOf(tokens, phrases, k, true) ?? relativeSubjectOf(tokens, phrases, k);
      // "The deceased, a woman and her son, were shot": whatever the verb, the deceased are dead.
      const fate = subject && namesTheDead(tokens, subject.phrase) ? 'dead' : fateOf(tokens, k);
      // A headline's "Three women killed in ..." is passive without its auxiliary.
      const after = next === 'dead' ? k + 2 : k + 1;
      const elliptic =
        subject && !subject.passive && (after >= tokens.length || ELLIPTIC_NEXT.test(lower(tokens, after)));
      if (subject?.passive || elliptic)
        return woundedBy(word, subjectHit(subject, next === 'dead' ? k + 1 : k, fate));
      if (VICTIM_VERBS.has(word))
        return woundedBy(
          word,
          objectHit(
            countable(objectOf(tokens, word === 'gunned' || word === 'tied' ? k + 1 : k, false)),
            k,
            fate,
          ),
        );
      return subjectHit(subject, k, fate);
    },
  },
  {
    name: 'left two people dead',
    role: 'victim',
    examples: [
      {
        text: 'Taxi violence in Maclear on Wednesday left two people dead and 12 others wounded.',
        reads: { victims: { count: 14, killed: 2, injured: 12 } },
      },
      {
        text: 'A shooting at a tavern on Saturday left three men dead.',
        reads: { victims: { count: 3, male: 3, killed: 3 } },
      },
    ],
    trigger: ({ word }) => /^(?:left|leaving|leaves)$/.test(word),
    // The state after the people is what the attack left them in; any other word makes "left" a departure.
    find: ({ k, tokens }) => {
      // Only people named as such: a headline's "shooting that left four dead" sums up the dead its
      // body counts one by one ("Two died on the spot and two more died afterwards").
      const object = countable(objectOf(tokens, k, false));
      if (!object) return null;
      const state = lower(tokens, object.end);
      const fate: Fate | undefined =
        state === 'dead' ? 'dead' : /^(?:injured|wounded|hurt)$/.test(state) ? 'injured' : undefined;
      return fate ? { phrase: object, from: k, to: object.end, fate } : null;
    },
  },
  {
    name: 'held at gunpoint',
    role: 'victim',
    examples: [
      {
        text: 'The robbers held a 60-year-old woman at gunpoint.',
        reads: { victims: { count: 1, female: 1 } },
      },
    ],
    trigger: ({ word }) => /^(?:held|hold|holds|holding|kept|keeping)$/.test(word),
    find: ({ k, tokens }) => {
      const object = objectOf(tokens, k, false);
      if (
        !object ||
        object.pronoun ||
        lower(tokens, object.end) !== 'at' ||
        !POINT.test(lower(tokens, object.end + 1))
      )
        return null;
      return { phrase: object, from: k, to: object.end + 1, fate: fateOf(tokens, k) };
    },
  },
  // Before the gerunds: "shooting at him" is read here, where the gerund rule would look for its object at "at".
  {
    name: 'fired at, opened fire on',
    role: 'victim',
    examples: [
      { text: 'Shots were fired at a 25-year-old man.', reads: { victims: { count: 1, male: 1 } } },
      {
        text: 'The suspects opened fire on two men outside the tavern.',
        reads: { victims: { count: 2, male: 2 } },
      },
      { text: 'The gunman started shooting at him.', reads: { victims: { count: 1, male: 1 } } },
    ],
    trigger: (at) => firedAt(at) !== undefined,
    find: (at) =>
      objectHit(countable(readGroup(at.tokens, (firedAt(at) ?? at.k) + 1)), at.k, fateOf(at.tokens, at.k)),
  },
  {
    name: 'pulled a firearm on',
    role: 'victim',
    examples: [
      {
        text: 'The suspect pulled a firearm on a 43-year-old man.',
        reads: { victims: { count: 1, male: 1 } },
      },
      { text: 'He pointed a knife at her and demanded money.', reads: { victims: { count: 1, female: 1 } } },
    ],
    trigger: ({ word }) => /^(?:pulled|pointed|drew|aimed|pulling|pointing)$/.test(word),
    find: ({ k, tokens }) => {
      const on = weaponOn(tokens, k);
      return on !== undefined ? objectHit(countable(readGroup(tokens, on + 1)), k, fateOf(tokens, k)) : null;
    },
  },
  {
    name: 'had her purse snatched',
    role: 'victim',
    examples: [
      {
        text: 'A 70-year-old woman had her handbag snatched at the taxi rank.',
        reads: { victims: { count: 1, female: 1 } },
      },
    ],
    trigger: ({ k, word, next, tokens }) =>
      word === 'had' &&
      /^(?:her|his)$/.test(next) &&
      /^(?:snatched|stolen|taken|grabbed)$/.test(lower(tokens, k + 3)),
    find: ({ k, tokens, phrases }) => subjectHit(subjectOf(tokens, phrases, k), k + 3),
  },
  {
    name: 'has not been seen since',
    role: 'victim',
    examples: [
      {
        text: 'A 15-year-old girl has not been seen since Friday.',
        reads: { victims: { count: 1, female: 1, children: 1 } },
      },
    ],
    trigger: ({ k, word, next, tokens }) =>
      word === 'seen' && next === 'since' && lower(tokens, k - 2) === 'not',
    find: ({ k, tokens, phrases }) => subjectHit(subjectOf(tokens, phrases, k), k),
  },
  {
    name: 'went missing',
    role: 'victim',
    examples: [
      {
        text: 'A 7-year-old boy went missing on Sunday.',
        reads: { victims: { count: 1, male: 1, children: 1 } },
      },
    ],
    trigger: ({ k, word, tokens }) =>
      word === 'missing' && /^(?:went|gone|reported|go|goes)$/.test(lower(tokens, k - 1)),
    find: ({ k, tokens, phrases }) => subjectHit(subjectOf(tokens, phrases, k - 1), k),
  },
  {
    name: 'killing three women, kills three',
    role: 'victim',
    examples: [
      {
        text: 'The gunman was accused of killing three women.',
        reads: { victims: { count: 3, female: 3, killed: 3 } },
      },
      {
        title: 'Gunman kills three and wounds two',
        text: '',
        reads: { victims: { count: 5, killed: 3, injured: 2 } },
      },
      {
        text: 'The robbers tied up the family, stabbing both parents.',
        reads: { victims: { count: 2, killed: 0, injured: 2 } },
      },
    ],
    trigger: ({ k, word, next, tokens }) => {
      const presentVerb =
        VICTIM_PRESENT.has(word) && !NOUN_BEFORE.test(lower(tokens, k - 1)) && !SUBJECT_PRONOUN.test(next);
      return (VICTIM_ACTIVE.has(word) || presentVerb) && next !== 'of';
    },
    find: ({ k, word, tokens }) =>
      woundedBy(
        word,
        objectHit(countable(objectOf(tokens, k, false) ?? bareCountObject(tokens, k)), k, fateOf(tokens, k)),
      ),
  },
  {
    name: 'died, sustained injuries',
    role: 'victim',
    examples: [
      { text: 'A 51-year-old man died in hospital.', reads: { victims: { count: 1, male: 1, killed: 1 } } },
      {
        text: 'Two officers sustained serious injuries.',
        reads: { victims: { count: 2, injured: 2, police: 2 } },
      },
    ],
    trigger: ({ k, word, next, tokens }) =>
      VICTIM_INTRANSITIVE.has(word) ||
      (word === 'sustained' && /injur|wound/.test(lower(tokens, k + 2) + next)),
    find: ({ k, tokens, phrases }) =>
      subjectHit(
        subjectOf(tokens, phrases, k) ?? relativeSubjectOf(tokens, phrases, k),
        k,
        fateOf(tokens, k),
      ),
  },
  {
    name: 'the murder of',
    role: 'victim',
    examples: [
      {
        text: 'Police are investigating the murder of a 28-year-old woman.',
        reads: { victims: { count: 1, female: 1, killed: 1 } },
      },
      {
        text: 'The bodies of two men were found in a field.',
        reads: { victims: { count: 2, male: 2, killed: 2 } },
      },
    ],
    trigger: ({ k, word, next, tokens }) =>
      VICTIM_NOUNS.has(word) &&
      (next === 'of' || (word === 'attack' && next === 'on') || thoseOfAt(tokens, k) !== undefined),
    find: ({ k, tokens }) => {
      const object = readGroup(tokens, thoseOfAt(tokens, k) ?? k + 2);
      return object && !object.pronoun ? objectHit(object, k, fateOf(tokens, k)) : null;
    },
  },
  {
    name: 'the male victim was 17 years old',
    role: 'victim',
    examples: [
      {
        text: 'Six women and a man were shot dead. The male victim was 17 years old.',
        reads: { victims: { count: 7, male: 1, female: 6, children: 1 } },
      },
      {
        text: 'A woman was stabbed in Mthatha. The victim was aged 34.',
        reads: { victims: { count: 1, children: 0 } },
      },
    ],
    trigger: ({ k, word, tokens }) => (word === 'was' || word === 'is') && statedAge(tokens, k + 1) !== null,
    // The victim told of before, now of an age: the age goes to that victim, who is no one new.
    find: ({ k, tokens, phrases }) => {
      const subject = phrases.find((p) => p.end === k && p.definite && !p.pronoun && p.count === 1);
      const age = statedAge(tokens, k + 1);
      const person = subject?.persons[0];
      if (!subject || !person || age === null || subject.kind !== 'victim') return null;
      // The age alone: "a man ... the male victim was 17" is the man, whatever his noun said of his age.
      const { child: _child, adult: _adult, ...told } = person;
      return { phrase: { ...subject, persons: [{ ...told, age }] }, from: subject.start, to: k };
    },
  },
  {
    name: 'a child among them, including a child',
    role: 'victim',
    examples: [
      {
        text: 'Seven people were shot dead and seven others were wounded, a six-year-old child among them.',
        reads: { victims: { count: 14, killed: 7, injured: 7, children: 1 } },
      },
      {
        text: 'Five people, including two children, were injured in the blast.',
        reads: { victims: { count: 5, injured: 5, children: 2 } },
      },
    ],
    trigger: ({ word, next }) => (word === 'among' && next === 'them') || word === 'including',
    // Members of the group just told of: they are some of its people, told again, not people added.
    find: ({ k, word, phrases }) => {
      const member =
        word === 'including' ? phrases.find((p) => p.start === k + 1) : phrases.find((p) => p.end === k);
      if (!member || member.pronoun || member.count === null) return null;
      return { phrase: { ...member, definite: true, fresh: false }, from: member.start, to: member.end - 1 };
    },
  },
];

/** "17 years old", "aged 17": an age stated after the verb of being. */
function statedAge(tokens: Token[], at: number): number | null {
  const aged = lower(tokens, at) === 'aged';
  const number = numberOfWord(lower(tokens, aged ? at + 1 : at));
  if (number === null || number <= 0 || number >= 120) return null;
  if (aged) return number;
  return lower(tokens, at + 1).startsWith('year') && lower(tokens, at + 2) === 'old' ? number : null;
}

/**
 * "admitted to hospital with gunshot wounds", "taken to hospital in a critical condition": hurt. Taken
 * or admitted to hospital and no more ("the girl had been taken to hospital", "admitted in a stable
 * condition") may be an examination or a check: the release does not say they were hurt.
 */
function hospitalisedHurt(tokens: Token[], k: number): boolean {
  const after = tokens.slice(k + 1, k + 10).map((t) => t.lower);
  const at = after.indexOf('hospital');
  return at >= 0 && at < 3 && after.slice(at + 1).some((w) => HURT_IN_HOSPITAL.test(w));
}
const HURT_IN_HOSPITAL = /^(?:injur\w*|wound\w*|critical|serious|gunshot|stab|burns?|fractures?)$/;

const REFLEXIVE = /^(?:himself|herself|themselves)$/;
/**
 * A gunfight the police are one side of: "a shootout with police", "a gun battle with officers", "police
 * returned fire". Those it kills or wounds are the suspects, unless the release says they stood by.
 */
const POLICE_GUNFIGHT =
  /\b(?:(?:shoot-?outs?|gun\s*(?:battles?|fights?)|exchanges?\s+of\s+(?:gun)?fire|(?:exchanged|traded)\s+(?:gun)?fire)\s+(?:that\s+\w+\s+)?(?:with|between)\s+(?:the\s+)?(?:\w+\s+){0,2}?(?:police|officers|members|saps|squad|detectives|security|guards)|(?:police|officers|members|guards)\s+(?:\w+\s+)?(?:returned\s+fire|fired\s+back|shot\s+back|retaliated))\b/i;
/** Someone caught up in a gunfight, not a side of it. */
const STOOD_BY =
  /\b(?:bystanders?|passers?-?by|walking\s+(?:past|by)|passing|innocent|cross-?fire|stray\s+bullets?|residents?|patrons|shoppers|commuters|pedestrians?)\b/i;
/** Shots fired in answer to others': whoever is then killed "of them" fired first. */
const FIRED_BACK = /\b(?:returned\s+fire|shot\s+back|fired\s+back|retaliated|in\s+self[\s-]defen[cs]e)\b/i;
/** "both were caught after a chase, and one of them was shot": the group just caught, whom "them" is. */
const CAUGHT_BEFORE =
  /\b(?:both|all|they|all\s+(?:two|three|four|five|six)|the\s+(?:two|three|four|five|six|men|suspects))\s+(?:of\s+them\s+)?(?:were|had\s+been|was)\s+(?:(?:later|quickly|soon|eventually)\s+)?(?:caught|arrested|apprehended|nabbed|cornered|overpowered|detained)\b/i;
const SPEECH = /^(?:said|says|told|added|confirmed|explained|stated|warned|urged|appealed)$/;

/** What a person owns that thieves break into or take: "the home of", "the car of". */
const PROPERTY_OF = new Set(
  'home house homestead residence flat shop store spaza tuck-shop office premises farm property car vehicle bakkie truck'.split(
    ' ',
  ),
);

/** One person named as an owner: "the owner", "the farm owner", "a homeowner"; not "livestock owners". */
function isOwner(phrase: Phrase): boolean {
  const [person] = phrase.persons;
  return phrase.count === 1 && phrase.kind === 'person' && person?.noun?.endsWith('owner') === true;
}

/** People the release tells of as victims, or as owners, without a verb that harms them. */
export const VICTIM_PHRASE_RULES: readonly PhraseRule[] = [
  {
    name: 'another woman lay in the kitchen, a third woman in the bedroom',
    role: 'victim',
    examples: [
      {
        text: 'Six people were murdered. Four bodies, those of one woman and three men, were lying in the lounge, another woman lay in the kitchen and a third woman was in the bedroom.',
        reads: { victims: { count: 6, female: 3, male: 3 } },
      },
      {
        text: 'Three people were killed in the crash. The bodies of a man and a woman were in the car and another man was on the road.',
        reads: { victims: { count: 3, female: 1, male: 2 } },
      },
    ],
    // A list the sentence is telling goes on: "another" or "a third" of the kind of person just told
    // of as a victim is one more of them, whatever verb (or none) tells where they were.
    trigger: (phrase, { found, arrested }) => {
      const [person] = phrase.persons;
      if (!person || phrase.count !== 1 || phrase.kind !== 'person' || arrested.has(phrase)) return false;
      if (!phrase.fresh && (phrase.ordinal ?? 0) < 2) return false;
      const listedHere = found.victims.filter((m) => m.sentence === found.sentences);
      if (listedHere.some((m) => m.phrase === phrase)) return false;
      return listedHere.some((m) =>
        m.phrase.persons.some((p) => p.gender === person.gender && p.noun === person.noun),
      );
    },
    find: (phrase) => ({ phrase, from: phrase.start, to: phrase.end - 1, listed: true }),
  },
  {
    name: 'broke into the home of a police officer',
    role: 'owner',
    examples: [
      {
        text: "Burglars broke into the home of the province's most senior police officer and stole a television.",
        reads: { victims: { count: 1, police: 1 } },
      },
      {
        text: 'Thieves stole the car of a 45-year-old woman outside the mall.',
        reads: { victims: { count: 1, female: 1 } },
      },
    ],
    // Whose home, shop or car it was: the one wronged when what was in it is taken. The words between
    // "of" and the person may describe them ("the province's most senior").
    trigger: (phrase, { tokens, arrested }) => {
      if (phrase.kind === 'suspect' || phrase.count !== 1 || arrested.has(phrase)) return false;
      for (let j = phrase.start - 1; j >= Math.max(1, phrase.start - 5); j--) {
        const word = lower(tokens, j);
        if (word === 'of') return PROPERTY_OF.has(lower(tokens, j - 1));
        if (/^[,;:()]$/.test(word) || AUX.has(word)) return false;
      }
      return false;
    },
    find: (phrase) => ({ phrase, from: phrase.start, to: phrase.end - 1 }),
  },
  {
    name: 'the owner',
    role: 'owner',
    examples: [
      {
        text: 'Thieves broke into the house and stole a television while the owner was away.',
        reads: { victims: { count: 1 } },
      },
    ],
    // "alleged to be the owner of the house" says who someone else is.
    trigger: (phrase, { tokens, arrested }) =>
      isOwner(phrase) && !arrested.has(phrase) && !AUX.has(lower(tokens, phrase.start - 1)),
    find: (phrase) => ({ phrase, from: phrase.start, to: phrase.end - 1 }),
  },
  {
    name: 'the victim, a 34-year-old woman',
    role: 'victim',
    examples: [
      {
        text: 'The victim, a 34-year-old woman, told police what happened.',
        reads: { victims: { count: 1, female: 1 } },
      },
      {
        text: 'Two other victims had already been admitted to a nearby clinic.',
        reads: { victims: { count: 2, injured: 2 } },
      },
    ],
    trigger: (phrase, { found }) =>
      phrase.kind === 'victim' && !found.victims.some((m) => m.phrase === phrase),
    find: (phrase, { tokens, phrases }) => {
      // "the victim, a 34-year-old woman": the phrase after the comma says who.
      const apposition =
        lower(tokens, phrase.end) === ',' ? phrases.find((p) => p.start === phrase.end + 1) : undefined;
      const who = apposition && apposition.kind !== 'suspect' ? apposition : phrase;
      // "two other victims had already been admitted": the verb after them tells their fate.
      let verb = who.end;
      while (verb < tokens.length && BETWEEN.has(lower(tokens, verb))) verb += 1;
      return { phrase: who, from: phrase.start, to: who.end - 1, fate: fateOf(tokens, verb) };
    },
  },
];

/**
 * "the arrest of one of their own members, a Constable aged 40, after he allegedly shot dead his
 * colleague": one person arrested whose sex no word gives takes that of the next "he" or "she" in the
 * sentence, when no other person is named before it.
 */
function sexedByPronoun(tokens: Token[], phrases: Phrase[], arrested: Phrase): Phrase {
  const [person] = arrested.persons;
  if (arrested.count !== 1 || (person && person.gender !== undefined)) return arrested;
  const next = phrases.find((p) => p.start >= arrested.end);
  if (!next?.pronoun || next.plural) return arrested;
  const word = lower(tokens, next.start);
  const gender = word === 'he' ? 'male' : word === 'she' ? 'female' : undefined;
  if (!gender) return arrested;
  return { ...arrested, persons: [{ ...person, gender }] };
}

/** Reads one sentence of a release into what has been found so far. */
export function readSentence(sentence: string, antecedents: Antecedents, found: Found): void {
  found.sentences += 1;
  const tokens = tokenize(sentence);
  const phrases = phrasesOf(tokens);
  antecedents.begin(phrases);
  const singling = phrases.filter((p) => p.partitive && p.count === 1 && p.kind !== 'victim');
  const arrested = new Set<Phrase>();
  const words = (from: number, to: number) => wordsOf(sentence, tokens, from, to);
  const record: Record<Role, (hit: Hit) => void> = {
    arrested: ({ phrase, from, to }) => {
      const resolved = antecedents.resolve(phrase);
      if (resolved.kind === 'victim') return;
      if (resolved.count === 0) return;
      arrested.add(phrase);
      found.lastRole = 'suspect';
      const afterSingling = found.singledOut || singling.some((p) => p.end <= from);
      if (resolved.count === null && resolved.persons.length === 0) found.uncounted.push(words(from, to));
      else
        found.arrests.push({
          phrase: sexedByPronoun(tokens, phrases, resolved),
          words: words(from, to),
          afterSingling,
          sentence: found.sentences,
        });
    },
    accused: ({ phrase, from, to }) => found.accused.push({ phrase, words: words(from, to) }),
    described: ({ phrase, from, to }) => found.described.push({ phrase, words: words(from, to) }),
    victim: ({ phrase, from, to, fate, wounded, listed }) => {
      if (arrested.has(phrase) || phrase.kind === 'suspect' || phrase.count === 0) return;
      if (phrase.pronoun && phrase.plural) return;
      // "Police spokesperson Sergeant Rani said ...": a speaker is no victim.
      if (SPEECH.test(lower(tokens, phrase.end))) return;
      // "shot his friend and then himself": the attacker turning the weapon on himself is no victim.
      if (phrase.pronoun && REFLEXIVE.test(lower(tokens, phrase.start))) return;
      // "Police returned fire, killing four of them": members of the suspects last told of; and
      // "the suspects fired on the guards, who shot back, killing four of them": of those who fired first;
      // "both were caught after a chase, and one of them was shot": of those just caught.
      if (
        phrase.partitive &&
        lower(tokens, phrase.end - 1) === 'them' &&
        (antecedents.latestKind(phrase) === 'suspect' ||
          FIRED_BACK.test(words(0, phrase.start)) ||
          CAUGHT_BEFORE.test(words(0, phrase.start)))
      )
        return;
      // "Four men suspected of robbing a cash van were killed in a gun battle with police ... the four were
      // shot dead": suspects the police shot are none of the case's victims, told again or not.
      if (antecedents.isFallenSuspects(phrase)) return;
      if (
        (fate === 'dead' || fate === 'injured' || wounded) &&
        POLICE_GUNFIGHT.test(sentence) &&
        phrase.kind === 'person' &&
        !phrase.persons.some((p) => p.child) &&
        !STOOD_BY.test(sentence)
      ) {
        antecedents.noteFallenSuspects(phrase);
        return;
      }
      found.victims.push({
        phrase: antecedents.resolveOne(phrase),
        fate,
        words: words(from, to),
        sentence: found.sentences,
        ...(wounded ? { wounded } : {}),
        ...(listed ? { listed } : {}),
      });
      found.lastRole = 'victim';
    },
    attacker: ({ phrase, from, to }) => found.attackers.push({ phrase, words: words(from, to) }),
    owner: ({ phrase, from, to }) => found.owners.push({ phrase, words: words(from, to) }),
  };
  const read: Sentence = {
    tokens,
    phrases,
    antecedents,
    found,
    arrested,
    aboutSuspects: aboutSuspectsUpTo(tokens),
  };
  const at: At = { ...read, k: 0, word: '', next: '' };
  const readBy = (rules: readonly PeopleRule[], phraseRules: readonly PhraseRule[]) => {
    for (let k = 0; k < tokens.length; k++) {
      at.k = k;
      at.word = lower(tokens, k);
      at.next = lower(tokens, k + 1);
      for (const rule of rules) {
        if (!rule.trigger(at)) continue;
        const hit = rule.find?.(at);
        if (hit) record[rule.role](hit);
        if (!rule.passes) break;
      }
    }
    for (const phrase of phrases) {
      for (const rule of phraseRules) {
        if (!rule.trigger(phrase, read)) continue;
        const hit = rule.find(phrase, read);
        if (hit) record[rule.role](hit);
      }
    }
  };

  readBy(SUSPECT_RULES, SUSPECT_PHRASE_RULES);
  if (singling.length > 0) found.singledOut = true;
  readBy(VICTIM_RULES, VICTIM_PHRASE_RULES);
  antecedents.note();
}
