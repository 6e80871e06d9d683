import { ERROR_CODES } from '@workbench/contract/error-codes';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Conflict, Forbidden, Invalid, NotFound, Rejected, TooManyAttempts } from '../errors';
import { createTestApp, type TestApp } from '../testing/app';
import { signedInUser } from '../testing/users';
import { answerClientError } from './client-errors';
import { registerErrorHandling } from './errors';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('error codes beside the detail', () => {
  it('names a missing token and a token that cannot be validated apart, details unchanged', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/v1/saved-searches/' });
    expect([missing.statusCode, missing.json()]).toEqual([
      401,
      { detail: 'Not authenticated', code: 'not_authenticated' },
    ]);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/v1/saved-searches/',
      headers: { authorization: 'Bearer nope' },
    });
    expect([bad.statusCode, bad.json()]).toEqual([
      401,
      { detail: 'Could not validate credentials', code: 'credentials_invalid' },
    ]);
  });

  it('codes the account errors: a taken email, a wrong password, a spent reset link', async () => {
    const user = await signedInUser(t.app, 'codes@example.com');
    expect(user.id).toBeGreaterThan(0);
    const taken = await t.app.inject({
      method: 'POST',
      url: '/api/v1/signup',
      remoteAddress: '10.99.0.1',
      payload: {
        email: 'codes@example.com',
        password: 'a test password',
        re_password: 'a test password',
        full_name: 'Someone',
      },
    });
    expect([taken.statusCode, taken.json()]).toEqual([
      400,
      { detail: 'A user with this email already exists', code: 'email_taken' },
    ]);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login/access-token',
      remoteAddress: '10.99.0.2',
      payload: new URLSearchParams({
        username: 'codes@example.com',
        password: 'not the password',
      }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect([wrong.statusCode, wrong.json()]).toEqual([
      400,
      { detail: 'Incorrect email or password', code: 'login_incorrect' },
    ]);
    const reset = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/reset-password',
      payload: {
        token: 'not-a-reset-token',
        new_password: 'another test password',
        re_new_password: 'another test password',
      },
    });
    expect([reset.statusCode, reset.json()]).toEqual([
      400,
      { detail: 'This reset link is not valid. Request a new one.', code: 'reset_link_invalid' },
    ]);
  });

  it('codes a missing thing, an unknown path, a validation error and what the framework refuses', async () => {
    const user = await signedInUser(t.app, 'codes-two@example.com');
    const notebook = await t.app.inject({
      method: 'GET',
      url: '/api/v1/notebooks/999999',
      headers: user.headers,
    });
    expect([notebook.statusCode, notebook.json()]).toEqual([
      404,
      { detail: 'Notebook not found', code: 'not_found' },
    ]);
    const path = await t.app.inject({ method: 'GET', url: '/api/v1/no-such-thing' });
    expect([path.statusCode, path.json()]).toEqual([404, { detail: 'Not Found', code: 'not_found' }]);
    const invalid = await t.app.inject({ method: 'POST', url: '/api/v1/signup', payload: { email: 'nope' } });
    expect([invalid.statusCode, invalid.json().code]).toEqual([422, 'validation_failed']);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/v1/signup',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(json.json()).toEqual({ detail: 'Request body is not valid JSON', code: 'validation_failed' });
    const large = await t.app.inject({
      method: 'POST',
      url: '/api/v1/signup',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a'.repeat(1024 * 1024 + 10) }),
    });
    expect(large.json()).toEqual({ detail: 'Request body is too large', code: 'body_too_large' });
    const encoded = await t.app.inject({ method: 'GET', url: '/api/v1/notebooks/%FF/events' });
    expect(encoded.json()).toEqual({
      detail: 'The address is not valid: it holds a badly encoded character.',
      code: 'bad_request',
    });
    const long = await t.app.inject({ method: 'GET', url: `/api/v1/notebooks/${'9'.repeat(5_000)}/events` });
    expect(long.json()).toEqual({ detail: 'A part of the address is too long.', code: 'uri_too_long' });
    const control = await t.app.inject({
      method: 'GET',
      url: '/api/v1/documents/?keywords=%00',
      headers: user.headers,
    });
    expect([control.statusCode, control.json().code]).toEqual([422, 'validation_failed']);
  });

  it('gives each kind of domain error its code, and a specific code where the service names one', async () => {
    const app = Fastify();
    registerErrorHandling(app);
    const thrown: Record<string, () => Error> = {
      '/missing': () => new NotFound('Notebook'),
      '/refused': () => new Rejected('Refused.'),
      '/taken': () => new Rejected('Taken.', 'email_taken'),
      '/invalid': () => new Invalid('Bad value.'),
      '/limit': () => new Invalid('Too many.', 'limit_reached'),
      '/busy': () => new Conflict('Still running.'),
      '/forbidden': () => new Forbidden('No.'),
      '/locked': () => new TooManyAttempts('Wait a while.', 120),
      '/boom': () => new Error('secret'),
    };
    for (const [url, error] of Object.entries(thrown)) {
      app.get(url, () => {
        throw error();
      });
    }
    const codeOf = async (url: string) => (await app.inject({ method: 'GET', url })).json();
    expect(await codeOf('/missing')).toEqual({ detail: 'Notebook not found', code: 'not_found' });
    expect(await codeOf('/refused')).toEqual({ detail: 'Refused.', code: 'bad_request' });
    expect(await codeOf('/taken')).toEqual({ detail: 'Taken.', code: 'email_taken' });
    expect(await codeOf('/invalid')).toEqual({ detail: 'Bad value.', code: 'validation_failed' });
    expect(await codeOf('/limit')).toEqual({ detail: 'Too many.', code: 'limit_reached' });
    expect(await codeOf('/busy')).toEqual({ detail: 'Still running.', code: 'request_in_progress' });
    expect(await codeOf('/forbidden')).toEqual({ detail: 'No.', code: 'forbidden' });
    expect(await codeOf('/locked')).toEqual({ detail: 'Wait a while.', code: 'too_many_attempts' });
    expect(await codeOf('/boom')).toEqual({ detail: 'Internal server error', code: 'internal_error' });
  });

  it('codes what the HTTP parser refuses', () => {
    const written: string[] = [];
    const socket = {
      destroyed: false,
      writable: true,
      write: (text: string) => written.push(text),
      destroy: () => undefined,
    };
    answerClientError(Object.assign(new Error('overflow'), { code: 'HPE_HEADER_OVERFLOW' }), socket as never);
    const body = JSON.parse(written[0]?.split('\r\n\r\n')[1] ?? '{}');
    expect(body).toEqual({ detail: 'Request header fields are too large', code: 'headers_too_large' });
  });

  it('documents the code in OpenAPI: required beside detail, one of the listed codes, each explained', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    const error = spec.components.schemas.Error;
    expect(error.required).toEqual(['detail', 'code']);
    expect(error.properties.code.enum).toEqual(Object.keys(ERROR_CODES));
    for (const [code, meaning] of Object.entries(ERROR_CODES)) {
      expect(error.properties.code.description).toContain(`${code}: ${meaning}`);
    }
    const refusals = spec.paths['/api/v1/notebooks/{id}'].get.responses['401'];
    expect(JSON.stringify(refusals)).toContain('#/components/schemas/Error');
  });

  it('codes the health check when the database is down', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    expect(spec.components.schemas.HealthUnavailable.required).toContain('code');
  });
});
