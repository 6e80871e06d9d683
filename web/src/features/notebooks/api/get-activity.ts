import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ActivityResponse } from '@workbench/contract/members';
import { apiRequest } from '../../../lib/api-client';
import { notebookKeys } from './keys';

const PAGE_SIZE = 20;

export const fetchActivity = (notebookId: number, page: number) =>
  apiRequest<ActivityResponse>(`/notebooks/${notebookId}/activity`, {
    query: { page, page_size: PAGE_SIZE },
  });

export const activityQueryOptions = (notebookId: number) =>
  infiniteQueryOptions({
    queryKey: notebookKeys.activity(notebookId),
    queryFn: ({ pageParam }) => fetchActivity(notebookId, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      pages.reduce((sum, page) => sum + page.activity.length, 0) < last.total_results
        ? pages.length + 1
        : undefined,
  });

/** What was done to the notebook, newest first, a page at a time (More loads the next). */
export const useActivity = (notebookId: number) => useInfiniteQuery(activityQueryOptions(notebookId));
