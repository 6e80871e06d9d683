import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotFound, Rejected, TooManyAttempts } from '../errors';
import { createTestApp, type TestApp } from '../testing/app';
import { registerErrorHandling } from './errors';

let t: TestApp;
const webRoot = mkdtempSync(join(tmpdir(), 'workbench-web-'));
writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>Workbench</title><div id="root"></div>');
mkdirSync(join(webRoot, 'assets'));
writeFileSync(join(webRoot, 'assets', 'app-abc123.js'), 'console.log(1)');

beforeAll(async () => {
  t = await createTestApp({ webRoot });
});
afterAll(() => t.close());

describe('HTTP basics', () => {
  it('reports health, naming the database and its state', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('answers unknown API routes with a JSON 404', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/api/v1/no-such-thing' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'Not Found', code: 'not_found' });
    }
  });

  it('answers a badly encoded or over-long path parameter with a detail, as every other error', async () => {
    const bad = await t.app.inject({ method: 'GET', url: '/api/v1/notebooks/%FF/events' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      detail: 'The address is not valid: it holds a badly encoded character.',
      code: 'bad_request',
    });
    const long = await t.app.inject({ method: 'GET', url: `/api/v1/notebooks/${'9'.repeat(5_000)}/events` });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ detail: 'A part of the address is too long.', code: 'uri_too_long' });
  });

  it('reports validation problems as 422 with a readable detail', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/signup', payload: { email: 'nope' } });
    expect(res.statusCode).toBe(422);
    expect(typeof res.json().detail).toBe('string');
    expect(res.json().detail).toContain('email');
  });

  it('refuses malformed JSON with a detail, not a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/signup',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ detail: 'Request body is not valid JSON', code: 'validation_failed' });
  });

  it('refuses bodies over 1 MiB with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/signup',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a'.repeat(1024 * 1024 + 10) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ detail: 'Request body is too large', code: 'body_too_large' });
  });

  it('sends security headers with a content security policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBeDefined();
  });

  it('publishes an OpenAPI document and a docs page', async () => {
    const spec = await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    expect(spec.statusCode).toBe(200);
    expect(spec.json().openapi).toMatch(/^3\./);
    expect(Object.keys(spec.json().paths)).toContain('/api/v1/login/access-token');
    const docs = await t.app.inject({ method: 'GET', url: '/api/v1/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-type']).toContain('text/html');
  });

  it('documents the health check, database included', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    const responses = spec.paths['/api/v1/health'].get.responses;
    expect(Object.keys(responses)).toEqual(['200', '503']);
    expect(spec.components.schemas.Health.required).toEqual(['status', 'database']);
    expect(JSON.stringify(spec)).toContain('"failed"');
  });

  it("documents every call of the spec's API contract", async () => {
    const paths = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json().paths;
    const documented = Object.entries(paths).flatMap(([path, ops]) =>
      Object.keys(ops as object).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const spec = [
      'POST /api/v1/signup',
      'POST /api/v1/login/access-token',
      'POST /api/v1/login/test-token',
      'POST /api/v1/request-reset-password',
      'PATCH /api/v1/reset-password',
      'GET /api/v1/documents/',
      'POST /api/v1/notebooks/create',
      'GET /api/v1/notebooks/{userId}/notebooks',
      'GET /api/v1/notebooks/{id}',
      'POST /api/v1/notebooks/events/add',
      'GET /api/v1/notebooks/{id}/events',
      'POST /api/v1/notebooks/events/remove',
      'GET /api/v1/notebooks/ask-events/',
      'POST /api/v1/notebooks/questions/add',
      'GET /api/v1/notebooks/{id}/questions',
      'GET /api/v1/notebooks/questions/{id}/re-ask',
      'GET /api/v1/questions/{id}/events',
      'GET /api/v1/questions/{id}/events/unlinked',
      'GET /api/v1/notebooks/{id}/keywords',
      'POST /api/v1/notebooks/questions/remove',
    ];
    expect(documented).toEqual(expect.arrayContaining(spec));
  });

  it('serves the web app, with client routes falling back to index.html', async () => {
    for (const url of ['/', '/notebooks', '/notebook/42', '/reset-password?token=abc']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.body).toBe('console.log(1)');
    expect(asset.headers['cache-control']).toContain('immutable');
  });
});

describe('error handler', () => {
  it('hides internals of unexpected errors behind a 500 detail', async () => {
    const app = Fastify();
    registerErrorHandling(app);
    app.get('/boom', () => {
      throw new Error('secret stack detail');
    });
    const res = await app.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ detail: 'Internal server error', code: 'internal_error' });
    expect(res.body).not.toContain('secret');
  });

  it('maps the domain errors services throw to status codes, with their message as detail', async () => {
    const app = Fastify();
    registerErrorHandling(app);
    app.get('/missing', () => {
      throw new NotFound('Notebook');
    });
    app.get('/refused', () => {
      throw new Rejected('This reset link has expired.');
    });
    app.get('/locked', () => {
      throw new TooManyAttempts('Wait a while.', 120);
    });
    const missing = await app.inject({ method: 'GET', url: '/missing' });
    expect([missing.statusCode, missing.json()]).toEqual([
      404,
      { detail: 'Notebook not found', code: 'not_found' },
    ]);
    const refused = await app.inject({ method: 'GET', url: '/refused' });
    expect([refused.statusCode, refused.json()]).toEqual([
      400,
      { detail: 'This reset link has expired.', code: 'bad_request' },
    ]);
    const locked = await app.inject({ method: 'GET', url: '/locked' });
    expect([locked.statusCode, locked.headers['retry-after']]).toEqual([429, '120']);
  });
});
