import type { ReadingTerms, SavedQuestion } from '@workbench/contract/questions';
import { useRef } from 'react';
import { KebabMenu } from '../../../components/KebabMenu';
import { useToast } from '../../../components/Toast';
import { downloadCsv } from '../../../lib/csv';
import { instantDay } from '../../../lib/dates';
import { downloadElementAsPng } from '../../../lib/png';
import { answerCsvFileName, answerPngFileName, answerToCsv, engineLabel } from '../answer';
import { fetchAnswerEventIds } from '../api/get-related-events';
import { CSV_FAILED, PNG_FAILED } from '../messages';
import { type Plan, planOf } from '../reading';
import type { OnCite } from '../types';
import { AnswerText } from './AnswerText';
import { EditedBadge } from './EditedBadge';
import { ReadAs, SavedReading } from './ReadingChips';

interface SavedAnswerCardProps {
  saved: SavedQuestion;
  notebookTitle: string;
  onShowRelated: () => void;
  onReEvaluate: () => void;
  /** Absent for a viewer, who may not delete the notebook's answers. */
  onDelete?: () => void;
  onCite?: OnCite;
  /** The notebook's terms and the analyst's words, which the reading's chips and editors need. */
  terms?: ReadingTerms;
  /** Answers from this answer's reading as edited. */
  onRunReading: (plan: Plan) => void;
  running: boolean;
}

export function SavedAnswerCard({
  saved,
  notebookTitle,
  onShowRelated,
  onReEvaluate,
  onDelete,
  onCite,
  terms,
  onRunReading,
  running,
}: SavedAnswerCardProps) {
  const card = useRef<HTMLElement>(null);
  const toast = useToast();
  const plan = planOf(saved.plan);
  const { result } = saved;

  const downloadPng = () => {
    if (!card.current) return;
    downloadElementAsPng(card.current, answerPngFileName(saved.question)).catch(() =>
      toast.error(PNG_FAILED),
    );
  };

  const downloadAnswerCsv = () => {
    fetchAnswerEventIds(saved.id).then(
      (eventIds) =>
        downloadCsv(answerCsvFileName(saved.question, notebookTitle), answerToCsv(saved, eventIds)),
      () => toast.error(CSV_FAILED),
    );
  };

  return (
    <article
      ref={card}
      aria-label={saved.question}
      data-testid="saved-answer"
      className="flex flex-col gap-3 rounded-card border border-line-soft bg-white p-5"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col items-start gap-1 pt-1">
          <h3 className="min-w-0 text-base font-semibold break-words text-ink">{saved.question}</h3>
          {saved.plan_edited && <EditedBadge />}
        </div>
        <div data-png-skip className="-mr-2 -mt-0.5">
          <KebabMenu
            label={`Actions for the answer to: ${saved.question}`}
            actions={[
              { label: 'Download as CSV', onSelect: downloadAnswerCsv },
              { label: 'Download as PNG', onSelect: downloadPng },
              { label: 'Re-evaluate this Question', onSelect: onReEvaluate },
              ...(onDelete ? [{ label: 'Delete this Question', onSelect: onDelete, destructive: true }] : []),
            ]}
          />
        </div>
      </div>
      <AnswerText
        answer={saved.answer}
        onCite={onCite && ((eventId) => onCite({ questionId: saved.id, eventId }))}
        renderReading={
          plan && terms && result
            ? (text) => (
                <ReadAs text={text}>
                  <SavedReading
                    plan={plan}
                    result={result}
                    terms={terms}
                    onRun={onRunReading}
                    running={running}
                  />
                </ReadAs>
              )
            : undefined
        }
      />
      <div className="mt-auto flex flex-col gap-1 border-t border-line-soft pt-3">
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
          <button
            type="button"
            onClick={onShowRelated}
            className="text-sm font-medium text-brand hover:underline"
          >
            {saved.num_events} Related Events
          </button>
          <span className="text-xs text-muted tabular-nums">{instantDay(saved.created_at) ?? ''}</span>
        </div>
        <p className="text-xs text-muted">{engineLabel(saved.engine)}</p>
      </div>
    </article>
  );
}
