/**
 * The clauses around people phrases: whom a verb is said of (its subject, passive or not, its object,
 * a count standing alone), what became of them (dead or injured), whether the verb tells of something
 * done or only hoped for, and whom "they" and a bare surname point back to. The rules of
 * people-rules.ts read sentences with these.
 */
import { numberOfWord } from '../corpus/numbers';
import { lower, type Phrase, readGroup, type Token } from './person-phrases';

/**
 * Fates that tell two victims apart: someone killed is not the same person as someone wounded, nor
 * as someone the release says was not harmed ("the owner of the car, who was driving, was not harmed").
 */
export type Fate = 'dead' | 'injured' | 'unharmed';
const DEAD =
  /^(?:killed|killing|kill|kills|murdered|murdering|slain|died|dies|succumbed|succumbs|perished|drowned|murder|murders|killings|death|deaths|body|bodies|remains|assassination|executed|butchered|necklaced)$/;
const INJURED =
  /^(?:injured|injuring|injure|injures|wounded|wounding|wounds|hurt|hospitalised|hospitalized|sustained|taken|rushed|airlifted|admitted|transported)$/;

/** Words before "to kill" that make it a threat or an intent, not a death. */
const INTENT =
  /^(?:threaten\w*|tried|try|trying|wanted|wants?|attempt\w*|plott?\w*|intend\w*|vowed|promised|planned|planning)$/;

/** "was not harmed", "were not hurt"; "not seriously injured" is hurt all the same. */
function unharmedAt(tokens: Token[], k: number): boolean {
  if (!/^(?:harmed|hurt|injured|wounded)$/.test(lower(tokens, k))) return false;
  const before = lower(tokens, k - 1) === 'been' ? k - 2 : k - 1;
  return /^(?:not|never|wasn't|weren't)$/.test(lower(tokens, before));
}

