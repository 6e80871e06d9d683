import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertEvents, type NewEvent } from '../events';
import { createTestApp, type TestApp } from '../testing/app';
import { queryRows } from '../testing/database';
import { NOTHING_ABOUT_PEOPLE } from '../testing/events';
import { type ApiCall, callApi, signedInUser } from '../testing/users';

let t: TestApp;
let owner: Awaited<ReturnType<typeof signedInUser>>;
let stranger: Awaited<ReturnType<typeof signedInUser>>;
let notebookId: number;
let emptyNotebookId: number;

const event = (n: number, crime: string, place: string, date: string): NewEvent => ({
  ...NOTHING_ABOUT_PEOPLE,
  title: `${crime} in ${place}`,
  date,
  location: place,
  town: place,
  province: 'Gauteng',
  crime_committed: crime,
  summary: `A ${crime.toLowerCase()} was reported in ${place}.`,
  context: `Release ${n}`,
  published_date: date,
  source_url: `https://demo.invalid/press-releases/q/${n}`,
  evidence: {},
  isDemo: true,
});

const call = (...args: ApiCall) => callApi(t.app, ...args);

beforeAll(async () => {
  t = await createTestApp();
  const corpus: NewEvent[] = [];
  for (let i = 0; i < 30; i++)
    corpus.push(event(i, 'Carjacking', 'Soweto', `2024-0${(i % 9) + 1}-1${i % 10}`));
  for (let i = 30; i < 40; i++)
    corpus.push(event(i, 'Murder', 'Tembisa', `2023-0${(i % 9) + 1}-0${(i % 9) + 1}`));
  await insertEvents(t.database.db, corpus);
  const ids = (await queryRows<{ id: number }>(t.database.db, sql`select id from events order by id`)).map(
    (r) => r.id,
  );
  owner = await signedInUser(t.app, 'asker@example.org');
  stranger = await signedInUser(t.app, 'stranger@example.org');
  notebookId = (await call('POST', '/notebooks/create', owner, { title: 'Gauteng', description: '' })).json()
    .id;
  emptyNotebookId = (
    await call('POST', '/notebooks/create', owner, { title: 'Empty', description: '' })
  ).json().id;
  await call('POST', '/notebooks/events/add', owner, {
    notebook_id: notebookId,
    events: ids.map((id) => ({ id })),
    keywords: [],
  });
});
afterAll(() => t.close());

const ask = (question: string, who = owner, id = notebookId) =>
  call('GET', `/notebooks/ask-events/?notebook_id=${id}&question=${encodeURIComponent(question)}`, who);

