// Builds corpus/data/census-places.json from raw public extracts (see docs/data-sources.md for where each
// comes from): `node --import tsx server/src/corpus/build-gazetteer.ts <raw-dir>`. The raw directory holds
//   sub-places.csv            Census 2001 sub-places (SP_CODE, SP_NAME, MN_CODE, MN_NAME, DC_MN_C, DC_NAME, PR_CODE, PR_NAME)
//   scorecard_geography.sql   Municipal Demarcation Board codes, names, districts and provinces (pg_dump COPY block)
//   demarcation_changes.sql   the 2016 merges, old code → new code (pg_dump COPY block)
//   crime.csv                 SAPS crime statistics per police station (Province, Station, ...)
// The raw files are not committed; the compact result is.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse/sync';

const rawDir = process.argv[2];
if (!rawDir) {
  console.error('usage: build-gazetteer.ts <raw-dir>');
  process.exit(1);
}
const outFile = join(dirname(fileURLToPath(import.meta.url)), 'data', 'census-places.json');

function copyBlock(file: string, table: string): string[][] {
  const text = readFileSync(join(rawDir as string, file), 'utf8');
  const start = text.indexOf(`COPY ${table} `);
  const body = text.slice(text.indexOf('\n', start) + 1, text.indexOf('\n\\.', start));
  return body.split('\n').map((line) => line.split('\t'));
}

function titleProvince(name: string): string {
  const fixed: Record<string, string> = { 'KWAZULU-NATAL': 'KwaZulu-Natal' };
  return (
    fixed[name.trim()] ??
    name
      .trim()
      .toLowerCase()
      .replace(/\b\p{L}/gu, (c) => c.toUpperCase())
  );
}

// Municipalities as the Demarcation Board numbers them.
interface Municipality {
  code: string;
  name: string;
  kind: 'metro' | 'local';
  district: string | null;
  province: string;
}
/** Names the Board's table still gives provisionally, or that were changed after it was made. */
const CURRENT_NAMES: Record<string, string> = {
  LIM476: 'Fetakgomo Tubatse',
  LIM345: 'Collins Chabane',
  LIM368: 'Modimolle-Mookgophong',
  NW405: 'JB Marks',
  MP326: 'City of Mbombela',
  NW397: 'Kagisano-Molopo',
  NC091: 'Sol Plaatje',
  KZN225: 'Msunduzi',
  EKU: 'City of Ekurhuleni',
  NW403: 'City of Matlosana',
  EC101: 'Dr Beyers Naudé',
  NW372: 'Madibeng',
  FS194: 'Maluti-a-Phofung',
  NW383: 'Mahikeng',
  MP315: 'Thembisile Hani',
};
/** District names as they are used today, matching the hand-made gazetteer. */
const CURRENT_DISTRICTS: Record<string, string> = {
  Cacadu: 'Sarah Baartman',
  Eden: 'Garden Route',
  Uthungulu: 'King Cetshwayo',
  'Z F Mgcawu': 'ZF Mgcawu',
  'Thabo Mofutsanyane': 'Thabo Mofutsanyana',
  Bojanala: 'Bojanala Platinum',
  'O.R.Tambo': 'OR Tambo',
  Umgungundlovu: 'uMgungundlovu',
  Uthukela: 'uThukela',
  Umzinyathi: 'uMzinyathi',
  Umkhanyakude: 'uMkhanyakude',
};

const geography = copyBlock('scorecard_geography.sql', 'scorecard_geography');
const districts = new Map<string, string>();
for (const row of geography) {
  if (row[1] === 'district') {
    const name = row[3] as string;
    districts.set(row[2] as string, `${CURRENT_DISTRICTS[name] ?? name} District`);
  }
}
const municipalities = new Map<string, Municipality>();
for (const row of geography) {
  if (row[1] !== 'municipality') continue;
  const code = row[2] as string;
  municipalities.set(code, {
    code,
    name: CURRENT_NAMES[code] ?? (row[3] as string),
    kind: row[10] === 'A' ? 'metro' : 'local',
    district: row[10] === 'A' ? null : (districts.get(row[7] as string) ?? null),
    province: row[8] as string,
  });
}

