import type { Notebook } from '@workbench/contract/notebooks';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Button } from '../../../components/Button';
import { FormError } from '../../../components/FormError';
import { Modal } from '../../../components/Modal';
import { useToast } from '../../../components/Toast';
import { useUpdateNotebook } from '../api/update-notebook';
import { NotebookFields } from './NotebookFields';

export const TITLE_REQUIRED = 'Title is required';
export const RENAME_NOTEBOOK_FAILED = 'Failed to rename notebook';

interface RenameNotebookDialogProps {
  /** The notebook to rename; null keeps the dialog closed. */
  notebook: Notebook | null;
  onClose: () => void;
}

/** Edits a notebook's title and description. Enter in the title saves, Escape cancels. */
export function RenameNotebookDialog({ notebook, onClose }: RenameNotebookDialogProps) {
  // A form of its own for each opening, so that it starts from the notebook as it is then and a
  // refreshed list does not overwrite what is being typed.
  return notebook ? <RenameNotebookForm key={notebook.id} notebook={notebook} onClose={onClose} /> : null;
}

function RenameNotebookForm({ notebook, onClose }: { notebook: Notebook; onClose: () => void }) {
  const formId = useId();
  const titleInput = useRef<HTMLInputElement>(null);
  const [title, setTitle] = useState(notebook.title);
  const [description, setDescription] = useState(notebook.description);
  const [touched, setTouched] = useState(false);
  const update = useUpdateNotebook();
  const toast = useToast();
  const { reset } = update;

  const blank = title.trim() === '';
  const titleError = touched && blank ? TITLE_REQUIRED : undefined;
  const unchanged = title.trim() === notebook.title && description.trim() === notebook.description;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (blank || update.isPending) return;
    if (unchanged) {
      onClose();
      return;
    }
    update.mutate(
      { id: notebook.id, change: { title: title.trim(), description: description.trim() } },
      {
        onSuccess: (renamed) => {
          toast.success(`Notebook saved: ${renamed.title}`);
          onClose();
        },
      },
    );
  };

  return (
    <Modal
      open
      // While the request runs, closing would hide its outcome.
      onClose={update.isPending ? () => {} : onClose}
      title="Rename notebook"
      initialFocus={titleInput}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={update.isPending}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={blank} busy={update.isPending} busyLabel="Saving...">
            Save
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="flex flex-col gap-4">
        <NotebookFields
          title={title}
          description={description}
          titleInput={titleInput}
          titleError={titleError}
          onTitleChange={(value) => {
            setTitle(value);
            setTouched(true);
            if (update.isError) reset();
          }}
          onDescriptionChange={(value) => {
            setDescription(value);
            if (update.isError) reset();
          }}
        />
        {update.error && <FormError message={update.error.message || RENAME_NOTEBOOK_FAILED} />}
      </form>
    </Modal>
  );
}
