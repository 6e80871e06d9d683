import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { markConnectFailure } from './connect-failures';
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

/**
 * Time limits of the PostgreSQL pool, chosen so that a database that is down or frozen answers 503
 * within 5 s end to end (docs/operations.md, "Time limits"):
 * - connecting (TCP, start-up, authentication) or waiting for a free pool connection: 3 s;
 * - the server cancels a statement after 3.5 s (statement_timeout, SQLSTATE 57014), so a slow but
 *   live server stops the work itself and the connection stays usable;
 * - the client gives up on a statement the server has not answered after 4 s (query_timeout): a
 *   frozen server never answers, and TCP keepalives do not notice, since its kernel still replies.
 *   It is the bound on every statement, so it sits just above the server's own limit.
 */
export const POSTGRES_LIMITS = { connectMs: 3000, statementMs: 3500, queryMs: 4000 } as const;

/** A pool connection that marks its failure to connect (see markConnectFailure). */
class MarkedClient extends pg.Client {
  override connect(): Promise<pg.Client>;
  override connect(callback: ((err: Error) => void) | ((err: null, c: pg.Client) => void)): void;
  override connect(
    callback?: ((err: Error) => void) | ((err: null, c: pg.Client) => void),
  ): Promise<pg.Client> | undefined {
    if (!callback) {
      return super.connect().catch((error: unknown) => {
        throw markConnectFailure(error);
      });
    }
    // The pool reads only the error.
    super.connect((error: Error | null) =>
      (callback as (err: Error | null) => void)(markConnectFailure(error)),
    );
    return undefined;
  }
}

export async function openPostgres(
  url: string,
  onConnectionLost: (error: Error) => void = (error) => console.error(connectionLostLine(error)),
): Promise<Database> {
  const pool = postgresPool(url, onConnectionLost);
  const probe = await pool.connect();
  probe.release();
  return {
    db: drizzleOver(pool),
    kind: 'postgres',
    pool,
    close: () => pool.end(),
  };
}

/**
 * A pool with the limits above, connecting on first use. `applicationName` names its connections in
 * the server's pg_stat_activity; `connectMs` overrides the connect limit (a replica's is shorter:
 * the primary can take the read instead).
 */
export function postgresPool(
  url: string,
  onConnectionLost: (error: Error) => void,
  options: { applicationName?: string; connectMs?: number } = {},
): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    Client: MarkedClient,
    max: 10,
    connectionTimeoutMillis: options.connectMs ?? POSTGRES_LIMITS.connectMs,
    statement_timeout: POSTGRES_LIMITS.statementMs,
    query_timeout: POSTGRES_LIMITS.queryMs,
    // No statement of ours runs long enough to repay JIT compilation (the 3.5 s limit sees to that),
    // yet a search over a large corpus looks costly enough to the planner that it compiled one first:
    // 40-200 ms before the first row (docs/decisions.md, "No JIT for the app's statements").
    options: '-c jit=off',
    ...(options.applicationName ? { application_name: options.applicationName } : {}),
  });
  // An idle connection the server closes (restart, failover) must not crash the process: the pool
  // drops it and opens a new one on the next query.
  pool.on('error', onConnectionLost);
  guardCheckedOutConnections(pool);
  return pool;
}

/** Drizzle over a pool of ours. */
export const drizzleOver = (pool: pg.Pool): Db => drizzleNodePg(pool, { schema }) as unknown as Db;

/** The log line of a lost idle connection: the driver's code and message, nothing a query carried. */
export function connectionLostLine(error: Error): string {
  const code = 'code' in error && typeof error.code === 'string' ? ` (${error.code})` : '';
  return `PostgreSQL connection lost${code}: ${error.message}`;
}

/**
 * A connection taken out of the pool for a transaction (Drizzle's `db.transaction`, the migration)
 * is the caller's to give back, and Drizzle does not when `begin` itself fails; with the connection
 * gone or its server frozen that would keep a pool slot forever, and after ten of them the app would
 * not recover without a restart. Such a connection is also without an 'error' listener, so one the
 * server drops would crash the process. So when it fails or a statement on it times out, it goes
 * back to the pool as broken (the pool closes it), and the caller's own release later does nothing.
 */
function guardCheckedOutConnections(pool: pg.Pool): void {
  const out = new WeakSet<pg.PoolClient>();
  pool.on('acquire', (client) => out.add(client));
  pool.on('release', (_error, client) => out.delete(client));
  const giveBack = (client: pg.PoolClient, error: Error) => {
    if (!out.has(client)) return;
    const release = client.release;
    client.release = () => undefined;
    release(error);
  };
  pool.on('connect', (client) => {
    // Idle connections are the pool's (its 'error' event); these are the ones in use.
    client.on('error', (error) => giveBack(client, error));
    const send = client.query.bind(client) as (...args: unknown[]) => unknown;
    const watched = (...args: unknown[]) => {
      const result = send(...args);
      // Only statements on a checked-out connection return a promise; the pool's own queries
      // (pool.query) pass a callback, and the pool already closes those connections on a timeout.
      if (result instanceof Promise) {
        result.catch((error: unknown) => {
          if (error instanceof Error && error.message === 'Query read timeout') giveBack(client, error);
        });
      }
      return result;
    };
    client.query = watched as typeof client.query;
  });
}

/**
 * A connection of its own for the migration, without the pool's statement limits: building an index
 * on a large table, or waiting for another process's migration lock, takes longer than a request may.
 */
export async function openMaintenanceConnection(
  database: Database & { kind: 'postgres' },
): Promise<pg.Client> {
  const client = new pg.Client({
    ...database.pool.options,
    statement_timeout: undefined,
    query_timeout: undefined,
  });
  await client.connect();
  return client;
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
