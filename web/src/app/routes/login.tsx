import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { LoginForm } from '../../features/auth/components/LoginForm';
import { RequireSignedOut } from '../guards';

export function Component() {
  const navigate = useNavigate();
  return (
    <RequireSignedOut>
      <LoginForm onLoggedIn={() => navigate(paths.search)} />
    </RequireSignedOut>
  );
}
