/**
 * Who a release is about: how many suspects were arrested and how old they are, how many victims there
 * were and of which sex, and whether anyone was arrested. Read by a grammar of people phrases
 * (person-phrases.ts) and the verbs around them: "two suspects were arrested", "police arrested a
 * 25-year-old man and his accomplice", "the body of a woman was found".
 */
import { numberOfWord } from '../corpus/numbers';
import { sentencesOf } from '../corpus/sentences';
import { otherIncidentSentences, thisCaseOf } from '../corpus/this-case';
import type { Outcome, Relationship, SuspectsBySex, Victims } from '../corpus/types';
import { readOutcome } from './outcome';
import {
  type Gender,
  type Person,
  type Phrase,
  phrasesOf,
  RELATIONAL,
  readGroup,
  type Token,
  tokenize,
} from './person-phrases';
import { type PartialReading, ReadingBudget } from './reading-budget';
import { readRelationship } from './relationship';

export interface PeopleEvidence {
  suspects_arrested?: string;
  suspect_ages?: string;
  victims?: string;
  victims_killed?: string;
  victims_injured?: string;
  victims_children?: string;
  victims_police?: string;
  suspects_sex?: string;
  relationship?: string;
  arrest_made?: string;
  outcome?: string;
}

export interface People {
  /** Suspects arrested; 0 when the release reports no arrest, null when it reports one without a count. */
  suspects_arrested: number | null;
  suspect_ages: number[];
  victims: Victims;
  suspects: SuspectsBySex;
  relationship: Relationship | null;
  arrest_made: boolean | null;
  outcome: Outcome | null;
  /** The exact words of the release each field was read from. */
  evidence: PeopleEvidence;
  /** Set when the budget ran out before the last sentence. */
  partial?: PartialReading;
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

/** Fates that tell two victims apart: someone killed is not the same person as someone wounded. */
type Fate = 'dead' | 'injured';
const DEAD =
  /^(?:killed|killing|kill|kills|murdered|murdering|slain|died|dies|succumbed|succumbs|perished|drowned|murder|murders|killings|death|deaths|body|bodies|remains|assassination|executed|butchered|necklaced)$/;
const INJURED =
  /^(?:injured|injuring|injure|injures|wounded|wounding|wounds|hurt|hospitalised|hospitalized|sustained|taken|rushed|airlifted|admitted|transported)$/;

/** Words before "to kill" that make it a threat or an intent, not a death. */
const INTENT =
  /^(?:threaten\w*|tried|try|trying|wanted|wants?|attempt\w*|plott?\w*|intend\w*|vowed|promised|planned|planning)$/;
/** What is "executed" when no one is: "the warrant was executed". */
const CARRIED_OUT = /^(?:warrants?|search|operation|orders?|arrests?|plans?|raids?)$/;

function fateOf(tokens: Token[], k: number): Fate | undefined {
  const word = lower(tokens, k);
  // "threatened to kill her": a threat tells no fate.
  if (lower(tokens, k - 1) === 'to' && INTENT.test(lower(tokens, k - 2))) return undefined;
  const after = `${lower(tokens, k + 1)} ${lower(tokens, k + 2)} ${lower(tokens, k + 3)}`;
  // "the attempted murder of a bystander": someone who survived.
  if (/^attempt/.test(lower(tokens, k - 1))) return 'injured';
  if (/\b(?:dead|death)\b/.test(after) || lower(tokens, k - 1) === 'fatally') return 'dead';
  // "stabbing his wife to death": the object stands between the verb and its end.
  const further = [4, 5, 6].map((d) => lower(tokens, k + d)).join(' ');
  if (/\bto death\b/.test(`${after} ${further}`)) return 'dead';
  if (DEAD.test(word)) return 'dead';
  if (INJURED.test(word)) return 'injured';
  // "attacked and badly wounded": the verb joined to this one says what became of them.
  for (let j = k + 1; j <= k + 3 && lower(tokens, j) !== ','; j++) {
    if (lower(tokens, j) !== 'and') continue;
    for (let v = j + 1; v <= j + 2; v++) {
      if (DEAD.test(lower(tokens, v))) return 'dead';
      if (INJURED.test(lower(tokens, v))) return 'injured';
    }
  }
  return undefined;
}

/** Verbs whose subject is the victim: "the man died". */
const VICTIM_INTRANSITIVE = new Set(['died', 'succumbed', 'perished', 'drowned', 'dies', 'succumbs']);

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

/** Between a subject and its verb: auxiliaries and adverbs. */
const AUX = new Set(['was', 'were', 'been', 'being', 'is', 'are', 'got', 'get', 'gets', 'be']);
const BETWEEN = new Set([
  ...AUX,
  'has',
  'have',
  'had',
  'also',
  'subsequently',
  'later',
  'then',
  'eventually',
  'quickly',
  'swiftly',
  'successfully',
  'immediately',
  'finally',
  'all',
  'both',
  'allegedly',
  'reportedly',
  'since',
  'already',
  'just',
  'promptly',
  'each',
  'consequently',
  'ultimately',
  'fatally',
  'seriously',
  'critically',
  'severely',
  'brutally',
  'sexually',
  'badly',
  'slightly',
  'reportedly',
  'apparently',
  'initially',
  'due',
  'expected',
  'scheduled',
  'will',
  'to',
  'would',
  'shall',
  'must',
  'set',
  'briefly',
  'again',
  'first',
  'recently',
  'meanwhile',
  'so',
  'far',
  'still',
  'now',
  'currently',
  'and',
  'who',
  'that',
  'not',
  'never',
]);

/** Words shortly before an arrest that make it not happen: "no one has been arrested", "could lead to the arrest". */
const NOT_DONE = new Set([
  'no',
  'not',
  'never',
  'yet',
  'without',
  'nobody',
  'none',
  'evade',
  'evaded',
  'evading',
  'avoid',
  'avoided',
  'avoiding',
  'resist',
  'resisted',
  'resisting',
  'escape',
  'escaped',
  'escaping',
  'lead',
  'leads',
  'leading',
  'help',
  'helps',
  'assist',
  'assists',
  'effort',
  'efforts',
  'attempt',
  'attempts',
  'bid',
  'try',
  'trying',
  'warrant',
  'could',
  'would',
  'may',
  'might',
  'until',
  'possible',
  'imminent',
  'expected',
]);

const NO_ARREST =
  /\b(?:no (?:one|arrests?|suspects?)|nobody|none of the suspects)\b[^.]{0,40}\b(?:arrest(?:ed|s)?|made|apprehended|custody)\b|\b(?:not (?:yet )?(?:been )?arrested|yet to be (?:arrested|apprehended|identified|traced)|(?:still )?(?:at large|on the run)|manhunt|evaded arrest|have not been (?:arrested|traced|found|identified))\b/i;

interface Mention {
  phrase: Phrase;
  fate?: Fate;
  /** Which sentence of the release told it; the headline's is -1. */
  sentence?: number;
  /** Said after one member of a group was singled out ("one of the suspects"), so "another" is its next member. */
  afterSingling?: boolean;
  /** The words of the release the mention was read from. */
  words: string;
}

interface Found {
  arrests: Mention[];
  /** Arrests whose count is not given ("the suspects were arrested"). */
  uncounted: string[];
  victims: Mention[];
  accused: Mention[];
  /** "the farm owner", "the owner, a farmer from Kokstad": one person whose property the case is about. */
  owners: Mention[];
  /**
   * Suspects described without an arrest or a court stage ("the 60-year-old suspect", "a 31-year-old was
   * found carrying diamonds", "implicating a 46-year-old officer"): they tell suspects' ages, not how many
   * were arrested.
   */
  described: Mention[];
  /**
   * Whoever the release says did the harm, arrested or not: "two gunmen opened fire", "she was stabbed
   * by a man". They tell the suspects' sex when the arrests do not.
   */
  attackers: Mention[];
  /** Whom the release last told of, for "them" in "police identified them as". */
  lastRole?: 'suspect' | 'victim';
  /** Whether one member of a group has been singled out: "found one of the suspects". */
  singledOut?: boolean;
  /** How many sentences have been read. */
  sentences: number;
}

const lower = (tokens: Token[], k: number) => tokens[k]?.lower ?? '';

function wordsOf(sentence: string, tokens: Token[], from: number, to: number): string {
  const first = tokens[Math.max(0, Math.min(from, to))];
  const last = tokens[Math.min(tokens.length - 1, Math.max(from, to))];
  return first && last ? sentence.slice(first.start, last.end) : '';
}

const CLAUSE_BREAK = new Set([',', ';', ':', 'and', 'but', 'while', 'whereas', 'after', 'when']);

/** Looks back over the verb's own clause only: "could give no explanation, and they were arrested" is an arrest. */
function isUndone(tokens: Token[], k: number): boolean {
  for (let j = k - 1; j >= Math.max(0, k - 6) && !CLAUSE_BREAK.has(lower(tokens, j)); j--) {
    if (NOT_DONE.has(lower(tokens, j))) return true;
  }
  return false;
}

/** Words before "the arrest of" that report it as done: "led to the arrest of", "welcomed the arrest of". */
const REPORTED =
  /^(?:led|resulted|culminated|followed|following|after|welcomed|welcomes|welcome|made|effected|secured|saw|since|announced|confirmed|praised|applauded|lauded|commended|effect)$/;

function isReported(tokens: Token[], k: number): boolean {
  if (isUndone(tokens, k)) return false;
  for (let j = k - 1; j >= Math.max(0, k - 8); j--) if (REPORTED.test(lower(tokens, j))) return true;
  return false;
}

interface Subject {
  phrase: Phrase;
  passive: boolean;
}

/** The people phrase a verb at k is said of: "two suspects were arrested", "Six held", "the suspects, aged 23 and 31, were". */
function subjectOf(tokens: Token[], phrases: Phrase[], k: number, ofHarm = false): Subject | null {
  let j = k - 1;
  let passive = false;
  let joined = false;
  let relative = false;
  while (j >= 0 && BETWEEN.has(lower(tokens, j))) {
    if (AUX.has(lower(tokens, j))) passive = true;
    if (lower(tokens, j) === 'and') joined = true;
    if (lower(tokens, j) === 'who') relative = true;
    j -= 1;
  }
  // "Police tracked down the suspect, who was arrested": the person before ", who" is the subject.
  const beforeWho = relative && lower(tokens, j) === ',' ? phrases.find((p) => p.end === j) : undefined;
  if (beforeWho && !beforeWho.pronoun) return { phrase: beforeWho, passive };
  const end = j + 1;
  const exact = phrases.find((p) => p.end === end);
  // "who tried to stop him were attacked": an object pronoun is never the subject.
  if (exact?.pronoun && /^(?:him|them|himself|themselves|herself)$/.test(lower(tokens, j))) return null;
  // "were woken by intruders and robbed": the agent before "and" is not the subject of "robbed".
  if (exact && joined && !passive && lower(tokens, exact.start - 1) === 'by') {
    const coordinated = coordinatedSubjectOf(tokens, phrases, k);
    if (coordinated) return coordinated;
  }
  if (exact) return { phrase: exact, passive };
  // Skip an inserted clause between commas: "Four men, among them a local leader, have been".
  if (lower(tokens, j) === ',') {
    for (let open = j - 1; open >= Math.max(0, j - 20); open--) {
      if (lower(tokens, open) !== ',') continue;
      const before = phrases.find((p) => p.end === open);
      // "The owner of the homestead, a 58-year-old man, was arrested": the inserted words say who.
      const apposition = phrases.find((p) => p.start === open + 1 && p.end === j && p.count === 1);
      if (apposition && !apposition.pronoun) return { phrase: describedBoth(before, apposition), passive };
      if (before) return { phrase: before, passive };
      // "The three, who are aged between 22 and 27, were arrested": a definite count standing alone.
      const count = numberOfWord(lower(tokens, open - 1));
      if (count && count <= LARGEST_COUNTED_GROUP && DEFINITE_COUNT.test(lower(tokens, open - 2)))
        return { phrase: countAlone(open - 2, open, count), passive };
      break;
    }
  }
  // Counts standing alone, as headlines write them: "Six held", "the trio", "all three".
  for (let start = j; start >= Math.max(0, j - 2); start--) {
    // "at 22:45 and was taken", "on 4 December 2020 and robbed": a time or a date is no count of people;
    // "he said: one was certified dead" is a count after a colon.
    const timeOfDay = /^[:.h]$/.test(lower(tokens, start - 1)) && /^\d/.test(lower(tokens, start));
    // "Lieutenant-colonel, 55, arrested", "a colonel aged 55 was arrested": a number after "aged" or set
    // off by commas after a noun is an age.
    const age =
      lower(tokens, start - 1) === 'aged' ||
      (lower(tokens, start - 1) === ',' &&
        lower(tokens, start + 1) === ',' &&
        /^\d+$/.test(lower(tokens, start)));
    if (timeOfDay || age || MONTH.test(lower(tokens, start - 1))) continue;
    const bare = readGroup(tokens, start, true);
    if (bare && bare.end === end && bare.count !== null && bare.count <= LARGEST_COUNTED_GROUP)
      return { phrase: bare, passive };
  }
  // "A 38-year-old man wanted for the murder of ... has been arrested": the sentence's own subject.
  const opening = phrases[0];
  // "Man, 21, charged after 19-year-old is stabbed": a harm told in a clause of its own has another
  // subject; an arrest keeps the sentence's ("Man, 41, jailed for life for strangling his wife").
  const ownClause =
    ofHarm && opening !== undefined && tokens.slice(opening.end, k).some((t) => CLAUSE_OPENER.test(t.lower));
  if (passive && opening && opening.start <= 1 && opening.end < k && !opening.pronoun && !ownClause) {
    return { phrase: opening, passive };
  }
  return coordinatedSubjectOf(tokens, phrases, k);
}

const DEFINITE_COUNT = /^(?:the|all|both|these|those)$/;

/** People told of by a count alone: "the three". */
function countAlone(start: number, end: number, count: number): Phrase {
  return {
    start,
    end,
    count,
    persons: [],
    kind: 'person',
    fresh: false,
    pronoun: false,
    definite: true,
    plural: count > 1,
  };
}

/** "A man aged 59, a taxi owner,": one person told of twice; the first words keep what they say. */
function describedBoth(before: Phrase | undefined, apposition: Phrase): Phrase {
  const [first] = before?.persons ?? [];
  if (!before || before.pronoun || (before.count !== null && before.count !== 1)) return apposition;
  const known = Object.fromEntries(Object.entries(first ?? {}).filter(([, v]) => v !== undefined));
  return { ...before, count: 1, persons: [{ ...apposition.persons[0], ...known }] };
}

/** Ends the search for an earlier participle: another clause, with a subject of its own, starts there. */
const CLAUSE_OPENER =
  /^(?:[.;!?]|when|while|whereas|after|before|because|but|who|which|whom|where|until|since|as|if)$/;
const PARTICIPLE =
  /^(?:[a-z-]{3,}(?:ed|en|wn)|shot|caught|held|found|struck|hit|hurt|bound|led|kept|put|left|beat|sent|brought)$/;
/** How far back a participle joined by "and" is looked for, so the search stays short. */
const COORDINATION_REACH = 24;

/**
 * The subject of a participle joined to an earlier passive one: "X was traced to Tembisa and arrested",
 * "she was grabbed, dragged into bushes and raped". The subject before "was traced" is the one arrested.
 */
function coordinatedSubjectOf(tokens: Token[], phrases: Phrase[], k: number): Subject | null {
  let c = k - 1;
  while (c >= 0 && BETWEEN.has(lower(tokens, c)) && lower(tokens, c) !== 'and') c -= 1;
  if (lower(tokens, c) !== 'and' && lower(tokens, c) !== ',') return null;
  for (let m = c - 1; m >= Math.max(1, k - COORDINATION_REACH); m--) {
    const word = lower(tokens, m);
    if (CLAUSE_OPENER.test(word)) return null;
    if (!PARTICIPLE.test(word)) continue;
    let a = m - 1;
    while (a > 0 && BETWEEN.has(lower(tokens, a)) && !AUX.has(lower(tokens, a)) && lower(tokens, a) !== 'and')
      a -= 1;
    if (!AUX.has(lower(tokens, a))) continue;
    const earlier = subjectOf(tokens, phrases, m);
    return earlier?.passive ? earlier : null;
  }
  return null;
}

const POINT = /^(?:gun|knife)-?point$/;
const WEAPON = /^(?:firearms?|guns?|pistols?|knife|knives|revolvers?|rifles?|weapons?)$/;

const MONTH =
  /^(?:january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)$/;

/** "The accused was arrested": a subject that gives no count is one person when its verb is singular. */
function singularByVerb(tokens: Token[], phrase: Phrase, k: number): Phrase {
  if (phrase.count !== null || phrase.persons.length > 0 || phrase.plural) return phrase;
  const verbs = tokens.slice(phrase.end, k).map((t) => t.lower);
  if (!verbs.some((v) => v === 'was' || v === 'is' || v === 'has')) return phrase;
  return { ...phrase, count: 1, persons: [{}] };
}

const ELLIPTIC_NEXT =
  /^(?:in|at|on|near|after|during|while|outside|inside|by|as|when|,|;|:|over|following|since|before)$/;

/** "Three people who tried to stop him were also attacked": the people before "who". */
function relativeSubjectOf(tokens: Token[], phrases: Phrase[], k: number): Subject | null {
  let j = k - 1;
  let passive = false;
  while (j >= 0 && BETWEEN.has(lower(tokens, j)) && lower(tokens, j) !== 'who') {
    if (AUX.has(lower(tokens, j))) passive = true;
    j -= 1;
  }
  if (!passive) return null;
  for (let w = j; w >= Math.max(0, j - 12); w--) {
    if (lower(tokens, w) !== 'who') continue;
    const before = phrases.find((p) => p.end === w);
    return before ? { phrase: before, passive } : null;
  }
  return null;
}

function objectOf(tokens: Token[], k: number, allowBare = true): Phrase | null {
  let j = k + 1;
  while (['also', 'later', 'subsequently'].includes(lower(tokens, j)) && j < k + 3) j += 1;
  return readGroup(tokens, j, allowBare);
}

/**
 * "killing four and wounding three", "wounds two outside the house": a bare count as the object, when
 * the clause ends after it; "stabbed 12 times" counts blows, not people.
 */
function bareCountObject(tokens: Token[], k: number): Phrase | null {
  const bare = readGroup(tokens, k + 1, true);
  if (!bare || bare.count === null || bare.persons.length > 0 || bare.end !== k + 2) return null;
  const after = lower(tokens, bare.end);
  return bare.end >= tokens.length || after === 'and' || ELLIPTIC_NEXT.test(after) ? bare : null;
}

const INJURY = /^(?:wounds?|injur\w*|gunshot|stab|bruises?|burns?|cuts?|bleeding)$/;

/** Verbs that report what follows "to" as done: "managed to arrest", "acted quickly to arrest". */
// Verbs of motion ("went to arrest", "rushed to arrest") tell an intent, which may have failed.
const ACCOMPLISHED = /^(?:managed|able|succeeded|acted)$/;
const MANNER = /^(?:quickly|swiftly|fast|promptly|speedily|immediately|then|later|also)$/;

/** Words after someone held that make them a captive: "at gunpoint", "hostage", "captive". */
function isCaptive(tokens: Token[], k: number): boolean {
  const next = lower(tokens, k);
  return next === 'hostage' || next === 'captive' || (next === 'at' && POINT.test(lower(tokens, k + 1)));
}

/** "Police managed to arrest two suspects": the infinitive at k reports an arrest made. */
function accomplishedInfinitive(tokens: Token[], k: number): boolean {
  if (lower(tokens, k - 1) !== 'to') return false;
  let j = k - 2;
  while (j >= 0 && MANNER.test(lower(tokens, j)) && j > k - 5) j -= 1;
  return ACCOMPLISHED.test(lower(tokens, j)) && !isUndone(tokens, j);
}

/** Words before a naming verb that put the sentence about suspects: "The five arrested last week ... are". */
const SUSPECT_CUE =
  /^(?:arrested|apprehended|accused|suspects?|remanded|appeared|charged|custody|detained|nabbed)$/;
const VICTIM_CUE = /^(?:victims?|deceased|killed|dead|died|bodies|body|injured|wounded|murdered)$/;

/** Whether the words before a token speak of suspects and not of victims, for every token at once. */
function aboutSuspectsUpTo(tokens: Token[]): (k: number) => boolean {
  const firstOf = (cue: RegExp) => {
    const at = tokens.findIndex((t) => cue.test(t.lower));
    return at === -1 ? Number.POSITIVE_INFINITY : at;
  };
  const suspectAt = firstOf(SUSPECT_CUE);
  const victimAt = firstOf(VICTIM_CUE);
  return (k) => suspectAt < k && victimAt >= k;
}

/** A list of accused, each named with an age: "Name (37), Name (20) and Name (25)". */
const namesAccused = (group: Phrase | null) =>
  (group?.persons.filter((p) => p.name !== undefined && p.age !== undefined).length ?? 0) >= 2;

/**
 * Where the names start after "identified as", "identified them as", "named the suspects as"; null when
 * the verb at k names no one, or names people last counted as victims.
 */
function namingAs(tokens: Token[], phrases: Phrase[], k: number, lastRole: Found['lastRole']): number | null {
  if (!/^(?:identified|named)$/.test(lower(tokens, k))) return null;
  if (lower(tokens, k + 1) === 'as') return k + 2;
  const object = phrases.find((p) => p.start === k + 1);
  if (!object || lower(tokens, object.end) !== 'as' || object.kind === 'victim') return null;
  if (object.pronoun && lastRole !== 'suspect') return null;
  return object.end + 1;
}

/**
 * Someone the words at k mark as a suspect without arresting them: "a 31-year-old was found carrying
 * diamonds", "found in possession of", "a diamond was discovered on a 33-year-old", "is facing charges of
 * kidnapping", "implicating a 46-year-old officer".
 */
function describedSuspect(tokens: Token[], phrases: Phrase[], k: number): Phrase | null {
  const word = lower(tokens, k);
  const next = lower(tokens, k + 1);
  let who: Phrase | null = null;
  if (word === 'found' && /^(?:carrying|with|in)$/.test(next)) {
    if (next === 'in' && lower(tokens, k + 2) !== 'possession') return null;
    // "found with several gunshot wounds" tells of a victim.
    if (tokens.slice(k + 2, k + 6).some((t) => INJURY.test(t.lower))) return null;
    who = (subjectOf(tokens, phrases, k) ?? relativeSubjectOf(tokens, phrases, k))?.phrase ?? null;
  } else if ((word === 'found' || word === 'discovered') && next === 'on') {
    who = readGroup(tokens, k + 2);
  } else if (/^(?:facing|faces|face)$/.test(word) && /^(?:charges?|a)$/.test(next)) {
    if (next === 'a' && !/^charges?$/.test(lower(tokens, k + 2))) return null;
    who = subjectOf(tokens, phrases, k)?.phrase ?? null;
  } else if (word === 'implicating' || word === 'implicates') {
    who = readGroup(tokens, k + 1);
    // "implicating a 46-year-old lieutenant-colonel": an officer implicated is a suspect.
    if (who?.kind === 'police') who = { ...who, kind: 'person' };
  }
  if (!who || who.pronoun || who.kind === 'victim' || who.kind === 'police') return null;
  return who.persons.some((p) => p.age !== undefined) ? who : null;
}

const PREPOSITION = /^(?:on|at|to|with|of|for|from|by|against|towards|upon)$/;

const REFLEXIVE = /^(?:himself|herself|themselves)$/;
const SPEECH = /^(?:said|says|told|added|confirmed|explained|stated|warned|urged|appealed)$/;
const SOUGHT_BEFORE = /^(?:searching|looking|hunting|hunt|manhunt|search)$/;
const ACCUSED_AFTER = /^(?:accused|suspected|charged|wanted|sought)$/;
const LOST = /^(?:missing|kidnapped|abducted|lost|trapped|injured|wounded)$/;

/** "a manhunt for two men", "police are searching for five men"; "two men accused of robbing a shop". */
function isSoughtOrAccused(tokens: Token[], phrase: Phrase): boolean {
  // "searching for a missing boy" is a search for a victim.
  const lost =
    phrase.persons.some((p) => p.child) ||
    tokens.slice(phrase.start, phrase.end).some((t) => LOST.test(t.lower));
  const sought =
    !lost && lower(tokens, phrase.start - 1) === 'for' && SOUGHT_BEFORE.test(lower(tokens, phrase.start - 2));
  const after = lower(tokens, phrase.end + 1);
  const accused =
    ACCUSED_AFTER.test(lower(tokens, phrase.end)) && (after === 'of' || after === 'with' || after === 'for');
  return sought || accused;
}

/**
 * The doer of the harm a victim verb at k tells of: the subject of an active verb ("two gunmen shot a
 * man", "he stabbed her") or the agent of a passive one ("was stabbed by a man"). Police and victims
 * are no attackers, nor is anyone whose sex the words do not tell.
 */
function addAttacker(tokens: Token[], phrases: Phrase[], k: number, sentence: string, found: Found): void {
  let attacker: Phrase | null = null;
  if (lower(tokens, k + 1) === 'by') attacker = readGroup(tokens, k + 2);
  else {
    const subject = subjectOf(tokens, phrases, k);
    // Only a verb with an object has its doer as subject: "his wife abducted" tells of the victim, and
    // in "killed four men and wounded" the men before "and" are the first verb's object.
    const hasObject = objectOf(tokens, k, false) !== null;
    const between = subject ? tokens.slice(subject.phrase.end, k).map((t) => t.lower) : [];
    // "pounced on him and his wife, forced them": people after a preposition are someone's object,
    // unless a relative clause makes them the doer ("a manhunt for two men who raped a girl").
    const object =
      PREPOSITION.test(lower(tokens, (subject?.phrase.start ?? 0) - 1)) && !between.includes('who');
    if (subject && !subject.passive && hasObject && !object && !between.includes('and'))
      attacker = subject.phrase;
  }
  if (!attacker || attacker.kind === 'police' || attacker.kind === 'victim') return;
  if (!attacker.persons.some((p) => p.gender !== undefined)) return;
  found.attackers.push({ phrase: attacker, words: wordsOf(sentence, tokens, attacker.start, k) });
}

/** Antecedents for "they" and "the suspects": the people last counted before this point. */
class Antecedents {
  private counted: Phrase[] = [];
  /** Phrases of the sentence being read, usable when they come before the pronoun. */
  private current: Phrase[] = [];

