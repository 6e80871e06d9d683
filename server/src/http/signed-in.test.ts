import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/app';
import { type ListedRoute, routeListing } from '../testing/routes';

/**
 * The routes under /api/v1 anyone may call, signed in or not. Every other route there needs a
 * token, so a new route is signed-in unless it is added here and opts out in its own definition.
 */
const PUBLIC_ROUTES = new Set([
  'GET /api/v1/health',
  'HEAD /api/v1/health',
  'GET /api/v1/openapi.json',
  'HEAD /api/v1/openapi.json',
  'POST /api/v1/signup',
  'POST /api/v1/login/access-token',
  'POST /api/v1/request-reset-password',
  'PATCH /api/v1/reset-password',
  // A digest mail's link: its token is the proof, and it opens outside the app.
  'GET /api/v1/alerts/off',
  'HEAD /api/v1/alerts/off',
  'POST /api/v1/alerts/off',
]);
/** The API's documentation (Swagger UI and its files) is public too. */
const isPublic = (key: string) => PUBLIC_ROUTES.has(key) || /^(GET|HEAD) \/api\/v1\/docs(\/|$)/.test(key);

const listing = routeListing();
let routes: ListedRoute[] = [];
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ onRoute: listing.onRoute });
  routes = listing.routes();
});
afterAll(() => t.close());

/** A path to call: every parameter as 1, a wildcard as a file name. */
const concrete = (url: string) => url.replace(/:[A-Za-z_]+/g, '1').replace(/\*$/, 'index.html');

describe('signed-in by default', () => {
  it('lists the routes under /api/v1 (the listing sees them all)', () => {
    const api = routes.filter((route) => route.url.startsWith('/api/v1'));
    expect(api.length).toBeGreaterThan(40);
    expect(api.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining([
        ...PUBLIC_ROUTES,
        'GET /api/v1/notebooks/:id',
        'POST /api/v1/login/test-token',
      ]),
    );
  });

  it('opts out exactly the public routes, each in its own definition', () => {
    const api = routes.filter((route) => route.url.startsWith('/api/v1'));
    const optingOut = api.filter((route) => route.optsOut).map((r) => `${r.method} ${r.url}`);
    const listedPublic = api.map((r) => `${r.method} ${r.url}`).filter(isPublic);
    expect(optingOut.sort()).toEqual(listedPublic.sort());
  });

  it('answers 401 without a token on every registered route under /api/v1 that is not public', async () => {
    const guarded = routes.filter(
      (route) => route.url.startsWith('/api/v1') && !isPublic(`${route.method} ${route.url}`),
    );
    expect(guarded.length).toBeGreaterThan(30);
    const answers: string[] = [];
    for (const route of guarded) {
      const res = await t.app.inject({ method: route.method, url: concrete(route.url) });
      answers.push(`${route.method} ${route.url} → ${res.statusCode}`);
    }
    expect(answers.filter((answer) => !answer.endsWith('→ 401'))).toEqual([]);
  });

  it('answers a public route without a token (it opted out), and 401 with a bad token elsewhere', async () => {
    const open = routes.filter((route) => isPublic(`${route.method} ${route.url}`));
    expect(open.length).toBeGreaterThanOrEqual(PUBLIC_ROUTES.size);
    for (const route of open) {
      const res = await t.app.inject({ method: route.method, url: concrete(route.url) });
      expect(res.statusCode, `${route.method} ${route.url}`).not.toBe(401);
    }
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/v1/saved-searches/',
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(bad.statusCode).toBe(401);
    expect(bad.json().detail).toBe('Could not validate credentials');
  });

  it('documents the 401 of every signed-in route in OpenAPI', () => {
    const undocumented = routes
      .filter((route) => route.url.startsWith('/api/v1') && !route.hidden)
      .filter((route) => route.method !== 'HEAD' && !isPublic(`${route.method} ${route.url}`))
      .filter((route) => !route.documents401)
      .map((route) => `${route.method} ${route.url}`);
    expect(undocumented).toEqual([]);
  });

  it('keeps unknown API paths a 404, token or not', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/no-such-thing' });
    expect(res.statusCode).toBe(404);
  });
});
