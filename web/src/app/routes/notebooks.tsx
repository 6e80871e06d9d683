import { RequireSignedIn } from '../guards';

export function Component() {
  return (
    <RequireSignedIn>
      <h1 className="text-xl font-semibold">Curated Data Notebooks</h1>
    </RequireSignedIn>
  );
}
