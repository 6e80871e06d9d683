import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertEvents } from '../events';
import { createTestApp, type TestApp } from '../testing/app';
import { queryRows } from '../testing/database';
import { testEvent } from '../testing/events';
import { type ApiCall, callApi, signedInUser } from '../testing/users';

let t: TestApp;
let alice: Awaited<ReturnType<typeof signedInUser>>;
let bob: Awaited<ReturnType<typeof signedInUser>>;
/** Tembisa murder (1 victim), Soweto robbery (2 victims), Durban murder (3 victims), one left out. */
let tembisa: number;
let soweto: number;
let durban: number;
let outside: number;

const call = (...args: ApiCall) => callApi(t.app, ...args);

beforeAll(async () => {
  t = await createTestApp();
  await insertEvents(t.database.db, [
    testEvent(1, {
      title: 'Man killed in Tembisa',
      date: '2024-03-01',
      published_date: '2024-03-02',
      location: 'Tembisa',
      town: 'Tembisa',
      municipality: 'City of Ekurhuleni',
      province: 'Gauteng',
      crime_committed: 'Murder',
      context: 'A man was shot dead in Tembisa on Friday, 1 March 2024. ENDS',
      victims: { ...testEvent(0, {}).victims, count: 1, male: 1 },
      evidence: { location: 'in Tembisa', victims: 'A man was shot dead', date: 'on Friday, 1 March 2024' },
    }),
    testEvent(2, {
      title: 'Shop robbed in Soweto',
      date: '2024-04-10',
      location: 'Soweto',
      town: 'Soweto',
      municipality: 'City of Johannesburg',
      province: 'Gauteng',
      crime_committed: 'Business robbery',
      context: 'Two shop assistants were robbed in Soweto on 10 April 2024. ENDS',
      victims: { ...testEvent(0, {}).victims, count: 2 },
    }),
    testEvent(3, {
      title: 'Woman killed in Durban',
      date: '2024-05-20',
      location: 'Durban',
      town: 'Durban',
      municipality: 'eThekwini',
      province: 'KwaZulu-Natal',
      crime_committed: 'Murder',
      context: 'Three people were attacked in Durban. ENDS',
      victims: { ...testEvent(0, {}).victims, count: 3 },
    }),
    testEvent(4, { title: 'Not in the notebook' }),
  ]);
  const ids = (await queryRows<{ id: number }>(t.database.db, sql`select id from events order by id`)).map(
    (r) => r.id,
  );
  [tembisa, soweto, durban, outside] = ids as [number, number, number, number];
  alice = await signedInUser(t.app, 'alice-corrects@example.org', 'Alice');
  bob = await signedInUser(t.app, 'bob-corrects@example.org', 'Bob');
});
afterAll(() => t.close());

async function notebookWith(eventIds: number[], who = alice): Promise<number> {
  const created = await call('POST', '/notebooks/create', who, { title: 'Gauteng cases', params: {} });
  expect(created.statusCode, created.body).toBe(200);
  const id = created.json().id as number;
  const added = await call('POST', '/notebooks/events/add', who, {
    notebook_id: id,
    events: eventIds.map((e) => ({ id: e })),
    keywords: ['killed'],
  });
  expect(added.statusCode, added.body).toBe(200);
  return id;
}

const correct = (notebookId: number, eventId: number | string, body: object, who = alice) =>
  call('PUT', `/notebooks/${notebookId}/events/${eventId}/corrections`, who, body);
const undo = (notebookId: number, eventId: number | string, who = alice) =>
  call('DELETE', `/notebooks/${notebookId}/events/${eventId}/corrections`, who);

async function listed(notebookId: number, eventId: number) {
  const res = await call('GET', `/notebooks/${notebookId}/events?page=1&page_size=50`, alice);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().events.find((e: { id: number }) => e.id === eventId);
}

async function ask(notebookId: number, question: string) {
  const res = await call(
    'GET',
    `/notebooks/ask-events/?notebook_id=${notebookId}&question=${encodeURIComponent(question)}`,
    alice,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: number; answer: string; result: { type: string; value: unknown } };
}

