import type { Db } from '../db/client';
import type { StoreObserver } from '../events';
import { filtersOf, matchesAmong, type SearchFilters } from '../search';
import {
  allSavedSearchParams,
  deleteMatches,
  insertMatches,
  type MatchPair,
} from './saved-searches.repository';

const pairKey = (pair: MatchPair) => `${pair.savedSearchId}:${pair.eventId}`;

async function matchingPairs(
  tx: Db,
  searches: { key: number; filters: SearchFilters }[],
  eventIds: number[],
): Promise<MatchPair[]> {
  const found = await matchesAmong(tx, searches, eventIds);
  return found.map(({ key, eventId }) => ({ savedSearchId: key, eventId }));
}

/**
 * Records, as ingest stores a batch, which saved searches its events match. An added event that
 * matches is a new match. An edited event is one only when it starts to match: a match it had before
 * the edit stays as it was (new or already seen), and one it loses is dropped. Each batch is tested
 * against every saved search by the search's own conditions, on the batch's events alone.
 */
export function savedSearchMatchRecorder(): StoreObserver {
  let searches: Promise<{ key: number; filters: SearchFilters }[]> | undefined;
  const loadSearches = (tx: Db) => {
    searches ??= allSavedSearchParams(tx).then((rows) =>
      rows.map((row) => ({ key: row.id, filters: filtersOf(row.params) })),
    );
    return searches;
  };
  let matchedBeforeEdit: MatchPair[] = [];

  return {
    async beforeEdit(tx, eventIds) {
      matchedBeforeEdit = await matchingPairs(tx, await loadSearches(tx), eventIds);
    },
    async afterStore(tx, { added, edited }) {
      if (added.length + edited.length === 0) return;
      const all = await loadSearches(tx);
      if (all.length === 0) return;
      const now = await matchingPairs(tx, all, [...added, ...edited]);
      const before = new Set(matchedBeforeEdit.map(pairKey));
      const after = new Set(now.map(pairKey));
      await insertMatches(
        tx,
        now.filter((pair) => !before.has(pairKey(pair))),
      );
      await deleteMatches(
        tx,
        matchedBeforeEdit.filter((pair) => !after.has(pairKey(pair))),
      );
    },
  };
}
