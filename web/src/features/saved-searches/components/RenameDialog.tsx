import type { SavedSearch } from '@workbench/contract/saved-searches';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/Button';
import { FormError } from '../../../components/FormError';
import { Modal } from '../../../components/Modal';
import { useToast } from '../../../components/Toast';
import { useUpdateSavedSearch } from '../api/update-saved-search';
import { SavedSearchNameField } from './SavedSearchNameField';

interface RenameDialogProps {
  saved: SavedSearch | null;
  onClose: () => void;
}

export function RenameDialog({ saved, onClose }: RenameDialogProps) {
  const formId = useId();
  const nameInput = useRef<HTMLInputElement>(null);
  const [name, setName] = useState('');
  const update = useUpdateSavedSearch();
  const toast = useToast();
  const { reset } = update;

  useEffect(() => {
    setName(saved?.name ?? '');
    reset();
  }, [saved, reset]);

  const blank = name.trim() === '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!saved || blank || update.isPending) return;
    update.mutate(
      { id: saved.id, change: { name: name.trim() } },
      {
        onSuccess: (renamed) => {
          toast.success(`Saved search renamed: ${renamed.name}`);
          onClose();
        },
      },
    );
  };

  return (
    <Modal
      open={saved !== null}
      onClose={onClose}
      title="Rename saved search"
      initialFocus={nameInput}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={blank} busy={update.isPending} busyLabel="Saving...">
            Rename
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="flex flex-col gap-4">
        <SavedSearchNameField ref={nameInput} value={name} onChange={setName} />
        {update.error && <FormError message={update.error.message} />}
      </form>
    </Modal>
  );
}
