import { z } from 'zod';
import { categoriesNamed, familiesOf } from '../../../corpus/crime-families';
import { CRIME_CATEGORIES, findCrimeWords } from '../../../corpus/crimes';
import { thisCaseOf } from '../../../corpus/this-case';
import { bodyOf } from '../../../extraction/enrich';
import { type CrimeMention, findCrimeMentions } from '../crime-terms';
import { joinAnd, joinOr } from '../format';
import type { NotebookEvent } from '../notebook-events';
import type { Span } from '../spans';
import { evidenceSpans, type Found, type SupportedEvent } from '../support-text';
import { defineFilter, type SupportView, UnknownPlanTerm } from './filter-kind';

/** Crimes: any of them ("murder or robbery"), all of them ("both rape and kidnapping"), none of them ("excluding murder"). */

export const EXCLUDE_BEFORE =
  /\b(?:(?:did|does|do|had|has|have|was|were)\s*(?:not|n't)\s+(?:also\s+)?(?:involve|include|feature|see|have|carry|attract|come\s+with|record|list|mention)|not\s+(?:also\s+)?(?:involving|including|recording|listing)|without\s+(?:also\s+)?(?:being\s+)?(?:recorded|listed|classified|charged|coded|counted|tagged|labell?ed)\s+(?:as|with|under)|without(?:\s+(?:also|any|a|an))?|(?:with|but|and|in\s+which|where|whereby)\s+no|excluding|exclude|except(?:\s+for)?|apart\s+from|aside\s+from|other\s+than|besides|not\s+counting|without\s+counting|(?:don['’]?t|do\s+not)\s+(?:count|include)|leav(?:e|ing)\s+out|leaving|ignor(?:e|ing)|omit(?:ting)?|set(?:ting)?\s+aside|putting\s+aside|save\s+for|trim(?:ming)?\s+off|strip(?:ping)?\s+out|cut(?:ting)?\s+out|tak(?:e|ing)\s+out|remov(?:e|ing)|but\s+not|and\s+not|neither|nor|(?<=(?:^|[,;(.!?:])\s*)not|minus|disregarding)\s+(?:the\s+|any\s+(?:such\s+)?|all\s+|every\s+|each\s+|an?\s+)?(?:(?:note|mention|record|trace|sign|hint)s?\s+of\s+(?:an?\s+|any\s+)?|(?:(?:such\s+)?[a-z]+\s+)?(?:where|in\s+which|whenever)\s+(?:an?\s+)?|(?:(?:ones|cases?|incidents?|events?|those)\s+)?(?:that|which|where)\s+(?:also\s+)?(?:involved|involve|had|have|included|featured|saw|recorded|record|listed|mentioned|carry|carried|carries)\s+(?:an?\s+|any\s+)?|(?:ones|cases?|incidents?|events?|those)\s+(?:also\s+)?(?:involving|including)\s+(?:an?\s+|any\s+)?|(?:ones|cases?|incidents?|events?|those|rows?|records?)\s+(?:tagged|labell?ed|coded|marked|categori[sz]ed|classified|carrying)\s+(?:as\s+)?(?:an?\s+)?|(?:completed|actual|successful|full|real|proper|outright)\s+)?$/i;
const HAD_NO_BEFORE =
  /\b(?:had|has|have|having|carried|carrying|carry|involved|involving|involves?|included|including|saw|featured|recorded|listed|was|were)\s+no\s+(?:the\s+|any\s+)?$/i;
