// The ingest CLI as its own process, on the embedded database of its DATA_DIR. No test here opens the
// test database, so the PostgreSQL run of the suite leaves this file out (vitest.config.ts): it would
// start the same embedded databases again and learn nothing about PostgreSQL.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { queryRows } from '../db/rows';

const serverFolder = fileURLToPath(new URL('../..', import.meta.url));
const examples = fileURLToPath(new URL('../../../examples', import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), 'ingest-process-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('the ingest process', () => {
  const exec = promisify(execFile);
  const cli = (args: string[], dataDir: string) =>
    exec(process.execPath, ['--import', 'tsx', 'src/cli/ingest.ts', ...args], {
      cwd: serverFolder,
      env: {
        ...process.env,
        DATABASE_URL: '',
        DATA_DIR: dataDir,
        JWT_SECRET: 'x'.repeat(32),
        LLM_BASE_URL: '',
        LLM_MODEL: '',
      },
    });

  it('keeps standard output to JSON lines on a dry run of the examples', async () => {
    const { stdout, stderr } = await cli(['--dry-run', examples], join(scratch, 'data-dry'));
    const lines = stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(8);
    for (const line of lines)
      expect(JSON.parse(line).source_url).toMatch(/^https:\/\/press\.invalid\/examples\//);
    expect(Object.keys(JSON.parse(lines[0] as string))).toEqual(
      expect.arrayContaining([
        'date',
        'location',
        'municipality',
        'province',
        'crime_committed',
        'suspects_arrested',
        'suspect_ages',
        'victims',
        'arrest_made',
        'outcome',
        'evidence',
      ]),
    );
    expect(Object.keys(JSON.parse(lines[0] as string).victims)).toEqual(['count', 'female', 'male']);
    expect(stderr).toContain('Dry run: printed 8 events, 0 failed');
  });

  // One test, because creating an embedded database is most of its time (a new one costs each process
  // many seconds, the more so beside other test files): the CLI's first run creates the database the
  // server then holds, rather than a second database being created for the refusal.
  it('stores the examples in the embedded database it creates in DATA_DIR; is refused at once while a server holds the embedded database, and stores once it is free', {
    timeout: 180_000,
  }, async () => {
    const dataDir = join(scratch, 'data-held');
    const created = await cli([examples], dataDir);
    expect(created.stdout).toMatch(/^Added 8, updated 0, unchanged 0, failed 0/);

    const server = await openPglite({
      dataDir: join(dataDir, 'db'),
      holder: 'the server at http://localhost:8123',
    });
    await migrateDatabase(server);
    const events = await queryRows<{ n: number }>(server.db, sql`select count(*)::int as n from events`);
    expect(events[0]?.n).toBe(8);
    const refused = await cli([examples], dataDir).then(
      () => ({ code: 0, stderr: '' }),
      (error: { code: number; stderr: string }) => error,
    );
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(
      `is in use by the server at http://localhost:8123 (process ${process.pid}). Stop it first`,
    );
    // Emptied while held, so that the run after it has every example to store again.
    await server.db.execute(sql`truncate events restart identity cascade`);
    await server.db.execute(
      sql`insert into users (email, full_name, hashed_password) values ('kept@example.org', 'Kept', 'x')`,
    );
    await server.close();

    const { stdout } = await cli([examples], dataDir);
    expect(stdout).toMatch(/^Added 8, updated 0, unchanged 0, failed 0/);
    const reopened = await openPglite({ dataDir: join(dataDir, 'db') });
    try {
      const rows = await queryRows<{ n: number }>(
        reopened.db,
        sql`select (select count(*) from users)::int + (select count(*) from events)::int as n`,
      );
      expect(rows[0]?.n).toBe(9);
    } finally {
      await reopened.close();
    }
  });
});
