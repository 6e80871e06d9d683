import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type Page, readPage, totalCount } from '../db/paging';
import { eventSearch, events } from '../db/schema';
import { type EventRow, eventFields } from '../events';

export interface SearchFilters {
  keywords: string[];
  location?: string;
  startDate?: string;
  endDate?: string;
  limit: number;
  offset: number;
}

export type SearchHit = EventRow & { matched: string[] };

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * One tsquery per keyword, OR-ed together, matched, ranked and counted in the narrow event_search
 * table (ranking reads the short weighted vector), then newest first. Only the rows of the
 * requested page are read from the wide events table.
 */
export async function searchEvents(db: Db, filters: SearchFilters): Promise<Page<SearchHit>> {
  const queries = filters.keywords.map((keyword) => sql`plainto_tsquery('english', ${keyword})`);
  const anyKeyword = sql.join(queries, sql` || `);
  const conditions: SQL[] = [sql`${eventSearch.search} @@ (${anyKeyword})`];
  if (filters.location) {
    conditions.push(sql`${eventSearch.place} like ${`%${escapeLike(filters.location.toLowerCase())}%`}`);
  }
  if (filters.startDate) conditions.push(sql`${eventSearch.effectiveDate} >= ${filters.startDate}::date`);
  if (filters.endDate) conditions.push(sql`${eventSearch.effectiveDate} <= ${filters.endDate}::date`);
  const matched = sql.join(
    filters.keywords.map(
      (keyword, i) => sql`case when ${eventSearch.search} @@ ${queries[i]} then ${keyword}::text end`,
    ),
    sql`, `,
  );

  const page = (limit: number, offset: number) => {
    const ranked = db.$with('ranked').as(
      db
        .select({
          // Names no joined table has, since drizzle refers to a CTE's columns unqualified.
          id: sql<number>`${eventSearch.eventId}`.as('hit_id'),
          rank: sql<number>`ts_rank(${eventSearch.rankVector}, ${anyKeyword})`.as('hit_rank'),
          effectiveDate: sql<string>`${eventSearch.effectiveDate}`.as('hit_date'),
          total: totalCount.as('hit_total'),
        })
        .from(eventSearch)
        .where(and(...conditions))
        .orderBy(sql`hit_rank desc, hit_date desc, hit_id desc`)
        .limit(limit)
        .offset(offset),
    );
    return db
      .with(ranked)
      .select({
        ...eventFields,
        matched: sql<string[]>`array_remove(array[${matched}], null)`,
        total: sql<number>`${ranked.total}`.mapWith(Number),
      })
      .from(ranked)
      .innerJoin(events, eq(events.id, ranked.id))
      .innerJoin(eventSearch, eq(eventSearch.eventId, ranked.id))
      .orderBy(desc(ranked.rank), desc(ranked.effectiveDate), desc(ranked.id));
  };
  return readPage(page, filters.limit, filters.offset);
}
