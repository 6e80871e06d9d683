import type { SavedSearch } from '@workbench/contract/saved-searches';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { Spinner } from '../../../components/Spinner';
import { paths } from '../../../config/paths';
import { useSavedSearches } from '../api/get-saved-searches';
import { savedSearchAddress } from '../search-address';

interface OpenSavedSearchProps {
  id: number;
  /** Called as the saved search is opened, before the search screen shows it. */
  onOpen?: (saved: SavedSearch) => void;
}

/** `/saved-searches/{id}`, the address the alert mail links to: opens it on the search screen. */
export function OpenSavedSearch({ id, onOpen }: OpenSavedSearchProps) {
  const searches = useSavedSearches();
  const navigate = useNavigate();
  const saved = searches.data?.find((candidate) => candidate.id === id);

  useEffect(() => {
    if (!saved) return;
    onOpen?.(saved);
    navigate(savedSearchAddress(saved), { replace: true });
  }, [saved, onOpen, navigate]);

  if (searches.isPending || saved)
    return (
      <p className="mt-16 text-center text-muted">
        <Spinner label="Opening saved search..." />
      </p>
    );
  return (
    <div role="alert" className="mx-auto mt-16 max-w-md text-center">
      <h1 className="text-xl font-semibold">
        {searches.isError ? 'Saved searches could not be loaded' : 'Saved search not found'}
      </h1>
      <p className="mt-2 text-muted">
        {searches.isError ? searches.error.message : 'It may have been deleted.'}
      </p>
      <Link to={paths.savedSearches} className="mt-4 inline-block font-medium text-brand hover:underline">
        Go to Saved searches
      </Link>
    </div>
  );
}
