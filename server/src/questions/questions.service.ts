import type { AskResponse } from '@workbench/contract/questions';
import type { AnswerEngine } from '../answering';
import type { UserRow } from '../auth';
import type { Db } from '../db/client';
import { NotFound } from '../errors';
import { canAccessNotebook, loadOwnedNotebook } from '../notebooks';
import { eventsForAnswering, findQuestion, insertQuestion, type QuestionRow } from './questions.repository';

/** A question is visible exactly when its notebook is. */
export async function loadOwnedQuestion(db: Db, user: UserRow, id: number): Promise<QuestionRow> {
  const question = await findQuestion(db, id);
  if (!question || !canAccessNotebook(user, question)) throw new NotFound('Question');
  return question;
}

/** Answers from the notebook's events only, and stores the answer (unsaved) with the events it used. */
export async function ask(
  db: Db,
  engine: AnswerEngine,
  user: UserRow,
  input: { notebookId: number; question: string },
): Promise<AskResponse> {
  const notebook = await loadOwnedNotebook(db, user, input.notebookId);
  const events = await eventsForAnswering(db, notebook.id);
  const answer = await engine.answer(input.question, events);
  // An engine may only cite what it was given.
  const known = new Set(events.map((e) => e.id));
  const used = [...new Set(answer.usedEventIds)].filter((id) => known.has(id));
  const id = await insertQuestion(db, {
    notebookId: notebook.id,
    question: input.question,
    answer: answer.text,
    engine: answer.engine,
    eventIds: used,
  });
  return { answer: answer.text, id, engine: answer.engine, num_events: used.length };
}
