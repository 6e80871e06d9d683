import { COULD_NOT_VALIDATE } from '@workbench/contract/auth-rules';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { Forbidden, Unauthenticated } from '../errors';
import { readAccessToken } from './security';
import { findUserById, type UserRow } from './users.repository';

declare module 'fastify' {
  interface FastifyInstance {
    authenticate: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    currentUser?: UserRow;
  }
  interface FastifyContextConfig {
    /** Anyone may call the route, signed in or not (see `PUBLIC_ROUTE`). */
    public?: boolean;
  }
}

/**
 * The route options of a route anyone may call: spread into its definition, so the opt-out sits
 * beside the route it opens.
 */
export const PUBLIC_ROUTE = { config: { public: true } } as const;

/** Adds `app.authenticate`, the hook that turns a bearer token into `request.currentUser`. */
export function registerAuthentication(app: FastifyInstance, deps: { db: Db; jwtSecret: string }): void {
  app.decorateRequest('currentUser', undefined);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    const match = header?.match(/^Bearer\s+(\S+)$/i);
    if (!match?.[1]) throw new Unauthenticated('Not authenticated');
    const claims = await readAccessToken(match[1], deps.jwtSecret);
    const user = claims ? await findUserById(deps.db, claims.userId) : undefined;
    if (!claims || !user || claims.issuedAtMs < user.tokensValidAfter.getTime()) {
      throw new Unauthenticated(COULD_NOT_VALIDATE, 'credentials_invalid');
    }
    if (!user.isActive) throw new Forbidden('Inactive user', 'user_inactive');
    request.currentUser = user;
  });
}

/**
 * The one hook that signs in every route of `scope` (the API under /api/v1): a route without a valid
 * token is refused with 401 before anything else runs, unless its own options carry `PUBLIC_ROUTE`.
 */
export function requireSignIn(scope: FastifyInstance): void {
  scope.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.public === true) return;
    await scope.authenticate(request);
  });
}

/** Marks every route registered in `scope` public, for routes a plugin defines (the API's docs). */
export function allPublic(scope: FastifyInstance): void {
  scope.addHook('onRoute', (route) => {
    route.config = { ...route.config, public: true };
  });
}

/** The signed-in user of a route that is not public (`requireSignIn`). */
export function userOf(request: FastifyRequest): UserRow {
  if (!request.currentUser) throw new Unauthenticated('Not authenticated');
  return request.currentUser;
}
