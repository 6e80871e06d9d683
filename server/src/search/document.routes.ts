import { errorBody } from '@workbench/contract/common';
import { event } from '@workbench/contract/events';
import { documentIdParams } from '@workbench/contract/search';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/client';
import { NotFound } from '../errors';
import { findEvent, presentEvent } from '../events';

/**
 * One event by id, for an answer's citation of an event the reader's lists do not hold. The corpus
 * is public to every signed-in user, as search already shows, so no ownership check applies.
 */
export const documentRoutes =
  (deps: { db: Db }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/documents/:id',
      {
        schema: {
          tags: ['search'],
          summary: 'One event of the corpus',
          security: [{ bearer: [] }],
          params: documentIdParams,
          response: { 200: event, 401: errorBody, 404: errorBody, 422: errorBody },
        },
      },
      async (request) => {
        const row = await findEvent(deps.db, request.params.id);
        if (!row) throw new NotFound('Event');
        return presentEvent(row);
      },
    );
  };
