import type { Event } from '@workbench/contract/events';
import type { Notebook } from '@workbench/contract/notebooks';
import type { SavedQuestion } from '@workbench/contract/questions';
import { NOTHING_ABOUT_PEOPLE } from '../../../test-events';

export function makeNotebook(fields: Partial<Notebook> = {}): Notebook {
  return {
    id: 7,
    title: 'Robbery watch',
    description: 'Robberies for the weekly brief.',
    params: {},
    owner_id: 3,
    created_at: '2025-02-14T09:30:00.000Z',
    num_events: 12,
    num_incidents: 12,
    first_event_date: '2024-01-05',
    last_event_date: '2024-06-20',
    role: 'owner',
    owner_name: 'Naledi Journalist',
    ...fields,
  };
}

export function makeSaved(id: number, fields: Partial<SavedQuestion> = {}): SavedQuestion {
  return {
    id,
    question: `Question ${id}?`,
    answer: `Answer ${id}.`,
    engine: 'analyst',
    created_at: '2025-03-04T10:00:00.000Z',
    num_events: 4,
    result: null,
    plan: null,
    plan_edited: false,
    ...fields,
  };
}

export function makeEvent(id: number, fields: Partial<Event> = {}): Event {
  return {
    ...NOTHING_ABOUT_PEOPLE,
    municipality: 'eThekwini',
    id,
    event_id: id,
    title: `Shop robbed in Durban (${id})`,
    date: '2024-03-10',
    location: 'Durban',
    province: 'KwaZulu-Natal',
    crime_committed: 'Robbery',
    summary: `Summary of event ${id}.`,
    context: `Release text of event ${id}.`,
    published_date: '2024-03-11',
    source_url: `https://demo.invalid/press-releases/${id}`,
    is_demo: true,
    evidence: {},
    ...fields,
  };
}
