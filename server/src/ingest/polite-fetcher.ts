import { setTimeout as sleep } from 'node:timers/promises';

export interface FetcherSettings {
  /** Pause between two requests to the same host, counted from the end of the first. */
  delayMs: number;
  /** Time limit of one attempt, headers and body together. */
  timeoutMs: number;
  /** Tries in all, the first included, for server errors, 429, time-outs and network failures. */
  attempts: number;
  /** Wait before the first retry; doubled before each further one. */
  backoffMs: number;
  maxBytes: number;
  userAgent: string;
}

export const USER_AGENT = 'PressReleaseWorkbench/1.0 (+ingest)';

export const DEFAULT_FETCHER_SETTINGS: FetcherSettings = {
  delayMs: 1000,
  timeoutMs: 20_000,
  attempts: 4,
  backoffMs: 2000,
  maxBytes: 10 * 2 ** 20,
  userAgent: USER_AGENT,
};

/** A server's Retry-After longer than this is not waited for: the attempt counts as failed. */
const LONGEST_RETRY_AFTER_MS = 60_000;

export interface FetchedDocument {
  /** The address finally answered, after redirects. */
  url: string;
  contentType: string;
  body: string;
}

/** A fetch that failed for good: the reason is meant for the failure report. */
export class FetchError extends Error {}

type Attempt =
  | { ok: true; document: FetchedDocument }
  | { ok: false; reason: string; retryable: boolean; retryAfterMs?: number };

function retryAfterMs(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(header) - Date.now();
  return Number.isFinite(ms) && ms >= 0 ? ms : undefined;
}

function decode(bytes: ArrayBuffer, contentType: string): string {
  const charset = contentType.match(/charset=["']?([\w-]+)/i)?.[1] ?? 'utf-8';
  try {
    return new TextDecoder(charset).decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}

function networkReason(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && error.name === 'TimeoutError') return `timed out after ${timeoutMs} ms`;
  const cause =
    error instanceof Error ? (error.cause as { code?: string; message?: string } | undefined) : undefined;
  return `network error: ${cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error))}`;
}

/**
 * Fetches pages and feeds the way a considerate crawler does: one request at a time per host with
 * a pause between them, a clear User-Agent, a time limit, and retries with exponential back-off
 * (or the server's Retry-After) on server errors and network failures. Aborting the signal stops
 * waits and requests at once.
 */
export class PoliteFetcher {
  private readonly hosts = new Map<string, { queue: Promise<unknown>; nextAt: number }>();

  constructor(
    private readonly settings: FetcherSettings = DEFAULT_FETCHER_SETTINGS,
    private readonly signal?: AbortSignal,
  ) {}

  /** GETs a URL; throws FetchError with a readable reason when every attempt failed. */
  get(url: string): Promise<FetchedDocument> {
    const host = new URL(url).host;
    const slot = this.hosts.get(host) ?? { queue: Promise.resolve(), nextAt: 0 };
    this.hosts.set(host, slot);
    const result = slot.queue.then(() => this.withRetries(url, slot));
    slot.queue = result.catch(() => undefined);
    return result;
  }

  private async withRetries(url: string, slot: { nextAt: number }): Promise<FetchedDocument> {
    const { attempts, backoffMs, delayMs } = this.settings;
    for (let attempt = 1; ; attempt++) {
      const wait = slot.nextAt - Date.now();
      // An aborted wait rejects with a generic AbortError; the run's own reason says more.
      if (wait > 0) await sleep(wait, undefined, { signal: this.signal }).catch(() => undefined);
      this.signal?.throwIfAborted();
      const outcome = await this.attempt(url);
      slot.nextAt = Date.now() + delayMs;
      if (outcome.ok) return outcome.document;
      this.signal?.throwIfAborted();
      const tries = attempt > 1 ? ` (${attempt} attempts)` : '';
      if (!outcome.retryable || attempt >= attempts) throw new FetchError(`${outcome.reason}${tries}`);
      if ((outcome.retryAfterMs ?? 0) > LONGEST_RETRY_AFTER_MS) {
        throw new FetchError(`${outcome.reason}; the server asks to wait longer than a minute${tries}`);
      }
      const backoff = Math.max(backoffMs * 2 ** (attempt - 1), outcome.retryAfterMs ?? 0);
      slot.nextAt = Math.max(slot.nextAt, Date.now() + backoff);
    }
  }

  private async attempt(url: string): Promise<Attempt> {
    const { timeoutMs, userAgent, maxBytes } = this.settings;
    const timeout = AbortSignal.timeout(timeoutMs);
    try {
      const response = await fetch(url, {
        headers: {
          'user-agent': userAgent,
          accept:
            'text/html, application/xhtml+xml, application/rss+xml, application/atom+xml, application/xml;q=0.9, */*;q=0.5',
        },
        redirect: 'follow',
        signal: this.signal ? AbortSignal.any([timeout, this.signal]) : timeout,
      });
      if (!response.ok) {
        await response.body?.cancel();
        const reason = `HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`;
        const retryable = response.status >= 500 || response.status === 429 || response.status === 408;
        return {
          ok: false,
          reason,
          retryable,
          retryAfterMs: retryAfterMs(response.headers.get('retry-after')),
        };
      }
      if (Number(response.headers.get('content-length') ?? 0) > maxBytes) {
        await response.body?.cancel();
        return { ok: false, reason: `larger than ${maxBytes} bytes`, retryable: false };
      }
      const contentType = response.headers.get('content-type') ?? '';
      const bytes = await response.arrayBuffer();
      if (bytes.byteLength > maxBytes)
        return { ok: false, reason: `larger than ${maxBytes} bytes`, retryable: false };
      return {
        ok: true,
        document: { url: response.url || url, contentType, body: decode(bytes, contentType) },
      };
    } catch (error) {
      if (this.signal?.aborted) throw this.signal.reason;
      return { ok: false, reason: networkReason(error, timeoutMs), retryable: true };
    }
  }
}
