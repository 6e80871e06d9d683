import { splitKeywords } from '@workbench/contract/keywords';
import {
  MAX_KEYWORDS_PER_NOTEBOOK,
  MAX_KEYWORDS_PER_REQUEST,
  MAX_NOTEBOOKS_PER_USER,
} from '@workbench/contract/limits';
import type { AddEventsResponse } from '@workbench/contract/notebooks';
import type { UserRow } from '../auth';
import type { Db } from '../db/client';
import { Invalid, NotFound } from '../errors';
import { existingEventIds } from '../events';
import { canAccessNotebook } from './notebooks.policy';
import { addEventsToNotebook, findNotebook, insertNotebook, type NotebookRow } from './notebooks.repository';

/** The notebook when the user owns it; otherwise the same 404 as a notebook that does not exist. */
export async function loadOwnedNotebook(db: Db, user: UserRow, id: number): Promise<NotebookRow> {
  const notebook = await findNotebook(db, id);
  if (!notebook || !canAccessNotebook(user, notebook)) throw new NotFound('Notebook');
  return notebook;
}

/** Creates a notebook for the user, within MAX_NOTEBOOKS_PER_USER. */
export async function createNotebook(
  db: Db,
  user: UserRow,
  input: { title: string; description: string; params: Record<string, unknown> },
): Promise<NotebookRow> {
  const id = await insertNotebook(db, { ownerId: user.id, ...input }, MAX_NOTEBOOKS_PER_USER);
  if (id === undefined) {
    throw new Invalid(
      `You have reached the limit of ${MAX_NOTEBOOKS_PER_USER} notebooks per user, so no more can be created.`,
      'limit_reached',
    );
  }
  return loadOwnedNotebook(db, user, id);
}

/** Keywords as the Keywords tab counts them: split like the search does, lower-cased, each once. */
export const normaliseKeywords = (keywords: string[]) => [
  ...new Set(splitKeywords(keywords).map((k) => k.toLowerCase())),
];

/** `1000` as people read it: `1,000`. */
const count = (n: number) => n.toLocaleString('en');

/** The keywords of an add request as stored, within MAX_KEYWORDS_PER_REQUEST once split. */
function requestKeywords(keywords: string[]): string[] {
  const normalised = normaliseKeywords(keywords);
  if (normalised.length > MAX_KEYWORDS_PER_REQUEST) {
    throw new Invalid(
      `keywords: a request may carry at most ${MAX_KEYWORDS_PER_REQUEST} keywords once split on commas and spaces; these make ${normalised.length}.`,
    );
  }
  return normalised;
}

export async function addEvents(
  db: Db,
  user: UserRow,
  input: { notebookId: number; eventIds: number[]; keywords: string[] },
): Promise<AddEventsResponse> {
  await loadOwnedNotebook(db, user, input.notebookId);
  const keywords = requestKeywords(input.keywords);
  const requested = [...new Set(input.eventIds)];
  // Events come from the corpus by id; nothing the client sent about them is stored.
  const known = await existingEventIds(db, requested);
  const outcome =
    known.length > 0
      ? await addEventsToNotebook(db, input.notebookId, known, keywords, MAX_KEYWORDS_PER_NOTEBOOK)
      : { added: [] };
  if ('keywordLimit' in outcome) {
    const { held, fresh, max } = outcome.keywordLimit;
    throw new Invalid(
      `A notebook can hold at most ${count(max)} different keywords; this one has ${count(held)}, and the request would add ${count(fresh)} more.`,
      'limit_reached',
    );
  }
  const missing = requested.length - known.length;
  return {
    events_added: outcome.added.length,
    events_deduplicated: known.length - outcome.added.length,
    events_not_found: missing,
    ...(missing > 0 ? { detail: `${missing} event(s) were not found in the corpus and were not added` } : {}),
  };
}
