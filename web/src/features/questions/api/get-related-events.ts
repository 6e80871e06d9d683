import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { QUESTION_EVENTS_PAGE_SIZE } from '@workbench/contract/limits';
import type { QuestionEventsResponse } from '@workbench/contract/questions';
import { apiRequest } from '../../../lib/api-client';
import { nextPageUntilTotal, useAutoPages } from '../../../lib/auto-pages';
import { questionKeys } from './keys';

export const nextQuestionEventsPage = nextPageUntilTotal((page: QuestionEventsResponse) => page.events);

/** The events an answer was generated from. */
export const fetchRelatedEvents = (questionId: number, page: number) =>
  apiRequest<QuestionEventsResponse>(`/questions/${questionId}/events`, {
    query: { page, page_size: QUESTION_EVENTS_PAGE_SIZE },
  });

export const relatedEventsQueryOptions = (questionId: number) =>
  infiniteQueryOptions({
    queryKey: questionKeys.related(questionId),
    queryFn: ({ pageParam }) => fetchRelatedEvents(questionId, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextQuestionEventsPage,
  });

export function useRelatedEvents(questionId: number) {
  const query = useInfiniteQuery(relatedEventsQueryOptions(questionId));
  useAutoPages(query);
  return query;
}
