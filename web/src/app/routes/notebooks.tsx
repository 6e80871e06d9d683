import { NotebookList } from '../../features/notebooks/components/NotebookList';
import { RequireSignedIn } from '../guards';

export function Component() {
  return (
    <RequireSignedIn>
      <NotebookList />
    </RequireSignedIn>
  );
}
