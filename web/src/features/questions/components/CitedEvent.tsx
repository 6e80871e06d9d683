import type { Event } from '@workbench/contract/events';
import { Modal } from '../../../components/Modal';
import { Spinner } from '../../../components/Spinner';
import { shortEventId } from '../../../lib/event-id';
import { useEvent } from '../api/get-event';
import { useEventSupport } from '../api/get-event-support';
import { FETCH_EVENT_FAILED } from '../messages';
import type { Citation, RenderEventDetails } from '../types';

interface CitedEventProps {
  citation: Citation;
  renderEventDetails: RenderEventDetails;
  onClose: () => void;
}

/**
 * The details of an event an answer cites. The event is fetched by id, since an answer may cite one
 * that is no longer in the notebook; until it arrives, or if it cannot, a small dialog says so. The
 * words that bear out the answer are asked for beside it and marked when they come; the event never
 * waits for them, and shows unmarked if they cannot be had.
 */
export function CitedEvent({ citation, renderEventDetails, onClose }: CitedEventProps) {
  const { eventId } = citation;
  const query = useEvent(eventId);
  const support = useEventSupport(citation);
  if (query.data) return renderEventDetails(query.data, onClose, support.data?.spans);
  return (
    <Modal open onClose={onClose} title={`Event ${shortEventId(eventId)}`}>
      {query.isError ? (
        <p role="alert" className="text-error">
          {query.error.message || FETCH_EVENT_FAILED}
        </p>
      ) : (
        <Spinner label="Loading event..." className="text-muted" />
      )}
    </Modal>
  );
}

interface UsedEventProps {
  event: Event;
  questionId: number;
  renderEventDetails: RenderEventDetails;
  onClose: () => void;
}

/** An event an answer used, already loaded, with the words that bear out the answer marked once known. */
export function UsedEvent({ event, questionId, renderEventDetails, onClose }: UsedEventProps) {
  const support = useEventSupport({ questionId, eventId: event.id });
  return renderEventDetails(event, onClose, support.data?.spans);
}