  /** Surnames of the people named so far, to the full name: "mabaso" → "Sibusiso Mabaso". */
  private surnames = new Map<string, string>();

  begin(phrases: Phrase[]): void {
    this.current = phrases.filter((p) => p.count !== null && p.count >= 2);
    for (const phrase of phrases) {
      for (const person of phrase.persons) {
        const words = person.name?.split(/\s+/) ?? [];
        const last = words.at(-1);
        if (words.length >= 2 && last) this.surnames.set(last.toLowerCase(), person.name as string);
      }
    }
  }

  /** "Mabaso was arrested": a surname alone, of someone named in full earlier, as the subject of the verb at k. */
  namedBefore(tokens: Token[], k: number): Phrase | null {
    let j = k - 1;
    while (j >= 0 && BETWEEN.has(lower(tokens, j))) j -= 1;
    const token = tokens[j];
    const name = token && /^[A-Z]/.test(token.text) ? this.surnames.get(token.lower) : undefined;
    if (!name) return null;
    const phrase: Phrase = {
      start: j,
      end: j + 1,
      count: 1,
      persons: [{ name }],
      kind: 'person',
      fresh: false,
      pronoun: false,
      definite: true,
      plural: false,
    };
    return phrase;
  }

  note(): void {
    this.counted.push(...this.current);
    this.current = [];
  }

