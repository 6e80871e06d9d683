import { ERROR_CODES, type ErrorCode } from '@workbench/contract/error-codes';
import { clearSession, getSession } from './session';

export const API_BASE = '/api/v1';
export const DEFAULT_TIMEOUT_MS = 10_000;

/**
 * A failed call, carrying the server's `detail` (or a readable message when there was none) and its
 * stable `code`, which is what the app matches on (never the detail's words).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: ErrorCode,
  ) {
    super(message);
  }
}

/** The request ran past its time limit (not the same as the user cancelling it). */
export class TimeoutError extends Error {}

type UnauthorizedListener = (error: ApiError) => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/** The app shell listens here to send the user to /login after any 401. */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  query?: Record<string, QueryValue>;
  json?: unknown;
  form?: Record<string, string>;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Sent as Idempotency-Key: the server carries out requests with the same key once. */
  idempotencyKey?: string;
}

export function buildQuery(query: Record<string, QueryValue> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

function readDetail(body: unknown, fallback: string): string {
  if (body && typeof body === 'object') {
    const { detail, message } = body as { detail?: unknown; message?: unknown };
    if (typeof detail === 'string') return detail;
    if (detail !== undefined) return JSON.stringify(detail);
    if (typeof message === 'string') return message;
  }
  return fallback;
}

/** The body's `code` when it is one the API documents. */
function readCode(body: unknown): ErrorCode | undefined {
  const code = body && typeof body === 'object' ? (body as { code?: unknown }).code : undefined;
  return typeof code === 'string' && Object.hasOwn(ERROR_CODES, code) ? (code as ErrorCode) : undefined;
}

/** Calls the API with the stored bearer token, a time limit and `{detail}` errors. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = getSession().accessToken;
  if (token) headers.authorization = `Bearer ${token}`;
  if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
  let body: string | undefined;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(options.form).toString();
  }
  const timeout = AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;

  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}${buildQuery(options.query)}`, {
      method: options.method ?? 'GET',
      headers,
      body,
      signal,
    });
  } catch (error) {
    if (timeout.aborted && !options.signal?.aborted) throw new TimeoutError('The request took too long.');
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, 'Could not reach the server. Check your connection and try again.');
  }
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  if (!response.ok) {
    const detail = readDetail(parsed, response.statusText || `Request failed (${response.status})`);
    const error = new ApiError(response.status, detail, readCode(parsed));
    if (response.status === 401) {
      clearSession();
      for (const listener of unauthorizedListeners) listener(error);
    }
    throw error;
  }
  return parsed as T;
}

export const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';
