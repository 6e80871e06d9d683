import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Event } from '@workbench/contract/events';
import type { Notebook } from '@workbench/contract/notebooks';
import Papa from 'papaparse';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { downloadCsv } from '../../../lib/csv';
import { saveSession } from '../../../lib/session';
import { fakeApi, pageOf } from '../../../test-fake-api';
import { fakeEventDetails, renderWithProviders } from '../../../test-utils';
import { makeEvent, makeNotebook, makeSaved } from '../test/fixtures';
import type { RenderEventDetails } from '../types';
import { AskTab } from './AskTab';
import { RelatedEventsModal } from './RelatedEventsModal';

vi.mock('../../../lib/csv', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/csv')>()),
  downloadCsv: vi.fn(),
}));

beforeEach(() => {
  saveSession({ accessToken: 'token', userId: 3, name: 'Naledi Journalist' });
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.mocked(downloadCsv).mockClear();
});

const QUESTION_ID = 5;
const saved = makeSaved(QUESTION_ID, { question: 'Where were shops robbed?', num_events: 3 });

function eventsServer(used: Event[], unused: Event[], extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    [`GET /questions/${QUESTION_ID}/events`]: (request) => ({
      body: { events: pageOf(used, request), total_results: used.length },
    }),
    [`GET /questions/${QUESTION_ID}/events/unlinked`]: (request) => ({
      body: { events: pageOf(unused, request), total_results: unused.length },
    }),
    ...extra,
  });
}

function renderModal(
  notebook: Notebook,
  props: {
    renderEventDetails?: RenderEventDetails;
    onReEvaluate?: () => void;
    onShowEventsList?: () => void;
  } = {},
) {
  const handlers = { onClose: vi.fn(), onReEvaluate: vi.fn(), onShowEventsList: vi.fn(), ...props };
  renderWithProviders(<RelatedEventsModal saved={saved} notebook={notebook} {...handlers} />);
  return handlers;
}

const events = (from: number, count: number) => Array.from({ length: count }, (_, i) => makeEvent(from + i));
const rowsOf = (name: string) =>
  within(screen.getByRole('table', { name })).getAllByRole('row').slice(1) as HTMLElement[];

