import type { Event } from '@workbench/contract/events';
import { roleAllows } from '@workbench/contract/members';
import type { Notebook } from '@workbench/contract/notebooks';
import { type KeyboardEvent, type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/Button';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { EventCells, EventHeadCells } from '../../../components/EventCells';
import { SourceLink } from '../../../components/SourceLink';
import { Spinner } from '../../../components/Spinner';
import { useToast } from '../../../components/Toast';
import {
  headCell,
  stackBody,
  stackCell,
  stackFrame,
  stackHead,
  stackRow,
  stackTable,
} from '../../../components/table';
import { paths } from '../../../config/paths';
import { downloadCsv, eventsCsvFileName, notebookEventsToCsv } from '../../../lib/csv';
import { useNotebookEvents } from '../api/get-notebook-events';
import { useRemoveEvents } from '../api/remove-events';
import { DASH } from '../format';

export const FETCH_EVENTS_FAILED = 'Failed to fetch events.';
export const DELETE_EVENT_FAILED = 'Failed to delete event.';

/** Renders the details of one event in a dialog; `close` must be called when it closes. */
export type RenderEventDetails = (event: Event, close: () => void) => ReactNode;

interface EventsListTabProps {
  notebook: Notebook;
  renderEventDetails?: RenderEventDetails;
}

function SkeletonRows() {
  return (
    <>
      {[0, 1, 2, 3, 4].map((row) => (
        <tr key={row} className={stackRow}>
          {['w-4', 'w-12', 'w-20', 'w-28', 'w-24', 'w-full', 'w-12'].map((width, cell) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholder cells
            <td key={cell} className={`${stackCell} max-md:basis-full`}>
              <div className={`h-4 animate-pulse rounded bg-slate-100 ${width}`} />
            </td>
          ))}
        </tr>
      ))}
    </>
  );
}

