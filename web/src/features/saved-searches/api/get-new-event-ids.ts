import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Event } from '@workbench/contract/events';
import { apiRequest } from '../../../lib/api-client';
import { savedSearchKeys } from './keys';

type SavedSearchEvents = { events: (Event & { is_new: boolean })[]; total_results: number };

const PAGE_SIZE = 100;
/** New events are usually recent, so they sit on the first pages; this bounds a broad search's walk. */
const MAX_PAGES = 10;

export const fetchSavedSearchEvents = (id: number, page: number) =>
  apiRequest<SavedSearchEvents>(`/saved-searches/${id}/events`, { query: { page, page_size: PAGE_SIZE } });

/**
 * The ids of the saved search's new events. The server marks them page by page (newest first), so
 * this walks pages until it has found as many as the saved search counts, or the results end.
 */
export async function fetchNewEventIds(id: number, expected: number): Promise<Set<number>> {
  const found = new Set<number>();
  for (let page = 1; found.size < expected && page <= MAX_PAGES; page++) {
    const { events } = await fetchSavedSearchEvents(id, page);
    for (const event of events) if (event.is_new) found.add(event.id);
    if (events.length < PAGE_SIZE) break;
  }
  return found;
}

export const newEventIdsQueryOptions = (id: number, expected: number) =>
  queryOptions({
    queryKey: savedSearchKeys.newEventIds(id),
    queryFn: () => fetchNewEventIds(id, expected),
    // Once seen, the server has no new events to tell; the marks stay as first fetched while shown.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });

export const useNewEventIds = (id: number | null, expected: number | undefined) =>
  useQuery({
    ...newEventIdsQueryOptions(id ?? 0, expected ?? 0),
    enabled: id !== null && expected !== undefined,
  });
