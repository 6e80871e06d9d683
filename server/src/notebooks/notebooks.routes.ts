import { errorBody, idempotencyKeyHeaders, pageQuery } from '@workbench/contract/common';
import { MAX_NOTEBOOKS_PER_USER } from '@workbench/contract/limits';
import {
  addEventsBody,
  addEventsResponse,
  createNotebookBody,
  notebook,
  notebookEventsResponse,
  notebookIdParams,
  notebookKeywordsResponse,
  removeEventsBody,
  removeEventsResponse,
  updateNotebookBody,
  userIdParams,
} from '@workbench/contract/notebooks';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userOf } from '../auth';
import type { Db } from '../db/client';
import { NotFound } from '../errors';
import { presentNotebookEvent } from '../events';
import { idempotent } from '../http/idempotency';
import { pageOffset } from '../http/pagination';
import { roleOf } from './notebooks.policy';
import { presentNotebook } from './notebooks.presenter';
import {
  deleteNotebook,
  listNotebookEvents,
  listNotebookKeywords,
  listNotebooks,
  removeEventsFromNotebook,
  updateNotebook,
} from './notebooks.repository';
import { addEvents, createNotebook, loadNotebook, openNotebook } from './notebooks.service';

const tags = ['notebooks'];
const security = [{ bearer: [] }];
const errors = { 401: errorBody, 403: errorBody, 404: errorBody, 422: errorBody };

export const notebookRoutes =
  (deps: { db: Db }): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;
    const once = idempotent(db, (request) => userOf(request).id);

    app.post(
      '/notebooks/create',
      {
        ...once,
        schema: {
          tags,
          security,
          summary: `Create a notebook; at most ${MAX_NOTEBOOKS_PER_USER} per user`,
          headers: idempotencyKeyHeaders,
          body: createNotebookBody,
          response: { 200: notebook, ...errors, 409: errorBody },
        },
      },
      async (request) => {
        const { title, description, params } = request.body;
        return presentNotebook(await createNotebook(db, userOf(request), { title, description, params }));
      },
    );

    app.get(
      '/notebooks/:userId/notebooks',
      {
        schema: {
          tags,
          security,
          summary:
            "The signed-in user's notebooks and those shared with them, newest first, each with the user's role and its owner's name",
          params: userIdParams,
          querystring: pageQuery,
          response: { 200: z.array(notebook), ...errors },
        },
      },
      async (request) => {
        const user = userOf(request);
        if (request.params.userId !== user.id) throw new NotFound('Notebooks');
        const rows = await listNotebooks(db, user.id, request.query.page_size, pageOffset(request.query));
        return rows.flatMap((row) => {
          const role = roleOf(user, row);
          return role ? [presentNotebook({ ...row, role })] : [];
        });
      },
    );

    app.get(
      '/notebooks/:id',
      {
        schema: {
          tags,
          security,
          summary: 'One notebook',
          params: notebookIdParams,
          response: { 200: notebook, ...errors },
        },
      },
      async (request) => presentNotebook(await openNotebook(db, userOf(request), request.params.id)),
    );

    app.patch(
      '/notebooks/:id',
      {
        schema: {
          tags,
          security,
          summary: 'Rename a notebook or change its description',
          params: notebookIdParams,
          body: updateNotebookBody,
          response: { 200: notebook, ...errors },
        },
      },
      async (request) => {
        const user = userOf(request);
        const nb = await loadNotebook(db, user, request.params.id, 'manage');
        await updateNotebook(db, nb.id, request.body);
        return presentNotebook(await loadNotebook(db, user, nb.id, 'manage'));
      },
    );

    app.delete(
      '/notebooks/:id',
      {
        schema: {
          tags,
          security,
          summary:
            'Delete a notebook with its events list, keywords and answers; the events stay in the corpus',
          params: notebookIdParams,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        const nb = await loadNotebook(db, userOf(request), request.params.id, 'manage');
        await deleteNotebook(db, nb.id);
        return reply.status(204).send(null);
      },
    );

    app.post(
      '/notebooks/events/add',
      {
        ...once,
        schema: {
          tags,
          security,
          summary: 'Add corpus events (by id or event_id) to a notebook, with the keywords that found them',
          headers: idempotencyKeyHeaders,
          body: addEventsBody,
          response: { 200: addEventsResponse, ...errors, 409: errorBody },
        },
      },
      async (request) =>
        addEvents(db, userOf(request), {
          notebookId: request.body.notebook_id,
          eventIds: request.body.events,
          keywords: request.body.keywords,
        }),
    );

    app.get(
      '/notebooks/:id/events',
      {
        schema: {
          tags,
          security,
          summary: "A notebook's events, newest first, with the values corrected in it",
          params: notebookIdParams,
          querystring: pageQuery,
          response: { 200: notebookEventsResponse, ...errors },
        },
      },
      async (request) => {
        const nb = await loadNotebook(db, userOf(request), request.params.id, 'read');
        const { rows, total } = await listNotebookEvents(
          db,
          nb.id,
          request.query.page_size,
          pageOffset(request.query),
        );
        return {
          events: rows.map(({ corrections, ...row }) => presentNotebookEvent(row, corrections)),
          total_results: total,
        };
      },
    );

    app.post(
      '/notebooks/events/remove',
      {
        schema: {
          tags,
          security,
          summary: 'Remove events from a notebook',
          body: removeEventsBody,
          response: { 200: removeEventsResponse, ...errors },
        },
      },
      async (request) => {
        const user = userOf(request);
        const nb = await loadNotebook(db, user, request.body.notebook_id, 'edit');
        const eventIds = [...new Set(request.body.event_ids)];
        return { num_events_removed: await removeEventsFromNotebook(db, nb.id, eventIds, user.id) };
      },
    );

    app.get(
      '/notebooks/:id/keywords',
      {
        schema: {
          tags,
          security,
          summary: 'The search keywords that brought events into a notebook, with how many events each',
          params: notebookIdParams,
          querystring: pageQuery,
          response: { 200: notebookKeywordsResponse, ...errors },
        },
      },
      async (request) => {
        const nb = await loadNotebook(db, userOf(request), request.params.id, 'read');
        const { rows, total } = await listNotebookKeywords(
          db,
          nb.id,
          request.query.page_size,
          pageOffset(request.query),
        );
        return { keywords: rows, total_results: total };
      },
    );
  };
