import { EXACT_TOTAL_UP_TO } from '@workbench/contract/search';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertEvents } from '../events';
import { createTestApp, type TestApp } from '../testing/app';
import { testEvent } from '../testing/events';
import { callApi, signedInUser } from '../testing/users';

let t: TestApp;
let user: { headers: { authorization: string } };

/** One past the cap match "zebra"; all but one of them are in Gauteng, so that filter finds exactly the cap. */
const ZEBRAS = EXACT_TOTAL_UP_TO + 1;
/** Rows per insert, far below PostgreSQL's 65,535 parameters. */
const CHUNK = 1000;

beforeAll(async () => {
  t = await createTestApp();
  for (let start = 0; start < ZEBRAS; start += CHUNK) {
    const chunk = Array.from({ length: Math.min(CHUNK, ZEBRAS - start) }, (_, i) => {
      const n = start + i;
      return testEvent(n, {
        title: `Zebra sighting ${n}`,
        province: n === 0 ? 'Limpopo' : 'Gauteng',
        date: `20${String(10 + (n % 15))}-${String((n % 12) + 1).padStart(2, '0')}-01`,
      });
    });
    await insertEvents(t.database.db, chunk);
  }
  await insertEvents(t.database.db, [
    testEvent(ZEBRAS, { title: 'Okapi seen near Polokwane', province: 'Limpopo' }),
    testEvent(ZEBRAS + 1, { title: 'Okapi and zebra at the border', province: 'Limpopo' }),
  ]);
  user = await signedInUser(t.app, 'totals@example.org');
}, 300_000);
afterAll(() => t.close());

const get = (path: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1/documents/${path}`, headers: user.headers });
async function ok(path: string) {
  const res = await get(path);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const totalOf = async (path: string) => {
  const { total_results, total_relation } = await ok(path);
  return { total_results, total_relation };
};

const AT_LEAST_CAP = { total_results: EXACT_TOTAL_UP_TO, total_relation: 'gte' };
const ALL_ZEBRAS = { total_results: ZEBRAS + 1, total_relation: 'eq' };

describe('totals exact up to 10,000', () => {
  it('counts exactly below the cap and at it', async () => {
    expect(await totalOf('?keywords=okapi')).toEqual({ total_results: 2, total_relation: 'eq' });
    expect(await totalOf('?keywords=zebra&province=Gauteng')).toEqual({
      total_results: EXACT_TOTAL_UP_TO,
      total_relation: 'eq',
    });
  });

  it.each(['relevance', 'newest', 'oldest'])(
    'says "at least 10,000" past the cap, sorted by %s',
    async (sort) => {
      const page = await ok(`?keywords=zebra&sort=${sort}&page_size=100`);
      expect(page.documents).toHaveLength(100);
      expect(page).toMatchObject(AT_LEAST_CAP);
    },
  );

  it('keeps the capped total on a page past the 10,000th event, which still has rows', async () => {
    const page = await ok('?keywords=zebra&sort=oldest&page_size=100&page=101');
    expect(page).toMatchObject(AT_LEAST_CAP);
    expect(page.documents).toHaveLength(2);
  });

  it('counts every match with exact_total=true, and exact_total=false is the default', async () => {
    expect(await totalOf('?keywords=zebra&exact_total=true')).toEqual(ALL_ZEBRAS);
    expect(await totalOf('?keywords=zebra&sort=newest&exact_total=true')).toEqual(ALL_ZEBRAS);
    expect(await totalOf('?keywords=zebra&exact_total=false')).toEqual(AT_LEAST_CAP);
  });

  it('gives facets and select all the same totals as the page', async () => {
    const facets = await ok('facets/?keywords=zebra');
    expect(facets).toMatchObject(AT_LEAST_CAP);
    // The facet counts themselves stay exact.
    expect(facets.province).toEqual([
      { value: 'Gauteng', count: EXACT_TOTAL_UP_TO },
      { value: 'Limpopo', count: 2 },
    ]);
    expect(await totalOf('facets/?keywords=zebra&exact_total=true')).toEqual(ALL_ZEBRAS);

    const ids = await ok('ids/?keywords=zebra');
    expect(ids).toMatchObject({ ...AT_LEAST_CAP, truncated: true });
    expect(ids.ids).toHaveLength(1000);
    expect(await ok('ids/?keywords=zebra&exact_total=true')).toMatchObject({
      ...ALL_ZEBRAS,
      truncated: true,
    });
    expect(await ok('ids/?keywords=okapi')).toMatchObject({
      total_results: 2,
      total_relation: 'eq',
      truncated: false,
    });
  });

  it.each(['yes', '1', 'TRUE', ''])('refuses exact_total=%s with a readable detail', async (value) => {
    for (const path of ['', 'facets/', 'ids/']) {
      const res = await get(`${path}?keywords=zebra&exact_total=${value}`);
      expect(res.statusCode).toBe(422);
      expect(res.json().detail).toBe('exact_total: must be true or false');
    }
  });

  it('caps a saved search total and the total of its results the same way', async () => {
    const created = await callApi(t.app, 'POST', '/saved-searches/', user, {
      name: 'Zebras',
      keywords: ['zebra'],
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject(AT_LEAST_CAP);
    const listed = (await callApi(t.app, 'GET', '/saved-searches/', user)).json();
    expect(listed[0]).toMatchObject(AT_LEAST_CAP);
    const results = (await callApi(t.app, 'GET', `/saved-searches/${created.json().id}/events`, user)).json();
    expect(results).toMatchObject(AT_LEAST_CAP);
  });
});

describe('API document', () => {
  it('documents exact_total on the three search calls and total_relation in their answers', async () => {
    const paths = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json().paths;
    for (const path of ['/api/v1/documents/', '/api/v1/documents/facets/', '/api/v1/documents/ids/']) {
      const exact = paths[path].get.parameters.find((p: { name: string }) => p.name === 'exact_total');
      expect(exact.schema).toMatchObject({ enum: ['true', 'false'], default: 'false' });
      expect(exact.description).toMatch(/count every matching event/);
      const answer = paths[path].get.responses['200'].content['application/json'].schema;
      expect(answer.properties.total_relation).toMatchObject({ enum: ['eq', 'gte'] });
      expect(answer.required).toContain('total_relation');
    }
  });
});
