import { errorBody } from '@workbench/contract/common';
import { incident, incidentIdParams } from '@workbench/contract/incidents';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/client';
import { NotFound } from '../errors';
import { presentIncident } from './incidents.presenter';
import { incidentEvents } from './incidents.repository';

/** One incident: its releases oldest first, with their steps and why each is linked. Public to every signed-in user, as the corpus is. */
export const incidentRoutes =
  (deps: { db: Db }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/incidents/:id',
      {
        schema: {
          tags: ['search'],
          summary: 'One incident: the releases of one case, oldest first',
          security: [{ bearer: [] }],
          params: incidentIdParams,
          response: { 200: incident, 401: errorBody, 404: errorBody, 422: errorBody },
        },
      },
      async (request) => {
        const rows = await incidentEvents(deps.db, request.params.id);
        if (rows.length === 0) throw new NotFound('Incident');
        return presentIncident(request.params.id, rows);
      },
    );
  };
