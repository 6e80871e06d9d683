/**
 * What other features may use of accounts: the signed-in user of a request, alert-off tokens, and the
 * hourly pruning of old log-in attempts the server runs.
 */

export { startAttemptPruning } from './attempt-pruning';
export { PUBLIC_ROUTE, userOf } from './authenticate';
export { type AlertOffClaims, createAlertOffToken, readAlertOffToken } from './security';
export type { UserRow } from './users.repository';
