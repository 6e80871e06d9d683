import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DIMENSIONS, PEOPLE_FIELDS } from '../answering/analyst/plan-vocabulary';
import { insertEvents } from '../events';
import { createTestApp, type TestApp } from '../testing/app';
import { queryRows } from '../testing/database';
import { testEvent } from '../testing/events';
import { type ApiCall, callApi, signedInUser } from '../testing/users';

let t: TestApp;
let owner: Awaited<ReturnType<typeof signedInUser>>;
let stranger: Awaited<ReturnType<typeof signedInUser>>;
let notebookId: number;

const call = (...args: ApiCall) => callApi(t.app, ...args);

beforeAll(async () => {
  t = await createTestApp();
  const event = (n: number, crime_committed: string, location: string, province: string) =>
    testEvent(n, {
      title: `${crime_committed} in ${location}`,
      location,
      town: location,
      province,
      crime_committed,
    });
  await insertEvents(t.database.db, [
    event(0, 'House robbery, Murder', 'Soweto', 'Gauteng'),
    event(1, 'Armed robbery', 'Soweto', 'Gauteng'),
    event(2, 'Carjacking', 'Tembisa', 'Gauteng'),
    event(3, 'Murder', 'Mthatha', 'Eastern Cape'),
    event(4, 'Stock theft', 'Gqeberha', 'Eastern Cape'),
  ]);
  const ids = (await queryRows<{ id: number }>(t.database.db, sql`select id from events order by id`)).map(
    (r) => r.id,
  );
  owner = await signedInUser(t.app, 'terms@example.org');
  stranger = await signedInUser(t.app, 'terms-outsider@example.org');
  notebookId = (await call('POST', '/notebooks/create', owner, { title: 'Terms' })).json().id;
  // The stock theft stays out of the notebook: its crime and place are not offered.
  await call('POST', '/notebooks/events/add', owner, {
    notebook_id: notebookId,
    events: ids.slice(0, 4).map((id) => ({ id })),
    keywords: [],
  });
});
afterAll(() => t.close());

it("lists the crime families and categories and the places of the notebook's events, most events first", async () => {
  const res = await call('GET', `/notebooks/${notebookId}/reading-terms`, owner);
  expect(res.statusCode).toBe(200);
  const { crimes, places } = res.json();
  expect(crimes.filter((c: { family: boolean }) => c.family).map((c: { name: string }) => c.name)).toEqual([
    'Robbery',
    'Hijacking',
  ]);
  expect(crimes.find((c: { name: string }) => c.name === 'Robbery').count).toBe(2);
  expect(crimes.filter((c: { family: boolean }) => !c.family)).toEqual([
    { name: 'Murder', categories: ['Murder'], family: false, count: 2 },
    { name: 'Armed robbery', categories: ['Armed robbery'], family: false, count: 1 },
    { name: 'Carjacking', categories: ['Carjacking'], family: false, count: 1 },
    { name: 'House robbery', categories: ['House robbery'], family: false, count: 1 },
  ]);
  expect(places).toContainEqual({ name: 'Gauteng', kind: 'province', count: 3 });
  expect(places).toContainEqual({ name: 'Soweto', kind: 'town', count: 2 });
  expect(places.map((p: { name: string }) => p.name)).not.toContain('Gqeberha');
});

it("hides another user's notebook behind 404", async () => {
  expect((await call('GET', `/notebooks/${notebookId}/reading-terms`, stranger)).statusCode).toBe(404);
});

it("words the people fields and groupings as the analyst's answers do, so a client's chips cannot drift from them", async () => {
  const { people_fields, dimensions } = (
    await call('GET', `/notebooks/${notebookId}/reading-terms`, owner)
  ).json();
  expect(people_fields).toHaveLength(PEOPLE_FIELDS.length);
  expect(people_fields).toContainEqual({
    key: 'killed_victims',
    one: 'person killed',
    many: 'people killed',
  });
  expect(people_fields).toContainEqual({
    key: 'police_victims',
    one: 'police officer among the victims',
    many: 'police officers among the victims',
  });
  expect(dimensions.map((d: { key: string }) => d.key)).toEqual([...DIMENSIONS]);
  expect(dimensions).toContainEqual({ key: 'crime', one: 'kind of crime', many: 'kinds of crime' });
  expect(dimensions).toContainEqual({
    key: 'month-of-year',
    one: 'month of the year',
    many: 'months of the year',
  });
});

it('is in the OpenAPI document, its body the ReadingTerms schema', async () => {
  const doc = (await t.app.inject({ url: '/api/v1/openapi.json' })).json();
  const route = doc.paths['/api/v1/notebooks/{id}/reading-terms'].get;
  expect(Object.keys(route.responses)).toEqual(expect.arrayContaining(['200', '401', '404']));
  expect(route.responses['200'].content['application/json'].schema).toEqual({
    $ref: '#/components/schemas/ReadingTerms',
  });
  expect(doc.components.schemas.ReadingTerms.required).toEqual(
    expect.arrayContaining(['crimes', 'places', 'people_fields', 'dimensions']),
  );
});
