import type { Step } from '@workbench/contract/events';
import type { IncidentRelease } from '@workbench/contract/incidents';
import { displayDate } from '../../../lib/dates';
import { useIncident } from '../api/get-incident';
import type { AddToNotebookSlot } from './ResultsPanel';

const STEP_LABELS: Record<Step, string> = {
  reported: 'Reported',
  arrest: 'Arrest',
  court: 'Court',
  bail: 'Bail',
  convicted: 'Convicted',
  sentenced: 'Sentenced',
  other: 'Update',
};

export const stepLabel = (step: Step | null) => (step ? STEP_LABELS[step] : 'Release');

/**
 * The case this release belongs to, step by step: every release linked with it, oldest first, each
 * opening in this dialog, with why it was linked a click away.
 */
export function CaseTimeline({
  incidentId,
  currentId,
  onOpen,
  renderAddToNotebook,
}: {
  incidentId: number;
  currentId: number;
  onOpen: (eventId: number) => void;
  renderAddToNotebook?: AddToNotebookSlot;
}) {
  const incident = useIncident(incidentId);
  // A republished copy says nothing its original does not: a notebook gets the originals only.
  const originals = incident.data?.events.filter((release) => release.duplicate_of === null) ?? [];
  return (
    <section
      aria-labelledby="case-timeline-heading"
      className="flex flex-col gap-3 border-t border-line-soft pt-4"
    >
      <h3 id="case-timeline-heading" className="text-sm font-semibold text-ink">
        This case
      </h3>
      {incident.isPending && <p className="text-xs text-muted">Loading the case…</p>}
      {incident.isError && (
        <p className="text-xs text-error">The case’s other releases could not be loaded.</p>
      )}
      {incident.data && (
        <ol className="flex flex-col gap-3 border-l-2 border-line-soft pl-3">
          {incident.data.events.map((release) => (
            <TimelineItem
              key={release.id}
              release={release}
              current={release.id === currentId}
              onOpen={() => onOpen(release.id)}
            />
          ))}
        </ol>
      )}
      <p className="text-xs text-muted">
        Linked by the facts the releases share (date, place, people). A link may be wrong: check the releases.
      </p>
      {originals.length > 1 && (
        <div>
          {renderAddToNotebook?.(originals, undefined, `Add the case's ${originals.length} releases`)}
        </div>
      )}
    </section>
  );
}

function TimelineItem({
  release,
  current,
  onOpen,
}: {
  release: IncidentRelease;
  current: boolean;
  onOpen: () => void;
}) {
  const heading = (
    <>
      <span className="text-xs font-semibold tracking-wide text-muted uppercase">
        {stepLabel(release.step)}
        {release.duplicate_of !== null && ' · copy'}
      </span>
      <span className="text-xs text-muted tabular-nums">{displayDate(release.published_date)}</span>
    </>
  );
  return (
    <li className="flex flex-col gap-0.5" aria-current={current ? 'true' : undefined}>
      <div className="flex flex-wrap items-baseline gap-x-2">{heading}</div>
      {current ? (
        <span className="text-sm font-medium text-ink">{release.title} (this release)</span>
      ) : (
        <button
          type="button"
          onClick={onOpen}
          className="self-start text-left text-sm font-medium text-brand hover:underline focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
        >
          {release.title}
        </button>
      )}
      {release.link_reasons.length > 0 && (
        <details className="text-xs text-muted">
          <summary className="cursor-pointer">Why linked</summary>
          {release.link_reasons.join('; ')}
        </details>
      )}
    </li>
  );
}
