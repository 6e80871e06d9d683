import { useSyncExternalStore } from 'react';

/** The signed-in session, kept in local storage under the spec's keys. */
export interface Session {
  accessToken: string | null;
  isAuthenticated: boolean;
  userId: string | null;
  name: string | null;
}

const KEYS = ['accessToken', 'isAuthenticated', 'userId', 'name'] as const;
const listeners = new Set<() => void>();
let snapshot: Session | undefined;

function read(): Session {
  return {
    accessToken: localStorage.getItem('accessToken'),
    isAuthenticated: localStorage.getItem('isAuthenticated') === 'true',
    userId: localStorage.getItem('userId'),
    name: localStorage.getItem('name'),
  };
}

function changed(): void {
  snapshot = undefined;
  for (const listener of listeners) listener();
}

export function getSession(): Session {
  snapshot ??= read();
  return snapshot;
}

export const isSignedIn = (session: Session) => session.isAuthenticated && Boolean(session.accessToken);

export function saveToken(accessToken: string): void {
  localStorage.setItem('accessToken', accessToken);
  changed();
}

export function saveSession(values: { accessToken: string; userId: number | string; name: string }): void {
  localStorage.setItem('accessToken', values.accessToken);
  localStorage.setItem('isAuthenticated', 'true');
  localStorage.setItem('userId', String(values.userId));
  localStorage.setItem('name', values.name);
  changed();
}

export function clearSession(): void {
  for (const key of KEYS) localStorage.removeItem(key);
  localStorage.setItem('isAuthenticated', 'false');
  changed();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || (KEYS as readonly string[]).includes(event.key)) changed();
  };
  // Another tab signing in or out changes this tab too.
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useSession(): Session {
  return useSyncExternalStore(subscribe, getSession);
}
