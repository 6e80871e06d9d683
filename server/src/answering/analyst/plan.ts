import { z } from 'zod';
import { categoriesNamed } from '../../corpus/crime-families';
import { CRIME_CATEGORIES } from '../../corpus/crimes';
import type { CrimeMention } from './crime-terms';
import type { DateExpression } from './date-expressions';
import type { Dimension, Intent } from './intent';
import { findPlaceMentions, type PlaceMention } from './place-terms';
import type { QuestionReading } from './understand-question';
import type { WeekdayMention } from './weekday-terms';
import { stem } from './words';

/**
 * A question's plan as data: what is measured, over which events, grouped and ordered how. The
 * rule reader and a model both write one; the analyst executes only plans that pass this schema,
 * so a plan from either source is checked the same way before any event is read.
 */

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as yyyy-MM-dd');

export const INTENTS = [
  'count',
  'list',
  'which-most',
  'when',
  'where',
  'trend',
  'compare',
  'summarise',
  'breakdown',
  'locate',
] as const satisfies readonly Intent[];

export const DIMENSIONS = [
  'crime',
  'province',
  'municipality',
  'place',
  'year',
  'month',
  'month-of-year',
  'weekday',
  'event',
] as const satisfies readonly Dimension[];

/** Numbers about people an event may carry. */
export const PEOPLE_FIELDS = ['suspects_arrested', 'victims', 'female_victims', 'male_victims'] as const;
export type PeopleField = (typeof PEOPLE_FIELDS)[number];

/** Ages stated one per person. */
export const AGE_FIELDS = ['suspect_age', 'victim_age'] as const;
export type AgeField = (typeof AGE_FIELDS)[number];

export const OUTCOMES = ['arrested', 'no_arrest', 'charged', 'convicted', 'sentenced'] as const;

const dimension = z.enum(DIMENSIONS);

export const measureSchema = z.discriminatedUnion('kind', [
  /** How many events match. */
  z.object({ kind: z.literal('events') }),
  /** The sum of a people field over the events that state it. */
  z.object({ kind: z.literal('sum'), field: z.enum(PEOPLE_FIELDS) }),
  /** The mean of stated ages, or of a people field per event that states it. */
  z.object({ kind: z.literal('average'), field: z.enum([...PEOPLE_FIELDS, ...AGE_FIELDS]) }),
  /** How many different values of a dimension the events have. */
  z.object({ kind: z.literal('distinct'), dimension }),
  /** Two people fields side by side ("more women or men"). */
  z.object({ kind: z.literal('fields'), fields: z.tuple([z.enum(PEOPLE_FIELDS), z.enum(PEOPLE_FIELDS)]) }),
]);
export type Measure = z.infer<typeof measureSchema>;

const crimeSchema = z.object({
  name: z.string().min(1).max(100),
  /** The taxonomy categories meant; read from `name` when left out. */
  categories: z.array(z.string()).optional(),
});

export const filterSchema = z.object({
  /** Crime categories or families; an event matches when it has any of them. */
  crimes: z.array(crimeSchema).max(10),
  /** Crimes whose events are left out ("excluding murder"). */
  excluded_crimes: z.array(crimeSchema).max(10),
  /** Places at any level (suburb, town, municipality, province); an event matches any of them. */
  places: z.array(z.string().min(1).max(100)).max(10),
  /** Date ranges on the event date (or the publication date when it has none); any may match. */
  periods: z
    .array(
      z.object({
        from: isoDay.nullable(),
        to: isoDay.nullable(),
        phrase: z.string().max(100),
        relative: z.boolean(),
      }),
    )
    .max(6),
  /** Months of the year in any year, 1 to 12. */
  months_of_year: z.array(z.number().int().min(1).max(12)).max(12),
  /** Days of the week, 0 Sunday to 6 Saturday; only events with an incident date have one. */
  weekdays: z.array(z.object({ days: z.array(z.number().int().min(0).max(6)).min(1), label: z.string() })),
  /** Whether anyone had been arrested when the release came out. */
  arrest: z.enum(['made', 'none']).nullable(),
  /** How far the case got; an event matches any. */
  outcomes: z.array(z.enum(OUTCOMES)).max(5),
  /** True: only events with an incident date; false: only events without one. */
  has_date: z.boolean().nullable(),
  /** Words the events' own text must say, for topics no structured field holds. */
  words: z.array(z.string().min(1).max(60)).max(10),
});
export type PlanFilters = z.infer<typeof filterSchema>;

