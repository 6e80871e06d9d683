import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertEvents } from '../events';
import { createTestApp, type TestApp } from '../testing/app';
import { queryRows } from '../testing/database';
import { testEvent } from '../testing/events';
import { type ListedRoute, routeListing } from '../testing/routes';
import { callApi, signedInUser } from '../testing/users';

/**
 * One table of who may call what: every route that takes a notebook, question, event correction or
 * saved search (or lists or creates them), for every method, as the notebook's owner, an editor, a
 * viewer, a former member, a stranger and someone signed out. A route added under these paths
 * without a row here fails the first test.
 *
 * Saved searches are shared as viewer only: for them the "editor" is a member too, with the same
 * rights as the viewer.
 */

const ACTORS = ['owner', 'editor', 'viewer', 'former', 'stranger', 'signedOut'] as const;
type Actor = (typeof ACTORS)[number];
type Expected = Record<Actor, number>;

interface User {
  id: number;
  headers: { authorization: string };
}

/** What one call needs: the notebook, its events and answers, the saved search and the members. */
interface World {
  notebook: number;
  events: number[];
  savedQuestion: number;
  plan: unknown;
  savedSearch: number;
  /** A member the owner may change or remove (of the notebook, of the saved search). */
  otherMember: number;
  otherSearchMember: number;
}

interface Request {
  url: string;
  payload?: object;
}

/** Who may: the three members, only editor and owner, only the owner; signed-out is always 401. */
const read = (ok: number): Expected => ({
  owner: ok,
  editor: ok,
  viewer: ok,
  former: 404,
  stranger: 404,
  signedOut: 401,
});
const edit = (ok: number): Expected => ({ ...read(ok), viewer: 403 });
const manage = (ok: number): Expected => ({ ...edit(ok), editor: 403 });
/** Calls that take no one's notebook or search: everyone signed in may. */
const anyone = (ok: number): Expected => ({ ...read(ok), former: ok, stranger: ok });

interface Row {
  expected: Expected;
  /** The request; `fresh` gives a world of its own to calls that use something up or delete it. */
  request(world: World, actor: User, fresh: () => Promise<World>): Promise<Request> | Request;
}

let t: TestApp;
const listing = routeListing();
let routes: ListedRoute[];
let users: Record<Exclude<Actor, 'signedOut'>, User> & { other: User };
let world: World;

const call = (method: string, url: string, who: User, payload?: object) =>
  callApi(t.app, method as 'GET', url, who, payload);

async function ok(method: string, url: string, who: User, payload?: object) {
  const res = await call(method, url, who, payload);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res.statusCode === 204 ? undefined : res.json();
}

/** A notebook with events, a saved answer, and a saved search, shared as the table's roles need. */
async function makeWorld(): Promise<World> {
  const { owner, editor, viewer, other } = users;
  const notebook = (await ok('POST', '/notebooks/create', owner, { title: 'Shared' })).id as number;
  const events = (await queryRows<{ id: number }>(t.database.db, sql`select id from events order by id`)).map(
    (r) => r.id,
  );
  await ok('POST', '/notebooks/events/add', owner, {
    notebook_id: notebook,
    events: events.map((id) => ({ id })),
    keywords: ['murder'],
  });
  const asked = await ok(
    'GET',
    `/notebooks/ask-events/?notebook_id=${notebook}&question=How many murders?`,
    owner,
  );
  await ok('POST', '/notebooks/questions/add', owner, { notebook_id: notebook, question_ids: [asked.id] });
  const share = async (email: string, role: string) =>
    ok('POST', `/notebooks/${notebook}/members`, owner, { email, role });
  await share('editor@example.org', 'editor');
  await share('viewer@example.org', 'viewer');
  await share('former@example.org', 'viewer');
  await share('other@example.org', 'viewer');
  const members = (await ok('GET', `/notebooks/${notebook}/members`, owner)).members as {
    id: number;
    email: string;
  }[];
  const memberId = (email: string) => members.find((m) => m.email === email)?.id as number;
  await ok('DELETE', `/notebooks/${notebook}/members/${memberId('former@example.org')}`, owner);

  const savedSearch = (await ok('POST', '/saved-searches/', owner, { name: 'Murders', keywords: ['murder'] }))
    .id as number;
  for (const email of [
    'editor@example.org',
    'viewer@example.org',
    'former@example.org',
    'other@example.org',
  ]) {
    await ok('POST', `/saved-searches/${savedSearch}/members`, owner, { email });
  }
  const searchMembers = (await ok('GET', `/saved-searches/${savedSearch}/members`, owner)).members as {
    id: number;
    email: string;
  }[];
  const searchMemberId = (email: string) => searchMembers.find((m) => m.email === email)?.id as number;
  await ok('DELETE', `/saved-searches/${savedSearch}/members/${searchMemberId('former@example.org')}`, owner);
  // Members have opened what was shared with them, as they would in the app.
  for (const member of [editor, viewer, other]) {
    await ok('GET', `/notebooks/${notebook}`, member);
    await ok('POST', `/saved-searches/${savedSearch}/seen`, member);
  }
  return {
    notebook,
    events,
    savedQuestion: asked.id,
    plan: asked.plan,
    savedSearch,
    otherMember: memberId('other@example.org'),
    otherSearchMember: searchMemberId('other@example.org'),
  };
}

