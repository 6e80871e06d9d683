import { roleAllows } from '@workbench/contract/members';
import type { Notebook } from '@workbench/contract/notebooks';
import type { ReadingTerms, SavedQuestion } from '@workbench/contract/questions';
import { type ReactNode, useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { Spinner } from '../../../components/Spinner';
import { useToast } from '../../../components/Toast';
import { useSavedQuestions } from '../api/get-saved-questions';
import { useRemoveQuestion } from '../api/remove-question';
import { DELETE_FAILED, FETCH_MORE_SAVED_FAILED, FETCH_SAVED_FAILED, questionsRemoved } from '../messages';
import type { Plan } from '../reading';
import type { OnCite, RenderEventDetails } from '../types';
import { RelatedEventsModal } from './RelatedEventsModal';
import { SavedAnswerCard } from './SavedAnswerCard';

interface SavedAnswersProps {
  notebook: Notebook;
  onReEvaluate: (saved: SavedQuestion) => void;
  showEventsList: () => void;
  renderEventDetails?: RenderEventDetails;
  onCite?: OnCite;
  terms?: ReadingTerms;
  /** Answers from a saved answer's reading as edited. */
  onRunReading: (saved: SavedQuestion, plan: Plan) => void;
  running: boolean;
}

function CardSkeleton() {
  return (
    <div aria-hidden="true" className="flex flex-col gap-3 rounded-card border border-line-soft bg-white p-5">
      <div className="h-5 w-2/3 animate-pulse rounded bg-slate-200" />
      {['w-full', 'w-11/12', 'w-4/5'].map((width) => (
        <div key={width} className={`h-4 animate-pulse rounded bg-slate-100 ${width}`} />
      ))}
    </div>
  );
}

export function SavedAnswers({
  notebook,
  onReEvaluate,
  showEventsList,
  renderEventDetails,
  onCite,
  terms,
  onRunReading,
  running,
}: SavedAnswersProps) {
  const query = useSavedQuestions(notebook.id);
  const remove = useRemoveQuestion(notebook.id);
  const toast = useToast();
  const [deleting, setDeleting] = useState<SavedQuestion | null>(null);
  const [related, setRelated] = useState<SavedQuestion | null>(null);
  const saved = query.data?.pages.flatMap((page) => page.questions) ?? [];
  const total = query.data?.pages.at(-1)?.total_results ?? 0;
  const stillLoading = query.hasNextPage && !query.isFetchNextPageError;

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: ({ num_removed }) => toast.success(questionsRemoved(num_removed)),
      onError: (error) => toast.error(error.message || DELETE_FAILED),
      onSettled: () => setDeleting(null),
    });
  };

  let body: ReactNode;
  if (query.isPending) {
    body = (
      <div className="grid gap-4 md:grid-cols-2">
        <CardSkeleton />
        <CardSkeleton />
      </div>
    );
  } else if (query.isError && !query.data) {
    body = (
      <p role="alert" className="py-8 text-center text-error">
        {FETCH_SAVED_FAILED}
      </p>
    );
  } else if (saved.length === 0) {
    body = (
      <p className="rounded-card border border-dashed border-line bg-white px-6 py-10 text-center text-muted">
        No answers saved yet
      </p>
    );
  } else {
    body = (
      <div className="grid gap-4 md:grid-cols-2">
        {saved.map((entry) => (
          <SavedAnswerCard
            key={entry.id}
            saved={entry}
            notebookTitle={notebook.title}
            onShowRelated={() => setRelated(entry)}
            onReEvaluate={() => onReEvaluate(entry)}
            onDelete={roleAllows(notebook.role, 'edit') ? () => setDeleting(entry) : undefined}
            onCite={onCite}
            terms={terms}
            onRunReading={(plan) => onRunReading(entry, plan)}
            running={running}
          />
        ))}
      </div>
    );
  }

  return (
    <section aria-labelledby="saved-answers-heading" className="flex flex-col gap-4">
      <div className="flex items-center gap-3 border-b border-line-soft pb-2">
        <h2 id="saved-answers-heading" className="text-lg font-semibold text-ink">
          Saved Answers
        </h2>
        {total > 0 && <span className="text-sm text-muted tabular-nums">{total}</span>}
        {stillLoading && <Spinner />}
      </div>
      {body}
      {query.isFetchNextPageError && (
        <p role="alert" className="text-center text-error">
          {FETCH_MORE_SAVED_FAILED}
        </p>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete Question"
        confirmLabel="Remove Question"
        busyLabel="Removing..."
        destructive
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      >
        <p>
          This action will permanently remove this question from your notebook. Are you sure you want to
          proceed?
        </p>
      </ConfirmDialog>
      {related && (
        <RelatedEventsModal
          saved={related}
          notebook={notebook}
          onClose={() => setRelated(null)}
          onReEvaluate={() => {
            setRelated(null);
            onReEvaluate(related);
          }}
          onShowEventsList={() => {
            setRelated(null);
            showEventsList();
          }}
          renderEventDetails={renderEventDetails}
        />
      )}
    </section>
  );
}
