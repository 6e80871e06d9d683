import type { SavedSearch } from '@workbench/contract/saved-searches';
import { displayDate } from '../../lib/dates';

/** The search as the search screen sends it to the server (split keywords, yyyy-MM-dd dates). */
export interface SearchToSave {
  keywords: readonly string[];
  location?: string;
  start_date?: string;
  end_date?: string;
  province: readonly string[];
  crime: readonly string[];
  municipality: readonly string[];
}

/** The address parameter that says which saved search the search screen is showing. */
export const SAVED_PARAM = 'saved';

/**
 * The search screen's address for a saved search (the search keeps itself in `/?keywords=…&from=…`),
 * newest first so that what is new comes near the top, with `saved` naming the saved search whose
 * new events the screen marks.
 */
export function savedSearchAddress(saved: SavedSearch): string {
  const params = new URLSearchParams();
  // Split keywords keep their quotes and minus signs, so joined they read as they were typed.
  params.set('keywords', saved.keywords.join(' '));
  if (saved.location) params.set('location', saved.location);
  if (saved.start_date) params.set('from', saved.start_date);
  if (saved.end_date) params.set('to', saved.end_date);
  for (const field of ['province', 'crime', 'municipality'] as const)
    for (const value of saved[field]) params.append(field, value);
  params.set('sort', 'newest');
  params.set(SAVED_PARAM, String(saved.id));
  return `/?${params}`;
}

/** The saved search named in the address, or null. */
export function savedSearchIdIn(search: string): number | null {
  const id = Number(new URLSearchParams(search).get(SAVED_PARAM));
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** A name for a new saved search: its keywords as typed. */
export const defaultName = (search: SearchToSave) => search.keywords.join(' ').slice(0, 200);

/** The search's filters in one line, for the list. */
export function describeSearch(saved: SavedSearch): string {
  const parts = [saved.keywords.join(' ')];
  if (saved.location) parts.push(`in ${saved.location}`);
  if (saved.start_date || saved.end_date)
    parts.push(`${displayDate(saved.start_date, '…')} to ${displayDate(saved.end_date, '…')}`);
  const facets = [...saved.province, ...saved.crime, ...saved.municipality];
  if (facets.length > 0) parts.push(facets.join(', '));
  return parts.join(' · ');
}
