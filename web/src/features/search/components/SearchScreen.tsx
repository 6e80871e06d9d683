import type { Event } from '@workbench/contract/events';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { apiDate, parseApiDate } from '../../../lib/dates';
import { useSearchFacets } from '../api/search-facets';
import { useMediaQuery } from '../hooks/use-media-query';
import { useSearch } from '../hooks/use-search';
import { keywordPattern } from '../lib/highlight';
import { criteriaKey, type SearchCriteria } from '../lib/search-url';
import { EventModal } from './EventModal';
import { ActiveFilters, FacetPanel } from './FacetPanel';
import { type AddToNotebookSlot, ResultsPanel } from './ResultsPanel';
import { RetrievingOverlay } from './RetrievingOverlay';
import { EMPTY_SEARCH_FORM, SearchForm, type SearchFormValues } from './SearchForm';
import { SearchHeader } from './SearchHeader';
import { Timeline } from './Timeline';

export interface SearchScreenProps {
  /**
   * Renders an Add to Notebook control for the given events, in the results toolbar and the event
   * modal. The route supplies it, so that this feature does not depend on the notebooks feature.
   */
  renderAddToNotebook?: AddToNotebookSlot;
  /** Renders a Save search control for the search shown, in the results toolbar (from the route). */
  renderSaveSearch?: (criteria: SearchCriteria) => ReactNode;
  /** Events to mark New, such as those a saved search had not shown before. */
  newEventIds?: ReadonlySet<number>;
}

/** Tailwind's `lg`, where the facets become a column of their own. */
const FACETS_BESIDE_RESULTS = '(min-width: 1024px)';

const formFrom = (criteria: SearchCriteria | null): SearchFormValues =>
  criteria
    ? {
        keywords: criteria.keywords,
        location: criteria.location,
        startDate: parseApiDate(criteria.from),
        endDate: parseApiDate(criteria.to),
      }
    : EMPTY_SEARCH_FORM;

export function SearchScreen({ renderAddToNotebook, renderSaveSearch, newEventIds }: SearchScreenProps) {
  const search = useSearch();
  const { criteria } = search;
  const key = criteriaKey(criteria);
  const [values, setValues] = useState<SearchFormValues>(() => formFrom(criteria));
  // Bumped whenever the fields are set from outside (Clear Selection, Back, a timeline drag), so
  // that they drop half-typed text along with their old values.
  const [formKey, setFormKey] = useState(0);
  const [openEvent, setOpenEvent] = useState<Event | null>(null);
  const pattern = useMemo(() => keywordPattern(search.tokens), [search.tokens]);
  // Asked for beside the first page, so the results never wait for the counts.
  const facets = useSearchFacets(criteria);
  const besideResults = useMediaQuery(FACETS_BESIDE_RESULTS);

  // The address changed (Back, Forward, a facet, the timeline): the fields show that search.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the search's key stands for its criteria
  useEffect(() => {
    setValues(formFrom(criteria));
    setFormKey((k) => k + 1);
    setOpenEvent(null);
  }, [key]);

  const submit = () => {
    setOpenEvent(null);
    search.submit({
      keywords: values.keywords.trim(),
      location: values.location.trim(),
      from: apiDate(values.startDate) ?? '',
      to: apiDate(values.endDate) ?? '',
    });
  };

  const clear = () => {
    setValues(EMPTY_SEARCH_FORM);
    setFormKey((k) => k + 1);
    setOpenEvent(null);
    search.clear();
  };

  const openAt = useCallback((index: number) => setOpenEvent(search.events[index] ?? null), [search.events]);
  const closeModal = useCallback(() => setOpenEvent(null), []);

  const results = (
    <ResultsPanel
      events={search.events}
      total={search.total}
      totalRelation={search.totalRelation}
      criteria={criteria}
      keywords={search.tokens}
      pattern={pattern}
      selected={search.selectedRows}
      allMatching={search.allMatching}
      onSelectAllMatching={search.selectAllMatching}
      onSelectNone={search.selectNone}
      onSort={search.setSort}
      onGroup={search.setGroup}
      onToggle={search.toggle}
      onToggleAll={search.toggleAll}
      onOpen={openAt}
      loading={search.loading}
      loadingMore={search.loadingMore}
      canLoadMore={search.canLoadMore}
      onLoadMore={search.loadMore}
      message={search.message}
      renderAddToNotebook={renderAddToNotebook}
      saveSearch={criteria && renderSaveSearch?.(criteria)}
      newEventIds={newEventIds}
    />
  );

  return (
    <SearchHeader>
      <SearchForm key={formKey} values={values} onChange={setValues} onSubmit={submit} onClear={clear} />
      {criteria === null ? (
        results
      ) : (
        <div
          // The facet column is wide enough for "KwaZulu-Natal" beside an estimated count
          // ("about 15,538") on one line.
          className="grid items-start gap-4 lg:grid-cols-[15rem_minmax(0,1fr)]"
        >
          <details
            // Beside the results on a wide screen; folded above them on a phone, where they would
            // push the results a screen down.
            open={besideResults}
            className="group rounded-card border border-line-soft bg-white lg:sticky lg:top-4"
            data-testid="facets"
          >
            <summary className="cursor-pointer px-4 py-3 text-sm font-semibold text-ink lg:hidden">
              Filters
            </summary>
            <div className="px-3 pb-4 lg:pt-4">
              <FacetPanel
                criteria={criteria}
                facets={facets.data}
                loading={facets.isLoading}
                failed={facets.isError}
                onToggle={search.toggleFacetValue}
              />
            </div>
          </details>
          <div className="flex min-w-0 flex-col gap-4">
            <ActiveFilters criteria={criteria} onRemove={search.toggleFacetValue} />
            <Timeline
              months={facets.data?.month}
              approximate={facets.data?.approximate ?? false}
              loading={facets.isLoading}
              onRange={search.setDates}
            />
            {results}
          </div>
        </div>
      )}
      <EventModal
        event={openEvent}
        onClose={closeModal}
        pattern={pattern}
        renderAddToNotebook={renderAddToNotebook}
      />
      {search.loading && <RetrievingOverlay onCancel={search.cancel} />}
    </SearchHeader>
  );
}
