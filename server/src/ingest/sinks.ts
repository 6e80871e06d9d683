import { once } from 'node:events';
import type { Writable } from 'node:stream';
import type { EnrichedEvent } from '../corpus/types';
import type { Db } from '../db/client';
import { findContentHashes, type StoreObserver, upsertIngestedEvents } from '../events';
import { incidentLinker } from '../incidents';
import { savedSearchMatchRecorder } from '../saved-searches';
import type { SuppliedFields } from './types';

export interface EnrichedRelease {
  event: EnrichedEvent;
  contentHash: string;
  /** Fields the source gave, kept with the event so enriching it again leaves them as given. */
  supplied?: SuppliedFields;
}

/** Where enriched releases go: the corpus, or standard output for a dry run. */
export interface IngestSink {
  /** The stored content hash of each of these source URLs already known to the sink. */
  knownHashes(sourceUrls: string[]): Promise<Map<string, string>>;
  /** Saves a batch all or nothing; says how many were new and how many replaced a changed version. */
  save(batch: EnrichedRelease[]): Promise<{ added: number; updated: number }>;
}

/** Observers that each see every stored batch, in the order given. */
const inTurn = (...observers: StoreObserver[]): StoreObserver => ({
  async beforeEdit(tx, eventIds) {
    for (const observer of observers) await observer.beforeEdit(tx, eventIds);
  },
  async afterStore(tx, stored) {
    for (const observer of observers) await observer.afterStore(tx, stored);
  },
});

/**
 * Ingested releases are real ones: never demo data. Every batch is also linked into incidents and
 * records which saved searches its new and edited events match, in the same transaction.
 */
export function databaseSink(db: Db): IngestSink {
  return {
    knownHashes: (sourceUrls) => findContentHashes(db, sourceUrls),
    save: (batch) =>
      upsertIngestedEvents(
        db,
        batch.map(({ event, contentHash, supplied }) => ({
          event: { ...event, isDemo: false, supplied: { ...supplied } },
          contentHash,
        })),
        inTurn(incidentLinker(), savedSearchMatchRecorder()),
      ),
  };
}

/** The event as a dry run prints it: the spec's event fields, place, people and outcome, and the evidence. */
export const printableEvent = (e: EnrichedEvent) => ({
  title: e.title,
  date: e.date,
  ...(e.incident_month ? { incident_month: e.incident_month } : {}),
  location: e.location,
  municipality: e.municipality,
  police_station: e.police_station,
  province: e.province,
  crime_committed: e.crime_committed,
  suspects_arrested: e.suspects_arrested,
  suspect_ages: e.suspect_ages,
  victims: { count: e.victims.count, female: e.victims.female, male: e.victims.male },
  arrest_made: e.arrest_made,
  outcome: e.outcome?.kind ?? null,
  ...(e.outcome?.sentence ? { sentence: e.outcome.sentence } : {}),
  summary: e.summary,
  context: e.context,
  published_date: e.published_date,
  source_url: e.source_url,
  evidence: e.evidence,
});

/** A dry run: every release counts as new and is printed as one JSON line; nothing is stored. */
export function jsonLinesSink(out: Writable): IngestSink {
  return {
    knownHashes: async () => new Map(),
    async save(batch) {
      const text = batch.map(({ event }) => `${JSON.stringify(printableEvent(event))}\n`).join('');
      if (!out.write(text)) await once(out, 'drain');
      return { added: batch.length, updated: 0 };
    },
  };
}
