/** Marks an answer computed from a reading a person edited, not read from the question. */
export function EditedBadge() {
  return (
    <span className="rounded-full bg-warning-pale px-2 py-0.5 text-xs font-medium text-warning">
      Edited reading
    </span>
  );
}
