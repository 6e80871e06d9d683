import { z } from 'zod';
import { filterSchema } from './filters';
import { CASE_MARKS, dimension, INTENTS, measureSchema, UNRECORDED } from './plan-vocabulary';

/**
 * A question's plan as data: what is measured, over which events, grouped and ordered how. The
 * rule reader and a model both write one; the analyst executes only plans that pass this schema,
 * so a plan from either source is checked the same way before any event is read. Its filters are
 * the filter kinds' fields (./filters).
 */

export { filterSchema, type PlanFilters } from './filters';
export * from './plan-vocabulary';

/** The filters that choose what a share is of ("of the 2024 incidents"); every other filter is the part. */
const shareBaseSchema = filterSchema
  .pick({
    crimes: true,
    places: true,
    periods: true,
    weekdays: true,
    relationships: true,
    people: true,
    fields_stated: true,
  })
  .extend({
    has_date: z.boolean().nullable().optional(),
    arrest: z.enum(['made', 'none']).nullable().optional(),
    months_of_year: z.array(z.number().int().min(1).max(12)).max(12).optional(),
  });

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
  direction: z.enum(['more', 'fewer', 'same']).nullable(),
  yes_no: z.boolean(),
  /** For a yes/no: the count that makes it a yes ("more than one": min 2); null for any at all. */
  yes_no_bounds: z
    .object({ min: z.number().int().min(0).optional(), max: z.number().int().min(0).optional() })
    .nullable()
    .optional(),
  /**
   * For a yes/no on a ranking ("Was the Free State the province with the most murders?"): the place
   * whose coming first alone is checked, over every place of the level grouped by.
   */
  rank_checked: z.string().min(1).max(200).nullable().optional(),
  /** A figure per calendar period over the window ("murders per year, on average, 2019 to 2023"). */
  average_per: z.enum(['year', 'month']).nullable().optional(),
  /**
   * "How long from arrest to sentence, on average": the days between two points of each case, read
   * from the dates of its releases, averaged (or the median) over the cases that report both.
   */
  case_time: z
    .object({ from: z.enum(CASE_MARKS), to: z.enum(CASE_MARKS), statistic: z.enum(['mean', 'median']) })
    .nullable()
    .optional(),
  /** "Why" questions: releases report incidents, not causes; the plan gives the related figures. */
  asks_cause: z.boolean(),
  /** Asked of what releases do not record; the plan gives the related figures. */
  asks_unrecorded: z.enum(UNRECORDED).nullable().optional(),
  /** No question word said what is wanted: words the events do not hold make it refuse. */
  vague: z.boolean(),
});
export type Plan = z.infer<typeof planSchema>;
