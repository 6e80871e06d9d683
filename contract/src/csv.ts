/** A cell as a CSV export holds it; numbers are written as numbers, null and undefined as empty. */
export type CsvCell = string | number | null | undefined;

/**
 * A cell a spreadsheet could read as a formula (or, with tab and carriage return, shift into one):
 * its first character is `= + - @`, tab or CR, or their fullwidth and small forms (`＝ ＋ － ＠`,
 * `﹦ ﹢ ﹣ ﹫`), which some spreadsheets and input methods turn into the ASCII ones. Characters that
 * show nothing are looked past first: whitespace and line breaks, which spreadsheet imports can trim
 * ("trim spaces" in LibreOffice, Google Sheets), so "\n=HYPERLINK(...)" would then start a formula;
 * format characters (`\p{Cf}`: zero-width space and joiners, word joiner, BOM, soft hyphen,
 * direction marks), which a reader cannot see before the `=`; and combining marks, which attach to
 * nothing at the start of a cell. No `m` or `s` flag: only the start of the whole cell matters,
 * however many lines it spans, because the later lines of a quoted cell stay inside that cell.
 */
const FORMULA_START = /^[\s\p{Cf}\p{M}]*[=+\-@\t\r\uff1d\uff0b\uff0d\uff20\ufe66\ufe62\ufe63\ufe6b]/u;

/**
 * The one formula escape of every CSV the app writes (the web's exports and the ingest failure
 * report): text cells that would start a formula get a leading `'`, which spreadsheets show as
 * text. Numbers are left alone: a spreadsheet reads them as values, never as formulas.
 */
export function escapeFormula(cell: CsvCell): CsvCell {
  return typeof cell === 'string' && FORMULA_START.test(cell) ? `'${cell}` : cell;
}
