import type { StatedField } from '@workbench/contract/stated-fields';
import { WEEKDAY_NAMES } from '../../corpus/calendar';
import {
  askingContext,
  CHECKS_A_CLAIM,
  explanationSpans,
  HEADING_END,
  headingSpans,
  isCheckedClaim,
  isNamingFragment,
  isTopicFragment,
  OPENING_ASIDE,
  placeBackReference,
  pointsBackToPeriod,
  pointsBackToPlace,
  reportsClaim,
  statementSpans,
} from './asking-context';
import { caseTimeReader } from './case-time';
import type { Correction } from './corrections';
import { type Bounds, claimedCount, readCountBounds } from './count-bounds';
import type { CrimeMention } from './crime-terms';
import { findCrimeMentions } from './crime-terms';
import { type DateExpression, findDateExpressions } from './date-expressions';
import {
  type Draft,
  FILTER_KINDS,
  type FilterValues,
  hasStructuredFilter,
  hasStructuredFilterValues,
  isPlaceSetAside,
  type PeopleCondition,
  type Read,
  type ReadContext,
  type Reader,
  setsOnePlaceAgainstTheRest,
  type TopicWord,
  tieStatedSpans,
} from './filters';
import {
  askedDimension,
  asksComparison,
  asksFewest,
  asksLocation,
  type Dimension,
  dimensionIn,
  type IntentReading,
  readIntent,
} from './intent';
import { readMeasure, readPeopleV2Measure } from './measure-terms';
import { isAveragingWord, type PeriodUnit, readAveragePer } from './per-period';
import { findPlaceMentions, type PlaceMention } from './place-terms';
import type { CaseTime, PeopleField, Unrecorded } from './plan-vocabulary';
import { asksEvery, asksShare, readShareBase, type ShareBase } from './share-base';
import { blank, keepOnly, type Span, spanOf } from './spans';
import { asksForCause, asksUnrecorded } from './unanswerable-asks';
import type { WeekdayMention } from './weekday-terms';

export type { Correction, TopicWord };

/** Everything the analyst takes from a question. Filters of one kind are alternatives (OR). */
export interface QuestionReading extends IntentReading, FilterValues {
  question: string;
  /** What is counted: events, or people, ages or distinct values. */
  measure: Draft['measure'];
  /** What a share is of, when the question names it ("of the 2024 incidents"); else null. */
  shareOf: ShareBase | null;
  /** For a yes/no, the count that makes it a yes ("more than one"); null for any at all. */
  yesNoBounds: Bounds | null;
  /**
   * "Was the Free State the province with the most murders?": the place whose rank first is checked,
   * over a ranking of every place of its level.
   */
  rankChecked?: string;
  /** "How many murders per year, on average, from 2019 to 2023": the figure per calendar period. */
  averagePer?: PeriodUnit;
  /** "How long from arrest to sentence, on average": the time between two points of each case. */
  caseTime?: CaseTime;
  /** A "why" question: releases report incidents, not causes. */
  asksCause: boolean;
  /** Asked of what no release records: the time of day, or what courts decided later. */
  unrecorded: Unrecorded | null;
  /** Words the answer did not use, said back to the reader. */
  ignored: readonly string[];
  /** Misspelt crime or place words read as the word they are nearest to. */
  corrections: readonly Correction[];
  /** The day relative dates ("last year") were read against. */
  reference: string;
  /** True when `reference` is the caller's today, false when it is the notebook's latest event date. */
  referenceIsToday: boolean;
}

/**
 * "Of Gauteng, KwaZulu-Natal and the Western Cape, which had the most murders?", "Metro comparison -
 * Johannesburg, eThekwini, Cape Town: which one ...": the places named are the ones ranked, at their level.
 */
function namedPlacesDimension(places: readonly PlaceMention[]): Dimension | null {
  if (places.length < 2) return null;
  const kinds = places.map((p) => p.candidates[0]?.kind);
  if (kinds.every((k) => k === 'province')) return 'province';
  if (kinds.every((k) => k === 'metro' || k === 'local' || k === 'district')) return 'municipality';
  return 'place';
}

/**
 * With no grouping word, rank the places the question names, else areas (municipalities) when a crime
 * is named ("where are most hijackings"), else crimes.
 */
function defaultDimension(
  intent: IntentReading,
  crimes: readonly CrimeMention[],
  places: readonly PlaceMention[],
): Dimension | null {
  if (intent.dimension) return intent.dimension;
  if (intent.intent === 'which-most') {
    const named = namedPlacesDimension(places);
    if (named) return named;
  }
  if (intent.intent === 'where') return 'municipality';
  if (intent.intent === 'which-most' || intent.intent === 'breakdown')
    return crimes.length > 0 ? 'municipality' : 'crime';
  return null;
}

/** "Of the big metros - Cape Town, ... - which one has the most?": the groups the ask chooses among. */
const CHOSEN_AMONG = /^\s*(?:of|among|amongst|out\s+of)\s+(?:the|these|those|all\s+the)\s/i;

/** What a figure per calendar period can be asked as: a count, or a breakdown or trend by period. */
const PER_PERIOD_INTENTS: ReadonlySet<IntentReading['intent']> = new Set([
  'count',
  'breakdown',
  'trend',
  'summarise',
]);

/**
 * "Which areas in NMB had incidents?": grouping by municipality inside the one municipality named would
 * give one group, so the groups are its places. (One province named beside "which province" is a claim
 * or a frame, which the ranking's own reading handles.)
 */
function finerThanThePlace(dimension: Dimension | null, places: readonly PlaceMention[]): Dimension | null {
  if (places.length !== 1) return dimension;
  const kind = places[0]?.candidates[0]?.kind;
  if (dimension === 'municipality' && (kind === 'metro' || kind === 'local')) return 'place';
  return dimension;
}

const PRESENT = /\b(?:now|nowadays|these days|currently|at present|today)\b/;

/** "respectively", "... each?", "separately": one figure for every side named. */
const EACH_SEPARATELY = /\brespectively\b|\b(?:each|separately|individually)\s*[?.!]*\s*$/i;

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

/** "Do the releases support that claim?", "is that right?": a statement before it is what to check. */
const CHECKS_CLAIM =
  /\b(?:support|supports|back\s+up|bear\s+out|confirm|corroborate)\s+(?:or\s+(?:correct|deny)\s+)?(?:that|this|the|their|his|her|such\s+a)\s+(?:claim|statement|figure|assertion|number|count|total)|\b(?:is|was|are|were)\s+(?:that|this|it|the\s+claim|he|she|they)\s+(?:right|true|correct|accurate)\b|\bdoes\s+(?:that|this|it)\s+(?:hold|stand)\b|(?:^|[.!:]\s*)(?:[Yy]es\s+or\s+no|[Tt]rue\s+or\s+false)\s*\??\s*$/;
/** "True or false: more than 20 people were killed in the Free State.": a claim put first, to check. */
const CLAIM_PUT_FIRST = /^\s*(?:true\s+or\s+false|fact\s+or\s+fiction|right\s+or\s+wrong)\b/i;
/** "in how many incidents", "cases with": a bound on people counted per event, not over all of them. */
const PER_EVENT_BOUND =
  /\bin\s+how\s+many\b|\bhow\s+many\s+(?:incidents|cases|events|dockets|releases)\b|\b(?:any|an?|one|single)\s+(?:incident|case|event|docket|release|attack)\b|\b(?:incidents?|cases?|events?|dockets?|releases?|attacks?)\s+(?:with|where|in\s+which|that\s+had|had|involving|left)\b/i;

/** "across all the Free State incidents", "in total", "between them": people added up over the events. */
const OVER_ALL_EVENTS =
  /\b(?:across|over)\s+(?:all\s+)?(?:of\s+)?(?:the|these|those|our|my)\s+(?:[\w-]+\s+){0,3}?(?:incidents|cases|events|releases|reports|attacks|stories)\b|\bin\s+all\s+(?:of\s+)?(?:the|these|those)\s+(?:[\w-]+\s+){0,3}?(?:incidents|cases|events|releases|reports|attacks|stories)\b|\bin\s+total\b|\baltogether\b|\ball\s+told\b|\bcombined\b|\bbetween\s+them\b/i;

