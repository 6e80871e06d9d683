import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Notebook } from '@workbench/contract/notebooks';
import { apiRequest } from '../../../lib/api-client';
import { getSession, useSession } from '../../../lib/session';
import { notebookKeys } from './keys';

export const USER_ID_REQUIRED = 'User ID is required';

/** The largest page the server serves; the list walks pages of this size. */
const PAGE_SIZE = 100;

export const fetchNotebookPage = (userId: string, page: number, pageSize = PAGE_SIZE) =>
  apiRequest<Notebook[]>(`/notebooks/${encodeURIComponent(userId)}/notebooks`, {
    query: { page, page_size: pageSize },
  });

/**
 * Every notebook of the signed-in user, newest first. The response carries no total, so a full page
 * means there may be another.
 */
export async function fetchNotebooks(userId = getSession().userId): Promise<Notebook[]> {
  if (!userId) throw new Error(USER_ID_REQUIRED);
  const all: Notebook[] = [];
  for (let page = 1; ; page++) {
    const batch = await fetchNotebookPage(userId, page);
    all.push(...batch);
    if (batch.length < PAGE_SIZE) return all;
  }
}

export const notebooksQueryOptions = (userId: string | null) =>
  queryOptions({
    queryKey: notebookKeys.list(userId),
    queryFn: () => fetchNotebooks(userId),
  });

export const useNotebooks = () => useQuery(notebooksQueryOptions(useSession().userId));
