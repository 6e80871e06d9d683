import type { CorrectableField, CorrectedField, NotebookEvent } from '@workbench/contract/corrections';
import { type CsvCell, escapeFormula } from '@workbench/contract/csv';
import type { Event } from '@workbench/contract/events';
import Papa from 'papaparse';
import { fileNameDate, parseApiDate } from './dates';
import { downloadUrl } from './download';

/** The spec's event export: these fields, in this order, under these headers. */
export const EVENT_CSV_COLUMNS = [
  ['title', 'Title'],
  ['date', 'Event Date'],
  ['location', 'Location'],
  ['crime_committed', 'Crime/s'],
  ['summary', 'AI Event Summary'],
  ['context', 'SAPS Context'],
  ['published_date', 'Publication Date'],
  ['source_url', 'Source URL'],
] as const satisfies readonly (readonly [keyof Event, string])[];

type CsvEvent = Pick<
  Event,
  | (typeof EVENT_CSV_COLUMNS)[number][0]
  | 'province'
  | 'municipality'
  | 'police_station'
  | 'suspects_arrested'
  | 'victims'
  | 'victims_killed'
  | 'victims_injured'
  | 'victims_children'
  | 'victims_police'
  | 'suspects_female'
  | 'suspects_male'
  | 'relationship'
  | 'id'
>;

/**
 * Columns the workbench adds after the spec's, so that the spec's columns keep their places for
 * anyone reading the file by position. Counts are numbers, empty when the release does not say;
 * the event id is the plain number that tables and answer citations show as `#id`.
 */
const EVENT_CSV_EXTRA_COLUMNS = [
  ['Province', (event) => event.province],
  ['Municipality', (event) => event.municipality],
  ['Police station', (event) => event.police_station],
  ['Suspects arrested', (event) => event.suspects_arrested],
  ['Victims', (event) => event.victims.count],
  ['Victims killed', (event) => event.victims_killed],
  ['Victims injured', (event) => event.victims_injured],
  ['Victims under 18', (event) => event.victims_children],
  ['Police officers among victims', (event) => event.victims_police],
  ['Suspects female', (event) => event.suspects_female],
  ['Suspects male', (event) => event.suspects_male],
  ['Relationship', (event) => event.relationship],
  ['Event ID', (event) => event.id],
] as const satisfies readonly (readonly [string, (event: CsvEvent) => CsvCell])[];

export const NO_DATE_RANGE = 'No date range available';

/**
 * The one way the web app writes CSV: every cell, the headers included, passes escapeFormula,
 * because press-release text, questions, answers and keywords all come from outside. Papa's own
 * `escapeFormulae` is not used: its default test misses cells that span several lines. Every cell is
 * quoted: a spreadsheet that splits on `;` (the list separator of many locales) would otherwise cut
 * a keyword such as `;=3+3` into an empty cell and a formula.
 */
export function toCsv(headers: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return Papa.unparse(
    {
      fields: headers.map((header) => String(escapeFormula(header))),
      data: rows.map((row) => row.map((cell) => escapeFormula(cell ?? ''))),
    },
    { quotes: true },
  );
}

type CsvColumn = readonly [header: string, cell: (event: CsvEvent) => CsvCell];

const SPEC_COLUMNS: readonly CsvColumn[] = EVENT_CSV_COLUMNS.map(
  ([field, header]) => [header, (event: CsvEvent) => event[field]] as const,
);

function columnsToCsv<E extends CsvEvent>(
  columns: readonly (readonly [header: string, cell: (event: E) => CsvCell])[],
  events: readonly E[],
): string {
  return toCsv(
    columns.map(([header]) => header),
    events.map((event) => columns.map(([, cell]) => cell(event))),
  );
}

/** Events as CSV text: the spec's columns, then the workbench's own. */
export const eventsToCsv = (events: readonly CsvEvent[]) =>
  columnsToCsv([...SPEC_COLUMNS, ...EVENT_CSV_EXTRA_COLUMNS], events);

