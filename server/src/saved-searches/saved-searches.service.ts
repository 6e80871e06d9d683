import { MAX_SAVED_SEARCHES, type SavedSearchParams } from '@workbench/contract/saved-searches';
import type { UserRow } from '../auth';
import type { Db } from '../db/client';
import type { Reader } from '../db/read-routing';
import { Forbidden, Invalid, NotFound } from '../errors';
import { type EventRow, presentEvent } from '../events';
import { countMatching, filtersOf, searchEvents } from '../search';
import { canManageSavedSearch, savedSearchRoleOf } from './saved-searches.policy';
import { presentSavedSearch } from './saved-searches.presenter';
import {
  findSavedSearch,
  insertSavedSearch,
  listSavedSearches,
  newMatchesAmong,
  type SavedSearchWithNews,
} from './saved-searches.repository';

/**
 * The saved search as the user sees it, when it is theirs or shared with them (otherwise the same
 * 404 as one that does not exist); `manage` (rename, delete, share) is its owner's alone (403).
 */
export async function loadSavedSearch(
  db: Db,
  user: UserRow,
  id: number,
  right: 'read' | 'manage',
): Promise<SavedSearchWithNews> {
  const saved = await findSavedSearch(db, id, user.id);
  const role = saved && savedSearchRoleOf(user, saved);
  if (!saved || !role) throw new NotFound('Saved search');
  if (right === 'manage' && !canManageSavedSearch(role)) {
    throw new Forbidden(
      'Only the owner of a saved search can rename, delete or share it; you can run it and switch your own alert.',
      'role_forbidden',
    );
  }
  return saved;
}

/** The saved search as the API shows it, with how many events it matches now (capped as a search's). */
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
  return presentWithTotal(db, await loadSavedSearch(db, user, id, 'read'));
}

/** The user's saved searches, read on the primary; their totals are searches, run by `read`. */
export async function listOwnSavedSearches(db: Db, read: Reader, user: UserRow) {
  const saved = await listSavedSearches(db, user.id);
  return Promise.all(
    saved.map(async (row) =>
      presentSavedSearch(row, await read((r) => countMatching(r, filtersOf(row.params)))),
    ),
  );
}

/**
 * A page of the search's results now, newest first (searched by `read`), each marked when it is a
 * new match (the user's own marks, read on the primary).
 */
export async function savedSearchEvents(
  db: Db,
  read: Reader,
  saved: SavedSearchWithNews,
  page: { limit: number; offset: number },
) {
  const { rows, total, relation } = await read((r) =>
    searchEvents(r, filtersOf(saved.params), 'newest', page),
  );
  const fresh = await newMatchesAmong(
    db,
    saved.id,
    rows.map((row: EventRow) => row.id),
    saved.lastSeenAt,
  );
  return {
    events: rows.map((hit) => ({ ...presentEvent(hit, hit.matched), is_new: fresh.has(hit.id) })),
    total_results: total,
    total_relation: relation,
  };
}
