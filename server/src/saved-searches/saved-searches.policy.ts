import type { UserRow } from '../auth';

/** A saved search is its creator's alone: only the owner may read or change it. */
export const canAccessSavedSearch = (user: Pick<UserRow, 'id'>, saved: { ownerId: number }) =>
  saved.ownerId === user.id;
