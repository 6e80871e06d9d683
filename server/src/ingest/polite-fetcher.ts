import type { LookupFunction } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { Agent, fetch } from 'undici';
import {
  type AllowList,
  NOTHING_ALLOWED,
  type ResolvedAddress,
  type Resolver,
  systemResolver,
  vetHost,
} from '../net/address-rules';

export interface FetcherSettings {
  /** Pause between two requests to the same host, counted from the end of the first. */
  delayMs: number;
  /** Time limit of one attempt, headers and body together. */
  timeoutMs: number;
  /** Tries in all, the first included, for server errors, 408, 429, time-outs and network failures. */
  attempts: number;
  /** Wait before the first retry; doubled before each further one. */
  backoffMs: number;
  maxBytes: number;
  /** Redirects followed in one attempt; one more fails it. */
  maxRedirects: number;
  userAgent: string;
  /** Hosts and ranges that may be fetched although they are loopback, private or otherwise internal. */
  allowHosts: AllowList;
  /** Finds the addresses of a host name; the system's resolver unless a test stands in. */
  resolve?: Resolver;
}

export const USER_AGENT = 'PressReleaseWorkbench/1.0 (+ingest)';

export const DEFAULT_FETCHER_SETTINGS: FetcherSettings = {
  delayMs: 1000,
  timeoutMs: 20_000,
  attempts: 4,
  backoffMs: 2000,
  maxBytes: 10 * 2 ** 20,
  maxRedirects: 5,
  userAgent: USER_AGENT,
  allowHosts: NOTHING_ALLOWED,
};

/** A server's Retry-After longer than this is not waited for: the attempt counts as failed. */
const LONGEST_RETRY_AFTER_MS = 60_000;

export interface FetchedDocument {
  /** The address finally answered, after redirects. */
  url: string;
  contentType: string;
  body: string;
}

/**
 * Why nothing was fetched: `failed` when the request did not succeed, `refused` when the address may
 * not be fetched, `unsupported` when it answered something that is neither a page nor a feed.
 */
export type FetchFailure = 'failed' | 'refused' | 'unsupported';

/** A fetch that failed for good: the reason is meant for the failure report. */
export class FetchError extends Error {
  constructor(
    message: string,
    readonly failure: FetchFailure = 'failed',
  ) {
    super(message);
  }
}

type Attempt =
  | { ok: true; document: FetchedDocument }
  | {
      ok: false;
      reason: string;
      retryable: boolean;
      retryAfterMs?: number;
      failure?: FetchFailure;
    };

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** Pages and feeds; text/plain too, since some servers label feeds so and the body is sniffed. */
function readableType(mediaType: string): boolean {
  return (
    mediaType === '' ||
    mediaType === 'text/html' ||
    mediaType === 'text/plain' ||
    /[/+]xml$/.test(mediaType) ||
    /\b(rss|atom)\b/.test(mediaType)
  );
}

/** Connects to the vetted addresses only: the host name is not looked up a second time. */
function pinnedLookup(addresses: ResolvedAddress[]): LookupFunction {
  return (_hostname, options, callback) => {
    const usable = addresses.filter((a) => !options.family || a.family === options.family);
    const [first] = usable;
    if (!first) {
      const error: NodeJS.ErrnoException = new Error(`no IPv${options.family} address was vetted`);
      error.code = 'ENOTFOUND';
      callback(error, '', 0);
    } else if (options.all) callback(null, usable);
    else callback(null, first.address, first.family);
  };
}

/** A promise that gives up when the signal aborts (a DNS look-up itself cannot be stopped). */
function unlessAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const stop = () => reject(signal.reason);
    if (signal.aborted) stop();
    signal.addEventListener('abort', stop, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', stop));
  });
}

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
  // A failed DNS look-up carries its code itself; a failed fetch carries it in its cause.
  const own = (error as { code?: unknown } | null)?.code;
  return `network error: ${cause?.code ?? cause?.message ?? (typeof own === 'string' ? own : undefined) ?? (error instanceof Error ? error.message : String(error))}`;
}

