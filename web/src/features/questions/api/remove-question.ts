import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RemoveQuestionsResponse } from '@workbench/contract/questions';
import { apiRequest } from '../../../lib/api-client';
import type { SavedQuestionPages } from './get-saved-questions';
import { questionKeys } from './keys';

export const removeQuestion = (notebookId: number, questionId: number) =>
  apiRequest<RemoveQuestionsResponse>('/notebooks/questions/remove', {
    method: 'POST',
    json: { notebook_id: notebookId, question_ids: [questionId] },
  });

/** Deletes a saved answer; it leaves the list at once, and the list is then read again. */
export function useRemoveQuestion(notebookId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (questionId: number) => removeQuestion(notebookId, questionId),
    onSuccess: ({ num_removed }, questionId) => {
      const key = questionKeys.saved(notebookId);
      queryClient.setQueryData<SavedQuestionPages>(key, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                questions: page.questions.filter((question) => question.id !== questionId),
                total_results: Math.max(0, page.total_results - num_removed),
              })),
            }
          : data,
      );
      queryClient.removeQueries({ queryKey: questionKeys.related(questionId) });
      queryClient.removeQueries({ queryKey: questionKeys.unrelated(questionId) });
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