describe('related events modal', () => {
  it('shows how many events were used out of the notebook, and both lists, 25 to a page', async () => {
    const api = eventsServer(events(1, 30), events(101, 2));
    renderModal(makeNotebook({ num_events: 32 }));
    const dialog = screen.getByRole('dialog', { name: 'Events Used to Generate This Answer' });
    expect(dialog).toHaveTextContent('Question: Where were shops robbed?');
    await waitFor(() => expect(rowsOf('Events Used to Generate this Answer')).toHaveLength(30));
    expect(within(dialog).getByText('Events used for this answer').nextSibling).toHaveTextContent('30');
    expect(within(dialog).getByText('Total events in this notebook').nextSibling).toHaveTextContent('32');
    expect(rowsOf('Events NOT included in this Answer')).toHaveLength(2);
    expect(
      api
        .to('GET', `/questions/${QUESTION_ID}/events`)
        .map((r) => [r.query.get('page'), r.query.get('page_size')]),
    ).toEqual([
      ['1', '25'],
      ['2', '25'],
    ]);
    expect(api.to('GET', `/questions/${QUESTION_ID}/events/unlinked`)[0]?.query.get('page_size')).toBe('25');
    expect(screen.getByRole('button', { name: 'Re-evaluate this question' })).toBeEnabled();
    const headings = within(dialog)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(headings).toEqual(['Events NOT included in this Answer', 'Events Used to Generate this Answer']);
  });

  it('shows rows with their columns, a missing summary, and loading rows until every page is in', async () => {
    let releaseSecondPage: (() => void) | undefined;
    const used = [makeEvent(1, { summary: '', date: null, crime_committed: null }), ...events(2, 25)];
    eventsServer(used, [], {
      [`GET /questions/${QUESTION_ID}/events`]: (request) => {
        const reply = { body: { events: pageOf(used, request), total_results: used.length } };
        if (request.query.get('page') === '1') return reply;
        return new Promise((resolve) => {
          releaseSecondPage = () => resolve(reply);
        });
      },
    });
    renderModal(makeNotebook({ num_events: 26 }));
    expect(await screen.findByText('Loading more events...')).toBeInTheDocument();
    await waitFor(() => expect(releaseSecondPage).toBeDefined());
    const [first] = rowsOf('Events Used to Generate this Answer');
    expect(
      within(first as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['#1', '11/03/2024 (publication date)', 'Durban', '—', 'No summary available']);
    expect(
      within(screen.getByRole('table', { name: 'Events Used to Generate this Answer' })).getByText(
        'Loading more events...',
      ),
    ).toBeVisible();
    releaseSecondPage?.();
    await waitFor(() => expect(screen.queryByText('Loading more events...')).not.toBeInTheDocument());
    expect(rowsOf('Events Used to Generate this Answer')).toHaveLength(26);
  });

  it('says N/A when the answer used every event, and then cannot be re-evaluated', async () => {
    eventsServer(events(1, 3), []);
    renderModal(makeNotebook({ num_events: 3 }));
    expect(
      await screen.findByRole('heading', { name: 'Events NOT included in this Answer: N/A' }),
    ).toBeVisible();
    expect(
      screen.queryByRole('table', { name: 'Events NOT included in this Answer' }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Re-evaluate this question' })).toBeDisabled();
  });

  it('downloads the events used as CSV, without ids', async () => {
    eventsServer([makeEvent(1, { title: 'Shop, robbed' }), makeEvent(2)], [makeEvent(3)]);
    renderModal(makeNotebook({ num_events: 3 }));
    await waitFor(() => expect(rowsOf('Events Used to Generate this Answer')).toHaveLength(2));
    await userEvent.click(screen.getByRole('button', { name: 'Download List as CSV' }));
    const [fileName, text] = vi.mocked(downloadCsv).mock.calls[0] ?? [];
    expect(fileName).toBe('related-events-Where were shops robbed.csv');
    const [header, ...rows] = Papa.parse<string[]>(String(text)).data;
    expect(header).toEqual([
      'Title',
      'Event Date',
      'Location',
      'Crime/s',
      'AI Event Summary',
      'SAPS Context',
      'Publication Date',
      'Source URL',
      'Province',
      'Municipality',
      'Police station',
      'Suspects arrested',
      'Victims',
      'Victims killed',
      'Victims injured',
      'Victims under 18',
      'Police officers among victims',
      'Suspects female',
      'Suspects male',
      'Relationship',
      'Event ID',
    ]);
    expect(rows.map((row) => row[0])).toEqual(['Shop, robbed', 'Shop robbed in Durban (2)']);
    expect(rows.map((row) => row.slice(8))).toEqual([
      ['KwaZulu-Natal', 'eThekwini', '', '', '', '', '', '', '', '', '', '', '1'],
      ['KwaZulu-Natal', 'eThekwini', '', '', '', '', '', '', '', '', '', '', '2'],
    ]);
  });

  it('names what failed: the server reason, or the spec sentence when the server was not reached', async () => {
    fakeApi({
      [`GET /questions/${QUESTION_ID}/events`]: () => ({
        status: 404,
        body: { detail: 'Question not found' },
      }),
      [`GET /questions/${QUESTION_ID}/events/unlinked`]: () =>
        Promise.reject(new TypeError('Failed to fetch')),
    });
    renderModal(makeNotebook());
    expect(await screen.findByText('Question not found')).toBeInTheDocument();
    expect(await screen.findByText('Failed to fetch unrelated events.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download List as CSV' })).toBeDisabled();
  });

  it('opens the event details the route provides on a row click', async () => {
    eventsServer(events(1, 1), events(2, 1));
    renderModal(makeNotebook({ num_events: 2 }), {
      renderEventDetails: fakeEventDetails,
    });
    await userEvent.click(await screen.findByText('Summary of event 2.'));
    expect(screen.getByRole('dialog', { name: 'Details' })).toHaveTextContent('Shop robbed in Durban (2)');
    await userEvent.click(screen.getByRole('button', { name: 'Close details' }));
    expect(screen.queryByRole('dialog', { name: 'Details' })).not.toBeInTheDocument();
  });

  it('marks the words that bear out the answer in an event it used, and none in one it left out', async () => {
    const api = eventsServer(events(1, 1), events(2, 1), {
      [`GET /questions/${QUESTION_ID}/events/1/support`]: () => ({
        body: {
          question_id: QUESTION_ID,
          event_id: 1,
          spans: [{ field: 'context', start: 0, end: 6, text: 'robbed', supports: ['crime'] }],
        },
      }),
    });
    renderModal(makeNotebook({ num_events: 2 }), { renderEventDetails: fakeEventDetails });
    await userEvent.click(await screen.findByText('Summary of event 1.'));
    expect(await screen.findByRole('list', { name: 'Marked words' })).toHaveTextContent(/^robbed$/);
    await userEvent.click(screen.getByRole('button', { name: 'Close details' }));

    await userEvent.click(screen.getByText('Summary of event 2.'));
    expect(screen.getByRole('dialog', { name: 'Details' })).toHaveTextContent('Shop robbed in Durban (2)');
    expect(screen.queryByRole('list', { name: 'Marked words' })).not.toBeInTheDocument();
    expect(api.to('GET', `/questions/${QUESTION_ID}/events/2/support`)).toHaveLength(0);
  });
});

describe('from a saved answer', () => {
  function server() {
    return eventsServer(events(1, 3), events(4, 2), {
      'GET /notebooks/7/questions': () => ({ body: { questions: [saved], total_results: 1 } }),
      [`GET /notebooks/questions/${QUESTION_ID}/re-ask`]: () => ({
        body: { answer: 'A fresh answer.', id: 9, engine: 'analyst', num_events: 5 },
      }),
    });
  }

  it('opens from the "{n} Related Events" link and re-evaluates from there', async () => {
    const api = server();
    renderWithProviders(<AskTab notebook={makeNotebook({ num_events: 5 })} showEventsList={vi.fn()} />);
    await userEvent.click(await screen.findByRole('button', { name: '3 Related Events' }));
    const dialog = screen.getByRole('dialog', { name: 'Events Used to Generate This Answer' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Re-evaluate this question' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Current answer' });
    expect(card).toHaveTextContent('A fresh answer.');
    expect(api.to('GET', `/notebooks/questions/${QUESTION_ID}/re-ask`)).toHaveLength(1);
  });

  it('goes to the full Events List', async () => {
    server();
    const showEventsList = vi.fn();
    renderWithProviders(
      <AskTab notebook={makeNotebook({ num_events: 5 })} showEventsList={showEventsList} />,
    );
    await userEvent.click(await screen.findByRole('button', { name: '3 Related Events' }));
    await userEvent.click(screen.getByRole('button', { name: 'Go to full Events List' }));
    expect(showEventsList).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
