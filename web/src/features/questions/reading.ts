import type { AnswerPlan, ReadingTerms } from '@workbench/contract/questions';
import { STATED_FIELD_WORDS, type StatedField } from '@workbench/contract/stated-fields';
import { format } from 'date-fns';

/**
 * An answer's reading as parts a person can see and change: its plan (the analyst's plan schema,
 * OpenAPI `Plan`) split into chips, one per measure, filter, grouping and order, and put back
 * together for ask-plan. Fields no chip holds (intent details, yes/no, share base) pass through.
 */

/** A people field of the plan (`killed_victims`) and a grouping (`month-of-year`), as the plan names them. */
export type PeopleField = string;
export type Dimension = string;

/**
 * The analyst's words for the plan's people fields and groupings, one and many, as reading-terms
 * gives them: chips say what `Read as` says, and a new field or grouping needs no change here.
 */
export type PlanWords = Pick<ReadingTerms, 'people_fields' | 'dimensions'>;

const wordFor = (list: PlanWords['people_fields'], key: string, count: number) => {
  const found = list.find((w) => w.key === key);
  if (!found) return key.replaceAll(/[_-]/g, ' ');
  return count === 1 ? found.one : found.many;
};

export const peopleNoun = (words: PlanWords, field: PeopleField, count = 2) =>
  wordFor(words.people_fields, field, count);

export const dimensionNoun = (words: PlanWords, dimension: Dimension, count = 1) =>
  wordFor(words.dimensions, dimension, count);

/** Month and weekday names in the English the answers use. */
const namesOf = (count: number, date: (at: number) => Date, pattern: string) =>
  Array.from({ length: count }, (_, at) => format(date(at), pattern));
export const MONTHS = namesOf(12, (m) => new Date(2000, m, 1), 'MMMM');
/** Sunday first, as the plan numbers days (0 to 6); 2 January 2000 was a Sunday. */
export const WEEKDAYS = namesOf(7, (d) => new Date(2000, 0, 2 + d), 'EEEE');

export interface PlanCrime {
  name: string;
  categories?: string[];
}

export interface PlanPeriod {
  from: string | null;
  to: string | null;
  phrase: string;
  relative: boolean;
}

export interface PlanWeekday {
  days: number[];
  label: string;
}

export interface PeopleCondition {
  field: PeopleField;
  min?: number;
  max?: number;
}

type AgeField = 'suspect_age' | 'victim_age';

export type Measure =
  | { kind: 'events' }
  | { kind: 'sum'; field: PeopleField }
  | {
      kind: 'average';
      field: PeopleField | AgeField;
      decimals?: number;
      statistic?: 'mean' | 'median' | 'mode' | 'range';
    }
  | { kind: 'ages'; field: AgeField; min?: number; max?: number }
  | { kind: 'extreme'; field: AgeField; which: 'min' | 'max' }
  | { kind: 'distinct'; dimension: Dimension }
  | { kind: 'ratio'; part: PeopleField; whole: PeopleField; decimals?: number; per?: 'cent' | 'one' }
  | { kind: 'fields'; fields: [PeopleField, PeopleField] };

export type DaysOfMonth = { from: number; to: number } | { last: number };

export interface PlanFilters {
  crimes: PlanCrime[];
  crimes_match?: 'any' | 'all';
  excluded_crimes: PlanCrime[];
  places: string[];
  excluded_places?: string[];
  /** Police stations the releases name as handling their cases ("Umlazi"). */
  stations?: string[];
  periods: PlanPeriod[];
  months_of_year: number[];
  /** Months of the year a comparison sets side by side; they go with the months. */
  month_sides?: number[][];
  /** Days of the month in any month: from one day to another, or the last days of each month. */
  days_of_month?: DaysOfMonth | null;
  weekdays: PlanWeekday[];
  arrest: 'made' | 'none' | null;
  outcomes: string[];
  has_date: boolean | null;
  people?: PeopleCondition[];
  relationships?: string[];
  /** Kinds of place ("farm", "tavern"), read from an event's title, summary and place name. */
  scenes?: string[];
  /** Names the release's text must say ("Makhoana"), beside the other filters. */
  names?: string[];
  /** Fields a record must state or leave blank ("records missing a municipality"). */
  fields_stated?: FieldStated[];
  /** Only incidents whose release names at least this many kinds of crime. */
  crimes_at_least?: number | null;
  words: string[];
}

