import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, buildQuery, onUnauthorized } from './api-client';
import { getSession, saveSession } from './session';

const respond = (status: number, body: unknown) =>
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(body), { status }));

afterEach(() => vi.restoreAllMocks());

describe('api client', () => {
  it('repeats array parameters and drops empty ones', () => {
    expect(
      buildQuery({ keywords: ['murder', 'hijacking'], location: '', page: 1, end_date: undefined }),
    ).toBe('?keywords=murder&keywords=hijacking&page=1');
  });

  it('sends the stored bearer token', async () => {
    saveSession({ accessToken: 'tok-123', userId: 4, name: 'N' });
    const spy = respond(200, { ok: true });
    await apiRequest('/thing');
    const init = spy.mock.calls[0]?.[1] as RequestInit;
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer tok-123');
  });

  it('turns {detail} into the error message', async () => {
    respond(404, { detail: 'Notebook not found' });
    await expect(apiRequest('/notebooks/9')).rejects.toEqual(new ApiError(404, 'Notebook not found'));
  });

  it("keeps the body's code beside the detail, when it is a documented one", async () => {
    respond(404, { detail: 'Notebook not found', code: 'not_found' });
    const error = await apiRequest('/notebooks/9').catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 404, message: 'Notebook not found', code: 'not_found' });
    respond(400, { detail: 'Odd', code: 'no_such_code' });
    const odd = await apiRequest('/x').catch((caught: unknown) => caught);
    expect((odd as ApiError).code).toBeUndefined();
  });

  it('clears the session and tells the shell on any 401', async () => {
    saveSession({ accessToken: 'tok', userId: 4, name: 'N' });
    const heard: (string | undefined)[] = [];
    const stop = onUnauthorized((error) => heard.push(error.code));
    respond(401, { detail: 'Could not validate credentials', code: 'credentials_invalid' });
    await expect(apiRequest('/x')).rejects.toBeInstanceOf(ApiError);
    stop();
    expect(heard).toEqual(['credentials_invalid']);
    expect(getSession()).toMatchObject({
      accessToken: null,
      isAuthenticated: false,
      userId: null,
      name: null,
    });
    expect(localStorage.getItem('accessToken')).toBeNull();
  });
});
