import { useQueryClient } from '@tanstack/react-query';
import type { SavedSearch } from '@workbench/contract/saved-searches';
import { apiRequest } from '../../../lib/api-client';
import { useCreatingMutation } from '../../../lib/creating-mutation';
import type { SearchToSave } from '../search-address';
import { savedSearchKeys } from './keys';

export interface CreateSavedSearchInput {
  name: string;
  alert: boolean;
  search: SearchToSave;
}

export const createSavedSearch = ({ name, alert, search }: CreateSavedSearchInput, idempotencyKey: string) =>
  apiRequest<SavedSearch>('/saved-searches/', {
    method: 'POST',
    json: { name, alert, ...search },
    idempotencyKey,
  });

/** Saves a search and puts it at the top of the cached list, as the server orders it. */
export function useCreateSavedSearch() {
  const queryClient = useQueryClient();
  return useCreatingMutation({
    mutationFn: (input: CreateSavedSearchInput, keyFor) => createSavedSearch(input, keyFor(input)),
    onSuccess: (created) =>
      queryClient.setQueryData<SavedSearch[]>(savedSearchKeys.list, (list) =>
        list ? [created, ...list] : list,
      ),
  });
}
