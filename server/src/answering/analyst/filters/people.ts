import { z } from 'zod';
import type { FieldEvidence } from '../../../corpus/types';
import { boundsOf, COUNT_WORD, countOf, withinBounds } from '../count-bounds';
import { peopleNoun } from '../format';
import { type NotebookEvent, peopleOf } from '../notebook-events';
import { type AgeField, PEOPLE_FIELDS, type PeopleField } from '../plan-vocabulary';
import { type Span, spanOf } from '../spans';
import { evidenceSpans, type Found, type SupportedEvent } from '../support-text';
import { defineFilter, type PeopleCondition } from './filter-kind';

/** How many people an event must report: "more than five suspects arrested", "a child among the victims". */

const PEOPLE_NOUN =
  '(suspects?|accused|perpetrators?|perps?|culprits?|offenders?|people|persons?|folks|individuals|victims?|wom[ae]n|m[ae]n|females?|males?|girls?|boys?)';
/** "a woman or girl", "men or boys": one sex named twice, which is one condition. */
const SAME_SEX_AGAIN =
  '(?:(?<=\\b(?:wom[ae]n|girls?|females?))\\s+or\\s+(?:an?\\s+)?(?:wom[ae]n|girls?)|(?<=\\b(?:m[ae]n|boys?|males?))\\s+or\\s+(?:an?\\s+)?(?:m[ae]n|boys?))?';
const ARRESTED_WORDS =
  '(?:arrested|detained|apprehended|caught|nabbed|held|busted|locked\\s+up|picked\\s+up|taken\\s+into\\s+custody)';
const BOUNDED_PEOPLE = new RegExp(
  `\\b(more\\s+than|over|above|at\\s+least|fewer\\s+than|less\\s+than|under|at\\s+most|exactly|no|zero)\\s+(${COUNT_WORD})?\\s*${PEOPLE_NOUN}${SAME_SEX_AGAIN}(?:\\s+(?:were\\s+|was\\s+|had\\s+been\\s+|got\\s+|been\\s+)?(${ARRESTED_WORDS}))?(\\s+(?:suspects?|accused|perpetrators?|offenders?))?`,
  'gi',
);
/**
 * "at least one of the victims was a woman", "a victim who was a man", "with a female victim", "a
 * woman or girl as a victim".
 */
const VICTIM_OF_SEX =
  /\b(?:at\s+least\s+one\s+of\s+the\s+victims|(?:a|any|one)\s+(?:of\s+the\s+)?victims?)(?:\s+(?:was|were|who\s+was|is))?(?:\s+(?:recorded|listed|identified|reported|described|given)\s+as)?\s+(?:an?\s+)?(wom[ae]n|female|girl|m[ae]n|male|boy)(?:\s+or\s+(?:an?\s+)?(?:wom[ae]n|girl|m[ae]n|boy))?\b|\b(?:with|involving|had|has|having)\s+(?:an?|any|at\s+least\s+(?:one|1))\s+(?:(?:recorded|stated|reported|known)\s+)?(female|male)\s+victims?\b|\b(?:an?\s+)?(wom[ae]n|girl|m[ae]n|boy)(?:\s+or\s+(?:an?\s+)?(?:wom[ae]n|girl|m[ae]n|boy))?\s+as\s+(?:an?\s+|the\s+)?victims?\b/gi;
const SEX_WORD = '(?:wom[ae]n|girls?|m[ae]n|boys?|females?|males?)';
/**
 * "with a woman or girl among the victims", "were women among the victims", "where the victims included
 * a girl": events with at least one victim of that sex (the first sex named; "or" names one sex twice).
 */
const SEX_AMONG_VICTIMS = new RegExp(
  [
    `\\b(?:(?:at\\s+least\\s+one|an?|any|some)\\s+)?(${SEX_WORD})(?:\\s+(?:or|and)\\s+(?:an?\\s+)?${SEX_WORD})?\\s+(?:(?:was|were|is|are)\\s+)?(?:among|one\\s+of)\\s+(?:the|its|their)\\s+victims\\b`,
    `\\bthe\\s+victims\\s+(?:included|include|includes|including)\\s+(?:an?\\s+|any\\s+|at\\s+least\\s+one\\s+)?(${SEX_WORD})\\b`,
  ].join('|'),
  'gi',
);
/**
 * "When was a woman last killed?", "a man was shot": a victim of one sex named by the harm done to
 * them, read from the whole question; the harm's verb stays the crime reader's, "last" the intent's.
 */
