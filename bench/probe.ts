// Outside probe: `npm run bench:probe [-- --database-url postgres://...]`. Starts the product as
// `npm start` does (embedded database, or the PostgreSQL database given, which should be empty; its
// own data folder and port) and uses it as an outside client would: a volley of malformed requests
// (counting 5xx answers), 16-client search and ask loads (requests/s, p95, errors), and kill -9 in
// the middle of acknowledged writes (counting writes lost after the restart).
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { fmt, machine, stats } from './lib';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8199' },
    clients: { type: 'string', default: '16' },
    seconds: { type: 'string', default: '15' },
    // A PostgreSQL server's database for the product (emptied first); the embedded database when unset.
    'database-url': { type: 'string', default: '' },
  },
});
const databaseUrl = values['database-url'] ?? '';
const port = Number(values.port);
const base = `http://127.0.0.1:${port}/api/v1`;
const dataDir = mkdtempSync(join(tmpdir(), 'wb-probe-'));
const password = 'violet harbour lantern 2049';

function startServer(): ChildProcess {
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      DATABASE_URL: databaseUrl,
    },
    stdio: 'ignore',
  });
  return server;
}

async function waitForHealth(): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the server did not become healthy within 120 s');
}

async function signIn(email: string): Promise<Record<string, string>> {
  await fetch(`${base}/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, re_password: password, full_name: 'Probe' }),
  });
  const login = await fetch(`${base}/login/access-token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: email, password }).toString(),
  });
  const { access_token } = (await login.json()) as { access_token: string };
  return { authorization: `Bearer ${access_token}` };
}

/** Requests no client should send: wrong types, control characters, huge and nested values, bad dates. */
function malformedRequests(
  auth: Record<string, string>,
): { method: string; url: string; body?: string; headers: Record<string, string> }[] {
  const json = { ...auth, 'content-type': 'application/json' };
  const oddStrings = [
    '\u0000',
    'a\u0000b',
    '\u001b[31m',
    '💥'.repeat(500),
    'x'.repeat(70_000),
    "'; drop table users; --",
    '%00',
    '../../etc/passwd',
  ];
  const oddNumbers = ['-1', '0', '1e309', 'NaN', '99999999999999999999', '1.5', '0x10', ''];
  const oddDates = [
    '0000-01-01',
    '9999-12-31',
    '2024-02-30',
    '2024-13-01',
    '24-01-01',
    'yesterday',
    '2024-01-01T00:00:00Z',
  ];
  const requests: { method: string; url: string; body?: string; headers: Record<string, string> }[] = [];
  for (const s of oddStrings) {
    const q = encodeURIComponent(s);
    requests.push({ method: 'GET', url: `/documents/?keywords=${q}&location=${q}`, headers: auth });
    requests.push({
      method: 'POST',
      url: '/notebooks/create',
      headers: json,
      body: JSON.stringify({ title: s, description: s, params: { [s]: s } }),
    });
    requests.push({
      method: 'GET',
      url: `/notebooks/ask-events/?notebook_id=1&question=${q}`,
      headers: auth,
    });
    requests.push({
      method: 'POST',
      url: '/signup',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `${s}@x.org`, password: s, re_password: s, full_name: s }),
    });
    requests.push({
      method: 'POST',
      url: '/login/access-token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: s, password: s }).toString(),
    });
    requests.push({ method: 'POST', url: `/request-reset-password?email=${q}`, headers: {} });
    requests.push({
      method: 'PATCH',
      url: '/reset-password',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: s, new_password: s, re_new_password: s }),
    });
  }
  for (const n of oddNumbers) {
    requests.push({ method: 'GET', url: `/notebooks/${n}`, headers: auth });
    requests.push({ method: 'GET', url: `/notebooks/${n}/events?page=${n}&page_size=${n}`, headers: auth });
    requests.push({
      method: 'GET',
      url: `/documents/?keywords=murder&page=${n}&page_size=${n}`,
      headers: auth,
    });
    requests.push({ method: 'GET', url: `/questions/${n}/events`, headers: auth });
    requests.push({
      method: 'POST',
      url: '/notebooks/events/add',
      headers: json,
      body: `{"notebook_id": ${n || 'null'}, "events": [{"id": ${n || 'null'}}]}`,
    });
  }
  for (const d of oddDates) {
    requests.push({
      method: 'GET',
      url: `/documents/?keywords=murder&start_date=${encodeURIComponent(d)}&end_date=${encodeURIComponent(d)}`,
      headers: auth,
    });
  }
  const deep = `{"title": "deep", "params": ${'{"a": '.repeat(10_000)}{}${'}'.repeat(10_000)}}`;
  const wide = JSON.stringify({
    title: 'wide',
    params: Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`k${i}`, i])),
  });
  for (const body of [
    deep,
    wide,
    '{',
    '[]',
    'null',
    '"text"',
    '{"title": {"$gt": ""}}',
    '{"title": ["a"]}',
  ]) {
    requests.push({ method: 'POST', url: '/notebooks/create', headers: json, body });
  }
  requests.push({
    method: 'POST',
    url: '/notebooks/create',
    headers: { ...auth, 'content-type': 'text/plain' },
    body: 'title=x',
  });
  requests.push({ method: 'GET', url: '/documents/', headers: { authorization: 'Bearer not.a.token' } });
  requests.push({
    method: 'GET',
    url: '/documents/',
    headers: { authorization: `Bearer ${'a'.repeat(10_000)}` },
  });
  return requests;
}

async function probeMalformed(auth: Record<string, string>) {
  const requests = malformedRequests(auth);
  const serverErrors: string[] = [];
  for (const r of requests) {
    const res = await fetch(`${base}${r.url}`, { method: r.method, headers: r.headers, body: r.body });
    await res.arrayBuffer();
    if (res.status >= 500) serverErrors.push(`${res.status} ${r.method} ${r.url.slice(0, 80)}`);
  }
  return { tried: requests.length, serverErrors };
}

