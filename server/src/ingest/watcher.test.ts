import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import type { Database } from '../db/client';
import { parseAllowList } from '../net/address-rules';
import { createTestDatabase, queryRows } from '../testing/database';
import { type FeedServer, startFeedServer } from '../testing/feed-server';
import { ruleBasedEnricher } from './enrichment';
import { DEFAULT_FETCHER_SETTINGS } from './polite-fetcher';
import {
  claimDueSource,
  finishSourceRun,
  listSourceRuns,
  listWatchedSources,
  registerWatchedSources,
  releaseSource,
  renewLease,
  startSourceRun,
} from './watched-sources.repository';
import { type SourceWatcher, startWatcher, type WatchedRunReport } from './watcher';

let database: Database;
let feed: FeedServer;
const watchers: SourceWatcher[] = [];

beforeAll(async () => {
  feed = await startFeedServer();
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
  await feed.close();
});
// One database for the file, emptied before each test (every table these tests write hangs off
// watched_sources or events): a fresh copy of the template for each test cost seconds of CPU apiece.
beforeEach(async () => {
  await database.db.execute(sql`truncate watched_sources, events restart identity cascade`);
  feed.requests.length = 0;
});
afterEach(async () => {
  await Promise.all(watchers.splice(0).map((watcher) => watcher.stop()));
});

const A = 'https://a.example/feed.xml';
const B = 'https://b.example/news';

/** A watcher of the fixture feed on loopback, checking often so the test runs in seconds. */
function watch(intervalMs: number, onRun?: (report: WatchedRunReport) => void, db = database.db) {
  const watcher = startWatcher({
    db,
    urls: [feed.url],
    intervalMs,
    enricher: ruleBasedEnricher,
    fetcherSettings: { ...DEFAULT_FETCHER_SETTINGS, delayMs: 0, allowHosts: parseAllowList('127.0.0.1') },
    checkEveryMs: 50,
    onRun,
    onError: (error) => {
      throw error;
    },
  });
  watchers.push(watcher);
  return watcher;
}

async function until(condition: () => boolean | Promise<boolean>, withinMs = 10_000) {
  const deadline = Date.now() + withinMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('the condition did not come true in time');
    await sleep(25);
  }
}

describe('leases on watched sources', () => {
  it('lets one owner take a due source; the others get nothing until the lease is given back', async () => {
    const { db } = database;
    await registerWatchedSources(db, [A, B]);
    await registerWatchedSources(db, [A]);
    const first = await claimDueSource(db, { owner: 'one', urls: [A], leaseMs: 60_000 });
    expect(first?.url).toBe(A);
    expect(await claimDueSource(db, { owner: 'two', urls: [A], leaseMs: 60_000 })).toBeUndefined();
    // A source of nobody's list is never taken, however due.
    expect(await claimDueSource(db, { owner: 'two', urls: [], leaseMs: 60_000 })).toBeUndefined();
    expect((await claimDueSource(db, { owner: 'two', urls: [A, B], leaseMs: 60_000 }))?.url).toBe(B);

    expect(await renewLease(db, first?.id ?? 0, 'two', 60_000)).toBe(false);
    expect(await renewLease(db, first?.id ?? 0, 'one', 60_000)).toBe(true);
    // Given back by someone who does not hold it: nothing changes.
    await releaseSource(db, first?.id ?? 0, 'two');
    expect(await claimDueSource(db, { owner: 'two', urls: [A], leaseMs: 60_000 })).toBeUndefined();

    await releaseSource(db, first?.id ?? 0, 'one');
    expect((await claimDueSource(db, { owner: 'two', urls: [A], leaseMs: 60_000 }))?.url).toBe(A);
  });

  it('frees a source whose lease ran out (its process died), and keeps one that is not due', async () => {
    const { db } = database;
    await registerWatchedSources(db, [A]);
    const taken = await claimDueSource(db, { owner: 'gone', urls: [A], leaseMs: 100 });
    expect(await claimDueSource(db, { owner: 'next', urls: [A], leaseMs: 60_000 })).toBeUndefined();
    await sleep(150);
    const again = await claimDueSource(db, { owner: 'next', urls: [A], leaseMs: 60_000 });
    expect(again?.id).toBe(taken?.id);

    await releaseSource(db, again?.id ?? 0, 'next', new Date(Date.now() + 60_000));
    expect(await claimDueSource(db, { owner: 'other', urls: [A], leaseMs: 60_000 })).toBeUndefined();
  });

  it('lists every source with its latest run, or none yet', async () => {
    const { db } = database;
    await registerWatchedSources(db, [B, A]);
    const source = await claimDueSource(db, { owner: 'one', urls: [A], leaseMs: 60_000 });
    const first = await startSourceRun(db, source?.id ?? 0);
    await finishSourceRun(db, first.id, { added: 1, updated: 0, failed: 0, errors: [] });
    const second = await startSourceRun(db, source?.id ?? 0);
    await finishSourceRun(db, second.id, {
      added: 0,
      updated: 2,
      failed: 1,
      errors: [{ location: `${A} (item 3)`, reason: 'the feed item has no link to its release' }],
    });

    const listed = await listWatchedSources(db);
    expect(listed.map((row) => row.url)).toEqual([A, B]);
    expect(listed[0]?.lastRun).toMatchObject({
      id: second.id,
      added: 0,
      updated: 2,
      failed: 1,
      errors: [{ location: `${A} (item 3)`, reason: 'the feed item has no link to its release' }],
    });
    expect(listed[0]?.lastRun?.finishedAt).toBeInstanceOf(Date);
    expect(listed[1]?.lastRun).toBeNull();
    expect(listed[1]?.nextRunAt).toBeInstanceOf(Date);
  });
});

