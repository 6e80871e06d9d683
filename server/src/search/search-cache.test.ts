import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertEvents } from '../events';
import { createTestApp, type TestApp } from '../testing/app';
import { testEvent } from '../testing/events';
import { signedInUser } from '../testing/users';
import { searchCache } from './search-cache';

describe('searchCache', () => {
  it('gives the same answer for a key until it expires, then computes it again', async () => {
    let clock = 1_000;
    const cache = searchCache(5_000, () => clock);
    let runs = 0;
    const compute = async () => ++runs;
    expect(await cache.get('a', compute)).toBe(1);
    clock += 4_999;
    expect(await cache.get('a', compute)).toBe(1);
    expect(await cache.get('b', compute)).toBe(2);
    clock += 1;
    expect(await cache.get('a', compute)).toBe(3);
  });

  it('runs a search once for the requests that ask for it while it runs', async () => {
    const cache = searchCache(5_000);
    let runs = 0;
    let finish: (value: number) => void = () => undefined;
    const compute = () => {
      runs += 1;
      return new Promise<number>((resolve) => {
        finish = resolve;
      });
    };
    const first = cache.get('a', compute);
    const second = cache.get('a', compute);
    finish(42);
    expect(await Promise.all([first, second])).toEqual([42, 42]);
    expect(runs).toBe(1);
  });

  it('forgets a failed search before its callers hear of it, so a retry runs it again', async () => {
    const cache = searchCache(5_000);
    let runs = 0;
    const failing = async () => {
      runs += 1;
      throw new Error('replica gone');
    };
    await expect(cache.get('a', failing)).rejects.toThrow('replica gone');
    expect(await cache.get('a', async () => 'from the primary')).toBe('from the primary');
    expect(runs).toBe(1);
  });

  it('keeps nothing when turned off (0 ms)', async () => {
    const cache = searchCache(0);
    let runs = 0;
    const compute = async () => ++runs;
    await cache.get('a', compute);
    await cache.get('a', compute);
    expect(runs).toBe(2);
  });
});

describe('search answers through the app, with the cache on', () => {
  let t: TestApp;
  let user: { headers: { authorization: string } };
  beforeAll(async () => {
    t = await createTestApp({ env: { SEARCH_CACHE_MS: '60000' } });
    await insertEvents(t.database.db, [testEvent(1, { title: 'Gemsbok stolen from a farm' })]);
    user = await signedInUser(t.app, 'cache@example.org');
  });
  afterAll(() => t.close());

  const get = async (path: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/documents/${path}`,
      headers: user.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  it('shows events this process stores at once, in the page, the facets and select all', async () => {
    expect((await get('?keywords=gemsbok')).total_results).toBe(1);
    expect((await get('facets/?keywords=gemsbok')).total_results).toBe(1);
    expect((await get('ids/?keywords=gemsbok')).ids).toHaveLength(1);
    await insertEvents(t.database.db, [testEvent(2, { title: 'Second gemsbok stolen' })]);
    const page = await get('?keywords=gemsbok');
    expect(page.total_results).toBe(2);
    expect(page.documents).toHaveLength(2);
    expect((await get('facets/?keywords=gemsbok')).total_results).toBe(2);
    expect((await get('ids/?keywords=gemsbok')).ids).toHaveLength(2);
  });

  it('answers each search as asked: other sorts, pages and filters are other answers', async () => {
    const newest = await get('?keywords=gemsbok&sort=newest');
    const oldest = await get('?keywords=gemsbok&sort=oldest');
    expect(newest.documents.map((e: { id: number }) => e.id)).toEqual(
      [...oldest.documents.map((e: { id: number }) => e.id)].reverse(),
    );
    expect((await get('?keywords=gemsbok&page=2&page_size=1')).documents).toHaveLength(1);
    expect((await get('?keywords=gemsbok&province=Nowhere')).total_results).toBe(0);
  });
});
