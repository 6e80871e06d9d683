import { type NotebookRight, type NotebookRole, roleAllows } from '@workbench/contract/members';
import type { UserRow } from '../auth';
import type { MemberRole } from '../db/schema';

/**
 * The user's role in a notebook: its owner's, the role they were given as a member, or none (a
 * stranger or a former member, who must not learn that the notebook exists).
 */
export const roleOf = (
  user: Pick<UserRow, 'id'>,
  notebook: { ownerId: number; memberRole: MemberRole | null },
): NotebookRole | undefined => (notebook.ownerId === user.id ? 'owner' : (notebook.memberRole ?? undefined));

export const canRead = (role: NotebookRole | undefined): role is NotebookRole => role !== undefined;
export const canAsk = (role: NotebookRole) => roleAllows(role, 'ask');
export const canExport = (role: NotebookRole) => roleAllows(role, 'export');
export const canEdit = (role: NotebookRole) => roleAllows(role, 'edit');
export const canManageMembers = (role: NotebookRole) => roleAllows(role, 'manage');

const CHECKS: Record<NotebookRight, (role: NotebookRole) => boolean> = {
  read: canRead,
  ask: canAsk,
  export: canExport,
  edit: canEdit,
  manage: canManageMembers,
};

export const allows = (role: NotebookRole, right: NotebookRight) => CHECKS[right](role);

/** Why a member may not do it, in words that say who can. */
export const refusal = (right: NotebookRight) =>
  right === 'manage'
    ? "Only the notebook's owner can rename, delete or share it."
    : 'Your role in this notebook does not allow this; ask its owner to make you an editor.';
