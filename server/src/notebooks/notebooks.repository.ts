import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { chunksOf } from '../db/chunks';
import type { Db } from '../db/client';
import { type Page, readPage, totalCount } from '../db/paging';
import { events, notebookEventKeywords, notebookEvents, notebooks } from '../db/schema';
import { type EventRow, effectiveDate, eventFields } from '../events';

/** Event statistics of the notebook in the outer query, computed from its current events. */
const notebookStats = (db: Db) =>
  db
    .select({
      numEvents: sql<number>`count(*)::int`.as('num_events'),
      firstEventDate: sql<string | null>`min(${effectiveDate})::text`.as('first_event_date'),
      lastEventDate: sql<string | null>`max(${effectiveDate})::text`.as('last_event_date'),
    })
    .from(notebookEvents)
    .innerJoin(events, eq(events.id, notebookEvents.eventId))
    .where(eq(notebookEvents.notebookId, notebooks.id))
    .as('stats');

const selectNotebooks = (db: Db) => {
  const stats = notebookStats(db);
  return db
    .select({
      id: notebooks.id,
      ownerId: notebooks.ownerId,
      title: notebooks.title,
      description: notebooks.description,
      params: notebooks.params,
      createdAt: notebooks.createdAt,
      numEvents: stats.numEvents,
      firstEventDate: stats.firstEventDate,
      lastEventDate: stats.lastEventDate,
    })
    .from(notebooks)
    .leftJoinLateral(stats, sql`true`)
    .$dynamic();
};

export type NotebookRow = Awaited<ReturnType<ReturnType<typeof selectNotebooks>['execute']>>[number];

export async function insertNotebook(
  db: Db,
  values: { ownerId: number; title: string; description: string; params: Record<string, unknown> },
): Promise<number> {
  const [row] = await db.insert(notebooks).values(values).returning({ id: notebooks.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

export async function findNotebook(db: Db, id: number): Promise<NotebookRow | undefined> {
  const [row] = await selectNotebooks(db).where(eq(notebooks.id, id));
  return row;
}

export function listNotebooks(
  db: Db,
  ownerId: number,
  limit: number,
  offset: number,
): Promise<NotebookRow[]> {
  return selectNotebooks(db)
    .where(eq(notebooks.ownerId, ownerId))
    .orderBy(desc(notebooks.createdAt), desc(notebooks.id))
    .limit(limit)
    .offset(offset);
}

/**
 * Adds the events and records the keywords for every one of them (new or already there), in one
 * transaction. Returns the ids that were new to the notebook.
 */
export async function addEventsToNotebook(
  db: Db,
  notebookId: number,
  eventIds: number[],
  keywords: string[],
): Promise<number[]> {
  return db.transaction(async (tx) => {
    const added = await tx
      .insert(notebookEvents)
      .values(eventIds.map((eventId) => ({ notebookId, eventId })))
      .onConflictDoNothing()
      .returning({ eventId: notebookEvents.eventId });
    const pairs = eventIds.flatMap((eventId) =>
      keywords.map((keyword) => ({ notebookId, eventId, keyword })),
    );
    for (const chunk of chunksOf(pairs)) {
      await tx.insert(notebookEventKeywords).values(chunk).onConflictDoNothing();
    }
    return added.map((row) => row.eventId);
  });
}

export async function removeEventsFromNotebook(
  db: Db,
  notebookId: number,
  eventIds: number[],
): Promise<number> {
  const removed = await db
    .delete(notebookEvents)
    .where(and(eq(notebookEvents.notebookId, notebookId), inArray(notebookEvents.eventId, eventIds)))
    .returning({ eventId: notebookEvents.eventId });
  return removed.length;
}

export function listNotebookEvents(
  db: Db,
  notebookId: number,
  limit: number,
  offset: number,
): Promise<Page<EventRow>> {
  return readPage(
    (pageLimit, pageOffset) =>
      db
        .select({ ...eventFields, total: totalCount })
        .from(notebookEvents)
        .innerJoin(events, eq(events.id, notebookEvents.eventId))
        .where(eq(notebookEvents.notebookId, notebookId))
        .orderBy(desc(effectiveDate), desc(events.id))
        .limit(pageLimit)
        .offset(pageOffset),
    limit,
    offset,
  );
}

export function listNotebookKeywords(
  db: Db,
  notebookId: number,
  limit: number,
  offset: number,
): Promise<Page<{ keywords: string; num_events: number }>> {
  const numEvents = sql<number>`count(*)::int`;
  return readPage(
    (pageLimit, pageOffset) =>
      db
        .select({ keywords: notebookEventKeywords.keyword, num_events: numEvents, total: totalCount })
        .from(notebookEventKeywords)
        .where(eq(notebookEventKeywords.notebookId, notebookId))
        .groupBy(notebookEventKeywords.keyword)
        .orderBy(desc(numEvents), notebookEventKeywords.keyword)
        .limit(pageLimit)
        .offset(pageOffset),
    limit,
    offset,
  );
}
