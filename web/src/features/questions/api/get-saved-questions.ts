import { type InfiniteData, infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { QuestionsResponse } from '@workbench/contract/questions';
import { apiRequest } from '../../../lib/api-client';
import { nextPageUntilTotal, useAutoPages } from '../../../lib/auto-pages';
import { questionKeys } from './keys';

export const QUESTIONS_PAGE_SIZE = 10;

export type SavedQuestionPages = InfiniteData<QuestionsResponse, number>;

export const fetchSavedQuestions = (notebookId: number, page: number, pageSize = QUESTIONS_PAGE_SIZE) =>
  apiRequest<QuestionsResponse>(`/notebooks/${notebookId}/questions`, {
    query: { page, page_size: pageSize },
  });

export const savedQuestionsQueryOptions = (notebookId: number) =>
  infiniteQueryOptions({
    queryKey: questionKeys.saved(notebookId),
    queryFn: ({ pageParam }) => fetchSavedQuestions(notebookId, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPageUntilTotal((page: QuestionsResponse) => page.questions),
  });

/** The notebook's saved answers, newest first: the first page at once, the rest loaded behind it. */
export function useSavedQuestions(notebookId: number) {
  const query = useInfiniteQuery(savedQuestionsQueryOptions(notebookId));
  useAutoPages(query);
  return query;
}
