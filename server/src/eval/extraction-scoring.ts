/** One line of the development set (only the fields the evaluation reads). */
export interface DevRelease {
  source_url: string;
  published_date: string;
  title: string;
  context: string;
  event_date: string | null;
  location: string;
  municipality: string | null;
  province: string;
  police_station: string | null;
  crimes: string[];
  num_suspects_arrested: number | null;
  num_victims: number | null;
  victims_female: number | null;
  victims_male: number | null;
  arrest_made: boolean | null;
  suspect_ages: number[] | null;
  /** People model v2; absent on rows annotated before it. */
  victims_killed?: number | null;
  victims_injured?: number | null;
  victims_children?: number | null;
  victims_police?: number | null;
  suspects_female?: number | null;
  suspects_male?: number | null;
  relationship?: string | null;
}

/**
 * Our crime categories in the development set's vocabulary. Categories the vocabulary has no word for
 * (missing person, drunk driving, taxi violence...) map to nothing and are left out of both sides, as is
 * the set's "other".
 */
export const CRIME_TO_DEV_VOCABULARY: Readonly<Record<string, string>> = {
  'Cash-in-transit robbery': 'cash-in-transit robbery',
  'Truck hijacking': 'truck hijacking',
  Carjacking: 'carjacking',
  'Attempted murder': 'attempted murder',
  Murder: 'murder',
  'Culpable homicide (road crash)': 'culpable homicide',
  'Culpable homicide': 'culpable homicide',
  Rape: 'rape',
  'Sexual assault': 'sexual assault',
  'Assault GBH': 'assault gbh',
  'Common assault': 'common assault',
  Assault: 'common assault',
  'House robbery': 'house robbery',
  'Business robbery': 'business robbery',
  'Robbery with aggravating circumstances': 'armed robbery',
  'Armed robbery': 'armed robbery',
  'Common robbery': 'robbery',
  Robbery: 'robbery',
  'Business burglary': 'burglary',
  'Residential burglary': 'burglary',
  Burglary: 'burglary',
  'Stock theft': 'stock theft',
  'Theft out of motor vehicle': 'theft',
  'Theft of motor vehicle': 'vehicle theft',
  'Cable and copper theft': 'theft',
  Theft: 'theft',
  'Human trafficking': 'human trafficking',
  Kidnapping: 'kidnapping',
  'Dealing in drugs': 'drug dealing',
  'Possession of drugs': 'drug possession',
  'Possession of unlicensed firearm and ammunition': 'illegal firearm possession',
  'Illegal mining': 'illegal mining',
  Fraud: 'fraud',
  Corruption: 'corruption',
  Extortion: 'extortion',
  'Malicious damage to property': 'malicious damage to property',
  Arson: 'arson',
  'Rhino poaching': 'poaching',
  'Abalone poaching': 'poaching',
  Poaching: 'poaching',
  'Public violence': 'public violence',
};

/** Words that split a written location into its parts: "farm in Bloemspruit, near Bloemfontein". */
const PART_SEPARATOR = /\s*,\s*|\s+(?:near|outside|next to|at|in|off|about \d+ ?km outside)\s+/i;
/** A part naming a road, building, farm or other feature rather than a settlement. */
const FEATURE =
  /\b(?:road|street|avenue|drive|highway|farm|school|club|complex|centre|center|mall|airport|reserve|national park|police station|weighbridge|borderline|hostel)\b|\bR\d+\b|\bN\d+\b/i;
/** Finer than any gazetteer goes: "Extension 6", "Sector One", "Phazama Section". */
const SUB_PART = /^(?:extension|ext|sector|zone|ward|phase)\b|\bsection$/i;
const SETTLEMENT_SUFFIX = /\s+(?:village|location|township|area|settlement|local municipality)$/i;
const LEADING_CONNECTOR = /^(?:near|outside|next to|at|in|off|about \d+ ?km outside)\s+/i;

/**
 * The settlement a written location names, most specific first. A part that starts with a lower-case word
 * ("farm near Glen", "bushes", "guest house") or names a feature is not a settlement; nor is a part finer
 * than a place ("Extension 6"). When no part is a settlement, the first part is taken as written, less
 * "police station".
 */
export function settlementOf(location: string): { first: string; all: string[] } {
  const parts = location
    .split(PART_SEPARATOR)
    .map((p) => p.trim().replace(LEADING_CONNECTOR, ''))
    .filter((p) => p !== '');
  const settlements = parts
    .filter((p) => /^[\p{Lu}\d]/u.test(p) && !FEATURE.test(p) && !SUB_PART.test(p))
    .map((p) => p.replace(SETTLEMENT_SUFFIX, ''));
  const fallback = (parts[0] ?? location).replace(/\s+police station$/i, '');
  return { first: settlements[0] ?? fallback, all: settlements.length > 0 ? settlements : [fallback] };
}

function placeKey(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/** "City of Ekurhuleni" is the official name of the metro a release calls "Ekurhuleni". */
const OFFICIAL_PREFIX = /^city of\s+/i;

/**
 * Our location ("Wesbank, Cape Town") names the expected place when its first part is that place, under its
 * official name ("City of Ekurhuleni") or its common one ("Ekurhuleni").
 */
export function samePlace(ours: string | null, expected: string): boolean {
  if (ours === null) return false;
  const first = (ours.split(',')[0] ?? '').replace(SETTLEMENT_SUFFIX, '');
  const want = placeKey(expected);
  return placeKey(first) === want || placeKey(first.replace(OFFICIAL_PREFIX, '')) === want;
}

function municipalityKey(name: string): string {
  return placeKey(
    name
      .replace(/^city of\s+/i, '')
      .replace(/\s+(?:metropolitan|local|district)?\s*municipality$/i, '')
      .replace(/\s+(?:metro|city)$/i, ''),
  );
}

/** "City of Matlosana" = "Matlosana"; "Mogale City" = "Mogale"; "Dr Beyers Naudé" = "Dr Beyers Naude". */
export function sameMunicipality(ours: string, truth: string): boolean {
  return municipalityKey(ours) === municipalityKey(truth);
}
