import { dayMonthYear, MONTH_NAMES } from '../corpus/calendar';
import { sentencesOf } from '../corpus/sentences';
import type { Outcome, SuspectsBySex, Victims } from '../corpus/types';

/**
 * The event's checked fields and the words of its own case. Who, what, where, when and the outcome
 * all come from the fields, so the summary cannot say what the event does not; the text only names the
 * court, tells whether a missing person was found, and whether the release says nobody was arrested.
 */
export interface SummaryInput {
  /** This case's part of the release body (before any other case it goes on to), before "Ends". */
  body: string;
  crimes: readonly string[];
  location: string | null;
  date: string | null;
  /** yyyy-MM when only the month of the incident is known. */
  incidentMonth?: string | null;
  /** Date of the court appearance the release announces or reports. */
  courtDate: string | null;
  victims?: Victims;
  suspectsArrested?: number | null;
  suspectAges?: readonly number[];
  suspects?: SuspectsBySex;
  arrestMade?: boolean | null;
  outcome?: Outcome | null;
}

const NO_VICTIMS: Victims = {
  count: null,
  female: null,
  male: null,
  ages: [],
  killed: null,
  injured: null,
  children: null,
  police: null,
};

/** People described for the reader: "A 23-year-old man", "two women", "Three suspects". */
interface Party {
  words: string;
  plural: boolean;
  pronoun: 'him' | 'her' | 'them';
}

const NUMBER_NAMES = [
  '',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
];
/** "one man", "two men", "25 men"; `a` words one as "a" or "an". */
function counted(n: number, singular: string, plural: string, a = false): string {
  if (n === 1) return `${a ? (/^[aeiou8]|^11-|^18-/i.test(singular) ? 'an' : 'a') : 'one'} ${singular}`;
  return `${NUMBER_NAMES[n] ?? String(n)} ${plural}`;
}

interface Described {
  count: number;
  male: number | null;
  female: number | null;
  ages: readonly number[];
  /** All of them under 18, or police officers. */
  children?: boolean;
  police?: boolean;
  /** The word for people of unknown sex. */
  someone: [string, string];
}

/** The people as the fields know them, never more: sex only where the fields give every one's, the age of one person where it is known. */
function describe(p: Described): Party | null {
  const { count } = p;
  if (count < 1) return null;
  const sexed = p.male !== null && p.female !== null && p.male + p.female === count;
  const ages = p.ages.length === count ? p.ages : [];
  const young = p.children || (ages.length > 0 && ages.every((a) => a < 18));
  const [maleOne, maleMany, femaleOne, femaleMany] = young
    ? ['boy', 'boys', 'girl', 'girls']
    : ['man', 'men', 'woman', 'women'];
  if (count === 1) {
    const age = ages[0] === undefined ? '' : `${ages[0]}-year-old `;
    let noun: string;
    if (sexed) noun = p.male === 1 ? maleOne : femaleOne;
    else if (p.police) noun = 'police officer';
    else if (p.children) noun = 'child';
    else if (age && p.someone[0] === 'person')
      return { words: `${ages[0]} years old`, plural: false, pronoun: 'them' };
    else noun = p.someone[0];
    const pronoun = sexed ? (p.male === 1 ? 'him' : 'her') : 'them';
    return { words: counted(1, `${age}${noun}`, '', true), plural: false, pronoun };
  }
  let words: string;
  if (sexed) {
    const groups = [
      p.male ? counted(p.male, maleOne, maleMany, true) : '',
      p.female ? counted(p.female, femaleOne, femaleMany, true) : '',
    ].filter(Boolean);
    words = groups.join(' and ');
  } else if (p.police) words = counted(count, '', 'police officers');
  else if (p.children) words = counted(count, '', 'children');
  else words = counted(count, '', p.someone[1]);
  return { words, plural: true, pronoun: 'them' };
}

