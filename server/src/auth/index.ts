/** What other features may use of accounts: the signed-in user of a request. */
export { userOf } from './authenticate';
export type { UserRow } from './users.repository';
