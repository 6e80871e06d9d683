import type { Notebook } from '@workbench/contract/notebooks';
import type { NotebookRow } from './notebooks.repository';

export const presentNotebook = (row: NotebookRow): Notebook => ({
  id: row.id,
  title: row.title,
  description: row.description,
  params: row.params,
  owner_id: row.owner_id,
  created_at: row.created_at,
  num_events: row.num_events,
  first_event_date: row.first_event_date,
  last_event_date: row.last_event_date,
});
