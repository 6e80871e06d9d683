import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { insertEvents } from '../events';
import { testEvent } from '../testing/events';
import {
  POSTGRES_BIN,
  type PostgresCluster,
  startPostgresCluster,
  startStreamingReplica,
} from '../testing/postgres-cluster';
import { callApi, signedInUser } from '../testing/users';
import { type Database, openPostgres, POSTGRES_LIMITS } from './client';
import { migrateDatabase } from './migrate';
import { queryRows } from './rows';

// A primary and a streaming replica of the test's own (testing/postgres-cluster.ts): the shared
// server's pg_hba allows no replication. Which server answered a read is told by data only one of
// them has: with the replica's replay paused, a row written on the primary is missing from the
// replica, so a read that finds it was not served by the replica, and one that misses it was.
const NEEDED = ['initdb', 'pg_ctl', 'pg_basebackup', 'postgres'];
const missing = NEEDED.filter((program) => !existsSync(join(POSTGRES_BIN, program)));
if (missing.length > 0) {
  console.warn(
    `Read replica test skipped: PostgreSQL 15 programs missing from ${POSTGRES_BIN} (${missing.join(', ')}); install postgresql-15 to run it`,
  );
}

// Short limits, so that the replica turns stale within the test; the invariant between them (see
// db/read-routing.ts) is given up on purpose: the replica paused here lags without end.
const LIMITS = { readYourWritesMs: 1500, maxLagMs: 3000, lagCheckEveryMs: 100, lagValidMs: 1000 };

let primary: PostgresCluster;
let replica: PostgresCluster;
let database: Database;
let replicaClient: pg.Client | undefined;
let app: FastifyInstance;
let dataDir: string;
const logLines: string[] = [];

