import { z } from 'zod';
import { event } from './events';
import { searchQuery, totalRelation } from './search';

/** How many saved searches one user may keep. */
export const MAX_SAVED_SEARCHES = 50;

const name = z.string().trim().min(1, 'Name is required').max(200, 'Name must be at most 200 characters');

/** What a saved search keeps of a search: its filters, as the search validates them (no sort, no page). */
export const savedSearchParams = z.object({
  keywords: z.array(z.string()),
  location: z.string().optional(),
  start_date: z.string().optional(),
  end_date: z.string().optional(),
  province: z.array(z.string()),
  crime: z.array(z.string()),
  municipality: z.array(z.string()),
});
export type SavedSearchParams = z.infer<typeof savedSearchParams>;

/**
 * A new saved search: a name, whether to mail an alert, and search filters checked by the very
 * schema the search itself uses, so a saved search always runs as a search would.
 */
export const createSavedSearchBody = z
  .object({ name, alert: z.boolean().default(false) })
  .and(searchQuery)
  .transform(({ name, alert, keywords, location, start_date, end_date, province, crime, municipality }) => ({
    name,
    alert,
    params: { keywords, location, start_date, end_date, province, crime, municipality },
  }));

export const updateSavedSearchBody = z
  .object({ name: name.optional(), alert: z.boolean().optional() })
  .refine((body) => body.name !== undefined || body.alert !== undefined, 'give a name or alert to change');

export const savedSearchIdParams = z.object({
  id: z.coerce.number().int().positive('must be a positive whole number').max(2_147_483_647, 'is too large'),
});

export const savedSearch = z
  .object({
    id: z.number().int(),
    name: z.string(),
    keywords: z.array(z.string()),
    location: z.string().nullable(),
    start_date: z.string().nullable(),
    end_date: z.string().nullable(),
    province: z.array(z.string()),
    crime: z.array(z.string()),
    municipality: z.array(z.string()),
    alert: z.boolean(),
    created_at: z.string(),
    last_seen_at: z.string(),
    /** How many events the search matches now (exact up to 10,000, see total_relation). */
    total_results: z.number().int(),
    total_relation: totalRelation,
    /** Matches that arrived by ingest since the user last looked (POST /{id}/seen resets it). */
    new_events: z.number().int(),
    role: z
      .enum(['owner', 'viewer'])
      .describe('owner: may rename, delete and share it; viewer: shared with the user, to run and follow'),
    owner_name: z.string(),
  })
  .meta({ id: 'SavedSearch' });
export type SavedSearch = z.infer<typeof savedSearch>;

export const savedSearchEventsResponse = z.object({
  events: z.array(event.extend({ is_new: z.boolean() })),
  total_results: z.number().int(),
  total_relation: totalRelation,
});

export const alertOffQuery = z.object({ token: z.string().min(1, 'token is required').max(2000) });
