import type { AnswerChanges, FigureChange } from '@workbench/contract/questions';
import { useId } from 'react';
import { Button } from '../../../components/Button';

/** Past these, the section says how many more instead of growing down the page. */
const FIGURES_SHOWN = 6;
const EVENT_IDS_SHOWN = 24;

interface AnswerChangesSectionProps {
  /** Known for a re-evaluation; an answer from a saved answer's edited reading has none worked out. */
  changes?: AnswerChanges;
  /** Absent for a viewer, who may not change the notebook's saved answers. */
  onReplace?: () => void;
  replacing: boolean;
}

function Figure({ value }: { value: string | null }) {
  return value === null ? <span className="text-muted">none</span> : <span>{value}</span>;
}

function FigureRow({ figure }: { figure: FigureChange }) {
  return (
    <li className="flex flex-col gap-0.5 sm:flex-row sm:items-baseline sm:gap-3">
      <span className="shrink-0 font-semibold whitespace-nowrap tabular-nums">
        <span className="sr-only">was </span>
        <Figure value={figure.before} />
        <span aria-hidden="true" className="px-1.5 text-muted">
          →
        </span>
        <span className="sr-only"> now </span>
        <Figure value={figure.after} />
      </span>
      <span className="min-w-0 break-words text-muted">{figure.context}</span>
    </li>
  );
}

function EventIds({ label, ids }: { label: string; ids: number[] }) {
  if (ids.length === 0) return null;
  const rest = ids.length - EVENT_IDS_SHOWN;
  return (
    <p className="break-words">
      <span className="font-medium">
        {label} ({ids.length}):
      </span>{' '}
      <span className="text-muted tabular-nums">
        {ids
          .slice(0, EVENT_IDS_SHOWN)
          .map((id) => `#${id}`)
          .join(', ')}
        {rest > 0 && ` and ${rest} more`}
      </span>
    </p>
  );
}

/** The figures and events that changed, or No change. */
function ChangeList({ changes }: { changes: AnswerChanges }) {
  const { figures, events_added: added, events_dropped: dropped } = changes;
  const moreFigures = figures.length - FIGURES_SHOWN;
  if (figures.length === 0 && added.length === 0 && dropped.length === 0)
    return <p className="text-muted">No change</p>;
  return (
    <div className="flex flex-col gap-2">
      {figures.length > 0 && (
        <ul aria-label="Figures" className="flex flex-col gap-1.5">
          {figures.slice(0, FIGURES_SHOWN).map((figure, index) => (
            // Figures carry no id, and the list is never reordered.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <FigureRow key={index} figure={figure} />
          ))}
          {moreFigures > 0 && (
            <li className="text-muted">
              and {moreFigures} more figure{moreFigures === 1 ? '' : 's'}
            </li>
          )}
        </ul>
      )}
      <EventIds label="Events added" ids={added} />
      <EventIds label="Events dropped" ids={dropped} />
    </div>
  );
}

/**
 * The way to keep a new answer in place of a saved one: what a re-evaluation changed against it, or,
 * for an answer from the saved answer's edited reading, that it stays until replaced.
 */
export function AnswerChangesSection({ changes, onReplace, replacing }: AnswerChangesSectionProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-card border border-line-soft bg-page p-4 text-sm"
    >
      <h4 id={headingId} className="font-semibold text-ink">
        {changes ? 'Changes since the saved answer' : "From a saved answer's edited reading"}
      </h4>
      {changes ? (
        <ChangeList changes={changes} />
      ) : (
        <p className="text-muted">The saved answer stays as it is until you replace it with this one.</p>
      )}
      {onReplace && (
        <div>
          <Button onClick={onReplace} busy={replacing} busyLabel="Replacing Answer">
            Replace saved answer
          </Button>
        </div>
      )}
    </section>
  );
}
