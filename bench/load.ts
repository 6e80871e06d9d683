// Search load: `npm run bench:load [-- --events 100000 --clients 16 --seconds 10]`. Starts the product
// as `npm start` does (server/src/main.ts in its own process, its own data folder and port) on a
// PostgreSQL database (`--database-url`, default wb_bench_N on the BENCH_DATABASE_URL server, the one
// bench:search uses), bulk-seeded with N demo events when it holds fewer and kept between runs. One
// user (signed up on the first run) logs in; C clients then browse results pages for S seconds over HTTP, each sending its next
// request when the last is answered, with the requests the web app sends for a results page: the
// first page of 50, its facets, sometimes pages 2-5 (infinite scroll) and sometimes select-all ids.
// Searches are drawn from a seeded generator, so every run asks the same things in the same order.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { splitKeywords } from '@workbench/contract/keywords';
import { openMaintenanceConnection } from '../server/src/db/client';
import { countEvents } from '../server/src/events';
import { bulkSeedDemoCorpus } from './bulk-seed';
import { benchDatabaseAt, benchDatabaseUrl, fmt, machine, stats } from './lib';

const { values } = parseArgs({
  options: {
    events: { type: 'string', default: '100000' },
    'database-url': { type: 'string' },
    clients: { type: 'string', default: '16' },
    seconds: { type: 'string', default: '10' },
    // Requests before the measured window (same mix, same clients), so the first connections of the
    // pool and the first plans are not what is measured.
    'warm-up': { type: 'string', default: '2' },
    seed: { type: 'string', default: '1' },
    port: { type: 'string', default: '8198' },
    // A folder for a V8 processor profile of the API process (node --cpu-prof), written when it stops.
    'cpu-prof': { type: 'string' },
  },
});
const size = Number(values.events);
const clients = Number(values.clients);
const seconds = Number(values.seconds);
const warmUpSeconds = Number(values['warm-up']);
const databaseUrl = values['database-url'] ?? benchDatabaseUrl(`wb_bench_${size}`);
const port = Number(values.port);
const base = `http://127.0.0.1:${port}/api/v1`;

// ---- The database: seeded once, kept between runs. ----

