import { PASSWORD_MIN } from '@workbench/contract/auth-rules';
import { type ChangeEvent, useEffect, useMemo, useState } from 'react';

export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match.';
export const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN} characters.`;

type WeaknessCheck = (password: string, email?: string) => string | undefined;

let loading: Promise<WeaknessCheck> | undefined;

/**
 * The server's own strength rule, fetched only when a form asks for a new password: its common
 * password list is larger than the whole first load of the app.
 */
function loadWeaknessCheck(): Promise<WeaknessCheck> {
  loading ??= import('@workbench/contract/password-strength').then(
    ({ passwordWeakness, prepareEstimator }) => {
      // Building the estimator takes a moment; better now than on the first keystroke.
      prepareEstimator();
      return passwordWeakness;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * A new password and its confirmation. Each check speaks only once its field has something in it,
 * so an untouched form shows no errors; `ready` needs both filled and both checks passed. `email`,
 * when the form has one, counts against a password built from it, as it does on the server.
 */
export function useNewPassword(email?: string) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  // undefined while loading; null when loading failed, and the server alone then judges strength.
  const [weakness, setWeakness] = useState<{ check: WeaknessCheck } | null>();

  useEffect(() => {
    let mounted = true;
    loadWeaknessCheck().then(
      (check) => mounted && setWeakness({ check }),
      () => mounted && setWeakness(null),
    );
    return () => {
      mounted = false;
    };
  }, []);

  const weakReason = useMemo(
    () => (password.length >= PASSWORD_MIN ? weakness?.check(password, email) : undefined),
    [weakness, password, email],
  );
  const passwordError = password && password.length < PASSWORD_MIN ? PASSWORD_TOO_SHORT : weakReason;
  const confirmationError = confirmation && confirmation !== password ? PASSWORDS_DO_NOT_MATCH : undefined;
  return {
    password,
    confirmation,
    ready:
      Boolean(password && confirmation) && weakness !== undefined && !passwordError && !confirmationError,
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
