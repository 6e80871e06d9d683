/** A cell as a CSV export holds it; numbers are written as numbers, null and undefined as empty. */
export type CsvCell = string | number | null | undefined;

/**
 * A cell a spreadsheet could read as a formula (or, with tab and carriage return, shift into one):
 * its first character is `= + - @`, tab or CR. Leading whitespace and line breaks are looked past
 * too: our writers do not trim, but spreadsheet imports can ("trim spaces" in LibreOffice, Google
 * Sheets), and a cell such as "\n=HYPERLINK(...)" would then start a formula. No `m` or `s` flag:
 * only the start of the whole cell matters, however many lines it spans, because the later lines
 * of a quoted cell stay inside that cell.
 */
const FORMULA_START = /^[\t\r]|^\s*[=+\-@]/;

/**
 * The one formula escape of every CSV the app writes (the web's exports and the ingest failure
 * report): text cells that would start a formula get a leading `'`, which spreadsheets show as
 * text. Numbers are left alone: a spreadsheet reads them as values, never as formulas.
 */
export function escapeFormula(cell: CsvCell): CsvCell {
  return typeof cell === 'string' && FORMULA_START.test(cell) ? `'${cell}` : cell;
}