const VICTIM_OF_SEX_HARMED =
  /\b(?:an?|any)\s+(wom[ae]n|girl|m[ae]n|boy)(?:\s+or\s+(?:an?\s+)?(?:wom[ae]n|girl|m[ae]n|boy))?(?=\s+(?:(?:was|were|got|had\s+been|has\s+been)\s+)?(?:last\s+|first\s+|ever\s+)?(?:killed|murdered|shot|stabbed|raped|attacked|assaulted|injured|hurt|kidnapped|abducted)\b)/gi;
/** "between two and five suspects arrested", both counts included. */
const BETWEEN_PEOPLE = new RegExp(
  `\\bbetween\\s+(${COUNT_WORD})\\s+and\\s+(${COUNT_WORD})\\s+${PEOPLE_NOUN}(?:\\s+(?:were\\s+|was\\s+|had\\s+been\\s+|got\\s+|been\\s+)?(${ARRESTED_WORDS}))?`,
  'gi',
);
const LOWER_BOUND = '(more\\s+than|over|above|at\\s+least)';
const UPPER_BOUND = '(at\\s+most|no\\s+more\\s+than|fewer\\s+than|less\\s+than|under|below)';
/** "more than 2 but at most 5 suspects arrested": both bounds on one figure. */
const RANGED_PEOPLE = new RegExp(
  `\\b${LOWER_BOUND}\\s+(${COUNT_WORD})\\s+(?:but|and)\\s+${UPPER_BOUND}\\s+(${COUNT_WORD})\\s+${PEOPLE_NOUN}(?:\\s+(?:were\\s+|was\\s+|had\\s+been\\s+|got\\s+|been\\s+)?(${ARRESTED_WORDS}))?`,
  'gi',
);
/**
 * "with a female suspect", "involving a woman accused", "any female suspects among the accused?", "an
 * incident in which a female perpetrator is recorded",
 * "were any of the suspects (in these reports) women?", "do the releases record a female suspect", "was any suspect a
 * woman?", "was at least one suspect identified as female": a suspect of that sex.
 */
const SUSPECT_OF_SEX =
  /\b(?:(?:with|involving|involved|involves?|had|has|have|having|records?|recorded|lists?|listed|mentions?|mentioned|names?|named|shows?|showed|features?|featured|includes?|included|in\s+which|where)(?:\s+(?:an?|any|at\s+least\s+(?:one|1)))?|(?<!\bhow\s+many\s+)any)\s+(female|wom[ae]n|male|m[ae]n)\s+(?:suspects?|accused|perpetrators?|offenders?)\b(?:\s+among\s+the\s+(?:accused|suspects|arrested))?|(?<=\b(?:were|was)\s+)any\s+(?:(?:of\s+)?the\s+)?(?:suspects?|accused|perpetrators?|offenders?)(?:\s+(?:in|from|of)\s+(?:these|the|this|those)\s+(?:reports?|releases?|records?|statements?|notebook|data|cases|incidents))?\s+(?:an?\s+)?(wom[ae]n|female|m[ae]n|male)\b|\b(?:an?|any|at\s+least\s+(?:one|1)|one\s+or\s+more)\s+(female|wom[ae]n|male|m[ae]n)\s+(?:(?:was|were|is|are)\s+)?(?:among|one\s+of)\s+the\s+(?:suspects|accused|perpetrators|offenders)\b|\b(?:at\s+least\s+(?:one|1)\s+(?:suspect|accused|perpetrator|offender)|(?:at\s+least\s+)?one\s+of\s+the\s+(?:suspects|accused|perpetrators|offenders))(?:\s+(?:was|is|were))?(?:\s+(?:identified|described|recorded|listed|reported|named|given)\s+as)?\s+(?:an?\s+)?(wom[ae]n|female|m[ae]n|male)\b|(?<!\bhow\s+many\s+)\b(?:where|when|in\s+which|with)\s+the\s+(?:suspect|accused|perpetrator|offender|attacker)s?\s+(?:was|were|is)\s+(?:an?\s+)?(wom[ae]n|female)\b|(?<=\b(?:in\s+how\s+many|in\s+which)\s+(?:[\p{L}-]+\s+){1,3}?(?:was|were)\s+)the\s+(?:suspects?|accused|perpetrators?|offenders?|attackers?)\s+(?:an?\s+)?(wom[ae]n|female)\b|(?<!\bhow\s+many\s+)\b(female|wom[ae]n|male|m[ae]n)\s+(?:suspects|accused|perpetrators|offenders)\s+(?:were\s+|was\s+)?(?:involved|implicated)\b/giu;
/** The suspects of the sex a word names: "woman", "female" → female suspects; else male suspects. */
const suspectsOfSexWord = (word: string): PeopleField =>
  /^(?:female|wom[ae]n)$/i.test(word) ? 'female_suspects' : 'male_suspects';

