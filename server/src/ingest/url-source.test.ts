import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NOTHING_ALLOWED, parseAllowList, type Resolver } from '../net/address-rules';
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
  '/api/releases': { type: 'application/json', body: '{"releases": []}' },
};

interface Seen {
  path: string;
  userAgent: string | undefined;
  host: string | undefined;
  startedAt: number;
  endedAt: number;
}
const seen: Seen[] = [];
/** Requests that reached the stand-in for an internal service, on another loopback address. */
const internalSeen: Seen[] = [];
let active = 0;
let mostAtOnce = 0;
let flakyFailures = 0;
let server: Server;
let internal: Server;
let base: string;
let internalBase: string;

const listen = async (target: Server, address: string) => {
  await new Promise<void>((resolve) => target.listen(0, address, resolve));
  return `http://${address}:${(target.address() as AddressInfo).port}`;
};

const rss = (links: string[]) =>
  `<?xml version="1.0"?><rss version="2.0"><channel><title>Links</title>${links
    .map((link, i) => `<item><title>Item ${i + 1}</title><link>${link}</link></item>`)
    .join('')}</channel></rss>`;

const handler = (log: Seen[]) =>
  async function answer(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) {
    const entry: Seen = {
      path: req.url ?? '',
      userAgent: req.headers['user-agent'],
      host: req.headers.host,
      startedAt: Date.now(),
      endedAt: 0,
    };
    log.push(entry);
    active += 1;
    mostAtOnce = Math.max(mostAtOnce, active);
    // A little latency, so overlapping requests would be caught overlapping.
    await sleep(req.url === '/slow' ? 1000 : 5);
    const route = ROUTES[entry.path];
    const hops = entry.path.match(/^\/hops\/(\d+)$/);
    const to = entry.path.startsWith('/to?') ? new URLSearchParams(entry.path.slice(4)).get('u') : null;
    if (to !== null) {
      res.writeHead(302, { location: to }).end();
    } else if (hops && Number(hops[1]) > 0) {
      res.writeHead(302, { location: `/hops/${Number(hops[1]) - 1}` }).end();
    } else if (hops) {
      res.writeHead(200, { 'content-type': 'text/html' }).end(web('release-1.html'));
    } else if (entry.path === '/releases/flaky' && flakyFailures > 0) {
      flakyFailures -= 1;
      res.writeHead(503, { 'retry-after': '0' }).end('busy');
    } else if (route && 'body' in route) {
      res.writeHead(200, { 'content-type': route.type }).end(route.body);
    } else {
      res.writeHead(route?.status ?? 404).end();
    }
    active -= 1;
    entry.endedAt = Date.now();
  };

beforeAll(async () => {
  server = createServer(handler(seen));
  internal = createServer(handler(internalSeen));
  base = await listen(server, '127.0.0.1');
  internalBase = await listen(internal, '127.0.0.2');
  const internalPort = new URL(internalBase).port;
  ROUTES['/feeds/internal.xml'] = {
    type: 'application/rss+xml',
    body: rss([
      `${internalBase}/releases/1`,
      `http://0x7f000002:${internalPort}/releases/1`,
      `http://2130706434:${internalPort}/releases/1`,
      `http://0177.0.0.2:${internalPort}/releases/1`,
      `http://[::ffff:127.0.0.2]:${internalPort}/releases/1`,
      `http://[::1]:${internalPort}/releases/1`,
      `http://0.0.0.0:${new URL(base).port}/releases/1`,
      'http://169.254.169.254/latest/meta-data/',
      'http://10.0.0.5/releases/1',
      'http://100.64.0.1/releases/1',
      'http://[fd00::1]/releases/1',
      'http://[fe80::1]/releases/1',
      'http://224.0.0.1/releases/1',
    ]),
  };
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await new Promise<void>((resolve) => internal.close(() => resolve()));
});
beforeEach(() => {
  seen.length = 0;
  internalSeen.length = 0;
  mostAtOnce = 0;
  flakyFailures = 1;
});

