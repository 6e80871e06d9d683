/**
 * `npm run eval:dates [-- --set second] [--misses]`: the extractor's incident date on the invented
 * releases of eval/date-challenge (written blind to the extractor), overall and by kind of release.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { enrichArriving, projectRoot } from './dev-set';

interface ChallengeRelease {
  source_url: string;
  published_date: string;
  title: string;
  context: string;
  event_date: string | null;
  kind: string;
}

// `--set second`: the second batch (session 39), written blind as the first was.
const setAt = process.argv.indexOf('--set');
const set = setAt === -1 ? 'releases' : (process.argv[setAt + 1] ?? 'releases');
const file = join(projectRoot, 'eval', 'date-challenge', `${set}.jsonl`);
if (!existsSync(file)) {
  console.log(`The date challenge is not here: ${file}.`);
  process.exit(1);
}
const releases: ChallengeRelease[] = readFileSync(file, 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line) => JSON.parse(line));
const misses = process.argv.includes('--misses');
const byKind = new Map<string, { right: number; all: number }>();
let right = 0;
for (const r of releases) {
  const found = enrichArriving(r).date;
  const ok = found === r.event_date;
  const kind = byKind.get(r.kind) ?? { right: 0, all: 0 };
  byKind.set(r.kind, { right: kind.right + (ok ? 1 : 0), all: kind.all + 1 });
  if (ok) right += 1;
  else if (misses) console.log(`- [${r.kind}] ${r.title}: ours=${found} truth=${r.event_date}`);
}
const percent = (a: number, b: number) => `${((100 * a) / b).toFixed(1)} %`;
console.log(`Date challenge: incident date ${percent(right, releases.length)} (${right}/${releases.length})`);
for (const [kind, { right: r, all }] of [...byKind].sort()) console.log(`  ${kind.padEnd(16)} ${r}/${all}`);
