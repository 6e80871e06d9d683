import type { Notebook } from '@workbench/contract/notebooks';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/Button';
import { paths } from '../../../config/paths';
import { useNotebooks } from '../api/get-notebooks';
import { FETCH_NOTEBOOKS_FAILED } from '../messages';
import { CreateNotebookModal } from './CreateNotebookModal';
import { DeleteNotebookDialog } from './DeleteNotebookDialog';
import { NotebookActions } from './NotebookActions';
import { NotebookCard, NotebookCardSkeleton } from './NotebookCard';
import { RenameNotebookDialog } from './RenameNotebookDialog';

const grid = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3';

export function NotebookList() {
  const notebooks = useNotebooks();
  const [creating, setCreating] = useState(false);
  const [renaming, setRenaming] = useState<Notebook | null>(null);
  const [deleting, setDeleting] = useState<Notebook | null>(null);
  const openCreate = () => setCreating(true);

  return (
    <div className="flex flex-col gap-6">
      <section className="flex flex-col gap-4 border-b border-line-soft pb-6 sm:flex-row sm:items-end sm:justify-between">
        <div className="max-w-2xl">
          <h1 className="text-xl font-semibold sm:text-2xl">Curated Data Notebooks</h1>
          <p className="mt-2 text-muted">
            A notebook keeps the events you pick from your searches. Open one to review and export its events,
            see the search keywords that brought them in, and ask questions that are answered from those
            events alone.{' '}
            <Link to={paths.about} className="font-medium text-brand hover:underline">
              Learn More
            </Link>
          </p>
        </div>
        <Button onClick={openCreate} className="shrink-0 self-start sm:self-auto">
          Create New Notebook
        </Button>
      </section>

      {notebooks.isPending ? (
        <div className={grid}>
          <span className="sr-only" role="status">
            Loading notebooks
          </span>
          {[0, 1, 2].map((n) => (
            <NotebookCardSkeleton key={n} />
          ))}
        </div>
      ) : notebooks.isError ? (
        <p role="alert" className="py-12 text-center text-error">
          {FETCH_NOTEBOOKS_FAILED}
        </p>
      ) : notebooks.data.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-card border border-dashed border-line bg-white px-6 py-12 text-center">
          <h2 className="text-base font-semibold">No notebooks yet</h2>
          <p className="max-w-md text-muted">
            Create a notebook, then add events to it from the search results. A notebook is private to you
            until you share it; notebooks colleagues share with you appear here too.
          </p>
          <div className="mt-1 flex flex-wrap justify-center gap-2">
            <Button onClick={openCreate}>Create New Notebook</Button>
            <Link to={paths.search} className={buttonClass('secondary')}>
              Go to Search
            </Link>
          </div>
        </div>
      ) : (
        <ul className={grid}>
          {notebooks.data.map((notebook) => (
            <li key={notebook.id}>
              <NotebookCard
                notebook={notebook}
                // Only the owner renames or deletes; a shared notebook's card is the link alone.
                actions={
                  notebook.role === 'owner' && (
                    <NotebookActions notebook={notebook} onRename={setRenaming} onDelete={setDeleting} />
                  )
                }
              />
            </li>
          ))}
        </ul>
      )}

      <CreateNotebookModal open={creating} onClose={() => setCreating(false)} />
      <RenameNotebookDialog notebook={renaming} onClose={() => setRenaming(null)} />
      <DeleteNotebookDialog notebook={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
