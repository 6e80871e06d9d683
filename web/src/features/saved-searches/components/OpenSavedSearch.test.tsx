import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session';
import { fakeApi } from '../../../test-fake-api';
import { renderWithProviders } from '../../../test-utils';
import { makeSavedSearch } from '../test/fixtures';
import { OpenSavedSearch } from './OpenSavedSearch';

afterEach(() => vi.restoreAllMocks());

function Address() {
  const location = useLocation();
  return <p data-testid="address">{`${location.pathname}${location.search}`}</p>;
}

const renderAt = (id: number, onOpen = vi.fn()) =>
  renderWithProviders(
    <Routes>
      <Route path="/saved-searches/:id" element={<OpenSavedSearch id={id} onOpen={onOpen} />} />
      <Route path="/" element={<Address />} />
    </Routes>,
    { route: `/saved-searches/${id}` },
  );

describe('OpenSavedSearch', () => {
  it('opens the saved search the mail links to on the search screen', async () => {
    saveSession({ accessToken: 'token', userId: 3, name: 'N' });
    fakeApi({ 'GET /saved-searches/': () => ({ body: [makeSavedSearch({ id: 4 })] }) });
    const onOpen = vi.fn();
    renderAt(4, onOpen);
    expect(await screen.findByTestId('address')).toHaveTextContent(
      '/?keywords=cable+%22copper+theft%22&location=Soweto&from=2024-01-01&province=Gauteng&sort=newest&saved=4',
    );
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('says so when the saved search is not among the user’s', async () => {
    saveSession({ accessToken: 'token', userId: 3, name: 'N' });
    fakeApi({ 'GET /saved-searches/': () => ({ body: [makeSavedSearch({ id: 4 })] }) });
    renderAt(9);
    expect(await screen.findByRole('alert')).toHaveTextContent('Saved search not found');
    expect(screen.getByRole('link', { name: 'Go to Saved searches' })).toHaveAttribute(
      'href',
      '/saved-searches',
    );
  });
});
