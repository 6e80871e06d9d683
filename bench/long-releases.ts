// Extraction time on long and adversarial releases: `node --import tsx bench/long-releases.ts`.
// Each shape is grown to 1k-100k characters and enriched with the rule-based extractor; the time must
// grow linearly with the length (a 100,000-character release of any shape in well under 2 s).

import { ADVERSARIAL_SHAPES, releaseOfShape } from '../server/src/extraction/adversarial-releases';
import { enrichRelease } from '../server/src/extraction/enrich';
import { machine } from './lib';

const LENGTHS = [1_000, 10_000, 32_000, 64_000, 100_000];

console.log(`# Enrichment of long releases (${machine()})`);
console.log(`| shape | ${LENGTHS.map((n) => `${n / 1000}k chars`).join(' | ')} |`);
console.log(`| --- | ${LENGTHS.map(() => '---:').join(' | ')} |`);
for (const shape of ADVERSARIAL_SHAPES) {
  const cells: string[] = [];
  for (const length of LENGTHS) {
    const raw = releaseOfShape(shape, length);
    const started = performance.now();
    enrichRelease(raw);
    cells.push(`${(performance.now() - started).toFixed(0)} ms`);
  }
  console.log(`| ${shape} | ${cells.join(' | ')} |`);
}
