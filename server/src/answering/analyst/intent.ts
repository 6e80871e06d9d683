import { NUMBER_WORDS, ORDINAL_NUMBERS } from './words';

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
  | 'breakdown'
  | 'locate';

/** What events are grouped by for rankings, breakdowns and trends. */
export type Dimension =
  | 'crime'
  | 'province'
  | 'place'
  | 'municipality'
  /** The police station a release names as handling its case. */
  | 'station'
  | 'year'
  | 'month'
  | 'month-of-year'
  /** Quarters of the calendar year over every year together: "which quarter had the most". */
  | 'quarter-of-year'
  | 'weekday'
  /** Single events, ranked by a people measure ("the incident with the most arrests"). */
  | 'event';

export interface IntentReading {
  intent: Intent;
  /** The grouping word the question used, if any; the caller picks a default from the filters. */
  dimension: Dimension | null;
  /** For which-most: the end of the ranking asked about and how many groups to show. */
  order: 'most' | 'least';
  top: number;
  /** For when: the first or the last event; null for all of their dates. */
  moment: 'earliest' | 'latest' | null;
  /** For when: how many of the first or last events ("the 3 most recent"). */
  momentCount: number;
  /** For two-way breakdowns ("crimes by province"): the grouping shown inside each group of `dimension`. */
  within: Dimension | null;
  /** For breakdowns: only groups with at least this many events ("places with more than 3 events"). */
  minimumGroup: number;
  /** For breakdowns: the groups with no events at all ("which months had no murders?"). */
  empty: boolean;
  /** For trends: the period asked for ("per month"), null to choose by the span. */
  trendUnit: 'year' | 'month' | null;
  /** For comparisons: "more ... than" or "fewer ... than". */
  direction: 'more' | 'fewer' | 'same' | null;
  /** A yes/no question ("Were there any ...?", "Is ... rising?"): the answer starts with Yes or No. */
  yesNo: boolean;
  /** No question word said what is wanted; the intent is a guess, so unknown words make it refuse. */
  vague: boolean;
}

/**
 * "how many X, and how many Y", "in 2020 and in 2022 respectively": two counts asked at once are the
 * sides of a comparison.
 */
const COMPARE =
  /\brespectively\b|\b(?:in|for)\s+each\s+of\s+(?:the\s+)?(?:years|months|provinces|municipalities|metros|towns|places)\b|\b(?:in\s+that\s+order|(?:two|three|four|five|six|[2-6])\s+(?:separate\s+)?(?:figures|numbers|counts|totals)|one\s+(?:figure|number|count|total)\s+(?:per|for\s+each|each)|(?:a\s+)?(?:figure|number|count|total)\s+for\s+each)\b|\s(?:each|apiece)\s*[?.!]*\s*$|\b(?:exactly\s+)?as\s+many\s+(?:[a-z]+\s+){0,2}?as\s+(?!\d|one\b|two\b|three\b|four\b|five\b|six\b|seven\b|eight\b|nine\b|ten\b|a\s+dozen\b)|\bthe\s+same\s+number\s+of\b[^?]*\bas\b|\b(?:outnumber(?:s|ed)?|outscore(?:s|d)?|outstrip(?:s|ped)?|exceed(?:s|ed)?|beat|beats)\b|\bhow\s+many\s+more\b|\bhow many\b.*\band how many\b|\bby\s+how\s+(?:many|much)\b|\bby\s+what\s+(?:percentage|per\s*cent)\b|\b(?:percentage|per\s*cent)\s+(?:increase|decrease|change|rise|drop|fall|growth|difference)\b|\b(?:year[- ](?:on|over|to)[- ]year\s+)?change\s+(?:in|of)\b[^?]*\b(?:between|from)\b|\byear[- ](?:on|over|to)[- ]year\s+change\b|\b(?:compared?|compares|comparing|comparison|vs|versus|difference(?:\s+(?:in|of)\s+(?:[\w-]+\s+){0,4}?)?\s*between|differ)\b|\bdifference\s*(?:\(n\)\s*)?[?.!]?\s*$|\b(?:more|fewer|less|worse|better|higher|lower|greater|bigger|smaller)\b.*\b(?:than|or)\b|\b(?:which\s+(?:one|of\s+(?:the|them|those|these)\s+two|of\s+(?:those|these)(?:\s+[a-z]+s)?|of\s+the\s+pair)|between\b[^?]*\bwhich)\b[^?]*\b(?:more|fewer|less|worse|better|higher|lower|greater|bigger|smaller)\b|\bor\b.*\b(?:have|had|has|see|saw|record|recorded)\s+(?:the\s+)?(?:more|fewer)\b|\bor\b(?:(?!\b(?:which|what)\b).)*\b(?:have|had|has|see|saw|record|recorded)\s+(?:the\s+)?(?:most|fewest)\b/;
/** "the year by year count", "incidents per month": a figure for each period, not the periods listed. */
const FIGURE_PER_PERIOD = /\b(?:year[- ]by[- ]year|month[- ]by[- ]month|(?:per|by)\s+(?:year|month))\b/;
/** "more common in Gauteng or in the Western Cape?" asks which, not yes or no. */
const EITHER = /\bor\b/;
const YES_OR_NO =
  /\b(?:a\s+)?(?:yes|ja)\s*(?:or|of|\/)\s*(?:an?\s+)?(?:no|nee)\b|\by\/n\b|\b(?:true|right|correct)\s+or\s+(?:not|false|wrong)\b|\bor\s+(?:no|not)\s*[?.!]*\s*$/;
