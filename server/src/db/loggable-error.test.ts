import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/database';
import type { Database } from './client';
import { loggableError } from './loggable-error';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

async function failureOf(query: Promise<unknown>): Promise<unknown> {
  return query.then(
    () => expect.unreachable('the query should fail'),
    (error: unknown) => error,
  );
}

describe('an error as logged', () => {
  it('keeps the statement and the driver message but cuts out a value PostgreSQL echoes back', async () => {
    const secret = 'hunter2-not-a-number';
    const error = await failureOf(database.db.execute(sql`select ${secret}::integer as n`));

    const logged = JSON.stringify(loggableError(error));

    expect(String(error)).toContain(secret);
    expect(logged).not.toContain(secret);
    expect(logged).toContain('select $1::integer as n');
    expect(logged).toContain('22P02');
    expect(logged).toContain('invalid input syntax for type integer: \\"[redacted]\\"');
  });
});