const quick: FetcherSettings = {
  ...DEFAULT_FETCHER_SETTINGS,
  delayMs: 0,
  backoffMs: 10,
  attempts: 3,
  timeoutMs: 2000,
  // The fixture server is on loopback, which ingest refuses unless told otherwise.
  allowHosts: parseAllowList('127.0.0.1'),
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

describe('addresses that are not fetched', () => {
  it('refuses feed links to loopback, private, link-local and other internal addresses, however written', async () => {
    const items = await read(`${base}/feeds/internal.xml`);
    expect(items.map((item) => (item.kind === 'problem' ? item.reason : 'fetched'))).toEqual([
      'refused: 127.0.0.2 is a loopback address',
      'refused: 127.0.0.2 is a loopback address',
      'refused: 127.0.0.2 is a loopback address',
      'refused: 127.0.0.2 is a loopback address',
      'refused: ::ffff:7f00:2 is a loopback address',
      'refused: ::1 is a loopback address',
      'refused: 0.0.0.0 is an unspecified address',
      'refused: 169.254.169.254 is a link-local address',
      'refused: 10.0.0.5 is a private address',
      'refused: 100.64.0.1 is a shared (carrier-grade NAT) address',
      'refused: fd00::1 is a private address',
      'refused: fe80::1 is a link-local address',
      'refused: 224.0.0.1 is a multicast address',
    ]);
    expect(internalSeen).toEqual([]);
    expect(seen.map((s) => s.path)).toEqual(['/feeds/internal.xml']);
  });

  it('checks every redirect, and refuses one to an internal address at once, without retrying', async () => {
    const secret = `${internalBase}/releases/1`;
    const items = await read(`${base}/to?u=${encodeURIComponent(secret)}`);
    expect(items.map(brief)).toEqual([
      {
        at: `${base}/to?u=${encodeURIComponent(secret)}`,
        problem: `refused: redirected to ${secret}, and 127.0.0.2 is a loopback address`,
      },
    ]);
    expect(internalSeen).toEqual([]);
    expect(seen).toHaveLength(1);
  });

  it('refuses a redirect to another kind of address without retrying', async () => {
    const fetcher = new PoliteFetcher(quick);
    await expect(fetcher.get(`${base}/to?u=${encodeURIComponent('file:///etc/passwd')}`)).rejects.toThrow(
      new FetchError(
        'refused: redirected to file:///etc/passwd, and only http:// and https:// addresses are fetched',
        'refused',
      ),
    );
    expect(seen).toHaveLength(1);
  });

  it('refuses a host name that resolves to an internal address, naming the address', async () => {
    const resolve: Resolver = async () => [
      { address: '93.184.215.14', family: 4 },
      { address: '10.0.0.5', family: 4 },
    ];
    const items = await read('http://press.test/releases/1', { ...quick, resolve });
    expect(items.map(brief)).toEqual([
      {
        at: 'http://press.test/releases/1',
        problem: 'refused: press.test resolves to a private address (10.0.0.5)',
      },
    ]);
    const [local] = await read(`http://localhost:${new URL(base).port}/releases/1`, {
      ...quick,
      allowHosts: NOTHING_ALLOWED,
    });
    expect(local?.kind === 'problem' && local.reason).toMatch(
      /^refused: localhost resolves to a loopback address \((127\.0\.0\.1|::1)\)$/,
    );
    expect(seen).toEqual([]);
  });

  it('connects to the address it checked, so a second DNS answer cannot redirect the request', async () => {
    const asked: string[] = [];
    // Rebinding: the first answer passes the check, later ones point at the internal service.
    const resolve: Resolver = async (host) => {
      asked.push(host);
      return [{ address: asked.length === 1 ? '127.0.0.1' : '127.0.0.2', family: 4 }];
    };
    const port = new URL(base).port;
    const page = await new PoliteFetcher({ ...quick, resolve }).get(`http://rebind.test:${port}/releases/1`);
    expect(page.body).toContain('Khayelitsha');
    expect(asked).toEqual(['rebind.test']);
    expect(seen.map((s) => s.host)).toEqual([`rebind.test:${port}`]);
    expect(internalSeen).toEqual([]);
  });

  it('fetches what the allow-list names: a host name opens that name, not its address', async () => {
    const port = new URL(base).port;
    const fetcher = new PoliteFetcher({ ...quick, allowHosts: parseAllowList('localhost') });
    await expect(fetcher.get(`http://localhost:${port}/releases/1`)).resolves.toMatchObject({
      url: `http://localhost:${port}/releases/1`,
    });
    await expect(fetcher.get(`${base}/releases/1`)).rejects.toThrow(
      new FetchError('refused: 127.0.0.1 is a loopback address', 'refused'),
    );
    const ranges = new PoliteFetcher({ ...quick, allowHosts: parseAllowList('127.0.0.0/30') });
    await expect(ranges.get(`${internalBase}/releases/2`)).resolves.toMatchObject({
      url: `${internalBase}/releases/2`,
    });
  });
});

describe('answers that are not followed or read', () => {
  it('follows up to five redirects, and fails beyond that without retrying', async () => {
    const [five] = await read(`${base}/hops/5`);
    expect(five?.kind === 'release' && five.release.source_url).toBe(`${base}/hops/5`);
    seen.length = 0;
    expect((await read(`${base}/hops/6`)).map(brief)).toEqual([
      { at: `${base}/hops/6`, problem: 'could not fetch: too many redirects (more than 5)' },
    ]);
    expect(seen.map((s) => s.path)).toEqual([
      '/hops/6',
      '/hops/5',
      '/hops/4',
      '/hops/3',
      '/hops/2',
      '/hops/1',
    ]);
  });

  it('says plainly that a JSON answer is neither a page nor a feed, and does not retry it', async () => {
    expect((await read(`${base}/api/releases`)).map(brief)).toEqual([
      {
        at: `${base}/api/releases`,
        problem: 'the address answered application/json, not an HTML page or a feed',
      },
    ]);
    expect(seen).toHaveLength(1);
  });
});
