import { z } from 'zod';
import { notebookEvent } from './corrections';
import { MAX_EVENTS_PER_REQUEST, MAX_KEYWORDS_PER_REQUEST } from './limits';
import { notebookRole } from './members';

const id = z.coerce
  .number()
  .int()
  .positive('must be a positive whole number')
  .max(2_147_483_647, 'is too large');

export const notebook = z
  .object({
    id: z.number().int(),
    title: z.string(),
    description: z.string(),
    params: z.record(z.string(), z.unknown()),
    owner_id: z.number().int(),
    created_at: z.string(),
    num_events: z.number().int(),
    num_incidents: z
      .number()
      .int()
      .describe('How many incidents its events tell: releases linked into one case count once'),
    first_event_date: z.string().nullable(),
    last_event_date: z.string().nullable(),
    role: notebookRole.describe("The signed-in user's role in the notebook: what they may do with it"),
    owner_name: z.string().describe("The owner's full name (the owner's own, on their own notebooks)"),
  })
  .meta({ id: 'Notebook' });
export type Notebook = z.infer<typeof notebook>;

/** Search settings kept with a notebook; a few hundred characters in practice. */
export const MAX_PARAMS_CHARACTERS = 20_000;

/** A notebook's title as create and update take it. */
const notebookTitle = z
  .string()
  .trim()
  .min(1, 'Title is required')
  .max(200, 'Title must be at most 200 characters');
/** A notebook's description as create and update take it. */
const notebookDescription = z.string().trim().max(5000, 'Description must be at most 5000 characters');

export const createNotebookBody = z.object({
  title: notebookTitle,
  description: notebookDescription.default(''),
  params: z
    .record(z.string(), z.unknown())
    .refine((params) => JSON.stringify(params).length <= MAX_PARAMS_CHARACTERS, {
      message: `must be at most ${MAX_PARAMS_CHARACTERS.toLocaleString('en')} characters as JSON`,
    })
    .default({}),
  // Accepted because the client sends it; the owner is always the signed-in user.
  owner_id: z.unknown().optional(),
});
export type CreateNotebookBody = z.input<typeof createNotebookBody>;

/** Renames a notebook or changes its description; what is left out stays as it was. */
export const updateNotebookBody = z
  .object({ title: notebookTitle.optional(), description: notebookDescription.optional() })
  .refine(
    (body) => body.title !== undefined || body.description !== undefined,
    'give a title or description to change',
  );
export type UpdateNotebookBody = z.input<typeof updateNotebookBody>;

export const notebookIdParams = z.object({ id });
export const userIdParams = z.object({ userId: id });

/** An event to add, named by `id` or `event_id`; any other field the client sends is ignored. */
const eventReference = z
  .object({ id: id.optional(), event_id: id.optional() })
  .refine((ref) => ref.id !== undefined || ref.event_id !== undefined, 'each event needs an id or event_id')
  .transform((ref) => (ref.id ?? ref.event_id) as number);

export const addEventsBody = z.object({
  notebook_id: id,
  events: z
    .array(eventReference)
    .min(1, 'at least one event is required')
    .max(MAX_EVENTS_PER_REQUEST, `at most ${MAX_EVENTS_PER_REQUEST} events at once`),
  keywords: z.array(z.string().trim().max(100)).max(MAX_KEYWORDS_PER_REQUEST).default([]),
});
export type AddEventsBody = z.input<typeof addEventsBody>;

export const addEventsResponse = z.object({
  events_added: z.number().int(),
  events_deduplicated: z.number().int(),
  events_not_found: z.number().int(),
  detail: z.string().optional(),
});
export type AddEventsResponse = z.infer<typeof addEventsResponse>;

export const removeEventsBody = z.object({
  notebook_id: id,
  event_ids: z
    .array(id)
    .min(1, 'at least one event id is required')
    .max(MAX_EVENTS_PER_REQUEST, `at most ${MAX_EVENTS_PER_REQUEST} events at once`),
});
export type RemoveEventsBody = z.input<typeof removeEventsBody>;

export const removeEventsResponse = z.object({ num_events_removed: z.number().int() });
export type RemoveEventsResponse = z.infer<typeof removeEventsResponse>;

/** A notebook's events as it presents them: corrected values, each with `corrections`. */
export const notebookEventsResponse = z.object({
  events: z.array(notebookEvent),
  total_results: z.number().int(),
});
export type NotebookEventsResponse = z.infer<typeof notebookEventsResponse>;

export const keywordEntry = z.object({ keywords: z.string(), num_events: z.number().int() });
export type KeywordEntry = z.infer<typeof keywordEntry>;
export const notebookKeywordsResponse = z.object({
  keywords: z.array(keywordEntry),
  total_results: z.number().int(),
});
export type NotebookKeywordsResponse = z.infer<typeof notebookKeywordsResponse>;