/** A field of a record as "records missing a municipality" asks after it. */
export interface FieldStated {
  field: string;
  stated: boolean;
}

export interface Plan {
  intent: string;
  measure: Measure;
  filters: PlanFilters;
  group_by: Dimension | null;
  within: Dimension | null;
  order: 'most' | 'least';
  limit: number;
  [field: string]: unknown;
}

/** The answer's plan, when it has the fields the chips read; null for none or one stored in another form. */
export function planOf(plan: AnswerPlan | null): Plan | null {
  if (!plan) return null;
  const { measure, filters } = plan as Partial<Plan>;
  if (typeof measure !== 'object' || measure === null || typeof filters !== 'object' || filters === null)
    return null;
  return plan as Plan;
}

/** One part of a reading, with the values it holds. */
export type ReadingPart =
  | { kind: 'measure'; measure: Measure }
  | { kind: 'crimes'; crimes: PlanCrime[]; match: 'any' | 'all' }
  | { kind: 'excluded-crimes'; crimes: PlanCrime[] }
  | { kind: 'places'; places: string[] }
  | { kind: 'excluded-places'; places: string[] }
  | { kind: 'stations'; stations: string[] }
  | { kind: 'period'; period: PlanPeriod }
  | { kind: 'months'; months: number[] }
  | { kind: 'days-of-month'; days: DaysOfMonth }
  | { kind: 'weekdays'; weekdays: PlanWeekday[] }
  | { kind: 'arrest'; arrest: 'made' | 'none' }
  | { kind: 'outcomes'; outcomes: string[] }
  | { kind: 'has-date'; hasDate: boolean }
  | { kind: 'people'; condition: PeopleCondition }
  | { kind: 'relationships'; relationships: string[] }
  | { kind: 'scenes'; scenes: string[] }
  | { kind: 'names'; names: string[] }
  | { kind: 'fields-stated'; fields: FieldStated[] }
  | { kind: 'crime-count'; atLeast: number }
  /** A word of the question: not applied (a warning), applied as text, or unused beside fields (not shown). */
  | { kind: 'word'; word: string; use: 'not-applied' | 'text' | 'unused' }
  | { kind: 'group'; groupBy: Dimension; within: Dimension | null }
  | { kind: 'order'; order: 'most' | 'least'; limit: number };

export type PartKind = ReadingPart['kind'];

export type Chip = ReadingPart & { id: string };

