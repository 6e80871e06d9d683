import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertEvents, type NewEvent } from '../events';
import { createTestApp, type TestApp } from '../testing/app';
import { testEvent } from '../testing/events';

let t: TestApp;
let token: string;

const event = testEvent;

const corpus: NewEvent[] = [
  event(1, {
    title: 'Suspects arrested after vehicle hijacked in Soweto',
    date: '2024-03-10',
    location: 'Soweto, Johannesburg',
    town: 'Soweto',
    province: 'Gauteng',
    crime_committed: 'Carjacking',
    summary: 'Two men were arrested after a Toyota was hijacked in Soweto.',
    published_date: '2024-03-11',
    evidence: { location: 'in Soweto' },
  }),
  event(2, {
    title: 'Murder suspect sought in Khayelitsha',
    date: '2023-07-02',
    location: 'Khayelitsha, Cape Town',
    town: 'Khayelitsha',
    province: 'Western Cape',
    crime_committed: 'Murder',
    summary: 'Police appeal for information after a man was shot dead.',
    published_date: '2023-07-03',
  }),
  event(3, {
    title: 'Business robbery at a spaza shop',
    date: null,
    location: 'Mthatha',
    town: 'Mthatha',
    province: 'Eastern Cape',
    crime_committed: 'Business robbery',
    summary: 'Armed men robbed a spaza shop owner.',
    published_date: '2022-05-20',
  }),
  event(4, {
    title: 'Community meeting on safety',
    location: 'Polokwane',
    town: 'Polokwane',
    province: 'Limpopo',
    summary: 'Station commander meets residents.',
    context: 'Residents raised concerns about robberies and a hijacking on the N1.',
    date: '2024-11-01',
    published_date: '2024-11-02',
  }),
  event(5, {
    title: 'Hijacking and murder: two cases in Durban',
    date: '2025-01-15',
    location: 'Durban',
    town: 'Durban',
    municipality: 'eThekwini',
    province: 'KwaZulu-Natal',
    crime_committed: 'Carjacking, Murder',
    summary: 'A hijacking ended with a murder.',
    published_date: '2025-01-16',
  }),
  event(6, {
    title: '100% of 50_50 "quoted" cases',
    location: '50% Town_Name',
    town: '50% Town_Name',
    province: 'Free State',
    summary: 'Odd characters.',
    published_date: '2021-01-01',
  }),
];

beforeAll(async () => {
  t = await createTestApp();
  await insertEvents(t.database.db, corpus);
  const password = 'search password';
  await t.app.inject({
    method: 'POST',
    url: '/api/v1/signup',
    payload: { email: 'searcher@example.org', password, re_password: password, full_name: 'Searcher' },
  });
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/v1/login/access-token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `username=searcher%40example.org&password=${encodeURIComponent(password)}`,
  });
  token = login.json().access_token;
});
afterAll(() => t.close());

