import type { UserPublic } from '@workbench/contract/auth';
import type { UserRow } from './users.repository';

/** The only user fields that ever leave the server. */
export const presentUser = (user: UserRow): UserPublic => ({
  id: user.id,
  email: user.email,
  full_name: user.fullName,
  is_active: user.isActive,
  is_superuser: user.isSuperuser,
});
