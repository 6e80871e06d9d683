import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/TextField';
import { useToast } from '../../../components/Toast';
import { paths } from '../../../config/paths';
import { useSignUp } from '../api/sign-up';
import { useNewPassword } from '../hooks/use-new-password';
import { AuthCard } from './AuthCard';
import { PasswordField } from './PasswordField';

export function SignUpForm({ onDone }: { onDone: () => void }) {
  const [fullName, setFullName] = useState('');
  const [email, setEmail] = useState('');
  const newPassword = useNewPassword(email.trim());
  const signUp = useSignUp();
  const toast = useToast();

  const canSubmit = Boolean(fullName.trim() && email.trim()) && newPassword.ready;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit) return;
    signUp.mutate(
      {
        full_name: fullName.trim(),
        email: email.trim(),
        password: newPassword.password,
        re_password: newPassword.confirmation,
        is_active: true,
        is_superuser: false,
      },
      {
        // The spec moves on to the success screen either way; a failure's detail stays visible as a toast.
        onError: (error) => {
          toast.error(error.message);
          onDone();
        },
        onSuccess: onDone,
      },
    );
  };

  return (
    <AuthCard title="Create an Account" intro="Register to search press releases and keep notebooks.">
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <TextField
          label="Username"
          autoComplete="name"
          value={fullName}
          onChange={(e) => setFullName(e.target.value)}
          required
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          required
        />
        <PasswordField label="Enter a Password" {...newPassword.passwordField} required />
        <PasswordField label="Confirm your Password" {...newPassword.confirmationField} required />
        <p className="text-sm text-muted">
          By registering you agree to the{' '}
          <Link to={`${paths.about}#terms`} className="font-medium text-brand hover:underline">
            terms of use
          </Link>
          .
        </p>
        <Button type="submit" disabled={!canSubmit} busy={signUp.isPending} busyLabel="Registering...">
          Register
        </Button>
        <p className="text-center text-sm">
          <Link to={paths.login} className="font-medium text-brand hover:underline">
            Back to Login
          </Link>
        </p>
      </form>
    </AuthCard>
  );
}
