import { describe, expect, it } from 'vitest';
import {
  criteriaFromParams,
  criteriaKey,
  paramsFromCriteria,
  type SearchCriteria,
  toggleFacet,
} from './search-url';

const search = (fields: Partial<SearchCriteria> = {}): SearchCriteria => ({
  keywords: '"stock theft" -cattle',
  location: 'Durban',
  from: '2024-01-01',
  to: '2024-06-30',
  province: ['KwaZulu-Natal'],
  crime: ['Stock theft', 'Robbery'],
  municipality: [],
  sort: 'newest',
  group: false,
  ...fields,
});

describe('search in the address', () => {
  it('goes into the address and comes back the same', () => {
    const params = paramsFromCriteria(search());
    expect(params.toString()).toBe(
      'keywords=%22stock+theft%22+-cattle&location=Durban&from=2024-01-01&to=2024-06-30&province=KwaZulu-Natal&crime=Stock+theft&crime=Robbery&sort=newest',
    );
    expect(criteriaFromParams(new URLSearchParams(params.toString()))).toEqual(search());
  });

  it('leaves out what is empty and the default order, so links stay short', () => {
    const criteria = search({ location: ' ', from: '', to: '', province: [], crime: [], sort: 'relevance' });
    expect(paramsFromCriteria(criteria).toString()).toBe('keywords=%22stock+theft%22+-cattle');
  });

  it('reads no search without keywords, and ignores a bad date, an unknown order and repeats', () => {
    expect(criteriaFromParams(new URLSearchParams('location=Durban'))).toBeNull();
    expect(
      criteriaFromParams(new URLSearchParams('keywords=theft&from=31/12/2024&sort=loudest&crime=A&crime=A')),
    ).toMatchObject({ from: '', sort: 'relevance', crime: ['A'] });
  });

  it('remembers grouped follow-ups in the address, and only the one value it knows', () => {
    const grouped = paramsFromCriteria(search({ group: true }));
    expect(grouped.get('group')).toBe('incident');
    expect(criteriaFromParams(grouped)).toEqual(search({ group: true }));
    expect(criteriaFromParams(new URLSearchParams('keywords=theft&group=yes'))).toMatchObject({
      group: false,
    });
    expect(criteriaKey(search())).not.toBe(criteriaKey(search({ group: true })));
  });

  it('gives equal searches equal keys', () => {
    expect(criteriaKey(search())).toBe(criteriaKey({ ...search(), crime: ['Stock theft', 'Robbery'] }));
    expect(criteriaKey(search())).not.toBe(criteriaKey(search({ sort: 'oldest' })));
    expect(criteriaKey(null)).toBe('');
  });

  it('adds a facet value on the first click and removes it on the second', () => {
    const once = toggleFacet(search(), 'province', 'Gauteng');
    expect(once.province).toEqual(['KwaZulu-Natal', 'Gauteng']);
    expect(toggleFacet(once, 'province', 'Gauteng').province).toEqual(['KwaZulu-Natal']);
  });
});
