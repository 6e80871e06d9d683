import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type AppDeps, buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import type { Database } from '../db/client';
import { createTestDatabase } from './database';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

/** The real app on a fresh database and a throwaway data folder, driven through app.inject(). */
export async function createTestApp(
  overrides: Partial<Omit<AppDeps, 'config' | 'database'>> & { env?: NodeJS.ProcessEnv } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'workbench-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    APP_URL: 'http://app.test',
    // Tests change events behind the app's back (SQL), as another process would, and expect the
    // next search to see it; the search cache would show it up to 5 s late. search-cache.test.ts
    // tests the cache; a test may turn it on here.
    SEARCH_CACHE_MS: '0',
    ...overrides.env,
  });
  const database = await createTestDatabase();
  const app = await buildApp({ config, database, ...overrides });
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
