import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CrimeCategoriesResponse,
  EventCorrectionsBody,
  NotebookEvent,
} from '@workbench/contract/corrections';
import type { Event } from '@workbench/contract/events';
import { apiRequest } from '../../../lib/api-client';
import { notebookKeys } from './keys';

/** One event as its notebook presents it, corrected values and all. */
export const notebookEventKey = (notebookId: number, eventId: number) =>
  ['notebooks', 'event', notebookId, eventId] as const;

export const fetchNotebookEvent = (notebookId: number, eventId: number) =>
  apiRequest<NotebookEvent>(`/notebooks/${notebookId}/events/${eventId}`);

export const correctNotebookEvent = (notebookId: number, eventId: number, body: EventCorrectionsBody) =>
  apiRequest<NotebookEvent>(`/notebooks/${notebookId}/events/${eventId}/corrections`, {
    method: 'PUT',
    json: body,
  });

export const undoEventCorrections = (notebookId: number, eventId: number) =>
  apiRequest<void>(`/notebooks/${notebookId}/events/${eventId}/corrections`, { method: 'DELETE' });

export const fetchCrimeCategories = () => apiRequest<CrimeCategoriesResponse>('/crimes');

/**
 * The event as the notebook has it. An event handed over from the notebook's own list is shown at
 * once; one from elsewhere (an answer's citation, read from the corpus) shows while the notebook's
 * version loads. An error means the event is not (or no longer) in the notebook.
 */
export function useNotebookEvent(notebookId: number, event: Event | NotebookEvent) {
  const fromNotebook = 'corrections' in event && event.corrections !== undefined;
  return useQuery(
    queryOptions({
      queryKey: notebookEventKey(notebookId, event.id),
      queryFn: () => fetchNotebookEvent(notebookId, event.id),
      initialData: fromNotebook ? (event as NotebookEvent) : undefined,
      placeholderData: fromNotebook ? undefined : { ...event, corrections: undefined },
      retry: false,
    }),
  );
}

/** The crime categories a correction may name; they change only with a new release of the app. */
export const useCrimeCategories = (enabled: boolean) =>
  useQuery({
    queryKey: ['crimes'],
    queryFn: fetchCrimeCategories,
    staleTime: Number.POSITIVE_INFINITY,
    enabled,
  });

/** After a correction or its undo: the event, the notebook's list and its date range are read again. */
function useRefreshNotebook(notebookId: number) {
  const queryClient = useQueryClient();
  return (event: NotebookEvent | undefined, eventId: number) => {
    if (event) queryClient.setQueryData(notebookEventKey(notebookId, eventId), event);
    else void queryClient.invalidateQueries({ queryKey: notebookEventKey(notebookId, eventId) });
    void queryClient.invalidateQueries({ queryKey: notebookKeys.events(notebookId) });
    void queryClient.invalidateQueries({ queryKey: notebookKeys.detail(notebookId) });
    void queryClient.invalidateQueries({ queryKey: notebookKeys.lists });
  };
}

export function useCorrectEvent(notebookId: number, eventId: number) {
  const refresh = useRefreshNotebook(notebookId);
  return useMutation({
    mutationFn: (body: EventCorrectionsBody) => correctNotebookEvent(notebookId, eventId, body),
    onSuccess: (event) => refresh(event, eventId),
  });
}

export function useUndoCorrections(notebookId: number, eventId: number) {
  const refresh = useRefreshNotebook(notebookId);
  return useMutation({
    mutationFn: () => undoEventCorrections(notebookId, eventId),
    onSuccess: () => refresh(undefined, eventId),
  });
}
