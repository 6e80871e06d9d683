import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type MemberRole, notebookMembers, users } from '../db/schema';
import { lockNotebook, recordActivity } from './activity.repository';

/**
 * Shares the notebook with the address (lower-cased) in the given role, or gives an address already
 * shared with the new role; the account of the address, when there is one, is attached in the same
 * statement. Records the invitation or the change in the same transaction. Returns whether the
 * address is new to the notebook (only then is it mailed), or `full` when it is new and the notebook
 * already has `limit` members. Shares of one notebook take turns on its row, so parallel invitations
 * cannot pass the limit together.
 */
export async function shareWith(
  db: Db,
  input: { notebookId: number; email: string; role: MemberRole; actorId: number },
  limit: number,
): Promise<{ fresh: boolean } | 'full'> {
  const { notebookId, email, role, actorId } = input;
  return db.transaction(async (tx) => {
    await lockNotebook(tx, notebookId);
    const [before] = await tx
      .select({ role: notebookMembers.role })
      .from(notebookMembers)
      .where(and(eq(notebookMembers.notebookId, notebookId), eq(notebookMembers.email, email)))
      .for('update');
    if (before?.role === role) return { fresh: false };
    if (!before && (await tx.$count(notebookMembers, eq(notebookMembers.notebookId, notebookId))) >= limit) {
      return 'full';
    }
    const account = tx.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${email}`);
    await tx
      .insert(notebookMembers)
      .values({ notebookId, email, role, userId: sql`(${account})` })
      .onConflictDoUpdate({ target: [notebookMembers.notebookId, notebookMembers.email], set: { role } });
    await recordActivity(tx, {
      notebookId,
      actorId,
      action: before ? 'member_role_changed' : 'member_invited',
      detail: { email, role },
    });
    return { fresh: !before };
  });
}

export interface MemberRow {
  id: number;
  email: string;
  userId: number | null;
  name: string | null;
  role: MemberRole;
  joinedAt: Date | null;
}

const memberFields = {
  id: notebookMembers.id,
  email: notebookMembers.email,
  userId: notebookMembers.userId,
  name: users.fullName,
  role: notebookMembers.role,
  joinedAt: notebookMembers.joinedAt,
};

/** The notebook's members in the order they were invited. */
export function listMembers(db: Db, notebookId: number): Promise<MemberRow[]> {
  return db
    .select(memberFields)
    .from(notebookMembers)
    .leftJoin(users, eq(users.id, notebookMembers.userId))
    .where(eq(notebookMembers.notebookId, notebookId))
    .orderBy(asc(notebookMembers.createdAt), asc(notebookMembers.id));
}

export async function findMember(
  db: Db,
  notebookId: number,
  memberId: number,
): Promise<MemberRow | undefined> {
  const [row] = await db
    .select(memberFields)
    .from(notebookMembers)
    .leftJoin(users, eq(users.id, notebookMembers.userId))
    .where(and(eq(notebookMembers.notebookId, notebookId), eq(notebookMembers.id, memberId)));
  return row;
}

export async function changeMemberRole(
  db: Db,
  member: MemberRow,
  input: { notebookId: number; role: MemberRole; actorId: number },
): Promise<void> {
  if (member.role === input.role) return;
  await db.transaction(async (tx) => {
    await tx.update(notebookMembers).set({ role: input.role }).where(eq(notebookMembers.id, member.id));
    await recordActivity(tx, {
      notebookId: input.notebookId,
      actorId: input.actorId,
      action: 'member_role_changed',
      detail: { email: member.email, role: input.role },
    });
  });
}

/** Ends a membership: the owner removing a member, or a member leaving. */
export async function endMembership(
  db: Db,
  member: MemberRow,
  input: { notebookId: number; actorId: number; action: 'member_removed' | 'member_left' },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(notebookMembers).where(eq(notebookMembers.id, member.id));
    await recordActivity(tx, {
      notebookId: input.notebookId,
      actorId: input.actorId,
      action: input.action,
      detail: { email: member.email },
    });
  });
}

/** The member has opened the notebook: from now on its owner sees their name. */
export async function markJoined(db: Db, notebookId: number, userId: number): Promise<void> {
  await db
    .update(notebookMembers)
    .set({ joinedAt: sql`now()` })
    .where(
      and(
        eq(notebookMembers.notebookId, notebookId),
        eq(notebookMembers.userId, userId),
        isNull(notebookMembers.joinedAt),
      ),
    );
}
