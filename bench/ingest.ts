// Ingest benchmark: `node --import tsx bench/ingest.ts --engine pglite|postgres --releases 10000`
// (PostgreSQL from BENCH_DATABASE_URL, database wb_bench_ingest, emptied first). Writes synthetic
// releases to a JSON Lines file and ingests it through the same pipeline as `npm run ingest` with the
// rule-based enrichment (in rule threads, as the command reads a run this long): first run (enrich + store), then a re-run (every release unchanged).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { generateDemoReleases } from '../server/src/demo/demo-generator';
import { countEvents } from '../server/src/events';
import { ruleEnricher, rulesForRun } from '../server/src/ingest/enrichment';
import { jsonLinesSource } from '../server/src/ingest/jsonl-source';
import { runIngest } from '../server/src/ingest/pipeline';
import { databaseSink, type IngestSink } from '../server/src/ingest/sinks';
import { benchDatabase, machine } from './lib';

const { values } = parseArgs({
  options: {
    engine: { type: 'string', default: 'pglite' },
    releases: { type: 'string', default: '10000' },
    // Not the demo corpus's seed (1): different releases from the ones a fresh install holds.
    seed: { type: 'string', default: '20240' },
  },
});
const engine = values.engine === 'postgres' ? 'postgres' : 'pglite';
const size = Number(values.releases);
const TARGET_PER_SECOND = 500;

const file = join(mkdtempSync(join(tmpdir(), 'wb-bench-ingest-')), 'releases.jsonl');
const lines: string[] = [];
let n = 0;
for (const release of generateDemoReleases(size, Number(values.seed))) {
  n += 1;
  lines.push(
    JSON.stringify({
      title: release.title,
      published_date: release.published_date,
      source_url: `https://bench.invalid/ingest/${n}`,
      context: release.text,
    }),
  );
}
writeFileSync(file, `${lines.join('\n')}\n`);

/** Reading and enriching alone, into a sink that keeps nothing: what the database adds is the rest. */
const nowhere: IngestSink = {
  knownHashes: async () => new Map(),
  save: async (batch) => ({ added: batch.length, updated: 0 }),
};

// Read as `npm run ingest` reads a run of this length (in rule threads when it is long).
const rules = rulesForRun(size);
const enricher = ruleEnricher(rules.runRules);
const run = (sink: IngestSink) =>
  runIngest({ sources: [jsonLinesSource(file)], enricher, sink, concurrency: rules.concurrency });

async function timed(sink: IngestSink) {
  const started = performance.now();
  const outcome = await run(sink);
  const seconds = (performance.now() - started) / 1000;
  if (outcome.failed > 0) throw new Error(`${outcome.failed} releases failed`);
  return { outcome, seconds, perSecond: outcome.releases / seconds };
}

const database = await benchDatabase(engine, 'wb_bench_ingest');
await database.db.execute(sql`truncate events restart identity cascade`);
// Warm-up: compiles enrichment's expressions and the database's plans, as a long run would have.
await run(nowhere);
const enrichOnly = await timed(nowhere);
const first = await timed(databaseSink(database.db));
const again = await timed(databaseSink(database.db));
const stored = await countEvents(database.db);
await database.close();
await rules.close();
if (first.outcome.added !== size || again.outcome.unchanged !== size || stored !== size) {
  throw new Error(
    `expected ${size} added, then ${size} unchanged; got ${first.outcome.added}, ${again.outcome.unchanged}, ${stored} stored`,
  );
}

const rate = (x: number) => Math.round(x).toLocaleString('en-US');
console.log(`\n### Ingest, ${engine}, ${size} releases (${machine()})\n`);
console.log(
  '| engine | releases | read + enrich only /s | enrich + store /s (first run) | re-run, all unchanged /s | target |',
);
console.log('| --- | ---: | ---: | ---: | ---: | --- |');
const verdict =
  engine === 'postgres'
    ? `>= ${TARGET_PER_SECOND}/s: ${first.perSecond >= TARGET_PER_SECOND ? 'met' : 'MISSED'}`
    : 'none';
console.log(
  `| ${engine} | ${size} | ${rate(enrichOnly.perSecond)} | ${rate(first.perSecond)} (${first.seconds.toFixed(1)} s) | ${rate(again.perSecond)} (${again.seconds.toFixed(1)} s) | ${verdict} |`,
);
