import { searchTerm } from '@workbench/contract/keywords';
import type { DocumentsQuery, SearchQuery } from '@workbench/contract/search';
import { crimeCategoriesFor } from './crime-filter';
import type { SearchFilters } from './search.repository';

/** The filters of a search as the request gives them (a saved search keeps exactly these). */
export type SearchFilterParams = Pick<SearchQuery, 'keywords' | 'province' | 'crime' | 'municipality'> &
  Partial<Pick<SearchQuery, 'location' | 'start_date' | 'end_date'>>;

export const filtersOf = (q: SearchFilterParams): SearchFilters => ({
  terms: q.keywords.map(searchTerm),
  location: q.location,
  startDate: q.start_date,
  endDate: q.end_date,
  provinces: q.province,
  crimes: crimeCategoriesFor(q.crime),
  municipalities: q.municipality,
});

/** The filters of a request to the search endpoints: a search, its grouping and whether copies count. */
export const documentFiltersOf = (
  q: SearchFilterParams & Pick<DocumentsQuery, 'group' | 'include_copies'>,
): SearchFilters => ({
  ...filtersOf(q),
  grouped: q.group === 'incident',
  includeCopies: q.include_copies,
});
