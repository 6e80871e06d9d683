import type { ErrorCode } from '@workbench/contract/error-codes';
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

/** An error as the API answers it: the status, and the body's readable detail and stable code. */
type Answer = [status: number, detail: string, code: ErrorCode];

const framedStatus: Record<string, Answer> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'Request body is too large', 'body_too_large'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'Unsupported content type', 'unsupported_media_type'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [422, 'Request body must not be empty', 'validation_failed'],
  FST_ERR_CTP_INVALID_JSON_BODY: [422, 'Request body is not valid JSON', 'validation_failed'],
};

/** The status code, headers and code of each kind of domain error (a service may name a finer code). */
function responseOf(error: DomainError): {
  status: number;
  headers: Record<string, string>;
  code: ErrorCode;
} {
  const answer = (status: number, code: ErrorCode, headers: Record<string, string> = {}) => ({
    status,
    headers,
    code: error.code ?? code,
  });
  if (error instanceof NotFound) return answer(404, 'not_found');
  if (error instanceof Unauthenticated)
    return answer(401, 'not_authenticated', { 'www-authenticate': 'Bearer' });
  if (error instanceof Forbidden) return answer(403, 'forbidden');
  if (error instanceof Invalid) return answer(422, 'validation_failed');
  if (error instanceof Conflict) return answer(409, 'request_in_progress');
  if (error instanceof TooManyAttempts) {
    return answer(429, 'too_many_attempts', { 'retry-after': String(error.retryAfterSeconds) });
  }
  // Rejected: the request was understood but cannot be done as asked.
  return answer(400, 'bad_request');
}

/** The code of a 4xx the framework raised with a status of its own. */
const codeOfStatus = (status: number): ErrorCode =>
  status === 404
    ? 'not_found'
    : status === 413
      ? 'body_too_large'
      : status === 415
        ? 'unsupported_media_type'
        : status === 422
          ? 'validation_failed'
          : 'bad_request';

/** What the router itself refuses before any route runs, in the words of every other error. */
const ROUTER_ANSWERS: Record<string, Answer> = {
  FST_ERR_BAD_URL: [400, 'The address is not valid: it holds a badly encoded character.', 'bad_request'],
  FST_ERR_MAX_PARAM_LENGTH: [414, 'A part of the address is too long.', 'uri_too_long'],
};

/**
 * Fastify's `frameworkErrors`: errors the router raises before the error handler is in place (a
 * badly encoded or over-long path parameter), answered with `{"detail"}` like the rest.
 */
export function answerFrameworkError(error: FastifyError, _request: unknown, reply: FastifyReply): void {
  const [status, detail, code] = Object.hasOwn(ROUTER_ANSWERS, error.code)
    ? (ROUTER_ANSWERS[error.code] as Answer)
    : ([400, 'The request could not be read.', 'bad_request'] satisfies Answer);
  void reply.code(status).send({ detail, code });
}

/**
 * Every error leaves the server as `{"detail": "<readable sentence>", "code": "<stable code>"}`;
 * internals never do. A database that cannot be reached is a 503 with Retry-After; whatever is
 * logged has had the statement's parameter values cut out (db/loggable-error.ts).
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply
        .status(422)
        .send({ detail: describeValidation(error.validation), code: 'validation_failed' });
    }
    if (error instanceof DomainError) {
      const { status, headers, code } = responseOf(error);
      return reply.status(status).headers(headers).send({ detail: error.message, code });
    }
    const framed = error.code ? framedStatus[error.code] : undefined;
    if (framed) return reply.status(framed[0]).send({ detail: framed[1], code: framed[2] });
    if (error.validation) {
      return reply
        .status(422)
        .send({ detail: describeValidation(error.validation), code: 'validation_failed' });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply
        .status(error.statusCode)
        .send({ detail: error.message, code: codeOfStatus(error.statusCode) });
    }
    // Logged under `error`, not pino's `err`: the redacted copy is a plain object on purpose.
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ error: loggableError(error) }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send({ detail: DATABASE_UNAVAILABLE, code: 'database_unavailable' });
    }
    request.log.error({ error: loggableError(error) }, 'unhandled error');
    return reply.status(500).send({ detail: 'Internal server error', code: 'internal_error' });
  });
}