  /** The kind of the group last counted before a phrase: whom "four of them" are taken from. */
  latestKind(phrase: Phrase): Phrase['kind'] | undefined {
    const earlier = this.current.filter((p) => p.end <= phrase.start);
    return [...this.counted, ...earlier].at(-1)?.kind;
  }

  resolve(phrase: Phrase): Phrase {
    if (!phrase.pronoun || !phrase.plural) return phrase;
    const wanted = phrase.kind === 'suspect' ? 'suspect' : null;
    const earlier = this.current.filter((p) => p.end <= phrase.start);
    const latestFirst = [...this.counted, ...earlier].reverse();
    const match =
      latestFirst.find((p) => p.kind === wanted) ??
      latestFirst.find((p) => p.kind !== 'victim' && p.kind !== 'police');
    if (!match?.count) return phrase;
    return { ...phrase, count: match.count, pronoun: false, persons: match.persons.map((p) => ({ ...p })) };
  }
}

function readSentence(sentence: string, antecedents: Antecedents, found: Found): void {
  found.sentences += 1;
  const tokens = tokenize(sentence);
  const phrases = phrasesOf(tokens);
  antecedents.begin(phrases);
  const singling = phrases.filter((p) => p.partitive && p.count === 1 && p.kind !== 'victim');
  const aboutSuspects = aboutSuspectsUpTo(tokens);
  const arrested = new Set<Phrase>();
  const addArrest = (phrase: Phrase, from: number, to: number) => {
    const resolved = antecedents.resolve(phrase);
    if (resolved.kind === 'victim') return;
    if (resolved.count === 0) return;
    arrested.add(phrase);
    found.lastRole = 'suspect';
    const words = wordsOf(sentence, tokens, from, to);
    const afterSingling = found.singledOut || singling.some((p) => p.end <= from);
    if (resolved.count === null && resolved.persons.length === 0) found.uncounted.push(words);
    else found.arrests.push({ phrase: resolved, words, afterSingling, sentence: found.sentences });
  };
  const addVictim = (phrase: Phrase | null, from: number, to: number, fate?: Fate) => {
    if (!phrase || arrested.has(phrase) || phrase.kind === 'suspect' || phrase.count === 0) return;
    if (phrase.pronoun && phrase.plural) return;
    // "Police spokesperson Sergeant Rani said ...": a speaker is no victim.
    if (SPEECH.test(lower(tokens, phrase.end))) return;
    // "shot his friend and then himself": the attacker turning the weapon on himself is no victim.
    if (phrase.pronoun && REFLEXIVE.test(lower(tokens, phrase.start))) return;
    // "Police returned fire, killing four of them": members of the suspects last told of.
    if (
      phrase.partitive &&
      lower(tokens, phrase.end - 1) === 'them' &&
      antecedents.latestKind(phrase) === 'suspect'
    )
      return;
    found.victims.push({
      phrase,
      fate,
      words: wordsOf(sentence, tokens, from, to),
      sentence: found.sentences,
    });
    found.lastRole = 'victim';
  };

  for (let k = 0; k < tokens.length; k++) {
    const word = lower(tokens, k);
    const next = lower(tokens, k + 1);
    const isTakenIntoCustody =
      (word === 'taken' || word === 'placed') && next === 'into' && lower(tokens, k + 2) !== 'hospital';
    const isArrestVerb =
      (ARREST_PARTICIPLES.has(word) &&
        !(word === 'held' && /^(?:hostage|captive|at|up|responsible|a|in)$/.test(next))) ||
      (word === 'caught' && !['in', 'fire', 'hold', 'on', 'up'].includes(next)) ||
      ((word === 'rounded' || word === 'picked') && next === 'up') ||
      isTakenIntoCustody;
    // "the arrested man" refers to someone already counted.
    const isAdjective = /^(?:the|a|an|this|these|those|both|all|his|her|their)$/.test(lower(tokens, k - 1));
    if (isArrestVerb && !isAdjective && !isUndone(tokens, k)) {
      const subject = subjectOf(tokens, phrases, k);
      const object = subject?.passive
        ? null
        : objectOf(tokens, word === 'rounded' || word === 'picked' ? k + 1 : k);
      // "held two cashiers at gunpoint", "held the family hostage": captives, not arrests.
      if (object && word === 'held' && isCaptive(tokens, object.end)) continue;
      const named = subject || object ? null : antecedents.namedBefore(tokens, k);
      if (object && object.count !== 0) addArrest(object, k, object.end - 1);
      else if (subject) addArrest(singularByVerb(tokens, subject.phrase, k), subject.phrase.start, k);
      else if (named) addArrest(named, named.start, k);
      continue;
    }
    if (word === 'arrest' && accomplishedInfinitive(tokens, k)) {
      const object = objectOf(tokens, k);
      if (object && object.count !== 0) addArrest(object, k, object.end - 1);
      continue;
    }
    if (word === 'took' && tokens.slice(k + 1, k + 12).some((t, n) => t.lower === 'custody' && n > 0)) {
      const object = objectOf(tokens, k);
      if (object && !isUndone(tokens, k)) addArrest(object, k, object.end - 1);
      continue;
    }
    if ((word === 'arrest' || word === 'arrests') && next === 'of' && isReported(tokens, k)) {
      const object = readGroup(tokens, k + 2, true);
      if (object) addArrest(object, k, object.end - 1);
      continue;
    }
    if (word === 'arrests' && !isUndone(tokens, k)) {
      const count = numberOfWord(lower(tokens, k - 1));
      if (count) {
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
        addArrest(phrase, k - 1, k);
      }
      continue;
    }
    if (word === 'arrest' && lower(tokens, k - 1) === 'under' && !isUndone(tokens, k)) {
      const subject = subjectOf(tokens, phrases, k - 2);
      if (subject) addArrest(subject.phrase, subject.phrase.start, k);
      continue;
    }
    // "he remains under police guard in hospital": a suspect kept in custody while treated.
    const underAt =
      word === 'guard' ? [1, 2].map((d) => k - d).find((m) => lower(tokens, m) === 'under') : undefined;
    if (underAt !== undefined && !isUndone(tokens, k)) {
      let verbAt = underAt;
      while (verbAt > 0 && /^(?:remains?|remained|kept|being)$/.test(lower(tokens, verbAt - 1))) verbAt -= 1;
      const subject = subjectOf(tokens, phrases, verbAt);
      if (subject && subject.phrase.kind !== 'victim') addArrest(subject.phrase, subject.phrase.start, k);
      continue;
    }
    const inAt =
      word === 'custody' ? [1, 2, 3, 4].map((d) => k - d).find((m) => lower(tokens, m) === 'in') : undefined;
    if (inAt !== undefined && !isUndone(tokens, k)) {
      // "is in custody", "is in North West police custody"
      const verbAt = inAt;
      const subject = subjectOf(tokens, phrases, verbAt);
      if (subject) addArrest(subject.phrase, subject.phrase.start, verbAt);
      else {
        const remain = phrases.find((p) => p.end === verbAt - 1 && /^remain/.test(lower(tokens, verbAt - 1)));
        if (remain) addArrest(remain, remain.start, k);
      }
      continue;
    }
    if (
      ['handed', 'hands', 'handing', 'turned', 'turns', 'turning'].includes(word) &&
      ['himself', 'herself', 'themselves'].includes(next) &&
      !isUndone(tokens, k)
    ) {
      const subject = subjectOf(tokens, phrases, k);
      if (subject) addArrest(subject.phrase, subject.phrase.start, k + 2);
      continue;
    }
    const isAppearance =
      word === 'appearance' && /^(?:made|make|makes|making)$/.test(lower(tokens, k - 1)) ? 1 : 0;
    const isAppearanceOf =
      word === 'appearance' && /^(?:made|make|makes|making)$/.test(lower(tokens, k - 3)) ? 3 : 0;
    if (isAppearance || isAppearanceOf) {
      const subject = subjectOf(tokens, phrases, k - isAppearance - isAppearanceOf);
      if (subject && subject.phrase.kind !== 'victim') {
        found.accused.push({
          phrase: antecedents.resolve(subject.phrase),
          words: wordsOf(sentence, tokens, subject.phrase.start, k),
        });
      }
      continue;
    }
    // "The accused are Sipho Dlamini (27) and ...", "the suspects were identified as ...", "police named
    // them as ...", "The five arrested last week, who appeared in court, are ...".
    const copula = ['are', 'is', 'were', 'was'].includes(word);
    const namedBySubject = copula && phrases.some((p) => p.end === k && p.kind === 'suspect');
    // After a clause about suspects ("The five arrested ..., who appeared in court, are"), only a list
    // of names with ages names them: "his employer is John Smith, 52" names someone else.
    const namedAfterClause = copula && !namedBySubject && aboutSuspects(k);
    const namesFrom =
      namedBySubject || namedAfterClause ? k + 1 : namingAs(tokens, phrases, k, found.lastRole);
    if (namesFrom !== null) {
      const named = readGroup(tokens, namesFrom);
      const names = namedAfterClause ? namesAccused(named) : named?.persons.some((p) => p.name !== undefined);
      if (named && names) {
        found.accused.push({ phrase: named, words: wordsOf(sentence, tokens, k, named.end - 1) });
      }
    }
    const described = describedSuspect(tokens, phrases, k);
    if (described) {
      found.described.push({
        phrase: described,
        words: wordsOf(sentence, tokens, Math.min(described.start, k), Math.max(described.end - 1, k)),
      });
    }
    // "A 26-year-old suspect is due this morning in a Cape Town court", "is expected in court on Monday".
    const dueInCourt =
      (word === 'due' || word === 'expected') &&
      next !== 'to' &&
      tokens.slice(k + 1, k + 8).some((t) => t.lower === 'court');
    if (COURT_VERBS.has(word) || (word === 'found' && next === 'guilty') || dueInCourt) {
      const named = antecedents.namedBefore(tokens, k);
      const subject = subjectOf(tokens, phrases, k) ?? (named ? { phrase: named, passive: false } : null);
      if (subject && subject.phrase.kind !== 'victim') {
        found.accused.push({
          phrase: antecedents.resolve(subject.phrase),
          words: wordsOf(sentence, tokens, subject.phrase.start, k),
        });
      }
    }
  }

  for (const phrase of phrases) {
    // "searching for five men", "two men accused of robbing a shop": people sought or accused.
    const sexed = phrase.persons.some((p) => p.gender !== undefined) && !phrase.pronoun;
    if (sexed && phrase.kind !== 'victim' && phrase.kind !== 'police' && isSoughtOrAccused(tokens, phrase))
      found.attackers.push({ phrase, words: wordsOf(sentence, tokens, phrase.start - 2, phrase.end + 1) });
    if (phrase.kind !== 'suspect') continue;
    // "the two gunmen": a suspect noun that tells their sex.
    if (phrase.persons.some((p) => p.gender !== undefined) && !phrase.pronoun)
      found.attackers.push({ phrase, words: wordsOf(sentence, tokens, phrase.start, phrase.end - 1) });
    // "the 60-year-old suspect", "the suspects, aged 50, 39 and 29": a suspect noun says who has the age.
    const aged = phrase.persons.some((p) => p.age !== undefined) ? phrase : null;
    // "one of the suspects, a 39-year-old who ...": the words after the comma say who.
    const apposition =
      lower(tokens, phrase.end) === ','
        ? phrases.find((p) => p.start === phrase.end + 1 && p.count === 1 && p.persons[0]?.age !== undefined)
        : undefined;
    const who = apposition ?? aged;
    if (who)
      found.described.push({ phrase: who, words: wordsOf(sentence, tokens, phrase.start, who.end - 1) });
  }

  if (singling.length > 0) found.singledOut = true;

  // Victims, once the arrested are known, so that no one is both.
  for (let k = 0; k < tokens.length; k++) {
    const word = lower(tokens, k);
    const next = lower(tokens, k + 1);
    const byPolice =
      next === 'by' &&
      ['police', 'officers', 'members', 'the'].includes(lower(tokens, k + 2)) &&
      /police|officers|members/.test(`${lower(tokens, k + 2)} ${lower(tokens, k + 3)}`);
    if (byPolice) continue;
    // "the warrant for the colonel was executed": a warrant or a search is carried out, no one killed.
    const carriedOut =
      word === 'executed' && tokens.slice(Math.max(0, k - 8), k).some((t) => CARRIED_OUT.test(t.lower));
    if (carriedOut) continue;
    const isVictimVerb =
      (VICTIM_VERBS.has(word) && !(word === 'tied' && next !== 'up')) ||
      (word === 'found' && FOUND_STATES.has(next)) ||
      (['declared', 'certified', 'pronounced'].includes(word) && next === 'dead') ||
      (['taken', 'rushed', 'airlifted', 'admitted', 'transported'].includes(word) &&
        tokens.slice(k + 1, k + 4).some((t) => t.lower === 'hospital')) ||
      (['held', 'taken'].includes(word) && ['hostage', 'captive'].includes(next));
    const fate = fateOf(tokens, k);
    if (VICTIM_VERBS.has(word) || VICTIM_ACTIVE.has(word) || VICTIM_PRESENT.has(word))
      addAttacker(tokens, phrases, k, sentence, found);
    if (isVictimVerb) {
      const subject = subjectOf(tokens, phrases, k, true) ?? relativeSubjectOf(tokens, phrases, k);
      // A headline's "Three women killed in ..." is passive without its auxiliary.
      const after = next === 'dead' ? k + 2 : k + 1;
      const elliptic =
        subject && !subject.passive && (after >= tokens.length || ELLIPTIC_NEXT.test(lower(tokens, after)));
      if (subject?.passive || elliptic) {
        addVictim(subject?.phrase ?? null, subject?.phrase.start ?? k, next === 'dead' ? k + 1 : k, fate);
      } else if (VICTIM_VERBS.has(word)) {
        const object = objectOf(tokens, word === 'gunned' || word === 'tied' ? k + 1 : k, false);
        if (object && !(object.pronoun && object.plural)) addVictim(object, k, object.end - 1, fate);
      } else if (subject) {
        addVictim(subject.phrase, subject.phrase.start, k, fate);
      }
      continue;
    }
    // "held a 60-year-old woman at gunpoint": whoever is held at gun- or knifepoint is a victim.
    if (/^(?:held|hold|holds|holding|kept|keeping)$/.test(word)) {
      const object = objectOf(tokens, k, false);
      if (
        object &&
        !object.pronoun &&
        lower(tokens, object.end) === 'at' &&
        POINT.test(lower(tokens, object.end + 1))
      )
        addVictim(object, k, object.end + 1, fate);
      continue;
    }
    // "shots were fired at a man", "opened fire on the patrons", "shooting at him".
    if (
      /^(?:fired|firing|shot|shooting|fire)$/.test(word) &&
      (next === 'at' || (word === 'fire' && next === 'on'))
    ) {
      const object = readGroup(tokens, k + 2);
      if (object && !(object.pronoun && object.plural)) addVictim(object, k, object.end - 1, fate);
      continue;
    }
    // "pulled a firearm on a 43-year-old man", "pointed a knife at her".
    if (/^(?:pulled|pointed|drew|aimed|pulling|pointing)$/.test(word)) {
      const on = [k + 2, k + 3].find((m) => /^(?:on|at)$/.test(lower(tokens, m)));
      const armed = on !== undefined && WEAPON.test(lower(tokens, on - 1));
      const object = armed ? readGroup(tokens, on + 1) : null;
      if (object && !(object.pronoun && object.plural)) addVictim(object, k, object.end - 1, fate);
      continue;
    }
    // "had her purse snatched", "had his phone stolen": the one who had it is robbed.
    if (
      word === 'had' &&
      /^(?:her|his)$/.test(next) &&
      /^(?:snatched|stolen|taken|grabbed)$/.test(lower(tokens, k + 3))
    ) {
      const subject = subjectOf(tokens, phrases, k);
      if (subject) addVictim(subject.phrase, subject.phrase.start, k + 3);
      continue;
    }
    // "has not been seen since", like "went missing", names the person the case is about.
    if (word === 'seen' && next === 'since' && lower(tokens, k - 2) === 'not') {
      const subject = subjectOf(tokens, phrases, k);
      if (subject) addVictim(subject.phrase, subject.phrase.start, k);
      continue;
    }
    // "A 7-year-old boy went missing", "was reported missing": the missing person is the one the case is about.
    if (word === 'missing' && /^(?:went|gone|reported|go|goes)$/.test(lower(tokens, k - 1))) {
      const subject = subjectOf(tokens, phrases, k - 1);
      if (subject) addVictim(subject.phrase, subject.phrase.start, k);
      continue;
    }
    const presentVerb =
      VICTIM_PRESENT.has(word) && !NOUN_BEFORE.test(lower(tokens, k - 1)) && !SUBJECT_PRONOUN.test(next);
    if ((VICTIM_ACTIVE.has(word) || presentVerb) && next !== 'of') {
      const object = objectOf(tokens, k, false) ?? bareCountObject(tokens, k);
      if (object && !(object.pronoun && object.plural)) addVictim(object, k, object.end - 1, fate);
      continue;
    }
    if (
      VICTIM_INTRANSITIVE.has(word) ||
      (word === 'sustained' && /injur|wound/.test(lower(tokens, k + 2) + next))
    ) {
      const subject = subjectOf(tokens, phrases, k) ?? relativeSubjectOf(tokens, phrases, k);
      if (subject) addVictim(subject.phrase, subject.phrase.start, k, fate);
      continue;
    }
    if (VICTIM_NOUNS.has(word) && (next === 'of' || (word === 'attack' && next === 'on'))) {
      const object = readGroup(tokens, k + 2);
      if (object && !object.pronoun) addVictim(object, k, object.end - 1, fate);
    }
  }
  for (const phrase of phrases) {
    // "alleged to be the owner of the house" says who someone else is.
    const predicate = AUX.has(lower(tokens, phrase.start - 1));
    if (isOwner(phrase) && !arrested.has(phrase) && !predicate)
      found.owners.push({ phrase, words: wordsOf(sentence, tokens, phrase.start, phrase.end - 1) });
    if (phrase.kind === 'victim' && !found.victims.some((m) => m.phrase === phrase)) {
      // "the victim, a 34-year-old woman": the phrase after the comma says who.
      const apposition =
        lower(tokens, phrase.end) === ',' ? phrases.find((p) => p.start === phrase.end + 1) : undefined;
      const who = apposition && apposition.kind !== 'suspect' ? apposition : phrase;
      // "two other victims had already been admitted": the verb after them tells their fate.
      let verb = who.end;
      while (verb < tokens.length && BETWEEN.has(lower(tokens, verb))) verb += 1;
      addVictim(who, phrase.start, who.end - 1, fateOf(tokens, verb));
    }
  }
  antecedents.note();
}

/** One person named as an owner: "the owner", "the farm owner", "a homeowner"; not "livestock owners". */
function isOwner(phrase: Phrase): boolean {
  const [person] = phrase.persons;
  return phrase.count === 1 && phrase.kind === 'person' && person?.noun?.endsWith('owner') === true;
}

/** Words that tell of property taken: the owner of what was taken is the one wronged. */
const PROPERTY_TAKEN =
  /\b(?:stole|stolen|steal|stealing|theft|thefts|thief|thieves|burglary|burglaries|burglars?|break-ins?|broke into|looted|hijacked)\b/i;

interface Slot extends Person {
  fate?: Fate;
  /** The words of the mention that told this person's fate, role or age group. */
  told?: string;
}

function compatible(a: Slot, b: Slot): boolean {
  return (
    (a.fate === undefined || b.fate === undefined || a.fate === b.fate) &&
    (a.gender === undefined || b.gender === undefined || a.gender === b.gender) &&
    (a.age === undefined || b.age === undefined || a.age === b.age) &&
    !grownAndChild(a, b) &&
    !grownAndChild(b, a) &&
    !differentKin(a.noun, b.noun) &&
    sameName(a.name, b.name)
  );
}

/**
 * "her three-year-old" and "the child's father": someone named by a grown-up noun of their own is not a
 * child told of elsewhere. A group ("three women", one of them 17) is not held to its noun.
 */
function grownAndChild(grown: Slot, child: Slot): boolean {
  return grown.adult === true && grown.noun !== undefined && child.child === true;
}

/** "her child" and "the child's father": two ties to someone are two people. */
function differentKin(a: string | undefined, b: string | undefined): boolean {
  return a !== undefined && b !== undefined && a !== b && RELATIONAL.has(a) && RELATIONAL.has(b);
}

/** "Makhoana" and "Thato Makhoana" are one person; a release shortens names after the first mention. */
function sameName(a: string | undefined, b: string | undefined): boolean {
  if (a === undefined || b === undefined) return true;
  const words = (n: string) => n.toLowerCase().split(/\s+/);
  const [x, y] = [words(a), words(b)];
  return x.every((w) => y.includes(w)) || y.every((w) => w && x.includes(w));
}

function likeness(a: Person, b: Person): number {
  return (
    Number(a.gender !== undefined && a.gender === b.gender) +
    Number(a.age !== undefined && a.age === b.age) * 2 +
    Number(a.name !== undefined && a.name === b.name) * 2
  );
}

/**
 * The people a role holds, built up mention by mention: a mention that fits someone already known
 * (same sex, age and name where stated) is the same person; "another", "a second" or a different age
 * adds one.
 */
/**
 * More people than one phrase ever names one by one; a larger "count" is a crowd ("about 300
 * protesters") or a misread quantity, and is left uncounted rather than expanded person by person.
 */
const LARGEST_COUNTED_GROUP = 100;

class Roster {
  readonly slots: Slot[] = [];
  readonly words: string[] = [];
  /** The sentence each slot was last told of in. */
  private readonly toldIn = new Map<Slot, number>();

