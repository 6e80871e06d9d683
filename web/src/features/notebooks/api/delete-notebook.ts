import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Notebook } from '@workbench/contract/notebooks';
import { apiRequest } from '../../../lib/api-client';
import { notebookKeys } from './keys';

export const deleteNotebook = (id: number) => apiRequest<null>(`/notebooks/${id}`, { method: 'DELETE' });

/** Deletes a notebook; it leaves the cached lists, and its own cached data is dropped or marked stale. */
export function useDeleteNotebook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNotebook,
    onSuccess: (_none, id) => {
      queryClient.setQueriesData<Notebook[]>({ queryKey: notebookKeys.lists }, (list) =>
        list?.filter((nb) => nb.id !== id),
      );
      for (const queryKey of [
        notebookKeys.detail(id),
        notebookKeys.events(id),
        notebookKeys.keywords(id),
        notebookKeys.savedAnswerCount(id),
      ]) {
        // A screen still showing the notebook (its own, about to leave) keeps its data rather than
        // asking the server for what is gone; it is marked stale, and the cache drops it a while after nothing shows it.
        queryClient.removeQueries({ queryKey, type: 'inactive' });
        void queryClient.invalidateQueries({ queryKey, refetchType: 'none' });
      }
    },
  });
}
