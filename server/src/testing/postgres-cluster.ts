import { execFile, execFileSync } from 'node:child_process';
import { appendFileSync, chownSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
/** Where Debian puts PostgreSQL 15's programs; tests that start servers of their own need them. */
export const POSTGRES_BIN = '/usr/lib/postgresql/15/bin';

/**
 * A throwaway PostgreSQL server of a test's own, on loopback and a spare port, that the test may
 * stop, start, freeze and thaw without touching the shared server. initdb and pg_ctl refuse to run
 * as root, so as root they run as the postgres user.
 */
export interface PostgresCluster {
  /** URL of the `postgres` database as the superuser (trust authentication). */
  url: string;
  port: number;
  start(): Promise<void>;
  /** Stops at once, as a crash or a pulled plug would: no goodbye to the clients. */
  stopImmediately(): Promise<void>;
  /**
   * Begins a smart shutdown and returns: sessions already open go on, and every new connection is
   * refused (57P03, "the database system is shutting down") until the last of them ends.
   */
  beginSmartShutdown(): Promise<void>;
  /** SIGSTOP to the postmaster and every backend: connections stay open but nothing answers. */
  freeze(): void;
  thaw(): void;
  /** Back to running and answering, whatever a failed test left it in. */
  restore(): Promise<void>;
  /** Thaws, stops and removes the folder; safe to call in any state and more than once. */
  destroy(): Promise<void>;
}

function spare(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** The server's processes: the postmaster first (so it forks no more), then its children. */
function serverProcesses(postmaster: number): number[] {
  const children = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        // The parent pid is the 4th field, after a command name in brackets that may hold spaces.
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === postmaster;
      } catch {
        return false;
      }
    })
    .map(Number);
  return [postmaster, ...children];
}

function signalAll(pids: number[], signal: NodeJS.Signals): void {
  for (const pid of pids) {
    try {
      process.kill(pid, signal);
    } catch {
      // gone already
    }
  }
}

/**
 * A new server of its own. With `replication`, it also lets a streaming replica copy it and follow it
 * over loopback (startStreamingReplica).
 */
export async function startPostgresCluster(
  options: { replication?: boolean } = {},
): Promise<PostgresCluster> {
  return newCluster(async ({ as, dataDir }) => {
    await as('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
    if (options.replication) {
      appendFileSync(join(dataDir, 'postgresql.conf'), '\nwal_level = replica\nmax_wal_senders = 4\n');
      appendFileSync(join(dataDir, 'pg_hba.conf'), '\nhost replication postgres 127.0.0.1/32 trust\n');
    }
  });
}

/**
 * A hot standby of `primary` (started with `replication`), on a port of its own: a base backup of it
 * (pg_basebackup -R, so it streams the primary's WAL from then on) started as a server.
 */
export async function startStreamingReplica(primary: PostgresCluster): Promise<PostgresCluster> {
  return newCluster(async ({ as, dataDir }) => {
    await as('pg_basebackup', [
      ...['-D', dataDir, '-h', '127.0.0.1', '-p', String(primary.port), '-U', 'postgres'],
      ...['-R', '-X', 'stream', '--checkpoint=fast', '--no-sync'],
    ]);
  });
}

type Run = (command: string, args: string[]) => Promise<unknown>;

/** A server in a new temporary folder: `create` fills its data folder, then it starts. */
async function newCluster(
  create: (tools: { as: Run; dataDir: string }) => Promise<void>,
): Promise<PostgresCluster> {
  const folder = mkdtempSync(join(tmpdir(), 'wb-pg-cluster-'));
  const dataDir = join(folder, 'data');
  const asRoot = userInfo().uid === 0;
  if (asRoot) {
    const { uid, gid } = await ownerOf('postgres');
    chownSync(folder, uid, gid);
  }
  const as: Run = (command, args) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', join(POSTGRES_BIN, command), ...args])
      : run(join(POSTGRES_BIN, command), args);
  const port = await spare();
  let frozen: number[] = [];
  let running = false;
  let shuttingDown = false;

  const pgCtl = (args: string[]) => as('pg_ctl', ['-D', dataDir, ...args]);
  const cluster: PostgresCluster = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    async start() {
      const options = `-p ${port} -c listen_addresses=127.0.0.1 -k ${folder} -c fsync=off`;
      await pgCtl(['-l', join(folder, 'log'), '-o', options, '-w', '-t', '30', 'start']);
      running = true;
    },
    async stopImmediately() {
      await pgCtl(['-m', 'immediate', '-w', 'stop']);
      running = false;
    },
    async beginSmartShutdown() {
      await pgCtl(['-m', 'smart', '-W', 'stop']);
      shuttingDown = true;
    },
    freeze() {
      const postmaster = Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
      frozen = serverProcesses(postmaster);
      signalAll(frozen, 'SIGSTOP');
    },
    thaw() {
      signalAll(frozen, 'SIGCONT');
      frozen = [];
    },
    async restore() {
      cluster.thaw();
      if (shuttingDown) {
        // A smart shutdown waits for sessions that may never end; the server stops now instead.
        await cluster.stopImmediately();
        shuttingDown = false;
      }
      if (!running) await cluster.start();
    },
    async destroy() {
      process.off('exit', stopAtExit);
      cluster.thaw();
      await pgCtl(['-m', 'immediate', '-w', 'stop']).catch(() => undefined);
      rmSync(folder, { recursive: true, force: true });
    },
  };
  // A test process that ends before destroy() ran (a hook that timed out, a crash) still takes its
  // server with it; only synchronous work is possible at exit.
  const stopAtExit = () => {
    signalAll(frozen, 'SIGCONT');
    const args = ['-D', dataDir, '-m', 'immediate', '-w', 'stop'];
    try {
      if (asRoot)
        execFileSync('runuser', ['-u', 'postgres', '--', join(POSTGRES_BIN, 'pg_ctl'), ...args], {
          stdio: 'ignore',
        });
      else execFileSync(join(POSTGRES_BIN, 'pg_ctl'), args, { stdio: 'ignore' });
    } catch {
      // not running
    }
    rmSync(folder, { recursive: true, force: true });
  };
  process.on('exit', stopAtExit);
  try {
    await create({ as, dataDir });
    await cluster.start();
  } catch (error) {
    await cluster.destroy();
    throw error;
  }
  return cluster;
}

async function ownerOf(user: string): Promise<{ uid: number; gid: number }> {
  const { stdout } = await run('id', ['-u', user]);
  const { stdout: group } = await run('id', ['-g', user]);
  return { uid: Number(stdout.trim()), gid: Number(group.trim()) };
}
