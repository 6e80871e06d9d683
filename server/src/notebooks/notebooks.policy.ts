import type { UserRow } from '../auth';

/** A notebook is its creator's alone: only the owner may read or change it. */
export const canAccessNotebook = (user: Pick<UserRow, 'id'>, notebook: { ownerId: number }) =>
  notebook.ownerId === user.id;
