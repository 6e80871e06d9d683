import type { UserRow } from '../auth';

/** The watched sources name the installation's feeds and their errors: for superusers alone. */
export const canSeeWatchedSources = (user: UserRow): boolean => user.isSuperuser;
