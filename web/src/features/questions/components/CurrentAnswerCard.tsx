import type { AnswerChanges, AskResponse, ReadingTerms } from '@workbench/contract/questions';
import { instantDay } from '../../../lib/dates';
import { engineLabel } from '../answer';
import { type Plan, planOf } from '../reading';
import type { OnCite } from '../types';
import { AnswerChangesSection } from './AnswerChangesSection';
import { AnswerText } from './AnswerText';
import { EditedBadge } from './EditedBadge';
import { ReadAs, ReadingBar } from './ReadingChips';

/** The latest answer, not saved yet. */
export interface CurrentAnswer extends AskResponse {
  question: string;
  askedAt: string;
  /** When the answer re-evaluates a saved question: that question's id, and what changed since. */
  replaces?: number | null;
  changes?: AnswerChanges;
}

interface CurrentAnswerCardProps {
  current: CurrentAnswer;
  onShowRelated: () => void;
  onReplace: () => void;
  replacing: boolean;
  onCite?: OnCite;
  /** The notebook's crimes and places, which the reading's editors offer. */
  terms?: ReadingTerms;
  /** Answers again from the reading as edited. */
  onRun: (plan: Plan) => void;
  running: boolean;
}

export function CurrentAnswerCard({
  current,
  onShowRelated,
  onReplace,
  replacing,
  onCite,
  terms,
  onRun,
  running,
}: CurrentAnswerCardProps) {
  const plan = planOf(current.plan);
  return (
    <article
      aria-label="Current answer"
      className="flex flex-col gap-3 rounded-card border border-brand/30 bg-white p-5 shadow-raised"
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
        <h3 className="min-w-0 text-base font-semibold break-words text-ink">{current.question}</h3>
        <div className="flex shrink-0 gap-1.5">
          {current.plan_edited && <EditedBadge />}
          <span className="rounded-full bg-blue-50 px-2 py-0.5 text-xs font-medium text-brand">
            Not saved yet
          </span>
        </div>
      </div>
      <AnswerText
        answer={current.answer}
        onCite={onCite && ((eventId) => onCite({ questionId: current.id, eventId }))}
        renderReading={
          plan
            ? (text) => (
                <ReadAs text={text}>
                  <ReadingBar
                    // A new answer brings its own reading: edits to the one before it go.
                    key={current.id}
                    plan={plan}
                    result={current.result}
                    terms={terms}
                    onRun={onRun}
                    running={running}
                  />
                </ReadAs>
              )
            : undefined
        }
      />
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 border-t border-line-soft pt-3">
        <button
          type="button"
          onClick={onShowRelated}
          className="text-sm font-medium text-brand hover:underline"
        >
          Related Events
        </button>
        <span className="text-xs text-muted tabular-nums">{instantDay(current.askedAt)}</span>
      </div>
      <p className="-mt-1 text-xs text-muted">
        {engineLabel(current.engine)} from {current.num_events} event{current.num_events === 1 ? '' : 's'}.
      </p>
      {current.replaces != null && current.changes && (
        <AnswerChangesSection changes={current.changes} onReplace={onReplace} replacing={replacing} />
      )}
    </article>
  );
}
