import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { savedSearchKeys } from './keys';

export const removeSavedSearchMember = (id: number, memberId: number) =>
  apiRequest<null>(`/saved-searches/${id}/members/${memberId}`, { method: 'DELETE' });

/** Stops sharing with a member, or (one's own membership) leaves; the list and members are read again. */
export function useRemoveSavedSearchMember(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (memberId: number) => removeSavedSearchMember(id, memberId),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: savedSearchKeys.members(id) });
      void queryClient.invalidateQueries({ queryKey: savedSearchKeys.list });
    },
  });
}
