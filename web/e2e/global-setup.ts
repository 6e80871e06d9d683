import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFile, rmSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    /** The feed the server watches: a journey writes releases into it to make them arrive. */
    feedFile: string;
  }
}

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitForHealth(baseUrl: string, server: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited early:\n${log()}`);
    try {
      const res = await fetch(`${baseUrl}/api/v1/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The server did not become healthy:\n${log()}`);
}

/**
 * A newsroom on loopback whose feed is whatever the journeys wrote to `file` (404 until then), so
 * that releases can arrive the way they do in production: the server's watcher polls the feed.
 */
async function startFeed(file: string): Promise<{ url: string; close: () => void }> {
  const feedPort = await freePort();
  const feed = createHttpServer((_request, response) =>
    readFile(file, (error, body) => {
      if (error) response.writeHead(404).end();
      else response.writeHead(200, { 'content-type': 'application/rss+xml' }).end(body);
    }),
  );
  await new Promise<void>((resolve) => feed.listen(feedPort, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${feedPort}/feed.xml`, close: () => feed.close() };
}

/**
 * Starts the product the way `npm start` does, on a throwaway data folder and port, watching a
 * loopback feed every minute (the shortest interval there is).
 */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'workbench-e2e-'));
  const feedFile = join(mkdtempSync(join(tmpdir(), 'workbench-e2e-feed-')), 'feed.xml');
  const feed = await startFeed(feedFile);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let output = '';
  const server = spawn('npm', ['start'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      APP_URL: baseUrl,
      DATABASE_URL: '',
      WATCH_SOURCES: feed.url,
      WATCH_INTERVAL_MINUTES: '1',
      INGEST_ALLOW_HOSTS: '127.0.0.1',
      // As behind one proxy: API sign-ups give each journey user an address of its own (support.ts).
      TRUST_PROXY: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  server.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  server.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  await waitForHealth(baseUrl, server, () => output.slice(-4000));
  project.provide('baseUrl', baseUrl);
  project.provide('dataDir', dataDir);
  project.provide('feedFile', feedFile);
  return async () => {
    feed.close();
    if (server.pid && server.exitCode === null) {
      // Ctrl-C, as a person stops it. npm itself dies of the signal; the server must finish cleanly,
      // which its last log line says once every process holding the output has closed it.
      const closed = new Promise((resolve) => server.stdout?.once('close', resolve));
      process.kill(-server.pid, 'SIGINT');
      await closed;
      if (!output.includes('Stopped cleanly')) {
        throw new Error(`The server did not stop cleanly:\n${output.slice(-4000)}`);
      }
    }
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(dirname(feedFile), { recursive: true, force: true });
  };
}