  add(mention: Mention): void {
    const { phrase } = mention;
    const persons: Slot[] = [...phrase.persons];
    if (phrase.count !== null && phrase.count > LARGEST_COUNTED_GROUP) return;
    while (phrase.count !== null && persons.length < phrase.count) persons.push({});
    if (persons.length === 0) return;
    const touched = this.place(mention, persons);
    // Someone met before whose fate this mention tells ("... killing him", "she later died"): the
    // fate is theirs, and a death outlasts a wound told first.
    const later = mention.fate;
    const metBefore = (phrase.definite || phrase.pronoun) && touched.length > 0;
    if (later && metBefore)
      for (const slot of touched) if (slot.fate === undefined || later === 'dead') slot.fate = later;
    const sentence = mention.sentence;
    if (sentence !== undefined) for (const slot of touched) this.toldIn.set(slot, sentence);
  }

  /**
   * The people "two others" may be: those a "fourth suspect" implied before it, and people with the
   * same fate told of in another sentence ("... while two other victims had already been admitted").
   * Only those beyond them are new.
   */
  private retold(mention: Mention, persons: Slot[]): Slot[] {
    const { fate, sentence } = mention;
    if (!mention.phrase.others) return [];
    // "arrested a fourth suspect ... three others had been arrested": the three before the fourth.
    const untold = this.slots.filter((s) => Object.keys(s).length === 0 && !this.toldIn.has(s));
    const sameFate = this.slots.filter(
      (s) =>
        fate !== undefined && s.fate === fate && sentence !== undefined && this.toldIn.get(s) !== sentence,
    );
    return [...untold, ...sameFate].slice(0, persons.length);
  }

