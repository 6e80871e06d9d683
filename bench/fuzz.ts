// Fuzz run: `npm run bench:fuzz -- --url http://127.0.0.1:8000`. Starts nothing: it targets a running
// server. It signs up two users and gives each a notebook with events, a saved and an unsaved answer
// and a saved search, reads the OpenAPI document for every route and method, and sends each route a
// bounded, reproducible (seeded) set of malformed and hostile requests: wrong types, missing fields,
// huge strings, lone surrogates, deep nesting, numbers past int32 and int64, NaN and Infinity, bad
// JSON, wrong content types, huge and repeated query parameters, the other user's ids, and missing,
// garbled and expired tokens. Every answer must be below 500, and every 4xx JSON with a `detail`.
// Prints a table per route and every violation with the request that caused it; exits 1 on any.
//
// Throttles: sign-up allows 10 an hour and log-in 30 wrong passwords per 15 minutes per client
// address, and this run trips both on purpose. Against a loopback server each run therefore comes
// from a loopback address of its own (127.x.y.z), so that the next run's users can still sign up
// and log in; `--source-address none` turns that off.

import { writeFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import { parseArgs } from 'node:util';
import { fmt, machine, stats } from './lib';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:8000' },
    seed: { type: 'string', default: '1' },
    'per-route': { type: 'string', default: '120' },
    'timeout-ms': { type: 'string', default: '20000' },
    'source-address': { type: 'string' },
    report: { type: 'string' },
  },
});

const target = new URL(values.url);
const perRoute = Number(values['per-route']);
const timeoutMs = Number(values['timeout-ms']);
const seed = Number(values.seed);
const password = 'violet harbour lantern 2049';
const stamp = Date.now().toString(36);
const loopback = ['127.0.0.1', 'localhost'].includes(target.hostname);
const host = target.hostname === 'localhost' ? '127.0.0.1' : target.hostname.replace(/^\[|\]$/g, '');
const sourceAddress =
  values['source-address'] === 'none'
    ? undefined
    : (values['source-address'] ??
      (loopback
        ? `127.${1 + (Date.now() % 250)}.${1 + (process.pid % 250)}.${2 + Math.floor(Math.random() * 250)}`
        : undefined));
const transport = target.protocol === 'https:' ? https : http;
const agent = new transport.Agent({ keepAlive: true, maxSockets: 1 });

// ---------------------------------------------------------------------------------------------
// Raw HTTP: node:http sends what fetch would refuse or normalise (bad percent-encoding, raw bytes,
// repeated headers, a body on GET).

interface Shot {
  label: string;
  method: string;
  /** Path and query, already encoded, as sent. */
  path: string;
  headers: Record<string, string | string[]>;
  body?: string | Buffer;
  /** Why this request must be refused (bad token, another user's things): a 2xx is a violation. */
  mustRefuse?: string;
}

type Reply =
  | { status: number; contentType: string; body: Buffer; ms: number }
  | { error: string; ms: number };

