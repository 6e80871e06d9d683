import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/TextField';
import { paths } from '../../../config/paths';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { AuthCard, FormMessage } from './AuthCard';

const SIMPLE_EMAIL = /^\S+@\S+\.\S+$/;

export function ForgotPasswordForm() {
  const [email, setEmail] = useState('');
  const request = useRequestPasswordReset();
  const valid = SIMPLE_EMAIL.test(email.trim());

  if (request.isSuccess) {
    return (
      <AuthCard title="Check your email">
        <FormMessage tone="success">
          Check your email for a link to create a new password. The link works for one hour.
        </FormMessage>
        <p className="mt-6 text-center">
          <Link to={paths.login} className="font-medium text-brand hover:underline">
            Back to Login Page
          </Link>
        </p>
      </AuthCard>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid) request.mutate(email.trim());
  };
  return (
    <AuthCard
      title="Forgot your password?"
      intro="Enter the email of your account and we will send you a link to set a new password."
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        {request.error && <FormMessage tone="error">{request.error.message}</FormMessage>}
        <Button type="submit" disabled={!valid} busy={request.isPending} busyLabel="Sending...">
          Continue
        </Button>
        <p className="text-center text-sm">
          <Link to={paths.login} className="font-medium text-brand hover:underline">
            Back to Login Page
          </Link>
        </p>
      </form>
    </AuthCard>
  );
}
