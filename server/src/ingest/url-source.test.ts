import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_FETCHER_SETTINGS,
  FetchError,
  type FetcherSettings,
  PoliteFetcher,
  USER_AGENT,
} from './polite-fetcher';
import type { SourceItem } from './types';
import { urlSource } from './url-source';

const web = (name: string) => readFileSync(new URL(`./fixtures/web/${name}`, import.meta.url), 'utf8');

/** Fixed answers by path; the flaky page fails once with 503, then answers. */
const ROUTES: Record<string, { type: string; body: string } | { status: number }> = {
  '/releases/1': { type: 'text/html; charset=utf-8', body: web('release-1.html') },
  '/releases/2': { type: 'text/html; charset=utf-8', body: web('release-2.html') },
  '/releases/flaky': { type: 'text/html; charset=utf-8', body: web('flaky.html') },
  '/newsroom': { type: 'text/html; charset=utf-8', body: web('index.html') },
  '/feeds/rss.xml': { type: 'application/rss+xml', body: web('rss.xml') },
  '/feeds/atom.xml': { type: 'application/atom+xml; charset=utf-8', body: web('atom.xml') },
  '/feeds/broken.xml': { type: 'application/xml', body: web('broken.xml') },
  '/feeds/down.xml': { status: 500 },
};

interface Seen {
  path: string;
  userAgent: string | undefined;
  startedAt: number;
  endedAt: number;
}
const seen: Seen[] = [];
let active = 0;
let mostAtOnce = 0;
let flakyFailures = 0;
let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const entry: Seen = {
      path: req.url ?? '',
      userAgent: req.headers['user-agent'],
      startedAt: Date.now(),
      endedAt: 0,
    };
    seen.push(entry);
    active += 1;
    mostAtOnce = Math.max(mostAtOnce, active);
    // A little latency, so overlapping requests would be caught overlapping.
    await sleep(req.url === '/slow' ? 1000 : 5);
    const route = ROUTES[entry.path];
    if (entry.path === '/releases/flaky' && flakyFailures > 0) {
      flakyFailures -= 1;
      res.writeHead(503, { 'retry-after': '0' }).end('busy');
    } else if (route && 'body' in route) {
      res.writeHead(200, { 'content-type': route.type }).end(route.body);
    } else {
      res.writeHead(route?.status ?? 404).end();
    }
    active -= 1;
    entry.endedAt = Date.now();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen.length = 0;
  mostAtOnce = 0;
  flakyFailures = 1;
});

const quick: FetcherSettings = {
  ...DEFAULT_FETCHER_SETTINGS,
  delayMs: 0,
  backoffMs: 10,
  attempts: 3,
  timeoutMs: 2000,
};

async function read(url: string, settings = quick): Promise<SourceItem[]> {
  const items: SourceItem[] = [];
  for await (const item of urlSource(url, new PoliteFetcher(settings)).read()) items.push(item);
  return items;
}

const brief = (item: SourceItem) =>
  item.kind === 'release'
    ? {
        at: item.location,
        title: item.release.title,
        published: item.release.published_date,
        url: item.release.source_url,
      }
    : { at: item.location, problem: item.reason };

describe('an RSS feed', () => {
  it('turns items into releases from their pages or the full text they carry, and reports the rest', async () => {
    const items = await read(`${base}/feeds/rss.xml`);
    expect(items.map(brief)).toEqual([
      {
        at: `${base}/releases/1`,
        title: 'Suspect arrested for murder in Khayelitsha',
        published: '2024-08-05',
        url: `${base}/releases/1`,
      },
      {
        at: `${base}/releases/flaky`,
        title: 'Suspect arrested for housebreaking in Rustenburg',
        published: '2024-08-07',
        url: `${base}/releases/flaky`,
      },
      {
        at: `${base}/releases/in-feed`,
        title: 'Cellphone robbery suspect arrested in Bloemfontein',
        published: '2024-08-06',
        url: `${base}/releases/in-feed`,
      },
      { at: `${base}/releases/gone`, problem: 'could not fetch: HTTP 404 Not Found' },
      {
        at: `${base}/newsroom`,
        problem: 'not a press release: the page is mostly links (a listing or index page)',
      },
      { at: `${base}/feeds/rss.xml (item 6)`, problem: 'the feed item has no link to its release' },
    ]);
    const carried = items[2];
    expect(carried?.kind === 'release' && carried.release.text).toBe(
      'Police in Bloemfontein arrested a man on Sunday after a woman was robbed of her cellphone at a taxi rank. Officers recovered the phone and returned it to its owner, who identified the suspect at the scene.\n\n' +
        'He is expected to appear in the Bloemfontein Magistrate’s Court on Tuesday on a charge of robbery.\n\nEnds',
    );
    // The item that carried its whole text cost no request of its own.
    expect(seen.map((s) => s.path)).not.toContain('/releases/in-feed');
  });

  it('asks politely: its own User-Agent, and never two requests to one host at the same time', async () => {
    await read(`${base}/feeds/rss.xml`);
    expect(seen.length).toBeGreaterThan(4);
    expect(new Set(seen.map((s) => s.userAgent))).toEqual(new Set([USER_AGENT]));
    expect(USER_AGENT).toBe('PressReleaseWorkbench/1.0 (+ingest)');
    expect(mostAtOnce).toBe(1);
  });
});

