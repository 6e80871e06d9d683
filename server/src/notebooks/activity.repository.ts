import type { ActivityAction } from '@workbench/contract/members';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type Page, readPage, totalCount } from '../db/paging';
import { notebookActivity, notebooks, users } from '../db/schema';

export interface ActivityRecord {
  notebookId: number;
  /** Null only where no person acted (a change made outside a request). */
  actorId: number | null;
  action: ActivityAction;
  detail?: Record<string, unknown>;
}

/**
 * Makes changes to one notebook take turns: held until the transaction `tx` ends, by the no-key kind
 * of lock, which lets asks keep adding answers that reference the notebook.
 */
export async function lockNotebook(tx: Db, notebookId: number): Promise<void> {
  await tx
    .select({ id: notebooks.id })
    .from(notebooks)
    .where(eq(notebooks.id, notebookId))
    .for('no key update');
}

/** Records what was done; called with the transaction of the change, so both stand or fall together. */
export async function recordActivity(db: Db, record: ActivityRecord): Promise<void> {
  await db.insert(notebookActivity).values({ ...record, detail: record.detail ?? {} });
}

export interface ActivityRow {
  id: number;
  actorId: number | null;
  /** Null once the actor's account is gone. */
  actorName: string | null;
  action: string;
  detail: Record<string, unknown>;
  at: Date;
}

/** A notebook's activity, newest first, with each actor's name. */
export function listActivity(
  db: Db,
  notebookId: number,
  limit: number,
  offset: number,
): Promise<Page<ActivityRow>> {
  return readPage(
    (pageLimit, pageOffset) =>
      db
        .select({
          id: notebookActivity.id,
          actorId: notebookActivity.actorId,
          actorName: users.fullName,
          action: notebookActivity.action,
          detail: notebookActivity.detail,
          at: notebookActivity.at,
          total: totalCount,
        })
        .from(notebookActivity)
        .leftJoin(users, eq(users.id, notebookActivity.actorId))
        .where(eq(notebookActivity.notebookId, notebookId))
        .orderBy(desc(notebookActivity.at), desc(notebookActivity.id))
        .limit(pageLimit)
        .offset(pageOffset),
    limit,
    offset,
  );
}
