import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { Event } from '@workbench/contract/events';
import Papa from 'papaparse';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NOTHING_ABOUT_PEOPLE } from '../../../test-events';
import { renderWithProviders } from '../../../test-utils';
import { clearSelections } from '../hooks/selection-store';
import { NO_DOCUMENTS, searchErrorMessage, UNEXPECTED_ERROR } from '../hooks/use-search';
import { makeEvent } from '../test/events';
import { SearchScreen } from './SearchScreen';

afterEach(() => {
  vi.restoreAllMocks();
  clearSelections();
});
// Whole-screen tests with many user events; a busy machine must not turn them into time-outs.
vi.setConfig({ testTimeout: 15_000 });

type Reply = { status?: number; body: unknown } | ((url: URL, signal?: AbortSignal) => Promise<Response>);

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const NO_FACETS = { total_results: 0, province: [], crime: [], municipality: [], year: [], month: [] };

/**
 * Answers result-page requests in turn with realistic API bodies and records their URLs; the facet
 * counts, asked for beside every search, get empty lists (the facet tests serve their own).
 */
function serve(...replies: Reply[]) {
  const urls: URL[] = [];
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname.endsWith('/documents/facets/')) return json(200, NO_FACETS);
    urls.push(url);
    const reply = replies[Math.min(urls.length - 1, replies.length - 1)];
    if (!reply) throw new Error('no reply prepared');
    if (typeof reply === 'function') return reply(url, init?.signal ?? undefined);
    return json(reply.status ?? 200, reply.body);
  });
  return { urls, spy };
}

/** A downloaded file's text; jsdom's Blob has no text(). */
const readBlob = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

const events = (count: number, from = 1, fields: Partial<Event> = {}) =>
  Array.from({ length: count }, (_, i) => makeEvent(from + i, fields));

async function fill(
  user: UserEvent,
  { keywords, location, from, to }: { keywords?: string; location?: string; from?: string; to?: string },
) {
  if (keywords) await user.type(screen.getByLabelText(/^Keywords/), keywords);
  if (location) await user.type(screen.getByLabelText('Location'), location);
  // Pasted rather than typed: DateField's own tests type dates key by key, and typing here too
  // only slows these screen-level tests down.
  for (const [label, value] of [
    ['Date from', from],
    ['Date to', to],
  ] as const) {
    if (!value) continue;
    await user.click(screen.getByLabelText(label));
    await user.paste(value);
  }
}

const submitButton = () => screen.getByRole('button', { name: 'Submit' });
const clearButton = () => screen.getByRole('button', { name: 'Clear Selection' });
const resultRows = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .filter((row) => within(row).queryByRole('checkbox', { name: /^Select event/ }));

async function searchFor(user: UserEvent, keywords = 'hijack', from = '01/01/2024', to = '31/12/2024') {
  await fill(user, { keywords, from, to });
  await user.click(submitButton());
}