function sendOnce(shot: Shot): Promise<Reply & { reused: boolean }> {
  return new Promise((resolve) => {
    const started = performance.now();
    const body = typeof shot.body === 'string' ? Buffer.from(shot.body) : shot.body;
    const headers: Record<string, string | string[]> = { ...shot.headers };
    if (body && !Object.keys(headers).some((h) => h.toLowerCase() === 'content-length')) {
      headers['content-length'] = String(body.length);
    }
    let answered: { status: number; contentType: string; chunks: Buffer[] } | undefined;
    let done = false;
    const finish = (error?: string) => {
      if (done) return;
      done = true;
      const ms = performance.now() - started;
      const reused = request.reusedSocket;
      if (answered) {
        const { status, contentType, chunks } = answered;
        resolve({ status, contentType, body: Buffer.concat(chunks), ms, reused });
      } else resolve({ error: error ?? 'no answer', ms, reused });
    };
    const request = transport.request(
      {
        host,
        port: target.port || (target.protocol === 'https:' ? 443 : 80),
        method: shot.method,
        path: shot.path,
        headers,
        agent,
        localAddress: sourceAddress,
      },
      (response) => {
        answered = {
          status: response.statusCode ?? 0,
          contentType: String(response.headers['content-type'] ?? ''),
          chunks: [],
        };
        response.on('data', (chunk: Buffer) => answered?.chunks.push(chunk));
        response.on('end', () => {
          finish();
          if (!request.writableEnded) request.destroy();
        });
        response.on('error', (error) => finish(error.message));
      },
    );
    request.setTimeout(timeoutMs, () => request.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    request.on('error', (error: Error & { code?: string }) =>
      finish(`${error.code ?? ''} ${error.message}`.trim()),
    );
    if (!body || body.length <= 1 << 16) {
      request.end(body);
      return;
    }
    // A large body waits for 100 Continue, as curl does, and a moment more: a server refusing a body
    // over its limit answers at once and closes the connection, and writing on would only break the
    // pipe before that answer is read.
    let offset = 0;
    const writeMore = () => {
      while (offset < body.length && !answered && !request.destroyed) {
        const chunk = body.subarray(offset, offset + (1 << 16));
        offset += chunk.length;
        if (!request.write(chunk)) {
          request.once('drain', writeMore);
          return;
        }
      }
      if (answered) request.destroy();
      else if (!request.destroyed && !request.writableEnded) request.end();
    };
    request.setHeader('expect', '100-continue');
    request.once('continue', () => setTimeout(writeMore, 50));
    request.flushHeaders();
  });
}

async function send(shot: Shot): Promise<Reply> {
  const reply = await sendOnce(shot);
  // A kept-alive socket the server closed in between: the request never reached it.
  if ('error' in reply && reply.reused && /ECONNRESET|EPIPE|socket hang up/.test(reply.error)) {
    return sendOnce(shot);
  }
  return reply;
}

const json = (reply: Reply): unknown => {
  if ('error' in reply) return undefined;
  try {
    return JSON.parse(reply.body.toString('utf8'));
  } catch {
    return undefined;
  }
};

async function call(
  method: string,
  path: string,
  options: { token?: string; json?: unknown; form?: Record<string, string> } = {},
): Promise<{ status: number; data: unknown }> {
  const headers: Record<string, string> = {};
  let body: string | undefined;
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  if (options.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(options.form).toString();
  }
  const reply = await send({ label: 'setup', method, path: `/api/v1${path}`, headers, body });
  if ('error' in reply) throw new Error(`${method} ${path}: ${reply.error}`);
  return { status: reply.status, data: json(reply) };
}

// ---------------------------------------------------------------------------------------------
// Two users, each with one of everything a route can point at.

interface Fixture {
  email: string;
  token: string;
  userId: number;
  notebookId: number;
  eventIds: number[];
  savedQuestionId: number;
  unsavedQuestionId: number;
  savedSearchId: number;
}

function expect<T>(what: string, result: { status: number; data: unknown }, ok = 200): T {
  if (result.status !== ok) {
    throw new Error(`setup: ${what} answered ${result.status} ${JSON.stringify(result.data)}`);
  }
  return result.data as T;
}

/** A user with one of everything; its events are the first murders found unless given. */
async function makeFixture(name: string, given?: number[]): Promise<Fixture> {
  const email = `fuzz-${stamp}-${name}@example.org`;
  const signup = await call('POST', '/signup', {
    json: { email, password, re_password: password, full_name: `Fuzz ${name}` },
  });
  if (signup.status === 429) {
    throw new Error(
      `setup: sign-up is throttled for this client address (${JSON.stringify(signup.data)}); give --source-address another address, or wait`,
    );
  }
  const user = expect<{ id: number }>('sign-up', signup);
  const { access_token: token } = expect<{ access_token: string }>(
    'log-in',
    await call('POST', '/login/access-token', { form: { username: email, password } }),
  );
  const found = expect<{ ids: number[] }>(
    'search',
    await call('GET', '/documents/ids/?keywords=murder', { token }),
  );
  const eventIds = given ?? found.ids.slice(0, 10);
  if (eventIds.length < 3) throw new Error('setup: the corpus has fewer than 3 murder events; seed it first');
  const notebook = expect<{ id: number }>(
    'notebook',
    await call('POST', '/notebooks/create', { token, json: { title: `fuzz ${name}`, params: { a: 1 } } }),
  );
  expect(
    'events',
    await call('POST', '/notebooks/events/add', {
      token,
      json: { notebook_id: notebook.id, events: eventIds.map((id) => ({ id })), keywords: ['murder'] },
    }),
  );
  const ask = (question: string) =>
    call(
      'GET',
      `/notebooks/ask-events/?notebook_id=${notebook.id}&question=${encodeURIComponent(question)}`,
      { token },
    );
  const saved = expect<{ id: number }>('ask', await ask('How many murders were reported?'));
  expect(
    'save answer',
    await call('POST', '/notebooks/questions/add', {
      token,
      json: { notebook_id: notebook.id, question_ids: [saved.id] },
    }),
  );
  const unsaved = expect<{ id: number }>('ask', await ask('How many murders were reported?'));
  const search = expect<{ id: number }>(
    'saved search',
    await call('POST', '/saved-searches/', { token, json: { name: `fuzz ${name}`, keywords: 'murder' } }),
    201,
  );
  return {
    email,
    token,
    userId: user.id,
    notebookId: notebook.id,
    eventIds,
    savedQuestionId: saved.id,
    unsavedQuestionId: unsaved.id,
    savedSearchId: search.id,
  };
}

// ---------------------------------------------------------------------------------------------
// The routes, from the OpenAPI document.

interface Schema {
  $ref?: string;
  type?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  enum?: unknown[];
  pattern?: string;
  minimum?: number;
  minItems?: number;
}

interface Param {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: Schema;
}

interface Route {
  method: string;
  path: string;
  params: Param[];
  body?: { contentType: string; schema: Schema };
  auth: boolean;
}

interface OpenApi {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: (Param & { in: string })[];
        requestBody?: { content: Record<string, { schema: Schema }> };
        security?: unknown[];
      }
    >
  >;
  components?: { schemas?: Record<string, Schema> };
}

let components: Record<string, Schema> = {};
const deref = (schema: Schema): Schema =>
  schema.$ref ? deref(components[schema.$ref.split('/').at(-1) ?? ''] ?? {}) : schema;

async function readRoutes(): Promise<Route[]> {
  const reply = await send({ label: 'setup', method: 'GET', path: '/api/v1/openapi.json', headers: {} });
  const doc = json(reply) as OpenApi | undefined;
  if (!doc?.paths) throw new Error('setup: GET /api/v1/openapi.json gave no OpenAPI document');
  components = doc.components?.schemas ?? {};
  const routes: Route[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const [contentType, content] = Object.entries(operation.requestBody?.content ?? {})[0] ?? [];
      routes.push({
        method: method.toUpperCase(),
        path,
        params: (operation.parameters ?? []).filter((p): p is Param => p.in === 'path' || p.in === 'query'),
        body: contentType && content ? { contentType, schema: deref(content.schema) } : undefined,
        auth: (operation.security?.length ?? 0) > 0,
      });
    }
  }
  // Deleting and removing go last, so that the routes before them still find the fixtures.
  const rank = (r: Route) => (r.method === 'DELETE' ? 2 : /\/(remove|replace)$/.test(r.path) ? 1 : 0);
  return routes.sort((a, b) => rank(a) - rank(b));
}

