import { type CrimeMention, findCrimeMentions } from './crime-terms';
import { type DateExpression, findDateExpressions } from './date-expressions';
import { type Dimension, type IntentReading, readIntent } from './intent';
import { findPlaceMentions, type PlaceMention } from './place-terms';
import { NON_TOPIC_WORDS, stem, wordsOf } from './words';

export interface TopicWord {
  word: string;
  stem: string;
}

/** Everything the analyst takes from a question. Filters of one kind are alternatives (OR). */
export interface QuestionReading extends IntentReading {
  question: string;
  crimes: readonly CrimeMention[];
  places: readonly PlaceMention[];
  periods: readonly DateExpression[];
  /** Words left over once the filters and the question vocabulary are taken out. */
  topics: readonly TopicWord[];
  /** The day relative dates ("last year") were read against. */
  reference: string;
  /** True when `reference` is the caller's today, false when it is the notebook's latest event date. */
  referenceIsToday: boolean;
}

/** Spaces over the spans, so offsets stay valid and neighbouring words stay apart. */
function blank(text: string, spans: readonly { start: number; end: number }[]): string {
  let out = text;
  for (const { start, end } of spans) out = out.slice(0, start) + ' '.repeat(end - start) + out.slice(end);
  return out;
}

function topicWordsOf(rest: string): TopicWord[] {
  const seen = new Set<string>();
  const topics: TopicWord[] = [];
  for (const word of wordsOf(rest)) {
    if (word.length < 2 || /^\d+(?:st|nd|rd|th)?$/.test(word) || NON_TOPIC_WORDS.has(word)) continue;
    const s = stem(word);
    if (NON_TOPIC_WORDS.has(s) || seen.has(s)) continue;
    seen.add(s);
    topics.push({ word, stem: s });
  }
  return topics;
}

/** With no grouping word, rank places when a crime is named ("where are most hijackings"), else crimes. */
function defaultDimension(intent: IntentReading, crimes: readonly CrimeMention[]): Dimension | null {
  if (intent.dimension) return intent.dimension;
  if (intent.intent === 'where') return 'place';
  if (intent.intent === 'which-most' || intent.intent === 'breakdown') return crimes.length > 0 ? 'place' : 'crime';
  return null;
}

/**
 * Reads a question: dates first (so "May" or "March" are never taken for places), then crimes,
 * then places in what is left, then the intent and the remaining topic words.
 */
export function understandQuestion(question: string, reference: string, referenceIsToday: boolean): QuestionReading {
  const periods = findDateExpressions(question, reference);
  const crimes = findCrimeMentions(blank(question, periods));
  const places = findPlaceMentions(blank(question, [...periods, ...crimes]));
  const rest = blank(question, [...periods, ...crimes, ...places]).toLowerCase();
  const sides = places.length >= 2 || crimes.length >= 2 || periods.length >= 2;
  const intent = readIntent(rest, sides);
  return {
    ...intent,
    dimension: defaultDimension(intent, crimes),
    question,
    crimes,
    places,
    periods,
    topics: topicWordsOf(rest),
    reference,
    referenceIsToday,
  };
}
