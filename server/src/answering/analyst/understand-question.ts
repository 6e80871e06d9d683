import type { OutcomeKind } from '../../corpus/types';
import { askingContext } from './asking-context';
import { type CrimeMention, findCrimeMentions } from './crime-terms';
import { type DateExpression, findDateExpressions } from './date-expressions';
import { asksComparison, asksLocation, type Dimension, type IntentReading, readIntent } from './intent';
import { arrestConditions, readMeasure, readPeopleV2Measure } from './measure-terms';
import { findPlaceMentions, type PlaceMention } from './place-terms';
import type { Measure } from './plan-schema';
import {
  asksForCause,
  asksUnrecorded,
  findMonthsOfYear,
  type PeopleCondition,
  readArrestFilter,
  readCrimesTogether,
  readDateKnown,
  readOutcomeFilter,
  readPeopleConditions,
  type Span,
  splitExcludedCrimes,
  splitExcludedPlaces,
  type Unrecorded,
} from './question-filters';
import { readShareBase, type ShareBase } from './share-base';
import { findWeekdayMentions, type WeekdayMention } from './weekday-terms';
import { NON_TOPIC_WORDS, stem, wordsOf } from './words';

export interface TopicWord {
  word: string;
  stem: string;
}

/** A word of the question read as a crime or place it misspells: "murdurs" as "murders". */
export interface Correction {
  from: string;
  to: string;
}

/** Everything the analyst takes from a question. Filters of one kind are alternatives (OR). */
export interface QuestionReading extends IntentReading {
  question: string;
  /** What is counted: events, or people, ages or distinct values. */
  measure: Measure;
  crimes: readonly CrimeMention[];
  /** any: an event has one of the crimes; all: it has every one of them ("both X and Y"). */
  crimesMatch: 'any' | 'all';
  /** Crimes whose events are left out ("excluding murder"). */
  excludedCrimes: readonly CrimeMention[];
  places: readonly PlaceMention[];
  /** Places whose events are left out ("outside Gauteng"). */
  excludedPlaces: readonly PlaceMention[];
  periods: readonly DateExpression[];
  /** Days of the week ("on weekends"); an event with only a publication date has no known weekday. */
  weekdays: readonly WeekdayMention[];
  /** Months of the year in any year, 1 to 12 ("in a December", "counting all years together"). */
  monthsOfYear: readonly number[];
  /** What a share is of, when the question names it ("of the 2024 incidents"); else null. */
  shareOf: ShareBase | null;
  /** Only events where someone was arrested, or only those where nobody was. */
  arrest: 'made' | 'none' | null;
  /** How far the cases got ("convicted"); an event matches any. */
  outcomes: readonly OutcomeKind[];
  /** Only events with an incident date (true) or without one (false). */
  hasDate: boolean | null;
  /** How many people events must report ("more than five suspects arrested"). */
  people: readonly PeopleCondition[];
  /** A "why" question: releases report incidents, not causes. */
  asksCause: boolean;
  /** Asked of what no release records: the time of day, or what courts decided later. */
  unrecorded: Unrecorded | null;
  /** Words the answer did not use, said back to the reader. */
  ignored: readonly string[];
  /** Misspelt crime or place words read as the word they are nearest to. */
  corrections: readonly Correction[];
  /** Words left over once the filters and the question vocabulary are taken out. */
  topics: readonly TopicWord[];
  /** The day relative dates ("last year") were read against. */
  reference: string;
  /** True when `reference` is the caller's today, false when it is the notebook's latest event date. */
  referenceIsToday: boolean;
}

/** Spaces over the spans, so offsets stay valid and neighbouring words stay apart. */
function blank(text: string, spans: readonly Span[]): string {
  let out = text;
  for (const { start, end } of spans) out = out.slice(0, start) + ' '.repeat(end - start) + out.slice(end);
  return out;
}

