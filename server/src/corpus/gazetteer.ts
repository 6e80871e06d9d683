import censusData from './data/census-places.json' with { type: 'json' };
import gazetteerData from './data/gazetteer.json' with { type: 'json' };

/** A "local" is a local municipality, named as such: "the Elias Motsoaledi Local Municipality". */
export type PlaceKind = 'province' | 'metro' | 'district' | 'local' | 'town';

export interface Place {
  name: string;
  kind: PlaceKind;
  province: string;
  /** Metro or district the place lies in; null for provinces. */
  municipality: string | null;
  /** Local or metropolitan municipality ("Swartland", "City of Cape Town"); null where unknown. */
  local: string | null;
  /** Larger places that contain this one, nearest first: Orlando → Soweto, Johannesburg, City of Johannesburg. */
  containers: readonly string[];
}

export interface PlaceMention {
  /** Every place the words may mean; several when a town name is shared, e.g. the two Middelburgs. */
  candidates: readonly Place[];
  /** The exact words of the text. */
  text: string;
  index: number;
  end: number;
  /** Named as a police station ("Mfuleni police station", "Harare SAPS"); text then includes those words. */
  viaStation: boolean;
  /** Named as the seat of a court ("Khayelitsha Magistrate's Court"), which is weaker evidence of the scene. */
  atCourt: boolean;
}

interface GazetteerFile {
  provinces: { name: string; abbreviations: string[]; aliases: string[]; population_millions: number }[];
  municipalities: {
    name: string;
    kind: string;
    province: string;
    city?: string;
    aliases: string[];
    places: string[];
    within?: Record<string, string | undefined>;
  }[];
  placeAliases: Record<string, string[]>;
  /** Local municipality of hand-listed towns the census lists under no similar name (Tubatse, QwaQwa). */
  localMunicipalities: Record<string, string>;
  ambiguous: string[];
  /**
   * Countries people and goods come from ("smuggled in from Mozambique"); informal settlements named after
   * them ("Mozambique B", "Zimbabwe") are not read, since a release naming a country means the country.
   */
  countries: string[];
  stations: Record<string, string>;
}

/** census-places.json, built by build-gazetteer.ts: [name, kind, district, province] per municipality code. */
interface CensusFile {
  municipalities: Record<string, [string, string, string | null, string]>;
  /** [name, municipality code, main place it lies in or null] */
  places: [string, string, string | null][];
  /** [station, province, code of the local municipality its police district lies in, or null] */
  stations: [string, string, string | null][];
}

/** How one spelling may be recognised in text. */
interface NameEntry {
  places: Place[];
  /** Also a common word or personal name: only counts next to a locative cue ("in George", "George police"). */
  needsCue: boolean;
  /** An abbreviation such as "KZN" that only counts in exactly this spelling. */
  exactSpelling: string | null;
  /** A police station name that is not itself a place name: only counts when followed by "police", "SAPS"... */
  stationOnly: boolean;
  /**
   * For a station's name, the settlement of that name inside the place the station serves ("at Mhala",
   * served by Thulamahashe): stations are named after the villages they stand in.
   */
  settlements?: Place[];
}

const data: GazetteerFile = gazetteerData;
const census = censusData as unknown as CensusFile;

const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu;
/** What may separate the words of one place name: spaces, a hyphen, "St. " and the like, never a comma. */
const NAME_SEPARATOR = /^[ \t.'’-]{1,3}$/;
const COURT_AFTER =
  /\s+(?:(?:Magistrate['’]?s?|Magistrates['’]?|Regional|High|District|Periodical|Circuit|Sexual Offences|Specialised Commercial Crimes?)\s+)?Court\b/iy;

const STATION_WORDS_AFTER =
  /\s+(?:police station|policing (?:area|precinct)|police|SAPS|station|precinct)\b/iy;

/** Words set apart by spaces, so the vocabulary lists below stay readable. */
function wordSet(words: string): ReadonlySet<string> {
  return new Set(words.trim().split(/\s+/));
}

/** Words before an ambiguous name that make it a place: "in George", "outside Ermelo". */
const LOCATIVE_BEFORE = wordSet('in at near outside from towards around between via into saps');
/** Words after an ambiguous name that make it a place: "George police", "Nigel CBD". */
const CUE_AFTER = wordSet(`
  police saps station cbd area areas township suburb magistrate magistrate's magistrates
  regional district community village town municipality cluster k9 metro precinct detectives residents
  taxi hostel informal mall location settlement tavern policing border borderline`);
const STATION_CUE_AFTER = wordSet('police saps station detectives cluster k9 policing precinct');
/**
 * "Kwanonqaba Crime Prevention Unit", "Tzaneen Crime Intelligence", "Bushbuckridge Visible Policing",
 * "Jozini Family Violence, Child Protection and Sexual Offences Unit", "Jozini FCS": a police unit named
 * after its base, which says who acted, not where the crime was.
 */
const UNIT_AFTER = wordSet('crime stock tactical flying visible task tracking trio family fcs');
/** "Durban Road" and "Church Street" name streets, not the places. */
const STREET_AFTER = wordSet('street road avenue drive lane crescent highway boulevard str st rd ave square');
/**
 * "Glebelands Hostel", "Dalton Hostel": a hostel is a compound named for itself, often far from the town of
 * that name; the place is the township around it.
 */
const BUILDING_AFTER = wordSet('hostel hostels');
/** "Sergeant George Mokoena": a rank or title makes the next word a name. */
const PERSON_TITLE_BEFORE = wordSet(`
  constable sergeant sgt captain capt colonel col brigadier brig general gen lieutenant lt major warrant
  officer detective inspector mr mrs ms miss dr advocate adv judge magistrate minister commissioner
  spokesperson mec`);

function nameKey(name: string): string {
  return (name.match(WORD) ?? []).join(' ').toLowerCase().replaceAll('’', "'");
}

function isAbbreviation(spelling: string): boolean {
  return /^[A-Z]{2,4}$/.test(spelling);
}

interface CensusPlace {
  name: string;
  local: string;
  kind: string;
  district: string | null;
  province: string;
  main: string | null;
}

function censusPlaces(): CensusPlace[] {
  return census.places.flatMap(([name, code, main]) => {
    const municipality = census.municipalities[code];
    if (!municipality) return [];
    const [local, kind, district, province] = municipality;
    return [{ name, local, kind, district, province, main }];
  });
}

const CENSUS = censusPlaces();
const CENSUS_BY_KEY = new Map<string, CensusPlace[]>();
for (const c of CENSUS)
  CENSUS_BY_KEY.set(nameKey(c.name), [...(CENSUS_BY_KEY.get(nameKey(c.name)) ?? []), c]);

/**
 * A spelling key that forgives the ways South African place names vary between lists: case, spaces and
 * hyphens, aspirated consonants written with or without "h" (Nquthu/Nqutu, Zwelethemba/Zweletemba),
 * "ngq"/"nq", doubled letters (Phillipstown) and a locative prefix (eLukwatini, Ga-Mashashane, KwaGuqa).
 */
function spellingKey(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z]/g, '')
    .replace(/^(?:kwa|ga|e)(?=[^aeiou])/, '')
    .replace(/ngq/g, 'nq')
    .replace(/([bcdfgjklmnpqrstvwxz])h/g, '$1')
    .replace(/(.)\1/g, '$1');
}