async function search(query: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/documents/?${query}`,
    headers: { authorization: `Bearer ${token}` },
  });
  return res;
}
const titles = async (query: string) => {
  const res = await search(query);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().documents as { title: string }[]).map((d) => d.title);
};

describe('GET /documents/', () => {
  it('needs a signed-in user', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/documents/?keywords=murder' });
    expect(res.statusCode).toBe(401);
  });

  it('matches with English stemming and reports which keywords each document matched', async () => {
    const res = await search('keywords=hijack');
    const body = res.json();
    expect(body.total_results).toBe(3);
    expect(body.documents.map((d: { id: number }) => d.id).sort()).toHaveLength(3);
    for (const doc of body.documents) expect(doc.keywords).toEqual(['hijack']);
    const robberies = await titles('keywords=robberies');
    expect(robberies).toContain('Business robbery at a spaza shop');
  });

  it('ORs repeated keywords and splits each on commas and whitespace', async () => {
    const res = await search('keywords=murder,%20%20hijacked&keywords=spaza');
    const body = res.json();
    expect(body.total_results).toBe(5);
    const durban = body.documents.find((d: { title: string }) => d.title.startsWith('Hijacking and murder'));
    expect(durban.keywords).toEqual(['murder', 'hijacked']);
    const spaza = body.documents.find((d: { title: string }) => d.title.startsWith('Business robbery'));
    expect(spaza.keywords).toEqual(['spaza']);
  });

  it('ranks by relevance, then newest', async () => {
    const list = await titles('keywords=hijacking');
    // Title and summary matches outrank a mention in the release text alone.
    expect(list.at(-1)).toBe('Community meeting on safety');
    expect(list[0]).toBe('Hijacking and murder: two cases in Durban');
  });

  it('returns the spec fields with dates as yyyy-MM-dd', async () => {
    const res = await search('keywords=soweto');
    expect(res.json().documents[0]).toEqual({
      id: expect.any(Number),
      event_id: expect.any(Number),
      title: 'Suspects arrested after vehicle hijacked in Soweto',
      date: '2024-03-10',
      location: 'Soweto, Johannesburg',
      province: 'Gauteng',
      municipality: null,
      police_station: null,
      incident_month: null,
      crime_committed: 'Carjacking',
      summary: 'Two men were arrested after a Toyota was hijacked in Soweto.',
      context: 'Text of release 1.',
      published_date: '2024-03-11',
      source_url: 'https://demo.invalid/press-releases/test/1',
      is_demo: true,
      suspects_arrested: null,
      suspect_ages: [],
      victims: { count: null, female: null, male: null, ages: [] },
      victims_killed: null,
      victims_injured: null,
      victims_children: null,
      victims_police: null,
      suspects_female: null,
      suspects_male: null,
      relationship: null,
      arrest_made: null,
      outcome: null,
      sentence: null,
      evidence: { location: 'in Soweto' },
      incident_id: null,
      step: 'arrest',
      duplicate_of: null,
      incident_size: 1,
      keywords: ['soweto'],
    });
  });

  it('filters by location on the municipality too', async () => {
    expect(await titles('keywords=hijack&location=ethekwini')).toEqual([
      'Hijacking and murder: two cases in Durban',
    ]);
  });

  it('filters by location on place, town or province, ignoring case', async () => {
    expect(await titles('keywords=hijack&location=SOWETO')).toEqual([
      'Suspects arrested after vehicle hijacked in Soweto',
    ]);
    expect(await titles('keywords=murder&location=western%20cape')).toEqual([
      'Murder suspect sought in Khayelitsha',
    ]);
    expect(await titles('keywords=hijack&location=johannesburg')).toHaveLength(1);
    expect(await titles('keywords=hijack&location=Pretoria')).toEqual([]);
  });

  it('filters by date range on the event date, or the publication date when it is unknown', async () => {
    expect(await titles('keywords=murder&keywords=hijack&start_date=2024-01-01&end_date=2024-12-31')).toEqual(
      ['Suspects arrested after vehicle hijacked in Soweto', 'Community meeting on safety'],
    );
    expect(await titles('keywords=robbery&start_date=2022-05-20&end_date=2022-05-20')).toEqual([
      'Business robbery at a spaza shop',
    ]);
    expect(await titles('keywords=murder&start_date=2025-01-01')).toEqual([
      'Hijacking and murder: two cases in Durban',
    ]);
    expect(await titles('keywords=murder&end_date=2023-12-31')).toEqual([
      'Murder suspect sought in Khayelitsha',
    ]);
  });

  it('pages through results and keeps the total past the last page', async () => {
    const first = (await search('keywords=hijack&keywords=murder&keywords=robbery&page_size=2')).json();
    const second = (
      await search('keywords=hijack&keywords=murder&keywords=robbery&page_size=2&page=2')
    ).json();
    const beyond = (
      await search('keywords=hijack&keywords=murder&keywords=robbery&page_size=2&page=9')
    ).json();
    expect(first.total_results).toBe(5);
    expect(first.documents).toHaveLength(2);
    expect(second.documents).toHaveLength(2);
    const ids = [...first.documents, ...second.documents].map((d: { id: number }) => d.id);
    expect(new Set(ids).size).toBe(4);
    expect(beyond).toEqual({ documents: [], total_results: 5, total_relation: 'eq' });
  });

  it('sends list pages compressed to clients that accept it', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/documents/?keywords=hijack&keywords=murder&keywords=robbery',
      headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    const body = gunzipSync(res.rawPayload).toString('utf8');
    expect(JSON.parse(body).total_results).toBe(5);
    expect(res.rawPayload.length).toBeLessThan(body.length / 2);
  });

  it('answers no match with an empty list', async () => {
    const none = { documents: [], total_results: 0, total_relation: 'eq' };
    expect((await search('keywords=xylophone')).json()).toEqual(none);
    expect((await search('keywords=the')).json()).toEqual(none);
  });

  it.each([
    ['keywords=murder&start_date=2024-13-01', 'start_date: is not a real calendar date'],
    ['keywords=murder&start_date=01/02/2024', 'start_date: must be a date as yyyy-MM-dd'],
    ['keywords=murder&end_date=2023-02-30', 'end_date: is not a real calendar date'],
    ['keywords=murder&start_date=2024-02-01&end_date=2024-01-01', 'start_date must not be after end_date'],
    ['keywords=murder&page_size=101', 'page_size: must be at most 100'],
    ['keywords=murder&page=0', 'page: must be 1 or more'],
    ['keywords=%20,%20', 'keywords: at least one keyword is required'],
    ['location=Durban', 'keywords'],
    [`keywords=${'a'.repeat(101)}`, 'each keyword must be at most 100 characters'],
  ])('refuses %s with a readable 422', async (query, detail) => {
    const res = await search(query);
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toContain(detail);
  });

  it.each([
    "'; drop table events; --",
    '!!&&||():*<->',
    'a:* | b & !c',
    '\\',
    '"unbalanced',
    '%00null%01byte',
    '🚓 polisie ñ',
    '$$ $1 ::text',
  ])('keeps hostile keyword text harmless: %s', async (keyword) => {
    const res = await search(
      `keywords=${encodeURIComponent(keyword)}&location=${encodeURIComponent(keyword)}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveProperty('total_results');
  });

  it('finds an edited event by its new words only, and forgets a deleted one', async () => {
    await t.database.db.execute(
      sql`update events set summary = 'A zebra was stolen from a farm.' where title = 'Community meeting on safety'`,
    );
    expect(await titles('keywords=zebra')).toEqual(['Community meeting on safety']);
    expect(await titles('keywords=commander')).toEqual([]);
    await t.database.db.execute(sql`delete from events where title = 'Community meeting on safety'`);
    expect(await titles('keywords=zebra')).toEqual([]);
  });

  it('treats % and _ in a location literally', async () => {
    expect(await titles('keywords=quoted&location=50%25%20Town_')).toEqual(['100% of 50_50 "quoted" cases']);
    expect(await titles('keywords=robbery&location=%25')).toEqual([]);
    expect(await titles('keywords=robbery&location=_')).toEqual([]);
  });
});
