import type { Db } from '../db/client';
import { repeatHourly } from '../db/hourly';
import { pruneStaleAttempts } from './login-throttle.repository';

/** Prunes stale log-in throttle rows now and every hour after; returns the function that stops it. */
export function startAttemptPruning(
  db: Db,
  log: { error(details: object, message: string): void },
): () => void {
  return repeatHourly(() => pruneStaleAttempts(db), log, 'Pruning old log-in attempts failed');
}
