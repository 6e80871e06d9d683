import { z } from 'zod';
import { pageQueryOf } from './common';
import { event } from './events';
import { QUESTION_EVENTS_PAGE_SIZE } from './limits';

const id = z.coerce
  .number()
  .int()
  .positive('must be a positive whole number')
  .max(2_147_483_647, 'is too large');

export const QUESTION_MAX = 500;

export const questionEventsPageQuery = pageQueryOf(QUESTION_EVENTS_PAGE_SIZE);

export const askQuery = z.object({
  notebook_id: id,
  question: z
    .string()
    .trim()
    .min(1, 'Question is required')
    .max(QUESTION_MAX, `Question must be at most ${QUESTION_MAX} characters`),
});

export const askResponse = z
  .object({ answer: z.string(), id: z.number().int(), engine: z.string(), num_events: z.number().int() })
  .meta({ id: 'Answer' });
export type AskResponse = z.infer<typeof askResponse>;

export const questionIdParams = z.object({ id });

export const saveQuestionsBody = z.object({
  notebook_id: id,
  question_ids: z.array(id).min(1, 'one question id is required').max(1, 'save one question at a time'),
});
export const saveQuestionsResponse = z.object({
  questions_added: z.number().int(),
  questions_deduplicated: z.number().int(),
});
export type SaveQuestionsResponse = z.infer<typeof saveQuestionsResponse>;

export const removeQuestionsBody = z.object({
  notebook_id: id,
  question_ids: z.array(id).min(1, 'one question id is required').max(100),
});
export const removeQuestionsResponse = z.object({ num_removed: z.number().int() });
export type RemoveQuestionsResponse = z.infer<typeof removeQuestionsResponse>;

export const savedQuestion = z
  .object({
    id: z.number().int(),
    question: z.string(),
    answer: z.string(),
    engine: z.string(),
    created_at: z.string(),
    num_events: z.number().int(),
  })
  .meta({ id: 'SavedQuestion' });
export type SavedQuestion = z.infer<typeof savedQuestion>;

export const questionsResponse = z.object({
  questions: z.array(savedQuestion),
  total_results: z.number().int(),
});
export type QuestionsResponse = z.infer<typeof questionsResponse>;

export const questionEventsResponse = z.object({ events: z.array(event), total_results: z.number().int() });
export type QuestionEventsResponse = z.infer<typeof questionEventsResponse>;
