import type { Notebook } from '@workbench/contract/notebooks';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useToast } from '../../../components/Toast';
import { useDeleteNotebook } from '../api/delete-notebook';
import { useSavedAnswerCount } from '../api/get-saved-answer-count';

export const DELETE_NOTEBOOK_FAILED = 'Failed to delete notebook';

const count = (n: number, one: string, many: string) => `${n.toLocaleString('en')} ${n === 1 ? one : many}`;

/** What deleting the notebook removes, in words: its events and its saved answers (once counted). */
export function deletionSummary(title: string, events: number, savedAnswers: number | undefined): string {
  const answers =
    savedAnswers === undefined ? 'saved answers' : count(savedAnswers, 'saved answer', 'saved answers');
  return `Delete “${title}”? This removes its ${count(events, 'event', 'events')} and ${answers} from the notebook. The events stay in the search.`;
}

interface DeleteNotebookDialogProps {
  /** The notebook to delete; null keeps the dialog closed. */
  notebook: Notebook | null;
  onClose: () => void;
  /** Told once the server has deleted it, after the dialog is closed. */
  onDeleted?: (notebook: Notebook) => void;
}

/** Asks before deleting a notebook, naming how many events and saved answers go with it. */
export function DeleteNotebookDialog({ notebook, onClose, onDeleted }: DeleteNotebookDialogProps) {
  const remove = useDeleteNotebook();
  const toast = useToast();
  const savedAnswers = useSavedAnswerCount(notebook?.id ?? 0, notebook !== null);

  const confirm = () => {
    if (!notebook || remove.isPending) return;
    remove.mutate(notebook.id, {
      onSuccess: () => {
        toast.success(`Notebook deleted: ${notebook.title}`);
        onClose();
        onDeleted?.(notebook);
      },
      onError: (error) => {
        toast.error(error.message || DELETE_NOTEBOOK_FAILED);
        onClose();
      },
    });
  };

  return (
    <ConfirmDialog
      open={notebook !== null}
      title="Delete notebook"
      confirmLabel="Delete"
      busyLabel="Deleting..."
      destructive
      busy={remove.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    >
      {notebook && (
        <p className="break-words">
          {deletionSummary(notebook.title, notebook.num_events ?? 0, savedAnswers.data)}
        </p>
      )}
    </ConfirmDialog>
  );
}
