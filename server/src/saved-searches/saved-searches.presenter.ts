import type { SavedSearch } from '@workbench/contract/saved-searches';
import type { Total } from '@workbench/contract/search';
import type { SavedSearchWithNews } from './saved-searches.repository';

export const presentSavedSearch = (row: SavedSearchWithNews, { total, relation }: Total): SavedSearch => ({
  id: row.id,
  name: row.name,
  keywords: row.params.keywords,
  location: row.params.location ?? null,
  start_date: row.params.start_date ?? null,
  end_date: row.params.end_date ?? null,
  province: row.params.province,
  crime: row.params.crime,
  municipality: row.params.municipality,
  alert: row.alert,
  created_at: row.createdAt.toISOString(),
  last_seen_at: row.lastSeenAt.toISOString(),
  total_results: total,
  total_relation: relation,
  new_events: row.newEvents,
  role: row.memberId === null ? 'owner' : 'viewer',
  owner_name: row.ownerName,
});
