import type { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { type Config, ConfigError, loadConfig } from '../config';
import { type Database, openDatabase } from '../db/client';
import { DatabaseInUse } from '../db/folder-lock';
import { migrateDatabase } from '../db/migrate';
import { EXTRACTOR_VERSION } from '../extraction/enrich';
import { relinkCorpus } from '../incidents';
import { type ReleaseEnricher, type RunRulesForRun, rulesForRun } from './enrichment';
import { defaultReportPath, FailureReport, failureLines } from './failure-report';
import { configuredEnricher, MODEL_BATCH_SIZE } from './model-enricher';
import { DEFAULT_BATCH_SIZE, type IngestOutcome, runIngest } from './pipeline';
import { DEFAULT_FETCHER_SETTINGS, PoliteFetcher } from './polite-fetcher';
import { type ProgressStream, progressView } from './progress';
import { reenrichStoredEvents } from './reenrich';
import { databaseSink, jsonLinesSink } from './sinks';
import { openSource } from './sources';
import { messageOf } from './types';
import { describeRun, watchConfiguredSources } from './watcher';

export const USAGE = `Usage: npm run ingest -- [options] SOURCE...
       npm run ingest -- --reenrich
       npm run ingest -- --relink
       npm run ingest -- --watch

Reads police press releases, enriches them (date, place, crimes, summary, with the words each was
read from) and stores them as searchable events, keyed by source_url.

SOURCE is any of:
  FILE.jsonl | FILE.ndjson   one release per line as a JSON object
  FILE.csv                   one release per row, header naming the fields
  PAGE.html | PAGE.htm       a saved web page of one release
  FOLDER                     every such file in it and its subfolders
  http(s)://...              a release page, or an RSS or Atom feed of releases

Fields: title, context (the release text), published_date and source_url are required; date,
location, crime_committed and summary are kept when given and extracted when not.

Options:
  --dry-run            enrich and print the events, store nothing (no database is opened)
  --format jsonl       what --dry-run prints: one JSON object per event (the default and only format)
  --report PATH        write failures to PATH (.jsonl, or .csv); by default they go to
                       ./ingest-failures-<time>.jsonl, created only when something failed
  --delay-ms N         pause between two requests to the same host (default ${DEFAULT_FETCHER_SETTINGS.delayMs})
  --timeout-ms N       time limit of one request (default ${DEFAULT_FETCHER_SETTINGS.timeoutMs})
  --batch-size N       releases saved per transaction (default ${DEFAULT_BATCH_SIZE}, ${MODEL_BATCH_SIZE} with a model)
  --reenrich           enrich the stored events again with this version's rules (no SOURCE); events
                       it already enriched are skipped, so running it twice changes nothing
  --relink             link the stored events into incidents again from scratch (no SOURCE), in
                       publication order; the same corpus always gives the same incidents
  --watch              poll the feeds and listing pages of WATCH_SOURCES every WATCH_INTERVAL_MINUTES
                       (default 60) until Ctrl-C, as the server does, recording each run; with
                       --delay-ms and --timeout-ms only
  -h, --help           show this text

Exit status: 0 when at least one release was read (failures are in the report), 1 when none could
be read or the run stopped on a database error, 2 on a usage error, 130 when interrupted.

Environment: DATABASE_URL or DATA_DIR choose the database as for the server; LLM_BASE_URL,
LLM_MODEL (and LLM_API_KEY) enrich with that model, the rules standing in on any failure.
Loopback, private, link-local and other internal addresses are never fetched, unless
INGEST_ALLOW_HOSTS names them (comma-separated host names, addresses or CIDR ranges).
`;

export interface CommandIo {
  stdout: Writable;
  stderr: ProgressStream;
}

export interface CommandOptions {
  env?: NodeJS.ProcessEnv;
  signal?: AbortSignal;
  /** An open database to use instead of the configured one (tests). */
  database?: Database;
}

class UsageError extends Error {}

function wholeNumber(name: string, value: string | undefined, min: number): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min)
    throw new UsageError(`--${name} must be a whole number of at least ${min}`);
  return n;
}