describe('search form', () => {
  it('enables Submit with keywords and one date, and draws it primary whenever it is enabled', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SearchScreen />);
    expect(submitButton()).toBeDisabled();
    expect(clearButton()).toBeDisabled();

    await fill(user, { keywords: ' , ' });
    expect(clearButton()).toBeEnabled();
    await fill(user, { from: '01/01/2024' });
    expect(submitButton()).toBeDisabled();
    expect(submitButton()).not.toHaveClass('bg-brand');

    await user.clear(screen.getByLabelText(/^Keywords/));
    await fill(user, { keywords: 'murder' });
    expect(submitButton()).toBeEnabled();
    // A grey enabled button reads as disabled, so one date is enough for the primary look.
    expect(submitButton()).toHaveClass('bg-brand');

    await fill(user, { to: '31/12/2024' });
    expect(submitButton()).toBeEnabled();
    expect(submitButton()).toHaveClass('bg-brand');

    await user.clear(screen.getByLabelText('Date from'));
    expect(submitButton()).toBeEnabled();
    expect(submitButton()).toHaveClass('bg-brand');
  });

  it('sends keywords split on commas and whitespace, the location, and dates as yyyy-MM-dd', async () => {
    const user = userEvent.setup();
    const { urls } = serve({ body: { documents: events(2), total_results: 2 } });
    renderWithProviders(<SearchScreen />);
    await fill(user, {
      keywords: 'hijacking,  murder , ,cash-in-transit',
      location: ' Soweto ',
      from: '05/03/2024',
      to: '1/4/2024',
    });
    await user.click(submitButton());
    await screen.findByText('Total Events: 2');
    expect(urls).toHaveLength(1);
    const params = urls[0]?.searchParams;
    expect(urls[0]?.pathname).toBe('/api/v1/documents/');
    expect(params?.getAll('keywords')).toEqual(['hijacking', 'murder', 'cash-in-transit']);
    expect(params?.get('location')).toBe('Soweto');
    expect(params?.get('start_date')).toBe('2024-03-05');
    expect(params?.get('end_date')).toBe('2024-04-01');
    expect(params?.get('page')).toBe('1');
    expect(params?.get('page_size')).toBe('50');
  });

  it('submits on Enter in Keywords only when allowed', async () => {
    const user = userEvent.setup();
    const { urls } = serve({ body: { documents: events(1), total_results: 1 } });
    renderWithProviders(<SearchScreen />);
    await user.type(screen.getByLabelText(/^Keywords/), 'murder{Enter}');
    expect(urls).toHaveLength(0);
    await fill(user, { to: '31/12/2024' });
    await user.type(screen.getByLabelText(/^Keywords/), '{Enter}');
    await screen.findByText('Total Events: 1');
    expect(urls).toHaveLength(1);
    expect(urls[0]?.searchParams.has('start_date')).toBe(false);
  });

  it('Clear Selection empties the fields, the results and the selection', async () => {
    const user = userEvent.setup();
    serve({ body: { documents: events(3), total_results: 3 } });
    renderWithProviders(<SearchScreen />);
    await fill(user, { location: 'Durban' });
    await searchFor(user);
    await screen.findByText('Total Events: 3');
    await user.click(screen.getByRole('checkbox', { name: 'Select all events' }));
    expect(screen.getByText('Total Selected: 3')).toBeInTheDocument();

    await user.click(clearButton());
    expect(screen.getByLabelText(/^Keywords/)).toHaveValue('');
    expect(screen.getByLabelText('Location')).toHaveValue('');
    expect(screen.getByLabelText('Date from')).toHaveValue('');
    expect(screen.getByLabelText('Date to')).toHaveValue('');
    expect(resultRows()).toHaveLength(0);
    expect(screen.getByText('Total Selected: 0')).toBeInTheDocument();
    expect(screen.getByText('Total Events: 0')).toBeInTheDocument();
    expect(clearButton()).toBeDisabled();
  });
});

