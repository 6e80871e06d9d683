import type { Event } from '@workbench/contract/events';
import { eventWhen } from '../lib/dates';

/** What the marker under a publication date standing in for the event's says, read aloud too. */
export const PUBLICATION_DATE_NOTE = 'The release gives no date: this is the day it was published.';

/**
 * An event's date in a table row or card: its day, its month ("March 2023") when the release gives
 * only that, or its publication day marked "(publication date)" when it gives none.
 */
export function EventDate({
  event,
  fallback,
}: {
  event: Pick<Event, 'date' | 'incident_month' | 'published_date'>;
  fallback: string;
}) {
  const when = eventWhen(event);
  if (!when) return <>{fallback}</>;
  return (
    <span data-testid="event-date">
      {when.text}
      {when.published && (
        <span className="block text-xs font-normal text-muted" title={PUBLICATION_DATE_NOTE}>
          {' '}
          (publication date)
        </span>
      )}
    </span>
  );
}
