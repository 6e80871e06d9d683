import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { onUnauthorized } from '../../lib/api-client';
import { Footer } from './Footer';
import { Header } from './Header';

export const SESSION_EXPIRED_MESSAGE =
  'Session expired. You will be redirected to the Login page in a few seconds.';
export const SESSION_EXPIRED_REDIRECT_MS = 2000;

export function RootLayout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [expired, setExpired] = useState(false);

  useEffect(
    () =>
      onUnauthorized((error) => {
        queryClient.clear();
        // A token that was valid once (expired or revoked) is a session that ended; no token is not.
        if (error.code === 'credentials_invalid') setExpired(true);
        else navigate(paths.login);
      }),
    [navigate, queryClient],
  );

  useEffect(() => {
    if (!expired) return;
    const timer = setTimeout(() => {
      setExpired(false);
      navigate(paths.login);
    }, SESSION_EXPIRED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [expired, navigate]);

  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:bg-white focus:p-2"
      >
        Skip to content
      </a>
      <Header onLogOut={() => queryClient.clear()} />
      <main id="main" className="mx-auto w-full max-w-[1200px] flex-1 px-4 py-6 sm:px-6">
        {expired ? (
          <div
            role="alert"
            className="mx-auto mt-16 max-w-md rounded-card border border-line border-l-4 border-l-warning bg-warning-pale p-5"
          >
            {SESSION_EXPIRED_MESSAGE}
          </div>
        ) : (
          <Outlet />
        )}
      </main>
      <Footer />
    </div>
  );
}
