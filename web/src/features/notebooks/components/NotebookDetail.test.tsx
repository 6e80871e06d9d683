import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Event } from '@workbench/contract/events';
import type { Notebook } from '@workbench/contract/notebooks';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { downloadCsv } from '../../../lib/csv';
import { saveSession } from '../../../lib/session';
import { fakeApi, pageOf } from '../../../test-fake-api';
import { fakeEventDetails, renderWithProviders } from '../../../test-utils';
import { makeEvent, makeNotebook } from '../test/fixtures';
import { NotebookDetail } from './NotebookDetail';

vi.mock('../../../lib/csv', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/csv')>()),
  downloadCsv: vi.fn(),
}));

beforeEach(() => saveSession({ accessToken: 'token', userId: 3, name: 'Naledi Journalist' }));
afterEach(() => {
  vi.restoreAllMocks();
  vi.mocked(downloadCsv).mockClear();
});

/** A notebook on a fake server whose events and keywords really change when events are removed. */
function notebookServer(events: Event[], notebook: Notebook = makeNotebook({ num_events: events.length })) {
  let current = [...events];
  const keywords = [
    { keywords: 'hijacking', num_events: 3 },
    { keywords: '=cmd', num_events: 1 },
  ];
  const api = fakeApi({
    [`GET /notebooks/${notebook.id}`]: () => ({ body: { ...notebook, num_events: current.length } }),
    [`GET /notebooks/${notebook.id}/events`]: (request) => ({
      body: { events: pageOf(current, request), total_results: current.length },
    }),
    [`GET /notebooks/${notebook.id}/keywords`]: (request) => ({
      body: { keywords: pageOf(keywords, request), total_results: keywords.length },
    }),
    'POST /notebooks/events/remove': (request) => {
      const ids = (request.body as { event_ids: number[] }).event_ids;
      const before = current.length;
      current = current.filter((event) => !ids.includes(event.id));
      return { body: { num_events_removed: before - current.length } };
    },
  });
  return api;
}

function renderDetail(props: Partial<Parameters<typeof NotebookDetail>[0]> = {}) {
  return renderWithProviders(
    <NotebookDetail
      notebookId={7}
      renderAskTab={({ notebook }) => <p>Ask about {notebook.title}</p>}
      {...props}
    />,
  );
}

const eventRows = () => screen.queryAllByTestId('notebook-event-row');

async function openEventsTab() {
  await userEvent.click(await screen.findByRole('tab', { name: 'Events List' }));
}

describe('NotebookDetail', () => {
  it('fetches the notebook by id and shows its header', async () => {
    // Two releases of one case: two events, one incident.
    notebookServer([makeEvent(1), makeEvent(2)], makeNotebook({ num_events: 2, num_incidents: 1 }));
    renderDetail();
    expect(screen.getByText('Loading notebook...')).toBeInTheDocument();
    const header = (await screen.findByRole('heading', { name: 'Hijackings in Gauteng', level: 1 })).closest(
      'header',
    ) as HTMLElement;
    expect(header).toHaveTextContent('Created byNaledi Journalist');
    expect(header).toHaveTextContent('Date created14/02/2025');
    expect(header).toHaveTextContent('Total Events2');
    expect(header).toHaveTextContent('Incidents1');
    expect(header).toHaveTextContent('Search Date Range05/01/2024 - 20/06/2024');
    expect(header).toHaveTextContent('Carjackings reported around Johannesburg.');
    expect(screen.getByRole('link', { name: /Back to Curated Data Notebooks/ })).toHaveAttribute(
      'href',
      '/notebooks',
    );
  });

  it('shows a notebook handed over by the list at once, and reads it again behind it (a role may have changed)', async () => {
    const api = notebookServer([]);
    renderDetail({ handedOver: makeNotebook({ title: 'From the list' }) });
    expect(screen.getByRole('heading', { name: 'From the list' })).toBeInTheDocument();
    await waitFor(() => expect(api.to('GET', '/notebooks/7')).toHaveLength(1));
    expect(await screen.findByRole('heading', { name: 'Hijackings in Gauteng' })).toBeInTheDocument();
  });

  it.each([
    ['it cannot be fetched', 7, 'Failed to fetch notebook.'],
    ['the address names no notebook', Number.NaN, 'No notebook data available'],
  ])('says so when %s', async (_case, id, message) => {
    fakeApi({ 'GET /notebooks/7': () => ({ status: 404, body: { detail: 'Notebook not found' } }) });
    renderDetail({ notebookId: id });
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('opens on Ask a Question; arrow keys move between the tabs', async () => {
    notebookServer([makeEvent(1)]);
    renderDetail();
    const ask = await screen.findByRole('tab', { name: 'Ask a Question' });
    expect(ask).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Ask about Hijackings in Gauteng')).toBeVisible();
    ask.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Events List' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Events List' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Keywords' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Members' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Activity' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(ask).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Activity' })).toHaveFocus();
  });
});

