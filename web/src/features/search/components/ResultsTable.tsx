import type { SearchDocument } from '@workbench/contract/search';
import { type KeyboardEvent, memo, useEffect, useRef } from 'react';
import { EventDate } from '../../../components/EventDate';
import { SourceLink } from '../../../components/SourceLink';
import { shortEventId } from '../../../lib/event-id';
import { highlight } from '../lib/highlight';
import { DemoBadge } from './DemoBadge';
import { CaseBadge } from './GroupControl';

export const DASH = '-';

/** The spec's columns, with the workbench's Province beside Location and the event's id last (the CSV keeps the spec's order). */
const RESULT_COLUMNS = ['Event Date', 'Location', 'Province', 'Crime/s', 'AI Event Summary', 'Source', 'ID'];

interface RowProps {
  event: SearchDocument;
  index: number;
  selected: boolean;
  pattern: RegExp | null;
  onToggle: (index: number) => void;
  onOpen: (index: number) => void;
  isNew: boolean;
}

/** Marks an event that is new to the saved search the results were opened from. */
export function NewBadge() {
  return (
    <span className="inline-block rounded-full bg-brand px-2 text-xs leading-5 font-semibold text-white">
      New
    </span>
  );
}

// Borders sit on cells: with separate borders (needed for a sticky header) rows cannot carry them.
const cell = 'border-b border-line-soft px-3 py-2.5 align-top';

/** One event; a click or Enter anywhere but the checkbox and the link opens its details. */
const ResultRow = memo(function ResultRow({
  event,
  index,
  selected,
  pattern,
  onToggle,
  onOpen,
  isNew,
}: RowProps) {
  const onKeyDown = (e: KeyboardEvent<HTMLTableRowElement>) => {
    if (e.key !== 'Enter' || e.target !== e.currentTarget) return;
    // Otherwise the same key press would go on to activate the modal's close button, focused by then.
    e.preventDefault();
    onOpen(index);
  };
  return (
    <tr
      tabIndex={0}
      onClick={() => onOpen(index)}
      onKeyDown={onKeyDown}
      className={`cursor-pointer focus-visible:outline-2 focus-visible:-outline-offset-2 ${selected ? 'bg-blue-50 hover:bg-blue-100/70' : 'hover:bg-slate-50'}`}
    >
      {/* Clicks here belong to the checkbox, never to the row. */}
      <td className={cell} onClick={(e) => e.stopPropagation()} onKeyDown={(e) => e.stopPropagation()}>
        <input
          type="checkbox"
          className="mt-0.5 h-4 w-4 cursor-pointer accent-brand"
          checked={selected}
          onChange={() => onToggle(index)}
          aria-label={`Select event: ${event.title || 'untitled'}`}
        />
      </td>
      <td className={`${cell} tabular-nums`}>
        <EventDate event={event} fallback={DASH} />
        {isNew && (
          <div className="mt-1">
            <NewBadge />
          </div>
        )}
        {event.incident_size > 1 && (
          <div className="mt-1">
            <CaseBadge size={event.incident_size} />
          </div>
        )}
      </td>
      <td className={cell}>{event.location?.trim() || DASH}</td>
      <td className={cell}>{event.province?.trim() || DASH}</td>
      <td className={cell}>{event.crime_committed?.trim() || DASH}</td>
      <td className={cell}>
        {event.is_demo && (
          <div className="mb-1">
            <DemoBadge />
          </div>
        )}
        <p className="line-clamp-2">{highlight(event.summary, pattern) || DASH}</p>
      </td>
      <td className={cell}>
        {event.source_url ? <SourceLink href={event.source_url} title={event.title} /> : DASH}
      </td>
      <td className={`${cell} text-muted`}>{shortEventId(event.id)}</td>
    </tr>
  );
});

interface ResultsTableProps {
  events: readonly SearchDocument[];
  selected: ReadonlySet<number>;
  pattern: RegExp | null;
  onToggle: (index: number) => void;
  onToggleAll: () => void;
  onOpen: (index: number) => void;
  /** Placeholder rows while the first page loads. */
  skeleton?: boolean;
  newEventIds: ReadonlySet<number>;
}

export function ResultsTable({
  events,
  selected,
  pattern,
  onToggle,
  onToggleAll,
  onOpen,
  skeleton = false,
  newEventIds,
}: ResultsTableProps) {
  return (
    <table className="w-full min-w-[880px] table-fixed border-separate border-spacing-0 text-left text-sm">
      <colgroup>
        <col className="w-10" />
        <col className="w-28" />
        <col className="w-36" />
        <col className="w-28" />
        <col className="w-36" />
        <col />
        <col className="w-24" />
        <col className="w-16" />
      </colgroup>
      <thead>
        <tr>
          <th scope="col" className="sticky top-0 z-10 border-b border-line bg-slate-50 px-3 py-2">
            <SelectAllCheckbox count={events.length} selected={selected.size} onToggleAll={onToggleAll} />
          </th>
          {RESULT_COLUMNS.map((name) => (
            <th
              key={name}
              scope="col"
              className="sticky top-0 z-10 border-b border-line bg-slate-50 px-3 py-2 text-xs font-semibold tracking-wide text-muted uppercase"
            >
              {name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {events.map((event, index) => (
          <ResultRow
            // Rows are their positions (the spec selects by position), and paging by offset can
            // return an event twice when new events arrive between pages.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={index}
            event={event}
            index={index}
            selected={selected.has(index)}
            pattern={pattern}
            onToggle={onToggle}
            onOpen={onOpen}
            isNew={newEventIds.has(event.id)}
          />
        ))}
        {skeleton && <SkeletonRows />}
      </tbody>
    </table>
  );
}

function SkeletonRows({ count = 6 }: { count?: number }) {
  return Array.from({ length: count }, (_, row) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing but their position
    <tr key={row}>
      {[16, 72, 110, 80, 100, 260, 40, 40].map((width, column) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: as above
        <td key={column} className={cell}>
          <span
            aria-hidden="true"
            className="block h-3.5 animate-pulse rounded bg-slate-200"
            style={{ maxWidth: width }}
          />
        </td>
      ))}
    </tr>
  ));
}

interface SelectAllCheckboxProps {
  /** Rows loaded. */
  count: number;
  /** Rows ticked. */
  selected: number;
  onToggleAll: () => void;
  label?: string;
}

/** Ticks every loaded row or none, showing "some" as indeterminate. */
export function SelectAllCheckbox({ count, selected, onToggleAll, label }: SelectAllCheckboxProps) {
  const box = useRef<HTMLInputElement>(null);
  const allSelected = count > 0 && selected === count;
  const someSelected = selected > 0 && !allSelected;

  useEffect(() => {
    if (box.current) box.current.indeterminate = someSelected;
  }, [someSelected]);

  const input = (
    <input
      ref={box}
      type="checkbox"
      className="h-4 w-4 cursor-pointer accent-brand disabled:cursor-not-allowed"
      checked={allSelected}
      disabled={count === 0}
      onChange={onToggleAll}
      aria-label={label ? undefined : 'Select all events'}
    />
  );
  if (!label) return input;
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: the checkbox is inside, held in a variable
    <label className="inline-flex cursor-pointer items-center gap-2 text-sm text-ink">
      {input}
      {label}
    </label>
  );
}
