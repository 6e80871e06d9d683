import { MONTH_NAMES } from '../../corpus/calendar';
import type { OutcomeKind } from '../../corpus/types';
import type { CrimeMention } from './crime-terms';
import type { PeopleField, Unrecorded } from './plan-schema';
import { NUMBER_WORDS } from './words';

/** A stretch of the question a reader has used, blanked before the next reader looks. */
export interface Span {
  start: number;
  end: number;
}

function spanOf(m: RegExpExecArray | RegExpMatchArray): Span {
  const start = m.index ?? 0;
  return { start, end: start + m[0].length };
}

const MONTH_WORD =
  'jan(?:uary)?|feb(?:ruary)?|march|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?';

/** Words that take the year out of a month: "counting all years together", "ignoring the year". */
const ANY_YEAR =
  /\b(?:(?:in|of|across|over|for)\s+)?(?:any|every|each|all(?:\s+the)?|whatever(?:\s+the)?)\s+years?(?:\s+together)?\b|\b(?:ignoring|regardless\s+of|irrespective\s+of|disregarding|not\s+counting)\s+(?:the\s+)?years?\b|\b(?:counting|taking|putting|adding)\s+(?:all\s+)?(?:the\s+)?years\s+together\b|\bwhichever\s+year\b/i;

/** A month with no year after it; "in a December" says any December by itself. */
const BARE_MONTH = new RegExp(
  `\\b(?:(?:in|during|of)\\s+)?(a\\s+|any\\s+)?(${MONTH_WORD})\\b(?!\\s*[,-]?\\s*(?:\\d|of\\s+\\d|last|this|next))`,
  'gi',
);

const MONTH_RANGE = new RegExp(
  `\\b(?:between\\s+|from\\s+)?(${MONTH_WORD})\\s*(?:-|–|to|through|thru|until|till|and)\\s*(${MONTH_WORD})\\b(?!\\s*[,-]?\\s*\\d)`,
  'gi',
);

function monthNumber(word: string): number {
  const lower = word.toLowerCase().slice(0, 3);
  return MONTH_NAMES.findIndex((name) => name.toLowerCase().startsWith(lower)) + 1;
}

/**
 * Months meant in any year: a bare month name when the question also says the year does not
 * matter ("counting all years together, how many in December?") or says "a December" itself.
 * "May" needs a cue of its own: it is mostly a verb.
 */
export function findMonthsOfYear(question: string): { months: number[]; anyYear: boolean; spans: Span[] } {
  const anyYear = ANY_YEAR.exec(question);
  const months: number[] = [];
  const spans: Span[] = anyYear ? [spanOf(anyYear)] : [];
  // "August through October", "between October and December": every month of the range, wrapping the year end.
  if (anyYear) {
    for (const m of question.matchAll(MONTH_RANGE)) {
      const [from, to] = [monthNumber(m[1] ?? ''), monthNumber(m[2] ?? '')];
      if (from === 0 || to === 0) continue;
      for (let month = from; ; month = (month % 12) + 1) {
        if (!months.includes(month)) months.push(month);
        if (month === to) break;
      }
      spans.push(spanOf(m));
    }
  }
  for (const m of question.matchAll(BARE_MONTH)) {
    const word = m[2] ?? '';
    if (!anyYear && !m[1]) continue;
    if (word.toLowerCase() === 'may' && !/^(?:in|during|of)\s/i.test(m[0]) && !m[1]) continue;
    const month = monthNumber(word);
    if (month > 0 && !months.includes(month)) months.push(month);
    spans.push(spanOf(m));
  }
  return { months, anyYear: anyYear !== null, spans };
}

