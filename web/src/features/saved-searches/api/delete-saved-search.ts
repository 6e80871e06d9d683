import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedSearch } from '@workbench/contract/saved-searches';
import { apiRequest } from '../../../lib/api-client';
import { savedSearchKeys } from './keys';

export const deleteSavedSearch = (id: number) =>
  apiRequest<null>(`/saved-searches/${id}`, { method: 'DELETE' });

export function useDeleteSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSavedSearch,
    onSuccess: (_none, id) =>
      queryClient.setQueryData<SavedSearch[]>(savedSearchKeys.list, (list) =>
        list?.filter((saved) => saved.id !== id),
      ),
  });
}
