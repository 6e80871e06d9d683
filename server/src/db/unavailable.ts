import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { isConnectFailure } from './connect-failures';

/** What a client reads when the database cannot be reached; it says nothing about why. */
export const DATABASE_UNAVAILABLE = 'The database is unavailable; try again shortly.';

/** Seconds a client should wait before trying again: about one pool connect time limit plus a query. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

// Socket failures on the way to the server (refused, reset, unreachable, name not resolving now).
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

// SQLSTATEs of a server that is shutting down, starting up, full, or that cancelled a statement for
// taking too long (57014, our statement_timeout). Class 08 (connection exceptions) is matched whole.
const SERVER_STATES = new Set(['57P01', '57P02', '57P03', '53300', '57014']);

// node-postgres and pg-pool report these as plain Errors without a code.
const DRIVER_MESSAGES = [
  /^Connection terminated/, // unexpectedly, or due to connection timeout
  /^timeout exceeded when trying to connect$/, // no free pool connection within connectionTimeoutMillis
  /^Query read timeout$/, // query_timeout: the server took the query and never answered
  /is not queryable$/, // a connection that failed or was closed, used again (a transaction's rollback)
];

function isUnavailableItself(error: object): boolean {
  if (isConnectFailure(error)) return true;
  const code = 'code' in error && typeof error.code === 'string' ? error.code : undefined;
  if (code && (SOCKET_CODES.has(code) || SERVER_STATES.has(code) || /^08[0-9A-Z]{3}$/.test(code)))
    return true;
  const message = 'message' in error && typeof error.message === 'string' ? error.message : '';
  return DRIVER_MESSAGES.some((pattern) => pattern.test(message));
}

/**
 * Whether an error means the database cannot be reached or did not answer in time, as opposed to
 * a fault in the query or the data. Drizzle wraps driver errors (DrizzleQueryError, with the driver's
 * error as `cause`), and a failed connect to a name with several addresses is an AggregateError, so
 * the whole chain is looked at.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<object>();
  const pending: unknown[] = [error];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next !== 'object' || next === null || seen.has(next)) continue;
    seen.add(next);
    if (isUnavailableItself(next)) return true;
    if ('cause' in next) pending.push(next.cause);
    if (next instanceof AggregateError) pending.push(...next.errors);
  }
  return false;
}

/** Whether `select 1` comes back within `withinMs`: the health check's question to the database. */
export async function databaseAnswers(db: Db, withinMs = 2000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), withinMs);
  });
  const answered = db.execute(sql`select 1`).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([answered, late]);
  } finally {
    clearTimeout(timer);
  }
}
