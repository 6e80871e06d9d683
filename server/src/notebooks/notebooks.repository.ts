import { setImmediate as nextTurn } from 'node:timers/promises';
import type { StoredCorrections } from '@workbench/contract/corrections';
import { MAX_KEYWORDS_PER_NOTEBOOK } from '@workbench/contract/limits';
import { and, desc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { type DoomedAnswer, deleteAnswersInTurns } from '../db/answer-deletion';
import { chunksOf, ROWS_PER_DELETE, writeInTurns } from '../db/chunks';
import type { Db } from '../db/client';
import { type Page, readPage, totalCount } from '../db/paging';
import { queryRows } from '../db/rows';
import {
  events,
  notebookEventCorrections,
  notebookEventKeywords,
  notebookEvents,
  notebookMembers,
  notebooks,
  users,
} from '../db/schema';
import { type EventRow, eventFields } from '../events';
import { lockNotebook, recordActivity } from './activity.repository';
import { correctedEffectiveDate, correctionsJoin } from './corrections.repository';

/**
 * Event statistics of the notebook in the outer query, computed from its current events and the
 * dates corrected in it.
 */
const notebookStats = (db: Db) =>
  db
    .select({
      numEvents: sql<number>`count(*)::int`.as('num_events'),
      // Releases of one case count once; a release alone is its own incident.
      numIncidents: sql<number>`count(distinct coalesce(${events.incidentId}, -${events.id}))::int`.as(
        'num_incidents',
      ),
      firstEventDate: sql<string | null>`min(${correctedEffectiveDate})::text`.as('first_event_date'),
      lastEventDate: sql<string | null>`max(${correctedEffectiveDate})::text`.as('last_event_date'),
    })
    .from(notebookEvents)
    .innerJoin(events, eq(events.id, notebookEvents.eventId))
    .leftJoin(notebookEventCorrections, correctionsJoin)
    .where(eq(notebookEvents.notebookId, notebooks.id))
    .as('stats');

/**
 * Notebooks as `userId` sees them: with their owner's name and the role `userId` holds as a member
 * (null for the owner and for anyone the notebook was not shared with).
 */
const selectNotebooks = (db: Db, userId: number) => {
  const stats = notebookStats(db);
  return db
    .select({
      id: notebooks.id,
      ownerId: notebooks.ownerId,
      ownerName: users.fullName,
      ownerEmail: users.email,
      title: notebooks.title,
      description: notebooks.description,
      params: notebooks.params,
      createdAt: notebooks.createdAt,
      numEvents: stats.numEvents,
      numIncidents: stats.numIncidents,
      firstEventDate: stats.firstEventDate,
      lastEventDate: stats.lastEventDate,
      memberRole: notebookMembers.role,
      memberJoinedAt: notebookMembers.joinedAt,
    })
    .from(notebooks)
    .innerJoin(users, eq(users.id, notebooks.ownerId))
    .leftJoin(
      notebookMembers,
      and(eq(notebookMembers.notebookId, notebooks.id), eq(notebookMembers.userId, userId)),
    )
    .leftJoinLateral(stats, sql`true`)
    .$dynamic();
};

export type NotebookRow = Awaited<ReturnType<ReturnType<typeof selectNotebooks>['execute']>>[number];

/**
 * Inserts the notebook unless its owner already keeps `limit`; undefined then. Creates by one user
 * take turns on the user's row, so parallel creates cannot all count the same total and pass.
 */
export async function insertNotebook(
  db: Db,
  values: { ownerId: number; title: string; description: string; params: Record<string, unknown> },
  limit: number,
): Promise<number | undefined> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, values.ownerId)).for('no key update');
    if ((await tx.$count(notebooks, eq(notebooks.ownerId, values.ownerId))) >= limit) return undefined;
    const [row] = await tx.insert(notebooks).values(values).returning({ id: notebooks.id });
    return row?.id;
  });
}

/** The notebook as `userId` sees it, whether or not they may. */
export async function findNotebook(db: Db, id: number, userId: number): Promise<NotebookRow | undefined> {
  const [row] = await selectNotebooks(db, userId).where(eq(notebooks.id, id));
  return row;
}

