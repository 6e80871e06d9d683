import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { loggableError } from '../db/loggable-error';
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE, isDatabaseUnavailable } from '../db/unavailable';
import {
  Conflict,
  DomainError,
  Forbidden,
  Invalid,
  NotFound,
  TooManyAttempts,
  Unauthenticated,
} from '../errors';

interface ValidationIssue {
  instancePath: string;
  message?: string;
}

function describeValidation(issues: ValidationIssue[]): string {
  return issues
    .map((issue) => {
      const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
      const message = issue.message ?? 'is not valid';
      // A rule across fields (such as matching passwords) reads best as its message alone.
      return field ? `${field}: ${message}` : message;
    })
    .join('; ');
}

const framedStatus: Record<string, [number, string]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'Request body is too large'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'Unsupported content type'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [422, 'Request body must not be empty'],
  FST_ERR_CTP_INVALID_JSON_BODY: [422, 'Request body is not valid JSON'],
};

/** The status code and headers of each kind of domain error. */
function responseOf(error: DomainError): { status: number; headers: Record<string, string> } {
  if (error instanceof NotFound) return { status: 404, headers: {} };
  if (error instanceof Unauthenticated) return { status: 401, headers: { 'www-authenticate': 'Bearer' } };
  if (error instanceof Forbidden) return { status: 403, headers: {} };
  if (error instanceof Invalid) return { status: 422, headers: {} };
  if (error instanceof Conflict) return { status: 409, headers: {} };
  if (error instanceof TooManyAttempts) {
    return { status: 429, headers: { 'retry-after': String(error.retryAfterSeconds) } };
  }
  // Rejected: the request was understood but cannot be done as asked.
  return { status: 400, headers: {} };
}

/**
 * Every error leaves the server as `{"detail": "<readable sentence>"}`; internals never do. A
 * database that cannot be reached is a 503 with Retry-After; whatever is logged has had the
 * statement's parameter values cut out (db/loggable-error.ts).
 */
/** What the router itself refuses before any route runs, in the words of every other error. */
const ROUTER_ANSWERS: Record<string, [number, string]> = {
  FST_ERR_BAD_URL: [400, 'The address is not valid: it holds a badly encoded character.'],
  FST_ERR_MAX_PARAM_LENGTH: [414, 'A part of the address is too long.'],
};

/**
 * Fastify's `frameworkErrors`: errors the router raises before the error handler is in place (a
 * badly encoded or over-long path parameter), answered with `{"detail"}` like the rest.
 */
export function answerFrameworkError(error: FastifyError, _request: unknown, reply: FastifyReply): void {
  const [status, detail] = Object.hasOwn(ROUTER_ANSWERS, error.code)
    ? (ROUTER_ANSWERS[error.code] as [number, string])
    : [400, 'The request could not be read.'];
  void reply.code(status).send({ detail });
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(422).send({ detail: describeValidation(error.validation) });
    }
    if (error instanceof DomainError) {
      const { status, headers } = responseOf(error);
      return reply.status(status).headers(headers).send({ detail: error.message });
    }
    const framed = error.code ? framedStatus[error.code] : undefined;
    if (framed) return reply.status(framed[0]).send({ detail: framed[1] });
    if (error.validation) {
      return reply.status(422).send({ detail: describeValidation(error.validation) });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ detail: error.message });
    }
    // Logged under `error`, not pino's `err`: the redacted copy is a plain object on purpose.
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ error: loggableError(error) }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send({ detail: DATABASE_UNAVAILABLE });
    }
    request.log.error({ error: loggableError(error) }, 'unhandled error');
    return reply.status(500).send({ detail: 'Internal server error' });
  });
}
