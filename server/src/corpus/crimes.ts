import crimesData from './data/crimes.json' with { type: 'json' };
import { sentencesOf } from './sentences';
import { otherIncidentSentences } from './this-case';

export interface CrimeMatch {
  category: string;
  /** The words of the text that named the crime. */
  phrase: string;
}

interface CategoryDefinition {
  name: string;
  patterns: string[];
  acronyms?: string[];
  drop_when?: string[];
}

interface CrimesFile {
  ignore: string[];
  categories: CategoryDefinition[];
}

const data: CrimesFile = crimesData;

export const CRIME_CATEGORIES: readonly string[] = data.categories.map((c) => c.name);

function assertNoCapturingGroup(source: string): void {
  // Each category is one capturing group of the combined expression; a group inside a pattern would shift them.
  const groups = (new RegExp(`${source}|`).exec('')?.length ?? 1) - 1;
  if (groups > 0) throw new Error(`crimes.json pattern must not capture: ${source}`);
}

function alternation(sources: string[]): string {
  for (const source of sources) assertNoCapturingGroup(source);
  return sources.join('|');
}

interface CombinedExpression {
  expression: RegExp;
  /** Category of each capturing group, in group order. */
  categories: string[];
}

/** One expression with one capturing group per category, so a single scan finds every category. */
function combine(sourcesOf: (c: CategoryDefinition) => string[], flags: string): CombinedExpression {
  const used = data.categories.filter((c) => sourcesOf(c).length > 0);
  const groups = used.map((c) => `(${alternation(sourcesOf(c))})`);
  return {
    expression: new RegExp(`\\b(?:${groups.join('|')})\\b`, flags),
    categories: used.map((c) => c.name),
  };
}

const PHRASES = combine((c) => c.patterns, 'gi');
const ACRONYMS = combine((c) => c.acronyms ?? [], 'g');
// Unit and hotline names such as "Family Violence, Child Protection and Sexual Offences" name no crime.
const IGNORED = new RegExp(data.ignore.join('|'), 'g');

function blankIgnoredNames(text: string): string {
  return text.replace(IGNORED, (name) => ' '.repeat(name.length));
}

/** Blanks the sentences that tell of an earlier incident or of crime in general, keeping every offset. */
function blankOtherIncidents(text: string): string {
  const pieces: string[] = [];
  let kept = 0;
  let from = 0;
  const sentences = sentencesOf(text);
  const other = otherIncidentSentences(sentences);
  for (const [n, sentence] of sentences.entries()) {
    const at = text.indexOf(sentence, from);
    if (at === -1) continue;
    from = at + sentence.length;
    if (!other[n]) continue;
    pieces.push(text.slice(kept, at), ' '.repeat(sentence.length));
    kept = from;
  }
  pieces.push(text.slice(kept));
  return pieces.join('');
}

/** The text a release's own crimes are read from: no unit names, no other incidents. */
const caseTextOf = (text: string) => blankOtherIncidents(blankIgnoredNames(text));

interface Hit {
  category: string;
  phrase: string;
  index: number;
}

/**
 * "four people were shot dead": a mass shooting's words end at "shot", so the scan, having read them,
 * never meets the "shot dead" that makes it murder too.
 */
const DEAD_AFTER_SHOT = /^\s+(?:dead|and\s+killed)\b/i;

function hitsOf({ expression, categories }: CombinedExpression, text: string): Hit[] {
  const hits: Hit[] = [];
  for (const m of text.matchAll(expression)) {
    const group = m.findIndex((value, i) => i > 0 && value !== undefined);
    const category = categories[group - 1];
    if (!category) continue;
    hits.push({ category, phrase: m[0], index: m.index });
    const dead =
      category === 'Mass shooting' && /\bshot$/i.test(m[0])
        ? DEAD_AFTER_SHOT.exec(text.slice(m.index + m[0].length))
        : null;
    if (dead) hits.push({ category: 'Murder', phrase: m[0] + dead[0], index: m.index });
  }
  return hits;
}

const DROP_WHEN = new Map(data.categories.map((c) => [c.name, c.drop_when ?? []]));

/**
 * Words before a crime, in its sentence, that put it in another case or make it no crime of this one: a
 * suspect's past ("out on parole after being sentenced for murder", "serving a suspended sentence for
 * public violence"), other cases ("linked to other robberies", "linked him to a burglary case", "connected
 * to four murder cases", "in three other
 * cases involving extortion"), doubt and denial ("not clear whether anything was
 * stolen", "rejected the claim that the children had been kidnapped"), accusations and threats ("accusing him of stealing", "threatened to assault"), and talk of
 * crime in general ("vigilant against farm attacks", "thousands of arrests ... scores of illegal firearms").
 */
