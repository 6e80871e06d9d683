import { splitKeywords } from '@workbench/contract/keywords';
import {
  MAX_KEYWORDS_PER_NOTEBOOK,
  MAX_KEYWORDS_PER_REQUEST,
  MAX_NOTEBOOKS_PER_USER,
} from '@workbench/contract/limits';
import type { NotebookRight, NotebookRole } from '@workbench/contract/members';
import type { AddEventsResponse } from '@workbench/contract/notebooks';
import type { UserRow } from '../auth';
import type { Db } from '../db/client';
import { Forbidden, Invalid, NotFound } from '../errors';
import { existingEventIds } from '../events';
import { markJoined } from './members.repository';
import { allows, canRead, refusal, roleOf } from './notebooks.policy';
import { addEventsToNotebook, findNotebook, insertNotebook, type NotebookRow } from './notebooks.repository';

export type NotebookWithRole = NotebookRow & { role: NotebookRole };

/**
 * The notebook with the user's role in it, when that role allows `right`. Someone it is not shared
 * with gets the same 404 as for a notebook that does not exist; a member whose role does not allow
 * it, a 403 that says so.
 */
export async function loadNotebook(
  db: Db,
  user: UserRow,
  id: number,
  right: NotebookRight,
): Promise<NotebookWithRole> {
  const notebook = await findNotebook(db, id, user.id);
  const role = notebook && roleOf(user, notebook);
  if (!notebook || !canRead(role)) throw new NotFound('Notebook');
  requireRight(role, right);
  return { ...notebook, role };
}

/** Refuses, with a 403, what the role does not allow. */
export function requireRight(role: NotebookRole, right: NotebookRight): void {
  if (!allows(role, right)) throw new Forbidden(refusal(right), 'role_forbidden');
}

/** The user's role in the notebook, or undefined when it is not shared with them. */
export async function roleIn(db: Db, user: UserRow, notebookId: number): Promise<NotebookRole | undefined> {
  const notebook = await findNotebook(db, notebookId, user.id);
  return notebook && roleOf(user, notebook);
}

/**
 * The notebook as its page opens it. A member's first opening marks them joined, which is when the
 * owner starts to see their name: until then an address with an account and one without look alike.
 */
export async function openNotebook(db: Db, user: UserRow, id: number): Promise<NotebookWithRole> {
  const notebook = await loadNotebook(db, user, id, 'read');
  if (notebook.role !== 'owner' && !notebook.memberJoinedAt) await markJoined(db, notebook.id, user.id);
  return notebook;
}

/** Creates a notebook for the user, within MAX_NOTEBOOKS_PER_USER. */
export async function createNotebook(
  db: Db,
  user: UserRow,
  input: { title: string; description: string; params: Record<string, unknown> },
): Promise<NotebookWithRole> {
  const id = await insertNotebook(db, { ownerId: user.id, ...input }, MAX_NOTEBOOKS_PER_USER);
  if (id === undefined) {
    throw new Invalid(
      `You have reached the limit of ${MAX_NOTEBOOKS_PER_USER} notebooks per user, so no more can be created.`,
      'limit_reached',
    );
  }
  return loadNotebook(db, user, id, 'read');
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
  await loadNotebook(db, user, input.notebookId, 'edit');
  const keywords = requestKeywords(input.keywords);
  const requested = [...new Set(input.eventIds)];
  // Events come from the corpus by id; nothing the client sent about them is stored.
  const known = await existingEventIds(db, requested);
  const outcome =
    known.length > 0
      ? await addEventsToNotebook(db, input.notebookId, known, keywords, MAX_KEYWORDS_PER_NOTEBOOK, user.id)
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
