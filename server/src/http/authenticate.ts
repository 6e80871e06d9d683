import type { FastifyInstance, FastifyRequest } from 'fastify';
import { readAccessToken } from '../auth/security';
import { findUserById, type UserRow } from '../auth/users.repository';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { HttpError } from './errors';

declare module 'fastify' {
  interface FastifyInstance {
    authenticate: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    currentUser?: UserRow;
  }
}

export const COULD_NOT_VALIDATE = 'Could not validate credentials';

/** Adds `app.authenticate`, the hook that turns a bearer token into `request.currentUser`. */
export function registerAuthentication(
  app: FastifyInstance,
  deps: { config: Config; database: Database },
): void {
  app.decorateRequest('currentUser', undefined);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    const match = header?.match(/^Bearer\s+(\S+)$/i);
    if (!match?.[1]) throw new HttpError(401, 'Not authenticated', { 'www-authenticate': 'Bearer' });
    const claims = await readAccessToken(match[1], deps.config.jwtSecret);
    const user = claims ? await findUserById(deps.database.db, claims.userId) : undefined;
    if (!claims || !user || claims.issuedAtMs < user.tokensValidAfter.getTime()) {
      throw new HttpError(401, COULD_NOT_VALIDATE, { 'www-authenticate': 'Bearer' });
    }
    if (!user.isActive) throw new HttpError(403, 'Inactive user');
    request.currentUser = user;
  });
}

/** The signed-in user of a route guarded by `app.authenticate`. */
export function userOf(request: FastifyRequest): UserRow {
  if (!request.currentUser) throw new HttpError(401, 'Not authenticated');
  return request.currentUser;
}
