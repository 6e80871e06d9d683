import { z } from 'zod';
import { event } from './events';

/** The attacker's tie to the victim, as the event carries it. */
export const RELATIONSHIPS = ['partner', 'family', 'acquaintance', 'stranger', 'unknown'] as const;

/** The place fields a correction can set. */
export const PLACE_FIELDS = ['location', 'municipality', 'province'] as const;

/** The people counts a correction can set, named as in the correction body. */
export const COUNT_FIELDS = [
  'suspects_arrested',
  'victims_count',
  'victims_female',
  'victims_male',
  'victims_killed',
  'victims_injured',
  'victims_children',
  'victims_police',
  'suspects_female',
  'suspects_male',
] as const;
export type CountField = (typeof COUNT_FIELDS)[number];

/** Every field a user can correct in a notebook, as the correction body and `corrections` name them. */
export const CORRECTABLE_FIELDS = [
  'date',
  ...PLACE_FIELDS,
  'crimes',
  ...COUNT_FIELDS,
  'relationship',
] as const;
export type CorrectableField = (typeof CORRECTABLE_FIELDS)[number];

/** The largest count a correction takes: far above any incident, well inside a database integer. */
export const MAX_CORRECTED_COUNT = 100_000;

const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as yyyy-MM-dd')
  .refine((value) => {
    const parsed = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value);
  }, 'is not a real calendar date')
  .refine((value) => value >= '1900-01-01' && value <= '2100-12-31', 'must be a date from 1900 to 2100');

const placeName = z
  .string()
  .trim()
  .min(1, 'must not be empty; send null for an unknown place')
  .max(200, 'must be at most 200 characters');

const count = z
  .number({ error: 'must be a whole number of 0 or more, or null' })
  .int('must be a whole number')
  .min(0, 'must be 0 or more')
  .max(MAX_CORRECTED_COUNT, `must be at most ${MAX_CORRECTED_COUNT.toLocaleString('en')}`)
  .nullable();

/**
 * The corrected fields of one event in one notebook: each field given replaces the extracted value
 * (null: the release does not say), every field left out keeps it. `crimes` must name categories of
 * the crime taxonomy, which the server passes in (GET /api/v1/crimes lists them).
 */
export const eventCorrectionsBody = (crimeCategories: readonly string[]) =>
  z
    .strictObject(
      {
        date: isoDay.nullable().optional(),
        location: placeName.nullable().optional(),
        municipality: placeName.nullable().optional(),
        province: placeName.nullable().optional(),
        crimes: z
          .array(
            z.string().refine((crime) => crimeCategories.includes(crime), {
              message: 'must name crimes of the crime taxonomy (GET /api/v1/crimes lists them)',
            }),
          )
          .max(10, 'at most 10 crimes')
          .refine((crimes) => new Set(crimes).size === crimes.length, 'must not repeat a crime')
          .optional(),
        suspects_arrested: count.optional(),
        victims_count: count.optional(),
        victims_female: count.optional(),
        victims_male: count.optional(),
        victims_killed: count.optional(),
        victims_injured: count.optional(),
        victims_children: count.optional(),
        victims_police: count.optional(),
        suspects_female: count.optional(),
        suspects_male: count.optional(),
        relationship: z
          .enum(RELATIONSHIPS, { error: `must be one of ${RELATIONSHIPS.join(', ')}, or null` })
          .nullable()
          .optional(),
      },
      {
        error: (issue) =>
          issue.code === 'unrecognized_keys'
            ? `${issue.keys.join(', ')}: ${issue.keys.length > 1 ? 'are not fields' : 'is not a field'} that can be corrected; the fields are ${CORRECTABLE_FIELDS.join(', ')}`
            : undefined,
      },
    )
    .refine((body) => Object.keys(body).length > 0, 'give at least one field to correct')
    .meta({ id: 'EventCorrections' });

/** What a client sends: each corrected field with its new value. */
export type EventCorrectionsBody = z.input<ReturnType<typeof eventCorrectionsBody>>;

/** A field's value as corrections carry it: a date or name, the crimes, a count, or null. */
const fieldValue = z.union([z.string(), z.array(z.string()), z.number().int(), z.null()]);

/** One corrected field: the value the notebook uses and the value extraction read from the release. */
export const correctedField = z
  .object({ value: fieldValue, original: fieldValue })
  .meta({ id: 'CorrectedField' });
export type CorrectedField = z.infer<typeof correctedField>;

export const eventCorrections = z.partialRecord(z.enum(CORRECTABLE_FIELDS), correctedField).meta({
  id: 'EventCorrectionsState',
  description:
    "The fields corrected in this notebook, each with its value and the original; the event's own fields already hold the corrected values; empty when nothing is corrected.",
});
export type EventCorrections = z.infer<typeof eventCorrections>;

/** An event as a notebook presents it: corrected values in its fields, and what was corrected. */
export const notebookEvent = event
  .extend({
    /** Present on every event a notebook lists; empty when nothing is corrected. */
    corrections: eventCorrections.optional(),
  })
  .meta({ id: 'NotebookEvent' });
export type NotebookEvent = z.infer<typeof notebookEvent>;

export const eventInNotebookParams = z.object({
  id: z.coerce.number().int().positive('must be a positive whole number').max(2_147_483_647, 'is too large'),
  event_id: z.coerce
    .number()
    .int()
    .positive('must be a positive whole number')
    .max(2_147_483_647, 'is too large'),
});

export const crimeCategoriesResponse = z
  .object({ crimes: z.array(z.string()) })
  .meta({ id: 'CrimeCategories' });
export type CrimeCategoriesResponse = z.infer<typeof crimeCategoriesResponse>;

/** The corrected fields of one event as stored: each field's value in the notebook. */
export type StoredCorrections = Partial<{
  date: string | null;
  location: string | null;
  municipality: string | null;
  province: string | null;
  crimes: string[];
  relationship: (typeof RELATIONSHIPS)[number] | null;
}> &
  Partial<Record<CountField, number | null>>;
