import type { EnrichedEvent } from '../corpus/types';
import { enrichRelease } from '../extraction/enrich';
import { generateDemoReleases } from './demo-generator';

export const DEFAULT_DEMO_EVENTS = 5000;
const BATCH = 1000;

/** Where demo events go: stores a batch, skipping releases already there; returns how many were new. */
export type DemoEventStore = {
  count(): Promise<number>;
  insert(batch: EnrichedEvent[]): Promise<number>;
};

export type SeedProgress = (done: number, total: number) => void;

/**
 * Generates `count` synthetic releases (deterministic for a seed), enriches each with the same rules
 * as real releases and stores them in batches. Releases already stored (same source_url) are skipped,
 * so a larger run after a smaller one only adds the difference. Returns how many were new.
 */
export async function seedDemoCorpus(
  store: DemoEventStore,
  count: number,
  onProgress?: SeedProgress,
  seed = 1,
): Promise<number> {
  let added = 0;
  let done = 0;
  let batch: EnrichedEvent[] = [];
  const flush = async () => {
    added += await store.insert(batch);
    done += batch.length;
    batch = [];
    onProgress?.(done, count);
  };
  for (const release of generateDemoReleases(count, seed)) {
    batch.push(enrichRelease(release));
    if (batch.length === BATCH) await flush();
  }
  if (batch.length > 0) await flush();
  return added;
}

/** First start: an empty corpus gets the demo corpus, so a new installation has something to search. */
export async function seedDemoCorpusIfEmpty(
  store: DemoEventStore,
  log: { info(msg: string): void },
): Promise<void> {
  if ((await store.count()) > 0) return;
  const started = Date.now();
  log.info(`The corpus is empty: loading ${DEFAULT_DEMO_EVENTS} synthetic demo events`);
  const added = await seedDemoCorpus(store, DEFAULT_DEMO_EVENTS);
  log.info(`Loaded ${added} synthetic demo events in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
