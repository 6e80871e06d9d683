import { ForgotPasswordForm } from '../../features/auth/components/ForgotPasswordForm';

export function Component() {
  return <ForgotPasswordForm />;
}
