import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedSearch } from '@workbench/contract/saved-searches';
import { apiRequest } from '../../../lib/api-client';
import { savedSearchKeys } from './keys';
import { replaceInList } from './update-saved-search';

export const markSavedSearchSeen = (id: number) =>
  apiRequest<SavedSearch>(`/saved-searches/${id}/seen`, { method: 'POST' });

/** Tells the server the new events were shown; the list (and the header's badge) drop them. */
export function useMarkSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markSavedSearchSeen,
    onSuccess: (seen) =>
      queryClient.setQueryData<SavedSearch[]>(savedSearchKeys.list, (list) => replaceInList(list, seen)),
  });
}
