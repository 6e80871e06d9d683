import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session';
import { fakeApi } from '../../../test-fake-api';
import { renderWithProviders } from '../../../test-utils';
import { makeNotebook } from '../test/fixtures';
import { NotebookList } from './NotebookList';

afterEach(() => vi.restoreAllMocks());

describe('NotebookList', () => {
  it('shows each notebook as a card that links to its page', async () => {
    saveSession({ accessToken: 'token', userId: 3, name: 'Naledi Journalist' });
    fakeApi({
      'GET /notebooks/3/notebooks': () => ({
        body: [
          makeNotebook({ id: 7 }),
          makeNotebook({
            id: 8,
            title: 'Empty one',
            description: '',
            num_events: 0,
            first_event_date: null,
            last_event_date: null,
          }),
        ],
      }),
    });
    renderWithProviders(<NotebookList />);
    expect(screen.getByRole('heading', { name: 'Curated Data Notebooks', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Learn More' })).toHaveAttribute('href', '/about');

    const first = await screen.findByRole('link', { name: /Hijackings in Gauteng/ });
    expect(first).toHaveAttribute('href', '/notebook/7');
    expect(first).toHaveTextContent('Created byNaledi Journalist');
    expect(first).toHaveTextContent('Date created14/02/2025');
    expect(first).toHaveTextContent('Total Events3');
    expect(first).toHaveTextContent('Search Date Range05/01/2024 - 20/06/2024');
    expect(first).toHaveTextContent('Carjackings reported around Johannesburg.');

    const second = screen.getByRole('link', { name: /Empty one/ });
    expect(within(second).getByText('Search Date Range').nextSibling).toHaveTextContent('—');
    expect(second).toHaveTextContent('Total Events0');
  });

  it('has a friendly empty state', async () => {
    saveSession({ accessToken: 'token', userId: 3, name: 'N' });
    fakeApi({ 'GET /notebooks/3/notebooks': () => ({ body: [] }) });
    renderWithProviders(<NotebookList />);
    expect(await screen.findByText('No notebooks yet')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Create New Notebook' })).toHaveLength(2);
  });

  it('reads every page of a long list', async () => {
    saveSession({ accessToken: 'token', userId: 3, name: 'N' });
    const many = Array.from({ length: 130 }, (_, i) =>
      makeNotebook({ id: i + 1, title: `Notebook ${i + 1}` }),
    );
    const api = fakeApi({
      'GET /notebooks/3/notebooks': (request) => {
        const page = Number(request.query.get('page'));
        const size = Number(request.query.get('page_size'));
        return { body: many.slice((page - 1) * size, page * size) };
      },
    });
    renderWithProviders(<NotebookList />);
    expect(await screen.findByText('Notebook 130')).toBeInTheDocument();
    expect(api.to('GET', '/notebooks/3/notebooks').map((r) => r.query.get('page'))).toEqual(['1', '2']);
  });

  it.each([
    ['the server fails', { accessToken: 'token', userId: 3, name: 'N' }],
    ['no user id is stored', null],
  ])('says so when %s', async (_case, session) => {
    if (session) saveSession(session);
    fakeApi({ 'GET /notebooks/3/notebooks': () => ({ status: 500, body: { detail: 'boom' } }) });
    renderWithProviders(<NotebookList />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch notebooks.');
  });
});
