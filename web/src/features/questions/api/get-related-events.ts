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

/** The ids of every event an answer used, read page after page. */
export async function fetchAnswerEventIds(questionId: number): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ; page += 1) {
    const { events, total_results } = await fetchRelatedEvents(questionId, page);
    ids.push(...events.map((event) => event.id));
    // An empty page ends the walk too: the list may have shrunk since its total was counted.
    if (events.length === 0 || ids.length >= total_results) return ids;
  }
}

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
