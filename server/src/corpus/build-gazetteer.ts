// Builds corpus/data/census-places.json from raw public extracts (see docs/data-sources.md for where each
// comes from): `node --import tsx server/src/corpus/build-gazetteer.ts <raw-dir>`. The raw directory holds
//   places-2011.sql.gz        Census 2011 provinces, municipalities, main places and sub-places (MySQL dump of
//                             a `places` table: level, province, municipality name and code, main place and
//                             sub-place names and codes, centroid latitude and longitude)
//   sub-places.csv            Census 2001 sub-places (SP_CODE, SP_NAME, MN_CODE, MN_NAME, DC_MN_C, DC_NAME, PR_CODE, PR_NAME)
//   scorecard_geography.sql   Municipal Demarcation Board codes, names, districts and provinces (pg_dump COPY block)
//   demarcation_changes.sql   the 2016 merges, old code → new code (pg_dump COPY block)
//   crime.csv                 SAPS crime statistics per police station (Province, Station, ...)
//   police_stations.csv       the 2025 police districts with the local municipality each lies in
//                             (code, name, muni_code, dc_code, prov_code, ...)
// The raw files are not committed; the compact result is.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
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
  EC153: 'Ingquza Hill',
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
// among several, each 2011 main place goes to the successor whose own nearest main place is closest
// (below); 2001 places there, which have no position, go to the first successor listed.
const mergedInto = new Map<string, string>();
const splitInto = new Map<string, string[]>();
for (const [, , oldCode, newCode, oldTransition] of copyBlock(
  'demarcation_changes.sql',
  'municipal_finance_demarcationchanges',
)) {
  if (oldTransition !== 'disestablished' || !oldCode || !newCode) continue;
  if (!mergedInto.has(oldCode)) mergedInto.set(oldCode, newCode);
  splitInto.set(oldCode, [...(splitInto.get(oldCode) ?? []), newCode]);
}
for (const [code, successors] of splitInto) if (successors.length < 2) splitInto.delete(code);
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

function municipalityOf(name2001: string, province: string, merged = true): string | null {
  const trimmed = name2001.trim();
  const resolve = (code: string) => (merged ? current(code) : code);
  if (trimmed in NAMES_2001) {
    const code = NAMES_2001[trimmed];
    return code ? resolve(code) : null;
  }
  const candidates = byName.get(trimmed.toLowerCase()) ?? [];
  const inProvince = candidates.find((m) => m.province === province);
  const chosen = inProvince ?? (candidates.length === 1 ? candidates[0] : undefined);
  return chosen ? resolve(chosen.code) : null;
}

// Sub-places and the main places they form. A code's first five digits name the main place; its residual
// sub-place is written "<main place> SP".
// 2011 sometimes writes the suffix without a space ("eNkaniniSP").
const LABEL_SUFFIX = /(?:\s+|(?<=\p{Ll}))(?:SP\d*|NU|BSB)$/u;
const NOT_A_NAME =
  /\d|\bward\b|\bpart\b|\bremainder\b|\bext\b|\bextension\b|\bunspecified\b|\bno name\b|\bdma\b/i;
function cleanName(raw: string): string | null {
  const name = raw.trim().replace(LABEL_SUFFIX, '').replace(/\s+/g, ' ');
  if (name.length < 4 || NOT_A_NAME.test(name) || !/^\p{L}/u.test(name)) return null;
  return name;
}

interface Row2011 {
  level: string;
  province: string;
  municipality: string;
  main: string;
  mainCode: string;
  sub: string;
  lat: number;
  lng: number;
}

/** The rows of the `places` table in a MySQL dump: each INSERT holds many parenthesised, quoted tuples. */
function mysqlRows(text: string): string[][] {
  const rows: string[][] = [];
  const tuple = /\(((?:'(?:[^'\\]|\\.)*'|NULL|[-\d.]+|,)*)\)/g;
  const value = /'((?:[^'\\]|\\.)*)'|NULL|[-\d.]+/g;
  for (const insert of text.matchAll(/^INSERT INTO `places` VALUES (.*);$/gm)) {
    for (const t of (insert[1] as string).matchAll(tuple)) {
      rows.push(
        [...(t[1] as string).matchAll(value)].map((v) =>
          v[0] === 'NULL' ? '' : v[1] !== undefined ? v[1].replace(/\\(.)/g, '$1') : v[0],
        ),
      );
    }
  }
  return rows;
}

