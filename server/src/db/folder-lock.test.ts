import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DatabaseInUse, lockDatabaseFolder } from './folder-lock';

const scratch = mkdtempSync(join(tmpdir(), 'folder-lock-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('the embedded database lock', () => {
  it('refuses a second holder while the first lives, and frees the folder on release', () => {
    const folder = join(scratch, 'one');
    const release = lockDatabaseFolder(folder, 'the server at http://localhost:8000');
    // The same process stands in for a second one: a live holder other than the caller is refused.
    writeFileSync(
      `${folder}.lock`,
      JSON.stringify({ pid: process.ppid, holder: 'the server at http://localhost:8000' }),
    );
    expect(() => lockDatabaseFolder(folder, 'an ingest run')).toThrow(DatabaseInUse);
    expect(() => lockDatabaseFolder(folder, 'an ingest run')).toThrow(
      `The embedded database ${folder} is in use by the server at http://localhost:8000 (process ${process.ppid}).`,
    );
    rmSync(`${folder}.lock`);
    const again = lockDatabaseFolder(folder, 'an ingest run');
    expect(JSON.parse(readFileSync(`${folder}.lock`, 'utf8'))).toEqual({
      pid: process.pid,
      holder: 'an ingest run',
    });
    again();
    release();
    expect(existsSync(`${folder}.lock`)).toBe(false);
  });

  it('takes over a lock whose process died (kill -9, power loss)', () => {
    const folder = join(scratch, 'stale');
    writeFileSync(
      `${folder}.lock`,
      JSON.stringify({ pid: 2 ** 22 + 12345, holder: 'a server that crashed' }),
    );
    const release = lockDatabaseFolder(folder, 'the server at http://localhost:8000');
    expect(JSON.parse(readFileSync(`${folder}.lock`, 'utf8')).pid).toBe(process.pid);
    release();
  });
});
