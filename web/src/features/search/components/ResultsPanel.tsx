import type { Event } from '@workbench/contract/events';
import type { SearchDocument, TotalRelation } from '@workbench/contract/search';
import { type ReactNode, type UIEvent, useRef } from 'react';
import { Spinner } from '../../../components/Spinner';
import { formatCount, formatTotal } from '../../../lib/totals';
import { useSearchIds } from '../api/search-ids';
import { useFillViewport } from '../hooks/use-fill-viewport';
import { useMediaQuery, WIDE_ENOUGH_FOR_TABLE } from '../hooks/use-media-query';
import { type DownloadProgress, useSelectionDownload } from '../hooks/use-selection-download';
import { criteriaKey, type SearchCriteria, type SearchSort } from '../lib/search-url';
import { DemoCount, demoCountText } from './DemoBadge';
import { GroupControl } from './GroupControl';
import { ResultCards } from './ResultCards';
import { ResultsTable, SelectAllCheckbox } from './ResultsTable';
import { SelectAllBanner } from './SelectAllBanner';
import { SortControl } from './SortControl';

/** The spec loads the next page once the reader is this close to the bottom of the results. */
export const LOAD_MORE_WITHIN_PX = 100;

const NO_IDS: ReadonlySet<number> = new Set();

export type ResultsMessage = { text: string; tone: 'muted' | 'error' };

interface ResultsPanelProps {
  events: readonly SearchDocument[];
  /** Total Events: 0 while the first page loads, otherwise the server's total_results. */
  total: number;
  /** gte: at least `total` events match (the server counts exactly only up to 10,000). */
  totalRelation: TotalRelation;
  criteria: SearchCriteria | null;
  /** The search's keywords as sent, recorded with events added to a notebook. */
  keywords: readonly string[];
  pattern: RegExp | null;
  selected: ReadonlySet<number>;
  /** Every event matching the search is chosen, loaded or not. */
  allMatching: boolean;
  onSelectAllMatching: () => void;
  onSelectNone: () => void;
  onSort: (sort: SearchSort) => void;
  onGroup: (group: boolean) => void;
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
  renderAddToNotebook?: AddToNotebookSlot;
  /** The route's Save search control, beside the sort. */
  saveSearch?: ReactNode;
  /** Events to mark New. */
  newEventIds?: ReadonlySet<number>;
}

/**
 * Renders an Add to Notebook control for events, in the results toolbar, the event modal and a case's
 * timeline. With keywords, every event is filed under them; otherwise each under those its search
 * result carries. A label replaces the control's usual words.
 */
export type AddToNotebookSlot = (
  events: readonly Pick<Event, 'id' | 'keywords'>[],
  keywords?: readonly string[],
  label?: string,
) => ReactNode;

