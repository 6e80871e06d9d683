import { z } from 'zod';

/** One failure of a watched source's run: where it happened and why. */
export const sourceRunError = z.object({ location: z.string(), reason: z.string() });

/** A poll of a watched source; `finished_at` is null while it runs (or when its process died). */
export const sourceRun = z
  .object({
    started_at: z.string(),
    finished_at: z.string().nullable(),
    added: z.number().int(),
    updated: z.number().int(),
    failed: z.number().int(),
    errors: z.array(sourceRunError),
  })
  .meta({ id: 'SourceRun' });
export type SourceRun = z.infer<typeof sourceRun>;

/** A feed or listing page the server polls (WATCH_SOURCES), with its latest run. */
export const watchedSource = z
  .object({
    url: z.string(),
    last_run: sourceRun.nullable(),
    next_run_at: z.string(),
  })
  .meta({ id: 'WatchedSource' });
export type WatchedSource = z.infer<typeof watchedSource>;

export const watchedSourcesResponse = z.array(watchedSource);