/** "a, b or c". */
export function joinOr(items: readonly string[], last = 'or'): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${last} ${items.at(-1)}`;
}

/** A yyyy-MM-dd as the analyst writes it: "5 March 2024". */
const dayWords = (iso: string) =>
  `${Number(iso.slice(8))} ${MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;
const monthWords = (iso: string) => `${MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;

function addDay(iso: string): string {
  const next = new Date(`${iso}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

const isLastOfMonth = (iso: string) => addDay(iso).endsWith('-01');

/** A window as `Read as` words it, without its preposition: "2023", "March 2024", "since 2022". */
export function periodWords({ from, to }: Pick<PlanPeriod, 'from' | 'to'>): string {
  if (from !== null && to !== null) {
    if (from === to) return dayWords(from);
    if (from.endsWith('-01-01') && to.endsWith('-12-31')) {
      const [a, b] = [from.slice(0, 4), to.slice(0, 4)];
      return a === b ? a : `${a} to ${b}`;
    }
    if (from.endsWith('-01') && isLastOfMonth(to)) {
      return from.slice(0, 7) === to.slice(0, 7)
        ? monthWords(from)
        : `${monthWords(from)} to ${monthWords(to)}`;
    }
    return `${dayWords(from)} to ${dayWords(to)}`;
  }
  if (from !== null) return from.endsWith('-01-01') ? `since ${from.slice(0, 4)}` : `since ${dayWords(from)}`;
  if (to !== null) {
    const next = addDay(to);
    if (next.endsWith('-01-01')) return `before ${next.slice(0, 4)}`;
    if (next.endsWith('-01')) return `before ${monthWords(next)}`;
    return `up to ${dayWords(to)}`;
  }
  return 'any time';
}

/** What is measured, in the analyst's words. */
export function measureWords(measure: Measure, words: PlanWords): string {
  const who = (field: AgeField) => (field === 'suspect_age' ? 'suspect' : 'victim');
  switch (measure.kind) {
    case 'events':
      return 'events';
    case 'sum':
      return peopleNoun(words, measure.field);
    case 'average': {
      if (measure.statistic === 'range')
        return measure.field === 'suspect_age' || measure.field === 'victim_age'
          ? `range of ${who(measure.field)}s' ages (oldest minus youngest)`
          : `range of ${peopleNoun(words, measure.field)} per event (most minus fewest)`;
      const name =
        measure.statistic === 'median'
          ? 'median'
          : measure.statistic === 'mode'
            ? 'most frequent'
            : 'average';
      return measure.field === 'suspect_age' || measure.field === 'victim_age'
        ? `${name} age of ${who(measure.field)}s`
        : `${name} ${peopleNoun(words, measure.field)} per event`;
    }
    case 'ages':
      if (measure.min === undefined && measure.max === undefined)
        return `${who(measure.field)}s' ages stated`;
      if (measure.min !== undefined && measure.max !== undefined)
        return `${who(measure.field)}s aged ${measure.min} to ${measure.max}`;
      return measure.max !== undefined
        ? `${who(measure.field)}s under ${measure.max + 1}`
        : `${who(measure.field)}s aged ${measure.min ?? 0} or older`;
    case 'extreme':
      return `age of the ${measure.which === 'min' ? 'youngest' : 'oldest'} ${who(measure.field)}`;
    case 'distinct':
      return `different ${dimensionNoun(words, measure.dimension, 2)}`;
    case 'ratio':
      return measure.per === 'one'
        ? `${peopleNoun(words, measure.part)} for every one of the ${peopleNoun(words, measure.whole)}`
        : `${peopleNoun(words, measure.part)} as a per cent of ${peopleNoun(words, measure.whole)}`;
    case 'fields':
      return `${peopleNoun(words, measure.fields[0])} against ${peopleNoun(words, measure.fields[1])}`;
  }
}

/** "at least 3 victims", "no victims", "2 to 4 suspects arrested". */
export function conditionWords({ field, min, max }: PeopleCondition, words: PlanWords): string {
  const noun = (count?: number) => peopleNoun(words, field, count);
  if (max === 0) return `no ${noun()}`;
  if (min !== undefined && max !== undefined)
    return min === max ? `exactly ${min} ${noun(min)}` : `${min} to ${max} ${noun(max)}`;
  if (min !== undefined) return `at least ${min} ${noun(min)}`;
  return `at most ${max} ${noun(max)}`;
}

/** How far a case got, as `Read as` says it ("that reached a conviction"). */
export const OUTCOME_NOUNS: Record<string, string> = {
  arrested: 'an arrest',
  no_arrest: 'no arrest',
  charged: 'a charge',
  convicted: 'a conviction',
  sentenced: 'a sentence',
};

/** How the attacker and the victim were related, as releases state it; `unknown` is held, never offered. */
export const RELATIONSHIPS = ['partner', 'family', 'acquaintance', 'stranger'] as const;

const withoutOn = (label: string) => label.replace(/^on\s+/i, '');

/** A chip's short label: "crime: murder", "in: Gauteng", "2023", "measure: people killed". */
export function chipLabel(part: ReadingPart, words: PlanWords): string {
  switch (part.kind) {
    case 'measure':
      return `measure: ${measureWords(part.measure, words)}`;
    case 'crimes': {
      const names = part.crimes.map((c) => c.name);
      return part.match === 'all' && names.length > 1
        ? `crime: ${joinOr(names, 'and')} together`
        : `crime: ${joinOr(names)}`;
    }
    case 'excluded-crimes':
      return `leaving out: ${joinOr(
        part.crimes.map((c) => c.name),
        'and',
      )}`;
    case 'places':
      return `in: ${joinOr(part.places)}`;
    case 'excluded-places':
      return `outside: ${joinOr(part.places, 'and')}`;
    case 'period':
      return periodWords(part.period);
    case 'months':
      return `month: ${joinOr(part.months.map((m) => MONTHS[m - 1] ?? ''))} of any year`;
    case 'days-of-month':
      return `days of the month: ${daysOfMonthWords(part.days)}`;
    case 'weekdays':
      return `day: ${joinOr(part.weekdays.map((w) => withoutOn(w.label)))}`;
    case 'arrest':
      return part.arrest === 'made' ? 'arrest: someone arrested' : 'arrest: nobody arrested';
    case 'outcomes':
      return `reached: ${joinOr(part.outcomes.map((o) => OUTCOME_NOUNS[o] ?? o))}`;
    case 'has-date':
      return part.hasDate ? 'incident date: known' : 'incident date: not known';
    case 'people':
      return `people: ${conditionWords(part.condition, words)}`;
    case 'stations':
      return `police station: ${joinOr(part.stations)}`;
    case 'relationships':
      return `attacker: ${joinOr(part.relationships)}`;
    case 'scenes':
      return `setting: ${joinOr(part.scenes)}`;
    case 'names':
      return `naming: ${part.names.map((n) => n.charAt(0).toUpperCase() + n.slice(1)).join(' ')}`;
    case 'fields-stated':
      return `record: ${joinOr(
        part.fields.map(
          (f) =>
            `${f.stated ? 'states' : 'does not state'} ${STATED_FIELD_WORDS[f.field as StatedField] ?? f.field}`,
        ),
        'and',
      )}`;
    case 'crime-count':
      return `crimes per incident: at least ${part.atLeast}`;
    case 'word':
      return part.use === 'not-applied' ? `not applied: "${part.word}"` : `mentions: "${part.word}"`;
    case 'group':
      return `group by: ${dimensionNoun(words, part.groupBy)}${part.within ? ` and ${dimensionNoun(words, part.within)}` : ''}`;
    case 'order':
      return `order: ${part.order === 'most' ? 'most' : 'fewest'}${part.limit > 1 ? `, top ${part.limit}` : ''}`;
  }
}

const ordinal = (day: number) => {
  const suffix = day >= 11 && day <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][day % 10] ?? 'th');
  return `${day}${suffix}`;
};

