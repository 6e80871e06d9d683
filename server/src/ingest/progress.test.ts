import { describe, expect, it } from 'vitest';
import type { IngestCounts } from './pipeline';
import { describeProgress, progressView } from './progress';

const counts = (seen: number, failed = 0): IngestCounts => ({
  seen,
  releases: seen - failed,
  added: 0,
  updated: 0,
  unchanged: 0,
  failed,
});

describe('progress', () => {
  it('gives count, share, rate and time left when the total is known', () => {
    expect(describeProgress(counts(2500, 3), 10_000, 5000)).toEqual({
      count: '2,500/10,000',
      share: 0.25,
      rate: '500/s',
      eta: '15s',
      failed: '3 failed',
    });
  });

  it('gives count and rate alone when the total is not known (a feed)', () => {
    expect(describeProgress(counts(3), undefined, 2000)).toEqual({
      count: '3 read',
      share: undefined,
      rate: '1.5/s',
      eta: undefined,
      failed: undefined,
    });
  });

  it('redraws a bar in place on a terminal and clears it at the end', () => {
    let clock = 0;
    const written: string[] = [];
    const view = progressView({ isTTY: true, write: (text) => written.push(text) }, 100, () => clock);
    clock = 1000;
    view.update(counts(50));
    clock = 1050;
    view.update(counts(60));
    view.finish();
    expect(written).toEqual([
      `\r\x1b[2K[${'█'.repeat(12)}${'░'.repeat(12)}] 50/100 50%  50/s  ETA 1s`,
      '\r\x1b[2K',
    ]);
  });

  it('writes a plain line every two seconds elsewhere', () => {
    let clock = 0;
    const written: string[] = [];
    const view = progressView({ isTTY: false, write: (text) => written.push(text) }, 1000, () => clock);
    for (clock = 1000; clock <= 5000; clock += 500) view.update(counts(clock / 10));
    view.finish();
    expect(written).toEqual([
      'ingest: 100/1,000 (10%), 100/s, ETA 9s\n',
      'ingest: 300/1,000 (30%), 100/s, ETA 7s\n',
      'ingest: 500/1,000 (50%), 100/s, ETA 5s\n',
    ]);
  });
});
