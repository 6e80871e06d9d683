import { z } from 'zod';
import { STEPS } from './events';

/** One release of an incident, as its timeline shows it. */
export const incidentRelease = z
  .object({
    id: z.number().int(),
    title: z.string(),
    /** The incident date the release gives, if any. */
    date: z.string().nullable(),
    published_date: z.string(),
    step: z.enum(STEPS).nullable(),
    source_url: z.string(),
    /** The release it was linked through; null for the one the others were linked to. */
    linked_to: z.number().int().nullable(),
    /** How strongly it was linked, and why: the facts the two releases share or tell apart. */
    link_score: z.number().nullable(),
    link_reasons: z.array(z.string()),
    duplicate_of: z.number().int().nullable(),
  })
  .meta({ id: 'IncidentRelease' });
export type IncidentRelease = z.infer<typeof incidentRelease>;

export const incident = z
  .object({
    id: z.number().int(),
    /** Oldest first. */
    events: z.array(incidentRelease),
  })
  .meta({ id: 'Incident' });
export type Incident = z.infer<typeof incident>;

export const incidentIdParams = z.object({
  id: z.coerce.number().int().positive('must be a positive whole number').max(2_147_483_647, 'is too large'),
});