export function EventsListTab({ notebook, renderEventDetails }: EventsListTabProps) {
  const events = useNotebookEvents(notebook.id);
  const remove = useRemoveEvents(notebook.id);
  const toast = useToast();
  // Every listed event is ticked. For those who may change the notebook, unticking one asks whether
  // to remove it, and until the answer it shows unticked; for a viewer, unticking only leaves the
  // event out of the CSV.
  const mayRemove = roleAllows(notebook.role, 'edit');
  const [confirming, setConfirming] = useState<Event | null>(null);
  const [leftOut, setLeftOut] = useState<ReadonlySet<number>>(new Set());
  const [shown, setShown] = useState<Event | null>(null);

  const loaded = events.data?.pages.flatMap((page) => page.events) ?? [];
  const total = events.data?.pages.at(-1)?.total_results ?? 0;
  const isTicked = (event: Event) => event.id !== confirming?.id && !leftOut.has(event.id);
  const ticked = loaded.filter(isTicked);
  const untick = (event: Event) => {
    if (mayRemove) setConfirming(event);
    else setLeftOut(new Set([...leftOut, event.id]));
  };
  const tick = (event: Event) => setLeftOut(new Set([...leftOut].filter((id) => id !== event.id)));
  const stillLoading = events.hasNextPage && !events.isFetchNextPageError;
  const hasDemo = loaded.some((event) => event.is_demo);

  const confirmRemoval = () => {
    if (!confirming) return;
    remove.mutate([confirming.id], {
      onSuccess: ({ num_events_removed }) =>
        toast.success(`${num_events_removed} Event(s) was removed from this notebook`),
      onError: (error) => toast.error(error.message || DELETE_EVENT_FAILED),
      onSettled: () => setConfirming(null),
    });
  };

  const download = () => {
    if (ticked.length === 0) return;
    downloadCsv(eventsCsvFileName(notebook.title, ticked), notebookEventsToCsv(ticked));
  };

  const openOnKey = (event: KeyboardEvent, item: Event) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      setShown(item);
    }
  };

  if (events.isError && !events.data) {
    return (
      <p role="alert" className="py-12 text-center text-error">
        {FETCH_EVENTS_FAILED}
      </p>
    );
  }

  return (
    <section className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="max-w-3xl">
          <p className="text-muted">
            {mayRemove
              ? 'These are the events kept in this notebook. All of them are ticked: untick an event to remove it from the notebook. Download List as CSV exports the ticked events.'
              : 'These are the events kept in this notebook. Download List as CSV exports the ticked events: untick an event to leave it out. As a viewer you cannot remove events.'}
          </p>
          <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted">
            {events.isPending ? (
              <Spinner label="Loading events..." />
            ) : (
              <span className="tabular-nums">
                {stillLoading ? `Loaded ${loaded.length} of ${total} events` : `${ticked.length} ticked`}
              </span>
            )}
            {stillLoading && <Spinner />}
            {hasDemo && (
              <span className="rounded-full border border-line bg-slate-50 px-2 py-0.5 font-medium text-muted">
                Demo data (synthetic)
              </span>
            )}
          </p>
        </div>
        <Button
          variant="secondary"
          className="shrink-0 self-start sm:self-auto"
          disabled={ticked.length === 0 || stillLoading}
          title={stillLoading ? 'Available once every event is loaded' : undefined}
          onClick={download}
        >
          Download List as CSV
        </Button>
      </div>

      {!events.isPending && loaded.length === 0 ? (
        <div className="rounded-card border border-dashed border-line bg-white px-6 py-10 text-center text-muted">
          This notebook has no events yet. Add events to it from the{' '}
          <Link to={paths.search} className="font-medium text-brand hover:underline">
            Search
          </Link>{' '}
          screen.
        </div>
      ) : (
        <div className={stackFrame}>
          <table className={`${stackTable} md:min-w-[820px]`}>
            <thead className={stackHead}>
              <tr>
                <th scope="col" className={`${headCell} w-10`}>
                  <span className="sr-only">Ticked</span>
                </th>
                <EventHeadCells />
                <th scope="col" className={`${headCell} w-20`}>
                  Source
                </th>
              </tr>
            </thead>
            <tbody className={stackBody}>
              {events.isPending ? (
                <SkeletonRows />
              ) : (
                loaded.map((event) => (
                  <tr
                    key={event.id}
                    data-testid="notebook-event-row"
                    tabIndex={renderEventDetails ? 0 : undefined}
                    onClick={renderEventDetails ? () => setShown(event) : undefined}
                    onKeyDown={renderEventDetails ? (key) => openOnKey(key, event) : undefined}
                    className={`${stackRow} hover:bg-slate-50 ${renderEventDetails ? 'cursor-pointer' : ''}`}
                  >
                    <td className={`${stackCell} md:w-10`}>
                      <input
                        type="checkbox"
                        aria-label={`${mayRemove ? 'Keep in notebook' : 'Include in CSV'}: ${event.title}`}
                        className="mt-0.5 block h-4 w-4 cursor-pointer accent-brand max-md:mt-0 max-md:h-5 max-md:w-5"
                        checked={isTicked(event)}
                        onClick={(click) => click.stopPropagation()}
                        onKeyDown={(key) => key.stopPropagation()}
                        onChange={(change) => (change.target.checked ? tick(event) : untick(event))}
                      />
                    </td>
                    <EventCells event={event} />
                    <td
                      className={`${stackCell} whitespace-nowrap max-md:order-1 max-md:ml-auto ${event.source_url ? '' : 'max-md:hidden'}`}
                    >
                      {event.source_url ? <SourceLink href={event.source_url} title={event.title} /> : DASH}
                    </td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </div>
      )}
      {events.isFetchNextPageError && (
        <p role="alert" className="text-center text-error">
          {FETCH_EVENTS_FAILED}
        </p>
      )}

      <ConfirmDialog
        open={mayRemove && confirming !== null}
        title="Delete Event"
        confirmLabel="Remove Event"
        busyLabel="Removing..."
        destructive
        busy={remove.isPending}
        onConfirm={confirmRemoval}
        onCancel={() => setConfirming(null)}
      >
        <p>
          This action will remove 1 event(s) from your Events List. Are you sure you want to remove this
          event?
        </p>
      </ConfirmDialog>
      {shown && renderEventDetails?.(shown, () => setShown(null))}
    </section>
  );
}
