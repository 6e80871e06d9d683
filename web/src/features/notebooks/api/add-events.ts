import { useQueryClient } from '@tanstack/react-query';
import { MAX_EVENTS_PER_REQUEST } from '@workbench/contract/limits';
import type { AddEventsBody, AddEventsResponse, Notebook } from '@workbench/contract/notebooks';
import { apiRequest } from '../../../lib/api-client';
import { type KeyFor, useCreatingMutation } from '../../../lib/creating-mutation';
import { notebookKeys } from './keys';

export const addEventsToNotebook = (body: AddEventsBody, idempotencyKey: string) =>
  apiRequest<AddEventsResponse>('/notebooks/events/add', { method: 'POST', json: body, idempotencyKey });

/** Events that go into a notebook together with the search keywords that found them. */
export interface EventBatch {
  eventIds: readonly number[];
  keywords: readonly string[];
}

/** Adds any number of events to one notebook, in requests the server accepts, and sums the counts. */
export async function addAllEventsToNotebook(
  notebookId: number,
  batches: readonly EventBatch[],
  keyFor: KeyFor,
): Promise<AddEventsResponse> {
  const sum: AddEventsResponse = { events_added: 0, events_deduplicated: 0, events_not_found: 0 };
  for (const { eventIds, keywords } of batches) {
    for (let start = 0; start < eventIds.length; start += MAX_EVENTS_PER_REQUEST) {
      const body = {
        notebook_id: notebookId,
        events: eventIds.slice(start, start + MAX_EVENTS_PER_REQUEST).map((id) => ({ id })),
        keywords: [...keywords],
      };
      const part = await addEventsToNotebook(body, keyFor(body));
      sum.events_added += part.events_added;
      sum.events_deduplicated += part.events_deduplicated;
      sum.events_not_found += part.events_not_found;
    }
  }
  return sum;
}

export type AddOutcome =
  | { notebook: Pick<Notebook, 'id' | 'title'>; ok: true; result: AddEventsResponse }
  | { notebook: Pick<Notebook, 'id' | 'title'>; ok: false };

interface AddToNotebooksInput {
  notebooks: readonly Pick<Notebook, 'id' | 'title'>[];
  batches: readonly EventBatch[];
}

/**
 * Adds the same events to several notebooks at once. One notebook failing does not stop the others,
 * so the outcome is told per notebook. Counts, date ranges and lists are refreshed afterwards.
 */
export function useAddEventsToNotebooks() {
  const queryClient = useQueryClient();
  return useCreatingMutation({
    mutationFn: ({ notebooks, batches }: AddToNotebooksInput, keyFor) =>
      Promise.all(
        notebooks.map((notebook) =>
          addAllEventsToNotebook(notebook.id, batches, keyFor).then(
            (result): AddOutcome => ({ notebook, ok: true, result }),
            (): AddOutcome => ({ notebook, ok: false }),
          ),
        ),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notebookKeys.all }),
  });
}
