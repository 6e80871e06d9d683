/** One value of a facet and how many matching events have it. */
export interface FacetCount {
  value: string;
  count: number;
}

export interface SearchFacets {
  total_results: number;
  province: FacetCount[];
  crime: FacetCount[];
  municipality: FacetCount[];
  year: FacetCount[];
  /** yyyy-MM, every month from the first to the last with a count of 0 where nothing happened. */
  month: FacetCount[];
}

export interface SearchIds {
  ids: number[];
  total_results: number;
  /** True when more events matched than the server hands out ids for. */
  truncated: boolean;
}
