interface SelectAllBannerProps {
  loaded: number;
  total: number;
  /** Rows ticked among those loaded. */
  selectedRows: number;
  allMatching: boolean;
  /** How many ids the server handed out for "all", once known. */
  matchingIds: number | null;
  truncated: boolean;
  onSelectAllMatching: () => void;
  onSelectNone: () => void;
}

const n = (count: number) => count.toLocaleString('en');

/**
 * The mail-client offer: with every loaded row ticked and more results unloaded, tick all of them;
 * once taken, say so and offer to undo it.
 */
export function SelectAllBanner({
  loaded,
  total,
  selectedRows,
  allMatching,
  matchingIds,
  truncated,
  onSelectAllMatching,
  onSelectNone,
}: SelectAllBannerProps) {
  const everyLoadedRow = loaded > 0 && selectedRows === loaded;
  if (!allMatching && !(everyLoadedRow && total > loaded)) return null;
  const link = 'rounded-control font-medium text-brand underline-offset-2 hover:underline';
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-center gap-x-2 gap-y-1 border-b border-line-soft bg-blue-50 px-4 py-2 text-center text-sm text-ink"
    >
      {allMatching ? (
        <>
          <span>
            {truncated && matchingIds !== null
              ? `The first ${n(matchingIds)} of ${n(total)} results are selected (the most that can be selected at once).`
              : `All ${n(total)} results are selected.`}
          </span>
          <button type="button" className={link} onClick={onSelectNone}>
            Clear selection
          </button>
        </>
      ) : (
        <>
          <span>All {n(loaded)} loaded results are selected.</span>
          <button type="button" className={link} onClick={onSelectAllMatching}>
            Select all {n(total)} results
          </button>
        </>
      )}
    </div>
  );
}