type Resource = 'event' | 'notebook' | 'saved' | 'unsaved' | 'search' | 'user';

/** What a path parameter or body field names, by its name and the route it is on. */
function resourceOf(route: Route, name: string): Resource | undefined {
  if (name === 'userId') return 'user';
  if (name === 'event_id' || name === 'event_ids' || name === 'events') return 'event';
  if (name === 'notebook_id') return 'notebook';
  if (name === 'question_id') return 'unsaved';
  if (name === 'question_ids') return route.path.endsWith('/add') ? 'unsaved' : 'saved';
  if (name !== 'id') return undefined;
  const p = route.path.replace('/api/v1', '');
  if (p.startsWith('/documents')) return 'event';
  if (p.startsWith('/saved-searches')) return 'search';
  if (p.startsWith('/questions') || p.startsWith('/notebooks/questions')) return 'saved';
  if (p.startsWith('/notebooks')) return 'notebook';
  return undefined;
}

function idOf(fixture: Fixture, resource: Resource): number {
  switch (resource) {
    case 'event':
      return fixture.eventIds[0] ?? 1;
    case 'notebook':
      return fixture.notebookId;
    case 'saved':
      return fixture.savedQuestionId;
    case 'unsaved':
      return fixture.unsavedQuestionId;
    case 'search':
      return fixture.savedSearchId;
    case 'user':
      return fixture.userId;
  }
}

let signupCount = 0;

/** A valid value for a parameter or field, from its schema and name. */
function example(route: Route, name: string, schema: Schema, owner: Fixture): unknown {
  const s = deref(schema);
  const resource = resourceOf(route, name);
  if (resource && name !== 'id' && name !== 'userId') {
    const id = idOf(owner, resource);
    if (name === 'events') return [{ id }];
    if (s.type === 'array') return [id];
    return id;
  }
  switch (name) {
    case 'email':
      if (!route.path.endsWith('/signup')) return `nobody-${stamp}@example.org`;
      signupCount += 1;
      return `fuzz-${stamp}-s${signupCount}@example.org`;
    case 'username':
      return `nobody-${stamp}@example.org`;
    case 'password':
    case 're_password':
    case 'new_password':
    case 're_new_password':
      return password;
    case 'keywords':
      return 'murder';
    case 'question':
      return 'How many murders were reported?';
    case 'token':
      return 'not-a-real-token';
  }
  if (s.anyOf?.[0]) return example(route, name, s.anyOf[0], owner);
  if (s.enum) return s.enum[0];
  switch (s.type) {
    case 'string':
      if (s.pattern?.includes('\\d{4}')) return name.startsWith('end') ? '2025-12-31' : '2015-01-01';
      return `fuzz ${name}`;
    case 'integer':
    case 'number':
      return Math.max(1, s.minimum ?? 1);
    case 'boolean':
      return false;
    case 'array':
      return [example(route, name, s.items ?? {}, owner)];
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const key of s.required ?? []) out[key] = example(route, key, s.properties?.[key] ?? {}, owner);
      return out;
    }
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Seeded choices.

type Rng = () => number;

function mulberry32(start: number): Rng {
  let a = start >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hashOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

const pick = <T>(r: Rng, list: readonly T[]): T => list[Math.floor(r() * list.length)] as T;

// ---------------------------------------------------------------------------------------------
// Hostile values.

const hugeLengths = [10_000, 30_000, 65_536, 100_000];
const hostileStrings: readonly (string | ((r: Rng) => string))[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udc00y',
  '\ud83d\ud83d',
  '\u001b[31m\r\n\t',
  '\u202e\u200b\u2066\ufeffinvisible',
  'Ω≈ç√∫ 田中さん مرحبا שלום',
  () => 'ﷺ'.repeat(3000),
  () => 'İ'.repeat(10_000),
  () => 'e\u0301'.repeat(10_000),
  () => '💥'.repeat(10_000),
  (r) => 'x'.repeat(pick(r, hugeLengths)),
  (r) => 'murder '.repeat(pick(r, [1500, 5000, 15_000])),
  (r) => '\ud800'.repeat(pick(r, [10, 10_000])),
  "'; drop table users; --",
  '" OR "1"="1',
  '%00%ff%',
  '../../../etc/passwd',
  '<script>alert(1)</script>',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template injection, sent as text
  '${7*7}{{7*7}}<%= 7*7 %>',
  '\\',
  '"',
  '"unterminated phrase',
  '-murder -"a b" - --',
  "(a | b) & !c :* <-> '",
  '%_*?[]',
  'NaN',
  'Infinity',
  '-Infinity',
  'null',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  'valueOf',
  'prototype',
  'How many constructor toString valueOf hasOwnProperty __proto__ isPrototypeOf were there?',
  '1e309',
  '-1',
  '0',
  '2147483648',
  '9223372036854775808',
  '٣',
  '１２',
  '9999-99-99',
  '0000-00-00',
  '2024-02-30',
];
const hostileString = (r: Rng): string => {
  const s = pick(r, hostileStrings);
  return typeof s === 'string' ? s : s(r);
};

/** JSON texts of values of the wrong type or beyond every integer range. */
const rawJsonValues = [
  'null',
  'true',
  'false',
  '0',
  '-1',
  '-0',
  '1.5',
  '1e3',
  '1e309',
  '-1e309',
  '2147483647',
  '2147483648',
  '-2147483649',
  '4294967296',
  '9007199254740993',
  '9223372036854775807',
  '9223372036854775808',
  '18446744073709551616',
  '123456789012345678901234567890',
  '1e-400',
  '"1"',
  '"NaN"',
  '"Infinity"',
  '"-Infinity"',
  '""',
  '"\\ud800"',
  '"\\u0000"',
  '[]',
  '{}',
  '[1,2,3]',
  '[null]',
  '[[]]',
  '[{}]',
  '{"$gt":""}',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
];
/** Not JSON at all: the whole body stops parsing. */
const invalidJsonValues = [
  'NaN',
  'Infinity',
  '-Infinity',
  'undefined',
  '01',
  '0x10',
  '.5',
  '+1',
  "'a'",
  '"\\x41"',
];

const pathSegments: readonly (string | ((r: Rng) => string))[] = [
  '0',
  '-1',
  '-2147483648',
  '2147483647',
  '2147483648',
  '4294967296',
  '9007199254740993',
  '9223372036854775807',
  '9223372036854775808',
  '99999999999999999999999999',
  '1e309',
  '1.5',
  '1e3',
  '0x10',
  '+1',
  '%2B1',
  '-0',
  '%20%201',
  'NaN',
  'Infinity',
  '-Infinity',
  'abc',
  'null',
  '%00',
  '%ED%A0%80',
  '%FF',
  '%C0%AE',
  '%2F',
  '%2e%2e',
  '1%20OR%201=1',
  '1;select%201',
  '%E2%80%AE1',
  '%EF%BC%91',
  '%D9%A3',
  '%',
  '%G1',
  '\u00ff',
  () => '9'.repeat(5000),
  () => 'x'.repeat(10_000),
];

const queryNames = [
  '__proto__',
  '__proto__[polluted]',
  'constructor[prototype][polluted]',
  'keywords[]',
  'page[]',
  'a[b][c]',
  '',
  '%00',
  '%ED%A0%80',
  '%',
  'x'.repeat(3000),
];

/** Like encodeURIComponent, but a lone surrogate becomes its (invalid) three UTF-8-style bytes. */
function encodeLoose(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    let out = '';
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      const next = text.charCodeAt(i + 1);
      if (c >= 0xd800 && c <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
        out += encodeURIComponent(text.slice(i, i + 2));
        i += 1;
      } else if (c >= 0xd800 && c <= 0xdfff) {
        out += [0xe0 | (c >> 12), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f)]
          .map((b) => `%${b.toString(16).toUpperCase()}`)
          .join('');
      } else {
        out += encodeURIComponent(text[i] as string);
      }
    }
    return out;
  }
}

