import { documentsQuery, EXACT_TOTAL_UP_TO, type FacetCount } from '@workbench/contract/search';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertEvents } from '../events';
import { createTestApp, type TestApp } from '../testing/app';
import { queryRows } from '../testing/database';
import { testEvent } from '../testing/events';
import { callApi, signedInUser } from '../testing/users';
import { type FacetSample, searchFacetCounts } from './search.repository';
import { filtersOf } from './search-filters';

let t: TestApp;
let user: { headers: { authorization: string } };

/** One past the cap match "zebra"; all but one of them are in Gauteng, so that filter finds exactly the cap. */
const ZEBRAS = EXACT_TOTAL_UP_TO + 1;
/** Rows per insert, far below PostgreSQL's 65,535 parameters. */
const CHUNK = 1000;
/**
 * The app's facet sample, sized once the table is filled: half its pages (the real sample reads
 * 2,500, more than this whole table). Matches the sample must hold: fewer than half the zebras.
 */
const sample: FacetSample = { pages: 0, minMatches: 2000 };
let tablePages = 0;

beforeAll(async () => {
  t = await createTestApp({ facetSample: sample });
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
  const [table] = await queryRows<{ pages: number }>(
    t.database.db,
    sql`select (pg_relation_size('event_search') / current_setting('block_size')::bigint)::int as pages`,
  );
  tablePages = table?.pages ?? 0;
  sample.pages = Math.floor(tablePages / 2);
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
    expect(await ok('facets/?keywords=zebra')).toMatchObject(AT_LEAST_CAP);
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

describe('facets of very broad searches from a sample', () => {
  /** Each estimate within `tolerance` (a share) of the exact count of the same value. */
  const expectClose = (estimated: FacetCount[], exact: FacetCount[], tolerance: number) => {
    const exactly = new Map(exact.map((c) => [c.value, c.count]));
    for (const { value, count } of estimated) {
      const truth = exactly.get(value) ?? 0;
      expect(Math.abs(count - truth), `${value}: ${count} against ${truth}`).toBeLessThanOrEqual(
        truth * tolerance,
      );
    }
  };

  it('estimates the counts past the cap from a sample, close to the exact ones', async () => {
    const estimated = await ok('facets/?keywords=zebra');
    const exact = await ok('facets/?keywords=zebra&exact_total=true');
    expect(estimated).toMatchObject({ ...AT_LEAST_CAP, approximate: true });
    expect(exact).toMatchObject({ ...ALL_ZEBRAS, approximate: false });
    expect(exact.province).toEqual([
      { value: 'Gauteng', count: EXACT_TOTAL_UP_TO },
      { value: 'Limpopo', count: 2 },
    ]);
    // Half the pages, scaled up: a value of 10,000 events comes out within a few per cent, a year
    // of about 670 within a fifth; the sum of the months estimates every match.
    expectClose(estimated.province.slice(0, 1), exact.province, 0.05);
    expectClose(estimated.year, exact.year, 0.2);
    const months = estimated.month.reduce((sum: number, m: FacetCount) => sum + m.count, 0);
    expect(Math.abs(months - (ZEBRAS + 1))).toBeLessThanOrEqual((ZEBRAS + 1) * 0.05);
    // The same sample on every request: the estimates do not move.
    expect(await ok('facets/?keywords=zebra')).toEqual(estimated);
  });

  it('counts exactly up to the cap', async () => {
    expect(await ok('facets/?keywords=okapi')).toMatchObject({
      total_results: 2,
      total_relation: 'eq',
      approximate: false,
      province: [{ value: 'Limpopo', count: 2 }],
    });
    expect(await ok('facets/?keywords=zebra&province=Gauteng')).toMatchObject({
      total_results: EXACT_TOTAL_UP_TO,
      total_relation: 'eq',
      approximate: false,
      province: [{ value: 'Gauteng', count: EXACT_TOTAL_UP_TO }],
    });
  });

  it('counts exactly past the cap when the sample would hold too few matches or the whole table', async () => {
    const zebras = filtersOf(documentsQuery.parse({ keywords: 'zebra' }));
    const tooFew = { pages: sample.pages, minMatches: ZEBRAS };
    expect(await searchFacetCounts(t.database.db, zebras, false, tooFew)).toMatchObject({
      approximate: false,
    });
    const whole = { pages: tablePages, minMatches: 1 };
    expect(await searchFacetCounts(t.database.db, zebras, false, whole)).toMatchObject({
      approximate: false,
    });
  });
});

describe('API document', () => {
  it('documents whether the facets are approximate', async () => {
    const paths = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json().paths;
    const answer = paths['/api/v1/documents/facets/'].get.responses['200'].content['application/json'].schema;
    expect(answer.properties.approximate).toMatchObject({ type: 'boolean' });
    expect(answer.properties.approximate.description).toMatch(/estimated from a random sample/);
    expect(answer.required).toContain('approximate');
  });

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
