import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../lib/api-client';
import { renderWithProviders } from '../../test-utils';
import { RootLayout, SESSION_EXPIRED_MESSAGE } from './RootLayout';

afterEach(() => vi.restoreAllMocks());

/** A screen whose button makes a call the server refuses with `body` and a 401. */
function renderRefusedWith(body: unknown) {
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(body), { status: 401 }));
  const Screen = () => (
    <button type="button" onClick={() => apiRequest('/notebooks/1').catch(() => undefined)}>
      Load
    </button>
  );
  renderWithProviders(
    <Routes>
      <Route element={<RootLayout />}>
        <Route index element={<Screen />} />
        <Route path="login" element={<p>The login screen</p>} />
      </Route>
    </Routes>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Load' }));
}

describe('the app shell on a 401', () => {
  it("shows the expired session for the code credentials_invalid, whatever the detail's words", async () => {
    renderRefusedWith({ detail: 'Your sign-in is no longer valid', code: 'credentials_invalid' });
    expect(await screen.findByRole('alert')).toHaveTextContent(SESSION_EXPIRED_MESSAGE);
    expect(screen.queryByText('The login screen')).not.toBeInTheDocument();
  });

  it('goes straight to the login screen for another code, even when the detail reads like an expired token', async () => {
    renderRefusedWith({ detail: 'Could not validate credentials', code: 'not_authenticated' });
    expect(await screen.findByText('The login screen')).toBeInTheDocument();
    expect(screen.queryByText(SESSION_EXPIRED_MESSAGE)).not.toBeInTheDocument();
  });
});
