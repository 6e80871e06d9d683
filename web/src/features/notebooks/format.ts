import type { Notebook } from '@workbench/contract/notebooks';
import { format, isValid } from 'date-fns';
import { DISPLAY_FORMAT, displayDate } from '../../lib/dates';

/** What an empty cell or an unknown value shows. */
export const DASH = '—';

/** `first - last` in dd/MM/yyyy, or a dash for a notebook without dated events. */
export function searchDateRange(notebook: Pick<Notebook, 'first_event_date' | 'last_event_date'>): string {
  const first = displayDate(notebook.first_event_date);
  const last = displayDate(notebook.last_event_date);
  if (!first && !last) return DASH;
  return `${first || last} - ${last || first}`;
}

export const totalEvents = (notebook: Pick<Notebook, 'num_events'>): number => notebook.num_events ?? 0;

/**
 * The creation day in dd/MM/yyyy. `created_at` is a UTC timestamp, so it is read as an instant and
 * shown in the viewer's own time zone, unlike event dates, which are calendar days.
 */
export function createdDate(notebook: Pick<Notebook, 'created_at'>): string {
  const instant = new Date(notebook.created_at);
  return isValid(instant) ? format(instant, DISPLAY_FORMAT) : DASH;
}
