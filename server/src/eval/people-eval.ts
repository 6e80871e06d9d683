/**
 * Measures people, outcome and incident-date extraction over the development set of real releases.
 * Run from the project root: `node --import tsx server/src/eval/people-eval.ts [--misses]`.
 * The set lives outside the repository (../shared/data/dev-releases/) and is read at run time only.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { enrichRelease } from '../corpus/enrich';
import { type People, readPeople } from '../corpus/people';

interface DevRelease {
  source_url: string;
  published_date: string;
  title: string;
  context: string;
  event_date: string | null;
  num_suspects_arrested: number | null;
  num_victims: number | null;
  victims_female: number | null;
  victims_male: number | null;
  arrest_made: boolean | null;
  suspect_ages: number[] | null;
}

interface Measure {
  name: string;
  truth: (r: DevRelease) => unknown;
  read: (p: People, date: string | null) => unknown;
  evidence?: (p: People) => string | undefined;
}

const sortedAges = (ages: number[] | null) => [...(ages ?? [])].sort((a, b) => a - b);

const MEASURES: Measure[] = [
  {
    name: 'suspects_arrested exact',
    truth: (r) => r.num_suspects_arrested,
    read: (p) => p.suspects_arrested,
    evidence: (p) => p.evidence.suspects_arrested,
  },
  {
    name: 'victims count exact',
    truth: (r) => r.num_victims,
    read: (p) => p.victims.count,
    evidence: (p) => p.evidence.victims,
  },
  { name: 'victims female exact', truth: (r) => r.victims_female, read: (p) => p.victims.female },
  { name: 'victims male exact', truth: (r) => r.victims_male, read: (p) => p.victims.male },
  {
    name: 'arrest_made accuracy',
    truth: (r) => r.arrest_made,
    read: (p) => p.arrest_made,
    evidence: (p) => p.evidence.arrest_made,
  },
  {
    name: 'suspect_ages exact',
    truth: (r) => sortedAges(r.suspect_ages),
    read: (p) => sortedAges(p.suspect_ages),
    evidence: (p) => p.evidence.suspect_ages,
  },
  { name: 'incident date exact', truth: (r) => r.event_date, read: (_p, date) => date },
];

function loadDevSet(): DevRelease[] | null {
  const path = resolve(process.cwd(), '../shared/data/dev-releases/releases.jsonl');
  if (!existsSync(path)) return null;
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as DevRelease);
}

function main(): void {
  const rows = loadDevSet();
  if (!rows) {
    console.log(
      'Development set not found at ../shared/data/dev-releases/ (run from the project root); nothing measured.',
    );
    process.exitCode = 1;
    return;
  }
  const showMisses = process.argv.includes('--misses');
  const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);
  const results = rows.map((r) => ({
    row: r,
    people: readPeople({ title: r.title, body: r.context }),
    date: enrichRelease({
      title: r.title,
      published_date: r.published_date,
      text: r.context,
      source_url: r.source_url,
    }).date,
  }));
  for (const m of MEASURES) {
    if (only && !m.name.startsWith(only)) continue;
    const misses = results.filter(
      ({ row, people, date }) => JSON.stringify(m.truth(row)) !== JSON.stringify(m.read(people, date)),
    );
    const right = results.length - misses.length;
    console.log(
      `${m.name.padEnd(26)} ${right}/${results.length}  ${((100 * right) / results.length).toFixed(1)} %`,
    );
    if (!showMisses) continue;
    for (const { row, people, date } of misses) {
      const evidence = m.evidence?.(people);
      console.log(
        `   ${row.published_date} expected ${JSON.stringify(m.truth(row))} got ${JSON.stringify(m.read(people, date))}` +
          `${evidence ? ` from "${evidence}"` : ''}  | ${row.title}`,
      );
    }
  }
}

main();
