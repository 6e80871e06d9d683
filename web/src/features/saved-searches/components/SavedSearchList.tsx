import type { SavedSearch } from '@workbench/contract/saved-searches';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/Button';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useToast } from '../../../components/Toast';
import { paths } from '../../../config/paths';
import { formatTotal } from '../../../lib/totals';
import { useDeleteSavedSearch } from '../api/delete-saved-search';
import { useSavedSearches } from '../api/get-saved-searches';
import { describeSearch, savedSearchAddress } from '../search-address';
import { AlertSwitch } from './AlertSwitch';
import { RenameDialog } from './RenameDialog';
import { ShareDialog } from './ShareDialog';

export const NO_SAVED_SEARCHES = 'No saved searches yet.';
export const SAVED_SEARCHES_FAILED = 'Saved searches could not be loaded.';

interface SavedSearchListProps {
  /** Called as a saved search is opened, before the search screen shows it. */
  onOpen?: (saved: SavedSearch) => void;
}

const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString('en')} ${count === 1 ? one : many}`;

/** The Saved searches page: each search with its counts, opened on the search screen. */
export function SavedSearchList({ onOpen }: SavedSearchListProps) {
  const searches = useSavedSearches();
  const [renaming, setRenaming] = useState<SavedSearch | null>(null);
  const [deleting, setDeleting] = useState<SavedSearch | null>(null);
  const remove = useDeleteSavedSearch();
  const toast = useToast();

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => toast.success(`Saved search deleted: ${deleting.name}`),
      onError: (error) => toast.error(error.message || 'The saved search could not be deleted'),
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-semibold text-ink">Saved searches</h1>
        <p className="max-w-3xl text-muted">
          Follow a story: each saved search counts the events that matched it since you last opened it. With
          its alert on, they also count towards the badge in the header and come in a daily mail. Share a
          search with colleagues: they follow it too, each with their own alert.
        </p>
      </div>
      {searches.isPending ? (
        <ul aria-label="Loading saved searches" aria-busy="true" className="flex flex-col gap-3">
          {[0, 1, 2].map((row) => (
            <li key={row} className="h-28 animate-pulse rounded-card border border-line-soft bg-white" />
          ))}
        </ul>
      ) : searches.isError ? (
        <div
          role="alert"
          className="flex flex-wrap items-center justify-between gap-3 rounded-card border border-line border-l-4 border-l-error bg-error-pale p-4"
        >
          <span>
            {SAVED_SEARCHES_FAILED} {searches.error.message}
          </span>
          <Button variant="secondary" onClick={() => void searches.refetch()}>
            Try again
          </Button>
        </div>
      ) : searches.data.length === 0 ? (
        <div className="flex flex-col items-start gap-3 rounded-card border border-line-soft bg-white p-6">
          <p className="font-medium text-ink">{NO_SAVED_SEARCHES}</p>
          <p className="text-muted">Run a search, then choose Save search above its results to follow it.</p>
          <Link to={paths.search} className={buttonClass('primary')}>
            Go to Search
          </Link>
        </div>
      ) : (
        <ul aria-label="Saved searches" className="flex flex-col gap-3">
          {searches.data.map((saved) => (
            <SavedSearchCard
              key={saved.id}
              saved={saved}
              onOpen={onOpen}
              onRename={setRenaming}
              onDelete={setDeleting}
            />
          ))}
        </ul>
      )}
      <RenameDialog saved={renaming} onClose={() => setRenaming(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete saved search"
        confirmLabel="Delete"
        busyLabel="Deleting..."
        destructive
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      >
        Delete “{deleting?.name}”? Its counts and alert go with it; the events stay searchable.
      </ConfirmDialog>
    </div>
  );
}

interface SavedSearchCardProps {
  saved: SavedSearch;
  onOpen?: (saved: SavedSearch) => void;
  onRename: (saved: SavedSearch) => void;
  onDelete: (saved: SavedSearch) => void;
}

function SavedSearchCard({ saved, onOpen, onRename, onDelete }: SavedSearchCardProps) {
  const [sharing, setSharing] = useState(false);
  const owns = saved.role === 'owner';
  return (
    <li
      className="flex flex-col gap-3 rounded-card border border-line-soft bg-white p-4 sm:flex-row sm:items-start sm:justify-between sm:p-5"
      data-testid="saved-search"
    >
      <div className="flex min-w-0 flex-col gap-1">
        <h2 className="flex flex-wrap items-center gap-2 text-base font-semibold">
          <Link
            to={savedSearchAddress(saved)}
            onClick={() => onOpen?.(saved)}
            className="min-w-0 break-words rounded-control text-brand hover:underline"
          >
            {saved.name}
          </Link>
          {saved.new_events > 0 && (
            <span className="rounded-full bg-brand px-2 py-0.5 text-xs font-semibold text-white tabular-nums">
              {plural(saved.new_events, 'new event', 'new events')}
            </span>
          )}
          {!owns && (
            <span className="rounded-full border border-blue-200 bg-blue-50 px-2 py-0.5 text-xs font-medium text-brand">
              Shared by {saved.owner_name}
            </span>
          )}
        </h2>
        <p className="break-words text-sm text-ink">{describeSearch(saved)}</p>
        <p className="text-sm text-muted tabular-nums">
          {saved.total_relation === 'gte'
            ? `${formatTotal(saved.total_results, saved.total_relation)} events`
            : plural(saved.total_results, 'event', 'events')}{' '}
          · {saved.new_events > 0 ? plural(saved.new_events, 'new', 'new') : 'nothing new'} since you last
          looked
        </p>
      </div>
      <div className="flex shrink-0 flex-wrap items-center gap-x-4 gap-y-2">
        <AlertSwitch saved={saved} />
        <Button
          variant="ghost"
          className="px-2"
          onClick={() => setSharing(true)}
          aria-label={`${owns ? 'Share' : 'Members of'} ${saved.name}`}
        >
          {owns ? 'Share' : 'Members'}
        </Button>
        {/* Only its owner renames or deletes a saved search; a member's card leaves both out. */}
        {owns && (
          <>
            <Button
              variant="ghost"
              className="px-2"
              onClick={() => onRename(saved)}
              aria-label={`Rename ${saved.name}`}
            >
              Rename
            </Button>
            <Button
              variant="ghost"
              className="px-2 text-error hover:bg-error-pale"
              onClick={() => onDelete(saved)}
              aria-label={`Delete ${saved.name}`}
            >
              Delete
            </Button>
          </>
        )}
      </div>
      <ShareDialog saved={saved} open={sharing} onClose={() => setSharing(false)} />
    </li>
  );
}
