import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Tests of PostgreSQL-server behaviour (connections the server drops) need the server.
    exclude: process.env.TEST_DB === 'postgres' ? [] : ['src/**/*.postgres.test.ts'],
    globalSetup: ['src/testing/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
  },
});