/** The notebooks `userId` owns and those shared with them, newest first. */
export function listNotebooks(db: Db, userId: number, limit: number, offset: number): Promise<NotebookRow[]> {
  return selectNotebooks(db, userId)
    .where(or(eq(notebooks.ownerId, userId), isNotNull(notebookMembers.role)))
    .orderBy(desc(notebooks.createdAt), desc(notebooks.id))
    .limit(limit)
    .offset(offset);
}

/** Changes the notebook's title or description; what is undefined stays as it was. */
export async function updateNotebook(
  db: Db,
  id: number,
  changes: { title?: string | undefined; description?: string | undefined },
): Promise<void> {
  const values = {
    ...(changes.title === undefined ? {} : { title: changes.title }),
    ...(changes.description === undefined ? {} : { description: changes.description }),
  };
  if (Object.keys(values).length > 0) await db.update(notebooks).set(values).where(eq(notebooks.id, id));
}

/** Runs a statement that deletes at most ROWS_PER_DELETE rows until it deletes none, a turn after each. */
async function deleteInTurns(statement: () => Promise<{ n: number }[]>): Promise<void> {
  while (((await statement())[0]?.n ?? 0) > 0) await nextTurn();
}

/**
 * Deletes the notebook with its events, their keywords and its answers (saved or not); the events
 * stay in the corpus. The keyword rows, the events and the answers with the events they cite go a
 * slice at a time, no statement removing more than ROWS_PER_DELETE rows, for the reason
 * removeEventsFromNotebook gives; the notebook's row goes last. A failure half-way leaves the
 * notebook with some of its events, keywords or answers gone.
 */
export async function deleteNotebook(db: Db, id: number): Promise<void> {
  await deleteInTurns(() =>
    queryRows<{ n: number }>(
      db,
      sql`with gone as (
            delete from notebook_event_keywords
            where (notebook_id, event_id, keyword) in (
              select notebook_id, event_id, keyword from notebook_event_keywords
              where notebook_id = ${id} limit ${ROWS_PER_DELETE})
            returning 1)
          select count(*)::int as n from gone`,
    ),
  );
  await deleteInTurns(() =>
    queryRows<{ n: number }>(
      db,
      sql`with gone as (
            delete from notebook_events
            where (notebook_id, event_id) in (
              select notebook_id, event_id from notebook_events
              where notebook_id = ${id} limit ${ROWS_PER_DELETE})
            returning 1)
          select count(*)::int as n from gone`,
    ),
  );
  const answers = await queryRows<DoomedAnswer>(
    db,
    sql`select q.id, (select count(*) from question_events e where e.question_id = q.id)::int as cited
        from questions q where q.notebook_id = ${id}`,
  );
  await deleteAnswersInTurns(db, answers, { onlyUnsaved: false });
  await db.delete(notebooks).where(eq(notebooks.id, id));
}

/** What an add did: the events new to the notebook, or why it added nothing. */
export type AddOutcome = { added: number[] } | { keywordLimit: { held: number; fresh: number; max: number } };

/**
 * Adds the events and records the keywords for every one of them (new or already there). Refuses,
 * adding nothing, when the notebook would then hold more than `maxKeywords` different keywords.
 *
 * The check, the events and the first slice of keyword rows are one transaction that holds the
 * notebook's row: a failure there leaves the notebook as it was, and parallel adds cannot all pass
 * the check, because rows go event by event and a slice is longer than a request's keywords, so the
 * first slice holds every keyword the request brings. The other slices are one statement each, so
 * that the embedded database, which runs one statement at a time, serves other requests in between
 * (50,000 keyword rows in one transaction held it for 2.6 s). A failure there leaves some keyword
 * rows out; adding the same events again writes them.
 */
export async function addEventsToNotebook(
  db: Db,
  notebookId: number,
  eventIds: number[],
  keywords: string[],
  maxKeywords: number,
  actorId: number | null = null,
): Promise<AddOutcome> {
  const pairs = eventIds.flatMap((eventId) => keywords.map((keyword) => ({ notebookId, eventId, keyword })));
  const [first = [], ...rest] = chunksOf(pairs);
  const outcome = await db.transaction(async (tx): Promise<AddOutcome> => {
    await lockNotebook(tx, notebookId);
    const limit = await keywordLimitReached(tx, notebookId, keywords, maxKeywords);
    if (limit) return { keywordLimit: limit };
    const added = await tx
      .insert(notebookEvents)
      .values(eventIds.map((eventId) => ({ notebookId, eventId })))
      .onConflictDoNothing()
      .returning({ eventId: notebookEvents.eventId });
    if (first.length > 0) await tx.insert(notebookEventKeywords).values(first).onConflictDoNothing();
    const addedIds = added.map((row) => row.eventId);
    if (addedIds.length > 0) {
      await recordActivity(tx, {
        notebookId,
        actorId,
        action: 'events_added',
        detail: { event_ids: addedIds },
      });
    }
    return { added: addedIds };
  });
  if ('added' in outcome) {
    await writeInTurns(rest, (chunk) => db.insert(notebookEventKeywords).values(chunk).onConflictDoNothing());
  }
  return outcome;
}

