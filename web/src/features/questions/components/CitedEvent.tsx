import { Modal } from '../../../components/Modal';
import { Spinner } from '../../../components/Spinner';
import { shortEventId } from '../../../lib/event-id';
import { useEvent } from '../api/get-event';
import { FETCH_EVENT_FAILED } from '../messages';
import type { RenderEventDetails } from '../types';

interface CitedEventProps {
  eventId: number;
  renderEventDetails: RenderEventDetails;
  onClose: () => void;
}

/**
 * The details of an event an answer cites. The event is fetched by id, since an answer may cite one
 * that is no longer in the notebook; until it arrives, or if it cannot, a small dialog says so.
 */
export function CitedEvent({ eventId, renderEventDetails, onClose }: CitedEventProps) {
  const query = useEvent(eventId);
  if (query.data) return renderEventDetails(query.data, onClose);
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
