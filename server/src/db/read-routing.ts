import type pg from 'pg';
import { connectionLostLine, type Database, type Db, drizzleOver, postgresPool } from './client';
import { loggableError } from './loggable-error';
import { isDatabaseUnavailable } from './unavailable';

/**
 * Where reads go when DATABASE_READ_URL names read replicas (docs/operations.md, "Scaling"): searches,
 * facets, ids, saved-search totals and the events question answering reads go to a replica that is
 * fit; everything else, and every write, to the primary (DATABASE_URL).
 *
 * The limits fit together so that a user's own write is always visible to them: after
 * READ_YOUR_WRITES_MS their reads may go to a replica whose lag was at most MAX_REPLICA_LAG_MS when
 * measured, at most LAG_VALID_MS ago; 2 s + 2 s is under the 5 s window, with a second to spare for
 * WAL on its way to the replica.
 */
export const READ_YOUR_WRITES_MS = 5_000;
/** A replica further behind than this is skipped. */
export const MAX_REPLICA_LAG_MS = 2_000;
/** A replica's lag is measured again when a read finds its measurement this old (so never while idle). */
export const LAG_CHECK_EVERY_MS = 1_000;
/** How long a measurement stands; with none that recent, reads go to the primary. */
export const LAG_VALID_MS = 2_000;
/** A replica that does not answer the lag check within this is skipped until the next check. */
const LAG_CHECK_TIMEOUT_MS = 1_000;
/** Connecting to a replica gives up sooner than to the primary: the primary can take the read. */
const REPLICA_CONNECT_MS = 1_000;
/** The write map is swept of expired entries when it grows past this many users. */
const SWEEP_WRITERS_ABOVE = 1_000;

export interface ReadRoutingLimits {
  readYourWritesMs: number;
  maxLagMs: number;
  lagCheckEveryMs: number;
  lagValidMs: number;
}

const DEFAULT_LIMITS: ReadRoutingLimits = {
  readYourWritesMs: READ_YOUR_WRITES_MS,
  maxLagMs: MAX_REPLICA_LAG_MS,
  lagCheckEveryMs: LAG_CHECK_EVERY_MS,
  lagValidMs: LAG_VALID_MS,
};

/** Runs one read, on a replica when one is fit, otherwise (or when that replica fails) on the primary. */
export type Reader = <T>(work: (db: Db) => Promise<T>) => Promise<T>;

export interface ReadRouting {
  /** The reader for a request of `userId` (undefined: not signed in). */
  readerFor(userId: number | undefined): Reader;
  /** `userId` has just written: their reads go to the primary for READ_YOUR_WRITES_MS. */
  noteWrite(userId: number): void;
  close(): Promise<void>;
}

interface Log {
  info(message: string): void;
  warn(details: object, message: string): void;
}

/** What the lag check reads on a replica (see lagOf). */
interface LagRow {
  standby: boolean;
  replayed_all: boolean;
  receiving: boolean;
  since_replay_ms: number | null;
}

const LAG_SQL = `select pg_is_in_recovery() as standby,
  coalesce(pg_last_wal_receive_lsn() = pg_last_wal_replay_lsn(), false) as replayed_all,
  exists (select 1 from pg_stat_wal_receiver) as receiving,
  (extract(epoch from now() - pg_last_xact_replay_timestamp()) * 1000)::float8 as since_replay_ms`;

/**
 * How far behind the primary a replica is, in ms. `now() - pg_last_xact_replay_timestamp()` alone
 * grows without end on an idle primary, so a replica that has replayed all the WAL it received, and
 * is still receiving, is not behind at all. Otherwise everything it lacks was committed after the last
 * transaction it replayed, so the time since then bounds its lag. A server that is not in recovery
 * (a promoted replica, or the primary named by mistake) no longer follows the primary: never fit.
 */
export function lagOf(row: LagRow): number {
  if (!row.standby) return Number.POSITIVE_INFINITY;
  if (row.replayed_all && row.receiving) return 0;
  return row.since_replay_ms ?? Number.POSITIVE_INFINITY;
}

// Recovery conflicts: a replica cancels a query whose rows replay must remove (40001, 40P01), or ends
// its session when the database is dropped (57P04). The primary can run the same query.
const RECOVERY_CONFLICTS = new Set(['40001', '40P01', '57P04']);

/** Whether a read failed because of the replica (down, slow, in conflict), so the primary should run it. */
export function replicaFailed(error: unknown): boolean {
  if (isDatabaseUnavailable(error)) return true;
  for (let next: unknown = error; typeof next === 'object' && next !== null; next = next.cause) {
    if ('code' in next && typeof next.code === 'string' && RECOVERY_CONFLICTS.has(next.code)) return true;
    if (!('cause' in next)) break;
  }
  return false;
}

/** A replica's name for logs: host, port and database, never the user or password. */
export function replicaName(url: string): string {
  const parsed = new URL(url);
  return `${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`;
}

/** Every read on the primary: no replicas, or the embedded database. */
function primaryOnly(primary: Db): ReadRouting {
  const onPrimary: Reader = (work) => work(primary);
  return { readerFor: () => onPrimary, noteWrite: () => undefined, close: async () => undefined };
}

/**
 * The routing DATABASE_READ_URL asks for. With the embedded database there is no replica to have, so
 * the setting is ignored and says so; replicas are not connected to here, only on a first read, so a
 * replica that is down never stops the server from starting.
 */
