import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { SignUpForm } from '../../features/auth/components/SignUpForm';
import { clearSession } from '../../lib/session';

export function Component() {
  const navigate = useNavigate();
  // Registering a new account starts from a signed-out state.
  useEffect(() => clearSession(), []);
  return <SignUpForm onDone={() => navigate(paths.signUpSuccess)} />;
}
