import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { SourceRunError } from '../db/schema';
import type { ReleaseEnricher } from './enrichment';
import { configuredEnricher, MODEL_BATCH_SIZE } from './model-enricher';
import { DEFAULT_BATCH_SIZE, type IngestOutcome, runIngest } from './pipeline';
import { DEFAULT_FETCHER_SETTINGS, type FetcherSettings, PoliteFetcher } from './polite-fetcher';
import { startRuleWorker } from './rule-worker';
import { databaseSink } from './sinks';
import { messageOf } from './types';
import { urlSource } from './url-source';
import {
  type ClaimedSource,
  claimDueSource,
  finishSourceRun,
  registerWatchedSources,
  releaseSource,
  renewLease,
  startSourceRun,
} from './watched-sources.repository';

/** Failures kept with one run; `failed` still counts them all. */
export const MAX_RECORDED_ERRORS = 100;

/** What a finished run reports, for the log or the foreground command's output. */
export interface WatchedRunReport {
  url: string;
  outcome: IngestOutcome;
  /** When the source is next due; undefined when the run was cut short and the source stays due. */
  nextRunAt: Date | undefined;
}

export interface WatcherOptions {
  db: Db;
  /** The feeds and listing pages this process polls. */
  urls: readonly string[];
  intervalMs: number;
  enricher: ReleaseEnricher;
  fetcherSettings: FetcherSettings;
  batchSize?: number;
  /** How often the database is asked for sources that are due (or whose lease ran out). */
  checkEveryMs?: number;
  /** How long a lease lasts without renewal; a run renews it every third of this. */
  leaseMs?: number;
  /** Who holds the leases this watcher takes; unique per watcher unless given. */
  owner?: string;
  onRun?: (report: WatchedRunReport) => void;
  /** A step that failed (the database down, say); the watcher goes on at its next check. */
  onError?: (error: unknown) => void;
}

export interface SourceWatcher {
  readonly owner: string;
  /** Stops checking, cuts a run in progress short (what it read is saved) and waits for it. */
  stop(): Promise<void>;
}

const DEFAULT_CHECK_EVERY_MS = 15_000;
const DEFAULT_LEASE_MS = 120_000;

/**
 * Polls watched sources through the ingest pipeline, each due source by one process at a time:
 * every check it takes the due sources one by one under a lease (see claimDueSource), reads each
 * with the same polite fetcher and address rules as `npm run ingest`, records the run, and sets the
 * source's next run one interval after this one started.
 */
export function startWatcher(options: WatcherOptions): SourceWatcher {
  const owner = options.owner ?? `${hostname()}/${process.pid}/${randomUUID().slice(0, 8)}`;
  const checkEveryMs = options.checkEveryMs ?? DEFAULT_CHECK_EVERY_MS;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const stopping = new AbortController();
  const fetcher = new PoliteFetcher(options.fetcherSettings, stopping.signal);
  const { db } = options;

  const poll = async (source: ClaimedSource) => {
    const run = await startSourceRun(db, source.id);
    const leaseLost = new AbortController();
    const heartbeat = setInterval(() => {
      renewLease(db, source.id, owner, leaseMs).then(
        (held) => held || leaseLost.abort(),
        (error: unknown) => options.onError?.(error),
      );
    }, leaseMs / 3);
    const errors: SourceRunError[] = [];
    const note = (error: SourceRunError) => {
      if (errors.length < MAX_RECORDED_ERRORS) errors.push(error);
    };
    try {
      const outcome = await runIngest({
        sources: [urlSource(source.url, fetcher)],
        enricher: options.enricher,
        sink: databaseSink(db),
        batchSize: options.batchSize ?? DEFAULT_BATCH_SIZE,
        signal: AbortSignal.any([stopping.signal, leaseLost.signal]),
        onFailure: ({ location, reason }) => note({ location, reason }),
      });
      if (leaseLost.signal.aborted)
        note({
          location: source.url,
          reason: 'stopped: the lease ran out and another process took the source',
        });
      else if (outcome.interrupted)
        note({ location: source.url, reason: 'stopped: the process shut down; the source stays due' });
      await finishSourceRun(db, run.id, { ...outcome, errors });
      const nextRunAt = outcome.interrupted
        ? undefined
        : new Date(run.startedAt.getTime() + options.intervalMs);
      await releaseSource(db, source.id, owner, nextRunAt);
      options.onRun?.({ url: source.url, outcome, nextRunAt });
    } catch (error) {
      // A save failed (the database, most likely): record what can be, and leave the source due.
      note({ location: source.url, reason: `stopped: ${messageOf(error)}` });
      await finishSourceRun(db, run.id, { added: 0, updated: 0, failed: errors.length, errors }).catch(
        () => undefined,
      );
      await releaseSource(db, source.id, owner).catch(() => undefined);
      throw error;
    } finally {
      clearInterval(heartbeat);
    }
  };

  const loop = async () => {
    let registered = false;
    while (!stopping.signal.aborted) {
      try {
        if (!registered) {
          await registerWatchedSources(db, options.urls);
          registered = true;
        }
        for (;;) {
          if (stopping.signal.aborted) break;
          const source = await claimDueSource(db, { owner, urls: options.urls, leaseMs });
          if (!source) break;
          if (stopping.signal.aborted) {
            await releaseSource(db, source.id, owner);
            break;
          }
          await poll(source);
        }
      } catch (error) {
        if (!stopping.signal.aborted) options.onError?.(error);
      }
      await sleep(checkEveryMs, undefined, { signal: stopping.signal }).catch(() => undefined);
    }
  };
  const running = loop();

  return {
    owner,
    async stop() {
      stopping.abort();
      await running;
    },
  };
}

/** The watcher of WATCH_SOURCES, with the settings of `npm run ingest` (address rules included). */
export function watchConfiguredSources(
  config: Config,
  db: Db,
  hooks: Pick<WatcherOptions, 'onRun' | 'onError'> & { fetcherSettings?: Partial<FetcherSettings> } = {},
): SourceWatcher {
  // A feed may hold a release of any length: the rules read it in their own thread, never the server's.
  const rules = startRuleWorker();
  const watcher = startWatcher({
    db,
    urls: config.watchSources,
    intervalMs: config.watchIntervalMinutes * 60_000,
    enricher: configuredEnricher(config.llm, (release) => rules.enrich(release)),
    fetcherSettings: {
      ...DEFAULT_FETCHER_SETTINGS,
      allowHosts: config.ingestAllowHosts,
      ...hooks.fetcherSettings,
    },
    batchSize: config.llm ? MODEL_BATCH_SIZE : DEFAULT_BATCH_SIZE,
    onRun: hooks.onRun,
    onError: hooks.onError,
  });
  return {
    owner: watcher.owner,
    async stop() {
      await watcher.stop();
      await rules.close();
    },
  };
}

/** One line about a finished run, for the server's log and the foreground command. */
export function describeRun({ url, outcome, nextRunAt }: WatchedRunReport): string {
  const counts = `added ${outcome.added}, updated ${outcome.updated}, unchanged ${outcome.unchanged}, failed ${outcome.failed}`;
  const next = nextRunAt ? `next run at ${nextRunAt.toISOString()}` : 'stopped before the end; still due';
  return `${url}: ${counts}; ${next}`;
}
