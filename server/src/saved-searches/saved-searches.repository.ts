import type { SavedSearchParams } from '@workbench/contract/saved-searches';
import {
  and,
  asc,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  or,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import type { AlertOffClaims } from '../auth';
import { chunksOf } from '../db/chunks';
import type { Db } from '../db/client';
import { events, savedSearches, savedSearchMatches, savedSearchMembers, users } from '../db/schema';
import { type EventRow, effectiveDate, eventFields } from '../events';

export type SavedSearchRow = typeof savedSearches.$inferSelect;
/**
 * A saved search as one user sees it: `alert` and `lastSeenAt` are that user's own (the owner's on
 * the search, a member's on their membership), `newEvents` counts from their own `lastSeenAt`, and
 * `memberId` is set when the search is shared with them.
 */
export type SavedSearchWithNews = SavedSearchRow & {
  newEvents: number;
  ownerName: string;
  ownerEmail: string;
  memberId: number | null;
};

/** The moment the viewing user last looked: a member's own, or the owner's. */
const seenAt = sql<Date>`coalesce(${savedSearchMembers.lastSeenAt}, ${savedSearches.lastSeenAt})`;

/** Matches that arrived after `since` (the viewing user's last look, by default). */
const newMatchSince = (since: SQLWrapper = seenAt) => sql`${savedSearchMatches.matchedAt} > ${since}`;

const newEventsOf = (db: Db) =>
  db
    .select({ newEvents: sql<number>`count(*)::int`.as('new_events') })
    .from(savedSearchMatches)
    .where(and(eq(savedSearchMatches.savedSearchId, savedSearches.id), newMatchSince()))
    .as('news');

/** Saved searches as `userId` sees them, with their membership when shared with them. */
const selectWithNews = (db: Db, userId: number) => {
  const news = newEventsOf(db);
  return db
    .select({
      saved: savedSearches,
      newEvents: news.newEvents,
      ownerName: users.fullName,
      ownerEmail: users.email,
      memberId: savedSearchMembers.id,
      memberAlert: savedSearchMembers.alert,
      memberSeenAt: savedSearchMembers.lastSeenAt,
    })
    .from(savedSearches)
    .innerJoin(users, eq(users.id, savedSearches.ownerId))
    .leftJoin(
      savedSearchMembers,
      and(eq(savedSearchMembers.savedSearchId, savedSearches.id), eq(savedSearchMembers.userId, userId)),
    )
    .leftJoinLateral(news, sql`true`)
    .$dynamic();
};

const flatten = (row: {
  saved: SavedSearchRow;
  newEvents: number;
  ownerName: string;
  ownerEmail: string;
  memberId: number | null;
  memberAlert: boolean | null;
  memberSeenAt: Date | null;
}): SavedSearchWithNews => ({
  ...row.saved,
  alert: row.memberAlert ?? row.saved.alert,
  lastSeenAt: row.memberSeenAt ?? row.saved.lastSeenAt,
  newEvents: row.newEvents,
  ownerName: row.ownerName,
  ownerEmail: row.ownerEmail,
  memberId: row.memberId,
});

/**
 * Stores a new saved search unless the owner already has `limit` of them; the owner's row is locked
 * first, so two requests at once cannot both take the last place. Undefined when the limit is reached.
 */
export async function insertSavedSearch(
  db: Db,
  values: { ownerId: number; name: string; params: SavedSearchParams; alert: boolean },
  limit: number,
): Promise<number | undefined> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, values.ownerId)).for('update');
    if ((await tx.$count(savedSearches, eq(savedSearches.ownerId, values.ownerId))) >= limit)
      return undefined;
    const [row] = await tx.insert(savedSearches).values(values).returning({ id: savedSearches.id });
    return row?.id;
  });
}

/** The saved search as `userId` sees it, whether or not they may. */
export async function findSavedSearch(
  db: Db,
  id: number,
  userId: number,
): Promise<SavedSearchWithNews | undefined> {
  const [row] = await selectWithNews(db, userId).where(eq(savedSearches.id, id));
  return row && flatten(row);
}

/** The user's own saved searches and those shared with them, newest first. */
export async function listSavedSearches(db: Db, userId: number): Promise<SavedSearchWithNews[]> {
  const rows = await selectWithNews(db, userId)
    .where(or(eq(savedSearches.ownerId, userId), isNotNull(savedSearchMembers.id)))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
  return rows.map(flatten);
}

/** Turned on again, an alert gets a new version: the alert-off links mailed before no longer work. */
const bumpedVersion = (table: typeof savedSearches | typeof savedSearchMembers) =>
  sql`case when ${table.alert} then ${table.alertVersion} else ${table.alertVersion} + 1 end`;

export async function updateSavedSearch(
  db: Db,
  id: number,
  changes: { name?: string; alert?: boolean },
): Promise<void> {
  const alertVersion = changes.alert ? bumpedVersion(savedSearches) : undefined;
  await db
    .update(savedSearches)
    .set({ ...changes, ...(alertVersion ? { alertVersion } : {}) })
    .where(eq(savedSearches.id, id));
}