/** Words that put a figure forward to be checked: "Confirm or correct that number", "Is that right?". */
const CLAIM_TO_CHECK =
  /\b(?:confirm|correct|verify|check)\s+(?:or\s+(?:correct|deny|give\s+me\s+the\s+correct)\s+)?(?:that|this|the)\s+(?:number|figure|count|total|claim)\b|\b(?:is|was)\s+(?:that|this|it|the\s+claim)\s+(?:right|true|correct|accurate)\b|\bit\s+is\s+claimed\s+that\b/i;
/** "30 suspects arrested", "12 people were killed": a bare figure of people, as a claim states it. */
const CLAIMED_PEOPLE = new RegExp(
  `(?<![\\p{L}\\p{N}-])(?<!\\b(?:than|over|above|least|most|under|exactly|about|around|nearly|almost|some)\\s+)(\\d{1,4}|${COUNT_WORD})\\s+${PEOPLE_NOUN}(?:\\s+(?:were\\s+|was\\s+|had\\s+been\\s+|got\\s+|been\\s+)?(${ARRESTED_WORDS}))?`,
  'giu',
);

/**
 * "not a single woman was among the suspects", "none of the suspects was a woman": no suspect of that
 * sex, as a claim puts it.
 */
const NO_SUSPECT_OF_SEX =
  /\b(?:not\s+(?:a\s+single|one|any)|no)\s+(female|wom[ae]n|male|m[ae]n)\s+(?:(?:was|were|is|are)\s+)?(?:among|one\s+of)\s+the\s+(?:suspects|accused|perpetrators|offenders)\b|\bnone\s+of\s+the\s+(?:suspects|accused|perpetrators|offenders)\s+(?:was|were|is|are)\s+(?:an?\s+)?(wom[ae]n|female|m[ae]n|male)\b/gi;

/**
 * "not a single female suspect was taken into custody": a claim of none, checked as the events with one
 * such suspect at least (the claim's "not a single" bounds their number to none).
 */
const NOT_ONE_SUSPECT_OF_SEX =
  /\bnot\s+(?:even\s+)?(?:a\s+single|one)\s+(female|wom[ae]n|male|m[ae]n)\s+(?:suspect|accused|perpetrator|offender)\s+(?:was|has\s+been|had\s+been)\b/gi;

/** "at least one victim under 18", "a victim recorded as under 18": a child among the victims. */
const VICTIM_UNDER_EIGHTEEN =
  /\b(?:at\s+least\s+(?:one|1)|an?|any)\s+(?:victims?|persons?|people)\s+(?:who\s+(?:was|were)\s+|(?:recorded|listed|stated|given|described|reported)\s+as\s+(?:being\s+)?)?(?:aged\s+)?(?:under|below|younger\s+than)\s+(?:the\s+age\s+of\s+)?18\b/gi;
const VICTIM_KIND =
  '(child|minor|kid|baby|learner|police\\s+officer|police\\s+member|policeman|policewoman|officer|cop|saps\\s+member)';
const VICTIM_KINDS =
  '(children|minors|kids|babies|learners|police\\s+officers|police\\s+members|policemen|policewomen|officers|cops|saps\\s+members)';
/**
 * "at least one of the victims was a child", "had a child (under 18) among the victims", "with a police
 * officer among the victims": events with at least one victim of that kind.
 */
