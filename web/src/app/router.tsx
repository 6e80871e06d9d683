import { createBrowserRouter } from 'react-router';
import { RootLayout } from './layout/RootLayout';
import { RouteError } from './RouteError';

/** Route modules load on demand, so the first page ships only what it shows. */
export function createAppRouter() {
  return createBrowserRouter([
    {
      Component: RootLayout,
      ErrorBoundary: RouteError,
      children: [
        { index: true, lazy: () => import('./routes/search') },
        { path: 'login', lazy: () => import('./routes/login') },
        { path: 'sign-up', lazy: () => import('./routes/sign-up') },
        { path: 'sign-up/success', lazy: () => import('./routes/sign-up-success') },
        { path: 'forgot-password', lazy: () => import('./routes/forgot-password') },
        { path: 'reset-password', lazy: () => import('./routes/reset-password') },
        { path: 'notebooks', lazy: () => import('./routes/notebooks') },
        { path: 'notebook/:id', lazy: () => import('./routes/notebook') },
        { path: 'saved-searches', lazy: () => import('./routes/saved-searches') },
        { path: 'saved-searches/:id', lazy: () => import('./routes/saved-search') },
        { path: 'about', lazy: () => import('./routes/about') },
        { path: '*', lazy: () => import('./routes/not-found') },
      ],
    },
  ]);
}
