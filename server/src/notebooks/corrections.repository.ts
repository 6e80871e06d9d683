import type { StoredCorrections } from '@workbench/contract/corrections';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  effectiveDateOf,
  events,
  monthStartOf,
  notebookEventCorrections,
  notebookEvents,
} from '../db/schema';
import { type EventRow, eventFields } from '../events';
import { recordActivity } from './activity.repository';

/**
 * The date a notebook orders and spans its events by: the corrected incident date when the owner
 * corrected it (when they set it to unknown, the incident month or else the publication date, as
 * for an event without a date), else the event's own (`effectiveDateOf`).
 */
export const correctedEffectiveDate = sql<string>`case
  when (${notebookEventCorrections.fields} -> 'date') is not null
    then coalesce((${notebookEventCorrections.fields} ->> 'date')::date, ${monthStartOf(events.incidentMonth)}, ${events.publishedDate})
  else ${effectiveDateOf(events)} end`;

/** Joins an event of a notebook to its corrections there; use after joining notebook_events. */
export const correctionsJoin = and(
  eq(notebookEventCorrections.notebookId, notebookEvents.notebookId),
  eq(notebookEventCorrections.eventId, notebookEvents.eventId),
);

/** One event of the notebook with its corrections there; undefined when the event is not in it. */
export async function findNotebookEvent(
  db: Db,
  notebookId: number,
  eventId: number,
): Promise<{ row: EventRow; corrections: StoredCorrections | null } | undefined> {
  const [found] = await db
    .select({ ...eventFields, corrections: notebookEventCorrections.fields })
    .from(notebookEvents)
    .innerJoin(events, eq(events.id, notebookEvents.eventId))
    .leftJoin(notebookEventCorrections, correctionsJoin)
    .where(and(eq(notebookEvents.notebookId, notebookId), eq(notebookEvents.eventId, eventId)));
  if (!found) return undefined;
  const { corrections, ...row } = found;
  return { row, corrections };
}

/** A change of an event's corrections in a notebook, and who made it. */
interface CorrectionChange {
  notebookId: number;
  eventId: number;
  actorId: number;
}

/** Replaces the event's corrections in the notebook (the event must be in it), and records who did. */
export async function saveCorrections(
  db: Db,
  change: CorrectionChange,
  fields: StoredCorrections,
): Promise<void> {
  const { notebookId, eventId, actorId } = change;
  await db.transaction(async (tx) => {
    await tx
      .insert(notebookEventCorrections)
      .values({ notebookId, eventId, fields })
      .onConflictDoUpdate({
        target: [notebookEventCorrections.notebookId, notebookEventCorrections.eventId],
        set: { fields, updatedAt: sql`now()` },
      });
    await recordActivity(tx, {
      notebookId,
      actorId,
      action: 'event_corrected',
      detail: { event_ids: [eventId] },
    });
  });
}

/** Undoes every correction of the event in the notebook; records who did when there were any. */
export async function deleteCorrections(db: Db, change: CorrectionChange): Promise<void> {
  const { notebookId, eventId, actorId } = change;
  await db.transaction(async (tx) => {
    const undone = await tx
      .delete(notebookEventCorrections)
      .where(
        and(
          eq(notebookEventCorrections.notebookId, notebookId),
          eq(notebookEventCorrections.eventId, eventId),
        ),
      )
      .returning({ eventId: notebookEventCorrections.eventId });
    if (undone.length > 0) {
      await recordActivity(tx, {
        notebookId,
        actorId,
        action: 'corrections_undone',
        detail: { event_ids: [eventId] },
      });
    }
  });
}
