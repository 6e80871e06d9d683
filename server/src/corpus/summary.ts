import { dayMonthYear } from './calendar';
import { sentencesOf } from './sentences';

export interface SummaryInput {
  /** Release text before its closing "Ends" line. */
  body: string;
  crimes: readonly string[];
  location: string | null;
  date: string | null;
  /** Date of the court appearance the release announces or reports. */
  courtDate: string | null;
}

interface Party {
  /** "Three suspects", "A 34-year-old man". */
  words: string;
  plural: boolean;
  pronoun: 'him' | 'her' | 'them';
}

const COUNT_WORDS = 'two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\\d{1,3}';
const PERSON_NOUNS =
  'suspect|man|woman|male|female|teenager|youth|boy|girl|accused|driver|learner|pensioner|foreign national|toddler|child|baby|minor|student|security guard|taxi driver|shop owner|farmer|resident|mother|father|grandmother|grandfather|police officer|officer';
const PEOPLE_NOUNS =
  'suspects|men|women|people|persons|accused|teenagers|youths|foreign nationals|individuals|males|females|children|learners|minors|illegal miners|miners|zama zamas|detainees|poachers|gang members';
const DESCRIPTOR = new RegExp(
  `\\b(?:(${COUNT_WORDS}) (?:(?:suspected|alleged|more|other|further|armed) )?(${PEOPLE_NOUNS})|(?:an?|one|the) ((?:\\d{1,3}|[a-z]+(?:-[a-z]+)*)-(?:year|month)-old )?(?:(?:alleged|suspected|unknown|armed) )?(${PERSON_NOUNS}))\\b`,
  'gi',
);
const FIRST_DESCRIPTOR = new RegExp(DESCRIPTOR.source, 'i');
/** A descriptor straight after the arrest verb: "arrested a 23-year-old man". */
const DESCRIPTOR_AFTER_VERB = new RegExp(`^\\S+\\s+(?:${DESCRIPTOR.source})`, 'i');
const DONE_TO =
  'shot|stabbed|killed|murdered|robbed|attacked|raped|assaulted|hijacked|kidnapped|abducted|found|injured|wounded|accosted|hit|knocked|threatened|beaten|slapped|pushed|woken|forced|tied|defrauded|reported missing|missing|last seen';
const VICTIM_AFTER = new RegExp(
  `^(?:,[^,]{0,60},)?\\s+(?:\\w+\\s+){0,2}?(?:was|were|had been|has been|went|lost)\\s+(?:allegedly\\s+|reportedly\\s+|then\\s+)?(?:${DONE_TO})\\b`,
  'i',
);
const VICTIM_BEFORE =
  /\b(?:murder|killing|death|rape|robbery|kidnapping|abduction|assault|body|victims?|deceased)(?:,)?\s+(?:of\s+)?$/i;
const SUSPECT_CONTEXT =
  /\b(?:arrest\w*|suspects?|accused|sentenced|convicted|charged|apprehended|detained)\b/i;
const ARRESTED =
  /\b(?:arrested|apprehended|nabbed|taken into custody|handed (?:himself|herself|themselves) over)\b/i;
const NO_ARREST =
  /\bno (?:one|arrests?|suspects?) (?:has|have|had) (?:yet )?been (?:made|arrested)|\bno arrests?\b|\byet to be (?:arrested|identified|apprehended|traced)|\bnot (?:yet )?been arrested|\b(?:is|are|remain|remains) (?:still )?at large/i;
