import type { SavedSearch } from '@workbench/contract/saved-searches';

export const makeSavedSearch = (overrides: Partial<SavedSearch> = {}): SavedSearch => ({
  id: 4,
  name: 'Cable theft in Soweto',
  keywords: ['cable', '"copper theft"'],
  location: 'Soweto',
  start_date: '2024-01-01',
  end_date: null,
  province: ['Gauteng'],
  crime: [],
  municipality: [],
  alert: true,
  created_at: '2026-11-20T08:00:00.000Z',
  last_seen_at: '2026-11-22T08:00:00.000Z',
  total_results: 12,
  total_relation: 'eq',
  new_events: 3,
  role: 'owner',
  owner_name: 'Naledi Journalist',
  ...overrides,
});
