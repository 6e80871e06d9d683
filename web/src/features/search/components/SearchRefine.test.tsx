import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Event } from '@workbench/contract/events';
import type { FacetsResponse } from '@workbench/contract/search';
import Papa from 'papaparse';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeRequest, fakeApi } from '../../../test-fake-api';
import { renderWithProviders } from '../../../test-utils';
import { clearSelections } from '../hooks/selection-store';
import { makeEvent } from '../test/events';
import { SearchScreen } from './SearchScreen';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  clearSelections();
});
vi.setConfig({ testTimeout: 15_000 });

const SEARCH = '/?keywords=hijack&from=2024-01-01&to=2024-12-31';

const facets = (fields: Partial<FacetsResponse> = {}): FacetsResponse => ({
  total_results: 120,
  total_relation: 'eq',
  approximate: false,
  province: [
    { value: 'Gauteng', count: 70 },
    { value: 'Western Cape', count: 50 },
  ],
  crime: Array.from({ length: 10 }, (_, i) => ({ value: `Crime ${i + 1}`, count: 20 - i })),
  municipality: [{ value: 'City of Johannesburg', count: 40 }],
  year: [{ value: '2024', count: 120 }],
  month: [
    { value: '2024-01', count: 30 },
    { value: '2024-02', count: 0 },
    { value: '2024-03', count: 90 },
  ],
  ...fields,
});

const corpus = Array.from({ length: 120 }, (_, i) => makeEvent(i + 1));

/** One page of the 120 events, as the server cuts it. */
const page = (request: FakeRequest) => {
  const number = Number(request.query.get('page'));
  const size = Number(request.query.get('page_size'));
  return { body: { documents: corpus.slice((number - 1) * size, number * size), total_results: 120 } };
};

/** A downloaded file's text; jsdom's Blob has no text(). */
const readBlob = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

const resultRows = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .filter((row) => within(row).queryByRole('checkbox', { name: /^Select event/ }));

describe('facets', () => {
  it('shows the first results without waiting for the counts', async () => {
    fakeApi({
      'GET /documents/': page,
      // Never answers: the counts must not hold the results back.
      'GET /documents/facets/': () => new Promise(() => {}),
    });
    renderWithProviders(<SearchScreen />, { route: SEARCH });
    await screen.findByText('Total Events: 120');
    expect(resultRows()).toHaveLength(50);
  });

  it('filters by a clicked value, shows it as a chip, and a second click or the chip removes it', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ 'GET /documents/': page, 'GET /documents/facets/': () => ({ body: facets() }) });
    renderWithProviders(<SearchScreen />, { route: SEARCH });
    const filters = await screen.findByRole('navigation', { name: 'Filter results' });
    const gauteng = await within(filters).findByRole('button', { name: /Gauteng/ });
    expect(gauteng).toHaveTextContent('70');

    await user.click(gauteng);
    await waitFor(() =>
      expect(api.to('GET', '/documents/').at(-1)?.query.getAll('province')).toEqual(['Gauteng']),
    );
    expect(api.to('GET', '/documents/facets/').at(-1)?.query.getAll('province')).toEqual(['Gauteng']);
    const chips = screen.getByRole('list', { name: 'Active filters' });
    expect(
      within(chips).getByRole('button', { name: 'Remove filter Province: Gauteng' }),
    ).toBeInTheDocument();
    expect(within(filters).getByRole('button', { name: /Gauteng/ })).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(filters).getByRole('button', { name: /Western Cape/ }));
    await waitFor(() =>
      expect(api.to('GET', '/documents/').at(-1)?.query.getAll('province')).toEqual([
        'Gauteng',
        'Western Cape',
      ]),
    );
    await user.click(within(filters).getByRole('button', { name: /Gauteng/ }));
    await waitFor(() =>
      expect(api.to('GET', '/documents/').at(-1)?.query.getAll('province')).toEqual(['Western Cape']),
    );
    await user.click(screen.getByRole('button', { name: 'Remove filter Province: Western Cape' }));
    await waitFor(() =>
      expect(screen.queryByRole('list', { name: 'Active filters' })).not.toBeInTheDocument(),
    );
  });

  it('lists the top eight values of a facet and the rest behind Show more', async () => {
    const user = userEvent.setup();
    fakeApi({ 'GET /documents/': page, 'GET /documents/facets/': () => ({ body: facets() }) });
    renderWithProviders(<SearchScreen />, { route: SEARCH });
    const crimes = await screen.findByRole('region', { name: 'Crime' });
    await within(crimes).findByRole('button', { name: /Crime 8/ });
    expect(within(crimes).queryByRole('button', { name: /Crime 9/ })).not.toBeInTheDocument();
    await user.click(within(crimes).getByRole('button', { name: 'Show more (2)' }));
    expect(within(crimes).getByRole('button', { name: /Crime 10/ })).toBeInTheDocument();
  });
});

