import type { Db } from '../db/client';
import { loggableError } from '../db/loggable-error';
import { pruneStaleAttempts } from './login-throttle.repository';

const HOUR_MS = 60 * 60 * 1000;

/** Prunes stale log-in throttle rows now and every hour after; returns the function that stops it. */
export function startAttemptPruning(
  db: Db,
  log: { error(details: object, message: string): void },
): () => void {
  const prune = () => {
    pruneStaleAttempts(db).catch((error: unknown) =>
      log.error({ error: loggableError(error) }, 'Pruning old log-in attempts failed'),
    );
  };
  prune();
  const timer = setInterval(prune, HOUR_MS);
  timer.unref();
  return () => clearInterval(timer);
}
