import type { Notebook } from '@workbench/contract/notebooks';
import type { ReactNode } from 'react';
import { createdDate, DASH, searchDateRange, totalEvents } from '../format';
import { SharedBadge } from './SharedBadge';

function Fact({ label, value }: { label: string; value: string | number }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium tracking-wide text-muted uppercase">{label}</dt>
      <dd className="mt-0.5 font-medium break-words tabular-nums">{value}</dd>
    </div>
  );
}

interface NotebookHeaderProps {
  notebook: Notebook;
  /** Shown beside the title (Rename and Delete). */
  actions?: ReactNode;
}

export function NotebookHeader({ notebook, actions }: NotebookHeaderProps) {
  return (
    <header className="rounded-card border border-line-soft bg-white p-5 sm:p-6">
      <div className="flex items-start justify-between gap-3 sm:gap-4">
        <div className="flex min-w-0 flex-col items-start gap-1.5">
          <h1 className="min-w-0 text-xl font-semibold break-words sm:text-2xl">{notebook.title}</h1>
          <SharedBadge notebook={notebook} />
        </div>
        {actions}
      </div>
      {notebook.description && (
        <p className="mt-2 max-w-3xl break-words whitespace-pre-line text-muted">{notebook.description}</p>
      )}
      <dl className="mt-5 grid grid-cols-2 gap-x-6 gap-y-4 border-t border-line-soft pt-4 lg:grid-cols-5">
        <Fact label="Created by" value={notebook.owner_name || DASH} />
        <Fact label="Date created" value={createdDate(notebook)} />
        <Fact label="Total Events" value={totalEvents(notebook)} />
        <Fact label="Incidents" value={notebook.num_incidents} />
        <Fact label="Search Date Range" value={searchDateRange(notebook)} />
      </dl>
    </header>
  );
}
