/** What kind of answer a question wants, read from its words once places, crimes and dates are blanked out. */
export type Intent =
  | 'count'
  | 'list'
  | 'which-most'
  | 'when'
  | 'where'
  | 'trend'
  | 'compare'
  | 'summarise'
  | 'breakdown';

/** What events are grouped by for rankings, breakdowns and trends. */
export type Dimension =
  | 'crime'
  | 'province'
  | 'place'
  | 'municipality'
  | 'year'
  | 'month'
  | 'month-of-year'
  | 'weekday';

export interface IntentReading {
  intent: Intent;
  /** The grouping word the question used, if any; the caller picks a default from the filters. */
  dimension: Dimension | null;
  /** For which-most: the end of the ranking asked about and how many groups to show. */
  order: 'most' | 'least';
  top: number;
  /** For when: the first or the last event; null for all of their dates. */
  moment: 'earliest' | 'latest' | null;
  /** For trends: the period asked for ("per month"), null to choose by the span. */
  trendUnit: 'year' | 'month' | null;
  /** For comparisons: "more ... than" or "fewer ... than". */
  direction: 'more' | 'fewer' | null;
  /** A yes/no question ("Were there any ...?", "Is ... rising?"): the answer starts with Yes or No. */
  yesNo: boolean;
}

const COMPARE = /\b(?:compared?|compares|comparing|comparison|vs|versus|difference between|differ)\b|\b(?:more|fewer|less)\b.*\bthan\b/;
const TREND =
  /\b(?:trends?|trending|ris(?:e|es|ing|en)|rose|increas\w*|decreas\w*|fall(?:s|ing)?|fell|declin\w*|drop(?:s|ped|ping)?|grow(?:s|ing|n)?|grew|going (?:up|down)|gone (?:up|down)|go (?:up|down)|over time|over the years|through the years|patterns?|(?:per|by|each|every) (?:year|month)|year[- ](?:on|by|over)[- ]year|month[- ](?:on|by|over)[- ]month|monthly|yearly|annual(?:ly)?|changed?|changing)\b/;
const LATEST = /\b(?:latest|most recent(?:ly)?|newest|last)\b/;
const EARLIEST = /\b(?:first|earliest|oldest)\b/;
const RANK =
  /\b(?:most|least|fewest|highest|lowest|top|busiest|quietest|worst|safest|commonest|hotspots?|hot spots?|biggest|largest)\b/;
const LEAST = /\b(?:least|fewest|lowest|quietest|safest)\b/;
const WHEN = /^\s*when\b|\b(?:what|which) (?:date|dates|day|time)\b|\bhow long ago\b|\bon what date\b/;
const WHERE =
  /^\s*where\b|\b(?:which|what) (?:places?|towns?|areas?|locations?|cities|city|suburbs?|townships?|provinces?|regions?|municipalit(?:y|ies)|parts?)\b/;
const BREAKDOWN =
  /\b(?:which|what) (?:(?:kinds?|types?|sorts?|categor(?:y|ies)) of )?(?:crimes?|offen[cs]es?|kinds?|types?|categor(?:y|ies)|months?|years?)\b|\b(?:per|by|each|every|across|in each|in every)\s+(?:the\s+)?(?:provinces?|towns?|places?|areas?|cit(?:y|ies)|crimes?|types?|categor(?:y|ies)|municipalit(?:y|ies)|districts?|weekdays?)\b|\b(?:breakdown|broken down|split)\b/;
const DAY_OF_WEEK = /\bday of (?:the )?week\b|\bweekdays?\b|\bdays of the week\b/;
const COUNT = /\bhow many\b|\bnumber of\b|\bcount\b|\bhow often\b|\bhow much\b|\btotal\b/;
const EXISTENCE =
  /^\s*(?:(?:are|were|was|is|has|have|had) there|(?:did|do|does|has|have|had|were|was|are|is) any|any)\b/;
const LIST =
  /^\s*(?:list|show|give|display|find|name|enumerate|what are the|which are the)\b|\b(?:which|what) (?:events?|incidents?|cases?|releases?|reports?)\b|\blist\b/;
const SUMMARISE =
  /\b(?:summari[sz]e|summary|overview|recap|what happened|what has happened|what went on|tell me about|describe|brief me|highlights?|key (?:events|points|facts))\b/;
const WHO = /^\s*who\b/;
const YES_NO = /^\s*(?:is|are|was|were|did|do|does|has|have|had)\b/;

