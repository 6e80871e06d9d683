// Extraction on the synthetic demo corpus: `npm run eval:demo [-- --count 2000 --seed 1 --misses 20]`.
// Generates demo releases together with what each was written to say, enriches them as real releases are
// enriched and prints how often each field matches, the same fields as `npm run eval:extraction` prints
// for the development set. The demo generator varies its wording on purpose, so these figures say how
// well the rules read phrasing they were not written against, not merely that they read back their own.
import { parseArgs } from 'node:util';
import type { EnrichedEvent } from '../corpus/types';
import { type DemoTruth, generateDemoCases } from '../demo/demo-generator';
import { enrichRelease } from '../extraction/enrich';
import { sameMunicipality, samePlace } from './extraction-scoring';
import { percent, record, sortedAges, type Tally, tally } from './tally';

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '2000' },
    seed: { type: 'string', default: '1' },
    misses: { type: 'string', default: '0' },
  },
});
const count = Number(values.count);
const seed = Number(values.seed);
const missesToShow = Number(values.misses);
if (!Number.isInteger(count) || count < 1 || !Number.isInteger(seed) || !Number.isInteger(missesToShow)) {
  console.error('--count, --seed and --misses take whole numbers (count at least 1).');
  process.exit(1);
}

const tallies = {
  date: tally(),
  incidentMonth: tally(),
  province: tally(),
  place: tally(),
  municipality: tally(),
  suspectsArrested: tally(),
  suspectAges: tally(),
  victims: tally(),
  victimsFemale: tally(),
  victimsMale: tally(),
  arrestMade: tally(),
  outcome: tally(),
};
const crimes = { truePositives: 0, truth: 0, found: 0 };
const misses: string[][] = [];

function score(event: EnrichedEvent, truth: DemoTruth): string[] {
  const row: string[] = [];
  const check = (t: Tally, field: string, ours: unknown, expected: unknown, right = ours === expected) => {
    if (!record(t, right))
      row.push(`${field}: ours=${JSON.stringify(ours)} truth=${JSON.stringify(expected)}`);
  };
  check(tallies.date, 'date', event.date, truth.date);
  // The month counts only where the text gives no day: then `incident_month` should hold it.
  if (truth.date === null) check(tallies.incidentMonth, 'month', event.incident_month, truth.incidentMonth);
  check(tallies.province, 'province', event.province, truth.province);
  check(tallies.place, 'place', event.location, truth.town, samePlace(event.location, truth.town));
  if (truth.municipality !== null) {
    const right = event.municipality !== null && sameMunicipality(event.municipality, truth.municipality);
    check(tallies.municipality, 'municipality', event.municipality, truth.municipality, right);
  }
  check(tallies.suspectsArrested, 'suspects arrested', event.suspects_arrested, truth.suspectsArrested);
  check(tallies.suspectAges, 'suspect ages', sortedAges(event.suspect_ages), sortedAges(truth.suspectAges));
  check(tallies.victims, 'victims', event.victims.count, truth.victims.count);
  check(tallies.victimsFemale, 'female victims', event.victims.female, truth.victims.female);
  check(tallies.victimsMale, 'male victims', event.victims.male, truth.victims.male);
  check(tallies.arrestMade, 'arrest made', event.arrest_made, truth.arrestMade);
  check(tallies.outcome, 'outcome', event.outcome?.kind ?? null, truth.outcome);

  const ours = new Set((event.crime_committed ?? '').split(', ').filter(Boolean));
  const expected = new Set(truth.crimes);
  crimes.truth += expected.size;
  crimes.found += ours.size;
  for (const c of ours) if (expected.has(c)) crimes.truePositives += 1;
  const missed = [...expected].filter((c) => !ours.has(c));
  const extra = [...ours].filter((c) => !expected.has(c));
  if (missed.length > 0 || extra.length > 0)
    row.push(`crimes: missed=${missed.join('|')} extra=${extra.join('|')}`);
  return row;
}

const started = performance.now();
for (const { release, truth } of generateDemoCases(count, seed)) {
  const row = score(enrichRelease(release), truth);
  if (row.length > 0 && misses.length < missesToShow) misses.push([release.title, release.text, ...row]);
}
const seconds = (performance.now() - started) / 1000;

const ratio = (a: number, b: number) => `${((100 * a) / Math.max(1, b)).toFixed(1)} % (${a}/${b})`;
console.log(
  `Demo corpus: ${count} releases of seed ${seed}, generated and enriched in ${seconds.toFixed(2)} s`,
);
console.log(`incident date          ${percent(tallies.date)}`);
console.log(`incident month         ${percent(tallies.incidentMonth)}  (releases that give no day)`);
console.log(`province               ${percent(tallies.province)}`);
console.log(`place (most specific)  ${percent(tallies.place)}`);
console.log(`municipality           ${percent(tallies.municipality)}`);
console.log(
  `crimes                 recall ${ratio(crimes.truePositives, crimes.truth)}, precision ${ratio(crimes.truePositives, crimes.found)}`,
);
console.log(`suspects arrested      ${percent(tallies.suspectsArrested)}`);
console.log(`suspect ages           ${percent(tallies.suspectAges)}`);
console.log(`victims count          ${percent(tallies.victims)}`);
console.log(`victims female         ${percent(tallies.victimsFemale)}`);
console.log(`victims male           ${percent(tallies.victimsMale)}`);
console.log(`arrest made            ${percent(tallies.arrestMade)}`);
console.log(`outcome                ${percent(tallies.outcome)}`);

if (misses.length > 0) {
  console.log('\nMisses:');
  for (const [title, text, ...rows] of misses) {
    console.log(`\n- ${title}\n${text}`);
    for (const r of rows) console.log(`    ${r}`);
  }
}
