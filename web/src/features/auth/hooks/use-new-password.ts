import { PASSWORD_MIN } from '@workbench/contract/auth-rules';
import { type ChangeEvent, useState } from 'react';

export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match.';
export const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN} characters.`;

/**
 * A new password and its confirmation. Each check speaks only once its field has something in it,
 * so an untouched form shows no errors; `ready` needs both filled and both checks passed.
 */
export function useNewPassword() {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const passwordError = password && password.length < PASSWORD_MIN ? PASSWORD_TOO_SHORT : undefined;
  const confirmationError = confirmation && confirmation !== password ? PASSWORDS_DO_NOT_MATCH : undefined;
  return {
    password,
    confirmation,
    ready: Boolean(password && confirmation) && !passwordError && !confirmationError,
    /** Props for the two `PasswordField`s, which keep their own labels. */
    passwordField: {
      autoComplete: 'new-password',
      value: password,
      onChange: (e: ChangeEvent<HTMLInputElement>) => setPassword(e.target.value),
      error: passwordError,
    },
    confirmationField: {
      autoComplete: 'new-password',
      value: confirmation,
      onChange: (e: ChangeEvent<HTMLInputElement>) => setConfirmation(e.target.value),
      error: confirmationError,
    },
  };
}
