import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { SavedSearchList } from '../../features/saved-searches/components/SavedSearchList';
import { allSearchesKey } from '../../features/search/api/search-documents';
import { RequireSignedIn } from '../guards';

/**
 * The search screen keeps results it has shown; a saved search is opened to see what is new, so its
 * results are fetched afresh.
 */
export function useDropShownResults() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.removeQueries({ queryKey: allSearchesKey }), [queryClient]);
}

export function Component() {
  const dropShownResults = useDropShownResults();
  return (
    <RequireSignedIn>
      <SavedSearchList onOpen={dropShownResults} />
    </RequireSignedIn>
  );
}
