import type { IngestCounts } from './pipeline';

export interface ProgressView {
  update(counts: Readonly<IngestCounts>): void;
  /** Clears the bar so the summary starts on a clean line. */
  finish(): void;
}

/** Where progress goes: standard error, so a dry run's standard output stays pure JSON lines. */
export interface ProgressStream {
  isTTY?: boolean;
  write(text: string): unknown;
}

const BAR_WIDTH = 24;
const TTY_REFRESH_MS = 100;
const PLAIN_EVERY_MS = 2000;

const whole = (n: number) => Math.round(n).toLocaleString('en-US');

function duration(seconds: number): string {
  if (!Number.isFinite(seconds)) return '?';
  if (seconds < 60) return `${Math.ceil(seconds)}s`;
  const minutes = Math.floor(seconds / 60);
  return minutes < 60
    ? `${minutes}m${String(Math.ceil(seconds % 60)).padStart(2, '0')}s`
    : `${Math.floor(minutes / 60)}h${String(minutes % 60).padStart(2, '0')}m`;
}

/** Count, rate, share and time left; the share and ETA only when the total is known. */
export function describeProgress(
  counts: Readonly<IngestCounts>,
  total: number | undefined,
  elapsedMs: number,
) {
  const rate = elapsedMs > 0 ? (counts.seen * 1000) / elapsedMs : 0;
  const known = total !== undefined && total > 0 ? Math.max(total, counts.seen) : undefined;
  return {
    count: known === undefined ? `${whole(counts.seen)} read` : `${whole(counts.seen)}/${whole(known)}`,
    share: known === undefined ? undefined : counts.seen / known,
    rate: `${rate >= 10 ? whole(rate) : rate.toFixed(1)}/s`,
    eta: known === undefined || rate === 0 ? undefined : duration((known - counts.seen) / rate),
    failed: counts.failed > 0 ? `${whole(counts.failed)} failed` : undefined,
  };
}

/**
 * A bar redrawn in place on a terminal; on a pipe or a log file, a plain line every two seconds
 * (redrawing there would fill the log with carriage returns).
 */
export function progressView(
  stream: ProgressStream,
  total: number | undefined,
  now = Date.now,
): ProgressView {
  const started = now();
  let last = Number.NEGATIVE_INFINITY;
  let drawn = false;
  return {
    update(counts) {
      const at = now();
      if (at - last < (stream.isTTY ? TTY_REFRESH_MS : PLAIN_EVERY_MS)) return;
      last = at;
      const p = describeProgress(counts, total, at - started);
      if (stream.isTTY) {
        const filled = p.share === undefined ? 0 : Math.round(p.share * BAR_WIDTH);
        const bar = p.share === undefined ? '' : `[${'█'.repeat(filled)}${'░'.repeat(BAR_WIDTH - filled)}] `;
        const share = p.share === undefined ? '' : ` ${Math.floor(p.share * 100)}%`;
        const parts = [`${bar}${p.count}${share}`, p.rate, p.eta && `ETA ${p.eta}`, p.failed].filter(Boolean);
        stream.write(`\r\x1b[2K${parts.join('  ')}`);
        drawn = true;
      } else {
        const share = p.share === undefined ? '' : ` (${Math.floor(p.share * 100)}%)`;
        const parts = [`${p.count}${share}`, p.rate, p.eta && `ETA ${p.eta}`, p.failed].filter(Boolean);
        stream.write(`ingest: ${parts.join(', ')}\n`);
      }
    },
    finish() {
      if (drawn) stream.write('\r\x1b[2K');
    },
  };
}