/** "murder cases aside", "in which rape was not recorded": the words after a crime that leave it out. */
const EXCLUDE_AFTER =
  /^\s*(?:cases|incidents|events|ones|rows|records|matters)?\s*(?:aside|excluded|left\s+out|out\s+of\s+it|(?:(?:should|must|shall|would|will|is\s+to|are\s+to)\s+)?be\s+(?:excluded|left\s+out|ignored|disregarded|set\s+aside)|(?:alone\s+|on\s+its\s+own\s+|by\s+itself\s+)?(?:should|must|shall|would|will|is\s+to|are\s+to)\s*(?:not|n't)\s+be\s+(?:counted|included)|(?:alone\s+|on\s+its\s+own\s+|by\s+itself\s+)?(?:does|do|did|should|must|shall|would|will|is\s+to|are\s+to)\s*(?:not|n't)\s+(?:qualify|count)|(?:was|were|is|are)\s*(?:not|n't)\s+(?:recorded|listed|involved|included|reported|among\s+(?:the|its)\s+crimes))\b/i;

/** "a firearm charge laid", "murder counts brought": the charge named by its crime is that crime, not how far a case got. */
const CHARGE_AFTER =
  /^\s*(?:charges?|counts?)(?:\s+(?:(?:was|were|being|been)\s+)?(?:laid|brought|added|preferred))?\b/i;

const chargeWordsAfter = (question: string, crimes: readonly CrimeMention[]): Span[] =>
  crimes.flatMap((c) => {
    const m = CHARGE_AFTER.exec(question.slice(c.end, c.end + 40));
    return m ? [{ start: c.end, end: c.end + m[0].length }] : [];
  });

const JOINED_TO_PREVIOUS = /^\s*,?\s*(?:and|or|nor|,)\s+(?:the\s+|any\s+|all\s+)?$/i;

/** "both ... and", "as well as", "along with": crimes an event must have together. */
const BOTH_BEFORE = /\bboth\s+(?:a\s+|an\s+|the\s+)?$/i;
const TOGETHER_BETWEEN =
  /^\s*\)?\s*,?\s*(?:(?:cases?|incidents?|matters?|events?|ones|charges?|counts?)\s+)?(?:of\s+(?:any|every|all)\s+(?:kinds?|types?|sorts?)\s*(?:\([^()]{0,160}\)\s*)?)?(?:(?:in\s+here|in\s+this\s+notebook|here|actually|really|in\s+fact|ever)\s+)*(?:and\s+also|and\s+(?:a|an)\s+(?:accompanying|related)|as\s+well\s+as|along\s*side|along\s+with|together\s+with|combined\s+with|coupled\s+with|in\s+addition\s+to|co-?occurs?\s+with|co-?occurring\s+with|co-?occurred\s+with|(?:(?:that|which|where|also|were|was)\s+)*(?:also\s+)?(?:had|has|have|involved|involve|involves|involving|included|include|includes|including|carried|carries|carry|carrying|saw|featured|came\s+with|accompanied\s+by|linked\s+to|with)|(?:that|which)\s+(?:also\s+)?(?:led\s+to|ended\s+in|turned\s+into|became)|where\s+(?:somebody|someone|anybody|anyone|a\s+person|people|a\s+victim|the\s+victims?)\s+(?:also\s+)?(?:was|were|got|had\s+been)(?:\s+also)?|(?:(?:that|which)\s+)?(?:were\s+|was\s+)?(?:committed|carried\s+out|perpetrated)\s+by)\s+(?:a\s+|an\s+|the\s+|any\s+)?(?:(?:some\s+)?(?:form|kind|type)\s+of\s+)?(?:charge\s+of\s+|count\s+of\s+)?$/i;

const HAD_ONE_BEFORE =
  /\b(?:involved|involving|involve|involves|had|has|have|having|with|included|including)\s+(?:an?\s+)$/i;

/** "kidnappings that involved a murder as well": the words saying the second crime came with the first. */
const TOGETHER_AFTER = /^\s*(?:charges?\s+|counts?\s+|cases?\s+)?(?:too|as\s+well|also)\b/i;

/**
 * "murder and robbery in the same incident", "a murder and a kidnapping both in the same incident", "...
 * that happened together", "... appear together in the same incident". A bare "together" after
 * two crimes ("CIT heists and business robberies together - how many?") pools them, as "combined" does.
 */
const SAME_EVENT =
  /^\s*(?:both\s+|together\s+)?(?:(?:in\s+)?(?:the\s+)?(?:same|one|a\s+single)\s+(?:incident|case|event|release|docket|attack)|(?:(?:that|which)\s+)?(?:happened|occurred|came|went|took\s+place|appear(?:s|ed)?|show(?:s|ed)?\s+up|co-?occur(?:s|red)?|(?:were|are)\s+(?:committed|charged|reported|recorded|listed))\s+(?:together|(?:together\s+)?in\s+(?:the\s+)?(?:same|one|a\s+single)\s+(?:incident|case|event|release|docket))|at\s+once)\b/i;

/** "in how many of them was somebody also kidnapped": "also" right before the second crime adds it to the first. */
const ALSO_BEFORE = /\balso\s+(?:been\s+|being\s+|got\s+|get\s+|had\s+|have\s+)?(?:an?\s+)?$/i;

const COMBINED_BEFORE = /\bcombin(?:ed|ing|es|e)\s+(?:an?\s+|the\s+)?$/i;

/** "how many of the murders", "which of these robberies": the events of a crime, picked among. */
const OF_THE_BEFORE =
  /\b(?:how\s+many|which|what\s+share|what\s+percentage|what\s+proportion)\s+(?:of\s+)?(?:all\s+)?(?:the|these|those)\s+$/i;
/** "... murders were gang-related", "... robberies on the Cape Flats was a hijacking": a crime said of them. */
const SAID_OF = /^(?:\s+[\p{L}-]+){0,5}?\s+(?:were|was|are|is)\s+(?:also\s+)?(?:an?\s+)?$/iu;

/** Whether the question wants events with every crime it names rather than any of them. */
export function readCrimesTogether(
  question: string,
  crimes: readonly CrimeMention[],
): { match: 'any' | 'all'; spans: Span[] } {
  // "Hijackings, car or truck, that also came with a kidnapping": kinds listed after the crime that
  // holds them are that crime, and the words joining it to the next begin after them.
  const sorted = [...crimes].sort((a, b) => a.start - b.start);
  const within = (inner: CrimeMention, outer: CrimeMention) =>
    [...inner.categories].every((c) => outer.categories.has(c));
  const head = sorted[0];
  const listed = head ? sorted.filter((c, at) => at > 0 && within(c, head)) : [];
  const [first, second] = sorted.filter((c) => !listed.includes(c));
  if (!first || !second) return { match: 'any', spans: [] };
  const listEnd = listed.length > 0 ? Math.max(...listed.map((c) => c.end)) : first.end;
  const joinFrom =
    listEnd < second.start ? listEnd + (question.slice(listEnd).match(/^\s*,/)?.[0].length ?? 0) : first.end;
  // "murder and attempted murder in the same incident": both, in one event.
  const same = SAME_EVENT.exec(question.slice(second.end, second.end + 40));
  if (
    same &&
    /^\s*,?\s*(?:and|&|\+|plus|with)\s*(?:an?\s+|the\s+)?$/i.test(question.slice(first.end, second.start))
  )
    return { match: 'all', spans: [{ start: second.end, end: second.end + same[0].length }] };
  const both = BOTH_BEFORE.exec(question.slice(Math.max(0, first.start - 12), first.start));
  if (both) return { match: 'all', spans: [{ start: first.start - both[0].length, end: first.start }] };
  // "incidents that involved a firearm and a murder": one incident with a crime and another, each
  // with its article; "murders and robberies" without them are either.
  if (
    HAD_ONE_BEFORE.test(question.slice(Math.max(0, first.start - 20), first.start)) &&
    /^\s+and\s+(?:an?\s+)$/i.test(question.slice(first.end, second.start))
  )
    return { match: 'all', spans: [] };
  // "How many of the murders were gang-related?": the second crime said of the first's events.
  const partOf = OF_THE_BEFORE.test(question.slice(Math.max(0, first.start - 30), first.start));
  const saidOf = SAID_OF.exec(question.slice(first.end, second.start));
  if (partOf && saidOf) return { match: 'all', spans: [{ start: first.end, end: second.start }] };
  // "kidnappings that involved a murder (as well)": the first crime is what is counted, the second
  // what it came with; the verb between them makes it both, with or without "also".
  const between = TOGETHER_BETWEEN.exec(question.slice(joinFrom, second.start));
  if (between) {
    const after = TOGETHER_AFTER.exec(question.slice(second.end, second.end + 20));
    const spans = [{ start: joinFrom, end: second.start }];
    if (after) spans.push({ start: second.end, end: second.end + after[0].length });
    return { match: 'all', spans };
  }
  const also = ALSO_BEFORE.exec(question.slice(joinFrom, second.start));
  if (also) return { match: 'all', spans: [{ start: second.start - also[0].length, end: second.start }] };
  // "gang-related murders", "drug-related killings": the first names what the second was related to.
  const relatedTo = /^[-\s](?:related|linked)\s+$/i.exec(question.slice(first.end, second.start));
  if (relatedTo) return { match: 'all', spans: [{ start: first.end, end: second.start }] };
  // "incidents that combined firearm possession with a robbery".
  const combined = COMBINED_BEFORE.exec(question.slice(Math.max(0, first.start - 30), first.start));
  if (
    combined &&
    /^\s*(?:with|and)\s+(?:an?\s+|the\s+|any\s+)?$/i.test(question.slice(first.end, second.start))
  )
    return { match: 'all', spans: [{ start: first.start - combined[0].length, end: first.start }] };
  return { match: 'any', spans: [] };
}

/** ", excluding", ", not counting", "and not": set off after a crime (or its one word, "the murder flavour,"), so setting its attempt apart from it. */
const APART_FROM_THE_CRIME =
  /^\s*\(?\s*(?:[\p{L}-]+\s*)?(?:(?:only|itself|proper|as\s+such|alone)\s*)?(?:(?:were|are|was|is)\s+there\s*)?(?:,\s*(?:please|if\s+you\s+please|mind(?:\s+you)?)\s*)?(?:[,(]|\s+and)\s*(?:excluding|not\s+counting|not\s+including|not|neither)\s+(?:an?\s+|the\s+)?(?:(?:completed|actual|successful|full|real|proper|outright)\s+)?$/iu;

/**
 * "How many murders in the Eastern Cape? Please leave out attempted murder.": an attempt put aside in
 * a sentence of its own says what the crime counted means, like a bracket would.
 */
const ASIDE_OF_ITS_OWN =
  /(?:^|[.?!;:]\s*)(?:(?:please|and|but)\s+)?(?:leave\s+out|exclude|excluding|don'?t\s+(?:count|include)|do\s+not\s+(?:count|include)|not\s+counting|ignore|ignoring)\s+(?:the\s+|any\s+|all\s+)?$/i;

/**
 * "The kidnappings and so on, everything": a crime given as an example of every crime, which narrows
 * nothing.
 */
const EXAMPLE_OF_EVERYTHING =
  /^\s*(?:cases|incidents)?\s*(?:,?\s*(?:and\s+so\s+on|etc\.?|and\s+(?:all\s+)?that|and\s+the\s+like|and\s+such(?:\s+things)?))?\s*[,;:–—-]?\s*(?:everything|every\s+crime|every\s+kind|all\s+crimes|any\s+crime|the\s+lot|whatever)\b/i;

const SO_ON = /\band\s+so\s+on\b|\betc\b|\band\s+(?:all\s+)?that\b|\band\s+the\s+like\b|\band\s+such\b/i;

/** Crimes told apart from each other by degree: a killing, its attempt and a killing without intent. */
const HOMICIDES = new Set([
  'Murder',
  'Attempted murder',
  'Culpable homicide',
  'Culpable homicide (road crash)',
]);
const ofDegree = (a: CrimeMention, b: CrimeMention) =>
  [...a.categories, ...b.categories].every((k) => HOMICIDES.has(k)) ||
  b.label.toLowerCase() === `attempted ${a.label.toLowerCase()}`;
/** "the offence of murder itself", "murder, strictly defined": words that say what a crime covers. */
const DEFINING =
  /\b(?:itself|as\s+such|proper|strictly|only|alone|operationali[sz]ed|defined|definition|meaning)\b/i;
const SETTING_APART =
  /\b(?:excluding|not\s+counting|not\s+including|leaving\s+out|other\s+than|rather\s+than|as\s+opposed\s+to)\b/i;

/**
 * "murder, operationalised as the offence of murder itself and excluding attempted murder and
 * culpable homicide": crimes of another degree set apart in defining the crime counted, which leaves
 * out no event of that crime (a murder with an attempted murder beside it is still a murder).
 */
function definedApartFrom(question: string, counted: CrimeMention, apart: CrimeMention): boolean {
  if (counted.end > apart.start || !ofDegree(counted, apart)) return false;
  const between = question.slice(counted.end, apart.start);
  return between.length <= 80 && DEFINING.test(between) && SETTING_APART.test(between);
}

/** "excluding murder", "leaving murder aside": crimes whose events the question leaves out. */
export function splitExcludedCrimes(
  question: string,
  crimes: readonly CrimeMention[],
): { included: CrimeMention[]; excluded: CrimeMention[]; spans: Span[] } {
  const included: CrimeMention[] = [];
  const excluded: CrimeMention[] = [];
  const spans: Span[] = [];
  let previous: CrimeMention | undefined;
  for (const crime of [...crimes].sort((a, b) => a.start - b.start)) {
    const preceding = question.slice(Math.max(0, crime.start - 70), crime.start);
    // "murder cases had no firearm charge": "had no" leaves a crime out only beside one counted;
    // alone ("which months had no murders") it asks for empty groups.
    const before =
      EXCLUDE_BEFORE.exec(preceding) ?? (previous !== undefined ? HAD_NO_BEFORE.exec(preceding) : null);
    const after = EXCLUDE_AFTER.exec(question.slice(crime.end, crime.end + 45));
    // "apart from murder and attempted murder": a crime joined to one left out is left out too.
    const joinedFrom =
      previous !== undefined &&
      excluded.includes(previous) &&
      JOINED_TO_PREVIOUS.test(question.slice(previous.end, crime.start))
        ? previous.end
        : null;
    previous = crime;
    if (joinedFrom !== null) {
      excluded.push(crime);
      spans.push({ start: joinedFrom, end: crime.start });
    } else if (before || after) {
      excluded.push(crime);
      if (before) spans.push({ start: crime.start - before[0].length, end: crime.start });
      if (after) spans.push({ start: crime.end, end: crime.end + after[0].length });
    } else {
      included.push(crime);
    }
  }
  return { included, excluded, spans };
}

/** Words that put a crime aside rather than name it again. */
const PUT_ASIDE = /\b(?:not|excluded?|excluding|except|apart|aside|without|leave\s+out|leaving\s+out)\b/i;

/**
 * "GBV cases (rapes, I mean)": a crime restated in brackets right after it as one other crime is
 * that one; the brackets say what was meant.
 */
function withoutRestated(question: string, crimes: readonly CrimeMention[]): CrimeMention[] {
  const restated = new Set<CrimeMention>();
  for (const bracket of question.matchAll(/\([^()]*\)/g)) {
    const end = bracket.index + bracket[0].length;
    const inside = crimes.filter((c) => c.start > bracket.index && c.end < end);
    const before = crimes.find(
      (c) =>
        c.end <= bracket.index &&
        /^\s*(?:cases?|incidents?|matters?|jobs?)?\s*(?:of\s+(?:all|any)\s+(?:types?|kinds?))?\s*$/i.test(
          question.slice(c.end, bracket.index),
        ),
    );
    const [only] = inside;
    if (inside.length !== 1 || !only) continue;
    // "robbery jobs (armed/house/business/CIT/common)": kinds listed after a crime say which kinds it
    // takes in, the named ones beside it, not that one of them was meant alone.
    const kindsListed = (bracket[0].match(KIND_WORDS) ?? []).length >= 2;
    if (before && kindsListed) continue;
    // "murder (and I would ask that attempted murder be excluded)": a crime put aside in brackets
    // restates nothing of the crime before them.
    // "robberies (any type, CIT included)": a kind the bracket says is taken in restates nothing.
    if (before && !PUT_ASIDE.test(bracket[0]) && !TAKEN_IN.test(bracket[0])) restated.add(before);
    // "ukudlwengulwa (rape) cases": a crime alone in brackets glosses the word before it. "(wounded but
    // not killed)": a crime word in a longer aside says what is counted, not which crime.
    else if (!before && question.slice(bracket.index + 1, end - 1).trim().length > only.end - only.start)
      restated.add(only);
  }
  for (const c of crimes) if (definedBy(question, c, crimes)) restated.add(c);
  return crimes.filter((c) => !restated.has(c));
}

/** "(any type, CIT included)": kinds a bracket says a crime takes in. */
const TAKEN_IN = /\b(?:includ\w*|any\s+(?:type|kind)|all\s+(?:types|kinds))\b/i;

/** A few words that qualify a crime before its definition: "robberies at work", "at a workplace". */
const QUALIFIER = '(?:\\s+(?:at|in|on|of|against)\\s+(?:an?\\s+|the\\s+)?[\\p{L}-]+){0,2}(?:\\s+only)?';
/**
 * ", meaning business robberies and CIT heists", "robberies at a workplace, meaning ...": what the
 * words before it are taken to mean.
 */
const MEANING = new RegExp(
  `^${QUALIFIER}\\s*,?\\s*(?:meaning|i\\.e\\.?|that\\s+is(?:\\s+to\\s+say)?|namely|by\\s+which\\s+I\\s+mean)\\s+`,
  'iu',
);
/** "robberies at work (business robberies, ...)", "robberies at work - business robberies, ...": a list. */
const LISTED_AFTER = new RegExp(`^${QUALIFIER}\\s*(?:\\(|\\s[-–—]\\s|:)\\s*(?:only\\s+)?`, 'iu');
/** "GBV count: how many rape / sex assault cases": a crime as a heading, which the ask's crimes narrow. */
const HEADING_NARROWED =
  /^(?:\s+(?:count|tally|figures?|numbers?|stats|statistics|totals?|check|update))?\s*:\s*/iu;

/**
 * "commercial robberies, meaning business robberies and CIT heists": a crime the asker defines by the
 * crimes after it is those crimes; the defined words (with the word that qualified them) are read.
 */
function definedBy(question: string, crime: CrimeMention, crimes: readonly CrimeMention[]): Span | null {
  const after = question.slice(crime.end);
  // Only a crime that opens the question heads it; "any kind of robbery: armed, business, ..." lists kinds.
  const heading = question.slice(0, crime.start).trim() === '' ? HEADING_NARROWED.exec(after) : null;
  const meaning = MEANING.exec(after) ?? LISTED_AFTER.exec(after) ?? heading;
  if (!meaning) return null;
  const from = crime.end + meaning[0].length;
  // "Robberies in Mpumalanga: ... any robbery, not hijackings": a crime left out defines nothing.
  const defining = crimes.filter(
    (c) =>
      c.start >= from &&
      c.start < from + 100 &&
      !EXCLUDE_BEFORE.test(question.slice(Math.max(from, c.start - 40), c.start)),
  );
  // A bracket or a dash must list crimes ("(business robberies, CIT robberies and truck hijackings)"):
  // one alone there says what was meant, which the brackets' own reading takes.
  if (defining.length < (MEANING.test(after) ? 1 : 2)) return null;
  // "hijackings (car and truck combined)": kinds of the crime itself say which of its kinds it takes
  // in, which the brackets' own reading does.
  const own = new Set(crime.categories);
  // A heading's own kinds, named by the ask, are what it counts ("GBV: rapes and sexual assaults").
  // A word for crimes of several families ("goods taken") is narrowed by the kinds it lists.
  if (
    !MEANING.test(after) &&
    !heading &&
    familiesOf([...own]).length < 2 &&
    defining.every((c) => [...c.categories].every((k) => own.has(k)))
  )
    return null;
  // The word that qualified it ("commercial robberies"), never a place ("Gauteng TRIO crimes").
  const qualifier = /(?<![\p{L}-])\p{Ll}[\p{L}-]*\s+$/u.exec(
    question.slice(Math.max(0, crime.start - 30), crime.start),
  );
  return { start: crime.start - (qualifier?.[0].length ?? 0), end: from };
}

/** The words of crimes defined by the crimes after them. */
const definitionSpans = (question: string, crimes: readonly CrimeMention[]): Span[] =>
  crimes.flatMap((c) => {
    const span = definedBy(question, c, crimes);
    return span ? [span] : [];
  });

/** Words that name a kind of robbery, hijacking or theft, as a list after the crime writes them. */
const KIND_WORD =
  '(?:armed|house|home|residential|business|commercial|common|street|aggravated|cit|cash[- ]in[- ]transit|truck|car|vehicle|livestock|stock)';
const EVENT_NOUN = /^\s*(?:cases?|incidents?|jobs?)\b/i;
const KIND_WORDS = new RegExp(`\\b${KIND_WORD}\\b`, 'gi');
const KINDS_LIST = new RegExp(
  `^\\s*(?:cases?|incidents?|jobs?)?\\s*(?:\\(|[-–—:]|,)\\s*(?:any\\s+(?:type|kind)\\s*[-–—:]?\\s*)?${KIND_WORD}(?:\\s*(?:[/,]|\\band\\b|\\bor\\b)\\s*${KIND_WORD})+\\s*\\)?`,
  'i',
);

/**
 * "all robbery cases - armed, house, business, CIT?", "robbery jobs (armed/house/business/CIT/common)":
 * the kinds listed after a crime say it takes in every kind; their words are read.
 */
function kindsListedAfter(question: string, crimes: readonly CrimeMention[]): Span[] {
  // Only after a family ("robbery (all kinds)"): after one kind ("CIT, business, house"), the others
  // would be kinds the reading left out.
  return crimes.flatMap((c) => {
    if (c.categories.size < 2) return [];
    const m = KINDS_LIST.exec(question.slice(c.end));
    if (!m) return [];
    // "arrests per hijacking incident, car and truck": the incident stays for "per incident" to read.
    const perEvent = /\bper\s+$/i.test(question.slice(0, c.start)) ? EVENT_NOUN.exec(m[0]) : null;
    return [{ start: c.end + (perEvent?.[0].length ?? 0), end: c.end + m[0].length }];
  });
}

/** "Hijackings, car or truck, that also came with a kidnapping": the kinds listed after the crime are it. */
function withoutListedKinds(question: string, crimes: readonly CrimeMention[]): CrimeMention[] {
  const [head] = [...crimes].sort((a, b) => a.start - b.start);
  if (!head) return [...crimes];
  const kindOf = (c: CrimeMention, of: CrimeMention) =>
    c !== of && [...c.categories].every((k) => of.categories.has(k));
  // "a murder and a robbery (any kind - armed, house, business, CIT)": the kinds in brackets after a
  // crime are that crime, whichever crime the list follows.
  const inBracketsAfter = (c: CrimeMention, of: CrimeMention) => {
    const between = question.slice(of.end, c.start);
    return of.end <= c.start && /^\s*\(/.test(between) && !between.includes(')');
  };
  return crimes.filter(
    (c) => c === head || (!kindOf(c, head) && !crimes.some((of) => kindOf(c, of) && inBracketsAfter(c, of))),
  );
}

const POOL_VERB_BEFORE =
  /\b(?:count(?:ing|ed)?|tak(?:e|ing)|add(?:ing)?|lump(?:ing)?|pool(?:ing)?|group(?:ing)?|put(?:ting)?)\s+(?:the\s+|all\s+|every\s+)?$/i;
const POOLED_AFTER = /^\s*(?:together|as\s+one(?:\s+group)?)\b/i;
const POOLED_ALONE_AFTER = /^\s*(?:combined|alike)\b/i;

/**
 * "Counting car and truck hijackings together", "murders and robberies combined", "trucks and cars
 * alike": crimes listed and pooled are one crime, any of them; the question may then add another to
 * it ("... in how many of them was somebody also kidnapped").
 */
function pooled(
  question: string,
  crimes: readonly CrimeMention[],
): { crimes: CrimeMention[]; spans: Span[] } {
  // Runs of crimes joined by "and", "or" or commas.
  const runs: CrimeMention[][] = [];
  for (const crime of [...crimes].sort((a, b) => a.start - b.start)) {
    const run = runs.at(-1);
    const previous = run?.at(-1);
    if (run && previous && JOINED_TO_PREVIOUS.test(question.slice(previous.end, crime.start)))
      run.push(crime);
    else runs.push([crime]);
  }
  const out: CrimeMention[] = [];
  const spans: Span[] = [];
  for (const run of runs) {
    const start = run[0]?.start ?? 0;
    const end = run.at(-1)?.end ?? 0;
    const after = question.slice(end, end + 20);
    const poolVerb = POOL_VERB_BEFORE.test(question.slice(Math.max(0, start - 20), start));
    const word = POOLED_ALONE_AFTER.exec(after) ?? (poolVerb ? POOLED_AFTER.exec(after) : null);
    if (run.length < 2 || !word) {
      out.push(...run);
      continue;
    }
    out.push({
      label: joinOr(run.map((c) => c.label)),
      categories: new Set(run.flatMap((c) => [...c.categories])),
      start,
      end,
    });
    spans.push({ start: end, end: end + word[0].length });
  }
  return { crimes: out, spans };
}

/**
 * "Carjacking looks like a big story. Counting car and truck hijackings together, ...": a crime told
 * of in a statement before the ask, which the ask names again within a crime of its own, is the
 * ask's. A question before a statement ("Of all the rape cases, what share ...? Use all rape
 * incidents as the base.") keeps its own.
 */
function withoutToldBefore(question: string, crimes: readonly CrimeMention[]): CrimeMention[] {
  const holds = (outer: CrimeMention, inner: CrimeMention) =>
    [...inner.categories].every((c) => outer.categories.has(c));
  return crimes.filter(
    (told) =>
      !crimes.some(
        (asked) =>
          asked.start > told.end &&
          /[.!]\s/.test(question.slice(told.end, asked.start)) &&
          holds(asked, told),
      ),
  );
}

/** Any of "robbery (all kinds)" and "house robbery" is any robbery: a kind inside another named, or named twice, adds nothing. */
function withoutSubsumed(question: string, crimes: readonly CrimeMention[]): CrimeMention[] {
  const within = (a: CrimeMention, b: CrimeMention) => [...a.categories].every((c) => b.categories.has(c));
  // "How many robbers were arrested over the CIT heists": the offenders name the suspects counted,
  // and the crime named after them says which; the narrower crime is meant.
  const offenders = (c: CrimeMention) => OFFENDERS.test(question.slice(c.start, c.end));
  const named = crimes.filter(
    (a, at) => !(offenders(a) && crimes.slice(at + 1).some((b) => within(b, a) && !within(a, b))),
  );
  // Of two crimes one of which holds the other, the one named first is meant: "any robbery: armed
  // or house" is any robbery; in "the house robbery ... when the robbery happened" the wider one
  // refers back. Mentions come in the order written. Items of one list ("carjacking, hijacking or
  // vehicle theft") are pooled, so the wider of two neighbours is meant wherever it stands.
  const listedTogether = (earlier: CrimeMention, later: CrimeMention) =>
    LIST_GAP.test(question.slice(earlier.end, later.start));
  const widerListedNext = (a: CrimeMention, at: number) =>
    named.slice(at + 1).some((b) => within(a, b) && !within(b, a) && listedTogether(a, b));
  return named.filter(
    (a, at) =>
      !widerListedNext(a, at) &&
      !named.slice(0, at).some((b) => within(a, b) || (within(b, a) && !listedTogether(b, a))),
  );
}

/** What stands between two items of one list: a comma, "or", "and", a slash, and an article. */
const LIST_GAP = /^\s*(?:,\s*|\/\s*|&\s*)?(?:(?:or|and|and\/or)\s+)?(?:an?\s+|the\s+)?$/i;

/** "robbers", "hijackers", "rapists", "thieves": a crime named by those who commit it. */
const OFFENDERS = /(?:ers|ists|ors|ars|eves)$/i;

export function hasCrime(event: NotebookEvent, mention: CrimeMention): boolean {
  return event.crimes.some((c) => mention.categories.has(c));
}

export const crimeOfPlan = (c: CrimeMention) => ({ name: c.label, categories: [...c.categories] });

export function crimeMention(name: string, categories: readonly string[] | undefined): CrimeMention {
  const known = (categories ?? categoriesNamed(name)).filter((c) => CRIME_CATEGORIES.includes(c));
  if (known.length === 0) throw new UnknownPlanTerm(`"${name}" is not a crime the events record`);
  return { label: name, categories: new Set(known), start: 0, end: 0 };
}

export const crimeSchema = z.object({
  name: z.string().min(1).max(100),
  /** The taxonomy categories meant; read from `name` when left out. */
  categories: z.array(z.string()).optional(),
});

function crimeSpans(event: SupportedEvent, notebookEvent: NotebookEvent, view: SupportView): Found[] {
  // Every category of an asked crime the event has: a robbery it reports as a house robbery is also
  // borne out where the release says "the robbery", though extraction keeps the specific one only.
  const asked = view.crimes.filter((m) => hasCrime(notebookEvent, m)).flatMap((m) => [...m.categories]);
  const byCrime = [view.dimension, view.within].includes('crime');
  const wanted = new Set(byCrime ? [...notebookEvent.crimes, ...asked] : asked);
  if (wanted.size === 0) return [];
  // Only this case's part of the release, as the extractor reads it: a crime named for another case
  // ("In a separate incident, a man was murdered") does not bear out this event's crime.
  const thisCase = thisCaseOf(bodyOf(event.context));
  const found: Found[] = [
    ...findCrimeWords(event.title, wanted).map((w) => ({ field: 'title' as const, ...w })),
    ...findCrimeWords(thisCase, wanted).map((w) => ({ field: 'context' as const, ...w })),
  ].map(({ field, start, end }) => ({ field, start, end, supports: 'crime' as const }));
  // A model may have read the crime from words no pattern knows; its quoted words still show it.
  return found.length > 0 ? found : evidenceSpans(event, event.evidence.crimes?.join(' … '), 'crime');
}

export const crimeFilter = defineFilter({
  name: 'crime',
  shape: {
    /** Crime categories or families; an event matches when it has any of them. */
    crimes: z.array(crimeSchema).max(10),
    /** any (the default): an event has one of the crimes; all: it has every one ("both rape and kidnapping"). */
    crimes_match: z.enum(['any', 'all']).optional(),
    /** Crimes whose events are left out ("excluding murder"). */
    excluded_crimes: z.array(crimeSchema).max(10),
  },
  empty: { crimes: [], crimesMatch: 'any', excludedCrimes: [] },
  read({ rest, question }) {
    const named = findCrimeMentions(rest);
    // "The kidnappings and so on, everything": the example and the words that make it one.
    // "carjackings, truck hijackings and CIT heists, the lot": after a list, "the lot" is all of it.
    const lastOfList = (c: CrimeMention) =>
      named.some(
        (o) =>
          o !== c &&
          o.end <= c.start &&
          /^\s*(?:,|and|or|&)\s*(?:and\s+|or\s+)?$/i.test(rest.slice(o.end, c.start)),
      );
    const examples = named.flatMap((c) => {
      const everything = EXAMPLE_OF_EVERYTHING.exec(rest.slice(c.end, c.end + 60));
      if (!everything || (lastOfList(c) && !SO_ON.test(everything[0]))) return [];
      return [{ crime: c, words: { start: c.end, end: c.end + everything[0].length } }];
    });
    const written = named.filter((c) => !examples.some((e) => e.crime === c));
    const pool = pooled(rest, withoutRestated(rest, written));
    const { included, excluded, spans } = splitExcludedCrimes(question, withoutToldBefore(rest, pool.crimes));
    const together = readCrimesTogether(question, included);
    // Kinds listed inside a crime named before them are that crime, whether the crimes are any or all.
    const kept =
      together.match === 'any' ? withoutSubsumed(rest, included) : withoutListedKinds(question, included);
    // "both rape and the kidnapping or abduction": two words for one crime are that crime once.
    const crimes = kept.filter((c, at) => kept.findIndex((other) => other.label === c.label) === at);
    // "murder, excluding attempted murder,", "murder matters only, not attempted murder": the attempt set
    // apart from the crime it follows, not its events left out; a murder with an attempted murder beside it is still a murder. "Murder but not
    // attempted murder" leaves those events out.
    // "murder (and I would ask that attempted murder be excluded)": the attempt put aside after it is
    // named says the same.
    // "Attempted murder, not murder": the same the other way round, the attempt counted and the crime
    // set apart from it.
    const clarifying = (c: CrimeMention) =>
      included.some(
        (i) =>
          ((c.label.toLowerCase() === `attempted ${i.label.toLowerCase()}` ||
            i.label.toLowerCase() === `attempted ${c.label.toLowerCase()}`) &&
            i.end <= c.start &&
            (APART_FROM_THE_CRIME.test(question.slice(i.end, c.start)) ||
              ASIDE_OF_ITS_OWN.test(question.slice(Math.max(0, c.start - 40), c.start)) ||
              EXCLUDE_AFTER.test(question.slice(c.end, c.end + 40)))) ||
          definedApartFrom(question, i, c),
      );
    return {
      found: { crimes, excludedCrimes: excluded.filter((c) => !clarifying(c)), crimesMatch: together.match },
      spans: [
        ...named,
        ...examples.map((e) => e.words),
        ...pool.spans,
        ...spans,
        ...together.spans,
        ...chargeWordsAfter(rest, written),
        ...kindsListedAfter(rest, written),
        ...definitionSpans(rest, written),
      ],
    };
  },
  isSet: (v) => v.crimes.length > 0 || v.excludedCrimes.length > 0,
  matches(event, v, except) {
    if (v.excludedCrimes.some((m) => hasCrime(event, m))) return false;
    if (except === 'crime' || v.crimes.length === 0) return true;
    const has = (m: CrimeMention) => hasCrime(event, m);
    return v.crimesMatch === 'all' ? v.crimes.every(has) : v.crimes.some(has);
  },
  toPlan: (v) => ({
    crimes: v.crimes.map(crimeOfPlan),
    ...(v.crimesMatch === 'all' ? { crimes_match: 'all' as const } : {}),
    excluded_crimes: v.excludedCrimes.map(crimeOfPlan),
  }),
  fromPlan: (p) => ({
    crimes: p.crimes.map((c) => crimeMention(c.name, c.categories)),
    crimesMatch: p.crimes_match ?? 'any',
    excludedCrimes: p.excluded_crimes.map((c) => crimeMention(c.name, c.categories)),
  }),
  describe(v, { except }) {
    const parts: string[] = [];
    if (except !== 'crime' && v.crimes.length > 0) {
      const together = v.crimesMatch === 'all' && v.crimes.length > 1;
      // A pooled crime ("carjacking or truck hijacking") in brackets when another must come with it.
      const labels = v.crimes.map((c) => (together && c.label.includes(' or ') ? `(${c.label})` : c.label));
      parts.push(
        together
          ? `about ${labels.length === 2 ? 'both ' : 'all of '}${joinAnd(labels)} together`
          : `about ${joinOr(labels)}`,
      );
    }
    if (v.excludedCrimes.length > 0)
      parts.push(`leaving out ${joinAnd(v.excludedCrimes.map((c) => c.label))}`);
    return parts;
  },
  support: crimeSpans,
});
