import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedSearch } from '@workbench/contract/saved-searches';
import { apiRequest } from '../../../lib/api-client';
import { savedSearchKeys } from './keys';

export type SavedSearchChange = { name: string } | { alert: boolean };

export const updateSavedSearch = (id: number, change: SavedSearchChange) =>
  apiRequest<SavedSearch>(`/saved-searches/${id}`, { method: 'PATCH', json: change });

/** Puts a saved search as the server now has it in place of the cached one. */
export const replaceInList = (list: SavedSearch[] | undefined, updated: SavedSearch) =>
  list?.map((saved) => (saved.id === updated.id ? updated : saved));

/** Renames a saved search or turns its alert on or off. */
export function useUpdateSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: SavedSearchChange }) => updateSavedSearch(id, change),
    onSuccess: (updated) =>
      queryClient.setQueryData<SavedSearch[]>(savedSearchKeys.list, (list) => replaceInList(list, updated)),
  });
}
