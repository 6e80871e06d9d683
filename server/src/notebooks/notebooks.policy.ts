import type { UserRow } from '../auth/users.repository';

/** A notebook is its creator's alone: only the owner may read or change it. */
export const canAccessNotebook = (user: Pick<UserRow, 'id'>, notebook: { owner_id: number }) =>
  notebook.owner_id === user.id;
