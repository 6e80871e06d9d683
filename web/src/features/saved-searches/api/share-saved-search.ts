import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedSearchInvitation } from '@workbench/contract/members';
import { apiRequest } from '../../../lib/api-client';
import { savedSearchKeys } from './keys';

export const shareSavedSearch = (id: number, email: string) =>
  apiRequest<SavedSearchInvitation>(`/saved-searches/${id}/members`, { method: 'POST', json: { email } });

/** Shares a saved search with an address (to run and follow); its members are read again. */
export function useShareSavedSearch(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => shareSavedSearch(id, email),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: savedSearchKeys.members(id) }),
  });
}
