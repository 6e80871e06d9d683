import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';

/** Another live process holds the embedded database; PGlite would corrupt it or lose writes if both wrote. */
export class DatabaseInUse extends Error {}

interface LockHolder {
  pid: number;
  /** Who holds it, in words for the refusal: "the server at http://localhost:8000". */
  holder: string;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolder(path: string): LockHolder | undefined {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as LockHolder;
  } catch {
    return undefined;
  }
}

/**
 * Takes the lock file beside the embedded database folder, refusing at once when a live process
 * holds it. A lock left by a process that died (kill -9, power loss) is taken over. Returns the
 * release function, which removes the file only while it is still this process's.
 */
export function lockDatabaseFolder(dataDir: string, holder: string): () => void {
  const path = `${dataDir}.lock`;
  const mine: LockHolder = { pid: process.pid, holder };
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(path, JSON.stringify(mine), { flag: 'wx' });
      return () => {
        if (readHolder(path)?.pid === process.pid) unlinkSync(path);
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const current = readHolder(path);
    if (current && current.pid !== process.pid && isRunning(current.pid)) {
      throw new DatabaseInUse(
        `The embedded database ${dataDir} is in use by ${current.holder} (process ${current.pid}). ` +
          'Stop it first, or set DATABASE_URL to a PostgreSQL server, which several processes can share.',
      );
    }
    unlinkSync(path);
  }
  throw new DatabaseInUse(
    `Could not take the lock ${path}; another process is starting on the same database.`,
  );
}
