import { type FormEvent, useId, useRef, useState } from 'react';
import { Button } from '../../../components/Button';
import { FormError } from '../../../components/FormError';
import { Modal } from '../../../components/Modal';
import { useToast } from '../../../components/Toast';
import { useCreateSavedSearch } from '../api/create-saved-search';
import { defaultName, type SearchToSave } from '../search-address';
import { SavedSearchNameField } from './SavedSearchNameField';

export const SAVE_SEARCH_FAILED = 'The search could not be saved';

interface SaveSearchDialogProps {
  onClose: () => void;
  search: SearchToSave;
}

/**
 * Names the search on screen (its keywords to begin with) and saves it, with or without an alert.
 * Mounted only while open, so each opening starts from the search as it is then.
 */
export function SaveSearchDialog({ onClose, search }: SaveSearchDialogProps) {
  const formId = useId();
  const nameInput = useRef<HTMLInputElement>(null);
  const [name, setName] = useState(() => defaultName(search));
  const [alert, setAlert] = useState(false);
  const create = useCreateSavedSearch();
  const toast = useToast();

  const blank = name.trim() === '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (blank || create.isPending) return;
    create.mutate(
      { name: name.trim(), alert, search },
      {
        onSuccess: (saved) => {
          toast.success(`Search saved: ${saved.name}`);
          onClose();
        },
      },
    );
  };

  return (
    <Modal
      open
      onClose={onClose}
      title="Save search"
      initialFocus={nameInput}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={blank} busy={create.isPending} busyLabel="Saving...">
            Save search
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="flex flex-col gap-4">
        <p className="text-muted">
          A saved search counts the events that match it as they arrive. Find it under Saved searches.
        </p>
        <SavedSearchNameField ref={nameInput} value={name} onChange={setName} />
        <label className="flex items-start gap-3 text-sm text-ink">
          <input
            type="checkbox"
            className="mt-0.5 h-4 w-4 shrink-0 cursor-pointer accent-brand"
            checked={alert}
            onChange={(event) => setAlert(event.target.checked)}
          />
          <span>
            <span className="font-medium">Alert me about new events</span>
            <span className="block text-muted">
              At most one mail a day, and a count beside Saved searches in the header.
            </span>
          </span>
        </label>
        {create.error && <FormError message={create.error.message || SAVE_SEARCH_FAILED} />}
      </form>
    </Modal>
  );
}
