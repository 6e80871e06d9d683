import type { ActivityAction, ActivityEntry, MemberRole } from '@workbench/contract/members';
import type { Notebook } from '@workbench/contract/notebooks';
import type { UserRow } from '../auth';
import type { ActivityRow } from './activity.repository';
import type { NotebookWithRole } from './notebooks.service';

export const presentNotebook = (row: NotebookWithRole): Notebook => ({
  id: row.id,
  title: row.title,
  description: row.description,
  params: row.params,
  owner_id: row.ownerId,
  created_at: row.createdAt.toISOString(),
  num_events: row.numEvents,
  num_incidents: row.numIncidents,
  first_event_date: row.firstEventDate,
  last_event_date: row.lastEventDate,
  role: row.role,
  owner_name: row.ownerName,
});

/** What an activity row's detail may carry, each field shown only when the action recorded it. */
const detailFields = (detail: Record<string, unknown>) => {
  const { event_ids, question, email, role } = detail;
  return {
    ...(Array.isArray(event_ids) ? { event_ids: event_ids as number[] } : {}),
    ...(typeof question === 'string' ? { question } : {}),
    ...(typeof email === 'string' ? { email } : {}),
    ...(role === 'viewer' || role === 'editor' ? { role: role as MemberRole } : {}),
  };
};

export const presentActivity = (row: ActivityRow, user: Pick<UserRow, 'id'>): ActivityEntry => ({
  id: row.id,
  actor_name: row.actorName,
  you: row.actorId === user.id,
  action: row.action as ActivityAction,
  ...detailFields(row.detail),
  at: row.at.toISOString(),
});