describe('timeline', () => {
  it('searches the months picked with the arrow keys, from the first day to the last', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ 'GET /documents/': page, 'GET /documents/facets/': () => ({ body: facets() }) });
    renderWithProviders(<SearchScreen />, { route: SEARCH });
    const chart = await screen.findByRole('figure', { name: /Events per month, 3 months, 120 dated events/ });
    chart.focus();
    await user.keyboard('{ArrowRight}');
    expect(chart).toHaveTextContent('Jan 2024: 30 events');
    await user.keyboard('{Shift>}{ArrowRight}{ArrowRight}{/Shift}');
    expect(chart).toHaveTextContent('Jan 2024 to Mar 2024: 120 events');
    await user.keyboard('{ArrowLeft}{Enter}');
    await waitFor(() =>
      expect(api.to('GET', '/documents/').at(-1)?.query.get('start_date')).toBe('2024-02-01'),
    );
    expect(api.to('GET', '/documents/').at(-1)?.query.get('end_date')).toBe('2024-02-29');
    // The fields follow the range, so Submit would search it again.
    expect(screen.getByLabelText('Date from')).toHaveValue('01/02/2024');
    expect(screen.getByLabelText('Date to')).toHaveValue('29/02/2024');
  });
});

describe('sort', () => {
  it('runs the search again in the chosen order', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ 'GET /documents/': page, 'GET /documents/facets/': () => ({ body: facets() }) });
    renderWithProviders(<SearchScreen />, { route: SEARCH });
    await screen.findByText('Total Events: 120');
    expect(api.to('GET', '/documents/')[0]?.query.get('sort')).toBe('relevance');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Oldest first');
    await waitFor(() => expect(api.to('GET', '/documents/').at(-1)?.query.get('sort')).toBe('oldest'));
  });
});

describe('group follow-ups', () => {
  it('asks for one row per incident, counts incidents and marks the releases of a case', async () => {
    const user = userEvent.setup();
    const grouped = (request: FakeRequest) =>
      request.query.get('group') === 'incident'
        ? { body: { documents: [makeEvent(7, { incident_id: 3, incident_size: 3 })], total_results: 1 } }
        : page(request);
    const api = fakeApi({ 'GET /documents/': grouped, 'GET /documents/facets/': () => ({ body: facets() }) });
    renderWithProviders(<SearchScreen />, { route: SEARCH });
    await screen.findByText('Total Events: 120');
    expect(api.to('GET', '/documents/')[0]?.query.get('group')).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Group follow-ups' }));
    await screen.findByText('Total Incidents: 1');
    expect(api.to('GET', '/documents/').at(-1)?.query.get('group')).toBe('incident');
    expect(api.to('GET', '/documents/facets/').at(-1)?.query.get('group')).toBe('incident');
    expect(resultRows()[0]).toHaveTextContent('3 releases in this case');
    expect(screen.getByRole('checkbox', { name: 'Group follow-ups' })).toBeChecked();
  });
});

