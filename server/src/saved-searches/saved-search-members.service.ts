import { MAX_MEMBERS } from '@workbench/contract/limits';
import type { Member, SavedSearchInvitation } from '@workbench/contract/members';
import type { UserRow } from '../auth';
import type { Db } from '../db/client';
import { Invalid, NotFound } from '../errors';
import type { MailMessage } from '../mail/mailer';
import { invitationMail, membersLimit, presentMember, presentOwner } from '../notebooks';
import {
  deleteSavedSearchMember,
  findSavedSearchMember,
  listSavedSearchMembers,
  shareSavedSearch,
} from './saved-search-members.repository';
import { loadSavedSearch } from './saved-searches.service';

/**
 * Shares the saved search (to run and follow, never to change) with an address: the same answer and
 * the same work whether or not the address has an account; the mail goes to an address new to it.
 */
export async function inviteToSavedSearch(
  db: Db,
  user: UserRow,
  input: { savedSearchId: number; email: string; appUrl: string },
): Promise<{ invitation: SavedSearchInvitation; mail: MailMessage | undefined }> {
  const saved = await loadSavedSearch(db, user, input.savedSearchId, 'manage');
  const email = input.email.toLowerCase();
  if (email === user.email.toLowerCase()) {
    throw new Invalid('email: this is your own address, and you own this saved search');
  }
  const fresh = await shareSavedSearch(db, saved.id, email, MAX_MEMBERS);
  if (fresh === 'full') throw membersLimit('saved search');
  const mail = fresh
    ? {
        to: email,
        ...invitationMail({
          sharer: { name: user.fullName, email: user.email },
          what: `the saved search “${saved.name}”`,
          link: `${input.appUrl}/saved-searches/${saved.id}`,
          signUpLink: `${input.appUrl}/sign-up`,
          allows: 'run it, see its new events and turn on an alert for yourself',
        }),
      }
    : undefined;
  return { invitation: { email, role: 'viewer', status: 'invited' }, mail };
}

/** The owner first, then the members it is shared with. */
export async function savedSearchMembersOf(db: Db, user: UserRow, savedSearchId: number): Promise<Member[]> {
  const saved = await loadSavedSearch(db, user, savedSearchId, 'read');
  const members = await listSavedSearchMembers(db, saved.id);
  return [
    presentOwner(saved, user),
    ...members.map((row) => presentMember({ ...row, role: 'viewer' }, user)),
  ];
}

/** The owner removes a member; a member may remove only themselves, which is leaving. */
export async function removeSavedSearchMember(
  db: Db,
  user: UserRow,
  input: { savedSearchId: number; memberId: number },
): Promise<void> {
  const saved = await loadSavedSearch(db, user, input.savedSearchId, 'read');
  const member = await findSavedSearchMember(db, saved.id, input.memberId);
  if (!member) throw new NotFound('Member');
  if (member.userId !== user.id) await loadSavedSearch(db, user, saved.id, 'manage');
  await deleteSavedSearchMember(db, member.id);
}
