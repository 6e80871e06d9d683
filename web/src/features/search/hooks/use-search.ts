import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import { ApiError, TimeoutError } from '../../../lib/api-client';
import {
  newSearchRequest,
  type SearchCriteria,
  type SearchRequest,
  searchQueryKey,
  useSearchDocuments,
} from '../api/search-documents';

export const NO_DOCUMENTS = 'No documents found for the given criteria.';
export const UNEXPECTED_ERROR = 'An unexpected error occured. Please try again.';

/** The server's detail when it gave one (or our own time-out), otherwise the spec's catch-all. */
export function searchErrorMessage(error: unknown): string {
  if ((error instanceof ApiError || error instanceof TimeoutError) && error.message) return error.message;
  return UNEXPECTED_ERROR;
}

type Selection = ReadonlySet<number>;
const NOTHING: Selection = new Set();

/**
 * The search screen's state: the submitted search and its pages, the selected row positions, and
 * what a cancelled search goes back to.
 */
export function useSearch() {
  const queryClient = useQueryClient();
  const [request, setRequest] = useState<SearchRequest | null>(null);
  const [selected, setSelected] = useState<Selection>(NOTHING);
  const beforeSearch = useRef<{ request: SearchRequest | null; selected: Selection }>({
    request: null,
    selected: NOTHING,
  });
  const query = useSearchDocuments(request);
  const { data, error, isLoading, isFetchingNextPage, hasNextPage, fetchNextPage } = query;

  const events = useMemo(() => data?.pages.flatMap((page) => page.documents) ?? [], [data]);

  const submit = useCallback(
    (criteria: SearchCriteria) => {
      beforeSearch.current = { request, selected };
      setRequest(newSearchRequest(criteria));
      setSelected(NOTHING);
    },
    [request, selected],
  );

  /** Aborts the first page and puts back the results and selection from before it, with no message. */
  const cancel = useCallback(() => {
    const key = searchQueryKey(request);
    setRequest(beforeSearch.current.request);
    setSelected(beforeSearch.current.selected);
    void queryClient
      .cancelQueries({ queryKey: key })
      .then(() => queryClient.removeQueries({ queryKey: key }));
  }, [queryClient, request]);

  const clear = useCallback(() => {
    setRequest(null);
    setSelected(NOTHING);
  }, []);

  const toggle = useCallback((index: number) => {
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });
  }, []);

  const toggleAll = useCallback(() => {
    setSelected((current) =>
      current.size === events.length ? NOTHING : new Set(events.map((_, index) => index)),
    );
  }, [events]);

  const loadMore = useCallback(() => {
    void fetchNextPage();
  }, [fetchNextPage]);

  const lastPage = data?.pages.at(-1);
  let message: { text: string; tone: 'muted' | 'error' } | null = null;
  if (request === null) {
    message = { text: 'Enter keywords and at least one date, then press Submit.', tone: 'muted' };
  } else if (error) {
    message = { text: searchErrorMessage(error), tone: 'error' };
  } else if (data && events.length === 0) {
    message = { text: NO_DOCUMENTS, tone: 'muted' };
  }

  return {
    request,
    events,
    total: isLoading ? 0 : (lastPage?.total_results ?? events.length),
    loading: isLoading,
    loadingMore: isFetchingNextPage,
    canLoadMore: Boolean(hasNextPage) && !error,
    message,
    selected,
    submit,
    cancel,
    clear,
    toggle,
    toggleAll,
    loadMore,
  };
}