describe('select all N', () => {
  it('offers every result once the loaded ones are ticked, and acts on all their ids', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'GET /documents/': page,
      'GET /documents/facets/': () => ({ body: facets() }),
      'GET /documents/ids/': () => ({
        body: { ids: corpus.map((event) => event.id), total_results: 120, truncated: false },
      }),
    });
    const slot = vi.fn((chosen: readonly Pick<Event, 'id'>[], keywords?: readonly string[]) => (
      <span>
        Add {chosen.length} under {keywords?.join(' ') ?? 'their own keywords'}
      </span>
    ));
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:all';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderWithProviders(<SearchScreen renderAddToNotebook={slot} />, { route: SEARCH });
    await screen.findByText('Total Events: 120');
    expect(screen.queryByRole('button', { name: /Select all 120 results/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Select all events' }));
    expect(screen.getByText('All 50 loaded results are selected.')).toBeInTheDocument();
    expect(screen.getByText('Add 50 under their own keywords')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Select all 120 results' }));

    await screen.findByText('Add 120 under hijack');
    expect(screen.getByText('All 120 results are selected.')).toBeInTheDocument();
    expect(screen.getByText('Total Selected: 120')).toBeInTheDocument();
    expect(api.to('GET', '/documents/ids/')[0]?.query.get('keywords')).toBe('hijack');

    await user.click(screen.getByRole('button', { name: 'Download Selection' }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    // Fetched in the largest pages the server gives, until all 120 had come.
    expect(api.to('GET', '/documents/').map((r) => r.query.get('page_size'))).toEqual(['50', '100', '100']);
    const rows = Papa.parse<string[]>(await readBlob(blobs[0] as Blob)).data;
    expect(rows).toHaveLength(121);
    expect(rows.slice(1).map((row) => row.at(-1))).toEqual(corpus.map((event) => String(event.id)));

    await user.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(screen.getByText('Total Selected: 0')).toBeInTheDocument();
  });
  it('says so when more results match than can be selected at once', async () => {
    const user = userEvent.setup();
    const ids = Array.from({ length: 1000 }, (_, i) => i + 1);
    fakeApi({
      'GET /documents/': () => ({ body: { documents: corpus.slice(0, 50), total_results: 1500 } }),
      'GET /documents/facets/': () => ({ body: facets() }),
      'GET /documents/ids/': () => ({ body: { ids, total_results: 1500, truncated: true } }),
    });
    renderWithProviders(<SearchScreen />, { route: SEARCH });
    await screen.findByText('Total Events: 1500');
    await user.click(screen.getByRole('checkbox', { name: 'Select all events' }));
    await user.click(screen.getByRole('button', { name: 'Select all 1,500 results' }));
    expect(
      await screen.findByText(
        'The first 1,000 of 1,500 results are selected (the most that can be selected at once).',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Total Selected: 1000')).toBeInTheDocument();
  });

  it('reads "10,000+" where the server counted only that far, and says select all stops at 1,000', async () => {
    const user = userEvent.setup();
    const ids = Array.from({ length: 1000 }, (_, i) => i + 1);
    const atLeast = { total_results: 10_000, total_relation: 'gte' } as const;
    const api = fakeApi({
      'GET /documents/': () => ({ body: { documents: corpus.slice(0, 50), ...atLeast } }),
      'GET /documents/facets/': () => ({ body: facets(atLeast) }),
      'GET /documents/ids/': () => ({ body: { ids, ...atLeast, truncated: true } }),
    });
    renderWithProviders(<SearchScreen />, { route: SEARCH });
    await screen.findByText('Total Events: 10,000+');
    // The screen never asks for an exact count: "10,000+" is the point of the cap.
    expect(api.to('GET', '/documents/')[0]?.query.has('exact_total')).toBe(false);
    await user.click(screen.getByRole('checkbox', { name: 'Select all events' }));
    await user.click(screen.getByRole('button', { name: 'Select all 10,000+ results' }));
    expect(
      await screen.findByText(
        'The first 1,000 of 10,000+ results are selected (the most that can be selected at once).',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Total Selected: 1000')).toBeInTheDocument();
  });
});

describe('facets estimated from a sample', () => {
  it('reads every count "about", says why once, and marks the timeline', async () => {
    const atLeast = { total_results: 10_000, total_relation: 'gte', approximate: true } as const;
    fakeApi({
      'GET /documents/': () => ({ body: { documents: corpus.slice(0, 50), ...atLeast } }),
      'GET /documents/facets/': () => ({
        body: facets({
          ...atLeast,
          province: [
            { value: 'Gauteng', count: 18_950 },
            { value: 'Western Cape', count: 1_200 },
          ],
        }),
      }),
    });
    renderWithProviders(<SearchScreen />, { route: SEARCH });
    const filters = await screen.findByRole('navigation', { name: 'Filter results' });
    expect(await within(filters).findByRole('button', { name: /Gauteng/ })).toHaveTextContent('about 18,950');
    expect(within(filters).getByRole('button', { name: /Western Cape/ })).toHaveTextContent('about 1,200');
    expect(within(filters).getByRole('button', { name: /^Crime 1(?!\d)/ })).toHaveTextContent('about 20');
    expect(
      within(filters).getByText('Counts are estimated from a sample of the results.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Events per month/ })).toHaveTextContent(
      'estimated from a sample',
    );
    expect(
      await screen.findByRole('figure', { name: 'Events per month, 3 months, about 120 dated events' }),
    ).toBeInTheDocument();
  });

  it('writes exact counts plainly', async () => {
    fakeApi({ 'GET /documents/': page, 'GET /documents/facets/': () => ({ body: facets() }) });
    renderWithProviders(<SearchScreen />, { route: SEARCH });
    const filters = await screen.findByRole('navigation', { name: 'Filter results' });
    const gauteng = await within(filters).findByRole('button', { name: /Gauteng/ });
    expect(gauteng).toHaveTextContent('70');
    expect(gauteng).not.toHaveTextContent('about');
    expect(within(filters).queryByText(/estimated from a sample/)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Events per month/ })).not.toHaveTextContent('estimated');
  });
});

describe('on a phone', () => {
  // jsdom has no media queries; a phone is narrower than every breakpoint.
  beforeEach(() => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
  });

  it('shows each result as a card with its checkbox, place, crimes, summary and source', async () => {
    const user = userEvent.setup();
    fakeApi({ 'GET /documents/': page, 'GET /documents/facets/': () => ({ body: facets() }) });
    renderWithProviders(<SearchScreen />, { route: SEARCH });
    await screen.findByText('Total Events: 120');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Search results' })).getAllByTestId('result-card');
    expect(cards).toHaveLength(50);
    const first = cards[0] as HTMLElement;
    expect(first).toHaveTextContent('10/03/2024');
    expect(first).toHaveTextContent('Soweto, Johannesburg, Gauteng');
    expect(first).toHaveTextContent('Carjacking');
    expect(first).toHaveTextContent('#1');
    // Each demo event says so on its card.
    expect(within(first).getByText('Demo data (synthetic)')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: /^Source of/ })).toHaveAttribute(
      'href',
      corpus[0]?.source_url,
    );
    await user.click(within(first).getByRole('checkbox'));
    expect(screen.getByText('Total Selected: 1')).toBeInTheDocument();
    await user.click(within(first).getByRole('button', { name: /Two men were arrested/ }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it("gives every card's controls a name that holds the words they show (axe: label-content-name-mismatch)", async () => {
    fakeApi({ 'GET /documents/': page, 'GET /documents/facets/': () => ({ body: facets() }) });
    renderWithProviders(<SearchScreen />, { route: SEARCH });
    await screen.findByText('Total Events: 120');
    const first = within(screen.getByRole('list', { name: 'Search results' })).getAllByTestId(
      'result-card',
    )[0] as HTMLElement;
    const controls = [...within(first).getAllByRole('button'), ...within(first).getAllByRole('link')];
    expect(controls.length).toBeGreaterThan(1);
    for (const control of controls) {
      // What a sighted reader sees on it, which a voice user says to press it.
      const shown = control.cloneNode(true) as HTMLElement;
      for (const hidden of shown.querySelectorAll('.sr-only')) hidden.remove();
      const visible = (shown.textContent ?? '').replace(/\s+/g, ' ').trim();
      expect(visible).not.toBe('');
      expect(control).toHaveAccessibleName(new RegExp(visible.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i'));
    }
  });
});

describe('keywords', () => {
  it('explains phrases, left-out words and alternatives in a popover that Escape closes', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SearchScreen />);
    const tips = screen.getByRole('button', { name: 'Search tips' });
    expect(tips).toHaveAttribute('aria-expanded', 'false');
    await user.click(tips);
    expect(tips).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('The exact phrase, words together in that order.')).toBeVisible();
    await user.keyboard('{Escape}');
    expect(tips).toHaveAttribute('aria-expanded', 'false');
    expect(tips).toHaveFocus();
  });

  it('marks a searched phrase in the release and scrolls to its first mention', async () => {
    const user = userEvent.setup();
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    const event = makeEvent(7, {
      context: 'Farmers reported stock theft near Ladysmith.\nA second case of stock theft followed.\nENDS',
    });
    fakeApi({
      'GET /documents/': () => ({ body: { documents: [event], total_results: 1 } }),
      'GET /documents/facets/': () => ({ body: facets() }),
    });
    renderWithProviders(<SearchScreen />, { route: '/?keywords=%22stock+theft%22+-cattle&from=2024-01-01' });
    await screen.findByText('Total Events: 1');
    await user.click(within(resultRows()[0] as HTMLElement).getByText('Carjacking'));
    const release = within(screen.getByRole('dialog')).getByTestId('release-text');
    const marks = Array.from(release.querySelectorAll('mark'));
    expect(marks.map((mark) => mark.textContent)).toEqual(['stock theft', 'stock theft']);
    expect(scrolled).toEqual([marks[0]]);
    // jsdom has none of its own; later tests must not find this one.
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });
});