/**
 * How many different keywords the notebook holds and how many of `keywords` it does not, when the
 * new ones would take it past `max`; undefined while they fit. The keywords are counted by stepping from each
 * to the next along the (notebook, keyword) index, a thousand index look-ups at most, where
 * `count(distinct keyword)` read every row (a second for a million).
 */
async function keywordLimitReached(
  db: Db,
  notebookId: number,
  keywords: string[],
  max: number,
): Promise<{ held: number; fresh: number; max: number } | undefined> {
  if (keywords.length === 0) return undefined;
  const [counts] = await queryRows<{ held: number; known: number }>(
    db,
    sql`with recursive held (keyword) as (
          (select keyword from notebook_event_keywords where notebook_id = ${notebookId}
            order by keyword limit 1)
          union all
          select (select n.keyword from notebook_event_keywords n
                   where n.notebook_id = ${notebookId} and n.keyword > held.keyword
                   order by n.keyword limit 1)
          from held where held.keyword is not null)
        select count(keyword)::int as held,
               (count(keyword) filter (where keyword = any(${sql.param(keywords)}::text[])))::int as known
        from held`,
  );
  const held = counts?.held ?? 0;
  const fresh = keywords.length - (counts?.known ?? 0);
  // Keywords already held never count against the limit, even in a notebook filled past it before
  // the limit existed.
  return fresh > 0 && held + fresh > max ? { held, fresh, max } : undefined;
}

/**
 * Removes the events from the notebook; returns how many were in it. Their keyword rows go first, a
 * few events to a statement: an event holds at most MAX_KEYWORDS_PER_NOTEBOOK of them, so a statement
 * deletes at most ROWS_PER_DELETE rows, where removing 1,000 events with 1,000 keywords each in one
 * cascading statement held the embedded database for over a second. A failure half-way leaves the
 * events in the notebook with some of their keywords gone.
 */
export async function removeEventsFromNotebook(
  db: Db,
  notebookId: number,
  eventIds: number[],
  actorId: number | null = null,
): Promise<number> {
  const eventsPerStatement = Math.max(1, Math.floor(ROWS_PER_DELETE / MAX_KEYWORDS_PER_NOTEBOOK));
  await writeInTurns(chunksOf(eventIds, eventsPerStatement), (slice) =>
    db
      .delete(notebookEventKeywords)
      .where(
        and(eq(notebookEventKeywords.notebookId, notebookId), inArray(notebookEventKeywords.eventId, slice)),
      ),
  );
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(notebookEvents)
      .where(and(eq(notebookEvents.notebookId, notebookId), inArray(notebookEvents.eventId, eventIds)))
      .returning({ eventId: notebookEvents.eventId });
    if (removed.length > 0) {
      const detail = { event_ids: removed.map((row) => row.eventId) };
      await recordActivity(tx, { notebookId, actorId, action: 'events_removed', detail });
    }
    return removed.length;
  });
}

/** A notebook's events, newest first by their dates as corrected there, each with its corrections. */
export function listNotebookEvents(
  db: Db,
  notebookId: number,
  limit: number,
  offset: number,
): Promise<Page<EventRow & { corrections: StoredCorrections | null }>> {
  return readPage(
    (pageLimit, pageOffset) =>
      db
        .select({ ...eventFields, corrections: notebookEventCorrections.fields, total: totalCount })
        .from(notebookEvents)
        .innerJoin(events, eq(events.id, notebookEvents.eventId))
        .leftJoin(notebookEventCorrections, correctionsJoin)
        .where(eq(notebookEvents.notebookId, notebookId))
        .orderBy(desc(correctedEffectiveDate), desc(events.id))
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
