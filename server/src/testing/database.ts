import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openPglite, openPostgres } from '../db/client';

/** A fresh, migrated database of its own for one test file; closing it throws it away. */
export async function createTestDatabase(): Promise<Database> {
  const target = inject('testDatabase');
  if (target.kind === 'pglite') {
    const dump = await readFile(target.templateFile);
    return openPglite({ loadDataDir: new Blob([dump]) });
  }
  const name = `wb_test_${target.template.replace('wb_template_', '')}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: target.serverUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${target.template}`);
  const url = new URL(target.serverUrl);
  url.pathname = `/${name}`;
  // Dropping the database below ends its connections; that is expected here, not worth a log line.
  const database = await openPostgres(url.toString(), () => undefined);
  return {
    ...database,
    async close() {
      await database.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** Tests look at the database directly through the same raw query helper. */
export { queryRows } from '../db/rows';
