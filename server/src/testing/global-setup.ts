import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../db/client';
import { migrateDatabase } from '../db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase:
      | { kind: 'pglite'; templateFile: string }
      | { kind: 'postgres'; serverUrl: string; template: string };
  }
}

/**
 * Migrates one template database per test run; every test file then starts from a copy of it
 * (TEST_DB=postgres uses the server at TEST_DATABASE_URL, otherwise embedded PGlite).
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DB === 'postgres') {
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (!serverUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    const template = `wb_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${template}`);
    await admin.query(`create database ${template}`);
    const url = new URL(serverUrl);
    url.pathname = `/${template}`;
    const database = await openPostgres(url.toString());
    await migrateDatabase(database);
    await database.close();
    project.provide('testDatabase', { kind: 'postgres', serverUrl, template });
    return async () => {
      const { rows } = await admin.query<{ datname: string }>(
        `select datname from pg_database where datname like 'wb_test_${process.pid}_%' or datname = $1`,
        [template],
      );
      for (const row of rows) await admin.query(`drop database if exists ${row.datname} with (force)`);
      await admin.end();
    };
  }
  const folder = join(process.cwd(), '..', '.test-artifacts');
  await mkdir(folder, { recursive: true });
  const templateFile = join(folder, `pglite-template-${process.pid}.tar.gz`);
  const database = await openPglite();
  await migrateDatabase(database);
  if (database.kind !== 'pglite') throw new Error('expected PGlite');
  const dump = await database.client.dumpDataDir('gzip');
  await writeFile(templateFile, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('testDatabase', { kind: 'pglite', templateFile });
  return () => rm(templateFile, { force: true });
}