const OTHER_CASE_BEFORE =
  /\b(?:sentenced (?:\w+ )?for|serving (?:an? )?(?:\w+ )?sentences? for|out on (?:bail|parole)|on parole|previous(?:ly)?|prior|convictions? for|criminal record|(?:other|unrelated|separate|previous|older) (?:cases?|matters?|incidents?)|another (?:case|matter)|(?:linked|connected) (?:\w+ )?to (?:other|several|a number of|similar|previous|more)|(?:linked|connected) (?:him|her|them) to(?! (?:the|this|his|her|their)\b)|(?:linked|connected) to(?! (?:the|this|his|her|their|an?)\b)|subject of an?|accus\w* (?:him|her|them|the \w+) of|(?:not clear|unclear|not known|unknown) (?:whether|if)|(?:rejected|denied|dismissed|refuted) (?:the |a )?(?:claims?|rumou?rs?|allegations?|reports?)|threaten\w* to|in connection with an? (?:\w+ )?(?:case|matter)? ?(?:in|at) (?:an?|another)|wanted in connection with|(?:vigilant|fight(?:ing)?|war|campaigns?|crackdown|clampdown|efforts?) against|(?:thousands|hundreds|scores) of)\b[^.;!?]*$/i;
/**
 * A killing or wounding whose subject is the suspects, shot by the police: "two of the suspects were fatally
 * wounded", "the pair were arrested after they were shot and wounded".
 */
const SUSPECT_SUBJECT_BEFORE =
  /\b(?:suspects?|robbers?|gunmen|attackers|hijackers|assailants|poachers|perpetrators|criminals)\s+(?:(?:\w+\s+){0,2}?(?:were|was|had been)\s+)?$|\b(?:arrested|apprehended|caught)\b[^.;]*\b(?:after|when) (?:they|he|she) (?:were|was|had been)\s+$/i;
/** Stolen goods found, not a theft reported: "possession of a stolen vehicle", "four suspected stolen vehicles". */
const STOLEN_GOODS_BEFORE =
  /\b(?:possession of(?: an?| the)?|suspected(?: to be)?|reportedly|(?:believed|thought|said|alleged) to (?:be|have been)|(?:two|three|four|five|six|seven|eight|nine|ten|several|\d+)(?: suspected)?)\s+$/i;
/**
 * A vehicle that "had been hijacked" earlier, or was "reported hijacked", is the getaway car of another case;
 * "a hijacked trailer" or "a suspected hijacked vehicle" is goods found, not a hijacking reported.
 */
const EARLIER_HIJACKING_BEFORE = /\bhad been\s+(?:reported\s+)?$|\breported\s+$|\b(?:an?|suspected)\s+$/i;
/** "over a kidnapping rumour": talk of a crime, not a crime. */
const RUMOUR_AFTER = /^\s+(?:rumou?rs?|claims?|allegations? that were)/i;
/**
 * "the provincial murder and robbery team", "the stock theft unit": a crime that names a police unit,
 * however it is capitalised, names no crime of this case.
 */
const UNIT_AFTER =
  /^(?:\s+(?:and|&)\s+[a-z-]+(?:\s+[a-z-]+)?)?\s+(?:units?|task\s+teams?|teams?|squads?|desks?|sections?|detectives)\b/i;
/** "a man had been shot dead by officers": the police killing a suspect commit no murder. */
const BY_POLICE_AFTER = /^\s+by\s+(?:the\s+)?(?:police|officers|members|tactical|flying squad)\b/i;
/** "two officers were wounded": the police named before a passive killing or wounding are its victims. */
const PASSIVE = /^(?:was|were|been|left)\b/i;
/** "Police shot and killed a suspect", "officers fatally wounded two of the robbers". */
const POLICE_SUBJECT_BEFORE = /\b(?:police|officers|members)\s+(?:(?:allegedly|then|later|had|have)\s+)?$/i;

const KILLINGS = new Set(['Murder', 'Attempted murder']);
const STOLEN_GOODS = new Set(['Theft', 'Theft of motor vehicle', 'Stock theft']);

