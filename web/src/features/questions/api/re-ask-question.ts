import type { ReAskResponse } from '@workbench/contract/questions';
import { apiRequest } from '../../../lib/api-client';
import { useCreatingMutation } from '../../../lib/creating-mutation';
import { ASK_TIMEOUT_MS } from './ask-question';

/**
 * Answers a stored question again, from the notebook's events as they are now, as a new unsaved answer,
 * with what changed against the stored one.
 */
export const reAskQuestion = (questionId: number) =>
  apiRequest<ReAskResponse>(`/notebooks/questions/${questionId}/re-ask`, { timeoutMs: ASK_TIMEOUT_MS });

export const useReAskQuestion = () => useCreatingMutation({ mutationFn: reAskQuestion });
