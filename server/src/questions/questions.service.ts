import type { NotebookRight } from '@workbench/contract/members';
import type {
  AskResponse,
  EventSupportResponse,
  ReAskResponse,
  ReadingTerms,
} from '@workbench/contract/questions';
import { ZodError } from 'zod';
import {
  type Answer,
  type AnswerEngine,
  type AnswerEvent,
  questionSupport,
  UnknownPlanTerm,
  wordsToLookUp,
} from '../answering';
import type { UserRow } from '../auth';
import type { Db } from '../db/client';
import type { Reader } from '../db/read-routing';
import { Invalid, NotFound } from '../errors';
import { correctRow, evidenceBeside, findEvent } from '../events';
import { loadNotebook, requireRight, roleIn } from '../notebooks';
import { answerChanges } from './answer-changes';
import { answerFromEditedPlan } from './edited-plan';
import {
  eventsForAnswering,
  findCorrections,
  findQuestion,
  insertQuestion,
  pruneUnsavedAnswers,
  type QuestionRow,
  releaseTextMentions,
  replaceAnswer,
  usedEventIds,
} from './questions.repository';
import { readingTermsOf } from './reading-terms';

/**
 * A question is visible exactly when its notebook is (404 otherwise), and open to what the user's
 * role in that notebook allows (403 otherwise).
 */
export async function loadQuestion(
  db: Db,
  user: UserRow,
  id: number,
  right: NotebookRight,
): Promise<QuestionRow> {
  const question = await findQuestion(db, id);
  const role = question && (await roleIn(db, user, question.notebookId));
  if (!question || !role) throw new NotFound('Question');
  requireRight(role, right);
  return question;
}

/** Stores an answer (unsaved) with the events it used; an engine may only cite what it was given. */
async function storeAnswer(
  db: Db,
  notebookId: number,
  question: string,
  events: readonly AnswerEvent[],
  answer: Answer,
  planEdited: boolean,
): Promise<AskResponse> {
  const known = new Set(events.map((e) => e.id));
  const used = [...new Set(answer.usedEventIds)].filter((id) => known.has(id));
  const id = await insertQuestion(db, {
    notebookId,
    question,
    answer: answer.text,
    engine: answer.engine,
    result: answer.result,
    plan: answer.plan,
    planEdited,
    eventIds: used,
  });
  await pruneUnsavedAnswers(db, notebookId);
  return {
    answer: answer.text,
    id,
    engine: answer.engine,
    num_events: used.length,
    result: answer.result,
    plan: answer.plan,
    plan_edited: planEdited,
  };
}

/**
 * The notebook's events for answering, each with the names of the question its release text says;
 * the events and the names are read side by side.
 */
async function eventsWithMentions(db: Db, notebookId: number, question: string): Promise<AnswerEvent[]> {
  const [events, mentions] = await Promise.all([
    eventsForAnswering(db, notebookId),
    releaseTextMentions(db, notebookId, wordsToLookUp(question)),
  ]);
  if (mentions.size === 0) return events;
  return events.map((e) => (mentions.has(e.id) ? { ...e, mentions: mentions.get(e.id) } : e));
}

/**
 * Answers from the notebook's events only, and stores the answer (unsaved) with the events it used.
 * Who may ask is read on the primary, so access taken away takes effect at once; the events, the
 * bulk of the reading, are read by `read` (a replica when one is fit).
 */
export async function ask(
  db: Db,
  read: Reader,
  engine: AnswerEngine,
  user: UserRow,
  input: { notebookId: number; question: string },
): Promise<AskResponse> {
  const notebook = await loadNotebook(db, user, input.notebookId, 'ask');
  const events = await read((r) => eventsWithMentions(r, notebook.id, input.question));
  const answer = await engine.answer(input.question, events);
  return storeAnswer(db, notebook.id, input.question, events, answer, false);
}

/**
 * Answers from a plan a person edited rather than from the reading of the question (which is kept
 * as the answer's title), and stores it like any answer, marked as edited. The plan is checked by
 * the plan schema; a crime or place the analyst does not know is refused.
 */
export async function askPlan(
  db: Db,
  read: Reader,
  user: UserRow,
  input: { notebookId: number; question: string; plan: unknown },
): Promise<AskResponse> {
  const notebook = await loadNotebook(db, user, input.notebookId, 'ask');
  const events = await read((r) => eventsWithMentions(r, notebook.id, input.question));
  const answer = answerFromEditedPlan(input.plan, input.question, events);
  return storeAnswer(db, notebook.id, input.question, events, answer, true);
}

