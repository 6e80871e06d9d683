import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MembersResponse } from '@workbench/contract/members';
import { apiRequest } from '../../../lib/api-client';
import { savedSearchKeys } from './keys';

export const fetchSavedSearchMembers = (id: number) =>
  apiRequest<MembersResponse>(`/saved-searches/${id}/members`);

export const savedSearchMembersQueryOptions = (id: number) =>
  queryOptions({ queryKey: savedSearchKeys.members(id), queryFn: () => fetchSavedSearchMembers(id) });

/** The saved search's owner and the members it is shared with, read while `enabled` (its dialog is open). */
export const useSavedSearchMembers = (id: number, enabled: boolean) =>
  useQuery({ ...savedSearchMembersQueryOptions(id), enabled });