function parseCommand(argv: string[]) {
  let parsed: ReturnType<typeof parseOptions>;
  try {
    parsed = parseOptions(argv);
  } catch (error) {
    throw new UsageError(messageOf(error));
  }
  const { values, positionals } = parsed;
  if (values.help) return { help: true as const };
  if (values.reenrich) {
    if (positionals.length > 0 || values['dry-run'])
      throw new UsageError('--reenrich works on the stored events: name no SOURCE and no --dry-run');
    return { help: false as const, reenrich: true as const, relink: false as const };
  }
  if (values.relink) {
    if (positionals.length > 0 || values['dry-run'])
      throw new UsageError('--relink works on the stored events: name no SOURCE and no --dry-run');
    return { help: false as const, reenrich: false as const, relink: true as const };
  }
  if (values.watch) {
    const others = ['dry-run', 'format', 'report', 'batch-size'].filter((name) => name in values);
    if (positionals.length > 0 || others.length > 0)
      throw new UsageError(
        '--watch polls the addresses in WATCH_SOURCES: name no SOURCE, and no --dry-run, --format, --report or --batch-size',
      );
    return {
      help: false as const,
      reenrich: false as const,
      relink: false as const,
      watch: true as const,
      delayMs: wholeNumber('delay-ms', values['delay-ms'], 0),
      timeoutMs: wholeNumber('timeout-ms', values['timeout-ms'], 1),
    };
  }
  if (values.format !== undefined && values.format !== 'jsonl') {
    throw new UsageError(`--format ${values.format} is not known: jsonl is the only format`);
  }
  if (values.format !== undefined && !values['dry-run'])
    throw new UsageError('--format applies to --dry-run only');
  if (positionals.length === 0)
    throw new UsageError('name at least one SOURCE: a file, a folder or an http(s) URL');
  return {
    help: false as const,
    reenrich: false as const,
    relink: false as const,
    watch: false as const,
    sources: positionals,
    dryRun: values['dry-run'] === true,
    report: values.report,
    delayMs: wholeNumber('delay-ms', values['delay-ms'], 0),
    timeoutMs: wholeNumber('timeout-ms', values['timeout-ms'], 1),
    batchSize: wholeNumber('batch-size', values['batch-size'], 1),
  };
}

