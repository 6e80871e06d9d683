import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { startAttemptPruning } from './auth';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { DatabaseInUse } from './db/folder-lock';
import { loggableError } from './db/loggable-error';
import { migrateDatabase } from './db/migrate';
import { seedDemoCorpusIfEmpty } from './demo/demo-corpus';
import { demoEventStore } from './events';
import { startIdempotencyKeyPruning } from './http/idempotency';
import { chooseLogFormat, logDestination } from './http/log-output';
import { describeRun, type SourceWatcher, watchConfiguredSources } from './ingest/watcher';
import { mailerFromConfig } from './mail/mailer';
import { startAnswerPruning } from './questions/answer-pruning';
import { startDigestTimer } from './saved-searches';

const webRoot = fileURLToPath(new URL('../../web/dist', import.meta.url));

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config, `the server at ${config.appUrl}`);
  await migrateDatabase(database);
  await seedDemoCorpusIfEmpty(demoEventStore(database.db), { info: (msg) => console.log(msg) });
  const logFormat = chooseLogFormat(config.logFormat, Boolean(process.stdout.isTTY));
  const app = await buildApp({
    config,
    database,
    webRoot,
    logger: { level: config.logLevel, stream: logDestination(logFormat) },
  });

  let watcher: SourceWatcher | undefined;
  let closing = false;
  let stopDigests = () => {};
  let stopPruning = () => {};
  let stopAnswerPruning = () => {};
  let stopKeyPruning = () => {};
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    stopDigests();
    stopPruning();
    stopAnswerPruning();
    stopKeyPruning();
    app.log.info(`${signal} received, finishing open requests`);
    // A poll in progress stops reading and saves what it read; the source stays due for the next process.
    await watcher?.stop();
    // Requests in flight finish before the database closes, so no acknowledged write is lost.
    await app.close();
    await database.close();
    app.log.info('Stopped cleanly: requests finished, database closed');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  if (config.watchSources.length > 0 && !closing) {
    app.log.info(
      `watching ${config.watchSources.length} source(s), each polled every ${config.watchIntervalMinutes} min`,
    );
    watcher = watchConfiguredSources(config, database.db, {
      onRun: (report) => app.log.info(`watched source polled: ${describeRun(report)}`),
      onError: (error) =>
        app.log.warn(
          { error: loggableError(error) },
          'polling watched sources failed; trying again at the next check',
        ),
    });
  }
  if (!closing) {
    stopPruning = startAttemptPruning(database.db, app.log);
    stopAnswerPruning = startAnswerPruning(database.db, app.log);
    stopKeyPruning = startIdempotencyKeyPruning(database.db, app.log);
    stopDigests = startDigestTimer({
      db: database.db,
      mailer: mailerFromConfig(config, app.log),
      appUrl: config.appUrl,
      jwtSecret: config.jwtSecret,
      digestHour: config.alertDigestHour,
      log: app.log,
    });
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DatabaseInUse) {
    console.error(error.message);
  } else {
    console.error('The server could not start:', error);
  }
  process.exit(1);
});
