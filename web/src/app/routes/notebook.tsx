import type { NotebookEvent } from '@workbench/contract/corrections';
import type { Event } from '@workbench/contract/events';
import { roleAllows } from '@workbench/contract/members';
import type { SupportSpan } from '@workbench/contract/questions';
import { useLocation, useParams } from 'react-router';
import { useNotebookEvent } from '../../features/notebooks/api/event-corrections';
import { useNotebook } from '../../features/notebooks/api/get-notebook';
import { AddToNotebookMenu } from '../../features/notebooks/components/AddToNotebookMenu';
import { EventCorrections } from '../../features/notebooks/components/EventCorrections';
import { NotebookDetail } from '../../features/notebooks/components/NotebookDetail';
import { notebookFromLinkState } from '../../features/notebooks/navigation';
import { AskTab } from '../../features/questions/components/AskTab';
import { EventModal } from '../../features/search/components/EventModal';
import type { AddToNotebookSlot } from '../../features/search/components/ResultsPanel';
import { RequireSignedIn } from '../guards';

const addToNotebook: AddToNotebookSlot = (events, _keywords, label) => (
  <AddToNotebookMenu events={events} align="right" label={label} />
);

interface NotebookEventDetailsProps {
  notebookId: number;
  event: Event | NotebookEvent;
  close: () => void;
  support?: readonly SupportSpan[];
}

/**
 * An event opened in a notebook, shown as the notebook has it (corrected values beside the
 * originals) with the control to correct it there. An answer may cite an event that has since left
 * the notebook: it shows as the corpus has it, with nothing to correct.
 */
function NotebookEventDetails({ notebookId, event, close, support }: NotebookEventDetailsProps) {
  const query = useNotebookEvent(notebookId, event);
  const inNotebook = query.data && !query.isPlaceholderData && !query.isError ? query.data : null;
  // A viewer sees the corrections others made but gets no control to make them.
  const notebook = useNotebook(notebookId).data;
  const mayCorrect = notebook !== undefined && roleAllows(notebook.role, 'edit');
  return (
    <EventModal
      event={inNotebook ?? event}
      onClose={close}
      pattern={null}
      // A cited event comes with the words that bear out its answer; they are marked like search keywords.
      marks={support}
      renderAddToNotebook={addToNotebook}
      corrections={
        inNotebook && mayCorrect && <EventCorrections notebookId={notebookId} event={inNotebook} />
      }
    />
  );
}

export function Component() {
  const notebookId = Number(useParams().id);
  const { state } = useLocation();
  const eventDetails = (event: Event, close: () => void, support?: readonly SupportSpan[]) => (
    <NotebookEventDetails notebookId={notebookId} event={event} close={close} support={support} />
  );
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
