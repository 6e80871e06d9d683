import { sql } from 'drizzle-orm';

/** Selected beside a list's columns: how many rows the whole list has, before limit and offset. */
export const totalCount = sql<number>`count(*) over ()`.mapWith(Number);

export interface Page<T> {
  rows: T[];
  total: number;
}

/**
 * The one way lists are paged and counted: each page query selects `totalCount`, so a page and its
 * total come from one statement. A page past the end has no row to carry the total, so the first
 * row is read for it.
 */
export async function readPage<T extends { total: number }>(
  query: (limit: number, offset: number) => Promise<T[]>,
  limit: number,
  offset: number,
): Promise<Page<Omit<T, 'total'>>> {
  const rows = await query(limit, offset);
  const total = rows[0]?.total ?? (offset > 0 ? ((await query(1, 0))[0]?.total ?? 0) : 0);
  return { rows: rows.map(({ total: _, ...row }) => row), total };
}
