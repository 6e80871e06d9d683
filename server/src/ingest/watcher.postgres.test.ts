import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Database, openPostgres } from '../db/client';
import { parseAllowList } from '../net/address-rules';
import { createTestDatabase } from '../testing/database';
import { type FeedServer, startFeedServer } from '../testing/feed-server';
import { ruleBasedEnricher } from './enrichment';
import { DEFAULT_FETCHER_SETTINGS } from './polite-fetcher';
import { listSourceRuns } from './watched-sources.repository';
import { type SourceWatcher, startWatcher } from './watcher';

// Two processes on one PostgreSQL, as in a scaled-out deployment: each watcher has its own pool of
// connections, so the only thing they share is the database and its leases.
let first: Database;
let second: Database;
let feed: FeedServer;

beforeAll(async () => {
  feed = await startFeedServer();
  first = await createTestDatabase();
  if (first.kind !== 'postgres') throw new Error('this test needs TEST_DB=postgres');
  second = await openPostgres(String(first.pool.options.connectionString), () => undefined);
});
afterAll(async () => {
  await second.close();
  await first.close();
  await feed.close();
});

it('two processes on one PostgreSQL with one source poll it once per interval', async () => {
  const intervalMs = 1000;
  const watchers: SourceWatcher[] = [first, second].map((database) =>
    startWatcher({
      db: database.db,
      urls: [feed.url],
      intervalMs,
      enricher: ruleBasedEnricher,
      fetcherSettings: { ...DEFAULT_FETCHER_SETTINGS, delayMs: 0, allowHosts: parseAllowList('127.0.0.1') },
      // Both check far more often than the interval, so both keep asking for the source.
      checkEveryMs: 20,
    }),
  );
  const started = Date.now();
  await new Promise((resolve) => setTimeout(resolve, 3500));
  await Promise.all(watchers.map((watcher) => watcher.stop()));
  const elapsed = Date.now() - started;

  const runs = await listSourceRuns(first.db, feed.url);
  // A run at 0, 1 s, 2 s and 3 s at most: once per interval, not once per check or per process.
  expect(runs.length).toBeGreaterThanOrEqual(3);
  expect(runs.length).toBeLessThanOrEqual(Math.floor(elapsed / intervalMs) + 1);
  expect(feed.requests).toHaveLength(runs.length);
  for (const [i, request] of feed.requests.entries()) {
    const next = feed.requests[i + 1];
    if (next) expect(next.startedAt).toBeGreaterThanOrEqual(request.endedAt);
  }
  for (const [i, run] of runs.entries()) {
    const next = runs[i + 1];
    if (next) expect(next.startedAt.getTime() - run.startedAt.getTime()).toBeGreaterThanOrEqual(intervalMs);
  }
  expect(runs[0]?.added).toBe(2);
});
