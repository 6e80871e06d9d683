import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertEvents, type NewEvent } from '../events';
import { createTestApp, type TestApp } from '../testing/app';
import { queryRows } from '../testing/database';
import { NOTHING_ABOUT_PEOPLE } from '../testing/events';
import { type ApiCall, callApi, signedInUser } from '../testing/users';
import { MAX_UNSAVED_ANSWERS_PER_NOTEBOOK, pruneUnsavedAnswers } from './questions.repository';

let t: TestApp;
let owner: Awaited<ReturnType<typeof signedInUser>>;
let eventIds: number[];

const event = (n: number): NewEvent => ({
  ...NOTHING_ABOUT_PEOPLE,
  title: `Robbery ${n}`,
  date: `2024-02-0${(n % 9) + 1}`,
  location: 'Durban',
  town: 'Durban',
  province: 'KwaZulu-Natal',
  crime_committed: 'Robbery',
  summary: `A robbery was reported in Durban (${n}).`,
  context: `Release ${n}`,
  published_date: '2024-02-10',
  source_url: `https://demo.invalid/press-releases/pruning/${n}`,
  evidence: {},
  isDemo: true,
});

const call = (...args: ApiCall) => callApi(t.app, ...args);

beforeAll(async () => {
  t = await createTestApp();
  await insertEvents(t.database.db, [event(1), event(2), event(3)]);
  eventIds = (await queryRows<{ id: number }>(t.database.db, sql`select id from events order by id`)).map(
    (r) => r.id,
  );
  owner = await signedInUser(t.app, 'pruning@example.org');
});
afterAll(() => t.close());

async function notebookWithEvents(title: string): Promise<number> {
  const id = (await call('POST', '/notebooks/create', owner, { title })).json().id;
  await call('POST', '/notebooks/events/add', owner, {
    notebook_id: id,
    events: eventIds.map((eventId) => ({ id: eventId })),
  });
  return id;
}

const ask = async (notebookId: number, question: string): Promise<number> => {
  const res = await call(
    'GET',
    `/notebooks/ask-events/?notebook_id=${notebookId}&question=${encodeURIComponent(question)}`,
    owner,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id;
};

const save = (notebookId: number, id: number) =>
  call('POST', '/notebooks/questions/add', owner, { notebook_id: notebookId, question_ids: [id] });

const stored = (notebookId: number) =>
  queryRows<{ id: number; saved: boolean }>(
    t.database.db,
    sql`select id, saved from questions where notebook_id = ${notebookId} order by id`,
  );

describe('unsaved answers', () => {
  it(`keeps at most ${MAX_UNSAVED_ANSWERS_PER_NOTEBOOK} unsaved answers per notebook, the newest`, async () => {
    const notebookId = await notebookWithEvents('Many questions');
    const kept = await ask(notebookId, 'How many robberies are there?');
    expect((await save(notebookId, kept)).json().questions_added).toBe(1);
    const asked: number[] = [];
    for (let i = 0; i < MAX_UNSAVED_ANSWERS_PER_NOTEBOOK + 5; i++) {
      asked.push(await ask(notebookId, `How many robberies were there in February? (${i})`));
    }
    const rows = await stored(notebookId);
    expect(rows.filter((row) => !row.saved).map((row) => row.id)).toEqual(asked.slice(5));
    expect(rows.filter((row) => row.saved).map((row) => row.id)).toEqual([kept]);
    // The answers that went are gone for good, their events with them.
    expect((await call('GET', `/questions/${asked[0]}/events`, owner)).statusCode).toBe(404);
    const orphans = await queryRows(
      t.database.db,
      sql`select 1 from question_events where question_id in (${sql.join(asked.slice(0, 5), sql`, `)})`,
    );
    expect(orphans).toEqual([]);
  });

  it('deletes unsaved answers after 24 hours and keeps saved ones, whatever their age', async () => {
    const notebookId = await notebookWithEvents('Old questions');
    const old = await ask(notebookId, 'Where were the robberies?');
    const oldSaved = await ask(notebookId, 'How many robberies are there?');
    await save(notebookId, oldSaved);
    const recent = await ask(notebookId, 'When were the robberies?');
    await queryRows(
      t.database.db,
      sql`update questions set created_at = now() - interval '25 hours' where id in (${old}, ${oldSaved})`,
    );
    await queryRows(
      t.database.db,
      sql`update questions set created_at = now() - interval '23 hours' where id = ${recent}`,
    );
    expect(await pruneUnsavedAnswers(t.database.db)).toBe(1);
    expect(await stored(notebookId)).toEqual([
      { id: oldSaved, saved: true },
      { id: recent, saved: false },
    ]);
  });
});
