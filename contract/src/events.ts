import { z } from 'zod';

/** One event of the corpus as the API presents it. */
export const event = z
  .object({
    id: z.number().int(),
    event_id: z.number().int(),
    title: z.string(),
    date: z.string().nullable(),
    location: z.string().nullable(),
    province: z.string().nullable(),
    /** Local or metropolitan municipality of the place. */
    municipality: z.string().nullable(),
    /** yyyy-MM when the release gives only the month of the incident (`date` is then null). */
    incident_month: z.string().nullable(),
    crime_committed: z.string().nullable(),
    summary: z.string(),
    context: z.string(),
    published_date: z.string(),
    source_url: z.string(),
    is_demo: z.boolean(),
    /** Suspects arrested; 0 when the release reports no arrest, null when it does not say how many. */
    suspects_arrested: z.number().int().nullable(),
    suspect_ages: z.array(z.number().int()),
    victims: z.object({
      count: z.number().int().nullable(),
      female: z.number().int().nullable(),
      male: z.number().int().nullable(),
      ages: z.array(z.number().int()),
    }),
    arrest_made: z.boolean().nullable(),
    /** How far the case had got when the release was written; `sentence` when one is stated. */
    outcome: z.enum(['arrested', 'no_arrest', 'charged', 'convicted', 'sentenced']).nullable(),
    sentence: z.string().nullable(),
    /** The words of the release each enriched field was read from, so a reader can check it. */
    evidence: z.object({
      date: z.string().optional(),
      location: z.string().optional(),
      crimes: z.array(z.string()).optional(),
      municipality: z.string().optional(),
      suspects_arrested: z.string().optional(),
      suspect_ages: z.string().optional(),
      victims: z.string().optional(),
      arrest_made: z.string().optional(),
      outcome: z.string().optional(),
      /** Present when the release was too long to read whole in time: how much of it the rules read. */
      reading: z.string().optional(),
    }),
    keywords: z.array(z.string()).optional(),
  })
  .meta({ id: 'Event' });
export type Event = z.infer<typeof event>;
