import { errorBody } from '@workbench/contract/common';
import { searchQuery, searchResponse } from '@workbench/contract/search';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/client';
import { presentEvent } from '../events';
import { searchEvents } from './search.repository';

export const searchRoutes =
  (deps: { db: Db }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/documents/',
      {
        onRequest: app.authenticate,
        schema: {
          tags: ['search'],
          summary: 'Search events by keywords (repeated; OR), location and date range',
          security: [{ bearer: [] }],
          querystring: searchQuery,
          response: { 200: searchResponse, 401: errorBody, 422: errorBody },
        },
      },
      async (request) => {
        const q = request.query;
        const { rows, total } = await searchEvents(deps.db, {
          keywords: q.keywords,
          location: q.location,
          startDate: q.start_date,
          endDate: q.end_date,
          limit: q.page_size,
          offset: (q.page - 1) * q.page_size,
        });
        return { documents: rows.map((hit) => presentEvent(hit, hit.matched)), total_results: total };
      },
    );
  };