function daysOfMonthWords(days: DaysOfMonth): string {
  if ('last' in days) return `the last ${days.last}`;
  if (days.to >= 31) return `the ${ordinal(days.from)} or later`;
  return `the ${ordinal(days.from)} to the ${ordinal(days.to)}`;
}

/** Intents that rank or split the events by a grouping. */
const GROUPED_INTENTS = new Set(['which-most', 'where', 'breakdown']);

/** Filters chosen by fields, beside which a question's other words are not read as text. */
function hasFieldFilter(f: PlanFilters): boolean {
  return (
    f.crimes.length + f.excluded_crimes.length + f.places.length + (f.excluded_places?.length ?? 0) > 0 ||
    f.periods.length + f.months_of_year.length + f.weekdays.length + f.outcomes.length > 0 ||
    (f.people?.length ?? 0) + (f.relationships?.length ?? 0) + (f.scenes?.length ?? 0) > 0 ||
    (f.names?.length ?? 0) + (f.stations?.length ?? 0) + (f.fields_stated?.length ?? 0) > 0 ||
    Boolean(f.days_of_month) ||
    Boolean(f.crimes_at_least) ||
    f.arrest !== null ||
    f.has_date !== null
  );
}

/** The parts of a plan, in the order `Read as` words them; `notApplied` are the words the answer could not apply. */
export function partsOf(plan: Plan, notApplied: readonly string[] = []): ReadingPart[] {
  const f = plan.filters;
  const parts: ReadingPart[] = [{ kind: 'measure', measure: plan.measure }];
  if (f.crimes.length > 0) parts.push({ kind: 'crimes', crimes: f.crimes, match: f.crimes_match ?? 'any' });
  if (f.excluded_crimes.length > 0) parts.push({ kind: 'excluded-crimes', crimes: f.excluded_crimes });
  if (f.places.length > 0) parts.push({ kind: 'places', places: f.places });
  if (f.excluded_places?.length) parts.push({ kind: 'excluded-places', places: f.excluded_places });
  if (f.stations?.length) parts.push({ kind: 'stations', stations: f.stations });
  for (const period of f.periods) parts.push({ kind: 'period', period });
  if (f.months_of_year.length > 0) parts.push({ kind: 'months', months: f.months_of_year });
  if (f.days_of_month) parts.push({ kind: 'days-of-month', days: f.days_of_month });
  if (f.weekdays.length > 0) parts.push({ kind: 'weekdays', weekdays: f.weekdays });
  if (f.arrest !== null) parts.push({ kind: 'arrest', arrest: f.arrest });
  if (f.outcomes.length > 0) parts.push({ kind: 'outcomes', outcomes: f.outcomes });
  if (f.has_date !== null) parts.push({ kind: 'has-date', hasDate: f.has_date });
  for (const condition of f.people ?? []) parts.push({ kind: 'people', condition });
  if (f.relationships?.length) parts.push({ kind: 'relationships', relationships: f.relationships });
  if (f.scenes?.length) parts.push({ kind: 'scenes', scenes: f.scenes });
  if (f.names?.length) parts.push({ kind: 'names', names: f.names });
  if (f.fields_stated?.length) parts.push({ kind: 'fields-stated', fields: f.fields_stated });
  if (f.crimes_at_least) parts.push({ kind: 'crime-count', atLeast: f.crimes_at_least });
  const byText = !hasFieldFilter(f);
  const missed = new Set(notApplied.map((w) => w.toLowerCase()));
  for (const word of f.words) {
    const use = missed.has(word.toLowerCase()) ? 'not-applied' : byText ? 'text' : 'unused';
    parts.push({ kind: 'word', word, use });
  }
  // Words the answer names as not applied that the plan does not hold still warn.
  const held = new Set(f.words.map((w) => w.toLowerCase()));
  for (const word of notApplied)
    if (!held.has(word.toLowerCase())) parts.push({ kind: 'word', word, use: 'not-applied' });
  if (plan.group_by !== null && plan.group_by !== 'event' && GROUPED_INTENTS.has(plan.intent))
    parts.push({ kind: 'group', groupBy: plan.group_by, within: plan.within });
  if (plan.intent === 'which-most') parts.push({ kind: 'order', order: plan.order, limit: plan.limit });
  return parts;
}

