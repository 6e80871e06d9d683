import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertEvents, type NewEvent } from '../events';
import { createTestApp, type TestApp } from '../testing/app';
import { NOTHING_ABOUT_PEOPLE } from '../testing/events';
import { callApi, signedInUser } from '../testing/users';

let t: TestApp;
let reader: { headers: { authorization: string } };
let storedId: number;

const release: NewEvent = {
  ...NOTHING_ABOUT_PEOPLE,
  title: 'Man arrested for armed robbery in Umlazi',
  date: '2024-05-02',
  location: 'Umlazi',
  town: 'Umlazi',
  province: 'KwaZulu-Natal',
  crime_committed: 'Armed robbery',
  summary: 'A man was arrested after a shop was robbed in Umlazi.',
  context: 'Police arrested a man in Umlazi. Ends',
  published_date: '2024-05-03',
  source_url: 'https://demo.invalid/press-releases/document/1',
  evidence: {},
  isDemo: true,
};

beforeAll(async () => {
  t = await createTestApp();
  await insertEvents(t.database.db, [release]);
  reader = await signedInUser(t.app, 'reader@example.org');
  const found = await callApi(t.app, 'GET', '/documents/?keywords=robbery', reader);
  storedId = found.json().documents[0].id;
});
afterAll(() => t.close());

describe('GET /documents/{id}', () => {
  it('returns the event as search presents it, without search keywords', async () => {
    const res = await callApi(t.app, 'GET', `/documents/${storedId}`, reader);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id: storedId,
      event_id: storedId,
      title: release.title,
      date: '2024-05-02',
      location: 'Umlazi',
      crime_committed: 'Armed robbery',
      source_url: release.source_url,
      is_demo: true,
    });
    expect(body.keywords ?? []).toEqual([]);
  });

  it('answers 404 for an id no event has', async () => {
    const res = await callApi(t.app, 'GET', `/documents/${storedId + 1000}`, reader);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Event not found', code: 'not_found' });
  });

  it.each(['abc', '0', '-3', '1.5', '99999999999'])('answers 422 for the id %s', async (id) => {
    const res = await callApi(t.app, 'GET', `/documents/${id}`, reader);
    expect(res.statusCode).toBe(422);
    expect(typeof res.json().detail).toBe('string');
  });

  it('asks for a sign-in first', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/documents/${storedId}` });
    expect(res.statusCode).toBe(401);
  });
});
