import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MembersResponse } from '@workbench/contract/members';
import { apiRequest } from '../../../lib/api-client';
import { notebookKeys } from './keys';

export const fetchMembers = (notebookId: number) =>
  apiRequest<MembersResponse>(`/notebooks/${notebookId}/members`);

export const membersQueryOptions = (notebookId: number) =>
  queryOptions({ queryKey: notebookKeys.members(notebookId), queryFn: () => fetchMembers(notebookId) });

/** The notebook's owner and members; a notebook is shared with a handful of people, so one page. */
export const useMembers = (notebookId: number) => useQuery(membersQueryOptions(notebookId));
