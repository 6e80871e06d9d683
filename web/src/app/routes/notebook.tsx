import type { Event } from '@workbench/contract/events';
import type { SupportSpan } from '@workbench/contract/questions';
import { useLocation, useParams } from 'react-router';
import { AddToNotebookMenu } from '../../features/notebooks/components/AddToNotebookMenu';
import { NotebookDetail } from '../../features/notebooks/components/NotebookDetail';
import { notebookFromLinkState } from '../../features/notebooks/navigation';
import { AskTab } from '../../features/questions/components/AskTab';
import { EventModal } from '../../features/search/components/EventModal';
import type { AddToNotebookSlot } from '../../features/search/components/ResultsPanel';
import { RequireSignedIn } from '../guards';

const addToNotebook: AddToNotebookSlot = (events) => <AddToNotebookMenu events={events} align="right" />;

// A cited event comes with the words that bear out its answer; they are marked like search keywords.
const eventDetails = (event: Event, close: () => void, support?: readonly SupportSpan[]) => (
  <EventModal
    event={event}
    onClose={close}
    pattern={null}
    marks={support}
    renderAddToNotebook={addToNotebook}
  />
);

export function Component() {
  const notebookId = Number(useParams().id);
  const { state } = useLocation();
  return (
    <RequireSignedIn>
      <NotebookDetail
        // A new id is a new notebook: tabs and lists start afresh.
        key={notebookId}
        notebookId={notebookId}
        handedOver={notebookFromLinkState(state, notebookId)}
        renderAskTab={({ notebook, showEventsList }) => (
          <AskTab notebook={notebook} showEventsList={showEventsList} renderEventDetails={eventDetails} />
        )}
        renderEventDetails={eventDetails}
      />
    </RequireSignedIn>
  );
}