/** `clients` clients each sending the next request as soon as the last is answered, for `seconds`. */
async function closedLoad(clients: number, seconds: number, request: (n: number) => Promise<Response>) {
  const timings: number[] = [];
  let errors = 0;
  const stopAt = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      for (let n = client; Date.now() < stopAt; n += 1) {
        const started = performance.now();
        const res = await request(n);
        await res.arrayBuffer();
        timings.push(performance.now() - started);
        if (res.status !== 200) errors += 1;
      }
    }),
  );
  return { requests: timings.length, perSecond: timings.length / seconds, ...stats(timings), errors };
}

function searchLoad(auth: Record<string, string>, clients: number, seconds: number) {
  const keywords = ['murder', 'robbery', 'hijacking', 'arrested', 'drugs', 'firearm', 'stock theft', 'fraud'];
  return closedLoad(clients, seconds, (n) =>
    fetch(
      `${base}/documents/?keywords=${encodeURIComponent(keywords[n % keywords.length] as string)}&start_date=2015-01-01&end_date=2026-12-31`,
      { headers: { ...auth, 'accept-encoding': 'gzip' } },
    ),
  );
}

/** Questions asked of a notebook of the first 500 demo events, as many clients at once. */
async function askLoad(auth: Record<string, string>, clients: number, seconds: number) {
  const notebook = (await (
    await fetch(`${base}/notebooks/create`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'ask probe' }),
    })
  ).json()) as { id: number };
  await fetch(`${base}/notebooks/events/add`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({
      notebook_id: notebook.id,
      events: Array.from({ length: 500 }, (_, i) => ({ id: i + 1 })),
    }),
  });
  const questions = [
    'How many murders were there?',
    'Which province has the most robberies?',
    'When was the latest hijacking?',
    'How many suspects were arrested in all?',
    'What share of the events are about drugs?',
  ];
  return closedLoad(clients, seconds, (n) =>
    fetch(
      `${base}/notebooks/ask-events/?notebook_id=${notebook.id}&question=${encodeURIComponent(questions[n % questions.length] as string)}`,
      { headers: auth },
    ),
  );
}

async function crashDuringWrites(server: ChildProcess, auth: Record<string, string>) {
  // Events added to one notebook, each id once: a user holds at most 200 notebooks, so creating
  // notebooks would stop acknowledging writes long before the kill.
  const notebook = (await (
    await fetch(`${base}/notebooks/create`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'crash probe' }),
    })
  ).json()) as { id: number };
  const acknowledged: number[] = [];
  let stop = false;
  const writers = Array.from({ length: 4 }, async (_, w) => {
    for (let eventId = w + 1; !stop; eventId += 4) {
      try {
        const res = await fetch(`${base}/notebooks/events/add`, {
          method: 'POST',
          headers: { ...auth, 'content-type': 'application/json' },
          body: JSON.stringify({ notebook_id: notebook.id, events: [{ id: eventId }] }),
        });
        if (res.status === 200 && ((await res.json()) as { events_added: number }).events_added === 1)
          acknowledged.push(eventId);
      } catch {
        // The server died mid-request: that write was never acknowledged.
      }
    }
  });
  await new Promise((r) => setTimeout(r, 3000));
  server.kill('SIGKILL');
  await new Promise((r) => setTimeout(r, 200));
  stop = true;
  await Promise.all(writers);
  const restarted = startServer();
  await waitForHealth();
  const stored = new Set<number>();
  for (let page = 1; ; page++) {
    const res = await fetch(`${base}/notebooks/${notebook.id}/events?page=${page}&page_size=100`, {
      headers: auth,
    });
    const { events } = (await res.json()) as { events: { id: number }[] };
    for (const row of events) stored.add(row.id);
    if (events.length < 100) break;
  }
  const lost = acknowledged.filter((id) => !stored.has(id)).length;
  return { acknowledged: acknowledged.length, lost, restarted };
}

let server = startServer();
try {
  await waitForHealth();
  const auth = await signIn(`probe-${Date.now()}@example.org`);
  const malformed = await probeMalformed(auth);
  const load = await searchLoad(auth, Number(values.clients), Number(values.seconds));
  const asks = await askLoad(auth, Number(values.clients), Number(values.seconds));
  const crash = await crashDuringWrites(server, auth);
  server = crash.restarted;

  const engine = databaseUrl ? 'PostgreSQL server' : 'embedded database';
  console.log(`Outside probe on ${machine()}, ${engine}, ${new Date().toISOString().slice(0, 10)}`);
  console.log(`malformed requests: ${malformed.tried} tried, ${malformed.serverErrors.length} answered 5xx`);
  for (const line of malformed.serverErrors) console.log(`  ${line}`);
  console.log(
    `search load: ${values.clients} clients for ${values.seconds} s: ${load.requests} requests, ${load.perSecond.toFixed(0)} req/s, median ${fmt(load.medianMs)} ms, p95 ${fmt(load.p95Ms)} ms, errors ${load.errors}`,
  );
  console.log(
    `ask load: ${values.clients} clients for ${values.seconds} s: ${asks.requests} requests, ${asks.perSecond.toFixed(0)} req/s, median ${fmt(asks.medianMs)} ms, p95 ${fmt(asks.p95Ms)} ms, errors ${asks.errors}`,
  );
  console.log(
    `kill -9 during writes: ${crash.acknowledged} writes acknowledged, ${crash.lost} lost after restart`,
  );
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 1500));
  rmSync(dataDir, { recursive: true, force: true });
}
