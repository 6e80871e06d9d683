import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedSearch } from '@workbench/contract/saved-searches';
import { apiRequest } from '../../../lib/api-client';
import type { SearchToSave } from '../search-address';
import { savedSearchKeys } from './keys';

export interface CreateSavedSearchInput {
  name: string;
  alert: boolean;
  search: SearchToSave;
}

export const createSavedSearch = ({ name, alert, search }: CreateSavedSearchInput) =>
  apiRequest<SavedSearch>('/saved-searches/', { method: 'POST', json: { name, alert, ...search } });

/** Saves a search and puts it at the top of the cached list, as the server orders it. */
export function useCreateSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSavedSearch,
    onSuccess: (created) =>
      queryClient.setQueryData<SavedSearch[]>(savedSearchKeys.list, (list) =>
        list ? [created, ...list] : list,
      ),
  });
}