/**
 * Fetches pages and feeds the way a considerate crawler does: one request at a time per host with
 * a pause between them, a clear User-Agent, a time limit, and retries with exponential back-off
 * (or the server's Retry-After) on server errors and network failures. Aborting the signal stops
 * waits and requests at once.
 *
 * Every address, the first and each redirect's, is vetted before it is fetched (see address-rules)
 * and the connection goes to the vetted address, so feeds cannot point ingest at internal services.
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
      if (!outcome.retryable || attempt >= attempts)
        throw new FetchError(`${outcome.reason}${tries}`, outcome.failure);
      if ((outcome.retryAfterMs ?? 0) > LONGEST_RETRY_AFTER_MS) {
        throw new FetchError(`${outcome.reason}; the server asks to wait longer than a minute${tries}`);
      }
      const backoff = Math.max(backoffMs * 2 ** (attempt - 1), outcome.retryAfterMs ?? 0);
      slot.nextAt = Math.max(slot.nextAt, Date.now() + backoff);
    }
  }

  private async attempt(url: string): Promise<Attempt> {
    const { timeoutMs, maxRedirects } = this.settings;
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = this.signal ? AbortSignal.any([timeout, this.signal]) : timeout;
    let target = new URL(url);
    try {
      for (let redirects = 0; ; redirects++) {
        const hop = await this.hop(target, signal, redirects > 0);
        if (!('location' in hop)) return hop;
        if (redirects >= maxRedirects)
          return { ok: false, reason: `too many redirects (more than ${maxRedirects})`, retryable: false };
        if (!URL.canParse(hop.location, target))
          return {
            ok: false,
            reason: `redirected to an unreadable address: ${hop.location}`,
            retryable: false,
          };
        target = new URL(hop.location, target);
      }
    } catch (error) {
      if (this.signal?.aborted) throw this.signal.reason;
      return { ok: false, reason: networkReason(error, timeoutMs), retryable: true };
    }
  }

  /** One request, to a vetted address: the document, a failure, or where a redirect points. */
  private async hop(
    target: URL,
    signal: AbortSignal,
    redirected: boolean,
  ): Promise<Attempt | { location: string }> {
    const { userAgent, maxBytes, allowHosts, resolve = systemResolver } = this.settings;
    const refused = (why: string): Attempt => ({
      ok: false,
      reason: redirected ? `refused: redirected to ${target.href}, and ${why}` : `refused: ${why}`,
      retryable: false,
      failure: 'refused',
    });
    if (target.protocol !== 'http:' && target.protocol !== 'https:')
      return refused('only http:// and https:// addresses are fetched');
    const vetting = await unlessAborted(vetHost(target, allowHosts, resolve), signal);
    if (!vetting.ok) return refused(vetting.reason);
    const dispatcher = new Agent({ connect: { lookup: pinnedLookup(vetting.addresses) } });
    try {
      const response = await fetch(target, {
        headers: {
          'user-agent': userAgent,
          accept:
            'text/html, application/xhtml+xml, application/rss+xml, application/atom+xml, application/xml;q=0.9, */*;q=0.5',
        },
        redirect: 'manual',
        signal,
        dispatcher,
      });
      const location = response.headers.get('location');
      if (REDIRECTS.has(response.status) && location !== null) {
        await response.body?.cancel();
        return { location };
      }
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
      const contentType = response.headers.get('content-type') ?? '';
      const mediaType = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
      if (!readableType(mediaType)) {
        await response.body?.cancel();
        return {
          ok: false,
          reason: `the address answered ${mediaType}, not an HTML page or a feed`,
          retryable: false,
          failure: 'unsupported',
        };
      }
      if (Number(response.headers.get('content-length') ?? 0) > maxBytes) {
        await response.body?.cancel();
        return { ok: false, reason: `larger than ${maxBytes} bytes`, retryable: false };
      }
      const bytes = await response.arrayBuffer();
      if (bytes.byteLength > maxBytes)
        return { ok: false, reason: `larger than ${maxBytes} bytes`, retryable: false };
      return { ok: true, document: { url: target.href, contentType, body: decode(bytes, contentType) } };
    } finally {
      await dispatcher.destroy();
    }
  }
}