/** A fresh unsaved answer to the saved question, asked by the owner. */
const freshAnswer = async (w: World) =>
  (await ok('GET', `/notebooks/questions/${w.savedQuestion}/re-ask`, users.owner)).id as number;

const TABLE: Record<string, Row> = {
  'POST /api/v1/notebooks/create': {
    expected: anyone(200),
    request: () => ({ url: '/notebooks/create', payload: { title: 'Mine' } }),
  },
  'GET /api/v1/notebooks/:userId/notebooks': {
    expected: anyone(200),
    request: (_w, actor) => ({ url: `/notebooks/${actor.id}/notebooks` }),
  },
  'GET /api/v1/notebooks/:id': { expected: read(200), request: (w) => ({ url: `/notebooks/${w.notebook}` }) },
  'PATCH /api/v1/notebooks/:id': {
    expected: manage(200),
    request: (w) => ({ url: `/notebooks/${w.notebook}`, payload: { description: 'Checked' } }),
  },
  'DELETE /api/v1/notebooks/:id': {
    expected: manage(204),
    request: async (_w, _a, fresh) => ({ url: `/notebooks/${(await fresh()).notebook}` }),
  },
  'POST /api/v1/notebooks/events/add': {
    expected: edit(200),
    request: (w) => ({
      url: '/notebooks/events/add',
      payload: { notebook_id: w.notebook, events: [{ id: w.events[0] }] },
    }),
  },
  'GET /api/v1/notebooks/:id/events': {
    expected: read(200),
    request: (w) => ({ url: `/notebooks/${w.notebook}/events` }),
  },
  'POST /api/v1/notebooks/events/remove': {
    expected: edit(200),
    request: (w) => ({
      url: '/notebooks/events/remove',
      payload: { notebook_id: w.notebook, event_ids: [w.events.at(-1)] },
    }),
  },
  'GET /api/v1/notebooks/:id/keywords': {
    expected: read(200),
    request: (w) => ({ url: `/notebooks/${w.notebook}/keywords` }),
  },
  'GET /api/v1/notebooks/:id/events/:event_id': {
    expected: read(200),
    request: (w) => ({ url: `/notebooks/${w.notebook}/events/${w.events[0]}` }),
  },
  'PUT /api/v1/notebooks/:id/events/:event_id/corrections': {
    expected: edit(200),
    request: (w) => ({
      url: `/notebooks/${w.notebook}/events/${w.events[0]}/corrections`,
      payload: { location: 'Umlazi' },
    }),
  },
  'DELETE /api/v1/notebooks/:id/events/:event_id/corrections': {
    expected: edit(204),
    request: (w) => ({ url: `/notebooks/${w.notebook}/events/${w.events[0]}/corrections` }),
  },
  'POST /api/v1/notebooks/:id/members': {
    expected: manage(202),
    request: (w) => ({
      url: `/notebooks/${w.notebook}/members`,
      payload: { email: 'new@example.org', role: 'viewer' },
    }),
  },
  'GET /api/v1/notebooks/:id/members': {
    expected: read(200),
    request: (w) => ({ url: `/notebooks/${w.notebook}/members` }),
  },
  'PATCH /api/v1/notebooks/:id/members/:member_id': {
    expected: manage(200),
    request: (w) => ({
      url: `/notebooks/${w.notebook}/members/${w.otherMember}`,
      payload: { role: 'viewer' },
    }),
  },
  'DELETE /api/v1/notebooks/:id/members/:member_id': {
    expected: manage(204),
    request: async (_w, _a, fresh) => {
      const own = await fresh();
      return { url: `/notebooks/${own.notebook}/members/${own.otherMember}` };
    },
  },
  'GET /api/v1/notebooks/:id/activity': {
    expected: read(200),
    request: (w) => ({ url: `/notebooks/${w.notebook}/activity` }),
  },
  'GET /api/v1/notebooks/ask-events/': {
    expected: read(200),
    request: (w) => ({ url: `/notebooks/ask-events/?notebook_id=${w.notebook}&question=How many murders?` }),
  },
  'POST /api/v1/notebooks/:id/ask-plan': {
    expected: read(200),
    request: (w) => ({
      url: `/notebooks/${w.notebook}/ask-plan`,
      payload: { question: 'How many?', plan: w.plan },
    }),
  },
  'GET /api/v1/notebooks/:id/reading-terms': {
    expected: read(200),
    request: (w) => ({ url: `/notebooks/${w.notebook}/reading-terms` }),
  },
  'GET /api/v1/notebooks/questions/:id/re-ask': {
    expected: read(200),
    request: (w) => ({ url: `/notebooks/questions/${w.savedQuestion}/re-ask` }),
  },
  'POST /api/v1/notebooks/questions/:id/replace': {
    expected: edit(200),
    request: async (w) => ({
      url: `/notebooks/questions/${w.savedQuestion}/replace`,
      payload: { question_id: await freshAnswer(w) },
    }),
  },
  'POST /api/v1/notebooks/questions/add': {
    expected: edit(200),
    request: async (w) => ({
      url: '/notebooks/questions/add',
      payload: { notebook_id: w.notebook, question_ids: [await freshAnswer(w)] },
    }),
  },
  'GET /api/v1/notebooks/:id/questions': {
    expected: read(200),
    request: (w) => ({ url: `/notebooks/${w.notebook}/questions` }),
  },
  'POST /api/v1/notebooks/questions/remove': {
    expected: edit(200),
    request: async (w) => ({
      url: '/notebooks/questions/remove',
      payload: { notebook_id: w.notebook, question_ids: [await freshAnswer(w)] },
    }),
  },
  'GET /api/v1/questions/:id/events': {
    expected: read(200),
    request: (w) => ({ url: `/questions/${w.savedQuestion}/events` }),
  },
  'GET /api/v1/questions/:id/events/unlinked': {
    expected: read(200),
    request: (w) => ({ url: `/questions/${w.savedQuestion}/events/unlinked` }),
  },
  'GET /api/v1/questions/:id/events/:event_id/support': {
    expected: read(200),
    // Looked up at the call: replacing the saved answer (a row above) may change the events it used.
    request: async (w) => {
      const used = await ok('GET', `/questions/${w.savedQuestion}/events`, users.owner);
      return { url: `/questions/${w.savedQuestion}/events/${used.events[0].id}/support` };
    },
  },
  'POST /api/v1/saved-searches/': {
    expected: { ...anyone(201) },
    request: () => ({ url: '/saved-searches/', payload: { name: 'Mine', keywords: ['robbery'] } }),
  },
  'GET /api/v1/saved-searches/': { expected: anyone(200), request: () => ({ url: '/saved-searches/' }) },
  'GET /api/v1/saved-searches/:id/events': {
    expected: read(200),
    request: (w) => ({ url: `/saved-searches/${w.savedSearch}/events` }),
  },
  'POST /api/v1/saved-searches/:id/seen': {
    expected: read(200),
    request: (w) => ({ url: `/saved-searches/${w.savedSearch}/seen` }),
  },
  'PATCH /api/v1/saved-searches/:id': {
    expected: manage(200),
    request: (w) => ({ url: `/saved-searches/${w.savedSearch}`, payload: { name: 'Renamed' } }),
  },
  'DELETE /api/v1/saved-searches/:id': {
    expected: manage(204),
    request: async (_w, _a, fresh) => ({ url: `/saved-searches/${(await fresh()).savedSearch}` }),
  },
  'POST /api/v1/saved-searches/:id/members': {
    expected: manage(202),
    request: (w) => ({
      url: `/saved-searches/${w.savedSearch}/members`,
      payload: { email: 'new@example.org' },
    }),
  },
  'GET /api/v1/saved-searches/:id/members': {
    expected: read(200),
    request: (w) => ({ url: `/saved-searches/${w.savedSearch}/members` }),
  },
  'DELETE /api/v1/saved-searches/:id/members/:member_id': {
    expected: manage(204),
    request: async (_w, _a, fresh) => {
      const own = await fresh();
      return { url: `/saved-searches/${own.savedSearch}/members/${own.otherSearchMember}` };
    },
  },
};