/** Whether the crime a hit names belongs to this case, judged by the words around it. */
function belongsToThisCase(text: string, hit: Hit): boolean {
  // Only the 160 characters before the hit are searched for the sentence start, so a text without full
  // stops does not make every hit read back to its beginning.
  const lead = text.slice(Math.max(0, hit.index - 160), hit.index);
  const before = lead.slice(
    Math.max(lead.lastIndexOf('.'), lead.lastIndexOf('\n'), lead.lastIndexOf(';')) + 1,
  );
  const after = text.slice(hit.index + hit.phrase.length, hit.index + hit.phrase.length + 40);
  if (OTHER_CASE_BEFORE.test(before) || RUMOUR_AFTER.test(after) || UNIT_AFTER.test(after)) return false;
  if (
    KILLINGS.has(hit.category) &&
    (SUSPECT_SUBJECT_BEFORE.test(before) ||
      BY_POLICE_AFTER.test(after) ||
      (POLICE_SUBJECT_BEFORE.test(before) && !PASSIVE.test(hit.phrase)))
  )
    return false;
  if (STOLEN_GOODS.has(hit.category) && /^stolen\b/i.test(hit.phrase) && STOLEN_GOODS_BEFORE.test(before))
    return false;
  if (
    hit.category === 'Carjacking' &&
    /^hijacked\b/i.test(hit.phrase) &&
    EARLIER_HIJACKING_BEFORE.test(before)
  )
    return false;
  return true;
}

/**
 * Crime categories named in the text, ordered by first appearance, each once with the phrase that
 * first named it. A category named only for another case, a suspect's past or a threat is left out, and
 * umbrella categories ("Robbery", "Theft") are left out when a specific one is present.
 */
export function findCrimes(text: string): CrimeMatch[] {
  const searchable = caseTextOf(text);
  const hits = [...hitsOf(PHRASES, searchable), ...hitsOf(ACRONYMS, searchable)]
    .filter((hit) => belongsToThisCase(searchable, hit))
    .sort((a, b) => a.index - b.index);
  const firstByCategory = new Map<string, Hit>();
  for (const hit of hits) if (!firstByCategory.has(hit.category)) firstByCategory.set(hit.category, hit);
  const found = new Set(firstByCategory.keys());
  return [...firstByCategory.values()]
    .filter((hit) => !(DROP_WHEN.get(hit.category) ?? []).some((specific) => found.has(specific)))
    .map((hit) => ({
      category: hit.category === 'Robbery' ? robberyKindOf(searchable) : hit.category,
      phrase: text.slice(hit.index, hit.index + hit.phrase.length),
    }));
}

/** Robbers who get into a home commit a house robbery, whatever the release calls it. */
const HOME_ENTERED =
  /\b(?:into|inside|entered|ransacked|stormed|invaded) (?:the|their|his|her|a) (?:house|home|homestead|farmhouse|residence|dwelling)\b/i;
/** A weapon shown or used: "held at gunpoint", "armed men", "pointed a firearm at". */
const WEAPON_USED =
  /\b(?:at (?:gun|knife)-?point|armed (?:with|men|suspects|robbers|gunmen|intruders)|(?:knife|gun|panga)-wielding|(?:pointed|brandished|drew) (?:an? |their |his |her )?(?:firearms?|guns?|pistols?|knives|knife|rifles?))\b/i;

/** The kind of a robbery told only as "robbed": where it happened or what it was done with. */
function robberyKindOf(caseText: string): string {
  if (HOME_ENTERED.test(caseText)) return 'House robbery';
  if (WEAPON_USED.test(caseText)) return 'Armed robbery';
  return 'Robbery';
}

/** Where a text names one of these categories for this case: the words a reader checks a crime against. */
export interface CrimeWords {
  category: string;
  start: number;
  end: number;
}

/**
 * Every place the text names any of these categories, judged by the same patterns and case rules as
 * findCrimes, in order of appearance; repeated mentions are all kept.
 */
export function findCrimeWords(text: string, categories: ReadonlySet<string>): CrimeWords[] {
  if (categories.size === 0) return [];
  const searchable = caseTextOf(text);
  return [...hitsOf(PHRASES, searchable), ...hitsOf(ACRONYMS, searchable)]
    .filter((hit) => categories.has(hit.category) && belongsToThisCase(searchable, hit))
    .sort((a, b) => a.index - b.index)
    .map((hit) => ({ category: hit.category, start: hit.index, end: hit.index + hit.phrase.length }));
}

/**
 * Every crime category a short text names, in order, each once with its first phrase: for
 * questions, where "rapes and sexual assaults" names both and no case context applies.
 */
export function findNamedCrimes(text: string): CrimeMatch[] {
  const searchable = blankIgnoredNames(text);
  const hits = [...hitsOf(PHRASES, searchable), ...hitsOf(ACRONYMS, searchable)].sort(
    (a, b) => a.index - b.index,
  );
  const seen = new Set<string>();
  return hits
    .filter((hit) => !seen.has(hit.category) && seen.add(hit.category))
    .map((hit) => ({ category: hit.category, phrase: text.slice(hit.index, hit.index + hit.phrase.length) }));
}