/** ", is it true?", "- is that right?", "but i dont know if shes right, is it true?": a claim checked at the end. */
const CLAIM_CHECKED_AT_END =
  /(?:,|\s[-–—])\s*(?:[^,?]{0,60},\s*)?(?:is|was)\s+(?:that|this|it)\s+(?:true|right|correct|so|accurate)\s*\??\s*$/;

/**
 * "tell me whether any incident ... happened on a school day": a yes or no asked indirectly; so is
 * "whether" before words a reader has taken ("whether any police officer was among the victims").
 */
const WHETHER_ANY =
  /\b(?:tell\s+(?:me|us)|know|ask|confirm|check|say|see)\s+whether\s+(?:any|anyone|anybody|there\s+(?:was|were|is|are|has|have))\b|\b(?:tell\s+(?:me|us)|know|confirm|check)\s+whether\s{2,}/;

/**
 * "How many incidents dropped on a Friday": slang for happening on a day (blanked by now, as "fell" into
 * one is), not a fall; "where the suspects got clean away - dropped, no arrest at all": a case dropped,
 * said with nothing after it that a fall would need (from, by, since).
 */
const DROPPED_ON = /\b(?:dropped|went\s+down)(?=\s{2,}|\s+(?:on|over)\b|\s*[,;:–—-])/g;

/** "..., or not?": a yes/no asked twice, not a choice between two. */
const OR_NOT = /,?\s*or\s+not\b/;
/** "Is it true that A had more than B, or is the opposition overstating it?": a doubt added, not a choice. */
const OR_DOUBT =
  /[\s,]+or\s+(?:is|are|was|were|do|does|did|am|has|have|had|would|will|can|could|should)\b(?![^?]*\bthan\b)[^?]*/;
const TREND =
  /\b(?:trends?|trending|ris(?:e|es|ing|en)|rose|increas\w*|decreas\w*|fall(?:s|ing)?(?!\s+(?:in|into|within|between|on|under|inside)\b|\s{2,})|fell(?!\s+(?:in|into|within|between|on|under|inside)\b|\s{2,})|declin\w*|drop(?:s|ped|ping)?|grow(?:s|ing|n)?|grew|going (?:up|down)|gone (?:up|down)|go (?:up|down)|over time|over the years|through the years|patterns?|(?:per|by|each|every) (?:calendar )?(?:year|month)|year[- ](?:on|by|over)[- ]year|month[- ](?:on|by|over)[- ]month|monthly|yearly|annual(?:ly)?|changed?|changing)\b/;
const GAVE_RISE = /\b(?:giv(?:e|es|ing)|gave|given)\s+rise\s+to\b/g;
/**
 * "how many murders happened in December over the years": a count asked of every year together; "over
 * the years" says which years, not that the count is wanted year by year.
 */
const ACROSS_THE_YEARS = /\b(?:over|through|across)\s+(?:all\s+)?the\s+years\b/g;
const SUMMED_OVER_THE_YEARS = /\bhow\s+many\b|\bin\s+(?:total|all)\b|\baltogether\b/;
/** "biggest cluster first", "highest first": the end of a ranking shown first, no earliest event. */
const SHOWN_FIRST =
  /\b(?:(?:the\s+)?(?:one|ones|province|place|year)\s+with\s+(?:more|most|the\s+most|fewer|fewest|the\s+fewest)|biggest|largest|highest|hardest|deadliest|most|worst|busiest|smallest|lowest|least|fewest|top)\s+(?:[a-z]+\s+){0,2}?first\b/g;
/** "With a view to recent trends, how many ...": why the asker asks, before the ask. */
const WITH_A_VIEW =
  /^\s*(?:with\s+(?:a\s+view|an\s+eye)\s+(?:to|on)|in\s+(?:view|light)\s+of|given|mindful\s+of)\b[^,?]*,/;
/** "the first incident in this notebook", "the latest case on file": the notebook's own first or last. */
export const ONE_OF_THE_NOTEBOOK =
  /\b(?:first|earliest|oldest|last|latest|most\s+recent|newest)\s+(?:incident|event|case|release|report|one)\b/;
const LATEST = /\b(?:latest|most recent(?:ly)?|newest|last)\b/;
const EARLIEST = /\b(?:first|earliest|oldest)\b/;
const RANK =
  /\b(?:row|line)\s+(?:1|one)\b|\b(?:first|top)\s+row\b|\btops?\s+the\s+(?:log|list|table|charts?|rankings?)\b|\bmost(?!\s+(?:frequent|common)\s+(?:value|figure|number)\b)\b|\b(?:least|fewest|highest|lowest|(?<!\bbig\s)top(?![- ](?:up|off)\b)|busiest|quietest|worst|heaviest|safest|commonest|modal|hotspots?|hot spots?|biggest|largest|smallest|greatest|deadliest|bloodiest|riskiest)\b|(?<!\b(?:the|a|taxi|that|this|bus)\s+)\brank(?:ed|ing|s)?\b|\b(?:order|sort)(?:ed)? (?:them )?by\b/;
/** "Rank the provinces": the whole ranking, not just its top. */
const WHOLE_RANKING =
  /(?<!\b(?:the|a|taxi|that|this|bus)\s+)\brank(?:ed|ing|s)?\b|\b(?:order|sort)(?:ed)? (?:them )?by\b/;
const WHOLE_RANKING_SIZE = 10;
const LEAST = /\b(?:least|fewest|lowest|quietest|safest|smallest)\b/;

/**
 * Whether a ranking asks for the fewest, read from the whole ask: a measure's reader may have taken
 * the word ("the fewest suspects arrested") before the intent is read.
 */
export const asksFewest = (ask: string) =>
  LEAST.test(
    ask
      .toLowerCase()
      .replace(AT_LEAST_OR_MOST, ' ')
      .replace(/\bat\s+least\b/g, ' '),
  );
