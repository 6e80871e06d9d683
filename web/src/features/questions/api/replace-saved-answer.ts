import { useQueryClient } from '@tanstack/react-query';
import type { SavedQuestion } from '@workbench/contract/questions';
import { apiRequest } from '../../../lib/api-client';
import { useCreatingMutation } from '../../../lib/creating-mutation';
import type { SavedQuestionPages } from './get-saved-questions';
import { questionKeys } from './keys';

/** The saved answer `savedId` takes the new, unsaved answer `questionId`, which is used up. */
export const replaceSavedAnswer = (savedId: number, questionId: number, idempotencyKey: string) =>
  apiRequest<SavedQuestion>(`/notebooks/questions/${savedId}/replace`, {
    method: 'POST',
    json: { question_id: questionId },
    idempotencyKey,
  });

/**
 * Replaces a saved answer with a newer one. The entry shows the new answer at once; its events are
 * read again when next opened, and the list is read again for its order.
 */
export function useReplaceSavedAnswer(notebookId: number) {
  const queryClient = useQueryClient();
  return useCreatingMutation({
    mutationFn: (ids: { savedId: number; questionId: number }, keyFor) =>
      replaceSavedAnswer(ids.savedId, ids.questionId, keyFor(ids)),
    onSuccess: (replaced) => {
      const key = questionKeys.saved(notebookId);
      queryClient.setQueryData<SavedQuestionPages>(key, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                questions: page.questions.map((question) =>
                  question.id === replaced.id ? replaced : question,
                ),
              })),
            }
          : data,
      );
      queryClient.removeQueries({ queryKey: questionKeys.related(replaced.id) });
      queryClient.removeQueries({ queryKey: questionKeys.unrelated(replaced.id) });
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
