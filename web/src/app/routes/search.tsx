import type { Event } from '@workbench/contract/events';
import { AddToNotebookMenu } from '../../features/notebooks/components/AddToNotebookMenu';
import { SearchScreen } from '../../features/search/components/SearchScreen';
import { RequireSignedIn } from '../guards';

// Each event is filed with the search keywords it matched, which the notebook's Keywords tab counts.
const addToNotebook = (events: Event[]) => <AddToNotebookMenu events={events} align="right" />;

export function Component() {
  return (
    <RequireSignedIn>
      <SearchScreen renderAddToNotebook={addToNotebook} />
    </RequireSignedIn>
  );
}
