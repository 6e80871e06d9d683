import type { StoredCorrections } from '@workbench/contract/corrections';
import type { AnswerPlan } from '@workbench/contract/questions';
import { and, desc, eq, inArray, isNull, ne, notInArray, sql } from 'drizzle-orm';
import type { AnswerEvent, AnswerResult, CaseStep } from '../answering';
import { type DoomedAnswer, deleteAnswersInTurns } from '../db/answer-deletion';
import type { Db } from '../db/client';
import { type Page, readPage, totalCount } from '../db/paging';
import { queryRows } from '../db/rows';
import {
  eventSearch,
  events,
  notebookEventCorrections,
  notebookEvents,
  notebooks,
  questionEvents,
  questions,
} from '../db/schema';
import { correctRow, type EventRow, effectiveDate, eventFields } from '../events';
import { lockNotebook, recordActivity } from '../notebooks';

const questionFields = {
  id: questions.id,
  notebookId: questions.notebookId,
  ownerId: notebooks.ownerId,
  question: questions.question,
  answer: questions.answer,
  engine: questions.engine,
  result: questions.result,
  plan: questions.plan,
  planEdited: questions.planEdited,
  saved: questions.saved,
  createdAt: questions.createdAt,
  numEvents: sql<number>`(select count(*) from ${questionEvents} where ${questionEvents.questionId} = ${questions.id})::int`,
};

export type QuestionRow = NonNullable<Awaited<ReturnType<typeof findQuestion>>>;

export async function findQuestion(db: Db, id: number) {
  const [row] = await db
    .select(questionFields)
    .from(questions)
    .innerJoin(notebooks, eq(notebooks.id, questions.notebookId))
    .where(eq(questions.id, id));
  return row;
}

/** Stores a question with its answer and the events it used, in one transaction. */
export async function insertQuestion(
  db: Db,
  values: {
    notebookId: number;
    question: string;
    answer: string;
    engine: string;
    result: AnswerResult;
    plan: AnswerPlan | null;
    planEdited: boolean;
    eventIds: number[];
  },
): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(questions)
      .values({
        notebookId: values.notebookId,
        question: values.question,
        answer: values.answer,
        engine: values.engine,
        result: values.result,
        plan: values.plan,
        planEdited: values.planEdited,
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
 * (ignoring case and surrounding space); returns whether it was saved. Saves to one notebook take
 * turns on its row, so that parallel saves of one question see each other and all but one report a
 * duplicate; the unique index `questions_saved_text_key` would refuse a second copy anyway. The row
 * lock is the no-key kind, which lets asks keep adding questions that reference the notebook.
 */
export async function saveQuestion(
  db: Db,
  notebookId: number,
  question: { id: number; question: string },
  actorId: number,
): Promise<boolean> {
  const { id: questionId, question: text } = question;
  return db.transaction(async (tx) => {
    await lockNotebook(tx, notebookId);
    const [duplicate] = await tx
      .select({ id: questions.id })
      .from(questions)
      .where(
        and(
          eq(questions.notebookId, notebookId),
          eq(questions.saved, true),
          ne(questions.id, questionId),
          sql`lower(trim(${questions.question})) = lower(trim(${text}))`,
        ),
      )
      .limit(1);
    if (duplicate) return false;
    await tx.update(questions).set({ saved: true }).where(eq(questions.id, questionId));
    await recordActivity(tx, { notebookId, actorId, action: 'answer_saved', detail: { question: text } });
    return true;
  });
}

/** Unsaved answers one notebook keeps; asking more deletes the oldest. */
export const MAX_UNSAVED_ANSWERS_PER_NOTEBOOK = 200;

/** Hours an unsaved answer is kept. */
export const UNSAVED_ANSWER_HOURS = 24;

/**
 * Deletes the unsaved answers older than UNSAVED_ANSWER_HOURS and those past the newest
 * MAX_UNSAVED_ANSWERS_PER_NOTEBOOK of their notebook (of one notebook, when given); returns how many
 * went. They go a few at a time, so that no statement removes more than ROWS_PER_DELETE rows with
 * the events they cite (an answer over a large notebook cites thousands). An answer saved in the
 * meantime stays.
 */
export async function pruneUnsavedAnswers(db: Db, notebookId?: number): Promise<number> {
  const inNotebook = notebookId === undefined ? sql`` : sql`and notebook_id = ${notebookId}`;
  const doomed = await queryRows<DoomedAnswer>(
    db,
    sql`select q.id, (select count(*) from question_events e where e.question_id = q.id)::int as cited
        from (select id, created_at,
                     row_number() over (partition by notebook_id order by created_at desc, id desc) as rank
              from questions where not saved ${inNotebook}) q
        where q.rank > ${MAX_UNSAVED_ANSWERS_PER_NOTEBOOK}
           or q.created_at < now() - make_interval(hours => ${UNSAVED_ANSWER_HOURS})`,
  );
  return deleteAnswersInTurns(db, doomed, { onlyUnsaved: true });
}

export function listSavedQuestions(
  db: Db,
  notebookId: number,
  limit: number,
  offset: number,
): Promise<Page<QuestionRow>> {
  return readPage(
    (pageLimit, pageOffset) =>
      db
        .select({ ...questionFields, total: totalCount })
        .from(questions)
        .innerJoin(notebooks, eq(notebooks.id, questions.notebookId))
        .where(and(eq(questions.notebookId, notebookId), eq(questions.saved, true)))
        .orderBy(desc(questions.createdAt), desc(questions.id))
        .limit(pageLimit)
        .offset(pageOffset),
    limit,
    offset,
  );
}

/** Deletes the notebook's answers among `ids`, and records who deleted the saved ones. */
export async function removeQuestions(
  db: Db,
  notebookId: number,
  ids: number[],
  actorId: number,
): Promise<number> {
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(questions)
      .where(and(eq(questions.notebookId, notebookId), inArray(questions.id, ids)))
      .returning({ id: questions.id, question: questions.question, saved: questions.saved });
    for (const gone of removed.filter((row) => row.saved)) {
      await recordActivity(tx, {
        notebookId,
        actorId,
        action: 'answers_deleted',
        detail: { question: gone.question },
      });
    }
    return removed.length;
  });
}

