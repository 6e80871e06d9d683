import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { Event } from '@workbench/contract/events';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { ToastProvider } from './components/Toast';

/** Renders UI inside the providers the app gives every screen. */
export function renderWithProviders(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
}

/**
 * Stands in for the route's event details dialog, which belongs to another feature: a dialog named
 * Details with the event's title, the words it was handed to mark (a list named Marked words) and a
 * Close details button.
 */
export function fakeEventDetails(
  event: Event,
  close: () => void,
  marks?: readonly { text: string }[],
): ReactNode {
  return (
    <div role="dialog" aria-label="Details">
      {event.title}
      {marks && (
        <ul aria-label="Marked words">
          {marks.map((mark, at) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the same words may be marked twice
            <li key={at}>{mark.text}</li>
          ))}
        </ul>
      )}
      <button type="button" onClick={close}>
        Close details
      </button>
    </div>
  );
}