/** How the corrections column names each corrected field. */
const CORRECTED_FIELD_NAMES: Record<CorrectableField, string> = {
  date: 'Event Date',
  location: 'Location',
  municipality: 'Municipality',
  province: 'Province',
  crimes: 'Crime/s',
  suspects_arrested: 'Suspects arrested',
  victims_count: 'Victims',
  victims_female: 'Female victims',
  victims_male: 'Male victims',
  victims_killed: 'Victims killed',
  victims_injured: 'Victims injured',
  victims_children: 'Victims under 18',
  victims_police: 'Police officers among victims',
  suspects_female: 'Suspects female',
  suspects_male: 'Suspects male',
  relationship: 'Relationship',
};

const originalText = (value: CorrectedField['original']) =>
  value === null ? 'not stated' : Array.isArray(value) ? value.join(', ') || 'none' : String(value);

/** "Location: Tembisa; Victims: 1": the values extraction read for the fields corrected in the notebook. */
const correctedOriginals = (event: CsvEvent & Pick<NotebookEvent, 'corrections'>): string =>
  Object.entries(event.corrections ?? {})
    .map(([field, c]) => `${CORRECTED_FIELD_NAMES[field as CorrectableField]}: ${originalText(c.original)}`)
    .join('; ');

/**
 * A notebook's events as CSV text: the values corrected in the notebook in their columns, and a last
 * column with the originals of the corrected fields, empty for an event read as the release has it.
 */
export const notebookEventsToCsv = (events: readonly (CsvEvent & Pick<NotebookEvent, 'corrections'>)[]) =>
  columnsToCsv<CsvEvent & Pick<NotebookEvent, 'corrections'>>(
    [
      ...SPEC_COLUMNS,
      ...EVENT_CSV_EXTRA_COLUMNS,
      ['Original values (corrected in this notebook)', (event) => correctedOriginals(event)],
    ],
    events,
  );

/** Characters that Windows or macOS refuse in file names. */
const UNSAFE_IN_FILE_NAMES = /[\\/:*?"<>|]/g;

/** File systems cap names near 255 bytes; free text (a question) is cut well before that. */
const FILE_NAME_PART_MAX = 100;

/** Dashes, dots and spaces at either end: a question's "?" would otherwise end a name as "-.csv". */
const LOOSE_ENDS = /^[\s.-]+|[\s.-]+$/g;

/** Free text made fit for a file name: one line, no refused characters, not too long. */
export function fileNamePart(text: string): string {
  const oneLine = text.replace(/\s+/g, ' ').replace(UNSAFE_IN_FILE_NAMES, '-').replace(LOOSE_ENDS, '');
  return oneLine.slice(0, FILE_NAME_PART_MAX).replace(LOOSE_ENDS, '');
}

/**
 * `SAPS, {label}, {earliest} - {latest}.csv` over the events' dates (the publication date stands in
 * for an unknown event date), or `... No date range available.csv` when none is a real date.
 */
export function eventsCsvFileName(
  label: string,
  events: readonly Pick<Event, 'date' | 'published_date'>[],
): string {
  const days = events
    .map((event) => parseApiDate(event.date) ?? parseApiDate(event.published_date))
    .filter((day): day is Date => day !== null)
    .sort((a, b) => a.getTime() - b.getTime());
  const first = days[0];
  const last = days.at(-1);
  const range = first && last ? `${fileNameDate(first)} - ${fileNameDate(last)}` : NO_DATE_RANGE;
  return `SAPS, ${label.replace(UNSAFE_IN_FILE_NAMES, '-')}, ${range}.csv`;
}

/** Hands CSV text to the browser as a download. The BOM makes Excel read the file as UTF-8. */
export function downloadCsv(fileName: string, csvText: string): void {
  const url = URL.createObjectURL(new Blob(['\uFEFF', csvText], { type: 'text/csv;charset=utf-8' }));
  downloadUrl(url, fileName);
  // Some browsers read the blob after click() returns; revoking at once can cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
