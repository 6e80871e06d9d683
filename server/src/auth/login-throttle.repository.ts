import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginFailures } from '../db/schema';

export interface ThrottleRule {
  maxFailures: number;
  windowMinutes: number;
  lockMinutes: number;
}

/** Seconds until the key may try again, or 0 when it is not locked. */
export async function secondsLocked(db: Db, key: string): Promise<number> {
  const [row] = await db
    .select({
      seconds: sql<number>`ceil(extract(epoch from (${loginFailures.lockedUntil} - now())))::int`,
    })
    .from(loginFailures)
    .where(eq(loginFailures.key, key));
  return Math.max(0, row?.seconds ?? 0);
}

/** Counts one failure in the key's window, locking the key once the window holds too many. */
export async function recordFailure(db: Db, key: string, rule: ThrottleRule): Promise<void> {
  const window = sql`make_interval(mins => ${rule.windowMinutes})`;
  const lock = sql`make_interval(mins => ${rule.lockMinutes})`;
  const stale = sql`${loginFailures.windowStartedAt} < now() - ${window}`;
  const failures = sql`case when ${stale} then 1 else ${loginFailures.failures} + 1 end`;
  await db
    .insert(loginFailures)
    .values({ key, failures: 1, windowStartedAt: sql`now()` })
    .onConflictDoUpdate({
      target: loginFailures.key,
      set: {
        failures,
        windowStartedAt: sql`case when ${stale} then now() else ${loginFailures.windowStartedAt} end`,
        lockedUntil: sql`case when ${failures} >= ${rule.maxFailures} then now() + ${lock} else ${loginFailures.lockedUntil} end`,
      },
    });
}

export async function clearFailures(db: Db, key: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.key, key));
}
