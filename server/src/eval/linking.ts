// Linking evaluation: `npm run eval:linking [-- --part tune|blind] [--misses]`. Links the releases of one
// part of the labelled linking set (eval/incidents/) and prints pairwise precision and recall of "same
// incident", how well republished copies and steps are found. The blind part prints figures only.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { caseFactsOf, caseSourceOf } from '../extraction/case-facts';
import { readStep } from '../extraction/case-step';
import { linkReleases } from '../incidents/link-releases';
import { scoreLink } from '../incidents/link-score';
import { enrichArriving, projectRoot } from './dev-set';

interface LabelledRelease {
  id: string;
  group: string;
  step: string;
  duplicate_of: string | null;
  part: 'tune' | 'blind';
  published_date: string;
  title: string;
  context: string;
  source_url: string;
}

const PARTS = ['tune', 'blind'] as const;
const { values } = parseArgs({
  options: { misses: { type: 'boolean', default: false }, part: { type: 'string', default: 'tune' } },
});
const part = PARTS.find((p) => p === values.part);
if (part === undefined) {
  console.error(`--part is ${PARTS.join(', ')}, not "${values.part}".`);
  process.exit(1);
}
if (part === 'blind' && values.misses) {
  console.error('The blind part is scored without reading it: --misses is for the tune part only.');
  process.exit(1);
}

const releases = readFileSync(join(projectRoot, 'eval', 'incidents', 'linking.jsonl'), 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line) => JSON.parse(line) as LabelledRelease)
  .filter((r) => r.part === part);

const started = performance.now();
const read = releases.map((release) => {
  const event = enrichArriving(release);
  return { release, event, facts: caseFactsOf(caseSourceOf(event)) };
});
const links = linkReleases(read.map(({ release, facts }) => ({ key: release.id, facts })));
const elapsed = performance.now() - started;
const incidentOf = new Map(links.map((link) => [link.key, link.incident]));
const groupOf = new Map(releases.map((r) => [r.id, r.group]));

let truePairs = 0;
let predictedPairs = 0;
let labelledPairs = 0;
const falseLinks: [string, string][] = [];
const missedLinks: [string, string][] = [];
for (let i = 0; i < releases.length; i += 1) {
  for (let j = i + 1; j < releases.length; j += 1) {
    const a = releases[i] as LabelledRelease;
    const b = releases[j] as LabelledRelease;
    const same = a.group === b.group;
    const linked = incidentOf.get(a.id) === incidentOf.get(b.id);
    if (same) labelledPairs += 1;
    if (linked) predictedPairs += 1;
    if (same && linked) truePairs += 1;
    if (linked && !same) falseLinks.push([a.id, b.id]);
    if (same && !linked) missedLinks.push([a.id, b.id]);
  }
}

const copies = releases.filter((r) => r.duplicate_of !== null);
const copiesFound = links.filter((link) => link.copyOf !== null);
const copiesRight = copiesFound.filter(
  (link) => groupOf.get(link.copyOf as string) === groupOf.get(link.key),
);
const stepsRight = read.filter(
  ({ release, event }) =>
    readStep(event.title, event.context, event.outcome?.kind ?? null).step === release.step,
);

const pct = (n: number, d: number) => (d === 0 ? 'n/a' : `${((100 * n) / d).toFixed(1)} %`);
console.log(
  `Linking, ${part} part: ${releases.length} releases, ${new Set(releases.map((r) => r.group)).size} labelled incidents`,
);
console.log(`  pairwise precision ${pct(truePairs, predictedPairs)} (${truePairs}/${predictedPairs})`);
console.log(`  pairwise recall    ${pct(truePairs, labelledPairs)} (${truePairs}/${labelledPairs})`);
console.log(
  `  copies found       ${copiesRight.length} right of ${copiesFound.length} marked; ${copies.length} labelled`,
);
console.log(
  `  steps right        ${pct(stepsRight.length, read.length)} (${stepsRight.length}/${read.length})`,
);
console.log(
  `  time               ${(elapsed / releases.length).toFixed(1)} ms a release (enrichment and linking)`,
);

if (values.misses) {
  const factsOf = new Map(read.map(({ release, facts }) => [release.id, facts]));
  const explain = ([a, b]: [string, string]) => {
    const [x, y] = [factsOf.get(a), factsOf.get(b)];
    if (!x || !y) return '';
    const [earlier, later] = x.published <= y.published ? [x, y] : [y, x];
    const scored = scoreLink(earlier, later);
    return `${scored.score}: ${scored.reasons.join('; ')}`;
  };
  console.log('\nLinked but not one case:');
  for (const pair of falseLinks) console.log(`  ${pair[0]} ~ ${pair[1]}  ${explain(pair)}`);
  console.log('\nOne case, not linked:');
  for (const pair of missedLinks) console.log(`  ${pair[0]} ~ ${pair[1]}  ${explain(pair)}`);
  console.log('\nSteps read wrong:');
  for (const { release, event } of read) {
    const reading = readStep(event.title, event.context, event.outcome?.kind ?? null);
    if (reading.step !== release.step)
      console.log(`  ${release.id}: ${reading.step} (labelled ${release.step}) "${reading.evidence}"`);
  }
}
