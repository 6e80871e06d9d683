import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { loggableError } from '../db/loggable-error';

/**
 * Runs work after the answer has gone out. Failures are logged (nobody is waiting for them), and
 * closing the app waits for the work still running, so a shutdown loses no mail.
 */
export function backgroundWork(app: FastifyInstance) {
  const running = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled(running);
  });
  return (log: FastifyBaseLogger, what: string, work: () => Promise<void>): void => {
    // Started on a later turn of the event loop, once the answer is written: embedded PGlite runs
    // queries on this thread, so work started at once would hold the answer back for as long as
    // the work takes, and that time differs between known and unknown emails.
    const task: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(work)
      .catch((error: unknown) => log.error({ error: loggableError(error) }, `${what} failed`))
      .finally(() => running.delete(task));
    running.add(task);
  };
}
