import { useId } from 'react';

const GROUP_LABEL = 'Group follow-ups';

/**
 * Whether releases of one case (the report, the arrest, the court dates) show as one result, its
 * newest release; changing it runs the search again.
 */
export function GroupControl({ value, onChange }: { value: boolean; onChange: (group: boolean) => void }) {
  const id = useId();
  return (
    <div className="flex items-center gap-2 text-sm">
      <input
        id={id}
        type="checkbox"
        checked={value}
        onChange={(event) => onChange(event.target.checked)}
        className="h-4 w-4 cursor-pointer accent-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
      />
      <label htmlFor={id} className="cursor-pointer text-ink">
        {GROUP_LABEL}
      </label>
    </div>
  );
}

/** Says that a result is one release of a case the corpus holds several releases of. */
export function CaseBadge({ size }: { size: number }) {
  if (size < 2) return null;
  return (
    <span
      title="Releases of one case: open it for the timeline"
      className="inline-flex items-center rounded-full border border-brand/30 bg-blue-50 px-2 py-0.5 text-xs font-medium whitespace-nowrap text-brand"
    >
      {size} releases<span className="sr-only"> in this case</span>
    </span>
  );
}
