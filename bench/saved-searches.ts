// Saved-search matching benchmark: `node --import tsx bench/saved-searches.ts --engine pglite|postgres
// --corpus 10000 --searches 1000 --events 1000` (PostgreSQL from BENCH_DATABASE_URL, database
// wb_bench_saved_searches, emptied first). A corpus is stored, then `searches` saved searches of
// varied shapes (words, phrases, left-out words, province, crime and date filters), then `events`
// new releases go through the ingest's database sink, which records their matches in the same
// transaction. Reported: matching alone (the search conditions over the new events, median of runs),
// and what storing the new events costs with and without the saved searches.
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { CRIME_CATEGORIES } from '../server/src/corpus/crimes';
import { PROVINCES } from '../server/src/corpus/gazetteer';
import type { Db } from '../server/src/db/client';
import { queryRows } from '../server/src/db/rows';
import { savedSearches, users } from '../server/src/db/schema';
import { generateDemoReleases } from '../server/src/demo/demo-generator';
import { insertEvents } from '../server/src/events';
import { ruleBasedEnricher } from '../server/src/ingest/enrichment';
import { DEFAULT_BATCH_SIZE } from '../server/src/ingest/pipeline';
import { databaseSink, type EnrichedRelease } from '../server/src/ingest/sinks';
import { filtersOf, matchesAmong } from '../server/src/search';
import { benchDatabase, fmt, machine, stats } from './lib';

const { values } = parseArgs({
  options: {
    engine: { type: 'string', default: 'pglite' },
    corpus: { type: 'string', default: '10000' },
    searches: { type: 'string', default: '1000' },
    events: { type: 'string', default: '1000' },
    runs: { type: 'string', default: '5' },
  },
});
const engine = values.engine === 'postgres' ? 'postgres' : 'pglite';
const corpusSize = Number(values.corpus);
const searchCount = Number(values.searches);
const eventCount = Number(values.events);
const TARGET_MS = 2000;

/** A small deterministic generator, so every run saves the same searches. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}
const next = random(7);
const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)] as T;

const WORDS = [
  'murder',
  'robbery',
  'hijacking',
  'fraud',
  'burglary',
  'drugs',
  'firearm',
  'stabbed',
  'shot',
  'vehicle',
  'taxi',
  'sentenced',
  'rape',
  'theft',
  'cash',
  'poaching',
  'kidnapping',
  'Durban',
  'Soweto',
  'Pretoria',
  'Polokwane',
  'Mthatha',
  'Gqeberha',
];
const PHRASES = [
  '"armed robbery"',
  '"stock theft"',
  '"cash in transit"',
  '"life imprisonment"',
  '"house robbery"',
];

/** Searches of the shapes people save: one to three words, sometimes a phrase, a left-out word, a filter. */
function savedSearchParams(i: number) {
  const keywords = Array.from({ length: 1 + (i % 3) }, () => pick(WORDS));
  if (i % 5 === 0) keywords.push(pick(PHRASES));
  if (i % 7 === 0) keywords.push(`-${pick(WORDS)}`);
  return {
    keywords: [...new Set(keywords)],
    province: i % 4 === 0 ? [pick(PROVINCES)] : [],
    crime: i % 6 === 0 ? [pick(CRIME_CATEGORIES)] : [],
    municipality: [],
    ...(i % 9 === 0 ? { start_date: '2020-01-01' } : {}),
    ...(i % 11 === 0 ? { location: pick(['durban', 'cape', 'soweto']) } : {}),
  };
}

async function enriched(count: number, seed: number, tag: string): Promise<EnrichedRelease[]> {
  const releases: EnrichedRelease[] = [];
  let n = 0;
  for (const release of generateDemoReleases(count, seed)) {
    n += 1;
    const source_url = `https://bench.invalid/saved-searches/${tag}/${n}`;
    const event = await ruleBasedEnricher.enrich({ ...release, source_url, supplied: {} });
    releases.push({ event, contentHash: `${tag}-${n}` });
  }
  return releases;
}

async function timedStore(db: Db, batch: EnrichedRelease[]): Promise<number> {
  const sink = databaseSink(db);
  const started = performance.now();
  for (let start = 0; start < batch.length; start += DEFAULT_BATCH_SIZE) {
    await sink.save(batch.slice(start, start + DEFAULT_BATCH_SIZE));
  }
  return performance.now() - started;
}

const database = await benchDatabase(engine, 'wb_bench_saved_searches');
const { db } = database;
await db.execute(sql`truncate events, users restart identity cascade`);

const corpus = await enriched(corpusSize, 20_250, 'corpus');
for (let start = 0; start < corpus.length; start += 1000) {
  await insertEvents(
    db,
    corpus.slice(start, start + 1000).map(({ event }) => ({ ...event, isDemo: false })),
  );
}
// Warm-up, then the same number of new events stored with no saved search, as the baseline.
await timedStore(db, await enriched(200, 31, 'warm-up'));
const withoutSearches = await timedStore(db, await enriched(eventCount, 41, 'baseline'));

const owners = await db
  .insert(users)
  .values(
    Array.from({ length: Math.ceil(searchCount / 50) }, (_, i) => ({
      email: `bench-${i}@bench.invalid`,
      fullName: `Bench ${i}`,
      hashedPassword: 'not-a-hash',
    })),
  )
  .returning({ id: users.id });
await db.insert(savedSearches).values(
  Array.from({ length: searchCount }, (_, i) => ({
    ownerId: owners[Math.floor(i / 50)]?.id as number,
    name: `search ${i}`,
    params: savedSearchParams(i),
    alert: i % 2 === 0,
  })),
);

const fresh = await enriched(eventCount, 51, 'new');
const withSearches = await timedStore(db, fresh);
const [recorded] = await queryRows<{ n: number }>(
  db,
  sql`select count(*)::int as n from saved_search_matches`,
);
const newIds = (
  await queryRows<{ id: number }>(
    db,
    sql`select id from events where source_url like 'https://bench.invalid/saved-searches/new/%'`,
  )
).map((row) => row.id);
const searches = (
  await db.select({ id: savedSearches.id, params: savedSearches.params }).from(savedSearches)
).map((row) => ({ key: row.id, filters: filtersOf(row.params) }));
const samples: number[] = [];
let pairs = 0;
for (let run = 0; run < Number(values.runs); run += 1) {
  const started = performance.now();
  pairs = (await matchesAmong(db, searches, newIds)).length;
  samples.push(performance.now() - started);
}
await database.close();
const matching = stats(samples);
if (newIds.length !== eventCount || pairs !== recorded?.n) {
  throw new Error(
    `expected ${eventCount} new events and ${pairs} recorded matches; got ${newIds.length}, ${recorded?.n}`,
  );
}

console.log(
  `\n### Saved searches, ${engine}: ${eventCount} new events against ${searchCount} saved searches, corpus ${corpusSize} (${machine()})\n`,
);
console.log(
  '| engine | corpus | saved searches | new events | matches | matching alone, median (max) | store without searches | store with searches | target |',
);
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
console.log(
  `| ${engine} | ${corpusSize} | ${searchCount} | ${eventCount} | ${pairs} | ${fmt(matching.medianMs)} ms (${fmt(matching.maxMs)}) | ${fmt(withoutSearches)} ms | ${fmt(withSearches)} ms | matching <= ${TARGET_MS} ms: ${matching.medianMs <= TARGET_MS ? 'met' : 'MISSED'} |`,
);