const VICTIM_OF_KIND = new RegExp(
  [
    `\\b(?:at\\s+least\\s+one\\s+of\\s+the\\s+victims|(?:a|any|one)\\s+(?:of\\s+the\\s+)?victims?)(?:\\s+(?:was|were|who\\s+was|is))?\\s+(?:an?\\s+)?${VICTIM_KIND}\\b`,
    // "at least one child, meaning a person under eighteen, among the victims": an aside between.
    `\\b(?:at\\s+least\\s+one|an?|any)\\s+${VICTIM_KIND}s?(?:\\s*\\([^)]{0,30}\\)|\\s+(?:under|below|younger\\s+than)\\s+18|\\s*,\\s*(?:meaning|i\\.e\\.|that\\s+is|whether|on\\s+or\\s+off|either)[^,?]{0,60},)?\\s+(?:was\\s+|were\\s+)?among\\s+(?:the|its|their)\\s+victims\\b`,
    // "a police officer, on or off duty, was a victim", "one of the cops ended up a victim".
    `\\b(?:at\\s+least\\s+one|an?|any|one\\s+of\\s+the)\\s+(?:${VICTIM_KINDS}|${VICTIM_KIND}s?)(?:\\s*\\([^)]{0,30}\\)|\\s+(?:under|below|younger\\s+than)\\s+(?:the\\s+age\\s+of\\s+)?18|\\s*,\\s*(?:meaning|i\\.e\\.|that\\s+is|whether|on\\s+or\\s+off|either)[^,?]{0,60},)?\\s+(?:was|were|became|(?:ended|ends|end)\\s+up(?:\\s+as)?)\\s+(?:a\\s+|the\\s+|one\\s+of\\s+the\\s+)?victims?\\b`,
    // "the most recent date on which a police officer was killed": a victim of that kind by the harm done.
    `\\b(?:at\\s+least\\s+one|an?|any)\\s+${VICTIM_KIND}s?\\s+(?:was|were|got|had\\s+been)\\s+(?:killed|shot|murdered|injured|wounded|attacked|hurt|stabbed|harmed)\\b`,
    // "a case in which one of the children (under 18) was harmed".
    `\\b(?:at\\s+least\\s+)?one\\s+of\\s+the\\s+${VICTIM_KINDS}(?:\\s*\\([^)]{0,30}\\))?\\s+(?:was|got|had\\s+been)\\s+(?:killed|shot|murdered|injured|wounded|attacked|hurt|stabbed|harmed|raped|abused)\\b`,
    // "the most recent rape of a child", "murders of police officers": the crime's victim by its kind.
    `(?<=\\b(?:rapes?|murders?|killings?|kidnappings?|abductions?|assaults?|abuse|shootings?|stabbings?|attacks?)\\s+)(?:of|on)\\s+(?:an?\\s+|the\\s+|any\\s+)?(?:${VICTIM_KIND}s?|${VICTIM_KINDS})(?![\\p{L}])`,
    // "after those two police officers were killed": victims of the kind told of by the harm done.
    `\\b(?:the|those|these|two|three|four|five|\\d+)\\s+(?:[\\p{L}-]+\\s+)?${VICTIM_KINDS}\\s+(?:were|got|had\\s+been)\\s+(?:killed|shot|murdered|injured|wounded|attacked|hurt|stabbed)\\b`,
    // "had a child as a victim", "with a police officer as one of the victims", "any police officer
    // recorded as a victim".
    `\\b(?:at\\s+least\\s+one|an?|any)\\s+${VICTIM_KIND}s?\\s+(?:(?:recorded|listed|counted|named|reported|shown)\\s+)?as\\s+(?:a\\s+|the\\s+|one\\s+of\\s+the\\s+)?victims?\\b`,
    // "the victim was a child", "was the victim a child under 18": the victim told by its kind.
    `\\bthe\\s+victims?\\s+(?:was|were|is)\\s+(?:an?\\s+)?${VICTIM_KIND}\\b`,
    `(?<=\\b(?:was|were|is)\\s+)the\\s+victims?\\s+(?:an?\\s+)?${VICTIM_KIND}\\b`,
    // "was at least one police officer a victim": the verb asked before its subject.
    `(?<=\\b(?:was|were)\\s+)(?:at\\s+least\\s+one|an?|any)\\s+${VICTIM_KIND}s?\\s+(?:a|the)\\s+victims?\\b`,
    // "was a police officer one of the victims": the verb asked before its subject.
    // The verb stays for the intent to read as yes or no.
    `(?<=\\b(?:was|were)\\s+)(?:at\\s+least\\s+one|an?|any)\\s+${VICTIM_KIND}s?\\s+(?:one\\s+of|among)\\s+(?:the|its|their)\\s+victims\\b`,
  ].join('|'),
  'giu',
);
/**
 * "were police officers among the victims", "with a child victim", "involved child victims": events
 * with a victim of that kind, unless the kind is what is counted ("how many children were among the
 * victims").
 */
const KIND_AMONG_VICTIMS = new RegExp(
  [
    `\\b(?:${VICTIM_KINDS}|${VICTIM_KIND})\\s+(?:(?:were|was|are|is)\\s+)?among\\s+(?:(?:(?:the|its|their)\\s+)?victims|those\\s+(?:who\\s+(?:were|was)\\s+)?(?:harmed|hurt|attacked|affected))\\b`,
    `\\b(?:with|involving|involved|involve|involves|had|has|have|having)\\s+(?:an?\\s+|any\\s+|at\\s+least\\s+(?:one|1)\\s+)?${VICTIM_KIND}\\s+victims?\\b`,
    // "incidents that had female victims": a victim of that sex, at least one.
    `\\b(?:with|involving|involved|involve|involves|had|has|have|having)\\s+(?:an?\\s+|any\\s+|at\\s+least\\s+(?:one|1)\\s+)?(female|woman|women|male|man|men)\\s+victims?\\b`,
    // "involved a learner or other minor as a victim": a victim of that kind, however many named.
    `\\b(?:an?\\s+)?${VICTIM_KIND}(?:\\s+or\\s+(?:an?\\s+)?(?:other\\s+)?(?:child|minor|kid|baby|learner))?\\s+as\\s+(?:an?|the)\\s+victims?\\b`,
    // "Were there any female victims in the North West?": whether any incident had one.
    `\\bany\\s+(female|male)\\s+victims?\\b`,
  ].join('|'),
  'gi',
);
/** "... were killed", "... died": a harm told of the people just named. */
const HARMED_AFTER =
  /^\s+(?:(?:were|was|got|had\s+been)\s+)?(?:die|died|dead|killed|murdered|injured|hurt|wounded)\b/i;
