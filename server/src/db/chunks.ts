import { setImmediate as nextTurn } from 'node:timers/promises';

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

/**
 * Rows one DELETE statement may remove, counting the rows its cascades remove: about 20 ms of the
 * embedded database's time, far from the second no statement may hold it.
 */
export const ROWS_PER_DELETE = 10_000;

/**
 * The items in order, in slices whose weights add up to at most `budget`; an item heavier than the
 * budget gets a slice of its own.
 */
export function slicesByWeight<T>(items: readonly T[], weight: (item: T) => number, budget: number): T[][] {
  const slices: T[][] = [];
  let current: T[] = [];
  let load = 0;
  for (const item of items) {
    const itemWeight = weight(item);
    if (current.length > 0 && load + itemWeight > budget) {
      slices.push(current);
      current = [];
      load = 0;
    }
    current.push(item);
    load += itemWeight;
  }
  if (current.length > 0) slices.push(current);
  return slices;
}

/**
 * Writes the slices one statement each, in order, letting the event loop turn after each. The
 * embedded database settles each statement within microtasks, so a plain loop of statements would
 * keep every other request, and every timer, waiting until the last slice; with the turn, requests
 * that arrived meanwhile run their statements between two slices.
 */
export async function writeInTurns<T>(
  slices: readonly T[][],
  write: (slice: T[]) => Promise<unknown>,
): Promise<void> {
  for (const slice of slices) {
    await write(slice);
    await nextTurn();
  }
}
