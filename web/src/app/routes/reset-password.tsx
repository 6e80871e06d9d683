import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { ResetPasswordForm } from '../../features/auth/components/ResetPasswordForm';

export function Component() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const toLogin = useCallback(() => navigate(paths.login), [navigate]);
  return <ResetPasswordForm token={params.get('token')} onDone={toLogin} />;
}
