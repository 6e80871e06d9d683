import type { Member } from '@workbench/contract/members';
import type { SavedSearch } from '@workbench/contract/saved-searches';
import { type FormEvent, useRef, useState } from 'react';
import { Button } from '../../../components/Button';
import { Modal } from '../../../components/Modal';
import { Spinner } from '../../../components/Spinner';
import { TextField } from '../../../components/TextField';
import { useToast } from '../../../components/Toast';
import { useSavedSearchMembers } from '../api/get-saved-search-members';
import { useRemoveSavedSearchMember } from '../api/remove-saved-search-member';
import { useShareSavedSearch } from '../api/share-saved-search';

interface ShareDialogProps {
  saved: SavedSearch;
  open: boolean;
  onClose: () => void;
}

const who = (member: Member) => member.name ?? member.email;

/**
 * Who has a saved search. Its owner shares it by email (members run and follow it, each with their
 * own alert, but never change it) and stops sharing; a member sees the others and can leave.
 */
export function ShareDialog({ saved, open, onClose }: ShareDialogProps) {
  const owns = saved.role === 'owner';
  const members = useSavedSearchMembers(saved.id, open);
  const share = useShareSavedSearch(saved.id);
  const remove = useRemoveSavedSearchMember(saved.id);
  const toast = useToast();
  const emailInput = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [error, setError] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || share.isPending) return;
    setError('');
    share.mutate(email.trim(), {
      onSuccess: (answer) => {
        toast.success(`Shared “${saved.name}” with ${answer.email}.`);
        setEmail('');
      },
      onError: (failure) => setError(failure.message || 'The saved search could not be shared'),
    });
  };

  const removeMember = (member: Member) => {
    if (member.id === null) return;
    remove.mutate(member.id, {
      onSuccess: () => {
        toast.success(
          member.you ? `You left “${saved.name}”.` : `${who(member)} no longer has “${saved.name}”.`,
        );
        if (member.you) onClose();
      },
      onError: (failure) => toast.error(failure.message || 'The member could not be removed'),
    });
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={owns ? `Share “${saved.name}”` : `Members of “${saved.name}”`}
      initialFocus={owns ? emailInput : undefined}
      footer={
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      <div className="flex flex-col gap-4">
        {owns && (
          <form onSubmit={submit} className="flex flex-col gap-2">
            <p className="text-muted">
              Colleagues you share it with can run it, see its new events and turn on an alert for themselves;
              only you rename or delete it. An address without an account finds it when it signs up.
            </p>
            <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
              <TextField
                ref={emailInput}
                label="Email"
                type="email"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                error={error || undefined}
                autoComplete="off"
                className="sm:flex-1"
              />
              <Button
                type="submit"
                disabled={!email.trim()}
                busy={share.isPending}
                busyLabel="Sharing"
                className="sm:mt-6"
              >
                Share
              </Button>
            </div>
          </form>
        )}
        {members.isPending ? (
          <Spinner label="Loading members..." />
        ) : members.isError ? (
          <p role="alert" className="text-error">
            Failed to fetch members.
          </p>
        ) : (
          <ul aria-label="Members" className="divide-y divide-line-soft rounded-card border border-line-soft">
            {members.data.members.map((member) => (
              <li key={member.id ?? 'owner'} className="flex items-center justify-between gap-3 px-4 py-2.5">
                <div className="min-w-0">
                  <p className="font-medium break-words text-ink">
                    {who(member)}
                    {member.you && <span className="font-normal text-muted"> (you)</span>}
                  </p>
                  <p className="text-xs break-words text-muted">
                    {member.role === 'owner'
                      ? 'Owner'
                      : member.status === 'invited'
                        ? 'Invited'
                        : member.email}
                  </p>
                </div>
                {member.id !== null && (owns || member.you) && (
                  <Button
                    variant="ghost"
                    className="shrink-0 px-2 text-error hover:bg-error-pale"
                    busy={remove.isPending && remove.variables === member.id}
                    onClick={() => removeMember(member)}
                    aria-label={member.you ? `Leave ${saved.name}` : `Stop sharing with ${who(member)}`}
                  >
                    {member.you ? 'Leave' : 'Remove'}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </Modal>
  );
}
