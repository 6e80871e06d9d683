/**
 * The columns a spreadsheet formula or an SQL query names (province, crimes, event_date,
 * victims_killed, ...) and their criteria, in the words the readers know: "in KwaZulu-Natal", "about
 * murder", "on or after 2020-01-01", "people killed". Shared by formula-forms.ts and sql-forms.ts.
 */
import { WEEKDAY_NAMES } from '../../corpus/calendar';

/** Columns that say where: the criterion is a place. */
const PLACE_COLUMN = /^(?:province|municipality|location|place|town|city|station|police_station|district)$/;
/** Columns that say which crime: the criterion is a crime, wildcards and all ("*rape*"). */
const CRIME_COLUMN = /^(?:crimes?|crime_types?|categor(?:y|ies)|offen[cs]es?|charges?)$/;
/** Columns that hold the incident's date. */
export const DATE_COLUMN = /^(?:event_date|incident_date|date|event_day)$/;
/** The column of the attacker's tie to the victim. */
export const RELATIONSHIP_COLUMN = /^(?:relationship|relation|tie)$/;
/** Columns that say whether anybody was arrested. */
const ARREST_COLUMN = /^(?:arrest_made|arrest|arrested|any_arrest)$/;

/** The people figures a column may hold, in the words a question counts them by. */
const MEASURE_COLUMNS: readonly [RegExp, string][] = [
  [/^(?:victims_)?(?:killed|dead|deaths?|fatalities)$|^people_killed$/, 'people killed'],
  [/^(?:victims_)?(?:injured|wounded|injuries)$|^people_injured$/, 'people injured'],
  [/^(?:victims_female|female_victims|women_victims|women)$/, 'female victims'],
  [/^(?:victims_male|male_victims|men_victims|men)$/, 'male victims'],
  [/^(?:victims_children|child_victims|children)$/, 'child victims'],
  [/^(?:victims_police|police_victims|police_officers)$/, 'police officers among the victims'],
  [/^(?:num_)?suspects_arrested$|^(?:arrests|num_arrested|suspects_held)$/, 'suspects arrested'],
  [/^(?:suspects_female|female_suspects)$/, 'female suspects'],
  [/^(?:suspects_male|male_suspects)$/, 'male suspects'],
  [/^(?:num_)?victims$/, 'victims'],
];

/** Date comparisons in words; "on or after" and "on or before" keep the day itself. */
const DATE_COMPARISON: Readonly<Record<string, string>> = {
  '>=': 'on or after',
  '<=': 'on or before',
  '>': 'after',
  '<': 'before',
  '=': 'on',
};
/** The comparisons of code (`==`, `!=`) as a spreadsheet criterion writes them (`=`, `<>`). */
export const CODE_OPERATORS: Readonly<Record<string, string>> = {
  '==': '=',
  '!=': '<>',
  '>=': '>=',
  '<=': '<=',
  '>': '>',
  '<': '<',
};

export const YEAR_COMPARISON: Readonly<Record<string, string>> = {
  '>=': 'from',
  '<=': 'up to',
  '>': 'after',
  '<': 'before',
  '=': 'in',
};

/** "Sat", "saturday" → "Saturdays": a weekday a formula or query names, as a question says it. */
export function weekdaysNamed(written: string): string {
  const day = WEEKDAY_NAMES.find((name) => name.toLowerCase().startsWith(written.slice(0, 3).toLowerCase()));
  return day ? `${day}s` : written;
}

export const unquoted = (text: string) => text.trim().replace(/^["'“”‘’]+|["'“”‘’]+$/g, '');
export const columnOf = (text: string) =>
  unquoted(text)
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

/** A column as the thing it names: "police_station" → "police station". */
export const nounOf = (column: string) => columnOf(column).replace(/_/g, ' ');

/** "municipality" → "municipalities", "police station" → "police stations", "weekday" → "days of the week". */
export const pluralOf = (noun: string) =>
  noun === 'weekday' ? 'days of the week' : /[^aeiou]y$/.test(noun) ? `${noun.slice(0, -1)}ies` : `${noun}s`;

export function measureOf(column: string): string {
  const name = columnOf(column);
  for (const [pattern, words] of MEASURE_COLUMNS) if (pattern.test(name)) return words;
  return name.replace(/_/g, ' ');
}

/** A column as the thing a question asks of it: ages read as whose age, figures by their measure. */
export function askedMeasureOf(column: string): string {
  const name = columnOf(column);
  if (/^suspects?_ages?$/.test(name)) return 'age of suspects';
  if (/^victims?_ages?$/.test(name)) return 'age of victims';
  return measureOf(name);
}

/**
 * "people killed" → "person killed", "suspects arrested" → "suspect arrested", "female victims" →
 * "female victim": one of the people counted.
 */
function singularOf(measure: string): string {
  if (/^people\b/.test(measure)) return measure.replace(/^people/, 'person');
  if (/^\S+s\b/.test(measure)) return measure.replace(/^(\S+)s\b/, '$1');
  return measure.replace(/s$/, '');
}

/** A criterion split into its comparison and value: ">=2020-01-01" → [">=", "2020-01-01"]. */
function comparisonOf(criterion: string): [string, string] {
  const m = /^(>=|<=|<>|>|<|=)?\s*(.*)$/s.exec(unquoted(criterion));
  return [m?.[1] ?? '=', (m?.[2] ?? '').trim()];
}

const TRUE_WORDS = /^(?:true|yes|y|1)$/i;

/** The words of one condition: a column and its criterion. */
export function conditionOf(column: string, criterion: string): string {
  const name = columnOf(column);
  const [comparison, value] = comparisonOf(criterion);
  const negated = comparison === '<>';
  if (PLACE_COLUMN.test(name)) return `${negated ? 'outside' : 'in'} ${value}`;
  if (CRIME_COLUMN.test(name)) {
    const crime = value.replace(/\*/g, '').trim();
    return negated ? `excluding ${crime}` : `about ${crime}`;
  }
  if (DATE_COLUMN.test(name)) return `${DATE_COMPARISON[comparison] ?? 'on'} ${value}`;
  if (RELATIONSHIP_COLUMN.test(name)) return `where the attacker was the victim's ${value}`;
  if (ARREST_COLUMN.test(name))
    return TRUE_WORDS.test(value) !== negated ? 'where an arrest was made' : 'where nobody was arrested';
  const measure = measureOf(name);
  // "victims_killed > 0": "with at least 1 person killed", which reads as a condition, not a measure.
  if (comparison === '>' && value === '0') return `with at least 1 ${singularOf(measure)}`;
  const amount: Readonly<Record<string, string>> = {
    '>': 'more than',
    '>=': 'at least',
    '<': 'fewer than',
    '<=': 'at most',
  };
  return `with ${amount[comparison] ?? ''} ${value} ${measure}`.replace(/\s+/g, ' ');
}
