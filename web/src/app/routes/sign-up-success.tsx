import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { AuthCard } from '../../features/auth/components/AuthCard';

export const SIGN_UP_REDIRECT_MS = 2500;

export function Component() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => navigate(paths.login), SIGN_UP_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <AuthCard title="Thanks For Signing Up">
      <p className="text-muted">Taking you to the login page...</p>
      {/* The spec comes here even when sign-up failed (usually a taken email, shown in a toast), so
          the screen must not contradict that toast. */}
      <p className="mt-3 text-muted">
        If an account already exists for this email, you can{' '}
        <Link to={paths.login} className="font-medium text-brand hover:underline">
          log in
        </Link>{' '}
        or{' '}
        <Link to={paths.forgotPassword} className="font-medium text-brand hover:underline">
          reset your password
        </Link>
        .
      </p>
      <p className="mt-6 text-center">
        <Link to={paths.login} className="font-medium text-brand hover:underline">
          Go to Log in now
        </Link>
      </p>
    </AuthCard>
  );
}
