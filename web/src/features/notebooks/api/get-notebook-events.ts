import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { NotebookEventsResponse } from '@workbench/contract/notebooks';
import { apiRequest } from '../../../lib/api-client';
import { nextPageUntilTotal, useAutoPages } from '../../../lib/auto-pages';
import { notebookKeys } from './keys';

export const EVENTS_PAGE_SIZE = 10;

export const fetchNotebookEvents = (id: number, page: number, pageSize = EVENTS_PAGE_SIZE) =>
  apiRequest<NotebookEventsResponse>(`/notebooks/${id}/events`, { query: { page, page_size: pageSize } });

export const notebookEventsQueryOptions = (id: number) =>
  infiniteQueryOptions({
    queryKey: notebookKeys.events(id),
    queryFn: ({ pageParam }) => fetchNotebookEvents(id, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPageUntilTotal((page: NotebookEventsResponse) => page.events),
  });

/** The notebook's events: the first page at once, the rest loaded behind it. */
export function useNotebookEvents(id: number) {
  const query = useInfiniteQuery(notebookEventsQueryOptions(id));
  useAutoPages(query);
  return query;
}