/** The crimes and places of the notebook's events, corrections applied, for editing a plan. */
export async function readingTerms(
  db: Db,
  read: Reader,
  user: UserRow,
  notebookId: number,
): Promise<ReadingTerms> {
  const notebook = await loadNotebook(db, user, notebookId, 'ask');
  return readingTermsOf(await read((r) => eventsForAnswering(r, notebook.id)));
}

/**
 * Answers a stored question again as a new unsaved question, and says what changed against the stored
 * answer and which saved question the new one could replace. An answer from an edited plan runs that
 * plan again: reading the question would undo the edit.
 */
export async function reAsk(
  db: Db,
  read: Reader,
  engine: AnswerEngine,
  user: UserRow,
  id: number,
): Promise<ReAskResponse> {
  const previous = await loadQuestion(db, user, id, 'ask');
  const again = { notebookId: previous.notebookId, question: previous.question };
  const fresh = previous.planEdited
    ? await askPlan(db, read, user, { ...again, plan: previous.plan })
    : await ask(db, read, engine, user, again);
  const [usedBefore, usedNow] = await Promise.all([
    usedEventIds(db, previous.id),
    usedEventIds(db, fresh.id),
  ]);
  return {
    ...fresh,
    replaces: previous.saved ? previous.id : null,
    changes: answerChanges(
      { answer: previous.answer, eventIds: usedBefore },
      { answer: fresh.answer, eventIds: usedNow },
    ),
  };
}

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The saved question takes a fresh answer to the same question in the same notebook. */
export async function replaceSavedAnswer(
  db: Db,
  user: UserRow,
  savedId: number,
  freshId: number,
): Promise<QuestionRow> {
  const saved = await loadQuestion(db, user, savedId, 'edit');
  const fresh = await loadQuestion(db, user, freshId, 'edit');
  if (!saved.saved) throw new Invalid('Only a saved answer can be replaced');
  if (fresh.saved) throw new Invalid('question_id: must be a new answer that is not saved');
  if (fresh.notebookId !== saved.notebookId || !sameText(fresh.question, saved.question)) {
    throw new Invalid('question_id: must answer the same question in the same notebook');
  }
  if (!(await replaceAnswer(db, saved.id, fresh.id, user.id))) throw new NotFound('Question');
  return loadQuestion(db, user, saved.id, 'read');
}

/**
 * The words of an event an answer used that bear out its question, read again by the rule reader:
 * the stored question is all it needs, so a fresh answer and one saved long ago get the same. An
 * answer from an edited plan is borne out by that plan, since it set the question's reading aside.
 * An event the answer did not use is not found, whatever else the notebook holds. Values corrected
 * in the notebook count, not the ones the release was read as.
 */
export async function eventSupport(
  db: Db,
  user: UserRow,
  questionId: number,
  eventId: number,
): Promise<EventSupportResponse> {
  const question = await loadQuestion(db, user, questionId, 'read');
  const used = await usedEventIds(db, question.id);
  const stored = used.includes(eventId) ? await findEvent(db, eventId) : undefined;
  if (!stored) throw new NotFound('Event');
  // The event as its notebook has it: corrected fields hold their new values, and the words they
  // were read from no longer count as bearing them out.
  const corrections = await findCorrections(db, question.notebookId, eventId);
  const row = correctRow(stored, corrections);
  const event = {
    id: row.id,
    title: row.title,
    date: row.date,
    published_date: row.publishedDate,
    location: row.location,
    province: row.province,
    municipality: row.municipality,
    crime_committed: row.crimeCommitted,
    summary: row.summary,
    context: row.context,
    evidence: evidenceBeside(row.evidence, corrections),
  };
  try {
    const plan = question.planEdited ? question.plan : undefined;
    return {
      question_id: question.id,
      event_id: row.id,
      spans: questionSupport(question.question, event, plan),
    };
  } catch (error) {
    // A question the reader cannot plan again (a name it no longer resolves, more filters than a plan
    // holds) leaves nothing to mark; the event itself is still there to read.
    if (error instanceof UnknownPlanTerm || error instanceof ZodError)
      return { question_id: question.id, event_id: row.id, spans: [] };
    throw error;
  }
}
