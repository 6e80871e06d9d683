import { type InfiniteData, useInfiniteQuery } from '@tanstack/react-query';
import type { SearchResponse } from '@workbench/contract/search';
import { apiRequest } from '../../../lib/api-client';
import { apiDate } from '../../../lib/dates';

export const SEARCH_PAGE_SIZE = 50;
/** Broad searches over a large corpus can be slow; the spec allows them 150 s. */
export const SEARCH_TIMEOUT_MS = 150_000;

/** What the person asked for, as the form holds it. */
export interface SearchCriteria {
  keywords: string[];
  location: string;
  startDate: Date | null;
  endDate: Date | null;
}

export function searchDocuments(criteria: SearchCriteria, page: number, signal?: AbortSignal) {
  return apiRequest<SearchResponse>('/documents/', {
    query: {
      keywords: criteria.keywords,
      location: criteria.location.trim(),
      start_date: apiDate(criteria.startDate),
      end_date: apiDate(criteria.endDate),
      page,
      page_size: SEARCH_PAGE_SIZE,
    },
    signal,
    timeoutMs: SEARCH_TIMEOUT_MS,
  });
}

/**
 * The next page while fewer events are loaded than the total; without a total (the spec allows a
 * server to leave it out), while pages come back full. An empty page always ends the list, so a
 * wrong total cannot make it fetch forever.
 */
export function nextSearchPage(
  pages: readonly (Pick<SearchResponse, 'documents'> & { total_results?: number | null })[],
  lastPage: number,
): number | undefined {
  const last = pages.at(-1);
  if (!last || last.documents.length === 0) return undefined;
  if (typeof last.total_results === 'number') {
    const loaded = pages.reduce((sum, page) => sum + page.documents.length, 0);
    return loaded < last.total_results ? lastPage + 1 : undefined;
  }
  return last.documents.length >= SEARCH_PAGE_SIZE ? lastPage + 1 : undefined;
}

/** One submitted search; the id makes every submit a fresh search from page 1, even with equal criteria. */
export interface SearchRequest {
  id: number;
  criteria: SearchCriteria;
}

let lastSearchId = 0;

/** Ids count up for the whole visit, so a screen opened again never meets an old search's cache. */
export const newSearchRequest = (criteria: SearchCriteria): SearchRequest => ({
  id: ++lastSearchId,
  criteria,
});

export const searchQueryKey = (request: SearchRequest | null) => ['search', request?.id ?? 0] as const;

export function useSearchDocuments(request: SearchRequest | null) {
  return useInfiniteQuery<
    SearchResponse,
    Error,
    InfiniteData<SearchResponse, number>,
    readonly unknown[],
    number
  >({
    queryKey: searchQueryKey(request),
    queryFn: ({ pageParam, signal }) => {
      if (!request) throw new Error('No search was submitted');
      return searchDocuments(request.criteria, pageParam, signal);
    },
    enabled: request !== null,
    initialPageParam: 1,
    getNextPageParam: (_last, pages, lastPageParam) => nextSearchPage(pages, lastPageParam),
    // A submitted search never changes, and a cancelled search goes back to the one before it,
    // which must come back from memory rather than be fetched again.
    staleTime: Number.POSITIVE_INFINITY,
    // A slow search that failed is not retried behind the overlay; the person can submit again.
    retry: false,
  });
}
