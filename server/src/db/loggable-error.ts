/**
 * An error as it may be logged. Drizzle's DrizzleQueryError carries the statement's parameters (in
 * its message, its stack's first line and a `params` field), and they hold password hashes, emails,
 * notes; PostgreSQL echoes a value in some messages too (`invalid input syntax for type integer:
 * "…"`) and in `detail` (`Key (email)=(…) already exists`). What is kept: the error's class, the SQL
 * text with its $1 placeholders, the driver's SQLSTATE, message (with every parameter value cut out),
 * constraint, table and column, and the stack's frames.
 */
export interface LoggableError {
  type: string;
  message: string;
  query?: string;
  code?: string;
  constraint?: string;
  table?: string;
  column?: string;
  stack?: string;
  cause?: LoggableError;
}

const REDACTED = '[redacted]';
// A value this short is no secret, and cutting it out everywhere would garble the message.
const MIN_REDACTED_LENGTH = 3;

function textOf(value: unknown): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') {
    try {
      return JSON.stringify(value);
    } catch {
      return undefined;
    }
  }
  return String(value);
}

function redact(text: string, secrets: string[]): string {
  return secrets.reduce((result, secret) => result.replaceAll(secret, REDACTED), text);
}

/** The stack without its first line (the message) and with any value cut out of the frames too. */
function framesOf(error: Error, secrets: string[]): string | undefined {
  if (!error.stack) return undefined;
  const frames = error.stack.split('\n').filter((line) => /^\s+at /.test(line));
  return redact(frames.join('\n'), secrets);
}

const field = (error: object, name: string): string | undefined => {
  const value = (error as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : undefined;
};

function describe(error: unknown, secrets: string[], depth: number, outerQuery?: string): LoggableError {
  if (!(error instanceof Error)) return { type: typeof error, message: REDACTED };
  const params = (error as { params?: unknown }).params;
  const found = Array.isArray(params)
    ? params
        .map(textOf)
        .filter((text): text is string => text !== undefined && text.length >= MIN_REDACTED_LENGTH)
    : [];
  // Longest first, so a value that contains another is cut out whole.
  const all = [...secrets, ...found].sort((a, b) => b.length - a.length);
  const query = field(error, 'query');
  // Drizzle's own message is only the query and its parameters; the query is kept on its own.
  const fromDrizzle = Array.isArray(params) && error.message.startsWith('Failed query:');
  const described: LoggableError = {
    type: error.constructor.name,
    message: fromDrizzle ? 'Failed query' : redact(error.message, all),
    // PGlite's error repeats the query Drizzle already gave.
    query: query === outerQuery ? undefined : query,
    code: field(error, 'code'),
    constraint: field(error, 'constraint'),
    table: field(error, 'table'),
    column: field(error, 'column'),
    stack: framesOf(error, all),
  };
  if (error.cause !== undefined && depth < 5) {
    described.cause = describe(error.cause, all, depth + 1, query ?? outerQuery);
  }
  for (const key of Object.keys(described) as (keyof LoggableError)[]) {
    if (described[key] === undefined) delete described[key];
  }
  return described;
}

export function loggableError(error: unknown): LoggableError {
  return describe(error, [], 0);
}
