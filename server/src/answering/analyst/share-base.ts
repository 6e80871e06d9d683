/**
 * What a share is of, when the question names it: "what percentage of the Northern Cape incidents
 * were rapes" is a share of the Northern Cape incidents, so the filters written inside "of the ...
 * incidents" choose the base and those after it (the crime, an arrest, a people condition) the part.
 */
import { RELATIONSHIPS, type Relationship } from '../../corpus/types';
import { FRACTION, shareBoundSpans } from './count-bounds';
import { type CrimeMention, findCrimeMentions } from './crime-terms';
import type { DateExpression } from './date-expressions';
import { type FieldStated, type FilterValues, hasCaseCondition, type PeopleCondition } from './filters';
import { ASKS_PERCENT_CHANGE } from './measure-terms';
import type { PlaceMention } from './place-terms';
import type { Measure } from './plan-vocabulary';
import type { Span } from './spans';
import { escapeRegExp } from './support-text';
import type { WeekdayMention } from './weekday-terms';

/** The filters that choose a share's base; every other filter belongs to the part. */
export interface ShareBase {
  crimes: readonly CrimeMention[];
  places: readonly PlaceMention[];
  periods: readonly DateExpression[];
  weekdays: readonly WeekdayMention[];
  /** "Of the dated incidents": only events with (or without) an incident date. */
  hasDate?: boolean | null;
  /** "Of the incidents in which the relationship is stated": events that state any tie. */
  relationships?: readonly Relationship[];
  /** "Of the incidents where a child was a victim": events that report those people. */
  people?: readonly PeopleCondition[];
  /** "Of the incidents where police made an arrest": only events with (or without) an arrest. */
  arrest?: 'made' | 'none' | null;
  /** "Among incidents where the number of child victims is known": only events that state a field. */
  fieldsStated?: readonly FieldStated[];
  /** "Of the incidents in September, October and November": months of the year in any year. */
  monthsOfYear?: readonly number[];
}

/** What the base may hold besides mentions: a date-known condition, where its words stand. */
interface BaseConditions {
  hasDate: { value: boolean | null; spans: readonly Span[] };
  /** Where the question speaks of the events that state a tie between attacker and victim. */
  tieStated: readonly Span[];
  /** The conditions on people the question puts, and where it puts them. */
  people: { value: readonly PeopleCondition[]; spans: readonly Span[] };
  /** Whether only events with an arrest (or without one) count, and where the question says so. */
  arrest: { value: 'made' | 'none' | null; spans: readonly Span[] };
  /** The fields events must state (or leave blank), and where the question says so. */
  fieldsStated: { value: readonly FieldStated[]; spans: readonly Span[] };
  /** The months of the year asked about, in any year, and where the question names them. */
  monthsOfYear: { value: readonly number[]; spans: readonly Span[] };
}

/** "percentage of", "share of", "% of": what follows names what the share is of. */
const SHARE_OF = /\b(?:percentage|per\s*cent|proportion|share|fraction)\s+of\s+|%\s+of\s+/i;
/** "more than half of the murders": a part of the whole, when no share word names the base. */
const PART_OF = new RegExp(`\\b(?:${FRACTION}|majority)\\s+of\\s+`, 'i');
/** Where the base's noun phrase ends and the part begins: "of the Northern Cape incidents | were rapes". */
const PART_STARTS =
  /\b(?:were|was|are|is|involved?|involving|had|have|has|resulted|result|led|lead|ended|end|saw|see|included?|including|that|which|where|with|who|got|get|took|takes?|happened|happens?|occurred|occurs?|fell|falls?|came|comes?|did|does|do|showed|shows?|went|goes|died|dies?|also|come|comes|turned|turns?|featured?|features|contained?|contains|yielded|yields?|produced?|produces|brought|brings?|carried|carry|carries|listed|lists?|mentioned|mentions?|counted|counts?|drew|draws?)\b|[?,;:]/i;
