import { CRIME_CATEGORIES } from './crimes';

/**
 * Families of crime categories, the way a reader groups them: "hijackings" are car and truck
 * hijackings, "robberies of any kind" are every robbery. Search filters, question plans and
 * breakdowns all read families from here, so one word means the same events everywhere.
 */
export interface CrimeFamily {
  /** The family's name as answers and facets show it. */
  name: string;
  /** The categories it stands for, each a category of the taxonomy. */
  members: readonly string[];
}

export const CRIME_FAMILIES: readonly CrimeFamily[] = [
  { name: 'Hijacking', members: ['Carjacking', 'Truck hijacking'] },
  {
    name: 'Robbery',
    members: [
      'Robbery',
      'Armed robbery',
      'Robbery with aggravating circumstances',
      'Common robbery',
      'House robbery',
      'Business robbery',
      'Cash-in-transit robbery',
    ],
  },
  { name: 'Sexual offences', members: ['Rape', 'Sexual assault'] },
  { name: 'Drug crimes', members: ['Dealing in drugs', 'Possession of drugs'] },
  { name: 'Assault', members: ['Assault', 'Assault GBH', 'Common assault'] },
  { name: 'Burglary', members: ['Burglary', 'Business burglary', 'Residential burglary'] },
  {
    name: 'Theft',
    members: [
      'Theft',
      'Stock theft',
      'Theft out of motor vehicle',
      'Theft of motor vehicle',
      'Cable and copper theft',
    ],
  },
  { name: 'Poaching', members: ['Poaching', 'Rhino poaching', 'Abalone poaching'] },
  { name: 'Culpable homicide', members: ['Culpable homicide', 'Culpable homicide (road crash)'] },
  { name: 'Traffic offences', members: ['Drunk driving', 'Reckless and negligent driving'] },
];

const FAMILY_BY_NAME = new Map(CRIME_FAMILIES.map((f) => [f.name.toLowerCase(), f]));

/** The family of this name (any case), if there is one. */
export function crimeFamilyNamed(name: string): CrimeFamily | undefined {
  return FAMILY_BY_NAME.get(name.toLowerCase());
}

/**
 * The categories a name stands for: a family's members, a category itself, or nothing for a name
 * that is neither. Case is ignored; the taxonomy's own spelling comes back.
 */
export function categoriesNamed(name: string): readonly string[] {
  const family = crimeFamilyNamed(name);
  if (family) return family.members;
  const category = CRIME_CATEGORIES.find((c) => c.toLowerCase() === name.toLowerCase());
  return category ? [category] : [];
}

/** The families an event with these categories belongs to, each once, in taxonomy order. */
export function familiesOf(categories: readonly string[]): string[] {
  return CRIME_FAMILIES.filter((f) => f.members.some((m) => categories.includes(m))).map((f) => f.name);
}
