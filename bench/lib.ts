import { mkdtempSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type Database, openPglite, openPostgres } from '../server/src/db/client';
import { migrateDatabase } from '../server/src/db/migrate';

export interface Stats {
  runs: number;
  medianMs: number;
  p95Ms: number;
  maxMs: number;
}

export function stats(samples: number[]): Stats {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
  return { runs: sorted.length, medianMs: at(0.5), p95Ms: at(0.95), maxMs: sorted.at(-1) ?? 0 };
}

export const fmt = (ms: number) => ms.toFixed(1);

export function machine(): string {
  return `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`;
}

/** A fresh migrated database: PGlite in a temp folder, or a new database on the PostgreSQL server. */
export async function benchDatabase(engine: 'pglite' | 'postgres', name: string): Promise<Database> {
  if (engine === 'pglite') {
    const database = await openPglite({ dataDir: join(mkdtempSync(join(tmpdir(), 'wb-bench-')), 'db') });
    await migrateDatabase(database);
    return database;
  }
  const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (exists.rowCount === 0) await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString());
  await migrateDatabase(database);
  return database;
}
