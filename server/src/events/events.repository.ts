import { createHash } from 'node:crypto';
import { and, eq, gt, inArray, lt, ne, sql } from 'drizzle-orm';
import type { EnrichedEvent } from '../corpus/types';
import type { Db } from '../db/client';
import { events } from '../db/schema';
import { caseFactsOf, caseSourceOf } from '../extraction/case-facts';
import { readStep } from '../extraction/case-step';
import { EXTRACTOR_VERSION } from '../extraction/enrich';
import { type EventRow, eventFields } from './events.sql';
import { writingEvents } from './events-version';

export type NewEvent = EnrichedEvent & {
  isDemo: boolean;
  /** Fields the ingest source supplied, kept so enriching again does not overwrite them. */
  supplied?: Record<string, string>;
};

/** Fingerprint of what enrichment read, so ingest can tell an unchanged release from an edited one. */
export const contentHash = (e: Pick<EnrichedEvent, 'title' | 'published_date' | 'context'>) =>
  createHash('sha256').update(`${e.title}\n${e.published_date}\n${e.context}`).digest('hex');

/**
 * The stored row: the enriched fields, the case's step, and what identifies the case for linking.
 * Demo events are never linked (the generator writes no follow-ups), so their case facts, the costly
 * part, are not read at all; seeding 5,000 of them stays as fast as it was.
 */
const toRow = (e: NewEvent) => {
  const facts = e.isDemo ? null : caseFactsOf(caseSourceOf(e), e.case_text);
  return {
    ...enrichedFields(e),
    step: facts?.step ?? readStep(e.title, e.context, e.outcome?.kind ?? null).step,
    caseFacts: facts,
    casePlaces: facts?.places ?? [],
  };
};

const enrichedFields = (e: NewEvent) => ({
  title: e.title,
  date: e.date,
  location: e.location,
  town: e.town,
  province: e.province,
  municipality: e.municipality,
  policeStation: e.police_station,
  incidentMonth: e.incident_month,
  crimeCommitted: e.crime_committed,
  suspectsArrested: e.suspects_arrested,
  suspectAges: e.suspect_ages,
  victimsCount: e.victims.count,
  victimsFemale: e.victims.female,
  victimsMale: e.victims.male,
  victimAges: e.victims.ages,
  victimsKilled: e.victims.killed,
  victimsInjured: e.victims.injured,
  victimsChildren: e.victims.children,
  victimsPolice: e.victims.police,
  suspectsFemale: e.suspects.female,
  suspectsMale: e.suspects.male,
  relationship: e.relationship,
  arrestMade: e.arrest_made,
  outcome: e.outcome?.kind ?? null,
  sentence: e.outcome?.sentence ?? null,
  summary: e.summary,
  context: e.context,
  publishedDate: e.published_date,
  sourceUrl: e.source_url,
  evidence: e.evidence,
  isDemo: e.isDemo,
  supplied: e.supplied ?? {},
  extractorVersion: EXTRACTOR_VERSION,
  contentHash: contentHash(e),
});

/** Inserts events, skipping any whose source_url is already stored; returns how many were new. */
export async function insertEvents(db: Db, batch: NewEvent[]): Promise<number> {
  if (batch.length === 0) return 0;
  const inserted = await writingEvents(() =>
    db
      .insert(events)
      .values(batch.map(toRow))
      .onConflictDoNothing({ target: events.sourceUrl })
      .returning({ id: events.id }),
  );
  return inserted.length;
}

export const countEvents = (db: Db): Promise<number> => db.$count(events);

/** The ids among these that are events of the corpus. */
export async function existingEventIds(db: Db, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db.select({ id: events.id }).from(events).where(inArray(events.id, ids));
  return rows.map((r) => r.id);
}

/** One event of the corpus, as every read selects it; undefined when no event has that id. */
export async function findEvent(db: Db, id: number): Promise<EventRow | undefined> {
  const [row] = await db.select(eventFields).from(events).where(eq(events.id, id));
  return row;
}

/** The stored content hash of each given source_url that is already in the corpus. */
export async function findContentHashes(db: Db, sourceUrls: string[]): Promise<Map<string, string>> {
  const stored = await findStoredVersions(db, sourceUrls);
  return new Map([...stored].map(([sourceUrl, { contentHash }]) => [sourceUrl, contentHash]));
}

/**
 * What else must happen, in the same transaction, when ingest stores a batch: told which stored
 * events are about to be replaced by an edited version, then which events were added and edited.
 */
