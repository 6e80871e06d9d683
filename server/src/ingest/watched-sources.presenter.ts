import type { SourceRun, WatchedSource } from '@workbench/contract/sources';
import type { SourceRunRow, WatchedSourceRow } from './watched-sources.repository';

const presentRun = (run: SourceRunRow): SourceRun => ({
  started_at: run.startedAt.toISOString(),
  finished_at: run.finishedAt?.toISOString() ?? null,
  added: run.added,
  updated: run.updated,
  failed: run.failed,
  errors: run.errors.map((error) => ({ location: error.location, reason: error.reason })),
});

/** The only fields of a watched source that leave the server. */
export const presentWatchedSource = (source: WatchedSourceRow): WatchedSource => ({
  url: source.url,
  last_run: source.lastRun ? presentRun(source.lastRun) : null,
  next_run_at: source.nextRunAt.toISOString(),
});