/** The routes the table must cover: everything under the paths of notebooks, questions and saved searches. */
const covered = (route: ListedRoute) =>
  /^\/api\/v1\/(notebooks|questions|saved-searches)(\/|$)/.test(route.url);

beforeAll(async () => {
  t = await createTestApp({ onRoute: listing.onRoute });
  routes = listing.routes();
  await insertEvents(
    t.database.db,
    [1, 2, 3].map((n) =>
      testEvent(n, {
        title: `Murder ${n}`,
        crime_committed: 'Murder',
        location: 'Durban',
        date: `2024-0${n}-01`,
      }),
    ),
  );
  users = {
    owner: await signedInUser(t.app, 'owner@example.org', 'Olive Owner'),
    editor: await signedInUser(t.app, 'editor@example.org', 'Eddie Editor'),
    viewer: await signedInUser(t.app, 'viewer@example.org', 'Vera Viewer'),
    former: await signedInUser(t.app, 'former@example.org', 'Fred Former'),
    stranger: await signedInUser(t.app, 'stranger@example.org', 'Sam Stranger'),
    other: await signedInUser(t.app, 'other@example.org', 'Otto Other'),
  };
  world = await makeWorld();
}, 120_000);
afterAll(() => t.close());

describe('the authorization table', () => {
  it('has a row for every method of every route that takes a notebook, question or saved search, and no other', () => {
    const keys = routes.filter(covered).map((route) => `${route.method} ${route.url}`);
    const missing = keys.filter(
      (key) => !(key in TABLE) && !(key.startsWith('HEAD ') && `GET${key.slice(4)}` in TABLE),
    );
    expect(missing).toEqual([]);
    const stale = Object.keys(TABLE).filter((key) => !keys.includes(key));
    expect(stale).toEqual([]);
    expect(keys.length).toBeGreaterThan(Object.keys(TABLE).length);
  });

  it('answers each of owner, editor, viewer, former member, stranger and signed-out as the table says', async () => {
    const answers: string[] = [];
    const wanted: string[] = [];
    const fresh = () => makeWorld();
    for (const route of routes.filter(covered)) {
      const key = `${route.method} ${route.url}`;
      const row = TABLE[key] ?? TABLE[`GET${key.slice(4)}`];
      if (!row) continue;
      for (const actor of ACTORS) {
        const who = actor === 'signedOut' ? users.stranger : users[actor];
        const { url, payload } = await row.request(world, who, fresh);
        const res =
          actor === 'signedOut'
            ? await t.app.inject({ method: route.method, url: `/api/v1${url}`, payload })
            : await call(route.method, url, who, payload);
        answers.push(`${key} as ${actor} → ${res.statusCode}`);
        wanted.push(`${key} as ${actor} → ${row.expected[actor]}`);
        if (res.statusCode === 403) expect(res.json().code, key).toBe('role_forbidden');
        if (res.statusCode === 404 && route.method !== 'HEAD') expect(res.json().code, key).toBe('not_found');
      }
    }
    expect(answers).toEqual(wanted);
  }, 600_000);
});