const COUNTED_BEFORE =
  /\b(?:how\s+many|number\s+of|total(?:\s+number\s+of)?|count\s+of|sum\s+of|more|fewer|most|fewest)\s+$/i;

const isChildKind = (kind: string) => /^(?:child|minor|kid|bab|learner)/i.test(kind);

/** "somebody was injured", "nobody was killed", "anyone got hurt": a harm that did or did not happen. */
const SOMEONE_HARMED =
  /\b(somebody|someone|anyone|anybody|nobody|no\s+one|no-one)\s+(?:(?:actually|really|ever|even)\s+)?(?:was\s+|were\s+|got\s+|had\s+been\s+|being\s+)?(?:(?:actually|really|ever|even)\s+)?(killed|died|murdered|injured|wounded|hurt)(?:\s+or\s+(?:was\s+|got\s+)?(killed|died|murdered|injured|wounded|hurt))?\b/gi;

/**
 * "Was any security guard killed in a CIT robbery?", "Were any police officers injured?": a harm that
 * happened to anyone of a kind. A kind the events record (children, police officers, women, men) is a
 * condition beside the harm; any other ("security guard") is left for the reader of what is not
 * recorded, so the answer says it could not tell.
 */
const ANY_OF_A_KIND_HARMED =
  /\b(?:was|were|had|has|have)\s+any\s+((?:[\p{L}-]+\s+){0,1}?[\p{L}-]+)\s+(?:(?:been|ever|actually)\s+)?(killed|murdered|injured|wounded|hurt|shot\s+dead)\b/giu;

/** A kind of victim the events record, the noun's last word(s): "child", "police officers", "police". */
const RECORDED_KIND_LAST = new RegExp(`(?:^|\\s)(?:${VICTIM_KIND}|${VICTIM_KINDS}|police)$`, 'i');

/** The recorded kind of victim a noun names, or null for people in general or a kind not recorded. */
function victimKindOf(noun: string): PeopleField | 'anyone' | null {
  if (/^(?:one|body|people|persons?|victims?)$/i.test(noun)) return 'anyone';
  const kind = RECORDED_KIND_LAST.exec(noun)?.[0].trim();
  if (kind) return isChildKind(kind) ? 'child_victims' : 'police_victims';
  if (/\b(?:wom[ae]n|girls?|females?)$/i.test(noun)) return 'female_victims';
  if (/\b(?:m[ae]n|boys?|males?)$/i.test(noun)) return 'male_victims';
  return null;
}

/**
 * "incidents with injured victims", "calls that had dead patients", "robberies that left people
 * injured": someone harmed so, at least one.
 */
const HARMED_VICTIMS =
  /\b(?:with|had|has|have|having|involving|involved)\s+(?:any\s+|at\s+least\s+one\s+|an?\s+)?(injured|wounded|hurt|dead|killed)\s+(?:victims?|people|persons|patients)\b|\bleft\s+(?:any(?:one|body)?\s+|some(?:one|body)\s+|at\s+least\s+one\s+(?:person\s+)?|people\s+|victims\s+|persons\s+)(injured|wounded|hurt|dead)\b/gi;

/** "victim count is zero", "number of victims was 0". */
const ZERO_VICTIMS =
  /\b(?:victim\s+count|number\s+of\s+victims|victims?\s+total)\s+(?:is|was|of|=)\s+(?:zero|0|none)\b/gi;

function peopleFieldOf(noun: string, arrested: boolean): PeopleField {
  const n = noun.toLowerCase();
  if (/^(?:suspect|accused|perp|culprit|offender)/.test(n) || arrested) return 'suspects_arrested';
  if (/^(?:wom[ae]n|female|girl)/.test(n)) return 'female_victims';
  if (/^(?:m[ae]n|male|boy)/.test(n)) return 'male_victims';
  return 'victims';
}

/** "five or more people", "10+ victims": a bound written after its number. */
const OR_MORE_PEOPLE = new RegExp(
  `\\b(${COUNT_WORD})\\s*(\\+|or\\s+more|and\\s+more|or\\s+above|and\\s+above|or\\s+over|or\\s+fewer|or\\s+less)\\s+${PEOPLE_NOUN}`,
  'gi',
);
/** "more than two people killed", "five or more people dead", "more than one person die": people by what happened to them. */
const HARM_AFTER =
  /^\s+(?:were\s+|was\s+|had\s+been\s+|got\s+|being\s+|left\s+)?(killed|dead|died|die|murdered|shot\s+dead|injured|wounded|hurt)\b/i;

