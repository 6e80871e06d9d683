// `npm test`: server suite on PGlite, again on PostgreSQL when TEST_DATABASE_URL is set, the web
// component tests, and the browser journeys. Every stage runs even when another failed, so one failing
// test cannot hide the others; it ends with each stage's outcome and one line counting every test
// that ran, and fails when any stage failed.
//
// The stages run in three lanes side by side, each lane's stages one after another. On two cores no
// stage keeps both busy: a vitest run uses one worker, and the journeys wait on the browser and the
// server most of the time. Side by side they took minutes less than one after another. The server
// suite runs as two stages, the tests that open a database and those that do not (the answering and
// evaluation tests). As one stage on PGlite (378 s alone) it took 704 s of a 12 min 54 s run beside
// the others, which ended minutes earlier; neither two workers for it (676 s) nor a lower CPU
// priority for the others (Chromium sets its own) helped, and a fourth lane loaded the machine more
// (13 min 21 s). In these three lanes (session 48) the stages took: journeys 429 s; database tests
// on PGlite 449 s, then the web components 81 s; tests without a database 460 s, then the PostgreSQL
// stage 150 s (a run of 11 min 25 s). With the PostgreSQL stage after the journeys instead, the run
// took 12 min 10 s (the journeys took 500 s that time), and a later run of the first arrangement
// 12 min 3 s (tests without a database 496 s): the lane of the tests without a database was the
// longest, so the PostgreSQL stage now follows the database tests on PGlite, and the web components,
// the shortest stage, the tests without a database. Each stage's
// output is printed whole when it ends, and every failed test is named again at the very end, because
// a CI log may keep only its tail.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const postgres = process.env.TEST_DATABASE_URL
  ? [['server (PostgreSQL)', ['run', 'test', '-w', 'server'], { TEST_DB: 'postgres' }]]
  : [];
/** Lanes run at the same time; the stages of one lane run one after another. */
const lanes = [
  [['browser journeys', ['run', 'e2e', '-w', 'web'], {}]],
  [
    ['server (PGlite)', ['run', 'test', '-w', 'server'], { TEST_DB: 'pglite', TEST_SCOPE: 'database' }],
    ...postgres,
  ],
  [
    [
      'server (no database)',
      ['run', 'test', '-w', 'server'],
      { TEST_DB: 'pglite', TEST_SCOPE: 'no-database' },
    ],
    ['web components', ['run', 'test', '-w', 'web'], {}],
  ],
];

if (!process.env.TEST_DATABASE_URL) {
  console.log('TEST_DATABASE_URL is not set: the server suite runs on PGlite only.');
}
const reports = mkdtempSync(join(tmpdir(), 'workbench-test-reports-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
let exitCode = 0;
const outcomes = [];
const failures = [];
let reportCount = 0;

/** Runs one stage, printing its output when it ends, and counts its tests. */
function runStage([name, args, env]) {
  const report = join(reports, `${reportCount++}.json`);
  const started = Date.now();
  console.log(`=== ${name}: started ===`);
  return new Promise((resolve) => {
    const child = spawn(
      'npm',
      [...args, '--', '--reporter=default', '--reporter=json', `--outputFile=${report}`],
      { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } },
    );
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (status) => {
      console.log(`\n=== ${name} ===`);
      process.stdout.write(Buffer.concat(output));
      try {
        const counts = JSON.parse(readFileSync(report, 'utf8'));
        totals.passed += counts.numPassedTests;
        totals.failed += counts.numFailedTests;
        totals.skipped += counts.numPendingTests + counts.numTodoTests;
        failures.push(...failedTests(name, counts));
      } catch {
        // The stage died before writing its report; its exit code says so below.
      }
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const outcome = `${name}: ${status === 0 ? 'passed' : 'FAILED'} in ${seconds} s`;
      console.log(`=== ${outcome} ===`);
      outcomes.push(outcome);
      if (status !== 0 && exitCode === 0) exitCode = status ?? 1;
      resolve();
    });
  });
}

/** Each failed test of a vitest JSON report as one line: stage, file, test and the failure's first line. */
function failedTests(stage, report) {
  const firstLine = (message) => (message ?? '').split('\n')[0].slice(0, 300);
  return report.testResults.flatMap((file) => {
    const where = `${stage} · ${file.name.replace(process.cwd(), '.')}`;
    const failed = file.assertionResults.filter((test) => test.status === 'failed');
    // A file can fail with no failed test, when a hook or an import throws.
    if (failed.length === 0) return file.status === 'failed' ? [`${where}: ${firstLine(file.message)}`] : [];
    return failed.map((test) => `${where} · ${test.fullName}: ${firstLine(test.failureMessages[0])}`);
  });
}

await Promise.all(
  lanes.map(async (lane) => {
    for (const stage of lane) await runStage(stage);
  }),
);
console.log(`\n${outcomes.join('\n')}`);
if (failures.length > 0) console.log(`\nFailed:\n${failures.join('\n')}`);
rmSync(reports, { recursive: true, force: true });
const skipped = totals.skipped > 0 ? `, ${totals.skipped} skipped` : '';
console.log(`\nTests: ${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exit(exitCode);