/**
 * A claim to check ("more than 40 people were killed across these incidents. Is that right?"), or a
 * bound asked over all the events ("were more than ten people killed across all the Free State
 * incidents?"): the people bound is about all of them together, so it becomes a total compared with
 * the bound.
 */
function claimChecked(
  read: Omit<Draft, 'perEvent' | 'anyYear' | 'asksCause' | 'unrecorded' | 'caseTime'>,
  question: string,
  rest: string,
): { reading: typeof read; bounds: Bounds } | null {
  const [condition, ...others] = read.people;
  // "A caller claimed more than 20 people were killed across all these incidents. How many people were
  // actually killed?": the bound on the people the ask sums is the claim's, not a condition on events.
  // A bare "a victim was female" bounds nothing: only a figure put forward is the claim's.
  const figured = condition !== undefined && ((condition.min ?? 0) > 1 || condition.max !== undefined);
  const sumsTheSame = figured && read.measure.kind === 'sum' && read.measure.field === condition?.field;
  if (!condition || others.length > 0 || !(read.measure.kind === 'events' || sumsTheSame)) return null;
  if (
    !(CHECKS_CLAIM.test(rest) || CLAIM_PUT_FIRST.test(question) || OVER_ALL_EVENTS.test(question)) ||
    PER_EVENT_BOUND.test(question)
  )
    return null;
  const { field, ...bounds } = condition;
  return { reading: { ...read, people: [], measure: { kind: 'sum', field } }, bounds };
}

/**
 * What a yes or no is asked within: every event ("did all of them ..."), a bound the ask sets ("more
 * than five"), or the count a claim puts forward ("there were 10 rapes ... Is that right?").
 */
function yesNoBoundsOf(
  question: string,
  wholeRest: string,
  rest: string,
  yesNo: boolean,
  measure: Draft['measure'],
): Bounds | null {
  if (asksEvery(question)) return { min: 100 };
  if (!yesNo) return null;
  // "Someone says more than half of the kidnappings were in Gauteng - right?": the bound is the claim's,
  // told before the ask that checks it.
  const asked =
    readCountBounds(rest).bounds ??
    (CHECKS_CLAIM.test(rest) || CHECKS_A_CLAIM.test(rest) ? readCountBounds(wholeRest).bounds : null);
  if (asked) return asked;
  return measure.kind === 'events' && CHECKS_CLAIM.test(rest) ? claimedCount(question) : null;
}

/**
 * "... not a single female suspect was taken into custody. Is that correct?": a claim of none checked,
 * whatever figure ("a single") it names on the way, unless the ask sets a bound of its own.
 */
const claimsNone = (question: string, rest: string, yesNo: boolean) =>
  yesNo &&
  (CHECKS_CLAIM.test(rest) || CHECKS_A_CLAIM.test(rest)) &&
  claimedCount(question)?.max === 0 &&
  !readCountBounds(rest).bounds;

const within = (inner: DateExpression, outer: DateExpression) =>
  inner !== outer &&
  outer.range.from !== null &&
  outer.range.to !== null &&
  inner.range.from !== null &&
  inner.range.to !== null &&
  inner.range.from >= outer.range.from &&
  inner.range.to <= outer.range.to;

/**
 * "Comparing the two halves of 2022: July to December against January to June": a period that holds
 * two or more others is the frame they are compared in, not a side of its own; one that holds the one
 * other period named is narrowed by it.
 */
function withoutFrame(periods: DateExpression[]): DateExpression[] {
  // "Year to date for 2024, so 1 January to 30 June 2024": the narrower period says which part of the year.
  if (periods.length === 2) {
    const [a, b] = periods;
    if (a && b && within(a, b)) return [a];
    if (a && b && within(b, a)) return [b];
    return periods;
  }
  return periods.filter((outer) => periods.filter((inner) => within(inner, outer)).length < 2);
}

/** The people a stated field counts: "the incidents that state how many children were victims". */
const PEOPLE_OF_STATED: Partial<Record<StatedField, PeopleField>> = {
  victims: 'victims',
  suspects_arrested: 'suspects_arrested',
  killed: 'killed_victims',
  injured: 'injured_victims',
  children: 'child_victims',
  police: 'police_victims',
};

/** "..., what share had at least one?": the part's noun left for the base to supply. */
const AT_LEAST_ONE_ELIDED =
  /\b(?:had|has|have|having|with|involved|included|saw|recorded|record)\s+(?:at\s+least\s+one|one\s+or\s+more|any|one)\s*(?:[?.!]|$)/i;

/**
 * "Of the incidents that state how many children were victims, what share had at least one?": at
 * least one of the people the base's stated field counts.
 */
function elidedPeople(filters: FilterValues, base: ShareBase, question: string): readonly PeopleCondition[] {
  if (filters.people.length > 0 || !AT_LEAST_ONE_ELIDED.test(question)) return filters.people;
  const stated = (base.fieldsStated ?? []).filter((f) => f.stated);
  const field = stated.length === 1 && stated[0] ? PEOPLE_OF_STATED[stated[0].field] : undefined;
  return field ? [{ field, min: 1 }] : filters.people;
}

/** The filters left for a share's part once its base is taken out: what the share counts within the base. */
function partOf(filters: FilterValues, base: ShareBase, question: string): FilterValues {
  const outside = <T>(items: readonly T[], named: readonly T[]) =>
    items.filter((item) => !named.includes(item));
  return {
    ...filters,
    crimes: outside(filters.crimes, base.crimes),
    places: outside(filters.places, base.places),
    periods: outside(filters.periods, base.periods),
    weekdays: outside(filters.weekdays, base.weekdays),
    hasDate: base.hasDate !== undefined ? null : filters.hasDate,
    people: base.people ? [] : elidedPeople(filters, base, question),
    arrest: base.arrest !== undefined ? null : filters.arrest,
    fieldsStated: base.fieldsStated ? [] : filters.fieldsStated,
    monthsOfYear: base.monthsOfYear ? [] : filters.monthsOfYear,
  };
}

