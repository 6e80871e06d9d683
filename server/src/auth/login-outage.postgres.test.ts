import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginFailures } from '../db/schema';
import { createTestApp, type TestApp } from '../testing/app';

// Runs only in the PostgreSQL pass of the suite: a slow database is a lock another session holds.
let t: TestApp;
const password = 'a test password';

beforeAll(async () => {
  t = await createTestApp();
  const signup = await t.app.inject({
    method: 'POST',
    url: '/api/v1/signup',
    payload: { email: 'slow@example.org', password, re_password: password, full_name: 'Slow' },
  });
  expect(signup.statusCode).toBe(200);
});
afterAll(() => t.close());

const logIn = () =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/login/access-token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ username: 'slow@example.org', password }).toString(),
    remoteAddress: '10.3.3.3',
  });

/** Another session that holds the accounts table, so every look-up of an account waits until it times out. */
async function holdAccountsTable(): Promise<() => Promise<void>> {
  if (t.database.kind !== 'postgres') throw new Error('expected PostgreSQL');
  const other = new pg.Client({ connectionString: t.database.pool.options.connectionString });
  await other.connect();
  await other.query('begin');
  await other.query('lock table users in access exclusive mode');
  return async () => {
    await other.query('rollback');
    await other.end();
  };
}

describe('log-in while the database is slow', () => {
  it('counts nothing for log-ins that time out on a slow database, and lets the right password in once it is back', async () => {
    const release = await holdAccountsTable();
    let answers: Awaited<ReturnType<typeof logIn>>[];
    try {
      // More than the 5 an account may fail, all with the right password.
      answers = await Promise.all(Array.from({ length: 6 }, logIn));
    } finally {
      await release();
    }
    for (const answer of answers) {
      expect(answer.statusCode).toBe(503);
      expect(answer.headers['retry-after']).toBe('5');
    }
    expect((await logIn()).statusCode).toBe(200);
    const [account] = await t.database.db
      .select()
      .from(loginFailures)
      .where(eq(loginFailures.key, 'account:slow@example.org'));
    expect(account).toBeUndefined();
  });
});
