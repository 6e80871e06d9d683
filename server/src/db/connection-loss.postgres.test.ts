import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { connectionLostLine, openPostgres } from './client';

// Runs only in the PostgreSQL pass of the suite (vitest.config.ts includes *.postgres.test.ts then).
const serverUrl = process.env.TEST_DATABASE_URL;

describe('PostgreSQL connections', () => {
  it('survive the server ending an idle connection', async () => {
    const lost: string[] = [];
    const database = await openPostgres(serverUrl as string, (error) => lost.push(connectionLostLine(error)));
    if (database.kind !== 'postgres') throw new Error('expected PostgreSQL');
    const { rows } = await database.pool.query<{ pid: number }>('select pg_backend_pid() as pid');
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query('select pg_terminate_backend($1)', [rows[0]?.pid]);
    await admin.end();
    await new Promise((resolve) => setTimeout(resolve, 200));
    // The line the server logs by default: the driver's code and message, no query or values.
    expect(lost).toEqual([
      'PostgreSQL connection lost (57P01): terminating connection due to administrator command',
    ]);
    const again = await database.pool.query<{ one: number }>('select 1 as one');
    expect(again.rows[0]?.one).toBe(1);
    await database.close();
  });
});
