import { createHash } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import type { EnrichedEvent } from '../corpus/types';
import { type Db, queryRows } from '../db/client';
import { events } from '../db/schema';
import { type EventRow, eventColumns } from './events.presenter';

export type NewEvent = EnrichedEvent & { isDemo: boolean };

/** Fingerprint of what enrichment read, so ingest can tell an unchanged release from an edited one. */
export const contentHash = (e: Pick<EnrichedEvent, 'title' | 'published_date' | 'context'>) =>
  createHash('sha256').update(`${e.title}\n${e.published_date}\n${e.context}`).digest('hex');

const toRow = (e: NewEvent) => ({
  title: e.title,
  date: e.date,
  location: e.location,
  town: e.town,
  province: e.province,
  crimeCommitted: e.crime_committed,
  summary: e.summary,
  context: e.context,
  publishedDate: e.published_date,
  sourceUrl: e.source_url,
  evidence: e.evidence,
  isDemo: e.isDemo,
  contentHash: contentHash(e),
});

/** Inserts events, skipping any whose source_url is already stored; returns how many were new. */
export async function insertEvents(db: Db, batch: NewEvent[]): Promise<number> {
  if (batch.length === 0) return 0;
  const inserted = await db
    .insert(events)
    .values(batch.map(toRow))
    .onConflictDoNothing({ target: events.sourceUrl })
    .returning({ id: events.id });
  return inserted.length;
}

export async function countEvents(db: Db): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from events`);
  return row?.n ?? 0;
}

export async function findEventsByIds(db: Db, ids: number[]): Promise<EventRow[]> {
  if (ids.length === 0) return [];
  return queryRows<EventRow>(
    db,
    sql`select ${eventColumns} from events e where ${inArray(sql`e.id`, ids)} order by e.id`,
  );
}
