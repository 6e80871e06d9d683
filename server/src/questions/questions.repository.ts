import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AnswerEvent } from '../answering/engine';
import { type Db, queryRows } from '../db/client';
import { questionEvents, questions } from '../db/schema';
import { type EventRow, eventColumns } from '../search/events.presenter';

export type QuestionRow = {
  id: number;
  notebook_id: number;
  owner_id: number;
  question: string;
  answer: string;
  engine: string;
  saved: boolean;
  created_at: string;
  num_events: number;
};

const isoTime = (column: ReturnType<typeof sql>) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const questionWithOwner = sql`
  select q.id, q.notebook_id, n.owner_id, q.question, q.answer, q.engine, q.saved,
    ${isoTime(sql`q.created_at`)} as created_at,
    (select count(*) from question_events qe where qe.question_id = q.id)::int as num_events
  from questions q join notebooks n on n.id = q.notebook_id`;

export async function findQuestion(db: Db, id: number): Promise<QuestionRow | undefined> {
  const [row] = await queryRows<QuestionRow>(db, sql`${questionWithOwner} where q.id = ${id}`);
  return row;
}

/** Stores a question with its answer and the events it used, in one transaction. */
export async function insertQuestion(
  db: Db,
  values: { notebookId: number; question: string; answer: string; engine: string; eventIds: number[] },
): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(questions)
      .values({
        notebookId: values.notebookId,
        question: values.question,
        answer: values.answer,
        engine: values.engine,
      })
      .returning({ id: questions.id });
    if (!row) throw new Error('insert returned no row');
    if (values.eventIds.length > 0) {
      await tx
        .insert(questionEvents)
        .values(values.eventIds.map((eventId) => ({ questionId: row.id, eventId })));
    }
    return row.id;
  });
}

/**
 * Marks the question saved unless the notebook already keeps a saved question with the same text
 * (ignoring case and surrounding space); returns whether it was saved.
 */
export async function saveQuestion(
  db: Db,
  notebookId: number,
  questionId: number,
  text: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [duplicate] = await queryRows<{ id: number }>(
      tx as unknown as Db,
      sql`select id from questions where notebook_id = ${notebookId} and saved and id <> ${questionId}
        and lower(trim(question)) = lower(trim(${text})) limit 1`,
    );
    if (duplicate) return false;
    await tx.update(questions).set({ saved: true }).where(eq(questions.id, questionId));
    return true;
  });
}

export async function listSavedQuestions(
  db: Db,
  notebookId: number,
  limit: number,
  offset: number,
): Promise<{ rows: QuestionRow[]; total: number }> {
  const rows = await queryRows<QuestionRow>(
    db,
    sql`${questionWithOwner} where q.notebook_id = ${notebookId} and q.saved
      order by q.created_at desc, q.id desc limit ${limit} offset ${offset}`,
  );
  const [count] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from questions where notebook_id = ${notebookId} and saved`,
  );
  return { rows, total: count?.n ?? 0 };
}

export async function removeQuestions(db: Db, notebookId: number, ids: number[]): Promise<number> {
  const removed = await db
    .delete(questions)
    .where(and(eq(questions.notebookId, notebookId), inArray(questions.id, ids)))
    .returning({ id: questions.id });
  return removed.length;
}

/** Events an answer used (linked) or the notebook's other events (unlinked), newest first. */
export async function listQuestionEvents(
  db: Db,
  question: { id: number; notebook_id: number },
  linked: boolean,
  limit: number,
  offset: number,
): Promise<{ rows: EventRow[]; total: number }> {
  const used = sql`select event_id from question_events where question_id = ${question.id}`;
  const source = linked
    ? sql`from events e where e.id in (${used})`
    : sql`from notebook_events ne join events e on e.id = ne.event_id
        where ne.notebook_id = ${question.notebook_id} and e.id not in (${used})`;
  const rows = await queryRows<EventRow>(
    db,
    sql`select ${eventColumns} ${source}
      order by coalesce(e.date, e.published_date) desc, e.id desc limit ${limit} offset ${offset}`,
  );
  const [count] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n ${source}`);
  return { rows, total: count?.n ?? 0 };
}

/** Everything an answer engine may read about the notebook's events. */
export async function eventsForAnswering(db: Db, notebookId: number): Promise<AnswerEvent[]> {
  return queryRows<AnswerEvent>(
    db,
    sql`select e.id, e.title, e.date::text as date, e.published_date::text as published_date, e.location,
        e.province, e.crime_committed, e.summary
      from notebook_events ne join events e on e.id = ne.event_id
      where ne.notebook_id = ${notebookId}
      order by coalesce(e.date, e.published_date), e.id`,
  );
}