describe('questions', () => {
  it('answers from the notebook, stores the answer unsaved and names the engine', async () => {
    const res = await ask('How many carjackings are there?');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      answer: expect.stringContaining('30'),
      id: expect.any(Number),
      engine: 'analyst',
      num_events: 30,
    });
    const saved = (await call('GET', `/notebooks/${notebookId}/questions`, owner)).json();
    expect(saved).toEqual({ questions: [], total_results: 0 });
  });

  it('lists the events an answer used and the rest of the notebook, 25 to a page', async () => {
    const { id } = (await ask('How many carjackings are there?')).json();
    const used = (await call('GET', `/questions/${id}/events`, owner)).json();
    expect(used.total_results).toBe(30);
    expect(used.events).toHaveLength(25);
    expect(used.events.every((e: { crime_committed: string }) => e.crime_committed === 'Carjacking')).toBe(
      true,
    );
    const usedPage2 = (await call('GET', `/questions/${id}/events?page=2`, owner)).json();
    expect(usedPage2.events).toHaveLength(5);
    const unlinked = (await call('GET', `/questions/${id}/events/unlinked`, owner)).json();
    expect(unlinked.total_results).toBe(10);
    expect(unlinked.events.every((e: { crime_committed: string }) => e.crime_committed === 'Murder')).toBe(
      true,
    );
  });

  it('saves once per question text, newest first, with the count of events used', async () => {
    const first = (await ask('Where did the murders happen?')).json();
    const added = await call('POST', '/notebooks/questions/add', owner, {
      notebook_id: notebookId,
      question_ids: [first.id],
    });
    expect(added.json()).toEqual({ questions_added: 1, questions_deduplicated: 0 });
    const again = (await ask('  where did the MURDERS happen?')).json();
    const dup = await call('POST', '/notebooks/questions/add', owner, {
      notebook_id: notebookId,
      question_ids: [again.id],
    });
    expect(dup.json()).toEqual({ questions_added: 0, questions_deduplicated: 1 });
    const resave = await call('POST', '/notebooks/questions/add', owner, {
      notebook_id: notebookId,
      question_ids: [first.id],
    });
    expect(resave.json()).toEqual({ questions_added: 0, questions_deduplicated: 1 });

    const other = (await ask('How many carjackings are there?')).json();
    await call('POST', '/notebooks/questions/add', owner, {
      notebook_id: notebookId,
      question_ids: [other.id],
    });
    const list = (await call('GET', `/notebooks/${notebookId}/questions`, owner)).json();
    expect(list.total_results).toBe(2);
    expect(list.questions.map((q: { question: string }) => q.question)).toEqual([
      'How many carjackings are there?',
      'Where did the murders happen?',
    ]);
    expect(list.questions[0]).toEqual({
      id: other.id,
      question: 'How many carjackings are there?',
      answer: other.answer,
      engine: 'analyst',
      created_at: expect.stringMatching(/Z$/),
      num_events: 30,
    });
  });

  it('re-asks a question as a new unsaved answer', async () => {
    const first = (await ask('How many murders were there?')).json();
    const res = await call('GET', `/notebooks/questions/${first.id}/re-ask`, owner);
    expect(res.statusCode).toBe(200);
    expect(res.json().id).not.toBe(first.id);
    expect(res.json().answer).toBe(first.answer);
  });

  it('removes saved questions', async () => {
    const q = (await ask('List the murders')).json();
    await call('POST', '/notebooks/questions/add', owner, { notebook_id: notebookId, question_ids: [q.id] });
    const before = (await call('GET', `/notebooks/${notebookId}/questions`, owner)).json().total_results;
    const res = await call('POST', '/notebooks/questions/remove', owner, {
      notebook_id: notebookId,
      question_ids: [q.id],
    });
    expect(res.json()).toEqual({ num_removed: 1 });
    expect((await call('GET', `/notebooks/${notebookId}/questions`, owner)).json().total_results).toBe(
      before - 1,
    );
    expect((await call('GET', `/questions/${q.id}/events`, owner)).statusCode).toBe(404);
  });

  it('says so when the notebook has no events', async () => {
    const res = await ask('How many carjackings are there?', owner, emptyNotebookId);
    expect(res.statusCode).toBe(200);
    expect(res.json().num_events).toBe(0);
    expect(res.json().answer.length).toBeGreaterThan(0);
  });

  it('validates the question', async () => {
    const blank = await ask('   ');
    expect(blank.statusCode).toBe(422);
    expect(blank.json().detail).toBe('question: Question is required');
    expect((await ask('x'.repeat(501))).statusCode).toBe(422);
    expect((await call('GET', '/notebooks/ask-events/?question=hi', owner)).statusCode).toBe(422);
  });

  it("hides another user's questions and notebooks behind 404", async () => {
    const q = (await ask('How many murders were there?')).json();
    const attempts = [
      ask('How many murders were there?', stranger),
      call('GET', `/notebooks/questions/${q.id}/re-ask`, stranger),
      call('GET', `/notebooks/${notebookId}/questions`, stranger),
      call('GET', `/questions/${q.id}/events`, stranger),
      call('GET', `/questions/${q.id}/events/unlinked`, stranger),
      call('POST', '/notebooks/questions/add', stranger, { notebook_id: notebookId, question_ids: [q.id] }),
      call('POST', '/notebooks/questions/remove', stranger, {
        notebook_id: notebookId,
        question_ids: [q.id],
      }),
    ];
    for (const res of await Promise.all(attempts)) expect(res.statusCode).toBe(404);
    // A stranger's own notebook cannot take the owner's question either.
    const theirs = (await call('POST', '/notebooks/create', stranger, { title: 'Theirs' })).json();
    const steal = await call('POST', '/notebooks/questions/add', stranger, {
      notebook_id: theirs.id,
      question_ids: [q.id],
    });
    expect(steal.statusCode).toBe(404);
  });
});
