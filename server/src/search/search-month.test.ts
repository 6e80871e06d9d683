import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertEvents, type NewEvent } from '../events';
import { createTestApp, type TestApp } from '../testing/app';
import { testEvent } from '../testing/events';
import { signedInUser } from '../testing/users';

let t: TestApp;
let user: { headers: { authorization: string } };

// A release of May 2023 about a theft of March 2021 whose day it does not give; one dated to the
// last day of that month; one that gives no date at all and counts on its publication day.
const corpus: NewEvent[] = [
  testEvent(1, {
    title: 'Month-only theft',
    crime_committed: 'Theft',
    date: null,
    incident_month: '2021-03',
    published_date: '2023-05-10',
  }),
  testEvent(2, {
    title: 'Dated theft',
    crime_committed: 'Theft',
    date: '2021-03-31',
    published_date: '2021-04-02',
  }),
  testEvent(3, {
    title: 'Undated theft',
    crime_committed: 'Theft',
    date: null,
    published_date: '2023-05-10',
  }),
];

beforeAll(async () => {
  t = await createTestApp();
  await insertEvents(t.database.db, corpus);
  user = await signedInUser(t.app, 'month-only@example.org');
});
afterAll(() => t.close());

async function ok(path: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/documents/${path}`, headers: user.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const titles = async (dates: string) =>
  ((await ok(`?keywords=theft&sort=oldest&${dates}`)).documents as { title: string }[]).map((d) => d.title);

describe('an event known only to its month', () => {
  it('is found by a range that overlaps its month, never by its publication date', async () => {
    expect(await titles('start_date=2023-01-01&end_date=2023-12-31')).toEqual(['Undated theft']);
    expect(await titles('start_date=2021-01-01&end_date=2021-12-31')).toEqual([
      'Month-only theft',
      'Dated theft',
    ]);
    expect(await titles('start_date=2021-03-15&end_date=2021-03-20')).toEqual(['Month-only theft']);
    expect(await titles('start_date=2021-01-01&end_date=2021-03-01')).toEqual(['Month-only theft']);
    expect(await titles('start_date=2021-03-31')).toEqual([
      'Month-only theft',
      'Dated theft',
      'Undated theft',
    ]);
    expect(await titles('end_date=2021-02-28')).toEqual([]);
    expect(await titles('start_date=2021-04-01&end_date=2022-12-31')).toEqual([]);
  });

  it('counts in its month and year on the timeline', async () => {
    const facets = await ok('facets/?keywords=theft');
    expect(facets.year).toEqual([
      { value: '2021', count: 2 },
      { value: '2022', count: 0 },
      { value: '2023', count: 1 },
    ]);
    expect(facets.month[0]).toEqual({ value: '2021-03', count: 2 });
    expect(facets.month.at(-1)).toEqual({ value: '2023-05', count: 1 });
  });
});
