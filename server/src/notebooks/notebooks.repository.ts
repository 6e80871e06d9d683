import { and, eq, inArray, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client';
import { events, notebookEventKeywords, notebookEvents, notebooks } from '../db/schema';
import { type EventRow, eventColumns } from '../search/events.presenter';

export type NotebookRow = {
  id: number;
  owner_id: number;
  title: string;
  description: string;
  params: Record<string, unknown>;
  created_at: string;
  num_events: number;
  first_event_date: string | null;
  last_event_date: string | null;
};

/** Notebook columns with their event statistics, computed from the current rows (alias n). */
const notebookWithStats = sql`
  select n.id, n.owner_id, n.title, n.description, n.params,
    to_char(n.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at,
    coalesce(s.num_events, 0)::int as num_events,
    s.first_event_date::text as first_event_date,
    s.last_event_date::text as last_event_date
  from notebooks n
  left join lateral (
    select count(*) as num_events,
      min(coalesce(e.date, e.published_date)) as first_event_date,
      max(coalesce(e.date, e.published_date)) as last_event_date
    from notebook_events ne join events e on e.id = ne.event_id
    where ne.notebook_id = n.id
  ) s on true`;

export async function insertNotebook(
  db: Db,
  values: { ownerId: number; title: string; description: string; params: Record<string, unknown> },
): Promise<number> {
  const [row] = await db.insert(notebooks).values(values).returning({ id: notebooks.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

export async function findNotebook(db: Db, id: number): Promise<NotebookRow | undefined> {
  const [row] = await queryRows<NotebookRow>(db, sql`${notebookWithStats} where n.id = ${id}`);
  return row;
}

export async function listNotebooks(
  db: Db,
  ownerId: number,
  limit: number,
  offset: number,
): Promise<NotebookRow[]> {
  return queryRows<NotebookRow>(
    db,
    sql`${notebookWithStats} where n.owner_id = ${ownerId} order by n.created_at desc, n.id desc limit ${limit} offset ${offset}`,
  );
}

export async function existingEventIds(db: Db, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db.select({ id: events.id }).from(events).where(inArray(events.id, ids));
  return rows.map((r) => r.id);
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
    if (pairs.length > 0) await tx.insert(notebookEventKeywords).values(pairs).onConflictDoNothing();
    return added.map((row) => row.eventId);
  });
}

export async function removeEventsFromNotebook(
  db: Db,
  notebookId: number,
  eventIds: number[],
): Promise<number> {
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(notebookEvents)
      .where(and(eq(notebookEvents.notebookId, notebookId), inArray(notebookEvents.eventId, eventIds)))
      .returning({ eventId: notebookEvents.eventId });
    return removed.length;
  });
}

export async function listNotebookEvents(
  db: Db,
  notebookId: number,
  limit: number,
  offset: number,
): Promise<{ rows: EventRow[]; total: number }> {
  const rows = await queryRows<EventRow & { total: number }>(
    db,
    sql`select ${eventColumns}, count(*) over ()::int as total
      from notebook_events ne join events e on e.id = ne.event_id
      where ne.notebook_id = ${notebookId}
      order by coalesce(e.date, e.published_date) desc, e.id desc
      limit ${limit} offset ${offset}`,
  );
  const total = rows[0]?.total ?? (await countNotebookEvents(db, notebookId));
  return { rows, total };
}

export async function countNotebookEvents(db: Db, notebookId: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from notebook_events where notebook_id = ${notebookId}`,
  );
  return row?.n ?? 0;
}

export async function listNotebookKeywords(
  db: Db,
  notebookId: number,
  limit: number,
  offset: number,
): Promise<{ rows: { keywords: string; num_events: number }[]; total: number }> {
  const rows = await queryRows<{ keywords: string; num_events: number; total: number }>(
    db,
    sql`select keyword as keywords, count(*)::int as num_events, count(*) over ()::int as total
      from notebook_event_keywords where notebook_id = ${notebookId}
      group by keyword order by num_events desc, keyword asc
      limit ${limit} offset ${offset}`,
  );
  const [count] =
    rows.length > 0
      ? [{ n: rows[0]?.total ?? 0 }]
      : await queryRows<{ n: number }>(
          db,
          sql`select count(distinct keyword)::int as n from notebook_event_keywords where notebook_id = ${notebookId}`,
        );
  return { rows: rows.map(({ keywords, num_events }) => ({ keywords, num_events })), total: count?.n ?? 0 };
}
