import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/app';

// What the server logs when a query fails: enough to find the fault, nothing the query carried.
const lines: string[] = [];
const logger = { level: 'info', stream: { write: (line: string) => void lines.push(line) } };

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  lines.length = 0;
});

describe('the log of a failing query', () => {
  it('names the statement and the database error but none of its values', async () => {
    t = await createTestApp({ logger });
    // Every new account now breaks a rule of the database: the insert fails with the email, the
    // password hash and the name as its parameters, and PostgreSQL's detail repeats the whole row.
    await t.database.db.execute(sql`alter table users add constraint no_new_users check (false) not valid`);

    const email = 'private.person@example.org';
    const password = 'correct horse battery staple';
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/v1/signup',
      payload: { email, password, re_password: password, full_name: 'Thandiwe Secretname' },
    });

    expect(reply.statusCode).toBe(500);
    expect(reply.json()).toEqual({ detail: 'Internal server error', code: 'internal_error' });
    const log = lines.join('');
    for (const secret of [email, 'Thandiwe Secretname', '$argon2', password])
      expect(log).not.toContain(secret);
    expect(log).toContain('unhandled error');
    expect(log).toContain('insert into \\"users\\"');
    expect(log).toContain('23514');
    expect(log).toContain('violates check constraint \\"no_new_users\\"');
  });
});
