import { type InfiniteData, useInfiniteQuery } from '@tanstack/react-query';
import { splitKeywords } from '@workbench/contract/keywords';
import type { SearchResponse } from '@workbench/contract/search';
import { apiRequest } from '../../../lib/api-client';
import { criteriaKey, type SearchCriteria } from '../lib/search-url';

export const SEARCH_PAGE_SIZE = 50;
/**
 * How long a search left behind (for a notebook, or by Back) stays in memory, so that coming back to
 * it shows the same results at once instead of fetching them again.
 */
export const KEEP_SEARCHES_MS = 30 * 60_000;
/** Broad searches over a large corpus can be slow; the spec allows them 150 s. */
export const SEARCH_TIMEOUT_MS = 150_000;

/** The query parameters every search endpoint (documents, facets, ids) takes for one search. */
export function searchParams(criteria: SearchCriteria) {
  return {
    keywords: splitKeywords([criteria.keywords]),
    location: criteria.location.trim(),
    start_date: criteria.from || undefined,
    end_date: criteria.to || undefined,
    province: criteria.province,
    crime: criteria.crime,
    municipality: criteria.municipality,
    sort: criteria.sort,
    group: criteria.group ? 'incident' : undefined,
  };
}

export function searchDocuments(
  criteria: SearchCriteria,
  page: number,
  signal?: AbortSignal,
  pageSize = SEARCH_PAGE_SIZE,
) {
  return apiRequest<SearchResponse>('/documents/', {
    query: { ...searchParams(criteria), page, page_size: pageSize },
    signal,
    timeoutMs: SEARCH_TIMEOUT_MS,
  });
}

/**
 * The next page while fewer events are loaded than the total; without a total (the spec allows a
 * server to leave it out), or past a total that only says "at least" (total_relation gte), while
 * pages come back full. An empty page always ends the list, so a wrong total cannot make it fetch
 * forever.
 */
export function nextSearchPage(
  pages: readonly (Pick<SearchResponse, 'documents'> &
    Partial<Pick<SearchResponse, 'total_relation'>> & { total_results?: number | null })[],
  lastPage: number,
): number | undefined {
  const last = pages.at(-1);
  if (!last || last.documents.length === 0) return undefined;
  const full = last.documents.length >= SEARCH_PAGE_SIZE;
  if (typeof last.total_results !== 'number') return full ? lastPage + 1 : undefined;
  const loaded = pages.reduce((sum, page) => sum + page.documents.length, 0);
  const more = loaded < last.total_results || (last.total_relation === 'gte' && full);
  return more ? lastPage + 1 : undefined;
}

/** Every search's pages, whatever the search. */
export const allSearchesKey = ['search', 'documents'] as const;

export const searchQueryKey = (criteria: SearchCriteria | null) =>
  [...allSearchesKey, criteriaKey(criteria)] as const;

export function useSearchDocuments(criteria: SearchCriteria | null) {
  return useInfiniteQuery<
    SearchResponse,
    Error,
    InfiniteData<SearchResponse, number>,
    readonly unknown[],
    number
  >({
    queryKey: searchQueryKey(criteria),
    queryFn: ({ pageParam, signal }) => {
      if (!criteria) throw new Error('No search was submitted');
      return searchDocuments(criteria, pageParam, signal);
    },
    enabled: criteria !== null,
    initialPageParam: 1,
    getNextPageParam: (_last, pages, lastPageParam) => nextSearchPage(pages, lastPageParam),
    // Back, forward and a return from a notebook show the results already loaded, at once; submitting
    // the same search again fetches it afresh (use-search resets it).
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: KEEP_SEARCHES_MS,
    // A slow search that failed is not retried behind the overlay; the person can submit again.
    retry: false,
  });
}
