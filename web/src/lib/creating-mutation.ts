import { type UseMutationOptions, type UseMutationResult, useMutation } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';

/** The Idempotency-Key for a request of the action under way, named by what the request carries. */
export type KeyFor = (request: unknown) => string;

/**
 * The keys of one user action (docs/decisions.md): a request sent again before the action succeeded
 * (a press that got through anyway, a retry after a failure or time-out) carries the key it had, so
 * the server carries it out once; a success ends the action, and the next one gets new keys.
 */
class ActionKeys {
  private readonly keys = new Map<string, string>();

  readonly keyFor: KeyFor = (request) => {
    const name = JSON.stringify(request);
    const key = this.keys.get(name) ?? crypto.randomUUID();
    this.keys.set(name, key);
    return key;
  };

  readonly end = () => this.keys.clear();
}

interface CreatingMutationOptions<TData, TVariables>
  extends Omit<UseMutationOptions<TData, Error, TVariables>, 'mutationFn'> {
  mutationFn: (variables: TVariables, keyFor: KeyFor) => Promise<TData>;
}

/**
 * A mutation behind a button that creates something. `mutate` ignores a call while one runs: the
 * button is drawn busy a render later, and both clicks of a double click could land before that
 * (two notebooks from one double click). Its requests carry the action's Idempotency-Keys.
 */
export function useCreatingMutation<TData, TVariables>({
  mutationFn,
  onSuccess,
  onSettled,
  ...options
}: CreatingMutationOptions<TData, TVariables>): UseMutationResult<TData, Error, TVariables> {
  const running = useRef(false);
  const [keys] = useState(() => new ActionKeys());
  const mutation = useMutation<TData, Error, TVariables>({
    ...options,
    mutationFn: (variables) => mutationFn(variables, keys.keyFor),
    onSuccess: (...args) => {
      keys.end();
      return onSuccess?.(...args);
    },
    // Here rather than in `mutate`'s own callbacks, which are skipped once the form resets the mutation.
    onSettled: (...args) => {
      running.current = false;
      return onSettled?.(...args);
    },
  });
  const { mutate: start } = mutation;
  const mutate = useCallback<typeof start>(
    (...args) => {
      if (running.current) return;
      running.current = true;
      start(...args);
    },
    [start],
  );
  return { ...mutation, mutate };
}
