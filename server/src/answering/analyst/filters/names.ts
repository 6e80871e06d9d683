import { z } from 'zod';
import { findPlaces } from '../../../corpus/gazetteer';
import { saysStem } from '../notebook-events';
import type { Span } from '../spans';
import { nearCrimeWord } from '../spelling';
import { NON_TOPIC_WORDS, stem, wordsOf } from '../words';
import { defineFilter, type TopicWord } from './filter-kind';
import { askedAbout, wordsWithStems } from './words';

/**
 * Names a question gives an incident by ("the killing of Constable Thato Makhoana", "Sergeant
 * Nontombi Manie"): no field records them, but the release's own text says them, so they pick out
 * the incident meant alongside the crime, place and date filters. A name no release says is handed
 * back to the words the answer could not use (see evidence.ts), never a reason to find nothing.
 */

/** A capitalised word: a name, unless it only opens a sentence or is a rank or title. */
const CAPITALISED = /\p{Lu}[\p{Ll}’'-]{2,}(?![\p{L}\p{N}])/gu;

/** Ranks and titles that come before a name and are not themselves what the releases say of the incident. */
const TITLES = new Set(
  wordsOf(
    'constable sergeant captain lieutenant colonel brigadier general major warrant officer detective inspector superintendent commissioner mr mrs ms miss dr doctor advocate judge magistrate minister mayor councillor chief pastor reverend prophet king queen prince inkosi induna',
  ),
);

/** "the killing itself", "that case", "in his case": an ask about one case told before it. */
const POINTS_BACK_TO_A_CASE =
  /\b(?:itself|(?:that|this|the same|his|her|their) (?:case|incident|matter|killing|murder|attack|shooting|stabbing|robbery|hijacking|kidnapping|rape|death))\b/i;

/** Months and weekdays, capitalised as names are but naming a time, which the period readers read. */
const CALENDAR_NAMES =
  /^(?:january|february|march|april|may|june|july|august|september|october|november|december|monday|tuesday|wednesday|thursday|friday|saturday|sunday)$/;

/** Whether the word opens a sentence, a quotation or a heading, where any word is capitalised. */
function opensSentence(text: string, start: number): boolean {
  const before = text.slice(0, start).trimEnd();
  return before === '' || /[.!?:;"“‘(\-–—]$/.test(before);
}

/**
 * "Babanango CIT: how many accused?": a short heading that opens the question, before a colon,
 * names the case the ask is about, so its opening word is a name as much as the words after it.
 */
function headsACase(text: string, end: number): boolean {
  return !/[.!?:]/.test(text.slice(0, end)) && /^(?:[\s-]+[\p{L}&-]+){0,3}\s*:/u.test(text.slice(end));
}

/** A name-like word of the question: capitalised inside a sentence, not a rank or an asking word. */
interface NameWord extends TopicWord {
  start: number;
  end: number;
}

/** The question's capitalised words inside its sentences that are neither ranks nor asking words. */
export function nameWordsOf(question: string): NameWord[] {
  const found: NameWord[] = [];
  // A place is no name, wherever and however often it is told: "the Western Cape fared worse than Gauteng".
  // "the Free State's death toll": the place without its possessive, offsets kept.
  const places = findPlaces(question.replace(/(?<=\p{L})['’]s\b/gu, '  '));
  for (const m of question.matchAll(CAPITALISED)) {
    const [start, end] = [m.index, m.index + m[0].length];
    // "Kidnaping in Gauteng: ...": a heading's first word that misspells a crime is the crime, not a name.
    const opens = opensSentence(question, start);
    if (
      (opens && (!headsACase(question, end) || nearCrimeWord(m[0]))) ||
      places.some((p) => p.index < end && start < p.end)
    )
      continue;
    const word = m[0].toLowerCase().replace(/['’]s$/, '');
    if (
      TITLES.has(word) ||
      CALENDAR_NAMES.test(word) ||
      NON_TOPIC_WORDS.has(word) ||
      NON_TOPIC_WORDS.has(stem(word))
    )
      continue;
    found.push({ word, stem: stem(word), start, end });
  }
  return found;
}

/** The names of a question left after the earlier readers: a place, a crime or a month is no name. */
function namesIn(question: string, rest: string): { names: TopicWord[]; spans: Span[] } {
  const left = nameWordsOf(question).filter(
    (n) => rest.slice(n.start, n.end) === question.slice(n.start, n.end),
  );
  const names: TopicWord[] = [];
  for (const { word, stem: s } of left)
    if (!names.some((n) => n.word === word)) names.push({ word, stem: s });
  return { names, spans: left.map((n) => ({ start: titleBefore(question, n.start), end: n.end })) };
}

/** Where a rank or title right before a name starts ("Constable Thato"), which goes with the name. */
function titleBefore(question: string, start: number): number {
  const m = /(\p{L}+)\s+$/u.exec(question.slice(0, start));
  return m && TITLES.has(m[1]?.toLowerCase() ?? '') ? m.index : start;
}

export const namesFilter = defineFilter({
  name: 'names',
  shape: {
    /** Names the release's own text must say, every one of them ("Makhoana"): a person, a team, a business. */
    names: z.array(z.string().min(1).max(60)).max(6),
  },
  empty: { names: [] },
  read: ({ question, rest }) => {
    const asked = askedAbout(question, rest);
    const own = namesIn(question, asked);
    // "My draft says Sergeant Manie was killed in October. What date do the records give for the
    // killing itself?": an ask that points back to one case is about the names told before it.
    const { names, spans } =
      own.names.length === 0 && POINTS_BACK_TO_A_CASE.test(asked) ? namesIn(question, rest) : own;
    return { found: { names: names.slice(0, 6) }, spans };
  },
  isSet: (v) => v.names.length > 0,
  matches: (event, v) => v.names.every((n) => saysStem(event, n.stem)),
  toPlan: (v) => ({ names: v.names.map((n) => n.word) }),
  fromPlan: (p) => ({ names: p.names.map((word) => ({ word, stem: stem(word.toLowerCase()) })) }),
  describe: (v) => (v.names.length > 0 ? [`naming ${v.names.map((n) => capitalise(n.word)).join(' ')}`] : []),
  // Where the release says the name.
  support: (event, _notebookEvent, v) => wordsWithStems(event, v.names),
});

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
