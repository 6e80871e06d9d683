import type { SearchDocument } from '@workbench/contract/search';
import { TWO_ARRESTED_IN_JOHANNESBURG } from '../../../test-events';

/** A realistic search result; tests override what they look at. */
export function makeEvent(id: number, fields: Partial<SearchDocument> = {}): SearchDocument {
  return {
    ...TWO_ARRESTED_IN_JOHANNESBURG,
    id,
    event_id: id,
    title: `Suspects arrested after vehicle hijacked in Soweto (${id})`,
    date: '2024-03-10',
    location: 'Soweto, Johannesburg',
    province: 'Gauteng',
    crime_committed: 'Carjacking',
    summary: 'Two men were arrested after a Toyota was hijacked in Soweto on Sunday.',
    context:
      'Police arrested two suspects after a vehicle was hijacked in Soweto.\nThe vehicle was recovered.\nENDS\nIssued by the provincial communication office.',
    published_date: '2024-03-11',
    source_url: `https://demo.invalid/press-releases/${id}`,
    is_demo: true,
    evidence: { date: 'on Sunday', location: 'Soweto', crimes: ['hijacked'] },
    keywords: ['hijack'],
    incident_size: 1,
    ...fields,
  };
}
