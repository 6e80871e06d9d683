import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

const onPostgres = process.env.TEST_DB === 'postgres';

/** Tests that open a database: the only ones a second run on a PostgreSQL server can tell anything new. */
const USES_A_DATABASE = /createTestDatabase|createTestApp|testing\/app|testing\/database|postgres-cluster/;

function testFilesWithoutDatabase(): string[] {
  const files = readdirSync('src', { recursive: true, encoding: 'utf8' }).filter((f) =>
    f.endsWith('.test.ts'),
  );
  return files
    .filter((f) => !USES_A_DATABASE.test(readFileSync(join('src', f), 'utf8')))
    .map((f) => `src/${f}`);
}

/**
 * `TEST_SCOPE=database` runs only the tests that open a database, `no-database` only the others, so
 * that `npm test` can run the two side by side (scripts/test.mjs); unset, every test runs.
 */
const scope = process.env.TEST_SCOPE;
const withoutDatabase = testFilesWithoutDatabase();

export default defineConfig({
  test: {
    include: scope === 'no-database' ? withoutDatabase : ['src/**/*.test.ts'],
    // Tests of PostgreSQL-server behaviour (connections the server drops) need the server; tests
    // that open no database ran already on the embedded one.
    exclude: [
      ...(onPostgres ? [] : ['src/**/*.postgres.test.ts']),
      ...(onPostgres || scope === 'database' ? withoutDatabase : []),
    ],
    globalSetup: ['src/testing/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Each worker keeps the modules it loaded (the gazetteer, the crime taxonomy) from one test file
    // to the next: loading them again for every file cost a minute of a CI run. Tests get their state
    // from their own database and app, never from module state another file left behind.
    isolate: false,
  },
});