/** Polls until `check` holds, failing with `what` after `withinMs`. */
async function until(what: string, check: () => Promise<boolean>, withinMs = 5000): Promise<void> {
  const deadline = Date.now() + withinMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${withinMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * A statement on the replica over the test's own connection, opened again when the replica was
 * stopped (the app's reads never use it).
 */
async function onReplica(text: string, values: unknown[] = []): Promise<pg.QueryResult> {
  if (!replicaClient) {
    const client = new pg.Client({ connectionString: replica.url });
    client.on('error', () => {
      if (replicaClient === client) replicaClient = undefined;
    });
    await client.connect();
    replicaClient = client;
  }
  try {
    return await replicaClient.query(text, values);
  } catch (error) {
    await replicaClient?.end().catch(() => undefined);
    replicaClient = undefined;
    throw error;
  }
}

/** Whether the replica has replayed everything the primary has written so far (false while it is down). */
async function replicaCaughtUp(): Promise<boolean> {
  const [now] = await queryRows<{ lsn: string }>(database.db, sql`select pg_current_wal_lsn()::text as lsn`);
  try {
    const replayed = await onReplica('select pg_last_wal_replay_lsn() >= $1::pg_lsn as done', [now?.lsn]);
    return replayed.rows[0]?.done === true;
  } catch {
    return false;
  }
}

/**
 * Writes on the primary, waits for the replica to replay it, then pauses replay: the replica is
 * current as of now, and from here it falls behind by the time that passes once the primary writes.
 */
async function pauseReplayWhenCurrent(): Promise<void> {
  await database.db.execute(sql`insert into heartbeat values (now())`);
  await until('the replica replays the heartbeat', replicaCaughtUp);
  await onReplica('select pg_wal_replay_pause()');
  await until('replay is paused', async () => {
    const { rows } = await onReplica('select pg_get_wal_replay_pause_state() as state');
    return rows[0]?.state === 'paused';
  });
}

let marker = 0;
/** An event written on the primary only (replay paused), found by a keyword no other event has. */
async function eventOnPrimaryOnly(): Promise<string> {
  marker += 1;
  const word = `quagga${marker}x`;
  await insertEvents(database.db, [
    testEvent(1000 + marker, {
      title: `A ${word} was seen`,
      summary: `A ${word} was seen near the river.`,
      context: `Police report that a ${word} was seen near the river.`,
      province: 'Gauteng',
      crime_committed: 'Murder',
    }),
  ]);
  return word;
}

type Who = { id: number; headers: { authorization: string } };
let reader: Who;

const total = async (who: Who, path: string, word: string): Promise<number> => {
  const reply = await callApi(app, 'GET', `${path}?keywords=${word}`, who);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().total_results;
};

/** The totals of the three searches for `word`: the list, the facets and the ids (select all). */
const searchTotals = async (who: Who, word: string): Promise<number[]> => [
  await total(who, '/documents/', word),
  await total(who, '/documents/facets/', word),
  await total(who, '/documents/ids/', word),
];

describe.skipIf(missing.length > 0)('reads on a streaming replica', () => {
  beforeAll(async () => {
    primary = await startPostgresCluster({ replication: true });
    database = await openPostgres(primary.url, () => undefined);
    await migrateDatabase(database);
    await database.db.execute(sql`create table heartbeat (at timestamptz not null)`);
    await insertEvents(database.db, [testEvent(1, { title: 'A robbery', context: 'A robbery in Soweto.' })]);
    replica = await startStreamingReplica(primary);
    dataDir = mkdtempSync(join(tmpdir(), 'workbench-replicas-'));
    const config = loadConfig({
      DATA_DIR: dataDir,
      JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
      APP_URL: 'http://app.test',
      DATABASE_URL: primary.url,
      DATABASE_READ_URL: replica.url,
      // Each check must reach a database: a search answered from the cache proves no routing.
      SEARCH_CACHE_MS: '0',
    });
    app = await buildApp({
      config,
      database,
      readRoutingLimits: LIMITS,
      logger: { level: 'info', stream: { write: (line: string) => logLines.push(line) } },
    });
    await app.ready();
    reader = await signedInUser(app, 'reader@example.org');
    await until('the replica has the primary’s rows', replicaCaughtUp);
  });

  afterAll(async () => {
    try {
      await app?.close();
      await replicaClient?.end().catch(() => undefined);
      await database?.close().catch(() => undefined);
    } finally {
      await replica?.destroy();
      await primary?.destroy();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    }
  });

  afterEach(async () => {
    await replica.restore();
    await onReplica('select pg_wal_replay_resume()').catch(() => undefined);
  });

  it('serves searches, facets and ids from the replica, and writes on the primary', async () => {
    await pauseReplayWhenCurrent();
    const word = await eventOnPrimaryOnly();
    // The first search after a pause in reading may go to the primary while the replica's lag is
    // measured; then every one is served by the replica, which has not replayed the event.
    await until(
      'searches are served by the replica',
      async () => (await total(reader, '/documents/', word)) === 0,
    );
    expect(await searchTotals(reader, word)).toEqual([0, 0, 0]);
    // The replica's own sessions show the app's reads arrived there.
    const { rows } = await onReplica(
      "select count(*)::int as n from pg_stat_activity where application_name = 'workbench-read'",
    );
    expect(rows[0]?.n).toBeGreaterThan(0);

    await onReplica('select pg_wal_replay_resume()');
    await until('the replica replays the event', replicaCaughtUp);
    expect(await searchTotals(reader, word)).toEqual([1, 1, 1]);
  });

  it('shows a user their own writes at once, from the primary, even while the replica is paused', async () => {
    const owner = await signedInUser(app, 'owner@example.org');
    const created = await callApi(app, 'POST', '/notebooks/create', owner, {
      title: 'Mine',
      description: '',
    });
    const notebookId: number = created.json().id;
    await until('the replica replays the notebook', replicaCaughtUp);
    const [first] = await queryRows<{ id: number }>(
      database.db,
      sql`select id from events order by id limit 1`,
    );

    await pauseReplayWhenCurrent();
    const paused = Date.now();
    const added = await callApi(app, 'POST', '/notebooks/events/add', owner, {
      notebook_id: notebookId,
      events: [{ id: first?.id }],
      keywords: [],
    });
    expect(added.statusCode, added.body).toBeLessThan(300);
    const asked = async () => {
      const reply = await callApi(
        app,
        'GET',
        `/notebooks/ask-events/?notebook_id=${notebookId}&question=${encodeURIComponent('How many incidents are there?')}`,
        owner,
      );
      expect(reply.statusCode, reply.body).toBe(200);
      return reply.json().num_events as number;
    };
    // Within the read-your-writes window the answer counts the event just added...
    expect(await asked()).toBe(1);
    // ...while the replica, which has not replayed the addition, would not: once the window has
    // passed (and before the replica counts as lagging) the same question is answered there.
    await until('the owner reads from the replica again', async () => (await asked()) === 0, 2500);
    expect(Date.now() - paused).toBeLessThan(LIMITS.maxLagMs);

    // The replica falls further behind with every moment replay stays paused: past the lag limit it is
    // skipped, and the primary answers with the event again.
    await until('the lagging replica is skipped', async () => (await asked()) === 1, LIMITS.maxLagMs + 2000);
    expect(Date.now() - paused).toBeGreaterThanOrEqual(LIMITS.maxLagMs);
    const word = await eventOnPrimaryOnly();
    expect(await searchTotals(reader, word)).toEqual([1, 1, 1]);
    expect(logLines.join('')).toMatch(
      /read replica 127\.0\.0\.1:\d+\/postgres is \d+\.\d s behind the primary/,
    );
  });

  it('answers every search from the primary while the replica is down, and uses the replica again once it is back', async () => {
    await pauseReplayWhenCurrent();
    const word = await eventOnPrimaryOnly();
    await until(
      'searches are served by the replica',
      async () => (await total(reader, '/documents/', word)) === 0,
    );

    await replica.stopImmediately();
    for (let i = 0; i < 3; i++) {
      const started = performance.now();
      expect(await searchTotals(reader, word)).toEqual([1, 1, 1]);
      expect(performance.now() - started).toBeLessThan(3000);
    }
    expect(logLines.join('')).toMatch(
      /read replica 127\.0\.0\.1:\d+\/postgres failed; its reads go to the primary/,
    );

    await replica.start();
    // Back, it streams and replays what it missed; the next search it lacks is served by it again.
    await pauseReplayWhenCurrent();
    const later = await eventOnPrimaryOnly();
    await until(
      'searches are served by the replica again',
      async () => (await total(reader, '/documents/', later)) === 0,
    );
  });

  it('answers a search from the primary when the replica freezes under it, within the query limit', async () => {
    await pauseReplayWhenCurrent();
    const word = await eventOnPrimaryOnly();
    await until(
      'searches are served by the replica',
      async () => (await total(reader, '/documents/', word)) === 0,
    );

    // Its connections stay open and its lag was measured fit a moment ago, so the next search is sent
    // to it and never answered: it gives up at the client's query limit (4 s) on an open connection,
    // or at the replica's connect limit (1 s) on a new one, and the primary answers.
    replica.freeze();
    const started = performance.now();
    expect(await total(reader, '/documents/', word)).toBe(1);
    expect(performance.now() - started).toBeLessThan(POSTGRES_LIMITS.queryMs + 1000);
    // Its lag check no longer answers either, so the next searches skip it at once.
    const next = performance.now();
    expect(await searchTotals(reader, word)).toEqual([1, 1, 1]);
    expect(performance.now() - next).toBeLessThan(1000);
  });
});
