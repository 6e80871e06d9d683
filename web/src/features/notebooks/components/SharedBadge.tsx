import type { Notebook } from '@workbench/contract/notebooks';

const LABELS = { editor: 'Shared with you · Editor', viewer: 'Shared with you · Viewer' } as const;

/** Marks a notebook someone else owns with the role the user holds in it; nothing on one's own. */
export function SharedBadge({ notebook }: { notebook: Pick<Notebook, 'role'> }) {
  if (notebook.role === 'owner') return null;
  return (
    <span className="rounded-full border border-blue-200 bg-blue-50 px-2 py-0.5 text-xs font-medium text-brand">
      {LABELS[notebook.role]}
    </span>
  );
}
