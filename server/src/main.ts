import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { seedDemoCorpusIfEmpty } from './corpus/demo-corpus';
import { openDatabase } from './db/client';
import { DatabaseInUse } from './db/folder-lock';
import { migrateDatabase } from './db/migrate';
import { demoEventStore } from './events';
import { mailerFromConfig } from './mail/mailer';
import { startDigestTimer } from './saved-searches';

const webRoot = fileURLToPath(new URL('../../web/dist', import.meta.url));

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config, `the server at ${config.appUrl}`);
  await migrateDatabase(database);
  await seedDemoCorpusIfEmpty(demoEventStore(database.db), { info: (msg) => console.log(msg) });
  const app = await buildApp({ config, database, webRoot, logger: { level: config.logLevel } });

  let closing = false;
  let stopDigests = () => {};
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    stopDigests();
    app.log.info(`${signal} received, finishing open requests`);
    // Requests in flight finish before the database closes, so no acknowledged write is lost.
    await app.close();
    await database.close();
    app.log.info('Stopped cleanly: requests finished, database closed');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  stopDigests = startDigestTimer({
    db: database.db,
    mailer: mailerFromConfig(config, app.log),
    appUrl: config.appUrl,
    jwtSecret: config.jwtSecret,
    digestHour: config.alertDigestHour,
    log: app.log,
  });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DatabaseInUse) {
    console.error(error.message);
  } else {
    console.error('The server could not start:', error);
  }
  process.exit(1);
});
