import { z } from 'zod';
import type { Dimension, Intent } from './intent';

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

/** What a question may ask that no release records: the time of day, or what courts decided later. */
export const UNRECORDED = [
  'time_of_day',
  'later_outcome',
  'sentence_length',
  'bail',
  'population',
  'ward',
  'names',
] as const;
export type Unrecorded = (typeof UNRECORDED)[number];

/** Numbers about people an event may carry. */
export const PEOPLE_FIELDS = [
  'suspects_arrested',
  'victims',
  'female_victims',
  'male_victims',
  'killed_victims',
  'injured_victims',
  'child_victims',
  'police_victims',
  'female_suspects',
  'male_suspects',
] as const;
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
  z.object({
    kind: z.literal('average'),
    field: z.enum([...PEOPLE_FIELDS, ...AGE_FIELDS]),
    /** Decimals the question asks for ("to the nearest year": 0); one when it does not say. */
    decimals: z.number().int().min(0).max(2).optional(),
  }),
  /** How many stated ages fall within bounds ("how many of the accused were under 25"). */
  z.object({
    kind: z.literal('ages'),
    field: z.enum(AGE_FIELDS),
    min: z.number().int().min(0).max(130).optional(),
    max: z.number().int().min(0).max(130).optional(),
  }),
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
  /** any (the default): an event has one of the crimes; all: it has every one ("both rape and kidnapping"). */
  crimes_match: z.enum(['any', 'all']).optional(),
  /** Crimes whose events are left out ("excluding murder"). */
  excluded_crimes: z.array(crimeSchema).max(10),
  /** Places whose events are left out ("outside Gauteng", "excluding Soweto"). */
  excluded_places: z.array(z.string().min(1).max(100)).max(10).optional(),
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
  /**
   * How many people an event must report ("more than five suspects arrested": min 6; "no victims":
   * max 0); events that do not say are left out.
   */
  people: z
    .array(
      z.object({
        field: z.enum(PEOPLE_FIELDS),
        min: z.number().int().min(0).max(10_000).optional(),
        max: z.number().int().min(0).max(10_000).optional(),
      }),
    )
    .max(4)
    .optional(),
  /** Words the events' own text must say, for topics no structured field holds. */
  words: z.array(z.string().min(1).max(60)).max(10),
});
export type PlanFilters = z.infer<typeof filterSchema>;

/** The filters that choose what a share is of ("of the 2024 incidents"); every other filter is the part. */
const shareBaseSchema = filterSchema.pick({ crimes: true, places: true, periods: true, weekdays: true });

export const planSchema = z.object({
  intent: z.enum(INTENTS),
  measure: measureSchema,
  filters: filterSchema,
  /** For a share: the events it is of, when the question names them; null for the whole notebook. */
  share_of: shareBaseSchema.nullable().optional(),
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
  /** Asked of what releases do not record; the plan gives the related figures. */
  asks_unrecorded: z.enum(UNRECORDED).nullable().optional(),
  /** No question word said what is wanted: words the events do not hold make it refuse. */
  vague: z.boolean(),
});
export type Plan = z.infer<typeof planSchema>;
