import type { SavedSearchParams } from '@workbench/contract/saved-searches';
import { and, asc, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { chunksOf } from '../db/chunks';
import type { Db } from '../db/client';
import { readPage } from '../db/paging';
import { events, savedSearches, savedSearchMatches, users } from '../db/schema';
import { effectiveDate, eventFields } from '../events';

export type SavedSearchRow = typeof savedSearches.$inferSelect;
export type SavedSearchWithNews = SavedSearchRow & { newEvents: number };

/** Matches that arrived after the owner last looked at the search. */
const isNewMatch = gt(savedSearchMatches.matchedAt, savedSearches.lastSeenAt);

const newEventsOf = (db: Db) =>
  db
    .select({ newEvents: sql<number>`count(*)::int`.as('new_events') })
    .from(savedSearchMatches)
    .where(and(eq(savedSearchMatches.savedSearchId, savedSearches.id), isNewMatch))
    .as('news');

const selectWithNews = (db: Db) => {
  const news = newEventsOf(db);
  return db
    .select({ saved: savedSearches, newEvents: news.newEvents })
    .from(savedSearches)
    .leftJoinLateral(news, sql`true`)
    .$dynamic();
};

const flatten = (row: { saved: SavedSearchRow; newEvents: number }): SavedSearchWithNews => ({
  ...row.saved,
  newEvents: row.newEvents,
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

export async function findSavedSearch(db: Db, id: number): Promise<SavedSearchWithNews | undefined> {
  const [row] = await selectWithNews(db).where(eq(savedSearches.id, id));
  return row && flatten(row);
}

export async function listSavedSearches(db: Db, ownerId: number): Promise<SavedSearchWithNews[]> {
  const rows = await selectWithNews(db)
    .where(eq(savedSearches.ownerId, ownerId))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
  return rows.map(flatten);
}

export async function updateSavedSearch(
  db: Db,
  id: number,
  changes: { name?: string; alert?: boolean },
): Promise<void> {
  await db.update(savedSearches).set(changes).where(eq(savedSearches.id, id));
}

export async function deleteSavedSearch(db: Db, id: number): Promise<void> {
  await db.delete(savedSearches).where(eq(savedSearches.id, id));
}

export async function markSavedSearchSeen(db: Db, id: number): Promise<void> {
  await db.update(savedSearches).set({ lastSeenAt: sql`now()` }).where(eq(savedSearches.id, id));
}

/** Which of these events are new matches of the search. */
export async function newMatchesAmong(
  db: Db,
  savedSearchId: number,
  eventIds: number[],
): Promise<Set<number>> {
  if (eventIds.length === 0) return new Set();
  const rows = await db
    .select({ eventId: savedSearchMatches.eventId })
    .from(savedSearchMatches)
    .innerJoin(savedSearches, eq(savedSearches.id, savedSearchMatches.savedSearchId))
    .where(
      and(
        eq(savedSearchMatches.savedSearchId, savedSearchId),
        inArray(savedSearchMatches.eventId, eventIds),
        isNewMatch,
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
    .where(gt(savedSearches.lastDigestAt, startOfToday));
  return db
    .select({
      id: savedSearches.id,
      name: savedSearches.name,
      params: savedSearches.params,
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

/** New matches of a search no digest has listed yet, newest first, at most `limit`, and how many in all. */
export function unmailedNewMatches(db: Db, savedSearchId: number, limit: number) {
  return readPage(
    (pageLimit, offset) =>
      db
        .select({ ...eventFields, total: sql<number>`count(*) over ()`.mapWith(Number) })
        .from(savedSearchMatches)
        .innerJoin(savedSearches, eq(savedSearches.id, savedSearchMatches.savedSearchId))
        .innerJoin(events, eq(events.id, savedSearchMatches.eventId))
        .where(
          and(
            eq(savedSearchMatches.savedSearchId, savedSearchId),
            isNewMatch,
            isNull(savedSearchMatches.mailedAt),
          ),
        )
        .orderBy(desc(effectiveDate), desc(events.id))
        .limit(pageLimit)
        .offset(offset),
    limit,
    0,
  );
}

/** After a digest: its matches are mailed, and the owner's alert searches had their digest at `now`. */
export async function recordDigestSent(
  db: Db,
  ownerId: number,
  searchIds: number[],
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(savedSearchMatches)
      .set({ mailedAt: now })
      .where(and(inArray(savedSearchMatches.savedSearchId, searchIds), isNull(savedSearchMatches.mailedAt)));
    await tx
      .update(savedSearches)
      .set({ lastDigestAt: now })
      .where(and(eq(savedSearches.ownerId, ownerId), eq(savedSearches.alert, true)));
  });
}

/** Turns a search's alert off; its name, or undefined when the owner has no such search. */
export async function turnAlertOff(db: Db, id: number, ownerId: number): Promise<string | undefined> {
  const [row] = await db
    .update(savedSearches)
    .set({ alert: false })
    .where(and(eq(savedSearches.id, id), eq(savedSearches.ownerId, ownerId)))
    .returning({ name: savedSearches.name });
  return row?.name;
}
