import { searchTerm, splitKeywords } from '@workbench/contract/keywords';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertEvents } from '../events';
import { createTestApp, type TestApp } from '../testing/app';
import { testEvent } from '../testing/events';
import { signedInUser } from '../testing/users';

let t: TestApp;
let user: { headers: { authorization: string } };

beforeAll(async () => {
  t = await createTestApp();
  await insertEvents(t.database.db, [
    testEvent(1, {
      title: 'Stock theft on a farm',
      summary: 'Forty cattle were taken from a kraal.',
      date: '2024-01-10',
    }),
    testEvent(2, {
      title: 'Filling station robbed',
      context: 'The stock of the shop was untouched; the theft was of cash.',
      date: '2024-02-10',
    }),
    testEvent(3, { title: 'Cable theft in Soweto', context: 'Copper cable was cut.', date: '2024-03-10' }),
    testEvent(4, {
      title: 'Murder in Durban',
      context: 'A man was shot. Separately, stock theft was reported and a theft of stock goods.',
      date: '2024-04-10',
    }),
  ]);
  user = await signedInUser(t.app, 'syntax@example.org');
});
afterAll(() => t.close());

const search = (keywords: string, path = '') =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1/documents/${path}?keywords=${encodeURIComponent(keywords)}&sort=oldest`,
    headers: user.headers,
  });
async function titles(keywords: string) {
  const res = await search(keywords);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().documents as { title: string }[]).map((d) => d.title);
}

describe('splitting keywords', () => {
  it('keeps quoted phrases whole and tidied, with or without a minus', () => {
    expect(splitKeywords(['"stock  theft", murder -"cable theft" -drugs'])).toEqual([
      '"stock theft"',
      'murder',
      '-"cable theft"',
      '-drugs',
    ]);
    expect(splitKeywords(['a,b  c', 'd'])).toEqual(['a', 'b', 'c', 'd']);
  });

  it('closes an unclosed quote at the end and drops empty quotes and lone minus signs', () => {
    expect(splitKeywords(['murder "stock theft'])).toEqual(['murder', '"stock theft"']);
    expect(splitKeywords(['"" - -"  " robbery'])).toEqual(['robbery']);
  });

  it('reads what each split keyword asks for', () => {
    expect(searchTerm('-"cable theft"')).toEqual({
      text: 'cable theft',
      phrase: true,
      exclude: true,
      keyword: '-"cable theft"',
    });
    expect(searchTerm('murder')).toMatchObject({ text: 'murder', phrase: false, exclude: false });
    expect(searchTerm('-')).toMatchObject({ text: '-', exclude: false });
    expect(searchTerm('re-arrested')).toMatchObject({ exclude: false });
  });
});

describe('quoted phrases', () => {
  it('match the words next to each other in that order, where plain words match them anywhere', async () => {
    expect(await titles('"stock theft"')).toEqual(['Stock theft on a farm', 'Murder in Durban']);
    expect(await titles('stock theft')).toEqual([
      'Stock theft on a farm',
      'Filling station robbed',
      'Cable theft in Soweto',
      'Murder in Durban',
    ]);
    expect(await titles('"theft stock"')).toEqual([]);
    expect(await titles('"theft of stock"')).toEqual(['Murder in Durban']);
  });

  it('OR with other keywords and are named as written among what an event matched', async () => {
    const res = await search('"stock theft" cable');
    expect(
      res.json().documents.map((d: { title: string; keywords: string[] }) => [d.title, d.keywords]),
    ).toEqual([
      ['Stock theft on a farm', ['"stock theft"']],
      ['Cable theft in Soweto', ['cable']],
      ['Murder in Durban', ['"stock theft"']],
    ]);
  });

  it('of stop words only match nothing and do not fail', async () => {
    expect(await titles('"the of"')).toEqual([]);
    expect(await titles('"the of" murder')).toEqual(['Murder in Durban']);
    expect(await titles('theft -"the of"')).toHaveLength(4);
  });

  it('follow an edited release', async () => {
    await t.database.db.execute(
      sql`update events set context = 'Cattle: stock theft again.' where title = 'Filling station robbed'`,
    );
    expect(await titles('"stock theft"')).toContain('Filling station robbed');
    await t.database.db.execute(
      sql`update events set context = 'The stock of the shop was untouched; the theft was of cash.' where title = 'Filling station robbed'`,
    );
    expect(await titles('"stock theft"')).not.toContain('Filling station robbed');
  });
});

describe('left-out words', () => {
  it('remove the events that have a word or a phrase', async () => {
    expect(await titles('theft -stock')).toEqual(['Cable theft in Soweto']);
    expect(await titles('theft -"stock theft"')).toEqual(['Filling station robbed', 'Cable theft in Soweto']);
    expect(await titles('theft -copper -murder')).toEqual([
      'Stock theft on a farm',
      'Filling station robbed',
    ]);
    expect(await titles('"stock theft" -kraal')).toEqual(['Murder in Durban']);
  });

  it('apply to facets and select all too', async () => {
    expect((await search('theft -stock', 'facets/')).json().total_results).toBe(1);
    expect((await search('theft -"stock theft"', 'ids/')).json()).toMatchObject({
      total_results: 2,
      truncated: false,
    });
  });

  it.each(['', 'facets/', 'ids/'])('alone are a 422 on /documents/%s', async (path) => {
    for (const keywords of ['-murder', '-murder -"stock theft"']) {
      const res = await search(keywords, path);
      expect(res.statusCode).toBe(422);
      expect(res.json().detail).toBe(
        'keywords: add at least one word to search for, not only words to leave out',
      );
    }
  });
});
