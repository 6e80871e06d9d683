import type { TotalRelation } from '@workbench/contract/search';
import { formatTotal, formatCount as n } from '../../../lib/totals';

interface SelectAllBannerProps {
  loaded: number;
  total: number;
  /** gte: at least `total` events match; then more than the ids select all can hand out. */
  totalRelation: TotalRelation;
  /** Rows ticked among those loaded. */
  selectedRows: number;
  allMatching: boolean;
  /** How many ids the server handed out for "all", once known. */
  matchingIds: number | null;
  truncated: boolean;
  onSelectAllMatching: () => void;
  onSelectNone: () => void;
}

/**
 * The mail-client offer: with every loaded row ticked and more results unloaded, tick all of them;
 * once taken, say so and offer to undo it.
 */
export function SelectAllBanner({
  loaded,
  total,
  totalRelation,
  selectedRows,
  allMatching,
  matchingIds,
  truncated,
  onSelectAllMatching,
  onSelectNone,
}: SelectAllBannerProps) {
  const everyLoadedRow = loaded > 0 && selectedRows === loaded;
  if (!allMatching && !(everyLoadedRow && total > loaded)) return null;
  const all = formatTotal(total, totalRelation);
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
              ? `The first ${n(matchingIds)} of ${all} results are selected (the most that can be selected at once).`
              : `All ${all} results are selected.`}
          </span>
          <button type="button" className={link} onClick={onSelectNone}>
            Clear selection
          </button>
        </>
      ) : (
        <>
          <span>All {n(loaded)} loaded results are selected.</span>
          <button type="button" className={link} onClick={onSelectAllMatching}>
            Select all {all} results
          </button>
        </>
      )}
    </div>
  );
}
