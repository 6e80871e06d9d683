import type { Event } from '@workbench/contract/events';
import type { KeyboardEvent } from 'react';
import { EventCells, EventHeadCells } from '../../../components/EventCells';
import { Spinner } from '../../../components/Spinner';
import { bodyCell, tableClass } from '../../../components/table';

const NO_SUMMARY = 'No summary available';

/** Two of these sit in one dialog, so each scrolls on its own within a shorter frame. */
const frame = 'max-h-80 overflow-auto rounded-card border border-line-soft bg-white';

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
      <table aria-label={label} className={`${tableClass} min-w-[640px]`}>
        <thead>
          <tr>
            <EventHeadCells />
          </tr>
        </thead>
        <tbody>
          {events.map((event) => (
            <tr
              key={event.id}
              tabIndex={onOpen ? 0 : undefined}
              onClick={onOpen ? () => onOpen(event) : undefined}
              onKeyDown={onOpen ? (key) => openOnKey(key, event) : undefined}
              className={onOpen ? 'cursor-pointer hover:bg-slate-50' : 'hover:bg-slate-50'}
            >
              <EventCells event={event} noSummary={<span className="text-muted italic">{NO_SUMMARY}</span>} />
            </tr>
          ))}
          {loadingText && (
            <tr>
              <td colSpan={4} className={`${bodyCell} text-muted`}>
                <Spinner label={loadingText} />
              </td>
            </tr>
          )}
          {error && (
            <tr>
              <td colSpan={4} role="alert" className={`${bodyCell} text-center text-error`}>
                {error}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
