import type { SearchTerm } from '@workbench/contract/keywords';
import { cappedTotal, EXACT_TOTAL_UP_TO, type SearchSort, type Total } from '@workbench/contract/search';
import { and, eq, getTableName, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { queryRows } from '../db/rows';
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
  /** One row per incident: a release is kept only when no newer release of its case matches too. */
  grouped?: boolean;
  /** Republished copies are left out unless this is set. */
  includeCopies?: boolean;
}

/** A sibling release of the same case, for the test of whether a newer one matches too. */
const SIBLING = 'sibling';
const sibling = alias(eventSearch, SIBLING);

/** event_search, or its alias for siblings: the conditions of a search can be tested on either. */
type SearchTable = typeof eventSearch | typeof sibling;

export type SearchHit = EventRow & { matched: string[]; incidentSize: number };

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const anyOf = (queries: SQL[]) => sql.join(queries, sql` || `);
const plainQuery = (term: SearchTerm) => sql`plainto_tsquery('english', ${term.text})`;
const phraseQuery = (term: SearchTerm) => sql`phraseto_tsquery('english', ${term.text})`;

/** Whether the event's positioned words hold one of these phrases (the position-free index cannot tell). */
const hasPhrase = (phrases: SearchTerm[], t: SearchTable = eventSearch) =>
  sql`exists (select 1 from ${eventWords} where ${eventWords.eventId} = ${t.eventId} and ${eventWords.words} @@ (${anyOf(phrases.map(phraseQuery))}))`;

/**
 * What the keywords ask for. Every wanted term, a phrase as all its words, makes one OR-ed tsquery
 * the GIN index answers and ranking reads; a phrase is then checked in event_words, on those rows
 * only. Left-out terms remove the events that have them.
 */
function keywordConditions(terms: SearchTerm[], t: SearchTable): { conditions: SQL[]; anyWanted: SQL } {
  const wanted = terms.filter((t) => !t.exclude);
  const words = wanted.filter((t) => !t.phrase);
  const phrases = wanted.filter((t) => t.phrase);
  const anyWanted = anyOf(wanted.map(plainQuery));
  const conditions = [sql`${t.search} @@ (${anyWanted})`];
  if (phrases.length > 0) {
    const byWord = words.length > 0 ? [sql`${t.search} @@ (${anyOf(words.map(plainQuery))})`] : [];
    conditions.push(sql`(${sql.join([...byWord, hasPhrase(phrases, t)], sql` or `)})`);
  }
  const leftOutWords = terms.filter((t) => t.exclude && !t.phrase);
  const leftOutPhrases = terms.filter((t) => t.exclude && t.phrase);
  if (leftOutWords.length > 0) {
    conditions.push(sql`not (${t.search} @@ (${anyOf(leftOutWords.map(plainQuery))}))`);
  }
  // Only events with all the words of a left-out phrase need their positions read.
  for (const phrase of leftOutPhrases) {
    conditions.push(sql`not (${t.search} @@ ${plainQuery(phrase)} and ${hasPhrase([phrase], t)})`);
  }
  return { conditions, anyWanted };
}

/** The most days between the first and the last day of one month. */
const MONTH_SPAN_DAYS = 30;

/** The rows of event_search a search matches, and the tsquery of its wanted terms for ranking. */
function matching(filters: SearchFilters): { where: SQL | undefined; anyWanted: SQL } {
  const { conditions, anyWanted } = releaseConditions(filters, eventSearch);
  if (filters.grouped) conditions.push(newestOfItsCase(filters));
  return { where: and(...conditions), anyWanted };
}

/** The row a case test looks at: its case key, effective date and id, as columns or a page's names. */
interface CaseRow {
  caseKey: SQL | SearchTable['caseKey'];
  effectiveDate: SQL | SearchTable['effectiveDate'];
  eventId: SQL | SearchTable['eventId'];
}

/**
 * A release stands for its case when no other release of the case that the search matches is newer
 * (by effective date, then id). Releases alone (a negative case key) need no look; the others look up
 * their few siblings by the partial case index.
 */
function newestOfItsCase(filters: SearchFilters, row: CaseRow = eventSearch): SQL {
  const { conditions } = releaseConditions(filters, sibling);
  return sql`(${row.caseKey} < 0 or not exists (select 1 from ${eventSearch} as ${sql.identifier(SIBLING)} where ${sibling.caseKey} = ${row.caseKey} and ${sibling.caseKey} > 0 and (${sibling.effectiveDate}, ${sibling.eventId}) > (${row.effectiveDate}, ${row.eventId}) and ${and(...conditions)}))`;
}

