import { describe, expect, it } from 'vitest';
import { makeEvent } from '../test/events';
import { nextSearchPage, SEARCH_PAGE_SIZE } from './search-documents';

const page = (count: number, total?: number): Parameters<typeof nextSearchPage>[0][number] => ({
  documents: Array.from({ length: count }, (_, i) => makeEvent(i)),
  ...(total === undefined ? {} : { total_results: total }),
});

describe('nextSearchPage', () => {
  it('asks for more while fewer events are loaded than the total', () => {
    expect(nextSearchPage([page(50, 120)], 1)).toBe(2);
    expect(nextSearchPage([page(50, 120), page(50, 120)], 2)).toBe(3);
    expect(nextSearchPage([page(50, 120), page(50, 120), page(20, 120)], 3)).toBeUndefined();
    expect(nextSearchPage([page(50, 50)], 1)).toBeUndefined();
  });

  it('without a total, asks for more while pages come back full', () => {
    expect(nextSearchPage([page(SEARCH_PAGE_SIZE)], 1)).toBe(2);
    expect(nextSearchPage([page(SEARCH_PAGE_SIZE), page(7)], 2)).toBeUndefined();
  });

  it('past a total of "at least" (gte), asks for more while pages come back full', () => {
    const pages = Array.from({ length: 200 }, () => ({
      ...page(50, 10_000),
      total_relation: 'gte' as const,
    }));
    expect(nextSearchPage(pages.slice(0, 2), 2)).toBe(3);
    // 10,000 loaded: the total is reached, but it was only a lower bound.
    expect(nextSearchPage(pages, 200)).toBe(201);
    expect(nextSearchPage([...pages, { ...page(30, 10_000), total_relation: 'gte' }], 201)).toBeUndefined();
    // The same 10,000 as an exact total ends the list.
    expect(
      nextSearchPage(
        pages.map((p) => ({ ...p, total_relation: 'eq' as const })),
        200,
      ),
    ).toBeUndefined();
  });

  it('stops at an empty page even if the total promises more', () => {
    expect(nextSearchPage([page(50, 500), page(0, 500)], 2)).toBeUndefined();
  });
});
