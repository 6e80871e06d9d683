import { queryOptions, useQuery } from '@tanstack/react-query';
import type { IdsResponse } from '@workbench/contract/search';
import { apiRequest } from '../../../lib/api-client';
import { criteriaKey, type SearchCriteria } from '../lib/search-url';
import { SEARCH_TIMEOUT_MS, searchParams } from './search-documents';

export const searchIds = (criteria: SearchCriteria, signal?: AbortSignal) =>
  apiRequest<IdsResponse>('/documents/ids/', {
    query: searchParams(criteria),
    signal,
    timeoutMs: SEARCH_TIMEOUT_MS,
  });

export const searchIdsOptions = (criteria: SearchCriteria | null) =>
  queryOptions({
    queryKey: ['search', 'ids', criteriaKey(criteria)] as const,
    queryFn: ({ signal }) => {
      if (!criteria) throw new Error('No search was submitted');
      return searchIds(criteria, signal);
    },
    enabled: criteria !== null,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

/** Every matching event's id (up to the server's cap), asked for only once "Select all" is chosen. */
export function useSearchIds(criteria: SearchCriteria | null, enabled: boolean) {
  return useQuery({
    ...searchIdsOptions(criteria),
    enabled: enabled && criteria !== null,
  });
}
