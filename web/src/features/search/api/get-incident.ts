import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Incident } from '@workbench/contract/incidents';
import { apiRequest } from '../../../lib/api-client';

/** The releases of one case, oldest first, each with its step and why it is linked. */
export const fetchIncident = (incidentId: number) => apiRequest<Incident>(`/incidents/${incidentId}`);

export const incidentQueryOptions = (incidentId: number) =>
  queryOptions({
    queryKey: ['incident', incidentId] as const,
    queryFn: () => fetchIncident(incidentId),
    staleTime: 60_000,
  });

export const useIncident = (incidentId: number) => useQuery(incidentQueryOptions(incidentId));
