import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session';
import { fakeApi, pageOf } from '../../../test-fake-api';
import { renderWithProviders } from '../../../test-utils';
import { makeSavedSearch } from '../test/fixtures';
import { useNewEventMarks } from './use-new-event-marks';

afterEach(() => vi.restoreAllMocks());

function Marks({ search }: { search: string }) {
  const { newIds } = useNewEventMarks(search);
  return <p data-testid="marks">{[...newIds].sort((a, b) => a - b).join(',') || 'none'}</p>;
}

/** 150 results, newest first; the new ones are those the test names. */
const results = (newIds: number[]) =>
  Array.from({ length: 150 }, (_, i) => ({ id: 1000 - i, is_new: newIds.includes(1000 - i) }));

describe('useNewEventMarks', () => {
  it('walks the pages until it has every new event, then marks the saved search seen once', async () => {
    saveSession({ accessToken: 'token', userId: 3, name: 'N' });
    const all = results([999, 870]);
    const api = fakeApi({
      'GET /saved-searches/': () => ({ body: [makeSavedSearch({ id: 4, new_events: 2 })] }),
      'GET /saved-searches/4/events': (request) => ({
        body: { events: pageOf(all, request), total_results: 150 },
      }),
      'POST /saved-searches/4/seen': () => ({ body: makeSavedSearch({ id: 4, new_events: 0 }) }),
    });
    renderWithProviders(<Marks search="?keywords=cable&saved=4" />);
    await waitFor(() => expect(screen.getByTestId('marks')).toHaveTextContent('870,999'));
    await waitFor(() => expect(api.to('POST', '/saved-searches/4/seen')).toHaveLength(1));
    expect(api.to('GET', '/saved-searches/4/events').map((r) => r.query.get('page'))).toEqual(['1', '2']);
    // Seen, the list says nothing is new; the marks stay and nothing is asked again.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByTestId('marks')).toHaveTextContent('870,999');
    expect(api.to('POST', '/saved-searches/4/seen')).toHaveLength(1);
  });

  it('asks nothing of a search not opened from a saved search', async () => {
    saveSession({ accessToken: 'token', userId: 3, name: 'N' });
    const api = fakeApi({ 'GET /saved-searches/': () => ({ body: [makeSavedSearch()] }) });
    renderWithProviders(<Marks search="?keywords=cable" />);
    await waitFor(() => expect(api.to('GET', '/saved-searches/')).toHaveLength(1));
    expect(screen.getByTestId('marks')).toHaveTextContent('none');
    expect(api.requests.filter((r) => r.path !== '/saved-searches/')).toEqual([]);
  });
});