function deepJson(r: Rng): string {
  const depth = pick(r, [100, 1000, 10_000, 100_000]);
  return r() < 0.5
    ? `${'['.repeat(depth)}${']'.repeat(depth)}`
    : `${'{"a":'.repeat(depth)}{}${'}'.repeat(depth)}`;
}

function tokenVariants(a: Fixture, b: Fixture): readonly [string, string | string[] | undefined][] {
  const [header, payload, signature] = a.token.split('.');
  const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<string, unknown>;
  const now = Math.floor(Date.now() / 1000);
  return [
    ['no token', undefined],
    ['empty bearer', 'Bearer '],
    ['bearer only', 'Bearer'],
    ['garbled token', `Bearer ${a.token.slice(0, -6)}garble`],
    ['token with a trailing word', `Bearer ${a.token} extra`],
    ['not a JWT', 'Bearer not.a.token'],
    ['basic auth', 'Basic dXNlcjpwYXNz'],
    ['huge token', `Bearer ${'a'.repeat(10_000)}`],
    [
      'expired token (claims rewritten)',
      `Bearer ${header}.${b64({ ...claims, iat: now - 7200, exp: now - 3600 })}.${signature}`,
    ],
    [
      'alg none, sub of the other user',
      `Bearer ${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...claims, sub: String(b.userId) })}.`,
    ],
    ['sub beyond int32', `Bearer ${header}.${b64({ ...claims, sub: '2147483648' })}.${signature}`],
    ['sub not a number', `Bearer ${header}.${b64({ ...claims, sub: '1 OR 1=1' })}.${signature}`],
    ['token in lower-case scheme', `bearer ${a.token}`],
    ['two authorization headers', [`Bearer ${b.token}`, `Bearer ${a.token}`]],
    ['the other user', `Bearer ${b.token}`],
  ];
}

// ---------------------------------------------------------------------------------------------
// The cases of one route.

type Kind =
  | 'path'
  | 'query-value'
  | 'query-missing'
  | 'query-repeat'
  | 'query-extra'
  | 'query-huge'
  | 'body-type'
  | 'body-missing'
  | 'body-string'
  | 'body-deep'
  | 'body-large'
  | 'body-extra'
  | 'body-raw'
  | 'body-content-type'
  | 'body-bytes'
  | 'body-unexpected'
  | 'auth'
  | 'header'
  | 'other-user'
  | 'wrong-method';

type Slot = (string | number)[];

function slotsOf(schema: Schema, at: Slot = []): Slot[] {
  const out: Slot[] = [];
  for (const [key, sub] of Object.entries(deref(schema).properties ?? {})) {
    out.push([...at, key]);
    const s = deref(sub);
    const items = s.items ? deref(s.items) : undefined;
    if (s.type === 'array' && items?.properties) out.push(...slotsOf(items, [...at, key, 0]));
  }
  return out;
}

function setAt(target: unknown, slot: Slot, value: unknown, remove = false): void {
  let node = target as Record<string | number, unknown>;
  for (const key of slot.slice(0, -1)) {
    if (node[key] === undefined || node[key] === null || typeof node[key] !== 'object') {
      node[key] = typeof key === 'number' ? [] : {};
    }
    node = node[key] as Record<string | number, unknown>;
  }
  const last = slot.at(-1) as string | number;
  if (remove) delete node[last];
  else node[last] = value;
}

const RAW = '@@raw@@';

class CaseMaker {
  readonly pathParams: Param[];
  readonly queryParams: Param[];
  readonly slots: Slot[];
  readonly kinds: Kind[];

