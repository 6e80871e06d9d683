import { useQueryClient } from '@tanstack/react-query';
import { splitKeywords } from '@workbench/contract/keywords';
import type { TotalRelation } from '@workbench/contract/search';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ApiError, TimeoutError } from '../../../lib/api-client';
import { searchQueryKey, useSearchDocuments } from '../api/search-documents';
import {
  criteriaFromParams,
  criteriaKey,
  type FacetField,
  paramsFromCriteria,
  type SearchCriteria,
  type SearchSort,
  toggleFacet,
} from '../lib/search-url';
import { NOTHING_SELECTED, putSelection, type Selection, selectionOf, useSelection } from './selection-store';

export const NO_DOCUMENTS = 'No documents found for the given criteria.';
export const UNEXPECTED_ERROR = 'An unexpected error occured. Please try again.';

/** The server's detail when it gave one (or our own time-out), otherwise the spec's catch-all. */
export function searchErrorMessage(error: unknown): string {
  if ((error instanceof ApiError || error instanceof TimeoutError) && error.message) return error.message;
  return UNEXPECTED_ERROR;
}

const NO_TOKENS: readonly string[] = [];

/**
 * The search screen's state. The search itself lives in the address (see search-url.ts), so every
 * change of it is a navigation; its pages live in the query cache and its ticks in the selection
 * store, both keyed by the search, so Back and Forward bring each search back as it was left.
 */