/**
 * "Of all robberies (...), what percentage happened in North West", "Of the dated incidents, roughly
 * what percentage ...", "out of all the kidnapping cases what percentage ...": the base named first,
 * before the share word, with a comma or without, also after a lead and its colon ("studying for a test: of
 * the incidents ...").
 */
const BASE_FIRST =
  /(?:^|[.!?:]\s)\s*(?:(?:and|so)\s+)?(?:out\s+)?of\s+((?:[^,?.]|\([^)]*\))+?)(?:,\s*|\s+)(?:[a-z]+ly\s+)?(?:in\s+)?(?:what|which|how\s+(?:big|large)\s+a|(?:determine|compute|calculate|give|state|find|work\s+out)\s+the)\s+(?:percentage|per\s*cent|proportion|share|fraction|part)\b|(?:^|[.!?:]\s)\s*(?:(?:and|so)\s+)?(?:out\s+)?of\s+((?:[^,?.]|\([^)]*\))+?)(?:,\s*|\s+)(?:[a-z]+ly\s+)?(?:in\s+)?what\s*%/i;
/** "... cases in Gauteng", "... incidents at Umlazi": a place the noun phrase ends in. */
const PLACED_AT_END = /\s+(?:in|at)\s+(?:the\s+)?\p{Lu}[\p{L}'-]*(?:[\s-]+\p{Lu}[\p{L}'-]*)*\s*$/u;
/** The verb after a narrowing clause that says what the share's part is: "... killed | were in KwaZulu-Natal". */
const MAIN_VERB =
  /\b(?:were|was|are|is|happened|occurred|took\s+place|fell|came|involved|had|saw|resulted\s+in|ended\s+(?:in|with))\b/i;
/** "what share of them": the base is what the question named before, not a phrase of its own. */
const BACK_REFERENCE = /^\s*(?:them|those|these|it|its|this)\b/i;

/**
 * "In the Eastern Cape, what share of ...", "in the free state what percentage of the incidents ..." (without a
 * comma), "Looking at the EC only: what share of its incidents ...",
 * "In North West, from the start of 2020 onward, what percentage ...", "Carjackings - % with no arrest
 * made": a lead set off by a comma, a colon or a dash before the share word narrows the base too.
 */
const LEAD_BEFORE_SHARE =
  /^([^?]+?)(?:[,:;]|\s[-–—])\s*(?:in\s+|for\s+)?(?:(?:approx(?:imately)?\.?|roughly|about|around|ballpark)\s+)?(?:what|which|how\s+(?:big|large)\s+a)\s+(?:percentage|per\s*cent|proportion|share|fraction|part)\b|^([^?]+?)(?:[,:;]|\s[-–—])\s*(?:(?:approx(?:imately)?\.?|roughly|about|around|ballpark)\s+)?what\s*%|^(\s*in\s+(?:the\s+)?[^?,.:;]{2,40}?)\s+(?=(?:what|wat|which)\s+(?:percentage|per\s*cent|proportion|share|fraction)\b|(?:what|wat)\s*%)/i;

/** The spans of the question that name what a share is of, if it names any. */
function baseSpans(question: string): { spans: Span[]; lead?: Span } {
  const span = baseSpan(question);
  const lead = LEAD_BEFORE_SHARE.exec(question);
  // "Deaths in the Eastern Cape as a proportion of all people killed - what percentage": a lead that
  // names the share itself is the share's part, not a narrowing of its base.
  const leadText =
    lead && !SHARE_OF.test(lead[0].replace(/\s[-–—]\s*(?:what|which|how)[\s\S]*$/i, ''))
      ? (lead[1] ?? lead[2] ?? lead[3])
      : undefined;
  // "Of all robberies, what percentage ...": the base span already starts the question; "Of the
  // incidents in June, July and August, what percentage ...", whose list has commas of its own, is the
  // whole lead.
  if (!lead || leadText === undefined) return { spans: span ? [span] : [] };
  if (/^\s*(?:(?:and|so)\s+)?(?:out\s+)?of\b/i.test(leadText))
    return { spans: [span ?? { start: 0, end: leadText.length }] };
  const leadSpan = { start: 0, end: leadText.length };
  return { spans: [leadSpan, ...(span ? [span] : [])], lead: leadSpan };
}

