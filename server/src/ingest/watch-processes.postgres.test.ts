import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { seedDemoCorpus } from '../demo/demo-corpus';
import { demoEventStore } from '../events';
import { createTestDatabase } from '../testing/database';
import { type FeedServer, startFeedServer } from '../testing/feed-server';
import { listSourceRuns } from './watched-sources.repository';

// The real thing: two server processes (npm start's entry point) on one PostgreSQL database, both
// told to watch the same feed.
const serverFolder = fileURLToPath(new URL('../..', import.meta.url));

interface ServerProcess {
  child: ChildProcess;
  log: string;
  exited: Promise<number | null>;
}

let database: Database;
let feed: FeedServer;
let dataDir: string;
const servers: ServerProcess[] = [];

function startServer(databaseUrl: string): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverFolder,
    env: {
      PATH: process.env.PATH,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
      HOST: '127.0.0.1',
      PORT: '0',
      WATCH_SOURCES: feed.url,
      WATCH_INTERVAL_MINUTES: '1',
      INGEST_ALLOW_HOSTS: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const server: ServerProcess = {
    child,
    log: '',
    exited: new Promise((resolve) => child.once('exit', (code) => resolve(code))),
  };
  const keep = (chunk: Buffer) => {
    server.log += chunk.toString();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  servers.push(server);
  return server;
}

async function until(condition: () => boolean | Promise<boolean>, what: string, withinMs = 90_000) {
  const deadline = Date.now() + withinMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${withinMs} ms`);
    await sleep(100);
  }
}

beforeAll(async () => {
  database = await createTestDatabase();
  if (database.kind !== 'postgres') throw new Error('this test needs TEST_DB=postgres');
  // One event already there, so neither server spends its start-up loading the demo corpus.
  await seedDemoCorpus(demoEventStore(database.db), 1);
  feed = await startFeedServer();
  dataDir = mkdtempSync(join(tmpdir(), 'workbench-watch-processes-'));
});
afterAll(async () => {
  for (const server of servers) server.child.kill('SIGKILL');
  await feed.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

it('two server processes on one PostgreSQL with one source poll it once per interval, and stop cleanly', async () => {
  if (database.kind !== 'postgres') throw new Error('this test needs TEST_DB=postgres');
  const url = String(database.pool.options.connectionString);
  const [first, second] = [startServer(url), startServer(url)] as [ServerProcess, ServerProcess];
  const watching = (server: ServerProcess) =>
    server.log.includes('watching 1 source(s), each polled every 1 min');
  await until(() => watching(first) && watching(second), 'both servers watching');
  await until(
    async () => (await listSourceRuns(database.db, feed.url)).some((run) => run.finishedAt),
    'a run',
  );
  // Both have checked for due sources since they started; the source was polled by one of them alone.
  await sleep(2000);

  const runs = await listSourceRuns(database.db, feed.url);
  expect(runs).toEqual([expect.objectContaining({ added: 2, failed: 0 })]);
  expect(feed.requests).toHaveLength(1);
  const polled = [first, second].filter((server) => server.log.includes('watched source polled'));
  expect(polled).toHaveLength(1);

  for (const server of [first, second]) server.child.kill('SIGTERM');
  expect(await Promise.all([first.exited, second.exited])).toEqual([0, 0]);
}, 180_000);
