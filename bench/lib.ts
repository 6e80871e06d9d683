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
  return benchDatabaseAt(benchDatabaseUrl(name));
}

/** The URL of database `name` on the benchmarks' PostgreSQL server (BENCH_DATABASE_URL's server). */
export function benchDatabaseUrl(name: string): string {
  const url = new URL(process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  url.pathname = `/${name}`;
  return url.toString();
}

/** The PostgreSQL database at `databaseUrl`, created on its server when missing, and migrated. */
export async function benchDatabaseAt(databaseUrl: string): Promise<Database> {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a plain database name: ${name}`);
  const serverUrl = new URL(url);
  serverUrl.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: serverUrl.toString() });
  await admin.connect();
  const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (exists.rowCount === 0) await admin.query(`create database ${name}`);
  await admin.end();
  const database = await openPostgres(databaseUrl);
  await migrateDatabase(database);
  return database;
}
