import { generateDemoReleases } from '../corpus/demo-generator';
import { enrichRelease } from '../corpus/enrich';
import type { Db } from '../db/client';
import { countEvents, insertEvents, type NewEvent } from './events.repository';

export const DEFAULT_DEMO_EVENTS = 5000;
const BATCH = 1000;

export type SeedProgress = (done: number, total: number) => void;

/**
 * Generates `count` synthetic releases (deterministic for a seed), enriches each with the same rules
 * as real releases and stores them in batches. Releases already stored (same source_url) are skipped,
 * so a larger run after a smaller one only adds the difference. Returns how many were new.
 */
export async function seedDemoCorpus(
  db: Db,
  count: number,
  onProgress?: SeedProgress,
  seed = 1,
): Promise<number> {
  let added = 0;
  let done = 0;
  let batch: NewEvent[] = [];
  const flush = async () => {
    added += await insertEvents(db, batch);
    done += batch.length;
    batch = [];
    onProgress?.(done, count);
  };
  for (const release of generateDemoReleases(count, seed)) {
    batch.push({ ...enrichRelease(release), isDemo: true });
    if (batch.length === BATCH) await flush();
  }
  if (batch.length > 0) await flush();
  return added;
}

/** First start: an empty corpus gets the demo corpus, so a new installation has something to search. */
export async function seedDemoCorpusIfEmpty(db: Db, log: { info(msg: string): void }): Promise<void> {
  if ((await countEvents(db)) > 0) return;
  const started = Date.now();
  log.info(`The corpus is empty: loading ${DEFAULT_DEMO_EVENTS} synthetic demo events`);
  const added = await seedDemoCorpus(db, DEFAULT_DEMO_EVENTS);
  log.info(`Loaded ${added} synthetic demo events in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
