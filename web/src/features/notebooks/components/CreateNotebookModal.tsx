import type { Notebook } from '@workbench/contract/notebooks';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/Button';
import { FormError } from '../../../components/FormError';
import { Modal } from '../../../components/Modal';
import { useToast } from '../../../components/Toast';
import { useCreateNotebook } from '../api/create-notebook';
import { NotebookFields } from './NotebookFields';

export const CREATE_NOTEBOOK_FAILED = 'Failed to create notebook';
/** The spec lets the person read the success before the modal goes away. */
export const CLOSE_AFTER_CREATE_MS = 2000;

interface CreateNotebookModalProps {
  open: boolean;
  onClose: () => void;
  /** Told as soon as the server has the notebook, before the modal closes. */
  onCreated?: (notebook: Notebook) => void;
}

export function CreateNotebookModal({ open, onClose, onCreated }: CreateNotebookModalProps) {
  const formId = useId();
  const titleInput = useRef<HTMLInputElement>(null);
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [created, setCreated] = useState<Notebook | null>(null);
  const create = useCreateNotebook();
  const toast = useToast();
  const { reset } = create;

  // Each opening starts from an empty form.
  useEffect(() => {
    if (open) return;
    setTitle('');
    setDescription('');
    setCreated(null);
    reset();
  }, [open, reset]);

  // Kept in a ref so that a parent passing a new callback each render does not restart the timer.
  const latestOnClose = useRef(onClose);
  latestOnClose.current = onClose;
  useEffect(() => {
    if (!created) return;
    const timer = setTimeout(() => latestOnClose.current(), CLOSE_AFTER_CREATE_MS);
    return () => clearTimeout(timer);
  }, [created]);

  const failure = create.error ? create.error.message || CREATE_NOTEBOOK_FAILED : null;
  const canSubmit = title.trim() !== '' && !create.isPending && !created;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit) return;
    create.mutate(
      { title: title.trim(), description: description.trim() },
      {
        onSuccess: (notebook) => {
          toast.success(`Notebook created successfully: ${notebook.title}`);
          setCreated(notebook);
          onCreated?.(notebook);
        },
        onError: (error) => toast.error(error.message || CREATE_NOTEBOOK_FAILED),
      },
    );
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Create New Notebook"
      initialFocus={titleInput}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button
            type="submit"
            form={formId}
            disabled={!canSubmit}
            busy={create.isPending}
            busyLabel="Creating..."
          >
            Create New Notebook
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="flex flex-col gap-4">
        <p className="text-muted">
          A notebook keeps the events you collect from your searches, so that you can export them and ask
          questions about them.
        </p>
        <NotebookFields
          title={title}
          description={description}
          titleInput={titleInput}
          readOnly={created !== null}
          onTitleChange={(value) => {
            setTitle(value);
            if (create.isError) reset();
          }}
          onDescriptionChange={setDescription}
        />
        {failure && <FormError message={failure} />}
        {created && (
          <p
            role="status"
            className="rounded-control border border-line border-l-4 border-l-success bg-success-pale p-3"
          >
            Notebook created successfully: {created.title}
          </p>
        )}
      </form>
    </Modal>
  );
}
