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
}

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
      throw new Unauthenticated(COULD_NOT_VALIDATE);
    }
    if (!user.isActive) throw new Forbidden('Inactive user');
    request.currentUser = user;
  });
}

/** The signed-in user of a route guarded by `app.authenticate`. */
export function userOf(request: FastifyRequest): UserRow {
  if (!request.currentUser) throw new Unauthenticated('Not authenticated');
  return request.currentUser;
}
