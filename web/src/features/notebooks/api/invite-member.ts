import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Invitation, InviteMemberBody } from '@workbench/contract/members';
import { apiRequest } from '../../../lib/api-client';
import { notebookKeys } from './keys';

export const inviteMember = (notebookId: number, body: InviteMemberBody) =>
  apiRequest<Invitation>(`/notebooks/${notebookId}/members`, { method: 'POST', json: body });

/** Shares the notebook with an address; the members and the activity are read again. */
export function useInviteMember(notebookId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InviteMemberBody) => inviteMember(notebookId, body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: notebookKeys.members(notebookId) });
      void queryClient.invalidateQueries({ queryKey: notebookKeys.activity(notebookId) });
    },
  });
}
