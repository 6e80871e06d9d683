import { z } from 'zod';
import { asideSpans, claimFrame, headingSpans, isCheckedClaim } from '../asking-context';
import { shareBoundSpans } from '../count-bounds';
import { joinAnd } from '../format';
import { saysStem } from '../notebook-events';
import { blank } from '../spans';
import { isSlipOfGrammarWord, nearCrimeWord } from '../spelling';
import { type Found, readTexts, type SupportedEvent } from '../support-text';
import { isAdverb, NON_TOPIC_WORDS, stem, wordsOf } from '../words';
import { defineFilter, type TopicWord } from './filter-kind';

/** Words the events' own text must say, for topics no structured field holds ("spaza shops", "tavern"). */

function topicWordsOf(rest: string): TopicWord[] {
  const seen = new Set<string>();
  const topics: TopicWord[] = [];
  for (const word of wordsOf(rest)) {
    if (
      word.length < 2 ||
      /^\d+(?:st|nd|rd|th)?$/.test(word) ||
      NON_TOPIC_WORDS.has(word) ||
      isAdverb(word) ||
      isSlipOfGrammarWord(word, NON_TOPIC_WORDS)
    )
      continue;
    const s = stem(word);
    if (NON_TOPIC_WORDS.has(s) || seen.has(s)) continue;
    seen.add(s);
    topics.push({ word, stem: s });
  }
  return topics;
}

const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu;

/** Where the title and the release say a word with the stem of one of these words. */
export function wordsWithStems(event: SupportedEvent, words: readonly TopicWord[]): Found[] {
  const stems = new Set(words.map((w) => w.stem));
  if (stems.size === 0) return [];
  return readTexts(event).flatMap(([field, text]) =>
    [...text.matchAll(WORD)]
      .filter((m) => wordsOf(m[0]).some((w) => stems.has(stem(w))))
      .map((m) => ({ field, start: m.index, end: m.index + m[0].length, supports: 'words' as const })),
  );
}

/**
 * What is left of the question for words and names to be read from: not the statements and asides
 * around the ask, not headings no reader found anything in, not a post's tags, and not what follows
 * the last question mark ("... were victims? want to share the number with the parents group"), which
 * says how to answer or what for, not which events.
 */
export function askedAbout(question: string, rest: string): string {
  const emptyHeadings = headingSpans(question).filter(
    (h) => rest.slice(h.start, h.end) === question.slice(h.start, h.end),
  );
  // "#CrimeStatsSA", "#stats": tags of a post; a tag a reader used ("#EC") is already blanked, and a
  // tag that is a crime misspelt ("#kidnaping") is a word to put right, not a tag.
  const tags = [...rest.matchAll(/#([\p{L}\p{N}_]+)/gu)]
    .filter((m) => !nearCrimeWord(m[1] ?? ''))
    .map((m) => ({
      start: m.index,
      end: m.index + m[0].length,
    }));
  const lastAsk = question.lastIndexOf('?');
  const after = lastAsk >= 0 ? [{ start: lastAsk + 1, end: question.length }] : [];
  // A claim the ask checks ("We say the suspects were unemployed - is that true?") is what is asked:
  // its words are the ask's.
  const asides = asideSpans(question);
  const claims = asides.filter((s) => isCheckedClaim(question, s));
  const frames = claims.flatMap((s) => claimFrame(question, s) ?? []);
  const others = asides.filter((s) => !claims.includes(s));
  const filing = [...question.matchAll(FILED_UNDER)].map((m) => ({
    start: m.index + m[0].length - 'under'.length,
    end: m.index + m[0].length,
  }));
  return blank(rest, [
    ...others,
    ...frames,
    ...emptyHeadings,
    ...tags,
    ...after,
    ...filing,
    ...glossed(question, rest),
  ]);
}

/**
 * "suspects ringed (arrested)", "ringed, i.e. arrested": the asker's own word glossed at once by a word
 * a reader used; the gloss says what the word meant. A bracket of several words ("illegal minin (zama
 * zamas)") may gloss more than the word before it, so only a one-word bracket glosses.
 */
const GLOSSED =
  /([\p{L}'’-]+)(?:\s*\(\s*(?:i\.\s?e\.,?\s*|read:?\s*|=\s*)?([\p{L}'’-]{2,30})\s*\)|\s*,?\s+(?:i\.\s?e\.|that\s+is|meaning|a\.?k\.?a\.?),?\s+([\p{L}'’-]+(?:\s+[\p{L}'’-]+)?))/dgu;

function glossed(question: string, rest: string): { start: number; end: number }[] {
  return [...question.matchAll(GLOSSED)].flatMap((m) => {
    const word = m.indices?.[1];
    const gloss = m.indices?.[2] ?? m.indices?.[3];
    if (!word || !gloss) return [];
    const read = rest.slice(gloss[0], gloss[1]).trim() === '';
    return read ? [{ start: word[0], end: word[1] }] : [];
  });
}

/**
 * "fall under that sense", "gathered under KwaZulu-Natal": a heading things are filed by, no age bound.
 * Not "fall under it", whose heading may be words the reader set aside.
 */
const FILED_UNDER =
  /\b(?:falls?|fell|falling|filed|gathered|listed|grouped|comes?|came|counted|classed|classified|entered|logged|sorted)\s+under(?=\s+(?:\p{Lu}|(?:that|this|the)\s+(?:sense|heading|definition|category|label|meaning|term)\b))/gu;

export const wordsFilter = defineFilter({
  name: 'words',
  shape: {
    /** Words the events' own text must say, for topics no structured field holds. */
    words: z.array(z.string().min(1).max(60)).max(10),
  },
  empty: { topics: [] },
  textual: true,
  // Last of all: the words no other reader used, outside the statements and asides around the ask,
  // and outside headings no reader found anything in.
  read: ({ rest, question, draft }) => {
    // A place named again without its preposition ("the Khayelitsha incidents") is the place already read.
    const placeWords = new Set(
      [...draft.places, ...draft.excludedPlaces].flatMap((p) => wordsOf(p.label.toLowerCase())),
    );
    const asked = askedAbout(question, rest);
    const topics = topicWordsOf(blank(asked, shareBoundSpans(asked)).toLowerCase());
    return { found: { topics: topics.filter((t) => !placeWords.has(t.word)) }, spans: [] };
  },
  isSet: (v) => v.topics.length > 0,
  matches: (event, v) => v.topics.every((t) => saysStem(event, t.stem)),
  toPlan: (v) => ({ words: v.topics.map((t) => t.word) }),
  fromPlan: (p) => ({ topics: p.words.map((word) => ({ word, stem: stem(word.toLowerCase()) })) }),
  describe: (v, { byText }) => (byText ? [`mentioning ${joinAnd(v.topics.map((t) => `"${t.word}"`))}`] : []),
  // The question's own words, where the release says a word of the same stem.
  support: (event, _notebookEvent, v) => wordsWithStems(event, v.topics),
});
