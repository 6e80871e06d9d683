import type { Event } from '@workbench/contract/events';
import { apiRequest } from '../../../lib/api-client';

/** One release of the corpus by id, for opening another release of a case from its timeline. */
export const fetchRelease = (eventId: number) => apiRequest<Event>(`/documents/${eventId}`);
