import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

const FEED = readFileSync(new URL('../ingest/fixtures/watch/feed.xml', import.meta.url), 'utf8');

export interface FeedServer {
  /** The feed's address on loopback. */
  url: string;
  /** When each request for the feed arrived and when its answer was sent, in order. */
  requests: { startedAt: number; endedAt: number }[];
  close(): Promise<void>;
}

/**
 * A loopback server of one small RSS feed whose items carry their whole release text, answering
 * after `latencyMs` so that two runs reading it at the same time would be seen overlapping.
 */
export async function startFeedServer(latencyMs = 200): Promise<FeedServer> {
  const requests: FeedServer['requests'] = [];
  const server = createServer(async (req, res) => {
    if (req.url !== '/feed.xml') {
      res.writeHead(404).end();
      return;
    }
    const entry = { startedAt: Date.now(), endedAt: 0 };
    requests.push(entry);
    await sleep(latencyMs);
    res.writeHead(200, { 'content-type': 'application/rss+xml' }).end(FEED);
    entry.endedAt = Date.now();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/feed.xml`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
