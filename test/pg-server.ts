/**
 * A throwaway PostgreSQL cluster for integration tests (`*.pg.test.ts`): initdb in a temp
 * directory, a free port on 127.0.0.1, trust authentication; stopped and deleted by stop().
 * Tests run as root here, and PostgreSQL refuses to run as root, so the cluster runs as the
 * `postgres` user (runuser) when the current user is root.
 */
import { execFile, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const INSTALL_HINT = 'PostgreSQL server binaries not found in /usr/lib/postgresql/*/bin: apt-get install -y postgresql';

export interface PgServer {
  /** postgres://postgres@127.0.0.1:PORT/postgres */
  url: string;
  port: number;
  /** Shuts the server down the way a restart or an upgrade does (fast: open connections are ended). */
  pause(): Promise<void>;
  /** SIGSTOP to the server and its processes: connections stay open, nothing is answered. */
  freeze(): void;
  /** SIGCONT: it answers what it was sent meanwhile, then goes on. */
  thaw(): void;
  /** Starts it again on the same port and data. */
  resume(): Promise<void>;
  stop(): Promise<void>;
}

/** The bin directory of the newest installed PostgreSQL, or null. */
export function findPgBin(): string | null {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((v) => existsSync(path.join(base, v, 'bin', 'initdb')) && existsSync(path.join(base, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a));
  return versions[0] ? path.join(base, versions[0], 'bin') : null;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function idOf(user: string): Promise<{ uid: number; gid: number }> {
  const [uid, gid] = await Promise.all([run('id', ['-u', user]), run('id', ['-g', user])]);
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

export async function startPgServer(): Promise<PgServer> {
  const bin = findPgBin();
  if (!bin) throw new Error(INSTALL_HINT);

  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pg-test-'));
  const exec = async (tool: string, args: string[]) => {
    const command = path.join(bin, tool);
    return asRoot ? run('runuser', ['-u', 'postgres', '--', command, ...args], { cwd: dir }) : run(command, args, { cwd: dir });
  };
  if (asRoot) {
    const { uid, gid } = await idOf('postgres').catch(() => {
      throw new Error(`Running as root needs the "postgres" user to run the test cluster: ${INSTALL_HINT}`);
    });
    chownSync(dir, uid, gid);
  }

  const data = path.join(dir, 'data');
  const logFile = path.join(dir, 'server.log');
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  try {
    await exec('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--no-sync', '--no-instructions']);
    await exec('pg_ctl', ['-D', data, '-o', options, '-l', logFile, '-w', '-t', '60', 'start']);
  } catch (error) {
    const log = existsSync(logFile) ? readFileSync(logFile, 'utf8').slice(-2000) : '';
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`Could not start a test PostgreSQL server: ${(error as Error).message}\n${log}`);
  }

  let stopped = false;
  let running = true;
  // The postmaster (first line of postmaster.pid) and the processes it started, connections' too.
  const signalServer = (signal: NodeJS.Signals) => {
    const postmaster = Number(readFileSync(path.join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
    const children = spawnSync('pgrep', ['-P', String(postmaster)], { encoding: 'utf8' }).stdout.split('\n').filter(Boolean).map(Number);
    for (const pid of [postmaster, ...children]) process.kill(pid, signal);
  };
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    freeze: () => signalServer('SIGSTOP'),
    thaw: () => signalServer('SIGCONT'),
    async pause() {
      await exec('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      running = false;
    },
    async resume() {
      await exec('pg_ctl', ['-D', data, '-o', options, '-l', logFile, '-w', '-t', '60', 'start']);
      running = true;
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      try {
        if (running) signalServer('SIGCONT'); // a frozen server would not see pg_ctl's signal
      } catch {
        /* already gone */
      }
      try {
        if (running) await exec('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