const database = await benchDatabaseAt(databaseUrl);
if ((await countEvents(database.db)) < size) {
  const started = Date.now();
  await bulkSeedDemoCorpus(database, size, {
    onProgress(done, total) {
      if (done % 50_000 === 0 || done === total) console.log(`${done} / ${total} events`);
    },
  });
  if (database.kind === 'postgres') {
    const connection = await openMaintenanceConnection(database);
    await connection.query('vacuum analyze');
    await connection.end();
  }
  console.log(`seeded ${size} events in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
const total = await countEvents(database.db);
await database.close();

// ---- The request mix. ----

/** mulberry32: a small seeded generator, so the same seed gives the same searches. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(next: () => number, items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;

// What people type, by how much of the corpus it matches (bench:search measures the shares): very
// broad words (70-97 %), broad ones (12-18 %), narrow ones (1-5 %), several words, phrases, left-out
// words. A journalist's first search is often broad, then narrowed by the facets.
const KEYWORDS: { weight: number; typed: readonly string[] }[] = [
  { weight: 15, typed: ['police', 'arrested', 'suspects'] },
  { weight: 25, typed: ['murder', 'robbery', 'vehicle', 'firearm'] },
  {
    weight: 30,
    typed: ['hijacking', 'poaching', 'fraud', 'rape', 'burglary', 'kidnapping', 'carjacking', 'drugs'],
  },
  {
    weight: 12,
    typed: ['murder robbery', 'hijacking, robbery, firearm', 'drugs firearm', 'fraud corruption theft'],
  },
  { weight: 10, typed: ['"house robbery"', '"stock theft"', '"case of murder"', '"cash-in-transit"'] },
  { weight: 8, typed: ['robbery -armed', 'suspects -police', 'murder -"no one"'] },
];
const PROVINCES = [
  'Gauteng',
  'KwaZulu-Natal',
  'Western Cape',
  'Eastern Cape',
  'Limpopo',
  'Mpumalanga',
  'North West',
  'Free State',
  'Northern Cape',
];
const MUNICIPALITIES = [
  'City of Johannesburg',
  'eThekwini',
  'City of Cape Town',
  'City of Tshwane',
  'Nelson Mandela Bay',
  'Buffalo City',
];
// Categories as the facet panel offers them, and families as a user types them.
const CRIMES = ['Murder', 'House robbery', 'Carjacking', 'Rape', 'Hijacking', 'Drug crimes', 'Theft'];
const LOCATIONS = ['Soweto', 'Durban', 'Cape Town', 'Mthatha', 'Polokwane'];
const SORTS = ['relevance', 'relevance', 'relevance', 'relevance', 'relevance', 'newest', 'newest', 'oldest'];

type Query = [string, string][];

/** One visit to a results page: the search, how many more pages it scrolls, whether it selects all. */
interface Visit {
  query: Query;
  morePages: number;
  selectAll: boolean;
}

function nextVisit(next: () => number): Visit {
  let roll = next() * KEYWORDS.reduce((sum, k) => sum + k.weight, 0);
  let typed = KEYWORDS[0]?.typed ?? [];
  for (const group of KEYWORDS) {
    roll -= group.weight;
    typed = group.typed;
    if (roll < 0) break;
  }
  // As the web app sends a search (searchParams in web/src/features/search/api/search-documents.ts):
  // the typed keywords split, repeated parameters for lists, an empty location when none is typed.
  const query: Query = splitKeywords([pick(next, typed)]).map((k) => ['keywords', k]);
  query.push(['location', next() < 0.08 ? pick(next, LOCATIONS) : '']);
  if (next() < 0.25) {
    const from = 2016 + Math.floor(next() * 9);
    const to = Math.min(2025, from + Math.floor(next() * 4));
    query.push(['start_date', `${from}-01-01`], ['end_date', `${to}-12-31`]);
  }
  if (next() < 0.2) {
    query.push(['province', pick(next, PROVINCES)]);
    if (next() < 0.3) query.push(['province', pick(next, PROVINCES)]);
  }
  if (next() < 0.15) query.push(['crime', pick(next, CRIMES)]);
  if (next() < 0.08) query.push(['municipality', pick(next, MUNICIPALITIES)]);
  query.push(['sort', pick(next, SORTS)]);
  return { query, morePages: next() < 0.25 ? 1 + Math.floor(next() * 4) : 0, selectAll: next() < 0.1 };
}

type Endpoint = 'documents page 1' | 'documents pages 2-5' | 'facets' | 'ids';

/** The requests of a visit in the order the screen sends them. */
function requestsOf(visit: Visit): { endpoint: Endpoint; url: string }[] {
  const withQuery = (path: string, extra: Query) =>
    `${base}/documents/${path}?${new URLSearchParams([...visit.query, ...extra]).toString()}`;
  const page = (n: number) =>
    withQuery('', [
      ['page', String(n)],
      ['page_size', '50'],
    ]);
  const requests: { endpoint: Endpoint; url: string }[] = [
    { endpoint: 'documents page 1', url: page(1) },
    { endpoint: 'facets', url: withQuery('facets/', []) },
  ];
  for (let n = 2; n <= 1 + visit.morePages; n++)
    requests.push({ endpoint: 'documents pages 2-5', url: page(n) });
  if (visit.selectAll) requests.push({ endpoint: 'ids', url: withQuery('ids/', []) });
  return requests;
}

// ---- The product, started as `npm start` starts it. ----

const dataDir = mkdtempSync(join(tmpdir(), 'wb-load-'));
const server: ChildProcess = spawn(
  process.execPath,
  [
    ...(values['cpu-prof'] ? ['--cpu-prof', '--cpu-prof-dir', values['cpu-prof']] : []),
    '--import',
    'tsx',
    'server/src/main.ts',
  ],
  {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      DATABASE_URL: databaseUrl,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  },
);

async function waitForHealth(): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${base}/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the server did not become healthy within 120 s');
}

/**
 * Logs in as the load's user, signing it up on the first run: the database is kept between runs, and
 * the product allows only a few sign-ups an hour from one address.
 */
async function signIn(): Promise<Record<string, string>> {
  const email = 'load@example.org';
  const password = 'violet harbour lantern 2049';
  const logIn = () =>
    fetch(`${base}/login/access-token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: email, password }).toString(),
    });
  let login = await logIn();
  if (!login.ok) {
    const signup = await fetch(`${base}/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, re_password: password, full_name: 'Load' }),
    });
    if (!signup.ok) throw new Error(`signup: ${signup.status} ${await signup.text()}`);
    login = await logIn();
  }
  if (!login.ok) throw new Error(`login: ${login.status} ${await login.text()}`);
  const { access_token } = (await login.json()) as { access_token: string };
  return { authorization: `Bearer ${access_token}`, 'accept-encoding': 'gzip' };
}

/** Processor time (user + system) of a process so far, in seconds, from /proc. */
function cpuSecondsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  // utime and stime are fields 14 and 15 of stat, 12 and 13 after the command name.
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Busy and total processor time of the machine so far, in seconds, from /proc/stat. */
function machineCpu(): { busy: number; all: number } {
  const times = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '')
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  const all = times.reduce((sum, t) => sum + t, 0);
  const idle = (times[3] ?? 0) + (times[4] ?? 0);
  return { busy: (all - idle) / 100, all: all / 100 };
}

interface Sample {
  endpoint: Endpoint;
  ms: number;
  ok: boolean;
}

/** Every client browses visits until the time is up; a request under way when it ends still counts. */
async function run(auth: Record<string, string>, forSeconds: number, seed: number): Promise<Sample[]> {
  const samples: Sample[] = [];
  const stopAt = Date.now() + forSeconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      const next = random(seed * 1000 + client);
      while (Date.now() < stopAt) {
        for (const request of requestsOf(nextVisit(next))) {
          if (Date.now() >= stopAt) break;
          const started = performance.now();
          let ok = false;
          try {
            const res = await fetch(request.url, { headers: auth });
            await res.arrayBuffer();
            ok = res.status === 200;
            if (!ok && samples.filter((s) => !s.ok).length < 5) {
              console.error(`${res.status} ${request.url.slice(base.length)}`);
            }
          } catch (error) {
            console.error(`${request.url.slice(base.length)}: ${String(error)}`);
          }
          samples.push({ endpoint: request.endpoint, ms: performance.now() - started, ok });
        }
      }
    }),
  );
  return samples;
}

const loads = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');

try {
  await waitForHealth();
  const auth = await signIn();
  const seed = Number(values.seed);
  // The warm-up draws from another seed, so the measured searches are not already in any cache.
  if (warmUpSeconds > 0) await run(auth, warmUpSeconds, seed + 7919);
  const loadBefore = loads();
  const cpuBefore = machineCpu();
  const apiBefore = cpuSecondsOf(server.pid as number);
  const clientBefore = process.cpuUsage();
  const started = performance.now();
  const samples = await run(auth, seconds, seed);
  const elapsed = (performance.now() - started) / 1000;
  const apiCpu = cpuSecondsOf(server.pid as number) - apiBefore;
  const clientUsage = process.cpuUsage(clientBefore);
  const clientCpu = (clientUsage.user + clientUsage.system) / 1e6;
  const cpuAfter = machineCpu();
  const loadAfter = loads();

  const all = stats(samples.map((s) => s.ms));
  const errors = samples.filter((s) => !s.ok).length;
  const busy = (cpuAfter.busy - cpuBefore.busy) / (cpuAfter.all - cpuBefore.all);
  console.log(
    `\n### Search load: ${clients} clients, ${seconds} s, PostgreSQL, ${total} events (${machine()}, seed ${seed}, SEARCH_CACHE_MS ${process.env.SEARCH_CACHE_MS ?? 'default'})\n`,
  );
  console.log(`load averages (1, 5, 15 min): ${loadBefore} before, ${loadAfter} after`);
  console.log(
    `${samples.length} requests in ${elapsed.toFixed(1)} s: ${(samples.length / elapsed).toFixed(1)} requests/s, p50 ${fmt(all.medianMs)} ms, p95 ${fmt(all.p95Ms)} ms, max ${fmt(all.maxMs)} ms, errors ${errors}`,
  );
  console.log(
    `processors: machine ${(busy * 100).toFixed(0)} % busy; the API process ${apiCpu.toFixed(1)} s (${((apiCpu * 1000) / samples.length).toFixed(1)} ms a request), these clients ${clientCpu.toFixed(1)} s, the rest mostly PostgreSQL\n`,
  );
  console.log('| endpoint | requests | p50 ms | p95 ms | max ms | errors |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
  const endpoints: Endpoint[] = ['documents page 1', 'documents pages 2-5', 'facets', 'ids'];
  for (const endpoint of endpoints) {
    const of = samples.filter((s) => s.endpoint === endpoint);
    const s = stats(of.map((x) => x.ms));
    console.log(
      `| ${endpoint} | ${of.length} | ${fmt(s.medianMs)} | ${fmt(s.p95Ms)} | ${fmt(s.maxMs)} | ${of.filter((x) => !x.ok).length} |`,
    );
  }
  const met = samples.length / elapsed >= 60 && all.p95Ms <= 500 && errors === 0;
  console.log(`\ntarget (>= 60 requests/s, p95 <= 500 ms, 0 errors): ${met ? 'met' : 'MISSED'}`);
} finally {
  if (server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  }
  rmSync(dataDir, { recursive: true, force: true });
}
