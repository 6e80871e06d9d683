import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReadingTerms } from '@workbench/contract/questions';
import { apiRequest } from '../../../lib/api-client';
import { questionKeys } from './keys';

export const fetchReadingTerms = (notebookId: number) =>
  apiRequest<ReadingTerms>(`/notebooks/${notebookId}/reading-terms`);

export const readingTermsQueryOptions = (notebookId: number) =>
  queryOptions({
    queryKey: questionKeys.readingTerms(notebookId),
    queryFn: () => fetchReadingTerms(notebookId),
  });

/** The crimes and places of the notebook's events, which the reading's editors offer. */
export const useReadingTerms = (notebookId: number, enabled = true) =>
  useQuery({ ...readingTermsQueryOptions(notebookId), enabled });
