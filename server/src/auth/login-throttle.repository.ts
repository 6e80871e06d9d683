import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginFailures } from '../db/schema';

/**
 * Attempts are claimed before the work they guard (a password check, a reset mail), in one atomic
 * upsert per key, so parallel requests cannot all slip through between a check and a write. The
 * table's `failures` column counts claimed attempts in the current window; a claim that proves
 * harmless (a successful log-in) is given back.
 */
export interface ThrottleRule {
  /** Attempts allowed in one window; the attempt that reaches it locks the key. */
  maxAttempts: number;
  windowMinutes: number;
  lockMinutes: number;
}

export interface ThrottleClaim {
  key: string;
  rule: ThrottleRule;
}

/**
 * Claims one attempt for the key: 0 when it may go ahead, otherwise the seconds until the key may
 * try again (the refused claim is still counted, but only while the key is locked).
 */
export async function claimAttempt(db: Db, key: string, rule: ThrottleRule): Promise<number> {
  const window = sql`make_interval(mins => ${rule.windowMinutes})`;
  const lockUntil = sql`now() + make_interval(mins => ${rule.lockMinutes})`;
  const locked = sql`coalesce(${loginFailures.lockedUntil} > now(), false)`;
  // A window is over once it is older than the rule allows, or once a lock on it has run out.
  const over = sql`(not ${locked} and (${loginFailures.windowStartedAt} <= now() - ${window} or ${loginFailures.lockedUntil} is not null))`;
  const attempts = sql`case when ${over} then 1 else ${loginFailures.failures} + 1 end`;
  const [row] = await db
    .insert(loginFailures)
    .values({
      key,
      failures: 1,
      windowStartedAt: sql`now()`,
      lockedUntil: rule.maxAttempts <= 1 ? lockUntil : null,
    })
    .onConflictDoUpdate({
      target: loginFailures.key,
      set: {
        failures: attempts,
        windowStartedAt: sql`case when ${over} then now() else ${loginFailures.windowStartedAt} end`,
        lockedUntil: sql`case when ${locked} then ${loginFailures.lockedUntil} when ${attempts} >= ${rule.maxAttempts} then ${lockUntil} else null end`,
      },
    })
    .returning({
      attempts: loginFailures.failures,
      seconds: sql<number>`ceil(extract(epoch from (${loginFailures.lockedUntil} - now())))::int`,
    });
  if (!row || row.attempts <= rule.maxAttempts) return 0;
  return Math.max(1, row.seconds ?? 0);
}

/**
 * Claims every key in order; when one refuses, gives back the claims already taken (their attempt
 * never happened) and returns the seconds to wait, otherwise 0.
 */
export async function claimAttempts(db: Db, claims: ThrottleClaim[]): Promise<number> {
  const taken: ThrottleClaim[] = [];
  for (const claim of claims) {
    const seconds = await claimAttempt(db, claim.key, claim.rule);
    if (seconds > 0) {
      for (const done of taken) await releaseAttempt(db, done.key, done.rule);
      return seconds;
    }
    taken.push(claim);
  }
  return 0;
}

/** Gives one claimed attempt back, lifting the lock when the key falls below its limit again. */
export async function releaseAttempt(db: Db, key: string, rule: ThrottleRule): Promise<void> {
  await db
    .update(loginFailures)
    .set({
      failures: sql`greatest(${loginFailures.failures} - 1, 0)`,
      lockedUntil: sql`case when ${loginFailures.failures} - 1 >= ${rule.maxAttempts} then ${loginFailures.lockedUntil} else null end`,
    })
    .where(eq(loginFailures.key, key));
}

export async function clearAttempts(db: Db, key: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.key, key));
}

/**
 * Deletes the keys whose window has long passed and that are not locked: they would start a fresh
 * window at their next attempt anyway, so keeping them only grows the table by one row per address
 * and account ever tried. A day is far longer than any rule's window or lock.
 */
export async function pruneStaleAttempts(db: Db): Promise<number> {
  const stale = await db
    .delete(loginFailures)
    .where(
      and(
        lt(loginFailures.windowStartedAt, sql`now() - interval '1 day'`),
        or(isNull(loginFailures.lockedUntil), lt(loginFailures.lockedUntil, sql`now()`)),
      ),
    )
    .returning({ key: loginFailures.key });
  return stale.length;
}