/** "at least one", "at most 3": a quantity, never the end of a ranking. */
const AT_LEAST_OR_MOST = new RegExp(
  `\\bat\\s+(?:least|most)\\s+(?:\\d+|${Object.keys(NUMBER_WORDS).join('|')}|an?)\\b`,
  'g',
);
/** "from most to fewest": the order is the first word's. */
const SPELLED_ORDER =
  /\bfrom\s+(?:the\s+)?(most|highest|largest|greatest|biggest|least|fewest|lowest|smallest)\b[^.?!]*?\bto\b/;
/** "the same number", "as many as", "equal": two sides asked to be level. */
const SAME_NUMBER =
  /\b(?:(?:exactly\s+)?the\s+same\s+(?:number|amount|count|total|figure)|(?:exactly\s+)?as\s+many\s+(?:[a-z]+\s+)?as|equal\s+(?:numbers?|counts?|totals?)|(?:are|were)\s+(?:they\s+)?(?:equal|level|tied))\b/;
/**
 * "When do the murders happen, how many were on a Friday?": the count put after it is what is asked.
 * "Exact date of the Glebelands shooting", "Need exact date on the Lismor farm one": a date asked for
 * by naming it, without a question word.
 */
const WHEN =
  /^\s*when\b(?![^?.]*[,–—-]\s*how\s+many\b)|^\s*(?:(?:i\s+)?need\s+(?:the\s+)?|give\s+me\s+(?:the\s+)?|the\s+)?(?:exact|precise|actual)\s+date\s+(?:of|on|for)\b|\b(?:what|which) (?:(?:exact|precise|actual|specific) )?(?:date|dates|day|time)\b|\bhow long ago\b|\bon what date\b|\b(?:(?:what|which) (?:is|was)|what['’]s) the (?:exact |precise |actual )?(?:date|day)\b/;
const WHERE =
  /^\s*where(?:\s+(?:did|do|does|were|was|are|is|have|has|had|in|abouts)\b|['’]s|\s*[?.!]?\s*$)|\b(?:which|what) (?:places?|towns?|villages?|areas?|locations?|cities|city|suburbs?|townships?|provinces?|regions?|municipalit(?:y|ies)|parts?)\b/;
const BREAKDOWN =
  /\b(?:which|what) (?:(?:kinds?|types?|sorts?|categor(?:y|ies)) of )?(?:crimes?|offen[cs]es?|kinds?|types?|categor(?:y|ies)|months?|years?)\b|\b(?:per|by|each|every|across|in each|in every)\s+(?:the\s+)?(?:provinces?|towns?|places?|areas?|cit(?:y|ies)|crimes?|types?|categor(?:y|ies)|municipalit(?:y|ies)|districts?|weekdays?|(?:police\s+|saps\s+)?(?:stations?|precincts?))\b|\b(?:breakdown|broken down|split)\b|\bbreak\b[^?.]*\bdown\b/;
/** "Which months had no murders?": asks for the empty groups. */
const NONE_IN_GROUP = /\b(?:had|have|has|with|saw|see|were there)\s+(?:no|zero)\b|\bwithout\b/;
/** "day of the week", "by weekday", "which day has the most", "which day do most ... happen" (a date is asked with "on which day did"). */
const DAY_OF_WEEK =
  /\bday of (?:the )?week\b|\bweekdays?\b|\bdays of the week\b|\b(?:which|what)\s+day\s+(?:has|had|is|was|gets?|got|sees?|saw)\s+(?:the\s+)?(?:most|fewest|highest|lowest|busiest|quietest|tallest|worst)\b|\b(?:which|what)\s+day\s+(?:do|does|did)\b[^?]{0,40}?\b(?:most|mostly|fewest)\b/;
/** "How much does ... cost?" asks for an amount no release records, unless a measure of people was read. */
const HOW_MUCH = /\bhow much\b/;
const COUNT =
  /\bhow many\b|\bnumber of\b|\bcount\b|\bhow often\b|\btotal\b|\b(?:share|proportion|percentage|percent|fraction)\b|\bwhat\s*%/;
const EXISTENCE =
  /^\s*(?:(?:are|were|was|is|has|have|had) there|(?:did|do|does|has|have|had|were|was|are|is) any|any)\b/;
const LIST =
  /^\s*(?:list|show|give|display|find|name|enumerate|what are the|which are the)\b|\b(?:which|what) (?:events?|incidents?|cases?|releases?|reports?)\b|\blist\b/;
/**
 * "Which of these incidents had ...": the incidents themselves, asked of the notebook's own; when none
 * of the words after it can be read ("... did the cops crack thanks to CCTV?") the list is no answer.
 */
const WHICH_OF_THESE =
  /\b(?:which|what) (?:ones? )?of (?:the|these|those) (?:events|incidents|cases|releases|reports)\b/;
/**
 * "List the municipalities in Gauteng", "name all the provinces": a list verb whose object is a
 * grouping word asks for the names of the groups, not for the events.
 */
const LIST_VERB_BEFORE =
  /\b(?:list|name|enumerate|give|show)\s+(?:(?:for\s+)?(?:me|us)\s+)?(?:all\s+|every\s+|each\s+)?(?:of\s+)?(?:the\s+)?(?:different\s+|distinct\s+|various\s+|separate\s+)?(?:(?:local|metro(?:politan)?|district|rural|urban)\s+(?:(?:and|or|&)\s+)?)*$/;

function listsGroups(rest: string): Dimension | null {
  // "For the district forums, list the municipalities ...": the grouping word the list verb takes.
  const listed = dimensionWordsIn(rest).find((w) => LIST_VERB_BEFORE.test(rest.slice(0, w.index)));
  return listed?.dimension ?? null;
}

const SUMMARISE =
  /\b(?:summari[sz]e|summary|overview|recap|what happened|what has happened|what went on|tell me about|describe|brief me|highlights?|key (?:events|points|facts))\b/;
const WHO = /^\s*who\b/;
/** "Were there ...", and "Can you confirm that nobody was arrested ...", which asks the same. */
const YES_NO =
  /^\s*(?:is|are|was|were|did|do|does|has|have|had|whether|(?:(?:can|could|would)\s+you\s+)?(?:please\s+|kindly\s+)?(?:confirm|verify|check)\s+(?:that|whether|if)|(?:state|say|indicate|establish|determine|tell\s+(?:me|us))\s+(?:whether|if))\b/;

const DIMENSION_WORDS: readonly [RegExp, Dimension][] = [
  [DAY_OF_WEEK, 'weekday'],
  [/\bmonths? of (?:the )?year\b|\bcalendar months?\b|\btime of (?:the )?year\b/, 'month-of-year'],
  // "Which quarter", "by quarter", "calendar quarters", "busiest quarter": a quarter asked for, not one
  // named ("Q3 2023" is a period).
  [
    /\b(?:which|what|each|every|per|by|busiest|quietest|worst|deadliest|bloodiest|safest)\s+(?:calendar\s+)?quarter\b|\bcalendar\s+quarters?\b|\bquarters\s+of\s+the\s+year\b/,
    'quarter-of-year',
  ],
  // "In which state ...": a visitor's word for a province; the verb ("releases state") is none.
  [
    /\bprovinces?\b|\bprovincial\b|\bparts? of (?:the )?country\b|(?<=\b(?:which|what|each|every|per|by)\s)states?\b/,
    'province',
  ],
  [/\bmunicipalit(?:y|ies)\b|\bmetros?\b|\bdistricts?\b/, 'municipality'],
  // A petrol or train station is a kind of scene; a station alone, in questions about cases, is a police station.
  [
    /(?<!\b(?:petrol|filling|service|gas|train|bus|taxi|railway|fire|power|pump)\s)\b(?:(?:police|saps)\s+)?(?:stations?|precincts?)\b/,
    'station',
  ],
  // "Where" and "area" answer at one level everywhere, municipality (a metro is one), so rankings
  // and comparisons of areas agree; towns and suburbs are asked for by name.
  // "where" asks for places when it opens the ask or a verb follows it; "rapes where the victim knew
  // the attacker" only joins a condition.
  [
    /\b(?:areas?|regions?|spots?|hotspots?)\b|\bwhere(?:\s+(?:did|do|does|were|was|are|is|have|has|had|in|abouts)\b|['’]s|\s*[?.!]?\s*$)/,
    'municipality',
  ],
  // "to one decimal place" says how the figure is written; "took place" when it happened.
  [
    /\b(?:towns?|(?<!\b(?:decimal|take|takes|took|taken|taking)\s)places?|locations?|cit(?:y|ies)|suburbs?|townships?|villages)\b|\b(?<=(?:which|what)\s)village\b/,
    'place',
  ],
  [/\b(?:crimes?|offen[cs]es?|types?|kinds?|categor(?:y|ies)|sorts?)\b/, 'crime'],
  [/\bmonths?\b/, 'month'],
  [/\byears?\b/, 'year'],
];

const TOP_COUNT = new RegExp(
  `\\btop\\s+(\\d{1,2}|${Object.keys(NUMBER_WORDS).join('|')})\\b|\\b(\\d{1,2}|${Object.keys(NUMBER_WORDS).join('|')})\\s+(?:most|least|busiest|biggest|highest|lowest|worst|quietest)\\b|\\b(?:the|which|what|list|name|give)\\s+(\\d{1,2}|${Object.keys(NUMBER_WORDS).join('|')})\\s+(?:[a-z-]+\\s+)?(?:provinces|municipalities|metros|districts|places|towns|cities|suburbs|crimes|categories|kinds|types|offences|months|years|days|weekdays|stations)\\b`,
);

/** "by province", "per year", "in each town": the word after it is what the events are grouped by. */
const GROUPED_BY = /\b(?:by|per|each|every|across)\s+(?:the\s+)?$/;
const AND_ALSO = /\band\s+(?:by\s+|per\s+)?(?:the\s+)?$/;

interface DimensionWord {
  dimension: Dimension;
  index: number;
  end: number;
}

/** Every grouping word in order; where patterns overlap ("month of the year" and "year") the earlier pattern wins. */
function dimensionWordsIn(text: string): DimensionWord[] {
  const words: DimensionWord[] = [];
  for (const [pattern, dimension] of DIMENSION_WORDS) {
    for (const m of text.matchAll(new RegExp(pattern.source, 'g'))) {
      const end = m.index + m[0].length;
      if (!words.some((w) => m.index < w.end && w.index < end))
        words.push({ dimension, index: m.index, end });
    }
  }
  return words.sort((a, b) => a.index - b.index);
}

/**
 * "crimes by province", "per province per year", "by year and province": two groupings, the first
 * one grouped by (after "by", "per", "each") on the outside and the other inside it. Null unless
 * two different groupings are named and one of them follows a grouping word.
 */
function twoWayIn(text: string): { outer: Dimension; inner: Dimension } | null {
  const words = dimensionWordsIn(text);
  let outer: Dimension | null = null;
  let previousGrouped = false;
  for (const w of words) {
    const before = text.slice(0, w.index);
    const grouped: boolean = GROUPED_BY.test(before) || (previousGrouped && AND_ALSO.test(before));
    if (grouped && outer === null) outer = w.dimension;
    previousGrouped = grouped;
  }
  const inner = words.find((w) => w.dimension !== outer)?.dimension;
  return outer && inner ? { outer, inner } : null;
}

/** "Where is Emdeni?" once the place is blanked out: asks where the place lies, not where events happened. */
const LOCATE = /^\s*where(?:\s+(?:is|are|was|lies)|['’]s)\s*(?:the\s*)?[\s?.!]*$/;

/** Whether the rest of a question that names one place only asks where that place is. */
export function asksLocation(rest: string): boolean {
  return LOCATE.test(rest);
}

/** The grouping word that comes first: "which province had the most crimes" groups by province. */
/** "which city or municipality", "town or metro": a place word offered beside the municipality means it. */
const PLACE_OR_MUNICIPALITY =
  /\b(?:cit(?:y|ies)|towns?|places?|areas?)\s+(?:or|and|\/)\s+(?:local\s+|metro(?:politan)?\s+)?(?:municipalit(?:y|ies)|metros?)\b|\b(?:municipalit(?:y|ies)|metros?)\s+(?:or|and|\/)\s+(?:cit(?:y|ies)|towns?)\b/;

/** "Per region, which province ...": the grouping a "which" or "what" asks for outranks any other named. */
const WHICH_ASKS = /\b(?:which|what)\s+(?:(?:one|ones)\s+)?(?:of\s+(?:the\s+|those\s+|these\s+)?)?/g;

export function askedDimension(text: string): Dimension | null {
  const words = dimensionWordsIn(text);
  for (const m of text.matchAll(WHICH_ASKS)) {
    const asked = words.find((w) => w.index === m.index + m[0].length);
    if (asked) return asked.dimension;
  }
  return null;
}

/** "ranked per province", "rank provinces by density": a level grouped by outranks "hotspots" or "areas". */
const GROUPED_EXPLICITLY =
  /\b(?:per|by|each|every|across|rank(?:ed|ing|s)?)\s+(?:the\s+|all\s+(?:the\s+)?)?$/;

export function dimensionIn(text: string): Dimension | null {
  if (PLACE_OR_MUNICIPALITY.test(text)) return 'municipality';
  const asked = askedDimension(text);
  if (asked) return asked;
  const grouped = dimensionWordsIn(text).find((w) =>
    GROUPED_EXPLICITLY.test(text.slice(Math.max(0, w.index - 30), w.index)),
  );
  if (grouped) return grouped.dimension;
  let best: { dimension: Dimension; index: number } | null = null;
  for (const [pattern, dimension] of DIMENSION_WORDS) {
    const m = pattern.exec(text);
    if (m && (best === null || m.index < best.index)) best = { dimension, index: m.index };
  }
  return best?.dimension ?? null;
}

const PLACE_LEVELS: ReadonlySet<Dimension> = new Set(['province', 'municipality', 'station', 'place']);
/**
 * "In which month did the earliest carjacking take place?", "on which day of the week did the last
 * kidnapping fall?": the month, year or weekday of that moment.
 */
const PERIOD_OF_MOMENT =
  /\b(?:which|what)\s+(?:month|year|weekday|day\s+of\s+(?:the\s+)?week)\b(?!\s+(?:and|or)\b)/;

/** The place level a "where" asks for: the one named ("which province"), else the place itself. */
function placeLevelOf(dimension: Dimension | null): Dimension {
  return dimension && PLACE_LEVELS.has(dimension) ? dimension : 'place';
}

const NUMBER = `(\\d{1,2}|${Object.keys(NUMBER_WORDS).join('|')})`;
const MOMENT_COUNT = new RegExp(
  `\\b${NUMBER}\\s+(?:most recent|latest|newest|last|first|earliest|oldest)\\b|\\b(?:latest|last|first|earliest|newest|oldest)\\s+${NUMBER}\\b`,
);
const GROUP_MINIMUM = new RegExp(
  `\\b(more than|over|above|at least)\\s+${NUMBER}\\s+(?:events?|incidents?|cases?|crimes?)\\b`,
);

function numberOf(written: string): number {
  return NUMBER_WORDS[written] ?? Math.max(1, Number(written));
}

function momentCountIn(text: string): number {
  const m = MOMENT_COUNT.exec(text);
  const written = m?.[1] ?? m?.[2] ?? m?.[3];
  return written ? numberOf(written) : 1;
}

function minimumGroupIn(text: string): number {
  const m = GROUP_MINIMUM.exec(text);
  if (!m?.[2]) return 1;
  return m[1] === 'at least' ? numberOf(m[2]) : numberOf(m[2]) + 1;
}

/** "Rank the provinces ... Which province ranks first?": the ranking asked of is its first. */
const ASKS_FIRST =
  /\bwhich\b[^?.]*\b(?:(?:is|ranks?|comes?|came|sits?)\s+(?:first|top|on\s+top|number\s+one)|has\s+the\s+most)\b/;

function topCount(text: string, dimensionIsPlural: boolean): number {
  const asksFirst = ASKS_FIRST.test(text);
  if (WHOLE_RANKING.test(text) && !asksFirst) return WHOLE_RANKING_SIZE;
  const m = TOP_COUNT.exec(text);
  const written = m?.[1] ?? m?.[2] ?? m?.[3];
  if (written) return numberOf(written);
  if (asksFirst) return 1;
  // "top provinces" or "which places have the most": a few, not one; "the top province" is one.
  const topOfPlural =
    /\btop\b/.test(text) &&
    !/\btop\s+(?:\w+\s+)?(?:province|municipality|metro|district|place|town|city|area|crime|month|year|day|station|suburb|zone|region|spot|hotspot|cluster|location|one|pick)\b(?!s)/.test(
      text,
    );
  return topOfPlural || dimensionIsPlural ? 3 : 1;
}

function pluralDimensionWord(text: string): boolean {
  // "Which of the provinces had the most": one of them.
  return /(?<!\bof\s+the\s+)\b(?:provinces|towns|places|areas|locations|cities|suburbs|townships|regions|municipalities|districts|crimes|offences|offenses|types|kinds|categories|months|years|spots|hotspots)\b/.test(
    text,
  );
}

function reading(intent: Intent, fields: Partial<IntentReading> = {}): IntentReading {
  return {
    intent,
    dimension: null,
    within: null,
    order: 'most',
    top: 1,
    moment: null,
    momentCount: 1,
    minimumGroup: 1,
    empty: false,
    trendUnit: null,
    direction: null,
    yesNo: false,
    vague: false,
    ...fields,
  };
}

function trendUnitIn(text: string): 'year' | 'month' | null {
  if (/\b(?:per|by|each|every) month\b|\bmonthly\b|\bmonth[- ](?:on|by|over)[- ]month\b/.test(text))
    return 'month';
  if (
    /\b(?:per|by|each|every) year\b|\byearly\b|\bannual(?:ly)?\b|\byear[- ](?:on|by|over)[- ]year\b/.test(
      text,
    )
  )
    return 'year';
  return null;
}

/** Whether the words compare ("more ... than", "versus"); a comparison with "now" needs a period for it. */
export function asksComparison(rest: string): boolean {
  return COMPARE.test(rest);
}

/**
 * "Which year had the largest increase year on year?", "in which month did murders fall the most?": the
 * period whose change from the one before is the largest, counted (a percentage change is not this).
 */
const STEEPEST_CHANGE =
  /\b(?:biggest|largest|greatest|sharpest|steepest|highest|most\s+(?:significant|marked|dramatic))\s+(?:(?:year|month)[- ](?:on|over|to)[- ](?:year|month)\s+|annual\s+|yearly\s+|monthly\s+)?(?:increase|rise|jump|growth|spike|surge|drop|fall|decrease|decline|reduction|dip|change|swing)s?\b|\b(?:increas\w*|ris(?:e|en)|rose|gr[eo]w\w*|jump\w*|fell|fall(?:en)?|drop\w*|declin\w*|decreas\w*)\s+(?:the\s+)?(?:most|furthest|fastest)\b/i;

/** Which way the steepest change asked for goes: up, down, or either. */
export type ChangeAsked = 'rise' | 'fall' | 'either';

export function steepestChangeAsked(question: string): ChangeAsked | null {
  const change = STEEPEST_CHANGE.exec(question);
  if (!change || !/\b(?:years?|months?|annual|yearly|monthly)\b/i.test(question)) return null;
  if (/\bpercentage\b|\bper\s*cent\b|%/i.test(question)) return null;
  if (/\b(?:drop|fall|fell|fallen|decreas|declin|reduction|dip)/i.test(change[0])) return 'fall';
  if (/\b(?:increas|rise|risen|rose|jump|grow|grew|growth|spike|surge)/i.test(change[0])) return 'rise';
  return 'either';
}

/** "the second most common crime", "the 3rd busiest month": a place in a ranking other than the top. */
const ORDINAL_RANK = new RegExp(
  `\\b(${Object.keys(ORDINAL_NUMBERS).join('|')})[-\\s]+(?:most|highest|largest|biggest|busiest|greatest|deadliest|worst|lowest|fewest|least|smallest|quietest)\\b`,
  'i',
);

export function ordinalRankAsked(question: string): { rank: number; word: string } | null {
  const found = ORDINAL_RANK.exec(question);
  const word = found?.[1];
  return word ? { rank: ORDINAL_NUMBERS[word.toLowerCase()] ?? 1, word } : null;
}

/** "fell"/"falls" as the only trend word. */
const FALL_WORDS = /\b(?:fall(?:s|ing)?|fell)\b/g;

/**
 * "How many incidents fell on a Friday?": a count of what fell into a day or window (whose words are
 * blanked by now), not a fall over time.
 */
const countOfWhatFell = (rest: string) => COUNT.test(rest) && !TREND.test(rest.replace(FALL_WORDS, ' '));

/**
 * The last sentence that ends in a question mark, or without one the last sentence: "Morning, morning.
 * ... In the Eastern Cape, when those vans were robbed, was anybody hurt?" asks in its last.
 */
/** "State how many ...", "Give the number of ...": a count asked for in so many words, without a question mark. */
const COUNT_ASKED_PLAINLY =
  /^\s*(?:(?:please|kindly)\s+)?(?:state|give|tell\s+(?:me|us)|say|provide|indicate)\s+(?:how\s+many|the\s+(?:total\s+)?number\s+of)\b[^?]*[.!]?\s*$/;

/** "Where did it happen?", "And where was that?": the place of the one just asked for. */
const PLACE_OF_IT =
  /^\s*(?:and\s+)?where\s+(?:did|was|were|is)\s+(?:it|that|this|they|that\s+one|this\s+one)(?:\s+(?:happen|take\s+place|occur))?\s*\?*\s*$/;
/** "which break in had the most suspects nabbed, where was that one": the place of the one found, after a comma. */
const PLACE_OF_IT_AFTER_COMMA =
  /,\s*(?:and\s+)?where\s+(?:did|was|were|is)\s+(?:it|that|this|that\s+one|this\s+one)(?:\s+(?:happen|take\s+place|occur))?\s*\?*\s*$/;

function lastAsk(rest: string): string {
  // One space goes with the mark; more is a word a reader blanked, which the opening must still see.
  const sentences = rest.split(/(?<=[.!?])\s/);
  // "Is it correct that ...? State how many ...": a count asked for after the question is the ask.
  const countAsked = sentences.filter((sentence) => COUNT_ASKED_PLAINLY.test(sentence)).at(-1);
  const asking = sentences.filter((sentence) => /\?\s*$/.test(sentence));
  return countAsked ?? asking.at(-1) ?? sentences.at(-1) ?? rest;
}

/**
 * Reads the intent from the question's remaining words (lower case, with the places, crimes and
 * dates blanked out), so "last" in "last year" or "Most" in a town name cannot mislead it.
 * `sides` says whether two or more places, crimes or periods were named, which a comparison needs.
 */
/**
 * "Which single incident was the deadliest? Where did it happen?": the place of the one found, asked
 * after it, is said with it anyway; the ask is the one before.
 */
function withoutPlaceOfIt(rest: string): string {
  const sentences = rest.split(/(?<=[.!?])\s/);
  const last = sentences.at(-1) ?? '';
  const askedBefore = sentences.slice(0, -1).some((sentence) => /\?\s*$/.test(sentence));
  if (askedBefore && PLACE_OF_IT.test(last)) return rest.slice(0, rest.length - last.length);
  const afterComma = PLACE_OF_IT_AFTER_COMMA.exec(rest);
  return afterComma && /\bwhich\b/.test(rest.slice(0, afterComma.index))
    ? rest.slice(0, afterComma.index)
    : rest;
}

export function readIntent(whole: string, sides: boolean): IntentReading {
  const rest = withoutPlaceOfIt(whole);
  // A yes/no question starts with its verb; blanked words ("how many suspects") must not make it one,
  // but a blanked place or period set off by a comma may come first ("In Gauteng, were there ...").
  // So may a clause of when or where ("In the Eastern Cape, when those vans were robbed, was anybody hurt?"),
  // and a place said as the asker's own ("Here in KwaZulu-Natal, was there ...").
  // The ask is the last sentence that asks; what comes before tells.
  const asked = lastAsk(rest);
  const lead =
    /^\s*(?:(?:in|for|across|within|during|on|at|from|over|the|here|there|down|up|out)\s+)*(?:[,:]|[-–—](?=\s))(?:\s*(?:when|where|if|after|once|while)\b[^,?]*,)?/.exec(
      asked,
    );
  // The space written after the comma goes; more space is a word a reader blanked ("how many suspects").
  const afterLead = lead ? asked.slice(lead[0].length).replace(/^ /, '') : null;
  // "Anyone taken into custody? Y/N": a yes or no asked for makes one, unless a question word asks otherwise.
  // "my friend says KZN had more murders than the Eastern Cape, is it true?": a claim checked at its end.
  const markedYesNo =
    (YES_OR_NO.test(rest) && !/\b(?:how|what|which|when|where|who)\b/.test(rest)) ||
    CLAIM_CHECKED_AT_END.test(rest) ||
    (WHETHER_ANY.test(rest) && !/\b(?:how\s+many|how\s+much)\b/.test(rest));
  // The ask's first word, unless a reader blanked it: only then may a verb there open a yes/no.
  const opening = afterLead ?? asked;
  const opensWithWord = !/^\s/.test(opening);
  const yesNo = (YES_NO.test(opening) && opensWithWord) || markedYesNo;
  const dimension = dimensionIn(rest);
  if (steepestChangeAsked(rest))
    return reading('trend', { trendUnit: /\bmonth|\bmonthly\b/.test(rest) ? 'month' : 'year', yesNo: false });
  if (COMPARE.test(rest)) {
    // More crime is worse: "was 2021 worse than 2022" asks whether 2021 had more events.
    // "Do the two provinces have exactly the same number?": whether the sides are level.
    const direction = SAME_NUMBER.test(rest)
      ? 'same'
      : /\b(?:fewer|less|better|lower|smaller)\b/.test(rest)
        ? 'fewer'
        : /\b(?:more|worse|higher|greater|bigger|outnumber(?:s|ed)?|outscore(?:s|d)?|outstrip(?:s|ped)?|exceed(?:s|ed)?|beat|beats)\b/.test(
              rest,
            )
          ? 'more'
          : null;
    // "Did A or B have more?" asks which; "Were there more in A than in B? Yes or no." asks whether.
    const outdoes = /\b(?:outnumber|outscore|outstrip|exceed|beat)\w*\b/.test(rest);
    const asksWhich =
      direction !== 'same' &&
      (EITHER.test(rest.replace(YES_OR_NO, '').replace(OR_NOT, '').replace(OR_DOUBT, '')) ||
        (!/\bthan\b/.test(rest) && !outdoes && !YES_OR_NO.test(rest)));
    // "How many more were killed in KZN than in Gauteng? Is KZN worse?": the difference asked for is the
    // answer; a yes or no put after it is answered by it.
    const differenceAsked =
      /\b(?:how\s+many|how\s+much)\s+(?:more|fewer|less)\b|\bhow\s+much\s+(?:higher|lower|greater|bigger|larger|smaller)\b|\bby\s+how\s+many\b/.test(
        rest,
      );
    if (sides)
      return reading('compare', {
        direction,
        yesNo: (yesNo || YES_OR_NO.test(rest)) && !asksWhich && !differenceAsked,
      });
    if (dimension === 'year' || dimension === 'month')
      return reading('trend', { trendUnit: dimension, yesNo });
    // "Comparing the provinces, which one had the most ...": the comparison asks for the top one.
    if (dimension && !RANK.test(rest.replace(AT_LEAST_OR_MOST, ' ')))
      return reading('breakdown', { dimension, minimumGroup: minimumGroupIn(rest) });
  }
  // "List every year in which a CIT robbery took place": the groups themselves, asked for by name.
  const periodsListed = listsGroups(rest);
  // "Give me the year by year count": a figure per period, in time order, unless a rank is asked.
  if (
    (periodsListed === 'year' || periodsListed === 'month') &&
    FIGURE_PER_PERIOD.test(rest) &&
    !RANK.test(rest)
  )
    return reading('trend', { trendUnit: periodsListed, yesNo });
  if (periodsListed === 'year' || periodsListed === 'month')
    return reading('breakdown', { dimension: periodsListed, minimumGroup: 1, empty: false });
  const twoWay = RANK.test(rest) ? null : twoWayIn(rest);
  if (twoWay) return reading('breakdown', { dimension: twoWay.outer, within: twoWay.inner });
  // "When did the last kidnapping go down?": slang for happening, asked of one moment, is no trend.
  // "On which weekday did the last kidnapping fall?": a date falling on a day, no fall in numbers.
  const asksMoment =
    (/^\s*when\b/.test(rest) || PERIOD_OF_MOMENT.test(rest)) && (LATEST.test(rest) || EARLIEST.test(rest));
  // "When did that GBH job go down?": slang for happening, asked with "when", is no fall.
  const oneIncident =
    /^\s*when\s+(?:did|does|was)\s+(?:that|the|this)\b(?:[^?]*?\b[a-z]+(?<!s))?\s+go\s+down\b/.test(rest);
  // "the earliest incident giving rise to a charge of murder": what a charge came of, not a rise.
  // "Did any house robbery go down over a weekend?": slang for happening, asked yes or no, is no fall.
  const happened =
    /\b(?:did|does|do)\s+(?:any|a|an|the|that|this|it|they|anything|something|most|more)\b[^?.]{0,60}?\bgo\s+down\b/.test(
      rest,
    ) || /\bgo(?:es)?\s+down\s+(?:on|in|at|over|during)\b/.test(rest);
  const trendWords = (oneIncident || happened ? rest.replace(/\bgo\s+down\b/g, ' ') : rest)
    .replace(GAVE_RISE, ' ')
    .replace(DROPPED_ON, ' ')
    .replace(SUMMED_OVER_THE_YEARS.test(rest) ? ACROSS_THE_YEARS : /(?!)/, ' ');
  // "killed by month, all years pooled: which month is the max?": the grouping is what is ranked.
  const ranksPeriods =
    /\b(?:which|what)\s+(?:month|year)\b/.test(rest) && RANK.test(rest.replace(AT_LEAST_OR_MOST, ' '));
  if (
    TREND.test(trendWords.replace(WITH_A_VIEW, ' ')) &&
    !countOfWhatFell(rest) &&
    !asksMoment &&
    !ranksPeriods
  )
    return reading('trend', { trendUnit: trendUnitIn(rest), yesNo });
  // "Was the Vosloorus shooting the first incident in this notebook?": whether it is, yes or no.
  const isItTheOne = yesNo && ONE_OF_THE_NOTEBOOK.test(rest);
  // "Where did the earliest carjacking happen?": the place of that moment, at the level named ("which
  // province"); "where" alone asks for the place itself, not its municipality as a ranking would.
  const placeOfMoment = WHERE.test(rest)
    ? placeLevelOf(dimensionIn(rest.replace(/\bwhere\b/g, ' ')))
    : PERIOD_OF_MOMENT.test(rest)
      ? dimension
      : null;
  if (LATEST.test(rest))
    return reading('when', {
      moment: 'latest',
      momentCount: momentCountIn(rest),
      yesNo: isItTheOne,
      dimension: placeOfMoment,
    });
  // "the top 3 municipalities, biggest cluster first": the order a ranking is shown in.
  if (EARLIEST.test(rest.replace(SHOWN_FIRST, ' ')))
    return reading('when', {
      moment: 'earliest',
      momentCount: momentCountIn(rest),
      yesNo: isItTheOne,
      dimension: placeOfMoment,
    });
  // "we ought at least to know": "at least" is never the least of a ranking.
  const ranked = rest.replace(AT_LEAST_OR_MOST, ' ').replace(/\bat\s+least\b/g, ' ');
  if (RANK.test(ranked)) {
    const spelled = SPELLED_ORDER.exec(ranked)?.[1];
    const least = spelled ? LEAST.test(spelled) || /^smallest$/.test(spelled) : LEAST.test(ranked);
    return reading('which-most', {
      dimension,
      order: least ? 'least' : 'most',
      top: topCount(rest, pluralDimensionWord(rest)),
    });
  }
  if (DAY_OF_WEEK.test(rest))
    return reading('breakdown', { dimension: 'weekday', empty: NONE_IN_GROUP.test(rest) });
  if (WHEN.test(rest)) return reading('when');
  const groupFilters = { minimumGroup: minimumGroupIn(rest), empty: NONE_IN_GROUP.test(rest) };
  if (WHERE.test(rest)) return reading('where', { dimension, ...groupFilters });
  if (BREAKDOWN.test(rest)) return reading('breakdown', { dimension, ...groupFilters });
  if (COUNT.test(rest)) return reading('count', { yesNo });
  if (HOW_MUCH.test(rest)) return reading('count', { yesNo, vague: true });
  // "How many male victims were there": with the count blanked by its reader, "were there" opens no
  // question of its own.
  if (EXISTENCE.test(opening) && opensWithWord) return reading('count', { yesNo: true });
  if (SUMMARISE.test(rest)) return reading('summarise');
  const groupsListed = listsGroups(rest);
  if (groupsListed) return reading('breakdown', { dimension: groupsListed, ...groupFilters });
  if (LIST.test(rest)) return reading('list');
  if (WHICH_OF_THESE.test(rest)) return reading('list', { vague: true });
  if (WHO.test(rest)) return reading('list', { vague: true });
  return reading('summarise', { yesNo, vague: true });
}
