// Fast seeding of the demo corpus for benchmarks at 1,000,000 events:
// `npm run bench:seed -- --engine postgres --events 1000000` (database wb_bench_N, as bench:search uses).
// The rows are the product's own: the same generator, enrichment and insert (demoEventStore), with the
// trigger that fills event_search and event_words left on. What changes is only the pace: releases are
// enriched in worker threads while the main thread writes, and the two GIN indexes of event_search are
// dropped while the rows go in and built once at the end (bench/check-bulk-seed.ts compares the result
// with seedDemoCorpus row by row).
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import { sql } from 'drizzle-orm';
import type { EnrichedEvent, RawRelease } from '../server/src/corpus/types';
import { type Database, openMaintenanceConnection } from '../server/src/db/client';
import { queryRows } from '../server/src/db/rows';
import { generateDemoReleases } from '../server/src/demo/demo-generator';
import { countEvents, demoEventStore } from '../server/src/events';
import { benchDatabase } from './lib';

const CHUNK = 1000;
/** Indexes whose one-row-at-a-time upkeep costs more than building them once after the load. */
const DEFERRED_INDEXES = ['event_search_search_idx', 'event_search_place_trgm_idx'];

interface Enricher {
  enrich(releases: RawRelease[]): Promise<EnrichedEvent[]>;
  close(): Promise<void>;
}

/** A pool of enrichment workers; each takes one chunk at a time, in the order they are given. */
function enricherPool(size: number): Enricher {
  const workers = Array.from(
    { length: size },
    () => new Worker(new URL('./enrich-worker.mjs', import.meta.url)),
  );
  const tails: Promise<unknown>[] = workers.map(() => Promise.resolve());
  let turn = 0;
  return {
    enrich(releases) {
      const index = turn++ % workers.length;
      const worker = workers[index] as Worker;
      const done = (tails[index] as Promise<unknown>).then(
        () =>
          new Promise<EnrichedEvent[]>((resolve, reject) => {
            const onMessage = (message: { events: EnrichedEvent[] }) => {
              worker.off('error', reject);
              resolve(message.events);
            };
            worker.once('message', onMessage);
            worker.once('error', reject);
            worker.postMessage({ releases });
          }),
      );
      tails[index] = done.catch(() => undefined);
      return done;
    },
    async close() {
      await Promise.all(workers.map((worker) => worker.terminate()));
    },
  };
}

/** Runs a statement that may take minutes (building an index over a million rows). */
async function maintenance(database: Database, statement: string): Promise<void> {
  if (database.kind === 'pglite') {
    await database.client.exec(statement);
    return;
  }
  const connection = await openMaintenanceConnection(database);
  try {
    await connection.query("set maintenance_work_mem = '512MB'");
    await connection.query(statement);
  } finally {
    await connection.end();
  }
}

/**
 * Adds the demo releases the database lacks, up to `count` (seed 1 as seedDemoCorpus; a corpus it or
 * this seeded holds the first N releases in order, so only the rest are enriched). Returns how many
 * were added.
 */
export async function bulkSeedDemoCorpus(
  database: Database,
  count: number,
  options: { workers?: number; seed?: number; onProgress?: (done: number, total: number) => void } = {},
): Promise<number> {
  const have = await countEvents(database.db);
  if (have >= count) return 0;
  const definitions = await queryRows<{ indexdef: string }>(
    database.db,
    sql`select indexdef from pg_indexes where indexname in (${sql.join(
      DEFERRED_INDEXES.map((name) => sql`${name}`),
      sql`, `,
    )})`,
  );
  // A seed killed before the end leaves them dropped, and their definitions gone with them.
  if (definitions.length !== DEFERRED_INDEXES.length) {
    throw new Error(
      `${DEFERRED_INDEXES.join(' or ')} is missing (an interrupted bulk seed?): drop the database and seed again`,
    );
  }
  for (const name of DEFERRED_INDEXES) await database.db.execute(sql.raw(`drop index ${name}`));
  const pool = enricherPool(options.workers ?? Math.max(1, availableParallelism() - 1));
  const store = demoEventStore(database.db);
  let added = 0;
  try {
    const inFlight: Promise<EnrichedEvent[]>[] = [];
    const writeOldest = async () => {
      added += await store.insert(await (inFlight.shift() as Promise<EnrichedEvent[]>));
      options.onProgress?.(have + added, count);
    };
    let chunk: RawRelease[] = [];
    let sequence = 0;
    for (const release of generateDemoReleases(count, options.seed ?? 1)) {
      if (sequence++ < have) continue;
      chunk.push(release);
      if (chunk.length < CHUNK) continue;
      inFlight.push(pool.enrich(chunk));
      chunk = [];
      if (inFlight.length >= 4) await writeOldest();
    }
    if (chunk.length > 0) inFlight.push(pool.enrich(chunk));
    while (inFlight.length > 0) await writeOldest();
  } finally {
    await pool.close();
    for (const { indexdef } of definitions) await maintenance(database, indexdef);
  }
  return added;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      engine: { type: 'string', default: 'postgres' },
      events: { type: 'string', default: '1000000' },
      database: { type: 'string' },
      workers: { type: 'string' },
    },
  });
  const size = Number(values.events);
  const database = await benchDatabase(
    values.engine === 'pglite' ? 'pglite' : 'postgres',
    values.database ?? `wb_bench_${size}`,
  );
  const started = Date.now();
  let reported = 0;
  const added = await bulkSeedDemoCorpus(database, size, {
    workers: values.workers ? Number(values.workers) : undefined,
    onProgress(done, total) {
      if (done - reported < 20000 && done < total) return;
      reported = done;
      const seconds = (Date.now() - started) / 1000;
      console.log(`${done} / ${total} events, ${seconds.toFixed(0)} s`);
    },
  });
  await maintenance(database, 'vacuum analyze');
  console.log(`added ${added} events in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await database.close();
}
