import { type CrimeMention, findCrimeMentions } from './crime-terms';
import { type DateExpression, findDateExpressions } from './date-expressions';
import { asksComparison, asksLocation, type Dimension, type IntentReading, readIntent } from './intent';
import { findPlaceMentions, type PlaceMention } from './place-terms';
import { findWeekdayMentions, type WeekdayMention } from './weekday-terms';
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
  /** Days of the week ("on weekends"); an event with only a publication date has no known weekday. */
  weekdays: readonly WeekdayMention[];
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
  if (intent.intent === 'which-most' || intent.intent === 'breakdown')
    return crimes.length > 0 ? 'place' : 'crime';
  return null;
}

const PRESENT = /\b(?:now|nowadays|these days|currently|at present|today)\b/;

/**
 * "fewer burglaries now than in 2020": "now" is the reference date's year, so there are two periods
 * to compare. Only in comparisons: "how many events are there now" is not about this year.
 */
function withPresent(
  periods: readonly DateExpression[],
  rest: string,
  reference: string,
): readonly DateExpression[] {
  const present = PRESENT.exec(rest);
  if (periods.length !== 1 || !present || !asksComparison(rest)) return periods;
  const year = reference.slice(0, 4);
  const now: DateExpression = {
    range: { from: `${year}-01-01`, to: `${year}-12-31` },
    phrase: present[0],
    relative: true,
    start: present.index,
    end: present.index + present[0].length,
  };
  return [...periods, now].sort((a, b) => a.start - b.start);
}

/**
 * Reads a question: dates and days of the week first (so "May" or "March" are never taken for
 * places), then crimes, then places in what is left, then the intent and the remaining topic words.
 */
export function understandQuestion(
  question: string,
  reference: string,
  referenceIsToday: boolean,
): QuestionReading {
  const periods = findDateExpressions(question, reference);
  const weekdays = findWeekdayMentions(blank(question, periods));
  const crimes = findCrimeMentions(blank(question, [...periods, ...weekdays]));
  const places = findPlaceMentions(blank(question, [...periods, ...weekdays, ...crimes]));
  const rest = blank(question, [...periods, ...weekdays, ...crimes, ...places]).toLowerCase();
  const compared = withPresent(periods, rest, reference);
  const sides = places.length >= 2 || crimes.length >= 2 || compared.length >= 2;
  const onlyPlace =
    places.length === 1 && crimes.length === 0 && periods.length === 0 && weekdays.length === 0;
  const intent: IntentReading =
    onlyPlace && asksLocation(rest)
      ? { ...readIntent('', false), intent: 'locate' }
      : readIntent(rest, sides);
  return {
    ...intent,
    dimension: defaultDimension(intent, crimes),
    question,
    crimes,
    places,
    periods: compared,
    weekdays,
    topics: topicWordsOf(rest),
    reference,
    referenceIsToday,
  };
}
