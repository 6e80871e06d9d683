import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Event } from '@workbench/contract/events';
import type { Incident } from '@workbench/contract/incidents';
import { apiRequest } from '../../../lib/api-client';

/** The releases of one case, oldest first, each with its step and why it is linked. */
export const fetchIncident = (incidentId: number) => apiRequest<Incident>(`/incidents/${incidentId}`);

export const incidentQueryOptions = (incidentId: number | null) =>
  queryOptions({
    queryKey: ['incident', incidentId] as const,
    queryFn: () => fetchIncident(incidentId as number),
    enabled: incidentId !== null,
    staleTime: 60_000,
  });

export const useIncident = (incidentId: number | null) => useQuery(incidentQueryOptions(incidentId));

/** One release of the corpus, for opening a release of the case from its timeline. */
export const fetchRelease = (eventId: number) => apiRequest<Event>(`/documents/${eventId}`);
