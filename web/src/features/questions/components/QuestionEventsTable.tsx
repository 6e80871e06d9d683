import type { Event } from '@workbench/contract/events';
import type { KeyboardEvent } from 'react';
import { EventCells, EventHeadCells } from '../../../components/EventCells';
import { Spinner } from '../../../components/Spinner';
import { stackBody, stackCell, stackHead, stackRow, stackTable } from '../../../components/table';

const NO_SUMMARY = 'No summary available';

/**
 * Two of these sit in one dialog, so on wider screens each scrolls on its own within a shorter
 * frame; on a phone the rows stack as cards and the dialog itself scrolls.
 */
const frame = 'md:max-h-80 md:overflow-auto md:rounded-card md:border md:border-line-soft md:bg-white';

/** A last row that spans the table, or is a plain line under the cards. */
const noteCell = `${stackCell} max-md:basis-full`;

interface QuestionEventsTableProps {
  label: string;
  events: readonly Event[];
  /** Shown in a last row while pages are still coming in. */
  loadingText: string | null;
  error: string | null;
  onOpen?: (event: Event) => void;
}

export function QuestionEventsTable({ label, events, loadingText, error, onOpen }: QuestionEventsTableProps) {
  const openOnKey = (key: KeyboardEvent, event: Event) => {
    if (key.key === 'Enter' || key.key === ' ') {
      key.preventDefault();
      onOpen?.(event);
    }
  };

  return (
    <div className={frame}>
      <table aria-label={label} className={`${stackTable} md:min-w-[700px]`}>
        <thead className={stackHead}>
          <tr>
            <EventHeadCells />
          </tr>
        </thead>
        <tbody className={stackBody}>
          {events.map((event) => (
            <tr
              key={event.id}
              tabIndex={onOpen ? 0 : undefined}
              onClick={onOpen ? () => onOpen(event) : undefined}
              onKeyDown={onOpen ? (key) => openOnKey(key, event) : undefined}
              className={`${stackRow} hover:bg-slate-50 ${onOpen ? 'cursor-pointer' : ''}`}
            >
              <EventCells event={event} noSummary={<span className="text-muted italic">{NO_SUMMARY}</span>} />
            </tr>
          ))}
          {loadingText && (
            <tr className="flex md:table-row">
              <td colSpan={5} className={`${noteCell} text-muted`}>
                <Spinner label={loadingText} />
              </td>
            </tr>
          )}
          {error && (
            <tr className="flex md:table-row">
              <td colSpan={5} role="alert" className={`${noteCell} text-center text-error`}>
                {error}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
