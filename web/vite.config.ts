import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const TESTS = 'src/**/*.test.{ts,tsx}';

/**
 * Test files that replace a module with vi.mock. They run isolated: a component another file loaded
 * first would keep the real module, and the mock would not reach it.
 */
function testFilesMockingModules(): string[] {
  return readdirSync('src', { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.test\.tsx?$/.test(f) && /\bvi\.mock\(/.test(readFileSync(join('src', f), 'utf8')))
    .map((f) => `src/${f}`);
}

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: { proxy: { '/api': 'http://localhost:8000' } },
  build: { sourcemap: false, chunkSizeWarningLimit: 600 },
  test: {
    environment: 'jsdom',
    setupFiles: ['src/test-setup.ts'],
    // Run beside the server suite and the browser journeys, a test may wait on the CPU (test-setup.ts):
    // one took 18 s in session 48.
    testTimeout: 30_000,
    projects: [
      {
        extends: true,
        // A new environment and module graph for every file cost half the run (143 s against 71 s on
        // two cores in session 42). Tests get their state from what they render, and test-setup.ts
        // clears the document and storage after each one.
        test: { name: 'components', include: [TESTS], exclude: testFilesMockingModules(), isolate: false },
      },
      { extends: true, test: { name: 'mocking modules', include: testFilesMockingModules() } },
    ],
  },
});