export async function deleteSavedSearch(db: Db, id: number): Promise<void> {
  await db.delete(savedSearches).where(eq(savedSearches.id, id));
}

/** A member's own alert switch for a search shared with them. */
export async function setMemberAlert(db: Db, memberId: number, alert: boolean): Promise<void> {
  await db
    .update(savedSearchMembers)
    .set({ alert, ...(alert ? { alertVersion: bumpedVersion(savedSearchMembers) } : {}) })
    .where(eq(savedSearchMembers.id, memberId));
}

/** The user has looked at the search now: its owner on the search, a member on their membership. */
export async function markSavedSearchSeen(db: Db, saved: SavedSearchWithNews): Promise<void> {
  if (saved.memberId === null) {
    await db.update(savedSearches).set({ lastSeenAt: sql`now()` }).where(eq(savedSearches.id, saved.id));
  } else {
    await db
      .update(savedSearchMembers)
      .set({ lastSeenAt: sql`now()`, joinedAt: sql`coalesce(${savedSearchMembers.joinedAt}, now())` })
      .where(eq(savedSearchMembers.id, saved.memberId));
  }
}

/** Which of these events are new matches of the search for a user who last looked at `seen`. */
export async function newMatchesAmong(
  db: Db,
  savedSearchId: number,
  eventIds: number[],
  seen: Date,
): Promise<Set<number>> {
  if (eventIds.length === 0) return new Set();
  const rows = await db
    .select({ eventId: savedSearchMatches.eventId })
    .from(savedSearchMatches)
    .where(
      and(
        eq(savedSearchMatches.savedSearchId, savedSearchId),
        inArray(savedSearchMatches.eventId, eventIds),
        gt(savedSearchMatches.matchedAt, seen),
      ),
    );
  return new Set(rows.map((row) => row.eventId));
}

/** Every saved search of every user, as ingest tests new events against them. */
export const allSavedSearchParams = (db: Db) =>
  db.select({ id: savedSearches.id, params: savedSearches.params }).from(savedSearches);

export interface MatchPair {
  savedSearchId: number;
  eventId: number;
}

/** Pairs per statement: two array parameters whatever the count, so the limit is only memory. */
const PAIRS_PER_STATEMENT = 50_000;

const pairColumns = (pairs: MatchPair[]) =>
  sql`unnest(${sql.param(pairs.map((p) => p.savedSearchId))}::int[], ${sql.param(pairs.map((p) => p.eventId))}::int[])`;

/** Records matches; a pair already recorded keeps its time. */
export async function insertMatches(db: Db, pairs: MatchPair[]): Promise<void> {
  for (const chunk of chunksOf(pairs, PAIRS_PER_STATEMENT)) {
    await db.execute(
      sql`insert into ${savedSearchMatches} (saved_search_id, event_id) select * from ${pairColumns(chunk)} on conflict do nothing`,
    );
  }
}

export async function deleteMatches(db: Db, pairs: MatchPair[]): Promise<void> {
  for (const chunk of chunksOf(pairs, PAIRS_PER_STATEMENT)) {
    await db
      .delete(savedSearchMatches)
      .where(
        sql`(${savedSearchMatches.savedSearchId}, ${savedSearchMatches.eventId}) in (select * from ${pairColumns(chunk)})`,
      );
  }
}

/**
 * The alert searches of active users who have had no digest since `startOfToday`, with the owner's
 * address, oldest search first.
 */
export function alertSearchesDue(db: Db, startOfToday: Date) {
  const mailedToday = db
    .select({ ownerId: savedSearches.ownerId })
    .from(savedSearches)
    .where(gte(savedSearches.lastDigestAt, startOfToday));
  return db
    .select({
      id: savedSearches.id,
      name: savedSearches.name,
      params: savedSearches.params,
      alertVersion: savedSearches.alertVersion,
      ownerId: savedSearches.ownerId,
      email: users.email,
      fullName: users.fullName,
    })
    .from(savedSearches)
    .innerJoin(users, eq(users.id, savedSearches.ownerId))
    .where(
      and(
        eq(savedSearches.alert, true),
        eq(users.isActive, true),
        sql`${savedSearches.ownerId} not in (${mailedToday})`,
      ),
    )
    .orderBy(asc(savedSearches.ownerId), asc(savedSearches.createdAt), asc(savedSearches.id));
}

/** The events of new matches of a search that no digest has listed yet, newest first. */
export async function unmailedNewMatchIds(db: Db, savedSearchId: number): Promise<number[]> {
  const rows = await db
    .select({ id: events.id })
    .from(savedSearchMatches)
    .innerJoin(savedSearches, eq(savedSearches.id, savedSearchMatches.savedSearchId))
    .innerJoin(events, eq(events.id, savedSearchMatches.eventId))
    .where(
      and(
        eq(savedSearchMatches.savedSearchId, savedSearchId),
        newMatchSince(savedSearches.lastSeenAt),
        isNull(savedSearchMatches.mailedAt),
      ),
    )
    .orderBy(desc(effectiveDate), desc(events.id));
  return rows.map((row) => row.id);
}

