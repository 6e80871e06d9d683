import {
  cappedTotal,
  type FacetCount,
  type FacetsResponse,
  type SearchDocument,
} from '@workbench/contract/search';
import { presentEvent } from '../events';
import type { FacetCounts, FacetRow, SearchHit } from './search.repository';

/** A search result: the event, the keywords it matched and the size of its case. */
export const presentHit = (hit: SearchHit): SearchDocument => ({
  ...presentEvent(hit, hit.matched),
  incident_size: hit.incidentSize,
});

/** Most events first; equal counts by value, so the order never depends on the database. */
const byCountThenValue = (a: FacetCount, b: FacetCount) =>
  b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0);

const monthAfter = (month: string) => {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
};

/** Every month from the first to the last counted one, with 0 for those without events. */
export function everyMonth(counted: FacetCount[]): FacetCount[] {
  const sorted = counted.map((c) => c.value).sort();
  const first = sorted[0];
  const last = sorted.at(-1);
  if (!first || !last) return [];
  const counts = new Map(counted.map((c) => [c.value, c.count]));
  const months: FacetCount[] = [];
  for (let month = first; month <= last; month = monthAfter(month)) {
    months.push({ value: month, count: counts.get(month) ?? 0 });
  }
  return months;
}

/** Years summed from the months, the years between included with 0, so both read as a timeline. */
function everyYear(months: FacetCount[]): FacetCount[] {
  const years = new Map<string, number>();
  for (const { value, count } of months) {
    const year = value.slice(0, 4);
    years.set(year, (years.get(year) ?? 0) + count);
  }
  return [...years].map(([value, count]) => ({ value, count }));
}

/**
 * The facets of a search. Counted exactly, their total is the exact sum of the months, at no cost,
 * yet is reported by the rule of every search total (capped unless `exactTotal`), so that the results
 * and their facets never give two different totals for the same search; estimated from a sample,
 * they carry the capped total counted beside them.
 */
export function presentFacets(facets: FacetCounts, exactTotal: boolean): FacetsResponse {
  const of = (facet: FacetRow['facet']) =>
    facets.rows.filter((row) => row.facet === facet).map(({ value, count }) => ({ value, count }));
  const month = everyMonth(of('month'));
  // Every event has an effective date (the publication date is required), so months add up to all.
  const all = month.reduce((sum, m) => sum + m.count, 0);
  const { total, relation } = facets.approximate
    ? facets.total
    : exactTotal
      ? { total: all, relation: 'eq' as const }
      : cappedTotal(all);
  return {
    total_results: total,
    total_relation: relation,
    approximate: facets.approximate,
    province: of('province').sort(byCountThenValue),
    crime: of('crime').sort(byCountThenValue),
    municipality: of('municipality').sort(byCountThenValue),
    year: everyYear(month),
    month,
  };
}