export function ResultsPanel({
  events,
  total,
  totalRelation,
  criteria,
  keywords,
  pattern,
  selected,
  allMatching,
  onSelectAllMatching,
  onSelectNone,
  onSort,
  onGroup,
  onToggle,
  onToggleAll,
  onOpen,
  loading,
  loadingMore,
  canLoadMore,
  onLoadMore,
  message,
  renderAddToNotebook,
  saveSearch,
  newEventIds = NO_IDS,
}: ResultsPanelProps) {
  const chosen = events.filter((_, index) => selected.has(index));
  const scrollBox = useRef<HTMLElement>(null);
  const maxHeight = useFillViewport(scrollBox);
  const wide = useMediaQuery(WIDE_ENOUGH_FOR_TABLE);
  const ids = useSearchIds(criteria, allMatching);
  const matchingIds = ids.data?.ids ?? null;
  const label = keywords.join(', ');
  const { progress, failed, downloadEvents, downloadAllMatching } = useSelectionDownload(label);

  const demoText = demoCountText(
    events.filter((event) => event.is_demo).length,
    events.length,
    total,
    totalRelation,
  );
  const selectedCount = allMatching ? (matchingIds?.length ?? total) : selected.size;
  // With all results chosen, the actions wait for their ids; until then they have nothing to act on.
  const chosenIds = allMatching ? (matchingIds ?? []).map((id) => ({ id })) : chosen;
  const download = () => {
    if (allMatching && criteria && matchingIds) void downloadAllMatching(criteria, matchingIds);
    else downloadEvents(chosen);
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
      aria-busy={loading}
      // Which search these results are of, so a journey can tell them from the ones before.
      data-search={criteriaKey(criteria)}
      className="flex min-w-0 flex-col rounded-card border border-line-soft bg-white"
    >
      <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-3 border-b border-line-soft px-4 py-3">
        <div className="flex flex-wrap items-center gap-3">
          <h2 id="search-results-heading" className="text-base font-semibold text-ink">
            Search Results
          </h2>
          {demoText && <DemoCount text={demoText} />}
          {criteria && <SortControl value={criteria.sort} onChange={onSort} />}
          {criteria && <GroupControl value={criteria.group} onChange={onGroup} />}
          {saveSearch}
        </div>
        <div className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm tabular-nums">
          {renderAddToNotebook?.(chosenIds, allMatching ? keywords : undefined)}
          <span className="text-muted">Total Selected: {selectedCount}</span>
          <button
            type="button"
            onClick={download}
            disabled={chosenIds.length === 0 || progress !== null}
            className="inline-flex items-center gap-1.5 rounded-control font-medium text-brand hover:underline disabled:cursor-not-allowed disabled:text-muted disabled:no-underline disabled:opacity-60"
          >
            <svg aria-hidden="true" viewBox="0 0 16 16" className="h-4 w-4" fill="none" stroke="currentColor">
              <path d="M8 2.5v8M4.5 7 8 10.5 11.5 7M3 13.5h10" strokeWidth="1.5" strokeLinecap="round" />
            </svg>
            Download Selection
          </button>
          <span className="font-medium text-ink">
            {criteria?.group ? 'Total Incidents' : 'Total Events'}:{' '}
            {totalRelation === 'gte' ? formatTotal(total, totalRelation) : total}
          </span>
        </div>
      </div>
      <DownloadStatus progress={progress} failed={failed} />
      <SelectAllBanner
        loaded={events.length}
        total={total}
        totalRelation={totalRelation}
        selectedRows={selected.size}
        allMatching={allMatching}
        matchingIds={matchingIds?.length ?? null}
        truncated={ids.data?.truncated ?? false}
        onSelectAllMatching={onSelectAllMatching}
        onSelectNone={onSelectNone}
      />
      {!wide && events.length > 0 && (
        <div className="border-b border-line-soft px-4 py-2">
          <SelectAllCheckbox
            count={events.length}
            selected={selected.size}
            onToggleAll={onToggleAll}
            label="Select all loaded results"
          />
        </div>
      )}
      <section
        ref={scrollBox}
        data-testid="results-scroll"
        onScroll={onScroll}
        // Focusable so that a keyboard can scroll the wide table sideways on a phone, and the empty box too.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled
        tabIndex={0}
        aria-label={wide ? 'Search results table' : 'Search results list'}
        // The spec's 50vh showed about seven rows above an empty half screen; see docs/decisions.md.
        style={{ maxHeight }}
        className="min-h-[200px] overflow-auto rounded-b-card focus-visible:-outline-offset-2"
      >
        {wide ? (
          <ResultsTable
            events={events}
            selected={selected}
            pattern={pattern}
            onToggle={onToggle}
            onToggleAll={onToggleAll}
            onOpen={onOpen}
            skeleton={loading}
            newEventIds={newEventIds}
          />
        ) : (
          <ResultCards
            events={events}
            selected={selected}
            pattern={pattern}
            onToggle={onToggle}
            onOpen={onOpen}
            skeleton={loading}
            newEventIds={newEventIds}
          />
        )}
        {/* Pinned to the visible width, so that on a phone the text is not centred on the wide table. */}
        {status && <div className="sticky left-0 w-full">{status}</div>}
      </section>
    </section>
  );
}

function DownloadStatus({ progress, failed }: { progress: DownloadProgress | null; failed: boolean }) {
  if (progress)
    return (
      <div
        role="status"
        className="flex items-center gap-3 border-b border-line-soft px-4 py-2 text-sm text-muted"
      >
        <Spinner
          label={`Preparing CSV: ${formatCount(progress.done)} of ${formatCount(progress.total)} events`}
        />
        <progress className="h-1.5 w-32 accent-brand" max={progress.total} value={progress.done} />
      </div>
    );
  if (failed)
    return (
      <p role="alert" className="border-b border-line-soft px-4 py-2 text-sm text-error">
        The selection could not be downloaded. Please try again.
      </p>
    );
  return null;
}
