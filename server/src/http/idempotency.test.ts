import { randomUUID } from 'node:crypto';
import { MAX_SAVED_SEARCHES } from '@workbench/contract/saved-searches';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertEvents } from '../events';
import { createTestApp, type TestApp } from '../testing/app';
import { queryRows } from '../testing/database';
import { testEvent } from '../testing/events';
import { signedInUser } from '../testing/users';
import { IDEMPOTENCY_ABANDONED_AFTER_MS, IDEMPOTENCY_WINDOW_MS } from './idempotency';
import { pruneKeys } from './idempotency.repository';

let t: TestApp;
let alice: Awaited<ReturnType<typeof signedInUser>>;
let bob: Awaited<ReturnType<typeof signedInUser>>;
let eventIds: number[];

beforeAll(async () => {
  t = await createTestApp();
  await insertEvents(t.database.db, [
    testEvent(1, { date: '2024-02-01', crime_committed: 'Murder', province: 'Gauteng' }),
    testEvent(2, { date: '2024-03-01', crime_committed: 'Murder', province: 'Gauteng' }),
  ]);
  eventIds = (await queryRows<{ id: number }>(t.database.db, sql`select id from events order by id`)).map(
    (r) => r.id,
  );
  alice = await signedInUser(t.app, 'alice@example.org', 'Alice');
  bob = await signedInUser(t.app, 'bob@example.org', 'Bob');
});
afterAll(() => t.close());

type Who = typeof alice;

/** A POST as `who`, carrying `key` as its Idempotency-Key when one is given. */
const post = (who: Who, url: string, payload: object, key?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    headers: key ? { ...who.headers, 'idempotency-key': key } : who.headers,
    payload,
  });

const notebookTitles = async (who: Who) =>
  (await t.app.inject({ url: `/api/v1/notebooks/${who.id}/notebooks`, headers: who.headers }))
    .json()
    .map((nb: { title: string }) => nb.title);

const savedSearchNames = async (who: Who) =>
  (await t.app.inject({ url: '/api/v1/saved-searches/', headers: who.headers }))
    .json()
    .map((s: { name: string }) => s.name);

