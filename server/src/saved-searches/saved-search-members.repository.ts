import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/rows';
import { savedSearches, savedSearchMembers, users } from '../db/schema';

/**
 * Shares the search with the address (lower-cased), attaching its account when there is one in the
 * same statement; returns whether the address is new to the search (only then is it mailed), or
 * `full` when it is new and the search already has `limit` members. Shares of one search take turns
 * on its row, so parallel invitations cannot pass the limit together.
 */
export async function shareSavedSearch(
  db: Db,
  savedSearchId: number,
  email: string,
  limit: number,
): Promise<boolean | 'full'> {
  return db.transaction(async (tx) => {
    await tx
      .select({ id: savedSearches.id })
      .from(savedSearches)
      .where(eq(savedSearches.id, savedSearchId))
      .for('no key update');
    const members = eq(savedSearchMembers.savedSearchId, savedSearchId);
    if ((await tx.$count(savedSearchMembers, and(members, eq(savedSearchMembers.email, email)))) > 0) {
      return false;
    }
    if ((await tx.$count(savedSearchMembers, members)) >= limit) return 'full';
    const account = tx.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${email}`);
    await tx.insert(savedSearchMembers).values({ savedSearchId, email, userId: sql`(${account})` });
    return true;
  });
}

export interface SavedSearchMemberRow {
  id: number;
  email: string;
  userId: number | null;
  name: string | null;
  joinedAt: Date | null;
}

const memberFields = {
  id: savedSearchMembers.id,
  email: savedSearchMembers.email,
  userId: savedSearchMembers.userId,
  name: users.fullName,
  joinedAt: savedSearchMembers.joinedAt,
};

export function listSavedSearchMembers(db: Db, savedSearchId: number): Promise<SavedSearchMemberRow[]> {
  return db
    .select(memberFields)
    .from(savedSearchMembers)
    .leftJoin(users, eq(users.id, savedSearchMembers.userId))
    .where(eq(savedSearchMembers.savedSearchId, savedSearchId))
    .orderBy(asc(savedSearchMembers.createdAt), asc(savedSearchMembers.id));
}

export async function findSavedSearchMember(
  db: Db,
  savedSearchId: number,
  memberId: number,
): Promise<SavedSearchMemberRow | undefined> {
  const [row] = await db
    .select(memberFields)
    .from(savedSearchMembers)
    .leftJoin(users, eq(users.id, savedSearchMembers.userId))
    .where(and(eq(savedSearchMembers.savedSearchId, savedSearchId), eq(savedSearchMembers.id, memberId)));
  return row;
}

export async function deleteSavedSearchMember(db: Db, memberId: number): Promise<void> {
  await db.delete(savedSearchMembers).where(eq(savedSearchMembers.id, memberId));
}

/** A member's alert on a shared search, due for a digest: what arrived since their last one. */
export interface MemberAlert {
  memberId: number;
  savedSearchId: number;
  name: string;
  userId: number;
  email: string;
  fullName: string;
  alertVersion: number;
  since: Date;
  /** The digest before this one, given back when this one is not sent. */
  previous: Date | null;
}

/**
 * Claims the day's digest of every active member whose alert on a shared search is on and has had
 * none since `startOfToday`, marking each at `now` in one statement (so that of several processes
 * checking at once, one gets each). Returns what was claimed, each with the moment its previous
 * digest (or the sharing) happened: matches recorded after it are new to that member.
 */
export function claimMemberAlerts(db: Db, startOfToday: Date, now: Date): Promise<MemberAlert[]> {
  return queryRows<MemberAlert>(
    db,
    sql`with due as (
          select m.id, coalesce(m.last_digest_at, m.created_at) as since, m.last_digest_at as previous
          from saved_search_members m join users u on u.id = m.user_id
          where m.alert and u.is_active
            and (m.last_digest_at is null or m.last_digest_at < ${startOfToday.toISOString()}::timestamptz)
          for update of m skip locked)
        update saved_search_members m set last_digest_at = ${now.toISOString()}::timestamptz
        from due, saved_searches s, users u
        where m.id = due.id and s.id = m.saved_search_id and u.id = m.user_id
        returning m.id as "memberId", m.saved_search_id as "savedSearchId", s.name, m.user_id as "userId",
                  u.email, u.full_name as "fullName", m.alert_version as "alertVersion", due.since, due.previous`,
  );
}

/** Gives back claims whose digest was not sent, so that the next check tries them again. */
export async function releaseMemberAlerts(db: Db, claims: MemberAlert[]): Promise<void> {
  for (const claim of claims) {
    await db
      .update(savedSearchMembers)
      .set({ lastDigestAt: claim.previous === null ? null : new Date(claim.previous) })
      .where(eq(savedSearchMembers.id, claim.memberId));
  }
}