describe('results', () => {
  it('shows a row per event with dashes for missing values, the totals and the demo badge', async () => {
    const user = userEvent.setup();
    serve({
      body: {
        documents: [
          makeEvent(1),
          makeEvent(2, { date: null, location: null, crime_committed: null, is_demo: false }),
        ],
        total_results: 2,
      },
    });
    renderWithProviders(<SearchScreen />);
    expect(screen.queryByText('Demo data (synthetic)')).not.toBeInTheDocument();
    await searchFor(user);
    await screen.findByText('Total Events: 2');
    expect(
      within(screen.getByRole('table'))
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(
      expect.arrayContaining([
        'Event Date',
        'Location',
        'Province',
        'Crime/s',
        'AI Event Summary',
        'Source',
        'ID',
      ]),
    );
    const [full, sparse] = resultRows();
    const cells = (row: HTMLElement | undefined) =>
      within(row as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(full).slice(1, 5)).toEqual(['10/03/2024', 'Soweto, Johannesburg', 'Gauteng', 'Carjacking']);
    expect(cells(full).at(-1)).toBe('#1');
    expect(cells(sparse).slice(1, 5)).toEqual(['11/03/2024 (publication date)', '-', 'Gauteng', '-']);
    expect(cells(sparse).at(-1)).toBe('#2');
    const source = within(full as HTMLElement).getByRole('link');
    expect(source).toHaveAttribute('href', 'https://demo.invalid/press-releases/1');
    expect(source).toHaveAttribute('target', '_blank');
    expect(source).toHaveAttribute('rel', 'noreferrer noopener');
    // The same word as the column and as the notebook's events list.
    expect(source).toHaveTextContent(/^Source$/);
    // The demo event carries its own badge, the real one none, and the banner counts them.
    expect(within(full as HTMLElement).getByText('Demo data (synthetic)')).toBeInTheDocument();
    expect(within(sparse as HTMLElement).queryByText('Demo data (synthetic)')).not.toBeInTheDocument();
    expect(screen.getByText('1 of 2 results is demo data (synthetic)')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Search Results' })).toBeInTheDocument();
  });

  it('counts the demo events among those loaded until every result is in, and says nothing with none', async () => {
    const user = userEvent.setup();
    serve(
      { body: { documents: [...events(30), ...events(20, 31, { is_demo: false })], total_results: 120 } },
      { body: { documents: events(3, 1, { is_demo: false }), total_results: 3 } },
    );
    renderWithProviders(<SearchScreen />);
    await searchFor(user);
    await screen.findByText('Total Events: 120');
    expect(screen.getByText('30 of the 50 results shown are demo data (synthetic)')).toBeInTheDocument();
    expect(screen.getAllByText('Demo data (synthetic)')).toHaveLength(30);

    await user.clear(screen.getByLabelText(/^Keywords/));
    await fill(user, { keywords: 'murder' });
    await user.click(submitButton());
    await screen.findByText('Total Events: 3');
    expect(screen.queryByText(/demo data/i)).not.toBeInTheDocument();
  });

  it('highlights the searched keywords in the summaries', async () => {
    const user = userEvent.setup();
    serve({ body: { documents: [makeEvent(1)], total_results: 1 } });
    renderWithProviders(<SearchScreen />);
    await searchFor(user, 'hijack');
    await screen.findByText('Total Events: 1');
    const row = resultRows()[0] as HTMLElement;
    expect(Array.from(row.querySelectorAll('mark'), (m) => m.textContent)).toEqual(['hijacked']);
  });

  it('selects all, none, or some with the header checkbox, and downloads the selection as CSV', async () => {
    const user = userEvent.setup();
    serve({ body: { documents: events(3), total_results: 3 } });
    renderWithProviders(<SearchScreen />);
    await searchFor(user, 'hijack murder');
    await screen.findByText('Total Events: 3');
    const all = screen.getByRole('checkbox', { name: 'Select all events' }) as HTMLInputElement;
    const download = screen.getByRole('button', { name: 'Download Selection' });
    expect(download).toBeDisabled();

    await user.click(all);
    expect(all.checked).toBe(true);
    expect(all.indeterminate).toBe(false);
    expect(screen.getByText('Total Selected: 3')).toBeInTheDocument();

    await user.click(within(resultRows()[1] as HTMLElement).getByRole('checkbox'));
    expect(all.checked).toBe(false);
    expect(all.indeterminate).toBe(true);
    expect(screen.getByText('Total Selected: 2')).toBeInTheDocument();

    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:selection';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    await user.click(download);
    expect(names).toEqual(['SAPS, hijack, murder, 10-03-2024 - 10-03-2024.csv']);
    expect(blobs).toHaveLength(1);
    const [header, ...selected] = Papa.parse<string[]>(await readBlob(blobs[0] as Blob)).data;
    // The spec's eight columns first and in its order, every added column after them, the event's id last.
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
    expect(selected.map((row) => row.slice(8))).toEqual([
      ['Gauteng', 'City of Johannesburg', '', '2', '1', '', '', '', '', '', '2', '', '1'],
      ['Gauteng', 'City of Johannesburg', '', '2', '1', '', '', '', '', '', '2', '', '3'],
    ]);

    await user.click(all);
    expect(all.checked).toBe(true);
    await user.click(all);
    expect(all.checked).toBe(false);
    expect(all.indeterminate).toBe(false);
    expect(screen.getByText('Total Selected: 0')).toBeInTheDocument();
    expect(download).toBeDisabled();
  });

  it('says when nothing matched', async () => {
    const user = userEvent.setup();
    serve({ body: { documents: [], total_results: 0 } });
    renderWithProviders(<SearchScreen />);
    await searchFor(user, 'xylophone');
    expect(await screen.findByText(NO_DOCUMENTS)).toBeInTheDocument();
    expect(screen.getByText('Total Events: 0')).toBeInTheDocument();
  });

  it("shows the server's detail when the search is refused", async () => {
    const user = userEvent.setup();
    serve({ status: 422, body: { detail: 'each keyword must be at most 100 characters' } });
    renderWithProviders(<SearchScreen />);
    await searchFor(user, 'murder');
    expect(await screen.findByRole('alert')).toHaveTextContent('each keyword must be at most 100 characters');
  });

  it('says so under the dates and keeps Submit disabled while the start date is after the end date', async () => {
    const user = userEvent.setup();
    const { urls } = serve({ body: { documents: events(1), total_results: 1 } });
    renderWithProviders(<SearchScreen />);
    await fill(user, { keywords: 'murder', from: '01/12/2024', to: '01/01/2024' });
    expect(screen.getByText('The start date is after the end date.')).toHaveAttribute('role', 'alert');
    expect(submitButton()).toBeDisabled();
    await user.type(screen.getByLabelText(/^Keywords/), '{Enter}');
    expect(urls).toHaveLength(0);

    await user.clear(screen.getByLabelText('Date to'));
    await user.paste('01/12/2024');
    expect(screen.queryByText('The start date is after the end date.')).not.toBeInTheDocument();
    expect(submitButton()).toBeEnabled();
    await user.click(submitButton());
    await screen.findByText('Total Events: 1');
    expect(urls).toHaveLength(1);
  });

  it('falls back to the general message for failures without a detail', () => {
    expect(searchErrorMessage(new TypeError('x is undefined'))).toBe(UNEXPECTED_ERROR);
    expect(UNEXPECTED_ERROR).toBe('An unexpected error occured. Please try again.');
  });

  it('loads the next page when scrolled near the bottom, showing that it does', async () => {
    const user = userEvent.setup();
    let releaseSecond: (() => void) | undefined;
    const { urls } = serve({ body: { documents: events(50), total_results: 70 } }, async () => {
      await new Promise<void>((resolve) => {
        releaseSecond = resolve;
      });
      return json(200, { documents: events(20, 51), total_results: 70 });
    });
    renderWithProviders(<SearchScreen />);
    await searchFor(user);
    await screen.findByText('Total Events: 70');
    expect(resultRows()).toHaveLength(50);

    const box = screen.getByTestId('results-scroll');
    Object.defineProperties(box, {
      scrollHeight: { configurable: true, value: 2600 },
      clientHeight: { configurable: true, value: 400 },
    });
    box.scrollTop = 2000;
    fireEvent.scroll(box);
    expect(urls).toHaveLength(1);

    box.scrollTop = 2150;
    fireEvent.scroll(box);
    expect(await screen.findByText('Loading more results...')).toBeInTheDocument();
    fireEvent.scroll(box);
    expect(urls).toHaveLength(2);
    expect(urls[1]?.searchParams.get('page')).toBe('2');

    releaseSecond?.();
    await waitFor(() => expect(resultRows()).toHaveLength(70));
    expect(screen.queryByText('Loading more results...')).not.toBeInTheDocument();
    fireEvent.scroll(box);
    expect(urls).toHaveLength(2);
  });

  it('starts a new search from page 1 with nothing selected', async () => {
    const user = userEvent.setup();
    const { urls } = serve(
      { body: { documents: events(3), total_results: 3 } },
      { body: { documents: events(2, 10), total_results: 2 } },
    );
    renderWithProviders(<SearchScreen />);
    await searchFor(user);
    await screen.findByText('Total Events: 3');
    await user.click(screen.getByRole('checkbox', { name: 'Select all events' }));
    await user.click(submitButton());
    await screen.findByText('Total Events: 2');
    expect(screen.getByText('Total Selected: 0')).toBeInTheDocument();
    expect(urls.map((url) => url.searchParams.get('page'))).toEqual(['1', '1']);
  });
});

describe('retrieving overlay', () => {
  it('blocks while the first page loads and Cancel goes back to the results from before', async () => {
    const user = userEvent.setup();
    let aborted = false;
    serve({ body: { documents: events(2), total_results: 2 } }, (_url, signal) => {
      return new Promise<Response>((_resolve, reject) => {
        signal?.addEventListener('abort', () => {
          aborted = true;
          reject(signal.reason);
        });
      });
    });
    renderWithProviders(<SearchScreen />);
    await searchFor(user);
    await screen.findByText('Total Events: 2');
    await user.click(within(resultRows()[0] as HTMLElement).getByRole('checkbox'));

    await user.click(submitButton());
    const overlay = await screen.findByRole('alertdialog');
    expect(overlay).toHaveTextContent('Retrieving Data');
    expect(overlay).toHaveTextContent('This may take a moment or two');
    expect(screen.getByText('Total Events: 0')).toBeInTheDocument();

    await user.click(within(overlay).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(() => expect(aborted).toBe(true));
    expect(screen.getByText('Total Events: 2')).toBeInTheDocument();
    expect(screen.getByText('Total Selected: 1')).toBeInTheDocument();
    expect(resultRows()).toHaveLength(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('event modal', () => {
  it('opens on a row click or Enter, not on the checkbox or the source link', async () => {
    const user = userEvent.setup();
    serve({ body: { documents: events(2), total_results: 2 } });
    renderWithProviders(<SearchScreen />);
    await searchFor(user);
    await screen.findByText('Total Events: 2');
    const row = resultRows()[0] as HTMLElement;

    await user.click(within(row).getByRole('checkbox'));
    const link = within(row).getByRole('link');
    link.addEventListener('click', (e) => e.preventDefault());
    await user.click(link);
    expect(screen.queryByRole('dialog', { name: /Suspects arrested/ })).not.toBeInTheDocument();

    await user.click(within(row).getByText('Carjacking'));
    expect(screen.getByRole('dialog', { name: /Suspects arrested/ })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: /Suspects arrested/ })).not.toBeInTheDocument();

    row.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: /Suspects arrested/ })).toBeInTheDocument();
  });

  it("closes on the browser's Back with the results kept, and closing it otherwise takes its history entry back", async () => {
    const user = userEvent.setup();
    serve({ body: { documents: events(2), total_results: 2 } });
    renderWithProviders(<SearchScreen />);
    await searchFor(user);
    await screen.findByText('Total Events: 2');
    const dialog = () => screen.queryByRole('dialog', { name: /Suspects arrested/ });
    const before = window.history.state;

    await user.click(within(resultRows()[0] as HTMLElement).getByText('Carjacking'));
    expect(dialog()).toBeInTheDocument();
    // Opening the dialog is a step of its own in the history, so Back takes only that step.
    expect(window.history.state).not.toEqual(before);
    window.history.back();
    await waitFor(() => expect(dialog()).not.toBeInTheDocument());
    expect(window.history.state).toEqual(before);
    expect(screen.getByText('Total Events: 2')).toBeInTheDocument();
    expect(resultRows()).toHaveLength(2);

    // Escape and the close button leave the history as it was before the dialog opened.
    for (const close of [
      () => user.keyboard('{Escape}'),
      () => user.click(within(dialog() as HTMLElement).getByRole('button', { name: 'Close' })),
    ]) {
      await user.click(within(resultRows()[1] as HTMLElement).getByText('Carjacking'));
      expect(dialog()).toBeInTheDocument();
      expect(window.history.state).not.toEqual(before);
      await close();
      expect(dialog()).not.toBeInTheDocument();
      await waitFor(() => expect(window.history.state).toEqual(before));
    }
    expect(resultRows()).toHaveLength(2);
  });

  it('shows the release up to its ENDS line, the facts, keywords and the demo badge', async () => {
    const user = userEvent.setup();
    serve({
      body: { documents: [makeEvent(1, { keywords: ['hijack', 'soweto'] })], total_results: 1 },
    });
    renderWithProviders(<SearchScreen />);
    await searchFor(user, 'hijack soweto');
    await screen.findByText('Total Events: 1');
    await user.click(within(resultRows()[0] as HTMLElement).getByText('Carjacking'));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Suspects arrested after vehicle hijacked in Soweto (1)',
    );
    expect(dialog).toHaveTextContent('Publication Date: 11/03/2024');
    const release = within(dialog).getByRole('region', { name: 'Official Press Release' });
    expect(release).toHaveTextContent('The vehicle was recovered.');
    expect(release).not.toHaveTextContent('ENDS');
    expect(release).not.toHaveTextContent('Issued by the provincial communication office.');
    expect(within(release).getByRole('link')).toHaveAttribute(
      'href',
      'https://demo.invalid/press-releases/1',
    );
    expect(within(release).getByRole('link')).toHaveAttribute('target', '_blank');
    const facts = (label: string) => within(dialog).getByText(label).nextElementSibling?.textContent;
    expect(facts('Event Date')).toBe('10/03/2024');
    expect(facts('Location')).toBe('Soweto, Johannesburg, Gauteng');
    expect(facts('AI Event Summary')).toBe(makeEvent(1).summary);
    // Each machine-read field names the words of the release it came from.
    const source = (label: string) => within(dialog).getByText(label).parentElement?.textContent;
    expect(source('Event Date')).toContain('from “on Sunday”');
    expect(source('Location')).toContain('from “Soweto”');
    expect(source('Crime/s')).toContain('from “hijacked”');
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['hijack', 'soweto']);
    expect(within(dialog).getByText('Demo data (synthetic)')).toBeInTheDocument();
    expect(Array.from(dialog.querySelectorAll('h2 mark'), (m) => m.textContent)).toEqual([
      'hijacked',
      'Soweto',
    ]);
  });

  it('shows the municipality and the people of the case, each with the words it was read from', async () => {
    const user = userEvent.setup();
    const sentenced = makeEvent(1, {
      date: null,
      incident_month: '2023-03',
      municipality: 'City of Johannesburg',
      suspects_arrested: 2,
      suspect_ages: [23, 31],
      victims: { count: 3, female: 2, male: 1, ages: [] },
      victims_killed: 1,
      victims_injured: 2,
      victims_children: 0,
      victims_police: 0,
      suspects_female: 0,
      suspects_male: 2,
      relationship: 'partner',
      police_station: 'Orlando',
      arrest_made: true,
      outcome: 'sentenced',
      sentence: 'life imprisonment',
      evidence: {
        date: 'in March 2023',
        municipality: 'Johannesburg',
        police_station: 'Orlando police station',
        suspects_arrested: 'two suspects were arrested',
        suspect_ages: 'aged 23 and 31',
        victims: 'two women and a man',
        victims_killed: 'a woman was killed',
        relationship: 'her ex-husband was arrested',
        outcome: 'sentenced to life imprisonment',
      },
    });
    serve({ body: { documents: [sentenced], total_results: 1 } });
    renderWithProviders(<SearchScreen />);
    await searchFor(user);
    await screen.findByText('Total Events: 1');
    await user.click(within(resultRows()[0] as HTMLElement).getByText('Carjacking'));
    const dialog = screen.getByRole('dialog');
    const facts = (label: string) => within(dialog).getByText(label).nextElementSibling?.textContent;
    const source = (label: string) => within(dialog).getByText(label).parentElement?.textContent;
    expect(facts('Event Date')).toBe('March 2023 (month only)');
    expect(source('Event Date')).toContain('from “in March 2023”');
    expect(facts('Municipality')).toBe('City of Johannesburg');
    expect(source('Municipality')).toContain('from “Johannesburg”');
    expect(facts('Police station')).toBe('Orlando');
    expect(source('Police station')).toContain('from “Orlando police station”');

    const people = within(dialog).getByRole('region', { name: 'People' });
    expect(
      within(people)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual([
      'Suspects arrested',
      'Victims',
      'Killed and injured',
      'Victims under 18',
      'Police officers among victims',
      'Suspects by sex',
      "Attacker's relationship to victim",
      'Outcome',
    ]);
    expect(facts('Suspects arrested')).toBe('2 (aged 23 and 31)');
    expect(source('Suspects arrested')).toContain('from “two suspects were arrested”, “aged 23 and 31”');
    expect(facts('Victims')).toBe('3: 2 women, 1 man');
    expect(source('Victims')).toContain('from “two women and a man”');
    expect(facts('Killed and injured')).toBe('1 killed, 2 injured');
    expect(source('Killed and injured')).toContain('from “a woman was killed”');
    expect(facts('Victims under 18')).toBe('None');
    expect(facts('Police officers among victims')).toBe('None');
    expect(facts('Suspects by sex')).toBe('2 men');
    expect(facts("Attacker's relationship to victim")).toBe('Partner or ex-partner');
    expect(source("Attacker's relationship to victim")).toContain('from “her ex-husband was arrested”');
    expect(facts('Outcome')).toBe('Sentenced: life imprisonment');
    expect(source('Outcome')).toContain('from “sentenced to life imprisonment”');
  });

  it('falls back to the spec defaults for missing fields', async () => {
    const user = userEvent.setup();
    const bare = makeEvent(1, {
      title: '',
      date: null,
      location: null,
      province: null,
      summary: '',
      published_date: '',
      keywords: undefined,
      is_demo: false,
      ...NOTHING_ABOUT_PEOPLE,
      evidence: {},
    });
    serve({ body: { documents: [bare], total_results: 1 } });
    renderWithProviders(<SearchScreen />);
    await searchFor(user);
    await screen.findByText('Total Events: 1');
    await user.click(within(resultRows()[0] as HTMLElement).getByText('Carjacking'));
    const dialog = screen.getByRole('dialog', { name: 'Event Details' });
    expect(dialog).toHaveTextContent('Publication Date: Not specified');
    const facts = (label: string) => within(dialog).getByText(label).nextElementSibling?.textContent;
    expect(facts('Event Date')).toBe('Unknown');
    expect(facts('Location')).toBe('Unknown');
    expect(facts('AI Event Summary')).toBe('None');
    expect(facts('Municipality')).toBe('Unknown');
    for (const label of [
      'Suspects arrested',
      'Victims',
      'Killed and injured',
      'Victims under 18',
      'Police officers among victims',
      'Suspects by sex',
      "Attacker's relationship to victim",
      'Outcome',
    ]) {
      expect(facts(label)).toBe('Not specified');
      expect(within(dialog).getByText(label).parentElement?.textContent).not.toContain('from “');
    }
    expect(within(dialog).queryByText('Keywords Used in Search')).not.toBeInTheDocument();
    expect(within(dialog).queryByText('Demo data (synthetic)')).not.toBeInTheDocument();
  });

  it('offers the Add to Notebook slot for the selection and for the open event', async () => {
    const user = userEvent.setup();
    serve({ body: { documents: events(2), total_results: 2 } });
    const slot = vi.fn((chosen: readonly Pick<Event, 'id' | 'keywords'>[]) => (
      <span>Add {chosen.length} to a notebook</span>
    ));
    renderWithProviders(<SearchScreen renderAddToNotebook={slot} />);
    await searchFor(user);
    await screen.findByText('Total Events: 2');
    await user.click(screen.getByRole('checkbox', { name: 'Select all events' }));
    expect(screen.getByText('Add 2 to a notebook')).toBeInTheDocument();
    await user.click(within(resultRows()[1] as HTMLElement).getByText('Carjacking'));
    expect(within(screen.getByRole('dialog')).getByText('Add 1 to a notebook')).toBeInTheDocument();
  });
});

describe('marked events', () => {
  it('marks the events the route names as new', async () => {
    serve({ body: { documents: events(3), total_results: 3 } });
    renderWithProviders(<SearchScreen newEventIds={new Set([2])} />, {
      route: '/?keywords=hijack&from=2024-01-01',
    });
    const marks = await screen.findAllByText('New', { exact: true });
    expect(marks).toHaveLength(1);
    expect(marks[0]?.closest('tr, li')).toHaveTextContent('#2');
  });
});
