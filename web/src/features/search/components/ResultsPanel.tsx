import type { Event } from '@workbench/contract/events';
import { type ReactNode, type UIEvent, useRef } from 'react';
import { Spinner } from '../../../components/Spinner';
import { downloadCsv, eventsCsvFileName, eventsToCsv } from '../../../lib/csv';
import { useFillViewport } from '../hooks/use-fill-viewport';
import { DemoBadge } from './DemoBadge';
import { ResultsTable } from './ResultsTable';

/** The spec loads the next page once the reader is this close to the bottom of the results. */
export const LOAD_MORE_WITHIN_PX = 100;

export type ResultsMessage = { text: string; tone: 'muted' | 'error' };

interface ResultsPanelProps {
  events: readonly Event[];
  /** Total Events: 0 while the first page loads, otherwise the server's total_results. */
  total: number;
  keywords: readonly string[];
  pattern: RegExp | null;
  selected: ReadonlySet<number>;
  onToggle: (index: number) => void;
  onToggleAll: () => void;
  onOpen: (index: number) => void;
  loading: boolean;
  loadingMore: boolean;
  canLoadMore: boolean;
  onLoadMore: () => void;
  /** Shown in place of events (idle, nothing found, a failure) or under them (a failed next page). */
  message: ResultsMessage | null;
  /** Where the route puts its Add to Notebook control for the selected events. */
  renderAddToNotebook?: (events: Event[]) => ReactNode;
}

export function ResultsPanel({
  events,
  total,
  keywords,
  pattern,
  selected,
  onToggle,
  onToggleAll,
  onOpen,
  loading,
  loadingMore,
  canLoadMore,
  onLoadMore,
  message,
  renderAddToNotebook,
}: ResultsPanelProps) {
  const chosen = events.filter((_, index) => selected.has(index));
  const scrollBox = useRef<HTMLElement>(null);
  const maxHeight = useFillViewport(scrollBox);

  const download = () => {
    downloadCsv(eventsCsvFileName(keywords.join(', '), chosen), eventsToCsv(chosen));
  };

  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const box = event.currentTarget;
    const nearBottom = box.scrollHeight - box.scrollTop - box.clientHeight <= LOAD_MORE_WITHIN_PX;
    if (nearBottom && canLoadMore && !loading && !loadingMore) onLoadMore();
  };

  let status: ReactNode = null;
  if (message)
    status = (
      <p
        role={message.tone === 'error' ? 'alert' : 'status'}
        className={`px-4 py-10 text-center ${message.tone === 'error' ? 'text-error' : 'text-muted'}`}
      >
        {message.text}
      </p>
    );
  else if (loadingMore)
    status = (
      <p className="px-4 py-3 text-center text-muted">
        <Spinner label="Loading more results..." />
      </p>
    );

  return (
    <section
      aria-labelledby="search-results-heading"
      className="flex min-w-0 flex-col rounded-card border border-line-soft bg-white"
    >
      <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-3 border-b border-line-soft px-4 py-3">
        <div className="flex flex-wrap items-center gap-3">
          <h2 id="search-results-heading" className="text-base font-semibold text-ink">
            Search Results
          </h2>
          {events.some((event) => event.is_demo) && <DemoBadge />}
        </div>
        <div className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm tabular-nums">
          {renderAddToNotebook?.(chosen)}
          <span className="text-muted">Total Selected: {selected.size}</span>
          <button
            type="button"
            onClick={download}
            disabled={chosen.length === 0}
            className="inline-flex items-center gap-1.5 rounded-control font-medium text-brand hover:underline disabled:cursor-not-allowed disabled:text-muted disabled:no-underline disabled:opacity-60"
          >
            <svg aria-hidden="true" viewBox="0 0 16 16" className="h-4 w-4" fill="none" stroke="currentColor">
              <path d="M8 2.5v8M4.5 7 8 10.5 11.5 7M3 13.5h10" strokeWidth="1.5" strokeLinecap="round" />
            </svg>
            Download Selection
          </button>
          <span className="font-medium text-ink">Total Events: {total}</span>
        </div>
      </div>
      <section
        ref={scrollBox}
        data-testid="results-scroll"
        onScroll={onScroll}
        // Focusable so that a keyboard can scroll the wide table sideways on a phone, and the empty box too.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled
        tabIndex={0}
        aria-label="Search results table"
        // The spec's 50vh showed about seven rows above an empty half screen; see docs/decisions.md.
        style={{ maxHeight }}
        className="min-h-[200px] overflow-auto rounded-b-card focus-visible:-outline-offset-2"
      >
        <ResultsTable
          events={events}
          selected={selected}
          pattern={pattern}
          onToggle={onToggle}
          onToggleAll={onToggleAll}
          onOpen={onOpen}
          skeleton={loading}
        />
        {/* Pinned to the visible width, so that on a phone the text is not centred on the wide table. */}
        {status && <div className="sticky left-0 w-full">{status}</div>}
      </section>
    </section>
  );
}