describe('the watcher', () => {
  it('reads a due feed through the ingest pipeline, records the run and schedules the next one', async () => {
    const reports: WatchedRunReport[] = [];
    watch(60_000, (report) => reports.push(report));
    await until(() => reports.length === 1);

    expect(reports[0]?.outcome).toMatchObject({ added: 2, updated: 0, failed: 0 });
    const events = await queryRows<{ source_url: string }>(
      database.db,
      sql`select source_url from events where source_url like 'http://127.0.0.1:%' order by source_url`,
    );
    expect(events.map((row) => new URL(row.source_url).pathname)).toEqual([
      '/releases/polokwane-vehicle',
      '/releases/soweto-cable-theft',
    ]);
    const [run] = await listSourceRuns(database.db, feed.url);
    expect(run).toMatchObject({ added: 2, updated: 0, failed: 0, errors: [] });
    const [source] = await listWatchedSources(database.db);
    expect(source?.nextRunAt.getTime()).toBe((run?.startedAt.getTime() ?? 0) + 60_000);
    // Not due again within the interval, however often it checks.
    await sleep(300);
    expect(feed.requests).toHaveLength(1);
  });

  it('records what failed, and polls again once the interval has passed', async () => {
    const reports: WatchedRunReport[] = [];
    const broken = `${new URL(feed.url).origin}/gone.xml`;
    const watcher = startWatcher({
      db: database.db,
      urls: [broken],
      intervalMs: 400,
      enricher: ruleBasedEnricher,
      fetcherSettings: { ...DEFAULT_FETCHER_SETTINGS, delayMs: 0, allowHosts: parseAllowList('127.0.0.1') },
      checkEveryMs: 50,
      onRun: (report) => reports.push(report),
    });
    watchers.push(watcher);
    await until(() => reports.length === 2);
    const runs = await listSourceRuns(database.db, broken);
    expect(runs[0]).toMatchObject({
      added: 0,
      failed: 1,
      errors: [{ location: broken, reason: 'could not fetch: HTTP 404 Not Found' }],
    });
    expect((runs[1]?.startedAt.getTime() ?? 0) - (runs[0]?.startedAt.getTime() ?? 0)).toBeGreaterThanOrEqual(
      400,
    );
  });

  it('refuses internal addresses unless INGEST_ALLOW_HOSTS names them, like npm run ingest', async () => {
    const reports: WatchedRunReport[] = [];
    watchers.push(
      startWatcher({
        db: database.db,
        urls: [feed.url],
        intervalMs: 60_000,
        enricher: ruleBasedEnricher,
        fetcherSettings: { ...DEFAULT_FETCHER_SETTINGS, delayMs: 0 },
        checkEveryMs: 50,
        onRun: (report) => reports.push(report),
      }),
    );
    await until(() => reports.length === 1);
    const [run] = await listSourceRuns(database.db, feed.url);
    expect(run?.errors).toEqual([{ location: feed.url, reason: 'refused: 127.0.0.1 is a loopback address' }]);
    expect(feed.requests).toHaveLength(0);
  });

  it('with two watchers on one database, fetches the source once per interval, never both at once', async () => {
    const intervalMs = 1000;
    const reports: WatchedRunReport[] = [];
    watch(intervalMs, (report) => reports.push(report));
    watch(intervalMs, (report) => reports.push(report));
    await until(() => reports.length === 3);
    await Promise.all(watchers.splice(0).map((watcher) => watcher.stop()));

    // A fourth run may start while the watchers are being stopped on a busy machine; what matters is
    // that every run fetched once, a full interval after the one before, and never beside it.
    const runs = await listSourceRuns(database.db, feed.url);
    expect(runs.length).toBeGreaterThanOrEqual(3);
    expect(feed.requests).toHaveLength(runs.length);
    for (const [i, run] of runs.entries()) {
      const next = runs[i + 1];
      if (!next) continue;
      expect(next.startedAt.getTime() - run.startedAt.getTime()).toBeGreaterThanOrEqual(intervalMs);
      expect(run.finishedAt?.getTime()).toBeLessThanOrEqual(next.startedAt.getTime());
    }
    expect(runs.map((run) => run.added)).toEqual([2, ...runs.slice(1).map(() => 0)]);
  });

  it('stops a run whose lease another process took, and leaves the source to that process', async () => {
    const reports: WatchedRunReport[] = [];
    // Slow enough that the lease is taken away while the feed is still being fetched.
    const slow = await startFeedServer(1500);
    onTestFinished(() => slow.close());
    watchers.push(
      startWatcher({
        db: database.db,
        urls: [slow.url],
        intervalMs: 60_000,
        enricher: ruleBasedEnricher,
        fetcherSettings: { ...DEFAULT_FETCHER_SETTINGS, delayMs: 0, allowHosts: parseAllowList('127.0.0.1') },
        checkEveryMs: 50,
        // Renewed every 100 ms.
        leaseMs: 300,
        onRun: (report) => reports.push(report),
      }),
    );
    await until(() => slow.requests.length === 1);
    await database.db.execute(
      sql`update watched_sources set lease_owner = 'another process', lease_until = now() + interval '1 hour'`,
    );
    await until(() => reports.length === 1);

    expect(reports[0]).toMatchObject({ nextRunAt: undefined, outcome: { interrupted: true } });
    const [run] = await listSourceRuns(database.db, slow.url);
    expect(run?.errors).toContainEqual({
      location: slow.url,
      reason: 'stopped: the lease ran out and another process took the source',
    });
    const [held] = await queryRows<{ lease_owner: string }>(
      database.db,
      sql`select lease_owner from watched_sources`,
    );
    expect(held?.lease_owner).toBe('another process');
  });

  it('stops cleanly in the middle of a run and leaves the source due for the next process', async () => {
    const reports: WatchedRunReport[] = [];
    const watcher = watch(60_000, (report) => reports.push(report));
    await until(() => feed.requests.length === 1);
    await watcher.stop();
    expect(reports).toEqual([
      expect.objectContaining({
        url: feed.url,
        nextRunAt: undefined,
        outcome: expect.objectContaining({ interrupted: true }),
      }),
    ]);
    const [source] = await listWatchedSources(database.db);
    expect(source?.lastRun?.finishedAt).toBeInstanceOf(Date);
    expect(source?.lastRun?.errors).toEqual([
      { location: feed.url, reason: 'stopped: the process shut down; the source stays due' },
    ]);
    const next = await claimDueSource(database.db, { owner: 'next', urls: [feed.url], leaseMs: 60_000 });
    expect(next?.url).toBe(feed.url);
  });
});
