import type { Event } from '@workbench/contract/events';
import type { ReactNode } from 'react';
import { shortEventId } from '../lib/event-id';
import { EventDate } from './EventDate';
import { headCell, stackCell, stackLabel, stackLine } from './table';

const DASH = '—';

/** The headings over `EventCells`, in the same order. */
export function EventHeadCells() {
  return (
    <>
      <th scope="col" className={`${headCell} w-20`}>
        ID
      </th>
      <th scope="col" className={`${headCell} w-28`}>
        Event Date
      </th>
      <th scope="col" className={`${headCell} w-40`}>
        Location
      </th>
      <th scope="col" className={`${headCell} w-40`}>
        Crime/s
      </th>
      <th scope="col" className={headCell}>
        AI Event Summary
      </th>
    </>
  );
}

interface EventCellsProps {
  event: Event;
  /** Stands in for a blank summary. */
  noSummary?: ReactNode;
}

/**
 * The id, date, location, crime and summary cells of one event's row, with a dash for what is
 * unknown. In a stacking table (`components/table.ts`) the id and date head the card, and the rest
 * take a line each.
 */
export function EventCells({ event, noSummary = DASH }: EventCellsProps) {
  return (
    <>
      <td className={`${stackCell} whitespace-nowrap text-muted tabular-nums max-md:text-xs`}>
        {shortEventId(event.id)}
      </td>
      <td className={`${stackCell} tabular-nums max-md:font-medium`}>
        <EventDate event={event} fallback={DASH} />
      </td>
      <td data-label="Location" className={`${stackLine} ${stackLabel}`}>
        {event.location || DASH}
      </td>
      <td data-label="Crime/s" className={`${stackLine} ${stackLabel}`}>
        {event.crime_committed || DASH}
      </td>
      <td className={stackLine}>
        {event.summary.trim() ? (
          <span className="line-clamp-2 max-md:line-clamp-3">{event.summary}</span>
        ) : (
          noSummary
        )}
      </td>
    </>
  );
}