/** True when one key becomes the other by one inserted, dropped or changed letter. */
function oneEditApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1 || a === b) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  const rest = (x: string, skip: number) => x.slice(i + skip);
  return rest(a, 1) === rest(b, 1) || rest(a, 1) === rest(b, 0) || rest(a, 0) === rest(b, 1);
}

/** "Muldersdrift AH", "Zebediela Estate", "Calcutta A": the census splits a place by such qualifiers. */
const CENSUS_QUALIFIER = /^(?:[A-Z]|AH|Estate|Central|North|South|East|West)$/;

function censusInDistrict(province: string, district: string): CensusPlace[] {
  return CENSUS.filter((c) => c.province === province && (c.district === district || c.local === district));
}

/**
 * The local municipality of a hand-listed town, read from the census places of that name: first an exact
 * spelling in the province (one in the town's district first, and among those the municipality named after
 * the town, e.g. Ntabankulu), then, within the district, the same name spelled differently or split by a
 * qualifier.
 */
function censusLocalOf(names: readonly string[], province: string, district: string): string | null {
  const keys = new Set(names.map(nameKey));
  const exact = names
    .flatMap((n) => CENSUS_BY_KEY.get(nameKey(n)) ?? [])
    .filter((c) => c.province === province);
  const rank = (c: CensusPlace) => (c.district === district ? 2 : 0) + (keys.has(nameKey(c.local)) ? 1 : 0);
  const best = exact.sort((a, b) => rank(b) - rank(a))[0];
  if (best) return best.local;
  const nearby = censusInDistrict(province, district);
  const spelled = new Set(names.map(spellingKey));
  const tests: ((c: CensusPlace) => boolean)[] = [
    (c) => spelled.has(spellingKey(c.name)),
    (c) => names.some((n) => c.name.startsWith(`${n} `) && CENSUS_QUALIFIER.test(c.name.slice(n.length + 1))),
    (c) => spellingKey(c.name).length >= 7 && [...spelled].some((k) => oneEditApart(k, spellingKey(c.name))),
  ];
  for (const test of tests) {
    const found = nearby.find(test);
    if (found) return found.local;
  }
  return null;
}

function buildPlaces(): { towns: Place[]; municipalities: Place[]; provinces: Place[] } {
  const provinces: Place[] = data.provinces.map((p) => ({
    name: p.name,
    kind: 'province',
    province: p.name,
    municipality: null,
    local: null,
    containers: [],
  }));
  const municipalities: Place[] = [];
  const towns: Place[] = [];
  for (const m of data.municipalities) {
    const kind: PlaceKind = m.kind === 'metro' ? 'metro' : 'district';
    municipalities.push({
      name: m.name,
      kind,
      province: m.province,
      municipality: m.name,
      local: kind === 'metro' ? m.name : null,
      containers: [],
    });
    const within = m.within ?? {};
    const containersOf = (town: string): string[] => {
      const chain: string[] = [];
      for (let parent = within[town]; parent !== undefined; parent = within[parent]) chain.push(parent);
      if (m.city && town !== m.city && !chain.includes(m.city)) chain.push(m.city);
      chain.push(m.name);
      return chain;
    };
    for (const town of m.places) {
      towns.push({
        name: town,
        kind: 'town',
        province: m.province,
        municipality: m.name,
        local:
          kind === 'metro'
            ? m.name
            : (data.localMunicipalities[town] ??
              censusLocalOf([town, ...(data.placeAliases[town] ?? [])], m.province, m.name)),
        containers: containersOf(town),
      });
    }
  }
  return { towns, municipalities, provinces };
}