export function useSearch() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const criteria = useMemo(() => criteriaFromParams(new URLSearchParams(location.search)), [location.search]);
  const key = criteriaKey(criteria);
  const [selection, updateSelection] = useSelection(key);
  // What Cancel goes back to: the address, results and ticks from before the search now loading.
  const beforeSearch = useRef<{ search: string; key: string; pages: unknown; selection: Selection }>({
    search: '',
    key: '',
    pages: undefined,
    selection: NOTHING_SELECTED,
  });

  const query = useSearchDocuments(criteria);
  const { data, error, isLoading, isFetchingNextPage, hasNextPage, fetchNextPage } = query;
  const events = useMemo(() => data?.pages.flatMap((page) => page.documents) ?? [], [data]);
  const tokens = useMemo(() => (criteria ? splitKeywords([criteria.keywords]) : NO_TOKENS), [criteria]);

  /** Remembers the search on screen as the one Cancel goes back to. */
  const rememberShown = useCallback(
    (search: string, shownKey: string, shownCriteria: SearchCriteria | null) => {
      beforeSearch.current = {
        search,
        key: shownKey,
        pages: queryClient.getQueryData(searchQueryKey(shownCriteria)),
        selection: selectionOf(shownKey),
      };
    },
    [queryClient],
  );

  // Whatever changed the address (a submit, a facet, Back), Cancel returns to the search shown before.
  const shown = useRef({ search: location.search, key, criteria });
  useEffect(() => {
    if (shown.current.key === key) return;
    rememberShown(shown.current.search, shown.current.key, shown.current.criteria);
    shown.current = { search: location.search, key, criteria };
  }, [criteria, key, location.search, rememberShown]);

  const go = useCallback(
    (next: SearchCriteria | null, { fresh = false } = {}) => {
      const nextKey = criteriaKey(next);
      if (fresh) {
        // A submitted search is fetched afresh, even one still in memory, and starts with nothing
        // ticked; submitted again as it stands, Cancel puts back the results it had.
        if (nextKey === key) rememberShown(location.search, key, criteria);
        void queryClient.resetQueries({
          predicate: (query) => query.queryKey[0] === 'search' && query.queryKey[2] === nextKey,
        });
        putSelection(nextKey, NOTHING_SELECTED);
      }
      if (nextKey !== key) navigate({ search: next ? `?${paramsFromCriteria(next)}` : '' });
    },
    [criteria, key, location.search, navigate, queryClient, rememberShown],
  );

  const submit = useCallback(
    (form: Pick<SearchCriteria, 'keywords' | 'location' | 'from' | 'to'>) =>
      go(
        {
          ...form,
          province: [],
          crime: [],
          municipality: [],
          sort: criteria?.sort ?? 'relevance',
          group: criteria?.group ?? false,
        },
        { fresh: true },
      ),
    [criteria, go],
  );

  /** Aborts the first page and goes back to the search (and its ticks) from before it, with no message. */
  const cancel = useCallback(() => {
    const cancelled = searchQueryKey(criteria);
    const before = beforeSearch.current;
    void queryClient.cancelQueries({ queryKey: cancelled }).then(() => {
      if (before.key === key) queryClient.setQueryData(cancelled, before.pages);
      else queryClient.removeQueries({ queryKey: cancelled });
    });
    putSelection(before.key, before.selection);
    if (before.key !== key) navigate({ search: before.search }, { replace: true });
  }, [criteria, key, navigate, queryClient]);

  const clear = useCallback(() => go(null), [go]);

  /** The current search changed in one respect; nothing happens on the idle screen. */
  const refine = useCallback(
    (change: (current: SearchCriteria) => SearchCriteria) => {
      if (criteria) go(change(criteria));
    },
    [criteria, go],
  );
  const toggleFacetValue = useCallback(
    (field: FacetField, value: string) => refine((current) => toggleFacet(current, field, value)),
    [refine],
  );
  const setSort = useCallback((sort: SearchSort) => refine((current) => ({ ...current, sort })), [refine]);
  const setGroup = useCallback((group: boolean) => refine((current) => ({ ...current, group })), [refine]);
  const setDates = useCallback(
    (from: string, to: string) => refine((current) => ({ ...current, from, to })),
    [refine],
  );

  const toggle = useCallback(
    (index: number) =>
      updateSelection((current) => {
        const rows = new Set(current.allMatching ? events.map((_, i) => i) : current.rows);
        if (!rows.delete(index)) rows.add(index);
        return { rows, allMatching: false };
      }),
    [events, updateSelection],
  );

  /** The header checkbox: every loaded row, or none. */
  const toggleAll = useCallback(
    () =>
      updateSelection((current) =>
        current.allMatching || (events.length > 0 && current.rows.size === events.length)
          ? NOTHING_SELECTED
          : { rows: new Set(events.map((_, index) => index)), allMatching: false },
      ),
    [events, updateSelection],
  );

  const selectAllMatching = useCallback(
    () => updateSelection(() => ({ rows: new Set(), allMatching: true })),
    [updateSelection],
  );
  const selectNone = useCallback(() => updateSelection(() => NOTHING_SELECTED), [updateSelection]);

  const loadMore = useCallback(() => {
    void fetchNextPage();
  }, [fetchNextPage]);

  const lastPage = data?.pages.at(-1);
  let message: { text: string; tone: 'muted' | 'error' } | null = null;
  if (criteria === null) {
    message = { text: 'Enter keywords and at least one date, then press Submit.', tone: 'muted' };
  } else if (error) {
    message = { text: searchErrorMessage(error), tone: 'error' };
  } else if (data && events.length === 0) {
    message = { text: NO_DOCUMENTS, tone: 'muted' };
  }

  // Past 10,000 the server says only "at least" (gte) unless asked to count them all, which the
  // screen does not: "10,000+" reads as well and costs far less on a broad search.
  const totalRelation: TotalRelation = (!isLoading && lastPage?.total_relation) || 'eq';

  // Ticks are row positions; with every matching event chosen, all loaded rows show as ticked.
  const selectedRows = selection.allMatching ? new Set(events.map((_, index) => index)) : selection.rows;

  return {
    criteria,
    tokens,
    events,
    total: isLoading ? 0 : (lastPage?.total_results ?? events.length),
    totalRelation,
    loading: isLoading,
    loadingMore: isFetchingNextPage,
    canLoadMore: Boolean(hasNextPage) && !error,
    message,
    selectedRows,
    allMatching: selection.allMatching,
    submit,
    cancel,
    clear,
    toggleFacetValue,
    setSort,
    setGroup,
    setDates,
    toggle,
    toggleAll,
    selectAllMatching,
    selectNone,
    loadMore,
  };
}
