/**
 * The stable `code` every error body carries beside its `detail`. The detail is a sentence for the
 * person using the product and may be reworded; the code is for programs (the web app among them)
 * and does not change. Kept free of zod so the web bundle can import it alone.
 */
export const ERROR_CODES = {
  not_authenticated: '401: no bearer token came with the request',
  credentials_invalid: '401: the token is invalid, expired or revoked (the web app shows an expired session)',
  user_inactive: '403: the account is deactivated',
  forbidden: '403: the signed-in user may not do this',
  role_forbidden:
    "403: the signed-in user's role in this notebook or saved search does not allow this (a viewer removing an event, an editor sharing)",
  not_found: '404: the thing (or the path) does not exist, or belongs to someone else',
  validation_failed: '422: a value of the request is not acceptable; the detail names it',
  limit_reached: '422: a per-user or per-notebook limit is reached (notebooks, saved searches, keywords)',
  idempotency_key_reused: '422: the Idempotency-Key was already used for a different request',
  request_in_progress: '409: the same request (same Idempotency-Key) is still running',
  email_taken: '400: an account with this email already exists',
  login_incorrect: '400: the email or password is wrong (the same for both)',
  reset_link_invalid: '400: the password reset token is not one of ours',
  reset_link_used: '400: the password reset token was already used',
  reset_link_expired: '400: the password reset token has expired',
  alert_link_invalid: '400: the link to turn an alert off is not one of ours',
  alert_link_expired: '400: the link to turn an alert off has expired',
  alert_link_outdated: '400: the alert was turned on again after the link was sent',
  too_many_attempts: '429: too many attempts; Retry-After says when to try again',
  body_too_large: '413: the request body is too large',
  unsupported_media_type: '415: the request body has a content type the route does not take',
  bad_request: '400: the request could not be read (a badly encoded address, a malformed request)',
  uri_too_long: '414: a part of the address is too long',
  headers_too_large: '431: the request header fields are too large',
  request_timeout: '408: the request took too long to arrive',
  database_unavailable: '503: the database cannot be reached; Retry-After says when to try again',
  internal_error: '500: an unexpected error on the server',
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;
