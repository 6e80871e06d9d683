import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { notebookKeys } from './keys';

export const removeMember = (notebookId: number, memberId: number) =>
  apiRequest<null>(`/notebooks/${notebookId}/members/${memberId}`, { method: 'DELETE' });

/**
 * Removes a member, or (a member's own id) leaves the notebook. Everything about the notebook is read
 * again: after leaving, the lists no longer hold it.
 */
export function useRemoveMember(notebookId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (memberId: number) => removeMember(notebookId, memberId),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: notebookKeys.members(notebookId) });
      void queryClient.invalidateQueries({ queryKey: notebookKeys.activity(notebookId) });
      void queryClient.invalidateQueries({ queryKey: notebookKeys.lists });
    },
  });
}
