import { type FormEvent, useEffect } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/Button';
import { paths } from '../../../config/paths';
import { useResetPassword } from '../api/reset-password';
import { useNewPassword } from '../hooks/use-new-password';
import { AuthCard, FormMessage } from './AuthCard';
import { PasswordField } from './PasswordField';

export const RESET_REDIRECT_MS = 2500;

export function ResetPasswordForm({ token, onDone }: { token: string | null; onDone: () => void }) {
  const newPassword = useNewPassword();
  const reset = useResetPassword();

  useEffect(() => {
    if (!reset.isSuccess) return;
    const timer = setTimeout(onDone, RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [reset.isSuccess, onDone]);

  if (!token) {
    return (
      <AuthCard title="Reset your password">
        <FormMessage tone="error">
          This page needs the link from your reset email. Request a new link to continue.
        </FormMessage>
        <p className="mt-6 text-center">
          <Link to={paths.forgotPassword} className="font-medium text-brand hover:underline">
            Request a new link
          </Link>
        </p>
      </AuthCard>
    );
  }
  if (reset.isSuccess) {
    return (
      <AuthCard title="Reset your password">
        <FormMessage tone="success">Success! You will be redirected shortly...</FormMessage>
      </AuthCard>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!newPassword.ready) return;
    reset.mutate({ token, new_password: newPassword.password, re_new_password: newPassword.confirmation });
  };

  return (
    <AuthCard title="Reset your password" intro="Choose a new password for your account.">
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <PasswordField label="Enter your new Password" {...newPassword.passwordField} />
        <PasswordField label="Confirm your new Password" {...newPassword.confirmationField} />
        {reset.error && <FormMessage tone="error">{reset.error.message || 'Unexpected error'}</FormMessage>}
        <Button type="submit" disabled={!newPassword.ready} busy={reset.isPending} busyLabel="Resetting...">
          Reset Password
        </Button>
      </form>
    </AuthCard>
  );
}
