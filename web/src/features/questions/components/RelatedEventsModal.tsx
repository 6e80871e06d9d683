import type { Event } from '@workbench/contract/events';
import type { Notebook } from '@workbench/contract/notebooks';
import type { SavedQuestion } from '@workbench/contract/questions';
import { useState } from 'react';
import { Button } from '../../../components/Button';
import { Modal } from '../../../components/Modal';
import { ApiError } from '../../../lib/api-client';
import { downloadCsv, eventsToCsv } from '../../../lib/csv';
import { relatedEventsFileName } from '../answer';
import { useRelatedEvents } from '../api/get-related-events';
import { useUnrelatedEvents } from '../api/get-unrelated-events';
import { FETCH_RELATED_FAILED, FETCH_UNRELATED_FAILED } from '../messages';
import type { RenderEventDetails } from '../types';
import { UsedEvent } from './CitedEvent';
import { QuestionEventsTable } from './QuestionEventsTable';

interface RelatedEventsModalProps {
  saved: SavedQuestion;
  notebook: Notebook;
  onClose: () => void;
  onReEvaluate: () => void;
  onShowEventsList: () => void;
  renderEventDetails?: RenderEventDetails;
}

/** The server's own reason when it gave one; the spec's sentence when the request got nowhere. */
const failure = (error: Error | null, fallback: string): string | null => {
  if (!error) return null;
  return error instanceof ApiError && error.status > 0 && error.message ? error.message : fallback;
};

function Count({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-control border border-line-soft bg-page px-4 py-3">
      <dt className="text-xs font-medium text-muted">{label}</dt>
      <dd className="text-xl font-semibold text-ink tabular-nums">{value}</dd>
    </div>
  );
}

/** Which of the notebook's events an answer rests on, and which it left out. */
export function RelatedEventsModal({
  saved,
  notebook,
  onClose,
  onReEvaluate,
  onShowEventsList,
  renderEventDetails,
}: RelatedEventsModalProps) {
  const related = useRelatedEvents(saved.id);
  const unrelated = useUnrelatedEvents(saved.id);
  // An event the answer used is opened with the words that bear it out; one it left out has none.
  const [shown, setShown] = useState<{ event: Event; used: boolean } | null>(null);

  const usedEvents = related.data?.pages.flatMap((page) => page.events) ?? [];
  const unusedEvents = unrelated.data?.pages.flatMap((page) => page.events) ?? [];
  const used = related.data?.pages.at(-1)?.total_results ?? saved.num_events;
  const total = notebook.num_events ?? 0;
  const relatedLoading = related.isPending || (related.hasNextPage && !related.isFetchNextPageError);
  const unrelatedLoading = unrelated.isPending || (unrelated.hasNextPage && !unrelated.isFetchNextPageError);
  const noneLeftOut = !unrelated.isPending && !unrelated.isError && unusedEvents.length === 0;
  const openFrom = (used: boolean) =>
    renderEventDetails ? (event: Event) => setShown({ event, used }) : undefined;

  return (
    <Modal open size="wide" onClose={onClose} title="Events Used to Generate This Answer">
      <div className="flex flex-col gap-5">
        <p className="text-muted">
          Question: <span className="font-medium break-words text-ink">{saved.question}</span>
        </p>
        <dl className="grid grid-cols-2 gap-3 sm:max-w-md">
          <Count label="Events used for this answer" value={used} />
          <Count label="Total events in this notebook" value={total} />
        </dl>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            disabled={used === total}
            title={used === total ? 'Every event in this notebook was used already' : undefined}
            onClick={onReEvaluate}
          >
            Re-evaluate this question
          </Button>
          <Button variant="secondary" onClick={onShowEventsList}>
            Go to full Events List
          </Button>
          <Button
            variant="secondary"
            disabled={usedEvents.length === 0 || relatedLoading}
            onClick={() => downloadCsv(relatedEventsFileName(saved.question), eventsToCsv(usedEvents))}
          >
            Download List as CSV
          </Button>
        </div>

        <section className="flex flex-col gap-2">
          {noneLeftOut ? (
            <h3 className="text-base font-semibold text-ink">Events NOT included in this Answer: N/A</h3>
          ) : (
            <>
              <h3 className="text-base font-semibold text-ink">Events NOT included in this Answer</h3>
              <QuestionEventsTable
                label="Events NOT included in this Answer"
                events={unusedEvents}
                loadingText={unrelatedLoading ? 'Loading more unrelated events...' : null}
                error={failure(unrelated.error, FETCH_UNRELATED_FAILED)}
                onOpen={openFrom(false)}
              />
            </>
          )}
        </section>

        <section className="flex flex-col gap-2">
          <h3 className="text-base font-semibold text-ink">Events Used to Generate this Answer</h3>
          <QuestionEventsTable
            label="Events Used to Generate this Answer"
            events={usedEvents}
            loadingText={relatedLoading ? 'Loading more events...' : null}
            error={failure(related.error, FETCH_RELATED_FAILED)}
            onOpen={openFrom(true)}
          />
        </section>
      </div>
      {shown &&
        renderEventDetails &&
        (shown.used ? (
          <UsedEvent
            event={shown.event}
            questionId={saved.id}
            renderEventDetails={renderEventDetails}
            onClose={() => setShown(null)}
          />
        ) : (
          renderEventDetails(shown.event, () => setShown(null))
        ))}
    </Modal>
  );
}
