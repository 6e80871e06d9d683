/**
 * A search as the address bar holds it, so that back/forward, a reload and a shared link all give the
 * same results: `/?keywords=…&location=…&from=…&to=…&province=…&crime=…&municipality=…&sort=…&group=incident`.
 */

import type { SearchSort } from '@workbench/contract/search';

export type { SearchSort };
/** The server's orders (contract SEARCH_SORTS), spelled out here to keep zod out of the web bundle. */
export const SORTS: readonly SearchSort[] = ['relevance', 'newest', 'oldest'];
export const DEFAULT_SORT: SearchSort = 'relevance';

/** The facets a click can filter by; each may be picked several times (OR within one, AND across). */
export const FACET_FIELDS = ['province', 'crime', 'municipality'] as const;
export type FacetField = (typeof FACET_FIELDS)[number];

export interface SearchCriteria {
  /** What was typed in Keywords, quotes and minus signs included. */
  keywords: string;
  location: string;
  /** yyyy-MM-dd, or '' for no bound. */
  from: string;
  to: string;
  province: readonly string[];
  crime: readonly string[];
  municipality: readonly string[];
  sort: SearchSort;
  /** One row per incident: follow-ups and the first report of a case shown as one result. */
  group: boolean;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

const day = (value: string | null) => (value && ISO_DAY.test(value) ? value : '');

const distinct = (values: readonly string[]) => [...new Set(values.map((v) => v.trim()).filter(Boolean))];

/** The search in the address, or null when the address holds none (the idle screen). */
export function criteriaFromParams(params: URLSearchParams): SearchCriteria | null {
  const keywords = params.get('keywords')?.trim() ?? '';
  if (!keywords) return null;
  const sort = params.get('sort');
  return {
    keywords,
    location: params.get('location')?.trim() ?? '',
    from: day(params.get('from')),
    to: day(params.get('to')),
    province: distinct(params.getAll('province')),
    crime: distinct(params.getAll('crime')),
    municipality: distinct(params.getAll('municipality')),
    sort: SORTS.includes(sort as SearchSort) ? (sort as SearchSort) : DEFAULT_SORT,
    group: params.get('group') === 'incident',
  };
}

/** The address for a search; empty parts and the default sort are left out so links stay short. */
export function paramsFromCriteria(criteria: SearchCriteria): URLSearchParams {
  const params = new URLSearchParams();
  params.set('keywords', criteria.keywords.trim());
  if (criteria.location.trim()) params.set('location', criteria.location.trim());
  if (criteria.from) params.set('from', criteria.from);
  if (criteria.to) params.set('to', criteria.to);
  for (const field of FACET_FIELDS) for (const value of criteria[field]) params.append(field, value);
  if (criteria.sort !== DEFAULT_SORT) params.set('sort', criteria.sort);
  if (criteria.group) params.set('group', 'incident');
  return params;
}

/** One string per distinct search, for cache keys and the selection kept per search. */
export const criteriaKey = (criteria: SearchCriteria | null) =>
  criteria ? paramsFromCriteria(criteria).toString() : '';

/** The criteria with one facet value added when absent, removed when present. */
export function toggleFacet(criteria: SearchCriteria, field: FacetField, value: string): SearchCriteria {
  const current = criteria[field];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  return { ...criteria, [field]: next };
}