const { towns: TOWNS, municipalities: MUNICIPALITIES, provinces: PROVINCE_PLACES } = buildPlaces();

/** Census main and sub-places, as towns of their metro or district, inside the main place they belong to. */
function buildCensusTowns(): Place[] {
  const cityOfMetro = new Map(
    data.municipalities.filter((m) => m.city).map((m) => [m.name, m.city as string]),
  );
  return CENSUS.map((c) => {
    const container = c.kind === 'metro' ? c.local : c.district;
    const containers: string[] = [];
    if (c.main && c.main !== c.name) containers.push(c.main);
    const city = cityOfMetro.get(c.local);
    if (city && city !== c.name && !containers.includes(city)) containers.push(city);
    if (container) containers.push(container);
    return {
      name: c.name,
      kind: 'town',
      province: c.province,
      municipality: container,
      local: c.local,
      containers,
    };
  });
}

const CENSUS_TOWNS = buildCensusTowns();

function buildNameIndex(): Map<string, NameEntry> {
  const index = new Map<string, NameEntry>();
  const ambiguous = new Set(data.ambiguous);
  const add = (spelling: string, places: Place[], stationOnly = false, forceCue = false) => {
    // Texts write "KwaGuqa" also as "Kwa-Guqa" or "Kwa Guqa".
    const prefixed = spelling.match(/^(Kwa|Ga)(\p{Lu}\p{Ll}{2,})$/u);
    if (prefixed) addKey(nameKey(`${prefixed[1]} ${prefixed[2]}`), spelling, places, stationOnly, forceCue);
    addKey(nameKey(spelling), spelling, places, stationOnly, forceCue);
  };
  const addKey = (
    key: string,
    spelling: string,
    places: Place[],
    stationOnly: boolean,
    forceCue: boolean,
  ) => {
    const existing = index.get(key);
    if (existing) {
      if (existing.stationOnly) return;
      for (const p of places) if (!existing.places.includes(p)) existing.places.push(p);
      return;
    }
    const abbreviation = isAbbreviation(spelling);
    index.set(key, {
      places: [...places],
      needsCue: forceCue || ambiguous.has(spelling),
      exactSpelling: abbreviation ? spelling : null,
      stationOnly,
      // A station the lists place nowhere says nothing of where its village lies.
      ...(stationOnly
        ? { settlements: places.filter((p) => p.local !== null).map((p) => namedInside(spelling, p)) }
        : {}),
    });
  };
  const townsByName = new Map<string, Place[]>();
  for (const t of TOWNS) townsByName.set(t.name, [...(townsByName.get(t.name) ?? []), t]);

  data.provinces.forEach((p, i) => {
    const place = PROVINCE_PLACES[i] as Place;
    add(p.name, [place]);
    for (const alias of p.aliases) add(alias, [place]);
    // Two-letter codes are also ordinary abbreviations ("MP", "EC"); only KZN is unmistakable.
    for (const abbreviation of p.abbreviations) add(abbreviation, [place], false, abbreviation !== 'KZN');
  });
  data.municipalities.forEach((m, i) => {
    const place = MUNICIPALITIES[i] as Place;
    add(m.name, [place]);
    for (const alias of m.aliases) add(alias, [place]);
  });
  for (const [name, places] of townsByName) add(name, places);
  for (const [name, aliases] of Object.entries(data.placeAliases)) {
    for (const alias of aliases) add(alias, townsByName.get(name) ?? []);
  }
  for (const [station, town] of Object.entries(data.stations)) {
    if (!index.has(nameKey(station))) add(station, townsByName.get(town) ?? [], true);
  }
  addCensusNames(index, add);
  addLocalMunicipalities(add);
  return index;
}

/**
 * "the Elias Motsoaledi Local Municipality", "Polokwane Municipality": a council named as such, where a
 * release is about the municipality itself (its tenders, its officials) rather than a town in it. Only
 * the name with its "Municipality" counts, so a town of the same name stays a town.
 */
function addLocalMunicipalities(add: AddName): void {
  for (const place of localMunicipalities()) {
    add(`${place.name} Local Municipality`, [place]);
    add(`${place.name} Municipality`, [place]);
  }
}

/** The census's local municipalities, each a place in its district and province. */
function localMunicipalities(): Place[] {
  return Object.values(census.municipalities).flatMap(([name, kind, district, province]) =>
    kind === 'local'
      ? [
          {
            name,
            kind: 'local',
            province,
            municipality: district,
            local: name,
            containers: district ? [district] : [],
          },
        ]
      : [],
  );
}

/** A settlement called `name` inside `around`, in its municipality and province. */
function namedInside(name: string, around: Place): Place {
  if (around.name === name) return around;
  return { ...around, kind: 'town', name, containers: [around.name, ...around.containers] };
}

type AddName = (spelling: string, places: Place[], stationOnly?: boolean, forceCue?: boolean) => void;

/**
 * Census places and SAPS stations the hand-made lists lack. There are thousands, many of them also common
 * words or surnames, so each counts only next to a locative cue ("in Sebenza", "Mbuzini village").
 */
