import type { AnswerPlan, AskResponse } from '@workbench/contract/questions';
import { apiRequest } from '../../../lib/api-client';
import { useCreatingMutation } from '../../../lib/creating-mutation';
import { ASK_TIMEOUT_MS } from './ask-question';

/**
 * Answers from a plan edited by hand instead of reading the question, which stays the answer's
 * title. The server keeps the answer, unsaved and marked as edited, under its id.
 */
export const askPlan = (notebookId: number, question: string, plan: AnswerPlan) =>
  apiRequest<AskResponse>(`/notebooks/${notebookId}/ask-plan`, {
    method: 'POST',
    json: { question, plan },
    timeoutMs: ASK_TIMEOUT_MS,
  });

/** Runs once per press, as an ask does: each run stores an answer. */
export const useAskPlan = (notebookId: number) =>
  useCreatingMutation({
    mutationFn: ({ question, plan }: { question: string; plan: AnswerPlan }) =>
      askPlan(notebookId, question, plan),
  });
