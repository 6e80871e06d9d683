import { closeSync, openSync, writeSync } from 'node:fs';
import { escapeFormula } from '@workbench/contract/csv';
import type { IngestFailure } from './types';

/** Sources and reasons quote the release files, which come from outside. */
const csvCell = (value: string) => `"${String(escapeFormula(value)).replace(/"/g, '""')}"`;

/** How many failures a run lists on the terminal; the report file holds them all. */
const FAILURES_SHOWN = 20;

/** A listed failure's line stops here: a reason may quote a whole field of a release file. */
const SHOWN_CHARS = 300;

// C0 and C1 control characters: quoted from a release file, they could move the cursor, clear the
// screen or retitle the terminal the run is watched on.
const CONTROL_CHARACTERS = /\p{Cc}/gu;

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
  /** The first FAILURES_SHOWN failures, to list on the terminal when the run ends. */
  readonly first: IngestFailure[] = [];

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
    if (this.first.length < FAILURES_SHOWN) this.first.push(failure);
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

/** The report's first failures as terminal lines, where each happened and why, then how many more. */
export function failureLines(report: FailureReport): string[] {
  const shown = report.first.map((failure) => {
    const line = `  ${failure.location}: ${failure.reason}`.replace(CONTROL_CHARACTERS, ' ');
    return line.length > SHOWN_CHARS ? `${line.slice(0, SHOWN_CHARS - 3)}...` : line;
  });
  const more = report.count - report.first.length;
  return more > 0 ? [...shown, `  and ${more} more`] : shown;
}