// 2016 merges: a disestablished municipality's places now lie in the one it joined. Where one was split
// among several, the first listed receives them all (an approximation, noted in docs/data-sources.md).
const mergedInto = new Map<string, string>();
for (const [, , oldCode, newCode, oldTransition] of copyBlock(
  'demarcation_changes.sql',
  'municipal_finance_demarcationchanges',
)) {
  if (oldTransition === 'disestablished' && oldCode && newCode && !mergedInto.has(oldCode))
    mergedInto.set(oldCode, newCode);
}
function current(code: string): string {
  let c = code;
  for (let seen = 0; mergedInto.has(c) && seen < 5; seen++) c = mergedInto.get(c) as string;
  return c;
}

/** 2001 municipality names that differ from the Board's 2011 names; park and management areas have none. */
const NAMES_2001: Record<string, string | null> = {
  'Breede River/Winelands': 'WC026',
  'Breede River': 'WC026',
  'Plettenberg Bay': 'WC047',
  Camdeboo: 'EC101',
  "Sunday's River Valley": 'EC106',
  Qaukeni: 'EC153',
  'Nelson Mandela': 'NMA',
  Umsombomvu: 'NC072',
  '||Khara Hais': 'NC083',
  'Sol Plaatje': 'NC091',
  'Hibiscus Coast': 'KZN216',
  'Mooi Mpofana': 'KZN223',
  Msunduzi: 'KZN225',
  Utrecht: 'KZN253',
  Mbonambi: 'KZN281',
  eNdondakusuka: 'KZN291',
  Madibeng: 'NW372',
  'Setla-Kgobi': 'NW381',
  Zeerust: 'NW385',
  Kagisano: 'NW397',
  Molopo: 'NW397',
  Potchefstroom: 'NW402',
  'City Council of Klerksdorp': 'NW403',
  Moshaweng: 'NC451',
  'City of Tshwane Metro': 'TSH',
  'Nokeng tsa Taemane': 'TSH',
  Kungwini: 'TSH',
  'Ekurhuleni Metro': 'EKU',
  'City of Johannesburg Metro': 'JHB',
  'Albert Luthuli': 'MP301',
  Seme: 'MP304',
  'Highveld East': 'MP307',
  Delmas: 'MP311',
  Middelburg: 'MP313',
  Highlands: 'MP314',
  'Greater Marble Hall': 'LIM471',
  'Greater Groblersdal': 'LIM472',
  Mutale: 'LIM342',
  Makhado: 'LIM344',
};

const byName = new Map<string, Municipality[]>();
for (const m of municipalities.values()) {
  const key = m.name.toLowerCase();
  byName.set(key, [...(byName.get(key) ?? []), m]);
}
const originalNames = new Map<string, string>();
for (const row of geography)
  if (row[1] === 'municipality') originalNames.set(row[2] as string, row[3] as string);
for (const [code, name] of originalNames) {
  const key = name.toLowerCase();
  const m = municipalities.get(code) as Municipality;
  if (!(byName.get(key) ?? []).includes(m)) byName.set(key, [...(byName.get(key) ?? []), m]);
}

function municipalityOf(name2001: string, province: string): string | null {
  const trimmed = name2001.trim();
  if (trimmed in NAMES_2001) {
    const code = NAMES_2001[trimmed];
    return code ? current(code) : null;
  }
  const candidates = byName.get(trimmed.toLowerCase()) ?? [];
  const inProvince = candidates.find((m) => m.province === province);
  const chosen = inProvince ?? (candidates.length === 1 ? candidates[0] : undefined);
  return chosen ? current(chosen.code) : null;
}

