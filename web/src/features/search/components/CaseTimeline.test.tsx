import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Incident } from '@workbench/contract/incidents';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test-fake-api';
import { renderWithProviders } from '../../../test-utils';
import { makeEvent } from '../test/events';
import { EventModal } from './EventModal';

afterEach(() => vi.restoreAllMocks());

const release = (id: number, step: Incident['events'][number]['step'], published: string, title: string) => ({
  id,
  title,
  date: null,
  published_date: published,
  step,
  source_url: `https://saps.example.invalid/${id}`,
  linked_to: id === 1 ? null : 1,
  link_score: id === 1 ? null : 9,
  link_reasons: id === 1 ? [] : ['names the incident date', 'same names: mbeki'],
  duplicate_of: null,
});

const INCIDENT: Incident = {
  id: 40,
  events: [
    release(1, 'reported', '2023-03-13', 'Tavern owner shot dead in Mdantsane'),
    release(2, 'arrest', '2023-03-29', 'Suspect arrested for Mdantsane tavern murder'),
    release(3, 'sentenced', '2024-11-20', 'Life sentence for Mdantsane tavern killer'),
  ],
};

describe('the case timeline in the event dialog', () => {
  it('shows the steps of the case oldest first and opens another release of it in the dialog', async () => {
    const api = fakeApi({
      'GET /incidents/40': () => ({ body: INCIDENT }),
      'GET /documents/3': () => ({
        body: makeEvent(3, {
          title: 'Life sentence for Mdantsane tavern killer',
          incident_id: 40,
          step: 'sentenced',
        }),
      }),
    });
    const event = makeEvent(2, {
      title: 'Suspect arrested for Mdantsane tavern murder',
      incident_id: 40,
      step: 'arrest',
    });
    renderWithProviders(<EventModal event={event} onClose={() => undefined} pattern={null} />);
    const timeline = await screen.findByRole('region', { name: 'This case' });
    const items = await within(timeline).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Reported13\/03\/2023Tavern owner shot dead in Mdantsane/),
      expect.stringMatching(/^Arrest.*Suspect arrested for Mdantsane tavern murder \(this release\)/),
      expect.stringMatching(/^Sentenced20\/11\/2024Life sentence for Mdantsane tavern killer/),
    ]);
    expect(items[1]).toHaveAttribute('aria-current', 'true');

    await userEvent.click(
      within(timeline).getByRole('button', { name: 'Life sentence for Mdantsane tavern killer' }),
    );
    await waitFor(() =>
      expect(
        screen.getByRole('dialog', { name: 'Life sentence for Mdantsane tavern killer' }),
      ).toBeInTheDocument(),
    );
    expect(api.to('GET', '/documents/3')).toHaveLength(1);
  });

  it('says so when a release of the case cannot be opened, and keeps the one shown', async () => {
    fakeApi({
      'GET /incidents/40': () => ({ body: INCIDENT }),
      'GET /documents/3': () => ({ status: 500, body: { detail: 'Internal Server Error' } }),
    });
    const event = makeEvent(2, {
      title: 'Suspect arrested for Mdantsane tavern murder',
      incident_id: 40,
      step: 'arrest',
    });
    renderWithProviders(<EventModal event={event} onClose={() => undefined} pattern={null} />);
    const timeline = await screen.findByRole('region', { name: 'This case' });
    await userEvent.click(
      await within(timeline).findByRole('button', { name: 'Life sentence for Mdantsane tavern killer' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That release could not be opened. Try again.',
    );
    expect(
      screen.getByRole('dialog', { name: 'Suspect arrested for Mdantsane tavern murder' }),
    ).toBeInTheDocument();
  });

  it("offers the case's releases to a notebook, leaving a republished copy out", async () => {
    const withCopy: Incident = {
      ...INCIDENT,
      events: [
        ...INCIDENT.events,
        { ...release(4, 'arrest', '2023-03-30', 'Man held over killing'), duplicate_of: 2 },
      ],
    };
    fakeApi({ 'GET /incidents/40': () => ({ body: withCopy }) });
    const slot = vi.fn((events: readonly { id: number }[], _keywords?: readonly string[], label?: string) => (
      <span>
        {label ?? 'Add to Notebook'}: {events.map((e) => e.id).join(',')}
      </span>
    ));
    const event = makeEvent(2, { title: 'Suspect arrested', incident_id: 40, step: 'arrest' });
    renderWithProviders(
      <EventModal event={event} onClose={() => undefined} pattern={null} renderAddToNotebook={slot} />,
    );
    const timeline = await screen.findByRole('region', { name: 'This case' });
    expect(await within(timeline).findByText("Add the case's 3 releases: 1,2,3")).toBeInTheDocument();
  });

  it('shows no timeline for a release that stands alone', () => {
    renderWithProviders(<EventModal event={makeEvent(5)} onClose={() => undefined} pattern={null} />);
    expect(screen.queryByRole('region', { name: 'This case' })).not.toBeInTheDocument();
  });
});
