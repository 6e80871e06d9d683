import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  NotebookEventsResponse,
  RemoveEventsBody,
  RemoveEventsResponse,
} from '@workbench/contract/notebooks';
import { apiRequest } from '../../../lib/api-client';
import { notebookKeys } from './keys';

export const removeEventsFromNotebook = (body: RemoveEventsBody) =>
  apiRequest<RemoveEventsResponse>('/notebooks/events/remove', { method: 'POST', json: body });

type EventPages = InfiniteData<NotebookEventsResponse, number>;

/**
 * Removes events from a notebook. The loaded list drops them at once instead of being fetched again
 * page by page; the header numbers and keyword counts are fetched again.
 */
export function useRemoveEvents(notebookId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (eventIds: number[]) =>
      removeEventsFromNotebook({ notebook_id: notebookId, event_ids: eventIds }),
    onSuccess: ({ num_events_removed }, eventIds) => {
      const gone = new Set(eventIds);
      const eventsKey = notebookKeys.events(notebookId);
      const before = queryClient.getQueryData<EventPages>(eventsKey);
      queryClient.setQueryData<EventPages>(eventsKey, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                events: page.events.filter((event) => !gone.has(event.id)),
                total_results: Math.max(0, page.total_results - num_events_removed),
              })),
            }
          : data,
      );
      const loaded = before?.pages.reduce((sum, page) => sum + page.events.length, 0) ?? 0;
      const stillPaging = before !== undefined && loaded < (before.pages.at(-1)?.total_results ?? 0);
      // Later pages are counted from the server's list, which just got shorter: reading on from the
      // old page numbers would skip events, so the list is read again from the start instead.
      if (stillPaging) void queryClient.invalidateQueries({ queryKey: eventsKey });
      void queryClient.invalidateQueries({ queryKey: notebookKeys.detail(notebookId) });
      void queryClient.invalidateQueries({ queryKey: notebookKeys.keywords(notebookId) });
      void queryClient.invalidateQueries({ queryKey: notebookKeys.activity(notebookId) });
      void queryClient.invalidateQueries({ queryKey: notebookKeys.lists });
    },
  });
}
