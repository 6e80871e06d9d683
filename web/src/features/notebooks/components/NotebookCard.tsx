import type { Notebook } from '@workbench/contract/notebooks';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { createdDate, DASH, searchDateRange, totalEvents } from '../format';
import { notebookLinkState } from '../navigation';
import { SharedBadge } from './SharedBadge';

interface NotebookCardProps {
  notebook: Notebook;
  /** Rename and Delete under the card's link; without them the card is the link alone. */
  actions?: ReactNode;
}

export function NotebookCard({ notebook, actions }: NotebookCardProps) {
  return (
    <div className="flex h-full flex-col rounded-card border border-line-soft bg-white transition-shadow hover:border-line hover:shadow-raised">
      <Link
        to={paths.notebook(notebook.id)}
        state={notebookLinkState(notebook)}
        className="group flex flex-1 flex-col gap-3 rounded-card p-5"
      >
        <div className="flex flex-col items-start gap-1.5">
          <h2 className="line-clamp-2 text-base font-semibold break-words text-ink group-hover:text-brand">
            {notebook.title}
          </h2>
          <SharedBadge notebook={notebook} />
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
          <dt className="text-muted">Created by</dt>
          <dd className="min-w-0 truncate">{notebook.owner_name || DASH}</dd>
          <dt className="text-muted">Date created</dt>
          <dd className="tabular-nums">{createdDate(notebook)}</dd>
          <dt className="text-muted">Total Events</dt>
          <dd className="tabular-nums">{totalEvents(notebook)}</dd>
          <dt className="text-muted">Search Date Range</dt>
          <dd className="tabular-nums">{searchDateRange(notebook)}</dd>
        </dl>
        {notebook.description ? (
          <p className="line-clamp-3 border-t border-line-soft pt-3 break-words text-muted">
            {notebook.description}
          </p>
        ) : (
          <p className="border-t border-line-soft pt-3 text-muted italic">No description</p>
        )}
      </Link>
      {actions && <div className="flex justify-end border-t border-line-soft px-3 py-2">{actions}</div>}
    </div>
  );
}

export function NotebookCardSkeleton() {
  return (
    <div aria-hidden="true" className="flex flex-col gap-3 rounded-card border border-line-soft bg-white p-5">
      <div className="h-5 w-2/3 animate-pulse rounded bg-slate-200" />
      {[0, 1, 2, 3].map((row) => (
        <div key={row} className="h-4 w-5/6 animate-pulse rounded bg-slate-100" />
      ))}
      <div className="mt-1 h-4 w-full animate-pulse rounded bg-slate-100" />
    </div>
  );
}
