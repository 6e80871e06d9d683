import type { SearchDocument } from '@workbench/contract/search';
import { memo } from 'react';
import { EventDate } from '../../../components/EventDate';
import { SourceLink } from '../../../components/SourceLink';
import { shortEventId } from '../../../lib/event-id';
import { highlight } from '../lib/highlight';
import { DemoBadge } from './DemoBadge';
import { CaseBadge } from './GroupControl';
import { DASH, NewBadge } from './ResultsTable';

interface ResultCardsProps {
  events: readonly SearchDocument[];
  selected: ReadonlySet<number>;
  pattern: RegExp | null;
  onToggle: (index: number) => void;
  onOpen: (index: number) => void;
  skeleton?: boolean;
  newEventIds: ReadonlySet<number>;
}

interface CardProps {
  event: SearchDocument;
  index: number;
  selected: boolean;
  pattern: RegExp | null;
  onToggle: (index: number) => void;
  onOpen: (index: number) => void;
  isNew: boolean;
}

const place = (event: SearchDocument) =>
  [event.location?.trim(), event.province?.trim()].filter(Boolean).join(', ') || DASH;

/** One event on a phone: what the table's row says, stacked, with the summary opening the details. */
const ResultCard = memo(function ResultCard({
  event,
  index,
  selected,
  pattern,
  onToggle,
  onOpen,
  isNew,
}: CardProps) {
  return (
    <li
      className={`flex gap-3 border-b border-line-soft px-4 py-3 ${selected ? 'bg-blue-50' : ''}`}
      data-testid="result-card"
    >
      <input
        type="checkbox"
        className="mt-1 h-4 w-4 shrink-0 cursor-pointer accent-brand"
        checked={selected}
        onChange={() => onToggle(index)}
        aria-label={`Select event: ${event.title || 'untitled'}`}
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-xs text-muted tabular-nums">
          <span className="flex items-center gap-2 font-medium text-ink">
            <EventDate event={event} fallback={DASH} />
            {isNew && <NewBadge />}
            {event.is_demo && <DemoBadge />}
            <CaseBadge size={event.incident_size} />
          </span>
          <span>{shortEventId(event.id)}</span>
        </div>
        <p className="text-sm text-ink">{place(event)}</p>
        <p className="text-xs text-muted">{event.crime_committed?.trim() || DASH}</p>
        <button
          type="button"
          onClick={() => onOpen(index)}
          className="line-clamp-3 text-left text-sm text-ink hover:underline"
        >
          {/* Named by the words it shows (so a voice user can say them), then, unseen, what it opens. */}
          {highlight(event.summary, pattern) || DASH}
          <span className="sr-only"> (open the event: {event.title || 'untitled'})</span>
        </button>
        {event.source_url && (
          <div className="text-sm">
            <SourceLink href={event.source_url} title={event.title} />
          </div>
        )}
      </div>
    </li>
  );
});

/** The results as a list of cards, for screens too narrow for the table. */
export function ResultCards({
  events,
  selected,
  pattern,
  onToggle,
  onOpen,
  skeleton = false,
  newEventIds,
}: ResultCardsProps) {
  return (
    <ul aria-label="Search results">
      {events.map((event, index) => (
        <ResultCard
          // biome-ignore lint/suspicious/noArrayIndexKey: positions, as in the table (see ResultsTable)
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
      {skeleton &&
        [0, 1, 2, 3].map((row) => (
          <li
            key={row}
            aria-hidden="true"
            className="flex flex-col gap-2 border-b border-line-soft px-4 py-3"
          >
            <span className="block h-3 w-24 animate-pulse rounded bg-slate-200" />
            <span className="block h-3 w-48 animate-pulse rounded bg-slate-200" />
            <span className="block h-3 w-full animate-pulse rounded bg-slate-200" />
          </li>
        ))}
    </ul>
  );
}
