import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { site } from '../../../config/site';

export const CURATED_DATA_TAB = 'Curated Data';

/** Title band of the search screen with its single tab; the screen's content goes in the tab panel. */
export function SearchHeader({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2">
        <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <h1 className="text-xl font-semibold text-ink">{site.toolName}</h1>
          <span className="text-sm text-muted">version {site.version}</span>
        </div>
        <Link to={paths.about} className="text-sm font-medium text-brand hover:underline">
          Learn More
        </Link>
      </div>
      <div role="tablist" aria-label="Data sources" className="flex border-b border-line-soft">
        <button
          type="button"
          role="tab"
          id="search-tab-curated"
          aria-selected="true"
          aria-controls="search-panel-curated"
          className="-mb-px border-b-2 border-brand px-1 pb-2 text-sm font-semibold text-brand"
        >
          {CURATED_DATA_TAB}
        </button>
      </div>
      <div
        role="tabpanel"
        id="search-panel-curated"
        aria-labelledby="search-tab-curated"
        className="flex flex-col gap-4"
      >
        {children}
      </div>
    </div>
  );
}
