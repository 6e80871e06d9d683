import type { Event } from '@workbench/contract/events';
import type { Notebook } from '@workbench/contract/notebooks';
import { TWO_ARRESTED_IN_JOHANNESBURG } from '../../../test-events';

export function makeNotebook(fields: Partial<Notebook> = {}): Notebook {
  return {
    id: 7,
    title: 'Hijackings in Gauteng',
    description: 'Carjackings reported around Johannesburg.',
    params: {},
    owner_id: 3,
    created_at: '2025-02-14T09:30:00.000Z',
    num_events: 3,
    num_incidents: 3,
    first_event_date: '2024-01-05',
    last_event_date: '2024-06-20',
    role: 'owner',
    owner_name: 'Naledi Journalist',
    ...fields,
  };
}

export function makeEvent(id: number, fields: Partial<Event> = {}): Event {
  return {
    ...TWO_ARRESTED_IN_JOHANNESBURG,
    id,
    event_id: id,
    title: `Vehicle hijacked in Soweto (${id})`,
    date: '2024-03-10',
    location: 'Soweto',
    province: 'Gauteng',
    crime_committed: 'Carjacking',
    summary: `Summary of event ${id}.`,
    context: `Release text of event ${id}.`,
    published_date: '2024-03-11',
    source_url: `https://demo.invalid/press-releases/${id}`,
    is_demo: true,
    evidence: { date: 'on Sunday', location: 'Soweto', crimes: ['hijacked'] },
    ...fields,
  };
}
