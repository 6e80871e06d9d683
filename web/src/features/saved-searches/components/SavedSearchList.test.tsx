import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session';
import { fakeApi } from '../../../test-fake-api';
import { renderWithProviders } from '../../../test-utils';
import { makeSavedSearch } from '../test/fixtures';
import { NO_SAVED_SEARCHES, SAVED_SEARCHES_FAILED, SavedSearchList } from './SavedSearchList';

afterEach(() => vi.restoreAllMocks());

const signIn = () => saveSession({ accessToken: 'token', userId: 3, name: 'Naledi Journalist' });

describe('SavedSearchList', () => {
  it('lists each saved search with its query, counts and alert, and opens it on the search screen', async () => {
    signIn();
    fakeApi({
      'GET /saved-searches/': () => ({
        body: [
          makeSavedSearch(),
          makeSavedSearch({
            id: 5,
            name: 'Stock theft',
            keywords: ['stock'],
            location: null,
            start_date: null,
            province: [],
            alert: false,
            total_results: 1,
            new_events: 0,
          }),
          makeSavedSearch({
            id: 6,
            name: 'Police',
            keywords: ['police'],
            total_results: 10_000,
            total_relation: 'gte',
          }),
        ],
      }),
    });
    const opened = vi.fn();
    renderWithProviders(<SavedSearchList onOpen={opened} />);
    expect(screen.getByRole('heading', { name: 'Saved searches', level: 1 })).toBeInTheDocument();

    const [first, second, third] = await screen.findAllByTestId('saved-search');
    if (!first || !second || !third) throw new Error('three saved searches expected');
    const link = within(first).getByRole('link', { name: 'Cable theft in Soweto' });
    expect(link).toHaveAttribute(
      'href',
      '/?keywords=cable+%22copper+theft%22&location=Soweto&from=2024-01-01&province=Gauteng&sort=newest&saved=4',
    );
    expect(first).toHaveTextContent('cable "copper theft" · in Soweto · 01/01/2024 to … · Gauteng');
    expect(first).toHaveTextContent('12 events · 3 new since you last looked');
    expect(within(first).getByText('3 new events')).toBeInTheDocument();
    expect(within(first).getByRole('switch', { name: 'Alert for Cable theft in Soweto' })).toBeChecked();
    expect(second).toHaveTextContent('1 event · nothing new since you last looked');
    expect(within(second).getByRole('switch', { name: 'Alert for Stock theft' })).not.toBeChecked();
    // Past 10,000 the server counts no further.
    expect(third).toHaveTextContent('10,000+ events · 3 new since you last looked');

    await userEvent.click(link);
    expect(opened).toHaveBeenCalledWith(expect.objectContaining({ id: 4 }));
  });

  it('turns an alert off and shows what the server answered', async () => {
    signIn();
    const api = fakeApi({
      'GET /saved-searches/': () => ({ body: [makeSavedSearch()] }),
      'PATCH /saved-searches/4': () => ({ body: makeSavedSearch({ alert: false }) }),
    });
    renderWithProviders(<SavedSearchList />);
    const toggle = await screen.findByRole('switch', { name: 'Alert for Cable theft in Soweto' });
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(api.to('PATCH', '/saved-searches/4')[0]?.body).toEqual({ alert: false });
    expect(await screen.findByText('Alert off for Cable theft in Soweto')).toBeInTheDocument();
  });

  it('renames a saved search in a dialog', async () => {
    signIn();
    const api = fakeApi({
      'GET /saved-searches/': () => ({ body: [makeSavedSearch()] }),
      'PATCH /saved-searches/4': (request) => ({ body: makeSavedSearch(request.body as { name: string }) }),
    });
    renderWithProviders(<SavedSearchList />);
    await userEvent.click(await screen.findByRole('button', { name: 'Rename Cable theft in Soweto' }));
    const dialog = screen.getByRole('dialog', { name: 'Rename saved search' });
    const name = within(dialog).getByLabelText(/Name/);
    expect(name).toHaveFocus();
    await userEvent.clear(name);
    expect(within(dialog).getByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Rename' })).toBeDisabled();
    await userEvent.type(name, 'Copper cables{Enter}');
    expect(await screen.findByRole('link', { name: 'Copper cables' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.to('PATCH', '/saved-searches/4')[0]?.body).toEqual({ name: 'Copper cables' });
  });

  it('asks before deleting, and keeps the search when cancelled', async () => {
    signIn();
    const api = fakeApi({
      'GET /saved-searches/': () => ({ body: [makeSavedSearch()] }),
      'DELETE /saved-searches/4': () => ({ status: 204 }),
    });
    renderWithProviders(<SavedSearchList />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Cable theft in Soweto' }));
    let dialog = screen.getByRole('dialog', { name: 'Delete saved search' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.to('DELETE', '/saved-searches/4')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Delete Cable theft in Soweto' }));
    dialog = screen.getByRole('dialog', { name: 'Delete saved search' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(NO_SAVED_SEARCHES)).toBeInTheDocument();
    expect(screen.getByText('Saved search deleted: Cable theft in Soweto')).toBeInTheDocument();
  });

  it('has an empty state that leads to the search', async () => {
    signIn();
    fakeApi({ 'GET /saved-searches/': () => ({ body: [] }) });
    renderWithProviders(<SavedSearchList />);
    expect(await screen.findByText(NO_SAVED_SEARCHES)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Search' })).toHaveAttribute('href', '/');
  });

  it('says when the list cannot be loaded, and tries again', async () => {
    signIn();
    let fail = true;
    fakeApi({
      'GET /saved-searches/': () =>
        fail
          ? { status: 500, body: { detail: 'The database is unavailable' } }
          : { body: [makeSavedSearch()] },
    });
    renderWithProviders(<SavedSearchList />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `${SAVED_SEARCHES_FAILED} The database is unavailable`,
    );
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Cable theft in Soweto' })).toBeInTheDocument();
  });

  it('leaves Rename and Delete out of a search shared with the user, names its owner, and lets them leave', async () => {
    signIn();
    const api = fakeApi({
      'GET /saved-searches/': () => ({
        body: [makeSavedSearch({ role: 'viewer', owner_name: 'Olive Owner', alert: false })],
      }),
      'GET /saved-searches/4/members': () => ({
        body: {
          members: [
            {
              id: null,
              email: 'olive@example.org',
              name: 'Olive Owner',
              role: 'owner',
              status: 'owner',
              you: false,
            },
            {
              id: 9,
              email: 'naledi@example.org',
              name: 'Naledi Journalist',
              role: 'viewer',
              status: 'joined',
              you: true,
            },
          ],
          total_results: 2,
        },
      }),
      'DELETE /saved-searches/4/members/9': () => ({ status: 204 }),
    });
    renderWithProviders(<SavedSearchList />);
    const card = await screen.findByTestId('saved-search');
    expect(card).toHaveTextContent('Shared by Olive Owner');
    expect(within(card).queryByRole('button', { name: /Rename|Delete/ })).toBeNull();
    expect(within(card).getByRole('switch', { name: 'Alert for Cable theft in Soweto' })).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Members of Cable theft in Soweto' }));
    const dialog = await screen.findByRole('dialog', { name: 'Members of “Cable theft in Soweto”' });
    expect(within(dialog).queryByRole('textbox', { name: 'Email' })).toBeNull();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Leave Cable theft in Soweto' }));
    await waitFor(() => expect(api.to('DELETE', '/saved-searches/4/members/9')).toHaveLength(1));
  });

  it('shares a search its owner keeps by email', async () => {
    signIn();
    const api = fakeApi({
      'GET /saved-searches/': () => ({ body: [makeSavedSearch()] }),
      'GET /saved-searches/4/members': () => ({
        body: {
          members: [
            {
              id: null,
              email: 'me@example.org',
              name: 'Naledi Journalist',
              role: 'owner',
              status: 'owner',
              you: true,
            },
          ],
          total_results: 1,
        },
      }),
      'POST /saved-searches/4/members': () => ({
        status: 202,
        body: { email: 'desk@example.org', role: 'viewer', status: 'invited' },
      }),
    });
    renderWithProviders(<SavedSearchList />);
    await userEvent.click(await screen.findByRole('button', { name: 'Share Cable theft in Soweto' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share “Cable theft in Soweto”' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'desk@example.org');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Share' }));
    await waitFor(() =>
      expect(api.to('POST', '/saved-searches/4/members').map((r) => r.body)).toEqual([
        { email: 'desk@example.org' },
      ]),
    );
  });
});