describe('an Atom feed', () => {
  it('reads entries by their alternate link, with the published or updated date', async () => {
    expect((await read(`${base}/feeds/atom.xml`)).map(brief)).toEqual([
      {
        at: `${base}/releases/2`,
        title: 'Suspects arrested for business robbery in Polokwane',
        published: '2024-08-09',
        url: `${base}/releases/2`,
      },
      {
        at: `${base}/releases/1`,
        title: 'Suspect arrested for murder in Khayelitsha',
        published: '2024-08-05',
        url: `${base}/releases/1`,
      },
    ]);
  });
});

describe('feeds that fail', () => {
  it('reports a feed whose server keeps failing, after retrying', async () => {
    expect((await read(`${base}/feeds/down.xml`)).map(brief)).toEqual([
      {
        at: `${base}/feeds/down.xml`,
        problem: 'could not fetch: HTTP 500 Internal Server Error (3 attempts)',
      },
    ]);
    expect(seen.filter((s) => s.path === '/feeds/down.xml')).toHaveLength(3);
  });

  it('reports a feed that is not well-formed XML', async () => {
    expect((await read(`${base}/feeds/broken.xml`)).map(brief)).toEqual([
      {
        at: `${base}/feeds/broken.xml`,
        problem: expect.stringMatching(/^the feed is not well-formed XML: .+ \(line \d+\)$/),
      },
    ]);
  });
});

describe('a release page', () => {
  it('is read as one release keyed by its address', async () => {
    expect((await read(`${base}/releases/2#top`)).map(brief)).toEqual([
      {
        at: `${base}/releases/2#top`,
        title: 'Suspects arrested for business robbery in Polokwane',
        published: '2024-08-09',
        url: `${base}/releases/2`,
      },
    ]);
  });

  it('is reported when it is not a release', async () => {
    expect((await read(`${base}/newsroom`)).map(brief)).toEqual([
      {
        at: `${base}/newsroom`,
        problem: 'not a press release: the page is mostly links (a listing or index page)',
      },
    ]);
  });
});

describe('the polite fetcher', () => {
  it('retries a 503 with back-off and then succeeds', async () => {
    const page = await new PoliteFetcher(quick).get(`${base}/releases/flaky`);
    expect(page.body).toContain('housebreaking in Rustenburg');
    const tries = seen.filter((s) => s.path === '/releases/flaky');
    expect(tries).toHaveLength(2);
    expect((tries[1]?.startedAt ?? 0) - (tries[0]?.endedAt ?? 0)).toBeGreaterThanOrEqual(quick.backoffMs - 2);
  });

  it('waits the delay between requests to one host, even when asked for several at once', async () => {
    const fetcher = new PoliteFetcher({ ...quick, delayMs: 150 });
    await Promise.all(
      ['/releases/1', '/releases/2', '/newsroom'].map((path) => fetcher.get(`${base}${path}`)),
    );
    expect(mostAtOnce).toBe(1);
    const byStart = [...seen].sort((a, b) => a.startedAt - b.startedAt);
    for (let i = 1; i < byStart.length; i++) {
      expect((byStart[i]?.startedAt ?? 0) - (byStart[i - 1]?.endedAt ?? 0)).toBeGreaterThanOrEqual(145);
    }
  });

  it('gives up on a request that takes longer than its time limit', async () => {
    const fetcher = new PoliteFetcher({ ...quick, timeoutMs: 100, attempts: 1 });
    await expect(fetcher.get(`${base}/slow`)).rejects.toThrow(new FetchError('timed out after 100 ms'));
  });

  it('retries network failures and names them', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const fetcher = new PoliteFetcher({ ...quick, attempts: 2 });
    await expect(fetcher.get(`http://127.0.0.1:${port}/`)).rejects.toThrow(
      new FetchError('network error: ECONNREFUSED (2 attempts)'),
    );
  });

  it('stops waiting and fetching as soon as the run is aborted', async () => {
    const controller = new AbortController();
    const fetcher = new PoliteFetcher({ ...quick, delayMs: 10_000 }, controller.signal);
    await fetcher.get(`${base}/releases/1`);
    const second = fetcher.get(`${base}/releases/2`);
    controller.abort(new Error('stopped by the user'));
    await expect(second).rejects.toThrow('stopped by the user');
    expect(seen).toHaveLength(1);
  });
});