/** The people a bound counts, narrowed by what happened to them when the words after say ("killed"). */
function harmedField(noun: string, after: string): { field: PeopleField; length: number } | null {
  if (/^(?:suspect|wom|m[ae]n|female|male|girl|boy)/i.test(noun)) return null;
  const harm = HARM_AFTER.exec(after);
  if (!harm) return null;
  const killed = /^(?:killed|dead|died|die|murdered|shot)/i.test(harm[1] ?? '');
  return { field: killed ? 'killed_victims' : 'injured_victims', length: harm[0].length };
}

/**
 * Conditions on how many people events report, with the words they were read from. `asked` is the
 * question before any reader blanked it, so a harm word another reader took ("killed" as murder)
 * still says which people are bounded.
 */
export function readPeopleConditions(
  question: string,
  asked = question,
): { conditions: PeopleCondition[]; spans: Span[] } {
  const conditions: PeopleCondition[] = [];
  const spans: Span[] = [];
  const bound = (
    m: RegExpMatchArray,
    noun: string,
    field: PeopleField,
    bounds: { min?: number; max?: number },
  ) => {
    const span = spanOf(m);
    const harmed = harmedField(noun, asked.slice(span.end));
    conditions.push({ field: harmed?.field ?? field, ...bounds });
    spans.push({ start: span.start, end: span.end + (harmed?.length ?? 0) });
  };
  for (const m of question.matchAll(BETWEEN_PEOPLE)) {
    const [, low = '0', high = '0', noun = '', arrested] = m;
    bound(m, noun, peopleFieldOf(noun, arrested !== undefined), { min: countOf(low), max: countOf(high) });
  }
  for (const m of question.matchAll(RANGED_PEOPLE)) {
    const [, lower = '', low = '0', upper = '', high = '0', noun = '', arrested] = m;
    const { min } = boundsOf(lower, countOf(low));
    const { max } = boundsOf(upper, countOf(high));
    bound(m, noun, peopleFieldOf(noun, arrested !== undefined), { min, max });
  }
  // "Reporter totals 30 suspects arrested in the Northern Cape. Confirm or correct that number.": a
  // figure put forward to be checked is a total to compare, exactly that many.
  if (CLAIM_TO_CHECK.test(question))
    for (const m of question.matchAll(CLAIMED_PEOPLE)) {
      const [, written = '0', noun = '', arrested] = m;
      const count = countOf(written);
      bound(m, noun, peopleFieldOf(noun, arrested !== undefined), { min: count, max: count });
    }
  for (const m of question.matchAll(NOT_ONE_SUSPECT_OF_SEX)) {
    conditions.push({ field: suspectsOfSexWord(m[1] ?? ''), min: 1 });
    spans.push(spanOf(m));
  }
  for (const m of question.matchAll(NO_SUSPECT_OF_SEX)) {
    conditions.push({
      field: suspectsOfSexWord(m[1] ?? m[2] ?? ''),
      max: 0,
    });
    spans.push(spanOf(m));
  }
  for (const m of question.matchAll(SUSPECT_OF_SEX)) {
    conditions.push({
      // The alternatives each capture the sex word; whichever matched holds it.
      field: suspectsOfSexWord(m.slice(1).find(Boolean) ?? ''),
      min: 1,
    });
    spans.push(spanOf(m));
  }
  for (const m of question.matchAll(VICTIM_UNDER_EIGHTEEN)) {
    conditions.push({ field: 'child_victims', min: 1 });
    spans.push(spanOf(m));
  }
  for (const m of question.matchAll(OR_MORE_PEOPLE)) {
    const [, written = '0', how = '', noun = ''] = m;
    const count = countOf(written);
    const fewer = /fewer|less/i.test(how);
    bound(m, noun, peopleFieldOf(noun, false), fewer ? { max: count } : { min: count });
  }
  for (const m of question.matchAll(BOUNDED_PEOPLE)) {
    const [, quantifier = '', written, noun = '', arrested, suspectNoun] = m;
    const bare = /^(?:no|zero)$/i.test(quantifier);
    // "more than five" needs its number; "no suspects were arrested" is the arrest filter's.
    if (!bare && written === undefined) continue;
    if (bare && (arrested || /^suspect/i.test(noun))) continue;
    const count = written === undefined ? 0 : countOf(written);
    // "at least 1 female suspect": the sex is the suspects', not the victims'.
    const field = suspectNoun
      ? /^(?:wom|female|girl)/i.test(noun)
        ? 'female_suspects'
        : /^(?:m[ae]n|male|boy)/i.test(noun)
          ? 'male_suspects'
          : 'suspects_arrested'
      : peopleFieldOf(noun, arrested !== undefined);
    const bounds = boundsOf(quantifier, count);
    // "at least one suspect was arrested" is the arrest filter, which also keeps arrests of no stated count.
    if (field === 'suspects_arrested' && bounds.min === 1 && bounds.max === undefined) continue;
    if (spans.some((s) => s.start <= (m.index ?? 0) && (m.index ?? 0) < s.end)) continue;
    bound(m, noun, field, bounds);
  }
  for (const m of question.matchAll(VICTIM_OF_SEX)) {
    // "the most women as victims" counts them, as "how many women were among the victims" does.
    if (COUNTED_BEFORE.test(question.slice(0, m.index))) continue;
    conditions.push({ field: peopleFieldOf(m[1] ?? m[2] ?? m[3] ?? '', false), min: 1 });
    spans.push(spanOf(m));
  }
  for (const m of question.matchAll(SEX_AMONG_VICTIMS)) {
    const span = spanOf(m);
    // "How many women were among the victims" counts them; it puts no condition.
    if (COUNTED_BEFORE.test(question.slice(0, span.start))) continue;
    if (spans.some((s) => s.start < span.end && span.start < s.end)) continue;
    conditions.push({ field: peopleFieldOf(m[1] ?? m[2] ?? '', false), min: 1 });
    spans.push(span);
  }
  for (const m of asked.matchAll(VICTIM_OF_SEX_HARMED)) {
    const span = spanOf(m);
    if (spans.some((s) => s.start < span.end && span.start < s.end)) continue;
    conditions.push({ field: peopleFieldOf(m[1] ?? '', false), min: 1 });
    spans.push(span);
  }
  // The whole question: "a police officer was killed" names the victim by a harm another reader took as murder.
  for (const m of asked.matchAll(VICTIM_OF_KIND)) {
    // "How many of the police officers were killed" counts them; it puts no condition.
    if (/\b(?:how\s+many|number\s+of)\s+(?:of\s+)?$/i.test(asked.slice(0, m.index))) continue;
    // Each way of saying it holds the kind in a group of its own.
    const kind = (m.slice(1).find((group) => group !== undefined) ?? '').toLowerCase();
    conditions.push({
      field: isChildKind(kind) ? 'child_victims' : 'police_victims',
      min: 1,
    });
    spans.push(spanOf(m));
  }
  for (const m of question.matchAll(KIND_AMONG_VICTIMS)) {
    const span = spanOf(m);
    if (COUNTED_BEFORE.test(question.slice(0, span.start))) continue;
    if (spans.some((s) => s.start < span.end && span.start < s.end)) continue;
    const kind = m.slice(1).find((g) => g !== undefined) ?? '';
    // "Did any female victims die?": the events never say which of the dead were women, so the sex is
    // left unread rather than set beside the harm as if it were the same people.
    if (/^(?:female|wom[ae]n|male|m[ae]n)$/i.test(kind) && HARMED_AFTER.test(asked.slice(span.end))) continue;
    const sex = /^(?:female|wom[ae]n)$/i.test(kind)
      ? 'female_victims'
      : /^(?:male|m[ae]n)$/i.test(kind)
        ? 'male_victims'
        : null;
    conditions.push({ field: sex ?? (isChildKind(kind) ? 'child_victims' : 'police_victims'), min: 1 });
    spans.push(span);
  }
  for (const m of asked.matchAll(SOMEONE_HARMED)) {
    const span = spanOf(m);
    if (spans.some((s) => s.start < span.end && span.start < s.end)) continue;
    const killed = (harm: string | undefined) => /^(?:killed|died|murdered)$/i.test(harm ?? '');
    const none = /^(?:nobody|no\s+one|no-one)$/i.test(m[1] ?? '');
    // "someone got hurt or killed": either harm, which the killed and injured together count.
    const either = m[3] !== undefined && killed(m[2]) !== killed(m[3]);
    conditions.push({
      field: either ? 'harmed_victims' : killed(m[2]) ? 'killed_victims' : 'injured_victims',
      ...(none ? { max: 0 } : { min: 1 }),
    });
    spans.push(span);
  }
  for (const m of asked.matchAll(ANY_OF_A_KIND_HARMED)) {
    const span = spanOf(m);
    if (spans.some((s) => s.start < span.end && span.start < s.end)) continue;
    const [, noun = '', harm = ''] = m;
    const kind = victimKindOf(noun.trim());
    conditions.push({
      field: /^(?:killed|murdered|shot\s+dead)$/i.test(harm) ? 'killed_victims' : 'injured_victims',
      min: 1,
    });
    if (kind && kind !== 'anyone') conditions.push({ field: kind, min: 1 });
    // A kind not recorded keeps its words, so the answer says it could not apply them.
    // "Was" stays, which makes it a yes or no.
    const any = span.start + m[0].search(/\bany\b/i);
    spans.push(kind ? { start: any, end: span.end } : { start: span.end - harm.length, end: span.end });
  }
  for (const m of asked.matchAll(HARMED_VICTIMS)) {
    const span = spanOf(m);
    if (spans.some((s) => s.start < span.end && span.start < s.end)) continue;
    conditions.push({
      field: /^(?:dead|killed)$/i.test(m[1] ?? m[2] ?? '') ? 'killed_victims' : 'injured_victims',
      min: 1,
    });
    spans.push(span);
  }
  for (const m of question.matchAll(ZERO_VICTIMS)) {
    conditions.push({ field: 'victims', max: 0 });
    spans.push(spanOf(m));
  }
  // "where the complainant was a minor, i.e. at least one victim under 18": one condition said twice.
  const distinct = conditions.filter(
    (c, i) => conditions.findIndex((o) => o.field === c.field && o.min === c.min && o.max === c.max) === i,
  );
  return { conditions: distinct, spans };
}

