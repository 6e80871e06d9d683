import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Modal } from '../../../components/Modal';
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

  it('offers only the notebooks the user may add to: their own and those they edit', async () => {
    fakeApi({
      'GET /notebooks/3/notebooks': () => ({
        body: [
          makeNotebook({ id: 1, title: 'Mine' }),
          makeNotebook({ id: 4, title: 'Edited', role: 'editor', owner_name: 'Olive Owner' }),
          makeNotebook({ id: 5, title: 'Only viewed', role: 'viewer', owner_name: 'Olive Owner' }),
        ],
      }),
    });
    renderWithProviders(<AddToNotebookMenu events={[makeEvent(11)]} keywords={['robbery']} />);
    await userEvent.click(screen.getByRole('button', { name: /Add to Notebook/ }));
    expect(await screen.findByRole('checkbox', { name: 'Mine' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /^Edited\s*Shared by Olive Owner/ })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /Only viewed/ })).toBeNull();
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
        'Success!2 Events already exist in the following Notebook: Has them already×',
        'ErrorError when adding events to notebook: Broken×',
      ]),
    );
    // Events that were all there already are news, not a failure: a calm status, not a red alert.
    expect(screen.getByRole('alert')).toHaveTextContent('Broken');
    expect(
      screen.getAllByRole('status').find((toast) => toast.textContent?.includes('already exist')),
    ).not.toHaveClass('bg-error-pale');
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

  it('counts one event in the singular, added or already there', async () => {
    fakeApi({
      'GET /notebooks/3/notebooks': () => ({ body: notebooks }),
      'POST /notebooks/events/add': (request) => {
        const { notebook_id } = request.body as { notebook_id: number };
        return notebook_id === 1
          ? { body: { events_added: 1, events_deduplicated: 0, events_not_found: 0 } }
          : { body: { events_added: 0, events_deduplicated: 1, events_not_found: 0 } };
      },
    });
    renderWithProviders(<AddToNotebookMenu events={[makeEvent(11)]} keywords={['robbery']} />);
    await userEvent.click(screen.getByRole('button', { name: /Add to Notebook/ }));
    for (const title of ['Fresh', 'Has them already'])
      await userEvent.click(await screen.findByRole('checkbox', { name: title }));
    await userEvent.click(screen.getByRole('button', { name: 'Add to Selected Notebooks' }));
    await waitFor(() => expect(toastTexts()).toHaveLength(2));
    expect(toastTexts()).toEqual(
      expect.arrayContaining([
        'Success!1 Event was added to the following Notebook: Fresh×',
        'Success!1 Event already exists in the following Notebook: Has them already×',
      ]),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('ignores a second press while adding, with a key of its own for each notebook', async () => {
    const finish: (() => void)[] = [];
    const api = fakeApi({
      'GET /notebooks/3/notebooks': () => ({ body: notebooks }),
      'POST /notebooks/events/add': () =>
        new Promise((resolve) => {
          finish.push(() =>
            resolve({ body: { events_added: 1, events_deduplicated: 0, events_not_found: 0 } }),
          );
        }),
    });
    renderWithProviders(<AddToNotebookMenu events={[makeEvent(11)]} keywords={['robbery']} />);
    await userEvent.click(screen.getByRole('button', { name: /Add to Notebook/ }));
    for (const title of ['Fresh', 'Broken'])
      await userEvent.click(await screen.findByRole('checkbox', { name: title }));
    const add = screen.getByRole('button', { name: 'Add to Selected Notebooks' });
    fireEvent.click(add);
    fireEvent.click(add);
    await userEvent.dblClick(add);
    const sent = api.to('POST', '/notebooks/events/add');
    expect(sent).toHaveLength(2);
    const busy = screen.getByRole('button', { name: 'Adding...' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    const keys = sent.map((request) => request.headers.get('idempotency-key'));
    expect(new Set(keys).size).toBe(2);
    for (const done of finish) done();
    await waitFor(() => expect(toastTexts()).toHaveLength(2));
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

  it('opens above a dialog rather than inside it, with the keyboard working as before', async () => {
    fakeApi({ 'GET /notebooks/3/notebooks': () => ({ body: notebooks }) });
    const onClose = vi.fn();
    renderWithProviders(
      <Modal open onClose={onClose} title="Event Details">
        <AddToNotebookMenu events={[makeEvent(11)]} keywords={[]} />
        <button type="button">After the menu</button>
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Event Details' });
    const trigger = within(dialog).getByRole('button', { name: /Add to Notebook/ });
    await userEvent.click(trigger);
    const first = await screen.findByRole('checkbox', { name: 'Fresh' });
    // Drawn in a layer of its own, so the dialog's edges cannot cut it off.
    expect(dialog).not.toContainElement(first);
    await waitFor(() => expect(first).toHaveFocus());

    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('button', { name: /Create New Notebook/ })).toHaveFocus();
    // Tab goes on from the list's last control to what follows the button, as if the list were there.
    await userEvent.tab();
    expect(within(dialog).getByRole('button', { name: 'After the menu' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(trigger).toHaveFocus();
    await userEvent.tab();
    expect(first).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(trigger).toHaveFocus();
    await userEvent.tab();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('checkbox', { name: 'Fresh' })).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    expect(onClose).not.toHaveBeenCalled();
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
