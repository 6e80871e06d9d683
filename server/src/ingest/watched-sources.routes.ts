import { errorBody } from '@workbench/contract/common';
import { watchedSourcesResponse } from '@workbench/contract/sources';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userOf } from '../auth';
import type { Db } from '../db/client';
import { Forbidden } from '../errors';
import { canSeeWatchedSources } from './watched-sources.policy';
import { presentWatchedSource } from './watched-sources.presenter';
import { listWatchedSources } from './watched-sources.repository';

export const NOT_A_SUPERUSER = 'Only a superuser may see the watched sources';

export const watchedSourceRoutes =
  (deps: { db: Db }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/sources/',
      {
        schema: {
          tags: ['sources'],
          security: [{ bearer: [] }],
          summary: 'The watched sources (WATCH_SOURCES), each with its latest run; superusers only',
          response: { 200: watchedSourcesResponse, 401: errorBody, 403: errorBody },
        },
      },
      async (request) => {
        if (!canSeeWatchedSources(userOf(request))) throw new Forbidden(NOT_A_SUPERUSER);
        return (await listWatchedSources(deps.db)).map(presentWatchedSource);
      },
    );
  };
