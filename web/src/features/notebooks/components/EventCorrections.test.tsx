import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NotebookEvent } from '@workbench/contract/corrections';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session';
import { fakeApi } from '../../../test-fake-api';
import { renderWithProviders } from '../../../test-utils';
import { makeEvent } from '../test/fixtures';
import { CORRECTIONS_SAVED, CORRECTIONS_UNDONE, EventCorrections } from './EventCorrections';

beforeEach(() => saveSession({ accessToken: 'token', userId: 3, name: 'Naledi Journalist' }));
afterEach(() => vi.restoreAllMocks());

const PATH = '/notebooks/7/events/1/corrections';

const event = (extra: Partial<NotebookEvent> = {}): NotebookEvent => ({
  ...makeEvent(1, {
    date: '2024-01-05',
    location: 'Tembisa',
    municipality: 'City of Ekurhuleni',
    province: 'Gauteng',
    crime_committed: 'Murder',
    victims: { count: 1, female: null, male: 1, ages: [] },
  }),
  corrections: {},
  ...extra,
});

function server(corrected: NotebookEvent) {
  return fakeApi({
    'GET /crimes': () => ({ body: { crimes: ['Murder', 'Business robbery', 'Carjacking'] } }),
    [`PUT ${PATH}`]: () => ({ body: corrected }),
    [`DELETE ${PATH}`]: () => ({ status: 204 }),
    'GET /notebooks/7/events/1': () => ({ body: corrected }),
  });
}

describe('correcting an event in a notebook', () => {
  it('opens a form with the current values and sends only the fields that differ from the release', async () => {
    const api = server(event());
    renderWithProviders(<EventCorrections notebookId={7} event={event()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Correct' }));
    const form = screen.getByRole('form', { name: 'Correct this event in this notebook' });
    // The first field takes focus, so a keyboard user starts typing at once.
    expect(within(form).getByLabelText('Event date (dd/MM/yyyy)')).toHaveFocus();
    expect(within(form).getByLabelText('Event date (dd/MM/yyyy)')).toHaveValue('05/01/2024');
    expect(within(form).getByLabelText('Location')).toHaveValue('Tembisa');
    expect(within(form).getByLabelText('Victims')).toHaveValue('1');
    expect(await within(form).findByRole('checkbox', { name: 'Murder' })).toBeChecked();

    await userEvent.clear(within(form).getByLabelText('Location'));
    await userEvent.type(within(form).getByLabelText('Location'), 'Soweto');
    await userEvent.clear(within(form).getByLabelText('Victims'));
    await userEvent.type(within(form).getByLabelText('Victims'), '4');
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Business robbery' }));
    await userEvent.selectOptions(
      within(form).getByLabelText("Attacker's relationship to victim"),
      'stranger',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Save corrections' }));

    await waitFor(() => expect(api.to('PUT', PATH)).toHaveLength(1));
    expect(api.to('PUT', PATH)[0]?.body).toEqual({
      location: 'Soweto',
      crimes: ['Murder', 'Business robbery'],
      victims_count: 4,
      relationship: 'stranger',
    });
    expect(await screen.findByText(CORRECTIONS_SAVED)).toBeInTheDocument();
    // The form closes and focus goes back to the button that opened it.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Correct' })).toHaveFocus());
  });

  it('keeps earlier corrections when saving again, and compares against the original values', async () => {
    const corrected = event({
      location: 'Soweto',
      corrections: { location: { value: 'Soweto', original: 'Tembisa' } },
    });
    const api = server(corrected);
    renderWithProviders(<EventCorrections notebookId={7} event={corrected} />);
    expect(screen.getByText(/1 field is corrected in this notebook/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Correct' }));
    await userEvent.clear(screen.getByLabelText('Suspects arrested'));
    await userEvent.type(screen.getByLabelText('Suspects arrested'), '3');
    await userEvent.click(screen.getByRole('button', { name: 'Save corrections' }));
    await waitFor(() => expect(api.to('PUT', PATH)).toHaveLength(1));
    expect(api.to('PUT', PATH)[0]?.body).toEqual({ location: 'Soweto', suspects_arrested: 3 });
  });

  it('says what does not read, and sends nothing', async () => {
    const api = server(event());
    renderWithProviders(<EventCorrections notebookId={7} event={event()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Correct' }));
    await userEvent.clear(screen.getByLabelText('Event date (dd/MM/yyyy)'));
    await userEvent.type(screen.getByLabelText('Event date (dd/MM/yyyy)'), '31/02/2024');
    await userEvent.click(screen.getByRole('button', { name: 'Save corrections' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Event date: enter a date as dd/MM/yyyy');
    await userEvent.clear(screen.getByLabelText('Event date (dd/MM/yyyy)'));
    await userEvent.type(screen.getByLabelText('Victims killed'), 'two');
    await userEvent.click(screen.getByRole('button', { name: 'Save corrections' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Victims killed: enter a whole number');
    expect(api.to('PUT', PATH)).toHaveLength(0);
  });

  it('shows the server refusal in the form', async () => {
    fakeApi({
      'GET /crimes': () => ({ body: { crimes: ['Murder'] } }),
      [`PUT ${PATH}`]: () => ({ status: 422, body: { detail: 'victims_count: must be at most 100,000' } }),
    });
    renderWithProviders(<EventCorrections notebookId={7} event={event()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Correct' }));
    await userEvent.clear(screen.getByLabelText('Victims'));
    await userEvent.type(screen.getByLabelText('Victims'), '999999');
    await userEvent.click(screen.getByRole('button', { name: 'Save corrections' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('victims_count: must be at most 100,000');
  });

  it('Cancel closes the form without saving', async () => {
    const api = server(event());
    renderWithProviders(<EventCorrections notebookId={7} event={event()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Correct' }));
    await userEvent.type(screen.getByLabelText('Location'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(api.to('PUT', PATH)).toHaveLength(0);
  });

  it('Undo corrections removes them all', async () => {
    const corrected = event({
      victims: { count: 4, female: null, male: 1, ages: [] },
      corrections: { victims_count: { value: 4, original: 1 } },
    });
    const api = server(event());
    renderWithProviders(<EventCorrections notebookId={7} event={corrected} />);
    await userEvent.click(screen.getByRole('button', { name: 'Undo corrections' }));
    await waitFor(() => expect(api.to('DELETE', PATH)).toHaveLength(1));
    expect(await screen.findByText(CORRECTIONS_UNDONE)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Correct' })).toHaveFocus();
  });

  it('offers no Undo when nothing is corrected', () => {
    server(event());
    renderWithProviders(<EventCorrections notebookId={7} event={event()} />);
    expect(screen.queryByRole('button', { name: 'Undo corrections' })).not.toBeInTheDocument();
  });
});
