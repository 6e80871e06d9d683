import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { QUESTION_EVENTS_PAGE_SIZE } from '@workbench/contract/limits';
import type { QuestionEventsResponse } from '@workbench/contract/questions';
import { apiRequest } from '../../../lib/api-client';
import { useAutoPages } from '../../../lib/auto-pages';
import { nextQuestionEventsPage } from './get-related-events';
import { questionKeys } from './keys';

/** The notebook's events that an answer did not use. */
export const fetchUnrelatedEvents = (questionId: number, page: number) =>
  apiRequest<QuestionEventsResponse>(`/questions/${questionId}/events/unlinked`, {
    query: { page, page_size: QUESTION_EVENTS_PAGE_SIZE },
  });

export const unrelatedEventsQueryOptions = (questionId: number) =>
  infiniteQueryOptions({
    queryKey: questionKeys.unrelated(questionId),
    queryFn: ({ pageParam }) => fetchUnrelatedEvents(questionId, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextQuestionEventsPage,
  });

export function useUnrelatedEvents(questionId: number) {
  const query = useInfiniteQuery(unrelatedEventsQueryOptions(questionId));
  useAutoPages(query);
  return query;
}
