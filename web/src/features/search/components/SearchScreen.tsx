import type { Event } from '@workbench/contract/events';
import { splitKeywords } from '@workbench/contract/keywords';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { useSearch } from '../hooks/use-search';
import { keywordPattern } from '../lib/highlight';
import { EventModal } from './EventModal';
import { ResultsPanel } from './ResultsPanel';
import { RetrievingOverlay } from './RetrievingOverlay';
import { EMPTY_SEARCH_FORM, SearchForm, type SearchFormValues } from './SearchForm';
import { SearchHeader } from './SearchHeader';

const NO_KEYWORDS: readonly string[] = [];

export interface SearchScreenProps {
  /**
   * Renders an Add to Notebook control for the given events, in the results toolbar and the event
   * modal. The route supplies it, so that this feature does not depend on the notebooks feature.
   */
  renderAddToNotebook?: (events: Event[]) => ReactNode;
}

export function SearchScreen({ renderAddToNotebook }: SearchScreenProps) {
  const [values, setValues] = useState<SearchFormValues>(EMPTY_SEARCH_FORM);
  // Bumped by Clear Selection so that the fields drop half-typed text along with their values.
  const [formKey, setFormKey] = useState(0);
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const search = useSearch();
  const keywords = search.request?.criteria.keywords ?? NO_KEYWORDS;
  const pattern = useMemo(() => keywordPattern(keywords), [keywords]);

  const submit = () => {
    setOpenIndex(null);
    search.submit({
      keywords: splitKeywords([values.keywords]),
      location: values.location.trim(),
      startDate: values.startDate,
      endDate: values.endDate,
    });
  };

  const clear = () => {
    setValues(EMPTY_SEARCH_FORM);
    setFormKey((key) => key + 1);
    setOpenIndex(null);
    search.clear();
  };

  const closeModal = useCallback(() => setOpenIndex(null), []);

  return (
    <SearchHeader>
      <SearchForm key={formKey} values={values} onChange={setValues} onSubmit={submit} onClear={clear} />
      <ResultsPanel
        events={search.events}
        total={search.total}
        keywords={keywords}
        pattern={pattern}
        selected={search.selected}
        onToggle={search.toggle}
        onToggleAll={search.toggleAll}
        onOpen={setOpenIndex}
        loading={search.loading}
        loadingMore={search.loadingMore}
        canLoadMore={search.canLoadMore}
        onLoadMore={search.loadMore}
        message={search.message}
        renderAddToNotebook={renderAddToNotebook}
      />
      <EventModal
        event={openIndex === null ? null : (search.events[openIndex] ?? null)}
        onClose={closeModal}
        pattern={pattern}
        renderAddToNotebook={renderAddToNotebook}
      />
      {search.loading && <RetrievingOverlay onCancel={search.cancel} />}
    </SearchHeader>
  );
}
