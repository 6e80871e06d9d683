import { useMutation } from '@tanstack/react-query';
import type { AskResponse } from '@workbench/contract/questions';
import { apiRequest } from '../../../lib/api-client';

/** The spec's limit for an answer; past it the client stops waiting and says nothing. */
export const ASK_TIMEOUT_MS = 10_000;

/** Asks a question about a notebook's events. The server keeps the answer, unsaved, under its id. */
export const askQuestion = (notebookId: number, question: string) =>
  apiRequest<AskResponse>('/notebooks/ask-events/', {
    query: { notebook_id: notebookId, question },
    timeoutMs: ASK_TIMEOUT_MS,
  });

export const useAskQuestion = (notebookId: number) =>
  useMutation({ mutationFn: (question: string) => askQuestion(notebookId, question) });
