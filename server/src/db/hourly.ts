import { loggableError } from './loggable-error';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Runs a database job now and every hour after, logging a failure and trying again at the next hour;
 * returns the function that stops it. The timer never keeps the process alive.
 */
export function repeatHourly(
  job: () => Promise<unknown>,
  log: { error(details: object, message: string): void },
  failure: string,
): () => void {
  const run = () => {
    job().catch((error: unknown) => log.error({ error: loggableError(error) }, failure));
  };
  run();
  const timer = setInterval(run, HOUR_MS);
  timer.unref();
  return () => clearInterval(timer);
}
