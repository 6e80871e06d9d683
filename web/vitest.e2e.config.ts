import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    testTimeout: 90_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    // A journey polls for what the server or the browser does next, and on a busy two-core CI machine
    // that can take longer than vitest's one-second default poll.
    expect: { poll: { timeout: 15_000, interval: 100 } },
  },
});