/** These events, in the order of the ids given. */
export async function eventsInOrder(db: Db, ids: number[]): Promise<EventRow[]> {
  if (ids.length === 0) return [];
  const rows = await db.select(eventFields).from(events).where(inArray(events.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * Takes the day's digest of a user for this process: under a lock on the user's row, so that of
 * several server processes checking at once only one goes on, their alert searches are marked as
 * digested at `now` unless one already was since `startOfToday`. Returns what they held before (to
 * give the claim back when nothing is sent), or undefined when the digest is not this process's.
 */
export async function claimDigest(
  db: Db,
  ownerId: number,
  startOfToday: Date,
  now: Date,
): Promise<Map<number, Date | null> | undefined> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, ownerId)).for('update');
    const alerts = await tx
      .select({ id: savedSearches.id, lastDigestAt: savedSearches.lastDigestAt })
      .from(savedSearches)
      .where(and(eq(savedSearches.ownerId, ownerId), eq(savedSearches.alert, true)));
    if (alerts.length === 0 || alerts.some((row) => row.lastDigestAt && row.lastDigestAt >= startOfToday)) {
      return undefined;
    }
    await tx
      .update(savedSearches)
      .set({ lastDigestAt: now })
      .where(
        inArray(
          savedSearches.id,
          alerts.map((row) => row.id),
        ),
      );
    return new Map(alerts.map((row) => [row.id, row.lastDigestAt]));
  });
}

/** Gives a claimed digest back: the searches hold the digest times they had before. */
export async function releaseDigest(db: Db, previous: Map<number, Date | null>): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [id, lastDigestAt] of previous) {
      await tx.update(savedSearches).set({ lastDigestAt }).where(eq(savedSearches.id, id));
    }
  });
}

/** These matches were listed in a digest that went out. */
export async function markMailed(db: Db, pairs: MatchPair[], now: Date): Promise<void> {
  for (const chunk of chunksOf(pairs, PAIRS_PER_STATEMENT)) {
    await db
      .update(savedSearchMatches)
      .set({ mailedAt: now })
      .where(
        sql`(${savedSearchMatches.savedSearchId}, ${savedSearchMatches.eventId}) in (select * from ${pairColumns(chunk)})`,
      );
  }
}

/**
 * A user's saved search as an alert-off link sees it: its name and the version of that user's alert
 * (on the search for its owner, on the membership for a member it is shared with).
 */
export async function linkedSearch(
  db: Db,
  id: number,
  userId: number,
): Promise<{ name: string; alertVersion: number } | undefined> {
  const [row] = await db
    .select({
      name: savedSearches.name,
      alertVersion: sql<number>`case when ${savedSearches.ownerId} = ${userId} then ${savedSearches.alertVersion} else ${savedSearchMembers.alertVersion} end`,
    })
    .from(savedSearches)
    .leftJoin(
      savedSearchMembers,
      and(eq(savedSearchMembers.savedSearchId, savedSearches.id), eq(savedSearchMembers.userId, userId)),
    )
    .where(
      and(eq(savedSearches.id, id), or(eq(savedSearches.ownerId, userId), isNotNull(savedSearchMembers.id))),
    );
  return row;
}

/**
 * Turns the alert the link names off if it is still at the link's version: the owner's on the search,
 * or a member's on their membership. Its name, or undefined when the user has no such alert or it has
 * been turned on again since.
 */
export async function turnAlertOff(db: Db, link: AlertOffClaims): Promise<string | undefined> {
  const [own] = await db
    .update(savedSearches)
    .set({ alert: false })
    .where(
      and(
        eq(savedSearches.id, link.savedSearchId),
        eq(savedSearches.ownerId, link.ownerId),
        eq(savedSearches.alertVersion, link.alertVersion),
      ),
    )
    .returning({ name: savedSearches.name });
  if (own) return own.name;
  const [shared] = await db
    .update(savedSearchMembers)
    .set({ alert: false })
    .from(savedSearches)
    .where(
      and(
        eq(savedSearches.id, savedSearchMembers.savedSearchId),
        eq(savedSearchMembers.savedSearchId, link.savedSearchId),
        eq(savedSearchMembers.userId, link.ownerId),
        eq(savedSearchMembers.alertVersion, link.alertVersion),
      ),
    )
    .returning({ name: savedSearches.name });
  return shared?.name;
}

/** The events a search matched after `since`, newest first: what a member's digest lists. */
export async function matchIdsSince(db: Db, savedSearchId: number, since: Date): Promise<number[]> {
  const rows = await db
    .select({ id: events.id })
    .from(savedSearchMatches)
    .innerJoin(events, eq(events.id, savedSearchMatches.eventId))
    .where(and(eq(savedSearchMatches.savedSearchId, savedSearchId), gt(savedSearchMatches.matchedAt, since)))
    .orderBy(desc(effectiveDate), desc(events.id));
  return rows.map((row) => row.id);
}
