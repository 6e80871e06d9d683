// Extraction evaluation: `npm run eval:extraction [-- --part tune|blind|ab|c|fresh1|fresh2|fresh3|fresh4|fresh5|fresh6] [--misses]`. Runs the rule-based
// enrichment over one part of the development set (eval/dev-releases/ in the repository) and prints how
// often each field matches the set's ground truth. The blind part prints figures only, never its misses.
import { parseArgs } from 'node:util';
import type { EnrichedEvent } from '../corpus/types';
import { DEV_PARTS, DEV_SET_DIR, enrichArriving, readDevPart } from './dev-set';
import { CRIME_TO_DEV_VOCABULARY, sameMunicipality, samePlace, settlementOf } from './extraction-scoring';
import { percent, record, sortedAges, type Tally, tally } from './tally';

const { values } = parseArgs({
  options: { misses: { type: 'boolean', default: false }, part: { type: 'string', default: 'tune' } },
});
const part = DEV_PARTS.find((p) => p === values.part);
if (part === undefined) {
  console.error(`--part is ${DEV_PARTS.join(', ')}, not "${values.part}".`);
  process.exit(1);
}
if (part === 'blind' && values.misses) {
  console.error('The blind part is scored without reading it: --misses is for the tune part only.');
  process.exit(1);
}
const releases = readDevPart(part);
if (releases.length === 0) {
  console.error(`The ${part} part of the development set is not here: ${DEV_SET_DIR}. Nothing was measured.`);
  process.exit(1);
}

const tallies = {
  date: tally(),
  province: tally(),
  place: tally(),
  placeAnyLevel: tally(),
  municipality: tally(),
  policeStation: tally(),
  suspectsArrested: tally(),
  suspectAges: tally(),
  victims: tally(),
  victimsFemale: tally(),
  victimsMale: tally(),
  arrestMade: tally(),
  victimsKilled: tally(),
  victimsInjured: tally(),
  victimsChildren: tally(),
  victimsPolice: tally(),
  suspectsFemale: tally(),
  suspectsMale: tally(),
  relationship: tally(),
};
let crimeTruePositives = 0;
let crimeTruth = 0;
let crimeFound = 0;
const misses: string[][] = [];
/** How the incident dates miss, as counts only, so that the blind part can say what kind of error dominates. */
const dateMissKinds = { notFound: 0, guessed: 0, withinAWeek: 0, further: 0 };
const placeMissKinds = { notFound: 0, anotherLevel: 0, elsewhere: 0 };

function dateMissKind(ours: string | null, truth: string | null): keyof typeof dateMissKinds {
  if (ours === null) return 'notFound';
  if (truth === null) return 'guessed';
  const days = Math.abs(Date.parse(ours) - Date.parse(truth)) / 86_400_000;
  return days <= 7 ? 'withinAWeek' : 'further';
}

function ourCrimes(event: EnrichedEvent): Set<string> {
  const mapped = new Set<string>();
  for (const category of (event.crime_committed ?? '').split(', ').filter(Boolean)) {
    const devName = CRIME_TO_DEV_VOCABULARY[category];
    if (devName) mapped.add(devName);
  }
  return mapped;
}

