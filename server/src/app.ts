import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { healthResponse, healthUnavailableResponse } from '@workbench/contract/common';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import {
  type FastifyPluginAsyncZod,
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { type AnswerEngine, answerEngineFor } from './answering';
import { authRoutes } from './auth/auth.routes';
import { allPublic, PUBLIC_ROUTE, registerAuthentication, requireSignIn } from './auth/authenticate';
import type { Config } from './config';
import type { Database } from './db/client';
import { type ReadRoutingLimits, readRoutingFor } from './db/read-routing';
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE, databaseAnswers } from './db/unavailable';
import { answerClientError } from './http/client-errors';
import { answerFrameworkError, registerErrorHandling } from './http/errors';
import { registerInputGuard } from './http/input-guard';
import { loggedRequest } from './http/request-log';
import { registerWebApp } from './http/web-app';
import { incidentRoutes } from './incidents';
import { watchedSourceRoutes } from './ingest/watched-sources.routes';
import { createChatModel } from './llm';
import { type Mailer, mailerFromConfig } from './mail/mailer';
import { correctionRoutes } from './notebooks/corrections.routes';
import { memberRoutes } from './notebooks/members.routes';
import { notebookRoutes } from './notebooks/notebooks.routes';
import { questionRoutes } from './questions/questions.routes';
import { savedSearchMemberRoutes } from './saved-searches/saved-search-members.routes';
import { savedSearchRoutes } from './saved-searches/saved-searches.routes';
import { documentRoutes } from './search/document.routes';
import type { FacetSample } from './search/search.repository';
import { searchRoutes } from './search/search.routes';

export interface AppDeps {
  config: Config;
  database: Database;
  /** Defaults to SMTP_URL, or the outbox folder without it. */
  mailer?: Mailer;
  /** Defaults to the argon2 check; tests wrap it to count how many passwords are checked. */
  verifyPassword?: (hashed: string, password: string) => Promise<boolean>;
  /** Defaults to the configured model (LLM_*), or the built-in analyst. */
  answerEngine?: AnswerEngine;
  /** Folder of the built web app; omitted in API-only tests. */
  webRoot?: string;
  /** `stream` takes the log lines instead of stdout (tests read what would be logged). */
  logger?: boolean | { level: string; stream?: { write(line: string): void } };
  /** Called with every route as it is registered (tests list them). */
  onRoute?: (route: RouteOptions) => void;
  /** Defaults to FACET_SAMPLE; tests sample a table far smaller than the sample it reads. */
  facetSample?: FacetSample;
  /** Defaults to the named limits of db/read-routing; the replica test shortens them. */
  readRoutingLimits?: Partial<ReadRoutingLimits>;
}

export const BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * The throttles count per client address: behind N proxies of ours, that is the address N hops back
 * in X-Forwarded-For (entries further left are whatever the client wrote). Fastify now ignores a bare
 * number here, because it cannot tell whether the socket really is our proxy; the operator vouches for
 * that by setting TRUST_PROXY (docs/operations.md), so the hop count is given as a function.
 */
function trustHops(hops: number): false | ((address: string, hop: number) => boolean) {
  return hops > 0 ? (_address, hop) => hop < hops : false;
}

/** The logger as asked for, writing request URLs with their tokens and emails cut out. */
function redactingLogger(logger: AppDeps['logger']) {
  if (!logger) return false;
  return { ...(logger === true ? {} : logger), serializers: { req: loggedRequest } };
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: redactingLogger(deps.logger),
    clientErrorHandler: answerClientError,
    frameworkErrors: answerFrameworkError,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: trustHops(deps.config.trustProxy),
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();
  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerInputGuard(app);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        'img-src': ["'self'", 'data:', 'blob:'],
        'style-src': ["'self'", "'unsafe-inline'"],
        // The app is often served over plain HTTP on a LAN address; upgrading would break it there.
        'upgrade-insecure-requests': null,
      },
    },
  });
  // Release texts make list pages large; compressed, a page of 50 events travels at a third or less.
  await app.register(compress, { threshold: 2048 });
  await app.register(formbody);
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Press Release Workbench API',
        version: '1.0.0',
        description: 'Search police press releases, keep notebooks of events and ask questions about them.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  const { config } = deps;
  const db = deps.database.db;
  const mailer = deps.mailer ?? mailerFromConfig(config, app.log);
  const engine =
    deps.answerEngine ?? answerEngineFor(config.llm ? createChatModel(config.llm) : undefined, app.log);
  registerAuthentication(app, { db, jwtSecret: config.jwtSecret });
  const reads = readRoutingFor(deps.database, config.databaseReadUrls, app.log, deps.readRoutingLimits);
  app.addHook('onClose', () => reads.close());

  /** Everything under /api/v1: signed in by one hook, each public route opting out in its definition. */
  const api: FastifyPluginAsyncZod = async (scope) => {
    requireSignIn(scope);
    // A user's successful write sends their reads to the primary for a while (read your writes). It is
    // noted before the answer leaves, so the user's next request cannot overtake it.
    scope.addHook('onSend', async (request, reply, payload) => {
      const reading = request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS';
      if (!reading && request.currentUser && reply.statusCode < 400) reads.noteWrite(request.currentUser.id);
      return payload;
    });
    await scope.register(async (docs) => {
      allPublic(docs);
      await docs.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
    });
    scope.get('/openapi.json', { ...PUBLIC_ROUTE, schema: { hide: true } }, () => app.swagger());
    scope.get(
      '/health',
      {
        ...PUBLIC_ROUTE,
        schema: {
          tags: ['health'],
          summary: 'Whether the server is up and its database answers (within 2 s)',
          response: { 200: healthResponse, 503: healthUnavailableResponse },
        },
      },
      async (_request, reply) => {
        if (await databaseAnswers(db)) return { status: 'ok' as const, database: 'ok' as const };
        return reply
          .status(503)
          .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
          .send({
            status: 'unavailable' as const,
            detail: DATABASE_UNAVAILABLE,
            code: 'database_unavailable' as const,
            failed: 'database' as const,
          });
      },
    );
    await scope.register(authRoutes({ db, config, mailer, verifyPassword: deps.verifyPassword }));
    await scope.register(
      searchRoutes({ reads, facetSample: deps.facetSample, cacheMs: config.searchCacheMs }),
    );
    await scope.register(documentRoutes({ db }));
    await scope.register(incidentRoutes({ db }));
    await scope.register(notebookRoutes({ db }));
    await scope.register(correctionRoutes({ db }));
    await scope.register(memberRoutes({ db, mailer, appUrl: config.appUrl }));
    await scope.register(savedSearchRoutes({ db, reads, jwtSecret: config.jwtSecret }));
    await scope.register(savedSearchMemberRoutes({ db, mailer, appUrl: config.appUrl }));
    await scope.register(questionRoutes({ db, reads, engine }));
    await scope.register(watchedSourceRoutes({ db }));
  };
  await app.register(api, { prefix: '/api/v1' });

  await registerWebApp(app, deps.webRoot);
  return app;
}
