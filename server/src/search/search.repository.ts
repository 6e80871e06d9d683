import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client';
import { type EventRow, eventColumns } from './events.presenter';

export interface SearchFilters {
  keywords: string[];
  location?: string;
  startDate?: string;
  endDate?: string;
  limit: number;
  offset: number;
}

export type SearchHit = EventRow & { matched: string[]; total: number };

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * One tsquery per keyword, OR-ed together, matched and ranked in the narrow event_search table
 * (ranking reads the short weighted vector), then newest first. The count comes from the same scan;
 * only the rows of the requested page are read from the wide events table.
 */
export async function searchEvents(db: Db, filters: SearchFilters): Promise<SearchHit[]> {
  const queries = filters.keywords.map((keyword) => sql`plainto_tsquery('english', ${keyword})`);
  const anyKeyword = sql.join(queries, sql` || `);
  const conditions: SQL[] = [sql`s.search @@ (${anyKeyword})`];
  if (filters.location) {
    conditions.push(sql`s.place like ${`%${escapeLike(filters.location.toLowerCase())}%`}`);
  }
  if (filters.startDate) conditions.push(sql`s.effective_date >= ${filters.startDate}::date`);
  if (filters.endDate) conditions.push(sql`s.effective_date <= ${filters.endDate}::date`);

  const matched = sql.join(
    filters.keywords.map((keyword, i) => sql`case when s.search @@ ${queries[i]} then ${keyword}::text end`),
    sql`, `,
  );
  return queryRows<SearchHit>(
    db,
    sql`
    with matches as (
      select s.event_id as id, ts_rank(s.rank_vector, ${anyKeyword}) as rank, s.effective_date
      from event_search s
      where ${sql.join(conditions, sql` and `)}
    ),
    page as (
      select id, rank, effective_date from matches
      order by rank desc, effective_date desc, id desc
      limit ${filters.limit} offset ${filters.offset}
    )
    select ${eventColumns},
      array_remove(array[${matched}], null) as matched,
      (select count(*) from matches)::int as total
    from page
      join events e on e.id = page.id
      join event_search s on s.event_id = page.id
    order by page.rank desc, page.effective_date desc, page.id desc`,
  );
}

/** Total matches when the requested page lies past the last result (the window count is then empty). */
export async function countMatches(db: Db, filters: SearchFilters): Promise<number> {
  const rows = await searchEvents(db, { ...filters, limit: 1, offset: 0 });
  return rows[0]?.total ?? 0;
}
