import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Member, MemberRole } from '@workbench/contract/members';
import { apiRequest } from '../../../lib/api-client';
import { notebookKeys } from './keys';

export const updateMember = (notebookId: number, memberId: number, role: MemberRole) =>
  apiRequest<Member>(`/notebooks/${notebookId}/members/${memberId}`, { method: 'PATCH', json: { role } });

/** Gives a member another role; the members and the activity are read again. */
export function useUpdateMember(notebookId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ memberId, role }: { memberId: number; role: MemberRole }) =>
      updateMember(notebookId, memberId, role),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: notebookKeys.members(notebookId) });
      void queryClient.invalidateQueries({ queryKey: notebookKeys.activity(notebookId) });
    },
  });
}
