import type { Notebook } from '@workbench/contract/notebooks';
import { Button } from '../../../components/Button';

interface NotebookActionsProps {
  notebook: Notebook;
  onRename: (notebook: Notebook) => void;
  onDelete: (notebook: Notebook) => void;
  className?: string;
}

/**
 * Rename and Delete for one notebook. The dialogs they open belong to the screen, which outlives a
 * deleted notebook's card and so can report the outcome.
 */
export function NotebookActions({ notebook, onRename, onDelete, className = '' }: NotebookActionsProps) {
  return (
    <div className={`flex shrink-0 flex-wrap items-center gap-1 ${className}`}>
      <Button
        variant="ghost"
        className="px-2"
        onClick={() => onRename(notebook)}
        aria-label={`Rename ${notebook.title}`}
      >
        Rename
      </Button>
      <Button
        variant="ghost"
        className="px-2 text-error hover:bg-error-pale"
        onClick={() => onDelete(notebook)}
        aria-label={`Delete ${notebook.title}`}
      >
        Delete
      </Button>
    </div>
  );
}