function victimsOf(v: Victims): Party | null {
  if (v.count === null) return null;
  const party = describe({
    count: v.count,
    male: v.male,
    female: v.female,
    ages: v.ages,
    children: v.children !== null && v.children === v.count,
    police: v.police !== null && v.police === v.count,
    someone: ['person', 'people'],
  });
  // "five people, three of them killed": the dead among the victims where only some died.
  if (party?.plural && v.killed !== null && v.killed > 0 && v.killed < v.count)
    party.words += `, ${counted(v.killed, '', '').trim()} of them killed`;
  return party;
}

/** The suspects arrested; `null` count when the release says someone was but not how many. */
function arrestedOf(input: SummaryInput): Party {
  const n = input.suspectsArrested;
  if (n === null || n === undefined || n < 1)
    return { words: 'at least one suspect', plural: false, pronoun: 'them' };
  const s = input.suspects ?? { male: null, female: null };
  return (
    describe({
      count: n,
      male: s.male,
      female: s.female,
      ages: input.suspectAges ?? [],
      someone: ['suspect', 'suspects'],
    }) ?? {
      words: 'a suspect',
      plural: false,
      pronoun: 'them',
    }
  );
}

const COURT_NAME =
  /\b((?:[A-Z][\w'’-]*\s+){1,4}(?:Magistrate['’]?s?|Magistrates['’]?|Regional|High|District|Periodical|Circuit)\s+Court)/;
const APPEARANCE = /\bappear(?:s|ed|ance)?\b/i;
const UPCOMING = /\b(?:will|expected|due|scheduled|set down)\b/i;
const FOUND_SAFE = /\bfound (?:safe|alive|unharmed)\b|\b(?:has|have) been (?:found|traced|located)\b/i;
const FOUND_DEAD =
  /\bfound dead\b|\b(?:lifeless|decomposed) body\b|\bbody (?:was|has been) (?:found|discovered)\b/i;
const APPEAL = /\banyone with information\b|\bappeal\w* (?:to|for)\b.{0,60}\binformation\b/i;
/** The release says in words that nobody has been arrested. */
const NO_ARREST =
  /\b(?:no (?:one|arrests?|suspects?)|nobody)\b[^.]{0,40}\b(?:arrest(?:ed|s)?|made)\b|\bno arrests?\b|\byet to be (?:arrested|identified|apprehended|traced)|\bnot (?:yet )?been arrested|\b(?:is|are|remain|remains) (?:still )?at large/i;
/** Words a lead sentence may not carry into a summary: the fields say these, or say otherwise. */
const LEAD_CLAIMS =
  /\b(?:arrest\w*|apprehended|nabbed|detained|custody|sentenced|convicted|guilty|charged|accused|suspects?|victims?|killed|murder\w*|dead|died|shot|stabbed|injured|wounded|raped|robbed|missing|\d{1,2}-year-old|(?:two|three|four|five|six|seven|eight|nine|ten|\d+) (?:men|women|people|persons|boys|girls|children))\b/i;

function capitalise(words: string): string {
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** "Murder, Carjacking" → "murder and carjacking"; acronyms such as "ATM bombing" keep their capitals. */
function crimePhrase(crimes: readonly string[]): string {
  const names = crimes.map((c) => (/^[A-Z][a-z]/.test(c) ? c.charAt(0).toLowerCase() + c.slice(1) : c));
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** " on 2 June 2024", " in March 2023", or nothing. */
function when(input: SummaryInput): string {
  if (input.date) return ` on ${dayMonthYear(input.date)}`;
  const month = input.incidentMonth?.match(/^(\d{4})-(\d{2})$/);
  const name = month ? MONTH_NAMES[Number(month[2]) - 1] : undefined;
  return month && name ? ` in ${name} ${month[1]}` : '';
}

function courtClause(sentences: string[], courtDate: string | null, plural: boolean): string {
  const sentence = sentences.find((s) => APPEARANCE.test(s) && COURT_NAME.test(s));
  if (!sentence) return '';
  const court = sentence.match(COURT_NAME)?.[1]?.replace(/^(?:The|the)\s+/, '') ?? '';
  const on = courtDate ? ` on ${dayMonthYear(courtDate)}` : '';
  if (UPCOMING.test(sentence)) return ` and ${plural ? 'are' : 'is'} due to appear in the ${court}${on}`;
  return ` and appeared in the ${court}${on}`;
}

function arrested(input: SummaryInput): boolean {
  return input.arrestMade === true || (input.suspectsArrested ?? 0) > 0;
}

/** What became of the suspects, from the arrest and outcome fields; empty when nobody was arrested and the release does not say so. */
function outcomeSentence(input: SummaryInput, sentences: string[]): string {
  if (!arrested(input)) {
    const noArrest = NO_ARREST.test(input.body) ? 'No arrest has been made' : '';
    const appeal = APPEAL.test(input.body) ? 'police appeal for information' : '';
    if (noArrest && appeal) return `${noArrest}; ${appeal}.`;
    return noArrest || appeal ? `${capitalise(noArrest || appeal)}.` : '';
  }
  const party = arrestedOf(input);
  const who = capitalise(party.words);
  const verb = party.plural ? 'were' : 'was';
  const outcome = input.outcome;
  if (outcome?.kind === 'sentenced' && outcome.sentence) {
    const term = /^life$/i.test(outcome.sentence) ? 'life imprisonment' : outcome.sentence;
    return `${who} ${verb} sentenced to ${term}.`;
  }
  if (outcome?.kind === 'convicted') return `${who} ${verb} convicted.`;
  return `${who} ${verb} arrested${courtClause(sentences, input.courtDate, party.plural)}.`;
}

function missingOutcome(input: SummaryInput, missing: Party | null, sentences: string[]): string {
  let found: string;
  if (FOUND_DEAD.test(input.body)) found = 'The missing person was later found dead';
  else if (FOUND_SAFE.test(input.body)) found = 'The missing person has since been found';
  else found = `Police are appealing for help to find ${missing?.pronoun ?? 'them'}`;
  if (!arrested(input)) return `${found}.`;
  const outcome = outcomeSentence(input, sentences);
  return `${found}; ${outcome.charAt(0).toLowerCase()}${outcome.slice(1)}`;
}

function missingPersonSentence(input: SummaryInput, person: Party | null): string {
  const who = person ? capitalise(person.words) : 'Someone';
  const from = input.location ? ` from ${input.location}` : '';
  return `${who} ${person?.plural ? 'were' : 'was'} reported missing${from}${when(input)}.`;
}

function incidentSentence(input: SummaryInput, victim: Party | null): string {
  const what = input.crimes.length > 0 ? capitalise(crimePhrase(input.crimes)) : 'An incident';
  const where = input.location ? ` in ${input.location}` : '';
  const victimClause = victim ? `; the ${victim.plural ? 'victims were' : 'victim was'} ${victim.words}` : '';
  return `${what}${where}${when(input)}${victimClause}.`;
}

const LEAD_SENTENCE_LIMIT = 240;

/**
 * Without a recognised crime the release's own opening sentence says more than any template could
 * ("Police in Mthatha handed over school shoes to learners"), unless it tells of people, arrests, harm
 * or dates that are the fields' to tell.
 */
function leadSentence(sentences: string[]): string | null {
  const lead = sentences[0] ?? '';
  if (lead === '' || lead.length > LEAD_SENTENCE_LIMIT || LEAD_CLAIMS.test(lead)) return null;
  if (/\b\d{4}\b/.test(lead)) return null;
  return lead;
}

/** One or two sentences: what happened where and when and to whom, then the outcome. */
export function summarise(input: SummaryInput): string {
  const sentences = sentencesOf(input.body);
  const victim = victimsOf(input.victims ?? NO_VICTIMS);
  if (input.crimes.length === 0 && victim === null && !arrested(input)) {
    const lead = leadSentence(sentences);
    if (lead !== null) return lead;
  }
  const isMissingPerson = input.crimes.length === 1 && input.crimes[0] === 'Missing person';
  const first = isMissingPerson ? missingPersonSentence(input, victim) : incidentSentence(input, victim);
  const outcome = isMissingPerson
    ? missingOutcome(input, victim, sentences)
    : outcomeSentence(input, sentences);
  return outcome ? `${first} ${outcome}` : first;
}