/** The text with everything outside the spans blanked, positions kept. */
function keepOnly(text: string, spans: readonly Span[]): string {
  // Spans count UTF-16 units, as string indexes do; spreading the string would count code points.
  return Array.from({ length: text.length }, (_, at) =>
    spans.some((s) => at >= s.start && at < s.end) ? text[at] : ' ',
  ).join('');
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

/** With no grouping word, rank areas (municipalities) when a crime is named ("where are most hijackings"), else crimes. */
function defaultDimension(intent: IntentReading, crimes: readonly CrimeMention[]): Dimension | null {
  if (intent.dimension) return intent.dimension;
  if (intent.intent === 'where') return 'municipality';
  if (intent.intent === 'which-most' || intent.intent === 'breakdown')
    return crimes.length > 0 ? 'municipality' : 'crime';
  return null;
}

const GLOSS = /^\s*(?:\(|,?\s*(?:i\.?\s?e\.?|that\s+is|namely|meaning)\s*,?)\s*$/i;

/** "H2 2019 (Jul-Dec)", "the first half of 2022, i.e. January to June": a period in brackets straight after another restates it, whatever year it would read as alone. */
function withoutGlosses(periods: readonly DateExpression[], question: string): DateExpression[] {
  return periods.filter(
    (p) => !periods.some((o) => o !== p && o.end <= p.start && GLOSS.test(question.slice(o.end, p.start))),
  );
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

/** "The incident with the most arrests": single events ranked by the measure, the top one shown. */
function perEventRanking(intent: IntentReading): IntentReading {
  return { ...intent, intent: 'which-most', dimension: 'event', top: 1, within: null };
}

/** Intents that can carry a measure of people; any other becomes a plain total of the measure. */
const MEASURED_INTENTS: ReadonlySet<IntentReading['intent']> = new Set([
  'which-most',
  'breakdown',
  'where',
  'trend',
  'compare',
  'count',
]);

/**
 * Reads a question: why-words, months in any year, dates and days of the week first (so "May" or
 * "March" are never taken for places), then crimes (split into wanted and excluded), then places,
 * then what is measured and the arrest, outcome and date-known filters, then the intent from what
 * is left, and last the leftover topic words.
 */
export function understandQuestion(
  asked: string,
  reference: string,
  referenceIsToday: boolean,
): QuestionReading {
  const context = askingContext(asked);
  // Who asks and why is set aside, positions kept, before any reader runs.
  const question = blank(asked, context);
  const cause = asksForCause(question);
  const unrecorded = asksUnrecorded(question);
  const monthsOfYear = findMonthsOfYear(question);
  const used: Span[] = [...cause.spans, ...unrecorded.spans, ...monthsOfYear.spans];
  const found = findDateExpressions(blank(question, used), reference);
  used.push(...found);
  const periods = withoutGlosses(found, question);
  const weekdays = findWeekdayMentions(blank(question, used));
  used.push(...weekdays);
  const allCrimes = findCrimeMentions(blank(question, used));
  let {
    included: crimes,
    excluded: excludedCrimes,
    spans: exclusionSpans,
  } = splitExcludedCrimes(question, allCrimes);
  used.push(...allCrimes, ...exclusionSpans);
  const together = readCrimesTogether(question, crimes);
  used.push(...together.spans);
  const allPlaces = findPlaceMentions(blank(question, used));
  used.push(...allPlaces);
  const {
    included: places,
    excluded: excludedPlaces,
    spans: placeExclusions,
  } = splitExcludedPlaces(question, allPlaces);
  used.push(...placeExclusions);
  const people = readPeopleConditions(blank(question, used));
  used.push(...people.spans);
  const beforeMeasure = blank(question, used);
  // "How many people were killed": the deaths are counted, so "killed" is no murder filter.
  // Read with the people conditions set aside: "had a child among the victims" filters, it does not count.
  const peopleV2 = readPeopleV2Measure(blank(question, people.spans));
  const measured = peopleV2 ?? readMeasure(beforeMeasure);
  if (peopleV2)
    crimes = crimes.filter((c) => !peopleV2.spans.some((s) => c.start < s.end && s.start < c.end));
  used.push(...measured.spans);
  const countsArrests = measured.measure.kind !== 'events' && 'field' in measured.measure;
  // Counting people, only a relative clause ("in which suspects were arrested") filters on arrests.
  const arrest = readArrestFilter(
    countsArrests ? keepOnly(beforeMeasure, arrestConditions(question)) : blank(question, used),
  );
  used.push(...arrest.spans);
  const outcomes = readOutcomeFilter(blank(question, used));
  used.push(...outcomes.spans);
  const dateKnown = readDateKnown(blank(question, used));
  used.push(...dateKnown.spans);
  const rest = blank(question, used).toLowerCase();
  // "Comparing 2019 with 2021, how many more in 2019?": a period named twice is one period.
  const compared = withPresent(periods, rest, reference).filter(
    (p, at, all) => all.findIndex((o) => o.range.from === p.range.from && o.range.to === p.range.to) === at,
  );
  const sides =
    places.length >= 2 || (crimes.length >= 2 && together.match === 'any') || compared.length >= 2;
  const onlyPlace =
    places.length === 1 && crimes.length === 0 && periods.length === 0 && weekdays.length === 0;
  let intent: IntentReading =
    onlyPlace && asksLocation(rest)
      ? { ...readIntent('', false), intent: 'locate' }
      : readIntent(rest, sides);
  if (measured.perEvent) intent = perEventRanking(intent);
  else if (measured.measure.kind !== 'events' && !MEASURED_INTENTS.has(intent.intent))
    intent = { ...intent, intent: 'count', vague: false };
  else if (measured.measure.kind !== 'events') intent = { ...intent, vague: false };
  const dimension = defaultDimension(intent, crimes);
  return {
    ...intent,
    // "Counting all years together, which month...": months of the year, not months of one year.
    dimension: monthsOfYear.anyYear && dimension === 'month' ? 'month-of-year' : dimension,
    question: asked,
    measure: measured.measure,
    crimes,
    crimesMatch: together.match,
    excludedCrimes,
    places,
    excludedPlaces,
    periods: compared,
    weekdays,
    monthsOfYear: monthsOfYear.months,
    shareOf: readShareBase(question, { crimes, places, periods: compared, weekdays })?.base ?? null,
    arrest: arrest.arrest,
    outcomes: outcomes.outcomes,
    hasDate: dateKnown.hasDate,
    people: people.conditions,
    asksCause: cause.asksCause,
    unrecorded: unrecorded.unrecorded,
    ignored: [],
    corrections: [],
    topics: topicWordsOf(rest),
    reference,
    referenceIsToday,
  };
}
