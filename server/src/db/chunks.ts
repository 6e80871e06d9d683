/**
 * Rows per INSERT statement. One statement with tens of thousands of rows overflows Drizzle's query
 * builder stack and approaches PostgreSQL's 65,535 parameters; a few thousand rows stay well within both.
 */
export const ROWS_PER_INSERT = 2000;

/** The rows in slices of at most `size`, in order. */
export function chunksOf<T>(rows: readonly T[], size = ROWS_PER_INSERT): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < rows.length; start += size) chunks.push(rows.slice(start, start + size));
  return chunks;
}
