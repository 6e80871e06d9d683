import { useQueryClient } from '@tanstack/react-query';
import type { SavedQuestion, SaveQuestionsResponse } from '@workbench/contract/questions';
import { apiRequest } from '../../../lib/api-client';
import { useCreatingMutation } from '../../../lib/creating-mutation';
import type { SavedQuestionPages } from './get-saved-questions';
import { questionKeys } from './keys';

export const saveQuestion = (notebookId: number, questionId: number, idempotencyKey: string) =>
  apiRequest<SaveQuestionsResponse>('/notebooks/questions/add', {
    method: 'POST',
    json: { notebook_id: notebookId, question_ids: [questionId] },
    idempotencyKey,
  });

/**
 * Saves an answer to its notebook. A newly saved answer goes on top of the list at once, in the
 * form `saved` gives it, and the list is then read again from the server for the real figures.
 */
export function useSaveQuestion(notebookId: number) {
  const queryClient = useQueryClient();
  return useCreatingMutation({
    mutationFn: (saved: SavedQuestion, keyFor) => saveQuestion(notebookId, saved.id, keyFor(saved.id)),
    onSuccess: ({ questions_added }, saved) => {
      const key = questionKeys.saved(notebookId);
      if (questions_added > 0) {
        queryClient.setQueryData<SavedQuestionPages>(key, (data) =>
          data
            ? {
                ...data,
                pages: data.pages.map((page, index) => ({
                  questions: index === 0 ? [saved, ...page.questions] : page.questions,
                  total_results: page.total_results + 1,
                })),
              }
            : data,
        );
      }
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
