import { closeSync, openSync, writeSync } from 'node:fs';
import { escapeFormula } from '@workbench/contract/csv';
import type { IngestFailure } from './types';

/** Sources and reasons quote the release files, which come from outside. */
const csvCell = (value: string) => `"${String(escapeFormula(value)).replace(/"/g, '""')}"`;

/** The time of the run in the file name: reports sort by time and need no quoting in a shell. */
export function defaultReportPath(now = new Date()): string {
  const stamp = now
    .toISOString()
    .replace(/\.\d+Z$/, '')
    .replace(/[-:]/g, '')
    .replace('T', '-');
  return `ingest-failures-${stamp}.jsonl`;
}

/**
 * Failures written as they happen, so a run stopped half-way still leaves its report: JSON lines,
 * or CSV when the path ends in .csv; each with source, location and reason. Without `always`, the
 * file is only created once there is something to write.
 */
export class FailureReport {
  private fd: number | undefined;
  private written = 0;
  private readonly csv: boolean;

  constructor(
    readonly path: string,
    always: boolean,
  ) {
    this.csv = path.toLowerCase().endsWith('.csv');
    if (always) this.open();
  }

  get count(): number {
    return this.written;
  }

  add(failure: IngestFailure): void {
    const fd = this.fd ?? this.open();
    const line = this.csv
      ? [failure.source, failure.location, failure.reason].map(csvCell).join(',')
      : JSON.stringify({ source: failure.source, location: failure.location, reason: failure.reason });
    writeSync(fd, `${line}\n`);
    this.written += 1;
  }

  close(): void {
    if (this.fd !== undefined) closeSync(this.fd);
    this.fd = undefined;
  }

  private open(): number {
    this.fd = openSync(this.path, 'w');
    if (this.csv) writeSync(this.fd, `${['source', 'location', 'reason'].map(csvCell).join(',')}\n`);
    return this.fd;
  }
}