function addCensusNames(index: Map<string, NameEntry>, add: AddName): void {
  const handListed = new Set([...index.keys(), ...data.countries.map(nameKey)]);
  const censusByKey = new Map<string, Place[]>();
  for (const t of CENSUS_TOWNS) {
    const key = nameKey(t.name);
    if (!handListed.has(key)) censusByKey.set(key, [...(censusByKey.get(key) ?? []), t]);
  }
  for (const places of censusByKey.values()) add((places[0] as Place).name, places, false, true);
  // "Queensmead Industrial", "Calcutta A" and "Boknes Strand" (its beach) are census units of places the
  // text names bare.
  for (const [key, places] of censusByKey) {
    const bare = (places[0] as Place).name.replace(CENSUS_UNIT_SUFFIX, '');
    if (bare.length < 5 || nameKey(bare) === key || handListed.has(nameKey(bare)) || index.has(nameKey(bare)))
      continue;
    add(
      bare,
      places.map((p) => ({ ...p, name: bare })),
      false,
      true,
    );
  }

  const townsByKey = new Map<string, Place[]>();
  for (const t of [...TOWNS, ...CENSUS_TOWNS])
    townsByKey.set(nameKey(t.name), [...(townsByKey.get(nameKey(t.name)) ?? []), t]);
  for (const [station, province, code] of census.stations) {
    // "Elandslaagte" is a census place in Limpopo and the Western Cape and a station in KwaZulu-Natal: the
    // station's village is one more place of that name.
    const listed = index.get(nameKey(station));
    if (listed?.places.some((p) => p.province === province)) continue;
    const served = (name: string) =>
      (townsByKey.get(nameKey(name)) ?? []).filter((t) => t.province === province);
    // "Mthatha Central" and "Jeffreys Bay" serve the town of that name, "Bathlaros" and "Crystalpark" the
    // place spelled a little otherwise; others name only themselves.
    const plain = station.replace(STATION_QUALIFIER, '');
    const town = [...served(station), ...served(plain), ...spelledAlike(plain, province)];
    const own = stationVillage(station, province, code);
    // Of same-named places, the one in the station's own municipality.
    const best = town.find((t) => t.local === own.local) ?? town[0];
    add(station, [best ?? own], listed === undefined);
  }
}

/** Shorter names are too often another word one letter away. */
const MIN_MISSPELT_LENGTH = 7;

/**
 * The village a station is named after where no list has it: in the municipality of the station's police
 * district ("Mareetsane" in Ratlou), or only in its province where that is unknown.
 */
function stationVillage(station: string, province: string, code: string | null): Place {
  const municipality = code ? census.municipalities[code] : undefined;
  if (!municipality) {
    return { name: station, kind: 'town', province, municipality: null, local: null, containers: [] };
  }
  const [local, kind, district] = municipality;
  const container = kind === 'metro' ? local : district;
  return {
    name: station,
    kind: 'town',
    province,
    municipality: container,
    local,
    containers: container ? [container] : [],
  };
}

const CENSUS_UNIT_SUFFIX = /\s+(?:[A-Z]|AH|Industrial|Estate|Central|North|South|East|West|Strand)$/;

/** "Mthatha Central", "Balfour Tvl", "Heidelberg (Gp)", "Hilton-Kzn", "Kwamashu E": what a station adds to a place. */
const STATION_QUALIFIER =
  /\s+(?:central|north|south|east|west|rural|urban|tvl|[NSEWC])$|\s*\([A-Za-z]+\)$|-(?:kzn|gp|ec|wc|nc|fs|nw|mp|lp)$/i;

const CENSUS_BY_SPELLING = new Map<string, Place[]>();
for (const t of CENSUS_TOWNS) {
  const key = `${spellingKey(t.name)}|${t.province}`;
  CENSUS_BY_SPELLING.set(key, [...(CENSUS_BY_SPELLING.get(key) ?? []), t]);
}

/** Census places of the province whose name is the station's, spelled with or without spaces, aspirates, doubled letters. */
function spelledAlike(name: string, province: string): Place[] {
  return CENSUS_BY_SPELLING.get(`${spellingKey(name)}|${province}`) ?? [];
}

/** One node per word of a name: the names starting at a word are found in one walk, longest last. */
interface TrieNode {
  next: Map<string, TrieNode>;
  entry?: NameEntry;
}

function buildTrie(index: Map<string, NameEntry>): TrieNode {
  const root: TrieNode = { next: new Map() };
  for (const [key, entry] of index) {
    let node = root;
    for (const word of key.split(' ')) {
      let child = node.next.get(word);
      if (!child) {
        child = { next: new Map() };
        node.next.set(word, child);
      }
      node = child;
    }
    node.entry = entry;
  }
  return root;
}

const NAME_INDEX = buildNameIndex();
const NAME_TRIE = buildTrie(NAME_INDEX);

/** One-word names by their spelling key, and by its first letter and length, for names a release misspells. */
const BY_SPELLING = new Map<string, NameEntry>();
const BY_OPENING = new Map<string, [string, NameEntry][]>();
const openingOf = (spelled: string, length: number) => `${spelled.charAt(0)}${length}`;
for (const [key, entry] of NAME_INDEX) {
  if (key.includes(' ') || entry.places.length === 0) continue;
  const spelled = spellingKey(key);
  if (spelled.length < MIN_MISSPELT_LENGTH || BY_SPELLING.has(spelled)) continue;
  BY_SPELLING.set(spelled, entry);
  const opening = openingOf(spelled, spelled.length);
  BY_OPENING.set(opening, [...(BY_OPENING.get(opening) ?? []), [spelled, entry]]);
}