  constructor(
    readonly route: Route,
    readonly r: Rng,
    readonly a: Fixture,
    readonly b: Fixture,
  ) {
    this.pathParams = route.params.filter((p) => p.in === 'path');
    this.queryParams = route.params.filter((p) => p.in === 'query');
    this.slots = route.body ? slotsOf(route.body.schema) : [];
    const weighted: [Kind, number][] = [
      ['auth', 3],
      ['header', 2],
      ['query-extra', 1],
      ['query-repeat', 1],
      ['query-huge', 1],
      ['wrong-method', 1],
    ];
    if (this.pathParams.length) weighted.push(['path', 5]);
    if (this.queryParams.length) weighted.push(['query-value', 5]);
    if (this.queryParams.some((p) => p.required)) weighted.push(['query-missing', 1]);
    if (route.body) {
      weighted.push(
        ['body-type', 4],
        ['body-missing', 2],
        ['body-string', 4],
        ['body-deep', 2],
        ['body-large', 2],
        ['body-extra', 1],
        ['body-raw', 2],
        ['body-content-type', 2],
        ['body-bytes', 1],
      );
    } else {
      weighted.push(['body-unexpected', 2]);
    }
    const pointsAtIds =
      this.pathParams.some((p) => resourceOf(route, p.name)) ||
      this.queryParams.some((p) => resourceOf(route, p.name)) ||
      this.slots.some((s) => resourceOf(route, String(s[0])));
    if (pointsAtIds) weighted.push(['other-user', 3]);
    // Each kind in proportion to its weight, in a seeded order.
    const kinds = weighted.flatMap(([kind, weight]) => Array<Kind>(weight).fill(kind));
    for (let i = kinds.length - 1; i > 0; i--) {
      const j = Math.floor(r() * (i + 1));
      [kinds[i], kinds[j]] = [kinds[j] as Kind, kinds[i] as Kind];
    }
    this.kinds = kinds;
  }

  /** Whether the baseline points at something a user owns (events are everyone's). */
  ownsThings(): boolean {
    const owned = (name: string) => {
      const resource = resourceOf(this.route, name);
      return resource !== undefined && resource !== 'event';
    };
    return (
      this.pathParams.some((p) => owned(p.name)) ||
      this.queryParams.some((p) => p.required && owned(p.name)) ||
      this.slots.some((slot) => slot.length === 1 && owned(String(slot[0])))
    );
  }

  /** The schema of a body field, if the document gives one. */
  schemaAt(slot: Slot): Schema | undefined {
    let schema: Schema | undefined = this.route.body?.schema;
    for (const key of slot) {
      if (!schema) return undefined;
      const s = deref(schema);
      schema = typeof key === 'number' ? s.items : s.properties?.[key];
    }
    if (!schema) return undefined;
    const s = deref(schema);
    return s.anyOf ? deref(s.anyOf.at(-1) ?? {}) : s;
  }

  /** The baseline: a valid request of user A on A's own fixtures. */
  valid(owner: Fixture = this.a) {
    const pathValues: Record<string, string> = {};
    for (const p of this.pathParams) {
      const resource = resourceOf(this.route, p.name);
      pathValues[p.name] = String(resource ? idOf(owner, resource) : 1);
    }
    const query: [string, string][] = [];
    for (const p of this.queryParams) {
      if (!p.required && !['page', 'page_size'].includes(p.name)) continue;
      const value = example(this.route, p.name, p.schema, owner);
      query.push([encodeLoose(p.name), encodeLoose(String(Array.isArray(value) ? value[0] : value))]);
    }
    const body = this.route.body ? example(this.route, '', this.route.body.schema, owner) : undefined;
    const headers: Record<string, string | string[]> = {};
    if (this.route.auth) headers.authorization = `Bearer ${owner.token}`;
    return { pathValues, query, body, headers };
  }

  build(
    label: string,
    parts: ReturnType<CaseMaker['valid']>,
    raw?: { text?: string; bytes?: Buffer; contentType?: string | null },
  ): Shot {
    const path = this.route.path.replace(/\{(\w+)\}/g, (_, name: string) => parts.pathValues[name] ?? '1');
    const query = parts.query.map(([k, v]) => (v === '' && k.includes('=') ? k : `${k}=${v}`)).join('&');
    const headers = { ...parts.headers };
    let body: string | Buffer | undefined;
    if (raw?.bytes || raw?.text !== undefined) {
      body = raw.bytes ?? raw.text;
    } else if (parts.body !== undefined && this.route.body) {
      body = this.serialise(parts.body);
    }
    const contentType = raw?.contentType === undefined ? this.route.body?.contentType : raw.contentType;
    if (body !== undefined && contentType && !Object.keys(headers).includes('content-type')) {
      headers['content-type'] = contentType;
    }
    return { label, method: this.route.method, path: query ? `${path}?${query}` : path, headers, body };
  }

  /** A body as its content type wants it, with RAW markers swapped for raw JSON texts. */
  serialise(body: unknown, rawText?: string): string {
    if (this.route.body?.contentType === 'application/x-www-form-urlencoded') {
      return Object.entries(body as Record<string, unknown>)
        .flatMap(([k, v]) => (Array.isArray(v) ? v : [v]).map((item) => [k, item] as const))
        .map(([k, v]) => {
          const text = v === RAW ? (rawText ?? '') : typeof v === 'string' ? v : JSON.stringify(v);
          return `${encodeLoose(k)}=${encodeLoose(text)}`;
        })
        .join('&');
    }
    const text = JSON.stringify(body);
    return rawText === undefined ? text : text.replace(`"${RAW}"`, () => rawText);
  }