/** Ids that stay with a chip while others are added and removed, so focus can return to it. */
export const chipsOf = (plan: Plan, notApplied: readonly string[] = []): Chip[] =>
  partsOf(plan, notApplied).map((part, at) => ({ ...part, id: `${part.kind}-${at}` }));

const ofKind = <K extends PartKind>(parts: readonly ReadingPart[], kind: K) =>
  parts.filter((p): p is Extract<ReadingPart, { kind: K }> => p.kind === kind);

/** The plan the parts say: `base` with its measure, filters, grouping and order replaced by theirs. */
export function planFromParts(base: Plan, parts: readonly ReadingPart[]): Plan {
  const crimes = ofKind(parts, 'crimes')[0];
  const group = ofKind(parts, 'group')[0];
  const order = ofKind(parts, 'order')[0];
  const excludedPlaces = ofKind(parts, 'excluded-places').flatMap((p) => p.places);
  const relationships = ofKind(parts, 'relationships').flatMap((p) => p.relationships);
  const filters: PlanFilters = {
    ...base.filters,
    crimes: crimes?.crimes ?? [],
    excluded_crimes: ofKind(parts, 'excluded-crimes').flatMap((p) => p.crimes),
    places: ofKind(parts, 'places').flatMap((p) => p.places),
    periods: ofKind(parts, 'period').map((p) => p.period),
    months_of_year: ofKind(parts, 'months').flatMap((p) => p.months),
    weekdays: ofKind(parts, 'weekdays').flatMap((p) => p.weekdays),
    arrest: ofKind(parts, 'arrest')[0]?.arrest ?? null,
    outcomes: ofKind(parts, 'outcomes').flatMap((p) => p.outcomes),
    has_date: ofKind(parts, 'has-date')[0]?.hasDate ?? null,
    // A warning about a word the plan never held removes nothing from it; a word written in an editor goes in.
    words: ofKind(parts, 'word')
      .filter(
        (p) =>
          p.use !== 'not-applied' ||
          base.filters.words.some((held) => held.toLowerCase() === p.word.toLowerCase()),
      )
      .map((p) => p.word),
  };
  // Optional fields stay absent when empty, as the analyst writes them.
  delete filters.crimes_match;
  if (crimes?.match === 'all') filters.crimes_match = 'all';
  delete filters.excluded_places;
  if (excludedPlaces.length > 0 || base.filters.excluded_places) filters.excluded_places = excludedPlaces;
  const people = ofKind(parts, 'people').map((p) => p.condition);
  delete filters.people;
  if (people.length > 0 || base.filters.people) filters.people = people;
  delete filters.relationships;
  if (relationships.length > 0 || base.filters.relationships) filters.relationships = relationships;
  const scenes = ofKind(parts, 'scenes').flatMap((p) => p.scenes);
  delete filters.scenes;
  if (scenes.length > 0 || base.filters.scenes) filters.scenes = scenes;
  const stations = ofKind(parts, 'stations').flatMap((p) => p.stations);
  delete filters.stations;
  if (stations.length > 0 || base.filters.stations) filters.stations = stations;
  // Sides of months compared go when the months do.
  if (filters.months_of_year.length === 0) delete filters.month_sides;
  const days = ofKind(parts, 'days-of-month')[0]?.days ?? null;
  delete filters.days_of_month;
  if (days || base.filters.days_of_month !== undefined) filters.days_of_month = days;
  const names = ofKind(parts, 'names').flatMap((p) => p.names);
  delete filters.names;
  if (names.length > 0 || base.filters.names) filters.names = names;
  const fieldsStated = ofKind(parts, 'fields-stated').flatMap((p) => p.fields);
  delete filters.fields_stated;
  if (fieldsStated.length > 0) filters.fields_stated = fieldsStated;
  const crimeCount = ofKind(parts, 'crime-count')[0];
  delete filters.crimes_at_least;
  if (crimeCount) filters.crimes_at_least = crimeCount.atLeast;
  let intent = base.intent;
  if (group && intent === 'count') intent = 'breakdown';
  if (!group && (intent === 'breakdown' || intent === 'where')) intent = 'count';
  if (!group && intent === 'which-most' && base.group_by !== 'event') intent = 'count';
  return {
    ...base,
    intent,
    measure: ofKind(parts, 'measure')[0]?.measure ?? base.measure,
    filters,
    group_by: group ? group.groupBy : base.group_by === 'event' ? 'event' : null,
    within: group ? group.within : null,
    order: order?.order ?? base.order,
    limit: order?.limit ?? base.limit,
  };
}

