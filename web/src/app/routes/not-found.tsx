import { Link } from 'react-router';
import { paths } from '../../config/paths';

export function Component() {
  return (
    <div className="mx-auto mt-16 max-w-md text-center">
      <h1 className="text-xl font-semibold">Page not found</h1>
      <p className="mt-2 text-muted">There is nothing at this address.</p>
      <Link to={paths.search} className="mt-4 inline-block font-medium text-brand hover:underline">
        Go to Search
      </Link>
    </div>
  );
}
