import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QuestionsResponse } from '@workbench/contract/questions';
import { apiRequest } from '../../../lib/api-client';
import { notebookKeys } from './keys';

/** How many saved answers the notebook keeps: the total of its saved questions, read from one row. */
export const fetchSavedAnswerCount = async (notebookId: number): Promise<number> =>
  (
    await apiRequest<QuestionsResponse>(`/notebooks/${notebookId}/questions`, {
      query: { page: 1, page_size: 1 },
    })
  ).total_results;

export const savedAnswerCountQueryOptions = (notebookId: number) =>
  queryOptions({
    queryKey: notebookKeys.savedAnswerCount(notebookId),
    queryFn: () => fetchSavedAnswerCount(notebookId),
    // Saving an answer happens in another feature, which does not refresh this count.
    staleTime: 0,
  });

/** The notebook's count of saved answers, read while `enabled` (a delete confirmation is open). */
export const useSavedAnswerCount = (notebookId: number, enabled = true) =>
  useQuery({ ...savedAnswerCountQueryOptions(notebookId), enabled });
