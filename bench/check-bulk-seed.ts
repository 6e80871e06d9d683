// Checks that bench/bulk-seed.ts stores exactly what the product's seeder stores:
// `node --import tsx bench/check-bulk-seed.ts --events 3000` seeds two fresh PostgreSQL databases,
// one with seedDemoCorpus and one with bulkSeedDemoCorpus, and compares every row of events
// (but its timestamps), event_search and event_words, and the indexes, then drops both. Exits 1 on
// any difference.
import { parseArgs } from 'node:util';
import pg from 'pg';
import type { Database } from '../server/src/db/client';
import { seedDemoCorpus } from '../server/src/demo/demo-corpus';
import { demoEventStore } from '../server/src/events';
import { bulkSeedDemoCorpus } from './bulk-seed';
import { benchDatabase } from './lib';

const { values } = parseArgs({ options: { events: { type: 'string', default: '3000' } } });
const size = Number(values.events);
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function dropDatabase(name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name}`);
  await admin.end();
}

async function freshDatabase(name: string): Promise<Database> {
  await dropDatabase(name);
  return benchDatabase('postgres', name);
}

/** Every stored row of the three tables, as text, in id order; timestamps left out (they differ by run). */
const TABLES = {
  events: `select (e.*)::text from (select * from events) e order by id`,
  event_search: 'select (s.*)::text from event_search s order by event_id',
  event_words: 'select (w.*)::text from event_words w order by event_id',
  indexes: "select indexdef from pg_indexes where schemaname = 'public' order by indexname",
};

async function snapshot(database: Database & { kind: 'postgres' }) {
  const client = await database.pool.connect();
  try {
    await client.query('alter table events drop column created_at, drop column updated_at');
    const result: Record<string, string[]> = {};
    for (const [name, query] of Object.entries(TABLES)) {
      result[name] = (await client.query({ text: query, rowMode: 'array' })).rows.map((row) =>
        String(row[0]),
      );
    }
    return result;
  } finally {
    client.release();
  }
}

const product = await freshDatabase('wb_seed_check_product');
const bulk = await freshDatabase('wb_seed_check_bulk');
if (product.kind !== 'postgres' || bulk.kind !== 'postgres') throw new Error('PostgreSQL only');
let started = Date.now();
await seedDemoCorpus(demoEventStore(product.db), size);
console.log(`seedDemoCorpus: ${size} events in ${((Date.now() - started) / 1000).toFixed(1)} s`);
started = Date.now();
// A first part, then the rest, as a resumed seed would.
await bulkSeedDemoCorpus(bulk, Math.floor(size / 3), { workers: 2 });
await bulkSeedDemoCorpus(bulk, size, { workers: 2 });
console.log(`bulkSeedDemoCorpus: ${size} events in ${((Date.now() - started) / 1000).toFixed(1)} s`);
const expected = await snapshot(product);
const actual = await snapshot(bulk);
let differences = 0;
for (const name of Object.keys(TABLES)) {
  const want = expected[name] ?? [];
  const got = actual[name] ?? [];
  const firstDiff = want.findIndex((row, i) => row !== got[i]);
  if (want.length !== got.length || firstDiff >= 0) {
    differences++;
    console.log(`${name}: ${got.length} rows against ${want.length}; first difference at row ${firstDiff}`);
    console.log(`  product: ${want[firstDiff]?.slice(0, 300)}\n  bulk:    ${got[firstDiff]?.slice(0, 300)}`);
  } else {
    console.log(`${name}: ${got.length} rows, identical`);
  }
}
await product.close();
await bulk.close();
await dropDatabase('wb_seed_check_product');
await dropDatabase('wb_seed_check_bulk');
process.exit(differences === 0 ? 0 : 1);