describe('PUT /notebooks/{id}/events/{event_id}/corrections', () => {
  let notebook: number;
  beforeAll(async () => {
    notebook = await notebookWith([tembisa, soweto, durban]);
  });

  it.each([
    [{ victims_total: 3 }, 'victims_total: is not a field that can be corrected'],
    [{ location: 'Soweto', colour: 'red', size: 2 }, 'colour, size: are not fields that can be corrected'],
    [{ date: '2024-02-30' }, 'date: is not a real calendar date'],
    [{ date: '01/03/2024' }, 'date: must be a date as yyyy-MM-dd'],
    [{ crimes: ['Murder', 'Jaywalking'] }, 'crimes.1: must name crimes of the crime taxonomy'],
    [{ crimes: ['Murder', 'Murder'] }, 'crimes: must not repeat a crime'],
    [{ victims_count: -1 }, 'victims_count: must be 0 or more'],
    [{ victims_killed: 1.5 }, 'victims_killed: must be a whole number'],
    [{ suspects_male: '2' }, 'suspects_male: must be a whole number of 0 or more, or null'],
    [
      { relationship: 'cousin' },
      'relationship: must be one of partner, family, acquaintance, stranger, unknown',
    ],
    [{ location: '   ' }, 'location: must not be empty'],
    [{}, 'give at least one field to correct'],
  ])('refuses %j with a 422 naming the field', async (body, detail) => {
    const res = await correct(notebook, tembisa, body);
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toContain(detail);
  });

  it("answers 404 for another user's notebook, an event not in it and an unknown event, changing nothing", async () => {
    for (const res of [
      await correct(notebook, tembisa, { location: 'Soweto' }, bob),
      await undo(notebook, tembisa, bob),
      await correct(notebook, outside, { location: 'Soweto' }),
      await undo(notebook, outside),
      await correct(notebook, 999_999, { location: 'Soweto' }),
      await correct(999_999, tembisa, { location: 'Soweto' }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: expect.any(String), code: 'not_found' });
    }
    expect((await listed(notebook, tembisa)).corrections).toEqual({});
  });

  it('needs a signed-in user', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/notebooks/${notebook}/events/${tembisa}/corrections`,
      payload: { location: 'Soweto' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('corrects in this notebook only: the event shows its new values beside the originals and their evidence', async () => {
    const other = await notebookWith([tembisa]);
    const res = await correct(notebook, tembisa, {
      location: 'Soweto',
      municipality: 'City of Johannesburg',
      victims_count: 4,
      crimes: ['Murder', 'Business robbery'],
      relationship: 'stranger',
      victims_killed: 1,
    });
    expect(res.statusCode, res.body).toBe(200);
    const event = res.json();
    expect(event).toMatchObject({
      id: tembisa,
      location: 'Soweto',
      municipality: 'City of Johannesburg',
      province: 'Gauteng',
      crime_committed: 'Murder, Business robbery',
      victims: { count: 4, male: 1 },
      victims_killed: 1,
      relationship: 'stranger',
      evidence: { location: 'in Tembisa', victims: 'A man was shot dead' },
      corrections: {
        location: { value: 'Soweto', original: 'Tembisa' },
        municipality: { value: 'City of Johannesburg', original: 'City of Ekurhuleni' },
        victims_count: { value: 4, original: 1 },
        crimes: { value: ['Murder', 'Business robbery'], original: ['Murder'] },
        relationship: { value: 'stranger', original: null },
        victims_killed: { value: 1, original: null },
      },
    });
    expect(await listed(notebook, tembisa)).toEqual(event);
    expect((await call('GET', `/notebooks/${notebook}/events/${tembisa}`, alice)).json()).toEqual(event);
    expect((await call('GET', `/notebooks/${notebook}/events/${tembisa}`, bob)).statusCode).toBe(404);
    expect((await call('GET', `/notebooks/${notebook}/events/${outside}`, alice)).statusCode).toBe(404);
    expect((await listed(other, tembisa)).location).toBe('Tembisa');
    expect((await listed(other, tembisa)).corrections).toEqual({});
    const searched = await call('GET', `/documents/${tembisa}`, alice);
    expect(searched.json()).toMatchObject({ location: 'Tembisa', victims: { count: 1 } });
    expect(searched.json().corrections).toBeUndefined();
  });

  it('replaces the earlier corrections, and keeps no correction that repeats the extracted value', async () => {
    const res = await correct(notebook, tembisa, { location: 'Tembisa', victims_count: 5 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().corrections).toEqual({ victims_count: { value: 5, original: 1 } });
    expect((await listed(notebook, tembisa)).location).toBe('Tembisa');
  });

  it('takes null for "the release does not say", and a corrected date orders and spans the notebook', async () => {
    const res = await correct(notebook, durban, { date: '2019-01-15', victims_count: null });
    expect(res.json()).toMatchObject({
      date: '2019-01-15',
      victims: { count: null },
      corrections: {
        date: { value: '2019-01-15', original: '2024-05-20' },
        victims_count: { value: null, original: 3 },
      },
    });
    const nb = (await call('GET', `/notebooks/${notebook}`, alice)).json();
    expect(nb.first_event_date).toBe('2019-01-15');
    const page = (await call('GET', `/notebooks/${notebook}/events?page=1&page_size=50`, alice)).json();
    expect(page.events.at(-1).id).toBe(durban);
    expect((await undo(notebook, durban)).statusCode).toBe(204);
    expect((await call('GET', `/notebooks/${notebook}`, alice)).json().first_event_date).toBe('2024-03-01');
  });

  it('DELETE undoes them all (204), also when there were none', async () => {
    expect((await undo(notebook, tembisa)).statusCode).toBe(204);
    expect(await listed(notebook, tembisa)).toMatchObject({ location: 'Tembisa', corrections: {} });
    expect((await undo(notebook, tembisa)).statusCode).toBe(204);
  });

  it('go with the event when it leaves the notebook, and with the notebook when it is deleted', async () => {
    const nb = await notebookWith([tembisa, soweto]);
    await correct(nb, tembisa, { victims_count: 9 });
    await correct(nb, soweto, { victims_count: 8 });
    const removed = await call('POST', '/notebooks/events/remove', alice, {
      notebook_id: nb,
      event_ids: [tembisa],
    });
    expect(removed.statusCode).toBe(200);
    await call('POST', '/notebooks/events/add', alice, {
      notebook_id: nb,
      events: [{ id: tembisa }],
      keywords: [],
    });
    expect((await listed(nb, tembisa)).corrections).toEqual({});
    const count = async () =>
      (
        await queryRows<{ n: number }>(
          t.database.db,
          sql`select count(*)::int as n from notebook_event_corrections where notebook_id = ${nb}`,
        )
      )[0]?.n;
    expect(await count()).toBe(1);
    expect((await call('DELETE', `/notebooks/${nb}`, alice)).statusCode).toBe(204);
    expect(await count()).toBe(0);
  });
});

describe("a notebook's answers and support spans use its corrections", () => {
  it('a count over the notebook changes after a correction and comes back after undo', async () => {
    const notebook = await notebookWith([tembisa, soweto, durban]);
    const question = 'How many victims were there in Soweto?';
    const before = await ask(notebook, question);
    expect(before.result.value).toBe(2);

    await correct(notebook, tembisa, {
      location: 'Soweto',
      municipality: 'City of Johannesburg',
      victims_count: 4,
    });
    const after = await ask(notebook, question);
    expect(after.result.value).toBe(6);
    expect(after.answer).toContain(`#${tembisa}`);

    // Another notebook with the same events answers from the extracted values.
    const other = await notebookWith([tembisa, soweto, durban]);
    expect((await ask(other, question)).result.value).toBe(2);

    // The words that say "Tembisa" no longer bear out a place the user corrected.
    const support = await call('GET', `/questions/${after.id}/events/${tembisa}/support`, alice);
    expect(support.statusCode, support.body).toBe(200);
    expect(support.json().spans.map((s: { text: string }) => s.text)).not.toContain('in Tembisa');

    const related = await call('GET', `/questions/${after.id}/events?page=1&page_size=25`, alice);
    expect(related.json().events.find((e: { id: number }) => e.id === tembisa)).toMatchObject({
      location: 'Soweto',
      corrections: { location: { original: 'Tembisa' } },
    });

    expect((await undo(notebook, tembisa)).statusCode).toBe(204);
    expect((await ask(notebook, question)).result.value).toBe(2);
  });
});

describe('GET /crimes and the OpenAPI document', () => {
  it('lists the crime taxonomy', async () => {
    const res = await call('GET', '/crimes', alice);
    expect(res.statusCode).toBe(200);
    expect(res.json().crimes).toEqual(expect.arrayContaining(['Murder', 'Business robbery', 'Carjacking']));
  });

  it('documents both methods with the correction body', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    const path = doc.paths['/api/v1/notebooks/{id}/events/{event_id}/corrections'];
    expect(Object.keys(path).sort()).toEqual(['delete', 'put']);
    expect(JSON.stringify(path.put.requestBody)).toContain('EventCorrections');
    expect(doc.components.schemas.EventCorrections.properties.victims_count).toBeDefined();
    expect(doc.components.schemas.NotebookEvent.properties.corrections).toBeDefined();
  });
});
