import type { Writable } from 'node:stream';
import { ConfigError, loadConfig } from '../config';
import { type Database, openDatabase } from '../db/client';
import { DatabaseInUse } from '../db/folder-lock';
import { migrateDatabase } from '../db/migrate';
import { setSuperuser } from './users.repository';

export const ADMIN_USAGE = `Usage: npm run admin -- grant EMAIL
       npm run admin -- revoke EMAIL

grant makes the account with this email a superuser (it may then see the watched sources, say);
revoke takes that right away again. Sign-up never grants rights, so this is the way to give them.

Exit status: 0 when done, 1 when no account has this email or the database cannot be opened,
2 on a usage error or an invalid environment variable.
Environment: DATABASE_URL or DATA_DIR choose the database as for the server.
`;

export interface AdminOptions {
  env?: NodeJS.ProcessEnv;
  /** An open database to use instead of the configured one (tests). */
  database?: Database;
}

/** `npm run admin`: returns the exit status (see ADMIN_USAGE). */
export async function adminCommand(
  argv: string[],
  io: { stdout: Writable; stderr: Writable },
  options: AdminOptions = {},
): Promise<number> {
  const say = (line: string) => io.stderr.write(`${line}\n`);
  const [action, email, ...rest] = argv;
  if (action === '-h' || action === '--help') {
    io.stdout.write(ADMIN_USAGE);
    return 0;
  }
  if ((action !== 'grant' && action !== 'revoke') || !email?.trim() || rest.length > 0) {
    say(
      `${action === undefined ? 'Name grant or revoke and an EMAIL.' : `Not understood: ${argv.join(' ')}`}\n`,
    );
    say(ADMIN_USAGE.trimEnd());
    return 2;
  }
  let database = options.database;
  let ownDatabase: Database | undefined;
  try {
    if (!database) {
      const config = loadConfig(options.env);
      ownDatabase = await openDatabase(config, `an admin command (npm run admin -- ${action})`);
      database = ownDatabase;
      await migrateDatabase(database);
    }
    const user = await setSuperuser(database.db, email.trim(), action === 'grant');
    if (!user) {
      say(`No account has the email ${email.trim()}; the person must sign up first.`);
      return 1;
    }
    io.stdout.write(
      action === 'grant'
        ? `${user.email} is now a superuser.\n`
        : `${user.email} is no longer a superuser.\n`,
    );
    return 0;
  } catch (error) {
    if (error instanceof ConfigError) {
      say(error.message);
      return 2;
    }
    say(
      error instanceof DatabaseInUse
        ? error.message
        : `Stopped: ${error instanceof Error ? error.message : String(error)}`,
    );
    return 1;
  } finally {
    await ownDatabase?.close();
  }
}
