import type { SavedQuestion } from '@workbench/contract/questions';
import type { QuestionRow } from './questions.repository';

export const presentQuestion = (row: QuestionRow): SavedQuestion => ({
  id: row.id,
  question: row.question,
  answer: row.answer,
  engine: row.engine,
  created_at: row.createdAt.toISOString(),
  num_events: row.numEvents,
  result: row.result ?? null,
  plan: row.plan ?? null,
  plan_edited: row.planEdited,
});
