import { vi } from 'vitest';
import { API_BASE } from './lib/api-client';

export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
}

type Reply = { status?: number; body?: unknown };
type Handler = (request: FakeRequest) => Reply | Promise<Reply>;

/**
 * Stands in for the server: routes are `METHOD /path` below /api/v1, and every request is recorded.
 * An unknown route fails the test loudly instead of hanging.
 */
export function fakeApi(routes: Record<string, Handler>) {
  const requests: FakeRequest[] = [];
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const text = typeof init?.body === 'string' ? init.body : undefined;
    const request: FakeRequest = {
      method: init?.method ?? 'GET',
      path: url.pathname.slice(API_BASE.length),
      query: url.searchParams,
      headers: new Headers(init?.headers),
      body: text ? JSON.parse(text) : undefined,
    };
    requests.push(request);
    const handler = routes[`${request.method} ${request.path}`];
    if (!handler) throw new Error(`No fake route for ${request.method} ${request.path}`);
    // Like a real fetch, a request gives up when its signal fires (a time-out or a cancel).
    const aborted = new Promise<never>((_, reject) => {
      const signal = init?.signal;
      if (!signal) return;
      if (signal.aborted) reject(signal.reason);
      signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    });
    const { status = 200, body } = await Promise.race([handler(request), aborted]);
    return new Response(body === undefined ? null : JSON.stringify(body), { status });
  });
  return {
    spy,
    requests,
    to: (method: string, path: string) => requests.filter((r) => r.method === method && r.path === path),
  };
}

/** A page of a list the way the server cuts it, from `page` and `page_size`. */
export function pageOf<T>(items: readonly T[], request: FakeRequest): T[] {
  const page = Number(request.query.get('page') ?? 1);
  const size = Number(request.query.get('page_size') ?? 10);
  return items.slice((page - 1) * size, page * size);
}
