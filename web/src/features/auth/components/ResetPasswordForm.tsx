import { PASSWORD_MIN } from '@workbench/contract/auth-rules';
import { type FormEvent, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/Button';
import { paths } from '../../../config/paths';
import { useResetPassword } from '../api/reset-password';
import { AuthCard, FormMessage } from './AuthCard';
import { PasswordField } from './PasswordField';
import { PASSWORD_TOO_SHORT, PASSWORDS_DO_NOT_MATCH } from './SignUpForm';

export const RESET_REDIRECT_MS = 2500;

export function ResetPasswordForm({ token, onDone }: { token: string | null; onDone: () => void }) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
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

  const passwordError = password && password.length < PASSWORD_MIN ? PASSWORD_TOO_SHORT : undefined;
  const confirmationError = confirmation && confirmation !== password ? PASSWORDS_DO_NOT_MATCH : undefined;
  const blocked = !confirmation || Boolean(passwordError || confirmationError);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!blocked) reset.mutate({ token, new_password: password, re_new_password: confirmation });
  };

  return (
    <AuthCard title="Reset your password" intro="Choose a new password for your account.">
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <PasswordField
          label="Enter your new Password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={passwordError}
        />
        <PasswordField
          label="Confirm your new Password"
          autoComplete="new-password"
          value={confirmation}
          onChange={(e) => setConfirmation(e.target.value)}
          error={confirmationError}
        />
        {reset.error && <FormMessage tone="error">{reset.error.message || 'Unexpected error'}</FormMessage>}
        <Button type="submit" disabled={blocked} busy={reset.isPending} busyLabel="Resetting...">
          Reset Password
        </Button>
      </form>
    </AuthCard>
  );
}
