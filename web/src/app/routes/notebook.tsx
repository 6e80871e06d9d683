import { useParams } from 'react-router';
import { RequireSignedIn } from '../guards';

export function Component() {
  const { id } = useParams();
  return (
    <RequireSignedIn>
      <h1 className="text-xl font-semibold">Notebook {id}</h1>
    </RequireSignedIn>
  );
}
