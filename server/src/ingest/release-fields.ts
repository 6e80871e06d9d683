import { wordTable } from '../corpus/word-table';
import { readableDate } from './readable-date';
import type { IncomingRelease, SuppliedFields } from './types';

/** The spec's event field names a file may carry; anything else in a row is ignored. */
export const RELEASE_FIELDS = [
  'title',
  'date',
  'location',
  'crime_committed',
  'summary',
  'context',
  'published_date',
  'source_url',
] as const;
export type ReleaseField = (typeof RELEASE_FIELDS)[number];

/** The headers of the app's own CSV export, so an export can be read back in as it is. */
const EXPORT_HEADERS: Record<string, ReleaseField> = wordTable({
  title: 'title',
  'event date': 'date',
  location: 'location',
  'crime/s': 'crime_committed',
  'ai event summary': 'summary',
  'saps context': 'context',
  'publication date': 'published_date',
  'source url': 'source_url',
});

/** The field a CSV header names: a spec field name or an export header, in any letter case. */
export function fieldOfHeader(header: string): ReleaseField | undefined {
  const name = header
    .trim()
    .replace(/^\uFEFF/, '')
    .toLowerCase();
  return (RELEASE_FIELDS as readonly string[]).includes(name) ? (name as ReleaseField) : EXPORT_HEADERS[name];
}

export type FieldsResult = { ok: true; release: IncomingRelease } | { ok: false; reason: string };

const DATE_HINT = 'use yyyy-MM-dd or a full date such as "12 March 2024"';

const REQUIRED: readonly [ReleaseField, string][] = [
  ['title', 'missing title'],
  ['context', 'missing context (the release text)'],
  ['published_date', 'missing published_date'],
  ['source_url', 'missing source_url'],
];

/** A value that is there but is not text (already reported as such). */
const isWrongType = (value: unknown) => value !== undefined && value !== null && typeof value !== 'string';

const isHttpUrl = (value: string) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol);

/** The record's fields as trimmed text with Unix line ends; empty counts as absent. */
function textFields(record: Readonly<Record<string, unknown>>, problems: string[]) {
  const text: Partial<Record<ReleaseField, string>> = {};
  for (const field of RELEASE_FIELDS) {
    const value = record[field];
    if (isWrongType(value)) problems.push(`${field} must be text`);
    if (typeof value !== 'string') continue;
    const clean = value.replace(/\r\n?/g, '\n').trim();
    if (clean !== '') text[field] = clean;
  }
  return text;
}

/**
 * Checks one record of a file against the release format: title, context, published_date and
 * source_url are required; date, location, crime_committed and summary are kept when present.
 * Every problem of the record is named at once, so one edit fixes the row.
 */
export function releaseFromFields(record: Readonly<Record<string, unknown>>): FieldsResult {
  const problems: string[] = [];
  const text = textFields(record, problems);
  for (const [field, message] of REQUIRED) {
    if (text[field] === undefined && !isWrongType(record[field])) problems.push(message);
  }
  const { title, context, source_url } = text;
  if (source_url && !isHttpUrl(source_url))
    problems.push(`source_url "${source_url}" is not an http(s) address`);
  const published = text.published_date === undefined ? null : readableDate(text.published_date);
  if (text.published_date !== undefined && !published) {
    problems.push(`unreadable published_date "${text.published_date}" (${DATE_HINT})`);
  }
  const supplied: SuppliedFields = {};
  if (text.date !== undefined) {
    const date = readableDate(text.date);
    if (date) supplied.date = date;
    else problems.push(`unreadable date "${text.date}" (${DATE_HINT})`);
  }
  if (text.location) supplied.location = text.location;
  if (text.crime_committed) supplied.crime_committed = text.crime_committed;
  if (text.summary) supplied.summary = text.summary;
  if (problems.length > 0 || !title || !context || !source_url || !published) {
    return { ok: false, reason: problems.join('; ') };
  }
  return { ok: true, release: { title, text: context, published_date: published, source_url, supplied } };
}

const NUL = '\u0000';

/**
 * PostgreSQL text cannot hold the NUL character, which scraped pages and exports do contain now
 * and then; one such release would otherwise fail its whole batch.
 */
export function withoutNulCharacters(release: IncomingRelease): IncomingRelease {
  const clean = (value: string) => value.replaceAll(NUL, '');
  const supplied = Object.fromEntries(
    Object.entries(release.supplied).map(([key, value]) => [key, clean(value)]),
  );
  return {
    title: clean(release.title),
    text: clean(release.text),
    published_date: release.published_date,
    source_url: clean(release.source_url),
    supplied,
  };
}