export function fateOf(tokens: Token[], k: number): Fate | undefined {
  const word = lower(tokens, k);
  if (unharmedAt(tokens, k)) return 'unharmed';
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

/** Between a subject and its verb: auxiliaries and adverbs. */
export const AUX = new Set(['was', 'were', 'been', 'being', 'is', 'are', 'got', 'get', 'gets', 'be']);
export const BETWEEN = new Set([
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

export interface Mention {
  phrase: Phrase;
  fate?: Fate;
  /** Harmed in body by the verb that told of them ("stabbed"), whatever their fate. */
  wounded?: boolean;
  /** Which sentence of the release told it; the headline's is -1. */
  sentence?: number;
  /** Said after one member of a group was singled out ("one of the suspects"), so "another" is its next member. */
  afterSingling?: boolean;
  /** The words of the release the mention was read from. */
  words: string;
  /** One more of a list its sentence tells: the next of the people counted before, if any is still unnamed. */
  listed?: true;
}

export interface Found {
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

export function wordsOf(sentence: string, tokens: Token[], from: number, to: number): string {
  const first = tokens[Math.max(0, Math.min(from, to))];
  const last = tokens[Math.min(tokens.length - 1, Math.max(from, to))];
  return first && last ? sentence.slice(first.start, last.end) : '';
}

const CLAUSE_BREAK = new Set([',', ';', ':', 'and', 'but', 'while', 'whereas', 'after', 'when']);

/** Looks back over the verb's own clause only: "could give no explanation, and they were arrested" is an arrest. */
export function isUndone(tokens: Token[], k: number): boolean {
  for (let j = k - 1; j >= Math.max(0, k - 6) && !CLAUSE_BREAK.has(lower(tokens, j)); j--) {
    if (NOT_DONE.has(lower(tokens, j))) return true;
  }
  return false;
}

/** Words before "the arrest of" that report it as done: "led to the arrest of", "welcomed the arrest of". */
const REPORTED =
  /^(?:led|resulted|culminated|followed|following|after|welcomed|welcomes|welcome|made|effected|secured|saw|since|announced|confirmed|praised|applauded|lauded|commended|effect)$/;

export function isReported(tokens: Token[], k: number): boolean {
  if (isUndone(tokens, k)) return false;
  for (let j = k - 1; j >= Math.max(0, k - 8); j--) if (REPORTED.test(lower(tokens, j))) return true;
  return false;
}

export interface Subject {
  phrase: Phrase;
  passive: boolean;
}

/** The people phrase a verb at k is said of: "two suspects were arrested", "Six held", "the suspects, aged 23 and 31, were". */
/** "The owner of the car, who was driving, ...": the person before "of the car" and the comma at `comma`. */
function ownerOfThing(tokens: Token[], phrases: Phrase[], comma: number): Phrase | undefined {
  const person = phrases.find((p) => p.end < comma && p.end >= comma - 4 && lower(tokens, p.end) === 'of');
  if (!person || !/^(?:the|a|an|his|her|their)$/.test(lower(tokens, person.end + 1))) return undefined;
  return phrases.some((p) => p.start > person.end && p.start < comma) ? undefined : person;
}

/**
 * "Seven of the men were killed, and the remaining two were rushed to hospital": the rest of a group
 * told of before in the sentence are of its sex.
 */
function restOfGroup(tokens: Token[], phrases: Phrase[], bare: Phrase): Phrase {
  const restAt = (k: number) =>
    /^(?:remaining|other)$/.test(lower(tokens, k)) && lower(tokens, k - 1) === 'the';
  const rest = restAt(bare.start + 1) || restAt(bare.start - 1);
  if (!rest || bare.count === null || bare.persons.some((p) => p.gender !== undefined)) return bare;
  const group = phrases.filter((p) => p.end <= bare.start && p.gender !== undefined).at(-1);
  if (!group?.gender) return bare;
  const gender = group.gender;
  return { ...bare, gender, persons: Array.from({ length: bare.count }, () => ({ gender })) };
}

export function subjectOf(tokens: Token[], phrases: Phrase[], k: number, ofHarm = false): Subject | null {
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
  // "a businessman in Phuthaditjhaba are now in custody": a place told after the people is theirs.
  if (!phrases.some((p) => p.end === j + 1)) j = beforePlaceAdjunct(tokens, j);
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
  if (exact) return { phrase: agreeingWith(tokens, phrases, exact, k) ?? exact, passive };
  // Skip an inserted clause between commas: "Four men, among them a local leader, have been".
  if (lower(tokens, j) === ',') {
    for (let open = j - 1; open >= Math.max(0, j - 20); open--) {
      if (lower(tokens, open) !== ',') continue;
      const before = phrases.find((p) => p.end === open) ?? ownerOfThing(tokens, phrases, open);
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
      return { phrase: restOfGroup(tokens, phrases, bare), passive };
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

/** Where the words before "in Port Elizabeth" end when the token at j closes such a place; j otherwise. */
function beforePlaceAdjunct(tokens: Token[], j: number): number {
  for (let m = j; m >= Math.max(0, j - 2); m--) {
    if (!/^[A-Z]/.test(tokens[m]?.text ?? '')) return j;
    if (/^(?:in|at|near|from)$/.test(lower(tokens, m - 1))) return m - 2;
  }
  return j;
}

/**
 * "The two men wanted for the killing of a businessman are now in custody": a verb whose number does
 * not agree with the people just before it has an earlier subject, the nearest people before them that
 * agree and stand after no preposition.
 */
function agreeingWith(tokens: Token[], phrases: Phrase[], nearest: Phrase, k: number): Phrase | undefined {
  const verb = tokens.slice(nearest.end, k).map((t) => t.lower);
  const plural = verb.some((w) => /^(?:are|were|have)$/.test(w))
    ? true
    : verb.some((w) => /^(?:is|was|has)$/.test(w))
      ? false
      : undefined;
  if (plural === undefined || nearest.pronoun || nearest.plural === plural) return undefined;
  const before = phrases.filter((p) => p.end <= nearest.start && !p.pronoun).reverse();
  return before.find(
    (p) => p.plural === plural && p.kind !== 'police' && !PREPOSITION.test(lower(tokens, p.start - 1)),
  );
}

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

/**
 * The doer of an active verb joined by "and" to its clause's first verb: "Two men walked onto the
 * premises and started shooting", also after a lead-in ("According to police, two men ..."). Only
 * people who open their clause, with no other clause and no passive between them and the verb.
 */
export function openingDoerOf(tokens: Token[], phrases: Phrase[], k: number): Subject | null {
  if (lower(tokens, k - 1) !== 'and') return null;
  // "At about 20:30 two men walked in and ...": a sentence may open with when before its doer.
  const afterWhen = (p: Phrase) => p === phrases[0] && TOLD_WHEN.test(lower(tokens, 0));
  const opening = [...phrases]
    .reverse()
    .find((p) => p.end < k && (p.start <= 1 || lower(tokens, p.start - 1) === ',' || afterWhen(p)));
  if (!opening || opening.pronoun) return null;
  const between = tokens.slice(opening.end, k);
  if (between.some((t) => CLAUSE_OPENER.test(t.lower) || AUX.has(t.lower) || t.lower === ',')) return null;
  return { phrase: opening, passive: false };
}

export const POINT = /^(?:gun|knife)-?point$/;

const TOLD_WHEN = /^(?:at|on|in|during|around|about|shortly|just|early|late|earlier)$/;

const MONTH =
  /^(?:january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)$/;

/** "The accused was arrested": a subject that gives no count is one person when its verb is singular. */
export function singularByVerb(tokens: Token[], phrase: Phrase, k: number): Phrase {
  if (phrase.count !== null || phrase.persons.length > 0 || phrase.plural) return phrase;
  const verbs = tokens.slice(phrase.end, k).map((t) => t.lower);
  if (!verbs.some((v) => v === 'was' || v === 'is' || v === 'has')) return phrase;
  return { ...phrase, count: 1, persons: [{}] };
}

export const ELLIPTIC_NEXT =
  /^(?:in|at|on|near|after|during|while|outside|inside|by|as|when|,|;|:|over|following|since|before)$/;

/** "Three people who tried to stop him were also attacked": the people before "who". */
export function relativeSubjectOf(tokens: Token[], phrases: Phrase[], k: number): Subject | null {
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

export function objectOf(tokens: Token[], k: number, allowBare = true): Phrase | null {
  let j = k + 1;
  while (['also', 'later', 'subsequently'].includes(lower(tokens, j)) && j < k + 3) j += 1;
  return readGroup(tokens, j, allowBare);
}

/**
 * "killing four and wounding three", "wounds two outside the house": a bare count as the object, when
 * the clause ends after it; "stabbed 12 times" counts blows, not people.
 */
export function bareCountObject(tokens: Token[], k: number): Phrase | null {
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
export function isCaptive(tokens: Token[], k: number): boolean {
  const next = lower(tokens, k);
  return next === 'hostage' || next === 'captive' || (next === 'at' && POINT.test(lower(tokens, k + 1)));
}

/** "Police managed to arrest two suspects": the infinitive at k reports an arrest made. */
export function accomplishedInfinitive(tokens: Token[], k: number): boolean {
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
export function aboutSuspectsUpTo(tokens: Token[]): (k: number) => boolean {
  const firstOf = (cue: RegExp) => {
    const at = tokens.findIndex((t) => cue.test(t.lower));
    return at === -1 ? Number.POSITIVE_INFINITY : at;
  };
  const suspectAt = firstOf(SUSPECT_CUE);
  const victimAt = firstOf(VICTIM_CUE);
  return (k) => suspectAt < k && victimAt >= k;
}

/** A list of accused, each named with an age: "Name (37), Name (20) and Name (25)". */
export const namesAccused = (group: Phrase | null) =>
  (group?.persons.filter((p) => p.name !== undefined && p.age !== undefined).length ?? 0) >= 2;

/**
 * Where the names start after "identified as", "identified them as", "named the suspects as"; null when
 * the verb at k names no one, or names people last counted as victims.
 */
export function namingAs(
  tokens: Token[],
  phrases: Phrase[],
  k: number,
  lastRole: Found['lastRole'],
): number | null {
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
export function describedSuspect(tokens: Token[], phrases: Phrase[], k: number): Phrase | null {
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
const SOUGHT_BEFORE = /^(?:searching|looking|hunting|hunt|manhunt|search)$/;
const ACCUSED_AFTER = /^(?:accused|suspected|charged|wanted|sought)$/;
const LOST = /^(?:missing|kidnapped|abducted|lost|trapped|injured|wounded)$/;
/** Verbs of a relative clause that leave its people accused: "who stand accused", "who have been charged". */
const STANDING = /^(?:stand|stands|stood|are|is|were|was|have|has|had|been|now)$/;

/** "a manhunt for two men", "police are searching for five men"; "two men accused of robbing a shop". */
export function isSoughtOrAccused(tokens: Token[], phrase: Phrase): boolean {
  // "searching for a missing boy" is a search for a victim.
  const lost =
    phrase.persons.some((p) => p.child) ||
    tokens.slice(phrase.start, phrase.end).some((t) => LOST.test(t.lower));
  const sought =
    !lost && lower(tokens, phrase.start - 1) === 'for' && SOUGHT_BEFORE.test(lower(tokens, phrase.start - 2));
  // "two men accused of", "the twelve men who stand accused of".
  let at = phrase.end;
  if (lower(tokens, at) === 'who') at += 1;
  while (at > phrase.end && STANDING.test(lower(tokens, at))) at += 1;
  const after = lower(tokens, at + 1);
  const accused =
    ACCUSED_AFTER.test(lower(tokens, at)) && (after === 'of' || after === 'with' || after === 'for');
  return sought || accused;
}

/** How far after a passive verb its agent may still stand: "held up at gunpoint by", "shot in the head by". */
const AGENT_REACH = 4;

/**
 * Where the "by" of a passive verb's agent stands: right after it, or after a few words of where and
 * how ("stabbed several times by a man"), never past a clause break or another verb ("killed in a
 * crash caused by").
 */
function agentAt(tokens: Token[], k: number): number | undefined {
  for (let m = k + 1; m <= k + AGENT_REACH; m++) {
    const word = lower(tokens, m);
    if (word === 'by') return m;
    if (CLAUSE_BREAK.has(word) || word === '.' || /ed$/.test(word)) return undefined;
  }
  return undefined;
}

/**
 * The doer of the harm a victim verb at k tells of: the subject of an active verb ("two gunmen shot a
 * man", "he stabbed her") or the agent of a passive one ("was stabbed by a man"). Police and victims
 * are no attackers, nor is anyone whose sex the words do not tell.
 */
export function attackerOf(tokens: Token[], phrases: Phrase[], k: number): Phrase | null {
  let attacker: Phrase | null = null;
  const by = agentAt(tokens, k);
  if (by !== undefined) attacker = readGroup(tokens, by + 1);
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
  if (!attacker || attacker.kind === 'police' || attacker.kind === 'victim') return null;
  return attacker.persons.some((p) => p.gender !== undefined) ? attacker : null;
}

/**
 * More people than one phrase ever names one by one; a larger "count" is a crowd ("about 300
 * protesters") or a misread quantity, and is left uncounted rather than expanded person by person.
 */
export const LARGEST_COUNTED_GROUP = 100;

/** Antecedents for "they" and "the suspects": the people last counted before this point. */
export class Antecedents {
  private counted: Phrase[] = [];
  /** Phrases of the sentence being read, usable when they come before the pronoun. */
  private current: Phrase[] = [];
  /** Groups of suspects this sentence tells without a count ("the suspects"). */
  private currentSuspects: Phrase[] = [];

  /** Surnames of the people named so far, to the full name: "mabaso" → "Sibusiso Mabaso". */
  private surnames = new Map<string, string>();

  /** One person each, of known sex and not a suspect or an officer: whom "she" and "him" may be. */
  private singles: Phrase[] = [];
  private currentSingles: Phrase[] = [];

  begin(phrases: Phrase[]): void {
    this.current = phrases.filter((p) => p.count !== null && p.count >= 2);
    this.currentSuspects = phrases.filter((p) => p.plural && p.count === null && p.kind === 'suspect');
    this.currentSingles = phrases.filter(
      (p) =>
        p.count === 1 &&
        !p.pronoun &&
        p.persons[0]?.gender !== undefined &&
        p.kind !== 'suspect' &&
        p.kind !== 'police',
    );
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
    this.singles.push(...this.currentSingles);
    this.currentSingles = [];
  }

  /**
   * "The family of a 15-year-old girl say the man who raped her ...": "her" is the girl, and is as old
   * as she is, when she is the only one of her sex the release has told of so far. With two or more
   * ("a man ... his son ... shot him") the pronoun is left as it stands.
   */
  resolveOne(phrase: Phrase): Phrase {
    const gender = phrase.persons[0]?.gender;
    if (!phrase.pronoun || phrase.plural || gender === undefined) return phrase;
    const earlier = this.currentSingles.filter((p) => p.end <= phrase.start);
    const candidates = [...this.singles, ...earlier].filter((p) => p.persons[0]?.gender === gender);
    const [only] = candidates;
    const person = only?.persons[0];
    if (candidates.length !== 1 || !person) return phrase;
    const { age, child, adult } = person;
    return {
      ...phrase,
      persons: [
        {
          gender,
          ...(age !== undefined ? { age } : {}),
          ...(child !== undefined ? { child } : {}),
          ...(adult !== undefined ? { adult } : {}),
        },
      ],
    };
  }

  /** How many suspects each group the police shot held: "the four" told after them are the same men. */
  private fallenSuspects: number[] = [];

  noteFallenSuspects(phrase: Phrase): void {
    if (phrase.count !== null) this.fallenSuspects.push(phrase.count);
  }

  /** "said the four were shot dead": a count alone, as large as a group of suspects the police shot. */
  isFallenSuspects(phrase: Phrase): boolean {
    return phrase.persons.length === 0 && phrase.count !== null && this.fallenSuspects.includes(phrase.count);
  }

  /** The kind of the group last counted before a phrase: whom "four of them" are taken from. */
  latestKind(phrase: Phrase): Phrase['kind'] | undefined {
    // "the suspects were badly assaulted; two of them ...": an uncounted group of suspects told earlier
    // in the sentence is a group the members may be taken from.
    const earlier = [...this.current, ...this.currentSuspects]
      .filter((p) => p.end <= phrase.start)
      .sort((a, b) => a.end - b.end);
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

export function noneFound(): Found {
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
