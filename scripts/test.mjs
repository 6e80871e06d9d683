// `npm test`: server suite on PGlite, again on PostgreSQL when TEST_DATABASE_URL is set, the web
// component tests, then the browser journeys. Stops at the first failing stage.
import { spawnSync } from 'node:child_process';

const stages = [
  ['server (PGlite)', ['run', 'test', '-w', 'server'], { TEST_DB: 'pglite' }],
  ...(process.env.TEST_DATABASE_URL
    ? [['server (PostgreSQL)', ['run', 'test', '-w', 'server'], { TEST_DB: 'postgres' }]]
    : []),
  ['web components', ['run', 'test', '-w', 'web'], {}],
  ['browser journeys', ['run', 'e2e', '-w', 'web'], {}],
];

if (!process.env.TEST_DATABASE_URL) {
  console.log('TEST_DATABASE_URL is not set: the server suite runs on PGlite only.');
}
for (const [name, args, env] of stages) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const result = spawnSync('npm', args, { stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(
    `=== ${name}: ${result.status === 0 ? 'passed' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s ===`,
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
}
