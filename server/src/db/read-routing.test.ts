import { describe, expect, it } from 'vitest';
import { openPglite } from './client';
import { lagOf, readRoutingFor, replicaFailed, replicaName } from './read-routing';

// Routing itself is tested on a real primary and replica (read-replicas.postgres.test.ts); these are
// the rules it applies.
describe('read routing', () => {
  it('counts a replica that replayed all it received, and still receives, as not behind', () => {
    const idle = { standby: true, replayed_all: true, receiving: true, since_replay_ms: 600_000 };
    expect(lagOf(idle)).toBe(0);
    // Behind on replay: everything missing came after the last replayed transaction.
    expect(lagOf({ ...idle, replayed_all: false, since_replay_ms: 1500 })).toBe(1500);
    // Cut off from the primary: nothing says what it misses but the time since it last replayed.
    expect(lagOf({ ...idle, receiving: false, since_replay_ms: 4000 })).toBe(4000);
    expect(lagOf({ ...idle, replayed_all: false, since_replay_ms: null })).toBe(Number.POSITIVE_INFINITY);
    // Not in recovery: a promoted replica, or the primary itself, no longer follows the primary.
    expect(lagOf({ ...idle, standby: false })).toBe(Number.POSITIVE_INFINITY);
  });

  it('runs a read again on the primary for a replica that is down or in a recovery conflict, not for a faulty query', () => {
    expect(replicaFailed(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }))).toBe(
      true,
    );
    expect(replicaFailed(new Error('Query read timeout'))).toBe(true);
    const conflict = Object.assign(new Error('canceling statement due to conflict with recovery'), {
      code: '40001',
    });
    expect(replicaFailed(new Error('Failed query', { cause: conflict }))).toBe(true);
    expect(replicaFailed(Object.assign(new Error('syntax error'), { code: '42601' }))).toBe(false);
  });

  it('names a replica in logs by host, port and database, without its user or password', () => {
    expect(replicaName('postgres://app:s3cret@replica1.internal/workbench')).toBe(
      'replica1.internal:5432/workbench',
    );
  });

  it('ignores DATABASE_READ_URL with the embedded database, and says so', async () => {
    const database = await openPglite();
    const warnings: string[] = [];
    const log = {
      info: () => undefined,
      warn: (_details: object, message: string) => warnings.push(message),
    };
    try {
      const routing = readRoutingFor(database, ['postgres://replica1/workbench'], log);
      expect(warnings).toEqual([
        'DATABASE_READ_URL is ignored: read replicas need DATABASE_URL (a PostgreSQL server); the embedded database serves every read',
      ]);
      routing.noteWrite(1);
      expect(await routing.readerFor(1)(async (db) => db === database.db)).toBe(true);
      expect(await routing.readerFor(2)(async (db) => db === database.db)).toBe(true);
      await routing.close();
    } finally {
      await database.close();
    }
  });
});
