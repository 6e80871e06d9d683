/**
 * Who a release is about: how many suspects were arrested and how old they are, how many victims there
 * were and of which sex, and whether anyone was arrested. Each sentence is read by the rule tables of
 * people-rules.ts, which find people phrases (person-phrases.ts) by the verbs around them: "two
 * suspects were arrested", "police arrested a 25-year-old man and his accomplice", "the body of a woman
 * was found". Here the people found are told apart and counted.
 */
import { sentencesOf } from '../corpus/sentences';
import { otherIncidentSentences, thisCaseOf } from '../corpus/this-case';
import type { Outcome, Relationship, SuspectsBySex, Victims } from '../corpus/types';
import { readOutcome } from './outcome';
import {
  Antecedents,
  type Fate,
  type Found,
  LARGEST_COUNTED_GROUP,
  type Mention,
  noneFound,
} from './people-clauses';
import { readSentence } from './people-rules';
import { type Gender, type Person, RELATIONAL } from './person-phrases';
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

const NO_ARREST =
  /\b(?:no (?:one|arrests?|suspects?)|nobody|none of the suspects)\b[^.]{0,40}\b(?:arrest(?:ed|s)?|made|apprehended|custody)\b|\b(?:not (?:yet )?(?:been )?arrested|yet to be (?:arrested|apprehended|identified|traced)|(?:still )?(?:at large|on the run)|manhunt|evaded arrest|have not been (?:arrested|traced|found|identified))\b/i;

/** Words that tell of property taken: the owner of what was taken is the one wronged. */
const PROPERTY_TAKEN =
  /\b(?:stole|stolen|steal|stealing|theft|thefts|thief|thieves|burglary|burglaries|burglars?|break-ins?|broke into|looted|hijacked)\b/i;

/** People a release calls survivors lived through the attack, whoever else it names. */
const SURVIVORS = /\bsurvivors?\b/i;

interface Slot extends Person {
  fate?: Fate;
  /** Harmed in body ("stabbed", "beaten"): hurt, unless a fate told after says they died. */
  wounded?: boolean;
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
      for (const slot of touched)
        if ((slot.fate === undefined && !(later === 'unharmed' && slot.wounded)) || later === 'dead')
          slot.fate = later;
    if (mention.wounded) for (const slot of touched) slot.wounded = true;
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

  /**
   * "Six people were murdered ... one woman and three men ... another woman ... a third woman": the
   * next person of a list is one of those counted before whose sex is not yet told, else one more.
   */
  private nextOfList(person: Slot): Slot {
    const open = this.slots.find((s) => s.gender === undefined && compatible(s, person));
    if (open) return Object.assign(open, known(person));
    this.slots.push(person);
    return person;
  }