export interface StoreObserver {
  beforeEdit(tx: Db, eventIds: number[]): Promise<void>;
  afterStore(tx: Db, stored: { added: number[]; edited: number[] }): Promise<void>;
}

/**
 * Stores a batch of ingested events in one transaction. A new source_url is inserted; a stored one
 * whose content hash differs is updated in place and marked edited, keeping its id so notebooks
 * and answers that hold it still do; one with the same hash is left alone.
 */
export async function upsertIngestedEvents(
  db: Db,
  batch: { event: NewEvent; contentHash: string }[],
  observer?: StoreObserver,
): Promise<{ added: number; updated: number }> {
  if (batch.length === 0) return { added: 0, updated: 0 };
  return writingEvents(() => storeIngested(db, batch, observer));
}

async function storeIngested(
  db: Db,
  batch: { event: NewEvent; contentHash: string }[],
  observer?: StoreObserver,
): Promise<{ added: number; updated: number }> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(events)
      .values(batch.map(({ event, contentHash }) => ({ ...toRow(event), contentHash })))
      .onConflictDoNothing({ target: events.sourceUrl })
      .returning({ id: events.id, sourceUrl: events.sourceUrl });
    const insertedUrls = new Set(inserted.map((row) => row.sourceUrl));
    const rest = batch.filter(({ event }) => !insertedUrls.has(event.source_url));
    const stored = await findStoredVersions(
      tx,
      rest.map(({ event }) => event.source_url),
    );
    const edits = rest.flatMap(({ event, contentHash }) => {
      const current = stored.get(event.source_url);
      return current && current.contentHash !== contentHash ? [{ id: current.id, event, contentHash }] : [];
    });
    if (edits.length > 0)
      await observer?.beforeEdit(
        tx,
        edits.map((edit) => edit.id),
      );
    const edited: number[] = [];
    for (const { id, event, contentHash } of edits) {
      const changed = await tx
        .update(events)
        .set({ ...toRow(event), contentHash, edited: true, updatedAt: sql`now()` })
        .where(and(eq(events.id, id), ne(events.contentHash, contentHash)))
        .returning({ id: events.id });
      edited.push(...changed.map((row) => row.id));
    }
    await observer?.afterStore(tx, { added: inserted.map((row) => row.id), edited });
    return { added: inserted.length, updated: edited.length };
  });
}

async function findStoredVersions(db: Db, sourceUrls: string[]) {
  if (sourceUrls.length === 0) return new Map<string, { id: number; contentHash: string }>();
  const rows = await db
    .select({ id: events.id, sourceUrl: events.sourceUrl, contentHash: events.contentHash })
    .from(events)
    .where(inArray(events.sourceUrl, sourceUrls));
  return new Map(rows.map((row) => [row.sourceUrl, { id: row.id, contentHash: row.contentHash }]));
}

/** The corpus as the demo seeder fills it: everything it stores is marked as demo data. */
export const demoEventStore = (db: Db) => ({
  count: () => countEvents(db),
  insert: (batch: EnrichedEvent[]) =>
    insertEvents(
      db,
      batch.map((event) => ({ ...event, isDemo: true })),
    ),
});

/** What enriching a stored event again reads: its release as it came in. */
export async function eventsBehindExtractor(db: Db, afterId: number, limit: number) {
  return db
    .select({
      id: events.id,
      title: events.title,
      publishedDate: events.publishedDate,
      context: events.context,
      sourceUrl: events.sourceUrl,
      supplied: events.supplied,
      isDemo: events.isDemo,
    })
    .from(events)
    .where(and(gt(events.id, afterId), lt(events.extractorVersion, EXTRACTOR_VERSION)))
    .orderBy(events.id)
    .limit(limit);
}

export const countEventsBehindExtractor = (db: Db): Promise<number> =>
  db.$count(events, lt(events.extractorVersion, EXTRACTOR_VERSION));

/** Writes what the current extractor read into stored events, in one transaction; ids stay as they are. */
export async function saveEnrichment(db: Db, batch: { id: number; event: NewEvent }[]): Promise<void> {
  await writingEvents(() => saveEnrichedRows(db, batch));
}

async function saveEnrichedRows(db: Db, batch: { id: number; event: NewEvent }[]): Promise<void> {
  await db.transaction(async (tx) => {
    for (const { id, event } of batch) {
      const { contentHash: _unchanged, ...fields } = toRow(event);
      await tx
        .update(events)
        .set({ ...fields, updatedAt: sql`now()` })
        .where(eq(events.id, id));
    }
  });
}
