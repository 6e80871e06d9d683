import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

describe('renaming and deleting from the list', () => {
  const list = () => [
    makeNotebook({ id: 7, num_events: 12 }),
    makeNotebook({ id: 8, title: 'Robbery watch' }),
  ];

  it('renames a notebook in a dialog: a blank title says so, Enter saves, the card shows the new title', async () => {
    saveSession({ accessToken: 'token', userId: 3, name: 'N' });
    const api = fakeApi({
      'GET /notebooks/3/notebooks': () => ({ body: list() }),
      'PATCH /notebooks/7': (request) => ({
        body: { ...makeNotebook({ id: 7, num_events: 12 }), ...(request.body as object) },
      }),
    });
    const user = userEvent.setup();
    renderWithProviders(<NotebookList />);
    await user.click(await screen.findByRole('button', { name: 'Rename Hijackings in Gauteng' }));
    const dialog = screen.getByRole('dialog', { name: 'Rename notebook' });
    const title = within(dialog).getByLabelText(/Title of Notebook/);
    expect(title).toHaveFocus();
    expect(title).toHaveValue('Hijackings in Gauteng');
    expect(within(dialog).getByLabelText('Description')).toHaveValue(
      'Carjackings reported around Johannesburg.',
    );

    await user.clear(title);
    expect(within(dialog).getByText('Title is required')).toBeInTheDocument();
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();

    await user.type(title, '  Carjackings 2024  ');
    await user.clear(within(dialog).getByLabelText('Description'));
    await user.type(within(dialog).getByLabelText('Description'), 'Soweto only');
    await user.click(title);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.to('PATCH', '/notebooks/7').map((r) => r.body)).toEqual([
      { title: 'Carjackings 2024', description: 'Soweto only' },
    ]);
    expect(await screen.findByRole('link', { name: /Carjackings 2024/ })).toHaveTextContent('Soweto only');
    expect(screen.getByText('Notebook saved: Carjackings 2024')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rename Carjackings 2024' })).toHaveFocus();
  });

  it('Escape cancels a rename without a request; a refused rename shows why and keeps the dialog', async () => {
    saveSession({ accessToken: 'token', userId: 3, name: 'N' });
    const api = fakeApi({
      'GET /notebooks/3/notebooks': () => ({ body: list() }),
      'PATCH /notebooks/8': () => ({
        status: 422,
        body: { detail: 'title: Title must be at most 200 characters' },
      }),
    });
    const user = userEvent.setup();
    renderWithProviders(<NotebookList />);
    await user.click(await screen.findByRole('button', { name: 'Rename Robbery watch' }));
    await user.type(screen.getByLabelText(/Title of Notebook/), ' 2');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.to('PATCH', '/notebooks/8')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Rename Robbery watch' }));
    expect(screen.getByLabelText(/Title of Notebook/)).toHaveValue('Robbery watch');
    await user.type(screen.getByLabelText(/Title of Notebook/), ' 2{Enter}');
    expect(await within(screen.getByRole('dialog')).findByText(/at most 200 characters/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Robbery watch/ })).toBeInTheDocument();
  });

  it('deletes a notebook after a confirmation naming its events and saved answers; Cancel keeps it', async () => {
    saveSession({ accessToken: 'token', userId: 3, name: 'N' });
    const api = fakeApi({
      'GET /notebooks/3/notebooks': () => ({ body: list() }),
      'GET /notebooks/7/questions': () => ({ body: { questions: [], total_results: 3 } }),
      'DELETE /notebooks/7': () => ({ status: 204 }),
    });
    const user = userEvent.setup();
    renderWithProviders(<NotebookList />);
    await user.click(await screen.findByRole('button', { name: 'Delete Hijackings in Gauteng' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete notebook' });
    expect(
      await within(dialog).findByText(
        'Delete “Hijackings in Gauteng”? This removes its 12 events and 3 saved answers from the notebook. The events stay in the search.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.to('DELETE', '/notebooks/7')).toEqual([]);
    expect(screen.getByRole('link', { name: /Hijackings in Gauteng/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete Hijackings in Gauteng' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: /Hijackings in Gauteng/ })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Notebook deleted: Hijackings in Gauteng')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Robbery watch/ })).toBeInTheDocument();
    expect(api.to('DELETE', '/notebooks/7')).toHaveLength(1);
  });

  it('keeps the notebook and says why when the delete fails', async () => {
    saveSession({ accessToken: 'token', userId: 3, name: 'N' });
    fakeApi({
      'GET /notebooks/3/notebooks': () => ({ body: list() }),
      'GET /notebooks/8/questions': () => ({ body: { questions: [], total_results: 1 } }),
      'DELETE /notebooks/8': () => ({ status: 404, body: { detail: 'Notebook not found' } }),
    });
    const user = userEvent.setup();
    renderWithProviders(<NotebookList />);
    await user.click(await screen.findByRole('button', { name: 'Delete Robbery watch' }));
    expect(await screen.findByText(/its 3 events and 1 saved answer from/)).toBeInTheDocument();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Notebook not found');
    expect(screen.getByRole('link', { name: /Robbery watch/ })).toBeInTheDocument();
  });
});
