/** What other features may use of accounts: the signed-in user of a request, and alert-off tokens. */

export { userOf } from './authenticate';
export { createAlertOffToken, readAlertOffToken } from './security';
export type { UserRow } from './users.repository';
