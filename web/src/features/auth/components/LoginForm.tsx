import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/TextField';
import { paths } from '../../../config/paths';
import { useLogIn } from '../api/log-in';
import { AuthCard } from './AuthCard';
import { PasswordField } from './PasswordField';

export const EMPTY_EMAIL = 'Please input an email';
export const EMPTY_PASSWORD = 'Please input a password';

export function LoginForm({ onLoggedIn }: { onLoggedIn: () => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const logIn = useLogIn();

  const emailError = submitted && !email.trim() ? EMPTY_EMAIL : undefined;
  const passwordError = submitted && !password ? EMPTY_PASSWORD : (logIn.error?.message ?? undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!email.trim() || !password) return;
    logIn.mutate({ email: email.trim(), password }, { onSuccess: onLoggedIn });
  };

  return (
    <AuthCard title="Log in" intro="Search, collect and question police press releases.">
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            logIn.reset();
          }}
          error={emailError}
        />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => {
            setPassword(e.target.value);
            logIn.reset();
          }}
          error={passwordError}
        />
        <div className="-mt-1 text-right">
          <Link to={paths.forgotPassword} className="text-sm font-medium text-brand hover:underline">
            Forgotten Password
          </Link>
        </div>
        <Button type="submit" busy={logIn.isPending} busyLabel="Logging in...">
          Log In
        </Button>
        <p className="text-center text-sm text-muted">
          New here?{' '}
          <Link to={paths.signUp} className="font-medium text-brand hover:underline">
            Create an Account
          </Link>
        </p>
      </form>
    </AuthCard>
  );
}
