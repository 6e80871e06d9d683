import type { Notebook } from '@workbench/contract/notebooks';
import type { NotebookRow } from './notebooks.repository';

export const presentNotebook = (row: NotebookRow): Notebook => ({
  id: row.id,
  title: row.title,
  description: row.description,
  params: row.params,
  owner_id: row.ownerId,
  created_at: row.createdAt.toISOString(),
  num_events: row.numEvents,
  first_event_date: row.firstEventDate,
  last_event_date: row.lastEventDate,
});
