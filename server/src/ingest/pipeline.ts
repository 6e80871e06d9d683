import type { ReleaseEnricher } from './enrichment';
import { withoutNulCharacters } from './release-fields';
import { releaseHash } from './release-hash';
import type { EnrichedRelease, IngestSink } from './sinks';
import { type IncomingRelease, type IngestFailure, type IngestSource, messageOf } from './types';

export interface IngestCounts {
  /** Items taken from the sources, releases and unreadable parts alike (what progress counts). */
  seen: number;
  /** Releases read well enough to be enriched or compared. */
  releases: number;
  added: number;
  updated: number;
  unchanged: number;
  failed: number;
}

export interface IngestRun {
  sources: IngestSource[];
  enricher: ReleaseEnricher;
  sink: IngestSink;
  /** Releases per transaction. */
  batchSize?: number;
  /** A batch older than this is saved even when not full, so a slow feed commits as it goes. */
  maxBatchAgeMs?: number;
  /** Releases enriched at the same time (matters for a model; the rules are synchronous). */
  concurrency?: number;
  /** Aborting stops reading; what was read is still saved. */
  signal?: AbortSignal;
  onFailure?: (failure: IngestFailure) => void;
  onProgress?: (counts: Readonly<IngestCounts>) => void;
}

export interface IngestOutcome extends IngestCounts {
  interrupted: boolean;
}

interface Pending {
  release: IncomingRelease;
  source: string;
  location: string;
}

export const DEFAULT_BATCH_SIZE = 500;

/**
 * The longest release text stored, in characters. Real releases run to a few thousand; anything far
 * longer is a page of something else (a whole archive, a data dump) and would swamp search and answers.
 */
export const MAX_RELEASE_CHARS = 100_000;

const counted = (n: number) => n.toLocaleString('en-US');

/** A save that failed while a source was being read: it ends the run, unlike a reading error. */
class SaveFailed extends Error {}

async function mapWithLimit<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < items.length; i = next++) results[i] = await work(items[i] as T);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/**
 * Reads every source, enriches what is new or changed, and saves it in transactional batches keyed
 * by source_url. Bad input is reported through onFailure and the run goes on; a source that breaks
 * off mid-way is reported and the next one read. A failing save stops the run with an error, after
 * every earlier batch has been committed, so running the same command again finishes the job.
 */
export async function runIngest(run: IngestRun): Promise<IngestOutcome> {
  const { enricher, sink, signal } = run;
  const batchSize = run.batchSize ?? DEFAULT_BATCH_SIZE;
  const maxBatchAgeMs = run.maxBatchAgeMs ?? 5000;
  const counts: IngestCounts = { seen: 0, releases: 0, added: 0, updated: 0, unchanged: 0, failed: 0 };
  const firstSeenAt = new Map<string, string>();
  let pending: Pending[] = [];
  let pendingSince = 0;

  const fail = (failure: IngestFailure) => {
    counts.failed += 1;
    run.onFailure?.(failure);
  };

  // One batch is saved while the next is enriched: the database works on its own core (PostgreSQL) or
  // between the reader's turns, and the saves still run one after another, in order.
  let saving: Promise<void> = Promise.resolve();
  let saveError: { error: unknown } | null = null;
  const saved = async () => {
    await saving;
    if (saveError) throw saveError.error;
  };

  const flush = async () => {
    const batch = pending;
    pending = [];
    if (batch.length === 0) return;
    const hashed = batch.map((item) => ({ ...item, hash: releaseHash(item.release) }));
    const known = await sink.knownHashes(hashed.map((item) => item.release.source_url));
    const changed = hashed.filter((item) => known.get(item.release.source_url) !== item.hash);
    const enriched = await mapWithLimit(
      changed,
      run.concurrency ?? 4,
      async (item): Promise<EnrichedRelease | undefined> => {
        try {
          return {
            event: await enricher.enrich(item.release),
            contentHash: item.hash,
            supplied: item.release.supplied,
          };
        } catch (error) {
          fail({
            source: item.source,
            location: item.location,
            reason: `enrichment failed: ${messageOf(error)}`,
          });
          return undefined;
        }
      },
    );
    const ready = enriched.filter((item): item is EnrichedRelease => item !== undefined);
    await saved();
    saving = sink.save(ready).then(
      (outcome) => {
        counts.unchanged += hashed.length - changed.length;
        counts.added += outcome.added;
        counts.updated += outcome.updated;
        // Saved by someone else between our look-up and our write: already there, so unchanged here.
        counts.unchanged += ready.length - outcome.added - outcome.updated;
        run.onProgress?.(counts);
      },
      (error: unknown) => {
        saveError = { error };
      },
    );
  };

  const take = async (source: IngestSource) => {
    for await (const item of source.read()) {
      counts.seen += 1;
      if (item.kind === 'problem') {
        fail({ source: source.name, location: item.location, reason: item.reason });
      } else if (item.release.text.length > MAX_RELEASE_CHARS) {
        fail({
          source: source.name,
          location: item.location,
          reason: `release text is ${counted(item.release.text.length)} characters; the limit is ${counted(MAX_RELEASE_CHARS)}`,
        });
      } else {
        counts.releases += 1;
        const url = item.release.source_url;
        const earlier = firstSeenAt.get(url);
        if (earlier !== undefined) {
          fail({
            source: source.name,
            location: item.location,
            reason: `duplicate: the same source_url was read before in this run, at ${earlier} (that one is kept)`,
          });
        } else {
          firstSeenAt.set(url, item.location);
          if (pending.length === 0) pendingSince = Date.now();
          pending.push({
            release: withoutNulCharacters(item.release),
            source: source.name,
            location: item.location,
          });
        }
      }
      run.onProgress?.(counts);
      if (pending.length >= batchSize || (pending.length > 0 && Date.now() - pendingSince >= maxBatchAgeMs)) {
        await flush().catch((error: unknown) => {
          throw new SaveFailed(messageOf(error), { cause: error });
        });
      }
      if (signal?.aborted) return;
    }
  };

  for (const source of run.sources) {
    if (signal?.aborted) break;
    try {
      await take(source);
    } catch (error) {
      if (error instanceof SaveFailed) throw error.cause;
      if (signal?.aborted) break;
      fail({ source: source.name, location: source.name, reason: `reading stopped: ${messageOf(error)}` });
    }
  }
  await flush();
  await saved();
  return { ...counts, interrupted: signal?.aborted ?? false };
}
