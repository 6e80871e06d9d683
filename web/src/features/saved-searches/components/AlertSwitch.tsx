import type { SavedSearch } from '@workbench/contract/saved-searches';
import { useToast } from '../../../components/Toast';
import { useUpdateSavedSearch } from '../api/update-saved-search';

/** Turns one saved search's alert on or off at once; the switch shows the server's answer. */
export function AlertSwitch({ saved }: { saved: SavedSearch }) {
  const update = useUpdateSavedSearch();
  const toast = useToast();
  const toggle = () =>
    update.mutate(
      { id: saved.id, change: { alert: !saved.alert } },
      {
        onSuccess: (updated) =>
          toast.success(updated.alert ? `Alert on for ${updated.name}` : `Alert off for ${updated.name}`),
        onError: (error) => toast.error(error.message || 'The alert could not be changed'),
      },
    );
  return (
    <button
      type="button"
      role="switch"
      aria-checked={saved.alert}
      aria-label={`Alert for ${saved.name}`}
      disabled={update.isPending}
      onClick={toggle}
      className="inline-flex items-center gap-2 rounded-control py-1 text-sm text-ink disabled:cursor-wait disabled:opacity-60"
    >
      <span
        aria-hidden="true"
        className={`relative inline-flex h-5 w-9 shrink-0 rounded-full transition-colors ${saved.alert ? 'bg-brand' : 'bg-slate-400'}`}
      >
        <span
          className={`absolute top-0.5 h-4 w-4 rounded-full bg-white shadow transition-transform ${saved.alert ? 'translate-x-4.5' : 'translate-x-0.5'}`}
        />
      </span>
      Alert {saved.alert ? 'on' : 'off'}
    </button>
  );
}