/** Whether the event reports a number of people within the bounds; one that does not say never is. */
function reportsPeople(event: NotebookEvent, condition: PeopleCondition): boolean {
  const value = peopleOf(event, condition.field);
  return value !== null && withinBounds(value, condition);
}

/** "with more than 5 suspects arrested", "with no victims", "with at least 1 female victim". */
function conditionWords({ field, min, max }: PeopleCondition): string {
  const noun = (n: number) => peopleNoun(field, n);
  if (max === 0) return `with no ${noun(2)}`;
  if (min !== undefined && max !== undefined)
    return min === max ? `with exactly ${min} ${noun(min)}` : `with ${min} to ${max} ${noun(max)}`;
  if (min !== undefined) return `with at least ${min} ${noun(min)}`;
  return `with at most ${max} ${noun(max ?? 2)}`;
}

/** The evidence each people field (or stated age) was read from. */
const PEOPLE_EVIDENCE: Record<PeopleField | AgeField, keyof FieldEvidence | (keyof FieldEvidence)[]> = {
  suspects_arrested: 'suspects_arrested',
  suspect_age: 'suspect_ages',
  victims: 'victims',
  female_victims: 'victims',
  male_victims: 'victims',
  victim_age: 'victims',
  killed_victims: 'victims_killed',
  injured_victims: 'victims_injured',
  harmed_victims: ['victims_killed', 'victims_injured'],
  child_victims: 'victims_children',
  police_victims: 'victims_police',
  female_suspects: 'suspects_sex',
  male_suspects: 'suspects_sex',
};

