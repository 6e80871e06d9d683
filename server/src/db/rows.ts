import type { SQL } from 'drizzle-orm';
import type { Db } from './client';

/** Rows of a raw SQL query (for what the query builder cannot say); both drivers return them under `rows`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
