import { type Member, type MemberRole, roleAllows } from '@workbench/contract/members';
import type { Notebook } from '@workbench/contract/notebooks';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/Button';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { Spinner } from '../../../components/Spinner';
import { TextField } from '../../../components/TextField';
import { useToast } from '../../../components/Toast';
import { paths } from '../../../config/paths';
import { useMembers } from '../api/get-members';
import { useInviteMember } from '../api/invite-member';
import { useRemoveMember } from '../api/remove-member';
import { useUpdateMember } from '../api/update-member';

export const FETCH_MEMBERS_FAILED = 'Failed to fetch members.';

const ROLE_LABELS: Record<Member['role'], string> = { owner: 'Owner', editor: 'Editor', viewer: 'Viewer' };

/** What each role may do, in the words the tab shows beside the roles. */
export const ROLE_HELP: Record<Member['role'], string> = {
  viewer: 'reads events, answers and keywords, asks questions and exports',
  editor: 'also adds and removes events, saves and deletes answers and corrects events',
  owner: 'also renames, deletes and shares the notebook',
};

const selectClass =
  'h-9 rounded-control border border-line bg-white px-2 text-sm text-ink focus:border-brand focus:ring-2 focus:ring-brand/30 focus:outline-none';

/** Viewer or editor; named by a visible label (`id`) or, in a member's row, by `label`. */
function RoleSelect({
  value,
  onChange,
  id,
  label,
  disabled,
}: {
  value: MemberRole;
  onChange: (role: MemberRole) => void;
  id?: string;
  label?: string;
  disabled?: boolean;
}) {
  return (
    <select
      id={id}
      aria-label={label}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value as MemberRole)}
      className={selectClass}
    >
      <option value="viewer">Viewer</option>
      <option value="editor">Editor</option>
    </select>
  );
}

function InviteForm({ notebookId }: { notebookId: number }) {
  const invite = useInviteMember(notebookId);
  const toast = useToast();
  const roleId = useId();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<MemberRole>('viewer');
  const [error, setError] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || invite.isPending) return;
    setError('');
    invite.mutate(
      { email: email.trim(), role },
      {
        onSuccess: (answer) => {
          toast.success(`Shared with ${answer.email} as ${ROLE_LABELS[answer.role].toLowerCase()}.`);
          setEmail('');
        },
        onError: (failure) => setError(failure.message || 'Failed to share the notebook.'),
      },
    );
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-3 rounded-card border border-line-soft bg-white p-5">
      <h3 className="text-base font-semibold">Share this notebook</h3>
      <p className="text-muted">
        Invite a colleague by email. If the address has no account yet, the notebook is waiting for it when it
        signs up.
      </p>
      <div className="flex flex-col gap-3 md:flex-row md:items-start">
        <TextField
          label="Email"
          type="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={error || undefined}
          autoComplete="off"
          className="md:flex-1"
        />
        <div className="flex flex-col gap-1">
          <label htmlFor={roleId} className="text-sm font-medium text-ink">
            Role
          </label>
          <RoleSelect id={roleId} value={role} onChange={setRole} />
        </div>
        <Button
          type="submit"
          disabled={!email.trim()}
          busy={invite.isPending}
          busyLabel="Sharing"
          className="md:mt-6"
        >
          Invite
        </Button>
      </div>
    </form>
  );
}

interface MembersTabProps {
  notebook: Notebook;
}

/**
 * Who has the notebook and in what role. Its owner invites, changes roles and removes; anyone else
 * sees the members and can leave. Controls a role may not use are left out, not disabled.
 */