/** Where the release states the people fields read: those a plan measures or bounds. */
export function peopleSpans(event: SupportedEvent, fields: readonly (PeopleField | AgeField)[]): Found[] {
  const keys = new Set(fields.flatMap((f) => PEOPLE_EVIDENCE[f]));
  return [...keys].flatMap((key) =>
    evidenceSpans(event, event.evidence[key] as string | undefined, 'people'),
  );
}

export const peopleFilter = defineFilter({
  name: 'people',
  shape: {
    /**
     * How many people an event must report ("more than five suspects arrested": min 6; "no victims":
     * max 0); events that do not say are left out.
     */
    people: z
      .array(
        z.object({
          field: z.enum(PEOPLE_FIELDS),
          min: z.number().int().min(0).max(10_000).optional(),
          max: z.number().int().min(0).max(10_000).optional(),
        }),
      )
      .max(4)
      .optional(),
  },
  empty: { people: [] },
  read({ rest, question, draft }) {
    const { conditions, spans } = readPeopleConditions(rest, question);
    // "more than two people killed" bounds the dead; "killed" is then no murder filter.
    const crimes = draft.crimes.filter((c) => !spans.some((s) => c.start < s.end && s.start < c.end));
    return { found: { people: conditions, crimes }, spans };
  },
  isSet: (v) => v.people.length > 0,
  matches: (event, v) => v.people.every((condition) => reportsPeople(event, condition)),
  unstated(event, v) {
    const unsaid = v.people.find((c) => peopleOf(event, c.field) === null);
    return unsaid ? `how many ${peopleNoun(unsaid.field)} there were` : null;
  },
  toPlan: (v) => ({ people: v.people.map((c) => ({ ...c })) }),
  fromPlan: (p) => ({ people: p.people ?? [] }),
  describe: (v) => v.people.map(conditionWords),
  support: (event, _notebookEvent, v) =>
    peopleSpans(
      event,
      v.people.map((c) => c.field),
    ),
});
