import type { FacetCount, FacetsResponse } from '@workbench/contract/search';
import { useState } from 'react';
import { formatFacetCount } from '../../../lib/totals';
import { FACET_FIELDS, type FacetField, type SearchCriteria } from '../lib/search-url';

/** How many values a facet lists before "Show more". */
export const FACET_TOP = 8;

export const FACET_LABELS: Record<FacetField, string> = {
  province: 'Province',
  crime: 'Crime',
  municipality: 'Municipality',
};

interface FacetPanelProps {
  criteria: SearchCriteria;
  facets: FacetsResponse | undefined;
  loading: boolean;
  failed: boolean;
  onToggle: (field: FacetField, value: string) => void;
}

/**
 * Counts of the matching events per province, crime and municipality; a click filters by one.
 * Counts the server estimated from a sample read "about" and the panel says why once.
 */
export function FacetPanel({ criteria, facets, loading, failed, onToggle }: FacetPanelProps) {
  const approximate = facets?.approximate ?? false;
  return (
    <nav aria-label="Filter results" className="flex flex-col gap-5">
      {failed ? (
        <p className="text-sm text-muted">The filters could not be counted.</p>
      ) : (
        <>
          {approximate && (
            <p className="text-xs text-muted">Counts are estimated from a sample of the results.</p>
          )}
          {FACET_FIELDS.map((field) => (
            <FacetGroup
              key={field}
              field={field}
              counts={facets?.[field]}
              approximate={approximate}
              active={criteria[field]}
              loading={loading}
              onToggle={onToggle}
            />
          ))}
        </>
      )}
    </nav>
  );
}

interface FacetGroupProps {
  field: FacetField;
  counts: readonly FacetCount[] | undefined;
  approximate: boolean;
  active: readonly string[];
  loading: boolean;
  onToggle: (field: FacetField, value: string) => void;
}

function FacetGroup({ field, counts, approximate, active, loading, onToggle }: FacetGroupProps) {
  const [expanded, setExpanded] = useState(false);
  const headingId = `facet-${field}-heading`;
  // A chosen value stays in view even when the top of the list no longer holds it.
  const all = counts ?? [];
  const shown = expanded
    ? all
    : [...all.slice(0, FACET_TOP), ...all.slice(FACET_TOP).filter((c) => active.includes(c.value))];
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-1.5">
      <h3 id={headingId} className="text-xs font-semibold tracking-wide text-muted uppercase">
        {FACET_LABELS[field]}
      </h3>
      {loading && !counts ? (
        <FacetSkeleton />
      ) : all.length === 0 ? (
        <p className="text-sm text-muted">None</p>
      ) : (
        <ul className="flex flex-col">
          {shown.map(({ value, count }) => {
            const on = active.includes(value);
            return (
              <li key={value}>
                <button
                  type="button"
                  aria-pressed={on}
                  onClick={() => onToggle(field, value)}
                  className={`flex w-full items-baseline justify-between gap-3 rounded-control px-2 py-1 text-left text-sm hover:bg-slate-100 ${on ? 'bg-blue-50 font-medium text-brand' : 'text-ink'}`}
                >
                  <span className="min-w-0 break-words">
                    {on && <span aria-hidden="true">✓ </span>}
                    {value}
                  </span>
                  <span className="shrink-0 text-xs text-muted tabular-nums">
                    {formatFacetCount(count, approximate)}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {all.length > FACET_TOP && (
        <button
          type="button"
          aria-expanded={expanded}
          onClick={() => setExpanded((was) => !was)}
          className="self-start rounded-control px-2 text-sm font-medium text-brand hover:underline"
        >
          {expanded ? 'Show fewer' : `Show more (${all.length - FACET_TOP})`}
        </button>
      )}
    </section>
  );
}

function FacetSkeleton() {
  return (
    <div aria-hidden="true" className="flex flex-col gap-2 px-2 py-1">
      {[80, 64, 72].map((width) => (
        <span
          key={width}
          className="block h-3.5 animate-pulse rounded bg-slate-200"
          style={{ width: `${width}%` }}
        />
      ))}
    </div>
  );
}

interface ActiveFiltersProps {
  criteria: SearchCriteria;
  onRemove: (field: FacetField, value: string) => void;
}

/** The facet values the results are filtered by, each removable. */
export function ActiveFilters({ criteria, onRemove }: ActiveFiltersProps) {
  const chips = FACET_FIELDS.flatMap((field) => criteria[field].map((value) => ({ field, value })));
  if (chips.length === 0) return null;
  return (
    <ul aria-label="Active filters" className="flex flex-wrap gap-2">
      {chips.map(({ field, value }) => (
        <li key={`${field}:${value}`}>
          <button
            type="button"
            onClick={() => onRemove(field, value)}
            aria-label={`Remove filter ${FACET_LABELS[field]}: ${value}`}
            className="inline-flex items-center gap-1.5 rounded-full border border-blue-200 bg-blue-50 py-0.5 pr-2 pl-3 text-sm text-brand hover:bg-blue-100"
          >
            <span className="text-xs text-muted">{FACET_LABELS[field]}:</span> {value}
            <span aria-hidden="true" className="text-base leading-none">
              ×
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