export const planSchema = z.object({
  intent: z.enum(INTENTS),
  measure: measureSchema,
  filters: filterSchema,
  group_by: dimension.nullable(),
  /** For two-way breakdowns: the grouping inside each group. */
  within: dimension.nullable(),
  order: z.enum(['most', 'least']),
  limit: z.number().int().min(1).max(50),
  moment: z.enum(['earliest', 'latest']).nullable(),
  moment_count: z.number().int().min(1).max(50),
  minimum_group: z.number().int().min(1),
  empty_groups: z.boolean(),
  trend_unit: z.enum(['year', 'month']).nullable(),
  direction: z.enum(['more', 'fewer']).nullable(),
  yes_no: z.boolean(),
  /** "Why" questions: releases report incidents, not causes; the plan gives the related figures. */
  asks_cause: z.boolean(),
  /** No question word said what is wanted: words the events do not hold make it refuse. */
  vague: z.boolean(),
});
export type Plan = z.infer<typeof planSchema>;

/** The reading as a plan: every structured choice, with names in place of matched spans. */
export function planOf(reading: QuestionReading): Plan {
  return {
    intent: reading.intent,
    measure: reading.measure,
    filters: {
      crimes: reading.crimes.map((c) => ({ name: c.label, categories: [...c.categories] })),
      excluded_crimes: reading.excludedCrimes.map((c) => ({ name: c.label, categories: [...c.categories] })),
      places: reading.places.map((p) => p.label),
      periods: reading.periods.map((p) => ({ ...p.range, phrase: p.phrase, relative: p.relative })),
      months_of_year: [...reading.monthsOfYear],
      weekdays: reading.weekdays.map((w) => ({ days: [...w.days], label: w.label })),
      arrest: reading.arrest,
      outcomes: [...reading.outcomes],
      has_date: reading.hasDate,
      words: reading.topics.map((t) => t.word),
    },
    group_by: reading.dimension,
    within: reading.within,
    order: reading.order,
    limit: reading.top,
    moment: reading.moment,
    moment_count: reading.momentCount,
    minimum_group: reading.minimumGroup,
    empty_groups: reading.empty,
    trend_unit: reading.trendUnit,
    direction: reading.direction,
    yes_no: reading.yesNo,
    asks_cause: reading.asksCause,
    vague: reading.vague,
  };
}

/** Names the plan gives that mean nothing to the analyst: an unknown crime or place. */
export class UnknownPlanTerm extends Error {}

function crimeMention(name: string, categories: readonly string[] | undefined): CrimeMention {
  const known = (categories ?? categoriesNamed(name)).filter((c) => CRIME_CATEGORIES.includes(c));
  if (known.length === 0) throw new UnknownPlanTerm(`"${name}" is not a crime the events record`);
  return { label: name, categories: new Set(known), start: 0, end: 0 };
}

function placeMention(name: string): PlaceMention {
  const found = findPlaceMentions(name).find((m) => m.start === 0);
  if (!found) throw new UnknownPlanTerm(`"${name}" is not a place the gazetteer knows`);
  return { ...found, start: 0, end: 0 };
}

function period(p: PlanFilters['periods'][number]): DateExpression {
  return { range: { from: p.from, to: p.to }, phrase: p.phrase, relative: p.relative, start: 0, end: 0 };
}

function weekday(w: PlanFilters['weekdays'][number]): WeekdayMention {
  return { days: w.days, label: w.label, start: 0, end: 0 };
}

/**
 * What the composers execute: the plan with its names resolved against the taxonomy and the
 * gazetteer. Throws UnknownPlanTerm for a crime or place neither knows.
 */
export function readingOf(
  plan: Plan,
  question: string,
  context: { reference: string; referenceIsToday: boolean; ignored: readonly string[] },
): QuestionReading {
  const f = plan.filters;
  return {
    question,
    intent: plan.intent,
    measure: plan.measure,
    dimension: plan.group_by,
    within: plan.within,
    order: plan.order,
    top: plan.limit,
    moment: plan.moment,
    momentCount: plan.moment_count,
    minimumGroup: plan.minimum_group,
    empty: plan.empty_groups,
    trendUnit: plan.trend_unit,
    direction: plan.direction,
    yesNo: plan.yes_no,
    asksCause: plan.asks_cause,
    vague: plan.vague,
    crimes: f.crimes.map((c) => crimeMention(c.name, c.categories)),
    excludedCrimes: f.excluded_crimes.map((c) => crimeMention(c.name, c.categories)),
    places: f.places.map(placeMention),
    periods: f.periods.map(period),
    monthsOfYear: f.months_of_year,
    weekdays: f.weekdays.map(weekday),
    arrest: f.arrest,
    outcomes: f.outcomes,
    hasDate: f.has_date,
    topics: f.words.map((word) => ({ word, stem: stem(word.toLowerCase()) })),
    ignored: context.ignored,
    reference: context.reference,
    referenceIsToday: context.referenceIsToday,
  };
}