export function readRoutingFor(
  database: Database,
  urls: readonly string[],
  log: Log,
  limits: Partial<ReadRoutingLimits> = {},
): ReadRouting {
  if (urls.length === 0) return primaryOnly(database.db);
  if (database.kind !== 'postgres') {
    log.warn(
      {},
      'DATABASE_READ_URL is ignored: read replicas need DATABASE_URL (a PostgreSQL server); the embedded database serves every read',
    );
    return primaryOnly(database.db);
  }
  log.info(
    `searches and question answering read from ${urls.length} replica(s) (${urls.map(replicaName).join(', ')}) while each is within ${((limits.maxLagMs ?? MAX_REPLICA_LAG_MS) / 1000).toFixed(1)} s of the primary`,
  );
  return replicaRouting(database.db, urls, log, { ...DEFAULT_LIMITS, ...limits });
}

interface Replica {
  name: string;
  pool: pg.Pool;
  db: Db;
  /** The last measured lag; infinite when it failed or never answered. */
  lagMs: number;
  /** When that measurement was taken (0: never). */
  measuredAt: number;
  checking: boolean;
  /** Whether reads went to it at the last change, so each change is logged once. */
  fit: boolean | undefined;
}

function replicaRouting(
  primary: Db,
  urls: readonly string[],
  log: Log,
  limits: ReadRoutingLimits,
): ReadRouting {
  const lastWrite = new Map<number, number>();
  let turn = 0;

  const setFitness = (replica: Replica, lagMs: number, at: number, failure?: unknown) => {
    replica.lagMs = lagMs;
    replica.measuredAt = at;
    const fit = lagMs <= limits.maxLagMs;
    if (fit === replica.fit) return;
    replica.fit = fit;
    if (fit) log.info(`read replica ${replica.name} takes reads (lag ${Math.round(lagMs)} ms)`);
    else if (failure !== undefined)
      log.warn(
        { error: loggableError(failure) },
        `read replica ${replica.name} failed; its reads go to the primary`,
      );
    else
      log.warn(
        {},
        `read replica ${replica.name} is ${Number.isFinite(lagMs) ? `${(lagMs / 1000).toFixed(1)} s` : 'an unknown time'} behind the primary (limit ${(limits.maxLagMs / 1000).toFixed(1)} s); its reads go to the primary`,
      );
  };

  const replicas: Replica[] = urls.map((url) => {
    const name = replicaName(url);
    const pool = postgresPool(
      url,
      (error) => {
        log.warn({}, `read replica ${name}: ${connectionLostLine(error)}`);
        setFitness(replica, Number.POSITIVE_INFINITY, Date.now(), error);
      },
      // The name tells the replica's own pg_stat_activity which connections are ours.
      { applicationName: 'workbench-read', connectMs: REPLICA_CONNECT_MS },
    );
    const replica: Replica = {
      name,
      pool,
      db: drizzleOver(pool),
      lagMs: Number.POSITIVE_INFINITY,
      measuredAt: 0,
      checking: false,
      fit: undefined,
    };
    return replica;
  });

  /** Measures a replica's lag in the background; a read never waits for it. */
  const checkLag = async (replica: Replica) => {
    replica.checking = true;
    const at = Date.now();
    let late = false;
    const timer = setTimeout(() => {
      late = true;
      setFitness(replica, Number.POSITIVE_INFINITY, at, new Error('lag check took longer than 1 s'));
    }, LAG_CHECK_TIMEOUT_MS);
    try {
      const { rows } = await replica.pool.query<LagRow>(LAG_SQL);
      const row = rows[0];
      if (!late && row) setFitness(replica, lagOf(row), at);
    } catch (error) {
      if (!late) setFitness(replica, Number.POSITIVE_INFINITY, at, error);
    } finally {
      clearTimeout(timer);
      replica.checking = false;
    }
  };

  /**
   * The fit replica with the fewest connections in use or waited for; ties go round in turn. Least
   * busy rather than plain round-robin because a search takes from a few ms to most of a second: in
   * turn, slow ones would pile up on one replica while another sat idle. The pool's own counts
   * say how busy each is from here, at no cost and with no coordination between processes.
   */
  const chooseReplica = (now: number): Replica | undefined => {
    let best: Replica | undefined;
    let bestBusy = Number.POSITIVE_INFINITY;
    turn = (turn + 1) % replicas.length;
    for (let i = 0; i < replicas.length; i++) {
      const replica = replicas[(turn + i) % replicas.length] as Replica;
      if (!replica.checking && now - replica.measuredAt >= limits.lagCheckEveryMs) void checkLag(replica);
      if (now - replica.measuredAt > limits.lagValidMs || replica.lagMs > limits.maxLagMs) continue;
      const busy = replica.pool.totalCount - replica.pool.idleCount + replica.pool.waitingCount;
      if (busy < bestBusy) {
        best = replica;
        bestBusy = busy;
      }
    }
    return best;
  };

  const wroteRecently = (userId: number, now: number): boolean => {
    const until = lastWrite.get(userId);
    if (until === undefined) return false;
    if (until > now) return true;
    lastWrite.delete(userId);
    return false;
  };

  const read: Reader = async (work) => {
    const replica = chooseReplica(Date.now());
    if (!replica) return work(primary);
    try {
      return await work(replica.db);
    } catch (error) {
      if (!replicaFailed(error)) throw error;
      setFitness(replica, Number.POSITIVE_INFINITY, Date.now(), error);
      return work(primary);
    }
  };
  const onPrimary: Reader = (work) => work(primary);

  return {
    readerFor: (userId) => (userId !== undefined && wroteRecently(userId, Date.now()) ? onPrimary : read),
    noteWrite(userId) {
      const now = Date.now();
      if (lastWrite.size > SWEEP_WRITERS_ABOVE) {
        for (const [id, until] of lastWrite) if (until <= now) lastWrite.delete(id);
      }
      lastWrite.set(userId, now + limits.readYourWritesMs);
    },
    async close() {
      await Promise.all(replicas.map((replica) => replica.pool.end()));
    },
  };
}
