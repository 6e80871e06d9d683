import type {
  CorrectableField,
  CorrectedField,
  EventCorrections,
  StoredCorrections,
} from '@workbench/contract/corrections';
import type { FieldEvidence } from '../corpus/types';
import type { EventRow } from './events.sql';

/** The fields of an event row a correction can change. */
type CorrectableRow = Pick<
  EventRow,
  | 'date'
  | 'incidentMonth'
  | 'location'
  | 'municipality'
  | 'province'
  | 'crimeCommitted'
  | 'suspectsArrested'
  | 'victimsCount'
  | 'victimsFemale'
  | 'victimsMale'
  | 'victimsKilled'
  | 'victimsInjured'
  | 'victimsChildren'
  | 'victimsPolice'
  | 'suspectsFemale'
  | 'suspectsMale'
  | 'relationship'
>;

/** Where each correctable field lives in an event row. */
const COLUMN: Record<Exclude<CorrectableField, 'crimes'>, keyof CorrectableRow> = {
  date: 'date',
  location: 'location',
  municipality: 'municipality',
  province: 'province',
  suspects_arrested: 'suspectsArrested',
  victims_count: 'victimsCount',
  victims_female: 'victimsFemale',
  victims_male: 'victimsMale',
  victims_killed: 'victimsKilled',
  victims_injured: 'victimsInjured',
  victims_children: 'victimsChildren',
  victims_police: 'victimsPolice',
  suspects_female: 'suspectsFemale',
  suspects_male: 'suspectsMale',
  relationship: 'relationship',
};

/** The evidence of a field, which no longer bears out a value the user replaced. */
const EVIDENCE: Record<CorrectableField, (keyof FieldEvidence)[]> = {
  date: ['date'],
  location: ['location'],
  municipality: ['municipality'],
  // The place's own words still say where it was read; the province name is looked up by value.
  province: [],
  crimes: ['crimes'],
  suspects_arrested: ['suspects_arrested', 'arrest_made'],
  victims_count: ['victims'],
  victims_female: ['victims'],
  victims_male: ['victims'],
  victims_killed: ['victims_killed'],
  victims_injured: ['victims_injured'],
  victims_children: ['victims_children'],
  victims_police: ['victims_police'],
  suspects_female: ['suspects_sex'],
  suspects_male: ['suspects_sex'],
  relationship: ['relationship'],
};

/** "Murder, Robbery" as the list of its crimes. */
export const crimesOf = (crimeCommitted: string | null): string[] =>
  crimeCommitted
    ? crimeCommitted
        .split(', ')
        .map((c) => c.trim())
        .filter((c) => c.length > 0)
    : [];

const crimeText = (crimes: readonly string[]) => (crimes.length > 0 ? crimes.join(', ') : null);

const entries = (stored: StoredCorrections) =>
  Object.entries(stored).filter(([, value]) => value !== undefined) as [
    CorrectableField,
    CorrectedField['value'],
  ][];

/** A field's value in the row as a correction names it. */
function originalOf(row: CorrectableRow, field: CorrectableField): CorrectedField['value'] {
  if (field === 'crimes') return crimesOf(row.crimeCommitted);
  return row[COLUMN[field]] as CorrectedField['value'];
}

const same = (a: CorrectedField['value'], b: CorrectedField['value']) =>
  JSON.stringify(a) === JSON.stringify(b);

/** The corrections that change something: a field set to the value extraction read is no correction. */
export function effectiveCorrections(row: CorrectableRow, stored: StoredCorrections): StoredCorrections {
  return Object.fromEntries(
    entries(stored).filter(([field, value]) => !same(value, originalOf(row, field))),
  ) as StoredCorrections;
}

/** The row with the corrected values in its fields; a corrected date also stands for a month-only date. */
export function correctRow<Row extends CorrectableRow>(
  row: Row,
  stored: StoredCorrections | null | undefined,
): Row {
  if (!stored) return row;
  const corrected: Row = { ...row };
  for (const [field, value] of entries(stored)) {
    if (field === 'crimes') corrected.crimeCommitted = crimeText(value as string[]);
    else (corrected as Record<string, unknown>)[COLUMN[field]] = value;
    if (field === 'date' && value !== null) corrected.incidentMonth = null;
  }
  return corrected;
}

/** Each corrected field with the value the notebook uses and the one extraction read. */
export function correctionsOf(
  row: CorrectableRow,
  stored: StoredCorrections | null | undefined,
): EventCorrections {
  const out: EventCorrections = {};
  for (const [field, value] of entries(stored ?? {}))
    out[field] = { value, original: originalOf(row, field) };
  return out;
}

/** The evidence without the words of corrected fields: they bear out the original, not the correction. */
export function evidenceBeside(
  evidence: FieldEvidence,
  stored: StoredCorrections | null | undefined,
): FieldEvidence {
  const fields = entries(stored ?? {}).flatMap(([field]) => EVIDENCE[field]);
  if (fields.length === 0) return evidence;
  const kept = { ...evidence };
  for (const field of fields) delete kept[field];
  return kept;
}
