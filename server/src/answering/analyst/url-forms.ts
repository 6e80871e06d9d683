/**
 * Questions typed as a web request by developers who query data that way: `GET
 * /incidents/count?province=North%20West&arrest_made=true`, `count(*) group_by=year&from=2019&to=2021`,
 * `sort=desc limit=2`. The parameters are written back as words before any reader runs, so an encoded
 * place is a place and a limit is a limit, not words nobody reads; the rewrite is said back in `Read as`.
 */
import { conditionOf, nounOf, pluralOf } from './column-words';
import type { Correction } from './corrections';

/** One `key=value`, the value ending before a sentence's comma or full stop. */
const PARAMETER = String.raw`([a-z][\w.]*)=([^\s&=?]*[^\s&=?,;.])`;
/** A run of parameters joined by `&` (or spaces), after an optional `GET /path?`. */
const REQUEST = new RegExp(
  String.raw`(?:\b(?:GET|POST)\s+)?(\/[\w/.-]*)?\??((?<![\w.=])${PARAMETER}(?:(?:&|\s+)${PARAMETER})*)`,
  'gi',
);

const FROM_KEYS = /^(?:from|since|start|start_?date|date_?from|from_?date|after|date_?gte)$/i;
const TO_KEYS = /^(?:to|until|till|end|end_?date|date_?to|to_?date|before|date_?lte)$/i;
const GROUP_KEYS = /^(?:group_?by|group|by|per|breakdown)$/i;
const LIMIT_KEYS = /^(?:limit|top|n|size|per_?page|page_?size|first)$/i;
const SORT_KEYS = /^(?:sort|order|sort_?by|order_?by|dir|direction)$/i;
const FIELD_KEYS = /^(?:fields|select|columns|include|attributes)$/i;
/** Keys that shape the reply, not what is counted. */
const PRESENTATION_KEYS = /^(?:format|pretty|page|offset|lang|locale|callback|api_?key|token)$/i;
/** Keys the columns know: a place, a crime, a date, an arrest or a people figure. */
const KNOWN_COLUMN =
  /^(?:province|municipality|location|place|town|city|station|police_station|district|crimes?|crime_types?|categor(?:y|ies)|offen[cs]es?|charges?|arrest_made|arrest|arrested|any_arrest|relationship|(?:victims_|suspects_|num_)[a-z_]+|people_killed|people_injured)$/i;

function decoded(value: string): string {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return value.replace(/\+/g, ' ');
  }
}

/** "arresting_officer.name" → "the arresting officer name": a field asked for, as words. */
const fieldWords = (field: string) => `the ${field.replace(/[._]+/g, ' ').trim()}`;

interface Parameters {
  conditions: string[];
  from?: string;
  to?: string;
  groupBy?: string;
  limit?: string;
  ascending: boolean;
  fields: string[];
  unknown: string[];
}

function readParameters(run: string): Parameters {
  const read: Parameters = { conditions: [], ascending: false, fields: [], unknown: [] };
  for (const m of run.matchAll(new RegExp(PARAMETER, 'gi'))) {
    const key = (m[1] ?? '').toLowerCase();
    const value = decoded(m[2] ?? '');
    if (FROM_KEYS.test(key)) read.from = value;
    else if (TO_KEYS.test(key)) read.to = value;
    else if (GROUP_KEYS.test(key)) read.groupBy = nounOf(value);
    else if (LIMIT_KEYS.test(key)) read.limit = value;
    else if (SORT_KEYS.test(key)) read.ascending = /(?:^|:)(?:asc|ascending|\+)/i.test(value);
    else if (FIELD_KEYS.test(key)) read.fields.push(...value.split(',').filter(Boolean).map(fieldWords));
    else if (PRESENTATION_KEYS.test(key)) continue;
    else if (/^year$/.test(key)) read.conditions.push(`in ${value}`);
    else if (KNOWN_COLUMN.test(key)) read.conditions.push(conditionOf(key, value));
    else read.unknown.push(`${key.replace(/[._]+/g, ' ')} ${value}`);
  }
  return read;
}

/** The parameters as a question's words, the path saying whether a count is asked. */
function inWords(path: string, read: Parameters): string {
  const counted = /\bcount\b/i.test(path) ? 'how many incidents' : path !== '' ? 'the incidents' : '';
  const period =
    read.from && read.to
      ? `from ${read.from} to ${read.to}`
      : read.from
        ? `from ${read.from}`
        : read.to
          ? `up to ${read.to}`
          : '';
  const most = read.ascending ? 'fewest' : 'most';
  // "group_by=municipality&limit=1": the one group with the most, as a ranking asks for it.
  const ranked =
    read.groupBy && read.limit
      ? read.limit === '1'
        ? `the ${read.groupBy} with the ${most}`
        : `the ${read.limit} ${pluralOf(read.groupBy)} with the ${most}`
      : '';
  const parts = [
    ranked === '' && read.limit ? `${read.ascending ? 'the bottom' : 'the top'} ${read.limit}` : ranked,
    read.fields.length > 0 ? read.fields.join(' and ') : '',
    read.fields.length > 0 && counted !== '' ? 'of the incidents' : counted,
    ...read.conditions,
    period,
    read.groupBy && ranked === '' ? `by ${read.groupBy}` : '',
    ...read.unknown,
  ];
  return parts.filter(Boolean).join(' ');
}

/**
 * Whether a run is a request rather than a formula's comparison: two parameters or more, a path, or
 * one parameter whose key a query string uses.
 */
function isRequest(path: string, run: string): boolean {
  const count = [...run.matchAll(/[a-z][\w.]*=/gi)].length;
  if (count >= 2 || path !== '') return true;
  const key = /^([a-z][\w.]*)=/i.exec(run)?.[1] ?? '';
  return [FROM_KEYS, TO_KEYS, GROUP_KEYS, LIMIT_KEYS, SORT_KEYS, FIELD_KEYS].some((k) => k.test(key));
}

export function readUrlForms(question: string): { question: string; corrections: Correction[] } {
  const corrections: Correction[] = [];
  const rewritten = question.replace(REQUEST, (whole, path: string | undefined, run: string) => {
    const cleanPath = path ?? '';
    if (!isRequest(cleanPath, run)) return whole;
    const words = inWords(cleanPath, readParameters(run));
    if (words === '') return whole;
    corrections.push({ from: whole.trim(), to: words });
    return whole.startsWith(' ') ? ` ${words}` : words;
  });
  return { question: rewritten, corrections };
}