  /** Puts the persons of a mention in slots, and gives back the slots it told of. */
  private place(mention: Mention, persons: Slot[]): Slot[] {
    const { phrase } = mention;
    // Someone already met ("the woman", "her") may have been hurt in more than one way; the first
    // mention ("stabbing his wife to death") tells the fate even when it is definite.
    const metBefore = (phrase.definite || phrase.pronoun) && this.slots.length > 0;
    const fate = metBefore ? undefined : mention.fate;
    if (fate) for (const p of persons) p.fate = fate;
    for (const p of persons) p.told = mention.words;
    this.words.push(mention.words);
    if (phrase.ordinal !== undefined && persons.length === 1) {
      while (this.slots.length < phrase.ordinal) this.slots.push({});
      const slot = this.slots[phrase.ordinal - 1] as Slot;
      Object.assign(slot, persons[0]);
      return [slot];
    }
    const newKin =
      phrase.relational === true &&
      persons.length === 1 &&
      !this.slots.some((s) => s.noun === persons[0]?.noun);
    if (phrase.fresh || newKin) {
      const same = this.retold(mention, persons);
      for (const [n, slot] of same.entries()) Object.assign(slot, known(persons[n] as Slot));
      const added = persons.slice(same.length);
      this.slots.push(...added);
      return [...same, ...added];
    }
    const used = new Set<Slot>();
    for (const person of persons) {
      let best: Slot | undefined;
      // A slot already told of beats one a "fourth suspect" only implied.
      const score = (slot: Slot) => likeness(slot, person) + (this.toldIn.has(slot) ? 0.5 : 0);
      for (const slot of this.slots) {
        if (used.has(slot) || !compatible(slot, person)) continue;
        if (!best || score(slot) > score(best)) best = slot;
      }
      if (!best && phrase.pronoun && this.slots.length > 0) continue;
      if (best) {
        Object.assign(best, known(person));
        used.add(best);
      } else {
        const added = { ...person };
        this.slots.push(added);
        used.add(added);
      }
    }
    return [...used];
  }
}

/** What a mention states of a person, without the blanks that would erase what is known. */
const known = (person: Slot): Partial<Slot> =>
  Object.fromEntries(Object.entries(person).filter(([, v]) => v !== undefined));

/**
 * The suspects by sex: as the arrested and accused are told, else as the attackers are. Suspects
 * counted without their sex ("three suspects were arrested") whose attackers are all told of as one
 * sex ("the two gunmen") are all of it.
 */
function suspectsOfSex(described: Roster, attackers: Roster): SuspectsBySex {
  if (described.slots.some((s) => s.gender !== undefined))
    return { female: countGender(described.slots, 'female'), male: countGender(described.slots, 'male') };
  const sexes = new Set(attackers.slots.map((s) => s.gender).filter((g) => g !== undefined));
  const [only] = sexes;
  if (described.slots.length > 0 && sexes.size === 1 && only) {
    const count = described.slots.length;
    return only === 'male' ? { female: 0, male: count } : { female: count, male: 0 };
  }
  return { female: countGender(attackers.slots, 'female'), male: countGender(attackers.slots, 'male') };
}

/** Victims of the sex stated; null when the release states the sex of none of them. */
function countGender(slots: Person[], gender: Gender): number | null {
  if (slots.every((s) => s.gender === undefined)) return null;
  return slots.filter((s) => s.gender === gender).length;
}

/** A count over people with the words that told it; null when no one's state is known. */
interface Tally {
  count: number | null;
  words?: string;
}

function tally(slots: Slot[], known: (s: Slot) => boolean, counted: (s: Slot) => boolean): Tally {
  if (!slots.some(known)) return { count: null };
  const hits = slots.filter(counted);
  const words = [...new Set(hits.map((s) => s.told).filter((w): w is string => w !== undefined))];
  return { count: hits.length, ...(words.length > 0 ? { words: words.join(' … ') } : {}) };
}

/** Nouns that name a person without saying what they do. */
const ROLELESS = new Set(
  `man men woman women male female person people individual victim deceased complainant survivor resident
   citizen member youth teenager teen gentleman lady couple pair others relative`.split(/\s+/),
);
const hasRole = (s: Slot) => s.child === true || (s.noun !== undefined && !ROLELESS.has(s.noun));

/** How many victims died, were hurt, were children, were police officers. */
function victimsTold(slots: Slot[]) {
  const fated = (s: Slot) => s.fate !== undefined;
  return {
    killed: tally(slots, fated, (s) => s.fate === 'dead'),
    injured: tally(slots, fated, (s) => s.fate === 'injured'),
    // A release that says who each victim is says whether any was a child.
    children: tally(
      slots,
      (s) => s.child === true || slots.every((o) => o.adult || o.child),
      (s) => s.child === true,
    ),
    // Only a victim known by a role ("a security guard", "a farmer", "a girl") is known not to be an officer.
    police: tally(
      slots,
      (s) => s.police === true || slots.every(hasRole),
      (s) => s.police === true,
    ),
  };
}

/** Words of a sentence about the suspects, whose pronouns are not the victim's. */
const ABOUT_SUSPECTS =
  /\b(?:suspects?|accused|arrested|arrest|perpetrators?|attackers?|gunm[ae]n|robbers?|court)\b/i;
/** How many sentences after a mention of the victim may still go on about them. */
const FOLLOWING_SENTENCES = 2;

/**
 * "On 2 March, he used a sword to stab Sergeant Manie": a subject pronoun in the victim's own clause,
 * before the victim, is the attacker's. Pronouns of earlier clauses ("When she got home, the victim
 * ...") are left to count.
 */
function withoutAttacker(sentence: string, victimAt: number): string {
  const clauseStart = Math.max(sentence.lastIndexOf(',', victimAt), sentence.lastIndexOf(';', victimAt)) + 1;
  const clause = sentence.slice(clauseStart, victimAt).replace(/\b(?:he|she)\b/gi, '');
  return sentence.slice(0, clauseStart) + clause + sentence.slice(victimAt);
}

/** A lone victim of unknown sex takes the sex of the pronouns used in the sentences that mention them. */
function pronounGender(text: string, victimWords: string[]): Gender | undefined {
  let female = 0;
  let male = 0;
  let follows = 0;
  let previous: string | undefined;
  const count = (sentence: string) => {
    female += (sentence.match(/\b(?:she|her|herself)\b/gi) ?? []).length;
    male += (sentence.match(/\b(?:he|him|his|himself)\b/gi) ?? []).length;
  };
  for (const sentence of sentencesOf(text)) {
    const at = Math.min(...victimWords.map((w) => sentence.indexOf(w)).filter((i) => i >= 0));
    const mentions = Number.isFinite(at);
    // "The driver ... was with him. The victim flagged down police": the sentence before may tell of them too.
    if (mentions && follows <= 0 && previous !== undefined && !ABOUT_SUSPECTS.test(previous)) count(previous);
    // The sentences after a mention usually go on about the same person, unless they turn to the suspects.
    const read = mentions || (follows > 0 && !ABOUT_SUSPECTS.test(sentence));
    follows = mentions ? FOLLOWING_SENTENCES : follows - 1;
    previous = read ? undefined : sentence;
    if (mentions) count(withoutAttacker(sentence, at));
    else if (read) count(sentence);
  }
  if (female > male) return 'female';
  if (male > female) return 'male';
  return undefined;
}

function noneFound(): Found {
  return {
    arrests: [],
    uncounted: [],
    victims: [],
    accused: [],
    owners: [],
    described: [],
    attackers: [],
    sentences: 0,
  };
}

/** Crimes of possession, permits and seizures: there is no one they are done to. */
const VICTIMLESS = new Set([
  'Dealing in drugs',
  'Possession of drugs',
  'Illegal mining',
  'Poaching',
  'Rhino poaching',
  'Abalone poaching',
  'Possession of unlicensed firearm and ammunition',
  'Possession of explosives',
  'Possession of stolen property',
  'Illegal immigration',
  'Illegal liquor trading',
  'Smuggling and contraband',
]);

/** Crimes in which someone died. */
const KILLING = /^(?:Murder|Culpable homicide)/;

/**
 * What the case's crimes settle about victims the text leaves uncounted. In a case of seizures and
 * possession alone, where no one is told of as harmed, it is certain that no one was killed, hurt, a
 * child or an officer wronged; how many victims there were stays unstated, as the release leaves it. Victims
 * none of whom is said to have died, in a case whose crimes include no killing, include no dead: a
 * release would have said so. With a killing among the crimes the number stays unknown.
 */
export function settleVictims(victims: Victims, crimes: readonly string[]): Victims {
  if (victims.count === null && crimes.length > 0 && crimes.every((c) => VICTIMLESS.has(c))) {
    return { ...victims, killed: 0, injured: 0, children: 0, police: 0 };
  }
  if (victims.killed !== null || !victims.count || crimes.some((c) => KILLING.test(c))) return victims;
  return { ...victims, killed: 0 };
}

export function readPeople(text: { title: string; body: string }, budget = new ReadingBudget()): People {
  const found = noneFound();
  const antecedents = new Antecedents();
  const headline = noneFound();
  readSentence(text.title, new Antecedents(), headline);
  found.victims.push(...headline.victims.map((m) => ({ ...m, sentence: -1 })));
  let thisCase = text.title;
  const sentences = sentencesOf(thisCaseOf(text.body));
  let sentencesRead = 0;
  const other = otherIncidentSentences(sentences);
  for (const sentence of sentences) {
    if (budget.spent()) break;
    sentencesRead += 1;
    // An earlier incident told for comparison has dead and wounded of its own.
    if (other[sentencesRead - 1]) continue;
    readSentence(sentence, antecedents, found);
    thisCase += `\n${sentence}`;
  }
  const titled = new Roster();
  for (const m of headline.arrests) titled.add(m);

  const suspects = new Roster();
  for (const m of found.arrests) {
    // "arrested two men ... found one of the suspects ... where another man was arrested": the other of the two.
    const nextMember =
      m.afterSingling && m.phrase.fresh && m.phrase.count === 1 && suspects.slots.length >= 2;
    suspects.add(nextMember ? { ...m, phrase: { ...m.phrase, fresh: false } } : m);
  }
  // The headline and the court passages may add what the arrest sentences leave out, such as ages.
  const described = new Roster();
  for (const m of [...found.arrests, ...headline.arrests, ...found.accused, ...found.described]) {
    described.add(described.slots.length > 0 ? { ...m, phrase: { ...m.phrase, fresh: false } } : m);
  }
  const accused = new Roster();
  for (const m of found.accused) accused.add(m);
  const victims = new Roster();
  for (const m of found.victims) victims.add(m);
  // Theft wrongs the owner of what was taken even where no verb makes anyone its object.
  const wronged = victims.slots.length === 0 && PROPERTY_TAKEN.test(thisCase) ? found.owners : [];
  for (const m of wronged) victims.add(m);

  const wholeText = `${text.title}\n${text.body}`;
  const evidence: PeopleEvidence = {};
  let suspectsArrested: number | null;
  if (titled.slots.length > 0 && titled.slots.length !== suspects.slots.length) {
    // A headline's count is the release's own summary; the body may count partial or unrelated arrests.
    suspectsArrested = titled.slots.length;
    evidence.suspects_arrested = titled.words.join(' … ');
  } else if (suspects.slots.length > 0) {
    suspectsArrested = suspects.slots.length;
    evidence.suspects_arrested = suspects.words.join(' … ');
  } else if (found.uncounted.length > 0) {
    suspectsArrested = accused.slots.length > 0 ? accused.slots.length : null;
    evidence.suspects_arrested = found.uncounted.join(' … ');
  } else if (accused.slots.length > 0) {
    suspectsArrested = accused.slots.length;
    evidence.suspects_arrested = accused.words.join(' … ');
  } else {
    suspectsArrested = 0;
    const denial = wholeText.match(NO_ARREST);
    if (denial) evidence.suspects_arrested = denial[0];
  }
  const arrestMade = suspectsArrested === null || suspectsArrested > 0;
  if (evidence.suspects_arrested) evidence.arrest_made = evidence.suspects_arrested;

  // With nobody arrested, the suspects described are the ones the release is about ("a 46-year-old
  // officer accused of rape has not been arrested").
  const suspectSlots = described.slots.slice(0, suspectsArrested || undefined);
  const suspectAges = suspectSlots.flatMap((s) => (s.age === undefined ? [] : [s.age]));
  if (suspectAges.length > 0) {
    // The passages that state an age, each once, rather than every mention of the suspects.
    const aged = [...found.arrests, ...headline.arrests, ...found.accused, ...found.described]
      .filter((m) => m.phrase.persons.some((p) => p.age !== undefined) && /\d/.test(m.words))
      .map((m) => m.words);
    const distinct = [...new Set(aged)].filter((w, _, all) => !all.some((o) => o !== w && o.includes(w)));
    evidence.suspect_ages = distinct.join(' … ') || described.words.join(' … ');
  }

  const lone = victims.slots.length === 1 ? victims.slots[0] : undefined;
  if (lone && lone.gender === undefined) {
    // Only this case's sentences: "In an unrelated case, a man ... his home" speaks of someone else.
    const gender = pronounGender(
      thisCase,
      [...found.victims, ...wronged].map((m) => m.words),
    );
    if (gender) lone.gender = gender;
  }
  if (victims.slots.length > 0) evidence.victims = victims.words.join(' … ');
  const told = victimsTold(victims.slots);
  for (const [field, { words }] of [
    ['victims_killed', told.killed],
    ['victims_injured', told.injured],
    ['victims_children', told.children],
    ['victims_police', told.police],
  ] as const) {
    if (words) evidence[field] = words;
  }
  // The arrested and accused tell the suspects' sex first; the attackers only when they do not.
  const attackers = new Roster();
  for (const m of found.attackers) attackers.add(m);
  const sexed = described.slots.some((s) => s.gender !== undefined) ? described : attackers;
  const suspectsBySex = suspectsOfSex(described, attackers);
  if (suspectsBySex.female !== null) evidence.suspects_sex = sexed.words.join(' … ');
  const relationship = readRelationship(thisCase);
  if (relationship) evidence.relationship = relationship.words;

  const outcome = readOutcome(thisCase, arrestMade);
  const outcomeWords = outcome?.evidence || (outcome?.kind === 'arrested' ? evidence.arrest_made : undefined);
  if (outcomeWords) evidence.outcome = outcomeWords;
  return {
    suspects_arrested: suspectsArrested,
    suspect_ages: suspectAges,
    victims: {
      count: victims.slots.length > 0 ? victims.slots.length : null,
      female: countGender(victims.slots, 'female'),
      male: countGender(victims.slots, 'male'),
      ages: victims.slots.flatMap((s) => (s.age === undefined ? [] : [s.age])),
      killed: told.killed.count,
      injured: told.injured.count,
      children: told.children.count,
      police: told.police.count,
    },
    suspects: suspectsBySex,
    relationship: relationship?.relationship ?? null,
    arrest_made: arrestMade,
    outcome: outcome
      ? { kind: outcome.kind, ...(outcome.sentence ? { sentence: outcome.sentence } : {}) }
      : null,
    evidence,
    ...(sentencesRead < sentences.length ? { partial: { sentencesRead, sentences: sentences.length } } : {}),
  };
}
