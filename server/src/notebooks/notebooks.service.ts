import { splitKeywords } from '@workbench/contract/keywords';
import type { AddEventsResponse } from '@workbench/contract/notebooks';
import type { UserRow } from '../auth';
import type { Db } from '../db/client';
import { NotFound } from '../errors';
import { existingEventIds } from '../events';
import { canAccessNotebook } from './notebooks.policy';
import { addEventsToNotebook, findNotebook, type NotebookRow } from './notebooks.repository';

/** The notebook when the user owns it; otherwise the same 404 as a notebook that does not exist. */
export async function loadOwnedNotebook(db: Db, user: UserRow, id: number): Promise<NotebookRow> {
  const notebook = await findNotebook(db, id);
  if (!notebook || !canAccessNotebook(user, notebook)) throw new NotFound('Notebook');
  return notebook;
}

/** Keywords as the Keywords tab counts them: split like the search does, lower-cased, each once. */
export const normaliseKeywords = (keywords: string[]) => [
  ...new Set(splitKeywords(keywords).map((k) => k.toLowerCase())),
];

export async function addEvents(
  db: Db,
  user: UserRow,
  input: { notebookId: number; eventIds: number[]; keywords: string[] },
): Promise<AddEventsResponse> {
  await loadOwnedNotebook(db, user, input.notebookId);
  const requested = [...new Set(input.eventIds)];
  // Events come from the corpus by id; nothing the client sent about them is stored.
  const known = await existingEventIds(db, requested);
  const added =
    known.length > 0
      ? await addEventsToNotebook(db, input.notebookId, known, normaliseKeywords(input.keywords))
      : [];
  const missing = requested.length - known.length;
  return {
    events_added: added.length,
    events_deduplicated: known.length - added.length,
    events_not_found: missing,
    ...(missing > 0 ? { detail: `${missing} event(s) were not found in the corpus and were not added` } : {}),
  };
}
