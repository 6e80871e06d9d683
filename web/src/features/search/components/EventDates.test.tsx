import { render, screen, within } from '@testing-library/react';
import type { Event } from '@workbench/contract/events';
import { describe, expect, it } from 'vitest';
import { EventCells } from '../../../components/EventCells';
import { makeEvent } from '../test/events';
import { EventModal } from './EventModal';
import { ResultCards } from './ResultCards';
import { ResultsTable } from './ResultsTable';

// A release of May 2023 about a theft of March 2021 whose day it does not give, one with no date at
// all, and one with its day.
const monthOnly = makeEvent(1, { date: null, incident_month: '2021-03', published_date: '2023-05-10' });
const undated = makeEvent(2, { date: null, incident_month: null, published_date: '2023-05-10' });
const dated = makeEvent(3, { date: '2021-03-31', incident_month: null, published_date: '2021-04-02' });
const events = [monthOnly, undated, dated];

const noop = () => undefined;
const listProps = {
  selected: new Set<number>(),
  pattern: null,
  onToggle: noop,
  onOpen: noop,
  newEventIds: new Set<number>(),
};

/** The text of each result's date, in order. */
const tableDates = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]?.textContent);

describe("an event's date in the results", () => {
  it('shows the month of a month-only event, and marks a publication date standing in for none', () => {
    render(<ResultsTable events={events} onToggleAll={noop} {...listProps} />);
    expect(tableDates()).toEqual(['March 2021', '10/05/2023 (publication date)', '31/03/2021']);
  });

  it('says the same on the phone cards', () => {
    render(<ResultCards events={events} {...listProps} />);
    const dates = screen
      .getAllByTestId('result-card')
      .map((card) => within(card).getByTestId('event-date').textContent);
    expect(dates).toEqual(['March 2021', '10/05/2023 (publication date)', '31/03/2021']);
  });

  it('says the same in the notebook and answer tables', () => {
    render(
      <table>
        <tbody>
          {events.map((event: Event) => (
            <tr key={event.id}>
              <EventCells event={event} />
            </tr>
          ))}
        </tbody>
      </table>,
    );
    expect(screen.getAllByRole('row').map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual(
      ['March 2021', '10/05/2023 (publication date)', '31/03/2021'],
    );
  });
});

describe("an event's date in its dialog", () => {
  const eventDate = () => screen.getByText('Event Date').parentElement?.querySelector('dd')?.textContent;

  it('gives the month of a month-only event', () => {
    render(<EventModal event={monthOnly} onClose={noop} pattern={null} />);
    expect(eventDate()).toBe('March 2021 (month only)');
  });

  it('says the release gives no date, and which date stands in for it', () => {
    render(<EventModal event={undated} onClose={noop} pattern={null} />);
    expect(eventDate()).toBe('Not given in the release; counted on its publication date, 10/05/2023');
  });

  it('gives the day of a dated event', () => {
    render(<EventModal event={dated} onClose={noop} pattern={null} />);
    expect(eventDate()).toBe('31/03/2021');
  });
});