  next(index: number): Shot {
    const { r } = this;
    if (index === 0) return this.build('valid request', this.valid());
    const kind = this.kinds[index % this.kinds.length] as Kind;
    const parts = this.valid();
    const param = (list: Param[]) => pick(r, list);
    switch (kind) {
      case 'path': {
        const p = param(this.pathParams);
        const seg = pick(r, pathSegments);
        const value = typeof seg === 'string' ? seg : seg(r);
        parts.pathValues[p.name] = value;
        return this.build(`path ${p.name} = ${clip(value, 40)}`, parts);
      }
      case 'query-value': {
        const p = param(this.queryParams);
        const roll = r();
        const value =
          roll < 0.35
            ? pick(
                r,
                pathSegments.filter((s): s is string => typeof s === 'string'),
              )
            : encodeLoose(hostileString(r));
        parts.query = parts.query.filter(([k]) => k !== p.name);
        parts.query.push([p.name, value]);
        return this.build(`query ${p.name} = ${clip(value, 40)}`, parts);
      }
      case 'query-missing': {
        const p = param(this.queryParams.filter((q) => q.required));
        parts.query = parts.query.filter(([k]) => k !== p.name);
        return this.build(`query ${p.name} missing`, parts);
      }
      case 'query-repeat': {
        const name = this.queryParams.length
          ? param(this.queryParams).name
          : pick(r, ['page', 'keywords', 'x']);
        const times = pick(r, [2, 50, 1000, 3000]);
        for (let i = 0; i < times; i++) {
          parts.query.push([
            name,
            encodeLoose(i % 3 === 0 ? String(i) : i % 3 === 1 ? hostileString(r).slice(0, 20) : ''),
          ]);
        }
        return this.build(`query ${name} repeated ${times} times`, parts);
      }
      case 'query-extra': {
        const name = pick(r, queryNames);
        parts.query.push([name, encodeLoose(hostileString(r).slice(0, 200))]);
        if (r() < 0.3) parts.query.push(['&&==&', '']);
        return this.build(`extra query parameter ${clip(name, 30)}`, parts);
      }
      case 'query-huge': {
        const length = pick(r, [12_000, 17_000, 40_000, 100_000]);
        const name = this.queryParams.length ? param(this.queryParams).name : 'q';
        parts.query = parts.query.filter(([k]) => k !== name);
        parts.query.push([name, 'y'.repeat(length)]);
        return this.build(`query ${name} of ${length} characters`, parts);
      }
      case 'body-type':
      case 'body-string':
      case 'body-deep':
      case 'body-missing': {
        const slot = pick(r, this.slots);
        const body = structuredClone(parts.body);
        const name = slot.join('.');
        if (kind === 'body-missing') {
          setAt(body, slot, undefined, true);
          return this.build(`body ${name} missing`, { ...parts, body });
        }
        if (kind === 'body-string') {
          // Into a string, into a list of strings, or as a key and value of a free-form object.
          const value = hostileString(r);
          const shape = this.schemaAt(slot);
          const placed =
            shape?.type === 'object'
              ? { [value]: value, [hostileString(r)]: [value] }
              : shape?.type === 'array'
                ? [value, 'murder']
                : value;
          setAt(body, slot, placed);
          return this.build(`body ${name} = ${describe(JSON.stringify(placed))}`, { ...parts, body });
        }
        setAt(body, slot, RAW);
        const raw = kind === 'body-deep' ? deepJson(r) : pick(r, rawJsonValues);
        return this.build(`body ${name} = ${clip(raw, 40)}`, parts, { text: this.serialise(body, raw) });
      }
      case 'body-large': {
        const body = structuredClone(parts.body) as Record<string, unknown>;
        const roll = r();
        if (roll < 0.3) {
          const slot = pick(r, this.slots);
          const items = pick(r, [1001, 20_000, 100_000]);
          setAt(
            body,
            slot,
            Array.from({ length: items }, (_, i) => (i % 2 ? i : { id: i })),
          );
          return this.build(`body ${slot.join('.')} = array of ${items}`, { ...parts, body });
        }
        if (roll < 0.6) {
          const keys = pick(r, [1000, 20_000, 60_000]);
          const wide = Object.fromEntries(Array.from({ length: keys }, (_, i) => [`k${i}`, i]));
          return this.build(`body with ${keys} extra keys`, { ...parts, body: { ...body, ...wide } });
        }
        const size = pick(r, [900_000, 2_000_000, 8_000_000]);
        const slot = pick(r, this.slots);
        setAt(body, slot, 'z'.repeat(size));
        return this.build(`body ${slot.join('.')} of ${size} characters`, { ...parts, body });
      }
      case 'body-extra': {
        const text = this.serialise(parts.body);
        const extras = [
          '"__proto__":{"is_superuser":true},',
          '"constructor":{"prototype":{"is_superuser":true}},',
          '"owner_id":1,"is_superuser":true,"is_active":false,"id":1,',
          `"${Object.keys(parts.body ?? {})[0] ?? 'a'}":"duplicate key",`,
          '"\\ud800":"\\ud800",',
        ];
        const extra = pick(r, extras);
        if (this.route.body?.contentType !== 'application/json') {
          return this.build('form with __proto__ fields', parts, {
            text: `${text}&__proto__[x]=1&constructor[prototype][x]=1&username=second`,
          });
        }
        return this.build(`body with ${clip(extra, 40)}`, parts, { text: text.replace(/^\{/, `{${extra}`) });
      }
      case 'body-raw': {
        const raws = [
          '',
          '{',
          '}',
          '{"a":}',
          '[]',
          'null',
          '"text"',
          '1',
          'true',
          `{"x": ${pick(r, invalidJsonValues)}}`,
          `${this.serialise(parts.body)} trailing`,
          `\ufeff${this.serialise(parts.body)}`,
          this.serialise(parts.body).slice(0, -1),
          deepJson(r),
          '{"a":"\\ud800\\udfff\\uZZZZ"}',
          '<?xml version="1.0"?><a>1</a>',
        ];
        const text = pick(r, raws);
        return this.build(`raw body ${describe(text)}`, parts, { text });
      }
      case 'body-content-type': {
        const types = [
          null,
          'text/plain',
          'application/xml',
          'multipart/form-data',
          'multipart/form-data; boundary=x',
          'application/x-www-form-urlencoded',
          'application/json; charset=utf-16',
          'application/json; charset=latin1',
          'application/octet-stream',
          'application/json, text/plain',
          'APPLICATION/JSON',
          '*/*',
          ';;;',
          'x'.repeat(2000),
        ];
        const contentType = pick(r, types);
        return this.build(`content-type ${contentType === null ? 'missing' : clip(contentType, 40)}`, parts, {
          text: this.serialise(parts.body),
          contentType,
        });
      }
      case 'body-bytes': {
        const text = this.serialise(parts.body);
        const cut = Math.max(2, text.indexOf('"', 2) + 1);
        const junk = pick(r, [
          Buffer.from([0xed, 0xa0, 0x80]),
          Buffer.from([0xff, 0xfe]),
          Buffer.from([0xc0, 0xaf]),
          Buffer.from([0]),
        ]);
        const bytes = Buffer.concat([Buffer.from(text.slice(0, cut)), junk, Buffer.from(text.slice(cut))]);
        return this.build(`body with invalid UTF-8 ${junk.toString('hex')}`, parts, { bytes });
      }
      case 'body-unexpected': {
        const bodies: [string, string | null][] = [
          ['{"a":1}', 'application/json'],
          ['{', 'application/json'],
          ['x'.repeat(100_000), 'text/plain'],
          ['', 'application/json'],
          [deepJson(r), 'application/json'],
          ['a=1&a=2', 'application/x-www-form-urlencoded'],
        ];
        const [text, contentType] = pick(r, bodies);
        return this.build(`unexpected body ${describe(text)} as ${contentType}`, parts, {
          text,
          contentType,
        });
      }
      case 'auth': {
        const [label, value] = pick(r, tokenVariants(this.a, this.b));
        if (value === undefined) delete parts.headers.authorization;
        else parts.headers.authorization = value;
        const shot = this.build(`auth: ${label}`, parts);
        // B's valid token (alone, or first of two headers) on A's things; any other variant but
        // the lower-case scheme is no valid token at all.
        const asB = label === 'the other user' || label === 'two authorization headers';
        if (asB ? this.ownsThings() : this.route.auth && !label.includes('lower-case')) {
          shot.mustRefuse = asB ? "the other user's token on A's things" : 'no valid token';
        }
        return shot;
      }
      case 'header': {
        const headerCases: [string, Record<string, string | string[]>][] = [
          ['header of 20,000 characters', { 'x-fuzz': 'h'.repeat(20_000) }],
          ['header of 8,000 characters', { 'x-fuzz': 'h'.repeat(8_000) }],
          ['latin-1 bytes in a header', { 'x-fuzz': '\u00ff\u00fe\u00e9' }],
          ['accept application/xml', { accept: 'application/xml' }],
          ['accept-encoding junk', { 'accept-encoding': 'gzip;q=NaN, br;q=-1, *;q=1e309' }],
          ['content-encoding gzip on plain bytes', { 'content-encoding': 'gzip' }],
          ['x-forwarded-for spoof', { 'x-forwarded-for': ['1.2.3.4', '::1, 10.0.0.1'] }],
          ['method override', { 'x-http-method-override': 'DELETE' }],
          ['odd host', { host: 'evil.example:99999' }],
          ['cookie junk', { cookie: `a=${'b'.repeat(4000)}; __proto__=x` }],
          ['range', { range: 'bytes=-1,0-99999999999999999999' }],
          ['if-none-match', { 'if-none-match': '*' }],
        ];
        const [label, extra] = pick(r, headerCases);
        Object.assign(parts.headers, extra);
        if (label.startsWith('content-encoding') && this.route.body) {
          return this.build(label, parts, { text: this.serialise(parts.body) });
        }
        return this.build(label, parts);
      }
      case 'wrong-method': {
        // A method the document does not give this path: 404 or 405, shaped as every other error.
        const method = pick(r, ['PUT', 'DELETE', 'PATCH', 'POST', 'GET', 'OPTIONS', 'TRACE', 'PROPFIND']);
        if (method !== 'DELETE') {
          return { ...this.build(`method ${method} instead of ${this.route.method}`, parts), method };
        }
        // A stray DELETE points at the other user's things, so that it cannot remove A's fixtures
        // before the routes that need them, and must be refused if it reaches a route.
        const other = this.valid(this.b);
        other.headers = parts.headers;
        const shot = {
          ...this.build(`method DELETE instead of ${this.route.method}, on B's ids`, other),
          method,
        };
        if (this.ownsThings()) shot.mustRefuse = "another user's things";
        return shot;
      }
      case 'other-user': {
        // A's token on B's things (or, one time in four, B's token on A's): a 404, never a leak.
        const swapped = r() < 0.25;
        const other = this.valid(swapped ? this.a : this.b);
        other.headers =
          swapped && this.route.auth ? { authorization: `Bearer ${this.b.token}` } : parts.headers;
        const shot = this.build(
          swapped ? "the other user's token on A's ids" : "the other user's ids",
          other,
        );
        if (this.ownsThings()) shot.mustRefuse = "another user's things";
        return shot;
      }
    }
  }
}

function clip(text: string, n: number): string {
  return text.length > n ? `${text.slice(0, n)}… (${text.length} chars)` : text;
}

function describe(text: string): string {
  return JSON.stringify(clip(text, 40));
}

function preview(shot: Shot): string {
  const body =
    shot.body === undefined
      ? ''
      : `\n      body (${shot.body.length} ${typeof shot.body === 'string' ? 'chars' : 'bytes'}): ${JSON.stringify(clip(shot.body.toString(), 300))}`;
  const headers = Object.entries(shot.headers)
    .map(([k, v]) => `${k}: ${clip(Array.isArray(v) ? v.join(' | ') : v, 60)}`)
    .join('; ');
  return `${shot.method} ${clip(shot.path, 300)}\n      headers: ${headers}${body}`;
}

// ---------------------------------------------------------------------------------------------

interface RouteResult {
  route: string;
  requests: number;
  s2xx: number;
  s3xx: number;
  s4xx: number;
  s5xx: number;
  noDetail: number;
  noAnswer: number;
  leaks: number;
  timings: number[];
}

interface Failure {
  route: string;
  problem: string;
  shot: Shot;
}

const started = Date.now();
const health = await send({ label: 'setup', method: 'GET', path: '/api/v1/health', headers: {} });
if ('error' in health || health.status !== 200) {
  console.error(
    `${values.url} is not answering health with 200: ${'error' in health ? health.error : health.status}`,
  );
  process.exit(2);
}
const routes = await readRoutes();
const a = await makeFixture('a');
const b = await makeFixture('b', a.eventIds.slice(3, 6));

console.log(
  `Fuzzing ${routes.length} routes of ${values.url}, ${perRoute} requests each, seed ${seed}${sourceAddress ? `, from ${sourceAddress}` : ''}`,
);
const results: RouteResult[] = [];
const failures: Failure[] = [];
let refusalsDue = 0;
for (const route of routes) {
  const name = `${route.method} ${route.path.replace('/api/v1', '')}`;
  const maker = new CaseMaker(route, mulberry32(hashOf(`${seed} ${name}`)), a, b);
  const result: RouteResult = {
    route: name,
    requests: 0,
    s2xx: 0,
    s3xx: 0,
    s4xx: 0,
    s5xx: 0,
    noDetail: 0,
    noAnswer: 0,
    leaks: 0,
    timings: [],
  };
  for (let i = 0; i < perRoute; i++) {
    const shot = maker.next(i);
    const reply = await send(shot);
    result.requests += 1;
    if (shot.mustRefuse) refusalsDue += 1;
    result.timings.push(reply.ms);
    if ('error' in reply) {
      result.noAnswer += 1;
      failures.push({ route: name, problem: `no answer: ${reply.error}`, shot });
      continue;
    }
    const { status } = reply;
    if (status >= 500) {
      result.s5xx += 1;
      failures.push({ route: name, problem: `${status} ${clip(reply.body.toString(), 300)}`, shot });
    } else if (status >= 400) {
      result.s4xx += 1;
      const data = json(reply);
      if (!data || typeof data !== 'object' || !('detail' in data)) {
        result.noDetail += 1;
        failures.push({
          route: name,
          problem: `${status} without {"detail"}: ${reply.contentType} ${clip(reply.body.toString(), 200)}`,
          shot,
        });
      }
    } else if (status >= 300) result.s3xx += 1;
    else {
      result.s2xx += 1;
      if (shot.mustRefuse) {
        result.leaks += 1;
        failures.push({
          route: name,
          problem: `${status} to a request that must be refused (${shot.mustRefuse})`,
          shot,
        });
      }
    }
  }
  results.push(result);
}
const after = await send({ label: 'setup', method: 'GET', path: '/api/v1/health', headers: {} });
const seconds = (Date.now() - started) / 1000;

const total = (key: 'requests' | 's2xx' | 's3xx' | 's4xx' | 's5xx' | 'noDetail' | 'noAnswer' | 'leaks') =>
  results.reduce((sum, row) => sum + row[key], 0);
console.log(
  `\nFuzz run on ${machine()}, ${new Date().toISOString().slice(0, 10)}, ${seconds.toFixed(0)} s\n`,
);
console.log(
  '| route | requests | 2xx | 4xx | 5xx | 4xx without detail | 2xx that must be refused | no answer | p95 ms |',
);
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const row of results) {
  console.log(
    `| ${row.route} | ${row.requests} | ${row.s2xx} | ${row.s4xx} | ${row.s5xx} | ${row.noDetail} | ${row.leaks} | ${row.noAnswer} | ${fmt(stats(row.timings).p95Ms)} |`,
  );
}
console.log(
  `| all ${results.length} routes | ${total('requests')} | ${total('s2xx')} | ${total('s4xx')} | ${total('s5xx')} | ${total('noDetail')} | ${total('leaks')} | ${total('noAnswer')} | ${fmt(stats(results.flatMap((row) => row.timings)).p95Ms)} |`,
);
console.log(
  `\n${refusalsDue} of the requests carried no valid token or pointed at another user's things and had to be refused`,
);
if (total('s3xx')) console.log(`(${total('s3xx')} answers were 3xx)`);
console.log(
  `\nhealth after the run: ${'error' in after ? after.error : after.status}; ${failures.length} violation(s)`,
);
for (const failure of failures) {
  console.log(
    `\n  ${failure.route} [${failure.shot.label}]: ${failure.problem}\n      ${preview(failure.shot)}`,
  );
}
if (values.report) {
  writeFileSync(
    values.report,
    JSON.stringify(
      failures.map((f) => ({ ...f, shot: { ...f.shot, body: f.shot.body?.toString('base64') } })),
      null,
      1,
    ),
  );
  console.log(`\nfailing requests written to ${values.report} (bodies base64)`);
}
agent.destroy();
process.exit(failures.length || 'error' in after || after.status !== 200 ? 1 : 0);
