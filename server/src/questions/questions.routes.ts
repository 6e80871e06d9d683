import { errorBody, idempotencyKeyHeaders, pageQuery } from '@workbench/contract/common';
import { notebookEventsResponse, notebookIdParams } from '@workbench/contract/notebooks';
import {
  askPlanBody,
  askQuery,
  askResponse,
  eventSupportParams,
  eventSupportResponse,
  questionEventsPageQuery,
  questionEventsResponse,
  questionIdParams,
  questionsResponse,
  reAskResponse,
  readingTerms as readingTermsResponse,
  removeQuestionsBody,
  removeQuestionsResponse,
  replaceAnswerBody,
  savedQuestion,
  saveQuestionsBody,
  saveQuestionsResponse,
} from '@workbench/contract/questions';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type AnswerEngine, planSchema } from '../answering';
import { userOf } from '../auth';
import type { Db } from '../db/client';
import type { ReadRouting } from '../db/read-routing';
import { NotFound } from '../errors';
import { presentNotebookEvent } from '../events';
import { idempotent } from '../http/idempotency';
import { pageOffset } from '../http/pagination';
import { loadNotebook } from '../notebooks';
import { presentQuestion } from './questions.presenter';
import {
  listQuestionEvents,
  listSavedQuestions,
  removeQuestions,
  saveQuestion,
} from './questions.repository';
import {
  ask,
  askPlan,
  eventSupport,
  loadQuestion,
  reAsk,
  readingTerms,
  replaceSavedAnswer,
} from './questions.service';

const tags = ['questions'];
const security = [{ bearer: [] }];
const errors = { 401: errorBody, 403: errorBody, 404: errorBody, 422: errorBody };

/** Ask-plan's body with the plan checked field by field, and shown in full in the API document. */
const askPlanRequest = askPlanBody.extend({
  plan: planSchema.meta({
    id: 'Plan',
    description:
      "What to compute over the notebook's events: the measure, the filters, the grouping, order and limit. An answer's `plan` has these fields.",
  }),
});