const COURT_NAME =
  /\b((?:[A-Z][\w'’-]*\s+){1,4}(?:Magistrate['’]?s?|Magistrates['’]?|Regional|High|District|Periodical|Circuit)\s+Court)/;
const APPEARANCE = /\bappear(?:s|ed|ance)?\b/i;
const UPCOMING = /\b(?:will|expected|due|scheduled|set down)\b/i;
const SENTENCED = /\bsentenced (?:[\w-]+ ){0,4}?to (.+?)(?=\s+(?:for|after|by|in the|on|at|when)\b|[.;,]|$)/i;
const CONVICTED = /\b(?:convicted|found guilty)\b/i;
const FOUND_SAFE = /\bfound (?:safe|alive|unharmed)\b|\b(?:has|have) been (?:found|traced|located)\b/i;
const FOUND_DEAD =
  /\bfound dead\b|\b(?:lifeless|decomposed) body\b|\bbody (?:was|has been) (?:found|discovered)\b/i;
const APPEAL = /\banyone with information\b|\bappeal\w* (?:to|for)\b.{0,60}\binformation\b/i;

function capitalise(words: string): string {
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** "Murder, Carjacking" → "murder and carjacking"; acronyms such as "ATM bombing" keep their capitals. */
function crimePhrase(crimes: readonly string[]): string {
  const names = crimes.map((c) => (/^[A-Z][a-z]/.test(c) ? c.charAt(0).toLowerCase() + c.slice(1) : c));
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

function pronounFor(noun: string): Party['pronoun'] {
  if (/^(?:man|male|boy|father|grandfather)$/i.test(noun)) return 'him';
  if (/^(?:woman|female|girl|mother|grandmother)$/i.test(noun)) return 'her';
  return 'them';
}

function partyFrom(m: RegExpMatchArray): Party {
  const [, count, people, age, person] = m;
  if (count && people) {
    return {
      words: `${capitalise(count.toLowerCase())} ${people.toLowerCase()}`,
      plural: true,
      pronoun: 'them',
    };
  }
  const noun = (person ?? 'person').toLowerCase();
  const article = age && /^(?:8|11-|18-|[aei])/i.test(age) ? 'An' : 'A';
  const words = `${article} ${age ?? ''}${noun}`;
  return {
    words: noun === 'accused' ? 'The accused' : words,
    plural: false,
    pronoun: pronounFor(noun),
  };
}

function firstParty(sentence: string): Party | null {
  const m = sentence.match(FIRST_DESCRIPTOR);
  return m ? partyFrom(m) : null;
}

function isSuspectNoun(party: Party): boolean {
  return /\b(?:suspects?|accused)\b/i.test(party.words);
}

/** Someone something was done to: "a 45-year-old man was shot", "the murder of a 45-year-old man". */
function isNamedAsVictim(sentence: string, m: RegExpMatchArray): boolean {
  const before = sentence.slice(0, m.index);
  const after = sentence.slice((m.index ?? 0) + m[0].length);
  return VICTIM_AFTER.test(after) || VICTIM_BEFORE.test(before);
}

/**
 * The victim: someone the text says something was done to, or else whoever it names first outside
 * any sentence about suspects, arrests or sentencing.
 */
function victimOf(sentences: string[]): Party | null {
  for (const sentence of sentences) {
    for (const m of sentence.matchAll(DESCRIPTOR)) {
      const party = partyFrom(m);
      if (!isSuspectNoun(party) && isNamedAsVictim(sentence, m)) return party;
    }
  }
  for (const sentence of sentences) {
    if (SUSPECT_CONTEXT.test(sentence)) continue;
    const party = firstParty(sentence);
    if (party && !isSuspectNoun(party)) return party;
  }
  return null;
}

/** The person or people arrested: "Police arrested a 23-year-old man" or "Two suspects were arrested". */
function arrestedParty(sentence: string): Party {
  const arrestAt = sentence.search(ARRESTED);
  const after = sentence.slice(arrestAt);
  const afterMatch = after.match(DESCRIPTOR_AFTER_VERB);
  if (afterMatch) return partyFrom(afterMatch);
  const before = [...sentence.slice(0, arrestAt).matchAll(DESCRIPTOR)].at(-1);
  return before ? partyFrom(before) : { words: 'A suspect', plural: false, pronoun: 'them' };
}

function courtClause(sentences: string[], courtDate: string | null, plural: boolean): string {
  const sentence = sentences.find((s) => APPEARANCE.test(s) && COURT_NAME.test(s));
  if (!sentence) return '';
  const court = sentence.match(COURT_NAME)?.[1]?.replace(/^(?:The|the)\s+/, '') ?? '';
  const when = courtDate ? ` on ${dayMonthYear(courtDate)}` : '';
  if (UPCOMING.test(sentence)) return ` and ${plural ? 'are' : 'is'} due to appear in the ${court}${when}`;
  return ` and appeared in the ${court}${when}`;
}

function sentencingOutcome(sentences: string[]): string | null {
  for (const sentence of sentences) {
    const sentenced = sentence.match(SENTENCED);
    if (sentenced?.[1]) {
      const who = firstParty(sentence) ?? { words: 'The accused', plural: false, pronoun: 'them' };
      return `${who.words} ${who.plural ? 'were' : 'was'} sentenced to ${sentenced[1].trim()}.`;
    }
  }
  const convicted = sentences.find((s) => CONVICTED.test(s));
  if (!convicted) return null;
  const who = firstParty(convicted) ?? { words: 'The accused', plural: false, pronoun: 'them' };
  return `${who.words} ${who.plural ? 'were' : 'was'} convicted.`;
}

function arrestOutcome(sentences: string[], courtDate: string | null): string | null {
  const arrestSentence = sentences.find((s) => ARRESTED.test(s) && !NO_ARREST.test(s));
  if (!arrestSentence) return null;
  const party = arrestedParty(arrestSentence);
  const verb = party.plural ? 'were' : 'was';
  return `${party.words} ${verb} arrested${courtClause(sentences, courtDate, party.plural)}.`;
}

function missingOutcome(body: string, missing: Party | null): string {
  if (FOUND_DEAD.test(body)) return 'The missing person was later found dead.';
  if (FOUND_SAFE.test(body)) return 'The missing person has since been found.';
  return `Police are appealing for help to find ${missing?.pronoun ?? 'them'}.`;
}

function otherOutcome(body: string): string {
  const noArrest = NO_ARREST.test(body) ? 'No arrest has been made' : '';
  const appeal = APPEAL.test(body) ? 'police appeal for information' : '';
  if (noArrest && appeal) return `${noArrest}; ${appeal}.`;
  return noArrest || appeal ? `${capitalise(noArrest || appeal)}.` : '';
}

function placeAndTime(location: string | null, date: string | null): string {
  return `${location ? ` in ${location}` : ''}${date ? ` on ${dayMonthYear(date)}` : ''}`;
}

function missingPersonSentence(input: SummaryInput, person: Party | null): string {
  const who = person?.words ?? 'A person';
  const from = input.location ? ` from ${input.location}` : '';
  const when = input.date ? ` on ${dayMonthYear(input.date)}` : '';
  return `${who} ${person?.plural ? 'were' : 'was'} reported missing${from}${when}.`;
}

function incidentSentence(input: SummaryInput, victim: Party | null): string {
  const what = capitalise(crimePhrase(input.crimes));
  const victimWords = victim ? `${victim.words.charAt(0).toLowerCase()}${victim.words.slice(1)}` : '';
  const victimClause = victim ? `; the ${victim.plural ? 'victims were' : 'victim was'} ${victimWords}` : '';
  return `${what}${placeAndTime(input.location, input.date)}${victimClause}.`;
}

const LEAD_SENTENCE_LIMIT = 240;

/** Without a recognised crime the release's own opening sentence says more than any template could. */
function leadSentence(sentences: string[]): string {
  const lead = sentences[0] ?? '';
  return lead.length <= LEAD_SENTENCE_LIMIT
    ? lead
    : `${lead.slice(0, LEAD_SENTENCE_LIMIT).replace(/\s+\S*$/, '')}…`;
}

/** One or two sentences: what happened where and when and to whom, then the outcome. */
export function summarise(input: SummaryInput): string {
  const sentences = sentencesOf(input.body);
  if (input.crimes.length === 0) return leadSentence(sentences);
  const victim = victimOf(sentences);
  const isMissingPerson = input.crimes[0] === 'Missing person';
  const first = isMissingPerson ? missingPersonSentence(input, victim) : incidentSentence(input, victim);
  const outcome = isMissingPerson
    ? missingOutcome(input.body, victim)
    : (sentencingOutcome(sentences) ?? arrestOutcome(sentences, input.courtDate) ?? otherOutcome(input.body));
  return outcome ? `${first} ${outcome}` : first;
}
