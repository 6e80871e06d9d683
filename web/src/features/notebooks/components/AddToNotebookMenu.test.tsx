import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session';
import { fakeApi } from '../../../test-fake-api';
import { renderWithProviders } from '../../../test-utils';
import { makeEvent, makeNotebook } from '../test/fixtures';
import { AddToNotebookMenu, batchesFor } from './AddToNotebookMenu';

const notebooks = [
  makeNotebook({ id: 1, title: 'Fresh' }),
  makeNotebook({ id: 2, title: 'Has them already' }),
  makeNotebook({ id: 3, title: 'Broken' }),
];

beforeEach(() => saveSession({ accessToken: 'token', userId: 3, name: 'N' }));
afterEach(() => vi.restoreAllMocks());

const toastTexts = () => screen.queryAllByTestId('toast').map((toast) => toast.textContent);

describe('AddToNotebookMenu', () => {
  it('is disabled without events', () => {
    fakeApi({ 'GET /notebooks/3/notebooks': () => ({ body: notebooks }) });
    renderWithProviders(<AddToNotebookMenu events={[]} keywords={['robbery']} />);
    expect(screen.getByRole('button', { name: /Add to Notebook/ })).toBeDisabled();
  });

  it('adds the events to every ticked notebook and reports each one', async () => {
    const api = fakeApi({
      'GET /notebooks/3/notebooks': () => ({ body: notebooks }),
      'POST /notebooks/events/add': (request) => {
        const { notebook_id } = request.body as { notebook_id: number };
        if (notebook_id === 1)
          return { body: { events_added: 2, events_deduplicated: 0, events_not_found: 0 } };
        if (notebook_id === 2)
          return { body: { events_added: 0, events_deduplicated: 2, events_not_found: 0 } };
        return { status: 500, body: { detail: 'Database unavailable' } };
      },
    });
    renderWithProviders(<AddToNotebookMenu events={[makeEvent(11), makeEvent(12)]} keywords={['robbery']} />);
    await userEvent.click(screen.getByRole('button', { name: /Add to Notebook/ }));
    const add = screen.getByRole('button', { name: 'Add to Selected Notebooks' });
    expect(add).toBeDisabled();
    for (const title of ['Fresh', 'Has them already', 'Broken'])
      await userEvent.click(await screen.findByRole('checkbox', { name: title }));
    await userEvent.click(add);

    await waitFor(() => expect(toastTexts()).toHaveLength(3));
    expect(toastTexts()).toEqual(
      expect.arrayContaining([
        'Success!2 Events were added to the following Notebook: Fresh×',
        'Error2 Events already exist in the following Notebook: Has them already×',
        'ErrorError when adding events to notebook: Broken×',
      ]),
    );
    expect(api.to('POST', '/notebooks/events/add').map((r) => r.body)).toEqual(
      [1, 2, 3].map((notebook_id) => ({
        notebook_id,
        events: [{ id: 11 }, { id: 12 }],
        keywords: ['robbery'],
      })),
    );
    expect(screen.queryByRole('checkbox', { name: 'Fresh' })).not.toBeInTheDocument();
    // Counts on every notebook screen are fetched again.
    await waitFor(() => expect(api.to('GET', '/notebooks/3/notebooks')).toHaveLength(2));
  });

  it('reports events already in the notebook as a note, not an error, when the rest were added', async () => {
    fakeApi({
      'GET /notebooks/3/notebooks': () => ({ body: notebooks }),
      'POST /notebooks/events/add': () => ({
        body: { events_added: 44, events_deduplicated: 6, events_not_found: 0 },
      }),
    });
    const events = Array.from({ length: 50 }, (_, i) => makeEvent(100 + i));
    renderWithProviders(<AddToNotebookMenu events={events} keywords={['robbery']} />);
    await userEvent.click(screen.getByRole('button', { name: /Add to Notebook/ }));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Fresh' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add to Selected Notebooks' }));

    await waitFor(() => expect(toastTexts()).toHaveLength(2));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getAllByRole('status').map((toast) => toast.textContent)).toEqual([
      'Success!44 Events were added to the following Notebook: Fresh×',
      'Success!6 Events already exist in the following Notebook: Fresh×',
    ]);
  });

  it('closes on Escape, giving focus back to its button, and on a click outside', async () => {
    fakeApi({ 'GET /notebooks/3/notebooks': () => ({ body: notebooks }) });
    renderWithProviders(
      <>
        <p>Elsewhere</p>
        <AddToNotebookMenu events={[makeEvent(11)]} keywords={[]} />
      </>,
    );
    const trigger = screen.getByRole('button', { name: /Add to Notebook/ });
    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Fresh' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('checkbox', { name: 'Has them already' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('checkbox', { name: 'Fresh' })).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('checkbox', { name: 'Fresh' })).toBeInTheDocument();
    await userEvent.click(screen.getByText('Elsewhere'));
    expect(screen.queryByRole('checkbox', { name: 'Fresh' })).not.toBeInTheDocument();
  });

  it('closes when Tab takes focus past its last control, so that it does not cover what comes next', async () => {
    fakeApi({ 'GET /notebooks/3/notebooks': () => ({ body: notebooks }) });
    renderWithProviders(
      <>
        <AddToNotebookMenu events={[makeEvent(11)]} keywords={[]} />
        <button type="button">Next control</button>
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: /Add to Notebook/ }));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Fresh' })).toHaveFocus());
    await userEvent.tab();
    expect(screen.getByRole('checkbox', { name: 'Has them already' })).toHaveFocus();
    // Broken, Create New Notebook; Add to Selected Notebooks is disabled until a notebook is ticked.
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: /Create New Notebook/ })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Next control' })).toHaveFocus();
    expect(screen.queryByRole('checkbox', { name: 'Fresh' })).not.toBeInTheDocument();
  });

  it('creates a notebook from the list and ticks it', async () => {
    const created = makeNotebook({ id: 9, title: 'Made from search', num_events: 0 });
    fakeApi({
      'GET /notebooks/3/notebooks': () => ({ body: notebooks }),
      'POST /notebooks/create': () => ({ body: created }),
    });
    renderWithProviders(<AddToNotebookMenu events={[makeEvent(11)]} keywords={[]} />);
    await userEvent.click(screen.getByRole('button', { name: /Add to Notebook/ }));
    await userEvent.click(screen.getByRole('button', { name: /Create New Notebook/ }));
    const dialog = screen.getByRole('dialog', { name: 'Create New Notebook' });
    await userEvent.type(within(dialog).getByLabelText(/Title of Notebook/), 'Made from search');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create New Notebook' }));
    await screen.findByText('Notebook created successfully: Made from search', { selector: '[role=status]' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('checkbox', { name: 'Made from search' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Fresh' })).not.toBeChecked();
  });
});

describe('batchesFor', () => {
  it('uses the given keywords for all events', () => {
    expect(batchesFor([makeEvent(1), makeEvent(2)], ['a'])).toEqual([{ eventIds: [1, 2], keywords: ['a'] }]);
  });

  it('otherwise groups events by the keywords each matched', () => {
    const events = [
      makeEvent(1, { keywords: ['robbery', 'durban'] }),
      makeEvent(2, { keywords: ['robbery'] }),
      makeEvent(3, { keywords: ['durban', 'robbery'] }),
      makeEvent(4),
    ];
    expect(batchesFor(events)).toEqual([
      { eventIds: [1, 3], keywords: ['durban', 'robbery'] },
      { eventIds: [2], keywords: ['robbery'] },
      { eventIds: [4], keywords: [] },
    ]);
  });
});
