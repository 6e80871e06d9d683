import { z } from 'zod';
import type { Dimension, Intent } from './intent';

/**
 * The words a plan is written in: what it may measure, group by and ask, shared by the plan's schema
 * and the filter kinds that make up its filters.
 */

export const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as yyyy-MM-dd');

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
  'station',
  'place',
  'year',
  'month',
  'month-of-year',
  'quarter-of-year',
  'weekday',
  'event',
] as const satisfies readonly Dimension[];

/** Groupings by the incident's date, which an event without one cannot join. */
export const DATED_DIMENSIONS: ReadonlySet<Dimension> = new Set([
  'year',
  'month',
  'month-of-year',
  'quarter-of-year',
  'weekday',
]);

/** What a question may ask that no release records: the time of day, or what courts decided later. */
export const UNRECORDED = [
  'time_of_day',
  'later_outcome',
  'sentence_length',
  'bail',
  'population',
  'ward',
  'coordinates',
  'names',
  'court_orders',
  'goods',
  'circumstances',
  'criminal_record',
  'costs',
  'family_situation',
  'official_statistics',
  'unreported_crime',
  'safety',
  'prediction',
] as const;
export type Unrecorded = (typeof UNRECORDED)[number];

/** Points in a case's history whose dates its releases give: the crime, the arrest, court, conviction, sentence. */
export const CASE_MARKS = ['crime', 'arrest', 'court', 'conviction', 'sentence'] as const;
export type CaseMark = (typeof CASE_MARKS)[number];

/** "How long from arrest to sentence, on average": the time between two points of each case. */
export interface CaseTime {
  from: CaseMark;
  to: CaseMark;
  statistic: 'mean' | 'median';
}

/** Numbers about people an event may carry. */
export const PEOPLE_FIELDS = [
  'suspects_arrested',
  'victims',
  'female_victims',
  'male_victims',
  'killed_victims',
  'injured_victims',
  'harmed_victims',
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

export const dimension = z.enum(DIMENSIONS);

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
    /**
     * The middle value ("the median age") or the most frequent one ("the mode") instead of the mean;
     * the mean when left out.
     */
    statistic: z.enum(['mean', 'median', 'mode', 'range']).optional(),
    /**
     * For ages: the kind of people they were asked of ("the women who were attacked"), which ages are
     * not recorded by, so the figure is over everyone of the age field and said to be partial.
     */
    of: z.enum(PEOPLE_FIELDS).optional(),
  }),
  /** How many stated ages fall within bounds ("how many of the accused were under 25"). */
  z.object({
    kind: z.literal('ages'),
    field: z.enum(AGE_FIELDS),
    min: z.number().int().min(0).max(130).optional(),
    max: z.number().int().min(0).max(130).optional(),
  }),
  /** The youngest or oldest stated age ("how old was the youngest suspect"). */
  z.object({ kind: z.literal('extreme'), field: z.enum(AGE_FIELDS), which: z.enum(['min', 'max']) }),
  /** How many different values of a dimension the events have. */
  z.object({ kind: z.literal('distinct'), dimension }),
  /**
   * One people field as a per cent of another, each added up ("what percentage of the victims were
   * children"); with `per: 'one'`, as so many for each one of the other ("for every person killed,
   * how many were injured").
   */
  z.object({
    kind: z.literal('ratio'),
    part: z.enum(PEOPLE_FIELDS),
    whole: z.enum(PEOPLE_FIELDS),
    decimals: z.number().int().min(0).max(2).optional(),
    per: z.enum(['cent', 'one']).optional(),
  }),
  /** Two people fields side by side ("more women or men"). */
  z.object({
    kind: z.literal('fields'),
    fields: z.tuple([z.enum(PEOPLE_FIELDS), z.enum(PEOPLE_FIELDS)]),
    /** Decimals of the share, when one is asked ("to one decimal place"); whole per cent otherwise. */
    decimals: z.number().int().min(0).max(2).optional(),
  }),
]);
export type Measure = z.infer<typeof measureSchema>;
