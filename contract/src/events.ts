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
    crime_committed: z.string().nullable(),
    summary: z.string(),
    context: z.string(),
    published_date: z.string(),
    source_url: z.string(),
    is_demo: z.boolean(),
    /** The words of the release each enriched field was read from, so a reader can check it. */
    evidence: z.object({
      date: z.string().optional(),
      location: z.string().optional(),
      crimes: z.array(z.string()).optional(),
    }),
    keywords: z.array(z.string()).optional(),
  })
  .meta({ id: 'Event' });
export type Event = z.infer<typeof event>;