async function newNotebook(who: Who, title: string): Promise<number> {
  const res = await post(who, '/notebooks/create', { title, description: '' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id;
}

/** Moves a stored key back in time, as if its first request had come `ms` ago. */
const ageKey = (key: string, ms: number) =>
  t.database.db.execute(
    sql`update idempotency_keys set created_at = now() - make_interval(secs => ${ms / 1000}) where key = ${key}`,
  );

describe('Idempotency-Key', () => {
  it('creates a notebook once for a double submit and answers the repeat with the first response', async () => {
    const key = randomUUID();
    const body = { title: 'Double clicked', description: 'Once only' };
    const [first, second] = await Promise.all([
      post(alice, '/notebooks/create', body, key),
      post(alice, '/notebooks/create', body, key),
    ]);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    const late = await post(alice, '/notebooks/create', body, key);
    expect(late.statusCode).toBe(200);
    expect(late.json()).toEqual(first.json());
    expect(late.headers['idempotent-replayed']).toBe('true');
    expect((await notebookTitles(alice)).filter((title: string) => title === 'Double clicked')).toHaveLength(
      1,
    );
  });

  it('has a repeat wait while the first request runs, then answer with its response', async () => {
    const key = randomUUID();
    const body = { title: 'Slow first request', description: '' };
    const first = await post(alice, '/notebooks/create', body, key);
    const [kept] = await queryRows<{ body: unknown }>(
      t.database.db,
      sql`select body from idempotency_keys where key = ${key}`,
    );
    // As if the first request were still at work: its answer is not there yet.
    await t.database.db.execute(
      sql`update idempotency_keys set status = null, body = null where key = ${key}`,
    );
    const repeat = post(alice, '/notebooks/create', body, key);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await t.database.db.execute(
      sql`update idempotency_keys set status = 200, body = ${JSON.stringify(kept?.body)}::jsonb where key = ${key}`,
    );
    const second = await repeat;
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect((await notebookTitles(alice)).filter((title: string) => title === body.title)).toHaveLength(1);
  });

  it('saves a search once for a repeat, answering 201 with the same body again', async () => {
    const key = randomUUID();
    const body = { name: 'Murders once', alert: false, keywords: 'murder', start_date: '2024-01-01' };
    const first = await post(alice, '/saved-searches/', body, key);
    const second = await post(alice, '/saved-searches/', body, key);
    expect(first.statusCode, first.body).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.body).toBe(first.body);
    expect((await savedSearchNames(alice)).filter((name: string) => name === 'Murders once')).toHaveLength(1);
  });

  it('repeats what adding events answered the first time, not that they now exist', async () => {
    const notebookId = await newNotebook(alice, 'Added once');
    const key = randomUUID();
    const body = { notebook_id: notebookId, events: eventIds.map((id) => ({ id })), keywords: ['murder'] };
    const first = await post(alice, '/notebooks/events/add', body, key);
    const second = await post(alice, '/notebooks/events/add', body, key);
    expect(first.json()).toMatchObject({ events_added: 2, events_deduplicated: 0 });
    expect(second.json()).toEqual(first.json());
    // Without the key the same body is a new request, which finds the events already there.
    const fresh = await post(alice, '/notebooks/events/add', body, randomUUID());
    expect(fresh.json()).toMatchObject({ events_added: 0, events_deduplicated: 2 });
  });

  it('repeats saving an answer and replacing a saved one with the first response', async () => {
    const notebookId = await newNotebook(alice, 'Answers once');
    await post(alice, '/notebooks/events/add', {
      notebook_id: notebookId,
      events: eventIds.map((id) => ({ id })),
      keywords: [],
    });
    const asked = await t.app.inject({
      url: `/api/v1/notebooks/ask-events/?notebook_id=${notebookId}&question=How%20many%20murders%3F`,
      headers: alice.headers,
    });
    const saveBody = { notebook_id: notebookId, question_ids: [asked.json().id] };
    const saveKey = randomUUID();
    const saved = await post(alice, '/notebooks/questions/add', saveBody, saveKey);
    expect(saved.json()).toEqual({ questions_added: 1, questions_deduplicated: 0 });
    expect((await post(alice, '/notebooks/questions/add', saveBody, saveKey)).json()).toEqual(saved.json());

    const reAsked = await t.app.inject({
      url: `/api/v1/notebooks/questions/${asked.json().id}/re-ask`,
      headers: alice.headers,
    });
    const replaceUrl = `/notebooks/questions/${asked.json().id}/replace`;
    const replaceKey = randomUUID();
    const replaced = await post(alice, replaceUrl, { question_id: reAsked.json().id }, replaceKey);
    expect(replaced.statusCode, replaced.body).toBe(200);
    // The new answer is used up by the first request; the repeat still gets its answer.
    const repeat = await post(alice, replaceUrl, { question_id: reAsked.json().id }, replaceKey);
    expect(repeat.statusCode).toBe(200);
    expect(repeat.body).toBe(replaced.body);
  });

  it('refuses the same key with a different body with a 422 and a detail', async () => {
    const key = randomUUID();
    await post(alice, '/notebooks/create', { title: 'First use', description: '' }, key);
    const other = await post(alice, '/notebooks/create', { title: 'Second use', description: '' }, key);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({
      detail: expect.stringMatching(/Idempotency-Key.*different request/),
      code: 'idempotency_key_reused',
    });
    const elsewhere = await post(alice, '/saved-searches/', { name: 'x', keywords: 'murder' }, key);
    expect(elsewhere.statusCode).toBe(422);
    expect(await notebookTitles(alice)).not.toContain('Second use');
    expect(await savedSearchNames(alice)).not.toContain('x');
  });

  it("keeps each user's keys apart", async () => {
    const key = randomUUID();
    const body = { title: 'Same key, two people', description: '' };
    const mine = await post(alice, '/notebooks/create', body, key);
    const theirs = await post(bob, '/notebooks/create', body, key);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().id).not.toBe(mine.json().id);
    expect(theirs.json().owner_id).toBe(bob.id);
  });

  it('creates again without a key, and after the window has passed', async () => {
    const body = { title: 'Twice on purpose', description: '' };
    await post(alice, '/notebooks/create', body);
    await post(alice, '/notebooks/create', body);
    const key = randomUUID();
    const first = await post(alice, '/notebooks/create', body, key);
    await ageKey(key, IDEMPOTENCY_WINDOW_MS + 1000);
    const later = await post(alice, '/notebooks/create', body, key);
    expect(later.json().id).not.toBe(first.json().id);
    expect((await notebookTitles(alice)).filter((title: string) => title === body.title)).toHaveLength(4);
  });

  it('runs a repeat again when its first request never finished (a server stopped mid-way)', async () => {
    const key = randomUUID();
    const body = { title: 'Interrupted', description: '' };
    const first = await post(alice, '/notebooks/create', body, key);
    await t.database.db.execute(
      sql`update idempotency_keys set status = null, body = null where key = ${key}`,
    );
    await ageKey(key, IDEMPOTENCY_ABANDONED_AFTER_MS + 1000);
    const retry = await post(alice, '/notebooks/create', body, key);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().id).not.toBe(first.json().id);
  });

  it('keeps no refusal: a repeat after a failed first request runs again', async () => {
    const carol = await signedInUser(t.app, 'carol@example.org', 'Carol');
    const full = await Promise.all(
      Array.from({ length: MAX_SAVED_SEARCHES }, (_, i) =>
        post(carol, '/saved-searches/', { name: `search ${i}`, keywords: 'murder' }),
      ),
    );
    const key = randomUUID();
    const body = { name: 'One too many', keywords: 'murder' };
    expect((await post(carol, '/saved-searches/', body, key)).statusCode).toBe(422);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/saved-searches/${full[0]?.json().id}`,
      headers: carol.headers,
    });
    const retry = await post(carol, '/saved-searches/', body, key);
    expect(retry.statusCode, retry.body).toBe(201);
    expect(await savedSearchNames(carol)).toContain('One too many');
  });

  it('prunes keys past the window', async () => {
    const [old, recent] = [randomUUID(), randomUUID()];
    await post(alice, '/notebooks/create', { title: 'Pruned key', description: '' }, old);
    await post(alice, '/notebooks/create', { title: 'Kept key', description: '' }, recent);
    await ageKey(old, IDEMPOTENCY_WINDOW_MS + 1000);
    await pruneKeys(t.database.db, IDEMPOTENCY_WINDOW_MS);
    const left = await queryRows<{ key: string }>(
      t.database.db,
      sql`select key from idempotency_keys where key in (${old}, ${recent})`,
    );
    expect(left.map((row) => row.key)).toEqual([recent]);
  });

  it('refuses a key that is not printable text of at most 255 characters', async () => {
    for (const key of ['x'.repeat(256), 'tab\there']) {
      const res = await post(alice, '/notebooks/create', { title: 'Bad key', description: '' }, key);
      expect(res.statusCode).toBe(422);
      expect(res.json().detail).toMatch(/idempotency-key/i);
    }
    expect(await notebookTitles(alice)).not.toContain('Bad key');
  });

  it('documents the header on every creating route of the OpenAPI description', async () => {
    const paths = (await t.app.inject({ url: '/api/v1/openapi.json' })).json().paths;
    for (const path of [
      '/api/v1/notebooks/create',
      '/api/v1/notebooks/events/add',
      '/api/v1/notebooks/questions/add',
      '/api/v1/notebooks/questions/{id}/replace',
      '/api/v1/saved-searches/',
    ]) {
      const header = paths[path].post.parameters.find(
        (p: { in: string; name: string }) => p.in === 'header' && p.name === 'idempotency-key',
      );
      expect(header, path).toMatchObject({
        required: false,
        description: expect.stringContaining('first response'),
      });
      expect(Object.keys(paths[path].post.responses), path).toContain('409');
    }
  });
});
