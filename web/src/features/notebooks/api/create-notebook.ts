import { useQueryClient } from '@tanstack/react-query';
import type { CreateNotebookBody, Notebook } from '@workbench/contract/notebooks';
import { apiRequest } from '../../../lib/api-client';
import { useCreatingMutation } from '../../../lib/creating-mutation';
import { getSession } from '../../../lib/session';
import { notebookKeys } from './keys';

export const createNotebook = (body: CreateNotebookBody, idempotencyKey: string) =>
  apiRequest<Notebook>('/notebooks/create', { method: 'POST', json: body, idempotencyKey });

/** Creates a notebook for the signed-in user and puts it at the top of the cached list. */
export function useCreateNotebook() {
  const queryClient = useQueryClient();
  return useCreatingMutation({
    mutationFn: ({ title, description }: { title: string; description: string }, keyFor) => {
      const body = { title, description, params: {}, owner_id: Number(getSession().userId) };
      return createNotebook(body, keyFor(body));
    },
    onSuccess: (created) => {
      queryClient.setQueryData(notebookKeys.detail(created.id), created);
      queryClient.setQueryData<Notebook[]>(notebookKeys.list(getSession().userId), (list) =>
        list ? [created, ...list.filter((nb) => nb.id !== created.id)] : list,
      );
    },
  });
}