  /** Puts the persons of a mention in slots, and gives back the slots it told of. */
  private place(mention: Mention, persons: Slot[]): Slot[] {
    const { phrase } = mention;
    // Someone already met ("the woman", "her") may have been hurt in more than one way; the first
    // mention ("stabbing his wife to death") tells the fate even when it is definite.
    const metBefore = (phrase.definite || phrase.pronoun) && this.slots.length > 0;
    // Someone said to be unharmed is not whoever was hurt, however definitely they are named; nor are
    // "the five survivors" whoever died before them.
    const keepsFate =
      mention.fate === 'unharmed' || (mention.fate !== undefined && SURVIVORS.test(mention.words));
    const fate = metBefore && !keepsFate ? undefined : mention.fate;
    if (fate) for (const p of persons) p.fate = fate;
    for (const p of persons) p.told = mention.words;
    this.words.push(mention.words);
    if (mention.listed) return persons.map((person) => this.nextOfList(person));
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

/** The people arrested, each once however often they are told of. */
function arrestedRoster(arrests: readonly Mention[]): Roster {
  const roster = new Roster();
  for (const m of arrests) {
    // "arrested two men ... found one of the suspects ... where another man was arrested": the other of the two.
    const nextMember = m.afterSingling && m.phrase.fresh && m.phrase.count === 1 && roster.slots.length >= 2;
    roster.add(nextMember ? { ...m, phrase: { ...m.phrase, fresh: false } } : m);
  }
  return roster;
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

/**
 * "Two unidentified attackers walked into a tavern" under the headline "Balaclava-clad gunmen spray
 * tavern with bullets": attackers none of whom is given a sex are of the one sex a word for all of them
 * gives ("gunmen", "the men"), in the body or the headline.
 */
function groupSexOf(attackers: Roster, mentions: readonly Mention[]): void {
  if (attackers.slots.length === 0 || attackers.slots.some((s) => s.gender !== undefined)) return;
  const sexes = new Set(mentions.map((m) => m.phrase.gender).filter((g) => g !== undefined));
  const [only] = sexes;
  if (sexes.size === 1 && only) for (const slot of attackers.slots) slot.gender = only;
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

/** Under 18 by noun or by an age told anywhere of them ("the male victim was 17 years old"). */
const isChild = (s: Slot) => s.child === true || (s.age !== undefined && s.age < 18);

/** How many victims died, were hurt, were children, were police officers. */
function victimsTold(slots: Slot[]) {
  const fated = (s: Slot) => s.fate !== undefined || s.wounded === true;
  return {
    killed: tally(slots, fated, (s) => s.fate === 'dead'),
    injured: tally(slots, fated, (s) => s.fate === 'injured' || (s.fate === undefined && s.wounded === true)),
    // A release that says who each victim is says whether any was a child.
    children: tally(slots, (s) => isChild(s) || slots.every((o) => o.adult || isChild(o)), isChild),
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

/** A case whose crimes are all of possession, permits and seizures: nobody is wronged by it. */
export const isVictimlessCase = (crimes: readonly string[]) =>
  crimes.length > 0 && crimes.every((c) => VICTIMLESS.has(c));

/** Crimes in which someone died. */
const KILLING = /^(?:Murder|Culpable homicide)/;

/**
 * What the case's crimes settle about victims the text leaves uncounted. A case of seizures and
 * possession alone, where no one is told of as harmed, has no victim: it is as certain that there were
 * none as that no one was killed, hurt, a child or an officer wronged, so every victims field is 0
 * (the set's README: 0 when the text makes it certain), never 0 for some and null for the count.
 * Victims none of whom is said to have died, in a case whose crimes include no killing, include no
 * dead: a release would have said so. With a killing among the crimes the number stays unknown.
 */
export function settleVictims(victims: Victims, crimes: readonly string[]): Victims {
  if (victims.count === null && isVictimlessCase(crimes)) {
    return { ...victims, count: 0, female: 0, male: 0, killed: 0, injured: 0, children: 0, police: 0 };
  }
  if (victims.killed !== null || !victims.count || crimes.some((c) => KILLING.test(c))) return victims;
  return { ...victims, killed: 0 };
}

/** "a 49-year-old man carrying a bush knife went after": an aged person as the subject of an attack. */
const AGED_DOER =
  /\ban?\s+(\d{1,2})-year-old\s+(?:man|woman|male|female|suspect|person|teenager|youth)\s+(?:who\s+)?(?:allegedly\s+|reportedly\s+|then\s+)?(?:carrying|armed|wielding|went\s+after|attacked|stabbed|shot|hacked|assaulted|opened\s+fire|killed|turned\s+on|broke\s+into|pounced|grabbed|dragged|threatened|robbed|pointed|fired|strangled|raped|kidnapped|abducted)\b/gi;

/** The age of the one person told of as doing the attack, when exactly one is, and no victim has that age. */
function lonePerpetratorAge(thisCase: string, found: Found): number | null {
  const victimAges = new Set(
    found.victims.flatMap((m) => m.phrase.persons.flatMap((p) => (p.age === undefined ? [] : [p.age]))),
  );
  const ages = new Set([...thisCase.matchAll(AGED_DOER)].map((m) => Number(m[1])));
  const [age, ...others] = [...ages].filter((a) => !victimAges.has(a));
  return age !== undefined && others.length === 0 && ages.size === 1 ? age : null;
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

  const suspects = arrestedRoster(found.arrests);
  // The arrests are counted as the suspects are ("two men ... three more men" are five); the headline
  // and the court passages only tell more of them, such as their ages.
  const described = arrestedRoster(found.arrests);
  for (const m of [...headline.arrests, ...found.accused, ...found.described]) {
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
  const attackers = new Roster();
  for (const m of found.attackers) attackers.add(m);
  const describedAges = suspectSlots.flatMap((s) => (s.age === undefined ? [] : [s.age]));
  // "a 49-year-old man carrying a bush knife went after ... he was arrested": one arrest, told of no age,
  // is of the one person the release gives an age to as the doer of the attack.
  const doer =
    describedAges.length === 0 && suspectsArrested === 1 ? lonePerpetratorAge(thisCase, found) : null;
  const suspectAges = doer === null ? describedAges : [doer];
  if (suspectAges.length > 0) {
    // The passages that state an age, each once, rather than every mention of the suspects.
    const aged = [...found.arrests, ...headline.arrests, ...found.accused, ...found.described]
      .filter((m) => m.phrase.persons.some((p) => p.age !== undefined) && /\d/.test(m.words))
      .map((m) => m.words);
    const distinct = [...new Set(aged)].filter((w, _, all) => !all.some((o) => o !== w && o.includes(w)));
    evidence.suspect_ages =
      distinct.join(' … ') || (describedAges.length > 0 ? described : attackers).words.join(' … ');
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
  groupSexOf(attackers, [...found.attackers, ...headline.attackers]);
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