// Sub-places and the main places they form. A code's first five digits name the main place; its residual
// sub-place is written "<main place> SP".
const LABEL_SUFFIX = /\s+(?:SP\d*|NU|BSB)$/;
const NOT_A_NAME =
  /\d|\bward\b|\bpart\b|\bremainder\b|\bext\b|\bextension\b|\bunspecified\b|\bno name\b|\bdma\b/i;
function cleanName(raw: string): string | null {
  const name = raw.trim().replace(LABEL_SUFFIX, '').replace(/\s+/g, ' ');
  if (name.length < 4 || NOT_A_NAME.test(name) || !/^\p{L}/u.test(name)) return null;
  return name;
}

const rows = parse(readFileSync(join(rawDir, 'sub-places.csv'), 'utf8'), { columns: true }) as Record<
  string,
  string
>[];
const mainPlaceNames = new Map<string, string>();
for (const row of rows) {
  const raw = row.SP_NAME ?? '';
  if (/\sSP$/.test(raw.trim())) {
    const name = cleanName(raw);
    if (name) mainPlaceNames.set((row.SP_CODE ?? '').slice(0, 5), name);
  }
}

// "Vryburg NU" is the farmland around Vryburg, often reaching into a neighbouring municipality: it names
// a place only where no built-up place of that name exists.
const builtUpNames = new Set(
  rows
    .filter((r) => !/\sNU$/.test((r.SP_NAME ?? '').trim()))
    .map((r) => cleanName(r.SP_NAME ?? '')?.toLowerCase()),
);
const places = new Map<string, [string, string, string | null]>();
let unplaced = 0;
for (const row of rows) {
  const name = cleanName(row.SP_NAME ?? '');
  if (name && /\sNU$/.test((row.SP_NAME ?? '').trim()) && builtUpNames.has(name.toLowerCase())) continue;
  if (!name) continue;
  const code = municipalityOf(row.MN_NAME ?? '', titleProvince(row.PR_NAME ?? ''));
  if (!code) {
    unplaced += 1;
    continue;
  }
  const main = mainPlaceNames.get((row.SP_CODE ?? '').slice(0, 5)) ?? null;
  places.set(`${name.toLowerCase()}|${code}`, [name, code, main === name ? null : main]);
}
for (const [prefix, main] of mainPlaceNames) {
  const sample = rows.find((r) => (r.SP_CODE ?? '').startsWith(prefix));
  const code = sample ? municipalityOf(sample.MN_NAME ?? '', titleProvince(sample.PR_NAME ?? '')) : null;
  if (code) places.set(`${main.toLowerCase()}|${code}`, [main, code, null]);
}

// Police stations: every station that reports crime statistics, with its province.
const crimeRows = parse(readFileSync(join(rawDir, 'crime.csv'), 'utf8'), { columns: true }) as Record<
  string,
  string
>[];
const stations = new Map<string, [string, string]>();
for (const row of crimeRows) {
  // The export writes "King William's Town" as 'King William''S Town'.
  const station = (row.Station ?? '')
    .trim()
    .replace(/^'(.*)'$/, '$1')
    .replaceAll("''", "'")
    .replace(/'S\b/g, "'s");
  const province = (row.Province ?? '').trim();
  if (station && province) stations.set(`${station.toLowerCase()}|${province}`, [station, province]);
}

const usedCodes = new Set([...places.values()].map(([, code]) => code));
const output = {
  source: 'built by server/src/corpus/build-gazetteer.ts; sources in docs/data-sources.md',
  municipalities: Object.fromEntries(
    [...municipalities.values()]
      .filter((m) => usedCodes.has(m.code))
      .map((m) => [m.code, [m.name, m.kind, m.district, m.province]]),
  ),
  places: [...places.values()].sort((a, b) => a[0].localeCompare(b[0])),
  stations: [...stations.values()].sort((a, b) => a[0].localeCompare(b[0])),
};
writeFileSync(outFile, `${JSON.stringify(output)}\n`);
console.log(
  `${output.places.length} places in ${Object.keys(output.municipalities).length} municipalities, ${output.stations.length} stations; ${unplaced} sub-places without a municipality left out`,
);
