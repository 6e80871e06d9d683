import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FacetsResponse } from '@workbench/contract/search';
import { apiRequest } from '../../../lib/api-client';
import { criteriaKey, type SearchCriteria } from '../lib/search-url';
import { KEEP_SEARCHES_MS, SEARCH_TIMEOUT_MS, searchParams } from './search-documents';

export const searchFacets = (criteria: SearchCriteria, signal?: AbortSignal) =>
  apiRequest<FacetsResponse>('/documents/facets/', {
    query: searchParams(criteria),
    signal,
    timeoutMs: SEARCH_TIMEOUT_MS,
  });

export const searchFacetsOptions = (criteria: SearchCriteria | null) =>
  queryOptions({
    queryKey: ['search', 'facets', criteriaKey(criteria)] as const,
    queryFn: ({ signal }) => {
      if (!criteria) throw new Error('No search was submitted');
      return searchFacets(criteria, signal);
    },
    enabled: criteria !== null,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: KEEP_SEARCHES_MS,
    retry: false,
  });

/** Counts per province, crime, municipality and month, fetched beside the first page, never before it. */
export function useSearchFacets(criteria: SearchCriteria | null) {
  return useQuery({
    ...searchFacetsOptions(criteria),
  });
}
