import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { NotebookKeywordsResponse } from '@workbench/contract/notebooks';
import { apiRequest } from '../../../lib/api-client';
import { nextPageUntilTotal, useAutoPages } from '../../../lib/auto-pages';
import { notebookKeys } from './keys';

export const KEYWORDS_PAGE_SIZE = 10;

export const fetchNotebookKeywords = (id: number, page: number, pageSize = KEYWORDS_PAGE_SIZE) =>
  apiRequest<NotebookKeywordsResponse>(`/notebooks/${id}/keywords`, {
    query: { page, page_size: pageSize },
  });

export const notebookKeywordsQueryOptions = (id: number) =>
  infiniteQueryOptions({
    queryKey: notebookKeys.keywords(id),
    queryFn: ({ pageParam }) => fetchNotebookKeywords(id, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPageUntilTotal((page: NotebookKeywordsResponse) => page.keywords),
  });

export function useNotebookKeywords(id: number) {
  const query = useInfiniteQuery(notebookKeywordsQueryOptions(id));
  useAutoPages(query);
  return query;
}
