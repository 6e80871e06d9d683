import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session';
import { fakeApi } from '../../../test-fake-api';
import { renderWithProviders } from '../../../test-utils';
import type { SearchToSave } from '../search-address';
import { makeSavedSearch } from '../test/fixtures';
import { SaveSearchButton } from './SaveSearchButton';

afterEach(() => vi.restoreAllMocks());

const search: SearchToSave = {
  keywords: ['cable', '"copper theft"'],
  location: 'Soweto',
  start_date: '2024-01-01',
  province: ['Gauteng'],
  crime: [],
  municipality: [],
};

describe('SaveSearchButton', () => {
  it('saves the search under a name taken from its keywords, with the alert chosen', async () => {
    saveSession({ accessToken: 'token', userId: 3, name: 'N' });
    const api = fakeApi({
      'POST /saved-searches/': () => ({
        status: 201,
        body: makeSavedSearch({ name: 'cable "copper theft"' }),
      }),
    });
    renderWithProviders(<SaveSearchButton search={search} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save search' }));
    const dialog = screen.getByRole('dialog', { name: 'Save search' });
    const name = within(dialog).getByLabelText(/Name/);
    expect(name).toHaveValue('cable "copper theft"');
    expect(name).toHaveFocus();
    const alert = within(dialog).getByRole('checkbox', { name: /Alert me about new events/ });
    expect(alert).not.toBeChecked();
    await userEvent.click(alert);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save search' }));

    expect(await screen.findByText('Search saved: cable "copper theft"')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.to('POST', '/saved-searches/')[0]?.body).toEqual({
      name: 'cable "copper theft"',
      alert: true,
      ...search,
    });
  });

  it('needs a name, and shows the server refusing', async () => {
    saveSession({ accessToken: 'token', userId: 3, name: 'N' });
    fakeApi({
      'POST /saved-searches/': () => ({
        status: 422,
        body: { detail: 'You can keep at most 50 saved searches; delete one to save another' },
      }),
    });
    renderWithProviders(<SaveSearchButton search={search} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save search' }));
    const dialog = screen.getByRole('dialog', { name: 'Save search' });
    const name = within(dialog).getByLabelText(/Name/);
    await userEvent.clear(name);
    expect(within(dialog).getByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save search' })).toBeDisabled();

    await userEvent.type(name, 'Copper{Enter}');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Error: You can keep at most 50 saved searches; delete one to save another',
    );
    expect(screen.getByRole('dialog', { name: 'Save search' })).toBeInTheDocument();
  });

  it('ignores a second press while saving, and sends an Idempotency-Key', async () => {
    saveSession({ accessToken: 'token', userId: 3, name: 'N' });
    let finish: (() => void) | undefined;
    const api = fakeApi({
      'POST /saved-searches/': () =>
        new Promise((resolve) => {
          finish = () => resolve({ status: 201, body: makeSavedSearch({ name: 'cable "copper theft"' }) });
        }),
    });
    renderWithProviders(<SaveSearchButton search={search} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save search' }));
    const dialog = screen.getByRole('dialog', { name: 'Save search' });
    const save = within(dialog).getByRole('button', { name: 'Save search' });
    // Both presses land before the page has drawn the first as busy.
    fireEvent.click(save);
    fireEvent.click(save);
    await userEvent.dblClick(save);
    expect(api.to('POST', '/saved-searches/')).toHaveLength(1);
    const busy = within(dialog).getByRole('button', { name: 'Saving...' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(api.to('POST', '/saved-searches/')[0]?.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    await act(async () => finish?.());
    expect(await screen.findByText('Search saved: cable "copper theft"')).toBeInTheDocument();
    expect(api.to('POST', '/saved-searches/')).toHaveLength(1);
  });

  it('starts each opening afresh and closes with Escape', async () => {
    saveSession({ accessToken: 'token', userId: 3, name: 'N' });
    fakeApi({});
    renderWithProviders(<SaveSearchButton search={search} />);
    const button = screen.getByRole('button', { name: 'Save search' });
    await userEvent.click(button);
    await userEvent.type(screen.getByLabelText(/Name/), ' edited');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    await userEvent.click(button);
    expect(screen.getByLabelText(/Name/)).toHaveValue('cable "copper theft"');
  });
});
