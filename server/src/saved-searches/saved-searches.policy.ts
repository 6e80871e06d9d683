import type { UserRow } from '../auth';

/**
 * Who may do what with a saved search: its owner everything; a member it is shared with (always as
 * viewer) may run it, mark it seen and switch their own alert, never rename, delete or share it.
 */
export const savedSearchRoleOf = (
  user: Pick<UserRow, 'id'>,
  saved: { ownerId: number; memberId: number | null },
): 'owner' | 'viewer' | undefined =>
  saved.ownerId === user.id ? 'owner' : saved.memberId === null ? undefined : 'viewer';

export const canManageSavedSearch = (role: 'owner' | 'viewer') => role === 'owner';
