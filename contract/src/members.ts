import { z } from 'zod';
import { email } from './auth';
import { recordId as id } from './common';

/**
 * What a person may do with a notebook: a viewer reads, asks and exports; an editor also adds and
 * removes events, saves and deletes answers and corrects events; the owner also renames, deletes and
 * shares it.
 */
export const notebookRole = z.enum(['owner', 'editor', 'viewer']);
export type NotebookRole = z.infer<typeof notebookRole>;

/** The roles an owner can give; a notebook has one owner, who is no member. */
export const memberRole = z.enum(['viewer', 'editor']);
export type MemberRole = z.infer<typeof memberRole>;

export const inviteMemberBody = z.object({ email, role: memberRole });
export type InviteMemberBody = z.input<typeof inviteMemberBody>;

/** A saved search is shared to read and run only, so its invitation names no role. */
export const inviteSavedSearchMemberBody = z.object({ email });
export type InviteSavedSearchMemberBody = z.input<typeof inviteSavedSearchMemberBody>;

/**
 * The answer to an invitation: the same for an address with an account and one without, so that
 * sharing cannot be used to find out who has an account.
 */
export const invitation = z
  .object({ email: z.string(), role: memberRole, status: z.literal('invited') })
  .meta({ id: 'Invitation' });
export type Invitation = z.infer<typeof invitation>;

/**
 * One person with access. Until an invited member first opens what was shared, they show as
 * `invited` by address alone, whether or not the address has an account; from then on as `joined`,
 * with their name. The owner is listed first, with role `owner` and no member id.
 */
export const member = z
  .object({
    id: z
      .number()
      .int()
      .nullable()
      .describe('The membership (null for the owner): the id to change or remove'),
    email: z.string(),
    name: z.string().nullable(),
    role: notebookRole,
    status: z.enum(['owner', 'invited', 'joined']),
    you: z.boolean().describe('Whether this is the signed-in user'),
  })
  .meta({ id: 'Member' });
export type Member = z.infer<typeof member>;

export const membersResponse = z.object({ members: z.array(member), total_results: z.number().int() });
export type MembersResponse = z.infer<typeof membersResponse>;

export const memberParams = z.object({ id, member_id: id });
export const updateMemberBody = z.object({ role: memberRole });
export type UpdateMemberBody = z.input<typeof updateMemberBody>;

export const ACTIVITY_ACTIONS = [
  'events_added',
  'events_removed',
  'answer_saved',
  'answer_replaced',
  'answers_deleted',
  'event_corrected',
  'corrections_undone',
  'member_invited',
  'member_role_changed',
  'member_removed',
  'member_left',
] as const;
export const activityAction = z.enum(ACTIVITY_ACTIONS);
export type ActivityAction = z.infer<typeof activityAction>;

/** Who did what to a notebook, and when. */
export const activityEntry = z
  .object({
    id: z.number().int(),
    actor_name: z.string().nullable().describe('Null when the account has since been deleted'),
    you: z.boolean(),
    action: activityAction,
    /** What the change was about: event ids, question text, a member's address and role. */
    event_ids: z.array(z.number().int()).optional(),
    question: z.string().optional(),
    email: z.string().optional(),
    role: memberRole.optional(),
    at: z.string(),
  })
  .meta({ id: 'ActivityEntry' });
export type ActivityEntry = z.infer<typeof activityEntry>;

export const activityResponse = z.object({
  activity: z.array(activityEntry),
  total_results: z.number().int(),
});
export type ActivityResponse = z.infer<typeof activityResponse>;

/** What a person may do with a notebook; every right but `read` needs more than membership. */
export type NotebookRight = 'read' | 'ask' | 'export' | 'edit' | 'manage';

/**
 * The role rules, one table for the server (which refuses) and the web app (which leaves out what
 * a role may not do). A viewer reads, asks and exports; an editor also changes the events, answers
 * and corrections; only the owner renames, deletes and shares.
 */
const RIGHTS: Record<NotebookRole, ReadonlySet<NotebookRight>> = {
  viewer: new Set(['read', 'ask', 'export']),
  editor: new Set(['read', 'ask', 'export', 'edit']),
  owner: new Set(['read', 'ask', 'export', 'edit', 'manage']),
};

export const roleAllows = (role: NotebookRole, right: NotebookRight) => RIGHTS[role].has(right);

/** The answer to sharing a saved search: as for a notebook, the same for every address. */
export const savedSearchInvitation = z
  .object({ email: z.string(), role: z.literal('viewer'), status: z.literal('invited') })
  .meta({ id: 'SavedSearchInvitation' });
export type SavedSearchInvitation = z.infer<typeof savedSearchInvitation>;
