import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertEvents } from '../events';
import { createTestApp, type TestApp } from '../testing/app';
import { queryRows } from '../testing/database';
import { testEvent } from '../testing/events';
import { type ApiCall, callApi, signedInUser } from '../testing/users';
import { EDITED_READING } from './edited-plan';

let t: TestApp;
let owner: Awaited<ReturnType<typeof signedInUser>>;
let stranger: Awaited<ReturnType<typeof signedInUser>>;
let notebookId: number;
/** Six carjackings in Soweto, then four murders in Tembisa, then two murders kept out of the notebook. */
let eventIds: number[];

const QUESTION = 'How many carjackings are there?';
type Plan = { filters: Record<string, unknown> } & Record<string, unknown>;

const call = (...args: ApiCall) => callApi(t.app, ...args);
const ask = (question: string, id = notebookId) =>
  call('GET', `/notebooks/ask-events/?notebook_id=${id}&question=${encodeURIComponent(question)}`, owner);
const askPlan = (plan: unknown, { id = notebookId, who = owner, question = QUESTION } = {}) =>
  call('POST', `/notebooks/${id}/ask-plan`, who, { question, plan });
const reAsk = (id: number) => call('GET', `/notebooks/questions/${id}/re-ask`, owner);
const save = (questionId: number, id = notebookId) =>
  call('POST', '/notebooks/questions/add', owner, { notebook_id: id, question_ids: [questionId] });
const usedEvents = async (questionId: number) =>
  (await call('GET', `/questions/${questionId}/events`, owner))
    .json()
    .events.map((e: { id: number }) => e.id)
    .sort((a: number, b: number) => a - b);

/** The plan the rule reader gave the question, with its filters changed as a person would edit them. */
let readPlan: Plan;
const edited = (filters: Record<string, unknown>): Plan => ({
  ...readPlan,
  filters: { ...readPlan.filters, ...filters },
});
const MURDER = { crimes: [{ name: 'murder' }] };

beforeAll(async () => {
  t = await createTestApp();
  const crime = (n: number, crime_committed: string, location: string) =>
    testEvent(n, {
      title: `${crime_committed} in ${location}`,
      date: `2024-03-${String(n + 1).padStart(2, '0')}`,
      location,
      town: location,
      province: 'Gauteng',
      crime_committed,
    });
  await insertEvents(t.database.db, [
    ...Array.from({ length: 6 }, (_, n) => crime(n, 'Carjacking', 'Soweto')),
    ...Array.from({ length: 6 }, (_, n) => crime(6 + n, 'Murder', 'Tembisa')),
  ]);
  eventIds = (await queryRows<{ id: number }>(t.database.db, sql`select id from events order by id`)).map(
    (r) => r.id,
  );
  owner = await signedInUser(t.app, 'planner@example.org');
  stranger = await signedInUser(t.app, 'outsider@example.org');
  notebookId = (await call('POST', '/notebooks/create', owner, { title: 'Plans' })).json().id;
  await call('POST', '/notebooks/events/add', owner, {
    notebook_id: notebookId,
    events: eventIds.slice(0, 10).map((id) => ({ id })),
    keywords: [],
  });
  readPlan = (await ask(QUESTION)).json().plan;
});
afterAll(() => t.close());

