import type { TotalRelation } from '@workbench/contract/search';

/** A count as the screens write it: 1,234. */
export const formatCount = (count: number) => count.toLocaleString('en');

/**
 * A total of matching events as the screens write it. The server counts exactly up to 10,000; past
 * that (total_relation gte) it says at least that many match, and the screen says "10,000+".
 */
export const formatTotal = (total: number, relation: TotalRelation = 'eq') =>
  relation === 'gte' ? `${formatCount(total)}+` : formatCount(total);

/**
 * A facet count as the screens write it: "about 1,200" when the server estimated it from a sample
 * (facets of a search past 10,000 matches), as Elasticsearch-based tools mark sampled aggregations.
 */
export const formatFacetCount = (count: number, approximate = false) =>
  approximate ? `about ${formatCount(count)}` : formatCount(count);
