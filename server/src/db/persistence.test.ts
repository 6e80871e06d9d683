import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openPglite } from './client';
import { migrateDatabase } from './migrate';
import { users } from './schema';

describe('embedded database', () => {
  it('creates missing parent folders, keeps data across a restart and migrates idempotently', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'workbench-db-')), 'nested', 'db');
    const first = await openPglite({ dataDir });
    await migrateDatabase(first);
    await first.db.insert(users).values({ email: 'kept@example.org', fullName: 'Kept', hashedPassword: 'x' });
    await first.close();

    const second = await openPglite({ dataDir });
    await migrateDatabase(second);
    const rows = await second.db.select().from(users);
    expect(rows.map((r) => r.email)).toEqual(['kept@example.org']);
    await second.close();
  });
});
