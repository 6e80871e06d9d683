import { useId } from 'react';
import { type SearchSort, SORTS } from '../lib/search-url';

export const SORT_LABELS: Record<SearchSort, string> = {
  relevance: 'Relevance',
  newest: 'Newest first',
  oldest: 'Oldest first',
};

/** The order of the results; changing it runs the search again in that order. */
export function SortControl({
  value,
  onChange,
}: {
  value: SearchSort;
  onChange: (sort: SearchSort) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2 text-sm">
      <label htmlFor={id} className="text-muted">
        Sort by
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as SearchSort)}
        className="h-8 rounded-control border border-line bg-white px-2 text-sm text-ink focus:border-brand focus:ring-2 focus:ring-brand/30 focus:outline-none"
      >
        {SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {SORT_LABELS[sort]}
          </option>
        ))}
      </select>
    </div>
  );
}
