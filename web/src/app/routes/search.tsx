import { AddToNotebookMenu } from '../../features/notebooks/components/AddToNotebookMenu';
import type { AddToNotebookSlot } from '../../features/search/components/ResultsPanel';
import { SearchScreen } from '../../features/search/components/SearchScreen';
import { RequireSignedIn } from '../guards';

// Each event is filed with the search keywords it matched (or, for "all results", the search's own),
// which the notebook's Keywords tab counts.
const addToNotebook: AddToNotebookSlot = (events, keywords) => (
  <AddToNotebookMenu events={events} keywords={keywords} align="right" />
);

export function Component() {
  return (
    <RequireSignedIn>
      <SearchScreen renderAddToNotebook={addToNotebook} />
    </RequireSignedIn>
  );
}
