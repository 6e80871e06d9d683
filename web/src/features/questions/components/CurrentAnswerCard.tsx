import type { AnswerChanges, AskResponse, ReadingTerms } from '@workbench/contract/questions';
import type { Ref } from 'react';
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
  /**
   * When the answer re-evaluates a saved question, or answers from its reading as edited: that
   * question's id; what changed since, for a re-evaluation.
   */
  replaces?: number | null;
  changes?: AnswerChanges;
}

interface CurrentAnswerCardProps {
  current: CurrentAnswer;
  onShowRelated: () => void;
  onReplace?: () => void;
  replacing: boolean;
  onCite?: OnCite;
  /** The notebook's crimes and places, which the reading's editors offer. */
  terms?: ReadingTerms;
  /** Answers again from the reading as edited. */
  onRun: (plan: Plan) => void;
  running: boolean;
  /** Focus lands on the card when it shows an answer run from a saved answer's reading. */
  ref?: Ref<HTMLElement>;
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
  ref,
}: CurrentAnswerCardProps) {
  const plan = planOf(current.plan);
  return (
    <article
      ref={ref}
      tabIndex={-1}
      aria-label="Current answer"
      className="flex scroll-mt-24 flex-col gap-3 rounded-card border border-brand/30 bg-white p-5 shadow-raised focus:outline-none"
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
          // Until the notebook's terms arrive with the analyst's words for them, Read as stays its text.
          plan && terms
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
      {current.replaces != null && (
        <AnswerChangesSection changes={current.changes} onReplace={onReplace} replacing={replacing} />
      )}
    </article>
  );
}
