import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { idempotencyKeys } from '../db/schema';

export interface KeyOwner {
  userId: number;
  key: string;
}

/** What a key holds when a request could not claim it. */
export type StoredKey =
  | { state: 'running'; fingerprint: string }
  | { state: 'done'; fingerprint: string; status: number; body: unknown };

const secondsAgo = (ms: number) => sql`now() - make_interval(secs => ${ms / 1000})`;

/**
 * Claims the key for a request in one atomic upsert, so that of two requests arriving together only
 * one goes ahead. A key is free when it is new, older than `windowMs`, or still running after
 * `abandonedAfterMs` (its request died with its process). Returns true when this request has it.
 */
export async function claimKey(
  db: Db,
  owner: KeyOwner,
  fingerprint: string,
  { windowMs, abandonedAfterMs }: { windowMs: number; abandonedAfterMs: number },
): Promise<boolean> {
  const claimed = await db
    .insert(idempotencyKeys)
    .values({ ...owner, fingerprint })
    .onConflictDoUpdate({
      target: [idempotencyKeys.userId, idempotencyKeys.key],
      set: { fingerprint, status: null, body: null, createdAt: sql`now()` },
      setWhere: or(
        lt(idempotencyKeys.createdAt, secondsAgo(windowMs)),
        and(isNull(idempotencyKeys.status), lt(idempotencyKeys.createdAt, secondsAgo(abandonedAfterMs))),
      ),
    })
    .returning({ key: idempotencyKeys.key });
  return claimed.length > 0;
}

/** The key as stored, or undefined when it has been given back in the meantime. */
export async function readKey(db: Db, owner: KeyOwner): Promise<StoredKey | undefined> {
  const [row] = await db
    .select({
      fingerprint: idempotencyKeys.fingerprint,
      status: idempotencyKeys.status,
      body: idempotencyKeys.body,
    })
    .from(idempotencyKeys)
    .where(ownedKey(owner));
  if (!row) return undefined;
  if (row.status === null) return { state: 'running', fingerprint: row.fingerprint };
  return { state: 'done', fingerprint: row.fingerprint, status: row.status, body: row.body };
}

/** Keeps the first request's response for its repeats. */
export async function recordResponse(db: Db, owner: KeyOwner, status: number, body: unknown): Promise<void> {
  await db.update(idempotencyKeys).set({ status, body }).where(ownedKey(owner));
}

/** Gives the key back: its request failed, so a repeat should run again. */
export async function releaseKey(db: Db, owner: KeyOwner): Promise<void> {
  await db.delete(idempotencyKeys).where(and(ownedKey(owner), isNull(idempotencyKeys.status)));
}

/** Deletes keys older than the window; their requests can no longer be repeated. */
export async function pruneKeys(db: Db, windowMs: number): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, secondsAgo(windowMs)));
}

const ownedKey = ({ userId, key }: KeyOwner) =>
  and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));
