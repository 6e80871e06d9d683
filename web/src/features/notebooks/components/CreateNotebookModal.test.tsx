import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session';
import { fakeApi } from '../../../test-fake-api';
import { renderWithProviders } from '../../../test-utils';
import { makeNotebook } from '../test/fixtures';
import { CLOSE_AFTER_CREATE_MS, CreateNotebookModal } from './CreateNotebookModal';
import { NotebookList } from './NotebookList';

beforeEach(() => saveSession({ accessToken: 'token', userId: 3, name: 'Naledi Journalist' }));
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('CreateNotebookModal', () => {
  it('needs a title that is not blank', async () => {
    const api = fakeApi({});
    renderWithProviders(<CreateNotebookModal open onClose={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Create New Notebook' });
    const submit = within(dialog).getByRole('button', { name: 'Create New Notebook' });
    expect(within(dialog).getByLabelText(/Title of Notebook/)).toBeRequired();
    expect(within(dialog).getByLabelText(/Title of Notebook/)).toHaveFocus();
    expect(submit).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Description'), 'Only a description');
    expect(submit).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText(/Title of Notebook/), '   ');
    expect(submit).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText(/Title of Notebook/), 'Robberies');
    expect(submit).toBeEnabled();
    expect(api.requests).toEqual([]);
  });

  it('says Creating... while the request runs, then puts the notebook first and closes after 2 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    let finish: (() => void) | undefined;
    const older = makeNotebook({ id: 1, title: 'Older notebook' });
    const created = makeNotebook({ id: 2, title: 'Robberies in Durban', num_events: 0 });
    const api = fakeApi({
      'GET /notebooks/3/notebooks': () => ({ body: [older] }),
      'POST /notebooks/create': () =>
        new Promise((resolve) => {
          finish = () => resolve({ body: created });
        }),
    });
    renderWithProviders(<NotebookList />);
    await screen.findByText('Older notebook');
    await user.click(screen.getByRole('button', { name: 'Create New Notebook' }));
    const dialog = screen.getByRole('dialog', { name: 'Create New Notebook' });
    await user.type(within(dialog).getByLabelText(/Title of Notebook/), '  Robberies in Durban ');
    await user.type(within(dialog).getByLabelText('Description'), 'Cash-in-transit heists');
    await user.click(within(dialog).getByRole('button', { name: 'Create New Notebook' }));

    expect(await within(dialog).findByText('Creating...')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Creating...' })).toBeDisabled();
    expect(api.to('POST', '/notebooks/create')[0]?.body).toEqual({
      title: 'Robberies in Durban',
      description: 'Cash-in-transit heists',
      params: {},
      owner_id: 3,
    });

    await act(async () => finish?.());
    expect(await screen.findByText('Success!')).toBeInTheDocument();
    expect(screen.getByTestId('toast')).toHaveTextContent(
      'Notebook created successfully: Robberies in Durban',
    );
    const titles = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(titles.indexOf('Robberies in Durban')).toBeLessThan(titles.indexOf('Older notebook'));
    expect(api.to('GET', '/notebooks/3/notebooks')).toHaveLength(1);

    act(() => vi.advanceTimersByTime(CLOSE_AFTER_CREATE_MS - 100));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(100));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('ignores a second press while creating, and sends one Idempotency-Key for the action', async () => {
    const finish: (() => void)[] = [];
    const api = fakeApi({
      'POST /notebooks/create': () =>
        new Promise((resolve) => {
          finish.push(() => resolve({ status: 503, body: { detail: 'Database unavailable' } }));
        }),
    });
    renderWithProviders(<CreateNotebookModal open onClose={vi.fn()} />);
    await userEvent.type(screen.getByLabelText(/Title of Notebook/), 'Robberies');
    const submit = screen.getByRole('button', { name: 'Create New Notebook' });
    // Two presses before the page has drawn the first as busy, then a double click on the busy button.
    fireEvent.click(submit);
    fireEvent.click(submit);
    await userEvent.dblClick(submit);
    expect(api.to('POST', '/notebooks/create')).toHaveLength(1);
    const busy = screen.getByRole('button', { name: 'Creating...' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');

    // The first try failed; trying the same notebook again is the same action, under the same key.
    await act(async () => finish[0]?.());
    await userEvent.click(await screen.findByRole('button', { name: 'Create New Notebook' }));
    const tries = api.to('POST', '/notebooks/create');
    expect(tries).toHaveLength(2);
    const key = tries[0]?.headers.get('idempotency-key');
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(tries[1]?.headers.get('idempotency-key')).toBe(key);
  });

  it('shows a failure as a toast and inline, and stays open', async () => {
    fakeApi({ 'POST /notebooks/create': () => ({ status: 422, body: { detail: 'Title is required' } }) });
    const onClose = vi.fn();
    renderWithProviders(<CreateNotebookModal open onClose={onClose} />);
    await userEvent.type(screen.getByLabelText(/Title of Notebook/), 'Anything');
    await userEvent.click(screen.getByRole('button', { name: 'Create New Notebook' }));
    expect(await screen.findByText('Error: Title is required')).toBeInTheDocument();
    expect(screen.getByTestId('toast')).toHaveTextContent('Error');
    expect(screen.getByTestId('toast')).toHaveTextContent('Title is required');
    expect(onClose).not.toHaveBeenCalled();
  });
});
