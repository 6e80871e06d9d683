import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Notebook } from '@workbench/contract/notebooks';
import { apiRequest } from '../../../lib/api-client';
import { notebookKeys } from './keys';

export const NOTEBOOK_NOT_FOUND = 'Notebook not found';

export async function fetchNotebook(id: number): Promise<Notebook> {
  const notebook = await apiRequest<Notebook | undefined>(`/notebooks/${id}`);
  if (!notebook) throw new Error(NOTEBOOK_NOT_FOUND);
  return notebook;
}

/**
 * A notebook handed over by the list screen is shown at once, and fetched again behind it: in a
 * shared notebook the user's role may have changed since the list was read, and opening it is what
 * tells its owner that a member has joined. Changes made here (removing events) refresh it
 * explicitly.
 */
export const notebookQueryOptions = (id: number, handedOver?: Notebook) =>
  queryOptions({
    queryKey: notebookKeys.detail(id),
    queryFn: () => fetchNotebook(id),
    initialData: handedOver?.id === id ? handedOver : undefined,
    initialDataUpdatedAt: 0,
    staleTime: 30_000,
  });

export const useNotebook = (id: number, handedOver?: Notebook, enabled = true) =>
  useQuery({ ...notebookQueryOptions(id, handedOver), enabled });