/**
 * Where the part starts, past the commas of a list ("every truck hijacking, taxi hijacking and
 * cash-in-transit robbery | ended ..."): a comma starts the part only when no list goes on after it.
 */
function listEnd(rest: string): RegExpExecArray | null {
  let from = 0;
  for (;;) {
    const part = PART_STARTS.exec(rest.slice(from));
    if (!part) return null;
    const at = from + part.index;
    const listGoesOn = part[0] === ',' && /^,\s*(?:[\p{L}-]+\s+){0,4}?(?:and|or)\s/iu.test(rest.slice(at));
    if (!listGoesOn) {
      part.index = at;
      return part;
    }
    from = at + 1;
  }
}

/** "... in the base", "... from the denominator": a condition said to choose what a share is of. */
const IN_THE_BASE = /^[^.?!;]{0,20}?\b(?:in|from|of)\s+(?:the|my|your)\s+(?:base|denominator)\b/i;

/**
 * "Base = incidents where the number killed is stated.", "Denominator: all the Limpopo cases", "Case
 * definition: any incident recording murder.": the base declared.
 */
const BASE_DECLARED =
  /\b(?:base|denominator|case\s+definition)\s*(?:[:=]|\bis\b|\bshould\s+be\b)\s*((?:all\s+|the\s+|every\s+|only\s+|any\s+)*(?:[\p{L}-]+\s+){0,3}?(?:incidents?|events?|cases?|records?|rows?)\b[^.?!;)]*)/iu;

/** The span of the question that names what a share is of, if it names one. */
function baseSpan(question: string): { start: number; end: number } | null {
  // "Base = incidents where ... What share of them ...": a base declared on its own is what "them" is,
  // or what a share that names no base of its own is of.
  const declared = BASE_DECLARED.exec(question);
  const declaredSpan = declared?.[1]
    ? {
        start: declared.index + declared[0].length - declared[1].length,
        end: declared.index + declared[0].length,
      }
    : null;
  const first = BASE_FIRST.exec(question);
  const named = first?.[1] ?? first?.[2];
  if (first && named !== undefined) {
    const start = first.index + first[0].indexOf(named);
    return { start, end: start + named.length };
  }
  const shareOf = SHARE_OF.exec(question);
  const of = shareOf ?? PART_OF.exec(question) ?? EVERY.exec(question);
  if (!of) return declaredSpan;
  const start = of.index + of[0].length;
  const rest = question.slice(start);
  if (BACK_REFERENCE.test(rest)) return declaredSpan;
  const part = listEnd(rest);
  // "Were more than half of the kidnapping cases in Gauteng?": with nothing after it, the place the
  // noun ends in is the part, not a narrowing of the whole.
  const placedPart =
    !shareOf && part && /^[?.!]*\s*$/.test(rest.slice(part.index))
      ? PLACED_AT_END.exec(rest.slice(0, part.index))
      : null;
  if (placedPart) return { start, end: start + placedPart.index };
  // "of the incidents with more than two people killed were in KwaZulu-Natal": a clause that narrows
  // the noun ("with", "where", "that") runs on to the verb that starts the part.
  const narrowing = part && /^(?:with|where|that|which|who|involving)$/i.test(part[0]);
  const verb = narrowing ? MAIN_VERB.exec(rest.slice(part.index + part[0].length)) : null;
  if (part && verb) return { start, end: start + part.index + part[0].length + verb.index };
  return { start, end: start + (part ? part.index : rest.length) };
}

const namesPlace = (text: string, label: string) =>
  new RegExp(`(?<![\\p{L}])${escapeRegExp(label)}(?![\\p{L}])`, 'iu').test(text);

