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
 * One tsquery per keyword, OR-ed together; ranked on the short fields' vector (cheap even for broad
 * queries), then newest first. The count comes from the same scan as the page.
 */
export async function searchEvents(db: Db, filters: SearchFilters): Promise<SearchHit[]> {
  const queries = filters.keywords.map((keyword) => sql`plainto_tsquery('english', ${keyword})`);
  const anyKeyword = sql.join(queries, sql` || `);
  const conditions: SQL[] = [sql`e.search @@ (${anyKeyword})`];
  if (filters.location) {
    const pattern = `%${escapeLike(filters.location.toLowerCase())}%`;
    conditions.push(
      sql`(lower(e.location) like ${pattern} or lower(e.town) like ${pattern} or lower(e.province) like ${pattern})`,
    );
  }
  const effectiveDate = sql`coalesce(e.date, e.published_date)`;
  if (filters.startDate) conditions.push(sql`${effectiveDate} >= ${filters.startDate}::date`);
  if (filters.endDate) conditions.push(sql`${effectiveDate} <= ${filters.endDate}::date`);

  const matched = sql.join(
    filters.keywords.map((keyword, i) => sql`case when e.search @@ ${queries[i]} then ${keyword}::text end`),
    sql`, `,
  );
  // Rank and count over narrow rows (id, rank, date) first, then read the wide columns of one page only:
  // a broad query can match tens of thousands of releases whose texts must not be carried through the sort.
  return queryRows<SearchHit>(
    db,
    sql`
    with matches as (
      select e.id, ts_rank(e.rank_vector, ${anyKeyword}) as rank, ${effectiveDate} as effective_date
      from events e
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
    from page join events e on e.id = page.id
    order by page.rank desc, page.effective_date desc, page.id desc`,
  );
}

/** Total matches when the requested page lies past the last result (the window count is then empty). */
export async function countMatches(db: Db, filters: SearchFilters): Promise<number> {
  const rows = await searchEvents(db, { ...filters, limit: 1, offset: 0 });
  return rows[0]?.total ?? 0;
}
