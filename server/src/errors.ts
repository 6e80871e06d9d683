import type { ErrorCode } from '@workbench/contract/error-codes';

/**
 * Errors that services throw when a request cannot be done. Each message is written for the person
 * using the product and is shown to them as is; `code` is the stable name programs match on, when
 * the service names one (otherwise the kind's own code). `http/errors.ts` decides the status code,
 * so no service knows about HTTP.
 */
export abstract class DomainError extends Error {
  constructor(
    message: string,
    readonly code?: ErrorCode,
  ) {
    super(message);
  }
}

/** The thing does not exist, or belongs to someone else (never say which). */
export class NotFound extends DomainError {
  constructor(what: string) {
    super(`${what} not found`, 'not_found');
  }
}

/** The request is well formed but cannot be done as asked (a taken email, a spent reset link). */
export class Rejected extends DomainError {}

/** A value the request carries is not acceptable (beyond what the request schema can tell). */
export class Invalid extends DomainError {}

/** The request clashes with another that is still running (a repeat of the same creating request). */
export class Conflict extends DomainError {}

/** No valid credentials came with the request. */
export class Unauthenticated extends DomainError {}

/** The credentials are valid but do not allow this. */
export class Forbidden extends DomainError {}

/** Too many failed attempts; the caller may try again after `retryAfterSeconds`. */
export class TooManyAttempts extends DomainError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message, 'too_many_attempts');
  }
}
