import { MAX_MEMBERS } from '@workbench/contract/limits';
import type { Invitation, Member, MemberRole } from '@workbench/contract/members';
import type { UserRow } from '../auth';
import type { Db } from '../db/client';
import { Invalid, NotFound } from '../errors';
import type { MailMessage } from '../mail/mailer';
import { invitationMail, notebookRoleAllows } from './invitation-mail';
import {
  changeMemberRole,
  endMembership,
  findMember,
  listMembers,
  type MemberRow,
  shareWith,
} from './members.repository';
import { loadNotebook, requireRight } from './notebooks.service';

/**
 * A member as every member sees them: by address alone until they have opened what was shared, so
 * that an address with an account looks like one without until its owner chooses to take part.
 */
export const presentMember = (
  row: {
    id: number;
    email: string;
    userId: number | null;
    name: string | null;
    joinedAt: Date | null;
    role: MemberRole;
  },
  user: Pick<UserRow, 'id'>,
): Member => ({
  id: row.id,
  email: row.email,
  name: row.joinedAt ? row.name : null,
  role: row.role,
  status: row.joinedAt ? 'joined' : 'invited',
  you: row.userId === user.id,
});

/**
 * Shares the notebook with an address. The answer, and the work done, are the same whether or not
 * the address has an account; the mail (returned, to be sent after the answer) goes only to an
 * address new to the notebook.
 */
export async function inviteMember(
  db: Db,
  user: UserRow,
  input: { notebookId: number; email: string; role: MemberRole; appUrl: string },
): Promise<{ invitation: Invitation; mail: MailMessage | undefined }> {
  const notebook = await loadNotebook(db, user, input.notebookId, 'manage');
  const email = input.email.toLowerCase();
  if (email === user.email.toLowerCase()) {
    throw new Invalid('email: this is your own address, and you own this notebook');
  }
  const shared = await shareWith(
    db,
    { notebookId: notebook.id, email, role: input.role, actorId: user.id },
    MAX_MEMBERS,
  );
  if (shared === 'full') throw membersLimit('notebook');
  const mail = shared.fresh
    ? {
        to: email,
        ...invitationMail({
          sharer: { name: user.fullName, email: user.email },
          what: `the notebook “${notebook.title}”`,
          link: `${input.appUrl}/notebook/${notebook.id}`,
          signUpLink: `${input.appUrl}/sign-up`,
          allows: notebookRoleAllows(input.role),
        }),
      }
    : undefined;
  return { invitation: { email, role: input.role, status: 'invited' }, mail };
}

/** The owner of what was shared, listed first among its members: no membership id, role `owner`. */
export const presentOwner = (
  shared: { ownerId: number; ownerEmail: string; ownerName: string },
  user: Pick<UserRow, 'id'>,
): Member => ({
  id: null,
  email: shared.ownerEmail,
  name: shared.ownerName,
  role: 'owner',
  status: 'owner',
  you: shared.ownerId === user.id,
});

/** The answer when something is shared with MAX_MEMBERS people already. */
export const membersLimit = (what: 'notebook' | 'saved search') =>
  new Invalid(
    `A ${what} can be shared with at most ${MAX_MEMBERS} people; remove someone to share it with another.`,
    'limit_reached',
  );

/** The owner first, then the members in the order they were invited. */
export async function membersOf(db: Db, user: UserRow, notebookId: number): Promise<Member[]> {
  const notebook = await loadNotebook(db, user, notebookId, 'read');
  const members = await listMembers(db, notebook.id);
  return [presentOwner(notebook, user), ...members.map((row) => presentMember(row, user))];
}

async function loadMember(db: Db, notebookId: number, memberId: number): Promise<MemberRow> {
  const member = await findMember(db, notebookId, memberId);
  if (!member) throw new NotFound('Member');
  return member;
}

export async function setMemberRole(
  db: Db,
  user: UserRow,
  input: { notebookId: number; memberId: number; role: MemberRole },
): Promise<Member> {
  const notebook = await loadNotebook(db, user, input.notebookId, 'manage');
  const member = await loadMember(db, notebook.id, input.memberId);
  await changeMemberRole(db, member, { notebookId: notebook.id, role: input.role, actorId: user.id });
  return presentMember({ ...member, role: input.role }, user);
}

/** The owner removes a member; a member may remove only themselves, which is leaving. */
export async function removeMember(
  db: Db,
  user: UserRow,
  input: { notebookId: number; memberId: number },
): Promise<void> {
  const notebook = await loadNotebook(db, user, input.notebookId, 'read');
  const member = await loadMember(db, notebook.id, input.memberId);
  const leaving = member.userId === user.id;
  if (!leaving) requireRight(notebook.role, 'manage');
  await endMembership(db, member, {
    notebookId: notebook.id,
    actorId: user.id,
    action: leaving ? 'member_left' : 'member_removed',
  });
}
