import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/database';
import type { Database } from './client';
import { queryRows } from './rows';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

// A search over a large corpus costs enough in the planner's eyes that PostgreSQL compiled it before
// running it, which took longer than running it; no statement of ours is long enough to repay that.
it('never compiles a statement with JIT, however costly the planner thinks it is', async () => {
  const plan = await database.db.transaction(async (tx) => {
    await tx.execute(sql`set local jit_above_cost = 0`);
    const [row] = await queryRows<{ 'QUERY PLAN': unknown }>(
      tx,
      sql`explain (analyze, format json) select count(*) from events`,
    );
    return JSON.stringify(row?.['QUERY PLAN']);
  });
  expect(plan).toContain('Plan');
  expect(plan).not.toContain('JIT');
});