const DATED_BASE =
  /\bdated\b|\bwith\s+(?:an?\s+)?(?:known|stated|given|recorded)\s+(?:incident\s+)?dates?\b/i;

/** The base's filters, or null when the question names no base or names one without any filter. */
/** "its incidents", "the incidents there", "that province's cases": a base that points back to a place. */
const BASE_POINTS_BACK =
  /^\s*(?:its|their)\s|\bthere\b|\b(?:that|this|the\s+same)\s+(?:province|place|town|area|city|municipality|region)\b/i;

export function readShareBase(
  question: string,
  found: ShareBase,
  conditions: BaseConditions,
): ShareBase | null {
  // "Comparing 2022 with 2023, what was the percentage change": a change between sides, no share.
  if (ASKS_PERCENT_CHANGE.test(question)) return null;
  const { spans, lead } = baseSpans(question);
  if (spans.length === 0) return null;
  const inside = (m: Span) => spans.some((span) => m.start >= span.start && m.end <= span.end);
  const pointsBackToPlace = spans.some((span) => BASE_POINTS_BACK.test(question.slice(span.start, span.end)));
  // "of the dated incidents ... Don't count the undated ones in the base either": a known date named in
  // the base, or said to be the base's, is the base's; the part lies within it, so is dated too.
  const baseSaid = (m: Span) => IN_THE_BASE.test(question.slice(m.end, m.end + 40));
  // "What percentage of dated incidents ...? The base is incidents with a known date": the base's own
  // words may say it, while the words the date filter took stand elsewhere.
  const baseSaysDated =
    conditions.hasDate.value === true &&
    spans.some((span) => DATED_BASE.test(question.slice(span.start, span.end)));
  const datedInBase = baseSaysDated || conditions.hasDate.spans.some((m) => inside(m) || baseSaid(m));
  const tieInBase = conditions.tieStated.length > 0 && conditions.tieStated.every(inside);
  const peopleInBase =
    conditions.people.value.length > 0 &&
    conditions.people.spans.length > 0 &&
    conditions.people.spans.every(inside);
  const arrestInBase =
    conditions.arrest.value !== null &&
    conditions.arrest.spans.length > 0 &&
    conditions.arrest.spans.every(inside);
  // "Of the incidents in June, July and August, ...": the base's noun phrase ends at the first comma,
  // inside a list of months that is the base's whole.
  const monthsInBase = conditions.monthsOfYear.value.length > 0 && conditions.monthsOfYear.spans.some(inside);
  const statedInBase =
    conditions.fieldsStated.value.length > 0 &&
    conditions.fieldsStated.spans.length > 0 &&
    conditions.fieldsStated.spans.every(inside);
  // "Kidnapping in Gauteng: what percentage of Gauteng incidents involved a kidnapping?": a crime a
  // heading names and the part names again is the part's.
  const afterBase = question.slice(Math.max(...spans.map((span) => span.end)));
  // Only the rest of the asking sentence: "Use all rape incidents as the base." after it names the base.
  // "(numerator KZN murder incidents, denominator all murder incidents)" spells the share out; a crime
  // named there is not the part's alone.
  const part = afterBase
    .slice(0, afterBase.search(/[?.!](?:\s|$)/) + 1 || undefined)
    .replace(/\([^)]*\b(?:numerator|denominator)\b[^)]*\)/gi, ' ');
  const namedInPart = (m: Span) =>
    lead !== undefined &&
    m.start >= lead.start &&
    m.end <= lead.end &&
    new RegExp(`(?<![\\p{L}])${escapeRegExp(question.slice(m.start, m.end))}`, 'iu').test(part);
  const base = {
    // A crime read once, where last named, is the base's when the base names it too.
    crimes: found.crimes.filter(
      (m) =>
        (inside(m) && !namedInPart(m)) ||
        (!inside(m) &&
          spans.some((span) =>
            findCrimeMentions(question.slice(span.start, span.end)).some((c) => c.label === m.label),
          ) &&
          !part.toLowerCase().includes(question.slice(m.start, m.end).toLowerCase())),
    ),
    // A place named twice ("a source told us ... Eastern Cape ... of the Eastern Cape cases") is read
    // once, where first named; it is the base when the base names it too.
    // "I am looking at the Northern Cape. Of its incidents, what percentage ...": a base that points
    // back takes the place named before it.
    places: found.places.filter(
      (p) =>
        inside(p) ||
        spans.some((span) => namesPlace(question.slice(span.start, span.end), p.label)) ||
        (pointsBackToPlace && p.end <= Math.min(...spans.map((span) => span.start))),
    ),
    periods: found.periods.filter(inside),
    weekdays: found.weekdays.filter(inside),
    ...(datedInBase ? { hasDate: conditions.hasDate.value } : {}),
    ...(tieInBase ? { relationships: RELATIONSHIPS } : {}),
    ...(peopleInBase ? { people: conditions.people.value } : {}),
    ...(arrestInBase ? { arrest: conditions.arrest.value } : {}),
    ...(statedInBase ? { fieldsStated: conditions.fieldsStated.value } : {}),
    ...(monthsInBase ? { monthsOfYear: conditions.monthsOfYear.value } : {}),
  };
  const named =
    base.crimes.length +
    base.places.length +
    base.periods.length +
    base.weekdays.length +
    (datedInBase ? 1 : 0) +
    (tieInBase ? 1 : 0) +
    (peopleInBase ? 1 : 0) +
    (statedInBase ? 1 : 0) +
    (monthsInBase ? 1 : 0) +
    (arrestInBase ? 1 : 0);
  return named > 0 ? base : null;
}

