import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { paths } from '../config/paths';
import { isSignedIn, useSession } from '../lib/session';

export function RequireSignedIn({ children }: { children: ReactNode }) {
  return isSignedIn(useSession()) ? children : <Navigate to={paths.login} replace />;
}

export function RequireSignedOut({ children }: { children: ReactNode }) {
  return isSignedIn(useSession()) ? <Navigate to={paths.search} replace /> : children;
}