export const questionRoutes =
  (deps: { db: Db; reads: ReadRouting; engine: AnswerEngine }): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, engine } = deps;
    const readerOf = (request: FastifyRequest) => deps.reads.readerFor(userOf(request).id);
    const once = idempotent(db, (request) => userOf(request).id);

    app.get(
      '/notebooks/ask-events/',
      {
        schema: {
          tags,
          security,
          summary: "Ask a question about a notebook's events; the answer is stored unsaved",
          querystring: askQuery,
          response: { 200: askResponse, ...errors },
        },
      },
      async (request) =>
        ask(db, readerOf(request), engine, userOf(request), {
          notebookId: request.query.notebook_id,
          question: request.query.question,
        }),
    );

    app.post(
      '/notebooks/:id/ask-plan',
      {
        schema: {
          tags,
          security,
          summary:
            "Answer from a plan (an answer's, edited) instead of reading the question; the answer is stored unsaved and marked as edited",
          params: notebookIdParams,
          body: askPlanRequest,
          response: { 200: askResponse, ...errors },
        },
      },
      async (request) =>
        askPlan(db, readerOf(request), userOf(request), {
          notebookId: request.params.id,
          question: request.body.question,
          plan: request.body.plan,
        }),
    );

    app.get(
      '/notebooks/:id/reading-terms',
      {
        schema: {
          tags,
          security,
          summary:
            "The crimes (families and categories) and places of a notebook's events, with how many events have each: the names a plan may give",
          params: notebookIdParams,
          response: { 200: readingTermsResponse, ...errors },
        },
      },
      async (request) => readingTerms(db, readerOf(request), userOf(request), request.params.id),
    );

    app.get(
      '/notebooks/questions/:id/re-ask',
      {
        schema: {
          tags,
          security,
          summary:
            'Ask a stored question again (an answer from an edited plan runs that plan again); returns a new unsaved answer and what changed against the stored one',
          params: questionIdParams,
          response: { 200: reAskResponse, ...errors },
        },
      },
      async (request) => reAsk(db, readerOf(request), engine, userOf(request), request.params.id),
    );

    app.post(
      '/notebooks/questions/:id/replace',
      {
        ...once,
        schema: {
          tags,
          security,
          summary: 'A saved answer takes a new answer to the same question; the new, unsaved one is used up',
          params: questionIdParams,
          headers: idempotencyKeyHeaders,
          body: replaceAnswerBody,
          response: { 200: savedQuestion, ...errors, 409: errorBody },
        },
      },
      async (request) =>
        presentQuestion(
          await replaceSavedAnswer(db, userOf(request), request.params.id, request.body.question_id),
        ),
    );

    app.post(
      '/notebooks/questions/add',
      {
        ...once,
        schema: {
          tags,
          security,
          summary: 'Save an answer to its notebook',
          headers: idempotencyKeyHeaders,
          body: saveQuestionsBody,
          response: { 200: saveQuestionsResponse, ...errors, 409: errorBody },
        },
      },
      async (request) => {
        const user = userOf(request);
        const notebook = await loadNotebook(db, user, request.body.notebook_id, 'edit');
        const question = await loadQuestion(db, user, request.body.question_ids[0] as number, 'edit');
        if (question.notebookId !== notebook.id) throw new NotFound('Question');
        if (question.saved) return { questions_added: 0, questions_deduplicated: 1 };
        const saved = await saveQuestion(db, notebook.id, question, user.id);
        return { questions_added: saved ? 1 : 0, questions_deduplicated: saved ? 0 : 1 };
      },
    );

    app.get(
      '/notebooks/:id/questions',
      {
        schema: {
          tags,
          security,
          summary: "A notebook's saved answers, newest first",
          params: notebookIdParams,
          querystring: pageQuery,
          response: { 200: questionsResponse, ...errors },
        },
      },
      async (request) => {
        const notebook = await loadNotebook(db, userOf(request), request.params.id, 'read');
        const { rows, total } = await listSavedQuestions(
          db,
          notebook.id,
          request.query.page_size,
          pageOffset(request.query),
        );
        return { questions: rows.map(presentQuestion), total_results: total };
      },
    );

    app.post(
      '/notebooks/questions/remove',
      {
        schema: {
          tags,
          security,
          summary: 'Delete saved answers from a notebook',
          body: removeQuestionsBody,
          response: { 200: removeQuestionsResponse, ...errors },
        },
      },
      async (request) => {
        const user = userOf(request);
        const notebook = await loadNotebook(db, user, request.body.notebook_id, 'edit');
        const ids = [...new Set(request.body.question_ids)];
        return { num_removed: await removeQuestions(db, notebook.id, ids, user.id) };
      },
    );

    for (const linked of [true, false]) {
      app.get(
        linked ? '/questions/:id/events' : '/questions/:id/events/unlinked',
        {
          schema: {
            tags,
            security,
            summary: linked ? 'The events an answer used' : "The notebook's events an answer did not use",
            params: questionIdParams,
            querystring: questionEventsPageQuery,
            response: { 200: linked ? questionEventsResponse : notebookEventsResponse, ...errors },
          },
        },
        async (request) => {
          const question = await loadQuestion(db, userOf(request), request.params.id, 'read');
          const { rows, total } = await listQuestionEvents(
            db,
            question,
            linked,
            request.query.page_size,
            pageOffset(request.query),
          );
          return {
            events: rows.map(({ corrections, ...row }) => presentNotebookEvent(row, corrections)),
            total_results: total,
          };
        },
      );
    }

    app.get(
      '/questions/:id/events/:event_id/support',
      {
        schema: {
          tags,
          security,
          summary:
            'The words of an event the answer used that bear out the question (its crime, place, date, people, outcome)',
          params: eventSupportParams,
          response: { 200: eventSupportResponse, ...errors },
        },
      },
      async (request) => eventSupport(db, userOf(request), request.params.id, request.params.event_id),
    );
  };
