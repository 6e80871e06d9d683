import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SavedSearch } from '@workbench/contract/saved-searches';
import { apiRequest } from '../../../lib/api-client';
import { isSignedIn, useSession } from '../../../lib/session';
import { savedSearchKeys } from './keys';

/** New events are counted at ingest; looking every few minutes keeps the header's badge current. */
export const NEW_EVENTS_POLL_MS = 3 * 60_000;

export const fetchSavedSearches = () => apiRequest<SavedSearch[]>('/saved-searches/');

export const savedSearchesQueryOptions = () =>
  queryOptions({
    queryKey: savedSearchKeys.list,
    queryFn: fetchSavedSearches,
    refetchInterval: NEW_EVENTS_POLL_MS,
    refetchOnWindowFocus: true,
  });

/** The signed-in user's saved searches, newest first; nothing is asked while signed out. */
export function useSavedSearches() {
  const signedIn = isSignedIn(useSession());
  return useQuery({ ...savedSearchesQueryOptions(), enabled: signedIn });
}

/** New events across the saved searches whose alert is on. */
export const newAlertEvents = (searches: readonly SavedSearch[]) =>
  searches.reduce((sum, saved) => sum + (saved.alert ? saved.new_events : 0), 0);
