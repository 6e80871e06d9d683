import { like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../db/schema';
import { insertEvents, type NewEvent } from '../events';
import { createTestApp, type TestApp } from '../testing/app';
import { testEvent } from '../testing/events';
import { signedInUser } from '../testing/users';
import { everyMonth } from './search.presenter';

let t: TestApp;
let user: { headers: { authorization: string } };

// Six theft releases over four provinces; B has no event date and counts on its publication date;
// A and F share a date, so the id decides their order.
const corpus: NewEvent[] = [
  testEvent(1, {
    title: 'Stock theft on a farm near Bloemfontein',
    date: '2024-01-15',
    province: 'Free State',
    municipality: 'Mangaung',
    crime_committed: 'Stock theft',
  }),
  testEvent(2, {
    title: 'Vehicle theft at a filling station',
    context: 'The stock of the shop was untouched; the theft was of a bakkie.',
    date: null,
    published_date: '2024-03-02',
    province: 'Gauteng',
    crime_committed: 'Theft of motor vehicle',
  }),
  testEvent(3, {
    title: 'Cable theft and robbery in Soweto',
    date: '2023-11-30',
    province: 'Gauteng',
    municipality: 'City of Johannesburg',
    crime_committed: 'Cable and copper theft, Robbery',
  }),
  testEvent(4, {
    title: 'Murder and stock theft in Durban',
    date: '2024-03-20',
    province: 'KwaZulu-Natal',
    municipality: 'eThekwini',
    crime_committed: 'Murder, Stock theft',
  }),
  testEvent(5, {
    title: 'Drug bust on the N1',
    date: null,
    published_date: '2024-03-01',
    province: 'Gauteng',
    crime_committed: 'Dealing in drugs',
  }),
  testEvent(6, { title: 'Theft at a school', date: '2024-01-15', crime_committed: 'Theft' }),
  testEvent(7, { title: 'Car hijacked at a robot', date: '2022-05-05', crime_committed: 'Carjacking' }),
  testEvent(8, { title: 'Truck hijacked on the N3', date: '2022-06-06', crime_committed: 'Truck hijacking' }),
  testEvent(9, { title: 'Armed robbery at a tavern', date: '2022-07-07', crime_committed: 'Armed robbery' }),
];
let ids: number[];

beforeAll(async () => {
  t = await createTestApp();
  await insertEvents(t.database.db, corpus);
  const rows = await t.database.db.select({ id: events.id }).from(events).orderBy(events.id);
  ids = rows.map((row) => row.id);
  user = await signedInUser(t.app, 'facets@example.org');
});
afterAll(() => t.close());

const get = (path: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1/documents/${path}`, headers: user.headers });
async function ok(path: string) {
  const res = await get(path);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const titles = async (query: string) =>
  ((await ok(`?${query}`)).documents as { title: string }[]).map((d) => d.title);
/** The ids of corpus releases, 1-based as they are numbered above. */
const release = (...numbers: number[]) => numbers.map((n) => ids[n - 1]);

describe('GET /documents/facets/', () => {
  it('counts the matching events per province, crime, municipality, year and month', async () => {
    expect(await ok('facets/?keywords=theft')).toEqual({
      total_results: 5,
      total_relation: 'eq',
      approximate: false,
      province: [
        { value: 'Gauteng', count: 2 },
        { value: 'Free State', count: 1 },
        { value: 'KwaZulu-Natal', count: 1 },
      ],
      crime: [
        { value: 'Stock theft', count: 2 },
        { value: 'Cable and copper theft', count: 1 },
        { value: 'Murder', count: 1 },
        { value: 'Robbery', count: 1 },
        { value: 'Theft', count: 1 },
        { value: 'Theft of motor vehicle', count: 1 },
      ],
      municipality: [
        { value: 'City of Johannesburg', count: 1 },
        { value: 'Mangaung', count: 1 },
        { value: 'eThekwini', count: 1 },
      ],
      year: [
        { value: '2023', count: 1 },
        { value: '2024', count: 4 },
      ],
      month: [
        { value: '2023-11', count: 1 },
        { value: '2023-12', count: 0 },
        { value: '2024-01', count: 2 },
        { value: '2024-02', count: 0 },
        { value: '2024-03', count: 2 },
      ],
    });
  });

  it('counts only what the filters leave, and is empty when nothing matches', async () => {
    const gauteng = await ok('facets/?keywords=theft&province=Gauteng&page=3&page_size=1');
    expect(gauteng.total_results).toBe(2);
    expect(gauteng.province).toEqual([{ value: 'Gauteng', count: 2 }]);
    expect(gauteng.month).toEqual([
      { value: '2023-11', count: 1 },
      { value: '2023-12', count: 0 },
      { value: '2024-01', count: 0 },
      { value: '2024-02', count: 0 },
      { value: '2024-03', count: 1 },
    ]);
    expect(await ok('facets/?keywords=xylophone')).toEqual({
      total_results: 0,
      total_relation: 'eq',
      approximate: false,
      province: [],
      crime: [],
      municipality: [],
      year: [],
      month: [],
    });
  });

  it('fills months across a year end and over several years', () => {
    expect(
      everyMonth([
        { value: '2022-11', count: 3 },
        { value: '2024-01', count: 1 },
      ]).map((m) => m.value),
    ).toEqual([
      '2022-11',
      '2022-12',
      ...Array.from({ length: 12 }, (_, i) => `2023-${String(i + 1).padStart(2, '0')}`),
      '2024-01',
    ]);
  });

  it('follows an edited event', async () => {
    await t.database.db.execute(
      sql`update events set province = 'Limpopo', crime_committed = 'Arson' where id = ${release(6)[0]}`,
    );
    const facets = await ok('facets/?keywords=theft');
    expect(facets.province).toContainEqual({ value: 'Limpopo', count: 1 });
    expect(facets.crime).toContainEqual({ value: 'Arson', count: 1 });
    expect(facets.crime).not.toContainEqual({ value: 'Theft', count: 1 });
    await t.database.db.execute(
      sql`update events set province = null, crime_committed = 'Theft' where id = ${release(6)[0]}`,
    );
  });
});

describe('facet filters', () => {
  it('ORs the values of one facet and ANDs the facets with each other and the rest', async () => {
    expect(await titles('keywords=theft&province=Gauteng&province=Free%20State&sort=oldest')).toEqual([
      'Cable theft and robbery in Soweto',
      'Stock theft on a farm near Bloemfontein',
      'Vehicle theft at a filling station',
    ]);
    expect(await titles('keywords=theft&province=Gauteng&province=Free%20State&crime=Stock%20theft')).toEqual(
      ['Stock theft on a farm near Bloemfontein'],
    );
    expect(await titles('keywords=theft&crime=Robbery&crime=Murder&sort=oldest')).toEqual([
      'Cable theft and robbery in Soweto',
      'Murder and stock theft in Durban',
    ]);
    expect(await titles('keywords=theft&municipality=eThekwini&municipality=Mangaung&sort=newest')).toEqual([
      'Murder and stock theft in Durban',
      'Stock theft on a farm near Bloemfontein',
    ]);
    expect(await titles('keywords=theft&crime=Stock%20theft&start_date=2024-02-01')).toEqual([
      'Murder and stock theft in Durban',
    ]);
  });

  it('takes a crime family for its categories, but a category spelled exactly for itself alone', async () => {
    expect(await titles('keywords=hijacked&crime=hijacking&sort=oldest')).toEqual([
      'Car hijacked at a robot',
      'Truck hijacked on the N3',
    ]);
    expect(await titles('keywords=robbery&crime=robbery&sort=oldest')).toEqual([
      'Armed robbery at a tavern',
      'Cable theft and robbery in Soweto',
    ]);
    expect(await titles('keywords=robbery&crime=Robbery')).toEqual(['Cable theft and robbery in Soweto']);
    expect(await titles('keywords=robbery&crime=armed%20ROBBERY')).toEqual(['Armed robbery at a tavern']);
  });

  it('matches nothing for an unknown value, and values exactly', async () => {
    expect(await titles('keywords=theft&province=Atlantis')).toEqual([]);
    expect(await titles('keywords=theft&province=gauteng')).toEqual([]);
    expect(await titles('keywords=theft&crime=Stock')).toEqual([]);
  });

  it('keeps hostile values harmless', async () => {
    const nul = await get('ids/?keywords=theft&province=%00null');
    expect(nul.statusCode).toBe(422);
    expect(nul.json().detail).toBe('province: must not contain control characters');
    for (const value of ["'; drop table events; --", '%25', '\\', '%F0%9F%9A%93']) {
      for (const path of ['', 'facets/', 'ids/']) {
        const res = await get(
          `${path}?keywords=theft&province=${value}&crime=${value}&municipality=${value}`,
        );
        expect(res.statusCode, `${path} ${value}: ${res.body}`).toBe(200);
        expect(res.json().total_results).toBe(0);
      }
    }
  });

  it('filters facets and select all the same way', async () => {
    expect((await ok('facets/?keywords=theft&crime=Stock%20theft')).total_results).toBe(2);
    expect(await ok('ids/?keywords=theft&crime=Stock%20theft&sort=oldest')).toEqual({
      ids: release(1, 4),
      total_results: 2,
      total_relation: 'eq',
      truncated: false,
    });
  });
});

describe('sort', () => {
  it('orders by the event date, or the publication date without one, the id breaking ties', async () => {
    const newest = [
      'Murder and stock theft in Durban',
      'Vehicle theft at a filling station',
      'Theft at a school',
      'Stock theft on a farm near Bloemfontein',
      'Cable theft and robbery in Soweto',
    ];
    expect(await titles('keywords=theft&sort=newest')).toEqual(newest);
    expect(await titles('keywords=theft&sort=oldest')).toEqual([...newest].reverse());
    expect((await ok('ids/?keywords=theft&sort=newest')).ids).toEqual(release(4, 2, 6, 1, 3));
  });

  it('pages a sorted list without gaps or repeats', async () => {
    const pages = await Promise.all(
      [1, 2, 3].map((page) => titles(`keywords=theft&sort=oldest&page_size=2&page=${page}`)),
    );
    expect(pages.flat()).toEqual(await titles('keywords=theft&sort=oldest'));
  });

  // A date-sorted page and its total are two statements (the page alone can stop early on the date
  // index); the total must still count every match, on every page and past the last.
  it('gives a date-sorted page the total of the whole search, past the last page too', async () => {
    const second = await ok('?keywords=theft&sort=newest&page_size=2&page=2');
    expect(second.total_results).toBe(5);
    expect(second.documents.map((d: { id: number }) => d.id)).toEqual(release(6, 1));
    expect(await ok('?keywords=theft&sort=oldest&page_size=2&page=9')).toMatchObject({
      total_results: 5,
      documents: [],
    });
    expect(await ok('ids/?keywords=theft&sort=oldest')).toMatchObject({ total_results: 5, truncated: false });
  });

  it('ranks by relevance by default, with the same ids order as the page', async () => {
    const page = (await ok('?keywords=stock')).documents.map((d: { id: number }) => d.id);
    expect(await ok('?keywords=stock&sort=relevance')).toMatchObject({ total_results: page.length });
    expect((await ok('ids/?keywords=stock')).ids).toEqual(page);
  });
});

describe('GET /documents/ids/', () => {
  it('stops at 1,000 ids in the order of the sort and says it did', async () => {
    const many = Array.from({ length: 1005 }, (_, i) =>
      testEvent(1000 + i, {
        title: `Zebra count ${i}`,
        date: `2020-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`,
      }),
    );
    await insertEvents(t.database.db, many);
    const stored = await t.database.db
      .select({ id: events.id, effective: sql<string>`${events.date}` })
      .from(events)
      .where(like(events.title, 'Zebra count %'));
    const oldestFirst = stored
      .sort((a, b) => (a.effective === b.effective ? a.id - b.id : a.effective < b.effective ? -1 : 1))
      .map((row) => row.id);

    const body = await ok('ids/?keywords=zebra&sort=oldest');
    expect(body.total_results).toBe(1005);
    expect(body.truncated).toBe(true);
    expect(body.ids).toEqual(oldestFirst.slice(0, 1000));
    const newest = await ok('ids/?keywords=zebra&sort=newest');
    expect(newest.ids).toEqual([...oldestFirst].reverse().slice(0, 1000));
    expect(await ok('ids/?keywords=zebra&start_date=2020-02-01')).toMatchObject({ truncated: false });
  });
});

describe('API document', () => {
  it('lists the three search calls with the same parameters and their answers', async () => {
    const paths = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json().paths;
    for (const path of ['/api/v1/documents/', '/api/v1/documents/facets/', '/api/v1/documents/ids/']) {
      const names = paths[path].get.parameters.map((p: { name: string }) => p.name);
      expect(names).toEqual(
        expect.arrayContaining(['keywords', 'province', 'crime', 'municipality', 'sort']),
      );
    }
    const facets = paths['/api/v1/documents/facets/'].get.responses['200'].content['application/json'].schema;
    expect(Object.keys(facets.properties)).toEqual([
      'total_results',
      'total_relation',
      'approximate',
      'province',
      'crime',
      'municipality',
      'year',
      'month',
    ]);
    const ids = paths['/api/v1/documents/ids/'].get.responses['200'].content['application/json'].schema;
    expect(Object.keys(ids.properties)).toEqual(['ids', 'total_results', 'total_relation', 'truncated']);
  });
});

describe('who may ask and what is refused', () => {
  it.each(['facets/', 'ids/'])('%s needs a signed-in user', async (path) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/documents/${path}?keywords=theft` });
    expect(res.statusCode).toBe(401);
  });

  const tooMany = Array.from({ length: 21 }, (_, i) => `province=P${i}`).join('&');
  it.each([
    ['', `keywords=theft&${tooMany}`, 'province: at most 20 values'],
    [
      'facets/',
      `keywords=theft&crime=${'x'.repeat(201)}`,
      'crime.0: each value must be at most 200 characters',
    ],
    ['ids/', `keywords=theft&${tooMany.replaceAll('province', 'municipality')}`, 'municipality: at most 20'],
    ['', 'keywords=theft&sort=popular', 'sort: must be one of relevance, newest, oldest'],
    ['ids/', 'keywords=theft&sort=', 'sort: must be one of relevance, newest, oldest'],
    ['facets/', 'province=Gauteng', 'keywords'],
    ['facets/', 'keywords=theft&start_date=2024-02-30', 'start_date: is not a real calendar date'],
  ])('/documents/%s?%s is a 422 naming the problem', async (path, query, detail) => {
    const res = await get(`${path}?${query}`);
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toContain(detail);
  });
});
