import { useParams } from 'react-router';
import { OpenSavedSearch } from '../../features/saved-searches/components/OpenSavedSearch';
import { RequireSignedIn } from '../guards';
import { Component as NotFound } from './not-found';
import { useDropShownResults } from './saved-searches';

export function Component() {
  const id = Number(useParams().id);
  const dropShownResults = useDropShownResults();
  if (!Number.isInteger(id) || id <= 0) return <NotFound />;
  return (
    <RequireSignedIn>
      <OpenSavedSearch id={id} onOpen={dropShownResults} />
    </RequireSignedIn>
  );
}
