// `npm run seed -- --events N [--seed S]`: adds N synthetic demo events (enriched like real releases).
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { DEFAULT_DEMO_EVENTS, seedDemoCorpus } from '../demo/demo-corpus';
import { demoEventStore } from '../events';

const { values } = parseArgs({
  options: {
    events: { type: 'string', default: String(DEFAULT_DEMO_EVENTS) },
    seed: { type: 'string', default: '1' },
  },
});
const count = Number(values.events);
const seed = Number(values.seed);
if (!Number.isInteger(count) || count < 1 || !Number.isInteger(seed)) {
  console.error('Usage: npm run seed -- --events N [--seed S]   (N and S whole numbers, N at least 1)');
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase(config, 'a seed run (npm run seed)');
await migrateDatabase(database);
const started = Date.now();
let lastReport = 0;
const added = await seedDemoCorpus(
  demoEventStore(database.db),
  count,
  (done, total) => {
    if (Date.now() - lastReport < 1000 && done < total) return;
    lastReport = Date.now();
    const rate = done / ((Date.now() - started) / 1000);
    process.stdout.write(`${done}/${total} releases enriched (${rate.toFixed(0)}/s)\n`);
  },
  seed,
);
await database.close();
console.log(
  `Added ${added} new demo events (${count - added} were already there) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
