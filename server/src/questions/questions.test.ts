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
/** The 30 carjackings first, then the 10 murders. */
let eventIds: number[];

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
  eventIds = (await queryRows<{ id: number }>(t.database.db, sql`select id from events order by id`)).map(
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
    events: eventIds.map((id) => ({ id })),
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
      result: {
        type: 'number',
        value: 30,
        measure: 'events about carjacking',
        complete: true,
        not_applied: [],
      },
      // The plan the answer was computed from, as the plan schema writes it.
      plan: expect.objectContaining({
        intent: 'count',
        measure: { kind: 'events' },
        filters: expect.objectContaining({ crimes: [{ name: 'carjacking', categories: ['Carjacking'] }] }),
      }),
      plan_edited: false,
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
      // A saved answer keeps its result and plan.
      result: other.result,
      plan: other.plan,
      plan_edited: false,
    });
  });

  it('saves one copy when 20 answers to one question are saved at once', async () => {
    const question = 'Which carjackings happened in Soweto?';
    const answers: number[] = [];
    for (let i = 0; i < 20; i++) answers.push((await ask(question)).json().id);
    const saves = await Promise.all(
      answers.map((id) =>
        call('POST', '/notebooks/questions/add', owner, { notebook_id: notebookId, question_ids: [id] }),
      ),
    );
    expect(saves.map((res) => res.statusCode)).toEqual(answers.map(() => 200));
    expect(saves.filter((res) => res.json().questions_added === 1)).toHaveLength(1);
    const copies = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from questions where saved and question = ${question}`,
    );
    expect(copies).toHaveLength(1);
    const other = answers.find((id) => id !== copies[0]?.id);
    await expect(
      queryRows(t.database.db, sql`update questions set saved = true where id = ${other}`),
    ).rejects.toThrow();
  });

  it('re-asks a question as a new unsaved answer', async () => {
    const first = (await ask('How many murders were there?')).json();
    const res = await call('GET', `/notebooks/questions/${first.id}/re-ask`, owner);
    expect(res.statusCode).toBe(200);
    expect(res.json().id).not.toBe(first.id);
    expect(res.json().answer).toBe(first.answer);
    expect(res.json().plan).toEqual(first.plan);
    expect(res.json().plan).toMatchObject({ intent: 'count' });
  });

  describe('re-evaluating a saved answer', () => {
    const QUESTION = 'How many carjackings are there?';
    let growingId: number;
    let savedId: number;
    const addEvents = (ids: number[]) =>
      call('POST', '/notebooks/events/add', owner, {
        notebook_id: growingId,
        events: ids.map((eventId) => ({ id: eventId })),
        keywords: [],
      });
    const reAsk = (id: number, who = owner) => call('GET', `/notebooks/questions/${id}/re-ask`, who);
    const replace = (id: number, body: object, who = owner) =>
      call('POST', `/notebooks/questions/${id}/replace`, who, body);

    beforeAll(async () => {
      growingId = (await call('POST', '/notebooks/create', owner, { title: 'Growing' })).json().id;
      await addEvents(eventIds.slice(0, 5));
      savedId = (await ask(QUESTION, owner, growingId)).json().id;
      await call('POST', '/notebooks/questions/add', owner, {
        notebook_id: growingId,
        question_ids: [savedId],
      });
    });

    it('says nothing changed when the notebook did not', async () => {
      const res = await reAsk(savedId);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        replaces: savedId,
        changes: { events_added: [], events_dropped: [], figures: [] },
      });
    });

    it('lists the events added and the figures that moved, then replaces the saved answer', async () => {
      await addEvents(eventIds.slice(5, 8));
      const res = await reAsk(savedId);
      expect(res.statusCode, res.body).toBe(200);
      const fresh = res.json();
      expect(fresh.changes.events_added).toEqual(eventIds.slice(5, 8));
      expect(fresh.changes.events_dropped).toEqual([]);
      expect(fresh.changes.figures).toEqual([
        { before: '5', after: '8', context: 'The notebook has 8 events about carjacking.' },
      ]);

      const replaced = await replace(savedId, { question_id: fresh.id });
      expect(replaced.statusCode, replaced.body).toBe(200);
      expect(replaced.json()).toEqual({
        id: savedId,
        question: QUESTION,
        answer: fresh.answer,
        engine: 'analyst',
        created_at: expect.stringMatching(/Z$/),
        num_events: 8,
        // The fresh answer's result and plan replace the old ones with its text.
        result: { ...fresh.result, value: 8 },
        plan: fresh.plan,
        plan_edited: false,
      });
      const list = (await call('GET', `/notebooks/${growingId}/questions`, owner)).json();
      expect(list.questions).toEqual([replaced.json()]);
      const used = (await call('GET', `/questions/${savedId}/events`, owner)).json();
      expect(used.events.map((e: { id: number }) => e.id).sort((a: number, b: number) => a - b)).toEqual(
        eventIds.slice(0, 8),
      );
      // The new answer was used up by the replacement.
      expect((await call('GET', `/questions/${fresh.id}/events`, owner)).statusCode).toBe(404);
      expect((await replace(savedId, { question_id: fresh.id })).statusCode).toBe(404);
    });

    it('lists the events an answer no longer uses', async () => {
      await call('POST', '/notebooks/events/remove', owner, {
        notebook_id: growingId,
        event_ids: [eventIds[0]],
      });
      const { changes } = (await reAsk(savedId)).json();
      expect(changes.events_dropped).toEqual([eventIds[0]]);
      expect(changes.events_added).toEqual([]);
      expect(changes.figures).toContainEqual(expect.objectContaining({ before: '8', after: '7' }));
    });

    it('has nothing to replace when the question asked again was never saved', async () => {
      const unsaved = (await ask('How many murders were there?', owner, growingId)).json();
      const res = await reAsk(unsaved.id);
      expect(res.json().replaces).toBeNull();
      const refused = await replace(unsaved.id, { question_id: res.json().id });
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toEqual({
        detail: 'Only a saved answer can be replaced',
        code: 'validation_failed',
      });
    });

    it('refuses an answer to another question, from another notebook, or one already saved', async () => {
      const other = (await ask('How many murders were there?', owner, growingId)).json();
      const elsewhere = (await ask(QUESTION)).json();
      const sameIdea = 'question_id: must answer the same question in the same notebook';
      for (const [body, detail] of [
        [{ question_id: other.id }, sameIdea],
        [{ question_id: elsewhere.id }, sameIdea],
        [{ question_id: savedId }, 'question_id: must be a new answer that is not saved'],
        [{ question_id: 'x' }, expect.stringContaining('question_id')],
        [{}, expect.stringContaining('question_id')],
      ] as const) {
        const res = await replace(savedId, body);
        expect(res.statusCode, JSON.stringify(body)).toBe(422);
        expect(res.json()).toEqual({ detail, code: 'validation_failed' });
      }
    });

    it("hides another user's questions behind 404, either side of a replacement", async () => {
      const fresh = (await reAsk(savedId)).json();
      const theirs = (await call('POST', '/notebooks/create', stranger, { title: 'Theirs' })).json();
      expect((await reAsk(savedId, stranger)).statusCode).toBe(404);
      expect((await replace(savedId, { question_id: fresh.id }, stranger)).statusCode).toBe(404);
      const strangers = (await ask(QUESTION, stranger, theirs.id)).json();
      expect((await replace(savedId, { question_id: strangers.id })).statusCode).toBe(404);
      expect((await replace(strangers.id, { question_id: fresh.id }, stranger)).statusCode).toBe(404);
    });
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
