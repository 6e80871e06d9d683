import type { FastifyRequest } from 'fastify';

// Query parameters that carry a secret or a person: reset and alert-off links put a token in the
// URL, the reset request an email. Log files are kept longer and read by more people than the data.
const SECRET_PARAMS = /([?&](?:token|email|password|username)=)[^&#\s]*/gi;

/** The text with the values of those parameters in any URL in it replaced by `[redacted]`. */
export const redactSecretParams = (text: string) => text.replace(SECRET_PARAMS, '$1[redacted]');

/** How a request appears in the log lines Fastify writes for it (Fastify's fields, the URL redacted). */
export function loggedRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactSecretParams(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