/** How an event of the notebook joins its corrections there; use after joining notebook_events. */
const correctionsInNotebook = and(
  eq(notebookEventCorrections.notebookId, notebookEvents.notebookId),
  eq(notebookEventCorrections.eventId, notebookEvents.eventId),
);

/**
 * Events an answer used (linked) or the notebook's other events (unlinked), newest first, each with
 * its corrections in the notebook (none for a used event that has since left it).
 */
export function listQuestionEvents(
  db: Db,
  question: { id: number; notebookId: number },
  linked: boolean,
  limit: number,
  offset: number,
): Promise<Page<EventRow & { corrections: StoredCorrections | null }>> {
  const used = db
    .select({ id: questionEvents.eventId })
    .from(questionEvents)
    .where(eq(questionEvents.questionId, question.id));
  const page = (pageLimit: number, pageOffset: number) => {
    const select = db.select({
      ...eventFields,
      corrections: notebookEventCorrections.fields,
      total: totalCount,
    });
    const source = linked
      ? select
          .from(events)
          .leftJoin(
            notebookEventCorrections,
            and(
              eq(notebookEventCorrections.notebookId, question.notebookId),
              eq(notebookEventCorrections.eventId, events.id),
            ),
          )
          .where(inArray(events.id, used))
      : select
          .from(notebookEvents)
          .innerJoin(events, eq(events.id, notebookEvents.eventId))
          .leftJoin(notebookEventCorrections, correctionsInNotebook)
          .where(and(eq(notebookEvents.notebookId, question.notebookId), notInArray(events.id, used)));
    return source.orderBy(desc(effectiveDate), desc(events.id)).limit(pageLimit).offset(pageOffset);
  };
  return readPage(page, limit, offset);
}

/**
 * Which of the words each event's release text says (stemmed as search stems them), for the notebook's
 * events that say any: one query over the search index, never the release texts themselves.
 */
export async function releaseTextMentions(
  db: Db,
  notebookId: number,
  words: readonly string[],
): Promise<Map<number, string[]>> {
  if (words.length === 0) return new Map();
  const rows = await queryRows<{ event_id: number; word: string }>(
    db,
    sql`select ${notebookEvents.eventId} as event_id, w.word
        from ${notebookEvents}
        join ${eventSearch} on ${eventSearch.eventId} = ${notebookEvents.eventId}
        cross join unnest(${sql.param(words)}::text[]) as w(word)
        where ${notebookEvents.notebookId} = ${notebookId}
          and ${eventSearch.search} @@ plainto_tsquery('english', w.word)`,
  );
  const mentions = new Map<number, string[]>();
  for (const { event_id, word } of rows) mentions.set(event_id, [...(mentions.get(event_id) ?? []), word]);
  return mentions;
}

/**
 * Everything an answer engine may read about the notebook's events, with the values its owner
 * corrected in it: every engine, plan and reader sees the corrected event.
 */