/** Whether the question asks for a share or a percentage at all. */
const ASKS_SHARE =
  /\b(?:what|which)\s+(?:percentage|per\s*cent|proportion|share|fraction)\b|\b(?:share|proportion|percentage)\s*\(\s*%\s*\)|\bwhat\s*%|(?:^|\s)%\s*of\b|\b(?:percentage|proportion|share)\s+of\b|\bhow\s+many\s+per\s*cent\b|\bin\s+per\s*cent\b|\bper\s*cent\s+of\b|\bas\s+a\s+percentage\b|\bthe\s+(?:(?:actual|real|exact|true|overall|precise|correct)\s+)?(?:percentage|proportion|fraction|share)\b(?!\s+of\s+(?:people|victims|suspects))/i;

export const asksShare = (question: string) =>
  // "more than half of the murders", "the majority of the incidents": a share bounded in a yes or no.
  ASKS_SHARE.test(question) || shareBoundSpans(question).length > 0 || asksEvery(question);

/**
 * "Did every rape case end with an arrest?": whether all of the events named have the condition,
 * which is their share being 100 %.
 */
const EVERY =
  /(?:^|[-–—:,]\s)\s*(?:did|do|does|were|was|are|is|have|has|had)\s+(?:every|each|all(?:\s+(?:of\s+)?the)?)\s+|^\s*(?:[^?]*,\s*)?(?:was|were|did|has|have)\b[^?]*\b(?:every|each)\s+(?:single\s+)?time\b/i;

export const asksEvery = (question: string) => EVERY.test(question);

/** "Of all the people killed, what percentage died in the Eastern Cape?": the whole named first. */
const FRONTED_SHARE =
  /(^|[.?!:]\s+)of\s+((?:all\s+)?(?:the\s+)?[^,?.;:]{3,80}?)\s*,?\s*(what|which)\s+(percentage|per\s*cent|proportion|share|fraction)\b/giu;

const PEOPLE_WHOLE =
  /\b(?:people|persons|victims|suspects|accused|deaths|dead|deceased|killed|injured|wounded|children|officers|casualties|fatalities|everyone|everybody|lost\s+their\s+li(?:fe|ves))\b/i;
