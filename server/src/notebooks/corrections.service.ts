import type { EventCorrectionsBody, NotebookEvent, StoredCorrections } from '@workbench/contract/corrections';
import type { NotebookRight } from '@workbench/contract/members';
import type { UserRow } from '../auth';
import type { Db } from '../db/client';
import { NotFound } from '../errors';
import { effectiveCorrections, presentNotebookEvent } from '../events';
import { deleteCorrections, findNotebookEvent, saveCorrections } from './corrections.repository';
import { loadNotebook } from './notebooks.service';

/**
 * The event of a notebook shared with the user, when their role allows `right`; the same 404 for a
 * notebook not shared with them and an event not in it.
 */
async function loadEventInNotebook(
  db: Db,
  user: UserRow,
  input: { notebookId: number; eventId: number },
  right: NotebookRight,
) {
  const notebook = await loadNotebook(db, user, input.notebookId, right);
  const eventId = input.eventId;
  const found = await findNotebookEvent(db, notebook.id, eventId);
  if (!found) throw new NotFound('Event');
  return { notebook, ...found };
}

/** One event of the user's notebook as the notebook presents it. */
export async function readEventInNotebook(
  db: Db,
  user: UserRow,
  input: { notebookId: number; eventId: number },
): Promise<NotebookEvent> {
  const { row, corrections } = await loadEventInNotebook(db, user, input, 'read');
  return presentNotebookEvent(row, corrections);
}

/**
 * Sets the event's corrections in the notebook to the given fields (the ones left out are no longer
 * corrected); a field given its extracted value is not kept as a correction. Returns the event as the
 * notebook now presents it.
 */
export async function correctEvent(
  db: Db,
  user: UserRow,
  input: { notebookId: number; eventId: number; fields: EventCorrectionsBody },
): Promise<NotebookEvent> {
  const { notebook, row } = await loadEventInNotebook(db, user, input, 'edit');
  const fields = effectiveCorrections(row, input.fields as StoredCorrections);
  const change = { notebookId: notebook.id, eventId: row.id, actorId: user.id };
  if (Object.keys(fields).length > 0) await saveCorrections(db, change, fields);
  else await deleteCorrections(db, change);
  return presentNotebookEvent(row, fields);
}

/** Undoes every correction of the event in the notebook. */
export async function undoCorrections(
  db: Db,
  user: UserRow,
  input: { notebookId: number; eventId: number },
): Promise<void> {
  const { notebook, row } = await loadEventInNotebook(db, user, input, 'edit');
  await deleteCorrections(db, { notebookId: notebook.id, eventId: row.id, actorId: user.id });
}
