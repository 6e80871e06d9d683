import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { repeatHourly } from '../db/hourly';
import { Conflict, Invalid } from '../errors';
import {
  claimKey,
  type KeyOwner,
  pruneKeys,
  readKey,
  recordResponse,
  releaseKey,
} from './idempotency.repository';

/**
 * How long a key is kept. The web client sends the same key again only for the same unfinished action
 * (a second press, a retry after its 10 s time-out or a lost connection), never for a new one, so a
 * window far longer than a double click costs nothing but a small row; an hour also covers a retry
 * made minutes later (docs/decisions.md).
 */
export const IDEMPOTENCY_WINDOW_MS = 60 * 60 * 1000;
/**
 * A key still running after this long belongs to a request that died with its server process; a
 * repeat may then run. Far above what any creating request takes.
 */
export const IDEMPOTENCY_ABANDONED_AFTER_MS = 2 * 60 * 1000;
/** A repeat waits this long for its first request's answer: as long as the web client waits for any. */
const WAIT_FOR_FIRST_MS = 10_000;
const POLL_MS = 100;

const KEY_REUSED =
  'This Idempotency-Key was already used for a different request. Send a new key for a new action.';
const STILL_RUNNING = 'The first request with this Idempotency-Key is still running. Try again in a moment.';

/** The request as the key must match it: method, address (with its id) and the validated body. */
const fingerprintOf = (request: FastifyRequest) =>
  createHash('sha256')
    .update(JSON.stringify([request.method, request.url, request.body ?? null]))
    .digest('hex');

/** The keys this process's requests hold, until their response is recorded or the key given back. */
const held = new WeakMap<FastifyRequest, KeyOwner>();

const limits = { windowMs: IDEMPOTENCY_WINDOW_MS, abandonedAfterMs: IDEMPOTENCY_ABANDONED_AFTER_MS };

/**
 * Route hooks that carry out a creating request once per user and `Idempotency-Key` header: a repeat
 * gets the first request's status and body (waiting while it runs), the same key with another request
 * is a 422. Only successes are kept; a request that failed gives its key back, so its repeat runs
 * again. Requests without the header are untouched.
 */
export function idempotent(db: Db, userIdOf: (request: FastifyRequest) => number) {
  return {
    async preHandler(request: FastifyRequest, reply: FastifyReply) {
      const key = request.headers['idempotency-key'];
      if (typeof key !== 'string') return;
      const owner = { userId: userIdOf(request), key };
      const fingerprint = fingerprintOf(request);
      const deadline = Date.now() + WAIT_FOR_FIRST_MS;
      for (;;) {
        if (await claimKey(db, owner, fingerprint, limits)) {
          held.set(request, owner);
          return;
        }
        const stored = await readKey(db, owner);
        // Given back between the claim and the read: claim it again.
        if (!stored) continue;
        if (stored.fingerprint !== fingerprint) throw new Invalid(KEY_REUSED, 'idempotency_key_reused');
        if (stored.state === 'done') {
          return reply.status(stored.status).header('idempotent-replayed', 'true').send(stored.body);
        }
        if (Date.now() >= deadline) throw new Conflict(STILL_RUNNING);
        await sleep(POLL_MS);
      }
    },

    /** Before the body is written, so that what is kept is the object the route answered. */
    async preSerialization(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
      const owner = held.get(request);
      if (owner && reply.statusCode >= 200 && reply.statusCode < 300) {
        held.delete(request);
        await recordResponse(db, owner, reply.statusCode, payload);
      }
      return payload;
    },

    /** A request that did not succeed gives its key back before its answer leaves, so a repeat runs. */
    async onSend(request: FastifyRequest, _reply: FastifyReply, payload: unknown) {
      const owner = held.get(request);
      if (owner) {
        held.delete(request);
        await releaseKey(db, owner);
      }
      return payload;
    },
  };
}

/** Prunes keys past their window now and every hour after; returns the function that stops it. */
export function startIdempotencyKeyPruning(
  db: Db,
  log: { error(details: object, message: string): void },
): () => void {
  return repeatHourly(() => pruneKeys(db, IDEMPOTENCY_WINDOW_MS), log, 'Pruning old idempotency keys failed');
}
