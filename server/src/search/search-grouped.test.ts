import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/rows';
import { insertEvents } from '../events';
import { createTestApp, type TestApp } from '../testing/app';
import { testEvent } from '../testing/events';
import { callApi, signedInUser } from '../testing/users';

let t: TestApp;
let reader: { headers: { authorization: string } };

/**
 * One murder case told three times (the killing, the arrest, the sentence) and republished once, and a
 * murder on its own. Linking is written straight to the events, as ingest's linker writes it, so the
 * search's copy of each row follows through the trigger.
 */
const CASE = {
  killing: testEvent(1, {
    title: 'Taxi owner shot dead in Umlazi',
    crime_committed: 'Murder',
    date: '2024-01-10',
    province: 'KwaZulu-Natal',
  }),
  arrest: testEvent(2, {
    title: 'Man arrested for the murder of the Umlazi taxi owner',
    crime_committed: 'Murder',
    date: '2024-02-01',
    province: 'KwaZulu-Natal',
  }),
  copy: testEvent(3, {
    title: 'Man arrested for the murder of the Umlazi taxi owner',
    crime_committed: 'Murder',
    date: '2024-02-01',
    province: 'KwaZulu-Natal',
    source_url: 'https://news.example.invalid/umlazi-arrest',
  }),
  sentence: testEvent(4, {
    title: 'Life sentence for the Umlazi taxi owner murder',
    crime_committed: 'Murder',
    date: '2025-03-01',
    province: 'KwaZulu-Natal',
  }),
  alone: testEvent(5, {
    title: 'Woman found murdered in Ladysmith',
    crime_committed: 'Murder',
    date: '2024-06-15',
    province: 'KwaZulu-Natal',
  }),
};
const id: Record<keyof typeof CASE, number> = { killing: 0, arrest: 0, copy: 0, sentence: 0, alone: 0 };

const search = async (query: string) => {
  const res = await callApi(t.app, 'GET', `/documents/${query}`, reader);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const titlesOf = (body: { documents: { id: number }[] }) => body.documents.map((doc) => doc.id);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const names = Object.keys(CASE) as (keyof typeof CASE)[];
  await insertEvents(
    db,
    names.map((name) => CASE[name]),
  );
  const stored = await queryRows<{ id: number; source_url: string }>(
    db,
    sql`select id, source_url from events`,
  );
  for (const name of names)
    id[name] = stored.find((row) => row.source_url === CASE[name].source_url)?.id ?? 0;
  const [incident] = await queryRows<{ id: number }>(
    db,
    sql`insert into incidents default values returning id`,
  );
  await db.execute(
    sql`update events set incident_id = ${incident?.id} where id in (${id.killing}, ${id.arrest}, ${id.copy}, ${id.sentence})`,
  );
  await db.execute(sql`update events set duplicate_of = ${id.arrest} where id = ${id.copy}`);
  reader = await signedInUser(t.app, 'grouped@example.org');
});
afterAll(() => t.close());

describe('search grouped by incident', () => {
  it('leaves republished copies out by default and returns them when asked', async () => {
    const plain = await search('?keywords=murder&sort=oldest');
    expect(titlesOf(plain)).toEqual([id.killing, id.arrest, id.alone, id.sentence]);
    expect(plain.total_results).toBe(4);
    const all = await search('?keywords=murder&sort=oldest&include_copies=true');
    expect(titlesOf(all)).toEqual([id.killing, id.arrest, id.copy, id.alone, id.sentence]);
    expect(all.total_results).toBe(5);
  });

  it('gives each result the size of its case, 1 for a release alone', async () => {
    const body = await search('?keywords=murder&sort=oldest');
    const sizes = Object.fromEntries(
      body.documents.map((doc: { id: number; incident_size: number }) => [doc.id, doc.incident_size]),
    );
    expect(sizes).toEqual({ [id.killing]: 4, [id.arrest]: 4, [id.alone]: 1, [id.sentence]: 4 });
  });

  it('returns one row per incident, its newest release, and counts incidents in the total, ids and facets', async () => {
    for (const sort of ['newest', 'oldest', 'relevance']) {
      const body = await search(`?keywords=murder&group=incident&sort=${sort}`);
      expect(new Set(titlesOf(body)), sort).toEqual(new Set([id.sentence, id.alone]));
      expect(body.total_results, sort).toBe(2);
    }
    const newest = await search('?keywords=murder&group=incident&sort=newest');
    expect(titlesOf(newest)).toEqual([id.sentence, id.alone]);
    const ids = await callApi(t.app, 'GET', '/documents/ids/?keywords=murder&group=incident', reader);
    expect(ids.json()).toMatchObject({ total_results: 2, truncated: false });
    expect(new Set(ids.json().ids)).toEqual(new Set([id.sentence, id.alone]));
    const facets = await callApi(t.app, 'GET', '/documents/facets/?keywords=murder&group=incident', reader);
    expect(facets.json().province).toEqual([{ value: 'KwaZulu-Natal', count: 2 }]);
    expect(facets.json().year).toEqual([
      { value: '2024', count: 1 },
      { value: '2025', count: 1 },
    ]);
  });

  it('stands a case for the newest of the releases the search matches, not of the whole case', async () => {
    const body = await search('?keywords=arrested&group=incident');
    expect(titlesOf(body)).toEqual([id.arrest]);
    expect(body.documents[0].incident_size).toBe(4);
    const beforeSentence = await search('?keywords=murder&group=incident&sort=newest&end_date=2024-12-31');
    expect(titlesOf(beforeSentence)).toEqual([id.alone, id.arrest]);
  });

  it('follows a release taken out of its incident at once', async () => {
    await t.database.db.execute(sql`update events set incident_id = null where id = ${id.killing}`);
    const body = await search('?keywords=murder&group=incident&sort=oldest');
    expect(titlesOf(body)).toEqual([id.killing, id.alone, id.sentence]);
    await t.database.db.execute(
      sql`update events set incident_id = (select incident_id from events where id = ${id.arrest}) where id = ${id.killing}`,
    );
  });

  it.each([
    ['?keywords=murder&group=case', 'group'],
    ['?keywords=murder&include_copies=yes', 'include_copies'],
  ])('refuses %s with a readable 422', async (query, field) => {
    const res = await callApi(t.app, 'GET', `/documents/${query}`, reader);
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toContain(field);
  });
});