export function MembersTab({ notebook }: MembersTabProps) {
  const members = useMembers(notebook.id);
  const update = useUpdateMember(notebook.id);
  const remove = useRemoveMember(notebook.id);
  const toast = useToast();
  const navigate = useNavigate();
  const [removing, setRemoving] = useState<Member | null>(null);
  const manages = roleAllows(notebook.role, 'manage');
  const leaving = removing?.you === true;

  const confirmRemove = () => {
    if (!removing?.id) return;
    remove.mutate(removing.id, {
      onSuccess: () => {
        if (leaving) {
          toast.success(`You left the notebook ${notebook.title}.`);
          navigate(paths.notebooks, { replace: true });
        } else toast.success(`${removing.name ?? removing.email} no longer has this notebook.`);
      },
      onError: (failure) => toast.error(failure.message || 'Failed to remove the member.'),
      onSettled: () => setRemoving(null),
    });
  };

  const changeRole = (member: Member, role: MemberRole) => {
    if (!member.id) return;
    update.mutate(
      { memberId: member.id, role },
      {
        onSuccess: () =>
          toast.success(`${member.name ?? member.email} is now ${ROLE_LABELS[role].toLowerCase()}.`),
        onError: (failure) => toast.error(failure.message || 'Failed to change the role.'),
      },
    );
  };

  return (
    <section className="flex flex-col gap-4">
      <p className="max-w-3xl text-muted">
        Your role: <strong className="font-semibold text-ink">{ROLE_LABELS[notebook.role]}</strong>. A viewer{' '}
        {ROLE_HELP.viewer}; an editor {ROLE_HELP.editor}; the owner {ROLE_HELP.owner}.
      </p>
      {manages && <InviteForm notebookId={notebook.id} />}
      {members.isPending ? (
        <Spinner label="Loading members..." />
      ) : members.isError ? (
        <p role="alert" className="py-8 text-center text-error">
          {FETCH_MEMBERS_FAILED}
        </p>
      ) : (
        <ul
          aria-label="Members"
          className="divide-y divide-line-soft rounded-card border border-line-soft bg-white"
        >
          {members.data.members.map((member) => (
            <li
              key={member.id ?? 'owner'}
              data-testid="member"
              className="flex flex-col gap-2 px-5 py-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <p className="font-medium break-words text-ink">
                  {member.name ?? member.email}
                  {member.you && <span className="font-normal text-muted"> (you)</span>}
                </p>
                <p className="text-xs break-words text-muted">
                  {member.name ? member.email : member.status === 'invited' ? 'Invited, not opened yet' : ''}
                </p>
              </div>
              <div className="flex shrink-0 flex-wrap items-center gap-2">
                {manages && member.id !== null ? (
                  <>
                    <RoleSelect
                      label={`Role of ${member.name ?? member.email}`}
                      value={member.role === 'editor' ? 'editor' : 'viewer'}
                      disabled={update.isPending}
                      onChange={(role) => changeRole(member, role)}
                    />
                    <Button
                      variant="ghost"
                      className="px-2 text-error hover:bg-error-pale"
                      onClick={() => setRemoving(member)}
                      aria-label={`Remove ${member.name ?? member.email}`}
                    >
                      Remove
                    </Button>
                  </>
                ) : (
                  <span className="rounded-full border border-line bg-slate-50 px-2 py-0.5 text-xs font-medium text-muted">
                    {ROLE_LABELS[member.role]}
                  </span>
                )}
                {member.you && member.id !== null && (
                  <Button variant="secondary" onClick={() => setRemoving(member)}>
                    Leave notebook
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={leaving ? 'Leave Notebook' : 'Remove Member'}
        confirmLabel={leaving ? 'Leave Notebook' : 'Remove Member'}
        busyLabel={leaving ? 'Leaving...' : 'Removing...'}
        destructive
        busy={remove.isPending}
        onConfirm={confirmRemove}
        onCancel={() => setRemoving(null)}
      >
        <p>
          {leaving
            ? 'You will no longer see this notebook. Its owner can share it with you again.'
            : `${removing?.name ?? removing?.email} will no longer see this notebook. What they added stays.`}
        </p>
      </ConfirmDialog>
    </section>
  );
}
