import type { SearchTerm } from '@workbench/contract/keywords';
import type { SearchSort } from '@workbench/contract/search';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type Page, readPage, totalCount } from '../db/paging';
import { eventSearch, events, eventWords } from '../db/schema';
import { type EventRow, eventFields } from '../events';

export interface SearchFilters {
  terms: SearchTerm[];
  location?: string;
  startDate?: string;
  endDate?: string;
  provinces: string[];
  crimes: string[];
  municipalities: string[];
}

export type SearchHit = EventRow & { matched: string[] };

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const anyOf = (queries: SQL[]) => sql.join(queries, sql` || `);
const plainQuery = (term: SearchTerm) => sql`plainto_tsquery('english', ${term.text})`;
const phraseQuery = (term: SearchTerm) => sql`phraseto_tsquery('english', ${term.text})`;

/** Whether the event's positioned words hold one of these phrases (the position-free index cannot tell). */
const hasPhrase = (phrases: SearchTerm[]) =>
  sql`exists (select 1 from ${eventWords} where ${eventWords.eventId} = ${eventSearch.eventId} and ${eventWords.words} @@ (${anyOf(phrases.map(phraseQuery))}))`;

/**
 * What the keywords ask for. Every wanted term, a phrase as all its words, makes one OR-ed tsquery
 * the GIN index answers and ranking reads; a phrase is then checked in event_words, on those rows
 * only. Left-out terms remove the events that have them.
 */
function keywordConditions(terms: SearchTerm[]): { conditions: SQL[]; anyWanted: SQL } {
  const wanted = terms.filter((t) => !t.exclude);
  const words = wanted.filter((t) => !t.phrase);
  const phrases = wanted.filter((t) => t.phrase);
  const anyWanted = anyOf(wanted.map(plainQuery));
  const conditions = [sql`${eventSearch.search} @@ (${anyWanted})`];
  if (phrases.length > 0) {
    const byWord = words.length > 0 ? [sql`${eventSearch.search} @@ (${anyOf(words.map(plainQuery))})`] : [];
    conditions.push(sql`(${sql.join([...byWord, hasPhrase(phrases)], sql` or `)})`);
  }
  const leftOutWords = terms.filter((t) => t.exclude && !t.phrase);
  const leftOutPhrases = terms.filter((t) => t.exclude && t.phrase);
  if (leftOutWords.length > 0) {
    conditions.push(sql`not (${eventSearch.search} @@ (${anyOf(leftOutWords.map(plainQuery))}))`);
  }
  if (leftOutPhrases.length > 0) conditions.push(sql`not ${hasPhrase(leftOutPhrases)}`);
  return { conditions, anyWanted };
}

/** The rows of event_search a search matches, and the tsquery of its wanted terms for ranking. */
function matching(filters: SearchFilters): { where: SQL | undefined; anyWanted: SQL } {
  const { conditions, anyWanted } = keywordConditions(filters.terms);
  if (filters.location) {
    conditions.push(sql`${eventSearch.place} like ${`%${escapeLike(filters.location.toLowerCase())}%`}`);
  }
  if (filters.startDate) conditions.push(sql`${eventSearch.effectiveDate} >= ${filters.startDate}::date`);
  if (filters.endDate) conditions.push(sql`${eventSearch.effectiveDate} <= ${filters.endDate}::date`);
  if (filters.provinces.length > 0) conditions.push(inArray(eventSearch.province, filters.provinces));
  if (filters.municipalities.length > 0) {
    conditions.push(inArray(eventSearch.municipality, filters.municipalities));
  }
  if (filters.crimes.length > 0) {
    conditions.push(sql`${eventSearch.crimes} && ${sql.param(filters.crimes)}::text[]`);
  }
  return { where: and(...conditions), anyWanted };
}

/**
 * The ordered, counted narrow rows of a search (id, rank, effective date, total), for a page or for
 * select all. Names are ones no joined table has, since drizzle refers to a CTE's columns unqualified.
 */
function rankedRows(db: Db, filters: SearchFilters, sort: SearchSort, limit: number, offset: number) {
  const { where, anyWanted } = matching(filters);
  const rank =
    sort === 'relevance' ? sql<number>`ts_rank(${eventSearch.rankVector}, ${anyWanted})` : sql<number>`0`;
  return db
    .select({
      id: sql<number>`${eventSearch.eventId}`.as('hit_id'),
      rank: rank.as('hit_rank'),
      effectiveDate: sql<string>`${eventSearch.effectiveDate}`.as('hit_date'),
      total: totalCount.as('hit_total'),
    })
    .from(eventSearch)
    .where(where)
    .orderBy(hitOrder[sort])
    .limit(limit)
    .offset(offset);
}