/** Parts shown as chips: a word unused beside field filters is neither applied nor missed. */
export const isShown = (part: ReadingPart) => part.kind !== 'word' || part.use !== 'unused';

/** A not-applied word is a warning. */
export const isWarning = (part: ReadingPart) => part.kind === 'word' && part.use === 'not-applied';

/** Kinds a reading holds at most one chip of: another of the kind takes its place. */
const SINGLE: ReadonlySet<PartKind> = new Set([
  'measure',
  'months',
  'days-of-month',
  'arrest',
  'outcomes',
  'has-date',
  'relationships',
  'scenes',
  'stations',
  'names',
  'fields-stated',
  'crime-count',
  'group',
  'order',
]);
export const isSingle = (kind: PartKind) => SINGLE.has(kind);

/** The measure is what an answer is; every other part may go. */
export const isRemovable = (part: ReadingPart) => part.kind !== 'measure';

/**
 * Puts a part into the chips: over the chip `replacing`, or merged into the chip of its kind that
 * holds a list (a second crime joins the crimes), or as a new chip after the others.
 */
export function withPart(chips: readonly Chip[], part: ReadingPart, replacing?: string): Chip[] {
  if (replacing !== undefined) return chips.map((c) => (c.id === replacing ? { ...part, id: c.id } : c));
  const same = chips.find((c) => c.kind === part.kind);
  if (same?.kind === 'crimes' && part.kind === 'crimes') {
    const names = new Set(same.crimes.map((c) => c.name.toLowerCase()));
    const crimes = [...same.crimes, ...part.crimes.filter((c) => !names.has(c.name.toLowerCase()))];
    return chips.map((c) => (c.id === same.id ? { ...same, crimes } : c));
  }
  if (same?.kind === 'places' && part.kind === 'places') {
    const places = [...new Set([...same.places, ...part.places])];
    return chips.map((c) => (c.id === same.id ? { ...same, places } : c));
  }
  if (same && isSingle(part.kind)) return chips.map((c) => (c.id === same.id ? { ...part, id: c.id } : c));
  const next = Math.max(-1, ...chips.map((c) => Number(c.id.split('-').at(-1)))) + 1;
  return [...chips, { ...part, id: `${part.kind}-${next}` }];
}

export const withoutChip = (chips: readonly Chip[], id: string): Chip[] => chips.filter((c) => c.id !== id);

/**
 * What `Read as` says beyond the parts the chips show: relative dates and the day they count from,
 * events left out for want of a date, spelling read another way. Its words not used are the warning chips.
 */
export function readingNotes(readAs: string): string[] {
  return readAs
    .replace(/\.$/, '')
    .split('; ')
    .slice(1)
    .filter((note) => !note.startsWith('words not used:'));
}
