import type { Event } from '@workbench/contract/events';
import type { ReactNode } from 'react';
import { displayDate } from '../lib/dates';
import { bodyCell, headCell } from './table';

const DASH = '—';

/** The headings over `EventCells`, in the same order. */
export function EventHeadCells() {
  return (
    <>
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

/** The date, location, crime and summary cells of one event's row, with a dash for what is unknown. */
export function EventCells({ event, noSummary = DASH }: EventCellsProps) {
  return (
    <>
      <td className={`${bodyCell} whitespace-nowrap tabular-nums`}>{displayDate(event.date, DASH)}</td>
      <td className={bodyCell}>{event.location || DASH}</td>
      <td className={bodyCell}>{event.crime_committed || DASH}</td>
      <td className={bodyCell}>
        {event.summary.trim() ? <span className="line-clamp-2">{event.summary}</span> : noSummary}
      </td>
    </>
  );
}
