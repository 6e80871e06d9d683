// `npm test`: server suite on PGlite, again on PostgreSQL when TEST_DATABASE_URL is set, the web
// component tests, and the browser journeys. Every stage runs even when another failed, so one failing
// test cannot hide the others; it ends with each stage's outcome and one line counting every test
// that ran, and fails when any stage failed.
//
// The stages run in three lanes side by side, each lane's stages one after another. On two cores no
// stage keeps both busy: a vitest run uses one worker, and the journeys wait on the browser and the
// server most of the time. Side by side they took minutes less than one after another. The PostgreSQL
// stage, which waits on the database much of the time, follows the shortest stage, the web
// components. The PGlite stage is the longest (378 s alone in session 48, all of it on one core);
// beside the others it had only a share of a core and took 704 s of a 12 min 54 s run, with the
// journeys (349 s alone, 170 s of it on a core) and the web lane ending minutes earlier. Running it
// on two workers gained nothing (676 s, the same 12 min 54 s). So the other lanes run at a lower CPU
// priority: the PGlite stage gets a core whenever it can use one, and they fill the rest. Each stage's
// output is printed whole when it ends, and every failed test is named again at the very end, because
// a CI log may keep only its tail.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The niceness of the stages beside the PGlite stage (see above). */
const BESIDE = 10;
const postgres = process.env.TEST_DATABASE_URL
  ? [['server (PostgreSQL)', ['run', 'test', '-w', 'server'], { TEST_DB: 'postgres' }, BESIDE]]
  : [];
/**
 * Lanes run at the same time; the stages of one lane run one after another. A stage is its name, the
 * npm arguments, its environment and the niceness it runs at.
 */
const lanes = [
  [['browser journeys', ['run', 'e2e', '-w', 'web'], {}, BESIDE]],
  [['server (PGlite)', ['run', 'test', '-w', 'server'], { TEST_DB: 'pglite' }, 0]],
  [['web components', ['run', 'test', '-w', 'web'], {}, BESIDE], ...postgres],
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
function runStage([name, args, env, niceness]) {
  const report = join(reports, `${reportCount++}.json`);
  const started = Date.now();
  console.log(`=== ${name}: started ===`);
  return new Promise((resolve) => {
    const child = spawn(
      'nice',
      [
        '-n',
        String(niceness),
        'npm',
        ...args,
        '--',
        '--reporter=default',
        '--reporter=json',
        `--outputFile=${report}`,
      ],
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