/** Relevance, then newest; or by effective date either way; the id breaks ties so pages are stable. */
const hitOrder: Record<SearchSort, SQL> = {
  relevance: sql`hit_rank desc, hit_date desc, hit_id desc`,
  newest: sql`hit_date desc, hit_id desc`,
  oldest: sql`hit_date asc, hit_id asc`,
};

/** Which of the wanted keywords an event matched, as the user wrote them. */
function matchedKeywords(terms: SearchTerm[]): SQL {
  const wanted = terms.filter((t) => !t.exclude);
  const cases = wanted.map((term) => {
    const found = term.phrase ? hasPhrase([term]) : sql`${eventSearch.search} @@ ${plainQuery(term)}`;
    return sql`case when ${found} then ${term.keyword}::text end`;
  });
  return sql`array_remove(array[${sql.join(cases, sql`, `)}], null)`;
}

/**
 * A page of a search: the narrow rows are matched, ordered and counted in a CTE, and only the rows
 * of the requested page are read from the wide events table.
 */
export async function searchEvents(
  db: Db,
  filters: SearchFilters,
  sort: SearchSort,
  page: { limit: number; offset: number },
): Promise<Page<SearchHit>> {
  const query = (limit: number, offset: number) => {
    const ranked = db.$with('ranked').as(rankedRows(db, filters, sort, limit, offset));
    return db
      .with(ranked)
      .select({
        ...eventFields,
        matched: sql<string[]>`${matchedKeywords(filters.terms)}`,
        total: sql<number>`${ranked.total}`.mapWith(Number),
      })
      .from(ranked)
      .innerJoin(events, eq(events.id, ranked.id))
      .innerJoin(eventSearch, eq(eventSearch.eventId, ranked.id))
      .orderBy(hitOrder[sort]);
  };
  return readPage(query, page.limit, page.offset);
}

/** The first `limit` ids of a search in its order, and how many events it matches in all. */
export async function searchEventIds(
  db: Db,
  filters: SearchFilters,
  sort: SearchSort,
  limit: number,
): Promise<{ ids: number[]; total: number }> {
  const { rows, total } = await readPage(
    (pageLimit, offset) => rankedRows(db, filters, sort, pageLimit, offset),
    limit,
    0,
  );
  return { ids: rows.map((row) => row.id), total };
}

export type FacetName = 'province' | 'crime' | 'municipality' | 'month';
export interface FacetRow {
  facet: FacetName;
  value: string;
  count: number;
}

/**
 * How the events of a search spread over province, crime category, municipality and month, read
 * from the narrow table in one statement: the matching rows are collected once, then grouped four
 * ways. Months come as yyyy-MM; an event counts once per crime category it has.
 */
export async function searchFacetCounts(db: Db, filters: SearchFilters): Promise<FacetRow[]> {
  const { where } = matching(filters);
  const m = db.$with('m').as(
    db
      .select({
        province: sql<string | null>`${eventSearch.province}`.as('m_province'),
        municipality: sql<string | null>`${eventSearch.municipality}`.as('m_municipality'),
        crimes: sql<string[]>`${eventSearch.crimes}`.as('m_crimes'),
        month: sql<string>`to_char(${eventSearch.effectiveDate}, 'YYYY-MM')`.as('m_month'),
      })
      .from(eventSearch)
      .where(where),
  );
  const count = sql<number>`count(*)::int`;
  const byProvince = db
    .select({
      facet: sql<FacetName>`'province'`.as('facet'),
      value: sql<string>`m_province`.as('value'),
      count: count.as('n'),
    })
    .from(m)
    .where(sql`m_province is not null`)
    .groupBy(sql`m_province`);
  const byMunicipality = db
    .select({ facet: sql<FacetName>`'municipality'`, value: sql<string>`m_municipality`, count })
    .from(m)
    .where(sql`m_municipality is not null`)
    .groupBy(sql`m_municipality`);
  const byCrime = db
    .select({ facet: sql<FacetName>`'crime'`, value: sql<string>`crime`, count })
    .from(sql`${m}, unnest(m_crimes) as crime`)
    .groupBy(sql`crime`);
  const byMonth = db
    .select({ facet: sql<FacetName>`'month'`, value: sql<string>`m_month`, count })
    .from(m)
    .groupBy(sql`m_month`);
  const counts = byProvince.unionAll(byMunicipality).unionAll(byCrime).unionAll(byMonth).as('counts');
  return db.with(m).select().from(counts);
}
