// Worker of bench/bulk-seed.ts: enriches the releases it is sent with the product's own rules.
import { parentPort } from 'node:worker_threads';
import type { RawRelease } from '../server/src/corpus/types';
import { enrichRelease } from '../server/src/extraction/enrich';

parentPort?.on('message', ({ chunk, releases }: { chunk: number; releases: RawRelease[] }) => {
  parentPort?.postMessage({ chunk, events: releases.map((release) => enrichRelease(release)) });
});