const started = performance.now();
for (const release of releases) {
  const event = enrichArriving(release);
  const row: string[] = [];
  const note = (field: string, ours: unknown, truth: unknown) =>
    row.push(`${field}: ours=${JSON.stringify(ours)} truth=${JSON.stringify(truth)}`);

  if (!record(tallies.date, event.date === release.event_date)) {
    note('date', event.date, release.event_date);
    dateMissKinds[dateMissKind(event.date, release.event_date)] += 1;
  }
  if (!record(tallies.province, event.province === release.province))
    note('province', event.province, release.province);
  const expected = settlementOf(release.location);
  const placeRight = record(tallies.place, samePlace(event.location, expected.first));
  if (!placeRight) note('place', event.location, `${release.location} → ${expected.first}`);
  const anyLevel = record(
    tallies.placeAnyLevel,
    expected.all.some((name) => samePlace(event.location, name)),
  );
  if (!placeRight) {
    placeMissKinds[event.location === null ? 'notFound' : anyLevel ? 'anotherLevel' : 'elsewhere'] += 1;
  }
  if (release.municipality !== null) {
    const right = event.municipality !== null && sameMunicipality(event.municipality, release.municipality);
    if (!record(tallies.municipality, right)) note('municipality', event.municipality, release.municipality);
  }
  const station = (name: string | null) => name?.toLowerCase().replace(/[^a-z]/g, '') ?? null;
  if (!record(tallies.policeStation, station(event.police_station) === station(release.police_station)))
    note('police station', event.police_station, release.police_station);
  const people: [Tally, string, unknown, unknown][] = [
    [tallies.suspectsArrested, 'suspects arrested', event.suspects_arrested, release.num_suspects_arrested],
    [tallies.suspectAges, 'suspect ages', sortedAges(event.suspect_ages), sortedAges(release.suspect_ages)],
    [tallies.victims, 'victims', event.victims.count, release.num_victims],
    [tallies.victimsFemale, 'female victims', event.victims.female, release.victims_female],
    [tallies.victimsMale, 'male victims', event.victims.male, release.victims_male],
    [tallies.arrestMade, 'arrest made', event.arrest_made, release.arrest_made],
  ];
  for (const [t, field, ours, truth] of people) if (!record(t, ours === truth)) note(field, ours, truth);
  const peopleV2: [Tally, string, unknown, unknown][] = [
    [tallies.victimsKilled, 'victims killed', event.victims.killed, release.victims_killed],
    [tallies.victimsInjured, 'victims injured', event.victims.injured, release.victims_injured],
    [tallies.victimsChildren, 'victims children', event.victims.children, release.victims_children],
    [tallies.victimsPolice, 'victims police', event.victims.police, release.victims_police],
    [tallies.suspectsFemale, 'suspects female', event.suspects.female, release.suspects_female],
    [tallies.suspectsMale, 'suspects male', event.suspects.male, release.suspects_male],
    [tallies.relationship, 'relationship', event.relationship, release.relationship],
  ];
  // Rows annotated before the people model v2 have no truth for it.
  for (const [t, field, ours, truth] of peopleV2)
    if (truth !== undefined && !record(t, ours === truth)) note(field, ours, truth);

  const ours = ourCrimes(event);
  const truth = new Set(release.crimes.filter((c) => c !== 'other'));
  crimeTruth += truth.size;
  crimeFound += ours.size;
  for (const c of ours) if (truth.has(c)) crimeTruePositives += 1;
  const missed = [...truth].filter((c) => !ours.has(c));
  const extra = [...ours].filter((c) => !truth.has(c));
  if (missed.length > 0 || extra.length > 0)
    row.push(`crimes: missed=${missed.join('|')} extra=${extra.join('|')}`);

  if (row.length > 0) misses.push([release.title, ...row]);
}
const seconds = (performance.now() - started) / 1000;

console.log(
  `Development set, ${part} part: ${releases.length} releases, enriched in ${seconds.toFixed(2)} s`,
);
console.log(`incident date          ${percent(tallies.date)}`);
console.log(
  `  date misses: ${dateMissKinds.notFound} not found, ${dateMissKinds.guessed} given where none is stated, ${dateMissKinds.withinAWeek} off by a week or less, ${dateMissKinds.further} further off`,
);
console.log(`province               ${percent(tallies.province)}`);
console.log(`place (most specific)  ${percent(tallies.place)}`);
console.log(`place (any level)      ${percent(tallies.placeAnyLevel)}`);
console.log(
  `  place misses: ${placeMissKinds.notFound} not found, ${placeMissKinds.anotherLevel} at another level of the right place, ${placeMissKinds.elsewhere} elsewhere`,
);
console.log(`municipality           ${percent(tallies.municipality)}`);
console.log(`police station         ${percent(tallies.policeStation)}`);
console.log(
  `crimes                 recall ${((100 * crimeTruePositives) / Math.max(1, crimeTruth)).toFixed(1)} % (${crimeTruePositives}/${crimeTruth}), precision ${((100 * crimeTruePositives) / Math.max(1, crimeFound)).toFixed(1)} % (${crimeTruePositives}/${crimeFound})`,
);
console.log(`suspects arrested      ${percent(tallies.suspectsArrested)}`);
console.log(`suspect ages           ${percent(tallies.suspectAges)}`);
console.log(`victims count          ${percent(tallies.victims)}`);
console.log(`victims female         ${percent(tallies.victimsFemale)}`);
console.log(`victims male           ${percent(tallies.victimsMale)}`);
console.log(`arrest made            ${percent(tallies.arrestMade)}`);
console.log(`victims killed         ${percent(tallies.victimsKilled)}`);
console.log(`victims injured        ${percent(tallies.victimsInjured)}`);
console.log(`victims children       ${percent(tallies.victimsChildren)}`);
console.log(`victims police         ${percent(tallies.victimsPolice)}`);
console.log(`suspects female        ${percent(tallies.suspectsFemale)}`);
console.log(`suspects male          ${percent(tallies.suspectsMale)}`);
console.log(`relationship           ${percent(tallies.relationship)}`);

if (values.misses) {
  console.log('\nMisses:');
  for (const [title, ...rows] of misses) {
    console.log(`- ${title}`);
    for (const r of rows) console.log(`    ${r}`);
  }
}
