import { QueryClient, QueryClientProvider, useInfiniteQuery } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { AUTO_PAGE_PAUSE_MS, nextPageUntilTotal, useAutoPages } from './auto-pages';

interface Page {
  items: number[];
  total_results: number;
}
const next = nextPageUntilTotal((page: Page) => page.items);
const page = (count: number, total: number): Page => ({ items: Array(count).fill(0), total_results: total });

describe('nextPageUntilTotal', () => {
  it('asks for the next page while fewer items than the total are loaded', () => {
    expect(next(page(10, 25), [page(10, 25)], 1)).toBe(2);
    expect(next(page(10, 25), [page(10, 25), page(10, 25)], 2)).toBe(3);
    expect(next(page(5, 25), [page(10, 25), page(10, 25), page(5, 25)], 3)).toBeUndefined();
    expect(next(page(0, 0), [page(0, 0)], 1)).toBeUndefined();
  });

  it('stops at an empty page even when the total promises more', () => {
    expect(next(page(0, 25), [page(10, 25), page(0, 25)], 2)).toBeUndefined();
  });
});

describe('useAutoPages', () => {
  it('loads every page, one at a time, with a pause between them', async () => {
    const started: number[] = [];
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(
      () => {
        const query = useInfiniteQuery({
          queryKey: ['numbers'],
          initialPageParam: 1,
          queryFn: async ({ pageParam }) => {
            started.push(Date.now());
            return page(pageParam < 4 ? 10 : 2, 32);
          },
          getNextPageParam: next,
        });
        useAutoPages(query);
        return query;
      },
      { wrapper },
    );
    await waitFor(() => expect(result.current.data?.pages).toHaveLength(4));
    expect(result.current.hasNextPage).toBe(false);
    const gaps = started.slice(1).map((at, i) => at - (started[i] ?? 0));
    // Timers may fire a millisecond early.
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(AUTO_PAGE_PAUSE_MS - 5);
  });
});
