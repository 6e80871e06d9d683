import { useLocation } from 'react-router';
import { AddToNotebookMenu } from '../../features/notebooks/components/AddToNotebookMenu';
import { SaveSearchButton } from '../../features/saved-searches/components/SaveSearchButton';
import { useNewEventMarks } from '../../features/saved-searches/hooks/use-new-event-marks';
import { searchParams } from '../../features/search/api/search-documents';
import type { AddToNotebookSlot } from '../../features/search/components/ResultsPanel';
import { SearchScreen } from '../../features/search/components/SearchScreen';
import type { SearchCriteria } from '../../features/search/lib/search-url';
import { RequireSignedIn } from '../guards';

// Each event is filed with the search keywords it matched (or, for "all results", the search's own),
// which the notebook's Keywords tab counts.
const addToNotebook: AddToNotebookSlot = (events, keywords, label) => (
  <AddToNotebookMenu events={events} keywords={keywords} align="right" label={label} />
);

// A saved search keeps the filters as the search sends them, without their order or grouping.
const saveSearch = (criteria: SearchCriteria) => {
  const { sort: _order, group: _group, ...filters } = searchParams(criteria);
  return <SaveSearchButton search={filters} />;
};

function SearchWithSavedSearches() {
  // Opened from a saved search (`?saved=<id>`): its new events are marked.
  const { newIds } = useNewEventMarks(useLocation().search);
  return (
    <SearchScreen renderAddToNotebook={addToNotebook} renderSaveSearch={saveSearch} newEventIds={newIds} />
  );
}

export function Component() {
  return (
    <RequireSignedIn>
      <SearchWithSavedSearches />
    </RequireSignedIn>
  );
}
