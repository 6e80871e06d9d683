import { RequireSignedIn } from '../guards';

export function Component() {
  return (
    <RequireSignedIn>
      <h1 className="text-xl font-semibold">Search</h1>
    </RequireSignedIn>
  );
}
