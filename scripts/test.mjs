// `npm test`: server suite on PGlite, again on PostgreSQL when TEST_DATABASE_URL is set, the web
// component tests, then the browser journeys. Every stage runs even when one before it failed, so one
// failing test cannot hide the others; it ends with each stage's outcome and one line counting every
// test that ran, and fails when any stage failed.
//
// The PostgreSQL stage and the web component tests run side by side: neither opens a browser, the
// first waits on the database much of the time, and together they take a minute and a half less on
// two cores than one after the other. Each stage's output is printed whole when it ends.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const postgres = process.env.TEST_DATABASE_URL
  ? [['server (PostgreSQL)', ['run', 'test', '-w', 'server'], { TEST_DB: 'postgres' }]]
  : [];
/** Stages of one group run at the same time; groups run one after another. */
const groups = [
  [['server (PGlite)', ['run', 'test', '-w', 'server'], { TEST_DB: 'pglite' }]],
  [...postgres, ['web components', ['run', 'test', '-w', 'web'], {}]],
  [['browser journeys', ['run', 'e2e', '-w', 'web'], {}]],
];

if (!process.env.TEST_DATABASE_URL) {
  console.log('TEST_DATABASE_URL is not set: the server suite runs on PGlite only.');
}
const reports = mkdtempSync(join(tmpdir(), 'workbench-test-reports-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
let exitCode = 0;
const outcomes = [];

/** Runs one stage; alone it prints as it goes, beside another it prints its output when it ends. */
function runStage([name, args, env], index, alone) {
  const report = join(reports, `${index}.json`);
  const started = Date.now();
  if (alone) console.log(`\n=== ${name} ===`);
  return new Promise((resolve) => {
    const child = spawn(
      'npm',
      [...args, '--', '--reporter=default', '--reporter=json', `--outputFile=${report}`],
      {
        stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, ...env },
      },
    );
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (status) => {
      if (!alone) {
        console.log(`\n=== ${name} ===`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve({ name, status, report, seconds: ((Date.now() - started) / 1000).toFixed(1) });
    });
  });
}

let index = 0;
for (const group of groups) {
  const runs = await Promise.all(group.map((stage) => runStage(stage, index++, group.length === 1)));
  for (const { name, status, report, seconds } of runs) {
    try {
      const counts = JSON.parse(readFileSync(report, 'utf8'));
      totals.passed += counts.numPassedTests;
      totals.failed += counts.numFailedTests;
      totals.skipped += counts.numPendingTests + counts.numTodoTests;
    } catch {
      // The stage died before writing its report; its exit code says so below.
    }
    const outcome = `${name}: ${status === 0 ? 'passed' : 'FAILED'} in ${seconds} s`;
    console.log(`=== ${outcome} ===`);
    outcomes.push(outcome);
    if (status !== 0 && exitCode === 0) exitCode = status ?? 1;
  }
}
console.log(`\n${outcomes.join('\n')}`);
rmSync(reports, { recursive: true, force: true });
const skipped = totals.skipped > 0 ? `, ${totals.skipped} skipped` : '';
console.log(`\nTests: ${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exit(exitCode);
