import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type SourceRunError, sourceRuns, watchedSources } from '../db/schema';

export type SourceRunRow = typeof sourceRuns.$inferSelect;

export interface WatchedSourceRow {
  url: string;
  nextRunAt: Date;
  lastRun: SourceRunRow | null;
}

export interface ClaimedSource {
  id: number;
  url: string;
}

const inMs = (ms: number) => sql`(${ms}::double precision * interval '1 millisecond')`;

/** Makes sure each address has its row; one already known keeps its schedule and runs. */
export async function registerWatchedSources(db: Db, urls: readonly string[]): Promise<void> {
  if (urls.length === 0) return;
  await db
    .insert(watchedSources)
    .values(urls.map((url) => ({ url })))
    .onConflictDoNothing({ target: watchedSources.url });
}

/**
 * Takes one of these sources that is due and that no live lease holds, and leases it to `owner`
 * for `leaseMs`. The row is locked while it is taken (and skipped when another process is taking
 * it), and the lease is checked again on the locked row, so two processes never take the same
 * source; a lease that ran out (its process died) is free again. Times are the database's, shared
 * by every process.
 */
export async function claimDueSource(
  db: Db,
  claim: { owner: string; urls: readonly string[]; leaseMs: number },
): Promise<ClaimedSource | undefined> {
  if (claim.urls.length === 0) return undefined;
  const due = db
    .select({ id: watchedSources.id })
    .from(watchedSources)
    .where(
      and(
        inArray(watchedSources.url, [...claim.urls]),
        sql`${watchedSources.nextRunAt} <= now()`,
        sql`(${watchedSources.leaseUntil} is null or ${watchedSources.leaseUntil} < now())`,
      ),
    )
    .orderBy(asc(watchedSources.nextRunAt))
    .limit(1)
    .for('update', { skipLocked: true });
  const [taken] = await db
    .update(watchedSources)
    .set({ leaseOwner: claim.owner, leaseUntil: sql`now() + ${inMs(claim.leaseMs)}` })
    .where(eq(watchedSources.id, sql`(${due})`))
    .returning({ id: watchedSources.id, url: watchedSources.url });
  return taken;
}

/** Extends a lease still held by `owner`; false when it ran out and another process took it. */
export async function renewLease(db: Db, sourceId: number, owner: string, leaseMs: number): Promise<boolean> {
  const renewed = await db
    .update(watchedSources)
    .set({ leaseUntil: sql`now() + ${inMs(leaseMs)}` })
    .where(and(eq(watchedSources.id, sourceId), eq(watchedSources.leaseOwner, owner)))
    .returning({ id: watchedSources.id });
  return renewed.length > 0;
}

/**
 * Gives the lease back. With `nextRunAt` the source is next due then; without, it stays due, so
 * a run cut short (the process stopping) is taken up again soon.
 */
export async function releaseSource(
  db: Db,
  sourceId: number,
  owner: string,
  nextRunAt?: Date,
): Promise<void> {
  await db
    .update(watchedSources)
    .set({ leaseOwner: null, leaseUntil: null, ...(nextRunAt ? { nextRunAt } : {}) })
    .where(and(eq(watchedSources.id, sourceId), eq(watchedSources.leaseOwner, owner)));
}

export async function startSourceRun(db: Db, sourceId: number): Promise<{ id: number; startedAt: Date }> {
  const [run] = await db
    .insert(sourceRuns)
    .values({ sourceId })
    .returning({ id: sourceRuns.id, startedAt: sourceRuns.startedAt });
  if (!run) throw new Error('the run was not recorded');
  return run;
}

export async function finishSourceRun(
  db: Db,
  runId: number,
  outcome: { added: number; updated: number; failed: number; errors: SourceRunError[] },
): Promise<void> {
  await db
    .update(sourceRuns)
    .set({ ...outcome, finishedAt: sql`now()` })
    .where(eq(sourceRuns.id, runId));
}

/** Every source the database knows, by address, each with its latest run (or none yet). */
export async function listWatchedSources(db: Db): Promise<WatchedSourceRow[]> {
  const lastRun = db
    .select()
    .from(sourceRuns)
    .where(eq(sourceRuns.sourceId, watchedSources.id))
    .orderBy(desc(sourceRuns.startedAt), desc(sourceRuns.id))
    .limit(1)
    .as('last_run');
  const rows = await db
    .select({
      url: watchedSources.url,
      nextRunAt: watchedSources.nextRunAt,
      lastRun: {
        id: lastRun.id,
        sourceId: lastRun.sourceId,
        startedAt: lastRun.startedAt,
        finishedAt: lastRun.finishedAt,
        added: lastRun.added,
        updated: lastRun.updated,
        failed: lastRun.failed,
        errors: lastRun.errors,
      },
    })
    .from(watchedSources)
    .leftJoinLateral(lastRun, sql`true`)
    .orderBy(asc(watchedSources.url));
  return rows.map((row) => ({ url: row.url, nextRunAt: row.nextRunAt, lastRun: row.lastRun }));
}

/** The runs of one source, oldest first (tests and the foreground watcher's summary). */
export async function listSourceRuns(db: Db, url: string): Promise<SourceRunRow[]> {
  return db
    .select({ run: sourceRuns })
    .from(sourceRuns)
    .innerJoin(watchedSources, eq(watchedSources.id, sourceRuns.sourceId))
    .where(eq(watchedSources.url, url))
    .orderBy(asc(sourceRuns.startedAt), asc(sourceRuns.id))
    .then((rows) => rows.map((row) => row.run));
}
