import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createAlertOffToken } from '../auth';
import { loadConfig } from '../config';
import { type PostgresCluster, startPostgresCluster } from '../testing/postgres-cluster';
import { signedInUser } from '../testing/users';
import { type Database, openPostgres } from './client';
import { migrateDatabase } from './migrate';

/**
 * A PostgreSQL server that is up but refuses the app's new connections: the database does not allow
 * connections (55000), the app's role has used up its connections (53300), the server is shutting
 * down (57P03). The app connects as an ordinary role, since connection limits spare superusers, to a
 * throwaway database of a server of the test's own (testing/postgres-cluster.ts).
 */
const UNAVAILABLE = {
  detail: 'The database is unavailable; try again shortly.',
  code: 'database_unavailable',
};
const SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

let cluster: PostgresCluster;
let admin: pg.Client;
let database: Database;
let app: FastifyInstance;
let dataDir: string;
let who: { id: number; headers: { authorization: string } };
let alertOffToken: string;

async function connectAdmin(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: cluster.url });
  await client.connect();
  // The server ending this session (a restore after a shutdown) must not crash the test.
  client.on('error', () => undefined);
  return client;
}

beforeAll(async () => {
  cluster = await startPostgresCluster();
  admin = await connectAdmin();
  await admin.query('create role workbench login');
  await admin.query('create database workbench owner workbench');
  const url = new URL(cluster.url);
  url.username = 'workbench';
  url.pathname = '/workbench';
  // Ended connections are what these tests cause; they are not worth a log line.
  database = await openPostgres(url.toString(), () => undefined);
  await migrateDatabase(database);
  dataDir = mkdtempSync(join(tmpdir(), 'workbench-refused-'));
  const config = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: SECRET, APP_URL: 'http://app.test' });
  app = await buildApp({ config, database });
  await app.ready();
  who = await signedInUser(app, 'reader@example.org');
  const saved = await app.inject({
    method: 'POST',
    url: '/api/v1/saved-searches/',
    headers: who.headers,
    payload: { name: 'Robberies', keywords: ['robbery'], alert: true },
  });
  alertOffToken = await createAlertOffToken(
    { savedSearchId: saved.json().id, ownerId: who.id, alertVersion: 0 },
    SECRET,
  );
});

afterAll(async () => {
  await cluster?.restore();
  try {
    await app?.close();
    await database?.close();
    await admin?.end().catch(() => undefined);
  } finally {
    await cluster?.destroy();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
});

afterEach(async () => {
  await cluster.restore();
  // A restore after a shutdown ended the admin's session with the server.
  await admin.end().catch(() => undefined);
  admin = await connectAdmin();
  await admin.query('alter database workbench allow_connections true');
  await admin.query('alter role workbench connection limit -1');
});

/** Ends the app's open connections, so that its next statement has to open a new one. */
async function endAppConnections(): Promise<void> {
  await admin.query(
    "select pg_terminate_backend(pid) from pg_stat_activity where datname = 'workbench' and pid <> pg_backend_pid()",
  );
  // The pool hears of each ended idle connection on its socket; wait until it has let them all go.
  for (let i = 0; i < 50 && database.kind === 'postgres' && database.pool.totalCount > 0; i++) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

interface Operation {
  method: string;
  path: string;
  secured: boolean;
}

/** Every operation the API describes, read from its OpenAPI document (which needs no database). */
async function everyOperation(): Promise<Operation[]> {
  const document = (await app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json() as {
    paths: Record<string, Record<string, { security?: unknown[] }>>;
  };
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      secured: (operation.security ?? []).length > 0,
    })),
  );
}

/** Each path parameter as 1, with the signed-in user's token and an empty JSON body where one goes. */
function asSignedIn(operation: Operation): InjectOptions {
  const url = operation.path.replaceAll(/\{[^}]+\}/g, '1');
  const withBody = ['POST', 'PATCH', 'PUT'].includes(operation.method);
  return {
    method: operation.method as InjectOptions['method'],
    url,
    headers: who.headers,
    ...(withBody ? { payload: {} } : {}),
  };
}

const form = { 'content-type': 'application/x-www-form-urlencoded' };
const password = 'a test password';

/** The calls that reach the database without a token, each with input good enough to get there. */
const publicCalls: Record<string, () => InjectOptions> = {
  health: () => ({ method: 'GET', url: '/api/v1/health' }),
  'sign-up': () => ({
    method: 'POST',
    url: '/api/v1/signup',
    payload: { email: 'newcomer@example.org', password, re_password: password, full_name: 'New' },
  }),
  'log-in': () => ({
    method: 'POST',
    url: '/api/v1/login/access-token',
    headers: form,
    payload: new URLSearchParams({ username: 'reader@example.org', password }).toString(),
  }),
  'reset password': () => ({
    method: 'PATCH',
    url: '/api/v1/reset-password',
    payload: { token: 'a'.repeat(43), new_password: password, re_new_password: password },
  }),
  'alert-off page': () => ({ method: 'GET', url: `/api/v1/alerts/off?token=${alertOffToken}` }),
  'alert-off button': () => ({ method: 'POST', url: `/api/v1/alerts/off?token=${alertOffToken}` }),
};

async function expectEveryCallUnavailable(): Promise<void> {
  const operations = await everyOperation();
  const secured = operations.filter((operation) => operation.secured);
  expect(secured.length).toBeGreaterThan(20);
  for (const operation of secured) {
    const reply = await app.inject(asSignedIn(operation));
    const name = `${operation.method} ${operation.path}`;
    expect(reply.statusCode, name).toBe(503);
    expect(reply.headers['retry-after'], name).toBe('5');
    expect(reply.json(), name).toEqual(UNAVAILABLE);
  }
  for (const [name, call] of Object.entries(publicCalls)) {
    const reply = await app.inject(call());
    expect(reply.statusCode, name).toBe(503);
    expect(reply.headers['retry-after'], name).toBe('5');
    expect(reply.json(), name).toMatchObject(UNAVAILABLE);
  }
}

async function expectServedAgain(): Promise<void> {
  expect((await app.inject({ method: 'GET', url: '/api/v1/health' })).json()).toEqual({
    status: 'ok',
    database: 'ok',
  });
  const search = await app.inject({
    method: 'GET',
    url: '/api/v1/documents/?keywords=robbery',
    headers: who.headers,
  });
  expect(search.statusCode).toBe(200);
}

describe('a PostgreSQL server that refuses new connections', () => {
  it('answers 503 with Retry-After on every call while the database does not allow connections (55000)', async () => {
    await admin.query('alter database workbench allow_connections false');
    await endAppConnections();
    await expectEveryCallUnavailable();
    await admin.query('alter database workbench allow_connections true');
    await expectServedAgain();
  });

  it("answers 503 with Retry-After on every call while the app's role has no connections left (53300)", async () => {
    await admin.query('alter role workbench connection limit 0');
    await endAppConnections();
    await expectEveryCallUnavailable();
    await admin.query('alter role workbench connection limit -1');
    await expectServedAgain();
  });

  it('answers 503 with Retry-After on every call while the server is shutting down (57P03)', async () => {
    await endAppConnections();
    // The admin's session keeps the smart shutdown waiting, and new connections refused, until it ends.
    await cluster.beginSmartShutdown();
    await expectEveryCallUnavailable();
    await cluster.restore();
    await expectServedAgain();
  });
});