/** "The incident with the most arrests": single events ranked by the measure, the top one shown. */
function perEventRanking(intent: IntentReading, ask: string): IntentReading {
  const order = intent.intent === 'which-most' ? intent.order : asksFewest(ask) ? 'least' : 'most';
  return { ...intent, intent: 'which-most', dimension: 'event', top: 1, within: null, order };
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

const causeReader: Reader = {
  name: 'cause',
  read({ question }) {
    const { asksCause, spans } = asksForCause(question);
    return { found: { asksCause }, spans };
  },
};

const unrecordedReader: Reader = {
  name: 'unrecorded',
  read({ question }) {
    const { unrecorded, spans } = asksUnrecorded(question);
    return { found: { unrecorded }, spans };
  },
};

/** An ask that counts without saying whom: "what is the total", "how many all up". */
const COUNTS_UNNAMED = /\b(?:total|sum|tally|how\s+many|number|count|figure)\b/i;

/**
 * "Male suspects: what is the total across every incident?", "cops among the victims - how many
 * police officers all up?": a heading that names people says whom an ask after it counts.
 */
/** A heading at the start, up to a colon or a spaced dash: "Children who were victims - how many ...". */
const LEADING_HEADING = /^\s*[^:?.!]{3,80}?(?::|\s[-–—])\s+/;

const INCIDENTS_FIRST =
  /^\s*(?:[\p{L}'’-]+\s+){0,3}?(?:incidents?|cases?|events?|matters?|attacks?|dockets?)\b/iu;

function headingMeasure(question: string): ReturnType<typeof readPeopleV2Measure> {
  const heading = LEADING_HEADING.exec(question)?.[0];
  if (heading === undefined || !COUNTS_UNNAMED.test(question.slice(heading.length))) return null;
  // "Weekend incidents with people injured - how many?": a heading that names incidents counts them;
  // the people are their condition.
  if (INCIDENTS_FIRST.test(heading)) return null;
  const read = readPeopleV2Measure(`how many ${heading.trim().replace(HEADING_END, '')}`);
  return read ? { ...read, spans: [{ start: 0, end: heading.length }] } : null;
}

/** A bracket that excludes something: "(injured persons only; fatalities are not to be included)". */
const RULED_OUT = /\([^()]*\b(?:not|excluded|excluding|exclude|disregarded)\b[^()]*\)/gi;

/** "injured, not the ones who died", "killed rather than hurt": a harm ruled out names no measure. */
const HARM_RULED_OUT =
  /\b(?:not|excluding|except(?:\s+for)?|apart\s+from|aside\s+from|other\s+than|rather\s+than|(?:leaving|setting|putting)\s+(?:out|aside)|not\s+counting|ignoring)\s+(?:(?:the|those)\s+)?(?:(?:ones?|people|persons?|victims?)\s+)?(?:(?:who|that)\s+)?(?:(?:were|was|got)\s+)?(?:died|dead|deaths?|killed|fatalit(?:y|ies)|injured|wounded|hurt)\b/gi;

/** Words that count people by what happened to them, which the crime reader also reads as a crime. */
const FATE_WORD =
  /^(?:(?:was|were|got|been)\s+)?(?:killed|killings?|murdered|died|dead|deaths?|slain|homicides?|shot\s+dead|injured|wounded|hurt)$/i;

/** What a "which" that names incidents asks the most or fewest of: "... had the most suspects arrested". */
const MOST_AFTER_LIST =
  /^\s+(?:had|has|saw|led\s+to|resulted\s+in|ended\s+with|involved|left|produced)\s+(?:the\s+)?(?:most|largest|highest|biggest|greatest|fewest|smallest|lowest|least)\b/i;

/**
 * "Which CIT heist, business robbery or truck hijacking had the most suspects arrested?": crimes named
 * in the singular after "which", alone or as a list, ask for the one incident among them; named in the
 * plural ("which robberies or hijackings had more") they ask which crime.
 */
function asksOneIncidentOf(question: string, crimes: readonly Span[]): boolean {
  const which = /\bwhich\s+(?:single\s+)?/i.exec(question);
  if (!which) return false;
  let at = which.index + which[0].length;
  let listed = 0;
  for (const crime of [...crimes].sort((a, b) => a.start - b.start)) {
    if (crime.start < at) continue;
    if (!/^(?:\s*,\s*|\s+(?:or|and)\s+|\s*,\s*(?:or|and)\s+)?$/i.test(question.slice(at, crime.start))) break;
    if (/s$/i.test(question.slice(crime.start, crime.end))) return false;
    at = crime.end;
    listed += 1;
  }
  return listed > 0 && MOST_AFTER_LIST.test(question.slice(at));
}

/** People counted by what happened to them, whose words the crime reader also reads as crimes. */
const HARM_FIELDS: ReadonlySet<string> = new Set(['killed_victims', 'injured_victims']);

/**
 * What is counted. "How many people were killed" counts deaths, so "killed" is no murder filter;
 * the people measures are read with the people conditions set aside ("had a child among the
 * victims" filters, it does not count).
 */
const measureReader: Reader = {
  name: 'measure',
  read({ question, rest, draft, spansOf, restBefore }): Read {
    // "(fatalities are not to be included)", "not the ones who died": a harm ruled out names no measure.
    const harmsRuledOut = [...question.matchAll(HARM_RULED_OUT)].map(spanOf);
    const ruledOut = [...[...question.matchAll(RULED_OUT)].map(spanOf), ...harmsRuledOut];
    // "Of the incidents that state the number of child victims": a field a base must state is no measure.
    const peopleV2 = readPeopleV2Measure(
      blank(question, [...spansOf('people'), ...spansOf('field-stated'), ...ruledOut]),
    );
    const measured = peopleV2 ?? headingMeasure(question) ?? readMeasure(rest);
    // "How many poachers were arrested?": the crime reader took the offenders' noun, which still says
    // who the arrests counted are.
    const offenders = measured.measure.kind === 'events' ? readMeasure(restBefore('measure', 'crime')) : null;
    const arrestsOfOffenders =
      offenders?.measure.kind === 'sum' && offenders.measure.field === 'suspects_arrested' ? offenders : null;
    // "How many people were killed in murders?": "killed" counts people, so it is no murder filter;
    // a crime named again outside the people's words ("murders") still is.
    // "... where more than 3 people were killed": a harm the people condition bounds is no crime either.
    const harmConditions = draft.people.length > 0 && draft.people.every((p) => HARM_FIELDS.has(p.field));
    const peopleSpans = [
      ...(peopleV2 ? [...peopleV2.spans, ...harmsRuledOut] : []),
      ...(harmConditions ? spansOf('people') : []),
    ];
    const elsewhere = peopleV2 ? findCrimeMentions(blank(restBefore('crime'), peopleSpans)) : [];
    const countsPeople = (c: Span) =>
      peopleSpans.some((s) => c.start < s.end && s.start < c.end) &&
      FATE_WORD.test(question.slice(c.start, c.end));
    const crimes = draft.crimes.flatMap((c) => {
      if (!countsPeople(c)) return [c];
      const again = elsewhere.find((m) => m.label === c.label);
      return again ? [again] : [];
    });
    const chosen = arrestsOfOffenders ?? measured;
    const perEvent =
      chosen.perEvent || (chosen.measure.kind === 'sum' && asksOneIncidentOf(question, draft.crimes));
    // "injured but not killed" leaves no murder out: it says who is counted.
    const excludedCrimes = draft.excludedCrimes.filter((c) => !countsPeople(c));
    return {
      found: { measure: chosen.measure, perEvent, crimes, excludedCrimes },
      spans: peopleV2 ? [...chosen.spans, ...harmsRuledOut] : chosen.spans,
    };
  },
};

const kind = (name: (typeof FILTER_KINDS)[number]['name']): Reader => {
  const found = FILTER_KINDS.find((k) => k.name === name);
  if (!found) throw new Error(`no filter kind ${name}`);
  return found;
};

/**
 * The readers in the order they run; each sees the question with every earlier reader's words
 * blanked. Why-words and unrecorded facts first, so their words filter nothing; months in any year,
 * dates, days of the month and weekdays before crimes and places, so "May" or "March" never read as a place; fields
 * a record leaves blank, the incident date among them, before crimes, so "missing a municipality" is no
 * missing person; a named
 * police station before crimes and places, so "Umlazi police station" is no place of incident; the
 * scene before crimes, so "farm attacks" is a place of attack and not a house robbery; crimes
 * before places, so "Kidnapping" is no town; "more than one type of crime" before crimes, so it is no
 * grouping by crime; people conditions before the measure, which reads
 * the people counted with them set aside; the arrest after the measure, which decides whether
 * "arrested" counts or filters; the words no reader used last.
 */
export const READERS: readonly Reader[] = [
  causeReader,
  unrecordedReader,
  caseTimeReader,
  kind('month-of-year'),
  kind('period'),
  kind('day-of-month'),
  kind('weekday'),
  kind('field-stated'),
  kind('date-known'),
  kind('station'),
  kind('scene'),
  kind('crime-count'),
  kind('crime'),
  kind('place'),
  kind('people'),
  kind('relationship'),
  measureReader,
  kind('arrest'),
  kind('outcome'),
  kind('names'),
  kind('words'),
];

const NOTHING_READ: Draft = {
  ...(Object.assign({}, ...FILTER_KINDS.map((k) => k.empty)) as FilterValues),
  measure: { kind: 'events' },
  perEvent: false,
  asksCause: false,
  unrecorded: null,
  anyYear: false,
  caseTime: null,
};

/** Runs the readers in order over a question whose asking context is already blanked. */
function readAll(
  question: string,
  reference: string,
): { draft: Draft; rest: string; used: ReadonlyMap<string, readonly Span[]> } {
  const used = new Map<string, readonly Span[]>();
  const usedSoFar = () => [...used.values()].flat();
  let draft = NOTHING_READ;
  for (const reader of READERS) {
    const before = blank(question, usedSoFar());
    const context: ReadContext = {
      question,
      rest: before,
      reference,
      draft,
      spansOf: (name) => used.get(name) ?? [],
      restBefore: (name, except) => {
        const earlier = READERS.slice(
          0,
          READERS.findIndex((r) => r.name === name),
        ).filter((r) => r.name !== except);
        return blank(
          question,
          earlier.flatMap((r) => used.get(r.name) ?? []),
        );
      },
    };
    const { found, spans } = reader.read(context);
    draft = { ...draft, ...found };
    used.set(reader.name, spans);
  }
  return { draft: withoutArrestsOfNobody(draft), rest: blank(question, usedSoFar()).toLowerCase(), used };
}

/**
 * "Murder cases where nobody was arrested, suspects still loose. How many?": the suspects arrested in
 * cases where nobody was arrested are none by definition, so the cases are what is counted.
 */
function withoutArrestsOfNobody(draft: Draft): Draft {
  const { measure } = draft;
  const arrestsOfNobody =
    draft.arrest === 'none' &&
    (measure.kind === 'sum' || measure.kind === 'average') &&
    measure.field === 'suspects_arrested';
  return arrestsOfNobody ? { ...draft, measure: { kind: 'events' }, perEvent: false } : draft;
}

/** As many words as a plan's words filter holds. */
const MAX_TOPIC_WORDS = 10;

/**
 * "Were more victims attacked by someone they knew than by a stranger?": two groups set against each
 * other by words no reader makes sides of. Counting both together would read as the answer; the words
 * from "than" on are said not to be applied instead. A figure after "than" is a threshold, not a side.
 */
const COMPARED_WITHOUT_SIDES =
  /\b(?:more|fewer|less|higher|lower|greater|likelier|commoner)\b[^?.;]*?\b(than\s+(?!(?:\d|a\s+(?:third|quarter|half|dozen|few|handful)\b|one\b|two\b|three\b|four\b|five\b|six\b|seven\b|eight\b|nine\b|ten\b|twenty\b|twice\b|half\b|double\b|usual\b|average\b|expected\b|before\b|ever\b|last\b|the\s+(?:average|national|rest)\b|in\s+(?:19|20)\d\d\b))[^?.;,]+)/i;

function comparisonWithoutSides(question: string, intent: IntentReading, sides: boolean): string | null {
  if (sides || (intent.intent !== 'count' && intent.intent !== 'summarise')) return null;
  return COMPARED_WITHOUT_SIDES.exec(question)?.[1]?.trim() ?? null;
}

/** "True or false:", "Yes or no -", "Y/N:" before a claim, or opening an ask after another: a yes or no. */
const CHECK_LEAD =
  /(?:^\s*|[?.!]\s+)(?:true\s+or\s+false|yes\s+or\s+no|right\s+or\s+wrong|fact\s+or\s+fiction|y\/n)\s*[:?,.-]/i;

/** "Concentration by municipality: which one ...": a heading that says what the ask ranks. */
const GROUPED_BY =
  /\b(?:by|per|across)\s+(?:provinces?|municipalit(?:y|ies)|metros?|districts?|towns?|places?|areas?|months?|years?|weekdays?|days?|crimes?)\b/i;
const QUESTION_WORD_FIRST = /^\s*(?:which|what|how|where|when|who|in\s+which|on\s+which)\b/i;

/**
 * "Which municipality has logged the most incidents? That is the precinct I would red-flag first.": a
 * statement after the ask explains it; its words ("first") say nothing of what is asked.
 */
function withoutTrailingStatement(rest: string): string {
  const end = rest.lastIndexOf('?');
  if (end <= 0) return rest;
  const after = rest.slice(end + 1);
  return STATEMENT_OPENING.test(after) &&
    !/\b(?:how|what|which|when|where|who|whose)\b|\?/i.test(after) &&
    WH_ASKED.test(rest.slice(0, end))
    ? rest.slice(0, end + 1)
    : rest;
}
/**
 * A sentence about the asker or what was asked: "That is the precinct ...", "I need it for ...", "Most
 * of the victims in those are our guards.".
 */
const STATEMENT_OPENING =
  /^\s*(?:that|this|it|i|we|my|our|they|(?:most|many|some|all|none|half|several|few)\s+of|an?\s+(?:whole|round|rough|single|simple|plain|exact)\s+(?:number|figure|percentage|answer|per\s*cent))\b/i;
const WH_ASKED = /\b(?:which|what|when|where|who|how\s+many|how\s+much)\b/i;

/** " - how many killed - ", "(how many were killed)": a count asked in passing, between dashes or brackets. */
const ASKING_ASIDE = /\s[-–—]\s[^-–—?]{1,60}?\s[-–—]\s|\([^()?]{1,60}\)/g;
const WHICH_ASK = /\b(?:which|what)\b[^?]*\b(?:most|least|fewest|highest|lowest|biggest|largest|smallest)\b/i;

/**
 * "Which province lost the most people - how many killed - if you count ...?": the "how many" of an
 * aside says what the ranking measures; the ask outside it says that it is a ranking.
 */
function withoutAskingAside(rest: string): string {
  const outside = rest.replace(ASKING_ASIDE, (aside) =>
    /\bhow\s+many\b/i.test(aside) ? ' '.repeat(aside.length) : aside,
  );
  return outside !== rest && WHICH_ASK.test(outside) ? outside : rest;
}

/** An ask that opens by asking for a count: "how many ...", "in how many ...", "what percentage ...". */
const COUNT_ASK_OPENING =
  /^\s*(?:how\s+(?:many|much|often)|in\s+how\s+many|what\s+(?:number|percentage|share|proportion|fraction))\b/i;
/** Words that name two sides to compare. */
const SIDES_NAMED = /\b(?:vs\.?|versus|or|against|compared|than|and)\b|->/i;

/** An ask that only checks what was said before it: "Is that right?", "Do the releases back that up?". */
const CHECK_ONLY =
  /^\s*(?:(?:yes\s+or\s+no|ja\s+of\s+nee|y\/n|true\s+or\s+false)\s*[?.!]?\s*$|(?:[^,?]{1,80},\s*)?(?:(?:is|was)\s+(?:that|this|it)\s+(?:true|right|correct|so|accurate|supported|borne\s+out|backed\s+up)(?:\s+by\s+(?:the\s+|these\s+|this\s+|our\s+)?(?:releases|records|events|notebook|data|reports|figures))?|(?:do|does)\s+(?:the\s+)?(?:releases|records|events|reports|figures|notebook|data)\s+(?:back\s+(?:that|this|it)\s+up|support\s+(?:that|this|it)|bear\s+(?:that|this|it)\s+out)|(?:true|right|correct)(?:\s+or\s+(?:not|false|wrong))?\s*\?)(?:\s+or\s+(?:not|false|wrong))?\s*\??(?:\s*[-–—:]?\s*(?:yes\s+or\s+no|ja\s+of\s+nee|y\/n|true\s+or\s+false)\s*[?.!]?)?\s*$)/i;

/** A pronoun without a noun of its own: "of them", "how many of these" (not "these incidents"). */
const POINTS_BACK_TO_ALL =
  /\b(?:of|among|for)\s+(?:them|these|those)\b(?!\s+(?:incidents?|cases?|events?|matters?|releases?|reports?|crimes?|stories|records?|entries|items|ones)\b)|\bthem\b/i;

/** The place levels a ranking dimension groups by. */
const LEVELS_OF: Partial<Record<Dimension, ReadonlySet<string>>> = {
  province: new Set(['province']),
  municipality: new Set(['metro', 'local', 'district']),
};

/**
 * "The minister credited the North West with the most arrests. Which province had the highest total
 * of suspects arrested?": an ask that ranks places of a level cannot also be held within a place of
 * that level, so such a place told before it is what the ask ranks, not where it counts.
 */
function withoutRankedPlaces(whole: ReturnType<typeof readAll>, ask: string): ReturnType<typeof readAll> {
  const dimension = askedDimension(ask.toLowerCase());
  const levels = dimension ? LEVELS_OF[dimension] : undefined;
  if (!levels) return whole;
  const { places } = whole.draft;
  if (places.length === 0) return whole;
  const sameLevel = places.every((p) => levels.has(p.candidates[0]?.kind ?? ''));
  // "Which of those provinces had the most?": the ranking is among the places named, and towns named
  // ("Bloem, Kimberley, Polokwane ...") stand for the provinces they lie in.
  if (dimension === 'province' && PROVINCES_OF_THOSE.test(ask))
    return sameLevel ? whole : { ...whole, draft: { ...whole.draft, places: provincesHolding(places) } };
  return sameLevel ? { ...whole, draft: { ...whole.draft, places: [] } } : whole;
}

/** "which of those provinces", "these provinces": provinces pointed back to through places named. */
const PROVINCES_OF_THOSE = /\b(?:those|these|the\s+same)\s+provinces\b/i;

/** The provinces the places lie in, each once, as mentions where the places were named. */
function provincesHolding(places: readonly PlaceMention[]): PlaceMention[] {
  const held = new Map<string, PlaceMention>();
  for (const place of places) {
    const province = place.candidates[0]?.province;
    const mention = province ? findPlaceMentions(province)[0] : undefined;
    if (province && mention && !held.has(province))
      held.set(province, { ...mention, start: place.start, end: place.end });
  }
  return [...held.values()];
}

/** "by us in Delft", "where I live", "in our area": the asker's own place and experience. */
const OWN_EXPERIENCE =
  /\b(?:by\s+(?:us|ons|me|my\s+place)|where\s+(?:i|we)\s+(?:live|stay|work)|(?:i|we)\s+(?:live|stay)\s+(?:in|at|near)|in\s+(?:my|our)\s+(?:area|street|township|town|kasi|hood|neighbourhood|ward|suburb|community|village|block)|at\s+our\s+place|(?:ek|ons)\s+bly)\b/i;

/**
 * "... mostly happen on? Every kitchen has its Friday rush.": a saying about every one of a kind, told
 * after the ask, is the asker's aside, not a clarification of the ask.
 */
const GENERALISATION =
  /^\s*(?:every|each|all|most|no)\s+[\p{L}-]+\s+(?:has|have|had|is|are|gets?|knows?|does|do|needs?)\b/iu;

/**
 * "Fridays are busy with the weekend rush. How many happened on a Friday?", "Femicide so often comes
 * from people close to the victim. How many people were killed where the attacker was known?": when
 * the ask names what it is about, the statements around it are context, and their crimes, days and
 * conditions are not the ask's. An ask that names nothing of its own ("Business robberies are our
 * bread and butter. How many are there?") is about what the statements name, and so is a place or a
 * period it points back to ("... in that municipality?").
 */
function askFirst(question: string, reference: string): ReturnType<typeof readAll> {
  // "... mostly land on? Every kitchen has its Friday rush.": a saying told after the ask names nothing
  // the ask counts, even when the ask names nothing of its own.
  const asked = question.indexOf('?');
  const told = statementSpans(question);
  const sayings = told.filter(
    (s) => asked !== -1 && s.start > asked && GENERALISATION.test(question.slice(s.start, s.end)),
  );
  if (sayings.length > 0) return askFirst(blank(question, sayings), reference);
  const whole = readAll(question, reference);
  // Only sentences told before the ask, or hearsay after it: a heading before a colon names the ask's
  // topic, a claim is what the ask checks, and what follows the ask explains it ("... Just cars, not
  // the trucks.").
  const statements = told.filter((s) => {
    const text = question.slice(s.start, s.end);
    const claim = isCheckedClaim(question, s);
    // A claim told after the ask ("... Baie mense say QwaQwa is worse.") is hearsay beside it.
    // So is what the asker lives with ("... By ons in Delft it's every weekend").
    const hearsayAfter = asked !== -1 && s.start > asked && (reportsClaim(text) || OWN_EXPERIENCE.test(text));
    return (
      (asked === -1 || s.end <= asked || hearsayAfter) &&
      !HEADING_END.test(text) &&
      !claim &&
      !isNamingFragment(text)
    );
  });
  if (statements.length === 0) return whole;
  const askOnly = blank(question, statements);
  // "Illegal guns! How many incidents since 2019?", "Limpopo. Guys who were victims, male ones. How
  // many?": an ask that names no crime and no people counts what the words before it named.
  // The ask alone is read only once, here when a topic was told before it, or below.
  const topicTold = statements.some((s) => isTopicFragment(question.slice(s.start, s.end)));
  const askFirstRead = topicTold ? readAll(askOnly, reference) : null;
  if (askFirstRead && namesNothingCounted(askFirstRead.draft)) return withoutRankedPlaces(whole, askOnly);
  // "what percentage of them", "how many of these": the ask is about what the statements told.
  if (POINTS_BACK_TO_ALL.test(askOnly))
    return PROVINCES_OF_THOSE.test(askOnly) ? withoutRankedPlaces(whole, askOnly) : whole;
  const ask = askFirstRead ?? readAll(askOnly, reference);
  // "... a school in Kroonstad. How many women were among the victims in these reports?": an ask
  // that counts people of its own across every report, pointing back to nothing, takes nothing from
  // the story told before it ("the most recent one in these releases" still points back).
  const ownAcrossEveryReport =
    ask.draft.measure.kind !== 'events' &&
    ACROSS_EVERY_REPORT.test(askOnly) &&
    !pointsBackToPlace(askOnly) &&
    !pointsBackToPeriod(askOnly);
  if (!hasStructuredFilterValues(ask.draft) && ownAcrossEveryReport) return ask;
  // "Murder: Free State vs Northern Cape. Did Free State have more, y/n?": sides set against each other
  // before an ask that names one of them with "more" and no "than" are the sides it compares.
  const sidesSetBefore = statements.some((s) => SIDES_SET.test(question.slice(s.start, s.end)));
  if (
    sidesSetBefore &&
    ask.draft.places.length === 1 &&
    whole.draft.places.length === 2 &&
    ONE_SIDE_MORE.test(askOnly) &&
    !/\bthan\b/i.test(askOnly)
  )
    return whole;
  if (!hasStructuredFilterValues(ask.draft)) return withoutRankedPlaces(whole, askOnly);
  // "My brother farms in the Eastern Cape. How many more were killed there than in the Western Cape?":
  // the place pointed back to is the side the ask sets against the one it names.
  const place =
    pointsBackToPlace(askOnly) &&
    (ask.draft.places.length === 0 ||
      (ask.draft.places.length === 1 && THAN_THE_OTHER.test(askOnly) && whole.draft.places.length === 2));
  const period = pointsBackToPeriod(askOnly) && ask.draft.periods.length === 0;
  return {
    ...ask,
    draft: {
      ...ask.draft,
      ...(place ? { places: whole.draft.places } : {}),
      ...(period ? { periods: whole.draft.periods, monthsOfYear: whole.draft.monthsOfYear } : {}),
      // Names told before an ask that points back to their case (see filters/names.ts).
      ...(ask.draft.names.length === 0 ? { names: whole.draft.names } : {}),
    },
  };
}

/** A reading that counts events of any crime and any people. */
const namesNothingCounted = (draft: Draft) =>
  draft.crimes.length === 0 && draft.people.length === 0 && draft.measure.kind === 'events';

/** "Free State vs Northern Cape.": two sides set against each other in a statement. */
const SIDES_SET = /\b(?:vs\.?|versus)\s/i;
/** "Did Free State have more", "Free State ahead": one side asked of with a comparison word. */
const ONE_SIDE_MORE = /\b(?:more|fewer|less|ahead|behind|outscored?|beat|worse|better|busier|bigger)\b/i;

/** "... there than in the Western Cape": a comparison whose other side is named after "than". */
const THAN_THE_OTHER = /\bthere\s+than\s+(?:in|at|from)\b/i;

/** "in these reports", "in all the releases", "across every incident": the whole notebook, said outright. */
const ACROSS_EVERY_REPORT =
  /\b(?:in|across|among|from|of)\s+(?:all\s+(?:of\s+)?)?(?:these|the|this|every|all\s+the)\s+(?:reports?|releases?|records?|notebook|data|statements?|incidents|cases|events)\b(?!\s+(?:in|from|at|on|with|where|that|which|about|involving)\b)/i;

/** "within that municipality", "in that town": a place below a province pointed back to by its level. */
const LOCAL_BACK_REFERENCE = /\b(?:that|this|the\s+same)\s+(?:municipality|metro|district|town|city)\b/i;

/**
 * "What share of the Western Cape incidents fell within that municipality?": a place below a province
 * pointed back to when the ask names provinces only; the provinces are read, the words pointing back
 * are not applied.
 */
function unmatchedLevelReference(rest: string, places: readonly PlaceMention[]): string[] {
  const reference = LOCAL_BACK_REFERENCE.exec(rest);
  if (!reference || places.length === 0) return [];
  const provincesOnly = places.every((p) => p.candidates.every((c) => c.kind === 'province'));
  return provincesOnly ? [reference[0]] : [];
}

/**
 * "people over 60", "women under 30": an age set on people that no reader used. The events keep
 * victims' ages apart from who was killed or was a woman, so the bound is a condition not applied,
 * never silently dropped from a clean figure.
 */
const PEOPLE_OF_AN_AGE =
  /\b(?:people|persons|victims|women|men|girls|boys|residents|pensioners|suspects|accused)\s+((?:aged\s+)?(?:over|under|above|below|older\s+than|younger\s+than)\s+(?:the\s+age\s+of\s+)?\d{1,3})\b/i;

function unreadAgeBound(question: string, rest: string, measure: Draft['measure']): string[] {
  if (measure.kind === 'ages' || measure.kind === 'extreme') return [];
  const found = PEOPLE_OF_AN_AGE.exec(question);
  const bound = found?.[1];
  if (!found || !bound) return [];
  // The people word may be read already; the bound is unread while the rest still holds it as asked.
  const at = found.index + found[0].length - bound.length;
  return rest.slice(at, at + bound.length) === bound.toLowerCase() ? [bound] : [];
}

/** "Was ...", "Did ...": an ask put for a yes or no. */
const YES_NO_OPENING = /^\s*(?:was|were|is|are|did|does|do|has|have|had)\b/i;

/** "more ... than any other province", "the most ... of any province": a place's rank first, asked. */
const FIRST_AMONG =
  /\b(?:more|most|fewer|fewest|highest|lowest|largest|biggest|worst)\b[^?.]*?\b(?:than\s+(?:any|every)\s+other|of\s+(?:any|all(?:\s+the)?))\s+(provinces?|municipalit(?:y|ies)|metros?)\b|\bthe\s+(province|municipality|metro)\s+(?:with|that\s+(?:had|has|saw))\s+the\s+(?:most|fewest|highest|lowest|largest)\b/i;

/**
 * "Was the Free State the province with the most murders?", "... said the Free State has had more farm
 * murders than any other province. Is that true?": a yes or no on whether the one place named of the
 * level ranked comes first; the place is the one checked, not where the ranking counts.
 */
function rankCheckOf(
  intent: IntentReading,
  places: readonly PlaceMention[],
  rest: string,
  question: string,
): { place: PlaceMention; dimension: Dimension; order: 'most' | 'least' } | null {
  const [place] = places;
  if (!place || places.length !== 1) return null;
  const subject = rankedAsSubject(intent, place, question);
  if (subject) return subject;
  if (!(intent.yesNo || YES_NO_OPENING.test(rest))) return null;
  const first = FIRST_AMONG.exec(rest);
  const level = (first?.[1] ?? first?.[2] ?? '').toLowerCase();
  if (!level) return null;
  const dimension: Dimension = level.startsWith('prov') ? 'province' : 'municipality';
  const levels = LEVELS_OF[dimension];
  const order = /^(?:fewer|fewest|lowest)$/i.test(first?.[0].split(/\s/)[0] ?? '') ? 'least' : 'most';
  return levels?.has(place.candidates[0]?.kind ?? '') ? { place, dimension, order } : null;
}

/** "... Gauteng that has the most incidents", "Gauteng had the fewest": a place as a superlative's subject. */
const RANKED_AS_SUBJECT =
  /^\s*(?:(?:that|which)\s+)?(?:has|had|have|saw|sees|recorded|records|leads?|led|tops?|topped)\s+(?:got\s+)?(?:the\s+)?(most|highest|largest|biggest|fewest|lowest|least)\b/i;
/** "Wednesday comes up more often than any other day", "the most of any weekday": a day's rank, asked. */
const FIRST_DAY =
  /\b(?:more|most|fewer|fewest)\b[^?.]*?\b(?:than\s+(?:on\s+)?(?:any|every)\s+other|of\s+(?:any|all(?:\s+the)?))\s+(?:days?|weekdays?)\b/i;

/**
 * "We say Wednesday comes up more often than any other day of the week - does that hold up?": a yes or
 * no on whether the one weekday named comes first among the days of the week.
 */
function weekdayRankCheckOf(
  intent: IntentReading,
  weekdays: readonly WeekdayMention[],
  rest: string,
  question: string,
): { weekday: WeekdayMention; label: string; dimension: Dimension; order: 'most' | 'least' } | null {
  const [weekday] = weekdays;
  if (!weekday || weekdays.length !== 1 || weekday.days.length !== 1) return null;
  const checks =
    intent.yesNo || YES_NO_OPENING.test(rest) || PUT_TO_CHECK.test(question) || CHECKS_A_CLAIM.test(question);
  const first = FIRST_DAY.exec(question);
  if (!checks || !first) return null;
  const label = WEEKDAY_NAMES[weekday.days[0] ?? 0] ?? '';
  const order = /^(?:fewer|fewest)$/i.test(first[0].split(/\s/)[0] ?? '') ? 'least' : 'most';
  return { weekday, label, dimension: 'weekday', order };
}

/** "..., confirm?", "..., right?", "is that correct?": the statement before it is put to be checked. */
const PUT_TO_CHECK = /\b(?:confirm|right|correct|true|yes\s+or\s+no|y\/n)\s*\??\s*$/i;

/**
 * "I think it's Gauteng that has the most incidents overall, confirm?": the one place named, put as the
 * subject of a superlative and checked, is checked for first place among the places of its own level.
 */
function rankedAsSubject(
  intent: IntentReading,
  place: PlaceMention,
  question: string,
): { place: PlaceMention; dimension: Dimension; order: 'most' | 'least' } | null {
  const ranked = RANKED_AS_SUBJECT.exec(question.slice(place.end));
  // "Gauteng had the most murders?": a statement that opens with the place, asked with its mark alone.
  const statementAsked = question.slice(0, place.start).trim() === '' && /\?\s*$/.test(question);
  const checked =
    intent.yesNo || YES_NO_OPENING.test(question) || PUT_TO_CHECK.test(question) || statementAsked;
  if (!ranked || !checked) return null;
  const kind = place.candidates[0]?.kind ?? '';
  const dimension = (['province', 'municipality'] as const).find((d) => LEVELS_OF[d]?.has(kind));
  if (!dimension) return null;
  const order = /^(?:fewest|lowest|least)$/i.test(ranked[1] ?? '') ? 'least' : 'most';
  return { place, dimension, order };
}

/**
 * "Reporter has the latest kidnapping as April 2025 - what is the actual date?", "The draft says the
 * oldest case goes back to 2016. Date of the earliest incident?": the date a claim gives for the first
 * or last incident is what the answer checks, not a window to look in.
 */
const CLAIM_CLAUSE =
  /\b(?:says?|said|claims?|claimed|reckons?|thinks?|writes?|wrote|i\s+(?:have|got|found|make\s+it|worked\s+out|calculated|counted)|i['’]ve\s+got)\b[^.?!]*?(?=[.?!]|\s[-–—]\s|,\s*(?:is\s+(?:that|this|it)|right|correct|true|confirm)\b|$)|\bit\s+is\s+claimed\s+that\b[^.?!]*?(?=[.?!]|\s[-–—]\s|$)/gi;

function notClaimed<P extends { start: number; end: number }>(question: string, periods: readonly P[]): P[] {
  // Only a claim an ask follows, with or without its question mark.
  const claims = [...question.matchAll(CLAIM_CLAUSE)]
    .map(spanOf)
    .filter((c) => /[\p{L}]/u.test(question.slice(c.end)));
  return periods.filter((p) => !claims.some((c) => c.start <= p.start && p.end <= c.end));
}

/** "that incident", "it", "that one": the ask points back to one incident named before it. */
const THAT_INCIDENT =
  /\b(?:that|this|the\s+same)\s+(?:incident|case|one|event|murder|attack|matter)\b|\b(?:did|does|was)\s+it\b/i;
/** "KZN's earliest murder", "the latest hijacking": a first or last incident named. */
const MOMENT_CLAIMED =
  /\b(first|earliest|oldest|latest|last|most\s+recent|newest)\s+(?:[\p{L}-]+\s+){0,2}?(?:incident|case|event|murder|rape|robbery|hijacking|carjacking|kidnapping|attack|shooting|heist|one)\b/iu;

/** "nobody was arrested for any of the carjackings", "no arrest in any of these cases": none at all. */
const NOBODY_FOR_ANY =
  /\b(?:nobody|no\s*one|no\s+suspects?|no\s+arrests?|(?:did\s+not|didn['’]?t|never)\s+(?:arrest|detain|catch)\s+(?:anybody|anyone|any\s+suspects?|a\s+single\s+(?:person|suspect)))\b[^?.]{0,40}?\b(?:for|in|over|from|after)\s+any\s+(?:of\s+)?(?:the|these|those|them)\b/i;

/** Words that tell a claim someone made: "Viral claim:", "a tweet says", "my uncle reckons". */
const CLAIM_TOLD =
  /\b(?:claims?|claimed|says|said|alleges?|alleged|rumou?rs?|viral|tweet(?:ed|s)?|posts?|posted|insists?|reckons?)\b/i;
/** "Which incident actually had the most injured?": the ask finds the fact out for itself. */
const ASKED_AFRESH =
  /^\s*(?:so\s+|but\s+|ok(?:ay)?,?\s+)?(?:which|what|where|who|when|how)\b[^?]*\b(?:actually|really|in\s+fact|in\s+reality|truly)\b/i;

/** An ask that finds out its own fact: a superlative, or a noun of its own after the question word. */
const NAMES_ITS_OWN =
  /\b(?:most|least|fewest|highest|lowest|largest|biggest|first|earliest|latest|last)\b|^\s*(?:so\s+|but\s+|ok(?:ay)?,?\s+)?(?:which|what)\s+(?!(?:do|does|did|is|are|was|were)\b)\w+/i;

/**
 * "Viral claim: the Khayelitsha shooting left the most people injured. Which incident actually had the
 * most injured?": the claim told before an ask that finds the fact out afresh narrows nothing; the
 * answer is the fact, which the asker then sets against the claim.
 */
function claimsAskedAfresh(question: string): Span[] {
  const statements = statementSpans(question);
  const last = statements.at(-1);
  const ask = question.slice(last?.end ?? 0);
  // "... three cash-in-transit robberies in the Eastern Cape. How many do the records actually show?":
  // an ask that names nothing of its own counts what the claim named.
  if (!last || !ASKED_AFRESH.test(ask) || !NAMES_ITS_OWN.test(ask)) return [];
  return CLAIM_TOLD.test(question.slice(0, last.end)) ? [{ start: 0, end: last.end }] : [];
}

/**
 * Reads a question: who asks and why is set aside, the readers run in their declared order, then
 * the intent is read from what is left.
 */
export function understandQuestion(
  asked: string,
  reference: string,
  referenceIsToday: boolean,
): QuestionReading {
  // Who asks and why is set aside, positions kept, before any reader runs.
  const context = [...askingContext(asked), ...claimsAskedAfresh(asked)];
  const question = blank(asked, context);
  const { draft: read0, rest: wholeRest, used } = askFirst(question, reference);
  // "For a feature on KwaZulu-Natal: how many murders were there in that province?": the place the
  // ask points back to may stand in the words set aside as who asks and why.
  // "I'm with the City of Cape Town. How many more incidents does our metro have than eThekwini?":
  // the place pointed back to is a side beside the one the ask names.
  // "Kayelitsha, the big township outside Cape Town. How many took place there?": the place told, not
  // the places that explain it.
  // "Umlazi, not the whole of eThekwini - whats the body count there?": a place set aside is not told.
  const told = pointsBackToPlace(wholeRest)
    ? findPlaceMentions(blank(keepOnly(asked, context), explanationSpans(asked))).filter(
        (t) => !isPlaceSetAside(asked, t),
      )
    : [];
  const placed =
    told.length > 0 && read0.excludedPlaces.length === 0
      ? {
          ...read0,
          places: [...told.filter((t) => !read0.places.some((p) => p.label === t.label)), ...read0.places],
        }
      : read0;
  // "For a sidebar on 2019: how many ... during that year?": so may the period.
  const draft =
    placed.periods.length === 0 && pointsBackToPeriod(wholeRest)
      ? { ...placed, periods: findDateExpressions(keepOnly(asked, context), reference) }
      : placed;
  // The ask starts after a lead-in ("Quick one for the bulletin: were more ..."), which is where a yes/no verb stands.
  // So does a heading no reader found anything in ("Head-to-head: did hijackings outscore ...").
  // A "heading" that opens with a question word is the ask itself ("Which province lost the most - how
  // many killed - ...?").
  const headings = headingSpans(question);
  const emptyHeading = headings.find(
    (h) =>
      question.slice(0, h.start).trim() === '' &&
      !QUESTION_WORD_FIRST.test(question.slice(h.start, h.end)) &&
      !GROUPED_BY.test(question.slice(h.start, h.end)) &&
      !CHOSEN_AMONG.test(question.slice(h.start, h.end)) &&
      wholeRest.slice(h.start, h.end) === question.slice(h.start, h.end).toLowerCase(),
  );
  // "Weekend warriors of the worst kind (sorry, dark joke): how many murders ...?": a heading before an
  // ask that opens with a question word of its own names conditions, but the ask says what is counted.
  // A heading that names sides ("Madibeng or Matlosana: which saw more ...") is part of the ask.
  const askingHeading = headings.find(
    (h) =>
      question.slice(0, h.start).trim() === '' &&
      COUNT_ASK_OPENING.test(question.slice(h.end)) &&
      !QUESTION_WORD_FIRST.test(question.slice(h.start, h.end)) &&
      !SIDES_NAMED.test(question.slice(h.start, h.end)),
  );
  // And so do statements before it ("A student claims that ... Do the releases support that claim?").
  // "Still finding my feet here: I gather what we would call counties are provinces. Which ...?": the
  // statements may follow an empty heading.
  const statementsEnd = statementSpans(question).reduce(
    (end, s) => (question.slice(end, s.start).trim() === '' ? s.end : end),
    emptyHeading?.end ?? 0,
  );
  const leadEnd = Math.max(
    context.find((s) => asked.slice(0, s.start).trim() === '')?.end ?? 0,
    OPENING_ASIDE.exec(question)?.[0].length ?? 0,
    emptyHeading?.end ?? 0,
    askingHeading?.end ?? 0,
    statementsEnd,
  );
  // Only the spaces the asker wrote after the lead go: words a reader blanked at the start of the ask
  // ("how many suspects") stay blank, so "were arrested" is not read as opening a yes/no question.
  const askStart = leadEnd + (question.slice(leadEnd).length - question.slice(leadEnd).trimStart().length);
  const rest = leadEnd > 0 ? wholeRest.slice(askStart) : wholeRest;
  // "Someone says there were more murders in Limpopo than in the Free State. Is that true or not?":
  // an ask that only checks the claim before it asks what the claim says, yes or no.
  const checksOnly = leadEnd > 0 && CHECK_ONLY.test(rest);
  const { perEvent, anyYear, asksCause, unrecorded, caseTime, ...read } = draft;
  const claim = claimChecked(read, question, rest);
  const { measure, ...filters } = claim?.reading ?? read;
  // "Comparing 2019 with 2021, how many more in 2019?": a period named twice is one period.
  const allPeriods = withPresent(filters.periods, rest, reference).filter(
    (p, at, all) => all.findIndex((o) => o.range.from === p.range.from && o.range.to === p.range.to) === at,
  );
  const named = readShareBase(
    question,
    { ...filters, periods: allPeriods },
    {
      hasDate: { value: filters.hasDate, spans: used.get('date-known') ?? [] },
      tieStated: tieStatedSpans(question),
      people: { value: filters.people, spans: used.get('people') ?? [] },
      arrest: { value: filters.arrest, spans: used.get('arrest') ?? [] },
      fieldsStated: { value: filters.fieldsStated, spans: used.get('field-stated') ?? [] },
      monthsOfYear: { value: filters.monthsOfYear, spans: used.get('month-of-year') ?? [] },
    },
  );
  // What a share is of is its base; the rest of the question's filters choose the part within it.
  // "Is the share of murders above 20 %?": with nothing left for the part, what was named is the
  // part, and the share is of the whole notebook.
  const namedPart = named && partOf(filters, named, rest);
  const partRemains = namedPart !== null && hasStructuredFilter({ ...namedPart, topics: [], measure });
  const shareOf = partRemains ? named : null;
  const part = partRemains && namedPart ? namedPart : filters;
  const { crimes, places, periods, weekdays } = part;
  const compared = withoutFrame(allPeriods.filter((p) => !shareOf?.periods.includes(p)));
  const sides =
    places.length >= 2 ||
    setsOnePlaceAgainstTheRest(places, question) ||
    (crimes.length >= 2 && filters.crimesMatch === 'any') ||
    compared.length >= 2 ||
    weekdays.length >= 2 ||
    filters.monthSides.length >= 2;
  const onlyPlace =
    places.length === 1 && crimes.length === 0 && periods.length === 0 && weekdays.length === 0;
  let intent: IntentReading =
    onlyPlace && asksLocation(rest)
      ? { ...readIntent('', false), intent: 'locate' }
      : checksOnly
        ? { ...readIntent(wholeRest.slice(0, askStart) + rest.replace(CHECK_ONLY, ' '), sides), yesNo: true }
        : readIntent(withoutAskingAside(withoutTrailingStatement(rest)), sides);
  // "SAPS members among the victims, NW and NC combined - how many?": the people the condition names,
  // summed; a claim about them is checked yes or no only when no count is asked.
  // "Confirm or correct that number", "give me the correct count": the figure is asked, not a yes or no.
  const countAsked =
    claim !== null &&
    /\bhow\s+many\b|\bnumber\s+of\b|\bhow\s+much\b|\bcorrect\s+(?:that\s+|the\s+)?(?:number|figure|count|total)\b/.test(
      rest,
    );
  if (claim) intent = { ...intent, intent: 'count', yesNo: !countAsked, vague: false };
  // "Attempted murder hotspots ranked per province. Top zone?": a bare ask ranks by what the lead named.
  if (intent.intent === 'which-most' && intent.dimension === null && askStart > 0) {
    const named = dimensionIn(wholeRest.slice(0, askStart));
    if (named) intent = { ...intent, dimension: named };
  }
  if (asksEvery(question)) intent = { ...intent, intent: 'count', yesNo: true, vague: false };
  // "True or false: the Eastern Cape had more murders than the Western Cape.": a claim to check.
  if (CHECK_LEAD.test(question)) intent = { ...intent, yesNo: true, vague: false };
  // "% of incidents w/ a female suspect?": a share asked without a question word is still a count.
  if (intent.intent === 'summarise' && intent.vague && asksShare(question))
    intent = { ...intent, intent: 'count', vague: false };
  // "Our script says KZN's earliest murder ... dates back to late 2017. What's the exact date of that
  // incident?": the first or last incident a claim names is the one the ask points back to.
  if (intent.intent === 'when' && intent.moment === null && THAT_INCIDENT.test(rest)) {
    const claimed = MOMENT_CLAIMED.exec(question.slice(0, askStart));
    if (claimed)
      intent = {
        ...intent,
        moment: /^(?:first|earliest|oldest)$/i.test(claimed[1] ?? '') ? 'earliest' : 'latest',
      };
  }
  if (perEvent) intent = perEventRanking(intent, question.slice(askStart));
  else if (measure.kind !== 'events' && !MEASURED_INTENTS.has(intent.intent))
    intent = { ...intent, intent: 'count', vague: false };
  else if (measure.kind !== 'events') intent = { ...intent, vague: false };
  // "How many incidents were recorded in Limpopo and in Mpumalanga, respectively?": a figure for each
  // place named, not one figure for them together.
  const eachPlace = namedPlacesDimension(places);
  if (
    eachPlace &&
    measure.kind === 'events' &&
    EACH_SEPARATELY.test(rest) &&
    intent.intent === 'count' &&
    !intent.yesNo
  )
    intent = { ...intent, intent: 'breakdown', dimension: eachPlace, vague: false };
  const checkedDay = weekdayRankCheckOf(intent, weekdays, checksOnly ? wholeRest : rest, question);
  const checked = checkedDay ?? rankCheckOf(intent, places, checksOnly ? wholeRest : rest, question);
  if (checked)
    intent = {
      ...intent,
      intent: 'which-most',
      dimension: checked.dimension,
      order: checked.order,
      top: 1,
      within: null,
    };
  const dimension = checked
    ? checked.dimension
    : finerThanThePlace(defaultDimension(intent, crimes, places), places);
  const tooManyWords =
    part.topics.length > MAX_TOPIC_WORDS && hasStructuredFilter({ ...part, topics: [], measure });
  // A difference of two kinds of people ("more men than women were victims") has its own sides.
  const countedPlainly = measure.kind === 'events' || measure.kind === 'sum';
  const unsetComparison = countedPlainly ? comparisonWithoutSides(asked, intent, sides) : null;
  const perPeriod = PER_PERIOD_INTENTS.has(intent.intent) ? readAveragePer(asked, measure) : null;
  // "My client says the Hillbrow hijacking took place in December 2021. On what date did it happen?":
  // the date put forward for the incident asked about is checked, not searched in.
  const unclaimed = intent.intent === 'when' ? notClaimed(question, compared) : compared;
  const vacuousCheck =
    intent.intent === 'when' &&
    intent.moment !== null &&
    !hasStructuredFilter({ ...part, periods: unclaimed, topics: [], measure });
  const yesNoBounds =
    (claimsNone(question, rest, intent.yesNo) ? { max: 0 } : null) ??
    (countAsked ? null : claim?.bounds) ??
    yesNoBoundsOf(question, wholeRest, rest, intent.yesNo, measure);
  return {
    ...intent,
    ...part,
    ...(perPeriod
      ? {
          intent: 'count' as const,
          within: null,
          trendUnit: null,
          yesNo: false,
          averagePer: perPeriod.unit,
          topics: part.topics.filter((t) => !isAveragingWord(t.word)),
        }
      : {}),
    // "Counting all years together, which month...": months of the year, not months of one year.
    dimension: perPeriod ? null : anyYear && dimension === 'month' ? 'month-of-year' : dimension,
    question: asked,
    measure: perPeriod?.measure ?? measure,
    periods: unclaimed,
    // "Earliest incident date - I have 26 Oct 2014, is that correct?": the date the claim gives is
    // checked against the one found, which the answer states; with nothing chosen, no event is "the
    // one" to check (the whole notebook's first incident is always its first).
    ...(unclaimed.length < compared.length || vacuousCheck ? { yesNo: false } : {}),
    shareOf,
    yesNoBounds,
    // "More than half of the incidents were in Gauteng. Yes or no?": a claim of a share, checked, is a
    // share counted against its bound, not an overview.
    ...(intent.intent === 'summarise' && intent.yesNo && yesNoBounds && asksShare(question)
      ? { intent: 'count' as const }
      : {}),
    // "Is it true that nobody was arrested for any of the carjackings?": whether none of them saw an
    // arrest, not whether one of them saw none.
    ...(intent.yesNo && part.arrest === 'none' && NOBODY_FOR_ANY.test(question)
      ? { arrest: 'made' as const, yesNoBounds: { max: 0 } }
      : {}),
    asksCause,
    unrecorded,
    // "How long from arrest to sentence, on average": one figure over the cases, whatever else was read.
    // Measured from the dates of the case's releases, so no unrecorded duration either.
    ...(caseTime
      ? {
          caseTime,
          intent: 'count' as const,
          yesNo: false,
          measure: { kind: 'events' as const },
          unrecorded: null,
        }
      : {}),
    // "We have a fixture in Ekhuruleni. How many incidents were there?": a place pointed back to that
    // no reader found is a condition left unapplied, not silently every place.
    // "Following the concerns raised in the House about attacks on SAPS members, could you indicate
    // how many police officers ...": more words than a plan takes, when fields choose the events, are
    // words not applied rather than no answer.
    ...(tooManyWords ? { topics: [] } : {}),
    ...(checkedDay
      ? { rankChecked: checkedDay.label, weekdays: weekdays.filter((w) => w !== checkedDay.weekday) }
      : checked && 'place' in checked
        ? { rankChecked: checked.place.label, places: places.filter((p) => p !== checked.place) }
        : {}),
    ignored: [
      // A place the share's base took from before the ask is the one pointed back to.
      ...(part.places.length === 0 && part.excludedPlaces.length === 0 && (shareOf?.places.length ?? 0) === 0
        ? [placeBackReference(rest)].filter((words) => words !== null)
        : unmatchedLevelReference(rest, places)),
      ...(tooManyWords ? part.topics.map((t) => t.word) : []),
      ...(unsetComparison ? [unsetComparison] : []),
      ...unreadAgeBound(question, rest, measure),
    ],
    corrections: [],
    reference,
    referenceIsToday,
  };
}
