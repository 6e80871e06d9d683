import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/app';
import { callApi, signedInUser } from '../testing/users';
import { checkInput, MAX_INPUT_DEPTH } from './input-guard';

let t: TestApp;
let user: Awaited<ReturnType<typeof signedInUser>>;
let notebookId: number;

beforeAll(async () => {
  t = await createTestApp();
  user = await signedInUser(t.app, 'guard@example.org');
  notebookId = (await callApi(t.app, 'POST', '/notebooks/create', user, { title: 'Guarded' })).json().id;
});
afterAll(() => t.close());

const NUL = '\u0000';

/** The JSON of a body whose params nest `levels` deep, written out because JSON.stringify would overflow. */
const deeplyNestedBody = (levels: number) =>
  `{"title": "ok", "params": ${'{"a": '.repeat(levels)}{}${'}'.repeat(levels)}}`;

describe('bad input is a 422 with a clear detail, never a 500', () => {
  it.each([
    [
      'notebook title',
      'POST',
      '/notebooks/create',
      { title: `A${NUL}B` },
      'title: must not contain control characters',
    ],
    [
      'notebook description',
      'POST',
      '/notebooks/create',
      { title: 'ok', description: `x${NUL}` },
      'description: must not contain control characters',
    ],
    [
      'a params key',
      'POST',
      '/notebooks/create',
      { title: 'ok', params: { [`k${NUL}`]: 1 } },
      'params: a key must not contain control characters',
    ],
    [
      'a params value',
      'POST',
      '/notebooks/create',
      { title: 'ok', params: { k: ['fine', `bad${NUL}`] } },
      'params.k.1: must not contain control characters',
    ],
    [
      'params larger than 20,000 characters',
      'POST',
      '/notebooks/create',
      { title: 'ok', params: { note: 'x'.repeat(20_001) } },
      'params: must be at most 20,000 characters as JSON',
    ],
  ] as const)('%s', async (_name, method, url, payload, detail) => {
    const res = await callApi(t.app, method, url, user, payload);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().detail).toContain(detail);
  });

  const LONE = '\ud800';
  const NOT_UNICODE = 'must be valid Unicode text (it holds half of a surrogate pair)';

  it.each([
    ['a params value', { title: 'ok', params: { k: ['fine', `bad${LONE}`] } }, 'params.k.1: '],
    ['a params key', { title: 'ok', params: { [`k${LONE}`]: 1 } }, 'params: a key '],
    ['a title ending in half a pair', { title: `ok\ud83d` }, 'title: '],
    ['a description starting with a low half', { title: 'ok', description: '\ude00 x' }, 'description: '],
  ] as const)('a lone surrogate in %s of a notebook', async (_name, payload, where) => {
    const res = await callApi(t.app, 'POST', '/notebooks/create', user, payload);
    expect([res.statusCode, res.json().detail]).toEqual([422, `${where}${NOT_UNICODE}`]);
  });

  it.each([
    ['keywords', { keywords: [`murder${LONE}`] }, 'keywords.0'],
    ['location', { location: `Soweto${LONE}` }, 'location'],
    ['province', { province: [LONE] }, 'province.0'],
    ['crime', { crime: [LONE] }, 'crime.0'],
    ['municipality', { municipality: [LONE] }, 'municipality.0'],
  ] as const)('a lone surrogate in the %s of a saved search', async (_name, filters, where) => {
    const res = await callApi(t.app, 'POST', '/saved-searches/', user, { name: 'Followed', ...filters });
    expect([res.statusCode, res.json().detail]).toEqual([422, `${where}: ${NOT_UNICODE}`]);
  });

  it('a lone surrogate in a query string', async () => {
    // Percent-encoded, its UTF-8 bytes are not valid UTF-8, so the query parser keeps them as typed.
    const encoded = await callApi(t.app, 'GET', '/documents/?keywords=a&location=%ED%A0%80', user);
    expect(encoded.statusCode, encoded.body).toBe(200);
    // The guard still looks at every query value and key, whatever a parser lets through.
    expect(() => checkInput({ keywords: ['a', `\udfff${LONE}`] })).toThrow(`keywords.1: ${NOT_UNICODE}`);
    expect(() => checkInput({ [LONE]: 'a' }, 'query')).toThrow(`query: a key ${NOT_UNICODE}`);
  });

  it('keeps whole surrogate pairs (emoji, rare CJK)', async () => {
    const res = await callApi(t.app, 'POST', '/notebooks/create', user, {
      title: 'Notes \ud83d\ude00 \ud840\udc00',
      params: { '\ud83d\udc4d': 'ok' },
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('a 10,000-level params object', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/notebooks/create',
      headers: { ...user.headers, 'content-type': 'application/json' },
      payload: deeplyNestedBody(10_000),
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().detail).toContain(`nested too deeply (at most ${MAX_INPUT_DEPTH} levels)`);
  });

  it('a question with a NUL', async () => {
    const question = encodeURIComponent(`how many${NUL}?`);
    const res = await callApi(
      t.app,
      'GET',
      `/notebooks/ask-events/?notebook_id=${notebookId}&question=${question}`,
      user,
    );
    expect([res.statusCode, res.json().detail]).toEqual([
      422,
      'question: must not contain control characters',
    ]);
  });

  it('a sign-up name and a log-in username with a NUL', async () => {
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/v1/signup',
      payload: {
        email: 'nul@example.org',
        password: 'a test password',
        re_password: 'a test password',
        full_name: `N${NUL}`,
      },
    });
    expect([signup.statusCode, signup.json().detail]).toEqual([
      422,
      'full_name: must not contain control characters',
    ]);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login/access-token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ username: `a${NUL}@example.org`, password: 'whatever' }).toString(),
    });
    expect([login.statusCode, login.json().detail]).toEqual([
      422,
      'username: must not contain control characters',
    ]);
  });

  it('search dates outside the years 1900 to 2100', async () => {
    for (const date of ['0000-01-01', '1899-12-31', '2101-01-01']) {
      const res = await callApi(t.app, 'GET', `/documents/?keywords=murder&start_date=${date}`, user);
      expect([res.statusCode, res.json().detail]).toEqual([
        422,
        'start_date: must be a date from 1900 to 2100',
      ]);
    }
    const ok = await callApi(
      t.app,
      'GET',
      '/documents/?keywords=murder&start_date=1900-01-01&end_date=2100-12-31',
      user,
    );
    expect(ok.statusCode).toBe(200);
  });

  it('keeps tabs and line breaks, which descriptions use', async () => {
    const res = await callApi(t.app, 'POST', '/notebooks/create', user, {
      title: 'ok',
      description: 'a\tb\r\nc',
    });
    expect(res.statusCode).toBe(200);
    expect(() => checkInput({ list: [[['\n']]] })).not.toThrow();
  });
});
