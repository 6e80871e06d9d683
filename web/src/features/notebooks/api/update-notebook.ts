import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Notebook, UpdateNotebookBody } from '@workbench/contract/notebooks';
import { apiRequest } from '../../../lib/api-client';
import { notebookKeys } from './keys';

export const updateNotebook = (id: number, change: UpdateNotebookBody) =>
  apiRequest<Notebook>(`/notebooks/${id}`, { method: 'PATCH', json: change });

/** Renames a notebook or changes its description; the cached notebook and lists show it at once. */
export function useUpdateNotebook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: UpdateNotebookBody }) => updateNotebook(id, change),
    onSuccess: (updated) => {
      queryClient.setQueryData(notebookKeys.detail(updated.id), updated);
      queryClient.setQueriesData<Notebook[]>({ queryKey: notebookKeys.lists }, (list) =>
        list?.map((nb) => (nb.id === updated.id ? updated : nb)),
      );
    },
  });
}