const DIMENSION_WORDS: readonly [RegExp, Dimension][] = [
  [DAY_OF_WEEK, 'weekday'],
  [/\bmonths? of (?:the )?year\b|\bcalendar months?\b|\btime of (?:the )?year\b/, 'month-of-year'],
  [/\bprovinces?\b|\bprovincial\b|\bparts? of (?:the )?country\b/, 'province'],
  [/\bmunicipalit(?:y|ies)\b|\bmetros?\b|\bdistricts?\b/, 'municipality'],
  [
    /\b(?:towns?|places?|areas?|locations?|cit(?:y|ies)|suburbs?|townships?|regions?|spots?|hotspots?|where)\b/,
    'place',
  ],
  [/\b(?:crimes?|offen[cs]es?|types?|kinds?|categor(?:y|ies)|sorts?)\b/, 'crime'],
  [/\bmonths?\b/, 'month'],
  [/\byears?\b/, 'year'],
];

const NUMBER_WORDS: Readonly<Record<string, number>> = {
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
};
const TOP_COUNT = new RegExp(
  `\\btop\\s+(\\d{1,2}|${Object.keys(NUMBER_WORDS).join('|')})\\b|\\b(\\d{1,2}|${Object.keys(NUMBER_WORDS).join('|')})\\s+(?:most|least|busiest|biggest|highest|lowest|worst|quietest)\\b`,
);

/** The grouping word that comes first: "which province had the most crimes" groups by province. */
export function dimensionIn(text: string): Dimension | null {
  let best: { dimension: Dimension; index: number } | null = null;
  for (const [pattern, dimension] of DIMENSION_WORDS) {
    const m = pattern.exec(text);
    if (m && (best === null || m.index < best.index)) best = { dimension, index: m.index };
  }
  return best?.dimension ?? null;
}

function topCount(text: string, dimensionIsPlural: boolean): number {
  const m = TOP_COUNT.exec(text);
  const written = m?.[1] ?? m?.[2];
  if (written) return NUMBER_WORDS[written] ?? Math.max(1, Number(written));
  // "top provinces" or "which places have the most": a few, not one.
  return /\btop\b/.test(text) || dimensionIsPlural ? 3 : 1;
}

function pluralDimensionWord(text: string): boolean {
  return /\b(?:provinces|towns|places|areas|locations|cities|suburbs|townships|regions|municipalities|districts|crimes|offences|offenses|types|kinds|categories|months|years|spots|hotspots)\b/.test(
    text,
  );
}

function reading(intent: Intent, fields: Partial<IntentReading> = {}): IntentReading {
  return {
    intent,
    dimension: null,
    order: 'most',
    top: 1,
    moment: null,
    trendUnit: null,
    direction: null,
    yesNo: false,
    ...fields,
  };
}

function trendUnitIn(text: string): 'year' | 'month' | null {
  if (/\b(?:per|by|each|every) month\b|\bmonthly\b|\bmonth[- ](?:on|by|over)[- ]month\b/.test(text)) return 'month';
  if (/\b(?:per|by|each|every) year\b|\byearly\b|\bannual(?:ly)?\b|\byear[- ](?:on|by|over)[- ]year\b/.test(text))
    return 'year';
  return null;
}

/**
 * Reads the intent from the question's remaining words (lower case, with the places, crimes and
 * dates blanked out), so "last" in "last year" or "Most" in a town name cannot mislead it.
 * `sides` says whether two or more places, crimes or periods were named, which a comparison needs.
 */
export function readIntent(rest: string, sides: boolean): IntentReading {
  const yesNo = YES_NO.test(rest);
  const dimension = dimensionIn(rest);
  if (COMPARE.test(rest)) {
    const direction = /\b(?:fewer|less)\b/.test(rest) ? 'fewer' : /\bmore\b/.test(rest) ? 'more' : null;
    if (sides) return reading('compare', { direction, yesNo });
    if (dimension === 'year' || dimension === 'month') return reading('trend', { trendUnit: dimension, yesNo });
    if (dimension) return reading('breakdown', { dimension });
  }
  if (TREND.test(rest)) return reading('trend', { trendUnit: trendUnitIn(rest), yesNo });
  if (LATEST.test(rest)) return reading('when', { moment: 'latest' });
  if (EARLIEST.test(rest)) return reading('when', { moment: 'earliest' });
  if (RANK.test(rest)) {
    return reading('which-most', {
      dimension,
      order: LEAST.test(rest) ? 'least' : 'most',
      top: topCount(rest, pluralDimensionWord(rest)),
    });
  }
  if (DAY_OF_WEEK.test(rest)) return reading('breakdown', { dimension: 'weekday' });
  if (WHEN.test(rest)) return reading('when');
  if (WHERE.test(rest)) return reading('where', { dimension });
  if (BREAKDOWN.test(rest)) return reading('breakdown', { dimension });
  if (COUNT.test(rest)) return reading('count', { yesNo });
  if (EXISTENCE.test(rest)) return reading('count', { yesNo: true });
  if (SUMMARISE.test(rest)) return reading('summarise');
  if (LIST.test(rest) || WHO.test(rest)) return reading('list');
  return reading('summarise', { yesNo });
}
