/** Table styling shared by lists across the app, after DESIGN.md: sticky header, hover tint, 14 px. */
export const tableFrame = 'max-h-[60vh] overflow-auto rounded-card border border-line-soft bg-white';
export const tableClass = 'w-full border-collapse text-left text-sm';
export const headCell =
  'sticky top-0 z-10 border-b border-line-soft bg-slate-50 px-3 py-2.5 text-xs font-semibold tracking-wide text-muted uppercase';
export const bodyCell = 'border-b border-line-soft px-3 py-2.5 align-top';