describe('Events List tab', () => {
  it('loads every page one after another and ticks every event', async () => {
    const events = Array.from({ length: 23 }, (_, i) => makeEvent(i + 1));
    const api = notebookServer(events);
    renderDetail();
    await openEventsTab();
    await waitFor(() => expect(eventRows()).toHaveLength(23));
    expect(
      api.to('GET', '/notebooks/7/events').map((r) => [r.query.get('page'), r.query.get('page_size')]),
    ).toEqual([
      ['1', '10'],
      ['2', '10'],
      ['3', '10'],
    ]);
    expect(screen.getAllByRole('checkbox').every((box) => (box as HTMLInputElement).checked)).toBe(true);
  });

  it('marks a publication date standing in for a missing date, a dash for a missing crime, and links the source in a new tab', async () => {
    notebookServer([makeEvent(1, { date: null, crime_committed: null })]);
    renderDetail();
    await openEventsTab();
    const [row] = await screen.findAllByTestId('notebook-event-row');
    const cells = within(row as HTMLElement).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual([
      '',
      '#1',
      '11/03/2024 (publication date)',
      'Soweto',
      '—',
      'Summary of event 1.',
      'Source',
    ]);
    const source = within(row as HTMLElement).getByRole('link');
    expect(source).toHaveAttribute('href', 'https://demo.invalid/press-releases/1');
    expect(source).toHaveAttribute('target', '_blank');
  });

  it('removes an event after the confirmation, and refreshes the header numbers', async () => {
    const api = notebookServer([makeEvent(1), makeEvent(2), makeEvent(3)]);
    renderDetail();
    await openEventsTab();
    await waitFor(() => expect(eventRows()).toHaveLength(3));
    await userEvent.click(screen.getByRole('checkbox', { name: /\(2\)$/ }));

    const dialog = screen.getByRole('dialog', { name: 'Delete Event' });
    expect(dialog).toHaveTextContent(
      'This action will remove 1 event(s) from your Events List. Are you sure you want to remove this event?',
    );
    expect(screen.getByRole('checkbox', { name: /\(2\)$/ })).not.toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove Event' }));

    await waitFor(() => expect(eventRows()).toHaveLength(2));
    expect(api.to('POST', '/notebooks/events/remove')[0]?.body).toEqual({ notebook_id: 7, event_ids: [2] });
    expect(screen.getByTestId('toast')).toHaveTextContent('1 Event(s) was removed from this notebook');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /\(2\)$/ })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Total Events').nextSibling).toHaveTextContent('2'));
  });

  it('keeps the event ticked when the removal is cancelled', async () => {
    const api = notebookServer([makeEvent(1), makeEvent(2)]);
    renderDetail();
    await openEventsTab();
    await waitFor(() => expect(eventRows()).toHaveLength(2));
    await userEvent.click(screen.getByRole('checkbox', { name: /\(1\)$/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /\(1\)$/ })).toBeChecked();
    expect(eventRows()).toHaveLength(2);
    expect(api.to('POST', '/notebooks/events/remove')).toEqual([]);
  });

  it('keeps the event and says why when the removal fails', async () => {
    const api = notebookServer([makeEvent(1)]);
    renderDetail();
    await openEventsTab();
    await waitFor(() => expect(eventRows()).toHaveLength(1));
    const original = api.spy.getMockImplementation() as typeof fetch;
    api.spy.mockImplementation((input, init) =>
      init?.method === 'POST'
        ? Promise.resolve(new Response(JSON.stringify({ detail: 'Notebook not found' }), { status: 404 }))
        : original(input, init),
    );
    await userEvent.click(screen.getByRole('checkbox', { name: /\(1\)$/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove Event' }));
    expect(await screen.findByTestId('toast')).toHaveTextContent('Notebook not found');
    expect(screen.getByRole('checkbox', { name: /\(1\)$/ })).toBeChecked();
  });

  it('exports the ticked events as CSV, named after the notebook and their dates', async () => {
    notebookServer([
      makeEvent(1, { date: '2024-01-05', title: 'First, with a comma' }),
      makeEvent(2, { date: '2024-06-20' }),
      makeEvent(3, { date: '2023-12-31' }),
    ]);
    renderDetail();
    await openEventsTab();
    await waitFor(() => expect(eventRows()).toHaveLength(3));
    await userEvent.click(screen.getByRole('checkbox', { name: /\(3\)$/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove Event' }));
    await waitFor(() => expect(eventRows()).toHaveLength(2));

    await userEvent.click(screen.getByRole('button', { name: 'Download List as CSV' }));
    expect(downloadCsv).toHaveBeenCalledTimes(1);
    const [fileName, text] = vi.mocked(downloadCsv).mock.calls[0] ?? [];
    expect(fileName).toBe('SAPS, Hijackings in Gauteng, 05-01-2024 - 20-06-2024.csv');
    const lines = String(text).split('\r\n');
    expect(lines[0]).toBe(
      '"Title","Event Date","Location","Crime/s","AI Event Summary","SAPS Context","Publication Date",' +
        '"Source URL","Province","Municipality","Police station","Suspects arrested","Victims","Victims killed","Victims injured",' +
        '"Victims under 18","Police officers among victims","Suspects female","Suspects male","Relationship",' +
        '"Event ID","Original values (corrected in this notebook)"',
    );
    expect(lines.slice(1)).toEqual([
      '"First, with a comma","2024-01-05","Soweto","Carjacking","Summary of event 1.","Release text of event 1.","2024-03-11","https://demo.invalid/press-releases/1","Gauteng","City of Johannesburg","","2","1","","","","","","2","","1",""',
      '"Vehicle hijacked in Soweto (2)","2024-06-20","Soweto","Carjacking","Summary of event 2.","Release text of event 2.","2024-03-11","https://demo.invalid/press-releases/2","Gauteng","City of Johannesburg","","2","1","","","","","","2","","2",""',
    ]);
  });

  it('cannot export an empty list', async () => {
    notebookServer([]);
    renderDetail();
    await openEventsTab();
    expect(await screen.findByText(/This notebook has no events yet/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download List as CSV' })).toBeDisabled();
  });

  it('says so instead of the table when the events cannot be fetched', async () => {
    fakeApi({
      'GET /notebooks/7': () => ({ body: makeNotebook() }),
      'GET /notebooks/7/events': () => ({ status: 500, body: { detail: 'boom' } }),
    });
    renderDetail();
    await openEventsTab();
    expect(await screen.findByText('Failed to fetch events.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("shows each event's short id, and names the cells a phone's card shows without headings", async () => {
    notebookServer([makeEvent(4160), makeEvent(12)]);
    renderDetail();
    await openEventsTab();
    await waitFor(() => expect(eventRows()).toHaveLength(2));
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Ticked',
      'ID',
      'Event Date',
      'Location',
      'Crime/s',
      'AI Event Summary',
      'Source',
    ]);
    const [row] = eventRows();
    const cells = within(row as HTMLElement).getAllByRole('cell');
    expect(cells[1]).toHaveTextContent(/^#4160$/);
    // On a card the headings are hidden, so these two cells carry their own names.
    expect(cells.map((cell) => cell.dataset.label ?? null)).toEqual([
      null,
      null,
      null,
      'Location',
      'Crime/s',
      null,
      null,
    ]);
    expect(within(row as HTMLElement).getByRole('checkbox')).toBeChecked();
  });

  it('opens the event details the route provides on a row click', async () => {
    notebookServer([makeEvent(1)]);
    renderDetail({
      renderEventDetails: fakeEventDetails,
    });
    await openEventsTab();
    await userEvent.click(await screen.findByText('Summary of event 1.'));
    expect(screen.getByRole('dialog', { name: 'Details' })).toHaveTextContent(
      'Vehicle hijacked in Soweto (1)',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Close details' }));
    expect(screen.queryByRole('dialog', { name: 'Details' })).not.toBeInTheDocument();

    // A row, or a card on a phone, opens from the keyboard as well.
    (eventRows()[0] as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: 'Details' })).toBeInTheDocument();
  });
});

describe('Keywords tab', () => {
  it('lists the keywords with their instances and exports them', async () => {
    notebookServer([makeEvent(1)]);
    renderDetail();
    await userEvent.click(await screen.findByRole('tab', { name: 'Keywords' }));
    expect(
      screen.getByText(
        'This is the list of keywords that were used in your search terms to generate this Notebook.',
      ),
    ).toBeInTheDocument();
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['KeywordsInstances', 'hijacking3', '=cmd1']);
    await userEvent.click(screen.getByRole('button', { name: 'Download List as CSV' }));
    expect(downloadCsv).toHaveBeenCalledWith(
      'Hijackings in Gauteng Keywords.csv',
      '"Keywords","Instances"\r\n"hijacking","3"\r\n"\'=cmd","1"',
    );
  });

  it('exports keywords with every cell quoted and formulas behind invisible or fullwidth starts escaped', async () => {
    const keywords = [
      { keywords: ';=3+3', num_events: 35 },
      { keywords: '\u200b=1+1', num_events: 2 },
      { keywords: '\uff1dSUM(A1)', num_events: 1 },
    ];
    fakeApi({
      'GET /notebooks/7': () => ({ body: makeNotebook() }),
      'GET /notebooks/7/keywords': (request) => ({
        body: { keywords: pageOf(keywords, request), total_results: keywords.length },
      }),
    });
    renderDetail();
    await userEvent.click(await screen.findByRole('tab', { name: 'Keywords' }));
    await screen.findByText(';=3+3');
    await userEvent.click(screen.getByRole('button', { name: 'Download List as CSV' }));
    expect(downloadCsv).toHaveBeenCalledWith(
      'Hijackings in Gauteng Keywords.csv',
      '"Keywords","Instances"\r\n";=3+3","35"\r\n"\'\u200b=1+1","2"\r\n"\'\uff1dSUM(A1)","1"',
    );
  });

  it('tells a failed first page from a failed later page', async () => {
    const many = Array.from({ length: 12 }, (_, i) => ({ keywords: `k${i}`, num_events: 1 }));
    fakeApi({
      'GET /notebooks/7': () => ({ body: makeNotebook() }),
      'GET /notebooks/7/keywords': (request) =>
        request.query.get('page') === '1'
          ? { body: { keywords: pageOf(many, request), total_results: many.length } }
          : { status: 500, body: { detail: 'boom' } },
    });
    renderDetail();
    await userEvent.click(await screen.findByRole('tab', { name: 'Keywords' }));
    expect(await screen.findByText('Failed to fetch keywords.')).toBeInTheDocument();
    expect(screen.getByText('k9')).toBeInTheDocument();
  });

  it('says so when the keywords cannot be fetched at all', async () => {
    fakeApi({
      'GET /notebooks/7': () => ({ body: makeNotebook() }),
      'GET /notebooks/7/keywords': () => ({ status: 500, body: { detail: 'boom' } }),
    });
    renderDetail();
    await userEvent.click(await screen.findByRole('tab', { name: 'Keywords' }));
    expect(await screen.findByText('Failed to fetch notebook keywords.')).toBeInTheDocument();
  });
});

describe('renaming and deleting from the notebook screen', () => {
  function server(notebook = makeNotebook({ num_events: 12 })) {
    let current = notebook;
    let deleted = false;
    return fakeApi({
      [`GET /notebooks/${notebook.id}`]: () =>
        deleted ? { status: 404, body: { detail: 'Notebook not found' } } : { body: current },
      [`GET /notebooks/${notebook.id}/events`]: () => ({ body: { events: [], total_results: 0 } }),
      [`GET /notebooks/${notebook.id}/keywords`]: () => ({ body: { keywords: [], total_results: 0 } }),
      [`GET /notebooks/${notebook.id}/questions`]: () => ({ body: { questions: [], total_results: 3 } }),
      [`PATCH /notebooks/${notebook.id}`]: (request) => {
        current = { ...current, ...(request.body as object) };
        return { body: current };
      },
      [`DELETE /notebooks/${notebook.id}`]: () => {
        deleted = true;
        return { status: 204 };
      },
    });
  }

  const renderRoutes = () =>
    renderWithProviders(
      <Routes>
        <Route
          path="/notebook/:id"
          element={<NotebookDetail notebookId={7} renderAskTab={() => <p>Ask</p>} />}
        />
        <Route path="/notebooks" element={<h1>Notebook list screen</h1>} />
      </Routes>,
      { route: '/notebook/7' },
    );

  it('renames the notebook and changes its description from the header', async () => {
    const api = server();
    const user = userEvent.setup();
    renderRoutes();
    await user.click(await screen.findByRole('button', { name: 'Rename Hijackings in Gauteng' }));
    const dialog = screen.getByRole('dialog', { name: 'Rename notebook' });
    await user.clear(within(dialog).getByLabelText(/Title of Notebook/));
    await user.type(within(dialog).getByLabelText(/Title of Notebook/), 'Robbery watch');
    await user.type(within(dialog).getByLabelText('Description'), ' More.');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Robbery watch', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Carjackings reported around Johannesburg. More.')).toBeInTheDocument();
    expect(api.to('PATCH', '/notebooks/7')).toHaveLength(1);
  });

  it('deletes the notebook after the confirmation, then shows the notebook list with a success toast', async () => {
    const api = server();
    const user = userEvent.setup();
    renderRoutes();
    await user.click(await screen.findByRole('button', { name: 'Delete Hijackings in Gauteng' }));
    expect(
      await screen.findByText(
        'Delete “Hijackings in Gauteng”? This removes its 12 events and 3 saved answers from the notebook. The events stay in the search.',
      ),
    ).toBeInTheDocument();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('heading', { name: 'Notebook list screen' })).toBeInTheDocument();
    expect(screen.getByText('Notebook deleted: Hijackings in Gauteng')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.to('DELETE', '/notebooks/7')).toHaveLength(1);
    // The deleted notebook is not asked for again once it is gone.
    expect(api.to('GET', '/notebooks/7')).toHaveLength(1);
  });
});
