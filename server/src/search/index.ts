/** What other features may use of search: running a search's filters, for a page, a count or new events. */

export {
  countMatching,
  matchesAmong,
  type SearchFilters,
  type SearchHit,
  searchEvents,
} from './search.repository';
export { filtersOf, type SearchFilterParams } from './search-filters';