/** The conditions one release must meet to match a search, tested on the given table or alias. */
function releaseConditions(filters: SearchFilters, t: SearchTable): { conditions: SQL[]; anyWanted: SQL } {
  const { conditions, anyWanted } = keywordConditions(filters.terms, t);
  if (!filters.includeCopies) conditions.push(sql`not ${t.isCopy}`);
  if (filters.location) {
    conditions.push(sql`${t.place} like ${`%${escapeLike(filters.location.toLowerCase())}%`}`);
  }
  // An event is in a range that overlaps the days it may have been on: its day, or its whole month
  // when the release gives only the month. It ends at most 30 days after it begins, so the bound on
  // its first day lets the date index read only the range (and a month before it).
  if (filters.startDate) {
    conditions.push(
      sql`${t.effectiveEnd} >= ${filters.startDate}::date`,
      sql`${t.effectiveDate} >= ${filters.startDate}::date - ${MONTH_SPAN_DAYS}::int`,
    );
  }
  if (filters.endDate) conditions.push(sql`${t.effectiveDate} <= ${filters.endDate}::date`);
  if (filters.provinces.length > 0) conditions.push(inArray(t.province, filters.provinces));
  if (filters.municipalities.length > 0) {
    conditions.push(inArray(t.municipality, filters.municipalities));
  }
  if (filters.crimes.length > 0) {
    conditions.push(sql`${t.crimes} && ${sql.param(filters.crimes)}::text[]`);
  }
  return { conditions, anyWanted };
}

/**
 * The three narrow columns a page is ordered by, under names no joined table has (drizzle refers
 * to a CTE's columns unqualified).
 */
const hitColumns = (rank: SQL<number>) => ({
  id: sql<number>`${eventSearch.eventId}`.as('hit_id'),
  rank: rank.as('hit_rank'),
  effectiveDate: sql<string>`${eventSearch.effectiveDate}`.as('hit_date'),
});

/**
 * The narrow rows of a page (id, rank, effective date) in the search's order, without the total.
 * Relevance ranks every match and keeps the page's rows in a top-N sort; by date, left to itself,
 * the planner walks the date index and stops after the page's rows when a search is broad, and
 * sorts the matches when it is narrow. Counted in the same statement (count(*) over ()), every
 * match had to be kept and, for the dates, sorted instead (docs/decisions.md, "Date sorts count
 * apart"); countedApart counts them beside it.
 */
function hitRows(db: Db, filters: SearchFilters, sort: SearchSort, limit: number, offset: number) {
  if (filters.grouped && sort === 'relevance') return rankedGroupedHitRows(db, filters, limit, offset);
  const { where, anyWanted } = matching(filters);
  return db
    .select(hitColumns(rankFor(sort, anyWanted)))
    .from(eventSearch)
    .where(where)
    .orderBy(hitOrder[sort])
    .limit(limit)
    .offset(offset);
}

const rankFor = (sort: SearchSort, anyWanted: SQL) =>
  sort === 'relevance' ? sql<number>`ts_rank(${eventSearch.rankVector}, ${anyWanted})` : sql<number>`0`;

/**
 * A grouped page by relevance: the matches ranked, then only as many of them tested for a newer release
 * of their case as the page needs. Tested in the WHERE, every match of a broad keyword had its case
 * looked up before the ranking (26,000 lookups, 150-170 ms for `police` at 100,000 events with a third
 * of them in incidents); behind the fence (OFFSET 0 keeps the ranked rows a subquery of their own) the
 * lookups stop with the page. Sorted by date the test stays in the WHERE: the date index already hands
 * the rows over in order and the scan stops with the page.
 */
