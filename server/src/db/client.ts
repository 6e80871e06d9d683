import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { lockDatabaseFolder } from './folder-lock';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = { db: Db; close(): Promise<void> } & (
  | { kind: 'pglite'; client: PGlite }
  | { kind: 'postgres'; pool: pg.Pool }
);

// `date` columns come back as the 'yyyy-MM-dd' text they hold, never shifted by the local time zone.
pg.types.setTypeParser(1082, (value: string) => value);

/**
 * The embedded database, in memory or in `dataDir`. A data folder is locked to this process (see
 * folder-lock): PGlite serves one process, and a second writer would lose acknowledged writes.
 */
export async function openPglite(
  options: { dataDir?: string; loadDataDir?: Blob; holder?: string } = {},
): Promise<Database> {
  let unlock = () => {};
  if (options.dataDir) {
    mkdirSync(dirname(options.dataDir), { recursive: true });
    unlock = lockDatabaseFolder(options.dataDir, options.holder ?? 'another process');
  }
  try {
    const client = new PGlite({
      dataDir: options.dataDir,
      loadDataDir: options.loadDataDir,
      extensions: { pg_trgm },
    });
    await client.waitReady;
    return {
      db: drizzlePglite(client, { schema }) as unknown as Db,
      kind: 'pglite',
      client,
      close: async () => {
        await client.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

export async function openPostgres(
  url: string,
  onConnectionLost: (error: Error) => void = (error) =>
    console.error(`PostgreSQL connection lost: ${error.message}`),
): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection the server closes (restart, failover) must not crash the process: the pool
  // drops it and opens a new one on the next query.
  pool.on('error', onConnectionLost);
  const probe = await pool.connect();
  probe.release();
  return {
    db: drizzleNodePg(pool, { schema }) as unknown as Db,
    kind: 'postgres',
    pool,
    close: () => pool.end(),
  };
}

/**
 * PostgreSQL when a URL is given, otherwise the embedded database in the data folder; `holder` says
 * who this process is, for the message another process gets while it holds the embedded one.
 */
export function openDatabase(
  options: { databaseUrl?: string; dataDir: string },
  holder: string,
): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl)
    : openPglite({ dataDir: `${options.dataDir}/db`, holder });
}
