export const DEMO_BADGE = 'Demo data (synthetic)';

/** Says plainly that the events on show were written by a program, not by the police. */
export function DemoBadge() {
  return (
    <span className="inline-flex items-center rounded-full border border-line bg-slate-100 px-2 py-0.5 text-xs font-medium whitespace-nowrap text-muted">
      {DEMO_BADGE}
    </span>
  );
}