function rankedGroupedHitRows(db: Db, filters: SearchFilters, limit: number, offset: number) {
  const { where, anyWanted } = matching({ ...filters, grouped: false });
  const ranked = db
    .select({
      ...hitColumns(rankFor('relevance', anyWanted)),
      caseKey: sql<number>`${eventSearch.caseKey}`.as('hit_case'),
    })
    .from(eventSearch)
    .where(where)
    .orderBy(hitOrder.relevance)
    .offset(0)
    .as('ranked');
  return db
    .select({
      id: sql<number>`hit_id`.as('hit_id'),
      rank: sql<number>`hit_rank`.as('hit_rank'),
      effectiveDate: sql<string>`hit_date`.as('hit_date'),
    })
    .from(ranked)
    .where(
      newestOfItsCase(filters, {
        caseKey: sql`hit_case`,
        effectiveDate: sql`hit_date`,
        eventId: sql`hit_id`,
      }),
    )
    .orderBy(hitOrder.relevance)
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
 * Where a search's total comes from: by default counted on the spot; the routes pass one that
 * reuses the same search's total from a few seconds ago (search-cache.ts), since the page, its
 * facets, further pages and select all each need it.
 */
export type TotalOf = (filters: SearchFilters, exact: boolean, count: () => Promise<Total>) => Promise<Total>;
const countNow: TotalOf = (_filters, _exact, count) => count();

/** Rows of a search beside how many events it matches (exact, or "at least" past the cap). */
export interface CountedRows<T> extends Total {
  rows: T[];
}

/**
 * A page of a search: the narrow rows are matched and ordered in a CTE, and only the rows of the
 * requested page are read from the wide events table.
 */
export function searchEvents(
  db: Db,
  filters: SearchFilters,
  sort: SearchSort,
  page: { limit: number; offset: number },
  exact = false,
  totalOf: TotalOf = countNow,
): Promise<CountedRows<SearchHit>> {
  const fields = {
    ...eventFields,
    matched: sql<string[]>`${matchedKeywords(filters.terms)}`,
    incidentSize: INCIDENT_SIZE,
  };
  return countedApart(db, filters, exact, totalOf, (tx) => {
    const hits = tx.$with('hits').as(hitRows(tx, filters, sort, page.limit, page.offset));
    return tx
      .with(hits)
      .select(fields)
      .from(hits)
      .innerJoin(events, eq(events.id, hits.id))
      .innerJoin(eventSearch, eq(eventSearch.eventId, hits.id))
      .orderBy(hitOrder[sort]);
  });
}

/** How many releases the event's incident holds, copies included; 1 for a release alone. */
const INCIDENT_SIZE = sql<number>`case when ${events.incidentId} is null then 1 else (select count(*)::int from ${events} as case_release where case_release.incident_id = ${events.incidentId}) end`;

/** The first `limit` ids of a search in its order, and how many events it matches. */
export async function searchEventIds(
  db: Db,
  filters: SearchFilters,
  sort: SearchSort,
  limit: number,
  exact = false,
  totalOf: TotalOf = countNow,
): Promise<CountedRows<number>> {
  const { rows, ...total } = await countedApart(db, filters, exact, totalOf, (tx) =>
    hitRows(tx, filters, sort, limit, 0),
  );
  return { rows: rows.map((row) => row.id), ...total };
}

/**
 * The rows of a page and the total, as two statements that see the same events: one read-only
 * snapshot, so an event stored in between is in both or in neither. (A total reused by `totalOf`
 * comes from an earlier snapshot of the same events as far as this process knows; search-cache.ts.)
 */
function countedApart<T>(
  db: Db,
  filters: SearchFilters,
  exact: boolean,
  totalOf: TotalOf,
  rows: (tx: Db) => Promise<T[]>,
): Promise<CountedRows<T>> {
  return db.transaction(
    async (tx) => ({
      rows: await rows(tx),
      ...(await totalOf(filters, exact, () => countMatching(tx, filters, exact, true))),
    }),
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

export type FacetName = 'province' | 'crime' | 'municipality' | 'month';
export interface FacetRow {
  facet: FacetName;
  value: string;
  count: number;
}

/**
 * How a very broad search's facets are counted from a sample: TABLESAMPLE SYSTEM reads this many
 * pages of event_search chosen at random (about 20,000 events at 100,000, 2 % at a million), so its
 * cost stays the same however large the corpus; BERNOULLI, a random pick of rows, reads every page
 * and took 56 against 20 ms for a tenth at 100,000 events (docs/decisions.md, "Facets of very broad
 * searches from a sample").
 */
export interface FacetSample {
  pages: number;
  /** Fewest matching events the sample must hold for its counts to stand for all; below, count all. */
  minMatches: number;
}
export const FACET_SAMPLE: FacetSample = { pages: 2500, minMatches: 2000 };

/**
 * The same pages on every request (until events change), so a search shows the same estimates each
 * time it is run instead of numbers that move on every refresh.
 */
const SAMPLE_SEED = 0;

/**
 * The month of an event's effective date, yyyy-MM. Written out (no parameter) because grouping()
 * must name the very expression of its grouping set, and two parameters are two expressions.
 */
const MONTH = sql`to_char(${eventSearch.effectiveDate}, ${sql.raw("'YYYY-MM'")})`;

/** Facet counts, exact or estimated from a sample; an estimate carries the search's capped total. */
export type FacetCounts =
  | { rows: FacetRow[]; approximate: false }
  | { rows: FacetRow[]; approximate: true; total: Total };

/**
 * The facets of a search: exact when at most EXACT_TOTAL_UP_TO events match (or `exact`), else
 * estimated from a sample of the table when it holds enough matches. Counting every match of a very
 * broad keyword was most of its time (150-170 ms for `police`, 78 % of 100,000 events; about 1 s at
 * a million), and nobody reads a facet of 31,204 differently from 31,500.
 */
export async function searchFacetCounts(
  db: Db,
  filters: SearchFilters,
  exact: boolean,
  sample: FacetSample = FACET_SAMPLE,
  totalOf: TotalOf = countNow,
): Promise<FacetCounts> {
  if (!exact) {
    const total = await totalOf(filters, false, () => countMatching(db, filters));
    if (total.relation === 'gte') {
      const sampled = await sampledFacetCounts(db, filters, sample);
      if (sampled) return { rows: sampled, approximate: true, total };
    }
  }
  return { rows: await facetCountsFrom(db, sql`${eventSearch}`, filters), approximate: false };
}

/**
 * Facet counts from a sample of event_search's pages, each scaled up by the share of pages read and
 * rounded (every event is on one page, each page has the same chance: an unbiased estimate). None
 * when the table is no larger than the sample, or the sample holds too few matches to stand for them.
 */
async function sampledFacetCounts(
  db: Db,
  filters: SearchFilters,
  sample: FacetSample,
): Promise<FacetRow[] | undefined> {
  const [table] = await queryRows<{ pages: number }>(
    db,
    sql`select (pg_relation_size(${getTableName(eventSearch)}::regclass) / current_setting('block_size')::bigint)::int as pages`,
  );
  const pages = table?.pages ?? 0;
  if (pages <= sample.pages) return undefined;
  const percent = (100 * sample.pages) / pages;
  const rows = await facetCountsFrom(
    db,
    sql`${eventSearch} tablesample system (${percent}::real) repeatable (${SAMPLE_SEED})`,
    filters,
  );
  // Every event has one month, so the months add up to the matches the sample holds.
  const matches = rows.reduce((sum, row) => sum + (row.facet === 'month' ? row.count : 0), 0);
  if (matches < sample.minMatches) return undefined;
  return rows.map((row) => ({ ...row, count: Math.round((row.count * 100) / percent) }));
}

/**
 * How the events of a search spread over province, crime category, municipality and month, counted
 * in one pass over the narrow table (or a sample of it) with grouping sets (collecting the rows
 * first and grouping them four times took twice as long on broad searches). Crimes are grouped by
 * their whole list, then each list's count goes to each of its categories, so an event counts once
 * per category; dates are grouped by month (an event known only to its month counts on the month's
 * first day, so in its month). Months come as yyyy-MM. (Grouped by day, a search over ten years sent
 * about 3,000 rows where 120 months say the same, and reading them was most of the API process's
 * time on a facets request: 16-20 against 9.5-10 ms a request for a broad word, bench/load.ts, session 37.)
 */
async function facetCountsFrom(db: Db, from: SQL, filters: SearchFilters): Promise<FacetRow[]> {
  const { where } = matching(filters);
  const groups = await db
    .select({
      // As expressions, not columns: drizzle refuses a column of a table it does not see in the
      // FROM, and a sample is written as SQL.
      province: sql<string | null>`${eventSearch.province}`,
      municipality: sql<string | null>`${eventSearch.municipality}`,
      crimes: sql<string[]>`${eventSearch.crimes}`,
      month: sql<string>`${MONTH}`,
      count: sql<number>`count(*)::int`,
      // Which grouping set a row belongs to: 0 for the one column it groups by, 1 for the others.
      set: sql<number>`grouping(${eventSearch.province}, ${eventSearch.municipality}, ${eventSearch.crimes}, ${MONTH})`,
    })
    .from(from)
    .where(where)
    .groupBy(
      sql`grouping sets ((${eventSearch.province}), (${eventSearch.municipality}), (${eventSearch.crimes}), (${MONTH}))`,
    );
  const counts = new Map<string, FacetRow>();
  const add = (facet: FacetName, value: string | null, count: number) => {
    if (value === null) return;
    const key = `${facet}\u0000${value}`;
    const row = counts.get(key) ?? { facet, value, count: 0 };
    row.count += count;
    counts.set(key, row);
  };
  for (const group of groups) {
    if (group.set === GROUPED_BY.province) add('province', group.province, group.count);
    else if (group.set === GROUPED_BY.municipality) add('municipality', group.municipality, group.count);
    else if (group.set === GROUPED_BY.crimes)
      for (const crime of group.crimes) add('crime', crime, group.count);
    else if (group.set === GROUPED_BY.month) add('month', group.month, group.count);
  }
  return [...counts.values()];
}

/** The grouping() bits (province, municipality, crimes, month: the first is the highest) of each set. */
const GROUPED_BY = { province: 0b0111, municipality: 0b1011, crimes: 0b1101, month: 0b1110 } as const;

/**
 * How many events a search matches: exactly up to EXACT_TOTAL_UP_TO and "at least" that many past
 * it, or exactly however many when `exact`. The capped count reads its matches through a LIMIT one
 * past the cap, so a broad search stops there instead of visiting every match.
 *
 * Under a LIMIT the planner walks the whole table testing the keyword on each row, expecting to stop
 * early, and costs that test far below what it takes: for a keyword in a fifth of 100,000 events it
 * read half the table (30 ms) where the word index finds the matches in 15-18 ms, and for one in 1 %
 * of a million events it would read them all. The index is the right path at every breadth, so the
 * count is told not to walk the table (SET LOCAL: for the rest of its own transaction, or of the
 * caller's, where the count is the last statement).
 */
export async function countMatching(
  db: Db,
  filters: SearchFilters,
  exact = false,
  /**
   * `db` is a transaction in which nothing follows the count: the setting then needs no savepoint of
   * its own (two round trips fewer on every page and select all).
   */
  lastInTransaction = false,
): Promise<Total> {
  const { where } = matching(filters);
  if (exact) return { total: await db.$count(eventSearch, where), relation: 'eq' };
  const count = async (tx: Db) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const upToCap = tx
      .select({ one: sql`1`.as('one') })
      .from(eventSearch)
      .where(where)
      .limit(EXACT_TOTAL_UP_TO + 1)
      .as('up_to_cap');
    const [counted] = await tx.select({ count: sql<number>`count(*)::int` }).from(upToCap);
    return cappedTotal(counted?.count ?? 0);
  };
  return lastInTransaction ? count(db) : db.transaction(count);
}

/** Searches tested in one statement: their parameters stay far below PostgreSQL's 65,535. */
const SEARCHES_PER_STATEMENT = 100;

/**
 * Which of the given events each search matches, by the very conditions of the search, tested on
 * those events' rows alone: they are read once into a materialized CTE named like the table, so the
 * conditions apply to it unchanged and no plan can reach for the corpus-wide indexes. The cost
 * follows the number of events times the number of searches, whatever the size of the corpus.
 * (A union of a hundred searches is one of the statements PostgreSQL would JIT-compile, for four
 * times as long as running it took, bench/saved-searches.ts; the pool turns JIT off.)
 */
export async function matchesAmong(
  db: Db,
  searches: { key: number; filters: SearchFilters }[],
  eventIds: number[],
): Promise<{ key: number; eventId: number }[]> {
  if (searches.length === 0 || eventIds.length === 0) return [];
  const found: { key: number; eventId: number }[] = [];
  for (let start = 0; start < searches.length; start += SEARCHES_PER_STATEMENT) {
    const tests = searches
      .slice(start, start + SEARCHES_PER_STATEMENT)
      .map(
        ({ key, filters }) =>
          sql`select ${key}::int as key, ${eventSearch.eventId} as event_id from batch as ${eventSearch} where ${matching(filters).where}`,
      );
    const rows = await queryRows<{ key: number; event_id: number }>(
      db,
      sql`with batch as materialized (select * from ${eventSearch} where ${eventSearch.eventId} = any(${sql.param(eventIds)}::int[])) ${sql.join(tests, sql` union all `)}`,
    );
    for (const row of rows) found.push({ key: row.key, eventId: row.event_id });
  }
  return found;
}