/** Census places that share a province's name: the townships "Mpumalanga" near Hammarsdale and in Umvoti. */
const PROVINCE_NAMESAKES = new Map<string, Place[]>();
const PROVINCE_KEYS = new Set(data.provinces.map((p) => nameKey(p.name)));
for (const t of CENSUS_TOWNS) {
  const key = nameKey(t.name);
  if (PROVINCE_KEYS.has(key)) PROVINCE_NAMESAKES.set(key, [...(PROVINCE_NAMESAKES.get(key) ?? []), t]);
}

const SETTLEMENT_AFTER = wordSet('township location village');

/**
 * "Mpumalanga Township", "Mpumalanga police station": a province's name followed by a settlement word or
 * "police station" names the township of that name, not the province.
 */
function asNamesake(text: string, words: Word[], i: number, n: number, entry: NameEntry): NameEntry {
  const [first] = entry.places;
  if (first?.kind !== 'province' || entry.places.length > 1) return entry;
  const namesakes = PROVINCE_NAMESAKES.get(nameKey(first.name));
  const last = words[i + n - 1] as Word;
  const next = words[i + n];
  const after = followsDirectly(text, last, next) ? next : undefined;
  const following = after ? words[i + n + 1] : undefined;
  const settlement =
    after !== undefined &&
    (SETTLEMENT_AFTER.has(after.lower) ||
      (after.lower === 'police' && followsDirectly(text, after, following) && following.lower === 'station'));
  return namesakes && settlement ? { ...entry, places: namesakes } : entry;
}

interface Word {
  text: string;
  lower: string;
  index: number;
  end: number;
}

function wordsOf(text: string): Word[] {
  const words: Word[] = [];
  for (const m of text.matchAll(WORD)) {
    words.push({
      text: m[0],
      lower: m[0].toLowerCase().replaceAll('’', "'"),
      index: m.index,
      end: m.index + m[0].length,
    });
  }
  return words;
}

function startsUppercase(word: string): boolean {
  const first = word.charAt(0);
  return first !== first.toLowerCase();
}

/** Every name in the trie that starts at word i, as [word count, entry], longest first. */
function namesAt(text: string, words: Word[], i: number): [number, NameEntry][] {
  const found: [number, NameEntry][] = [];
  let node: TrieNode | undefined = NAME_TRIE;
  for (let k = i; k < words.length; k++) {
    const word = words[k] as Word;
    // Words of one name are set apart by spaces, a hyphen or "St. ", never by a comma.
    if (k > i && !NAME_SEPARATOR.test(text.slice((words[k - 1] as Word).end, word.index))) break;
    node = node.next.get(word.lower);
    if (!node) break;
    if (node.entry && node.entry.places.length > 0) found.push([k - i + 1, node.entry]);
  }
  return found.reverse();
}

function followsDirectly(text: string, before: Word, after: Word | undefined): after is Word {
  return after !== undefined && /^[ \t]+$/.test(text.slice(before.end, after.index));
}

function isAcceptedSpelling(entry: NameEntry, matched: string, first: Word): boolean {
  if (entry.exactSpelling !== null) return matched === entry.exactSpelling;
  // Names such as "eThekwini" or "iLembe" are written with a lower-case prefix.
  return startsUppercase(first.text) || /^[a-z]{1,2}[A-Z]/.test(matched);
}

/**
 * Whether the words at i name a place: "place", "not" (a person, a street, a wrong spelling), or
 * "uncued" for an ambiguous name with no locative cue, which the same release may settle elsewhere.
 */
type Verdict = 'place' | 'not' | 'uncued';

function judgeMention(text: string, words: Word[], i: number, n: number, entry: NameEntry): Verdict {
  const first = words[i] as Word;
  const last = words[i + n - 1] as Word;
  const matched = text.slice(first.index, last.end);
  if (!isAcceptedSpelling(entry, matched, first)) return 'not';
  const before =
    i > 0 && followsDirectly(text, words[i - 1] as Word, first) ? (words[i - 1] as Word) : undefined;
  const next = words[i + n];
  const after = followsDirectly(text, last, next) ? next : undefined;
  if (before && PERSON_TITLE_BEFORE.has(before.lower) && startsUppercase(before.text)) return 'not';
  // "spokesperson Sihle Maake", "Colonel Thandi Mbambo": a title, a given name, then the surname.
  const title =
    before && i > 1 && followsDirectly(text, words[i - 2] as Word, before) ? words[i - 2] : undefined;
  if (before && title && startsUppercase(before.text) && PERSON_TITLE_BEFORE.has(title.lower)) return 'not';
  if (ORGANISATION_AFTER.test(text.slice(last.end, last.end + 80))) return 'not';
  if (
    after &&
    (STREET_AFTER.has(after.lower) || BUILDING_AFTER.has(after.lower)) &&
    startsUppercase(after.text)
  )
    return 'not';
  if (entry.stationOnly) return after !== undefined && STATION_CUE_AFTER.has(after.lower) ? 'place' : 'not';
  if (!entry.needsCue) return 'place';
  if (after && CUE_AFTER.has(after.lower)) return 'place';
  // "George Mokoena" is a person even after "in": a capitalised word straight after the name.
  if (after && startsUppercase(after.text)) return 'not';
  if (before === undefined) return 'uncued';
  if (LOCATIVE_BEFORE.has(before.lower)) return 'place';
  // "close to Slurry", "drove to Pienaar", "the town of Reitz": "to" and "of" alone also come before
  // people ("said to George", "the family of George").
  const twoBefore = words[i - 2];
  const opens = TWO_WORD_CUES.get(before.lower);
  const cued =
    opens !== undefined &&
    twoBefore !== undefined &&
    followsDirectly(text, twoBefore, before) &&
    opens.has(twoBefore.lower);
  return cued ? 'place' : 'uncued';
}