const EXCLUDE_BEFORE =
  /\b(?:(?:did|does|do|had|has|have|was|were)\s*(?:not|n't)\s+(?:also\s+)?(?:involve|include|feature|see|have|carry|attract|come\s+with)|not\s+(?:also\s+)?(?:involving|including)|without(?:\s+(?:also|any|a|an))?|(?:with|but|and)\s+no|excluding|exclude|except(?:\s+for)?|apart\s+from|aside\s+from|other\s+than|besides|not\s+counting|without\s+counting|leav(?:e|ing)\s+out|leaving|ignor(?:e|ing)|omit(?:ting)?|set(?:ting)?\s+aside|putting\s+aside|but\s+not|minus|disregarding)\s+(?:the\s+|any\s+|all\s+|an?\s+)?$/i;
const HAD_NO_BEFORE = /\b(?:had|has|have|having|carried|carrying|carry)\s+no\s+(?:the\s+|any\s+)?$/i;
const EXCLUDE_AFTER = /^\s*(?:cases|incidents|events|ones)?\s*(?:aside|excluded|left\s+out|out\s+of\s+it)\b/i;

const JOINED_TO_PREVIOUS = /^\s*,?\s*(?:and|or|nor|,)\s+(?:the\s+|any\s+|all\s+)?$/i;

/** "both ... and", "as well as", "along with": crimes an event must have together. */
const BOTH_BEFORE = /\bboth\s+(?:a\s+|an\s+|the\s+)?$/i;
const TOGETHER_BETWEEN =
  /^\s*,?\s*(?:(?:cases?|incidents?|matters?|events?|ones)\s+)?(?:and\s+also|and\s+(?:a|an)\s+(?:accompanying|related)|as\s+well\s+as|along\s*side|along\s+with|together\s+with|combined\s+with|coupled\s+with|in\s+addition\s+to|plus|(?:(?:that|which|where|also)\s+)*(?:also\s+)(?:had|has|have|involved|involve|involves|included|include|includes|saw|featured|came\s+with)|(?:that|which)\s+(?:also\s+)?(?:led\s+to|ended\s+in|turned\s+into|became))\s+(?:a\s+|an\s+|the\s+|any\s+)?(?:charge\s+of\s+|count\s+of\s+)?$/i;

const COMBINED_BEFORE = /\bcombin(?:ed|ing|es|e)\s+(?:an?\s+|the\s+)?$/i;

/** Whether the question wants events with every crime it names rather than any of them. */
export function readCrimesTogether(
  question: string,
  crimes: readonly CrimeMention[],
): { match: 'any' | 'all'; spans: Span[] } {
  const [first, second] = [...crimes].sort((a, b) => a.start - b.start);
  if (!first || !second) return { match: 'any', spans: [] };
  const both = BOTH_BEFORE.exec(question.slice(Math.max(0, first.start - 12), first.start));
  if (both) return { match: 'all', spans: [{ start: first.start - both[0].length, end: first.start }] };
  const between = TOGETHER_BETWEEN.exec(question.slice(first.end, second.start));
  if (between) return { match: 'all', spans: [{ start: first.end, end: second.start }] };
  // "incidents that combined firearm possession with a robbery".
  const combined = COMBINED_BEFORE.exec(question.slice(Math.max(0, first.start - 30), first.start));
  if (
    combined &&
    /^\s*(?:with|and)\s+(?:an?\s+|the\s+|any\s+)?$/i.test(question.slice(first.end, second.start))
  )
    return { match: 'all', spans: [{ start: first.start - combined[0].length, end: first.start }] };
  return { match: 'any', spans: [] };
}

/** "outside Gauteng", "excluding Soweto", "not in the Western Cape": places whose events are left out. */
const PLACE_EXCLUDED_BEFORE =
  /\b(?:outside(?:\s+of)?|excluding|except(?:\s+(?:for|in))?|apart\s+from|other\s+than|not\s+in|beyond|leaving\s+out)\s+(?:the\s+)?$/i;

export function splitExcludedPlaces<M extends Span>(
  question: string,
  places: readonly M[],
): { included: M[]; excluded: M[]; spans: Span[] } {
  const included: M[] = [];
  const excluded: M[] = [];
  const spans: Span[] = [];
  for (const place of places) {
    const before = PLACE_EXCLUDED_BEFORE.exec(question.slice(Math.max(0, place.start - 20), place.start));
    if (before) {
      excluded.push(place);
      spans.push({ start: place.start - before[0].length, end: place.start });
    } else included.push(place);
  }
  return { included, excluded, spans };
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
    const preceding = question.slice(Math.max(0, crime.start - 40), crime.start);
    // "murder cases had no firearm charge": "had no" leaves a crime out only beside one counted;
    // alone ("which months had no murders") it asks for empty groups.
    const before =
      EXCLUDE_BEFORE.exec(preceding) ?? (previous !== undefined ? HAD_NO_BEFORE.exec(preceding) : null);
    const after = EXCLUDE_AFTER.exec(question.slice(crime.end, crime.end + 30));
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

/** Ways of saying someone was arrested, newsroom slang included ("nabbed", "collared"). */
const ARRESTED =
  '(?:arrested|caught|apprehended|detained|nabbed|collared|nicked|bust(?:ed)?|picked\\s+up|taken\\s+into\\s+custody|in\\s+custody)';
const NO_ARREST = new RegExp(
  [
    `\\b(?:(?:ended|ending|end|closed)\\s+with\\s+)?(?:no(?:body|\\s+one|-one)|none\\s+of\\s+the\\s+suspects|no\\s+suspects?)(?:'s|’s)?\\b(?:\\s+\\w+){0,4}?\\s+${ARRESTED}\\b`,
    '\\bno\\s+(?:one\\s+|suspects?\\s+)?(?:was\\s+|were\\s+)?arrests?\\b',
    '\\bwithout\\s+(?:an?\\s+|any\\s+)?arrests?\\b',
    `\\b(?:not|never)\\s+(?:yet\\s+)?(?:been\\s+)?${ARRESTED}\\b`,
    '\\bsuspects?\\s+(?:remain(?:s|ed)?|(?:is|are|was|were)\\s+still)\\s+(?:at\\s+large|on\\s+the\\s+run|unknown)\\b',
    '\\bunsolved\\b',
  ].join('|'),
  'i',
);
const ARREST_MADE = new RegExp(
  [
    '\\b(?:led\\s+to|lead\\s+to|leading\\s+to|resulted\\s+in|resulting\\s+in|ended\\s+in|ending\\s+in|with|saw|had|produced|involved|involving|included|including|yielded|got)\\s+(?:an?\\s+|any\\s+|at\\s+least\\s+one\\s+)?arrests?\\b',
    `\\b(?:someone|anyone|anybody|somebody|suspects?|the\\s+suspects?|a\\s+suspect|the\\s+(?:perpetrator|offender|accused)s?)\\s+(?:was\\s+|were\\s+|had\\s+been\\s+|has\\s+been\\s+|have\\s+been\\s+|got\\s+|get\\s+|being\\s+)?${ARRESTED}\\b`,
    '\\barrests?\\s+(?:was|were|had\\s+been|has\\s+been)\\s+made\\b',
    '\\b(?:was|were|had)\\s+(?:there\\s+)?(?:an?\\s+|any\\s+)?arrests?\\s+(?:made|effected)\\b',
    '\\bwhere\\s+(?:police|officers)\\s+(?:made\\s+)?(?:an?\\s+)?arrest(?:ed|s)?\\b',
  ].join('|'),
  'i',
);

/** Whether the question keeps only events with an arrest, or only those without one. */
export function readArrestFilter(question: string): { arrest: 'made' | 'none' | null; spans: Span[] } {
  const none = NO_ARREST.exec(question);
  if (none) return { arrest: 'none', spans: [spanOf(none)] };
  const made = ARREST_MADE.exec(question);
  if (made) return { arrest: 'made', spans: [spanOf(made)] };
  return { arrest: null, spans: [] };
}

const OUTCOME_WORDS: readonly [RegExp, readonly OutcomeKind[]][] = [
  [/\bsentenced\b|\bsentences?\b|\bjailed\b|\bimprisoned\b/i, ['sentenced']],
  [/\bconvicted\b|\bconvictions?\b|\bfound\s+guilty\b/i, ['convicted', 'sentenced']],
  [/\bcharged\b|\bcharges?\s+(?:were\s+|was\s+)?(?:laid|brought)\b/i, ['charged', 'convicted', 'sentenced']],
];

/** "ended in a conviction", "were sentenced": how far the cases must have got. */
export function readOutcomeFilter(question: string): { outcomes: OutcomeKind[]; spans: Span[] } {
  for (const [pattern, outcomes] of OUTCOME_WORDS) {
    const m = pattern.exec(question);
    if (m) return { outcomes: [...outcomes], spans: [spanOf(m)] };
  }
  return { outcomes: [], spans: [] };
}

const HAS_DATE =
  /\b(?:whose|with\s+(?:an?\s+|the\s+)?|where\s+the|that\s+have\s+(?:an?\s+)?|having\s+(?:an?\s+)?)(?:exact\s+|known\s+|stated\s+|actual\s+|incident\s+|specific\s+|clear\s+)*dates?\s+(?:(?:is|are|was|were|can\s+be|could\s+be)\s+)?(?:known|determined|stated|given|established|clear)?|\b(?:exact|known|stated)\s+(?:incident\s+)?dates?\b|\bdated\s+(?:incidents|events|cases)\b/i;
const NO_DATE =
  /\b(?:don['’]t|do\s+not|did\s+not|didn['’]t|can['’]t|cannot|can\s+not)\s+(?:we\s+|you\s+|they\s+)?(?:know|have|tell|say|give|state)\s+(?:the\s+|a\s+|an\s+)?(?:exact\s+|incident\s+|actual\s+)?dates?\b|\b(?:no|without\s+(?:an?\s+|any\s+)?|unknown|missing|lacking\s+(?:an?\s+)?)\s*(?:stated\s+|known\s+|exact\s+|incident\s+|clear\s+)*dates?\b|\bundated\b|\bdates?\s+(?:is|are|was|were)\s+(?:not\s+(?:stated|known|given)|unknown|missing)\b/i;

/** Only events with an incident date (true), only those without (false), or no such limit. */
export function readDateKnown(question: string): { hasDate: boolean | null; spans: Span[] } {
  const none = NO_DATE.exec(question);
  if (none) return { hasDate: false, spans: [spanOf(none)] };
  const known = HAS_DATE.exec(question);
  if (known) return { hasDate: true, spans: [spanOf(known)] };
  return { hasDate: null, spans: [] };
}

const CAUSE =
  /^\s*why\b|\bwhat\s+(?:is|are|was|were)?\s*(?:the\s+)?(?:causes?|reasons?|drivers?|motives?)\b|\bwhat\s+(?:caused|causes|drives|drove|explains|is\s+behind|are\s+behind|lies\s+behind)\b|\bwhy\s+(?:is|are|was|were|do|does|did|have|has)\b|\bhow\s+come\b/i;

/** How many people an event must report: "more than five suspects arrested", "no victims". */
export interface PeopleCondition {
  field: PeopleField;
  min?: number;
  max?: number;
}

const COUNT_WORD = `\\d+|${Object.keys(NUMBER_WORDS).join('|')}`;
const PEOPLE_NOUN =
  '(suspects?|people|persons|folks|individuals|victims?|wom[ae]n|m[ae]n|females?|males?|girls?|boys?)';
const ARRESTED_WORDS =
  '(?:arrested|detained|apprehended|caught|nabbed|held|busted|locked\\s+up|picked\\s+up|taken\\s+into\\s+custody)';
const BOUNDED_PEOPLE = new RegExp(
  `\\b(more\\s+than|over|above|at\\s+least|fewer\\s+than|less\\s+than|under|at\\s+most|exactly|no|zero)\\s+(${COUNT_WORD})?\\s*${PEOPLE_NOUN}(?:\\s+(?:were\\s+|was\\s+|had\\s+been\\s+|got\\s+|been\\s+)?(${ARRESTED_WORDS}))?`,
  'gi',
);
/** "at least one of the victims was a woman", "a victim who was a man". */
const VICTIM_OF_SEX =
  /\b(?:at\s+least\s+one\s+of\s+the\s+victims|(?:a|any|one)\s+(?:of\s+the\s+)?victims?)(?:\s+(?:was|were|who\s+was|is))?\s+(?:an?\s+)?(wom[ae]n|female|girl|m[ae]n|male|boy)\b/gi;
const VICTIM_KIND =
  '(child|minor|kid|baby|learner|police\\s+officer|policeman|policewoman|officer|cop|saps\\s+member)';
/**
 * "at least one of the victims was a child", "had a child (under 18) among the victims", "with a police
 * officer among the victims": events with at least one victim of that kind.
 */
const VICTIM_OF_KIND = new RegExp(
  [
    `\\b(?:at\\s+least\\s+one\\s+of\\s+the\\s+victims|(?:a|any|one)\\s+(?:of\\s+the\\s+)?victims?)(?:\\s+(?:was|were|who\\s+was|is))?\\s+(?:an?\\s+)?${VICTIM_KIND}\\b`,
    `\\b(?:at\\s+least\\s+one|an?|any)\\s+${VICTIM_KIND}s?(?:\\s*\\([^)]{0,30}\\))?\\s+(?:was\\s+|were\\s+)?among\\s+the\\s+victims\\b`,
  ].join('|'),
  'gi',
);
/** "victim count is zero", "number of victims was 0". */
const ZERO_VICTIMS =
  /\b(?:victim\s+count|number\s+of\s+victims|victims?\s+total)\s+(?:is|was|of|=)\s+(?:zero|0|none)\b/gi;

function peopleFieldOf(noun: string, arrested: boolean): PeopleField {
  const n = noun.toLowerCase();
  if (/^suspect/.test(n) || arrested) return 'suspects_arrested';
  if (/^(?:wom[ae]n|female|girl)/.test(n)) return 'female_victims';
  if (/^(?:m[ae]n|male|boy)/.test(n)) return 'male_victims';
  return 'victims';
}

function boundsOf(quantifier: string, count: number): { min?: number; max?: number } {
  const q = quantifier.toLowerCase().replace(/\s+/g, ' ');
  if (q === 'more than' || q === 'over' || q === 'above') return { min: count + 1 };
  if (q === 'at least') return { min: count };
  if (q === 'fewer than' || q === 'less than' || q === 'under') return { max: Math.max(0, count - 1) };
  if (q === 'at most') return { max: count };
  if (q === 'no' || q === 'zero') return { max: 0 };
  return { min: count, max: count };
}

/** Conditions on how many people events report, with the words they were read from. */
export function readPeopleConditions(question: string): { conditions: PeopleCondition[]; spans: Span[] } {
  const conditions: PeopleCondition[] = [];
  const spans: Span[] = [];
  for (const m of question.matchAll(BOUNDED_PEOPLE)) {
    const [, quantifier = '', written, noun = '', arrested] = m;
    const bare = /^(?:no|zero)$/i.test(quantifier);
    // "more than five" needs its number; "no suspects were arrested" is the arrest filter's.
    if (!bare && written === undefined) continue;
    if (bare && (arrested || /^suspect/i.test(noun))) continue;
    const count = written === undefined ? 0 : (NUMBER_WORDS[written.toLowerCase()] ?? Number(written));
    const field = peopleFieldOf(noun, arrested !== undefined);
    const bounds = boundsOf(quantifier, count);
    // "at least one suspect was arrested" is the arrest filter, which also keeps arrests of no stated count.
    if (field === 'suspects_arrested' && bounds.min === 1 && bounds.max === undefined) continue;
    conditions.push({ field, ...bounds });
    spans.push(spanOf(m));
  }
  for (const m of question.matchAll(VICTIM_OF_SEX)) {
    conditions.push({ field: peopleFieldOf(m[1] ?? '', false), min: 1 });
    spans.push(spanOf(m));
  }
  for (const m of question.matchAll(VICTIM_OF_KIND)) {
    const kind = (m[1] ?? m[2] ?? '').toLowerCase();
    conditions.push({
      field: /^(?:child|minor|kid|baby|learner)/.test(kind) ? 'child_victims' : 'police_victims',
      min: 1,
    });
    spans.push(spanOf(m));
  }
  for (const m of question.matchAll(ZERO_VICTIMS)) {
    conditions.push({ field: 'victims', max: 0 });
    spans.push(spanOf(m));
  }
  return { conditions, spans };
}

export type { Unrecorded };

const TIME_OF_DAY =
  /\btime\s+of\s+(?:the\s+)?day\b|\b(?:at\s+)?what\s+(?:time|hours?)\b(?!\s+(?:period|frame|span|range|scale))|\b(?:by\s+)?(?:day|night)\s*(?:time\s+)?or\s+(?:by\s+)?(?:day|night)\b|\b(?:morning|afternoon|evening|night)s?\s+or\s+(?:in\s+the\s+)?(?:morning|afternoon|evening|night)s?\b/i;
const LATER_OUTCOME =
  /\b(?:later|eventually|subsequently|ultimately|in\s+the\s+end|went\s+on\s+to\s+be)\s+(?:(?:be|been|get|got|was|were)\s+)?(?:convicted|sentenced|found\s+guilty|jailed|acquitted|imprisoned)\b/i;

const SENTENCE_LENGTH =
  /\b(?:length|lengths|years?|terms?)\s+of\s+(?:the\s+)?(?:prison\s+|jail\s+)?(?:sentences?|imprisonment|jail\s+time)\b|\bhow\s+long\s+(?:were|was|did)\b[^?]*\b(?:sentenced|jailed|imprisoned|get|got)\b|\b(?:prison|jail)\s+(?:sentences?|terms?)\s+(?:length|lengths)\b/i;
const BAIL =
  /\b(?:let\s+out|released|freed|granted|given|got|get|out)\s+on\s+bail\b|\bbail\s+(?:was\s+|were\s+)?(?:granted|given|denied|refused|set|amounts?)\b|\bgranted\s+bail\b/i;

/** "At what time of day ...", "were they later convicted": asked of what the events do not record. */
/** Rates per head need a population, which no release gives: "per 100 000 residents", "per capita". */
const POPULATION =
  /\bper\s+(?:100|1\s?000|10\s?000|100\s?000|hundred\s+thousand|thousand|million|capita|head)\b(?:\s+(?:residents|people|population|inhabitants|citizens))?|\b(?:population|residents|inhabitants)\b/i;
/** Electoral wards: releases name places, not wards. */
const WARD = /\bwards?\b/i;
/** People's names: the events keep counts, ages and sexes, not who anyone was. */
const NAMES =
  /\bnames?\s+of\s+(?:the\s+|any\s+|all\s+)?(?:\w+\s+){0,2}?(?:suspects?|accused|victims?|deceased|poachers?|robbers?|killers?|perpetrators?|offenders?|attackers?|people|persons?|officers?|officials?|men|women|children|hijackers?|kidnappers?|dealers?)\b|\bname\s+(?:the|a|any|all|each|every)\s+(?:\w+\s+){0,2}?(?:man|woman|men|women|suspects?|accused|victims?|officers?|officials?|people|person|boy|girl|poachers?|robbers?)\b|\bwho\s+(?:were|was|are|is)\s+the\s+(?:suspects?|accused|victims?|deceased|perpetrators?|attackers?)\b/i;

export function asksUnrecorded(question: string): { unrecorded: Unrecorded | null; spans: Span[] } {
  for (const [kind, pattern] of [
    ['population', POPULATION],
    ['ward', WARD],
    ['names', NAMES],
  ] as const) {
    const m = pattern.exec(question);
    if (m) return { unrecorded: kind, spans: [spanOf(m)] };
  }
  const time = TIME_OF_DAY.exec(question);
  if (time) return { unrecorded: 'time_of_day', spans: [spanOf(time)] };
  const length = SENTENCE_LENGTH.exec(question);
  if (length) return { unrecorded: 'sentence_length', spans: [spanOf(length)] };
  const bail = BAIL.exec(question);
  if (bail) return { unrecorded: 'bail', spans: [spanOf(bail)] };
  const later = LATER_OUTCOME.exec(question);
  if (later) return { unrecorded: 'later_outcome', spans: [spanOf(later)] };
  return { unrecorded: null, spans: [] };
}

/** "Why are hijackings increasing?": releases report incidents, not what caused them. */
export function asksForCause(question: string): { asksCause: boolean; spans: Span[] } {
  const m = CAUSE.exec(question);
  return m ? { asksCause: true, spans: [spanOf(m)] } : { asksCause: false, spans: [] };
}
