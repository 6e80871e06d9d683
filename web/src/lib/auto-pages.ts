import { useEffect } from 'react';

/** The spec's pause between two automatic page fetches, so a long list does not hammer the server. */
export const AUTO_PAGE_PAUSE_MS = 100;

/**
 * `getNextPageParam` for lists that answer with `total_results`: the next page number while fewer
 * items than the total are loaded. An empty page stops the walk too, because the list may have
 * shrunk on the server since the total was counted, and asking again would never end.
 */
export function nextPageUntilTotal<TPage extends { total_results: number }>(
  itemsOf: (page: TPage) => readonly unknown[],
) {
  return (lastPage: TPage, allPages: TPage[], lastPageParam: number): number | undefined => {
    const loaded = allPages.reduce((sum, page) => sum + itemsOf(page).length, 0);
    if (itemsOf(lastPage).length === 0) return undefined;
    return loaded < lastPage.total_results ? lastPageParam + 1 : undefined;
  };
}

interface PagedQuery {
  data?: { pages: readonly unknown[] };
  hasNextPage: boolean;
  isFetching: boolean;
  isError: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/**
 * Loads the remaining pages of an infinite query one after another, each after a short pause. It
 * stops at the first failure: the screen shows what it has plus the error rather than retrying forever.
 */
export function useAutoPages(query: PagedQuery, pauseMs = AUTO_PAGE_PAUSE_MS): void {
  const { hasNextPage, isFetching, isError, fetchNextPage } = query;
  // A page can arrive without a render that shows it loading, so the page count is what says
  // "another page is in": without it the walk would stop after the second page.
  const pageCount = query.data?.pages.length ?? 0;
  useEffect(() => {
    if (!hasNextPage || isFetching || isError || pageCount === 0) return;
    const timer = setTimeout(() => void fetchNextPage(), pauseMs);
    return () => clearTimeout(timer);
  }, [hasNextPage, isFetching, isError, fetchNextPage, pauseMs, pageCount]);
}