const rows2011: Row2011[] = mysqlRows(
  gunzipSync(readFileSync(join(rawDir, 'places-2011.sql.gz'))).toString('utf8'),
)
  .filter((r) => r[1] === 'mainplace' || r[1] === 'subplace')
  .map((r) => ({
    level: r[1] as string,
    province: r[2] as string,
    municipality: r[5] as string,
    main: r[6] as string,
    mainCode: r[7] as string,
    sub: r[8] as string,
    lat: Number(r[10]),
    lng: Number(r[11]),
  }));

/** Squared distance in degrees, longitude shrunk by latitude: enough to find the nearest of a few places. */
function distance(a: Row2011, b: Row2011): number {
  const dx = (a.lng - b.lng) * Math.cos((a.lat * Math.PI) / 180);
  return dx * dx + (a.lat - b.lat) ** 2;
}

const mains2011 = rows2011.filter((r) => r.level === 'mainplace' && Number.isFinite(r.lat));
/** Main place code → today's municipality, resolving split municipalities by the nearest main place. */
const municipalityOfMain = new Map<string, string>();
for (const main of mains2011) {
  const successors = splitInto.get(main.municipality);
  if (!successors) {
    municipalityOfMain.set(main.mainCode, current(main.municipality));
    continue;
  }
  let best: Row2011 | undefined;
  for (const other of mains2011) {
    if (!successors.includes(other.municipality)) continue;
    if (!best || distance(main, other) < distance(main, best)) best = other;
  }
  municipalityOfMain.set(main.mainCode, current(best?.municipality ?? (successors[0] as string)));
}

const places = new Map<string, [string, string, string | null]>();
const addPlace = (name: string, code: string, main: string | null) => {
  const key = `${name.toLowerCase()}|${code}`;
  if (!places.has(key)) places.set(key, [name, code, main === name ? null : main]);
};

// Census 2011 first: its municipalities are the Board's own codes, and it has places settled after 2001.
const builtUp2011 = new Set(
  rows2011
    .filter((r) => !/\sNU$/.test(r.sub || r.main))
    .map((r) => cleanName(r.sub || r.main)?.toLowerCase()),
);
for (const row of rows2011) {
  const code = municipalityOfMain.get(row.mainCode);
  const raw = row.level === 'mainplace' ? row.main : row.sub;
  const name = cleanName(raw);
  if (!code || !name || !municipalities.has(code)) continue;
  if (/\sNU$/.test(raw.trim()) && builtUp2011.has(name.toLowerCase())) continue;
  addPlace(name, code, row.level === 'mainplace' ? null : cleanName(row.main));
}
const names2011 = new Set([...places.values()].map(([name]) => name.toLowerCase()));

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
let unplaced = 0;
/** A 2001 name inside a municipality later split counts only where 2011 does not place it already. */
const placed2001 = (name: string, mn: string, province: string): string | null => {
  const original = municipalityOf(mn, province, false);
  if (original && splitInto.has(original) && names2011.has(name.toLowerCase())) return null;
  return municipalityOf(mn, province);
};
for (const row of rows) {
  const name = cleanName(row.SP_NAME ?? '');
  if (name && /\sNU$/.test((row.SP_NAME ?? '').trim()) && builtUpNames.has(name.toLowerCase())) continue;
  if (name && /\sNU$/.test((row.SP_NAME ?? '').trim()) && builtUp2011.has(name.toLowerCase())) continue;
  if (!name) continue;
  const code = placed2001(name, row.MN_NAME ?? '', titleProvince(row.PR_NAME ?? ''));
  if (!code) {
    unplaced += 1;
    continue;
  }
  addPlace(name, code, mainPlaceNames.get((row.SP_CODE ?? '').slice(0, 5)) ?? null);
}
const firstRowOf = new Map<string, Record<string, string>>();
for (const row of rows) {
  const prefix = (row.SP_CODE ?? '').slice(0, 5);
  if (!firstRowOf.has(prefix)) firstRowOf.set(prefix, row);
}
for (const [prefix, main] of mainPlaceNames) {
  const sample = firstRowOf.get(prefix);
  const code = sample ? placed2001(main, sample.MN_NAME ?? '', titleProvince(sample.PR_NAME ?? '')) : null;
  if (code) addPlace(main, code, null);
}