/**
 * "in these releases", "in all of these incidents put together", "these releases record": the notebook
 * as a whole, after the people named.
 */
const SCOPE_AFTER =
  /\s+(?:(?:in|across|from|over)\s+(?:all\s+)?(?:of\s+)?|(?:that|which)\s+)?(?:these|the|this|those|my|our)\s+[\p{L}-]+(?:\s+(?:record|records|recorded|list|lists|listed|mention|mentions|mentioned|report|reports|reported|show|shows))?(?:\s+(?:put\s+together|taken\s+together|together|combined|altogether|in\s+total|all\s+told))?$/iu;
const EVENTS_WHOLE =
  /\b(?:incidents?|cases?|events?|matters?|releases?|reports?|crimes?)\b(?!\s+(?:were|was)\b)/i;

/** "Mpumalanga's share of all suspects arrested": a place's share, written as its possessive. */
const POSSESSIVE_SHARE =
  /\b(\p{Lu}[\p{L}-]*(?:\s+\p{Lu}[\p{L}-]*)*)['’]s\s+(share|proportion|percentage|portion)\s+of\s+((?:all\s+(?:the\s+)?)?[^,?.;:]+)/u;

/**
 * The question with a possessive or fronted share written as the share of the whole it names ("what
 * share of all suspects arrested were in Mpumalanga"), which is how the readers take a share of people.
 */
export function withPossessiveShare(question: string): string {
  // Only a whole of people: "Of the incidents where police made an arrest, what percentage ..." is
  // read as it stands.
  const fronted = question.replace(
    FRONTED_SHARE,
    (all, start: string, whole: string, what: string, word: string) =>
      PEOPLE_WHOLE.test(whole) && !EVENTS_WHOLE.test(whole.replace(SCOPE_AFTER, ''))
        ? `${start}${what} ${word} of ${whole}`
        : all,
  );
  return fronted.replace(POSSESSIVE_SHARE, (_all, owner: string, word: string, whole: string) => {
    const of = whole.trim().replace(/\s+in\s+(?:this|the)\s+notebook$/i, '');
    return `what ${word} of ${of} were in ${owner}`;
  });
}

/**
 * "every rape case in the Northern Cape led to an arrest", "was an arrest made in each kidnapping": a
 * claim about all the cases a condition on how they went is put to, which holds only when none of them
 * fails it.
 */
const EVERY_CASE =
  /\b(?:every|each|all(?:\s+of)?(?:\s+the)?)\s+(?:[\p{L}-]+\s+){0,3}?(?:cases?|incidents?|matters?|events?|dockets?|attacks?|crimes?|offen[cs]es?|murders?|rapes?|robber(?:y|ies)|burglar(?:y|ies)|thefts?|assaults?|(?:car)?hijackings?|kidnappings?|abductions?|shootings?|killings?|stabbings?)\b/iu;

/** Whether the question claims a condition on how cases went (an arrest, an outcome) of every case. */
export function claimsEveryCase(question: string, values: FilterValues): boolean {
  if (!hasCaseCondition(values)) return false;
  // "in every carjacking", "each CIT heist": any crime the question names, after "every" or "each".
  return (
    EVERY_CASE.test(question) ||
    findCrimeMentions(question).some((crime) =>
      EVERY_BEFORE.test(question.slice(Math.max(0, crime.start - 30), crime.start)),
    )
  );
}

/** "every", "each single", "all of the" just before a crime's words. */
const EVERY_BEFORE = /\b(?:every|each|all(?:\s+of)?(?:\s+the)?)\s+(?:single\s+)?$/i;

/**
 * "Is the arrest rate higher in Gauteng or in the Eastern Cape?": a share of events whose part is how
 * the cases went, which sides compare as each side's share of its own events.
 */
export function asksCaseShare(question: string, values: FilterValues & { measure: Measure }): boolean {
  return values.measure.kind === 'events' && asksShare(question) && hasCaseCondition(values);
}
