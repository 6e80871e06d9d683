import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { type PostgresCluster, startPostgresCluster } from '../testing/postgres-cluster';
import { signedInUser } from '../testing/users';
import { type Database, openPostgres } from './client';
import { migrateDatabase } from './migrate';
import { isDatabaseUnavailable } from './unavailable';

// The server here is the test's own (see testing/postgres-cluster.ts): it is stopped and frozen.
const UNAVAILABLE = {
  detail: 'The database is unavailable; try again shortly.',
  code: 'database_unavailable',
};
const WITHIN_MS = 5000;

let cluster: PostgresCluster;
let database: Database;
let app: FastifyInstance;
let dataDir: string;
let who: { headers: { authorization: string } };

beforeAll(async () => {
  cluster = await startPostgresCluster();
  dataDir = mkdtempSync(join(tmpdir(), 'workbench-availability-'));
  database = await openPostgres(cluster.url, () => undefined);
  await migrateDatabase(database);
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    APP_URL: 'http://app.test',
  });
  app = await buildApp({ config, database });
  await app.ready();
  who = await signedInUser(app, 'reader@example.org');
});

afterAll(async () => {
  // Whatever state a failed test left the server in, thaw it first so that closing cannot hang.
  cluster?.thaw();
  try {
    await app?.close();
    // A pool that lost track of a connection would wait for it forever on close.
    const closing = database?.close().catch(() => undefined);
    await Promise.race([closing, new Promise((resolve) => setTimeout(resolve, 5000))]);
  } finally {
    await cluster?.destroy();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
});

afterEach(async () => {
  await cluster.restore();
});

const search = () =>
  app.inject({ method: 'GET', url: '/api/v1/documents/?keywords=robbery', headers: who.headers });
const health = () => app.inject({ method: 'GET', url: '/api/v1/health' });

async function timed<T>(call: () => Promise<T>): Promise<{ reply: T; ms: number }> {
  const started = performance.now();
  const reply = await call();
  return { reply, ms: performance.now() - started };
}

/** Opens `count` pool connections at once, so that requests later find idle ones to the server. */
async function warmPool(count: number): Promise<void> {
  await Promise.all(Array.from({ length: count }, () => database.db.execute(sql`select pg_sleep(0.05)`)));
}

/** Whether a transaction can run now (it needs a pool connection of its own). */
async function transactionWorks(): Promise<boolean> {
  const result = await database.db.transaction((tx) => tx.execute(sql`select 1 as one`));
  return (result as unknown as { rows: { one: number }[] }).rows[0]?.one === 1;
}

function expectUnavailable(reply: Awaited<ReturnType<typeof health>>, ms: number): void {
  expect(reply.statusCode).toBe(503);
  expect(reply.headers['retry-after']).toBe('5');
  expect(ms).toBeLessThan(WITHIN_MS);
}

describe('a PostgreSQL server that is down', () => {
  it('answers 503 with Retry-After at once, and 200 again once the server is back', async () => {
    expect((await search()).statusCode).toBe(200);
    await cluster.stopImmediately();

    const searched = await timed(search);
    expectUnavailable(searched.reply, searched.ms);
    expect(searched.reply.json()).toEqual(UNAVAILABLE);
    const checked = await timed(health);
    expectUnavailable(checked.reply, checked.ms);
    expect(checked.reply.json()).toEqual({ status: 'unavailable', ...UNAVAILABLE, failed: 'database' });

    await cluster.start();
    expect((await health()).json()).toEqual({ status: 'ok', database: 'ok' });
    expect((await search()).statusCode).toBe(200);
  });

  it('does not lose a connection whose transaction was cut off by the server stopping', async () => {
    await warmPool(10);
    const cut = database.db
      .transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await tx.execute(sql`select pg_sleep(30)`);
      })
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    await new Promise((resolve) => setTimeout(resolve, 300));
    await cluster.stopImmediately();
    const failure = await cut;
    expect(isDatabaseUnavailable(failure)).toBe(true);
    await cluster.start();
    expect(await transactionWorks()).toBe(true);
  });
});

describe('a PostgreSQL server that is frozen (accepts connections, never answers)', () => {
  it('answers 503 within 5 s, and 200 again once it thaws, without restarting the app', async () => {
    await warmPool(4);
    cluster.freeze();
    try {
      // Idle connections to the frozen server, and new ones it never completes, at the same time.
      const replies = await Promise.all([timed(search), timed(health), timed(search), timed(search)]);
      for (const { reply, ms } of replies) expectUnavailable(reply, ms);
      const afterwards = await timed(search);
      expectUnavailable(afterwards.reply, afterwards.ms);
    } finally {
      cluster.thaw();
    }
    expect((await health()).json()).toEqual({ status: 'ok', database: 'ok' });
    expect((await search()).statusCode).toBe(200);
  });

  it('does not lose pool connections to transactions that time out', async () => {
    // Every connection of the pool (10) idle and open, then a transaction on each while frozen:
    // connections a failed transaction kept would leave none for the requests after the thaw.
    await warmPool(10);
    cluster.freeze();
    try {
      const started = performance.now();
      const outcomes = await Promise.allSettled(
        Array.from({ length: 10 }, () => database.db.transaction((tx) => tx.execute(sql`select 1`))),
      );
      expect(performance.now() - started).toBeLessThan(WITHIN_MS);
      for (const outcome of outcomes) {
        expect(outcome.status).toBe('rejected');
        if (outcome.status === 'rejected') expect(isDatabaseUnavailable(outcome.reason)).toBe(true);
      }
    } finally {
      cluster.thaw();
    }
    expect(await transactionWorks()).toBe(true);
    expect((await search()).statusCode).toBe(200);
  });
});
