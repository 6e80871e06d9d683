// `npm test`: server suite on PGlite, again on PostgreSQL when TEST_DATABASE_URL is set, the web
// component tests, then the browser journeys. Every stage runs even when one before it failed, so one
// failing test cannot hide the others; it ends with each stage's outcome and one line counting every
// test that ran, and fails when any stage failed.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

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
const reports = mkdtempSync(join(tmpdir(), 'workbench-test-reports-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
let exitCode = 0;
const outcomes = [];
for (const [index, [name, args, env]] of stages.entries()) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const report = join(reports, `${index}.json`);
  const result = spawnSync(
    'npm',
    [...args, '--', '--reporter=default', '--reporter=json', `--outputFile=${report}`],
    {
      stdio: 'inherit',
      env: { ...process.env, ...env },
    },
  );
  try {
    const counts = JSON.parse(readFileSync(report, 'utf8'));
    totals.passed += counts.numPassedTests;
    totals.failed += counts.numFailedTests;
    totals.skipped += counts.numPendingTests + counts.numTodoTests;
  } catch {
    // The stage died before writing its report; its exit code says so below.
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const outcome = `${name}: ${result.status === 0 ? 'passed' : 'FAILED'} in ${seconds} s`;
  console.log(`=== ${outcome} ===`);
  outcomes.push(outcome);
  if (result.status !== 0 && exitCode === 0) exitCode = result.status ?? 1;
}
console.log(`\n${outcomes.join('\n')}`);
rmSync(reports, { recursive: true, force: true });
const skipped = totals.skipped > 0 ? `, ${totals.skipped} skipped` : '';
console.log(`\nTests: ${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exit(exitCode);
