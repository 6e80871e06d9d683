import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Event } from '@workbench/contract/events';
import { apiRequest } from '../../../lib/api-client';
import { questionKeys } from './keys';

/** One event of the corpus by id: what an answer's citation opens. */
export const fetchEvent = (eventId: number) => apiRequest<Event>(`/documents/${eventId}`);

export const eventQueryOptions = (eventId: number) =>
  queryOptions({
    queryKey: questionKeys.event(eventId),
    queryFn: () => fetchEvent(eventId),
    // Events change only when a release is edited, and a citation may be opened many times.
    staleTime: 5 * 60_000,
  });

export const useEvent = (eventId: number) => useQuery(eventQueryOptions(eventId));