function parseOptions(argv: string[]) {
  return parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: {
      'dry-run': { type: 'boolean' },
      format: { type: 'string' },
      report: { type: 'string' },
      'delay-ms': { type: 'string' },
      'timeout-ms': { type: 'string' },
      'batch-size': { type: 'string' },
      reenrich: { type: 'boolean' },
      relink: { type: 'boolean' },
      watch: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
}

function summaryOf(outcome: IngestOutcome, dryRun: boolean, seconds: number): string {
  const perSecond = seconds > 0 ? outcome.releases / seconds : 0;
  const rate =
    perSecond > 0 ? ` (${perSecond >= 10 ? Math.round(perSecond) : perSecond.toFixed(1)} releases/s)` : '';
  const took = `in ${seconds.toFixed(1)} s${rate}`;
  return dryRun
    ? `Dry run: printed ${outcome.added} events, ${outcome.failed} failed ${took}; nothing was stored.`
    : `Added ${outcome.added}, updated ${outcome.updated}, unchanged ${outcome.unchanged}, failed ${outcome.failed} ${took}.`;
}

function announceModel(config: Config, say: (line: string) => void): void {
  if (config.llm)
    say(
      `Enriching with the model ${config.llm.model} at ${config.llm.baseUrl} (the rules stand in when it fails).`,
    );
}

/** A command's database and how to let it go: the one it was given stays open for its owner. */
interface CommandDatabase {
  database: Database;
  close: () => Promise<void>;
}

/** The database a command was given (tests), or its own, opened for `purpose` and migrated. */
async function commandDatabase(
  config: Config,
  options: CommandOptions,
  purpose: string,
): Promise<CommandDatabase> {
  if (options.database) return { database: options.database, close: async () => {} };
  const database = await openDatabase(config, purpose);
  try {
    await migrateDatabase(database);
  } catch (error) {
    await database.close();
    throw error;
  }
  return { database, close: () => database.close() };
}

/**
 * A command over the stored events (`--reenrich`, `--relink`): opens the database, runs `work` with a
 * progress bar, prints the summary line it returns (given the seconds taken), and stops with status 1
 * on a database error.
 */
async function storedEventsCommand(
  config: Config,
  io: CommandIo,
  options: CommandOptions,
  flag: string,
  work: (
    db: Database['db'],
    progress: { start: (total: number) => void; update: (done: number) => void },
  ) => Promise<(seconds: string) => string>,
): Promise<number> {
  let opened: CommandDatabase | undefined;
  try {
    opened = await commandDatabase(config, options, `an ingest run (npm run ingest -- ${flag})`);
    let progress: ReturnType<typeof progressView> | undefined;
    const started = Date.now();
    const summary = await work(opened.database.db, {
      start: (total) => {
        progress = progressView(io.stderr, total);
      },
      update: (done) =>
        progress?.update({ seen: done, releases: done, added: 0, updated: done, unchanged: 0, failed: 0 }),
    });
    progress?.finish();
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    io.stdout.write(`${summary(seconds)}\n`);
    return 0;
  } catch (error) {
    io.stderr.write(`${error instanceof DatabaseInUse ? error.message : `Stopped: ${messageOf(error)}`}\n`);
    return 1;
  } finally {
    await opened?.close();
  }
}

/** `npm run ingest -- --reenrich`: the stored events, enriched again with a progress bar. */
const reenrichCommand = (config: Config, io: CommandIo, options: CommandOptions) =>
  storedEventsCommand(config, io, options, '--reenrich', async (db, progress) => {
    const { reenriched } = await reenrichStoredEvents(db, {
      onStart: progress.start,
      onProgress: (counts) => progress.update(counts.seen),
    });
    return (seconds) =>
      `Re-enriched ${reenriched} events in ${seconds} s; every stored event is now read by extractor version ${EXTRACTOR_VERSION}.`;
  });

/** `npm run ingest -- --relink`: the stored events linked into incidents again, with a progress bar. */
const relinkCommand = (config: Config, io: CommandIo, options: CommandOptions) =>
  storedEventsCommand(config, io, options, '--relink', async (db, progress) => {
    const { linked, incidents } = await relinkCorpus(db, {
      onStart: progress.start,
      onProgress: progress.update,
    });
    return (seconds) => `Linked ${linked} events into ${incidents} incidents in ${seconds} s.`;
  });

/** `npm run ingest -- --watch`: the server's polling of WATCH_SOURCES, in the foreground until Ctrl-C. */
async function watchCommand(
  config: Config,
  io: CommandIo,
  options: CommandOptions,
  fetching: { delayMs?: number; timeoutMs?: number },
): Promise<number> {
  const say = (line: string) => io.stderr.write(`${line}\n`);
  if (config.watchSources.length === 0) {
    say(
      '--watch polls the addresses in WATCH_SOURCES, and it names none (comma-separated http(s) addresses).',
    );
    return 2;
  }
  let opened: CommandDatabase | undefined;
  try {
    opened = await commandDatabase(config, options, 'a watch (npm run ingest -- --watch)');
    const { database } = opened;
    announceModel(config, say);
    say(
      `Watching ${config.watchSources.length} source(s), each polled every ${config.watchIntervalMinutes} min; Ctrl-C stops.`,
    );
    const watcher = watchConfiguredSources(config, database.db, {
      onRun: (report) => io.stdout.write(`${describeRun(report)}\n`),
      onError: (error) => say(`Polling failed: ${messageOf(error)}; trying again at the next check.`),
      fetcherSettings: {
        ...(fetching.delayMs !== undefined ? { delayMs: fetching.delayMs } : {}),
        ...(fetching.timeoutMs !== undefined ? { timeoutMs: fetching.timeoutMs } : {}),
      },
    });
    const { signal } = options;
    // Runs until stopped: Ctrl-C aborts the signal (the entry point has no other way to end it).
    await new Promise((resolve) => {
      if (signal?.aborted) resolve(undefined);
      signal?.addEventListener('abort', resolve, { once: true });
    });
    await watcher.stop();
    say('Stopped watching: what the last run read is saved.');
    return 0;
  } catch (error) {
    say(error instanceof DatabaseInUse ? error.message : `Stopped: ${messageOf(error)}`);
    return 1;
  } finally {
    await opened?.close();
  }
}

/** `npm run ingest`: returns the exit status (see USAGE). */
export async function ingestCommand(
  argv: string[],
  io: CommandIo,
  options: CommandOptions = {},
): Promise<number> {
  const say = (line: string) => io.stderr.write(`${line}\n`);
  let command: ReturnType<typeof parseCommand>;
  let config: Config;
  try {
    command = parseCommand(argv);
    if (command.help) {
      io.stdout.write(USAGE);
      return 0;
    }
    config = loadConfig(options.env);
  } catch (error) {
    if (!(error instanceof UsageError || error instanceof ConfigError)) throw error;
    say(`${error.message}\n\n${error instanceof UsageError ? USAGE : ''}`.trimEnd());
    return 2;
  }
  if (command.reenrich) return reenrichCommand(config, io, options);
  if (command.relink) return relinkCommand(config, io, options);
  if (command.watch) return watchCommand(config, io, options, command);

  const fetcher = new PoliteFetcher(
    {
      ...DEFAULT_FETCHER_SETTINGS,
      allowHosts: config.ingestAllowHosts,
      ...(command.delayMs !== undefined ? { delayMs: command.delayMs } : {}),
      ...(command.timeoutMs !== undefined ? { timeoutMs: command.timeoutMs } : {}),
    },
    options.signal,
  );
  const sources = command.sources.map((name) => openSource(name, fetcher));
  announceModel(config, say);
  const report = new FailureReport(command.report ?? defaultReportPath(), command.report !== undefined);
  const sayFailures = (heading: string) => {
    say(heading);
    for (const line of failureLines(report)) say(line);
  };
  let started = 0;
  let opened: CommandDatabase | undefined;
  let rules: RunRulesForRun | undefined;
  let enricher: ReleaseEnricher | undefined;
  let outcome: IngestOutcome;
  try {
    let sink = jsonLinesSink(io.stdout);
    if (!command.dryRun) {
      opened = await commandDatabase(config, options, 'an ingest run (npm run ingest)');
      sink = databaseSink(opened.database.db);
    }
    const estimates = await Promise.all(sources.map((source) => source.estimate().catch(() => undefined)));
    const total = estimates.every((n) => n !== undefined) ? estimates.reduce((a, b) => a + b, 0) : undefined;
    rules = rulesForRun(total);
    enricher = configuredEnricher(config.llm, rules.runRules);
    // The time and rate in the summary are those of reading, enriching and storing alone.
    started = Date.now();
    const progress = progressView(io.stderr, total);
    try {
      outcome = await runIngest({
        sources,
        enricher,
        sink,
        batchSize: command.batchSize ?? (config.llm ? MODEL_BATCH_SIZE : DEFAULT_BATCH_SIZE),
        ...(config.llm ? {} : { concurrency: rules.concurrency }),
        signal: options.signal,
        onFailure: (failure) => report.add(failure),
        onProgress: (counts) => progress.update(counts),
      });
    } finally {
      progress.finish();
    }
  } catch (error) {
    report.close();
    if (error instanceof DatabaseInUse) {
      say(error.message);
      return 1;
    }
    say(`Stopped: ${messageOf(error)}`);
    if (!command.dryRun)
      say('Every batch saved before this point is kept; run the same command again to go on.');
    if (report.count > 0) sayFailures(`Failures so far (${report.count}): ${report.path}`);
    return 1;
  } finally {
    await rules?.close();
    await opened?.close();
  }
  report.close();

  const summary = summaryOf(outcome, command.dryRun, (Date.now() - started) / 1000);
  // A dry run's standard output is the events alone, so everything else goes to standard error.
  if (command.dryRun) say(summary);
  else io.stdout.write(`${summary}\n`);
  if (enricher?.usage)
    say(`The model enriched ${enricher.usage.model}; the rules stood in for ${enricher.usage.fallback}.`);
  if (report.count > 0 || command.report !== undefined)
    sayFailures(`Failures (${report.count}): ${report.path}`);
  if (outcome.interrupted) {
    say('Interrupted: what was read so far is saved; run the same command again to go on.');
    return 130;
  }
  if (outcome.releases === 0) {
    say('Nothing could be read from the sources given.');
    return 1;
  }
  return 0;
}
