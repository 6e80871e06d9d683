import type { AskResponse } from '@workbench/contract/questions';
import { apiRequest } from '../../../lib/api-client';
import { useCreatingMutation } from '../../../lib/creating-mutation';

/** The spec's limit for an answer; past it the client stops waiting and says nothing. */
export const ASK_TIMEOUT_MS = 10_000;

/** Asks a question about a notebook's events. The server keeps the answer, unsaved, under its id. */
export const askQuestion = (notebookId: number, question: string) =>
  apiRequest<AskResponse>('/notebooks/ask-events/', {
    query: { notebook_id: notebookId, question },
    timeoutMs: ASK_TIMEOUT_MS,
  });

/** Asks once per press: each ask stores an answer, so a double press would store two. */
export const useAskQuestion = (notebookId: number) =>
  useCreatingMutation({ mutationFn: (question: string) => askQuestion(notebookId, question) });