/**
 * "the Klipriver Taxi Association", "Mhlontlo Farmers Union": a body named after a place, whose members
 * may be anywhere around it.
 */
const ORGANISATION_AFTER =
  /^(?:\s+\p{Lu}[\p{L}'’-]*){1,3}\s+(?:Association|Forum|Federation|Union|Council|Club|Committee|Organi[sz]ation|Society|Trust|Alliance|Movement)\b/u;

/** Two-word locative cues, by their second word: "next to", "went to", "village of". */
const TWO_WORD_CUES = new Map<string, ReadonlySet<string>>([
  [
    'to',
    wordSet(`close next adjacent went go goes going drove drive driving travelled traveled travelling
      walked headed heading returned returning rushed came moved fled`),
  ],
  ['of', wordSet('town village city suburb township hamlet settlement outskirts')],
]);

const MONTHS = wordSet(`
  january february march april may june july august september october november december
  jan feb mar apr jun jul aug sep sept oct nov dec`);

/**
 * "in March 2020", "on 4 May", "in March and": a month name is a date, whatever hamlet shares it, unless a
 * place word follows ("March village", "May police").
 */
function isMonth(text: string, words: Word[], i: number): boolean {
  const word = words[i] as Word;
  if (!MONTHS.has(word.lower)) return false;
  const next = words[i + 1];
  return !(followsDirectly(text, word, next) && CUE_AFTER.has(next.lower));
}

const POSTED = wordSet('stationed attached deployed');
const POSTED_AT = wordSet('at in to');

/** "the sergeant, who was stationed at Rosebank": the officer's station, not where anything happened. */
function isPostingBefore(text: string, words: Word[], i: number): boolean {
  const at = words[i - 1];
  const posted = words[i - 2];
  return (
    at !== undefined &&
    posted !== undefined &&
    followsDirectly(text, at, words[i]) &&
    followsDirectly(text, posted, at) &&
    POSTED_AT.has(at.lower) &&
    POSTED.has(posted.lower)
  );
}

function toMention(text: string, words: Word[], i: number, n: number, entry: NameEntry): PlaceMention {
  const first = words[i] as Word;
  const last = words[i + n - 1] as Word;
  const next = words[i + n];
  const after = followsDirectly(text, last, next) ? next : undefined;
  COURT_AFTER.lastIndex = last.end;
  const atCourt = COURT_AFTER.test(text);
  const namesStation =
    entry.places.every((p) => p.kind === 'town') &&
    (entry.stationOnly ||
      isPostingBefore(text, words, i) ||
      (after !== undefined &&
        (STATION_CUE_AFTER.has(after.lower) ||
          (UNIT_AFTER.has(after.lower) && startsUppercase(after.text)))));
  STATION_WORDS_AFTER.lastIndex = last.end;
  const end = namesStation && STATION_WORDS_AFTER.test(text) ? STATION_WORDS_AFTER.lastIndex : last.end;
  return {
    candidates: entry.places,
    text: text.slice(first.index, end),
    index: first.index,
    end,
    viaStation: namesStation,
    atCourt,
  };
}

/** Words that put something at a place, not on the way to or from it ("travelled to Harare"). */
const AT_PLACE_BEFORE = wordSet('in at near outside around');

/**
 * "hijacked at Mhala": a station's name straight after "in", "at" or "near", not followed by station words,
 * names the settlement the station is named after, as an ambiguous name would.
 */
function asStationSettlement(
  text: string,
  words: Word[],
  i: number,
  n: number,
  entry: NameEntry,
): NameEntry | undefined {
  if (!entry.stationOnly || !entry.settlements || entry.settlements.length === 0) return undefined;
  const before = words[i - 1];
  if (!before || !followsDirectly(text, before, words[i]) || !AT_PLACE_BEFORE.has(before.lower))
    return undefined;
  if (judgeMention(text, words, i, n, entry) === 'place') return undefined;
  const settlement: NameEntry = { ...entry, places: entry.settlements, needsCue: true, stationOnly: false };
  return judgeMention(text, words, i, n, settlement) === 'place' ? settlement : undefined;
}

interface NameFound {
  mention: PlaceMention;
  wordCount: number;
  /** "uncued" for an ambiguous name without a cue, which may still count next to a certain place. */
  verdict: Verdict;
}

/** The longest name that starts at word i. */
function nameStartingAt(text: string, words: Word[], i: number): NameFound | null {
  let uncertain: NameFound | null = null;
  for (const [n, listed] of namesAt(text, words, i)) {
    const named = asNamesake(text, words, i, n, listed);
    const entry = asStationSettlement(text, words, i, n, named) ?? named;
    if (n === 1 && isMonth(text, words, i)) continue;
    const mention = toMention(text, words, i, n, entry);
    const verdict = judgeMention(text, words, i, n, entry);
    if (verdict === 'place') return { mention, wordCount: n, verdict };
    if (!uncertain && entry.needsCue && isAcceptedSpelling(entry, mention.text, words[i] as Word)) {
      uncertain = { mention, wordCount: n, verdict };
    }
  }
  return uncertain;
}

interface Scan {
  mentions: PlaceMention[];
  /** Ambiguous names read without a cue, or beside a capitalised word. */
  deferred: PlaceMention[];
  /** Of those, the ones only a missing cue kept out. */
  uncued: PlaceMention[];
}

/** Capitalised words that stand before "police station" without naming it: "the Local police station". */
const NOT_STATION_NAME = wordSet(`local nearest nearby closest provincial national municipal metro community
  main satellite mobile same railway traffic border military official officials annual quarterly latest
  recent former entire whole`);
/** "Elangslaagte police station", "Komartipoort Magistrate's Court": what follows says a place is named. */
const OFFICE_AFTER = /^\s+(?:police station|SAPS|(?:Magistrate['’]?s?|Magistrates['’]?|Regional) Court)\b/i;

/**
 * A capitalised word no list knows, written before "police station", "SAPS" or a court: the station or
 * court's place, spelled one letter otherwise ("Elangslaagte" for Elandslaagte).
 */
function misspeltOffice(text: string, words: Word[], i: number): NameFound | null {
  const word = words[i] as Word;
  if (
    !startsUppercase(word.text) ||
    NOT_STATION_NAME.has(word.lower) ||
    !OFFICE_AFTER.test(text.slice(word.end, word.end + 30))
  )
    return null;
  const spelled = spellingKey(word.text);
  if (spelled.length < MIN_MISSPELT_LENGTH) return null;
  const exact = BY_SPELLING.get(spelled);
  const near = exact
    ? [exact]
    : [-1, 0, 1]
        .flatMap((d) => BY_OPENING.get(openingOf(spelled, spelled.length + d)) ?? [])
        .filter(([key]) => oneEditApart(key, spelled))
        .map(([, entry]) => entry);
  const [first] = near;
  if (!first) return null;
  // Several names one letter away: the places of all, for the release's other places to settle.
  const places = [...new Set(near.flatMap((e) => e.places))];
  const known: NameEntry = { ...first, places, needsCue: false, exactSpelling: null };
  return { mention: toMention(text, words, i, 1, known), wordCount: 1, verdict: 'place' };
}

/** "Mareetsane police station", "Mareetsane SAPS", "two Mareetsane police officers". */
const STATION_AFTER = /^\s+(?:police (?:station|officers?|members|post)|SAPS)\b/;
/** Unlisted station names seen so far, each the same places wherever it is read, so its mentions add up. */
const UNLISTED_STATIONS = new Map<string, Place[]>();
const MAX_UNLISTED_STATIONS = 1000;

/**
 * "stationed at Mareetsane police station": a station no list knows is named after its village, which lies
 * in whichever province the release points to. One candidate per province lets the release's other
 * places settle it.
 */
function unlistedStation(text: string, words: Word[], i: number): NameFound | null {
  const word = words[i] as Word;
  const before = words[i - 1];
  if (
    word.text.length < 5 ||
    !startsUppercase(word.text) ||
    NOT_STATION_NAME.has(word.lower) ||
    !before ||
    !followsDirectly(text, before, word) ||
    startsUppercase(before.text) ||
    !STATION_AFTER.test(text.slice(word.end, word.end + 24))
  )
    return null;
  const key = word.lower;
  let places = UNLISTED_STATIONS.get(key);
  if (!places) {
    if (UNLISTED_STATIONS.size >= MAX_UNLISTED_STATIONS) UNLISTED_STATIONS.clear();
    places = PROVINCES.map((province) => ({
      name: word.text,
      kind: 'town' as const,
      province,
      municipality: null,
      local: null,
      containers: [],
    }));
    UNLISTED_STATIONS.set(key, places);
  }
  const entry: NameEntry = { places, needsCue: false, exactSpelling: null, stationOnly: true };
  return { mention: toMention(text, words, i, 1, entry), wordCount: 1, verdict: 'place' };
}

function scan(text: string): Scan {
  const words = wordsOf(text);
  const result: Scan = { mentions: [], deferred: [], uncued: [] };
  for (let i = 0; i < words.length; ) {
    const found =
      nameStartingAt(text, words, i) ?? misspeltOffice(text, words, i) ?? unlistedStation(text, words, i);
    if (found?.verdict === 'place') {
      result.mentions.push(found.mention);
      i += found.wordCount;
      continue;
    }
    if (found) result.deferred.push(found.mention);
    if (found?.verdict === 'uncued') result.uncued.push(found.mention);
    i++;
  }
  return result;
}

/**
 * Mentions of provinces, municipalities, towns, townships, suburbs and police stations, in order.
 * Ambiguous names count only with a locative cue; ambiguous names straight before or after a
 * certain mention ("Orlando, Soweto") count too.
 */
export function findPlaces(text: string): PlaceMention[] {
  const { mentions, deferred } = scan(text);
  return mergeAdjacentAmbiguous(text, mentions, deferred);
}

/**
 * The mentions of each text of one release (its title and its text). An ambiguous name the release uses
 * as a place once ("arrested in Kimberley") is that place wherever else it stands bare ("raids Kimberley
 * drug lab"), unless a title, a capitalised word or a street word makes it something else there.
 */
export function findPlacesInRelease(texts: readonly string[]): PlaceMention[][] {
  const scans = texts.map(scan);
  // "Calcutta SAPS" settles only that a station has the name; "Calcutta detective" then stays a station's man.
  const settled = new Set(
    scans.flatMap((s) => s.mentions.filter((m) => !m.viaStation && !m.atCourt).map((m) => m.candidates)),
  );
  return scans.map((s, k) => {
    const rescued = s.uncued.filter(
      (u) => settled.has(u.candidates) && !s.mentions.some((m) => m.index < u.end && u.index < m.end),
    );
    const mentions = [...s.mentions, ...rescued].sort((a, b) => a.index - b.index);
    return mergeAdjacentAmbiguous(texts[k] as string, mentions, s.deferred);
  });
}

/** "Orlando, Soweto" or "Soweto (Orlando)": an ambiguous name right next to a certain one is a place too. */
function mergeAdjacentAmbiguous(
  text: string,
  mentions: PlaceMention[],
  deferred: PlaceMention[],
): PlaceMention[] {
  if (deferred.length === 0) return mentions;
  const adjacent = (a: PlaceMention, b: PlaceMention) => /^\s*[,(]\s*$/.test(text.slice(a.end, b.index));
  const rescued = deferred
    .filter((d) => mentions.some((m) => adjacent(d, m) || adjacent(m, d)))
    .filter((d) => !mentions.some((m) => m.index < d.end && d.index < m.end));
  return [...mentions, ...rescued].sort((a, b) => a.index - b.index);
}

export const PROVINCES: readonly string[] = data.provinces.map((p) => p.name);

/** The metropolitan municipalities ("City of Cape Town", "eThekwini", ...), as the gazetteer names them. */
export const METROS: readonly string[] = data.municipalities
  .filter((m) => m.kind === 'metro')
  .map((m) => m.name);

const withoutCityOf = (name: string) => name.toLowerCase().replace(/^city of /, '');

/** Local municipalities by name, lower case and without "City of": "madibeng", "matlosana". */
const LOCAL_NAMES: ReadonlySet<string> = new Set(
  [...TOWNS, ...CENSUS_TOWNS].flatMap((p) => (p.local ? [withoutCityOf(p.local)] : [])),
);

/** Whether the word names a local municipality ("Madibeng"), which no misspelling should turn into another place. */
export const isLocalMunicipalityName = (word: string) => LOCAL_NAMES.has(withoutCityOf(word));

/** A local municipality's name as looked up: lower case, without "City of", hyphens as spaces. */
const localKey = (name: string) => withoutCityOf(name).replace(/[\s-]+/g, ' ');

/** The census's local municipalities by their looked-up names. */
const LOCAL_MUNICIPALITIES: ReadonlyMap<string, Place> = new Map(
  localMunicipalities().map((place) => [localKey(place.name), place]),
);
const LOCAL_MUNICIPALITY_NAMES = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:city\\s+of\\s+)?(${[...LOCAL_MUNICIPALITIES.keys()]
    .sort((a, b) => b.length - a.length)
    .map((key) => key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '[\\s-]+'))
    .join('|')})(?![\\p{L}\\p{N}])`,
  'giu',
);

/** The district a local municipality lies in ("Mnquma" → "Amathole District"); null for a metro or an unknown name. */
export function districtOfLocal(name: string): string | null {
  const place = LOCAL_MUNICIPALITIES.get(localKey(name));
  return place && place.municipality !== place.name ? place.municipality : null;
}

/**
 * Local municipalities named by their bare names ("Madibeng", "Steve Tshwete"), which releases seldom
 * write and the place index therefore only takes with "Municipality" after them. A question that
 * names one means the municipality: its names are not words of asking.
 */
export function findLocalMunicipalities(text: string): PlaceMention[] {
  return [...text.matchAll(LOCAL_MUNICIPALITY_NAMES)].flatMap((m) => {
    const place = LOCAL_MUNICIPALITIES.get(localKey(m[1] ?? ''));
    if (!place) return [];
    return [
      {
        candidates: [place],
        text: m[0],
        index: m.index,
        end: m.index + m[0].length,
        viaStation: false,
        atCourt: false,
      },
    ];
  });
}

export const PROVINCE_POPULATION_MILLIONS: Readonly<Record<string, number>> = Object.fromEntries(
  data.provinces.map((p) => [p.name, p.population_millions]),
);

const TOWNS_BY_PROVINCE = new Map<string, Place[]>(
  PROVINCES.map((province) => [province, TOWNS.filter((t) => t.province === province)]),
);

/** Towns, townships and suburbs of a province, in gazetteer order. */
export function placesInProvince(province: string): readonly Place[] {
  return TOWNS_BY_PROVINCE.get(province) ?? [];
}

const STATIONS_BY_TOWN = new Map<Place, string[]>();
for (const [station, townName] of Object.entries(data.stations)) {
  for (const town of TOWNS.filter((t) => t.name === townName)) {
    STATIONS_BY_TOWN.set(town, [...(STATIONS_BY_TOWN.get(town) ?? []), station]);
  }
}

/** Names of the police stations that serve a town ("Harare" and "Lingelethu West" serve Khayelitsha). */
export function stationsServing(town: Place): readonly string[] {
  return STATIONS_BY_TOWN.get(town) ?? [];
}