export async function eventsForAnswering(db: Db, notebookId: number): Promise<AnswerEvent[]> {
  const rows = await db
    .select({
      id: events.id,
      title: events.title,
      date: events.date,
      incidentMonth: events.incidentMonth,
      publishedDate: events.publishedDate,
      location: events.location,
      province: events.province,
      crimeCommitted: events.crimeCommitted,
      summary: events.summary,
      municipality: events.municipality,
      policeStation: events.policeStation,
      suspectsArrested: events.suspectsArrested,
      suspectAges: events.suspectAges,
      victimsCount: events.victimsCount,
      victimsFemale: events.victimsFemale,
      victimsMale: events.victimsMale,
      victimAges: events.victimAges,
      victimsKilled: events.victimsKilled,
      victimsInjured: events.victimsInjured,
      victimsChildren: events.victimsChildren,
      victimsPolice: events.victimsPolice,
      suspectsFemale: events.suspectsFemale,
      suspectsMale: events.suspectsMale,
      relationship: events.relationship,
      arrestMade: events.arrestMade,
      outcome: events.outcome,
      incidentId: events.incidentId,
      corrections: notebookEventCorrections.fields,
    })
    .from(notebookEvents)
    .innerJoin(events, eq(events.id, notebookEvents.eventId))
    .leftJoin(notebookEventCorrections, correctionsInNotebook)
    .where(eq(notebookEvents.notebookId, notebookId))
    .orderBy(effectiveDate, events.id);
  const stepsOf = await caseStepsOf(
    db,
    rows.flatMap((r) => (r.incidentId === null ? [] : [r.incidentId])),
  );
  return rows.map(({ corrections, ...stored }) => {
    const row = correctRow(stored, corrections);
    const caseSteps = row.incidentId === null ? undefined : stepsOf.get(row.incidentId);
    return {
      id: row.id,
      title: row.title,
      date: row.date,
      published_date: row.publishedDate,
      location: row.location,
      province: row.province,
      crime_committed: row.crimeCommitted,
      summary: row.summary,
      municipality: row.municipality,
      police_station: row.policeStation,
      suspects_arrested: row.suspectsArrested,
      suspect_ages: row.suspectAges,
      victims: {
        count: row.victimsCount,
        female: row.victimsFemale,
        male: row.victimsMale,
        ages: row.victimAges,
      },
      victims_killed: row.victimsKilled,
      victims_injured: row.victimsInjured,
      victims_children: row.victimsChildren,
      victims_police: row.victimsPolice,
      suspects_female: row.suspectsFemale,
      suspects_male: row.suspectsMale,
      relationship: row.relationship,
      incident_id: row.incidentId,
      arrest_made: row.arrestMade,
      outcome: row.outcome,
      incident_month: row.date === null ? row.incidentMonth : null,
      ...(caseSteps ? { case_steps: caseSteps } : {}),
    };
  });
}

/**
 * The steps every release of these incidents reports, oldest first, copies left out: how far each case
 * got and when, read from the whole corpus. A crime report is dated by the crime; a later step by the
 * day its release came out, since an arrest or a sentence release still carries the crime's date.
 */
async function caseStepsOf(db: Db, incidentIds: readonly number[]): Promise<Map<number, CaseStep[]>> {
  const steps = new Map<number, CaseStep[]>();
  if (incidentIds.length === 0) return steps;
  const rows = await db
    .select({
      incidentId: events.incidentId,
      step: events.step,
      date: effectiveDate,
      publishedDate: events.publishedDate,
    })
    .from(events)
    .where(and(inArray(events.incidentId, [...new Set(incidentIds)]), isNull(events.duplicateOf)))
    .orderBy(events.publishedDate, events.id);
  for (const { incidentId, step, date, publishedDate } of rows) {
    if (incidentId === null || step === null) continue;
    const when = step === 'reported' ? date : publishedDate;
    const ofCase = steps.get(incidentId);
    if (ofCase) ofCase.push({ step, date: when });
    else steps.set(incidentId, [{ step, date: when }]);
  }
  return steps;
}

/** The event's corrections in the notebook; null when it has none there. */
export async function findCorrections(
  db: Db,
  notebookId: number,
  eventId: number,
): Promise<StoredCorrections | null> {
  const [row] = await db
    .select({ fields: notebookEventCorrections.fields })
    .from(notebookEventCorrections)
    .where(
      and(eq(notebookEventCorrections.notebookId, notebookId), eq(notebookEventCorrections.eventId, eventId)),
    );
  return row?.fields ?? null;
}

export async function usedEventIds(db: Db, questionId: number): Promise<number[]> {
  const rows = await db
    .select({ id: questionEvents.eventId })
    .from(questionEvents)
    .where(eq(questionEvents.questionId, questionId));
  return rows.map((row) => row.id);
}

/**
 * The saved question takes the fresh answer's text, engine, result, plan, time and events; the fresh
 * question, now spent, is deleted. One transaction, so the saved entry never shows half of each.
 * False when the fresh question is already gone (a replace that raced this one took it).
 */
export async function replaceAnswer(
  db: Db,
  savedId: number,
  freshId: number,
  actorId: number,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [fresh] = await tx.select().from(questions).where(eq(questions.id, freshId)).for('update');
    if (!fresh) return false;
    await tx
      .update(questions)
      .set({
        answer: fresh.answer,
        engine: fresh.engine,
        result: fresh.result,
        plan: fresh.plan,
        planEdited: fresh.planEdited,
        createdAt: fresh.createdAt,
      })
      .where(eq(questions.id, savedId));
    await tx.delete(questionEvents).where(eq(questionEvents.questionId, savedId));
    await tx
      .update(questionEvents)
      .set({ questionId: savedId })
      .where(eq(questionEvents.questionId, freshId));
    await tx.delete(questions).where(eq(questions.id, freshId));
    await recordActivity(tx, {
      notebookId: fresh.notebookId,
      actorId,
      action: 'answer_replaced',
      detail: { question: fresh.question },
    });
    return true;
  });
}