// Police stations: every station that reports crime statistics, with its province and, from the police
// districts of 2025, its local municipality.
const PROVINCE_CODES: Record<string, string> = {
  EC: 'Eastern Cape',
  FS: 'Free State',
  GP: 'Gauteng',
  KZN: 'KwaZulu-Natal',
  LP: 'Limpopo',
  MP: 'Mpumalanga',
  NC: 'Northern Cape',
  NW: 'North West',
  WC: 'Western Cape',
};
/** Stations renamed between the two lists, as the district list's README gives them. */
const RENAMED_STATIONS: Record<string, string> = {
  Cradock: 'Nxuba',
  Dingleton: 'Siyathemba',
  'Fort Beaufort': 'KwaMaqoma',
  Grahamstown: 'Makhanda',
  Jamestown: 'James Calata',
  Kirkwood: 'Nqweba',
  Mooiplaas: 'Khwenxurha',
  'Mount Fletcher': 'Tlokoeng',
  'Somerset East': 'KwaNojoli',
};
/** "Balfour EC", "Heidelberg (Gp)", "Hilton-Kzn", "Balfour TVL": a station's name less what tells namesakes apart. */
function stationKey(name: string, province: string): string {
  const bare = name
    .replace(/\s*\([A-Za-z]+\)$|-(?:kzn)$|\s+(?:EC|FS|GP|KZN|LP|MP|NC|NW|WC|TVL|Transvaal|Mpumalang)$/i, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
  return `${bare}|${province}`;
}
const districtRows = parse(readFileSync(join(rawDir, 'police_stations.csv'), 'utf8'), {
  columns: true,
}) as Record<string, string>[];
/** Station key → [name in the district list, province, local municipality code or null]. */
const policeDistricts = new Map<string, [string, string, string | null]>();
for (const row of districtRows) {
  const province = PROVINCE_CODES[row.prov_code ?? ''];
  const name = (row.name ?? '').trim();
  if (!province || !name) continue;
  const code = current(row.muni_code ?? '');
  const display = name.replace(/\s+(?:EC|FS|GP|KZN|LP|MP|NC|NW|WC)$/, '');
  policeDistricts.set(stationKey(name, province), [
    display,
    province,
    municipalities.has(code) ? code : null,
  ]);
}

const crimeRows = parse(readFileSync(join(rawDir, 'crime.csv'), 'utf8'), { columns: true }) as Record<
  string,
  string
>[];
const stations = new Map<string, [string, string, string | null]>();
for (const row of crimeRows) {
  // The export writes "King William's Town" as 'King William''S Town'.
  const station = (row.Station ?? '')
    .trim()
    .replace(/^'(.*)'$/, '$1')
    .replaceAll("''", "'")
    .replace(/'S\b/g, "'s");
  // The statistics write "Kwazulu/Natal".
  const province = (row.Province ?? '').trim().replace(/^Kwazulu\/Natal$/i, 'KwaZulu-Natal');
  if (!station || !province) continue;
  const district =
    policeDistricts.get(stationKey(station, province)) ??
    policeDistricts.get(stationKey(RENAMED_STATIONS[station] ?? '', province));
  stations.set(`${station.toLowerCase()}|${province}`, [station, province, district?.[2] ?? null]);
}
// Stations opened since, or only in the district list under their new name.
const listedKeys = new Set([...stations.values()].map(([name, province]) => stationKey(name, province)));
for (const [key, [name, province, code]] of policeDistricts) {
  if (!listedKeys.has(key)) stations.set(`${name.toLowerCase()}|${province}`, [name, province, code]);
}

const usedCodes = new Set([
  ...[...places.values()].map(([, code]) => code),
  ...[...stations.values()].flatMap(([, , code]) => (code ? [code] : [])),
]);
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
