import { errorBody } from '@workbench/contract/common';
import { searchQuery, searchResponse } from '@workbench/contract/search';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../app';
import { presentEvent } from './events.presenter';
import { countMatches, searchEvents } from './search.repository';

export const searchRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
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
        const filters = {
          keywords: q.keywords,
          location: q.location,
          startDate: q.start_date,
          endDate: q.end_date,
          limit: q.page_size,
          offset: (q.page - 1) * q.page_size,
        };
        const hits = await searchEvents(deps.database.db, filters);
        const total = hits[0]?.total ?? (q.page > 1 ? await countMatches(deps.database.db, filters) : 0);
        return { documents: hits.map((hit) => presentEvent(hit, hit.matched)), total_results: total };
      },
    );
  };
