import { MAX_SAVED_SEARCHES, type SavedSearchParams } from '@workbench/contract/saved-searches';
import type { UserRow } from '../auth';
import type { Db } from '../db/client';
import { Invalid, NotFound } from '../errors';
import { type EventRow, presentEvent } from '../events';
import { countMatching, filtersOf, searchEvents } from '../search';
import { canAccessSavedSearch } from './saved-searches.policy';
import { presentSavedSearch } from './saved-searches.presenter';
import {
  findSavedSearch,
  insertSavedSearch,
  listSavedSearches,
  newMatchesAmong,
  type SavedSearchWithNews,
} from './saved-searches.repository';

/** The saved search when the user owns it; otherwise the same 404 as one that does not exist. */
export async function loadOwnedSavedSearch(db: Db, user: UserRow, id: number): Promise<SavedSearchWithNews> {
  const saved = await findSavedSearch(db, id);
  if (!saved || !canAccessSavedSearch(user, saved)) throw new NotFound('Saved search');
  return saved;
}

/** The saved search as the API shows it, with how many events it matches now. */
export const presentWithTotal = async (db: Db, saved: SavedSearchWithNews) =>
  presentSavedSearch(saved, await countMatching(db, filtersOf(saved.params)));

export async function createSavedSearch(
  db: Db,
  user: UserRow,
  input: { name: string; alert: boolean; params: SavedSearchParams },
) {
  const id = await insertSavedSearch(db, { ownerId: user.id, ...input }, MAX_SAVED_SEARCHES);
  if (id === undefined) {
    throw new Invalid(
      `You can keep at most ${MAX_SAVED_SEARCHES} saved searches; delete one to save another`,
      'limit_reached',
    );
  }
  return presentWithTotal(db, await loadOwnedSavedSearch(db, user, id));
}

export async function listOwnSavedSearches(db: Db, user: UserRow) {
  const saved = await listSavedSearches(db, user.id);
  return Promise.all(saved.map((row) => presentWithTotal(db, row)));
}

/** A page of the search's results now, newest first, each marked when it is a new match. */
export async function savedSearchEvents(
  db: Db,
  saved: SavedSearchWithNews,
  page: { limit: number; offset: number },
) {
  const { rows, total } = await searchEvents(db, filtersOf(saved.params), 'newest', page);
  const fresh = await newMatchesAmong(
    db,
    saved.id,
    rows.map((row: EventRow) => row.id),
  );
  return {
    events: rows.map((hit) => ({ ...presentEvent(hit, hit.matched), is_new: fresh.has(hit.id) })),
    total_results: total,
  };
}
