import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { FailureReport, failureLines } from './failure-report';

let scratch: string | undefined;
afterEach(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
  scratch = undefined;
});

describe('FailureReport as CSV', () => {
  it('keeps text from the release files from running as spreadsheet formulas', () => {
    scratch = mkdtempSync(join(tmpdir(), 'failure-report-'));
    const path = join(scratch, 'failures.csv');
    const report = new FailureReport(path, false);
    report.add({ source: '=cmd|"/c calc"!A1', location: '@row 2', reason: '-title\n+2' });
    report.add({ source: 'releases.csv', location: 'releases.csv:3', reason: 'missing title' });
    report.add({ source: '\u200b=1+1', location: '\uff1dSUM(A1)', reason: 'invisible and fullwidth starts' });
    report.close();
    // Every cell quoted, the header's too; formula starts escaped behind invisible or fullwidth prefixes.
    expect(readFileSync(path, 'utf8').split('\n')).toEqual([
      '"source","location","reason"',
      `"'=cmd|""/c calc""!A1","'@row 2","'-title`,
      `+2"`,
      '"releases.csv","releases.csv:3","missing title"',
      `"'\u200b=1+1","'\uff1dSUM(A1)","invisible and fullwidth starts"`,
      '',
    ]);
  });
});

describe('failureLines', () => {
  it('cuts a reason that quotes a long field, so each failure stays one line', () => {
    scratch = mkdtempSync(join(tmpdir(), 'failure-report-'));
    const report = new FailureReport(join(scratch, 'failures.jsonl'), false);
    report.add({
      source: 'a.jsonl',
      location: 'a.jsonl:1',
      reason: `source_url "${'x'.repeat(1000)}" is wrong`,
    });
    report.close();
    const [line] = failureLines(report);
    expect(line).toHaveLength(300);
    expect(line).toMatch(/^ {2}a\.jsonl:1: source_url "x+\.\.\.$/);
  });
});