describe('answering from an edited plan', () => {
  it('executes the plan, not the question, and says the reading was edited', async () => {
    const res = await askPlan(edited(MURDER));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      answer: expect.any(String),
      id: expect.any(Number),
      engine: 'analyst',
      num_events: 4,
      result: expect.objectContaining({ type: 'number', value: 4, measure: 'events about murder' }),
      plan: expect.objectContaining({ intent: 'count', filters: expect.objectContaining(MURDER) }),
      plan_edited: true,
    });
    const [readAs, said, headline] = body.answer.split('\n');
    expect(readAs).toBe('Read as: the number of events about murder.');
    expect(said).toBe(EDITED_READING);
    expect(headline).toMatch(/^The notebook has 4 events about murder/);
    expect(await usedEvents(body.id)).toEqual(eventIds.slice(6, 10));
    // Stored unsaved, as an ask is.
    expect((await call('GET', `/notebooks/${notebookId}/questions`, owner)).json().total_results).toBe(0);
  });

  it("marks the words of a cited event that bear out the edited plan, not the question's reading", async () => {
    const { id } = (await askPlan(edited(MURDER))).json();
    const res = await call('GET', `/questions/${id}/events/${eventIds[6]}/support`, owner);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().spans).toContainEqual(
      expect.objectContaining({ field: 'title', text: 'Murder', supports: ['crime'] }),
    );
  });

  it('refuses a plan that does not fit the schema with 422 naming the field', async () => {
    for (const [plan, field] of [
      [{ ...readPlan, intent: 'guess' }, 'plan.intent: '],
      [edited({ crimes: 'murder' }), 'plan.filters.crimes: '],
      [{ ...readPlan, limit: 0 }, 'plan.limit: '],
      [{ intent: 'count' }, 'plan.measure: '],
      [undefined, 'plan: '],
    ] as const) {
      const res = await askPlan(plan);
      expect(res.statusCode, JSON.stringify(plan)).toBe(422);
      expect(res.json()).toEqual({ detail: expect.stringContaining(field), code: 'validation_failed' });
    }
    const blank = await askPlan(readPlan, { question: ' ' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().detail).toBe('question: Question is required');
  });

  it('refuses a crime or place the analyst does not know with 422 naming where it stands', async () => {
    const crime = await askPlan(edited({ crimes: [{ name: 'jaywalking' }] }));
    expect(crime.statusCode).toBe(422);
    expect(crime.json()).toEqual({
      detail: 'plan.filters.crimes.0.name: "jaywalking" is not a crime the events record',
      code: 'validation_failed',
    });
    const place = await askPlan(edited({ places: ['Soweto', 'Gotham City'] }));
    expect(place.statusCode).toBe(422);
    expect(place.json().detail).toBe(
      'plan.filters.places.1: "Gotham City" is not a place the gazetteer knows',
    );
  });

  it("hides another user's notebook, and one that does not exist, behind 404", async () => {
    const theirs = await askPlan(edited(MURDER), { who: stranger });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().code).toBe('not_found');
    expect((await askPlan(edited(MURDER), { id: 2_000_000 })).statusCode).toBe(404);
    // The plan's names are checked only once the notebook is found: a stranger learns nothing from them.
    expect((await askPlan(edited({ crimes: [{ name: 'jaywalking' }] }), { who: stranger })).statusCode).toBe(
      404,
    );
  });

  describe('saved, then re-evaluated', () => {
    let growingId: number;
    let savedId: number;

    beforeAll(async () => {
      growingId = (await call('POST', '/notebooks/create', owner, { title: 'Growing plans' })).json().id;
      await call('POST', '/notebooks/events/add', owner, {
        notebook_id: growingId,
        events: eventIds.slice(0, 10).map((id) => ({ id })),
        keywords: [],
      });
      savedId = (await askPlan(edited(MURDER), { id: growingId })).json().id;
    });

    it('saves like any answer and keeps its plan, marked as edited', async () => {
      expect((await save(savedId, growingId)).json()).toEqual({
        questions_added: 1,
        questions_deduplicated: 0,
      });
      const [saved] = (await call('GET', `/notebooks/${growingId}/questions`, owner)).json().questions;
      expect(saved).toMatchObject({
        id: savedId,
        question: QUESTION,
        num_events: 4,
        result: expect.objectContaining({ value: 4 }),
        plan: expect.objectContaining({ filters: expect.objectContaining(MURDER) }),
        plan_edited: true,
      });
      expect(saved.answer.split('\n')[1]).toBe(EDITED_READING);
    });

    it('runs the edited plan again, never the question, and can replace the saved answer', async () => {
      await call('POST', '/notebooks/events/add', owner, {
        notebook_id: growingId,
        events: eventIds.slice(10).map((id) => ({ id })),
        keywords: [],
      });
      const res = await reAsk(savedId);
      expect(res.statusCode, res.body).toBe(200);
      const fresh = res.json();
      expect(fresh).toMatchObject({
        replaces: savedId,
        num_events: 6,
        result: expect.objectContaining({ value: 6, measure: 'events about murder' }),
        plan: expect.objectContaining({ filters: expect.objectContaining(MURDER) }),
        plan_edited: true,
        changes: { events_added: eventIds.slice(10), events_dropped: [] },
      });
      expect(fresh.answer.split('\n')[1]).toBe(EDITED_READING);
      const replaced = await call('POST', `/notebooks/questions/${savedId}/replace`, owner, {
        question_id: fresh.id,
      });
      expect(replaced.statusCode, replaced.body).toBe(200);
      expect(replaced.json()).toMatchObject({
        id: savedId,
        plan: fresh.plan,
        plan_edited: true,
        num_events: 6,
      });
      // Replaced, it is still the edited plan that a later re-evaluation runs.
      expect((await reAsk(savedId)).json()).toMatchObject({ plan_edited: true, num_events: 6 });
    });

    it('refuses with 422 naming the field when a stored edited plan no longer fits the schema', async () => {
      await queryRows(
        t.database.db,
        sql`update questions set plan = jsonb_set(plan, '{intent}', '"guess"') where id = ${savedId}`,
      );
      const res = await reAsk(savedId);
      expect(res.statusCode).toBe(422);
      expect(res.json().detail).toMatch(/^plan\.intent: /);
    });
  });

  it('documents ask-plan, the Plan it takes and the plan every answer carries', async () => {
    const doc = (await t.app.inject({ url: '/api/v1/openapi.json' })).json();
    const route = doc.paths['/api/v1/notebooks/{id}/ask-plan'].post;
    expect(Object.keys(route.responses)).toEqual(expect.arrayContaining(['200', '401', '404', '422']));
    // As a request body the schema is named for its input side (fields that may be left out).
    expect(route.requestBody.content['application/json'].schema.properties.plan).toEqual({
      $ref: '#/components/schemas/PlanInput',
    });
    const { PlanInput, Answer, SavedQuestion } = doc.components.schemas;
    expect(PlanInput.required).toEqual(expect.arrayContaining(['intent', 'measure', 'filters']));
    expect(PlanInput.properties.filters.properties).toHaveProperty('crimes');
    for (const answer of [Answer, SavedQuestion]) {
      expect(answer.required).toEqual(expect.arrayContaining(['plan', 'plan_edited']));
    }
  });
});
